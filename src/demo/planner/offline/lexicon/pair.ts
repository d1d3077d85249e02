import { WEIGHED } from './compose.js';
import { OUT_VERBS } from './asking.js';

/**
 * "Acme Inc or Nova LLC, who does more revenue": two records named and weighed (compose/pair.ts).
 * One of `weighing` must be said; the words of `asking` only ask the weighing and are dropped
 * from the quantity asked of each record. Each example is read so: its two names and the
 * quantity left.
 */
export const PAIR: {
  weighing: string[];
  implied: { words: string[]; measure: string }[];
  asking: string[];
  examples: { said: string; names: [string, string]; measure: string }[];
} = {
  weighing: [
    ...WEIGHED,
    'fewer',
    'vs',
    'versus',
    'against',
    'next to',
    'beside',
    'difference',
    'gap',
    ...OUT_VERBS.verbs.flatMap((v) => [`out-${v}`, `out-${v}s`, `out${v}`, `out${v}s`]),
  ],
  /** The quantity a weighing verb names when nothing else does ("by how much does A out-earn B": revenue). */
  implied: [{ words: ['out-earn', 'out-earns', 'outearn', 'outearns'], measure: 'revenue' }],
  asking: [
    ...['who', 'whose', 'which', 'where', 'what', 'whats', "what's", 'does', 'do', 'did', 'have', 'has', 'had', 'we', 'is', 'are'],
    ...['was', 'were', 'and', 'or', 'between', 'by', 'how', 'much', 'than', 'the', 'one', 'of', 'two', 'both', 'bring', 'brings'],
    ...['make', 'makes', 'made', 'earn', 'earns', 'generate', 'generates', 'in', 'terms', 'when', 'it', 'comes', 'to'],
    ...['against', 'next', 'beside'],
  ],
  examples: [
    { said: 'acme inc or nova llc: whose annual revenue is higher', names: ['Acme Inc', 'Nova LLC'], measure: 'annual revenue' },
    { said: 'between nova llc and acme inc, who makes more open pipeline?', names: ['Nova LLC', 'Acme Inc'], measure: 'open pipeline' },
  ],
};
