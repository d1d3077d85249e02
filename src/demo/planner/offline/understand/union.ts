import { VALUE_RULES } from '../rules/understand-values.js';
const JOINED = String.raw`(?:and|&|\+|or|plus|,|as well as|together with|along with|with|vs\.?|versus|than|compared (?:to|with)|against)`;
const EITHER = String.raw`(?:\s+[a-z]+){0,3}?\s*${JOINED}\s+(?:in\s+|for\s+|of\s+)?`;
const THIRD = String.raw`(?:third|3rd)[- ]?part(?:y|ies)\b`;

/**
 * "mine and third-party", "my accts + the 3rd party ones", "all 100 accounts": both lists of a
 * kind asked together. "my third-party accounts" is the third-party list, not both.
 */
export function unionAsked(text: string): boolean {
  return (
    new RegExp(String.raw`\b(?:my|mine|our)\b${EITHER}(?:the\s+|all\s+|any\s+)?${THIRD}`).test(text) ||
    new RegExp(String.raw`\b${THIRD}${EITHER}(?:my|mine|our)\b`).test(text) ||
    VALUE_RULES.allCounted.pattern.test(text) ||
    // "every client in utah, not just mine": the caller's own and the rest
    VALUE_RULES.notJustMine.pattern.test(text)
  );
}
