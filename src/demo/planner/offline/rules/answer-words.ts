import { named, type Rules } from './rule.js';

/**
 * Reading in answer/: what a question asks for when it asks the choices of a parameter or the
 * kind of record, what is out of scope, and which fields an answer shows or names (answer.ts,
 * choices.ts, decline.ts, figures.ts, focus.ts, kind.ts, record.ts, ranked.ts, partial.ts, empty.ts).
 */
export const ANSWER_RULES = named('ANSWER_RULES', {
  choicesAsked: {
    means: 'the question asks which values a kind of thing can take (the kind, singular, in the group)',
    pattern:
      /^\s*(?:what|which|list|show(?:\s+me)?|name)\s+(?:are\s+)?(?:all\s+)?(?:the\s+)?(?:available\s+|possible\s+|different\s+|valid\s+)?([a-z]+?)(?:es|s)\b(?:\s+(?:are\s+there|exist|can\s+i\s+\w+(?:\s+from)?|do\s+(?:we|you|i)\s+have|are\s+available|are\s+defined|are\s+running|can\s+be\s+used))?\s*[?.!]*\s*$/i,
    examples: [
      ['which owners exist?', 'owner'],
      ['list the valid regions', 'region'],
      ['what tiers do we have', 'tier'],
    ],
    not: ['which stages had the most deals'],
  },
  quotedWithNote: {
    means: "a quoted value of a description and the words in brackets after it, if any ('Push' (for big deals))",
    pattern: /['"‘“]([^'"’”]{2,60})['"’”](?:\s*\(([^)]{1,80})\))?/g,
    examples: [
      ["'Spring Push' (new logos only)", 'Spring Push'],
      ['"Renewal"', 'Renewal'],
    ],
    not: ['no quotes'],
  },
  outOfScope: {
    means: 'the message asks for something no tool of the records does (a poem, the weather)',
    pattern:
      /\b(weather|poem|joke|story|song|haiku|essay|recipe|translate|lyrics|horoscope|movie|football|stock price|capital of|meaning of life)\b/i,
    examples: [
      ['write me a haiku', 'haiku'],
      ['what is the capital of peru', 'capital of'],
    ],
    not: ['show my stories board', 'list open deals'],
  },
  afterSentenceStop: {
    means: 'the space after a full stop (where a first sentence ends)',
    pattern: /(?<=\.)\s/,
    examples: ['Lists deals. Pages.'],
    not: ['no stop here'],
  },
  sesEnd: { means: 'a plural ending -ses, the s kept in the group', pattern: /(s)es$/, examples: [['addresses', 's']], not: ['notes'] },
  sEnd: {
    means: 'a plural s after any letter but s, that letter in the group',
    pattern: /([^s])s$/,
    examples: [['deals', 'l']],
    not: ['class'],
  },
  idKey: {
    means: 'an argument that is an id (id, _id, Id)',
    pattern: /^id$|_id$|Id$/,
    examples: ['id', 'deal_id', 'dealId'],
    not: ['idea', 'paid'],
  },
  idWord: { means: "a field's words ending in 'id' (said without it)", pattern: /\s+id$/, examples: ['owner id'], not: ['paid'] },
  nonWordRuns: { means: 'every run of characters that are not word characters', pattern: /\W+/g, examples: ['open deals'], not: ['deals'] },
  listEnvelope: {
    means: 'a field that describes a list, not its records (total, page, offset…)',
    pattern: /^(total|total_count|count|page|pages|per_page|page_size|skip|limit|offset|next|previous|has_more)$/i,
    examples: ['total', 'has_more', 'Page'],
    not: ['total_value'],
  },
  dateFieldEnd: {
    means: 'a field that is a date or a moment (…_date, …_at, …_on)',
    pattern: /(?:^|_)(?:date|at|on)$/,
    examples: ['close_date', 'signed_on'],
    not: ['status'],
  },
  dateWord: { means: "a date field's word 'date', 'at' or 'on'", pattern: /^(?:date|at|on)$/, examples: ['date', 'on'], not: ['close'] },
  kindAsked: {
    means: 'the kind of record a question opens by asking for, in the group',
    pattern:
      /^\s*(?:(?:so|and|ok|okay|hey)\s+)?(?:(?:how many|which|what(?:'s|’s|\s+is|\s+was)?|list|show(?:\s+me)?|count|number of|name|(?:does|do|is|are|has|have)\s+(?:every|each|all))\s+(?:of\s+)?|(?=(?:the\s+)?[a-z]{2,}est\s))(?:(?:my|our|the|all|crm|territory|third[- ]party|3rd[- ]party|own)\s+)*(?:[a-z]{2,}est\s+(?:(?:crm|territory)\s+)?)?([a-z]+)\b/i,
    examples: [
      ['ok how many of the crm leads', 'leads'],
      ['list all partners', 'partners'],
      ['does every firm in lima have a zeta', 'firm'],
      ["what's the newest quarry in the zeta app", 'quarry'],
      ['oldest crm firm by lima date', 'firm'],
    ],
    not: ['tell me about acme'],
  },
  sentenceOpens: {
    means: 'a sentence that opens an answer (The…, Your…, There…, Found…)',
    pattern: /^(The|Your|There|Found)\b/,
    examples: ['Found 3 deals.'],
    not: ['Then 3.'],
  },
  sizeWord: {
    means: 'a superlative that reads well on its own (the largest by value)',
    pattern: /^(largest|biggest|smallest|greatest|richest|cheapest)$/,
    examples: ['largest', 'cheapest'],
    not: ['highest'],
  },
  nameOrTitle: {
    means: 'a field that names or titles a record',
    pattern: /(^|_)name$|title/,
    examples: ['account_name', 'job_title'],
    not: ['stage'],
  },
  placeField: {
    means: 'a field that places a record',
    pattern: /^(?:address|city|state|province|region|country|location)$/i,
    examples: ['city', 'Country'],
    not: ['city_code'],
  },
  employerId: {
    means: 'the id of the record a person belongs to (where they work)',
    pattern: /^(?:account|company|organi[sz]ation|employer)_?id$/i,
    examples: ['account_id', 'organizationId'],
    not: ['owner_id'],
  },
  dateFieldAnyCase: { means: 'a date field, any case', pattern: /date|_at$/i, examples: ['closeDate', 'created_at'], not: ['stage'] },
  aboutField: {
    means: 'a field that describes a record',
    pattern: /^(?:description|summary|details?|notes?|about)$/i,
    examples: ['summary', 'Notes'],
    not: ['note_count'],
  },
  theCount: {
    means: "a label's opening 'the' and count ('the 12 ')",
    pattern: /^the \d[\d,]* /,
    examples: ['the 1,200 open deals'],
    not: ['the open deals'],
  },
} satisfies Rules);
