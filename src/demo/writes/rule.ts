import type { AgentTool } from '../tools/types.js';
import { DETERMINERS, ID_MARKERS, WRITE_WORDS, type WriteWordKind } from './words.js';
import { sentenceWords } from '../../shared/words.js';

/**
 * The rule for changes made from a chat, for every planner (enforced in demo/chat.ts, where
 * tools are called): a destructive tool runs on its own only when the message is a plain
 * command for exactly that change. Destructive is read from everything the tool says of
 * itself: its HTTP method (DELETE, PUT, PATCH), its MCP annotations (`destructiveHint`),
 * and its name and description (a tool called `purge_all` or described as deleting records
 * is destructive whatever its method). A plain command: the change verb opens the message
 * (after politeness), it names that kind of record and that id (a deletion names it as the
 * verb's object), and nothing in the message is a question, a negation, a condition, a
 * retraction, a second request or a figure of speech (words.ts). Anything else is held: the
 * chat answers what would change and asks for a plain "yes" (confirm.ts), and never runs it
 * on its own.
 */

const DESTRUCTIVE_METHODS = new Set(['DELETE', 'PUT', 'PATCH']);

/** The message as words (src/shared/words.ts): `n't` as `not`, `#` and `?` kept apart. */
export const tokens = sentenceWords;

