import { named, type Rules } from './rule.js';

/**
 * Choosing a tool and filling its parameters (choose/: fill, params, plan, retrieve, people,
 * period-shift): what a parameter's or a tool's name says it is for (paging, an id, a minimum, a
 * month), the values written after a parameter's name, and a question about people.
 */
export const CHOOSE_PARAM_RULES = named('CHOOSE_PARAM_RULES', {
  prefixedIdAnyCase: {
    means: 'an id in a prefixed form ("acc_5"), in any case',
    pattern: /[a-z]+_\d/i,
    examples: ['ids look like ACC_12', 'opp_3'],
    not: ['account 5', '_5'],
  },
  prefixedId: {
    means: 'an id in a prefixed form ("acc_5")',
    pattern: /[a-z]+_\d/,
    examples: ['e.g. lead_77'],
    not: ['LEAD_77'],
  },
  moneyTerm: {
    means: 'a word of a parameter that names an amount of money',
    pattern: /value|revenue|amount|price|cost|budget/,
    examples: ['min deal value', 'unit price'],
    not: ['seat count'],
  },
  minName: {
    means: 'a parameter name that says it is a lower bound',
    pattern: /^min|minimum|_min$|from$|_gte?$|at least/i,
    examples: ['min_value', 'seats_gte', 'date_from', 'score_min'],
    not: ['max_value', 'admin_flag'],
  },
  minimumWord: {
    means: 'a description that says "minimum"',
    pattern: /\bminimum\b/i,
    examples: ['Minimum revenue to list'],
    not: ['minimums'],
  },
  maxName: {
    means: 'a parameter name that says it is an upper bound',
    pattern: /^max|maximum|_max$|to$|_lte?$/i,
    examples: ['max_value', 'seats_lt', 'date_to'],
    not: ['min_value', 'total'],
  },
  maximumWord: {
    means: 'a description that says "maximum"',
    pattern: /\bmaximum\b/i,
    examples: ['maximum size'],
    not: ['maximums'],
  },
  emailName: {
    means: 'a parameter for an e-mail address',
    pattern: /e-?mail/i,
    examples: ['contact_email', 'E-Mail'],
    not: ['mailing'],
  },
  urlName: {
    means: 'a parameter for a web address',
    pattern: /url|link|website|href|page/i,
    examples: ['homepage', 'site_url', 'LinkedIn'],
    not: ['domain'],
  },
  monthName: {
    means: 'a parameter name holding "month"',
    pattern: /month/,
    examples: ['close_month'],
    not: ['close_year'],
  },
  yearName: {
    means: 'a parameter name holding "year"',
    pattern: /year/,
    examples: ['fiscal_year'],
    not: ['month'],
  },
  stateName: {
    means: 'a parameter or field name for a state or province',
    pattern: /state|province/,
    examples: ['billing_state', 'province_code'],
    not: ['country'],
  },
  dateField: {
    means: 'a field that holds a date, a month or a year',
    pattern: /date|_at$|month|year/,
    examples: ['close_date', 'created_at', 'fiscal_year'],
    not: ['created_by', 'status'],
  },
  looseBreak: {
    means: 'a run of spaces, underscores or dashes (ignored when values are compared loosely)',
    pattern: /[\s_-]+/g,
    examples: ['closed won', 'closed_won', 'closed - won'],
    not: ['closedwon'],
  },
  smallWord: {
    means: "a small word alone (no value written after a parameter's name)",
    pattern: /^(is|and|the|a|an|to|for|with|of)$/i,
    examples: ['the', 'With'],
    not: ['theme'],
  },
  amountMarks: {
    means: 'a dollar sign, a comma or a percent sign in a written number',
    pattern: /[$,%]/g,
    examples: ['$1,200', '15%'],
    not: ['1200'],
  },
  paging: {
    means: 'a paging parameter',
    pattern: /^(skip|offset|limit|page|per_page|perpage|page_size|pagesize|size|cursor|start|max_results|top)$/i,
    examples: ['page_size', 'Cursor', 'max_results'],
    not: ['start_date', 'pages'],
  },
  defaultSaid: {
    means: 'a default written in a description ("default 10", "defaults to all")',
    pattern: /\bdefault(?:s to|:)?\s+"?([\w.]+)/i,
    examples: [
      ['Default: 25 rows', '25'],
      ['defaults to "open"', 'open'],
    ],
    not: ['by default.'],
  },
  noFilterDefault: {
    means: 'a default that filters nothing ("all", "none")',
    pattern: /^(all|any|none|null|false|no|empty)$/i,
    examples: ['All', 'null'],
    not: ['allowed'],
  },
  ratioName: {
    means: 'a parameter for a ratio between 0 and 1',
    pattern: /probabilit|likelihood|ratio|fraction/i,
    examples: ['win_probability', 'Likelihood of close'],
    not: ['percent'],
  },
  deleteName: {
    means: 'a tool name that deletes',
    pattern: /(^|_)(delete|remove)/,
    examples: [['crm_remove_lead', '_'], 'delete_deal'],
    not: ['undelete'],
  },
  updateName: {
    means: 'a tool name that updates',
    pattern: /(^|_)(update|edit|set)/,
    examples: ['crm_edit_lead', 'set_owner'],
    not: ['reset_owner'],
  },
  thirdParty: {
    means: '"third party" written apart',
    pattern: /\bthird party\b/,
    examples: ['my third party accounts'],
    not: ['third-party'],
  },
  pathPlaceholder: {
    means: 'a placeholder in an API path ("{id}", ":account_id")',
    pattern: /\{[^}]*\}|:[a-z_]+/gi,
    examples: ['/accounts/{id}', '/leads/:lead_id'],
    not: ['/accounts'],
  },
  peopleAsked: {
    means: 'a word that asks about people ("who", "anyone")',
    pattern: /\b(?:who|whom|anyone|anybody|someone|somebody|everyone|everybody)\b/i,
    examples: ['is there anybody at globex', 'Who runs it'],
    not: ['whose firm', 'wholesale'],
  },
  whoRanked: {
    means: '"who has the higher", "who is number one": records ranked, not people asked for',
    pattern:
      /\bwho(?:'s|’s|\s+(?:has|have|had|makes?|earns?|brings?|generates?|is|are))\s+(?:the\s+)?(?:more|less|higher|lower|bigger|larger|smaller|most|least|highest|lowest|biggest|largest|smallest|top|bottom|first|second|third|last|number\s+(?:one|two|three|four|five|\d+)|no\.?\s*\d+|#\s*\d+|\d+(?:st|nd|rd|th))\b/i,
    examples: ['who earns the least', "who's #2", 'who is the 4th'],
    not: ['who is the cfo', 'who has the file'],
  },
  placedBefore: {
    means: 'text ending in a word that places a year ("in", "since", "before")',
    pattern: /\b(?:in|during|for|of|from|since|before|after|over|through)\s*$/i,
    examples: ['deals won in ', 'since'],
    not: ['deals won '],
  },
  firstNameParam: {
    means: "a write's parameter for a person's first name",
    pattern: /^first.?name$|^given.?name$/i,
    examples: ['first_name', 'givenName'],
    not: ['name', 'last_name'],
  },
  lastNameParam: {
    means: "a write's parameter for a person's last name",
    pattern: /^last.?name$|^surname$|^family.?name$/i,
    examples: ['last_name', 'surname', 'familyName'],
    not: ['first_name'],
  },
  wholeNameParam: {
    means: "a write's parameter for a whole name",
    pattern: /^(full_?)?name$/i,
    examples: ['name', 'full_name', 'FullName'],
    not: ['first_name', 'username'],
  },
  havingWord: {
    means: 'a word before a number that says records have that many of another kind ("with 3 deals")',
    pattern: /^(?:with|have|has|having|had)$/,
    examples: ['with', 'having'],
    not: ['within'],
  },
  boundParam: {
    means: 'a parameter that bounds the rows from below or above (min_value, maximum_age)',
    pattern: /^(?:min|max)(?:imum)?_/i,
    examples: ['min_value', 'maximum_age'],
    not: ['minutes', 'value'],
  },
  nameInField: {
    means: 'a field that holds a name of some kind (name, first_name, account_name)',
    pattern: /name/,
    examples: ['first_name', 'name'],
    not: ['email'],
  },
  idParamEnd: {
    means: "a parameter that takes another record's id (account_id, ownerId)",
    pattern: /_id$|Id$/,
    examples: ['account_id', 'ownerId'],
    not: ['id', 'valid'],
  },
} satisfies Rules);
