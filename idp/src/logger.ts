/**
 * JSON logs through pino. What is logged is chosen field by field (event, sub, error code);
 * these paths are redacted as well in case a request or headers object slips into a log call.
 */
import { pino, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'idp' },
    redact: {
      paths: [
        'req.headers',
        'res.headers',
        '*.authorization',
        '*.cookie',
        '*.password',
        '*.client_secret',
        '*.access_token',
        '*.refresh_token',
        '*.id_token',
      ],
      censor: '[redacted]',
    },
  });
}
