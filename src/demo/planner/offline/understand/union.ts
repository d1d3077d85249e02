import { VALUE_RULES } from '../rules/understand-values.js';
const JOINED = String.raw`(?:and|&|\+|or|plus|,|as well as|together with|along with|with|vs\.?|versus|than|compared (?:to|with)|against)`;
const EITHER = String.raw`(?:\s+[a-z]+){0,3}?\s*${JOINED}\s+(?:in\s+|for\s+|of\s+)?`;
const THIRD = String.raw`(?:third|3rd)[- ]?part(?:y|ies)\b`;
const OWN = String.raw`\b(?:my|mine|our|ours|your|yours)\b`;
const MINE_THEN_THIRD = String.raw`${OWN}${EITHER}(?:the\s+|all\s+|any\s+)?${THIRD}`;
const THIRD_THEN_MINE = String.raw`\b${THIRD}${EITHER}${OWN}`;
const MINE_THEN_THIRD_RE = new RegExp(MINE_THEN_THIRD);
const THIRD_THEN_MINE_RE = new RegExp(THIRD_THEN_MINE);
const BOTH_SAID_RE = new RegExp(`${MINE_THEN_THIRD}|${THIRD_THEN_MINE}`, 'g');
const THIRD_RE = new RegExp(THIRD);
const OWN_RE = new RegExp(OWN);

/**
 * "mine and third-party", "my accts + the 3rd party ones", "all 100 accounts": both lists of a
 * kind asked together. "my third-party accounts" is the third-party list, not both.
 */
export function unionAsked(text: string): boolean {
  return (
    MINE_THEN_THIRD_RE.test(text) ||
    THIRD_THEN_MINE_RE.test(text) ||
    VALUE_RULES.allCounted.pattern.test(text) ||
    // "every client in utah, not just mine": the caller's own and the rest
    VALUE_RULES.notJustMine.pattern.test(text)
  );
}

/**
 * "of my zeta firms plus the 3rd-party lot, what part is 3rd-party?", "my firms as a part of the zeta
 * total, mine plus 3rd-party": the one list a share of both lists is of, named outside the
 * words that ask for both (the caller's own, or the other), and where it is named.
 */
export function listPart(text: string): { mine: boolean; at: number } | undefined {
  const rest = text.replace(BOTH_SAID_RE, (m) => ' '.repeat(m.length));
  const third = THIRD_RE.exec(rest);
  if (third) return { mine: false, at: third.index };
  const own = OWN_RE.exec(rest);
  return own ? { mine: true, at: own.index } : undefined;
}

/**
 * "which of them sit at my own firms?" after a count over "mine and 3rd-party": the previous
 * question without the words that asked for both lists, when the follow-up names one of them.
 */
export function oneListAsked(prevAsked: string, message: string): string {
  if (unionAsked(message) || !listPart(message) || !(MINE_THEN_THIRD_RE.test(prevAsked) || THIRD_THEN_MINE_RE.test(prevAsked)))
    return prevAsked;
  return prevAsked.replace(BOTH_SAID_RE, ' ');
}
