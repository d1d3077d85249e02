import type { AgentTool } from '../../../tools/types.js';
import { schemaFieldNames } from '../core/schema.js';
import { canonical } from '../core/tokenize.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { VALUE_RULES } from '../rules/understand-values.js';

/**
 * "my account contacts": one kind of record named by another, as people write it, read as
 * "contacts at my accounts" (the second kind, at the first). Both words must name kinds of
 * record of the tools; the first is said in the singular, as a noun that describes one does.
 */
export function compounds(text: string, entities: Set<string>, fields: Set<string>): string {
  return text.replace(VALUE_RULES.ownedCompound.pattern, (m, own: string | undefined, first: string, second: string) => {
    const a = canonical(first);
    const b = canonical(second);
    // ("job titles" is one field, job_title, not titles of jobs)
    const field = `${first.toLowerCase()}_${second.toLowerCase().replace(WORD_SHAPE_RULES.pluralS.pattern, '')}`;
    if (a === b || !entities.has(a) || !entities.has(b) || first.toLowerCase().endsWith('s') || fields.has(field)) return m;
    const plural = WORD_SHAPE_RULES.endsInY.pattern.test(first) ? `${first.slice(0, -1)}ies` : `${first}s`;
    return `${second} at ${own ?? ''}${plural}`;
  });
}

let fieldNamesCache: { tools: AgentTool[]; names: Set<string> } | undefined;
/** Every field name the tools' records have (`job_title`). */
export function fieldNamesOf(tools: AgentTool[]): Set<string> {
  if (fieldNamesCache?.tools !== tools)
    fieldNamesCache = { tools, names: new Set(tools.flatMap((t) => schemaFieldNames(t.response_schemas?.success))) };
  return fieldNamesCache.names;
}
