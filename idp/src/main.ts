/** Starts the IdP: validated config, the app, a port; closes cleanly on SIGTERM/SIGINT. */
import { createApp, ProductionRefusedError } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { UsersFileError } from './users.ts';

const CLOSE_TIMEOUT_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const app = await createApp(config, { logger });
  const server = app.listen(config.port, config.host);

  server.on('listening', () => {
    logger.info(
      { issuer: config.issuer, clientId: config.client.id },
      `idp listening on http://${config.host}:${config.port}`,
    );
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    const message =
      err.code === 'EADDRINUSE'
        ? `idp: port ${config.port} on ${config.host} is already in use; set IDP_PORT to a free port`
        : `idp: cannot listen on ${config.host}:${config.port} (IDP_HOST, IDP_PORT): ${err.message}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });

  const stop = (signal: string) => {
    logger.info({ signal }, 'idp stopping');
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, CLOSE_TIMEOUT_MS).unref();
  };
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
}

main().catch((err: unknown) => {
  // These are written to be read as they are; anything else gets context.
  const explained =
    err instanceof ConfigError ||
    err instanceof ProductionRefusedError ||
    err instanceof UsersFileError;
  const message = explained ? err.message : `idp failed to start: ${String(err)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
