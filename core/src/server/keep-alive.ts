/**
 * How long connections stay open between requests, on both ends, so that a client never sends
 * on a connection the server is closing (the gateway's pool once got `read ECONNRESET` from the
 * backend under load). The client side drops an idle connection well before any server would.
 */
import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * Our servers keep an idle connection 65 s: longer than the idle time of the clients in front of
 * them (load balancers commonly use 60 s, the gateway's pool 4 s).
 */
export const SERVER_KEEP_ALIVE_MS = 65_000;
/** Above the keep-alive, so a kept connection's next request is never cut off by this timer. */
export const SERVER_HEADERS_TIMEOUT_MS = 66_000;
/**
 * The gateway's pool drops an idle backend connection after 4 s: under Node's default 5 s for a
 * backend we do not run. A backend that announces less (`Keep-Alive: timeout=N`) is honoured too.
 */
export const UPSTREAM_IDLE_MS = 4_000;

export function createHttpServer(handler: RequestListener): Server {
  const server = createServer(handler);
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  server.headersTimeout = SERVER_HEADERS_TIMEOUT_MS;
  return server;
}
