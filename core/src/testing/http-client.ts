/**
 * A scripted browser for HTTP-level tests: fetch with a cookie jar, following redirects by hand
 * so tests can see each hop. Cookies are kept per host, not per port, as browsers do.
 */
export interface Hop {
  url: string;
  status: number;
  location: string | null;
}

export class HttpClient {
  private readonly jar = new Map<string, Map<string, string>>();
  /** Every response's headers and body text, for checks such as "no token ever reached us". */
  readonly seen: string[] = [];

  /** `rewrite` maps a URL before it is fetched, e.g. https → http to stand in for a TLS proxy. */
  private readonly rewrite: (url: string) => string;

  constructor(rewrite: (url: string) => string = (url) => url) {
    this.rewrite = rewrite;
  }

  cookies(url: string): Map<string, string> {
    const host = new URL(url).hostname;
    let cookies = this.jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(host, cookies);
    }
    return cookies;
  }

  /** The Cookie header this client sends to `url` (for requests written by hand). */
  cookieHeader(url: string): string {
    return [...this.cookies(url)].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(url: string, response: Response): void {
    const cookies = this.cookies(url);
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(header) || /max-age=0/i.test(header);
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  /** One request, no redirect following. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = this.cookieHeader(url);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(this.rewrite(url), { ...init, headers, redirect: 'manual' });
    this.remember(url, response);
    const head = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
    this.seen.push(`${response.status} ${url}\n${head}\n\n${await response.clone().text()}`);
    return response;
  }

  /** GETs, following redirects; returns the final response and every hop on the way. */
  async follow(
    url: string,
    init: RequestInit = {},
    maxHops = 20,
  ): Promise<{ response: Response; hops: Hop[] }> {
    const hops: Hop[] = [];
    let current = url;
    let options = init;
    for (let i = 0; i < maxHops; i += 1) {
      const response = await this.request(current, options);
      const location = response.headers.get('location');
      hops.push({ url: current, status: response.status, location });
      if (response.status < 300 || response.status >= 400 || !location) return { response, hops };
      await response.body?.cancel();
      current = new URL(location, current).toString();
      options = {};
    }
    throw new Error(`More than ${maxHops} redirects from ${url}`);
  }
}

type Followed = { response: Response; hops: Hop[] };

/** Posts the first form of a page (its hidden inputs plus `fields`) and follows the answer. */
export async function submitForm(
  client: HttpClient,
  page: Followed,
  fields: Record<string, string>,
): Promise<Followed> {
  const pageUrl = page.hops.at(-1)?.url ?? '';
  const html = await page.response.text();
  const form = /<form[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0];
  const action = form && /action="([^"]+)"/i.exec(form)?.[1];
  if (!form || !action)
    throw new Error(`No form to submit at ${pageUrl} (status ${page.response.status})`);
  const body = new URLSearchParams();
  for (const input of form.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]+)"/i.exec(input[0])?.[1];
    const value = /value="([^"]*)"/i.exec(input[0])?.[1] ?? '';
    if (name) body.set(name, value.replaceAll('&amp;', '&'));
  }
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const target = new URL(action.replaceAll('&amp;', '&'), pageUrl).toString();
  const posted = await client.request(target, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const hop = { url: target, status: posted.status, location: posted.headers.get('location') };
  if (!hop.location) return { response: posted, hops: [...page.hops, hop] };
  const next = await client.follow(new URL(hop.location, target).toString());
  return { response: next.response, hops: [...page.hops, hop, ...next.hops] };
}

/**
 * Signs in through the gateway as a browser would: open `path`, get sent to the IdP's form,
 * post the credentials, and follow the redirects back. Returns the final page response.
 */
export async function signInThroughGateway(
  client: HttpClient,
  gatewayUrl: string,
  username: string,
  password: string,
  path = '/',
): Promise<{ response: Response; hops: Hop[] }> {
  const start = await client.follow(new URL(path, gatewayUrl).toString());
  const formPage = start.response;
  const formUrl = start.hops.at(-1)?.url ?? '';
  const html = await formPage.text();
  const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
  if (!action) throw new Error(`No sign-in form at ${formUrl} (status ${formPage.status})`);
  const body = new URLSearchParams({ username, password });
  const posted = await client.request(
    new URL(action.replaceAll('&amp;', '&'), formUrl).toString(),
    {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  );
  const location = posted.headers.get('location');
  if (!location) throw new Error(`Sign-in as ${username} failed with status ${posted.status}`);
  const back = await client.follow(new URL(location, formUrl).toString());
  return { response: back.response, hops: [...start.hops, ...back.hops] };
}
