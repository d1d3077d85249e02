/**
 * The offline planner: answers questions with no language model, in five stages
 * (docs/offline-planner.md has the step-to-file table):
 *   core/        words, values, rows and their wording, shared by every stage
 *   understand/  what the message asks (intent) and the values it names (extract)
 *   choose/      which tool(s) and arguments: retrieval, argument filling, plans, joins, follow-ups
 *   run/         calling the tools, reading every page, filtering, grouping, ordering
 *   answer/      the answer's text and data, partial answers, declines
 * pipeline.ts runs them in that order for one reading of a message; planner.ts tries the
 * readings (strategies, two questions combined, a reading again with what the first left
 * unused). This file is the planner's one public surface: code outside the folder imports
 * from here only (the browser strategy reuses the row and wording helpers).
 */
export { createOfflinePlanner, type OfflinePlannerOptions, type Strategy } from './planner.js';
export { parseIntent } from './understand/intent.js';
export { findRows, labelOf, type Row } from './core/rows.js';
export { mainMeasure, resolveField } from './core/fields.js';
export { orderRows } from './run/shape.js';
export { fieldWords, formatValue, listWords, plural, rowLine } from './core/format.js';
export { terms } from './core/tokenize.js';
export { indexFor } from './choose/retrieve.js';
