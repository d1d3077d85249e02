// How the held-out checkers read an answer: leniently (any phrasing, thousands separators, $,
// rounding to the unit, "1.2M") but honestly (the key figure or name must be in the direct
// answer, not somewhere in a dump of rows). Every helper returns null when satisfied, else the
// reason, which always states what was expected.

import type { DataAccess } from './data.js';

/** One tool call of a /chat answer (`data.calls`). */
export interface ToolCall {
  tool: string;
  args: Record<string, unknown>;
  status: string;
  httpStatus?: number;
  /** Calls sent to the registry: 0 for a change held back for the user's yes (it never ran). */
  attempts?: number;
}

/** A write tool that was sent (a change held back for a yes, never sent, changed nothing). */
export const sentWrite = (c: ToolCall): boolean => WRITE.test(c.tool) && (c.status === 'ok' || (c.attempts ?? 1) > 0);

/** What the planner answered to the last message of a question (earlier turns in `turns`). */
export interface Answer {
  /** `response`: the answer text, direct answer first, then rows. */
  text: string;
  /** `data.calls` of the last turn. */
  calls: ToolCall[];
  /** `metadata.tools_used` of the last turn. */
  toolsUsed: string[];
  /** `data.result`. */
  result: unknown;
  /** HTTP status of the last turn (200 expected). */
  status: number;
  /** Every turn of the session, in order. */
  turns: { message: string; text: string; calls: ToolCall[] }[];
  /** `metadata.confidence` of the last turn (absent when the chat failed). */
  confidence?: number;
}

export interface HeldOut {
  id: string;
  api: 'territory' | 'crm' | 'decline';
  /** More than one: follow-ups asked in one session; the last answer is judged. */
  messages: string[];
  /** null = correct, else why wrong. */
  check: (answer: Answer, data: DataAccess) => Promise<string | null>;
}

/** A checker: null = correct, else why wrong. */
export type Check = (a: Answer, d: DataAccess) => Promise<string | null>;
export type Dir = 'max' | 'min';

// ---------------------------------------------------------------------------------------------
// What a check expected, recorded for --selfcheck (which builds a correct answer from it).

export type Expectation =
  | { kind: 'number'; value: number; unit: 'count' | 'money' | 'plain' }
  | { kind: 'name'; anyOf: string[] }
  | { kind: 'names'; all: string[] }
  | { kind: 'list'; all: string[]; total: number }
  | { kind: 'yesno'; yes: boolean }
  | { kind: 'decline' };

let recording: Expectation[] | null = null;

/** Runs `fn` while recording every expectation the helpers state. */
export async function recordExpectations(fn: () => Promise<unknown>): Promise<Expectation[]> {
  recording = [];
  try {
    await fn();
    return recording;
  } finally {
    recording = null;
  }
}

const note = (e: Expectation): void => void recording?.push(e);

// ---------------------------------------------------------------------------------------------
// Reading the text.

const ROW = /^\s*(?:[-*•]\s|\d+[.)]\s)/;

/**
 * The direct answer: the lines before the first row of a list, plus that first row (a list
 * sorted so that its first row answers the question counts as answering it).
 */
export function leadOf(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    out.push(line);
    if (ROW.test(line)) break;
  }
  return out.join('\n');
}

export interface ShownNumber {
  value: number;
  /** Unit of the last digit shown (1 for "12", 0.1 for "1.2", 100000 for "1.2M"). */
  step: number;
  significant: number;
}

const MULT: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** Every number written in the text, with its precision; digits glued to letters (ids like acc_12) are skipped. */
export function numbersIn(text: string): ShownNumber[] {
  const out: ShownNumber[] = [];
  const re =
    /(?<![A-Za-z0-9_.\-/:])\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s?(thousand|million|billion|mil|mm|mn|bn|k|m|b)?(?![A-Za-z0-9_]|[-/:]\d)/gi;
  for (const m of text.matchAll(re)) {
    const int = m[1]!.replace(/,/g, '');
    const frac = m[2] ?? '';
    const mult = m[3] ? MULT[m[3].toLowerCase()]! : 1;
    const value = Number(`${int}.${frac || '0'}`) * mult;
    const digits = `${int}${frac}`.replace(/^0+/, '');
    out.push({ value, step: 10 ** -frac.length * mult, significant: digits.length });
  }
  return out;
}

