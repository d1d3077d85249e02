import { ROW_PICKS, ROW_POINTERS } from '../lexicon/row-pointers.js';
import { spacedAlternation as alt } from '../core/known.js';
import { mainMeasure, numberOf } from '../core/fields.js';
import { fieldsOf, labelOf, type Row } from '../core/rows.js';
import { canonical, terms } from '../core/tokenize.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { FOLLOWUP_RULES } from '../rules/choose-followup.js';

const POINTER = new RegExp(
  `\\b(?:${alt(ROW_POINTERS.leads)})\\s+(${alt([...ROW_POINTERS.more, ...ROW_POINTERS.less])})\\s+(?:${alt(ROW_POINTERS.ends)})\\b`,
  'i',
);

/**
 * "people at the larger one" after an answer of two firms: the follow-up with the
 * name of the one with the higher figure of the rows' main measure in place of the words that
 * point at it (lexicon/row-pointers.ts). Undefined unless the previous answer showed two named rows
 * with that figure, and they differ.
 */
export function rowPointed(message: string, rows: Row[] | undefined): string | undefined {
  const hit = POINTER.exec(message);
  if (!hit || rows?.length !== 2) return undefined;
  const measure = mainMeasure(rows);
  if (!measure) return undefined;
  const [a, b] = rows.map((r) => numberOf(r[measure]));
  if (a === undefined || b === undefined || a === b) return undefined;
  const more = ROW_POINTERS.more.includes(hit[1]!.toLowerCase());
  const row = a > b === more ? rows[0]! : rows[1]!;
  const name = labelOf(row);
  return name ? message.slice(0, hit.index) + name + message.slice(hit.index + hit[0].length) : undefined;
}

const PICKS = [...Object.keys(ROW_PICKS.places), ...ROW_PICKS.most, ...ROW_PICKS.least];
const PICK = new RegExp(`\\b(?:${alt(ROW_PICKS.leads)})\\s+(${alt(PICKS)})\\s+(?:${alt(ROW_PICKS.ends)})\\b`, 'i');

/**
 * "which firm owns the top one?" after an answer of several records: the record pointed at (by its
 * place in the answer, or the highest or lowest of the rows' main measure), and the message with
 * "it" in place of the pointer (lexicon/row-pointers.ts ROW_PICKS). Undefined unless it points at
 * one of at least two rows.
 */
export function pickedRow(message: string, rows: Row[]): { row: Row; rest: string } | undefined {
  const hit = PICK.exec(message);
  if (!hit || rows.length < 2) return undefined;
  const said = hit[1]!.toLowerCase();
  const place = ROW_PICKS.places[said];
  const measure = place === undefined ? mainMeasure(rows) : undefined;
  const figures = measure ? rows.map((r) => numberOf(r[measure])) : [];
  const ranked = figures.every((f) => f !== undefined) ? figures : [];
  const end = ranked.length > 0 ? (ROW_PICKS.most.includes(said) ? Math.max(...ranked) : Math.min(...ranked)) : undefined;
  const row = place !== undefined ? rows.at(place === -1 ? -1 : place - 1) : end !== undefined ? rows[ranked.indexOf(end)] : undefined;
  if (!row) return undefined;
  return { row, rest: `${message.slice(0, hit.index)}it${message.slice(hit.index + hit[0].length)}` };
}

/**
 * "what industries are their accounts in?" after deals: a word of a field the previous rows do not
 * hold (`fieldParts`, every word of every field name), so the follow-up asks more of the records they
 * point at than which ones they are.
 */
export function fieldOfOther(message: string, vocab: { fieldParts: Set<string>; entities: Set<string> }, rows: Row[] = []): boolean {
  if (rows.length === 0) return false;
  const held = new Set(fieldsOf(rows).flatMap((f) => terms(f.replace(SHAPE_RULES.underscores.pattern, ' '))));
  const parts = canonicalParts(vocab.fieldParts);
  return terms(message).some((t) => parts.has(t) && !vocab.entities.has(t) && !held.has(t));
}

/** The words of the tools' field names, canonical, once per vocabulary. */
const partsOf = new WeakMap<Set<string>, Set<string>>();
function canonicalParts(parts: Set<string>): Set<string> {
  const known = partsOf.get(parts);
  if (known) return known;
  const made = new Set([...parts].map(canonical));
  partsOf.set(parts, made);
  return made;
}

/**
 * "who works at #2" after an answer of several records: the place said as a number read as
 * the place word ("the second one"), which the follow-up readers know; undefined unless the answer
 * showed at least that many rows and the lexicon has a word for the place (lexicon/row-pointers.ts).
 */
export function numberedPlace(message: string, rows: Row[]): string | undefined {
  const hit = FOLLOWUP_RULES.numberedPlace.pattern.exec(message);
  const n = hit ? Number(hit[1]) : 0;
  const word = ROW_PICKS.numbered.as[n - 1];
  if (!hit || !word || rows.length < Math.max(2, n)) return undefined;
  const at = hit.index + (hit[0].length - hit[0].trimStart().length);
  return `${message.slice(0, at)}the ${word} one${message.slice(hit.index + hit[0].length)}`;
}
