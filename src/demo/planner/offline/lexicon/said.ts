import { FIRST_SAID } from './asking.js';

/**
 * "smallest on top", "biggest at the top": which end of an order comes first, said as its place
 * in the list. Read as "<end> first" (understand/reworded.ts), which the readers of orders know:
 * every row in that order, never the first row alone.
 */
export const END_ON_TOP: { ends: string[]; places: string[]; examples: { said: string; reads: string }[] } = {
  ends: FIRST_SAID.ends,
  places: ['on top', 'on the top', 'at the top', 'at top', 'up top'],
  examples: [
    { said: 'line up my peru firms by headcount, smallest on top', reads: 'list my peru firms by headcount, smallest first' },
    {
      said: 'order the quito prospects by score, highest up top',
      reads: 'order the quito prospects by score, highest first',
    },
  ],
};

/**
 * "what do my lima clients make in revenue", "what does the proposal pipeline bring in": the
 * money the records earn, added up. Read as "summed revenue of …" (the deals' value
 * when the records are deals; understand/reworded.ts). A person or "we" earning is no record's
 * figure and is left as said; so is a verb with more after it ("… make in may") and "by how much does …".
 */
export const EARNED_TOTAL: {
  leads: string[];
  verbs: string[];
  measures: string[];
  together: string[];
  persons: string[];
  dealWords: string[];
  /** Said first of the records ("what does a typical lima client make"): one of them on average, not their sum. */
  averaged: string[];
  as: { revenue: string; value: string; averageRevenue: string; averageValue: string };
  examples: { said: string; reads: string }[];
} = {
  leads: ['what do', 'what does', 'what did', 'how much do', 'how much does', 'how much did'],
  verbs: [
    ...['make', 'earn', 'bring in', 'brings in', 'bring', 'generate', 'gross', 'pull in', 'rake in', 'take in', 'produce'],
    ...['add up to', 'come to', 'amount to', 'total'],
  ],
  /** Said after the verb ("make in revenue", "earn in sales a year"): the money, already read. */
  measures: ['in revenue', 'in sales', 'in dollars', 'in money', 'in turnover', 'a year', 'per year', 'annually', 'yearly'],
  // (said after the verb, with the measure or not: "… make, all together")
  together: ['together', 'combined', 'altogether', 'all together', 'in total', 'in all', 'between them'],
  persons: ['we', 'i', 'you', 'they', 'it', 'he', 'she', 'them', 'us', 'the two', 'these two', 'those two', 'both'],
  dealWords: ['deal', 'deals', 'opportunity', 'opportunities', 'opp', 'opps', 'pipeline'],
  averaged: ['an average', 'the average', 'a typical', 'the typical', 'your average', 'our average', 'my average', 'your typical'],
  as: { revenue: 'summed revenue of', value: 'summed value of', averageRevenue: 'average revenue of', averageValue: 'average value of' },
  examples: [
    { said: 'what does a typical lima client of mine bring in?', reads: 'average revenue of lima client of mine?' },
    { said: 'what do my lima clients make in revenue', reads: 'summed revenue of my lima clients' },
    { said: 'how much does the media group in peru bring in a year?', reads: 'summed revenue of the media group in peru?' },
    { said: 'what did the quito deals come to', reads: 'summed value of the quito deals' },
    { said: 'what did we make in march', reads: 'what did we make in march' },
    { said: 'by how much does lima pipeline beat quito', reads: 'by how much does lima pipeline beat quito' },
  ],
};

/**
 * "leaving out ohio, what do the rest of my clients make": after a value left out, "the rest of"
 * the records is the records without it, which the exclusion already says. Dropped
 * (understand/reworded.ts) only when a negation lead (lexicon/negation.ts) comes before it;
 * elsewhere ("acme against the rest of my clients") it names a part of its own and is kept.
 */
