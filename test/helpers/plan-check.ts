import { effectiveCapabilities } from '../../src/modes/capabilities.js';
import { Executor, MemoryResults, RequestSchema, type QueryResult } from '../../src/demo/query/index.js';
import { ToolLayer } from '../../src/demo/tools/layer.js';
import type { ToolBox } from '../../src/demo/tools/types.js';
import { tempHome } from './home.js';
import { quietLogger } from './server.js';
import type { Stack } from './stack.js';

type Row = Record<string, unknown>;

/**
 * Whether the plan an answer reports (`data.plan`) gives the answer's figures again when the
 * query layer runs it on its own: the check that the plan is what was computed. `null`: it
 * does; a string: why not; `undefined`: the answer has no plan or nothing to compare.
 */
export interface PlanChecker {
  check(body: {
    data?: { plan?: { json: unknown }[]; result?: unknown };
    metadata?: { session_id?: string };
  }): Promise<string | null | undefined>;
  close(): Promise<void>;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
const idsOf = (rows: Row[]) => rows.map((r) => String(r.id ?? r.name ?? JSON.stringify(r)));

export async function planChecker(stack: Stack, results: MemoryResults): Promise<PlanChecker> {
  const home = tempHome('agent-plancheck-');
  // (reading live, no cache of its own: a plan is run again on the data the answer read, writes made since included)
  const settings = { ...stack.settings, api_mode: { ...stack.settings.api_mode, cache_ttl: 0 } };
  const layer = new ToolLayer({
    settings,
    registryUrl: stack.registryUrl,
    logger: quietLogger,
    dataDir: home.dir,
    logsDir: home.dir,
    secrets: () => [],
  });
  const tools: ToolBox = await layer.forChat(effectiveCapabilities('api', stack.settings.api_mode));
  return {
    async check(body) {
      const plan = body.data?.plan?.at(-1)?.json;
      if (!plan) return undefined;
      const req = RequestSchema.safeParse(plan);
      if (!req.success)
        return `the plan is not in the query language: ${req.error.issues[0]?.message} at ${req.error.issues[0]?.path.join('.')}`;
      let out: QueryResult;
      try {
        out = await new Executor({
          tools,
          call: { sessionId: body.metadata?.session_id ?? 'x', signal: AbortSignal.timeout(60_000) },
          results,
        }).run(req.data);
      } catch (err) {
        return `running the plan failed: ${(err as Error).message}`;
      }
      return compare(body.data?.result, out);
    },
    async close() {
      await layer.close();
      home.remove();
    },
  };
}

/** The answer's result against the plan's: figures, counts, groups, rows. */
function compare(result: unknown, out: QueryResult): string | null | undefined {
  const rows = out.rows;
  if (Array.isArray(result)) {
    if (result.length === 0)
      return rows.length === 0 || (rows.length === 1 && rows[0]!.count === 0) ? null : `the answer has no rows, the plan ${rows.length}`;
    if (typeof result[0] !== 'object') {
      // distinct values or a projection
      // (a projected amount is shown beside its record's name: "Acme Inc: $1,200"; an id of another record, numeric or
      // not, beside that record's name: "Acme Inc (463)")
      const values = rows
        .flatMap((r) =>
          Object.entries(r).filter(([k, v]) => (typeof v === 'string' && v !== '') || (typeof v === 'number' && /(^|_)id$/i.test(k))),
        )
        .map(([, v]) => String(v));
      const missing = (result as unknown[]).map(String).filter((v) => !values.some((x) => v.includes(x)));
      return missing.length === 0 ? null : `values missing from the plan's rows: ${missing.slice(0, 3).join(', ')}`;
    }
    const want = idsOf(result as Row[]);
    const got = new Set(idsOf(rows));
    const lost = want.filter((id) => !got.has(id));
    return lost.length === 0 ? null : `${lost.length} of the answer's ${want.length} rows are not in the plan's ${rows.length}`;
  }
  if (!result || typeof result !== 'object') return undefined;
  const r = result as Row;
  if (Array.isArray(r.groups)) {
    const groups = r.groups as Row[];
    if (groups.length === 0) return null;
    const field = Object.keys(groups[0]!).find((k) => k !== 'count' && !k.startsWith('total_'))!;
    for (const g of groups) {
      const hit = rows.find((x) => String(x[field]) === String(g[field]));
      if (!hit) return `group ${field} ${String(g[field])} is not among the plan's groups`;
      if (num(g.count) !== undefined && num(hit.count) !== g.count)
        return `group ${String(g[field])}: count ${g.count}, the plan ${hit.count}`;
    }
    return null;
  }
  const figure = Object.entries(r).find(([k, v]) => /^(total|average|median|min|max|spread|weighted)_/.test(k) && typeof v === 'number');
  if (figure) {
    const v = num(rows[0]?.value);
    return v !== undefined && close(v, figure[1] as number)
      ? null
      : `${figure[0]} is ${figure[1]}, the plan gives ${JSON.stringify(rows[0])}`;
  }
  // two records weighed: both are among the plan's rows, the leader first
  if (r.leader && r.other) {
    const ids = rows.map((x) => String(x.id));
    const [a, b] = [String((r.leader as Row).id), String((r.other as Row).id)];
    return ids.includes(a) && ids.includes(b) && ids.indexOf(a) < ids.indexOf(b)
      ? null
      : `leader ${a} and ${b} are not the plan's first rows`;
  }
  // the mean size of groups
  if (num(r.average) !== undefined && num(r.groups) !== undefined) {
    const v = num(rows[0]?.value);
    return v !== undefined && close(v, r.average as number) ? null : `average ${r.average}, the plan gives ${JSON.stringify(rows[0])}`;
  }
  // where a named record ranks
  if (num(r.rank) !== undefined && r.record) {
    const hit = rows.find((x) => String(x.id) === String((r.record as Row).id));
    return hit && hit.rank === r.rank && hit.of === r.of ? null : `rank ${r.rank} of ${r.of}, the plan gives ${JSON.stringify(hit)}`;
  }
  if (num(r.share) !== undefined && out.value !== undefined)
    return close(out.value, (r.share as number) * 100) ? null : `share ${(r.share as number) * 100}%, the plan gives ${out.value}%`;
  if (num(r.count) !== undefined && r.share === undefined) {
    const got = rows.length === 1 && num(rows[0]?.count) !== undefined ? (rows[0]!.count as number) : rows.length;
    return got === r.count ? null : `count ${r.count}, the plan gives ${got} rows`;
  }
  if (Array.isArray(r.rows)) return compare(r.rows, out);
  if (r.id !== undefined) {
    if (rows.some((x) => String(x.id) === String(r.id))) return null;
    // a field of the one record ("what state is X in"): the plan's rows are its values
    const same = rows.length > 0 && rows.every((x) => Object.entries(x).every(([k, v]) => String(r[k]) === String(v)));
    return same ? null : `record ${String(r.id)} is not in the plan's rows (${JSON.stringify(rows.slice(0, 2))})`;
  }
  return undefined;
}
