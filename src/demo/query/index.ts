/**
 * The query layer both planners use: the plan language (language.ts), its one executor over
 * every row (exec.ts), its one-line English (english.ts), and the conversation's results kept
 * as handles (handles.ts). docs/query.md describes it.
 */
export * from './language.js';
export { Executor, type ExecOptions, type QueryResult } from './exec.js';
export { sortRows, aggregate, aggName, evaluate, runSteps, groupRows } from './local.js';
export { explain, condText, aggText, valueText, sourceText, queryText, COUNT_BOUND_WORDS } from './english.js';
export { MemoryResults, type ResultStore, type KeptResult } from './handles.js';
export { matches, sameValue, numberOf, type ResolvedCond } from './cond.js';
export { QueryError } from './errors.js';
export { readTool, MAX_PAGES, type Fetched, type Need } from './read.js';
export { findRows, isRecord, type Row, type RowSet } from './rows.js';
