import { percentile, round, type BenchRow } from '../lib.js';
import type { Burst, Tally } from './clients.js';
import type { TargetDef } from './targets.js';

export type Phase = 'sdk' | 'raw' | 'burst';

/** What one gateway did in one group (stdio or OpenAPI upstream), all phases of the same run. */
export interface Outcome {
  def: TargetDef;
  /** Did not start, or stopped. */
  error?: string;
  /** The calls of each phase, warm-up included (a wrong answer counts as failed). */
  phases: Record<Phase, Tally>;
  sdkP50?: number;
  rawP50?: number;
  burst?: Burst;
  /** Its own CPU time (not its upstream's) over the burst, per call, in µs. */
  cpuPerCallUs?: number;
}

interface Metric {
  title: string;
  phase: Phase;
  unit: string;
  lowerIsBetter: boolean;
  /** Issue 36's target against the best peer, as a factor of its figure. */
  factor?: number;
  value(o: Outcome, directP50: number): number | undefined;
  digits: number;
}

export function metrics(clients: number): Metric[] {
  return [
    {
      title: 'SDK client, sequential calls, added p50',
      phase: 'sdk',
      unit: 'ms',
      lowerIsBetter: true,
      value: (o, d) => (o.sdkP50 === undefined ? undefined : o.sdkP50 - d),
      digits: 3,
    },
    {
      title: `${clients} SDK clients, throughput`,
      phase: 'burst',
      unit: 'calls/s',
      lowerIsBetter: false,
      factor: 2,
      value: (o) => (o.burst ? o.burst.ok / o.burst.seconds : undefined),
      digits: 0,
    },
    {
      title: `${clients} SDK clients, gateway CPU per call`,
      phase: 'burst',
      unit: 'µs',
      lowerIsBetter: true,
      factor: 0.3,
      value: (o) => o.cpuPerCallUs,
      digits: 0,
    },
    {
      title: 'raw JSON-RPC POSTs (undici, one session), sequential, added p50',
      phase: 'raw',
      unit: 'ms',
      lowerIsBetter: true,
      factor: 0.5,
      value: (o, d) => (o.rawP50 === undefined ? undefined : o.rawP50 - d),
      digits: 3,
    },
  ];
}

const calls = (t: Tally) => t.ok + t.failed;
/** Started, and answered every call of every phase it was sent right. */
export const clean = (o: Outcome) =>
  !o.error && Object.values(o.phases).every((t) => t.failed === 0) && Object.values(o.phases).some((t) => t.ok > 0);
const oneLine = (s: string, max = 300) => s.replaceAll('\n', ' ').slice(0, max);

const name = (o: Outcome) => (o.def.ours ? 'ours' : (o.def.short ?? `${o.def.key} ${o.def.version}`));
const burstFields = (o: Outcome) =>
  o.burst
    ? {
        requests: o.burst.ok + o.burst.failed,
        failures: o.burst.failed,
        latency: {
          p50: round(percentile(o.burst.latencies, 50), 2),
          p95: round(percentile(o.burst.latencies, 95), 2),
          p99: round(percentile(o.burst.latencies, 99), 2),
        },
      }
    : {};

/**
 * The rows of one group: the direct baseline; each peer's figures beside ours (or the row
 * saying how it failed); then ours against the best peer that answered every call right,
 * with issue 36's targets.
 */
export function groupRows(group: string, outcomes: Outcome[], directP50: number, directLabel: string, clients: number): BenchRow[] {
  const rows: BenchRow[] = [
    {
      metric: `${group}: the same call without a gateway (${directLabel}), p50`,
      value: round(directP50, 3),
      unit: 'ms',
      target: 'reported (what "added" is measured from)',
      met: true,
    },
  ];
  const ours = outcomes.find((o) => o.def.ours)!;
  const peers = outcomes.filter((o) => !o.def.ours);
  const list = metrics(clients);
  for (const peer of peers) {
    if (peer.error) {
      rows.push({
        metric: `${group}: ${name(peer)} FAILED (${oneLine(peer.error, 400)})`,
        value: 0,
        unit: '',
        target: 'a peer starts and answers every call right (else it is left out of "best peer")',
        met: false,
      });
      continue;
    }
    for (const m of list) {
      const tally = peer.phases[m.phase];
      const v = m.value(peer, directP50);
      const mine = clean(ours) ? m.value(ours, directP50) : undefined;
      const wrong = tally.failed > 0;
      if (v === undefined && !wrong) continue;
      rows.push({
        metric:
          `${group}: ${name(peer)}, ${m.title}` +
          (wrong
            ? ` FAILED: ${tally.failed} of ${calls(tally)} calls (warm-up included) failed or answered wrongly ` +
              `(${oneLine(tally.firstError ?? '')})`
            : ''),
        value: v === undefined ? 0 : round(v, m.digits),
        unit: m.unit,
        ...(mine !== undefined && v !== undefined ? { baseline: { label: 'ours', value: round(mine, m.digits) } } : {}),
        ...(mine !== undefined && v !== undefined && v > 0 ? { ratio: round(mine / v, 2) } : {}),
        ...(m.phase === 'burst' ? burstFields(peer) : { requests: calls(tally), failures: tally.failed }),
        target: wrong ? 'a peer answers every call right (else it is left out of "best peer")' : 'reported (ratio: ours / this peer)',
        met: !wrong,
      });
    }
  }
  for (const m of list) {
    const candidates = peers
      .filter(clean)
      .map((o) => ({ o, v: m.value(o, directP50) }))
      .filter((c): c is { o: Outcome; v: number } => c.v !== undefined)
      .sort((a, b) => (m.lowerIsBetter ? a.v - b.v : b.v - a.v));
    const best = candidates[0];
    const mine = clean(ours) ? m.value(ours, directP50) : undefined;
    const target = m.factor === undefined ? 'reported' : `${m.lowerIsBetter ? '<=' : '>='} ${m.factor}x the best peer`;
    const problem =
      mine === undefined
        ? `ours failed: ${oneLine(ours.error ?? Object.values(ours.phases).find((t) => t.failed)?.firstError ?? 'no figure')}`
        : !best
          ? 'no peer answered every call right'
          : undefined;
    if (problem || mine === undefined || !best) {
      rows.push({ metric: `${group}: ours vs the best peer, ${m.title} (${problem})`, value: 0, unit: m.unit, target, met: false });
      continue;
    }
    const met = m.factor === undefined || (m.lowerIsBetter ? mine <= m.factor * best.v : mine >= m.factor * best.v);
    rows.push({
      metric: `${group}: ours vs the best peer (${name(best.o)}), ${m.title}`,
      value: round(mine, m.digits),
      unit: m.unit,
      baseline: { label: `best peer, ${name(best.o)}`, value: round(best.v, m.digits) },
      ...(best.v > 0 ? { ratio: round(mine / best.v, 2) } : {}),
      ...(m.phase === 'burst' ? burstFields(ours) : { requests: calls(ours.phases[m.phase]), failures: 0 }),
      target,
      met,
    });
  }
  return rows;
}
