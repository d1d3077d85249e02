import type { PlanContext, PlanResult } from '../../types.js';
import { CLAIMED, CLAIMED_FIGURE } from '../lexicon/claimed.js';
import { NUMBER_SAID } from '../lexicon/amounts.js';
import { isStopWord, words } from '../core/tokenize.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { PIPELINE_RULES } from '../rules/pipeline.js';
import { bare, claimSubject, isAsk, opener } from './claimed.js';
import { readAs } from './parts.js';
import { sentencesOf } from './sentences.js';

const F = CLAIMED_FIGURE;

interface FigureClaim {
  /** The claim with its figure turned into the question ("the zeta quarries gross how much?"); undefined when it says no figure. */
  echo?: string;
  /** The figure as said ("20 million"). */
  figure?: string;
  /** The question said after the claim, a pointer to its subject read as it; undefined when none, or it asks only for the figure. */
  own?: string;
}

/**
 * "Finance says the zeta quarries gross 20 million. So what's the true figure?" (lexicon/claimed.ts
 * CLAIMED_FIGURE): the question said after the claim when it asks something of its own, else the
 * claim with its figure asked; the figure said is named after the answer. "So what is the true
 * number?" after such a claim alone is that claim's figure asked. Undefined unless one of those is
 * read whole and surely.
 */
export async function figureClaimed(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const before = ctx.history.at(-1);
  const said = figureClaimOf(ctx.message) ?? (before && onlyFigureAsked(ctx.message) ? figureClaimOf(before.message) : undefined);
  return said && (await askedOf(ctx, said, answer));
}

/** The claim's own question, else its figure asked, the first read whole and surely. */
async function askedOf(
  ctx: PlanContext,
  said: FigureClaim,
  answer: (c: PlanContext) => Promise<PlanResult>,
): Promise<PlanResult | undefined> {
  const asked = [said.own, said.echo].filter((q): q is string => q !== undefined);
  for (const message of asked) {
    const r = await answer({ ...ctx, message, history: message === said.own ? ctx.history : [] });
    if (r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0) continue;
    const why = said.figure && message === said.echo ? `the figure you were given: ${said.figure}` : undefined;
    return readAs(r, message, `a claim's figure checked: read as "${message}"`, why);
  }
  return undefined;
}

/** The claim a message reports and what is asked of it; undefined when none, or one with neither a figure nor a question after. */
export function figureClaimOf(message: string): FigureClaim | undefined {
  const sentences = sentencesOf(message);
  for (const [i, s] of sentences.entries()) {
    const claim = claimSaid(s);
    if (claim !== undefined) return claimWith(claim, sentences.slice(i + 1));
  }
  return undefined;
}

/**
 * 'the memo: "zeta quarries gross 20 million". the true figure?': words quoted as someone's (compose/quoted.ts) are a
 * claim reported whatever introduced them; what is asked of it, as figureClaimed asks it. Undefined as figureClaimOf.
 */
export async function quotedFigure(
  ctx: PlanContext,
  quote: string,
  question: string,
  answer: (c: PlanContext) => Promise<PlanResult>,
): Promise<PlanResult | undefined> {
  // (a quote that gives no figure is no claim of one: "lima runs the zeta account, call her")
  const said = claimWith(quote, sentencesOf(question));
  return said?.echo ? await askedOf(ctx, said, answer) : undefined;
}

/** What a claim asks, given the sentences said after it. */
function claimWith(claim: string, sentences: string[]): FigureClaim | undefined {
  const after = sentences.filter((x) => !isAsk(x));
  const question = after.join(' ').trim();
  const [said, ask] = splitAsk(claim);
  // (a bound claimed with no question after, "… over 7 million. Is that so?", is a yes or a no: compose/claimed.ts)
  const echoed = echoOf(said);
  const echo = echoed && !(echoed.bounded && question === '') ? echoed : undefined;
  const asksOwn = question !== '' && !onlyFigureAsked(question) && isQuestion(question);
  const own = asksOwn ? pointed(question, claimSubject(said)) : undefined;
  if (!echo && !own) return undefined;
  if (!echo && !ask && after.length === 0) return undefined;
  return {
    ...(echo ? { echo: echo.asked, figure: echo.figure } : {}),
    ...(own ? { own } : {}),
  };
}

