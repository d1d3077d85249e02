import { randomUUID } from 'node:crypto';
import type { Db, Migration } from '../shared/db/index.js';
import type { Turn } from './planner/types.js';

export const SESSION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Conversations by `session_id`: the turns a follow-up question is planned with. */
export interface SessionStore {
  /** The last turns of a session, oldest first (empty for an unknown id). */
  history(id: string): Promise<Turn[]>;
  add(id: string, turn: Turn): Promise<void>;
  /** Sessions kept. */
  count(): Promise<number>;
}

/** The given id, or a new one when none was given. */
export function sessionId(given: string | undefined): string {
  return given ?? randomUUID();
}

/**
 * Conversations in this process's memory (the default, with no database.url), bounded:
 * at most `maxSessions` (the least recently used goes first) and the last `maxTurns`
 * turns each, so memory stays flat however long the demo runs.
 */
export class Sessions implements SessionStore {
  private readonly map = new Map<string, Turn[]>();

  constructor(
    readonly maxSessions = 500,
    readonly maxTurns = 20,
  ) {}

  /** The given id, or a new one when none was given. */
  static id(given: string | undefined): string {
    return sessionId(given);
  }

  async history(id: string): Promise<Turn[]> {
    const turns = this.map.get(id);
    if (!turns) return [];
    this.map.delete(id);
    this.map.set(id, turns);
    return [...turns];
  }

  async add(id: string, turn: Turn): Promise<void> {
    const turns = this.map.get(id) ?? [];
    this.map.delete(id);
    turns.push(turn);
    if (turns.length > this.maxTurns) turns.splice(0, turns.length - this.maxTurns);
    this.map.set(id, turns);
    while (this.map.size > this.maxSessions) this.map.delete(this.map.keys().next().value as string);
  }

  async count(): Promise<number> {
    return this.map.size;
  }

  get size(): number {
    return this.map.size;
  }
}

/** The demo's table (store name `demo` in schema_migrations). */
export const SESSION_MIGRATIONS: Migration[] = [
  {
    version: 1,
    up: () => `CREATE TABLE IF NOT EXISTS demo_turns (
  session_id VARCHAR(128) NOT NULL,
  seq INTEGER NOT NULL,
  turn TEXT NOT NULL,
  at VARCHAR(32) NOT NULL,
  PRIMARY KEY (session_id, seq)
);
CREATE INDEX IF NOT EXISTS demo_turns_at ON demo_turns (at)`,
  },
];

/**
 * Conversations in the database (database.url set), so a follow-up question can land on
 * any replica: the last `maxTurns` turns of each session are kept; sessions idle for
 * longer than `maxIdleMs` are deleted from time to time.
 */
export class SqlSessions implements SessionStore {
  private adds = 0;

  constructor(
    private readonly db: Db,
    readonly maxTurns = 20,
    readonly maxIdleMs = 7 * 24 * 3600_000,
  ) {}

  async history(id: string): Promise<Turn[]> {
    const rows = await this.db.all<{ turn: string }>('SELECT turn FROM demo_turns WHERE session_id = ? ORDER BY seq DESC LIMIT ?', [
      id,
      this.maxTurns,
    ]);
    return rows.reverse().map((r) => JSON.parse(r.turn) as Turn);
  }

  async add(id: string, turn: Turn): Promise<void> {
    await this.db.tx(
      async (q) => {
        const last = await q.get<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM demo_turns WHERE session_id = ?', [id]);
        const seq = Number(last?.seq ?? 0) + 1;
        await q.run('INSERT INTO demo_turns (session_id, seq, turn, at) VALUES (?, ?, ?, ?)', [id, seq, JSON.stringify(turn), turn.at]);
        await q.run('DELETE FROM demo_turns WHERE session_id = ? AND seq <= ?', [id, seq - this.maxTurns]);
        if (++this.adds % 100 === 0)
          await q.run('DELETE FROM demo_turns WHERE at < ?', [new Date(Date.now() - this.maxIdleMs).toISOString()]);
      },
      { lock: `agent:demo_session:${id}` },
    );
  }

  async count(): Promise<number> {
    return Number((await this.db.get<{ n: number }>('SELECT COUNT(DISTINCT session_id) AS n FROM demo_turns'))?.n ?? 0);
  }
}
