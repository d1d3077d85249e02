import { fieldTerms } from '../core/fields.js';
import { fieldWords, formatValue } from '../core/format.js';
import type { Order } from '../understand/intent.js';
import { labelOf, type Row } from '../core/rows.js';
import { canonical } from '../core/tokenize.js';
import { ANSWER_RULES } from '../rules/answer-words.js';

/**
 * The sentence that opens a ranked answer: the first row named with its value, in the
 * user's own words when they named the measure ("Acme has the most employees: 9,800"),
 * else by the field ranked on ("Acme is the largest by value: $1,497,700").
 */
const PLAIN: Record<string, string> = {
  top: 'highest',
  best: 'highest',
  leading: 'highest',
  max: 'highest',
  maximum: 'highest',
  greatest: 'highest',
  bottom: 'lowest',
  worst: 'lowest',
  min: 'lowest',
  minimum: 'lowest',
};

/** Superlatives that read well on their own: "the largest by value". */
const SIZE = ANSWER_RULES.sizeWord.pattern;

export function leaderSentence(row: Row, field: string, order: Order | undefined, dir: 'asc' | 'desc'): string {
  const name = labelOf(row) ?? String(row.id ?? 'The first row');
  const value = formatValue(field, row[field]);
  const written = order?.word;
  const byDir = dir === 'desc' ? 'highest' : 'lowest';
  const own = order?.measureWords ?? [];
  const ft = fieldTerms(field);
  if (order?.recency) return `${name} is the ${dir === 'desc' ? 'most recent' : 'oldest'} by ${fieldWords(field)}: ${value}.`;
  if (own.length > 0 && own.every((w) => ft.includes(canonical(w))))
    return `${name} has the ${written ? (PLAIN[written] ?? written) : byDir} ${own.join(' ')}: ${value}.`;
  return `${name} is the ${written && SIZE.test(written) ? written : byDir} by ${fieldWords(field)}: ${value}.`;
}
