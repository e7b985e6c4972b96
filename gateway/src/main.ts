/** Starts the gateway: validated config, the app, a port; drains in-flight requests on SIGTERM. */
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const DRAIN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, logger, close } = await createApp(config);
  const server = app.listen(config.port, config.host);

  server.on('listening', () => {
    logger.info(
      { url: config.baseUrl.origin, authMode: config.authMode },
      `gateway listening on http://${config.host}:${config.port}`,
    );
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    const message =
      err.code === 'EADDRINUSE'
        ? `gateway: port ${config.port} is already in use; set GATEWAY_PORT to a free port`
        : `gateway: cannot listen on ${config.host}:${config.port}: ${err.message}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });

  const stop = (signal: string) => {
    logger.info({ signal }, 'gateway stopping: draining in-flight requests');
    server.close(() => {
      void close().finally(() => process.exit(0));
    });
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
    err instanceof ConfigError ? err.message : `gateway failed to start: ${String(err)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
