import { distance } from 'fastest-levenshtein';
import type { PlanContext } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Mention } from '../understand/extract.js';
import { idEntity, isIdParam, narrowingDefault, toolEntityTerms } from '../choose/params.js';
import { fieldsOf, idField, isNumericField, labelOf, type Row, isOwnField } from '../core/rows.js';
import { isStopWord } from '../core/tokenize.js';
import { fetchRows } from './fetch.js';
import { schemaFieldNames } from '../core/schema.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { RUN_RULES } from '../rules/run-fields.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';

/**
 * Records named by name instead of id ("staff of Acme Corp", "headcount of Initech
 * Inc"), and values of fields no parameter filters on ("prospects met at a conference").
 * The index is read from the tools that list a kind of record other tools take an id of
 * (accounts, leads, ...), through the same tool layer, and kept for a minute; a message is
 * matched against it exactly, case-insensitively, then within one edit per word ("Acne
 * Corp" -> Acme Corp).
 */
export interface NamedRecord {
  id: string | number;
  label: string;
  /** Words of the label; `core` without legal-form words (Inc, LLC, Co, ...). */
  tokens: string[];
  core: string[];
  entity: string[];
  tool: AgentTool;
  row: Row;
}

/** A value of a field with few distinct values ("Trade Show" in `source`), as seen in a tool's rows. */
export interface ObservedValue {
  value: string;
  tokens: string[];
  field: string;
  tool: AgentTool;
}

export interface NameIndex {
  records: NamedRecord[];
  byToken: Map<string, NamedRecord[]>;
  values: ObservedValue[];
  /** Words of each list's field names: a value spelt like a field of its own rows ("Website") is not matched as a value. */
  fieldWords: Map<string, Set<string>>;
  /** Every word of the index (for the spelling lexicon). */
  words: Set<string>;
}

/** Lists larger than this are not indexed (a CRM's deals by the ten thousand are looked up by their account). */
const MAX_ROWS = 10000;
const TTL_MS = 60_000;
/** An index missing a list that could not be read is read again this soon. */
const RETRY_MS = 5_000;
const LEGAL = new Set([
  'inc',
  'llc',
  'corp',
  'co',
  'ltd',
  'group',
  'plc',
  'gmbh',
  'company',
  'corporation',
  'limited',
  'and',
  'the',
  'sa',
  'ag',
]);

const tokensOf = (text: string): string[] => text.toLowerCase().match(RUN_RULES.lowerWord.pattern) ?? [];

/**
 * Tools that list records another tool of the same app takes an id of, with nothing to fill in;
 * and lists of people no tool takes an id of (asked about by name: "X's e-mail"), when small.
 */
function nameSources(tools: AgentTool[]): AgentTool[] {
  return tools.filter((t) => {
    if (t.kind !== 'api' || !t.readOnly || t.parameters.some((p) => p.required || narrowingDefault(p) !== undefined)) return false;
    const ent = toolEntityTerms(t);
    const referred = tools.some(
      (u) => u !== t && u.app === t.app && u.parameters.some((p) => isIdParam(p) && idEntity(p, u).some((e) => ent.includes(e))),
    );
    if (referred) return true;
    if (!peopleList(t)) return false;
    peopleOnly.add(t);
    return true;
  });
}

/** A list whose records have an e-mail address: people. */
function peopleList(t: AgentTool): boolean {
  return schemaFieldNames(t.response_schemas?.success).some((f) => RUN_RULES.emailField.pattern.test(f));
}

const peopleOnly = new WeakSet<AgentTool>();

/** People lists no tool takes an id of are indexed only when this small (the rest are looked up by their account). */
const MAX_PEOPLE = 1000;

interface Built {
  index: NameIndex;
  /** Every list was read (a list that failed is missing from the index). */
  complete: boolean;
}
interface Cached {
  key: string;
  at: number;
  built: Promise<Built>;
}

/** One index per demo server (its settings object), so servers in one process never share names. */
const indexes = new WeakMap<object, Cached>();

/** Forgets the server's index (after a write, so a new or renamed record is found). */
export function forgetNames(ctx: Pick<PlanContext, 'settings'>): void {
  indexes.delete(ctx.settings);
}

/**
 * The index for these tools: built on first use, read again in the background once a minute
 * old (sooner when a list could not be read); the old index answers until the new one is read,
 * and a complete index is never replaced by one missing a list.
 */
export async function nameIndex(ctx: PlanContext, tools: AgentTool[]): Promise<NameIndex> {
  const sources = nameSources(tools);
  const key = sources.map((t) => t.name).join('|');
  const server = ctx.settings;
  const cached = indexes.get(server);
  if (cached?.key !== key) {
    const built = build(ctx, sources);
    indexes.set(server, { key, at: Date.now(), built });
    built.catch(() => {
      if (indexes.get(server)?.built === built) indexes.delete(server);
    });
    return (await built).index;
  }
  const old = await cached.built;
  if (Date.now() - cached.at > (old.complete ? TTL_MS : RETRY_MS)) {
    cached.at = Date.now();
    build(ctx, sources).then(
      (fresh) => {
        if (indexes.get(server) === cached && (fresh.complete || !old.complete))
          indexes.set(server, { key, at: Date.now(), built: Promise.resolve(fresh) });
      },
      () => undefined,
    );
  }
  return old.index;
}

