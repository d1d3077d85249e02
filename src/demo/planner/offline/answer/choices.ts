import type { PlanResult } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import { toolEntityTerms } from '../choose/params.js';
import { allowedValues, quotedExamples, schemaFieldNames } from '../core/schema.js';
import { listWords } from '../core/format.js';
import { canonical, terms } from '../core/tokenize.js';
import { ANSWER_RULES } from '../rules/answer-words.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * "what campaigns are there", "which campaigns can I pick": the values a parameter takes, when
 * no tool lists such things as records and no rows hold them as a field. They are read from
 * the parameter itself (its allowed values, or the values its description quotes, with what
 * the description says of each), so the answer needs no call.
 */
const ASKED = ANSWER_RULES.choicesAsked.pattern;

/** Each quoted value of a description with the words in brackets after it ("'Tech Transformation' (revenue above $5M)"). */
function described(text: string): { value: string; note?: string }[] {
  return [...text.matchAll(ANSWER_RULES.quotedWithNote.pattern)].map((m) => ({
    value: m[1]!.trim(),
    ...(m[2] ? { note: m[2].trim() } : {}),
  }));
}

export function parameterChoices(message: string, tools: AgentTool[]): PlanResult | undefined {
  const m = ASKED.exec(message);
  if (!m) return undefined;
  const word = canonical(m[1]!.toLowerCase());
  // records some tool lists ("accounts"), or a field some rows hold ("sources"): not a parameter's values
  if (tools.some((t) => toolEntityTerms(t).includes(word))) return undefined;
  if (
    tools.some((t) =>
      schemaFieldNames(t.response_schemas?.success).some((f) => terms(f.replace(SHAPE_RULES.underscores.pattern, ' ')).includes(word)),
    )
  )
    return undefined;
  for (const tool of tools) {
    for (const p of tool.parameters) {
      if (terms(p.name.replace(SHAPE_RULES.underscores.pattern, ' '))[0] !== word) continue;
      const allowed = allowedValues(p).map((value) => ({ value }) as { value: string; note?: string });
      const values = allowed.length > 0 ? allowed : described(p.description).filter((v) => quotedExamples(p.description).includes(v.value));
      if (values.length === 0) continue;
      const shown = values.map((v) => (v.note ? `${v.value} (${v.note})` : v.value));
      return {
        response:
          `There are ${values.length} ${m[1]!.toLowerCase()}${values.length === 1 ? '' : 's'}: ${listWords(shown)}. ` +
          `(From the ${p.name} parameter of ${tool.name}; no tool lists them as records.)`,
        result: values.map((v) => ({ [p.name]: v.value, ...(v.note ? { description: v.note } : {}) })),
        confidence: 0.8,
      };
    }
  }
  return undefined;
}
