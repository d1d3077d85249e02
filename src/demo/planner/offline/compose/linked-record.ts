import type { PlanContext } from '../../types.js';
import { answerRows, isRecord, labelOf, type Row } from '../core/rows.js';
import { canonical, isStopWord, RECORD_KINDS, terms, words } from '../core/tokenize.js';
import { LINKED_OTHERS, LINKED_RECORD } from '../lexicon/linked.js';
import { subjectOf } from '../choose/params.js';
import { pickedRow } from '../choose/pointed-row.js';

/**
 * "which firm is this one tied to?" after an answer of one deal: the account its row names by
 * `account_id`, asked for by that id in the app the row came from ("account 66 in the crm",
 * lexicon/linked.ts), so that the next follow-up ("and their zeta officer?") is asked of that
 * account; "who else works there?" after one person: the people of that person's firm but them.
 * Undefined unless the previous answer was one row holding the id of such a record.
 */
export function linkedRecord(ctx: PlanContext): string | undefined {
  const prev = ctx.history.at(-1);
  const one = prev && oneRow(prev.result);
  // ("which firm owns the top one?" after several: the row pointed at, asked of as "it")
  const picked = prev && !one ? pickedRow(ctx.message, answerRows(prev.result)?.rows ?? []) : undefined;
  const row = picked?.row ?? one;
  const tool = row && ctx.tools.list().find((t) => t.name === prev!.rowsOf);
  return row && tool ? linkedAsked(picked?.rest ?? ctx.message, row, tool.app, subjectOf(tool).text) : undefined;
}

/**
 * The question a follow-up about the record one row points at is asked as, given that row, its
 * app and the plural its kind is said in ("contacts"); undefined when the follow-up asks no such
 * thing: it must say that kind, a pointer back and only words that ask which one it is, or ask
 * for the others at the row's firm.
 */
export function linkedAsked(message: string, row: Row, app: string, people: string): string | undefined {
  const said = words(message.toLowerCase());
  const held = (k: string) => row[`${k}_id`] !== undefined && row[`${k}_id`] !== null;
  const name = labelOf(row);
  const firm = [...RECORD_KINDS].find(held);
  const others = said.some((w) => LINKED_OTHERS.asks.includes(w)) && said.some((w) => LINKED_OTHERS.people.includes(w));
  if (others && name && firm && said.length <= LINKED_OTHERS.maxWords)
    return fill(LINKED_OTHERS.as, { app, people, kind: terms(firm)[0] ?? firm, id: String(row[`${firm}_id`]), name });
  if (said.length > LINKED_RECORD.maxWords || !said.some((w) => LINKED_RECORD.pointers.includes(w))) return undefined;
  const kinds = [...new Set(said.map(canonical).filter((w) => RECORD_KINDS.has(w)))];
  const rest = said.filter((w) => !isStopWord(w) && !LINKED_RECORD.pointers.includes(w) && !LINKED_RECORD.words.includes(w));
  // (the row's own kind, "that deal", may be said as the pointer's noun)
  const kind = kinds.find(held);
  if (!kind || rest.some((w) => !kinds.includes(canonical(w)))) return undefined;
  return fill(LINKED_RECORD.as, { kind: terms(kind)[0] ?? kind, id: String(row[`${kind}_id`]), app });
}

const fill = (form: string, parts: Record<string, string>) => Object.entries(parts).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, v), form);

/** The one row an answer was built on, if it was built on exactly one. */
function oneRow(result: unknown): Row | undefined {
  const set = answerRows(result);
  if (set) return set.rows.length === 1 ? set.rows[0] : undefined;
  return isRecord(result) && 'id' in result ? (result as Row) : undefined;
}
