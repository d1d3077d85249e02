import { ContentResult, JsonText, type Source } from '../types.js';
import { terms, words } from './terms.js';
import { SourceWrapper } from '../source-wrapper.js';

/**
 * Values tools have returned, as search terms: a request that names only a value ("where is
 * Quantum Foods located", "email for sophia chen") finds the tool whose answers held it,
 * which no tool's text does. Learnt from the calls the registry routes (`learning` wraps each
 * source), kept in memory only, bounded, and read as words: a string longer than a value or
 * with a digit, a word longer than a name (ids, tokens, secrets) is never kept.
 */

/** Most terms kept per tool, and per application (the first learnt are kept). */
export const VALUES_PER_TOOL = 20_000;
export const VALUES_PER_APP = 60_000;
/** Most strings read in one result (a long listing is sampled from its start). */
const STRINGS_READ = 50_000;
/** Longest string read as a value (longer is text, not a value). */
const VALUE_CHARS = 80;
/** Longest word kept (a longer one is an id or a token). */
const WORD_CHARS = 24;
const DEPTH = 8;
/**
 * What is learnt is published (the index rebuilds the applications that learnt) at most this
 * often: a listing read page by page rebuilds its application once a second, not per page.
 */
export const PUBLISH_MS = 1000;
/**
 * A tool whose answers keep teaching nothing is read less often: after n such answers in a
 * row (n >= 2), one answer in 2^(n-1) is read, at the least one in 64; an answer that teaches
 * something sets it back to every answer. A tool called thousands of times a second with the
 * same few values costs its calls next to nothing.
 */
const QUIET_MOST = 7;

export class LearnedValues {
  /** Terms by tool: its application, then its name in its source. */
  private readonly byTool = new Map<string, Set<string>>();
  private readonly perApp = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  /** Bumped when a term is learnt (the index rebuilds the applications whose terms changed). */
  private readonly versions = new Map<string, number>();
  /** Bumped with every application's. */
  version = 0;
  /** Applications that learnt since the last publish. */
  private readonly pending = new Set<string>();
  private timer?: NodeJS.Timeout;
  /** By tool: answers in a row that taught nothing, and answers still to pass over. */
  private readonly quiet = new Map<string, { run: number; skip: number }>();

  /** The terms learnt for a tool (its application, its name in its source). */
  of(app: string, tool: string): ReadonlySet<string> | undefined {
    return this.byTool.get(`${app}\u0000${tool}`);
  }

  /** How many times an application's terms changed (0: never). */
  versionOf(app: string): number {
    return this.versions.get(app) ?? 0;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether the tool's next answer is to be read (see QUIET_MOST); false passes over it. */
  wants(app: string, tool: string): boolean {
    const q = this.quiet.get(`${app}\u0000${tool}`);
    if (!q || q.skip === 0) return true;
    q.skip--;
    return false;
  }

  /** Reads a tool's result for values; true when it taught a new term (published within PUBLISH_MS). */
  learn(app: string, tool: string, result: unknown): boolean {
    const key = `${app}\u0000${tool}`;
    const taught = this.read(key, app, result);
    const q = this.quiet.get(key);
    if (taught) this.quiet.delete(key);
    else if (!q) this.quiet.set(key, { run: 1, skip: 0 });
    else {
      q.run = Math.min(q.run + 1, QUIET_MOST);
      q.skip = 2 ** (q.run - 1) - 1;
    }
    return taught;
  }

  private read(key: string, app: string, result: unknown): boolean {
    let set = this.byTool.get(key);
    let room = Math.min(VALUES_PER_TOOL - (set?.size ?? 0), VALUES_PER_APP - (this.perApp.get(app) ?? 0));
    if (room <= 0) return false;
    let added = 0;
    for (const s of stringsOf(result)) {
      for (const t of valueTerms(s)) {
        if (set?.has(t)) continue;
        if (!set) this.byTool.set(key, (set = new Set()));
        set.add(t);
        added++;
        if (--room <= 0) break;
      }
      if (room <= 0) break;
    }
    if (added === 0) return false;
    this.perApp.set(app, (this.perApp.get(app) ?? 0) + added);
    this.pending.add(app);
    this.timer ??= setTimeout(() => this.publish(), PUBLISH_MS).unref();
    return true;
  }

  /** Publishes what was learnt now (the index follows on its next sync). */
  publish(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    for (const app of this.pending) this.versions.set(app, this.versionOf(app) + 1);
    this.pending.clear();
    this.version++;
    for (const l of this.listeners) l();
  }
}

/** A value's search terms: words of letters only, no longer than a name (a string with a digit is an id, a code, a date: none). */
function valueTerms(s: string): string[] {
  if (s.length > VALUE_CHARS || /[0-9]/.test(s)) return [];
  const kept = words(s).filter((w) => w.length <= WORD_CHARS);
  return kept.length === 0 ? [] : terms(kept.join(' '));
}

/** The short strings of a JSON value, depth first, at most STRINGS_READ. */
function stringsOf(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, depth: number) => {
    if (out.length >= STRINGS_READ) return;
    if (typeof v === 'string') out.push(v);
    else if (depth < DEPTH && Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (depth < DEPTH && v && typeof v === 'object') for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(value, 0);
  return out;
}

/**
 * What learns from one source's answers: called with each answer of a call that succeeded, it
 * has `values` read it after the answer is handed on (learning never delays a call). A result is
 * read as the JSON value it carries. The registry's telemetry wrapper calls it (telemetry.ts),
 * so that a call passes one wrapper, not two.
 */
export function learner(values: LearnedValues, source: Source): (tool: string, result: unknown) => void {
  return (tool, result) => {
    const app = source.name;
    if (!values.wants(app, tool)) return;
    setImmediate(() => values.learn(app, tool, result instanceof JsonText || result instanceof ContentResult ? result.value : result));
  };
}

/** The same source, what its calls return also taught to `values` (see learner). */
export function learning(source: Source, values: LearnedValues): Source {
  return new LearningSource(source, learner(values, source));
}

class LearningSource extends SourceWrapper {
  constructor(
    source: Source,
    private readonly learn: (tool: string, result: unknown) => void,
  ) {
    super(source);
  }

  protected wrapped<T>(tool: string, run: () => Promise<T>): Promise<T> {
    return run().then((result) => {
      this.learn(tool, result);
      return result;
    });
  }
}
