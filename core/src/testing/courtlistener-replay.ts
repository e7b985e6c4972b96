/**
 * A local stand-in for CourtListener's REST API v4, for tests: a real HTTP server (node:http)
 * that replays the answers kept in `tests/fixtures/courtlistener/` (docket 4214664 of D.D.C.,
 * `1:16-cv-00745`, its entries on two cursor pages), with CourtListener's address in them
 * rewritten to its own. It checks the `Authorization: Token …` header as CourtListener does
 * (401 `{"detail":"Invalid token."}` otherwise) and keeps every request it got, so a test can
 * see where the token went. `answer` overrides the next answers of a path, to play failures;
 * `hold` keeps the next request of a path waiting until the test lets it go, so a test can act
 * while a fetch is surely under way (it waits on the request's arrival, never on time).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const FIXTURES = new URL('../../../tests/fixtures/courtlistener/', import.meta.url);
const REAL_BASE = 'https://www.courtlistener.com/api/rest/v4/';
const PATH = '/api/rest/v4/';

/** The docket the fixtures hold, as our dockets name it. */
export const REPLAYED_DOCKET = {
  court: 'D.D.C.',
  docketNumber: '1:16-cv-00745',
  courtListenerId: 4214664,
  /** Entries on the two pages: 5, one a minute entry without a number. */
  entries: 5,
} as const;

export interface ReplayedRequest {
  path: string;
  authorization: string | undefined;
}

export interface Scripted {
  status: number;
  /** Sent as is; an object is sent as JSON. */
  body: string | object;
  headers?: Record<string, string>;
}

/** A request held by the replay server: it arrives, then is answered when released. */
export interface HeldRequest {
  /** Settles once the request has reached the server (and is waiting). */
  arrived: Promise<unknown>;
  /** Answers it as the replay server would have. */
  release(): void;
}

type PathEnd = 'dockets/' | 'docket-entries/';

export interface CourtListenerReplay {
  /** `http://127.0.0.1:<port>/api/rest/v4/`: COURTLISTENER_BASE_URL for the server under test. */
  baseUrl: string;
  token: string;
  requests: ReplayedRequest[];
  /** The next answer to a request whose path (without query) ends with `pathEnd`. */
  answer(pathEnd: PathEnd, scripted: Scripted, cursor?: boolean): void;
  /** Holds the next request whose path ends with `pathEnd` until released. */
  hold(pathEnd: PathEnd): HeldRequest;
  close(): Promise<void>;
}

const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');

export async function startCourtListenerReplay(
  token = 'replay-token',
): Promise<CourtListenerReplay> {
  const requests: ReplayedRequest[] = [];
  const scripts: { pathEnd: string; cursor: boolean | undefined; scripted: Scripted }[] = [];
  const holds: { pathEnd: string; arrive: () => void; released: Promise<unknown> }[] = [];
  let base = '';

  const replayed = (req: IncomingMessage): Scripted => {
    const url = new URL(req.url ?? '/', base);
    const hasCursor = url.searchParams.has('cursor');
    const i = scripts.findIndex(
      (s) => url.pathname.endsWith(s.pathEnd) && (s.cursor === undefined || s.cursor === hasCursor),
    );
    if (i >= 0) return scripts.splice(i, 1)[0]!.scripted;
    if (req.headers.authorization !== `Token ${token}`)
      return { status: 401, body: fixture('invalid-token.json') };
    if (url.pathname === `${PATH}dockets/`) {
      const found =
        url.searchParams.get('court') === 'dcd' &&
        url.searchParams.get('docket_number') === REPLAYED_DOCKET.docketNumber;
      return {
        status: 200,
        body: fixture(found ? 'dockets-dcd-1-16-cv-00745.json' : 'dockets-none.json'),
      };
    }
    if (
      url.pathname === `${PATH}docket-entries/` &&
      url.searchParams.get('docket') === String(REPLAYED_DOCKET.courtListenerId)
    ) {
      const page = hasCursor ? 2 : 1;
      return { status: 200, body: fixture(`docket-entries-4214664-page-${String(page)}.json`) };
    }
    return { status: 404, body: { detail: 'Not found.' } };
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push({
      path: `${url.pathname}${url.search}`,
      authorization: req.headers.authorization,
    });
    const h = holds.findIndex((held) => url.pathname.endsWith(held.pathEnd));
    const held = h >= 0 ? holds.splice(h, 1)[0] : undefined;
    if (!held) {
      answerWith(req, res);
      return;
    }
    held.arrive();
    void held.released.then(() => {
      answerWith(req, res);
    });
  });
  const answerWith = (req: IncomingMessage, res: ServerResponse) => {
    const { status, body, headers } = replayed(req);
    const text = (typeof body === 'string' ? body : JSON.stringify(body)).replaceAll(
      REAL_BASE,
      base,
    );
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(text);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}${PATH}`;
  return {
    baseUrl: base,
    token,
    requests,
    answer(pathEnd, scripted, cursor) {
      scripts.push({ pathEnd, cursor, scripted });
    },
    hold(pathEnd) {
      const arrival = Promise.withResolvers<unknown>();
      const release = Promise.withResolvers<unknown>();
      holds.push({
        pathEnd,
        arrive: () => {
          arrival.resolve(null);
        },
        released: release.promise,
      });
      return {
        arrived: arrival.promise,
        release: () => {
          release.resolve(null);
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => {
          if (err) reject(err);
          else resolve();
        });
      }),
  };
}
