import type { PlanContext, PlanResult } from '../../types.js';
import { fieldDescriptions } from '../core/schema.js';
import { fieldTerms } from '../core/fields.js';
import { fieldWords } from '../core/format.js';
import { terms } from '../core/tokenize.js';
import { subjectOf, toolEntityTerms } from '../choose/params.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';

/**
 * "what does the zeta number on a quarry mean?" (rules/compose-text.ts meaningAsked): what the
 * field holds, in the words its tool's own schema gives it, when the words name exactly one
 * field (of the kind of record said, when one is); no tool is called. Undefined otherwise.
 */
export function fieldMeaning(ctx: PlanContext): PlanResult | undefined {
  const said = ctx.message.trim();
  const g = (COMPOSE_TEXT_RULES.meaningAsked.pattern.exec(said) ?? COMPOSE_TEXT_RULES.meantBy.pattern.exec(said))?.groups;
  if (!g?.field) return undefined;
  const want = terms(g.field);
  const kind = g.kind ? terms(g.kind) : [];
  if (want.length === 0) return undefined;
  const reads = ctx.tools.list().filter((t) => t.kind === 'api' && (t.method ?? 'GET').toUpperCase() === 'GET');
  const found = reads.flatMap((tool) =>
    fieldDescriptions(tool.response_schemas?.success)
      .filter((f) => {
        const own = fieldTerms(f.name);
        return want.every((w) => own.includes(w)) && own.every((w) => want.includes(w));
      })
      .map((f) => ({ ...f, tool })),
  );
  const ofKind = found.filter((f) => kind.length === 0 || toolEntityTerms(f.tool).some((t) => kind.includes(t)));
  // (the tool that names the kind said best first, then the plainest: "my accounts" is the list of my accounts)
  const named = (t: (typeof found)[number]['tool']) => terms(fieldWords(t.name)).filter((w) => kind.includes(w)).length;
  ofKind.sort((a, b) => named(b.tool) - named(a.tool) || a.tool.name.length - b.tool.name.length);
  const distinct = new Map(ofKind.map((f) => [`${f.name}\n${f.description}`, f]));
  if (distinct.size !== 1) return undefined;
  const f = ofKind[0]!;
  const field = fieldWords(f.name);
  const of = subjectOf(f.tool).text;
  return {
    response: `The ${field} of ${of}: ${f.description}.\n\n(As the ${f.tool.name} tool describes it; nothing was run.)`,
    result: { field: f.name, description: f.description, tool: f.tool.name },
    confidence: 0.9,
    asked: `the ${field} of ${of}`,
    reading: { plan: `the description of the field ${f.name} of ${f.tool.name}`, rules: ['field meaning: what a field holds'], unused: [] },
  };
}

/**
 * "and its average for the lima ones?" after what a field means: the question with its pointer ("it", "that") read as
 * that field's name; undefined unless the answer before was a field's meaning and the question points at it.
 */
export function meaningPointed(ctx: PlanContext): string | undefined {
  const before = ctx.history.at(-1)?.result as { field?: unknown; description?: unknown } | undefined;
  if (typeof before?.field !== 'string' || typeof before.description !== 'string') return undefined;
  const field = fieldWords(before.field);
  const out = ctx.message.replace(COMPOSE_TEXT_RULES.fieldPointer.pattern, (_m, of: string) => `${of} ${field}`);
  return out !== ctx.message ? out : undefined;
}
