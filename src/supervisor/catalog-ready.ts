import { setTimeout as sleep } from 'node:timers/promises';

interface AppRow {
  name: string;
  status: string;
  error?: string;
}

/** What the registry's catalogue looked like when `agent start` stopped waiting for it. */
export interface CatalogReadiness {
  loaded: string[];
  failed: { name: string; error: string }[];
  /** Still loading at the deadline (they go on loading in the background). */
  loading: string[];
}

/**
 * Waits until every service of a freshly started registry has finished its first load
 * attempt (loaded, or failed with an error), polling `GET /applications`, at most until
 * `deadline`; progress names the services still loading.
 */
export async function waitForCatalog(baseUrl: string, deadline: number, onProgress?: (line: string) => void): Promise<CatalogReadiness> {
  const settled = new Set<string>();
  let last: AppRow[] = [];
  let lastNote = Date.now();
  for (;;) {
    try {
      const key = process.env.AGENT_REGISTRY_KEY?.trim();
      const res = await fetch(`${baseUrl}/applications`, {
        signal: AbortSignal.timeout(2000),
        headers: key ? { authorization: `Bearer ${key}` } : {},
      });
      if (res.ok) last = (await res.json()) as AppRow[];
      else await res.arrayBuffer();
    } catch {
      /* a slow answer: ask again */
    }
    // a service counts once it has left `loading` (a later background retry shows `loading` again)
    for (const a of last) if (a.status !== 'loading') settled.add(a.name);
    const waiting = last.filter((a) => !settled.has(a.name)).map((a) => a.name);
    if (waiting.length === 0 || Date.now() >= deadline) {
      return {
        loaded: last.filter((a) => a.status === 'ok' || a.status === 'unavailable').map((a) => a.name),
        failed: last.filter((a) => a.status === 'error').map((a) => ({ name: a.name, error: a.error ?? 'failed' })),
        loading: waiting,
      };
    }
    if (Date.now() - lastNote > 1000) {
      onProgress?.(
        `loading the catalogue: ${last.length - waiting.length} of ${last.length} services ready; waiting for ${waiting.join(', ')} ...`,
      );
      lastNote = Date.now();
    }
    await sleep(100);
  }
}
