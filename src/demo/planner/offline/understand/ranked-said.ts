import { alternation } from '../core/known.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import {
  AHEAD_OF_TWO,
  AVERAGE_VERB_RANK,
  BEST_BY_FIGURE,
  BOUND_PREFIX,
  FAR_APART,
  HOW_HIGH,
  LEADS_OBJECT,
  LEADS_VERB,
  RANKED_EARNER,
  REPRESENTED,
  TOP_FOR,
  WHERE_HOLDS,
  WHERE_MOST,
  WHICH_OF_TWO,
  PICK_THE,
  WHICH_THEN_RANK,
} from '../lexicon/ranked.js';

/** "which sector's clients average the highest headcount" (lexicon/ranked.ts AVERAGE_VERB_RANK). */
const AVERAGE_VERB_RE = new RegExp(
  `\\b(${alternation(AVERAGE_VERB_RANK.leads)})\\s+([a-z]+)(?:['’]s\\s+[a-z]+)?\\s+(?:${alternation(AVERAGE_VERB_RANK.verbs)})\\s+` +
    `(?:the\\s+)?(${alternation(Object.keys(AVERAGE_VERB_RANK.superlatives))})\\b`,
  'gi',
);
/** "best lead channel going by mean score" (lexicon/ranked.ts BEST_BY_FIGURE); the field's last word singular. */
const SINGULAR_FIELD = '(?:[a-z]+\\s+)??(?:[a-z]+(?<!s)|[a-z]*(?:ss|us))';
const BEST_RANKS = alternation(Object.keys(BEST_BY_FIGURE.ranks));
const BEST_BY_RE = new RegExp(
  `^\\s*(?:the\\s+|(${alternation(BEST_BY_FIGURE.owners)})\\s+)?(${BEST_RANKS})\\s+(${SINGULAR_FIELD})\\s+` +
    `(?:(${alternation(BEST_BY_FIGURE.ownedAfter)})\\s+)?` +
    `(?:${alternation(BEST_BY_FIGURE.joins)})\\s+(?:the\\s+)?((?:${alternation(BEST_BY_FIGURE.figures)})\\b[^?.!]*?)\\s*([?.!]*)\\s*$`,
  'i',
);

/** "which city is lagging - lowest mean deal size" (lexicon/ranked.ts WHICH_THEN_RANK). */
const WHICH_THEN_RANK_RE = new RegExp(
  `\\b(${alternation(WHICH_THEN_RANK.leads)})\\s+([a-z]+)\\s*(?:${alternation(WHICH_THEN_RANK.verbs)})\\s+[a-z]+\\s*(?:[-–—:]|\\s-)\\s*` +
    `(?:the\\s+)?(?=(?:${alternation(WHICH_THEN_RANK.ranks)})\\b)`,
  'gi',
);

