/** An answer's text and the data it is built on (data.result). */
export interface Worded {
  response: string;
  result: unknown;
  /** How many rows the result stands for, when it holds only the first ones. */
  total?: number;
}
