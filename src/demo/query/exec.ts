import type { AgentTool, CallContext, ToolBox } from '../tools/types.js';
import { matches, type ResolvedCond } from './cond.js';
import { aggregate, compute, key, lend, localStep } from './local.js';
import { QueryError } from './errors.js';
import type { ResultStore } from './handles.js';
import { isCompute, type Cond, type Query, type QuerySource, type Request, type Step, type Value } from './language.js';
import { readTool, type Fetched } from './read.js';
import type { Row } from './rows.js';

/**
 * The one executor of the query language (language.ts), over every row: a tool source is
 * read to its last page through the chat's toolbox (so every read is a recorded, cached,
 * retried call), the rows of an earlier result come from the conversation's handles, and
 * the steps run in order. Bounds (pages per source, rows in all) end in a partial result
 * that says what was left out, never a silent cut. Each result is kept as a handle (r1,
 * r2, ...) that a later step or a follow-up names.
 */
export interface ExecOptions {
  tools: ToolBox;
  call: CallContext;
  /** The conversation's results; absent, nothing is kept and no handle can be read. */
  results?: ResultStore;
  /** Rows shown in an answer (demo.max_results): the page size of reads that need one page. */
  shown?: number;
  /** Pages read at most per source (default 100). */
  maxPages?: number;
  /** Rows read at most over all sources of one request (default 250,000). */
  maxRows?: number;
}

export interface QueryResult {
  /** The table: rows, or for a computation none. */
  rows: Row[];
  /** The number a computation (or a one-value table) answers. */
  value?: number;
  /** Every row was read (no bound reached). */
  complete: boolean;
  /** What a bound left out, in words. */
  partial: string[];
  /** The handle this result is kept under (absent without a result store). */
  handle?: string;
  /** Rows read from tools in all. */
  read: number;
}

interface Ctx {
  partial: string[];
  read: number;
}

export class Executor {
  /** Sources read in this chat, by tool and arguments: a plan that reads one twice reads it once. */
  private readonly cache = new Map<string, Promise<Fetched>>();

  constructor(private readonly opts: ExecOptions) {}

  /** Reads one tool as a source (every page), through the cache. */
  read(tool: AgentTool, args: Record<string, unknown> = {}): Promise<Fetched> {
    const k = `${tool.name} ${JSON.stringify(args)}`;
    let f = this.cache.get(k);
    if (!f) {
      f = readTool(this.opts.tools, this.opts.call, tool, args, {
        need: 'all',
        shown: this.opts.shown ?? 10,
        maxPages: this.opts.maxPages,
      });
      this.cache.set(k, f);
    }
    return f;
  }

  /** Runs a request: a query's rows, or a computation's number; kept as a handle. */
  async run(req: Request): Promise<QueryResult> {
    const ctx: Ctx = { partial: [], read: 0 };
    let out: QueryResult;
    if (isCompute(req)) {
      const value = await this.value(req, [], ctx);
      out = { rows: [{ value }], value, complete: ctx.partial.length === 0, partial: ctx.partial, read: ctx.read };
    } else {
      const rows = await this.query(req, ctx);
      const one = rows.length === 1 ? Object.values(rows[0]!) : [];
      const value = one.length === 1 && typeof one[0] === 'number' ? one[0] : undefined;
      out = { rows, ...(value !== undefined ? { value } : {}), complete: ctx.partial.length === 0, partial: ctx.partial, read: ctx.read };
    }
    const handle = this.opts.results?.put(this.opts.call.sessionId, { request: req, rows: out.rows, value: out.value });
    return handle ? { ...out, handle } : out;
  }

  private async query(q: Query, ctx: Ctx): Promise<Row[]> {
    let rows = await this.source(q.from, ctx);
    for (const [i, step] of (q.steps ?? []).entries()) rows = await this.step(step, rows, ctx, i);
    return rows;
  }

  private async source(s: QuerySource, ctx: Ctx): Promise<Row[]> {
    if (s.rows) return s.rows;
    if (s.query) return this.query(s.query, ctx);
    if (s.handle) {
      const kept = this.opts.results?.get(this.opts.call.sessionId, s.handle);
      if (!kept) throw new QueryError(`there is no result '${s.handle}' in this conversation${this.knownHandles()}`);
      return kept.rows ?? (isCompute(kept.request) ? [{ value: kept.value }] : this.query(kept.request, ctx));
    }
    const tool = this.opts.tools.list().find((t) => t.name === s.tool);
    if (!tool) throw new QueryError(`source tool '${s.tool}' is not one of the tools of this chat`);
    if (!tool.readOnly || tool.kind !== 'api')
      throw new QueryError(`source tool '${tool.name}' changes data or is not an API tool: a query only reads (use a list or get tool)`);
    if (s.for_each) return this.each(tool, s.args ?? {}, s.for_each, ctx);
    const f = await this.read(tool, s.args ?? {});
    if (!f.ok) throw new QueryError(`reading ${tool.name} failed: ${f.error ?? `HTTP ${f.httpStatus}`}`);
    const max = this.opts.maxRows ?? 250_000;
    let rows = f.rows;
    if (ctx.read + rows.length > max) {
      rows = rows.slice(0, Math.max(0, max - ctx.read));
      ctx.partial.push(`only ${fmt(rows.length)} of ${fmt(f.rows.length)} rows of ${tool.name} were used (the ${fmt(max)}-row bound)`);
    }
    ctx.read += rows.length;
    if (f.truncated && f.total !== undefined)
      ctx.partial.push(`only the first ${fmt(f.rows.length)} of ${fmt(f.total)} rows of ${tool.name} were read (the page bound)`);
    return rows;
  }

