import { named, type Rules } from './rule.js';

/**
 * Reading in run/ of the rows a call returned: which field names a record, a place, a phase or a
 * date, which values end a record's life, and the words of names and values written in rows
 * (filters.ts, names.ts, named.ts, related.ts, shape.ts, surnames.ts, values.ts).
 */
export const RUN_RULES = named('RUN_RULES', {
  stateField: {
    means: 'a field of a state or province',
    pattern: /state|province/i,
    examples: ['billing_state', 'Province'],
    not: ['status'],
  },
  surnameField: {
    means: "a field of a person's family name",
    pattern: /(^|_)(last_?name|surname|family_?name)$/i,
    examples: ['last_name', 'contact_surname', 'familyName'],
    not: ['first_name'],
  },
  nameField: {
    means: 'a field that names (name, or ending _name)',
    pattern: /(^|_)name$/,
    examples: ['name', 'company_name'],
    not: ['rename', 'nameless'],
  },
  nameOrTitle: {
    means: 'a field that holds a name or a title',
    pattern: /name|title/,
    examples: ['full_name', 'job_title'],
    not: ['stage'],
  },
  initialsValue: {
    means: 'a value in capitals of two to six letters (initials)',
    pattern: /^[A-Z]{2,6}$/,
    examples: ['IBM', 'HR'],
    not: ['Ibm', 'H'],
  },
  rowDate: {
    means: 'a date as rows hold it (year and month at least)',
    pattern: /^\d{4}-\d{2}/,
    examples: ['2024-06'],
    not: ['06/2024'],
  },
  trailingDigits: {
    means: 'the digits a value ends with (its number in a series)',
    pattern: /\d+$/,
    examples: ['INV-0042'],
    not: ['inv-a'],
  },
  terminal: {
    means: "a value that ends a record's life (a deal closed, a ticket resolved, a lead converted)",
    pattern: /^(?:closed|won|lost|done|completed?|cancell?ed|converted|rejected|disqualified|resolved|archived|finished)\b/i,
    examples: ['closed won', 'Cancelled', 'resolved'],
    not: ['open', 'in progress', 'wonder'],
  },
  won: { means: 'a value that says won', pattern: /\bwon\b/i, examples: ['closed won'], not: ['wonderful'] },
  lost: { means: 'a value that says lost', pattern: /\blost\b/i, examples: ['closed lost'], not: ['lostness'] },
  nameSeparator: { means: 'every underscore or hyphen (read as a space)', pattern: /[_-]/g, examples: ['closed-won'], not: ['closed won'] },
  phaseField: {
    means: 'a field of the phase a record is in',
    pattern: /(^|_)(stage|status|phase)$/i,
    examples: ['deal_stage', 'Status'],
    not: ['stages_count'],
  },
  scheme: { means: "a web address's scheme", pattern: /^https?:\/\//, examples: ['https://acme.example'], not: ['acme.example'] },
  www: { means: "a web address's www.", pattern: /^www\./, examples: ['www.acme.example'], not: ['acme.example'] },
  trailingSlash: { means: "a web address's closing slash", pattern: /\/$/, examples: ['acme.example/'], not: ['acme.example'] },
  lowerWord: {
    means: "every word in lower case, with an apostrophe's ending ('o'neil')",
    pattern: /[a-z0-9]+(?:'[a-z]+)?/g,
    examples: ["o'neil and co"],
    not: ['--'],
  },
  emailField: { means: 'an e-mail field', pattern: /^e-?mail$/i, examples: ['email', 'E-mail'], not: ['email_opt_in'] },
  notNamingField: {
    means: 'a field whose values name nothing (an id, a name, contact details, a date)',
    pattern: /(^|_)(id|name|email|phone|website|url|address|notes?|description)$|_at$|date/i,
    examples: ['owner_id', 'created_at', 'close_date'],
    not: ['industry'],
  },
  wordAnyCase: {
    means: "every word as written, with an apostrophe's ending ('Acme's')",
    pattern: /[A-Za-z0-9]+(?:'[A-Za-z]+)?/g,
    examples: ["Acme's deals"],
    not: ['--'],
  },
  idEnding: { means: "an id field's ending (_id, id, Id)", pattern: /_?id$|Id$/, examples: ['account_id', 'ownerId'], not: ['owner'] },
  createdAnyCase: { means: 'a field of when a record was written', pattern: /created/i, examples: ['createdAt'], not: ['closed_at'] },
  sizeWord: {
    means: 'a word that asks for a size ("the biggest pipeline") rather than a number of rows ("the most accounts")',
    pattern: /^(biggest|largest|smallest|highest|lowest|greatest|top|bottom)$/,
    examples: ['top', 'lowest'],
    not: ['topmost'],
  },
  period: {
    means: 'a unit of time a period is grouped by',
    pattern: /^(month|year|quarter)$/,
    examples: ['quarter'],
    not: ['week', 'months'],
  },
  likelihoodField: {
    means: 'a field of how likely a record is to close',
    pattern: /probab|likelihood|confidence|weight/i,
    examples: ['win_probability', 'Confidence'],
    not: ['amount'],
  },
  nameCue: {
    means: 'a word before a name that cues it (name, call, first…)',
    pattern: /^(?:name|call|first)/,
    examples: ['named', 'called', 'first'],
    not: ['last'],
  },
  namedOrCalled: { means: "'named' or 'called'", pattern: /^(?:named|called)$/, examples: ['named', 'called'], not: ['name'] },
  longPlural: {
    means: 'a word of four letters or more in the plural (not -ss, -us)',
    pattern: /^[a-z]{4,}[^su]s$/,
    examples: ['accounts'],
    not: ['class', 'status', 'Accounts'],
  },
} satisfies Rules);
