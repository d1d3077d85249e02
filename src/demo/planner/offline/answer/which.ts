import { formatNumber, listWords } from '../core/format.js';
import { subjectOf } from '../choose/params.js';
import type { Outcome } from '../run/outcome.js';
import type { NameOf } from './record.js';
import type { Worded } from './worded.js';
import { conditions } from './conditions.js';
import { filtersCond } from '../run/filters.js';
import { ANSWER_RULES } from '../rules/answer-words.js';

/**
 * "which of those have …" after a list: the records of the previous answer that have a
 * related record, named (not the related records found). Undefined when the rows were not
 * read through the previous records' ids.
 */
export function whichOfThem(o: Outcome, nameOf?: NameOf): Worded | undefined {
  const keys = o.source?.keys;
  if (o.kind !== 'list' || !o.source || !keys) return undefined;
  const field = keys.field;
  const ids = [...new Set(o.rows.map((r) => r[field]).filter((v) => v !== null && v !== undefined))];
  // (the id each call was made with is the record asked about, not a condition)
  const args = Object.fromEntries(Object.entries(o.args).filter(([k]) => k !== field));
  const related = `${subjectOf(o.tool).text}${conditions({ args, filters: o.filters })}`;
  // (the previous answer's records themselves, by their ids: the plan keeps those with a related record)
  const rows = ids.map((id) => ({ id, name: nameOf?.(field, id) ?? String(id) }));
  const names = rows.map((r) => `${r.name}${r.name === String(r.id) ? '' : ` (${String(r.id)})`}`);
  const whole = `${formatNumber(o.source.count)} ${o.source.label.replace(ANSWER_RULES.theCount.pattern, '')}`;
  return {
    response:
      ids.length === 0
        ? `None of the ${whole} have ${related}.`
        : `${formatNumber(ids.length)} of the ${whole} have ${related}: ${listWords(names)}.`,
    result: rows,
    ...(o.from
      ? {
          plan: {
            ofPrevious: true,
            filters: [],
            steps: [
              { exists: { in: o.from, on: { left: 'id', right: field }, ...(o.filters.length ? { where: filtersCond(o.filters) } : {}) } },
            ],
          },
        }
      : {}),
  };
}
