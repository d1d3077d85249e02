import { distance } from 'fastest-levenshtein';

/**
 * The words of the index by first letter and length, to find the nearest ones to a word no
 * tool has: at most one letter off for words of 4 to 7 letters, two from 8 on (shorter
 * words are too easily another word). A misspelling rarely gets the first letter wrong, so
 * only words sharing it are compared.
 */
export class Vocabulary {
  private readonly buckets = new Map<string, Set<string>>();

  add(term: string): void {
    const key = bucket(term[0]!, term.length);
    let b = this.buckets.get(key);
    if (!b) this.buckets.set(key, (b = new Set()));
    b.add(term);
  }

  delete(term: string): void {
    this.buckets.get(bucket(term[0]!, term.length))?.delete(term);
  }

  *near(term: string, within: number): Iterable<string> {
    for (let len = term.length - within; len <= term.length + within; len++) yield* this.buckets.get(bucket(term[0]!, len)) ?? [];
  }
}

const bucket = (first: string, length: number) => `${first}${length}`;

/** Up to three words of the vocabulary nearest to `term` (fewest edits, then most used), none when it is too short. */
export function nearTerms(term: string, vocabulary: Vocabulary, used: (term: string) => number): string[] {
  if (term.length < 4 || /^[0-9]+$/.test(term)) return [];
  const within = term.length >= 8 ? 2 : 1;
  const found: { term: string; d: number; used: number }[] = [];
  for (const cand of vocabulary.near(term, within)) {
    const d = distance(term, cand);
    if (d <= within) found.push({ term: cand, d, used: used(cand) });
  }
  found.sort((a, b) => a.d - b.d || b.used - a.used || (a.term < b.term ? -1 : 1));
  return found.slice(0, 3).map((f) => f.term);
}
