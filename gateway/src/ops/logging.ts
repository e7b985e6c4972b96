/**
 * Structured JSON request logs: request id, user id, method, path, status, duration. Headers,
 * query strings and bodies are left out on purpose: they may carry tokens or personal data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    redact: ['req.headers', 'res.headers', '*.authorization', '*.cookie', '*.access_token'],
  });
}

/**
 * The user is read when the request arrives, not when the response is finished: by then a
 * logout has destroyed the session, and the line should still say who logged out.
 */
export function requestLogger(
  logger: Logger,
  userIdOf: (req: Request) => string | undefined,
): RequestHandler {
  const log = pinoHttp({
    logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) =>
      String((res as Response).locals.requestId),
    quietReqLogger: true,
    customProps: (_req: IncomingMessage, res: ServerResponse) => {
      const { locals } = res as Response;
      return { requestId: locals.requestId as unknown, userId: locals.userId as unknown };
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: req.url.split('?', 1)[0],
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  });
  return (req, res, next) => {
    res.locals.userId = userIdOf(req);
    log(req, res, next);
  };
}
