import type { PlanContext, PlanResult } from '../../types.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { turnOf } from './corrected.js';
import { bare } from './claimed.js';
import { quotedFigure } from './figure-claimed.js';
import { pointsBack, readAs } from './parts.js';
import { sentencesOf } from './sentences.js';

/** Read whole: sure of itself, no word left unused. */
const sure = (r: PlanResult) => r.confidence > 0.5 && (r.reading?.unused.length ?? 1) === 0;

/**
 * 'Lima wrote in her notes: "the zeta quarries total 5M". So the true zeta count?': words quoted
 * first, then a question (rules/compose-text.ts quotedFirst). What introduces the quote says who
 * said it, never what is asked. Read in turn, the first read whole answering: a figure the quote gives, checked
 * (compose/figure-claimed.ts); the quote as a sentence
 * before the question (a figure someone gave, checked; a record named, then asked of); else, when the
 * question points at nothing, the question alone (or its last sentence); else the question asked
 * after the quote as the turn before it ("and the sum of the quito ones?"), when the quote read
 * alone gives several rows. Undefined when none is read whole.
 */
export async function quotedAnswer(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const g = COMPOSE_TEXT_RULES.quotedFirst.pattern.exec(ctx.message)?.groups;
  if (!g?.quote || !g.question) return undefined;
  const quote = g.quote.trim().replace(SHAPE_RULES.endStop.pattern, '');
  const question = g.question.trim();
  // (a word the quote defines, "a zeta quarry over 90 counts as deep", read as what it means where the question says it)
  const defined = definedIn(quote, question);
  if (defined) {
    const d = await answer({ ...ctx, message: defined.asked });
    if (sure(d))
      return readAs(
        d,
        defined.asked,
        'quoted: a word the quote defines, read as what it means',
        `"${defined.term}" as the quote defines it`,
      );
  }
  // (a figure the quote gives, "zeta quarries gross 20 million", is someone's claim: checked, never a condition)
  const figure = await quotedFigure(ctx, quote, question, answer);
  if (figure) return figure;
  const said = `${quote}. ${question}`;
  const a = await answer({ ...ctx, message: said });
  if (sure(a)) return readAs(a, said, 'quoted: read without the quotation marks');
  // (the question pointing at what the quote said, "how many of them", asked after the quote; else asked alone)
  const points = (text: string) => pointsBack(text) || COMPOSE_TEXT_RULES.personPointer.pattern.test(text);
  // (a question of several sentences, "is she right? which zone has the fewest?", its last one when it points at nothing)
  const last = sentencesOf(question).at(-1)!;
  const alone = !points(question) ? question : last !== question && !points(last) ? last : undefined;
  if (alone) {
    const c = await answer({ ...ctx, message: alone });
    return sure(c) ? readAs(c, alone, 'quoted: the question after the quotation, asked alone') : undefined;
  }
  // (the quote whole, else its first clause: "zeta leads, ring them by friday" names the leads first)
  const first = quote.split(COMPOSE_TEXT_RULES.quoteClause.pattern)[0]!;
  for (const said of first !== quote ? [quote, first] : [quote]) {
    const q = await answer({ ...ctx, message: said });
    // (only a quote read as several rows is a turn to ask after: a change it asks for is never made, nor kept, and one
    // row is no list to ask of)
    const rows = Array.isArray(q.result) ? q.result.length : 0;
    if (q.confidence <= 0.5 || !q.handle || Math.max(rows, q.total ?? 0) < 2) continue;
    const b = await answer({ ...ctx, message: question, history: [...ctx.history, turnOf(said, q)] });
    if (sure(b))
      return {
        ...b,
        response: `${b.response}\n\nRead as: "${question}", asked of "${said}".`,
        plans: [...(q.plans ?? []), ...(b.plans ?? [])],
        ...(b.reading ? { reading: { ...b.reading, rules: [...b.reading.rules, 'quoted: the question asked after the quote'] } } : {}),
      };
  }
  return undefined;
}

/** A word the quote defines and the question says: what it means, then the question without it; undefined when none. */
function definedIn(quote: string, question: string): { term: string; asked: string } | undefined {
  const g = (COMPOSE_TEXT_RULES.definedAs.pattern.exec(quote) ?? COMPOSE_TEXT_RULES.meansDef.pattern.exec(quote))?.groups;
  if (!g?.term || !g.def) return undefined;
  const term = g.term.toLowerCase().split(' ');
  const ws = question.split(SHAPE_RULES.spaces.pattern);
  const isTerm = (w: string) => term.includes(bare(w).toLowerCase());
  if (!term.every((t) => ws.some((w) => bare(w).toLowerCase() === t))) return undefined;
  // (the word dropped, what follows it kept: "deep?" leaves "?")
  const rest = ws.map((w) => (isTerm(w) ? w.slice(w.indexOf(bare(w)) + bare(w).length) : w)).filter(Boolean);
  return { term: g.term, asked: `${g.def.trim()}. ${rest.join(' ')}` };
}
