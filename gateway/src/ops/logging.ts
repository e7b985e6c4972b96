/**
 * Structured JSON request logs: request id, user id, method, path, status, duration. Headers,
 * query strings and bodies are left out on purpose: they may carry tokens or personal data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    redact: ['req.headers', 'res.headers', '*.authorization', '*.cookie', '*.access_token'],
  });
}

export function requestLogger(logger: Logger, userIdOf: (req: Request) => string | undefined) {
  return pinoHttp({
    logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) =>
      String((res as Response).locals.requestId),
    quietReqLogger: true,
    customProps: (req: IncomingMessage, res: ServerResponse) => ({
      requestId: (res as Response).locals.requestId as unknown,
      userId: userIdOf(req as Request),
    }),
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
}
