import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';
import type { Logger } from './logger.js';

export interface Running {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

export interface ListenOptions {
  host: string;
  port: number;
  logger: Logger;
  /** Released after the server stops accepting and in-flight requests finish (DB, child processes). */
  onClose?: () => Promise<void> | void;
  /** Milliseconds to let in-flight requests finish on shutdown. */
  drainMs?: number;
}

/** Listens; resolves once bound. Port 0 picks a free port. A taken port is a PortInUseError. */
export function listen(handler: RequestListener, opts: ListenOptions): Promise<Running> {
  const server = createServer({ keepAliveTimeout: 65_000, requestTimeout: 120_000, headersTimeout: 30_000 }, handler);
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new PortInUseError(`port ${opts.port} on ${opts.host} is already in use by another process`));
      else reject(err);
    });
    server.listen(opts.port, opts.host, () => {
      const port = (server.address() as AddressInfo).port;
      const hostForUrl = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
      let closing: Promise<void> | undefined;
      const close = () =>
        (closing ??= new Promise<void>((done) => {
          const force = setTimeout(() => server.closeAllConnections(), opts.drainMs ?? 5000);
          force.unref();
          server.close(() => {
            clearTimeout(force);
            Promise.resolve(opts.onClose?.())
              .catch((err) => opts.logger.error({ err }, 'error while closing'))
              .finally(done);
          });
          server.closeIdleConnections();
        }));
      resolve({ server, url: `http://${hostForUrl}:${port}`, port, close });
    });
  });
}

/** Closes on SIGTERM/SIGINT (in-flight requests finish first), then exits. */
export function closeOnSignals(running: Running, logger: Logger): void {
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.close().then(() => {
      logger.flush?.();
      process.exit(0);
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
