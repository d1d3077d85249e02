import type { Response } from 'express';

/**
 * A server-sent-events stream on an Express response: `event: <type>` + one JSON `data:`
 * line per event, a comment every 15 s so proxies keep the connection open.
 */
export interface SseStream {
  send(event: string, data: unknown): void;
  end(): void;
  readonly closed: boolean;
}

export function openSse(res: Response): SseStream {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  let closed = false;
  const beat = setInterval(() => {
    if (!closed) res.write(': keep-alive\n\n');
  }, 15_000);
  beat.unref();
  res.on('close', () => {
    closed = true;
    clearInterval(beat);
  });
  return {
    get closed() {
      return closed;
    },
    send(event, data) {
      if (closed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(beat);
      if (!closed) res.end();
      closed = true;
    },
  };
}

/** True when the client asked for a stream (`Accept: text/event-stream`). */
export function wantsStream(accept: string | undefined): boolean {
  return typeof accept === 'string' && accept.toLowerCase().includes('text/event-stream');
}