/** "Pick the province that has the most …" said first (lexicon/ranked.ts PICK_THE). */
const PICK_THE_RE = new RegExp(
  `^\\s*(?:${alternation(PICK_THE.leads)})\\s+the\\s+([a-z][a-z ]{0,30}?)\\s+(?:that|which)\\s+(${alternation(PICK_THE.verbs)})\\s+the\\s+`,
  'i',
);
/** "which one's bigger?" said last (lexicon/ranked.ts WHICH_OF_TWO). */
const WHICH_OF_TWO_RE = new RegExp(
  `\\b(?:${alternation(WHICH_OF_TWO.leads)})\\s+(?:the\\s+)?(${alternation(Object.keys(WHICH_OF_TWO.comparatives))})` +
    `(?:\\s+one)?(?=\\s*[?.!]*\\s*$)`,
  'i',
);
const OR_BEFORE = new RegExp(`\\b(?:${alternation(WHICH_OF_TWO.twoSaid)})\\b`, 'i');
/** "is lima or quito ahead on count" (lexicon/ranked.ts AHEAD_OF_TWO). */
const ONE_OR_TWO = '([a-z]+(?:\\s+[a-z]+)?)';
const AHEAD_RE = new RegExp(
  `\\b(${alternation(AHEAD_OF_TWO.verbs)})\\s+${ONE_OR_TWO}\\s+or\\s+${ONE_OR_TWO}\\s+(?:${alternation(AHEAD_OF_TWO.words)})` +
    `(?:\\s+(?:on|in|by)\\s+([a-z]+))?\\b`,
  'gi',
);
const BOUND_PREFIX_RE = new RegExp(`\\b(${alternation(Object.keys(BOUND_PREFIX.prefixes))})(?:-|\\s+)(?=\\$?\\d)`, 'gi');
const prefixOf = (said: string) => BOUND_PREFIX.prefixes[said.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ')];
/** "the biggest earner" (lexicon/ranked.ts RANKED_EARNER). */
const EARNER_RE = new RegExp(
  `\\b(${alternation(WHICH_THEN_RANK.ranks)}|greatest|largest)\\s+(?:${alternation(RANKED_EARNER.words)})\\b`,
  'gi',
);
/** "where are most of my quarries (located)" (lexicon/ranked.ts WHERE_MOST). */
const WHERE_MOST_RE = new RegExp(
  `\\b(?:${alternation(WHERE_MOST.leads)})\\s+([^?.!,;]{2,60}?)(?:\\s+(?:${alternation(WHERE_MOST.places)}))?\\s*(?=[?.!,;]|$)`,
  'gi',
);

/** "how far apart are zeta and lumen in revenue" (lexicon/ranked.ts FAR_APART); "they" after the two named first. */
const APART_MEASURE = `\\s+(?:${alternation(FAR_APART.joins)})\\s+([a-z][a-z ]{1,30}?)\\s*([?.!]*)\\s*$`;
const FAR_APART_RE = new RegExp(`^\\s*(?:${alternation(FAR_APART.asks)})\\s+(.+?)\\s+and\\s+(.+?)${APART_MEASURE}`, 'i');
const APART_THEY_RE = new RegExp(
  `^\\s*(?:(?:${alternation(FAR_APART.openers)})\\s+)?(?:an?\\s+)?(.+?)\\s+(?:${alternation(FAR_APART.pairs)})\\s+(?:an?\\s+)?(.+?)` +
    `\\s*(?:[-–—:,;]|\\s-)\\s*` +
    `(?:${alternation(FAR_APART.asks)})\\s+they${APART_MEASURE}`,
  'i',
);
const gap = (_m: string, a: string, b: string, measure: string, end: string) => `${measure} gap between ${a} and ${b}${end}`;
/** "how different are lima deal sizes and quito deal sizes?": the two figures named whole, no measure after them. */
const FAR_APART_BARE_RE = new RegExp(`^\\s*(?:${alternation(FAR_APART.asks)})\\s+([^?.!]+?)\\s+and\\s+([^?.!]+?)\\s*([?.!]*)\\s*$`, 'i');

/** "which city is least represented", "the most represented industry" (lexicon/ranked.ts REPRESENTED). */
const REPRESENTED_ENDS = alternation(Object.keys(REPRESENTED.ends));
const WHICH_REPRESENTED_RE = new RegExp(
  `\\b(which|what)\\s+([a-z]+)\\s+(?:is|are)\\s+(?:the\\s+)?(${REPRESENTED_ENDS})[\\s-]*represented\\b`,
  'gi',
);
const REPRESENTED_FIELD_RE = new RegExp(`\\b(?:the\\s+)?(${REPRESENTED_ENDS})[\\s-]*represented\\s+([a-z]+)\\b`, 'gi');
const endOf = (said: string) => REPRESENTED.ends[said.toLowerCase()]!;

/** "how far down the list does zeta sit" (lexicon/ranked.ts HOW_HIGH). */
const HOW_HIGH_RE = new RegExp(
  `\\bhow\\s+(?:${alternation(HOW_HIGH.heights)})\\s+(?:${alternation(HOW_HIGH.ways)})\\s+(?:${alternation(HOW_HIGH.owners)})\\s+` +
    `(?:${alternation(HOW_HIGH.lists)})\\s+(does|is|do|are)\\b`,
  'gi',
);

/** Rankings said otherwise (lexicon/ranked.ts), read as "which <field> has the <superlative> <figure>". */
/** "top lead channel for won deals", "rank the cities by number of open deals" (lexicon/ranked.ts TOP_FOR). */
const TOP_FOR_RE = new RegExp(
  `^\\s*(?:(?:what|which)(?:['’]s|\\s+is)\\s+)?(?:the\\s+|our\\s+)?(${alternation(Object.keys(TOP_FOR.ranks))})\\s+` +
    `(?![a-z]+ing\\b)(${SINGULAR_FIELD})\\s+for\\s+` +
    `((?:[a-z-]+\\s+){0,3}?(?:${alternation(TOP_FOR.kinds)}))\\s*([?.!]*)\\s*$`,
  'i',
);
const RANK_BY_COUNT_RE = new RegExp(
  `^\\s*(?:${alternation(TOP_FOR.rankVerbs)})\\s+(?:the\\s+|our\\s+|my\\s+)?([a-z]+(?:\\s+[a-z]+)?)\\s+by\\s+` +
    `(?:${alternation(TOP_FOR.counts)})\\s+` +
    '([^?.!]+?)\\s*([?.!]*)\\s*$',
  'i',
);
const singular = (field: string) =>
  WORD_SHAPE_RULES.pluralIesAnyCase.pattern.test(field)
    ? field.replace(WORD_SHAPE_RULES.pluralIesAnyCase.pattern, 'y')
    : field.replace(WORD_SHAPE_RULES.pluralS.pattern, '');

/** "the lima city where our book keeps the most quarries" (lexicon/ranked.ts WHERE_HOLDS). */
const WHERE_HOLDS_RE = new RegExp(
  // (never "in the state where …": a place said of another question, read by compose/bridge.ts)
  `(?<!\\b(?:in|of|from|at|across)\\s+)\\b(?:find\\s+)?the\\s+((?:[a-z]+\\s+)?[a-z]+)\\s+where\\s+` +
    `((?:the\\s+|my\\s+|our\\s+)?[a-z]+(?:\\s+[a-z]+)?)\\s+` +
    `(?:${alternation(WHERE_HOLDS.verbs)})\\s+the\\s+(${alternation(WHERE_HOLDS.ranks)})\\s+([a-z]+)\\b`,
  'gi',
);

/** "which city leads in my book?" (lexicon/ranked.ts LEADS_VERB). */
const LEADS_VERB_RE = new RegExp(
  `\\b(which|what)\\s+((?:[a-z]+\\s+)?[a-z]+)\\s+(?:${alternation(LEADS_VERB.verbs)})` +
    `(?:\\s+(?:${alternation(LEADS_VERB.measuredBy)})(?=\\s+[a-z])|(?=\\s*(?:[?.!,;]|$)|\\s+(?:${alternation(LEADS_VERB.after)})\\b))`,
  'gi',
);

/** "which city leads my quarries on revenue?" (lexicon/ranked.ts LEADS_OBJECT). */
const LEADS_OBJECT_RE = new RegExp(
  `\\b(which|what)\\s+([a-z]+)\\s+(?:${alternation(LEADS_OBJECT.verbs)})\\s+` +
    `((?:${alternation(LEADS_OBJECT.owners)})\\s+[^?,;]{2,40}?)\\s+` +
    `(?:${alternation(LEADS_OBJECT.joins)})\\s+([a-z][a-z -]{1,30}?)(\\s*[?.!]*\\s*)$`,
  'i',
);

export function rankedSaid(text: string): string {
  return (
    text
      .replace(
        LEADS_OBJECT_RE,
        (_m, which: string, field: string, records: string, measure: string, end: string) =>
          `${which} ${field} ${LEADS_OBJECT.as} ${measure} among ${records}${end}`,
      )
      .replace(LEADS_VERB_RE, (_m, lead: string, field: string) => `${lead} ${field} ${LEADS_VERB.as}`)
      .replace(WHERE_HOLDS_RE, (_m, field: string, holder: string, rank: string, records: string) => {
        return `which ${field} has the ${rank} ${records} in ${holder}`;
      })
      .replace(
        TOP_FOR_RE,
        (_m, rank: string, field: string, records: string, end: string) =>
          `which ${field} has the ${TOP_FOR.ranks[rank.toLowerCase()]!} ${records}${end}`,
      )
      .replace(RANK_BY_COUNT_RE, (_m, field: string, records: string, end: string) => `number of ${records} by ${singular(field)}${end}`)
      .replace(APART_THEY_RE, gap)
      .replace(HOW_HIGH_RE, (_m, verb: string) => `where ${verb.toLowerCase()}`)
      .replace(WHICH_REPRESENTED_RE, (_m, lead: string, field: string, end: string) => `${lead} ${field} has the ${endOf(end)}`)
      .replace(REPRESENTED_FIELD_RE, (_m, end: string, field: string) => `the ${field} with the ${endOf(end)}`)
      .replace(FAR_APART_RE, gap)
      .replace(FAR_APART_BARE_RE, (_m, a: string, b: string, end: string) => `gap between ${a} and ${b}${end}`)
      .replace(
        AVERAGE_VERB_RE,
        (_m, lead: string, field: string, sup: string) =>
          `${lead} ${field} has the ${AVERAGE_VERB_RANK.superlatives[sup.toLowerCase()]!} average`,
      )
      .replace(AHEAD_RE, (_m, verb: string, a: string, b: string, measure?: string) => {
        const more = measure && !AHEAD_OF_TWO.counts.includes(measure.toLowerCase()) ? ` ${measure}` : '';
        return `${verb.toLowerCase() === 'are' ? 'do' : 'does'} ${a} or ${b} have more${more}`;
      })
      // (never after two named before it: "lima or quito, which one is bigger?")
      .replace(WHICH_OF_TWO_RE, (m, said: string, at: number, all: string) =>
        OR_BEFORE.test(all.slice(0, at)) ? m : `the ${WHICH_OF_TWO.comparatives[said.toLowerCase()]} one`,
      )
      .replace(PICK_THE_RE, (_m, what: string, verb: string) => `which ${what} ${verb} the `)
      .replace(BOUND_PREFIX_RE, (_m, prefix: string) => `${prefixOf(prefix)} `)
      .replace(EARNER_RE, (_m, rank: string) => `${rank} ${RANKED_EARNER.as}`)
      .replace(WHERE_MOST_RE, (_m, records: string) => `${WHERE_MOST.as} ${records}`)
      .replace(WHICH_THEN_RANK_RE, (_m, lead: string, field: string) => `${lead} ${field} has the `)
      .replace(
        BEST_BY_RE,
        (_m, owner: string | undefined, rank: string, field: string, after: string | undefined, figure: string, end: string) => {
          const mine = owner || after ? `, ${BEST_BY_FIGURE.owned}` : '';
          return `which ${field} has the ${BEST_BY_FIGURE.ranks[rank.toLowerCase()]} ${figure}${mine}${end}`;
        },
      )
  );
}