export const REST_AFTER_EXCLUSION: { words: string[]; examples: { said: string; reads: string }[] } = {
  words: ['the rest of', 'the remainder of', 'what remains of', 'whatever is left of', 'what is left of', "what's left of"],
  examples: [
    { said: 'leaving out lima, what do the rest of my banks make', reads: 'leaving out lima, summed revenue of my banks' },
    { said: 'how does zeta stack up next to the rest of my banks', reads: 'how does zeta stack up next to the rest of my banks' },
  ],
};

/**
 * "the five biggest deals (by amount) at peruvian firms": the measure of a ranking said in a
 * parenthesis, read as said without it (understand/reworded.ts), so it stays the ranking's.
 */
export const MEASURE_ASIDE: { leads: string[]; examples: { said: string; reads: string }[] } = {
  leads: ['by', 'ranked by', 'sorted by', 'ordered by', 'in terms of', 'measured by'],
  examples: [
    {
      said: 'name the four costliest deals (by amount) at peruvian firms',
      reads: 'name the four costliest deals by amount at peruvian firms',
    },
  ],
};

/**
 * "Nova Labs LLC - how many of my clients out-earn it?": a record named first, before a dash or a
 * colon, and pointed at once in the question after it. Read as the question with the name in
 * place of the pointer (understand/reworded.ts). The name is capitalised words (and `joins`
 * between them); the question names no other pointer.
 */
export const NAMED_THEN_POINTED: {
  pointers: string[];
  joins: string[];
  asides: string[];
  examples: { said: string; reads: string }[];
} = {
  pointers: ['it', 'that one', 'this one', 'that account', 'this account', 'that company', 'that firm', 'that client'],
  joins: ['and', 'of', 'the', '&', '-'],
  /** Said of the record between its name and the dash ("Zeta Co is in my book - …"): which list it is on, already read from the name. */
  asides: [
    'is in my territory',
    'is in my book',
    'is on my list',
    'is mine',
    'is one of mine',
    'is one of ours',
    'is my account',
    'is a client',
  ],
  examples: [
    { said: 'Zeta Mining Co - which of my banks earn more than it?', reads: 'which of my banks earn more than Zeta Mining Co?' },
    { said: 'Lumen Forge LLC: is that firm a third-party one?', reads: 'is Lumen Forge LLC third party?' },
    {
      said: 'Zeta Mining Co is in my book: how many crm banks share a state with it?',
      reads: 'how many crm banks share a state with Zeta Mining Co?',
    },
  ],
};

/**
 * "lead value by region — which region comes out on top?": a measure broken down by a field,
 * then the field's winner asked. Read as "which region has the <measure>" (understand/reworded.ts).
 */
export const WINNER_AFTER: { verbs: string[]; examples: { said: string; reads: string }[] } = {
  verbs: ['comes out on top', 'comes out ahead', 'comes first', 'wins', 'is on top', 'ranks first', 'leads', 'takes it', 'is best'],
  examples: [
    { said: 'highest mean deal size by city - which city wins?', reads: 'which city has the highest mean deal size' },
    { said: 'most hot leads by campaign: which campaign comes out ahead', reads: 'which campaign has the most hot leads' },
  ],
};

/**
 * "for peru, what share of the decided ones did we lose?": a win (loss) rate
 * asked as the share of the closed deals that were won (lost). Read as "what is the win rate"
 * (understand/reworded.ts), which the reader of rates knows; the rest of the question stays.
 */
export const RATE_ASKED: {
  shares: string[];
  wholes: string[];
  outcomes: Record<string, 'win' | 'loss'>;
  examples: { said: string; reads: string }[];
} = {
  shares: ['what percentage of', 'what percent of', 'what share of', 'what % of', 'what fraction of', 'what proportion of'],
  wholes: [
    ...['the closed ones', 'the closed deals', 'the closed opportunities', 'the finished ones', 'the finished deals'],
    ...['the decided ones', 'the decided deals', 'closed deals', 'the ones that closed', 'the deals that closed'],
  ],
  outcomes: {
    'did we win': 'win',
    'did i win': 'win',
    'were won': 'win',
    'we won': 'win',
    'did we lose': 'loss',
    'did i lose': 'loss',
    'were lost': 'loss',
    'we lost': 'loss',
  },
  examples: [
    {
      said: 'for the quito deals, what share of the finished ones did we lose?',
      reads: 'among the closed deals for the quito deals, what share were lost',
    },
    { said: 'what percent of the decided deals were won in lima', reads: 'among the closed deals in lima, what share were won' },
  ],
};

