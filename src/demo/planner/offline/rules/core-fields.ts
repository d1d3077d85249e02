import { named, type Rules } from './rule.js';

/**
 * Reading field names in core/: which fields hold money or a ratio, which are ids, dates or
 * bookkeeping, how a field's name is said in words (core/format.ts, rows.ts, fields.ts), and the
 * allowed values a parameter's description lists (core/schema.ts).
 */
export const FIELD_RULES = named('FIELD_RULES', {
  money: {
    means: 'a field that holds money',
    pattern: /revenue|value|amount|price|cost|budget|salary|spend|sales/i,
    examples: ['annual_revenue', 'dealValue'],
    not: ['employees'],
  },
  ratio: {
    means: 'a field that holds a ratio (shown as %)',
    pattern: /probability|likelihood|ratio|rate|share/i,
    examples: ['win_probability'],
    not: ['stage'],
  },
  countIdScore: {
    means: 'a field that is a count, an id or a score (no money even when named so)',
    pattern: /count|_id$|score/i,
    examples: ['sales_count', 'price_id', 'valueScore'],
    not: ['amount'],
  },
  plainNumber: {
    means: 'a number field written without separators (a year, an id, a month, a day)',
    pattern: /(^|_)(year|id|month|day)$|Id$/,
    examples: ['fiscal_year', 'accountId', 'day'],
    not: ['days_open'],
  },
  flagField: {
    means: 'a yes/no field named as a state (is_…, has_…) and the state',
    pattern: /^(is|has)[_\s-]?(.+)$/i,
    examples: [
      ['is third party', 'is'],
      ['has_website', 'has'],
    ],
    not: ['history'],
  },
  bookkeeping: {
    means: 'a field not shown in a line of a record (when written, notes, contact details)',
    pattern: /^(created_at|updated_at|createdAt|updatedAt|notes|description|address|website|phone)$/,
    examples: ['created_at', 'notes'],
    not: ['name', 'phone_type'],
  },
  consonantY: {
    means: 'a word ending in a consonant and y (plural with -ies)',
    pattern: /[^aeiou]y$/,
    examples: ['opportunity'],
    not: ['day'],
  },
  sibilantEnd: {
    means: 'a word ending in s, x, ch or sh (plural with -es)',
    pattern: /(?:s|x|ch|sh)$/,
    examples: ['box', 'branch'],
    not: ['deal'],
  },
  notMeasure: {
    means: 'a numeric field that is no measure (an id, a count, a score)',
    pattern: /(^|_)id$|Id$|count$|score$/,
    examples: ['owner_id', 'lead_score', 'visit_count'],
    not: ['amount'],
  },
  parentId: {
    means: 'an id field that points at another record',
    pattern: /account_id|parent/i,
    examples: ['account_id', 'parentId'],
    not: ['deal_id'],
  },
  ownField: {
    means: "a field of the record's own (id, name, contact details, when written)",
    pattern: /(^|_)(id|name|email|phone|website|url|address)$|_at$/i,
    examples: ['first_name', 'created_at', 'Email'],
    not: ['industry'],
  },
  dateField: { means: 'a date field', pattern: /date|_at$/, examples: ['close_date', 'signed_at'], not: ['amount'] },
  notCategory: {
    means: 'a text field that sorts no records into kinds (an id, a name, contact details, a date)',
    pattern: /(^|_)(id|name|email|phone|website|url|address|notes?|description|at|date)$/i,
    examples: ['company_name', 'note', 'start_date'],
    not: ['industry', 'stage'],
  },
  oneOfBracket: {
    means: "a constraint listing allowed values in brackets ('one of: [a, b]')",
    pattern: /one of:?\s*\[(.*)\]/i,
    examples: [["one of: ['open', 'won']", "'open', 'won'"]],
    not: ['one of: open, won'],
  },
  quoteEnds: { means: 'a quote mark at either end of a value', pattern: /^['"]|['"]$/g, examples: ["'open'", 'won"'], not: ['open'] },
  oneOfList: {
    means: "a description listing allowed values ('One of: a, b or c')",
    pattern: /one of:?\s*([^.;]+)/i,
    examples: [['One of: low, high. Default low', 'low, high']],
    not: ['only one'],
  },
  commaOr: { means: "a comma or 'or' between listed values", pattern: /,\s*|\s+or\s+/, examples: ['a, b', 'a or b'], not: ['orange'] },
  quoted: {
    means: 'a value quoted in a description, in the group',
    pattern: /['"‘“]([^'"’”]{2,60})['"’”]/g,
    examples: [
      ["e.g. 'Spring Push'", 'Spring Push'],
      ['such as “Big Bet”', 'Big Bet'],
    ],
    not: ['no quotes here'],
  },
} satisfies Rules);
