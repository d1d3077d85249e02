import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { RequestListener } from 'node:http';
import type { Logger } from '../shared/logger.js';
import { AgentError } from '../shared/errors.js';
import { isLoopbackHost, originGuard } from './origin-guard.js';
import { canonicalUrl } from './canonical-url.js';
import { watchSlowReaders } from './slow-readers.js';

export interface Running {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The port is taken by another process: the service cannot start. */
export class PortInUseError extends AgentError {
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
  /** Browser origins allowed besides the service's own (registry.allowed_origins). */
  allowedOrigins?: readonly string[];
  /** Warn when bound to a non-loopback address that nothing is authenticated (default true; the registry with keys: false). */
  warnOpen?: boolean;
  /** A connection whose unsent answer has not moved for this long is cut off (default 10 s; slow-readers.ts). */
  stallMs?: number;
  /** Unsent answer bytes held for all connections together, past which the most stalled are cut off first (default 64 MiB). */
  pendingBytes?: number;
}

/** A JSON error written straight to the socket (the request never reached a handler). */
function socketError(socket: Socket, status: number, detail: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Parser-level failures (oversized headers, malformed requests) answered in JSON like every other error. */
function onClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return socketError(socket, 431, 'Request header fields too large: the limit is 16 KB for all headers together');
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return socketError(socket, 408, 'Request timeout: the request was not received in time');
  socketError(
    socket,
    400,
    `Bad request: ${err.code === 'HPE_INVALID_HEADER_TOKEN' ? 'a header name or value is malformed' : 'the request is not valid HTTP/1.1'}`,
  );
}
/**
 * Listens; resolves once bound. Port 0 picks a free port. A taken port is a PortInUseError.
 * Every request's path is first put in its one spelling (canonical-url.ts), so that the
 * guards, the fast paths and the router all see the same route; then it passes the
 * DNS-rebinding guard (origin-guard.ts): 403 when refused.
 * A non-loopback address is bound with a warning that nothing is authenticated (unless warnOpen is false).
 */
export function listen(handler: RequestListener, opts: ListenOptions): Promise<Running> {
  const guard = originGuard({ host: opts.host, allowedOrigins: opts.allowedOrigins });
  const guarded: RequestListener = (req, res) => {
    if (req.url !== undefined) req.url = canonicalUrl(req.url);
    const refused = guard(req);
    if (refused === null) return handler(req, res);
    const body = JSON.stringify({ detail: refused });
    res.writeHead(403, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
    req.resume();
  };
  const server = createServer({ keepAliveTimeout: 65_000, requestTimeout: 120_000, headersTimeout: 30_000 }, guarded);
  server.on('clientError', onClientError);
  const readers = watchSlowReaders(server, {
    stallMs: opts.stallMs ?? 10_000,
    pendingBytes: opts.pendingBytes ?? 64 * 1024 * 1024,
    logger: opts.logger,
  });
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
            readers.stop();
            Promise.resolve(opts.onClose?.())
              .catch((err) => opts.logger.error({ err }, 'error while closing'))
              .finally(done);
          });
          server.closeIdleConnections();
        }));
      if (!isLoopbackHost(opts.host) && opts.warnOpen !== false) {
        const warning =
          `listening on ${opts.host}:${port}, a non-loopback address: nothing is authenticated, ` +
          `anyone who can reach this address can use the service`;
        opts.logger.warn({ host: opts.host, port }, warning);
        process.stderr.write(`warning: ${warning}\n`);
      }
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