/**
 * "of all the lead value, what share came from webinars": a share whose whole is said first and
 * whose part is said by where it came from. Read as "what share of <whole> came from …"
 * (understand/reworded.ts), the form the readers of shares know.
 */
export const SHARE_FROM: { leads: string[]; shares: string[]; verbs: string[]; examples: { said: string; reads: string }[] } = {
  leads: ['of all', 'of all the', 'out of all', 'out of all the', 'of the total', 'of our total', 'of the whole'],
  shares: ['what percentage', 'what percent', 'what share', 'what fraction', 'what proportion', 'what %', 'which share'],
  verbs: ['came from', 'comes from', 'come from', 'is from', 'was from', 'were from', 'went to', 'goes to', 'belongs to', 'belonged to'],
  examples: [
    {
      said: 'of all the quito pipeline, what fraction comes from mining firms?',
      reads: 'what fraction of the quito pipeline comes from mining firms?',
    },
  ],
};

/**
 * "by how much does A out-earn B, or the other way round?": the question says no direction is
 * assumed; the gap's answer says which is bigger. Dropped when said last (understand/reworded.ts):
 * one of `leads` (after a comma or not), then one of `ends`.
 */
export const EITHER_WAY: { leads: string[]; ends: string[]; examples: { said: string; reads: string }[] } = {
  leads: ['or', 'or is it', 'or was it', 'or maybe'],
  ends: ['the other way round', 'the other way around', 'vice versa', 'the reverse', 'the opposite'],
  examples: [{ said: 'by how much does zeta out-earn lumen, or vice versa?', reads: 'by how much does zeta earn more than lumen?' }],
};

/**
 * "how much (as a percent) of the quito pipeline is won", "how much of it, in percent, is …": a
 * share asked as an amount with its unit said aside. Read as "what percentage" (understand/reworded.ts).
 */
export const AMOUNT_AS_SHARE: { leads: string[]; units: string[]; as: string; examples: { said: string; reads: string }[] } = {
  leads: ['how much'],
  units: ['as a percentage', 'as a percent', 'as a share', 'in percent', 'in %', '%', 'percentage-wise', 'in percentage terms'],
  as: 'what percentage',
  examples: [
    { said: 'how much (as a percent) of quito pipeline is won', reads: 'what percentage of quito pipeline is won' },
    { said: 'how much of the quito pipeline, in percent, is won', reads: 'what percentage of the quito pipeline is won' },
  ],
};

/**
 * "…; among quarries in that state, whats the mean headcount?": the records pointed at a place
 * said first, then the question. Read with the question first ("whats the mean headcount among
 * quarries in that state"; understand/reworded.ts), the order the readers of bridges know.
 */
export const PLACE_CLAUSE_LAST: { leads: string[]; places: string[]; examples: { said: string; reads: string }[] } = {
  leads: ['for', 'among', 'across', 'looking at'],
  places: ['in that state', 'in that same state', 'in the same state', 'in this state', 'there'],
  examples: [
    {
      said: 'Zeta Mining Co is somewhere; among quarries there, how many are in peru?',
      reads: 'Zeta Mining Co is somewhere; how many are in peru among quarries there?',
    },
  ],
};

/**
 * "work out which state our quarries occupy most, then tally banks there": words that set a
 * task before the question (`openers`, at its start or after "then") say nothing, and "which state
 * <clause> in," is "the state where <clause>" (understand/reworded.ts), the form bridges know.
 */
export const TASK_SAID: { openers: string[]; afterThen: string[]; examples: { said: string; reads: string }[] } = {
  openers: ['figure out', 'find out', 'work out', 'go figure out', 'go find out'],
  afterThen: ['tell me', 'give me', 'show me', 'let me know', 'get me'],
  examples: [
    {
      said: 'work out which state our quarries occupy in, then show me banks there',
      reads: 'the state where our quarries occupy, then banks there',
    },
  ],
};

