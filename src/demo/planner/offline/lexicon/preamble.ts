/**
 * What a person says before the question itself (compose/preamble.ts): a few words set apart by
 * a colon, or whole sentences ended before the last one. `plain` are words that name no value
 * there (the person, a time said in passing: "we meet before the review …"); each example is read as its question alone
 * (test/internals/reader-lexicon.test.ts).
 */
export const PREAMBLE: {
  colon: string;
  /** Long dashes that set a preamble apart as a colon does ("board call in 5 min — …"); a short one is a topic's. */
  dashes: string[];
  /** A short dash, which sets a preamble apart only before a question that opens as one ("zeta sync - how many …"). */
  shortDash: string;
  /**
   * Words that make what follows a last short dash an aside said of the records asked about ("how many
   * zeta leads - nobody has called them yet?"): no question of its own, it is read as a preamble is.
   */
  asidePointers: string[];
  /** Words after a number that make it a time said in passing ("in 5 min", "at 3 pm"), no value. */
  times: string[];
  sentenceEnds: string[];
  /** Words that open what follows the question's last mark and says why it is asked, or thanks ("… ? We have a zeta mailing to send."). */
  reasonOpeners: string[];
  /** A last clause of the question that says why it is asked (", just in case a second stop fits?"): set apart as a reason after it is. */
  reasonClauses: string[];
  /** A last clause that says what the person will do (", I'm calling them at noon"): set apart as a reason is, after a request. */
  doingClauses: string[];
  maxWords: number;
  /** Whole sentences said before the question may run longer ("I'm off to Lima next week. I have a few firms there. Which …"). */
  maxSentencesWords: number;
  minQuestionWords: number;
  /** A preamble of at most this many words is dropped when the whole message could not be read surely ("Two-parter: …"). */
  unsureWords: number;
  plain: string[];
  /**
   * Words that say why a question is asked ("… wants to know", "my gut says", "before the budget meeting"): a preamble
   * holding one is said of the asking, so a value word in it ("the marketing meeting") names no condition.
   */
  framing: string[];
  /** Words of the question that point at a place said before it ("… Which lima firms are there?"): that place is the question's. */
  placePointers: string[];
  /** Words a request opens with: a sentence after it that opens as a reason does ("I suspect …") says why it is asked. */
  requestOpeners: string[];
  /** Words of the question that point at a record said before it ("my top quito firm, what is its zeta?"): it is the question's. */
  recordPointers: string[];
  /** "in the district holding most of my quarries, …": records ranked in a place said first say where the question is asked. */
  rankedPlace: { leads: string[] };
  examples: { said: string; question: string }[];
} = {
  rankedPlace: { leads: ['in the', 'for the', 'at the', 'within the', 'across the'] },
  requestOpeners: [
    ...['give', 'list', 'show', 'what', "what's", 'how', 'which', 'who', 'count', 'rank', 'tell', 'find', 'pull', 'get', 'sum'],
    ...['i need', 'we need', 'i want', "i'd like", 'i would like'],
  ],
  recordPointers: ['its', 'this one', 'that one', 'this firm', 'that firm', 'this account', 'that account', 'this client', 'that client'],
  placePointers: ['there', 'that city', 'that town', 'that place', 'that area', 'nearby', 'around there'],
  colon: ':',
  dashes: [' — ', ' – ', ' -- '],
  shortDash: ' - ',
  asidePointers: ['them', 'they', 'those', 'these', 'their'],
  times: ['min', 'mins', 'minute', 'minutes', 'hour', 'hours', 'hr', 'hrs', 'am', 'pm', 'sec', 'secs', 'seconds'],
  sentenceEnds: ['. ', '! '],
  reasonOpeners: [
    ...['we', 'i', "i'm", "we're", "i've", "we've", "i'd", "it's", 'it', 'this', 'our', 'my', 'hope', 'hopefully'],
    // (who the person asked about is: "… email? She's on our list at Zeta.")
    ...["she's", "he's", 'she is', 'he is', "they're", 'they are'],
    ...['thanks', 'thank you', 'many thanks', 'cheers', 'much appreciated', 'appreciate it', 'ta', 'sorry', 'apologies'],
    ...['tryna', 'trying to', 'someone', 'somebody', 'idk', 'lol', 'just'],
    // (a second thought: "… ? or am I misremembering", "… ? feels like a lot", "… ? ballpark works")
    ...['or am i', 'or did i', 'or was it', 'or maybe', 'feels like', 'pretty sure', 'ballpark', 'rough', 'roughly'],
    ...["that's", 'that is', "that'll", 'that will'],
    // (how the answer should be put: "… ? Two lines of context will do.")
    ...['please explain', 'explain', 'a sentence', 'one sentence', 'a one-line', 'a one line', 'one line', 'a line', 'a short', 'a brief'],
    ...['a quick', 'briefly', 'keep it short', 'keep it brief', 'in a sentence', 'in one sentence', 'short answer', 'no need to explain'],
  ],
  reasonClauses: [
    ...[', in case ', ', just in case ', ', because ', ', so that ', ', so i can ', ', so we can ', ', as i want '],
    // (what is not wanted yet: "… at zeta, nothing else for now")
    ...[', nothing else', ', nothing more', ", that's all", ', that is all'],
  ],
  // ("pull up the people at zeta, I'm seeing them at noon": what the person will do, after a request said first)
  doingClauses: [", i'm ", ", we're ", ", i'll ", ", we'll ", ', i am ', ', we are '],
  maxWords: 25,
  maxSentencesWords: 70,
  minQuestionWords: 4,
  unsureWords: 2,
  plain: [
    ...['i', "i've", "i'm", "i'd", "i'll", 'we', "we're", "we've", 'our', 'my', 'before', 'after', 'ahead', 'during', 'while'],
    // (greetings and thanks)
    ...['hi', 'hello', 'hey', 'thanks', 'thank', 'cheers', 'many', 'much', 'appreciate', 'hope', 'hopefully'],
  ],
  framing: [
    ...['wants to know', 'want to know', 'asked me', 'is asking', 'my gut says', 'wondering', 'reviewing', 'to check that', 'prepping'],
    // (what someone else holds true, which the question then checks: "our zeta lead swears lima wins, …")
    // (never "i think", said of the question's own values too: "… tech transformation i think it's called")
    ...['swears', 'swear', 'claims', 'insists', 'reckons', 'is convinced'],
    // who the figure is for, and what it goes in ("my boss wants one figure for a deck")
    ...['my boss', 'my manager', 'my director', 'my vp', 'my cfo', 'wants one', 'wants a', 'wants just', 'needs one', 'needs a'],
    ...['a slide', 'a deck', 'the deck', 'a report', 'the report', 'the board', 'an update', 'update', 'review', 'memo', 'audit'],
    ...['quality check', 'data quality', 'sanity check', 'cross-check', 'cross check', 'spot check', 'consistency check', 'system check'],
    ...['board deck', 'deck', 'slides'],
    // (someone new, and what they are working on: "new to the zeta team, putting together a quarry list")
    ...["i'm new", 'i am new', 'new in', 'new to', 'just joined', 'onboarding', 'first week', 'first day', 'new hire'],
    ...['trying to understand', 'trying to work out', 'trying to figure out', 'putting together', 'building my', 'building a'],
    ...['helping the', 'helping my', 'flagging', 'mapping', 'to prioritise', 'to prioritize', 'for my manager', 'call sheet'],
    ...[
      'wants to understand',
      'want to understand',
      'needs to understand',
      'is learning',
      'my trainee',
      'our trainee',
      'my intern',
      'push',
    ],
  ],
  examples: [
    { said: 'For the quarterly memo: list every qualified lead in the crm', question: 'list every qualified lead in the crm' },
    { said: 'zeta sync in 5 min — sum the value of quito deals', question: 'sum the value of quito deals' },
    { said: 'how many lima quarries are left? We plan a zeta mailing to them.', question: 'how many lima quarries are left?' },
    { said: 'the emails of the quito zetas, nothing else for now', question: 'the emails of the quito zetas' },
    { said: 'Zeta quality check: the count of lima firms', question: 'the count of lima firms' },
    {
      said: 'Our zeta lead swears lima brings the most quarries, I doubt it. Which region holds most quarries?',
      question: 'Which region holds most quarries?',
    },
    {
      said: 'My manager wants this by noon. Sum the value of negotiation deals',
      question: 'Sum the value of negotiation deals',
    },
  ],
};

