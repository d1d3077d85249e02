import { RECAST_RULES } from '../rules/recast.js';
import { findStates } from '../core/states.js';
import { MONTH_NAMES } from '../lexicon/calendar.js';
import { canonical, RECORD_KINDS, words } from '../core/tokenize.js';

/** The small ends of a ranking said "from … to …". */
const SMALL_ENDS = new Set(['smallest', 'lowest', 'least', 'bottom']);

/** A question said in another shape, recast as the readers read it (rules/recast.ts). */
export function recast(text: string): string {
  return (
    text
      // ("which firm has the single biggest zeta deal": the firm of that one deal)
      .replace(RECAST_RULES.recordOfExtreme.pattern, 'the $1 of the $2 $3')
      // ("zeta delta: Lima Mill minus Quito Mill": the zeta gap between the two)
      .replace(RECAST_RULES.minusPair.pattern, 'the $1 gap between $2 and $3')
      // ("from the largest zeta to the smallest": by zeta, the whole ranking)
      // ("2031-02-03 to 2031-04-05": from the one to the other)
      .replace(RECAST_RULES.isoRange.pattern, 'from $1 to $2')
      // ("2031-02-03": February 3 2031, no comma to part a clause at)
      .replace(RECAST_RULES.isoDay.pattern, (_m, y: string, m: string, d: string) => `${monthName(Number(m))} ${Number(d)} ${y}`)
      // ("Lima Mill against Quito Mill: which …": the two weighed)
      .replace(RECAST_RULES.againstNamed.pattern, '$1 vs $2:')
      // ("which in Lima?", "any w/ a zeta officer?" after a list: of those)
      .replace(RECAST_RULES.whichIn.pattern, 'which of those are ')
      .replace(RECAST_RULES.anyWith.pattern, 'any of those ')
      // ("Quito Mill, which zeta it has?": its zeta)
      // (never of records: "which firms do they have")
      .replace(RECAST_RULES.fieldItHas.pattern, (m, field: string) =>
        words(field).some((w) => RECORD_KINDS.has(canonical(w))) ? m : `what is its ${field}`,
      )
      // ("win rate in lima (won over all decided)": the win rate, its definition said again dropped)
      .replace(RECAST_RULES.winRateDefined.pattern, '')
      // ("where did the lead Lima Quito come from": its source)
      .replace(RECAST_RULES.cameFrom.pattern, 'what is the source of $1')
      // ("and of the quito firms?": for them)
      .replace(RECAST_RULES.andOf.pattern, '$1 for ')
      // ("between Lima and Quito, which zeta …": the two weighed, said after the question)
      .replace(RECAST_RULES.pairFirst.pattern, '$3, $1 or $2$4')
      // ("after California, which state …": the places past the one said, leaving it out)
      .replace(RECAST_RULES.afterPlace.pattern, (m, place: string) => (placeOnly(place) ? `leaving out ${place}, ` : m))
      .replace(
        RECAST_RULES.fromEndToEnd.pattern,
        (_m, end: string, between = '', after = '') =>
          `${between || after ? `by ${between || after}` : ''}${SMALL_ENDS.has(end.toLowerCase()) ? ', smallest first' : ''}`,
      )
  );
}

/** Whether the words name one state and nothing else ("California", "new york"). */
function placeOnly(text: string): boolean {
  const found = findStates(text);
  return found.length === 1 && found[0]!.name.toLowerCase() === text.trim().toLowerCase();
}

/** A month's name, capitalised ("October"). */
const monthName = (m: number): string => `${MONTH_NAMES.words[m - 1]!.charAt(0).toUpperCase()}${MONTH_NAMES.words[m - 1]!.slice(1)}`;
