import http from 'node:http';
import net, { isIP, type AddressInfo } from 'node:net';
import type { Logger } from '../../shared/logger.js';
import { isInternalAddress, type TargetGuard } from '../../shared/target-guard.js';

/**
 * The browser's only way out: a forward proxy on 127.0.0.1 that Chromium is launched behind
 * (`--proxy-server`, with loopback no longer bypassed), so every request a page makes
 * (navigations, redirects, images, scripts, fetches, WebSockets) connects through the same
 * SSRF guard as onboarded tools (src/shared/target-guard.ts): an internal address is refused
 * at connection time, after DNS resolution, unless its host is in `registry.allowed_hosts`.
 * A refused request is answered 403 with the reason; nothing is forwarded.
 */
export interface GuardProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/** Headers only the proxy hop reads; never forwarded. */
const HOP = new Set(['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'upgrade']);

function refusedHere(guard: TargetGuard, host: string): string | undefined {
  const bare = host.replace(/^\[|\]$/g, '');
  // (a literal address is never looked up, so the lookup hook cannot refuse it)
  if (isIP(bare) && !guard.allows(bare) && isInternalAddress(bare)) return guard.refused(bare, bare).message;
  return undefined;
}

export async function startGuardProxy(guard: TargetGuard, logger: Logger): Promise<GuardProxy> {
  const lookup = guard.lookup();
  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('the browser proxy takes absolute http URLs only');
      return;
    }
    if (target.protocol !== 'http:') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`the browser proxy forwards http only, not ${target.protocol}`);
      return;
    }
    const refused = refusedHere(guard, target.hostname);
    if (refused) {
      logger.warn({ host: target.hostname }, 'browser request refused: internal address');
      res.writeHead(403, { 'content-type': 'text/plain' }).end(refused);
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP.has(k.toLowerCase())));
    const out = http.request(
      {
        host: target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port || 80,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
        lookup,
      },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(res);
      },
    );
    out.on('error', (err: NodeJS.ErrnoException) => {
      if (res.headersSent) return void res.destroy();
      const status = err.code === 'ETARGETREFUSED' ? 403 : 502;
      if (status === 403) logger.warn({ host: target.hostname }, 'browser request refused: internal address');
      res.writeHead(status, { 'content-type': 'text/plain' }).end(err.message);
    });
    req.pipe(out);
  });
  // https and WebSockets: a tunnel to host:port, opened only after the guard's lookup
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    socket.on('error', () => undefined);
    const at = (req.url ?? '').lastIndexOf(':');
    const host = (req.url ?? '').slice(0, at).replace(/^\[|\]$/g, '');
    const port = Number((req.url ?? '').slice(at + 1));
    const refuse = (why: string) => {
      logger.warn({ host }, 'browser request refused: internal address');
      socket.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(why)}\r\n\r\n${why}`);
    };
    const refused = refusedHere(guard, host);
    if (!host || !Number.isInteger(port) || port <= 0) return void socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    if (refused) return refuse(refused);
    const upstream = net.connect({ host, port, lookup }, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ETARGETREFUSED') refuse(err.message);
      else socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    socket.on('close', () => upstream.destroy());
  });
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
