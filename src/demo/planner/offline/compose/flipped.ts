import type { PlanContext, PlanResult } from '../../types.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { bottomOfRanking, endTurned } from '../understand/flipped-end.js';
import { readAs, type Ask } from './parts.js';

/**
 * "and which turns out worst by that measure?" after "which zeta group converts best?": the
 * question before asked again with its end turned (lexicon/previous.ts FLIPPED_END), read on its own.
 * Undefined unless the question before says the opposite end and the turned question is read surely.
 */
export async function flippedEnd(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const prev = ctx.history.at(-1);
  const m = COMPOSE_BUILT_RULES.flippedEnd.pattern.exec(ctx.message);
  const end = m?.[1]?.toLowerCase();
  if (!prev || !end) return undefined;
  const before = prev.asked ?? prev.message;
  // ("and the lowest 4?" after "the top 4 …": the other end, as many as said)
  const turned = endTurned(end, before, m?.[2]);
  if (!turned) return undefined;
  const r = await answer({ ...ctx, message: turned, history: [] });
  if (r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0) return undefined;
  return readAs(r, turned, `follow-up: the other end, read as "${turned}"`);
}

/**
 * "and the bottom 2?" after "the top 2 …", "which one trails by that measure?": the other end with
 * its count or said of the same measure, tried before the question is read on its own.
 */
export async function countedEnd(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const m = COMPOSE_BUILT_RULES.flippedEnd.pattern.exec(ctx.message);
  return m?.[2] || m?.[3] ? flippedEnd(ctx, answer) : undefined;
}

/** "which one comes last?" after a ranking said with no end (understand/flipped-end.ts): that ranking turned, read surely, or undefined. */
export async function rankingBottom(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const prev = ctx.history.at(-1);
  const turned = prev ? bottomOfRanking(ctx.message, prev.asked ?? prev.message) : undefined;
  if (!turned) return undefined;
  const r = await answer({ ...ctx, message: turned, history: [] });
  if (r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0) return undefined;
  return readAs(r, turned, `follow-up: the bottom of the ranking, read as "${turned}"`);
}
