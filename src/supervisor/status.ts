import type { Settings } from '../settings/index.js';
import { probeHealthDetail, serviceUrl } from './probe.js';
import { runningInstance } from './start.js';
import { TARGETS, type TargetName } from './targets.js';

export interface TargetStatus {
  target: TargetName;
  title: string;
  state: 'running' | 'unhealthy' | 'stopped';
  url: string;
  pid: number | null;
  startedAt: string | null;
  log: string | null;
  /** Why a running service is unhealthy (no answer, or a part it reports not ok). */
  reason?: string;
}

/** Probes every target: running (PID alive, health answers), unhealthy (alive, no answer or a part not ok: the reason) or stopped. */
export async function statusAll(settings: Settings): Promise<TargetStatus[]> {
  return Promise.all(
    TARGETS.map(async (t) => {
      const rec = await runningInstance(t);
      if (!rec) {
        return {
          target: t.name,
          title: t.title,
          state: 'stopped' as const,
          url: serviceUrl('127.0.0.1', t.port(settings)),
          pid: null,
          startedAt: null,
          log: null,
        };
      }
      const health = await probeHealthDetail(serviceUrl(rec.host, rec.port, t.healthPath));
      return {
        target: t.name,
        title: t.title,
        state: health.ok ? ('running' as const) : ('unhealthy' as const),
        url: serviceUrl(rec.host, rec.port),
        pid: rec.pid,
        startedAt: rec.startedAt,
        log: rec.log,
        ...(health.reason ? { reason: health.reason } : {}),
      };
    }),
  );
}

/** The mode the running demo server uses (its GET /status), or null when no demo runs or it does not answer. */
export async function runningDemoMode(): Promise<{ mode: string; url: string } | null> {
  const demo = TARGETS.find((t) => t.name === 'demo');
  const rec = demo ? await runningInstance(demo) : null;
  if (!rec) return null;
  const url = serviceUrl(rec.host, rec.port);
  try {
    const res = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json()) as { mode?: unknown };
    return res.ok && typeof body.mode === 'string' ? { mode: body.mode, url } : null;
  } catch {
    return null;
  }
}
