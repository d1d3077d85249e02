/**
 * Reading rules for the message put in the words the planner reads (understand/plain.ts): follow-up and
 * listing cues, a field asked of the previous answer, words said in passing, company names in lower case,
 * "who" that means "which", money signs, and the marks left when words are dropped.
 */
import { named, type Rules } from './rule.js';
import { alternation } from '../core/known.js';
import { DAY_NAMES, MONTH_NAMES } from '../lexicon/calendar.js';
import { OUR_STATE } from '../lexicon/mine.js';
import { US_STATES } from '../core/states.js';
import { BARE_VALUE } from '../lexicon/bare-value.js';

export const PLAIN_RULES = named('PLAIN_RULES', {
  sEnding: {
    means: 'a plural -s (not the end of -ss), dropped for the singular',
    pattern: /(?<!s)s$/i,
    examples: ['deals', 'regions'],
    not: ['class', 'deal'],
  },
  eachBy: {
    means: '"state-by-state", "month-by-month": one group after another, read as "by state"',
    pattern: /\b([a-z]+)-by-\1\b/gi,
    examples: ['a zeta-by-zeta tally', 'Region-by-region'],
    not: ['zeta-by-lima', 'side by side'],
  },
  refineCue: {
    means: 'the words that open a narrowing follow-up ("only the ones", "just those"), dropped when it is asked again in full',
    pattern:
      /^\s*(?:and\s+)?(?:but\s+|keep\s+|(?:counting|keeping|taking)\s+(?=only\b))?(?:(?:only|just|which|among|of)\s+(?:of\s+)?)?(?:the ones|those|these|them|ones)?\b/i,
    examples: ['and only the ones', 'just those', 'keep them', 'counting only the ones'],
    not: ['?'],
  },
  ranking: {
    means: 'a ranking as written ("top 3", "the 5 largest", "biggest")',
    pattern:
      /\b(?:the\s+)?(?:(?:top|bottom|first|last(?!\s+(?:year|quarter|month|week|fiscal|\d+\s+(?:days|weeks|months))\b))(?:\s+\d+)?|(?:\d+|second|third|fourth|fifth|2nd|3rd|4th|5th)\s+(?:largest|biggest|smallest|highest|lowest|best|worst)|largest|biggest|smallest|highest|lowest|best|worst|most|least|fewest|greatest)\b/gi,
    examples: ['top 10', 'the 4 biggest', 'worst', 'the second largest', 'the most'],
    not: ['topical', 'lastly', 'last year', 'mostly'],
  },
  followCue: {
    means:
      'the words that open a follow-up ("and", "what about"), dropped when it is folded into the previous question (it may find nothing)',
    pattern: /^\s*(?:and\s+)?(?:(?:what|how)\s+about\s+)?/i,
    examples: ['and what about ohio', 'how about texas'],
  },
  theirField: {
    means: '"what are their emails": a field asked of the previous answer\'s records',
    pattern:
      /^\s*(?:and\s+)?(?:(?:what(?:'s|’s|s|\s+(?:is|are|was|were))?|show(?:\s+me)?|(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:give|show|send)\s+me|gimme|lemme\s+(?:see|have|get)|list|(?:can|could)\s+(?:i|we|you)\s+(?:get|have|see|grab)|(?:get|send|tell)\s+me|(?:i\s+)?(?:also\s+)?(?:need|want))\s+)?(?:their|there|its|his|her|(?:that|this|the)\s+(?:person|one|contact|guy|lady)(?:'s|’s))\s+([a-z]+(?:\s+(?!address|too\b|also\b|as\s+well|please\b|pls\b|plz\b|thanks\b|thx\b)[a-z]+)?)(?:\s+address(?:es)?)?(?:\s+(?:too|also|as\s+well))?\s*(?:please|pls|plz|thanks|thx)?\s*[?.!]*\s*$/i,
    examples: [
      ['what are their emails', 'emails'],
      ['show me its email address?', 'email'],
      ['i need his phone', 'phone'],
      ['need there phones too', 'phones'],
      ["could i grab that person's phone", 'phone'],
      ['could you give me her zeta', 'zeta'],
      ['and their zetas?', 'zetas'],
      ['their zetas pls', 'zetas'],
      ['gimme their zetas', 'zetas'],
    ],
    not: ['what are their deals in ohio'],
  },
  listField: {
    means: '"list the departments": the values of a field, not records',
    pattern:
      /^\s*(?:list|show(?:\s+me)?|give\s+me|what\s+are)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:different\s+|distinct\s+|unique\s+|possible\s+)?([a-z]+(?:\s+[a-z]+)?)(?=\s+(?:in|of|for|at|across|among|we|you)\b|\s*[?.!]*\s*$)/i,
    examples: [
      ['list the industries', 'industries'],
      ['show me lead sources?', 'lead sources'],
      ['what are the stages in it', 'stages'],
    ],
    not: ['list deals over 5k'],
  },
  ingEnding: {
    means: 'a word that ends in -ing (records doing something, not a field)',
    pattern: /ing$/i,
    examples: ['closing', 'renewing'],
    not: ['close'],
  },
  filler: {
    means: 'said in passing ("on file", "doesn\'t matter", "at all"): names no record, field or tool',
    pattern:
      /\s+(?:on\s+(?:record|file|the\s+books)|in\s+(?:the|our)\s+(?:system|records|database|books))\b|[,;]?\s*(?:it\s+)?(?:doesn'?t|does\s+not|don'?t)\s+matter\b|[,;]?\s*either\s+way\b|[,;]\s*if\s+(?:there\s+(?:is|are)\s+(?:one|any)|any|applicable)(?=[\s?.!]*$)|\s+down\s+there\b|\s+back(?=\s+in\s+(?:19|20)\d\d\b)|\s+(?:that\s+|who\s+)?(?:i|we)\s+(?:could|can|should|might)\s+(?:ask|call)\s+for\b|\s+(?:at\s+all|whatsoever)\b/gi,
    examples: [
      ...['no ceo on record', ", it doesn't matter", 'either way', 'kept in our database'],
      ...['quito zeta leads, if any?', 'the lima one down there', 'a zeta person we could ask for', 'zeta deals due back in 2031'],
      ...['firms with no zeta at all', 'quarries holding no lima whatsoever'],
    ],
    not: ['on fire', 'which firms, if any, lack a lead', 'who works there'],
  },
  legalName: {
    means: 'a company name in lower case before its legal form ("weber llc"): the words before the form',
    pattern: /\b((?:[a-z][a-z'&-]*\s+){1,3})(llc|inc|corp|ltd|plc|gmbh)\b\.?/g,
    examples: [
      ['leads from weber llc', 'leads from weber '],
      ['acme corp.', 'acme '],
    ],
    not: ['weber llp'],
  },
  smallLink: {
    means: "a small word that ends the words before a company's name",
    pattern: /^(?:from|at|with|for|by|of|in)$/,
    examples: ['from', 'of', 'with'],
    not: ['into'],
  },
  whoHasMore: {
    means: '"who has more deals": which of the records named (no person)',
    pattern: /\bwho(?=\s+(?:has|had|does|did|makes|made|brings|earns)\s+(?:the\s+)?(?:more|fewer|less|most|fewest|least)\b)/gi,
    examples: ['who has more', 'who made the least'],
    not: ['who has deals'],
  },
  whoTheyAre: {
    means: '"who are they", "their names": the records themselves asked for, beside a field of theirs',
    pattern: /\bwho\s+(?:are|is)\s+(?:they|them|those)\b|\bwho\s+they\s+are\b|\bnames\b/i,
    examples: ['who are they, and what zeta', 'names plus the quarry'],
    not: ['which zeta do they hold', 'named'],
  },
  whoIsAhead: {
    means: '"who\'s ahead on zeta": which of the records named has more of it',
    pattern: /\b(?:who|which)(?:['’]s|\s+is|\s+comes\s+out)\s+ahead\s+(?:on|in|by)\b/gi,
    examples: ["who's ahead on", 'which is ahead in'],
    not: ['who is ahead of'],
  },
  whoIsBigger: {
    means: '"who\'s bigger": which of the records named is',
    pattern: /\bwho(?:['’]s|\s+is)\s+(?=(?:bigger|larger|higher|greater|smaller|lower)\b)/gi,
    examples: ["who's bigger", 'who is larger'],
    not: ['who is biggest'],
  },
  groupedTop: {
    means:
      '"count the zetas grouped by lima, sort by count desc, keep 2": the groups with the most records (the records, the field, how many)',
    pattern:
      /\b(?:count|number\s+of)\s+(?:the\s+|all\s+)?((?:(?!grouped\b)[a-z]+\s+)?(?!grouped\b)[a-z]+)\s+(?:grouped\s+)?by\s+([a-z]+(?:\s+[a-z]+)?)\s*[,;]?\s*(?:and\s+)?(?:order|sort)(?:ed)?\s+(?:them\s+|it\s+)?by\s+(?:the\s+)?(?:count|number)\s+desc(?:ending)?\s*[,;]?\s*(?:and\s+)?(?:limit(?:\s+(?:it|that))?(?:\s+to)?|top|(?:keep\s+)?the\s+first|keep)\s+(\d+)\b/gi,
    examples: [
      ['count the zetas grouped by lima, sort by count desc, keep 1', 'zetas'],
      'number of quarries grouped by zone ordered by count descending top 3',
      'count the lima quarries by zeta, sorted by count desc, the first 2',
    ],
    not: ['count the zetas grouped by lima', 'count the zetas by lima, order by lima descending, the first 2'],
  },
  whereHighest: {
    means: '"by zone, where is the mean zeta highest?": the group (the field after "by") whose figure is highest or lowest',
    pattern:
      /^\s*(?:broken\s+down\s+)?by\s+([a-z]+(?:\s+[a-z]+)?)\s*[,:]?\s*where\s+(?:is|are)\s+(?:the\s+|our\s+)?(.+?)\s+(highest|lowest|biggest|largest|smallest|greatest|strongest|weakest)\s*[?.!]*\s*$/i,
    examples: [['By zone, where is the mean zeta per quarry highest?', 'zone'], 'by lima: where are our zeta totals lowest'],
    not: ['where is the zeta highest'],
  },
  moreOrMore: {
    means: '"more zetas or more limas": two values weighed, "more" said twice; the second "more" (before a word) dropped',
    pattern: /\b(more\s+(?!than\b)[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}?\s+or)\s+more\s+(?=[a-z])(?!than\b)/gi,
    examples: [['are there more zetas or more limas', 'more zetas or'], 'do we have more quito managers or more lima reps'],
    not: ['5 or more zetas', 'more than 5 or more than 9'],
  },
  thanOurName: {
    means: '"than our Acme Corp": the record named, whoever\'s it is (a name in capitals)',
    pattern: /\bthan\s+(?:my|our)\s+(?=[A-Z][a-z])/g,
    examples: ['than our Acme', 'than my Globex'],
    not: ['than our deals', 'than our ACME'],
  },
  afterLeader: {
    means: '"behind lima, which town holds the most …": the one said first left out, the top of the rest asked (group 1: what is left out)',
    pattern: new RegExp(
      `^\\s*(?:right\\s+)?(?:after|behind)\\s+(?!\\d|(?:${alternation([...MONTH_NAMES.words, ...DAY_NAMES.words])})\\b)([^,]{2,40}),\\s*` +
        `(?=(?:which|what)\\b[^?]*\\b(?:most|highest|biggest|largest|top)\\b)`,
      'i',
    ),
    examples: [
      ['after lima, which city holds the most quarries', 'lima'],
      ['Behind Acme, which firm has the highest zeta', 'Acme'],
    ],
    not: ['after march, which month saw most', 'after 2023, which year had the most', 'after that, list them'],
  },
  measureLast: {
    means:
      '"won quarries 2024 value": words typed as a search, a money word of the records last, its total asked ' +
      '(records named; never after a question word or a link: "sort by value", "quarries of value")',
    pattern:
      /^(?!\s*(?:what|which|who|whose|how|show|list|give|is|are|do|does|did|can|could|sort|rank|order|find|get|pull|and|or)\b)(?!.*\b(?:average|avg|mean|median|above|below|than|per|each|most|least|top|bottom|best|worst|[a-z]{2,}est)\b)(?=.*\b(?:deals?|opps?|opportunit(?:y|ies)|accounts?|firms?|clients?|leads?|quarr(?:y|ies))\b)(\s*[a-z][\w$.-]*(?:\s+[\w$.-]+){1,8}?)\s+(?<!\b(?:by|of|per|in|for|the|and|with|than|no|without|any|a|its|their|total|sum|summed|average|mean|median|max|min|won|lost|open|deal|opp)\s+)(value|amount|pipeline)\s*[?.!]*\s*$/i,
    examples: [
      ['won quarries 2024 value', 'won quarries 2024'],
      ['open quarries due in june value', 'open quarries due in june'],
    ],
    not: [
      'sort quarries by value',
      'what is the quarry value',
      'quarries with no value',
      'total value',
      'quarries above the average value',
    ],
  },
  countTotalLast: {
    means: '"how many quarries r there total": a count said whole, never a sum of some amount (group 1: the question before it)',
    pattern: /^(\s*how\s+many\b[^?,;:]*?)\s+(?:in\s+)?(?:total|all\s+told|overall)(?=\s*[?.!]*\s*$)/i,
    examples: [
      ['how many quarries r there total', 'how many quarries r there'],
      ['How many zeta firms in total?', 'How many zeta firms'],
    ],
    not: ['how many quarries does the total hold', 'total zeta of quarries', 'how many quarries, then their zeta in total'],
  },
  topicFirstTop: {
    means: '"zeta grades - whats #1 by count": a field said first as the topic, then its top asked (read "what is the #1 zeta grades …")',
    pattern:
      /^\s*([a-z][a-z ]{2,40}?)(?:\s+[-–—]|:)\s+(what(?:'s|’s|s)?(?:\s+is)?|which(?:\s+is)?)\s+(?:the\s+|our\s+)?(#\s?1|top|number one|biggest|largest)(?=\s+(?:for|by|in|among|on)\b|\s*[?.!]*\s*$)/i,
    examples: [
      ['zeta grades - whats #1 by count', 'zeta grades'],
      ['quarry towns: what is top for us', 'quarry towns'],
    ],
    not: ['zeta grades - how many are there', 'lima firms: what is the top grade by count'],
  },
  addSplit: {
    means: '"add the zeta up", "tot that column up": a sum asked with its verb split around what it adds (read "add up the zeta")',
    pattern: /\b(add|tot|sum|total)\s+((?:the|that|this|those|these|my|our|all)\s+(?:[a-z$-]+\s+){0,3}?)up\b/gi,
    examples: [
      ['add the zeta up for my firms', 'add'],
      ['can you sum that zeta column up', 'sum'],
    ],
    not: ['add a firm', 'sum up the zeta'],
  },
  redoFirst: {
    means: '"check that again, only …": the question before asked again, said first, before what narrows it (dropped)',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(BARE_VALUE.leftOut.again)})(?![\\w-])[\\s,.;:!?-]*)+` +
        `(?=(?:counting only|keeping only|only|just|excluding|leaving out|leave out|not counting|minus)\\b)`,
      'i',
    ),
    examples: ['check that again, keeping only quito firms', 'hmm recount, only the lima ones'],
    not: ['recount the lima firms'],
  },
  mineNotOther: {
    means: '"my own firms, but not 3rd party": the other list left out after my own is said already (group 1: my own)',
    pattern:
      /\b((?:my|our)\s+(?:own\s+)?[a-z]+)\s*,?\s*(?:and\s+|but\s+)?not\s+(?:the\s+|any\s+)?(?:third[-\s]?party|3rd[-\s]?party)(?:\s+(?:ones|[a-z]+s))?\b/gi,
    examples: [
      ['my own firms, but not third party', 'my own firms'],
      ['our firms, not 3rd party', 'our firms'],
    ],
    not: ['no 3rd-party firm alone'],
  },
  ourState: {
    means: '"our" before a US state and a word for accounts: the caller\'s own list (lexicon/mine.ts OUR_STATE)',
    pattern: new RegExp(
      `\\b${OUR_STATE.said}\\s+(?=(?:${alternation([...Object.keys(US_STATES), ...Object.values(US_STATES)])})\\s+` +
        `(?:${alternation(OUR_STATE.kinds)})\\b)`,
      'gi',
    ),
    examples: ['our utah clients', 'zeta of our TX accounts'],
    not: ['our peruvian clients', 'our utah quarries'],
  },
  newAdded: {
    means: '"new accounts added": records added are new; the word names no value',
    pattern:
      /\bnew\s+(?=(?:[a-z]+\s+){1,2}(?:(?:got|were|was|have\s+been|been|that\s+were|we)\s+)?(?:added|created|signed|entered|opened)\b)/gi,
    examples: ['new accounts added', 'new leads we created', 'new deals were signed'],
    not: ['new leads'],
  },
  booked: {
    means: '"the business we booked": deals won (the word before it kept)',
    pattern: /\b(did|have|has|had|we|i|you|they)\s+(?:(?:we|i|you|they)\s+)?book(?:ed)?\b/gi,
    examples: [
      ['deals we booked', 'we'],
      ['have booked', 'have'],
    ],
    not: ['book a meeting'],
  },
  bookings: {
    means: '"bookings": the value of deals won',
    pattern: /\bbookings\b/gi,
    examples: ['bookings', 'our bookings'],
    not: ['booking'],
  },
  leadWord: {
    means: 'a word that starts with "lead"',
    pattern: /\blead/i,
    examples: ['lead source', 'leads'],
    not: ['mislead'],
  },
  averageEach: {
    means: '"avg number of contacts each": the mean per record of the kind named before',
    pattern: /\b((?:average|avg|mean)\s+(?:number|count|#)\s+of\s+[a-z]+)\s+(?:each|apiece)\b/gi,
    examples: [
      ['mean count of deals apiece', 'mean count of deals'],
      ['avg # of leads each', 'avg # of leads'],
    ],
    not: ['average number of deals'],
  },
  nonLetters: {
    means: 'a run of anything but letters, where text is cut into words',
    pattern: /[^a-z]+/,
    examples: ['a, b', 'x1y'],
    not: ['abc'],
  },
  spreadMinus: {
    means: '"largest minus lowest": the spread of a measure',
    pattern: /\b(?:biggest|largest|highest|top|max(?:imum)?)\s+minus\s+(?:the\s+)?(?:smallest|lowest|bottom|min(?:imum)?)\b/gi,
    examples: ['largest minus lowest', 'max minus the min'],
    not: ['largest minus 5'],
  },
  gotHas: {
    means: '"what city\'s got": what city has',
    pattern: /\b(which|what)\s+([a-z]+)['’]s\s+got\b/gi,
    examples: [
      ["which city's got", 'which'],
      ['what region\u2019s got', 'what'],
    ],
    not: ["which city's good"],
  },
  spreadAcross: {
    means: '"split across stages": grouped by that field',
    pattern: /\b(?:split|spread|distributed|divided|broken out)\s+(?:across|among|over)\s+(?:the\s+)?(?=[a-z])/gi,
    examples: ['split across the stages', 'spread over regions', 'broken out among reps'],
    not: ['split by stage'],
  },
  outside: {
    means: '"outside of texas": not in it (never "outside accounts")',
    pattern:
      /\boutside\s+(?:of\s+)?(?!(?:the\s+)?(?:accounts?|compan(?:y|ies)|clients?|partners?|vendors?|contacts?|lists?|sources?|providers?|ones?)\b)/gi,
    examples: ['outside of utah', 'outside texas'],
    not: ['outside accounts', 'outside the vendors'],
  },
  emailAddress: {
    means: '"e-mail addresses": the e-mails, no street address',
    pattern: /\b(e-?mail)\s+address(es)?\b/gi,
    examples: [
      ['e-mail addresses', 'e-mail'],
      ['email address', 'email'],
    ],
    not: ['home address'],
  },
  notContracted: {
    means: '"don\'t", "isn\'t": a verb with its negation run into it',
    pattern: /\b(do|does|did|is|are|was|were|has|have|had)n['’]?t\b/gi,
    examples: [
      ["don't", 'do'],
      ['wasn\u2019t', 'was'],
      ['isnt', 'is'],
    ],
    not: ['cannot'],
  },
  doNotHaveAny: {
    means: '"do not have any": none of them',
    pattern: /\b(?:do|does|did)\s+not\s+have\s+(?:any|a|an)\s+/gi,
    examples: ['do not have any leads', 'did not have a ceo'],
    not: ['do not have'],
  },
  addUp: {
    means: '"add up", "tally up": a sum',
    pattern: /\b(?:add(?:ing)?|tally(?:ing)?|sum(?:ming)?)\s+(?:up|together)\b/gi,
    examples: ['add up', 'tallying together', 'sum up'],
    not: ['adding'],
  },
  winChance: {
    means: '"win probability", "chance of winning": the deal\'s probability',
    pattern:
      /\bwin(?:ning)?\s+(probability|chance|likelihood|odds)\b|\b(probability|chance|likelihood|odds)\s+(?:of|to)\s+win(?:ning)?\b/gi,
    examples: ['win probability', 'odds of winning', 'chance to win'],
    not: ['win rate'],
  },
  busiest: {
    means: '"the busiest month": the one with the most (fewest) records',
    pattern: /\b(?:the\s+)?(busiest|quietest|slowest)\s+([a-z]+)(?:\s+for\b)?/gi,
    examples: [
      ['the busiest month', 'busiest'],
      ['our quietest region for', 'quietest'],
    ],
    not: ['busy month'],
  },
  busiestToken: {
    means: 'the word is "busiest" (the most records), not "quietest"',
    pattern: /^busiest$/i,
    examples: ['busiest', 'Busiest'],
    not: ['busy'],
  },
  dollarSign: {
    means: 'a dollar sign on its own: the money of the records',
    pattern: /(?<![\w$])\$+(?!\s?\d)/g,
    examples: ['how many $', 'won $ total'],
    not: ['$5', 'us$'],
  },
  moreBefore: {
    means: '"most", "least", "more" or "less" said just before',
    pattern: /\b(?:most|least|more|less)\s*$/i,
    examples: ['the most ', 'less'],
    not: ['most deals'],
  },
  emptyBrackets: {
    means: 'brackets left empty by what was dropped',
    pattern: /\(\s*\)/g,
    examples: ['( )', '()'],
    not: ['(a)'],
  },
  commaLeft: {
    means: 'a comma left at the end, before another, or at the start before the records a rate is of, by what was dropped',
    pattern: /^\s*[,;](?=\s*(?:for|in|on|of|among|across)\b)|[,;]\s*(?=[,;]|$)/g,
    examples: ['ohio,', 'a ;, b', ' , for quito quarries'],
    not: ['a, b', ', meaning won over lost'],
  },
} satisfies Rules);
