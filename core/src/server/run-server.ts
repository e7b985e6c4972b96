/**
 * How each of our servers starts and stops, written once: listen on the configured host and
 * port, name the variable to change when the port is taken, and on SIGTERM or SIGINT (or when
 * the launcher that started it is gone) stop accepting, let in-flight requests finish (up to a
 * limit), close resources and exit 0.
 */
import type { RequestListener, Server } from 'node:http';
import { createHttpServer } from './keep-alive.ts';

export interface ServerLogger {
  info: (details: object, message: string) => void;
}

export interface RunServerOptions {
  /** The service's name, as in its messages: "gateway". */
  name: string;
  /** The variable that sets the port, named when the port is taken. */
  portVariable: string;
  host: string;
  port: number;
  handler: RequestListener;
  logger: ServerLogger;
  /** Logged with the "listening" line. */
  details?: object;
  drainMs?: number;
  /** Closes what the app holds (stores, clients) after the last request. */
  onClose?: () => Promise<void>;
}

export function runServer(options: RunServerOptions): Server {
  const { name, host, port, logger } = options;
  const server = createHttpServer(options.handler);
  server.listen(port, host);
  server.on('listening', () => {
    logger.info(options.details ?? {}, `${name} listening on http://${host}:${port}`);
    // Tells our launcher this process holds the port: another one answering on it (a port
    // picked free, then taken by someone else) must not pass for this server being up.
    if (process.connected) process.send?.({ listening: port });
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    const message =
      err.code === 'EADDRINUSE'
        ? `${name}: port ${port} is already in use; set ${options.portVariable} to a free port`
        : `${name}: cannot listen on ${host}:${port}: ${err.message}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });

  const stop = (signal: string) => {
    logger.info({ signal }, `${name} stopping: draining in-flight requests`);
    server.close(() => {
      void (options.onClose?.() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, options.drainMs ?? 10_000).unref();
  };
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
  // Started by our launcher (npm start, the test harness) with an IPC channel, which closes
  // when the launcher is gone, even killed outright: stop with it rather than live on orphaned.
  if (process.connected) {
    process.once('disconnect', () => {
      stop('launcher gone');
    });
  }
  return server;
}

/**
 * Runs a server's start-up; a failure ends the process with one line on stderr: errors written
 * for people (bad configuration and the like) as they are, anything else with context.
 */
export function startOrExit(
  name: string,
  start: () => Promise<unknown>,
  isExplained: (err: unknown) => boolean,
): void {
  start().catch((err: unknown) => {
    const message =
      isExplained(err) && err instanceof Error
        ? err.message
        : `${name} failed to start: ${String(err)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
}