/** The claim a sentence reports after its lead ("Finance says …", "I was told …", "confirm that …"), else undefined. */
function claimSaid(sentence: string): string | undefined {
  const lead = opener(sentence, [...CLAIMED.leads, ...CLAIMED.told]);
  if (lead) return sentence.slice(lead.length).replace(COMPOSE_TEXT_RULES.commaOpen.pattern, '');
  const ws = sentence.trim().split(SHAPE_RULES.spaces.pattern);
  if (F.asking.includes(ws[0]?.toLowerCase() ?? '')) return undefined;
  for (let at = 1; at <= F.by && at < ws.length - 1; at++) {
    // (said by someone in a few words, no comma among them: "Excluding Lima, which …" reports nothing)
    if (ws[at - 1]!.endsWith(',')) return undefined;
    const said = (r: string) => r.split(' ').every((w, k) => bare(ws[at + k] ?? '').toLowerCase() === w);
    // (a figure held, "I have 4.2M as …", only with the figure next: "we have lunch at lima" reports nothing)
    const held = F.holds.find(said);
    const next = held ? bare(ws[at + held.split(' ').length] ?? '').toLowerCase() : '';
    const report = F.reports.find(said) ?? (held && COMPOSE_TEXT_RULES.figureWord.pattern.test(next) ? held : undefined);
    if (!report) continue;
    const rest = ws.slice(at + report.split(' ').length);
    return (rest[0]?.toLowerCase() === 'that' ? rest.slice(1) : rest).join(' ');
  }
  return undefined;
}

/** A claim and the ask after its last comma ("…, is that right"), when it ends so. */
function splitAsk(claim: string): [string, boolean] {
  const comma = claim.lastIndexOf(',');
  if (comma > 0 && isAsk(claim.slice(comma + 1))) return [bare(claim.slice(0, comma)), true];
  return [bare(claim), false];
}

// (never "a", "an" or "one": "each one has", "which one")
const isNumberWord = (w: string): boolean =>
  w.split('-').every((p) => (p in NUMBER_SAID.units && !['a', 'an', 'one'].includes(p)) || p in NUMBER_SAID.tens || p === 'hundred');

/** The claim with its first figure (and the hedges just before it) turned into the question, and the figure as said. */
function echoOf(claim: string): { asked: string; figure: string; bounded: boolean } | undefined {
  const ws = claim.split(SHAPE_RULES.spaces.pattern).filter(Boolean);
  const plain = ws.map((w) => bare(w).toLowerCase());
  const year = (w: string, i: number) => PIPELINE_RULES.yearName.pattern.test(w) && F.years.includes(plain[i - 1] ?? '');
  // ("a billion": a scale said after "a" is the figure)
  const scaled1 = (w: string, i: number) => w === 'a' && F.scales.includes(plain[i + 1] ?? '');
  const at = plain.findIndex((w, i) => (COMPOSE_TEXT_RULES.figureWord.pattern.test(w) && !year(w, i)) || isNumberWord(w) || scaled1(w, i));
  if (at < 0) return undefined;
  let end = at + 1;
  while (end < ws.length && (F.scales.includes(plain[end]!) || isNumberWord(plain[end]!))) end++;
  let start = at;
  let bounded = false;
  for (const hedge of [...F.hedges].sort((a, b) => b.length - a.length)) {
    const n = hedge.split(' ').length;
    if (plain.slice(at - n, at).join(' ') === hedge) {
      start = at - n;
      bounded = F.bounds.includes(hedge);
      break;
    }
  }
  const figure = ws.slice(at, end).join(' ');
  const next = plain.slice(end, end + 2).join(' ');
  const scaled = F.scales.some((x) => plain[at]!.endsWith(x) && plain[at] !== x);
  const money = ws[at]!.startsWith('$') || end > at + 1 || scaled || F.money.some((m) => `${next} `.startsWith(`${m} `));
  const tail = ws.slice(end).join(' ');
  // (an amount named so is what the records it names add up to: "how much is the zeta of my quito firms")
  const named = `${money ? 'how much is' : 'what is'} ${ws.slice(end + 1).join(' ')}?`;
  if (start === 0 && F.named.includes(plain[end] ?? '')) return { asked: named, figure, bounded };
  const asked = [...ws.slice(0, start), money ? 'how much' : 'how many', tail].filter(Boolean).join(' ');
  return { asked: `${asked}?`, figure: bare(figure), bounded };
}

/** "so what's the true count?": a question whose every word asks only for the true figure. */
export function onlyFigureAsked(message: string): boolean {
  const ws = words(message);
  return ws.length > 0 && ws.some((w) => F.generic.includes(w)) && ws.every((w) => F.generic.includes(w) || isStopWord(w));
}

const isQuestion = (s: string): boolean => s.trimEnd().endsWith('?') || CLAIMED.asking.includes(words(s)[0] ?? '');

/** The question with a pointer to one ("where is it based?") read as the claim's subject; undefined when it points at none. */
function pointed(question: string, subject: string | undefined): string | undefined {
  const ws = question.split(SHAPE_RULES.spaces.pattern);
  const at = ws.findIndex((w) => F.pointers.includes(bare(w).toLowerCase()));
  if (at < 0) return question;
  // (a subject with a clause of its own, "the zeta drive, which I think …", is no name to put in its place: nothing asked)
  if (!subject || subject.includes(',')) return undefined;
  return [...ws.slice(0, at), subject + ws[at]!.slice(bare(ws[at]!).length), ...ws.slice(at + 1)].join(' ');
}
