import type { Mention } from '../understand/extract.js';
import { canonical, isStopWord, RECORD_KINDS, words } from '../core/tokenize.js';
import { escapeRegExp } from '../core/known.js';
import { namesOtherList } from '../understand/other-list.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { findStates } from '../core/states.js';
import { FOLLOWUP_RULES } from '../rules/choose-followup.js';
import { OWN_LIST_ALONE, OWN_LIST_PLACES, SUBJECT_OPENERS } from '../lexicon/mine.js';

/** A follow-up opening that swaps something of the previous question ("and …", "what about …"). */
export const SWAP_CUE = FOLLOWUP_RULES.swapCue.pattern;

/**
 * "and for third party ones?" after "count my clients in ohio": a follow-up that is only a kind
 * of record is the previous question with its words for that kind ("my clients") replaced:
 * "count third party ones in ohio".
 */
export function swapSubject(message: string, prevMessage: string, prevMentions: Mention[] = []): string | undefined {
  const cue = SWAP_CUE.exec(message);
  if (!cue) return undefined;
  // ("plus 3rd-party ones over there - their revenue summed?": the place kept, the figure asked of the new list)
  const [asked, tail] = message.slice(cue[0].length).split(ASKED_AFTER, 2) as [string, string | undefined];
  const whole = asked.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').replace(SAME_PLACE, '');
  // ("and for 3rd-party firms in lima?": the kind of record, then a place of its own)
  const placed = PLACE_AFTER.exec(whole);
  const said = placed ? whole.slice(0, placed.index) : whole;
  const ws = words(said);
  const prev = [...prevMessage.matchAll(FOLLOWUP_RULES.wordOfMessage.pattern)];
  // ("what about the third party ones": the kind the previous question named, in place of "ones")
  const ones = ws.length > 1 && FOLLOWUP_RULES.ones.pattern.test(ws.at(-1)!);
  const last = prev.findLast((m) => RECORD_KINDS.has(canonical(m[0].toLowerCase())));
  // ("and third party?": the other list named alone, with the kind of record the previous question named)
  const bare = !ones && last !== undefined && ws.length > 0 && !RECORD_KINDS.has(canonical(ws.at(-1)!)) && namesOtherList(said);
  // ("and for mine?" after a question of the other list: the caller's own list, with the kind named before)
  const own = !ones && last !== undefined && namesOtherList(prevMessage) && OWN_LIST_ALONE.said.includes(ws.join(' '));
  const kind = last?.[0];
  const alone = bare ? `${said} ${kind}` : own ? `${OWN_LIST_ALONE.as} ${kind}` : said;
  const phrase = ones && kind ? said.replace(FOLLOWUP_RULES.onesEnd.pattern, kind) : alone;
  // (a place said before the kind, "the lima third-party firms", is no word of the kind; it replaces the previous one's)
  const states = findStates(said);
  const placeWords = states.reduce((n, st) => n + words(said.slice(st.start, st.end)).length, 0);
  const head = ws.length > 0 && ws.length - placeWords <= 4 ? canonical(words(phrase).at(-1)!) : undefined;
  if (!head || !RECORD_KINDS.has(head)) return undefined;
  const at = prev.findLastIndex((m) => canonical(m[0].toLowerCase()) === head);
  if (at < 0) return ownPlaceSwapped(prevMessage, phrase);
  let from = at;
  const opens = (w: string) =>
    isStopWord(w) || RECORD_KINDS.has(canonical(w.toLowerCase())) || SUBJECT_OPENERS.words.includes(w.toLowerCase());
  while (from > 0 && !opens(prev[from - 1]![0])) from--;
  const start = prev[from]!.index!;
  const end = prev[at]!.index! + prev[at]![0].length;
  // a value said among the words replaced ("my ohio clients") stays, before the kind of record
  const kept = prevMentions
    .filter((m) => m.start >= start && m.end <= end && !(m.kind === 'state' && states.length > 0))
    .map((m) => prevMessage.slice(m.start, m.end));
  const named = placed
    ? `${phrase}${placed[0]}`
    : kept.length > 0
      ? phrase.replace(FOLLOWUP_RULES.lastWord.pattern, `${kept.join(' ')} $1`)
      : phrase;
  const after = placed ? withoutStates(prevMessage, prevMentions, end) : prevMessage.slice(end);
  return `${prevMessage.slice(0, start)}${named}${after}${tail ? ` - ${tail}` : ''}`;
}

/** The previous question with the caller's own list said as a place ("in my book") replaced by the records named now. */
function ownPlaceSwapped(prevMessage: string, records: string): string | undefined {
  const place = OWN_LIST_PLACES.said.map((p) => new RegExp(`\\b${escapeRegExp(p)}\\b`, 'i')).find((re) => re.test(prevMessage));
  return place && prevMessage.replace(place, OWN_LIST_PLACES.as.replace('{records}', records.trim()));
}

/** A place said after the kind of record a follow-up names ("… firms in lima"). */
// (never a pointer, "in that place", which other readings resolve)
const PLACE_AFTER = FOLLOWUP_RULES.placeAfter.pattern;

/** The previous question from `from` on, without the states it named (a place said anew replaces them). */
function withoutStates(prevMessage: string, prevMentions: Mention[], from: number): string {
  let out = prevMessage.slice(from);
  for (const m of [...prevMentions].sort((a, b) => b.start - a.start)) {
    if (m.kind !== 'state' || m.start < from) continue;
    const s = m.start - from;
    const lead = FOLLOWUP_RULES.placeLead.pattern.exec(out.slice(0, s));
    out = out.slice(0, lead ? lead.index : s) + out.slice(m.end - from);
  }
  return out;
}

/** Where a follow-up's figure is asked after the records it names ("3rd-party ones - mean revenue?"). */
const ASKED_AFTER = FOLLOWUP_RULES.askedAfter.pattern;
/** Words that say the place is the previous question's ("there", "too"). */
const SAME_PLACE = FOLLOWUP_RULES.samePlace.pattern;

/**
 * "plus 3rd-party ones over there?" after "my ohio clients": the previous question
 * asked of the other list (its values kept), not a narrowing of rows that cannot hold them.
 */
export function otherListFollowUp(message: string, prevMessage: string, prevMentions: Mention[]): string | undefined {
  if (namesOtherList(message) === namesOtherList(prevMessage)) return undefined;
  return swapSubject(message, prevMessage, prevMentions);
}