  /** A tool that takes one id, called for each value of a field of other rows (at most `limit`, 4 at a time). */
  private async each(tool: AgentTool, args: Record<string, unknown>, each: NonNullable<QuerySource['for_each']>, ctx: Ctx): Promise<Row[]> {
    const values = [...new Map((await this.source(each.of, ctx)).map((r) => [key(r[each.field]), r[each.field]])).values()].filter(
      (v) => v !== undefined && v !== null && v !== '',
    );
    const limit = each.limit ?? 50;
    if (values.length > limit)
      ctx.partial.push(`only the first ${limit} of ${fmt(values.length)} ${each.field} values were looked up in ${tool.name}`);
    const picked = values.slice(0, limit);
    const parts: Row[][] = new Array(picked.length);
    let next = 0;
    const worker = async () => {
      while (next < picked.length) {
        const i = next++;
        const f = await this.read(tool, { ...args, [each.arg]: picked[i] });
        if (!f.ok)
          throw new QueryError(`reading ${tool.name} for ${each.arg} ${String(picked[i])} failed: ${f.error ?? `HTTP ${f.httpStatus}`}`);
        parts[i] = f.rows.map((r) => (each.arg in r ? r : { ...r, [each.arg]: picked[i] }));
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, picked.length) }, worker));
    const rows = parts.flat();
    ctx.read += rows.length;
    return rows;
  }

  private knownHandles(): string {
    const known = this.opts.results?.list(this.opts.call.sessionId) ?? [];
    return known.length > 0 ? `; it has ${known.join(', ')}` : '';
  }

  private async step(step: Step, rows: Row[], ctx: Ctx, i: number): Promise<Row[]> {
    if ('where' in step) {
      const c = await this.resolve(step.where, rows, ctx);
      return rows.filter((r) => matches(c, r));
    }
    if ('join' in step) {
      const { with: other, on, fields, prefix, keep } = step.join;
      const right = await this.source(other, ctx);
      const index = new Map<string, Row[]>();
      for (const r of right) {
        const k = key(r[on.right]);
        const list = index.get(k);
        if (list) list.push(r);
        else index.set(k, [r]);
      }
      const out: Row[] = [];
      for (const l of rows) {
        const found = index.get(key(l[on.left])) ?? [];
        if (found.length === 0 && keep === 'all') out.push(l);
        for (const r of found) out.push({ ...l, ...lend(r, l, fields, prefix) });
      }
      return out;
    }
    if ('exists' in step) {
      const { in: other, on, where, negate, count } = step.exists;
      let right = await this.source(other, ctx);
      if (where) {
        const c = await this.resolve(where, right, ctx);
        right = right.filter((r) => matches(c, r));
      }
      const n = new Map<string, number>();
      for (const r of right) n.set(key(r[on.right]), (n.get(key(r[on.right])) ?? 0) + 1);
      const has = (l: Row) => {
        const found = n.get(key(l[on.left])) ?? 0;
        return count ? matches({ field: 'n', op: count.op, value: count.value }, { n: found }) : found > 0;
      };
      return rows.filter((l) => has(l) !== (negate === true));
    }
    if ('difference' in step || 'intersect' in step) {
      const { with: other, on } = 'difference' in step ? step.difference : step.intersect;
      const keys = new Set((await this.source(other, ctx)).map((r) => key(r[on.right])));
      return rows.filter((l) => keys.has(key(l[on.left])) === 'intersect' in step);
    }
    if ('union' in step) {
      const more = await this.source(step.union.with, ctx);
      const k = step.union.key;
      if (!k) return [...rows, ...more];
      const seen = new Set(rows.map((r) => key(r[k])));
      return [...rows, ...more.filter((r) => !seen.has(key(r[k])))];
    }
    // a group's or a rank's conditions may read other sources: resolved here, the rest is computed in memory
    if ('group' in step && step.group.aggs.some((a) => a.where)) {
      const aggs = await Promise.all(
        step.group.aggs.map(async (a) => (a.where ? { ...a, where: (await this.resolve(a.where, rows, ctx)) as Cond } : a)),
      );
      return localStep({ group: { ...step.group, aggs } }, rows)!;
    }
    if ('rank' in step)
      return localStep({ rank: { ...step.rank, where: (await this.resolve(step.rank.where, rows, ctx)) as Cond } }, rows)!;
    const local = localStep(step, rows);
    if (local) return local;
    throw new QueryError(`step ${i + 1} is not a step of the query language`);
  }

  /** A condition with its computed values ("above the average") replaced by numbers, over `rows` unless they name their own source. */
  private async resolve(c: Cond, rows: Row[], ctx: Ctx): Promise<ResolvedCond> {
    if ('all' in c) return { all: await Promise.all(c.all.map((x) => this.resolve(x, rows, ctx))) };
    if ('any' in c) return { any: await Promise.all(c.any.map((x) => this.resolve(x, rows, ctx))) };
    if ('not' in c) return { not: await this.resolve(c.not, rows, ctx) };
    if ('value' in c && c.value !== null && typeof c.value === 'object')
      return { ...c, value: await this.value(c.value, rows, ctx) } as ResolvedCond;
    return c as ResolvedCond;
  }

  private async value(v: Value, rows: Row[], ctx: Ctx): Promise<number> {
    if (typeof v === 'number') return v;
    if ('compute' in v) return compute(v, await this.value(v.left, rows, ctx), await this.value(v.right, rows, ctx));
    const over = v.of ? await this.source(v.of, ctx) : rows;
    const where = v.agg.where ? await this.resolve(v.agg.where, over, ctx) : undefined;
    const n = aggregate(v.agg, where ? over.filter((r) => matches(where, r)) : over);
    if (typeof n !== 'number') throw new QueryError(`${v.agg.op} gives no single number to compare or compute with`);
    return n;
  }
}

const fmt = (n: number) => n.toLocaleString('en-US');
