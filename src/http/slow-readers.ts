import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../shared/logger.js';

/**
 * Clients that never read their answers: every answer a service writes waits in memory until
 * the client takes it, so a few hundred connections that ask and never read would hold their
 * answers indefinitely. Each connection's unsent bytes are watched (once a second); one whose
 * unsent answer has not moved for `stallMs` is cut off, and while all connections together hold
 * more than `pendingBytes` unsent, the most stalled are cut off first until they fit. A client
 * that reads, however slowly, keeps its connection.
 */
export interface SlowReaderOptions {
  stallMs: number;
  pendingBytes: number;
  logger: Logger;
}

interface Watch {
  /** Unsent bytes at the last look. */
  pending: number;
  /** Bytes handed to the network at the last look. */
  sent: number;
  /** When bytes last left (or the wait began). */
  since: number;
}

export function watchSlowReaders(server: Server, opts: SlowReaderOptions): { stop(): void; cut(): number } {
  const watched = new Map<Socket, Watch>();
  let cut = 0;
  server.on('connection', (socket: Socket) => {
    watched.set(socket, { pending: 0, sent: 0, since: Date.now() });
    socket.once('close', () => watched.delete(socket));
  });
  const drop = (socket: Socket, why: string) => {
    cut++;
    watched.delete(socket);
    opts.logger.warn({ remote: socket.remoteAddress, unsent: socket.writableLength }, why);
    socket.destroy();
  };
  const sweep = () => {
    const now = Date.now();
    let total = 0;
    const stalled: [Socket, Watch][] = [];
    for (const [socket, w] of watched) {
      const pending = socket.writableLength;
      // (bytesWritten counts what is still queued too: what left is the difference)
      const sent = socket.bytesWritten - pending;
      if (pending === 0 || sent > w.sent) w.since = now;
      w.pending = pending;
      w.sent = sent;
      if (pending === 0) continue;
      if (now - w.since >= opts.stallMs) {
        drop(socket, 'connection cut off: its client stopped reading the answer');
        continue;
      }
      total += pending;
      stalled.push([socket, w]);
    }
    // over the budget: the longest stalled go first, until what is left fits
    stalled.sort((a, b) => a[1].since - b[1].since);
    for (const [socket, w] of stalled) {
      if (total <= opts.pendingBytes) break;
      total -= w.pending;
      drop(socket, 'connection cut off: unsent answers over the memory bound, this client read least recently');
    }
  };
  const timer = setInterval(sweep, Math.min(1000, Math.max(50, Math.floor(opts.stallMs / 4))));
  timer.unref();
  return { stop: () => clearInterval(timer), cut: () => cut };
}