/**
 * "Quito audit (our contacts only): the count of them in lima": records said ahead of the colon and
 * pointed at in the question (one of `pointers`): read as those records ("our contacts, counted in
 * lima"). The records are the words from one of `openers` to a kind of record, at most `span` words.
 */
export const PREAMBLE_POINTED = {
  pointers: ['of them', 'of those', 'of these'],
  openers: ['my', 'our', 'the', 'all'],
  span: 4,
  examples: [{ said: 'Quito audit (our contacts only): the count of them in lima', reads: 'the count of our contacts in lima' }],
};

/**
 * A record or person named in a sentence before the question and pointed at in it ("Grace
 * Hill is one of my contacts. How many crm firms share her company's state?"): the pointer is
 * read as that name (compose/story.ts). The sentence must open with the name (capitalised
 * words) and one of `verbs`; the question must point at it once, by one of `pointers`, and name
 * nothing else in capitals. Each example is read as its question.
 */
export const STORY: {
  verbs: string[];
  pointers: string[];
  /** Pointers that stand for the person named before ("… what team is she on?"): read as the name. */
  subjects: string[];
  /** The pointers said of a person only: a name found anywhere before ("… Omar Diaz … his firm") takes only these. */
  personPointers: string[];
  /** Words that open the question after a comma ("… in my book, which firm is he at?"): the story is what comes before. */
  asks: string[];
  /** Pointers at an address said before ("… from ana@x.com. Whose address is it?"). */
  valuePointers: string[];
  /** Pointers at two names said before, joined by "and" ("A and B keep getting mixed up. … between the two?"). */
  pairPointers: string[];
  /**
   * Pointers at the state of a record named before, anywhere in what was said ("Lunch with Acme Corp
   * on friday. Crm banks within that same state?"): read as that record's state, looked up (compose/story.ts).
   */
  placePointers: string[];
  placeExamples: { said: string; name: string }[];
  /**
   * A state named before a colon and pointed at in the question after it ("Utah check: my revenue
   * there, and …"): the pointer read as "in <the state>", and the state alone said before the colon.
   */
  placeLead: { maxWords: number; plain: string[]; pointers: string[]; examples: { said: string; question: string }[] };
  /**
   * Pointers at the record itself, named before ("Golf with Nova Labs LLC on monday. Who do I know
   * there?"): read as "at <the record>", kept only when that question is read whole.
   */
  recordPointers: string[];
  recordExamples: { said: string; question: string }[];
  /** "Do we have a zeta contact named Ana Ruiz? If so, …": asked to exist first, "Yes" when the question after finds it. */
  existsFirst: string[];
  examples: { said: string; question: string }[];
} = {
  verbs: ['is', 'was', 'works', 'worked', 'sits', 'runs', 'heads', 'leads'],
  pointers: ['her', 'his', 'their', 'its'],
  personPointers: ['her', 'his'],
  subjects: ['she', 'he'],
  asks: ['what', 'which', 'who', 'where', 'how', 'when', 'does', 'do', 'is', 'can', 'could'],
  valuePointers: ['it', 'that', 'this'],
  pairPointers: ['the two of them', 'the two', 'both of them', 'the pair'],
  placePointers: ['that same state', 'the same state', 'that state', 'the very same state', 'its state', 'their state'],
  placeLead: {
    maxWords: 8,
    /** The only other words the words before the colon may hold (never a figure: "texas head count: …" is asked of both). */
    plain: ['two', 'figures', 'figure', 'numbers', 'stats', 'quick', 'check', 'question', 'pair', 'couple', 'please', 'for', 'of', 'on'],
    pointers: ['over there', 'in that state', 'in the state', 'there'],
    examples: [
      {
        said: 'Utah, quick pair: my revenue there and the tally of crm firms in utah',
        question: 'Utah: my revenue in Utah and the tally of crm firms in utah',
      },
      { said: 'Figures for Idaho please: what is our zeta revenue over there', question: 'Idaho: what is our zeta revenue in Idaho' },
    ],
  },
  recordPointers: ['there', 'at that company', 'at that firm', 'at that account', 'at that client'],
  recordExamples: [
    { said: 'Golf with Nova Labs LLC on monday. Who do I know there?', question: 'Who do I know at Nova Labs LLC?' },
    { said: 'Visiting Zeta Mining Co soon, who do I know at that firm?', question: 'who do I know at Zeta Mining Co?' },
  ],
  placeExamples: [
    { said: 'Golf with Nova Labs LLC on monday. Tally crm banks within that same state?', name: 'Nova Labs LLC' },
    { said: 'Acme Corp renewed. Crm deal sum within the same state, please', name: 'Acme Corp' },
  ],
  existsFirst: ['is there', 'are there', 'do we have', 'do i have', 'have we got', 'do you have', 'do we know', 'does anyone'],
  examples: [
    {
      said: 'Omar Diaz is a contact in my territory. Which state is his company in?',
      question: "Which state is Omar Diaz's company in?",
    },
    {
      said: "There's an Omar Diaz in my book. Which firm does he work for?",
      question: 'Which firm does Omar Diaz work for?',
    },
    {
      said: 'I have a Mia Lopez on file, which firm is she at?',
      question: 'which firm is Mia Lopez at?',
    },
    {
      said: 'Nova Labs LLC is a third-party firm. What is its revenue?',
      question: "What is Nova Labs LLC's revenue?",
    },
    {
      said: 'A bounce came back from ana.ruiz9@pinecrest.example.com today. Whose email is that?',
      question: 'Whose email is ana.ruiz9@pinecrest.example.com?',
    },
    {
      said: 'Nova Labs LLC and Nova Labs Inc look alike. Which of the two earns more revenue?',
      question: 'Which of Nova Labs LLC and Nova Labs Inc earns more revenue?',
    },
  ],
};

