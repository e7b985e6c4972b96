/**
 * A scripted browser for the IdP's pages: fetch with a cookie jar, redirects followed one by
 * one (so a test can stop at the relying party's callback), and forms read from the HTML.
 */
import { CookieJar } from './cookie-jar.ts';

const MAX_REDIRECTS = 10;

export interface HtmlForm {
  action: URL;
  method: string;
  /** Hidden inputs and pre-filled values, by name. */
  fields: Record<string, string>;
}

export interface Navigation {
  /** The last URL requested. */
  url: URL;
  response: Response;
  /** Set when navigation stopped at a redirect to a URL the caller asked to stop at. */
  stoppedAt?: URL;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function decodeEntities(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1]!) : undefined;
}

/** The first form in `html` (enough for the IdP's own pages), resolved against `base`. */
export function readForm(html: string, base: URL): HtmlForm {
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form on the page at ${base.href}`);
  const openTag = /<form\b[^>]*>/i.exec(form[0])![0];
  const fields: Record<string, string> = {};
  for (const [input] of form[1]!.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(input, 'name');
    if (name) fields[name] = attribute(input, 'value') ?? '';
  }
  return {
    action: new URL(attribute(openTag, 'action') ?? base.href, base),
    method: (attribute(openTag, 'method') ?? 'get').toLowerCase(),
    fields,
  };
}

export class UserAgent {
  readonly jar = new CookieJar();

  /** One request, no redirect following, cookies sent and stored. */
  async request(
    url: URL | string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers();
    const cookie = this.jar.header(target);
    if (cookie) headers.set('cookie', cookie);
    let body: URLSearchParams | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form);
      headers.set('content-type', 'application/x-www-form-urlencoded');
    }
    const response = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.jar.store(target, response);
    return response;
  }

  /**
   * Requests `url` and follows redirects until a page is reached, or until a redirect points
   * at a URL for which `stopAt` says yes (that one is not requested, as it belongs to the RP).
   */
  async navigate(
    url: URL | string,
    options: {
      method?: string;
      form?: Record<string, string>;
      stopAt?: (url: URL) => boolean;
    } = {},
  ): Promise<Navigation> {
    let current = new URL(url);
    let response = await this.request(current, options);
    for (let hops = 0; hops < MAX_REDIRECTS; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: current, response };
      }
      await response.body?.cancel();
      const next = new URL(location, current);
      if (options.stopAt?.(next)) return { url: current, response, stoppedAt: next };
      current = next;
      response = await this.request(current);
    }
    throw new Error(`more than ${MAX_REDIRECTS} redirects from ${new URL(url).href}`);
  }
}
