/** The shape of a cue (lexicon/cues.ts): what a question's words ask and the plan features that honour it. */

/** What a plan does, read from its steps (answer/accounting.ts `featuresOf`). */
export type Feature =
  | 'negation'
  | 'bound'
  | 'computed'
  | 'count'
  /** A list's answer says how many rows it holds ("Found 3 accounts"): a count, though not a total of anything. */
  | 'listed'
  | 'sum'
  | 'avg'
  | 'median'
  | 'extreme'
  | 'sort'
  | 'limit'
  | 'rank'
  | 'group'
  | 'distinct'
  | 'share'
  | 'difference'
  | 'exists'
  | 'date'
  | 'select'
  | 'set'
  | 'previous'
  /** Someone the words point at is known: a record named in the question, or an answer before it. */
  | 'person'
  | 'text'
  | 'multiple';

export interface Cue {
  name: string;
  /** What the words ask, in the answer's words ("an exclusion"). */
  means: string;
  phrases: string[];
  needs: Feature[];
  /** Sentences in which the cue must be found. */
  examples: string[];
}
