import { canonical, RECORD_KINDS } from '../core/tokenize.js';
import { HAVING, HAVING_ARTICLES, HAVING_LINKS, HELD_BY, LACKING, NARROWING_LEADS } from '../lexicon/having.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { VALUE_RULES } from '../rules/understand-values.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

const alt = (phrases: string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((p) =>
      p.replace(WORD_SHAPE_RULES.apostrophe.pattern, "['’]?").replace('{kind}', '[a-z]+').replace(SHAPE_RULES.spaceRuns.pattern, '\\s+'),
    )
    .join('|');
/** The kind of record (a plural, or one after "any"), the one narrowing phrase allowed after it, and the links before the having words. */
const KIND = '((?<=\\bany\\s+)[a-z]+|[a-z]+s)';
const SUBJECT = `\\b${KIND}\\s+(?:(?:${alt(NARROWING_LEADS)})\\s+[\\w$.,-]+(?:\\s+[\\w$.,-]+)?\\s+)?(?:(?:${alt(HAVING_LINKS)})\\s+)*`;
const LACKING_RE = new RegExp(`${SUBJECT}(?:${alt(LACKING.phrases)})(?:\\s+(?:a|an|any|single))*\\s+[a-z]`);
const HAVING_RE = new RegExp(`${SUBJECT}(?:${alt(HAVING.phrases)})\\s+(?:${alt(HAVING_ARTICLES)})\\s`);

/**
 * Records asked for by what refers to them: "accounts that have a CTO" (those with a
 * related record the value matches), "accounts without a CFO", "clients that never had a
 * win" (those with none); the phrases are data (lexicon/having.ts). `having` is the kind
 * asked for (canonical noun).
 */
export function relatedAsked(text: string): { having?: string; lacking?: boolean } {
  const lacking = LACKING_RE.exec(text);
  if (lacking) return { having: canonical(lacking[1]!), lacking: true };
  const having = HAVING_RE.exec(text);
  return having && !heldBy(text, having.index, having.index + having[0].length) ? { having: canonical(having[1]!) } : {};
}

/** Whether the kind at `at` follows another kind and a link (lexicon/having.ts HELD_BY), with having words naming no kind. */
function heldBy(text: string, at: number, end: number): boolean {
  const before = text.slice(0, at).toLowerCase().split(SHAPE_RULES.spaces.pattern).filter(Boolean);
  const link = before.findLastIndex((w) => HELD_BY.links.includes(w));
  if (link < 0 || before.length - link > 3) return false;
  const after = text.slice(end).toLowerCase().split(SHAPE_RULES.spaces.pattern).slice(0, 4);
  const kind = (w: string) => RECORD_KINDS.has(canonical(w.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '')));
  return before.slice(0, link).some(kind) && !after.some(kind);
}

/**
 * "deals with no close date", "leads without an email": rows whose field is empty, when the
 * words after "no"/"without" are words of the tools' field names. Returns the message without
 * the phrase (it names no record or tool) and the field's words.
 */
export function emptyFieldAsked(
  message: string,
  fieldParts: Set<string>,
  /** Kinds of record the tools list: "no contacts" counts records, it is no empty field. */
  entities: Set<string> = new Set(),
): { text: string; words: string[] } | undefined {
  const m = VALUE_RULES.lackingField.pattern.exec(message);
  if (!m) return undefined;
  const said = (m[1] ?? m[2]!).toLowerCase().split(SHAPE_RULES.spaces.pattern);
  if (said.length === 1 && entities.has(canonical(said[0]!))) return undefined;
  let n = 0;
  while (n < said.length && (fieldParts.has(said[n]!) || fieldParts.has(said[n]!.replace(WORD_SHAPE_RULES.pluralEs.pattern, '')))) n++;
  if (n === 0) return undefined;
  // "with no account executive contact": the field words begin a related record's description, not an empty field
  if (said.slice(n).some((w) => entities.has(canonical(w)))) return undefined;
  const words = said.slice(0, n);
  const part = m[1] ?? m[2]!;
  const kept = new RegExp(`^(?:\\S+\\s+){${n - 1}}\\S+`).exec(part)![0];
  const start = m.index;
  const end = start + m[0].length - part.length + kept.length;
  return { text: `${message.slice(0, start)} ${message.slice(end)}`.replace(SHAPE_RULES.spaceRuns.pattern, ' ').trim(), words };
}