/**
 * "add quito's pipeline to lima's pipeline: whats the sum?": two figures added, asked as a
 * question after the request. Read as "<first> plus <second>" (understand/reworded.ts); with no
 * question after it, "add …" stays a request to make a record.
 */
export const ADD_ASKED: {
  verbs: string[];
  joins: string[];
  asks: string[];
  totals: string[];
  examples: { said: string; reads: string }[];
} = {
  verbs: ['add', 'combine', 'sum'],
  joins: ['to', 'and', 'with'],
  asks: ['what is', "what's", 'whats', 'what does that make', 'what do i get for', 'give me'],
  totals: ['the grand total', 'the total', 'the combined total', 'the sum', 'the combined figure', 'the result'],
  examples: [
    { said: "add quito's pipeline to lima's pipeline: whats the sum?", reads: "quito's pipeline plus lima's pipeline" },
    { said: 'add up zeta revenue and lumen revenue, whats the result', reads: 'zeta revenue plus lumen revenue' },
  ],
};

/**
 * "the gap between the mean headcount of my banks and the mean of the peruvian ones": the second
 * figure said without its measure, and its records as "ones". Read with the first's measure and
 * kind ("the mean headcount of the peruvian banks"; understand/reworded.ts), so the two figures
 * are of one quantity.
 */
export const ELIDED_FIGURE: { figures: string[]; joins: string[]; examples: { said: string; reads: string }[] } = {
  figures: ['average', 'avg', 'mean', 'median', 'total'],
  joins: ['and', 'vs', 'versus', 'against', 'compared to', 'compared with', 'to', 'from'],
  examples: [
    {
      said: 'the gap between the mean headcount of my banks and the mean of the peruvian ones',
      reads: 'the gap between the mean headcount of my banks and the mean headcount of the peruvian banks',
    },
  ],
};

/**
 * "the worth of our open pipeline", "the value of my pipeline": the deals' value added up, not
 * a list of the deals. Read with "total" before the figure (understand/reworded.ts), the
 * owner kept.
 */
export const PIPELINE_WORTH: { figures: string[]; owners: string[]; things: string[]; examples: { said: string; reads: string }[] } = {
  figures: ['value', 'worth'],
  owners: ['the', 'our', 'my'],
  things: ['open pipeline', 'pipeline', 'open pipe', 'pipe'],
  examples: [
    { said: 'the worth of my open pipeline in quito', reads: 'the total value of my open pipeline in quito' },
    { said: 'the value of my pipe at zeta, please', reads: 'the total value of my pipe at zeta, please' },
  ],
};

/**
 * "which kind of quarry (granite, slate and so on) …": a bracket of examples of what was just
 * named, marked by its first words or its last, or what the person thinks of the answer; it names no condition, so it is dropped
 * (understand/reworded.ts). A bracket with no such mark ("(only the lima ones)") is kept.
 */
export const EXAMPLES_ASIDE: { opens: string[]; ends: string[]; examples: { said: string; reads: string }[] } = {
  opens: [
    ...['e.g.', 'e.g', 'eg', 'for example', 'for instance', 'such as', 'i.e.', 'ie', 'say'],
    // (what the person thinks of the figure: "(i suspect it is low)")
    ...['i', 'we'].flatMap((who) => ['suspect', 'think', 'guess', 'believe', 'fear', 'hope', 'reckon', 'bet'].map((v) => `${who} ${v}`)),
  ],
  ends: ['and so on', 'and so forth', 'etc', 'etc.', 'and the like', 'and such', 'or similar', '...', '…'],
  examples: [
    { said: 'which kind of quarry (granite, slate and so on) earns the most?', reads: 'which kind of quarry earns the most?' },
    { said: 'quarry types (e.g. zeta, lima) by count', reads: 'quarry types by count' },
    { said: 'how many lima quarries (i bet it is fewer than last year)?', reads: 'how many lima quarries?' },
  ],
};

