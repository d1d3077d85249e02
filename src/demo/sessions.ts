import { randomUUID } from 'node:crypto';
import type { Turn } from './planner/types.js';

export const SESSION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Conversations by `session_id`, bounded: at most `maxSessions` (the least recently used
 * goes first) and the last `maxTurns` turns each, so memory stays flat however long the
 * demo runs.
 */
export class Sessions {
  private readonly map = new Map<string, Turn[]>();

  constructor(
    readonly maxSessions = 500,
    readonly maxTurns = 20,
  ) {}

  /** The given id, or a new one when none was given. */
  static id(given: string | undefined): string {
    return given ?? randomUUID();
  }

  history(id: string): Turn[] {
    const turns = this.map.get(id);
    if (!turns) return [];
    this.map.delete(id);
    this.map.set(id, turns);
    return [...turns];
  }

  add(id: string, turn: Turn): void {
    const turns = this.map.get(id) ?? [];
    this.map.delete(id);
    turns.push(turn);
    if (turns.length > this.maxTurns) turns.splice(0, turns.length - this.maxTurns);
    this.map.set(id, turns);
    while (this.map.size > this.maxSessions) this.map.delete(this.map.keys().next().value as string);
  }

  get size(): number {
    return this.map.size;
  }
}