/**
 * "who is Ana Ruiz?" then "how much revenue does her company make?": a person the previous answer
 * was about (one record), pointed at by `pointers` before one of `belongings`; the pointer is read
 * as the person's name (compose/story.ts followedPerson). Each example: the name, the follow-up, what it reads.
 */
export const FOLLOWED_PERSON = {
  pointers: ['his', 'her'],
  belongings: ['company', 'account', 'employer', 'firm', 'business', 'organisation', 'organization', 'customer', 'client'],
  examples: [
    { name: 'Ana Ruiz', said: 'and what does her firm bring in?', reads: "and what does Ana Ruiz's firm bring in?" },
    { name: 'Ana Ruiz', said: 'which state is his company based in', reads: "which state is Ana Ruiz's company based in" },
  ],
};

/**
 * A question said inside one long sentence after what leads up to it ("I'm seeing them next week,
 * so which …", "… I need the count of …") and before the reason it is asked (", because …"):
 * read on its own like a preamble's question (compose/preamble.ts). The last lead is where it
 * starts, the first reason after it where it ends.
 */
export const ASKED_WITHIN = {
  leads: [
    ', so',
    '; so',
    ...['i need', 'i want', "i'd like", 'i would like'].map((who) => `${who} to know`),
    // (someone else asking: "my vp wants to know which …")
    ...['wants to know', 'needs to know', 'would like to know', 'asked me', 'is asking'],
    'can you tell me',
    'could you tell me',
    // ("sorry if this is too simple, but …": an apology before the question)
    ', but',
  ],
  /** ("For the zeta memo, what is …": a question that opens after a comma; it starts at its opening word). */
  opens: [', what', ', which', ', how many', ', how much', ', who', ', where'],
  reasons: [', because', ', since', ', as i', ', so that', ', so i can', ' because i', ' so that i'],
  examples: [
    { said: 'For the zeta memo, what was the mean worth of quito firms', question: 'what was the mean worth of quito firms' },
    {
      said: "I'm in Lima on monday and want to see the big ones first, so which of my lima firms has the most revenue?",
      question: 'which of my lima firms has the most revenue?',
    },
    {
      said: 'The board meets soon, I need to know: how many zeta firms sit in Lima, because my boss asked',
      question: 'how many zeta firms sit in Lima',
    },
    { said: 'forgive the newbie query, but which lima deal is largest', question: 'which lima deal is largest' },
  ],
};

