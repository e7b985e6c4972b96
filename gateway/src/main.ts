/** Starts the gateway: validated config, the app, a port; drains in-flight requests on SIGTERM. */
import { runServer, startOrExit } from '@backoffice/core/server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

startOrExit(
  'gateway',
  async () => {
    const config = loadConfig();
    const { app, logger, close } = await createApp(config);
    runServer({
      name: 'gateway',
      portVariable: 'GATEWAY_PORT',
      host: config.host,
      port: config.port,
      handler: app,
      logger,
      details: { url: config.baseUrl.origin, authMode: config.authMode },
      onClose: close,
    });
  },
  (err) => err instanceof ConfigError,
);
