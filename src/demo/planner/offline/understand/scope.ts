import { NEGATION_LEADS, SPLIT_LEADS } from '../lexicon/negation.js';
import { LEADING_VERBS } from '../lexicon/filler.js';
import { changeAsked } from './comparison.js';
import { ASKED_WITH_VERB, DESCRIBED_FIRST, FUTURE_ASKED, REACH_VERBS, UNHELD, UNHELD_PHRASES } from '../lexicon/reach.js';
import { CLAIMED_FIGURE } from '../lexicon/claimed.js';
import { isCommonWord, type Lexicon } from './spell.js';
import type { Mention } from './extract.js';
import { GENERIC_TERMS, canonical, isStopWord, stem } from '../core/tokenize.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { SCOPE_RULES } from '../rules/scope.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { RUN_RULES } from '../rules/run-fields.js';

/**
 * What no tool can do: a request whose verb is an action the tools do not offer ("send …",
 * "book …", "cancel …"), or a listing of a thing none of them knows ("show my calendar",
 * "list the invoices of …"). Read from the message and the tools' vocabulary only, so the
 * planner declines at once instead of answering a question nobody asked.
 */
export interface OutOfReach {
  kind: 'action' | 'thing' | 'field';
  word: string;
}

/** A quality asked of records ("what is the attrition of …"), the words before "of"/"for"/"at"/"on". */
const ASKED_OF = SCOPE_RULES.askedOf.pattern;

/** "what commission did i earn": the quality, then a verb and who did it. */
const ASKED_BY = new RegExp(
  `\\bwhat\\s+([a-z][a-z-]*)\\s+(?:${ASKED_WITH_VERB.verbs.join('|')})\\s+(?:${ASKED_WITH_VERB.people.join('|')})\\b`,
  'i',
);
const UNHELD_WORD = new RegExp(`\\b(?:${UNHELD.words.join('|')})\\b`, 'i');
const FUTURE_RE = new RegExp(`\\b(?:${FUTURE_ASKED.opens.join('|')})\\b[^?.!]*\\b(?:${FUTURE_ASKED.then.join('|')})\\b`, 'i');
const UNHELD_EXCEPT = new RegExp(`\\b(?:${UNHELD.except.join('|')})\\b`, 'i');
const PHRASES = UNHELD_PHRASES.map((p) => ({
  ...p,
  re: new RegExp(`\\b(?:${p.words.map((w) => w.replace(SHAPE_RULES.spaceRuns.pattern, '\\s+')).join('|')})\\b`, 'i'),
}));

/** The quality asked, when a word of it no tool knows is a word or an acronym (not a typo or a name). */
function unknownQuality(message: string, lex: Lexicon): string | undefined {
  const m = ASKED_OF.exec(message) ?? ASKED_BY.exec(message);
  if (!m) return undefined;
  const raw = m[1]!.split(SHAPE_RULES.spaces.pattern);
  const known = (w: string) => ownWord(w.toLowerCase(), lex) || OWN_VERBS.has(w.toLowerCase());
  if (raw.every(known)) return undefined;
  const strange = raw.find((w) => !known(w))!;
  // an acronym in capitals ("NPS") or a common English word no tool uses ("churn"); anything else may be a misspelling
  return RUN_RULES.initialsValue.pattern.test(strange) || isCommonWord(strange.toLowerCase()) ? m[1]! : undefined;
}

/** Words that ask to read, shape or change data: the planner's own work. */
const OWN_VERBS = new Set(
  (
    'show list get give find tell fetch display pull return name identify calculate compute count sum total rank sort order ' +
    'compare summarize summarise break group filter search look check see what which who whom whose how where when why ' +
    'provide produce report retrieve determine confirm tally enumerate itemize itemise specify ' +
    'is are was were do does did has have can could would will should shall may might please i we my our any all top ' +
    'hi hello hey ok okay now also and then just only so but how many much create add insert register record log update ' +
    'change modify edit rename set mark move delete remove erase drop destroy new make let lets want need like id open ' +
    'everything anything something details detail info information data records record overview summary breakdown rows ' +
    'results result stats statistics figures numbers one ones those these them it bottom highest lowest largest biggest ' +
    'smallest most least best worst fewest latest newest oldest earliest recent first last second third average mean ' +
    'median percentage percent share fraction proportion one two three four five six seven eight nine ten ' +
    'summed combined overall aggregate aggregated cumulative totalled totaled grand ' +
    'everyone everybody anyone anybody someone somebody people folks ' +
    // the periods rows are grouped by, from a date of theirs ("split by quarter")
    'year month quarter'
  ).split(' '),
);
const POLITE = SCOPE_RULES.polite.pattern;
const LISTING = SCOPE_RULES.listing.pattern;

