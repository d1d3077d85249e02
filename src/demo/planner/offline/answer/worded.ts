import type { RowFilter } from '../run/filters.js';
import type { Feature } from '../lexicon/cue.js';
import type { Agg, Cond, Step } from '../../../query/index.js';

/** An answer's text and the data it is built on (data.result). */
export interface Worded {
  response: string;
  result: unknown;
  /** How many rows the result stands for, when it holds only the first ones. */
  total?: number;
  /** A share computed from the rows: which rows make the part and which the whole (run/query.ts states it as a plan). */
  share?: ShareOf;
  /** A figure's change from one period to another: the plan is that change, as a percent of the first (plan-of.ts). */
  change?: { agg: Agg; base: RowFilter[]; from: RowFilter; to: RowFilter };
  /** One figure of the rows divided by another ("revenue per employee"): the plan is that ratio. */
  ratio?: { field: string; per: string };
  /** What the answer computes from its rows besides its plan ("… $2,564,000 more than …": the gap of two rows). */
  computes?: Feature[];
  /** A condition the answer checked the rows against besides the filters ("does any mention Norway": none does). */
  checked?: Cond;
  /** The plan's filters and steps when the answer shaped the rows its own way (where a record ranks, two records weighed). */
  plan?: {
    filters?: RowFilter[];
    steps: Step[];
    /** The previous answer's rows are what the steps shape ("which of them …"). */ ofPrevious?: boolean;
  };
}

export interface ShareOf {
  /** Conditions of the part, and of the whole (none: every row read). */
  part: RowFilter[];
  whole: RowFilter[];
  /** The summed field (a share of a sum); absent, rows are counted. */
  field?: string;
  /** The part is the first k rows of the part's rows by a field (or, with `by`, the rows of the first k values of `by` by their total). */
  top?: { field: string; dir: 'asc' | 'desc'; k: number; by?: string };
}
