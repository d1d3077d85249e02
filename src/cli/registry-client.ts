import { settings } from './context.js';
import { CliError } from './output.js';

/** The running registry's base URL (demo.api_registry_port on 127.0.0.1). */
export function registryUrl(): string {
  return `http://127.0.0.1:${settings().values.demo.api_registry_port}`;
}

/** GET/POST against the running registry; a clear message with the start command when it is not running. */
export async function registryRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<{ status: number; body: T }> {
  const url = `${registryUrl()}${path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.body !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
    });
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED')
      throw new CliError(`the tool registry is not running at ${registryUrl()}; start it with: agent start api-registry`);
    throw new CliError(
      `cannot reach the tool registry at ${registryUrl()}: ` +
        `${(err as Error).name === 'TimeoutError' ? 'no answer in time' : (code ?? (err as Error).message)}`,
    );
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T };
}

export async function isRegistryRunning(): Promise<boolean> {
  try {
    const res = await fetch(`${registryUrl()}/`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
