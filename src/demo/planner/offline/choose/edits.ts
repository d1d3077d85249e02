import type { Mention } from '../understand/extract.js';
import { comparatorStart } from '../understand/numbers.js';
import { canonical, words } from '../core/tokenize.js';
import { EDITS } from '../lexicon/edits.js';
import { EDIT_RULES } from '../rules/edits.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { widened } from './followup.js';

/** Whether a word said of a condition names a word of the question ("rev" of "revenue", "employee" of "employees"). */
const names = (said: string, word: string) => {
  const [a, b] = [canonical(said), canonical(word)];
  return a === b || (a.length >= 3 && b.startsWith(a)) || (b.length >= 3 && a.startsWith(b));
};

/** Where a condition of the previous question is said: the value, the bound before it, the words of it after it. */
function conditionSpan(asked: string, m: Mention, what: string[]): { start: number; end: number } | undefined {
  const tail = words(asked.slice(m.end, m.end + 40)).slice(0, 3);
  const before = words(asked.slice(Math.max(0, m.start - 30), m.start)).slice(-3);
  const own = m.kind === 'text' ? [...words(m.text), ...(m.field ? words(m.field) : [])] : words(asked.slice(m.start, m.end));
  const kindWords = m.kind === 'state' ? EDITS.placeWords : m.kind === 'year' || m.kind === 'month' ? EDITS.periodWords : [];
  if (!what.some((w) => [...own, ...tail, ...before, ...kindWords].some((x) => names(w, x)))) return undefined;
  let start = (m.kind === 'number' && comparatorStart(asked, m.start)) || m.start;
  // (the words of the field after it go with it: "above $5M rev", "more than 9 staff")
  let end = m.end;
  for (const w of tail) {
    const at = asked.toLowerCase().indexOf(w, end);
    if (!what.some((x) => names(x, w)) && !EDITS.links.includes(w)) break;
    end = at + w.length;
  }
  const head = asked.slice(0, start).toLowerCase().trimEnd();
  const link = [...EDITS.links].sort((a, b) => b.length - a.length).find((l) => head.endsWith(` ${l}`) || head === l);
  if (link) start = head.length - link.length;
  return { start, end };
}

/**
 * A follow-up that edits the previous question (lexicon/edits.ts), read as the follow-up the reader
 * knows: "swap zeta for lima" as "what about lima", "widen that to include lima" as "include lima
 * too", "drop the revenue filter" as the previous question without that condition, with what is
 * asked after the edit. `whole` when the text is the previous question itself, changed (a question
 * of its own, never a narrowing of the previous rows). Undefined when the message is no such edit,
 * or names no condition the previous question set.
 */
export function editSaid(
  message: string,
  prevAsked: string,
  prevRead: Mention[],
  read: (text: string) => Mention[],
): { text: string; whole: boolean } | undefined {
  const rest = (g: Record<string, string | undefined>) => (g.rest ?? '').replace(EDIT_RULES.restLead.pattern, '').trim();
  // (what is asked after the edit, after the question: a count alone as ", how many?", anything else as said)
  const asked = (text: string, g: Record<string, string | undefined>) => {
    const then = rest(g);
    const plain = text.replace(SHAPE_RULES.spaceRuns.pattern, ' ').trim();
    const count = COMPOSE_NAME_RULES.countAsked.pattern.test(then) && words(then).every((w) => EDITS.countWords.includes(w));
    return { text: count ? `${plain}, how many?` : `${plain} ${then}`.trim(), whole: true };
  };
  // ("drop anything under 9 million": the rows the bound leaves out taken away, the rest kept)
  const rows = EDIT_RULES.dropRows.pattern.exec(message)?.groups;
  if (rows) {
    const keep = EDITS.keepRest[rows.bound!.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ')];
    if (keep) return { text: `only the ones ${keep} ${rows.amount!.trim()}${rest(rows) ? `, ${rest(rows)}` : ''}`, whole: false };
  }
  const drop = EDIT_RULES.dropCondition.pattern.exec(message)?.groups;
  if (drop) {
    const what = words(drop.what!);
    let spans = prevRead.map((m) => conditionSpan(prevAsked, m, what)).filter((s) => s !== undefined);
    // ("drop the revenue filter" after "… above $2M": the one bound the previous question set, when nothing else is named so)
    const bounds = prevRead.filter((m) => m.kind === 'number' && m.comparator !== undefined);
    if (spans.length === 0 && bounds.length === 1)
      spans = [conditionSpan(prevAsked, bounds[0]!, words(prevAsked.slice(bounds[0]!.start, bounds[0]!.end)))!];
    if (spans.length !== 1 || !spans[0]) return undefined;
    const [s] = spans;
    return asked(`${prevAsked.slice(0, s!.start)} ${prevAsked.slice(s!.end)}`, drop);
  }
  const swap = (EDIT_RULES.swapBoth.pattern.exec(message) ?? EDIT_RULES.insteadOf.pattern.exec(message))?.groups;
  // ("swap zeta for lima": the old value's words in the previous question, the new ones in their place)
  const at = swap ? prevAsked.toLowerCase().indexOf(swap.old!.trim().toLowerCase()) : -1;
  if (swap && at >= 0) return asked(`${prevAsked.slice(0, at)}${swap.fresh!.trim()}${prevAsked.slice(at + swap.old!.trim().length)}`, swap);
  // (an old value the previous question never said is no swap of it: "replace the phone with …" is a change to make)
  if (swap) return undefined;
  const make = EDIT_RULES.makeTo.pattern.exec(message)?.groups;
  if (make) return { text: `what about ${make.fresh!.trim()}${rest(make) ? `, ${rest(make)}` : ''}`, whole: false };
  const wide = EDIT_RULES.widen.pattern.exec(message)?.groups;
  if (!wide) return undefined;
  const added = `include ${wide.fresh!.trim()} too`;
  const widenedAs = widened(added, prevAsked, prevRead, read(added));
  return widenedAs ? asked(widenedAs, wide) : { text: `${added}${rest(wide) ? `, ${rest(wide)}` : ''}`, whole: false };
}
