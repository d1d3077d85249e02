import type { Plan } from './plan.js';
import type { Intent } from '../understand/intent.js';
import type { Mention } from '../understand/extract.js';
import { allowedValues, schemaFieldNames } from '../core/schema.js';
import { isPhaseValue } from '../understand/phase.js';
import { terms } from '../core/tokenize.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * Whether a question that names none of a tool's words still says the tool's records: a field of
 * the rows it groups or lists, the phase its records are filtered by, or a date field it names.
 */
export function saysRecords(plan: Plan, intent: Intent, mentions: Mention[], message: string): boolean {
  // "list the departments": a field of the rows the question groups or lists is evidence enough
  const fields = schemaFieldNames(plan.primary.tool.response_schemas?.success).map((f) =>
    terms(f.replace(SHAPE_RULES.underscores.pattern, ' ')),
  );
  // (a value said beside the field, "european country", is the rows', not the field's)
  const valued = new Set(mentions.flatMap((m) => (m.kind === 'text' ? terms(m.text) : [])));
  const fieldAsked = [intent.distinct, intent.by, intent.winner].some(
    (h) => h && fields.some((f) => h.some((w) => f.includes(w)) && h.every((w) => f.includes(w) || valued.has(w))),
  );
  // "did we win more in 2025": the phase asked is a value the tool's records are filtered by
  const phased =
    intent.phase !== undefined && plan.primary.tool.parameters.some((p) => allowedValues(p).some((v) => isPhaseValue(intent.phase!, v)));
  // "everything closing next month": a date said of a date field the message names ("closing": close_date) names the records
  const said = terms(message);
  const dated =
    mentions.some((m) => m.kind === 'month' || m.kind === 'year') &&
    fields.some((f) => f.includes('date') && f.some((w) => w !== 'date' && said.includes(w)));
  return fieldAsked || phased || dated;
}
