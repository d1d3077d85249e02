/**
 * How a question asks for records by the records that refer to them (understand/having.ts):
 * "accounts that have a CTO" (at least one related record the value matches) and "accounts
 * that never had a win" (none). The phrase comes after the kind of record asked for, past
 * at most one place or amount that narrows it ("accounts in France never had …"). Matched as
 * whole words, lower case; each list has sentences it is found in beside it.
 */
export const LACKING: { phrases: string[]; examples: string[] } = {
  phrases: [
    'have no',
    'has no',
    'had no',
    'with no',
    'having no',
    'without',
    'lack',
    'lacks',
    'lacking',
    'missing',
    'do not have',
    "don't have",
    'dont have',
    'does not have',
    "doesn't have",
    'doesnt have',
    'did not have',
    "didn't have",
    'never had',
    'have never had',
    'has never had',
    'never have',
    'have never',
    'has never',
    'have zero',
    'has zero',
    'with zero',
    'have not had',
    'has not had',
    "haven't had",
    "hasn't had",
    'where there is no',
    'where there are no',
    'in which there is no',
    // a kind of record named between ("where no contact is the CTO"); {kind} is one word
    'where no {kind} is',
    'where no {kind} is an',
    'where none of the {kind} is',
    'where none of the {kind} are',
    'with no {kind} who is',
    'with no {kind} that is',
  ],
  examples: [
    'accounts without a CFO',
    'which 3rd-party customers in oregon don’t have a cfo',
    'how many clients in spain have never had a lost one',
    'which customers have zero qualified deals',
    'list the firms in asia that never had a negotiation',
    'name my firms in ohio where no contact is the cto',
  ],
};

export const HAVING: { phrases: string[]; examples: string[] } = {
  phrases: [
    ...['have', 'has', 'had', 'have got', 'has got', 'got', 'employ', 'employs', 'include', 'includes', 'with', 'having'],
    ...['hold', 'holds', 'holding', 'carry', 'carries', 'carrying'],
  ],
  examples: [
    'accounts that have a CTO',
    'what portion of our clients above 2m employ a cfo',
    'clients with at least one director',
    'list my clients that have got a vp of sales',
    'is there any client carrying 2 or more cfos',
  ],
};

/**
 * "summed zeta of won deals for lima firms having a june close date": a kind said after one of these
 * links, behind another kind, with having words that name no kind of record, is no kind asked for
 * by what it has; the having words describe the first kind's records (understand/having.ts).
 */
export const HELD_BY: { links: string[]; examples: string[] } = {
  links: ['for', 'at', 'of', 'from', 'across'],
  examples: ['summed zeta of won deals for lima firms having a june close date', 'open deals at quito firms with a may close date'],
};

/** What may stand between the kind of record and a having word ("of mine", "that", "which still"). */
export const HAVING_LINKS = [
  'of mine',
  'of ours',
  'where we',
  'where i',
  'where they',
  'that',
  'which',
  'who',
  'do',
  'does',
  'are',
  'is',
  'still',
];

/** The words that open the one narrowing phrase allowed before it ("in France", "over $5M"). */
export const NARROWING_LEADS = ['in', 'over', 'under', 'above', 'below'];

/** What follows a having word: the related record it counts ("a", "any", "at least one"). */
export const HAVING_ARTICLES = [
  'a',
  'an',
  'any',
  'some',
  'at least one',
  'both a',
  'both an',
  // "clients holding three or more CFOs": records of a value counted (run/related.ts)
  'more than one',
  'more than 1',
  'at least two',
  'at least 2',
  'two or more',
  '2 or more',
  'three or more',
  '3 or more',
  'multiple',
];

/**
 * A follow-up asking which of the previous answer's records have a related record ("which of
 * those have …"): answered with those records, not with the related ones found. Each phrase
 * opens the question; read by understand/intent.ts.
 */
export const WHICH_OF_THEM: { phrases: string[]; openers: string[]; examples: string[] } = {
  /** Words a follow-up may open with before the phrase ("so which ones have …"). */
  openers: ['and', 'so', 'ok', 'okay', 'also', 'now', 'then', 'but'],
  phrases: [
    'which of those have',
    'which of those has',
    'which of them have',
    'which of them has',
    'which of these have',
    'which of these has',
    'which ones have',
    'which ones of those have',
    ...['those', 'them'].map((them) => `do any of ${them} have`),
  ],
  examples: [
    '(after a list of accounts) which ones have any vp of sales',
    '(after a list) do any of those have product managers',
    '(after a list of quarries) also do any of those have zeta officers',
  ],
};

/**
 * Words that may stand between a number and the kind of record it counts ("4 or more of my
 * accounts", "5 third-party accounts", "2 open deals"): the number counts records, never an
 * amount of them (understand/extract.ts). Matched word by word, lower case.
 */
const LIST_WORDS = ['crm', 'territory', 'third', 'party', '3rd', 'own', 'separate'];
export const COUNTED_LEADS: { words: string[]; lists: string[]; examples: [string, string][] } = {
  words: [
    ...['or', 'more', 'less', 'fewer', 'of', 'my', 'our', 'the', 'plus', 'and', 'than'],
    ...['open', 'closed', 'won', 'lost', 'active', 'pending'],
    ...LIST_WORDS,
  ],
  /** After a number written in words only the words naming a list ("five third-party accounts"; "one of my accounts" counts nothing). */
  lists: LIST_WORDS,
  examples: [
    ['states with more than 5 third-party accounts', 'account'],
    ['which states hold at least 4 of my accounts', 'account'],
    ['accounts with 2 open deals', 'opportunity'],
    ['regions holding over three 3rd party accounts', 'account'],
  ],
};

/**
 * "firms that have a zeta but no lima": each related value said with its own having or lacking
 * (run/related.ts), read from the words just before it past an article. A value after one of
 * `lacking` is lacked; after a having word with one of `negators` just before it ("don't have a
 * lima"), lacked too; after any other having word, had. Words as the tokenizer gives them
 * (canonical: "missing" is "miss", "don't" is "don" "t").
 */
export const VALUE_HAD: { lacking: string[]; negators: string[]; examples: { said: string; lacked: string[]; had: string[] }[] } = {
  lacking: ['no', 'without', 'lack', 'lacks', 'lacking', 'miss', 'zero', 'nor', 'none'],
  negators: ['not', 't', 'never', 'dont', 'doesnt', 'didnt', 'havent', 'hasnt'],
  examples: [
    { said: 'quarries that have a zeta but no lima', lacked: ['lima'], had: ['zeta'] },
    { said: 'quarries with no lima but with a zeta', lacked: ['lima'], had: ['zeta'] },
    { said: "quarries that don't have a lima", lacked: ['lima'], had: [] },
  ],
};

/**
 * "per region, only regions with at least 3", "dropping each region which holds under 3 of those":
 * a bound said of a group, past a having word (`verbs`, canonical), with no kind of record
 * after it but a pointer (`pointers`): a number of the records the question names first
 * (understand/extract.ts).
 */
export const GROUP_COUNTED: { verbs: string[]; links: string[]; pointers: string[]; examples: [string, string][] } = {
  verbs: ['with', 'has', 'have', 'having', 'hold', 'holding', 'had'],
  links: ['that', 'which', 'who', 'where'],
  pointers: ['them', 'those', 'these', 'it', 'such'],
  examples: [
    ['zeta quarries per region, only regions with at least 3', 'quarry'],
    ['zeta quarries by region, dropping any region that has fewer than 3 of them', 'quarry'],
  ],
};
