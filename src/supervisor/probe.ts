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

/**
 * A service's health with its reason: answering 200 and no part reporting `ok: false` (the
 * demo's `registry` when the registry refuses its key); otherwise the first reason given.
 */
export async function probeHealthDetail(url: string, timeoutMs = 1500): Promise<{ ok: boolean; reason?: string }> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON: the status says it
    }
    const failing = Object.entries(body).find(([, v]) => v && typeof v === 'object' && (v as { ok?: unknown }).ok === false);
    const reason = failing ? `${failing[0]}: ${String((failing[1] as { error?: unknown }).error ?? 'not ok')}` : undefined;
    if (!res.ok) return { ok: false, reason: reason ?? `health answered ${res.status}` };
    return reason ? { ok: false, reason } : { ok: true };
  } catch (err) {
    return { ok: false, reason: `no answer: ${(err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message}` };
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