/** Where `phrase` (tokens) starts in `ts` at or after `from`, or -1. */
function find(ts: string[], phrase: string[], from = 0): number {
  outer: for (let i = from; i + phrase.length <= ts.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (ts[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

const phrases = (kind: WriteWordKind): string[][] => WRITE_WORDS[kind].words.map((w) => tokens(w));

/** The entries of WRITE_WORDS found in the text (the corpus test reads them). */
export function wordsFound(text: string, kind: WriteWordKind): boolean {
  const ts = tokens(text);
  return phrases(kind).some((p) => find(ts, p) >= 0);
}

/** Longest phrase of `kind` at position `at`, as its length in tokens (0: none). */
function phraseAt(ts: string[], at: number, kind: WriteWordKind): number {
  let best = 0;
  for (const p of phrases(kind)) if (p.length > best && find(ts, p, at) === at) best = p.length;
  return best;
}

const DELETE_FORMS = new Set(WRITE_WORDS.deleteVerbs.words.flatMap((w) => [w, `${w}s`, `${w}d`, `${w}ed`, `${w}es`]));
const CHANGE_FORMS = new Set(WRITE_WORDS.changeVerbs.words.flatMap((w) => [w, `${w}s`, `${w}d`, `${w}ed`, `${w}es`]));
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/** Whether the tool deletes (its method, or its name saying so). */
export function deletes(tool: Pick<AgentTool, 'name' | 'method'>): boolean {
  return String(tool.method ?? '').toUpperCase() === 'DELETE' || words(tool.name).some((w) => DELETE_FORMS.has(w));
}

export function isDestructive(tool: Pick<AgentTool, 'kind' | 'readOnly' | 'method' | 'name' | 'description' | 'annotations'>): boolean {
  if (tool.kind !== 'api' || tool.readOnly) return false;
  if (DESTRUCTIVE_METHODS.has(String(tool.method ?? '').toUpperCase())) return true;
  if (tool.annotations?.destructiveHint === true) return true;
  if (words(tool.name).some((w) => DELETE_FORMS.has(w) || CHANGE_FORMS.has(w))) return true;
  return words(tool.description).some((w) => DELETE_FORMS.has(w));
}

/** `opportunities` -> both forms of the word; the last letters are all it takes for record names. */
function forms(word: string): string[] {
  const w = word.toLowerCase();
  if (w.endsWith('ies')) return [w, `${w.slice(0, -3)}y`];
  if (/(ses|xes|ches|shes)$/.test(w)) return [w, w.slice(0, -2)];
  if (w.endsWith('s')) return [w, w.slice(0, -1)];
  if (w.endsWith('y')) return [w, `${w.slice(0, -1)}ies`];
  return [w, `${w}s`, `${w}es`];
}

const isIdParam = (name: string) => /(^|_)id$/i.test(name);

/**
 * The words that name the tool's kind of record: the path segment before the id's
 * placeholder (`/opportunities/{opportunity_id}`) and the id parameter's own stem
 * (`opportunity_id`), each in the singular and the plural.
 */
export function recordKinds(tool: Pick<AgentTool, 'path' | 'parameters'>): string[] {
  const out = new Set<string>();
  const segments = (tool.path ?? '').split('/').filter(Boolean);
  for (const p of tool.parameters.filter((p) => isIdParam(p.name))) {
    const stem = p.name.replace(/_?id$/i, '');
    if (stem) for (const f of forms(stem.replace(/_/g, ' ').split(' ').at(-1)!)) out.add(f);
    const at = segments.findIndex((s) => s === `{${p.name}}` || s === `:${p.name}`);
    if (at > 0 && !segments[at - 1]!.startsWith('{')) for (const f of forms(segments[at - 1]!)) out.add(f);
  }
  return [...out];
}

/** The kind of record a POST to the tool's path creates ("/accounts/{id}/opportunities": opportunity), in the singular. */
export function createdKind(tool: Pick<AgentTool, 'path'>): string | undefined {
  const last = (tool.path ?? '')
    .split('/')
    .filter((s) => s !== '' && !s.startsWith('{') && !s.startsWith(':'))
    .at(-1);
  return last ? (forms(last).find((f) => !f.endsWith('s')) ?? last) : undefined;
}

/** The ids a call acts on: its arguments named `id` or `<something>_id`. */
export function callIds(args: Record<string, unknown>): string[] {
  return Object.entries(args)
    .filter(([k, v]) => isIdParam(k) && (typeof v === 'number' || typeof v === 'string'))
    .map(([, v]) => String(v).toLowerCase());
}

export type Verdict = { run: true } | { run: false; why: string[] };

const STOPS: WriteWordKind[] = ['questionWords', 'negation', 'condition', 'retraction', 'sequence', 'idioms'];

/**
 * Whether a call of a destructive tool may run for this message, and if not, why (in words
 * the answer can show). `otherKinds`: the record words of the chat's other tools, none of
 * which may be named (a deletion of an opportunity is never a reason to delete an account).
 */
export function judgeChange(
  message: string,
  tool: Pick<AgentTool, 'name' | 'method' | 'path' | 'parameters'>,
  args: Record<string, unknown>,
  otherKinds: readonly string[] = [],
): Verdict {
  const ts = tokens(message);
  const why: string[] = [];
  if (ts.includes('?')) why.push(WRITE_WORDS.questionWords.means);
  for (const kind of STOPS) {
    const entry = WRITE_WORDS[kind];
    if (!why.includes(entry.means) && phrases(kind).some((p) => find(ts, p) >= 0)) why.push(entry.means);
  }
  let start = 0;
  for (let n = phraseAt(ts, start, 'polite'); n > 0; n = phraseAt(ts, start, 'polite')) start += n;
  const verbs: WriteWordKind = deletes(tool) ? 'deleteVerbs' : 'changeVerbs';
  const verb = phraseAt(ts, start, verbs);
  if (verb === 0) why.push(`it does not begin with the command (${WRITE_WORDS[verbs].words.slice(0, 3).join(', ')}, ...)`);
  const own = new Set(recordKinds(tool));
  const ids = callIds(args);
  if (ids.length === 0) why.push('the change names no single record');
  for (const id of ids) {
    const at = namedAt(ts, own, id);
    if (at < 0) {
      why.push(`it does not name ${[...own][0] ?? 'the record'} ${id}`);
      continue;
    }
    if (verbs === 'deleteVerbs' && verb > 0) {
      let k = start + verb;
      while (k < at && DETERMINERS.includes(ts[k]!)) k++;
      if (k !== at) why.push(`${[...own][0] ?? 'the record'} ${id} is not what it asks to delete`);
    }
  }
  const others = otherKinds.filter((k) => !own.has(k) && ts.includes(k));
  if (others.length > 0) why.push(`it also names ${others[0]}`);
  return why.length === 0 ? { run: true } : { run: false, why };
}

/** Where "<kind> [marker] <id>" starts in the tokens (the kind's position), or -1. */
function namedAt(ts: string[], kinds: Set<string>, id: string): number {
  const markers = ID_MARKERS.map((m) => tokens(m));
  for (let i = 0; i < ts.length; i++) {
    if (!kinds.has(ts[i]!)) continue;
    let k = i + 1;
    for (let moved = true; moved;) {
      moved = false;
      for (const m of markers)
        if (m.length > 0 && find(ts, m, k) === k) {
          k += m.length;
          moved = true;
        }
    }
    if (ts[k] === id) return i;
  }
  return -1;
}
