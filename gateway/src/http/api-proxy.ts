/**
 * `/api/v1/*` to the backend. The browser never holds a token: the gateway adds the session's
 * access token, drops whatever credentials the browser sent, and only ever talks to the one
 * configured backend.
 */
import type { ClientRequest } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { API_BASE_PATH, REQUEST_ID_HEADER } from '@backoffice/core';
import type { Authenticator } from '../auth/authenticator.ts';
import { sendError } from './errors.ts';

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
      sendError(res, 400, 'bad_path', 'That API path is not allowed.');
      return;
    }
    const token = await authenticator.accessToken(req);
    if (!token) {
      sendError(res, 401, 'unauthenticated', 'Your session has ended. Please sign in again.');
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
      sendError(res, 411, 'length_required', 'Uploads must declare their Content-Length.');
      return;
    }
    if (Number(declared) > limitBytes) {
      sendError(res, 413, 'payload_too_large', `The upload is larger than ${limitBytes} bytes.`);
      return;
    }
    next();
  };
}

export function apiProxy(options: ProxyOptions): RequestHandler {
  const timedOut = new WeakSet<Request>();
  const started = new WeakMap<Request, bigint>();
  const target = new URL(API_BASE_PATH, options.backendUrl).toString();

  const prepare = (proxyReq: ClientRequest, req: Request, res: Response) => {
    started.set(req, process.hrtime.bigint());
    proxyReq.removeHeader('cookie');
    proxyReq.setHeader('authorization', `Bearer ${String(res.locals.accessToken)}`);
    proxyReq.setHeader(REQUEST_ID_HEADER, String(res.locals.requestId));
    proxyReq.once('timeout', () => timedOut.add(req));
  };

  return createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: options.timeoutMs,
    followRedirects: false,
    on: {
      proxyReq: prepare,
      proxyRes: (proxyRes, req) => {
        // The backend's cookies are not ours to hand to the browser.
        delete proxyRes.headers['set-cookie'];
        const begin = started.get(req);
        if (begin !== undefined) {
          const seconds = Number(process.hrtime.bigint() - begin) / 1e9;
          options.observeUpstream(seconds, proxyRes.statusCode ?? 0);
        }
      },
      error: (err, req, res) => {
        if (!('status' in res) || res.headersSent) return;
        const timeout = timedOut.has(req);
        options.logger.warn(
          { err, requestId: res.locals.requestId, timeout },
          'backend call failed',
        );
        options.observeUpstream(0, timeout ? 504 : 502);
        if (timeout) {
          sendError(
            res,
            504,
            'backend_timeout',
            'The backend did not answer in time. Please try again.',
          );
        } else {
          sendError(
            res,
            502,
            'backend_unavailable',
            'The backend is unavailable right now. Please try again shortly.',
          );
        }
      },
    },
  });
}
