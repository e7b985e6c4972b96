/** Starts the mock API: validated config, generated data, a port; drains on SIGTERM/SIGINT. */
import { setTimeout } from 'node:timers/promises';
import { pino } from 'pino';
import { runServer, startOrExit } from '@backoffice/core/server';
import { closeApp, createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** How long a stop waits for the 13-F warehouse to close. */
const CLOSE_WAIT_MS = 5000;

startOrExit(
  'mock-api',
  async () => {
    const config = loadConfig();
    const logger = pino({ level: config.logLevel, name: 'mock-api' });
    const started = performance.now();
    const app = await createApp(config, { logger, warmDerivedData: config.warmDerivedData });
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
      // Bounded: a 13-F import still running would hold the close until it ends; its work is
      // all or nothing, so stopping without the close loses nothing acknowledged.
      onClose: () => Promise.race([closeApp(app), setTimeout(CLOSE_WAIT_MS)]),
    });
  },
  (err) => err instanceof ConfigError,
);
