/** Starts the IdP: validated config, the app, a port; closes cleanly on SIGTERM/SIGINT. */
import { runServer, startOrExit, UsersFileError } from '@backoffice/core/server';
import { createApp, ProductionRefusedError } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

startOrExit(
  'idp',
  async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    const app = await createApp(config, { logger });
    runServer({
      name: 'idp',
      portVariable: 'IDP_PORT',
      host: config.host,
      port: config.port,
      handler: app,
      logger,
      details: { issuer: config.issuer, clientId: config.client.id },
      drainMs: 5_000,
    });
  },
  // These are written to be read as they are; anything else gets context.
  (err) =>
    err instanceof ConfigError ||
    err instanceof ProductionRefusedError ||
    err instanceof UsersFileError,
);
