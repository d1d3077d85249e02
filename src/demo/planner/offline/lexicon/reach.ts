/**
 * Words that ask for what no record holds: a prediction of what has not happened yet. The
 * tools hold records as they are, so a question asking for one is declined at once (unless a
 * tool's own vocabulary has the word: a "forecast category" field makes it a field).
 * understand/scope.ts reads them; each word is matched as a whole word, in any letter case.
 */
export const UNHELD: { words: string[]; means: string; except: string[]; examples: string[] } = {
  words: ['forecast', 'forecasts', 'forecasting', 'predict', 'predicts', 'prediction', 'predictions', 'projection', 'projections'],
  means: 'a prediction',
  /** Phrases with the words that name a figure of the records ("the weighted forecast of open deals": amounts times probabilities). */
  except: [
    ...['weighted forecast', 'forecast category', 'forecasted close'],
    // the purpose a figure is asked for ("the mean probability of …, needed for forecasting"), not a prediction asked
    ...['for forecasting', 'for the forecast', 'for my forecast', 'for our forecast', 'for a forecast', 'forecast call', 'forecast review'],
  ],
  examples: [
    'what will acme earn next year, a forecast please',
    'predict how many deals we close next quarter',
    'give me a revenue projection for my accounts',
  ],
};

/**
 * Things no record holds, said in several words: a length of time between two events of a
 * record ("how long deals take to close": none is computed from two dates), and what was said
 * in a conversation (an e-mail's text, a call's notes: the records hold addresses, not
 * messages). A question asking for one is declined (unless a tool's own vocabulary has the words).
 */
export const UNHELD_PHRASES: { words: string[]; means: string; examples: string[] }[] = [
  {
    words: ['time to close', 'days to close', 'time to win', 'sales cycle', 'cycle time', 'how long', 'turnaround time'],
    means: 'a length of time',
    examples: ['what is the mean time to close for won deals', 'how long do deals in proposal take to close'],
  },
  {
    // (a future of what only happens once a deal is decided: "how many deals close next month" is asked of their close dates)
    words: ['will we win', 'will we earn', 'will we make', 'will we lose', 'are we going to win', 'are we going to lose'],
    means: 'a prediction',
    examples: ['how much will we win in q4 2030', 'are we going to lose the acme renewal'],
  },
  {
    words: ['last email', 'latest email', 'last call', 'last meeting', 'email say', 'email said', 'call notes', 'meeting notes'],
    means: 'what was said in a conversation',
    examples: ['what did the latest email from jo smith say', 'show me the call notes for acme'],
  },
  {
    // (a change no tool offers: two records made one)
    words: [
      'just one record',
      'only one record',
      'into one record',
      'into a single record',
      'one single record',
      'deduplicate',
      'de-duplicate',
      'dedupe',
    ],
    means: 'merging records into one',
    examples: ['fold zeta labs with zeta lab so there is only one record', 'dedupe the quito firms'],
  },
];

/**
 * "what commission did i earn …", "what margin do they have": a quality asked with the verb
 * after it (the form `ASKED_OF` in scope.ts does not cover), read when the word is one no
 * tool knows. The verbs and the people that follow them.
 */
export const ASKED_WITH_VERB = {
  verbs: ['did', 'do', 'does', 'have', 'has', 'had', 'will', 'would', 'are', 'were'],
  people: ['we', 'i', 'they', 'you', 'he', 'she', 'it', 'our', 'their'],
  examples: ['what commission did i earn on that renewal', 'what margin do they have on renewals'],
};

/**
 * "What will won value look like next year": a figure asked of the future, the future said
 * first ("will", "going to") and the figure's shape after it, words apart. Declined as a
 * prediction (understand/scope.ts); "what does the pipeline look like in march" is asked of
 * the records as they are.
 */
export const FUTURE_ASKED: { opens: string[]; then: string[]; examples: string[] } = {
  opens: ['will', 'going to', 'gonna'],
  then: ['look like', 'come in at', 'end up at', 'end up being', 'land at', 'turn out', 'from now', 'in the future', 'down the road'],
  examples: [
    'what will lost value look like in 2031',
    'where is won revenue going to end up at this year',
    'what revenue will acme have two years from now',
  ],
};

/**
 * "email the cfo at lima mill", "call her": a way of reaching someone said as the first word and
 * followed by whom, a request to reach them that no tool makes (understand/scope.ts); "the email
 * for the lima mill cfo" and "emails at lima mill" ask for the field.
 */
export const REACH_VERBS: { verbs: string[]; whom: string[]; examples: string[]; not: string[] } = {
  verbs: ['email', 'e-mail', 'mail', 'text', 'call', 'phone', 'ring', 'ping', 'message', 'dm'],
  whom: ['the', 'him', 'her', 'them', 'our', 'my', 'every', 'each', 'all', 'everyone', 'everybody', 'this', 'that', 'those', 'these'],
  examples: ['email the cfo at lima mill re the zeta', 'call her about quito', 'ping every lima cto'],
  not: ['the email for the lima mill cfo', 'emails at lima mill'],
};

/**
 * Words that describe records, said first ("hot leads in lima", "stale zeta deals"): never an action
 * asked of the tools, so never declined as one (understand/scope.ts); a word the reader cannot use
 * is then said unused.
 */
export const DESCRIBED_FIRST: { words: string[]; examples: string[] } = {
  words: [
    'hot',
    'warm',
    'cold',
    'stale',
    'dormant',
    'key',
    'important',
    'strategic',
    'priority',
    'juicy',
    'promising',
    'risky',
    'headline',
  ],
  examples: ['hot zeta leads in lima', 'stale quito deals over 5k', 'headline number: zeta of lima'],
};
