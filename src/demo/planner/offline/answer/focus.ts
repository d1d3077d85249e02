import type { Outcome } from '../run/execute.js';
import { fieldTerms } from '../core/fields.js';
import { fieldsOf, labelOf } from '../core/rows.js';
import type { Shaped } from '../run/shape.js';
import { ANSWER_RULES } from '../rules/answer-words.js';

/**
 * The fields a question is about, most important first: the one it ranks, aggregates,
 * groups or projects by, then those it filters on (arguments and row filters), then any
 * other field whose name it uses. Rows show these fields first.
 */
export function focusFields(o: Outcome, sh: Shaped | undefined, query: string[]): string[] {
  const fields = fieldsOf(o.rows);
  const sample = o.rows[0] ?? {};
  const label = labelOf(sample);
  const named = fields.filter((f) => f !== 'id' && sample[f] !== label && fieldTerms(f).some((t) => query.includes(t)));
  // "where is …", "where are they based": the fields that place a record
  if (query.includes('where')) {
    const place = fields.filter((f) => ANSWER_RULES.placeField.pattern.test(f));
    // a person is where they work: the record they belong to
    named.push(...(place.length > 0 ? place : fields.filter((f) => ANSWER_RULES.employerId.pattern.test(f))));
  }
  // "when does it close": the dates of a record, the one the question names first
  if (query.includes('when')) named.push(...fields.filter((f) => ANSWER_RULES.dateFieldAnyCase.pattern.test(f)));
  // "what is it about": the field that describes a record
  if (query.includes('about')) named.push(...fields.filter((f) => ANSWER_RULES.aboutField.pattern.test(f)));
  const used = [sh?.order?.field, sh?.aggregate?.field, sh?.groups?.field, sh?.groups?.measure, sh?.distinct?.field, sh?.project?.field];
  const wanted = [...used, ...named, ...o.filters.map((f) => f.field), ...Object.keys(o.args)];
  return [...new Set(wanted.filter((f): f is string => f !== undefined && fields.includes(f)))];
}
