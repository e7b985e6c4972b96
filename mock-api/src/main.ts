/** Starts the mock API: validated config, generated data, a port; drains on SIGTERM/SIGINT. */
import { pino } from 'pino';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const DRAIN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, name: 'mock-api' });
  const started = performance.now();
  const app = await createApp(config, { logger });
  const server = app.listen(config.port, config.host);
  server.on('listening', () => {
    logger.info(
      {
        trades: config.trades,
        seed: config.seed,
        startMs: Math.round(performance.now() - started),
      },
      `mock-api listening on http://${config.host}:${config.port}`,
    );
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    const message =
      err.code === 'EADDRINUSE'
        ? `mock-api: port ${config.port} is already in use; set MOCK_API_PORT to a free port`
        : `mock-api: cannot listen on ${config.host}:${config.port}: ${err.message}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
  const stop = (signal: string) => {
    logger.info({ signal }, 'mock-api stopping: draining in-flight requests');
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, DRAIN_TIMEOUT_MS).unref();
  };
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
}

main().catch((err: unknown) => {
  const message =
    err instanceof ConfigError ? err.message : `mock-api failed to start: ${String(err)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
