import type { Request } from './language.js';
import type { Row } from './rows.js';

/**
 * The results of a conversation, kept as handles (r1, r2, ...) that a later step or a
 * follow-up names as a source. Kept in the demo server's memory, bounded: the last
 * `perSession` results of the last `sessions` conversations; a result of more than `maxRows`
 * rows keeps only the request that made it (naming it runs it again).
 */
export interface KeptResult {
  request: Request;
  rows?: Row[];
  value?: number;
}

export interface ResultStore {
  /** Keeps a result; returns its handle. */
  put(session: string, result: KeptResult): string;
  get(session: string, handle: string): KeptResult | undefined;
  /** The handles a conversation has, oldest first. */
  list(session: string): string[];
}

export class MemoryResults implements ResultStore {
  private readonly bySession = new Map<string, { next: number; kept: Map<string, KeptResult> }>();

  constructor(private readonly opts: { sessions?: number; perSession?: number; maxRows?: number } = {}) {}

  put(session: string, result: KeptResult): string {
    let s = this.bySession.get(session);
    if (s) this.bySession.delete(session);
    else s = { next: 1, kept: new Map() };
    this.bySession.set(session, s);
    while (this.bySession.size > (this.opts.sessions ?? 500)) this.bySession.delete(this.bySession.keys().next().value as string);
    const handle = `r${s.next++}`;
    const small = result.rows === undefined || result.rows.length <= (this.opts.maxRows ?? 20_000);
    s.kept.set(handle, small ? result : { request: result.request, value: result.value });
    while (s.kept.size > (this.opts.perSession ?? 20)) s.kept.delete(s.kept.keys().next().value as string);
    return handle;
  }

  get(session: string, handle: string): KeptResult | undefined {
    return this.bySession.get(session)?.kept.get(handle);
  }

  list(session: string): string[] {
    return [...(this.bySession.get(session)?.kept.keys() ?? [])];
  }
}