/** Whether a shown number stands for `expected` (counts exactly; amounts to the unit or to the precision shown). */
export function numberMatches(n: ShownNumber, expected: number, unit: 'count' | 'money' | 'plain'): boolean {
  const diff = Math.abs(n.value - expected);
  if (n.step <= 1) return unit === 'count' ? diff < 1e-9 : diff <= Math.max(1, n.step / 2) + 1e-9;
  // Abbreviated (1.2M, 350k): at least two significant digits, right to the precision shown.
  if (unit === 'count' && Number.isInteger(expected) && expected < 10_000) return false;
  return n.significant >= 2 && diff <= n.step / 2 + 1e-6 * Math.abs(expected);
}

const clip = (s: string, n = 160): string => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n)}…` : one;
};

export const fmt = (n: number): string =>
  Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 });

const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[\s_\u2013\u2014-]+/g, ' ');

/** Whether `name` occurs in `text` as whole words (letter case and spacing ignored). */
export function mentions(text: string, name: string): boolean {
  const t = norm(text);
  const n = norm(name).trim();
  if (n === '') return false;
  for (let i = t.indexOf(n); i >= 0; i = t.indexOf(n, i + 1)) {
    const before = i === 0 ? '' : t[i - 1]!;
    const after = t[i + n.length] ?? '';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// The checks.

/** The first reason among the checks (all of them were evaluated, so all are recorded). */
export function all(...reasons: (string | null)[]): string | null {
  const wrong = reasons.filter((r): r is string => r !== null);
  return wrong.length === 0 ? null : wrong.join('; ');
}

/**
 * Where to look for a figure: the direct answer; or, for a question about one record (`about`),
 * the whole answer when it shows that record and no other (a record's fields are its answer).
 */
export interface About {
  name: string;
  /** Names of the other records of its kind. */
  others: string[];
}

function where(a: Answer, about?: About): string {
  if (about && mentions(a.text, about.name) && !about.others.some((n) => norm(n) !== norm(about.name) && mentions(a.text, n)))
    return a.text;
  return leadOf(a.text);
}

/** The direct answer states `expected` (or the one record shown, see About). */
export function needNumber(a: Answer, expected: number, unit: 'count' | 'money' | 'plain', what: string, about?: About): string | null {
  note({ kind: 'number', value: expected, unit });
  const lead = where(a, about);
  if (numbersIn(lead).some((n) => numberMatches(n, expected, unit))) return null;
  const shown = unit === 'money' ? `$${fmt(Math.round(expected * 100) / 100)}` : fmt(Math.round(expected * 100) / 100);
  return `expected ${what} = ${shown} in the direct answer; got "${clip(lead)}"`;
}

/** The direct answer names one of `anyOf` (ties: any winner will do). */
export function needName(a: Answer, anyOf: string[], what: string): string | null {
  note({ kind: 'name', anyOf });
  const lead = leadOf(a.text);
  if (anyOf.some((n) => mentions(lead, n))) return null;
  const names = anyOf.length > 3 ? `${anyOf.slice(0, 3).join(' / ')} / … (${anyOf.length} tied)` : anyOf.join(' / ');
  return `expected ${what} = ${names} in the direct answer; got "${clip(lead)}"`;
}

/** US states by code, for answers that spell the state out. */
export const US_STATES: Record<string, string> = {
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  FL: 'Florida',
  GA: 'Georgia',
  IL: 'Illinois',
  MA: 'Massachusetts',
  NC: 'North Carolina',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  TX: 'Texas',
  WA: 'Washington',
};

/** The direct answer names one of the states `codes` (the code in capitals, or the state's name). */
export function needState(a: Answer, codes: string[], what: string, about?: About): string | null {
  note({ kind: 'name', anyOf: codes.map((c) => US_STATES[c] ?? c) });
  const lead = where(a, about);
  const hit = codes.some((c) => new RegExp(`(?<![A-Za-z])${c}(?![A-Za-z])`).test(lead) || (US_STATES[c] && mentions(lead, US_STATES[c])));
  if (hit) return null;
  return `expected ${what} = ${codes.join(' / ')} in the direct answer; got "${clip(lead)}"`;
}

/** The answer (anywhere) names every one of `names`. */
export function needAllNames(a: Answer, names: string[], what: string): string | null {
  note({ kind: 'names', all: names });
  const missing = names.filter((n) => !mentions(a.text, n));
  if (missing.length === 0) return null;
  return `expected ${what}: ${names.join(', ')}; missing ${missing.join(', ')}; got "${clip(a.text)}"`;
}

/**
 * A list answer: exactly the rows `expected` (by name). Up to `shown` (max_results, 10) rows
 * every one must appear; beyond, the count must be stated. No name of `others` (the rest of
 * the universe, minus names shared with `expected`) may appear.
 */
export function needList(a: Answer, expected: string[], others: string[], what: string, shown = 10): string | null {
  note({ kind: 'list', all: expected.length <= shown ? expected : expected.slice(0, shown), total: expected.length });
  const want = new Set(expected.map(norm));
  const intruders = [...new Set(others)].filter((n) => !want.has(norm(n)) && mentions(a.text, n));
  const reasons: (string | null)[] = [];
  if (expected.length <= shown) {
    const missing = expected.filter((n) => !mentions(a.text, n));
    if (missing.length > 0)
      reasons.push(`expected ${what} (${expected.length}): ${expected.join(', ')}; missing ${missing.join(', ')}; got "${clip(a.text)}"`);
  } else if (!numbersIn(a.text).some((n) => numberMatches(n, expected.length, 'count'))) {
    reasons.push(`expected ${what}: ${expected.length} rows stated; got "${clip(a.text)}"`);
  }
  if (intruders.length > 0) reasons.push(`${what}: should not include ${intruders.slice(0, 4).join(', ')}`);
  return all(...reasons);
}

const YES =
  /\b(yes|yep|yeah|there (is|are) \d|there (is|are) (one|some|several)|found [1-9]|[1-9][\d,]* (match|result|account|contact|lead|opportunit|deal|row))/i;
const NO =
  /\b(no|none|nobody|zero|not any|there (is|are) no|there aren't|there isn't|no .* (found|match)|found 0|0 (match|result|account|contact|lead|opportunit|deal|row)s?)\b/i;

/**
 * A yes/no question: the headline (before any row) says yes or states a positive count, or says
 * no or zero. Honest, not lucky: when the headline states how many match ("Found 222 leads"),
 * that must be `matches`, the true number; and an answer that says it could not use (ignored) a
 * term of the question has not answered it.
 */
export function needYesNo(a: Answer, yes: boolean, what: string, matches?: number): string | null {
  note({ kind: 'yesno', yes });
  const lines = a.text.split('\n');
  const cut = lines.findIndex((l) => ROW.test(l));
  const head = (cut > 0 ? lines.slice(0, cut) : lines.slice(0, 1)).join('\n');
  const ok = yes
    ? YES.test(head) && !/^\W*(no|none|nobody|zero|found 0|there (is|are) no)\b/i.test(head)
    : NO.test(head) && !/^\W*(yes|found [1-9]|there (is|are) [1-9])/i.test(head);
  if (!ok) return `expected ${yes ? 'yes' : 'no'} (${what}); got "${clip(head)}"`;
  const stated = /\b(?:found|there (?:are|is)|yes[:,]?)\s+(\d[\d,]*)\b/i.exec(head);
  if (matches !== undefined && stated && Number(stated[1]!.replace(/,/g, '')) !== matches) {
    const claim = `states ${stated[1]} matches, the data has ${fmt(matches)}`;
    return `right ${yes ? 'yes' : 'no'} on wrong evidence (${what}): ${claim}; got "${clip(head)}"`;
  }
  const question = norm(a.turns.at(-1)?.message ?? '');
  const ignored = [...a.text.matchAll(/(?:could not|couldn't|did not|didn't) use "([^"\n]+)"|"([^"\n]+)"[^.\n]{0,60}\bignored\b/gi)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((t) => t !== '' && question.includes(norm(t)));
  if (ignored.length > 0)
    return `right ${yes ? 'yes' : 'no'} by luck (${what}): the answer says it ignored "${ignored[0]}"; got "${clip(head)}"`;
  return null;
}

const WRITE = /(^|_)(create|update|delete|remove|patch|put|post|add|set|insert|send)(_|$)/i;
const DECLINE =
  /\b(can(?:'|no)?t|can not|cannot|could(?:n't| not)|unable|not (?:able|available|supported|possible|something)|no (?:tool|data|api|field|information|way)|do(?:n't| not) (?:have|hold|know|support)|does(?:n't| not) (?:have|hold|contain|include|offer|support)|isn't|is not (?:available|supported|part)|outside|ran nothing|nothing (?:was )?run|not understand|need(?:s)? (?:the|an?|more)|which .* do you mean|sorry|only read|read-only)\b/i;

/**
 * A question that must be declined: no write tool was called, nothing matching `invented`
 * (a figure the data cannot hold) is stated, and the answer says it cannot do it (or ran no tool).
 */
export function needDecline(a: Answer, what: string, invented?: RegExp): string | null {
  note({ kind: 'decline' });
  const writes = a.calls.filter(sentWrite);
  if (writes.length > 0) return `must decline (${what}); called write tool(s) ${writes.map((c) => c.tool).join(', ')}`;
  if (invented?.test(leadOf(a.text))) return `must decline (${what}); the answer states data the APIs do not hold: "${clip(a.text)}"`;
  const ranTools = a.calls.some((c) => c.status === 'ok');
  if (DECLINE.test(leadOf(a.text)) || !ranTools) return null;
  return `must decline (${what}); answered with data instead: "${clip(a.text)}"`;
}

// ---------------------------------------------------------------------------------------------
// Computing expected answers.

/** The items with the largest (or smallest) key, all of them when tied. */
export function winners<T>(items: T[], key: (x: T) => number, dir: 'max' | 'min'): T[] {
  if (items.length === 0) return [];
  const best = dir === 'max' ? Math.max(...items.map(key)) : Math.min(...items.map(key));
  return items.filter((x) => key(x) === best);
}

/** Groups `items` by `by` (null/empty keys left out) and reduces each group with `agg`. */
export function groups<T>(items: T[], by: (x: T) => string | null | undefined, agg: (xs: T[]) => number): { key: string; value: number }[] {
  const m = new Map<string, T[]>();
  for (const x of items) {
    const k = by(x);
    if (k === null || k === undefined || k === '') continue;
    let g = m.get(k);
    if (!g) m.set(k, (g = []));
    g.push(x);
  }
  return [...m].map(([key, xs]) => ({ key, value: agg(xs) }));
}

export const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
export const avg = (xs: number[]): number => (xs.length === 0 ? 0 : sum(xs) / xs.length);

/** The one item called `name` (case-insensitive), or an error naming what is missing. */
export function byName<T extends { name: string }>(items: T[], name: string): T {
  const hit = items.filter((x) => x.name.toLowerCase() === name.toLowerCase());
  if (hit.length !== 1) throw new Error(`the data has ${hit.length} rows named "${name}" (the question set assumes one)`);
  return hit[0]!;
}

/** A helper to declare questions briefly. */
export function q(
  id: string,
  api: HeldOut['api'],
  messages: string | string[],
  check: (a: Answer, d: DataAccess) => Promise<string | null>,
): HeldOut {
  return { id, api, messages: Array.isArray(messages) ? messages : [messages], check };
}
