import type { PlanContext, PlanResult } from '../../types.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { MEASURES_RULES } from '../rules/measures.js';
import { aggregated, ask, combinedConfidence, figureOf, type Ask } from './parts.js';

/**
 * "median and mean zeta across my quito firms, side by side": two figures of one set of records
 * (rules/compose-built.ts twoFigures): the question asked with the first figure, then with the
 * second, each read whole as one figure, both said in turn. Undefined unless both are.
 */
export async function twoFigures(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const m = COMPOSE_BUILT_RULES.twoFigures.pattern.exec(ctx.message);
  if (!m) return undefined;
  const asked = (figure: string) => `${ctx.message.slice(0, m.index)}${figure}${ctx.message.slice(m.index + m[0].length)}`;
  const a = await ask(ctx, answer, asked(m[1]!), aggregated);
  const b = a && (await ask(ctx, answer, asked(m[2]!), aggregated));
  const [fa, fb] = [a && figureOf(a), b && figureOf(b)];
  if (!a || !b || !fa || !fb) return undefined;
  const plans = [a.result.plans![0]!, b.result.plans![0]!];
  return {
    response: `${fa.line}\n${fb.line}`,
    result: { [m[1]!.toLowerCase()]: fa.value, [m[2]!.toLowerCase()]: fb.value },
    confidence: combinedConfidence(a.result, b.result),
    reading: { plan: plans.map((x) => x.text).join('; and '), rules: ['composed: two figures of one set'], unused: [] },
    plans,
  };
}

/**
 * "which quito firm holds the most zeta, and which has the least?": both ends of one ranking
 * (rules/compose-built.ts twoEnds): the question asked as said, then with its end turned, each read
 * whole and surely, both answers' first lines in turn. Undefined unless both are.
 */
export async function twoEnds(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  // (or a figure, then another of the same records: "the mean zeta of lima, and the median?")
  // (or both ends side by side: "the lowest and highest zeta of lima firms", the first end in place of the two)
  // (never a spread: "the gap between the highest and the lowest …" is one figure)
  const side = MEASURES_RULES.spreadWord.pattern.test(ctx.message.toLowerCase())
    ? null
    : COMPOSE_BUILT_RULES.endsTogether.pattern.exec(ctx.message);
  const m = side
    ? [side[0], `${side[1]}${side[2]}${side[4]}`, side[2], side[3]]
    : (COMPOSE_BUILT_RULES.twoEnds.pattern.exec(ctx.message) ?? COMPOSE_BUILT_RULES.figureThenAnother.pattern.exec(ctx.message));
  if (!m || m[2]!.toLowerCase() === m[3]!.toLowerCase()) return undefined;
  const first = m[1]!;
  const turned = first.replace(new RegExp(`\\b${m[2]}\\b`, 'i'), m[3]!);
  const sure = (r: PlanResult) => r.confidence > 0.5 && r.reading?.unused.length === 0;
  const a = await answer({ ...ctx, message: first });
  const b = sure(a) ? await answer({ ...ctx, message: turned }) : undefined;
  if (!b || !sure(b)) return undefined;
  return {
    ...a,
    response: `${a.response.split('\n')[0]}\n${b.response.split('\n')[0]}`,
    result: { [m[2]!.toLowerCase()]: a.result, [m[3]!.toLowerCase()]: b.result },
    confidence: combinedConfidence(a, b),
    plans: [...(a.plans ?? []), ...(b.plans ?? [])],
    ...(a.reading ? { reading: { ...a.reading, rules: [...a.reading.rules, `both ends: "${first}", then "${turned}"`] } } : {}),
  };
}