/**
 * Reads every list the index is made of. The reads are the server's, not the chat's: they
 * have their own time limit, so a chat that ends (or is cancelled) does not cut them short.
 */
async function build(ctx: PlanContext, sources: AgentTool[]): Promise<Built> {
  const signal = AbortSignal.timeout(ctx.settings.demo.default_timeout * 1000);
  const reader: PlanContext = { ...ctx, tools: ctx.lookup ?? ctx.tools, emit: () => undefined, signal };
  const index: NameIndex = { records: [], byToken: new Map(), values: [], fieldWords: new Map(), words: new Set() };
  let complete = true;
  await Promise.all(
    sources.map(async (tool) => {
      const first = await fetchRows(reader, tool, {}, 'page');
      if (!first.ok) complete = false;
      if (!first.ok || (first.total ?? 0) > (peopleOnly.has(tool) ? MAX_PEOPLE : MAX_ROWS)) return;
      const f = first.total !== undefined && first.rows.length >= first.total ? first : await fetchRows(reader, tool, {}, 'all');
      if (!f.ok) {
        complete = false;
        return;
      }
      addRows(index, tool, f.rows);
    }),
  );
  return { index, complete };
}

const valueLike = (v: string): boolean => v.length <= 40 && (v.length >= 3 || SHAPE_RULES.twoCaps.pattern.test(v));

function addRows(index: NameIndex, tool: AgentTool, rows: Row[]): void {
  const key = idField(rows);
  const entity = toolEntityTerms(tool);
  for (const row of rows) {
    const label = labelOf(row);
    const id = key ? row[key] : undefined;
    if (!label || (typeof id !== 'string' && typeof id !== 'number')) continue;
    const tokens = tokensOf(label);
    const core = tokens.filter((t) => !LEGAL.has(t));
    if (core.length === 0) continue;
    const rec: NamedRecord = { id, label, tokens, core, entity, tool, row };
    index.records.push(rec);
    const list = index.byToken.get(core[0]!) ?? [];
    list.push(rec);
    index.byToken.set(core[0]!, list);
    for (const t of tokens) index.words.add(t);
  }
  const own = new Set(fieldsOf(rows).flatMap((f) => tokensOf(f.replace(SHAPE_RULES.underscores.pattern, ' '))));
  index.fieldWords.set(tool.name, own);
  // fields with few distinct short values: categories and places people filter by in plain words
  for (const field of fieldsOf(rows)) {
    if (field === key || isNumericField(rows, field) || RUN_RULES.notNamingField.pattern.test(field)) continue;
    // (a value of two letters only in capitals, a code people write as such: "IT", "HR")
    const values = new Set(rows.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && valueLike(v)));
    // (up to 120: the cities of a list are values people name too, "our Toronto accounts")
    if (values.size < 2 || values.size > 120 || values.size > rows.length / 3) continue;
    for (const value of values) {
      index.values.push({ value, tokens: tokensOf(value), field, tool });
      for (const t of tokensOf(value)) index.words.add(t);
    }
  }
}

interface Tok {
  word: string;
  start: number;
  end: number;
  capital: boolean;
}

export const tokenize = (text: string): Tok[] =>
  [...text.matchAll(RUN_RULES.wordAnyCase.pattern)].map((m) => ({
    word: m[0].toLowerCase().replace(WORD_SHAPE_RULES.possessiveS.pattern, ''),
    start: m.index!,
    end: m.index! + m[0].length,
    capital: SHAPE_RULES.capitalFirst.pattern.test(m[0]),
  }));

const close = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && a[0] === b[0] && distance(a, b) <= 1);

interface Hit {
  rec: NamedRecord;
  start: number;
  end: number;
  score: number;
  fuzzy: boolean;
}

