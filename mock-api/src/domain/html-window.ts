/**
 * One DOM window for the process, for what parses or sanitises HTML on the server (news bodies,
 * PACER reports): made when first needed, as loading jsdom costs about a CPU-second, which most
 * processes (a test's API, a restart) never need. The server warms it at start
 * (`warmHtmlWindow`), so a first write does not wait for it there. Its documents run no script.
 */
import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';

const require = createRequire(import.meta.url);
let window: Jsdom.DOMWindow | undefined;

export function htmlWindow(): Jsdom.DOMWindow {
  window ??= new (require('jsdom') as typeof Jsdom).JSDOM('').window;
  return window;
}

/** Loads jsdom now, while nothing waits for it. */
export function warmHtmlWindow(): void {
  htmlWindow();
}
