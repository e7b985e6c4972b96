/**
 * One request-id rule for every server. An id the caller sent is kept when it is well formed
 * (the gateway's, so one id follows a call end to end); otherwise a new one is made. Well formed:
 * 8 to 128 ASCII letters, digits and `_ . : -` — room for a UUID or a tracing id, nothing that
 * could bend a log line or a header.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '../constants.ts';

const WELL_FORMED = /^[\w.:-]{8,128}$/;

export function acceptRequestId(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** Express middleware: the id goes to `res.locals.requestId` and the response's header. */
export function requestId(
  req: IncomingMessage,
  res: ServerResponse & { locals: Record<string, unknown> },
  next: () => void,
): void {
  const id = acceptRequestId(req.headers[REQUEST_ID_HEADER]);
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}