/** Aligns a record's words with the message's from token i: its core words in order, then its legal-form words. */
function align(rec: NamedRecord, toks: Tok[], i: number, common: (w: string) => boolean): Hit | undefined {
  let j = i;
  let score = 0;
  let fuzzy = false;
  for (const c of rec.core) {
    // "Smith, Jones and Lee": small joining words between the name's words
    while (j > i && toks[j] && (toks[j]!.word === 'and' || toks[j]!.word === 'the') && !rec.core.includes(toks[j]!.word)) j++;
    // "Acme LLC - Pilot Project": a legal form inside the record's name, written where the name has it
    while (j > i && toks[j] && LEGAL.has(toks[j]!.word) && rec.tokens.includes(toks[j]!.word) && !rec.core.includes(toks[j]!.word)) {
      score += 1;
      j++;
    }
    const t = toks[j];
    if (!t || !close(t.word, c)) return undefined;
    if (t.word !== c) fuzzy = true;
    score += t.word === c ? 2 : 1;
    j++;
  }
  // legal-form words written after the name must be the record's ("Co" is not "Corp")
  const legal = rec.tokens.slice(rec.tokens.indexOf(rec.core[rec.core.length - 1]!) + 1);
  for (const l of legal) {
    const t = toks[j];
    if (!t || !LEGAL.has(t.word)) break;
    if (t.word !== l) return undefined;
    score += 1;
    j++;
  }
  if (toks[j] && LEGAL.has(toks[j]!.word) && toks[j]!.word !== 'and' && toks[j]!.word !== 'the') score -= 1;
  const matched = toks.slice(i, j);
  // one common word alone is a word, not a name, unless written as a name (capital, or a legal form after it)
  if (rec.core.length === 1 && common(rec.core[0]!) && !(matched[0]!.capital || j - i > 1)) return undefined;
  if (rec.core.every((c) => isStopWord(c))) return undefined;
  return { rec, start: matched[0]!.start, end: matched[matched.length - 1]!.end, score, fuzzy };
}

/** The name of the record an id field holds (`account_id` 2 -> McGlynn LLC), among records of that kind in `app`. */
export function nameOfId(index: NameIndex, app: string, field: string, id: unknown): string | undefined {
  return referenced(index, app, field)?.get(id)?.label;
}

/** The records an id field refers to (`account_id`: the app's accounts), by id. */
function referenced(index: NameIndex, app: string, field: string): Map<unknown, NamedRecord> | undefined {
  const kind = field.replace(RUN_RULES.idEnding.pattern, '').toLowerCase();
  if (!kind || kind === field.toLowerCase()) return undefined;
  const ofKind = (r: NamedRecord) => r.entity.some((e) => kind.startsWith(e) || e.startsWith(kind));
  const out = new Map<unknown, NamedRecord>();
  for (const r of index.records) if (r.tool.app === app && ofKind(r) && !out.has(r.id)) out.set(r.id, r);
  return out.size > 0 ? out : undefined;
}

/**
 * The rows with the fields of the records they refer to that they lack ("region" of a deal's
 * account), so a question can filter or group them by those: one map lookup per row.
 */
export function withReferencedFields(
  index: NameIndex,
  app: string,
  rows: Row[],
): { rows: Row[]; added: string[]; via?: { tools: string[]; field: string } } {
  const own = new Set(fieldsOf(rows));
  for (const field of own) {
    if (!SHAPE_RULES.linkedId.pattern.test(field)) continue;
    const records = referenced(index, app, field);
    if (!records) continue;
    const sample = records.values().next().value!.row;
    const added = Object.keys(sample).filter((k) => !own.has(k) && !isOwnField(k));
    if (added.length === 0) continue;
    const out = rows.map((r) => {
      const ref = records.get(r[field]);
      if (!ref) return r;
      const extra: Row = {};
      for (const k of added) extra[k] = ref.row[k];
      return { ...r, ...extra };
    });
    return { rows: out, added, via: { tools: [...new Set([...records.values()].map((r) => r.tool.name))], field } };
  }
  return { rows, added: [] };
}

/** Records the message names, as mentions (longest, exact matches first; one record per span). */
export function findNames(message: string, index: NameIndex, common: (w: string) => boolean): Mention[] {
  const toks = tokenize(message);
  const hits: Hit[] = [];
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i]!.word;
    const candidates = new Set(index.byToken.get(w) ?? []);
    // a misspelt first word: records whose first word is within one edit
    if (w.length >= 4 && candidates.size === 0 && !common(w)) {
      for (const [k, recs] of index.byToken) if (close(w, k)) for (const r of recs) candidates.add(r);
    }
    for (const rec of candidates) {
      const h = align(rec, toks, i, common);
      if (h) hits.push(h);
    }
  }
  hits.sort((a, b) => b.score - a.score || a.start - b.start);
  const out: Mention[] = [];
  const taken: [number, number][] = [];
  for (const h of hits) {
    if (taken.some(([s, e]) => h.start < e && h.end > s)) continue;
    const equal = hits.filter((o) => o !== h && o.start === h.start && o.end === h.end && o.score === h.score);
    const rivals = equal.map((o) => o.rec.label);
    const twins = equal
      .filter((o) => o.rec.tool === h.rec.tool && o.rec.label === h.rec.label && o.rec.id !== h.rec.id)
      .map((o) => o.rec.id);
    taken.push([h.start, h.end]);
    out.push({
      kind: 'entity',
      text: message.slice(h.start, h.end),
      id: h.rec.id,
      label: h.rec.label,
      entity: h.rec.entity,
      app: h.rec.tool.app,
      tool: h.rec.tool.name,
      row: h.rec.row,
      fuzzy: h.fuzzy,
      rivals,
      twins,
      start: h.start,
      end: h.end,
      before: [],
      after: [],
    });
  }
  return out;
}
