import type { Segment } from './segment.js';

/** A candidate of the first stage: its score, and its tool (by its place in a segment). */
export interface Ranked {
  score: number;
  seg: Segment;
  doc: number;
}

/** Whether a ranks above b: the higher score, then the name (ties by name). */
export function better(a: Ranked, b: Ranked): boolean {
  return a.score > b.score || (a.score === b.score && a.seg.tools[a.doc]!.name < b.seg.tools[b.doc]!.name);
}

/**
 * The second stage: of the best candidates, each next place goes to the best tool that covers
 * a word of the request the tools above it do not; a tool that only repeats their words counts
 * `repeat` of its score. A request about two things (the deals of some accounts) then finds a
 * tool for each, not five tools for the first.
 */
export function novelFirst<H extends { score: number }>(hits: H[], k: number, repeat: number, wordsOf: (h: H) => string[]): H[] {
  const left = hits.map((h) => ({ h, words: wordsOf(h) }));
  const covered = new Set<string>();
  const out: H[] = [];
  while (out.length < k && left.length > 0) {
    let best = 0;
    let bestScore = -Infinity;
    left.forEach((c, i) => {
      const s = c.h.score * (c.words.some((w) => !covered.has(w)) ? 1 : repeat);
      if (s > bestScore) [best, bestScore] = [i, s];
    });
    const [pick] = left.splice(best, 1);
    out.push(pick!.h);
    for (const w of pick!.words) covered.add(w);
  }
  return out;
}
