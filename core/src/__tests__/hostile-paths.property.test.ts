/**
 * Property tests of what the gateway and the web decide from addresses a stranger can write:
 * where to send a user after sign-in (`safeReturnPath`) and which page a path opens
 * (`matchRoute`). Whatever the input, neither throws, and a return path never leaves the site.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../access.ts';
import { matchRoute } from '../match.ts';
import { ROUTES } from '../routes.ts';

/** Pieces attackers use to leave a site or confuse a parser, mixed with ordinary path text. */
const tricky = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '%2F',
  '%2f%2f',
  '%5C',
  '..',
  '/../',
  '.',
  ':',
  'javascript:',
  'http://evil.example',
  'https:',
  '@evil.example',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u007f',
  '\u2028',
  '%09',
  '%00',
  '%E0%A4%A',
  '?',
  '#',
  '&redirect=//evil',
  ' ',
  'é',
  '\uD800',
);
const pathText = fc
  .array(fc.oneof(tricky, fc.string({ maxLength: 6 }), fc.webSegment()), { maxLength: 12 })
  .map((parts) => parts.join(''));
const anyInput = fc.oneof(pathText, fc.string(), fc.webPath(), fc.webUrl(), fc.anything());

/** Where a browser on `origin` goes when the address is `href`. */
const landsOn = (href: string, origin: string) => new URL(href, origin).origin;

describe('safeReturnPath, whatever it is given', () => {
  it('should answer a path that stays on the site that serves it', () => {
    fc.assert(
      fc.property(anyInput, (candidate) => {
        const path = safeReturnPath(candidate);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        // eslint-disable-next-line no-control-regex -- control characters are what must not pass
        expect(path).not.toMatch(/[\\\u0000-\u001f\u007f]/);
        for (const origin of ['https://backoffice.example', 'http://127.0.0.1:3000']) {
          expect(landsOn(path, origin)).toBe(origin);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('should be stable: a path it answered is answered unchanged', () => {
    fc.assert(
      fc.property(anyInput, (candidate) => {
        const once = safeReturnPath(candidate);
        expect(safeReturnPath(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('should keep an ordinary path of ours with its query as it is', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const ordinary = `/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
        fc.pre(!ordinary.startsWith('//') && !/[\\.]/.test(ordinary));
        expect(safeReturnPath(ordinary)).toBe(new URL(ordinary, 'http://x.invalid').href.slice(16));
      }),
    );
  });

  it('should fall back for anything that is not a string', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'string'),
        (candidate) => {
          expect(safeReturnPath(candidate, '/cases')).toBe('/cases');
        },
      ),
    );
  });
});

/** A concrete path of a route: its parameters filled with any non-empty text, encoded. */
const concretePath = fc
  .constantFrom(...ROUTES)
  .chain((route) =>
    fc
      .array(
        fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s),
        {
          minLength: 4,
          maxLength: 4,
        },
      )
      .map((values) => ({ route, values })),
  )
  .map(({ route, values }) => {
    let next = 0;
    const params: Record<string, string> = {};
    const path = route.path
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part;
        const name = part.replace(/^:|\?$/g, '');
        const value = values[next++] ?? 'x';
        params[name] = value;
        return encodeURIComponent(value);
      })
      .join('/');
    return { route, path: path === '' ? '/' : path, params };
  });

describe('matchRoute, whatever it is given', () => {
  it('should never throw, and a match always names a route of the table', () => {
    fc.assert(
      fc.property(fc.oneof(pathText, fc.string(), fc.webPath()), (pathname) => {
        const match = matchRoute(pathname);
        if (match) {
          expect(ROUTES).toContain(match.route);
          for (const value of Object.values(match.params)) expect(value).not.toBe('');
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('should open every route with any parameter values, and hand them back decoded', () => {
    fc.assert(
      fc.property(concretePath, ({ route, path, params }) => {
        const match = matchRoute(path);
        expect(match).not.toBeNull();
        // Another route may take the same shape first (e.g. `/reports/x`); what it answers must
        // rebuild the very same path from the values it decoded.
        const rebuilt = match!.route.path
          .split('/')
          .map((part) => {
            if (!part.startsWith(':')) return part;
            const value = match!.params[part.replace(/^:|\?$/g, '')];
            return value === undefined ? null : encodeURIComponent(value);
          })
          .filter((part) => part !== null)
          .join('/');
        expect(rebuilt.toLowerCase() || '/').toBe(path.toLowerCase());
        if (match!.route === route) expect(match!.params).toEqual(params);
      }),
      { numRuns: 2000 },
    );
  });

  it('should ignore one trailing slash', () => {
    fc.assert(
      fc.property(concretePath, ({ path }) => {
        fc.pre(path !== '/');
        expect(matchRoute(`${path}/`)).toEqual(matchRoute(path));
      }),
    );
  });
});
