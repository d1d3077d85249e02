/**
 * Reading rules for a field with no value said as a query language says it ("where department is
 * null", "with an empty email", "nothing in its zeta box"), read as "with no <field>" or
 * "with a <field>" (understand/reworded.ts).
 */
import { named, type Rules } from './rule.js';

export const EMPTY_SAID_RULES = named('EMPTY_SAID_RULES', {
  fieldNull: {
    means: '"where department is null": a field with no value (the field in the group), read as "with no department"',
    pattern:
      /\b(?:where|whose|with|ha(?:ve|s|ving)\s+(?=the\s|their\s|its\s))\s*(?:the\s+|their\s+|its\s+)?(?!(?:a|an|any|no|some)\s)([a-z]+(?:\s+[a-z]+)??)\s+(?:field\s+|column\s+)?(?:is\s+|are\s+)?(?:left\s+)?(?:null|empty|blank|missing|unset|not set|not filled in)\b/gi,
    examples: [
      ['quarries where department is null', 'department'],
      ['firms whose email is blank', 'email'],
      ['count of quarries where the lima field is empty', 'lima'],
      ['quarries with zeta left blank', 'zeta'],
      ['firms that have their lima left empty', 'lima'],
      ['firms where lima is blank', 'lima'],
    ],
    not: ['where department is not null', 'any firms with a blank zeta'],
  },
  nullField: {
    means: '"accounts with a null state field": a field with no value said before it (the field in the group), read as "with no state"',
    pattern:
      /\b(?:have|has|having|with)\s+(?:an?\s+)?(?:null|empty|blank|missing|unset)(?:\s+or\s+(?:null|empty|blank|missing))?\s+([a-z]+)(?:\s+(?:field|value|column))?\b/gi,
    examples: [
      ['quarries that have a null city field', 'city'],
      ['firms with an empty email', 'email'],
      ['firms with a blank or null zeta', 'zeta'],
    ],
    not: ['firms with a city'],
  },
  nothingInField: {
    means:
      '"quarries with nothing in their lima box": a field with no value, said as nothing in it (the field in the group): "with no lima"',
    pattern:
      /\b(?:have|has|having|with)\s+(?:nothing|no\s+value|no\s+text)(?:\s+at\s+all)?\s+(?:in|under|for)\s+(?:their|its|the|his|her)\s+([a-z]+)(?:\s+(?:field|column|box))?\b/gi,
    examples: [
      ['quarries that have nothing in their lima field', 'lima'],
      ['firms with no value in the zeta column', 'zeta'],
      ['firms with nothing at all under their zeta', 'zeta'],
    ],
    not: ['firms with nothing open'],
  },
  fieldNotNull: {
    means: '"where email is not null": a field with a value (the field in the group), read as "with an email"',
    pattern: /\b(?:where|whose|with)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:is|are)\s+not\s+(?:null|empty|blank|missing)\b/gi,
    examples: [['quarries where email is not null', 'email']],
    not: ['where email is null'],
  },
} satisfies Rules);
