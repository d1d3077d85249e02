/**
 * Names that say a plan bounds its rows, read by answer/accounting.ts: a tool argument that
 * bounds what the tool returns, and a field that holds a date.
 */

/** Tool arguments that bound the rows a tool returns (`min_value`, `max_score`, `created_after`): a plan calling one has a bound. */
export const BOUND_ARGS = {
  prefixes: ['min_', 'max_'],
  suffixes: ['_min', '_max', '_from', '_to', '_after', '_before', '_since', '_until'],
};

/** Fields that hold dates: a condition on one bounds the rows in time. */
export const DATE_FIELDS = { suffixes: ['date', '_at', '_on'] };
