import type { Comparator } from './dates.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** A value a message names (understand/extract.ts), with its place in the text and the words around it. */
interface Base {
  start: number;
  end: number;
  /** Canonical words just before / after the value (its context). */
  before: string[];
  after: string[];
  /** Said in a list with the value of its kind before it ("in 2025 and 2026"): either one, not both at once. */
  listed?: boolean;
}

export type Mention =
  | (Base & {
      kind: 'text';
      text: string;
      source: 'quoted' | 'phrase' | 'known';
      field?: string;
      /** The apps whose rows hold this value (a value seen in lists), when known. */
      apps?: string[];
    })
  | (Base & { kind: 'id'; text: string })
  | (Base & { kind: 'email'; text: string })
  | (Base & { kind: 'url'; text: string })
  | (Base & {
      kind: 'number';
      value: number;
      raw: string;
      unit: 'money' | 'percent' | 'plain';
      comparator?: Comparator;
      ref: boolean;
      /** "3 contacts", "a single deal": the kind of record counted (canonical), not an amount of the rows. */
      counts?: string;
      /** "2 or more CTOs": records of a value counted (the value mention's text), not an amount of the rows. */
      countsValue?: string;
      /** "deals in negotiation worth over $1M": the kind of record named last before the number (canonical), whose amount it is. */
      of?: string;
    })
  /** A month, or `span` months from it (a quarter: 3, a half: 6); `comparator` for "before", "since", "between … and". */
  | (Base & {
      kind: 'month';
      month: number;
      year?: number;
      span?: number;
      day?: number;
      /** "the last 30 days": `days` days from `day` (a run of days, not one). */
      days?: number;
      comparator?: Comparator;
      /** A month said without a year: whether the words around it look ahead ("closing in sept") or back ("won in sept"). */
      tense?: 'ahead' | 'behind';
    })
  | (Base & { kind: 'year'; year: number; comparator?: Comparator })
  | (Base & { kind: 'state'; code: string; name: string })
  | (Base & {
      kind: 'entity';
      /** As written in the message. */
      text: string;
      id: string | number;
      label: string;
      /** What the record is (`account`) and where it was found (app, list tool, its row). */
      entity: string[];
      app: string;
      tool: string;
      row: Record<string, unknown>;
      /** Matched within one edit per word rather than exactly. */
      fuzzy: boolean;
      /** Other records with the same name. */
      rivals: string[];
      /** The ids of the other records of the same list with exactly this name (one person at several accounts). */
      twins: (string | number)[];
    });

/**
 * The message with each value written in two capitals blanked out: a code the rows hold ("contacts in IT")
 * is no word of the question, never the pronoun "it".
 */
export function codesUnsaid(message: string, mentions: Mention[]): string {
  let text = message;
  for (const m of mentions)
    if (m.kind === 'text' && SHAPE_RULES.twoCaps.pattern.test(message.slice(m.start, m.end)))
      text = `${text.slice(0, m.start)}${' '.repeat(m.end - m.start)}${text.slice(m.end)}`;
  return text;
}
