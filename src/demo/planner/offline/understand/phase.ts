import { NEGATION_LEADS, NEGATION_LINKS, PHASE_LEFT_OUT } from '../lexicon/negation.js';
import { words } from '../core/tokenize.js';
import { PHASE_RULES } from '../rules/phase.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * A lead that leaves rows out, then a few words, then the end of life they are at ("excluding the
 * ones we lost", "leaving out prospects marked closed-won", "other than converted leads"): those
 * rows left out, never the phase asked. Both ends left out ("closed won/lost") is every record
 * still open, read by phaseOf.
 */
const LEFT_OUT_SOURCE =
  `\\b(${NEGATION_LEADS.filter((l) => l.words !== 'not' && l.words !== 'non')
    .map((l) => l.words.replace(SHAPE_RULES.spaceRuns.pattern, '\\s+'))
    .join('|')})\\s+` +
  `(?:(?:${[...new Set([...PHASE_LEFT_OUT.between, ...NEGATION_LINKS.words])].join('|')})\\s+){0,5}` +
  '((?:closed?[\\s_-]*)?(?:won|lost)|converted)\\b' +
  '(?!\\s*(?:/|or\\b|and\\b|nor\\b)\\s*(?:closed?[\\s_-]*)?(?:won|lost))(?:\\s*\\([^)]{0,30}\\))?';
const LEFT_OUT_PHASE = new RegExp(LEFT_OUT_SOURCE, 'i');
const NEGATED_PHASE = new RegExp(LEFT_OUT_SOURCE, 'gi');

/** Where in its life a record is asked to be: a deal open, closed, won or lost. */
export type Phase = 'open' | 'closed' | 'won' | 'lost';

/** The words of a phase that go before the quantity they narrow ("the zeta region with most closed-won"): they name no quantity. */
export const PHASE_WORDS: ReadonlySet<string> = new Set(['closed', 'won', 'lost']);

/** "open", "still pending", "not closed"; "won", "lost"; "closed" (either end). */
function phaseOf(text: string): Phase | undefined {
  // "open the list" asks to show it; "open deals …", "open pipeline value" are deals still open
  // ("zeta deals never closed-won": that value left out, read as such; no phase asked by it)
  const t = text.replace(NEGATED_PHASE, ' ').replace(PHASE_RULES.notClosedEnd.pattern, ' ').replace(PHASE_RULES.openAsVerb.pattern, '');
  // "not closed won/lost", "neither won nor lost": still open
  if (PHASE_RULES.stillOpen.pattern.test(t) || PHASE_RULES.bothLeftOut.pattern.test(t)) return 'open';
  // "won or lost", "that ended", "decided": every finished record
  if (PHASE_RULES.finished.pattern.test(t)) return 'closed';
  if (PHASE_RULES.won.pattern.test(t)) return 'won';
  if (PHASE_RULES.lost.pattern.test(t)) return 'lost';
  if (PHASE_RULES.open.pattern.test(t)) return 'open';
  if (PHASE_RULES.closed.pattern.test(t)) return 'closed';
  return undefined;
}

/**
 * The phase a message asks for; for a share whose whole is written apart (`shareBase`, "among
 * the closed deals, what share were won"), the whole's phase too when it differs from the part's.
 */
export function phasesAsked(
  text: string,
  shareBase?: [number, number],
): { phase?: Phase; basePhase?: Phase; phaseLeftOut?: { phase: Phase; words: string[] } } {
  // "leaving out whatever they lost": those records left out, never asked for
  const out = LEFT_OUT_PHASE.exec(text);
  if (out && !shareBase) {
    const phase = phaseOf(out[2]!);
    const rest = phaseOf(`${text.slice(0, out.index)} ${text.slice(out.index + out[0].length)}`);
    if (!PHASE_RULES.converted.pattern.test(out[2]!) && (phase === 'won' || phase === 'lost'))
      return { phase: rest, phaseLeftOut: { phase, words: words(out[0]) } };
  }
  const phase = phaseOf(text);
  if (!shareBase) return { phase };
  const [from, to] = shareBase;
  const whole = phaseOf(text.slice(from, to));
  const part = phaseOf(`${text.slice(0, from)} ${text.slice(to)}`);
  if (whole && part && whole !== part) return { phase: part, basePhase: whole };
  // "which part of still-open deals sit at proposal": the whole's phase, kept for the whole when the part names a value of its own
  return whole && !part ? { basePhase: whole } : { phase };
}

/** The values a phase is written as in the tools' enums ("closed-won" for won). */
const PHASE_VALUE: Record<Phase, RegExp> = {
  won: PHASE_RULES.wonValue.pattern,
  lost: PHASE_RULES.lostValue.pattern,
  closed: PHASE_RULES.closedValue.pattern,
  open: PHASE_RULES.openValue.pattern,
};

export function isPhaseValue(phase: Phase, value: string): boolean {
  return PHASE_VALUE[phase].test(value);
}
