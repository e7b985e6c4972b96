/**
 * `/api/v1/*` to the backend. The browser never holds a token: the gateway adds the session's
 * access token, drops whatever credentials the browser sent, and only ever talks to the one
 * configured backend. A plain `http.request` per call, streamed both ways: a proxy library's
 * generality (rewrites, websockets, events per call) cost more than the hop itself.
 */
import {
  request as httpRequest,
  type Agent,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { API_BASE_PATH, REQUEST_ID_HEADER } from '@backoffice/core';
import type { Authenticator } from '../auth/authenticator.ts';
import { sendError } from './errors.ts';
import { hasBody, isStaleConnectionReset, upstreamAgent } from './upstream.ts';

export interface ProxyOptions {
  backendUrl: URL;
  timeoutMs: number;
  logger: Logger;
  observeUpstream(seconds: number, status: number): void;
}

/** Refuses paths that could step outside the API: `..`, `.`, `//`, backslashes, encoded slashes. */
function isPlainApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  return !path
    .split('/')
    .slice(1)
    .some((segment) => {
      const lower = segment.toLowerCase();
      return segment === '.' || segment === '..' || /%2e|%2f|%5c/.test(lower);
    });
}

export const plainApiPathOnly: RequestHandler = (req, res, next) => {
  if (isPlainApiPath(req.url)) next();
  else sendError(res, 'invalid_request', 'That API path is not allowed.');
};

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Attaches the access token; answers 401 itself when there is no session. */
export function attachAccessToken(authenticator: Authenticator): RequestHandler {
  return async (req, res, next) => {
    const token = await authenticator.accessToken(req);
    if (!token) {
      sendError(res, 'unauthorized', SESSION_ENDED);
      return;
    }
    res.locals.accessToken = token;
    next();
  };
}

/**
 * 413 before anything is sent upstream when the body is larger than the limit. Bodies must
 * declare their length (browsers do for every upload), so the check needs no buffering and
 * Node's parser then delivers exactly that many bytes; 411 otherwise.
 */
export function bodyLimit(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const hasBody =
      req.get('transfer-encoding') !== undefined || req.get('content-length') !== undefined;
    if (!hasBody) {
      next();
      return;
    }
    const declared = req.get('content-length');
    if (declared === undefined) {
      sendError(res, 'length_required', 'Uploads must declare their Content-Length.');
      return;
    }
    if (Number(declared) > limitBytes) {
      sendError(res, 'payload_too_large', `The upload is larger than ${limitBytes} bytes.`);
      return;
    }
    next();
  };
}

/** Headers that describe one connection (RFC 9110 7.6.1), or that only the gateway may set. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
  // The browser's credentials stay here: the backend gets the session's token only.
  'cookie',
  'authorization',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  REQUEST_ID_HEADER,
]);

/** The backend's cookies are not ours to hand to the browser. */
const NOT_RETURNED = new Set([...NOT_FORWARDED, 'set-cookie']);

function copied(headers: IncomingHttpHeaders, skip: Set<string>): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !skip.has(name)) out[name] = value;
  }
  return out;
}

function upstreamHeaders(req: Request, res: Response, host: string): OutgoingHttpHeaders {
  const headers = copied(req.headers, NOT_FORWARDED);
  const forwardedFor = req.headers['x-forwarded-for'];
  const client = req.socket.remoteAddress ?? '';
  headers.host = host;
  headers.authorization = `Bearer ${String(res.locals.accessToken)}`;
  headers[REQUEST_ID_HEADER] = String(res.locals.requestId);
  headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${client}` : client;
  headers['x-forwarded-proto'] = req.protocol;
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

export function apiProxy(options: ProxyOptions): RequestHandler {
  const base = new URL(API_BASE_PATH, options.backendUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const pool = upstreamAgent(options.backendUrl);

  const failed = (err: Error, res: Response, timeout: boolean) => {
    options.logger.warn({ err, requestId: res.locals.requestId, timeout }, 'backend call failed');
    options.observeUpstream(0, timeout ? 504 : 502);
    if (res.headersSent) {
      res.destroy();
    } else if (timeout) {
      sendError(res, 'gateway_timeout', 'The backend did not answer in time. Please try again.');
    } else {
      sendError(
        res,
        'bad_gateway',
        'The backend is unavailable right now. Please try again shortly.',
      );
    }
  };

  /** One call upstream; `agent: false` is the retry's own connection, closed after it. */
  const forward = (req: Request, res: Response, agent: Agent | false) => {
    const startedAt = process.hrtime.bigint();
    const call = { reused: false, answered: false, timedOut: false };
    const upstream: ClientRequest = send({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      method: req.method,
      path: `${prefix}${req.url}`,
      headers: upstreamHeaders(req, res, base.host),
      agent,
    });
    upstream.once('socket', () => {
      call.reused = upstream.reusedSocket;
    });
    upstream.setTimeout(options.timeoutMs, () => {
      call.timedOut = true;
      upstream.destroy(new Error(`no answer from the backend in ${options.timeoutMs} ms`));
    });
    upstream.on('response', (answer: IncomingMessage) => {
      call.answered = true;
      const status = answer.statusCode ?? 502;
      options.observeUpstream(Number(process.hrtime.bigint() - startedAt) / 1e9, status);
      const headers = copied(answer.headers, NOT_RETURNED);
      // Clients' records are kept by no cache, the browser's disk included, unless the backend
      // says how its answer may be kept.
      headers['cache-control'] ??= 'no-store';
      res.writeHead(status, headers);
      answer.pipe(res);
      answer.once('error', () => res.destroy());
    });
    upstream.on('error', (err) => {
      if (res.writableEnded || res.destroyed) return;
      if (agent && isStaleConnectionReset(err, req, call)) {
        options.logger.info(
          { requestId: res.locals.requestId, code: (err as NodeJS.ErrnoException).code },
          'backend closed a pooled connection as it was reused: retrying once on a fresh one',
        );
        forward(req, res, false);
        return;
      }
      failed(err, res, call.timedOut);
    });
    // The browser went away: so does its call upstream.
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (hasBody(req)) req.pipe(upstream);
    else upstream.end();
  };

  return (req, res) => {
    forward(req, res, pool);
  };
}