/** The field a question groups or ranks by ("which rep owns …", "by salesperson"). */
const GROUPED = SCOPE_RULES.grouped.pattern;

const ownWord = (w: string, lex: Lexicon) =>
  lex.domain.has(w) ||
  lex.domain.has(stem(w)) ||
  // a plural of the tools' word ("stages", "industries")
  lex.domain.has(w.replace(WORD_SHAPE_RULES.pluralS.pattern, '')) ||
  lex.domain.has(w.replace(WORD_SHAPE_RULES.pluralIes.pattern, 'y')) ||
  canonical(w) !== stem(w) ||
  isStopWord(w) ||
  GENERIC_TERMS.has(canonical(w));

/** The first words of the leads that exclude a value (lexicon/negation.ts): they open a condition, not an action. */
const LEAD_VERBS = new Set([...NEGATION_LEADS.map((l) => l.words.split(' ')[0]!), ...SPLIT_LEADS.flatMap((l) => l.verbs)]);

export function outOfReach(message: string, mentions: Mention[], lex: Lexicon): OutOfReach | undefined {
  const lead = POLITE.exec(message)?.[0].length ?? 0;
  const rest = message.slice(lead);
  const covered = (at: number) => mentions.some((m) => at >= m.start && at < m.end);
  const first = SCOPE_RULES.firstWord.pattern.exec(rest)?.[1];
  // ("email the cfo at …": a way of reaching someone, then whom: a request to reach them, even if "email" is a field;
  // never a value that opens the message, "Email Campaign leads")
  const [said, whom] = rest.trim().split(SHAPE_RULES.spaces.pattern);
  const reach = said?.toLowerCase();
  if (
    reach &&
    !covered(lead) &&
    REACH_VERBS.verbs.includes(reach) &&
    whom &&
    (REACH_VERBS.whom.includes(whom.toLowerCase()) || SHAPE_RULES.capitalFirst.pattern.test(whom))
  )
    return { kind: 'action', word: reach };
  if (first && !covered(lead)) {
    const w = first.toLowerCase();
    // an action verb the tools do not offer, opening the request (not a lead that leaves a value out: "leaving texas out")
    // ("take my biggest client", "pull the texas accounts": a verb that only opens a request, lexicon/filler.ts)
    // (nor "growth in won deals from q1 to q2": a change asked of the records, understand/comparison.ts)
    // (nor a word of a prediction, said below)
    const leads =
      LEAD_VERBS.has(w) ||
      LEADING_VERBS.words.includes(w) ||
      changeAsked(rest.toLowerCase()) ||
      UNHELD.words.includes(w) ||
      DESCRIBED_FIRST.words.includes(w) ||
      // ("roughly what share …": how exact the figure may be, no verb)
      CLAIMED_FIGURE.hedges.includes(w);
    if (!leads && !OWN_VERBS.has(w) && !ownWord(w, lex) && isCommonWord(w) && !rest.includes('?')) return { kind: 'action', word: w };
  }
  // a prediction no record holds, unless a tool's own word
  const unheld = UNHELD_WORD.exec(rest)?.[0].toLowerCase();
  if (unheld && !UNHELD_EXCEPT.test(rest) && !lex.domain.has(unheld) && !lex.domain.has(stem(unheld)))
    return { kind: 'thing', word: UNHELD.means };
  if (FUTURE_RE.test(rest)) return { kind: 'thing', word: UNHELD.means };
  for (const p of PHRASES) {
    const said = p.re.exec(rest)?.[0].toLowerCase();
    if (said && !lex.domain.has(said.replace(SHAPE_RULES.spaceRuns.pattern, ' '))) return { kind: 'thing', word: p.means };
  }
  const quality = unknownQuality(rest, lex);
  if (quality) return { kind: 'field', word: quality };
  // "which rep owns the most accounts", "deals by salesperson": groups of a field no tool's records hold
  const grouped = GROUPED.exec(rest);
  if (grouped) {
    const word = (grouped[1] ?? grouped[2])!;
    const w = word.toLowerCase();
    const at = lead + grouped.index + grouped[0].indexOf(word);
    if (!covered(at) && !OWN_VERBS.has(w) && !ownWord(w, lex) && isCommonWord(w)) return { kind: 'field', word: w };
  }
  const listing = LISTING.exec(rest);
  if (listing) {
    const at = lead + listing[0].length - listing[1]!.length;
    const w = listing[1]!.toLowerCase().replace(WORD_SHAPE_RULES.possessiveS.pattern, '');
    if (!covered(at) && !OWN_VERBS.has(w) && !ownWord(w, lex) && isCommonWord(w)) return { kind: 'thing', word: w };
  }
  return undefined;
}
