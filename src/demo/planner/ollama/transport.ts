import { Ollama } from 'ollama';
import { fetch as undiciFetch, type Dispatcher } from 'undici';
import type { KeyRing } from './keys.js';

/**
 * An Ollama client for one LLM call: requests go through the shared keep-alive pool
 * (connection_pool_size, ssl_verify), carry the next key from the ring, stop when `signal`
 * aborts, and move on to the next key after a 401/429 when several keys are configured.
 */
export function ollamaClient(host: string, http: Dispatcher, keys: KeyRing, signal: AbortSignal): Ollama {
  const fetchWithKeys = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const tries = Math.max(1, keys.rotate ? keys.size : 1);
    let last: Response | undefined;
    for (let i = 0; i < tries; i++) {
      const key = keys.next();
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((v, k) => {
        headers[k] = v;
      });
      if (key) headers.authorization = `Bearer ${key}`;
      const res = (await undiciFetch(String(input instanceof Request ? input.url : input), {
        method: init.method,
        body: init.body as string | undefined,
        headers,
        signal,
        dispatcher: http,
      })) as unknown as Response;
      if ((res.status === 401 || res.status === 429) && key) {
        keys.bench(key);
        if (i < tries - 1) {
          await res.body?.cancel().catch(() => undefined);
          last = res;
          continue;
        }
      }
      return res;
    }
    return last!;
  };
  return new Ollama({ host, fetch: fetchWithKeys as typeof fetch });
}