/**
 * "how much is the priciest quarry worth?": the worth of the one record a ranking picks, not a total.
 * Read as "what is the biggest one" (understand/reworded.ts), which shows its worth, only when what
 * is weighed opens with one of `ranks`.
 */
export const WORTH_OF_ONE: { leads: string[]; ranks: string[]; as: string; examples: { said: string; reads: string }[] } = {
  leads: ['how much is', 'how much was', "how much's", 'what is', "what's", 'what was'],
  ranks: ['biggest', 'largest', 'smallest', 'top', 'priciest', 'cheapest', 'highest', 'lowest', 'first', 'last', 'second', 'third'],
  as: 'what is',
  examples: [{ said: 'how much is the largest of the lima quarries worth?', reads: 'what is the largest of the lima quarries?' }],
};

/**
 * "which region's quarries earn the most - and that sum?": the figure the first part's answer
 * states anyway, asked again at the end; dropped (understand/reworded.ts). Only said of "that"
 * figure: "…, plus their mean?" asks for one more. Each lead with each figure.
 */
export const FIGURE_TOO: { tails: string[]; examples: { said: string; reads: string }[] } = {
  tails: [
    ...['and what is', "and what's", 'and what was', 'and how much is', 'and'].flatMap((lead) =>
      ['figure', 'combined figure', 'total', 'combined total', 'number', 'amount', 'sum'].map((what) => `${lead} that ${what}`),
    ),
    // ("which quarry earns the most, and how much the one ranked first pulls in": its figure, said again)
    ...['and how much', 'and how much revenue', 'and how much money', 'and what revenue'].flatMap((lead) =>
      ['that account', 'that one', 'it', 'that firm', 'that client', 'that company'].flatMap((one) =>
        ['brings in', 'makes', 'earns', 'has', 'generates', 'is worth', 'pulls in'].map((verb) => `${lead} ${one} ${verb}`),
      ),
    ),
  ],
  examples: [{ said: 'which region leads on lima revenue - and that sum?', reads: 'which region leads on lima revenue?' }],
};

/**
 * "for the sync I need two things about Ana Ruiz: her title and her firm": what is asked of one
 * record said as "facts about" it, read as the record named before a colon (understand/reworded.ts):
 * "for the sync: Ana Ruiz: her title and her firm".
 */
export const FACTS_ABOUT: {
  leads: string[];
  counts: string[];
  nouns: string[];
  joins: string[];
  examples: { said: string; reads: string }[];
} = {
  leads: ['i need', 'i want', 'i would like', "i'd like", 'give me', 'tell me', 'get me', 'we need'],
  counts: ['two', 'three', 'a few', 'some', 'a couple of', 'the', 'a pair of', 'both'],
  nouns: ['facts', 'things', 'details', 'bits', 'data points', 'pieces of information', 'pieces of info'],
  joins: ['about', 'on', 'regarding'],
  examples: [{ said: 'for the sync I need two things about Ana Ruiz: her title', reads: 'for the sync: Ana Ruiz: her title' }],
};

/**
 * "on average, how many staff does a zeta firm have?": the mean number of one kind of record per
 * record of another, read as "average number of staff per zeta firm" (understand/reworded.ts); the
 * average said first or last.
 */
export const PER_ONE_AVERAGE: { averages: string[]; ones: string[]; verbs: string[]; examples: { said: string; reads: string }[] } = {
  averages: ['on average', 'on avg', 'typically', 'on a typical basis'],
  ones: ['a', 'an', 'each', 'every', 'one', 'the average', 'the typical', 'a typical', 'an average', 'each of', 'every one of'],
  verbs: ['have', 'hold', 'carry', 'get', 'list'],
  examples: [
    { said: 'on average, how many staff does a zeta firm have?', reads: 'average number of staff per zeta firm?' },
    { said: 'how many quarries does each region hold on average', reads: 'average number of quarries per region' },
  ],
};
