/** Starts the mock API: validated config, generated data, a port; drains on SIGTERM/SIGINT. */
import { pino } from 'pino';
import { runServer, startOrExit } from '@backoffice/core/server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

startOrExit(
  'mock-api',
  async () => {
    const config = loadConfig();
    const logger = pino({ level: config.logLevel, name: 'mock-api' });
    const started = performance.now();
    const app = await createApp(config, { logger, warmDerivedData: true });
    runServer({
      name: 'mock-api',
      portVariable: 'MOCK_API_PORT',
      host: config.host,
      port: config.port,
      handler: app,
      logger,
      details: {
        trades: config.trades,
        seed: config.seed,
        startMs: Math.round(performance.now() - started),
      },
    });
  },
  (err) => err instanceof ConfigError,
);
