/**
 * Reading rules for a field with no value said as a query language says it ("where department is
 * null", "with an empty email", "nothing in its zeta box"), read as "with no <field>" or
 * "with a <field>" (understand/reworded.ts).
 */
import { named, type Rules } from './rule.js';

export const EMPTY_SAID_RULES = named('EMPTY_SAID_RULES', {
  fieldNull: {
    means: '"where department is null": a field with no value (the field in the group), read as "with no department"',
    pattern: /\b(?:where|whose|with)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:is|are)\s+(?:null|empty|blank|missing|unset|not set)\b/gi,
    examples: [
      ['quarries where department is null', 'department'],
      ['firms whose email is blank', 'email'],
    ],
    not: ['where department is not null'],
  },
  nullField: {
    means: '"accounts with a null state field": a field with no value said before it (the field in the group), read as "with no state"',
    pattern: /\b(?:have|has|having|with)\s+(?:an?\s+)?(?:null|empty|blank|missing|unset)\s+([a-z]+)(?:\s+(?:field|value|column))?\b/gi,
    examples: [
      ['quarries that have a null city field', 'city'],
      ['firms with an empty email', 'email'],
    ],
    not: ['firms with a city'],
  },
  nothingInField: {
    means:
      '"quarries with nothing in their lima box": a field with no value, said as nothing in it (the field in the group): "with no lima"',
    pattern:
      /\b(?:have|has|having|with)\s+(?:nothing|no\s+value|no\s+text)\s+(?:in|under|for)\s+(?:their|its|the|his|her)\s+([a-z]+)(?:\s+(?:field|column|box))?\b/gi,
    examples: [
      ['quarries that have nothing in their lima field', 'lima'],
      ['firms with no value in the zeta column', 'zeta'],
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
