/**
 * The gateway's connections to the backend: a keep-alive pool that drops an idle connection
 * before the backend would close it, and the one case where a failed call is worth a second
 * try. Without both, a pooled connection the backend was closing (its keep-alive ran out) just
 * as the gateway reused it came back to the browser as a 502 (`read ECONNRESET`).
 */
import { Agent as HttpAgent, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { UPSTREAM_IDLE_MS } from '@backoffice/core/server';

/** Node's agent honours a backend's shorter `Keep-Alive: timeout` only when it has a timeout. */
export function upstreamAgent(backendUrl: URL): HttpAgent {
  const options = {
    keepAlive: true,
    timeout: UPSTREAM_IDLE_MS,
    maxSockets: 256,
    maxFreeSockets: 64,
  };
  return backendUrl.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const RESET = new Set(['ECONNRESET', 'EPIPE']);

export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Worth one more try on a fresh connection: a call that changes nothing and sent no body, on a
 * reused connection that was reset before an answer came back. Anything else (a refused
 * connection, a timeout, a reset mid-answer, a write) is reported, never repeated.
 */
export function isStaleConnectionReset(
  err: Error,
  req: IncomingMessage,
  upstream: { reused: boolean; answered: boolean },
): boolean {
  const code = (err as NodeJS.ErrnoException).code ?? '';
  return (
    upstream.reused &&
    !upstream.answered &&
    RESET.has(code) &&
    IDEMPOTENT.has(req.method ?? '') &&
    !hasBody(req)
  );
}
