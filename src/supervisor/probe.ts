import { createServer } from 'node:net';

/** GETs a health URL; true on a 2xx within the time limit. */
export async function probeHealth(url: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

export type BindCheck = { ok: true } | { ok: false; code: string; message: string };

/**
 * Tries to bind host:port the way the service will, then lets it go. This is what "the
 * port is free" means for a server: a connect probe would miss a socket bound without
 * listening, and would mistake a proxy answering for a remote host for a taken port.
 */
export function checkBind(host: string, port: number): Promise<BindCheck> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', (err: NodeJS.ErrnoException) => resolve({ ok: false, code: err.code ?? 'ERROR', message: err.message }));
    srv.listen({ host, port, exclusive: true }, () => srv.close(() => resolve({ ok: true })));
  });
}

export function serviceUrl(host: string, port: number, path = ''): string {
  const h = host === '0.0.0.0' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${h}:${port}${path}`;
}
