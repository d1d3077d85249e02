import type { PlanContext, PlanResult, Turn } from '../../types.js';
import { fieldWords } from '../core/format.js';
import { LEADER_POINTERS } from '../lexicon/refer.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { words } from '../core/tokenize.js';
import { opensWith, sentencesOf } from './sentences.js';

/**
 * "Where do the zeta firms cluster? And how many quarries sit in that same region?":
 * two questions in one message, the second pointing at what the first answers (lexicon/refer.ts
 * LEADER_POINTERS: "that same state", "that region"). The first is asked, then the second as its
 * follow-up, with the first's answer as the turn before; the answer leads with the second's,
 * the first's after it. Undefined unless the message is so, or when the first is not sure of itself.
 */
export async function inTurn(
  ctx: PlanContext,
  answer: (c: PlanContext) => Promise<PlanResult>,
  followUp: (c: PlanContext) => Promise<PlanResult>,
): Promise<PlanResult | undefined> {
  // (each place two questions may meet, in order: "Two-parter: which state … - and what …" meets at the dash)
  for (const m of ctx.message.matchAll(COMPOSE_TEXT_RULES.secondAsked.pattern)) {
    const at = m.index;
    const mark = m[0].trimStart()[0];
    // ("find the zeta of quito steel: …": an instruction before a colon or a stop, asked as a question)
    const first = `${ctx.message.slice(0, at).trim()}${mark === '?' ? '?' : ''}`;
    if (words(first).length < 3) continue;
    const r = await askedInTurn(ctx, first, ctx.message.slice(at + m[0].length).trim(), answer, followUp);
    if (r) return r;
  }
  return undefined;
}

/**
 * "Rank the zones by zeta. Which one comes last?": a last sentence opened by a pointer back
 * (lexicon/refer.ts LEADER_POINTERS.backOpens) asks of the answer to what comes before it: asked in
 * turn, as above. Undefined unless the message is so and both are read surely.
 */
export async function backInTurn(
  ctx: PlanContext,
  answer: (c: PlanContext) => Promise<PlanResult>,
  followUp: (c: PlanContext) => Promise<PlanResult>,
): Promise<PlanResult | undefined> {
  const sentences = sentencesOf(ctx.message);
  const last = sentences.at(-1)!;
  if (sentences.length < 2 || !opensWith(last, LEADER_POINTERS.backOpens)) return undefined;
  return askedInTurn(ctx, sentences.slice(0, -1).join(' '), last, answer, followUp, true);
}

async function askedInTurn(
  ctx: PlanContext,
  first: string,
  second: string,
  answer: (c: PlanContext) => Promise<PlanResult>,
  followUp: (c: PlanContext) => Promise<PlanResult>,
  pointsBack = false,
): Promise<PlanResult | undefined> {
  const said = ` ${words(second.toLowerCase()).join(' ')} `;
  // (a place of the first answer, or any value of it said as "the same …")
  const same = LEADER_POINTERS.forms.filter((form) => form.includes('same')).map((form) => form.replace('{f}', ''));
  const points =
    LEADER_POINTERS.placeFields.some((f) =>
      LEADER_POINTERS.forms.some((form) => said.includes(` ${form.replace('{f}', fieldWords(f))} `)),
    ) || same.some((s) => said.includes(` ${s}`));
  if (!points && !pointsBack) return undefined;
  const a = await answer({ ...ctx, message: first });
  if (a.confidence <= 0.5) return undefined;
  const turn: Turn = { message: first, response: a.response, result: a.result, calls: [], at: new Date().toISOString() };
  const b = await followUp({ ...ctx, message: second, history: [...ctx.history, turn] });
  if (b.confidence <= 0.5) return undefined;
  const rules = [...(b.reading?.rules ?? []), `two questions in turn: "${first}", then "${second}"`];
  return {
    ...b,
    response: `${b.response}\n(${a.response.split('\n')[0]})`,
    confidence: Math.min(a.confidence, b.confidence),
    plans: [...(a.plans ?? []), ...(b.plans ?? [])],
    ...(b.reading ? { reading: { ...b.reading, rules } } : {}),
  };
}
