import { named, type Rules } from './rule.js';

/**
 * Shapes of words, field names and text the whole reader asks about: runs of spaces, a number
 * alone, an id field, a date as records hold it, the stop at a question's end. Shared by core/,
 * compose/, run/, answer/ and the pipeline, so one shape is one rule. Imports nothing but the rule.
 */
export const SHAPE_RULES = named('SHAPE_RULES', {
  spaces: { means: 'a run of spaces between words (to split words on)', pattern: /\s+/, examples: ['two  words', 'a\tb'], not: ['one'] },
  spaceRuns: {
    means: 'every run of spaces (to close up to one space)',
    pattern: /\s+/g,
    examples: ['too   many spaces', 'line\nbreak'],
    not: ['single'],
  },
  space: { means: 'a space somewhere: more than one word', pattern: /\s/, examples: ['new york'], not: ['boston'] },
  underscores: { means: 'every underscore in a field name (to read it as words)', pattern: /_/g, examples: ['close_date'], not: ['stage'] },
  nameSeparators: {
    means: 'every run of underscores and hyphens in a name (to read it as words)',
    pattern: /[_-]+/g,
    examples: ['list_open-deals'],
    not: ['accounts'],
  },
  finalStop: { means: 'a full stop at the end', pattern: /\.$/, examples: ['Lists deals.'], not: ['Lists deals'] },
  digitsOnly: { means: 'a token that is a whole number', pattern: /^\d+$/, examples: ['42', '2025'], not: ['4th', 'q3'] },
  digit: { means: 'a digit', pattern: /\d/, examples: ['7'], not: ['x'] },
  idField: { means: 'an id field (id, or ending _id)', pattern: /(^|_)id$/, examples: ['id', 'owner_id'], not: ['paid', 'ownerId'] },
  idFieldAnyCase: {
    means: 'an id field in any case (id, ID, or ending _id)',
    pattern: /(^|_)id$/i,
    examples: ['ID', 'deal_Id'],
    not: ['valid'],
  },
  idOrCamelId: {
    means: 'an id field: id, ending _id, or ending Id',
    pattern: /(^|_)id$|Id$/,
    examples: ['id', 'account_id', 'ownerId'],
    not: ['paid_amount', 'valid'],
  },
  linkedId: {
    means: 'an id field of another record (something before _id or Id)',
    pattern: /.(_id|Id)$/,
    examples: ['owner_id', 'accountId'],
    not: ['id'],
  },
  endStop: {
    means: 'the stop marks at the end of a question',
    pattern: /[?.!]+$/,
    examples: ['what is it?', 'really?!'],
    not: ['no stop'],
  },
  isoDay: {
    means: 'a date as records hold it (2024-05-01…)',
    pattern: /^\d{4}-\d{2}-\d{2}/,
    examples: ['2024-05-01', '2023-12-31T10:00'],
    not: ['05/01/2024'],
  },
  createdUpdated: {
    means: 'a field of when a record was written or changed',
    pattern: /created|updated/,
    examples: ['created_at', 'last_updated'],
    not: ['close_date'],
  },
  createdUpdatedAnyCase: {
    means: 'a field of when a record was written or changed, any case',
    pattern: /created|updated/i,
    examples: ['createdAt', 'UpdatedOn'],
    not: ['due_date'],
  },
  notAlphanumeric: {
    means: 'a run of characters that are neither letters nor digits (to split words on)',
    pattern: /[^a-z0-9]+/,
    examples: ['north-east', 'a, b'],
    not: ['plain42'],
  },
  twoCaps: { means: 'two capital letters alone (a code: "TX")', pattern: /^[A-Z]{2}$/, examples: ['TX'], not: ['Tx', 'USA'] },
  capitalFirst: { means: 'a word that starts with a capital', pattern: /^[A-Z]/, examples: ['Boston'], not: ['boston'] },
  letter: { means: 'a lower-case letter', pattern: /[a-z]/, examples: ['a1'], not: ['42', 'A'] },
  anyLetter: { means: 'a letter in any case', pattern: /[a-z]/i, examples: ['Q3'], not: ['2024'] },
  email: {
    means: 'an e-mail address as people write one',
    pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/,
    examples: ['write to ann.lee@mail.example.org today'],
    not: ['ann at mail dot org'],
  },
  isoStamp: {
    means: 'a moment written whole in ISO form (a date, "T", a time, "Z"): shown as its day and minute, in UTC',
    pattern: /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?Z$/,
    examples: [['2024-06-29T21:16:53.356Z', '2024-06-29'], '2024-01-02T03:04Z'],
    not: ['2024-06-29', 'June 29'],
  },
} satisfies Rules);
