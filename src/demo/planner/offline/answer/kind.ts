import type { Outcome } from '../run/execute.js';
import type { Shaped } from '../run/shape.js';
import { subjectOf, toolEntityTerms } from '../choose/params.js';
import { canonical, RECORD_KINDS, terms } from '../core/tokenize.js';
import { ANSWER_RULES } from '../rules/answer-words.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** The kind of record a question opens by asking for ("how many accounts …", "which of my clients …"). */
const KIND_ASKED = ANSWER_RULES.kindAsked.pattern;

/**
 * "which accounts have …" answered with contacts: the rows are another kind of record than the
 * one the question asks for, and no field of the answer names the kind asked (the accounts the
 * contacts belong to). Such an answer reads as an answer to the question and is not: it is said,
 * and not sure of itself. Undefined when the kinds agree, or the question opens with no kind.
 */
export function otherKindLine(message: string, o: Outcome, sh: Shaped | undefined): string | undefined {
  if (o.kind !== 'list') return undefined;
  const said = KIND_ASKED.exec(message)?.[1];
  const asked = said ? canonical(said) : undefined;
  if (!asked || !RECORD_KINDS.has(asked)) return undefined;
  const kinds = toolEntityTerms(o.tool);
  if (kinds.includes(asked)) return undefined;
  // ("how many Account Executives …": the word is part of a value the answer filtered on, not the kind asked)
  const values = [...o.filters.map((f) => f.text), ...Object.values(o.args).map(String)].map((t) => terms(t));
  if (values.some((v) => v.includes(asked))) return undefined;
  // (the kind asked is what the answer's groups, values or field name: "account id" of the contacts)
  const shown = [sh?.groups?.field, sh?.distinct?.field, sh?.project?.field, sh?.order?.field].filter((f): f is string => f !== undefined);
  if (shown.some((f) => terms(f.replace(SHAPE_RULES.underscores.pattern, ' ')).includes(asked))) return undefined;
  return `I answered with ${subjectOf(o.tool).text}, though the question asks about ${said!}; say so if that is wrong.`;
}
