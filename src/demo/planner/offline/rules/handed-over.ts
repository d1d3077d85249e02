/**
 * Reading rules for a part of one's own records handed away, then a question of what is left
 * ("suppose we gave our lima quarries to a colleague: how much zeta would remain?",
 * compose/handed-over.ts): whose they are, the records said (the words before their kind), their
 * kind, and the question after.
 */
import { named, type Rules } from './rule.js';

// (who takes them: "i", "someone", "the new hire", "a new rep", "my colleague")
const WHO = '(?:(?:the|a|an|my|our|another|some)\\s+)?(?:[a-z]+\\s+)?[a-z]+';
const VERB =
  '(?:handed|hand|gave|give|moved|move|lost|lose|transferred|transfer|passed|pass|reassigned|reassign|took|take|takes|got|gets|get)';

export const HANDED_OVER_RULES = named('HANDED_OVER_RULES', {
  handedOver: {
    means: "a part of one's own records handed away, then a question of what is left: the records said (group 1), their kind, the question",
    pattern: new RegExp(
      `^\\s*(?:if|say|suppose|assume|what\\s+if|imagine)\\s+${WHO}\\s+${VERB}\\s+(?:over\\s+|off\\s+)?(?:all\\s+(?:of\\s+)?)?` +
        `(?<mine>my|our)\\s+(?<what>[a-z][a-z ]*?)\\s+(?<kind>[a-z]+s)(?:\\s+(?:over\\s+)?to\\s+[^,.?:;]+?)?` +
        `\\s*[,.;:]\\s*(?<question>.+?)\\s*$`,
      'i',
    ),
    examples: [
      ['suppose we gave our lima quarries to a colleague: how much zeta would remain?', 'our'],
      ['imagine someone took my quito mills. how many mills would be left?', 'my'],
    ],
    not: ['if my lima quarries grew, how much zeta would they earn'],
  },
  leftWith: {
    means: 'what is asked of the records left ("would remain", "would I still hold"): the words that say it, dropped',
    pattern:
      /\s+(?:would|will|do|does)\s+(?:stay\s+with\s+me|remain(?:\s+with\s+me)?|be\s+left(?:\s+with\s+me)?|i\s+(?:still\s+)?(?:own|have|keep|hold)(?:\s+left)?|i\s+have\s+left|be\s+mine)\b/i,
    examples: ['how much zeta would remain', 'how many mills would be left'],
    not: ['how much zeta do we hold'],
  },
} satisfies Rules);
