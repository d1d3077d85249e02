import type { HeldChange } from '../planner/types.js';
import type { AgentTool } from '../tools/types.js';
import { callIds, createdKind, deletes, recordKinds, tokens } from './rule.js';
import { WRITE_WORDS } from './words.js';

export type { HeldChange };

/** How long a held change waits for its "yes". */
export const HOLD_MS = 10 * 60 * 1000;

/** "delete opportunity 20", "update opportunity 22 (stage: negotiation)", "create opportunity (name: X)", "run crm_purge_all". */
export function describeChange(tool: Pick<AgentTool, 'name' | 'method' | 'path' | 'parameters'>, args: Record<string, unknown>): string {
  const kind = recordKinds(tool).find((k) => !k.endsWith('s')) ?? recordKinds(tool)[0];
  const ids = callIds(args);
  const rest = Object.entries(args).filter(([k]) => !/(^|_)id$/i.test(k));
  const values = rest.length > 0 ? ` (${rest.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ')})` : '';
  // (a record created: every value it is given, the ids of the records it belongs to among them)
  const created = String(tool.method ?? '').toUpperCase() === 'POST' && !deletes(tool) ? createdKind(tool) : undefined;
  if (created)
    return `create ${created} (${Object.entries(args)
      .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(', ')})`;
  if (!kind || ids.length === 0) return `run ${tool.name}${Object.keys(args).length > 0 ? ` with ${JSON.stringify(args)}` : ''}`;
  return `${deletes(tool) ? 'delete' : 'update'} ${kind} ${ids.join(', ')}${deletes(tool) ? '' : values}`;
}

/** The answer when changes were held: nothing changed, why, and the one reply that makes them. */
export function heldText(held: HeldChange[], why: string[]): string {
  const list = held.map((h) => h.what).join(' and ');
  const because = why.length > 0 ? ` (${why.slice(0, 3).join('; ')})` : '';
  return (
    `Nothing was changed yet: a change is made at once only when the message names exactly that record and change${because}. ` +
    `Reply yes to ${list}; anything else leaves it as it is.`
  );
}

const YES = new Set(['yes', 'y', 'yep', 'yeah', 'yup', 'sure', 'confirm', 'confirmed', 'proceed', 'ok', 'okay', 'go', 'do']);

/**
 * Whether the message is a plain yes to the held changes: only words of agreement, the
 * change verbs, "it"/"them", and the held records' own words and ids; no negation.
 */
export function isYes(message: string, held: HeldChange[]): boolean {
  const ts = tokens(message).filter((t) => t !== '#');
  if (ts.length === 0 || !ts.some((t) => YES.has(t))) return false;
  const allowed = new Set([
    ...WRITE_WORDS.affirm.words.flatMap(tokens),
    ...WRITE_WORDS.deleteVerbs.words,
    ...WRITE_WORDS.changeVerbs.words,
    ...['it', 'them', 'that', 'this', 'the', 'both', 'all', 'please', 'thanks', 'thank', 'you', 'go', 'ahead', 'do'],
    ...held.flatMap((h) => tokens(h.what)),
  ]);
  return ts.every((t) => allowed.has(t));
}
