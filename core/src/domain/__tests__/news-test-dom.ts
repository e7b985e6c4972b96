/** The sanitiser over a jsdom window, as the mock API runs it, for the news-html tests. */
import { JSDOM } from 'jsdom';
import { createNewsSanitiser } from '../news-html.ts';

const dom = new JSDOM('');
export const sanitise = createNewsSanitiser(dom.window);

/** The elements a sanitised body parses into, as a browser would build them. */
export function elementsOf(html: string): Element[] {
  const template = dom.window.document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('*'));
}
