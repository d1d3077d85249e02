import { settings } from './context.js';
import { CliError } from './output.js';

/** The running registry's base URL (demo.api_registry_port on 127.0.0.1). */
export function registryUrl(): string {
  return `http://127.0.0.1:${settings().values.demo.api_registry_port}`;
}

/** The headers that carry AGENT_REGISTRY_KEY (when set) to the registry. */
export function registryKeyHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const key = env.AGENT_REGISTRY_KEY?.trim();
  return key ? { authorization: `Bearer ${key}` } : {};
}

/**
 * GET/POST against the running registry, with AGENT_REGISTRY_KEY; a clear message with the
 * start command when it is not running, and one naming the variable when the key is refused.
 */
export async function registryRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<{ status: number; body: T }> {
  const url = `${registryUrl()}${path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { ...registryKeyHeaders(), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
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
  if (res.status === 401 || res.status === 403) {
    const detail = typeof (body as { detail?: unknown })?.detail === 'string' ? (body as { detail: string }).detail : `HTTP ${res.status}`;
    const fix = process.env.AGENT_REGISTRY_KEY?.trim()
      ? 'check AGENT_REGISTRY_KEY: the key it holds is unknown, revoked, or lacks the scope or application'
      : 'set AGENT_REGISTRY_KEY to a key (agent keys create <name> --scopes read,call)';
    throw new CliError(`the tool registry at ${registryUrl()} refused the request (${res.status}: ${detail}); ${fix}`);
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