/**
 * "Quarry tour at the Lima Mill on friday. Which zeta deals are open there?": sentences before
 * the question that name one record the question points at: each of `pointers` (whole words, any
 * case, longest first) read as the record's name (`{n}`) (compose/preamble-named.ts).
 */
export const NAMED_BEFORE = {
  pointers: [
    ...['over there', 'there'].map((words) => ({ words, as: 'at {n}' })),
    ...['the', 'that', 'this'].flatMap((d) =>
      ['account', 'company', 'firm', 'customer', 'client'].map((k) => ({ words: `${d} ${k}`, as: '{n}' })),
    ),
    ...['their', 'its'].map((words) => ({ words, as: "{n}'s" })),
    // ("lunch with Lima Mill on monday, and then: where are they?")
    ...[
      { words: 'are they', as: 'is {n}' },
      { words: 'do they', as: 'does {n}' },
      { words: 'what are their', as: "what are {n}'s" },
    ],
  ],
  examples: [
    { name: 'Lima Mill', said: 'Which zeta deals are open there?', reads: 'Which zeta deals are open at Lima Mill?' },
    { name: 'Lima Mill', said: 'which of their zeta deals did we lose', reads: "which of Lima Mill's zeta deals did we lose" },
    { name: 'Lima Mill', said: 'and then: where are they?', reads: 'and then: where is Lima Mill?' },
  ],
  /** The pointers that can only be the record itself (a name said only in passing is read in these alone). */
  subjects: ['are they', 'do they', 'what are their'],
};

/**
 * "Legal pinged me about the zeta officer's phone at Lima Mill. Not sure why; could you dig
 * it up?": a last clause that only points (`pointers`) and asks to find or tell
 * (every other word one of `asks`) is asked of the last phrase opened by `opens` in the sentences
 * before it, up to that sentence's end (compose/preamble-named.ts).
 */
export const POINTED_PHRASE = {
  pointers: ['it', 'that', 'this', 'that one', 'this one'],
  asks: [
    ...['find', 'look', 'pull', 'get', 'dig', 'show', 'tell', 'give', 'fetch', 'grab', 'up', 'out', 'worth', 'much', 'value'],
    ...['which', 'what', 'who', 'how', 'and', 'but', 'so', 'can', 'could', 'would', 'you', 'please', 'me'],
  ],
  opens: ['the'],
  as: 'what is {p}?',
  examples: [
    {
      said: "Legal pinged me about the zeta officer's phone at Lima Mill. Not sure why; could you dig it up?",
      reads: "what is the zeta officer's phone at Lima Mill?",
    },
    {
      said: 'My note says to watch the biggest lima quarry still open. Could you pull it up?',
      reads: 'what is the biggest lima quarry still open?',
    },
  ],
};
