/**
 * `/api/v1/*` to the backend. The browser never holds a token: the gateway adds the session's
 * access token, drops whatever credentials the browser sent, and only ever talks to the one
 * configured backend.
 */
import type { Agent, ClientRequest, IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { API_BASE_PATH, REQUEST_ID_HEADER } from '@backoffice/core';
import type { Authenticator } from '../auth/authenticator.ts';
import { sendError } from './errors.ts';
import { attemptOf, isStaleConnectionReset, upstreamAgent, type Attempt } from './upstream.ts';

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

/** Attaches the access token; answers 401 itself when there is no session. */
export function attachAccessToken(authenticator: Authenticator): RequestHandler {
  return async (req, res, next) => {
    if (!isPlainApiPath(req.url)) {
      sendError(res, 'invalid_request', 'That API path is not allowed.');
      return;
    }
    const token = await authenticator.accessToken(req);
    if (!token) {
      sendError(res, 'unauthorized', 'Your session has ended. Please sign in again.');
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

export function apiProxy(options: ProxyOptions): RequestHandler {
  const timedOut = new WeakSet<Request>();
  const attempts = new WeakMap<Request, Attempt>();
  const retried = new WeakSet<Request>();
  const target = new URL(API_BASE_PATH, options.backendUrl).toString();

  const prepare = (proxyReq: ClientRequest, req: Request, res: Response) => {
    attempts.set(req, attemptOf(proxyReq));
    proxyReq.removeHeader('cookie');
    proxyReq.setHeader('authorization', `Bearer ${String(res.locals.accessToken)}`);
    proxyReq.setHeader(REQUEST_ID_HEADER, String(res.locals.requestId));
    proxyReq.once('timeout', () => timedOut.add(req));
  };

  const answered = (proxyRes: IncomingMessage, req: Request) => {
    // The backend's cookies are not ours to hand to the browser.
    delete proxyRes.headers['set-cookie'];
    const attempt = attempts.get(req);
    if (attempt !== undefined) {
      const seconds = Number(process.hrtime.bigint() - attempt.startedAt) / 1e9;
      options.observeUpstream(seconds, proxyRes.statusCode ?? 0);
    }
  };

  const failed = (err: Error, req: Request, res: Response) => {
    const timeout = timedOut.has(req);
    options.logger.warn({ err, requestId: res.locals.requestId, timeout }, 'backend call failed');
    options.observeUpstream(0, timeout ? 504 : 502);
    if (timeout) {
      sendError(res, 'gateway_timeout', 'The backend did not answer in time. Please try again.');
    } else {
      sendError(
        res,
        'bad_gateway',
        'The backend is unavailable right now. Please try again shortly.',
      );
    }
  };

  const proxy = (
    agent: Agent | false,
    onError: (err: Error, req: Request, res: Response) => void,
  ) =>
    createProxyMiddleware<Request, Response>({
      target,
      changeOrigin: true,
      xfwd: true,
      proxyTimeout: options.timeoutMs,
      followRedirects: false,
      agent,
      on: {
        proxyReq: prepare,
        proxyRes: answered,
        error: (err, req, res) => {
          if (!('status' in res) || res.headersSent) return;
          onError(err, req, res);
        },
      },
    });

  // The retry's own connection, closed after the one call: never another stale one from the pool.
  const fresh = proxy(false, failed);
  const pooled = proxy(upstreamAgent(options.backendUrl), (err, req, res) => {
    const retry =
      !retried.has(req) &&
      !timedOut.has(req) &&
      isStaleConnectionReset(err, req, attempts.get(req));
    if (!retry) {
      failed(err, req, res);
      return;
    }
    retried.add(req);
    options.logger.info(
      { requestId: res.locals.requestId, code: (err as NodeJS.ErrnoException).code },
      'backend closed a pooled connection as it was reused: retrying once on a fresh one',
    );
    void fresh(req, res);
  });
  return (req, res, next) => pooled(req, res, next);
}
