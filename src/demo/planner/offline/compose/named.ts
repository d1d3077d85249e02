import type { PlanContext, PlanResult } from '../../types.js';
import { CONTAINS } from '../lexicon/contains.js';
import { allowedValues } from '../core/schema.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';

/**
 * Words the single reading left unused that are one run of the question ("avg deal on
 * enterprise agreement opps") may be a part of the records' names (deals named "<account> -
 * Enterprise Agreement"): the question is asked again with the run as a word of the name
 * (lexicon/contains.ts `asked`). Kept only when that reading is whole and its rows exist; the
 * answer says how it was read and is less sure than a plain reading.
 */
const SURE_AT_MOST = 0.7;

/** The unused words, when they are one run of the message of at most `runWords` words. */
function runOf(message: string, unused: string[]): { start: number; end: number } | undefined {
  if (unused.length === 0 || unused.length > CONTAINS.runWords) return undefined;
  const words = [...message.matchAll(COMPOSE_NAME_RULES.wordsAnyCase.pattern)];
  const lower = unused.map((u) => u.toLowerCase());
  const at = words.findIndex((w, i) => lower.every((u, j) => words[i + j]?.[0].toLowerCase() === u));
  if (at < 0) return undefined;
  const last = words[at + lower.length - 1]!;
  return { start: words[at]!.index!, end: last.index! + last[0].length };
}

export async function namedAnswer(
  ctx: PlanContext,
  single: PlanResult,
  answer: (c: PlanContext) => Promise<PlanResult>,
): Promise<PlanResult | undefined> {
  const unused = single.reading?.unused ?? [];
  // only plain words: a cue the plan did not honour ("excluding", "per") is no part of a name
  if (unused.length === 0 || unused.some((u) => u.means !== undefined || u.text.includes(' '))) return undefined;
  // a word of a value the tools take ("lost" of closed-lost) says which records, not what they are named
  const valueWords = new Set(
    ctx.tools
      .list()
      .flatMap((t) =>
        t.parameters.flatMap((p) => allowedValues(p).flatMap((v) => v.toLowerCase().split(SHAPE_RULES.notAlphanumeric.pattern))),
      ),
  );
  const words = unused.map((u) => u.text.toLowerCase());
  // (a word of two letters, "em" of "list em", is no word of a name)
  if (words.some((w) => valueWords.has(w) || w.length < 3)) return undefined;
  const run = runOf(ctx.message, words);
  if (!run) return undefined;
  const phrase = ctx.message.slice(run.start, run.end).toLowerCase();
  const rest = `${ctx.message.slice(0, run.start)} ${ctx.message.slice(run.end)}`.replace(SHAPE_RULES.spaceRuns.pattern, ' ').trim();
  const message = `${rest.replace(SHAPE_RULES.endStop.pattern, '')} ${CONTAINS.asked.replace('{p}', phrase)}`;
  const r = await answer({ ...ctx, message });
  if (r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0 || !r.reading?.plan.includes(`contains "${phrase}"`)) return undefined;
  // no record has the words in its name: they were not a part of names after all
  if ((r.total ?? (Array.isArray(r.result) ? r.result.length : 1)) === 0) return undefined;
  // (nor when a share's part holds none of them: "0 of 2,000")
  if ((r.result as { count?: unknown } | null)?.count === 0) return undefined;
  return {
    ...r,
    response: `Read as: "${message}" ("${phrase}" as part of the names).\n${r.response}`,
    confidence: Math.min(r.confidence, SURE_AT_MOST),
    reading: { ...r.reading, rules: [...r.reading.rules, `name: "${phrase}" read as part of the names`] },
  };
}
