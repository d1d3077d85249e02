import type { AgentTool } from '../../../tools/types.js';
import type { ToolIndex } from './retrieve.js';
import { toolEntityTerms } from './params.js';
import { allowedValues, quotedExamples, schemaFieldNames, categoryFieldNames } from '../core/schema.js';
import { US_STATES } from '../core/states.js';
import { canonical, words } from '../core/tokenize.js';
import { READ_RULES } from '../rules/read.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { WHOLE_APP } from '../lexicon/mine.js';

/** A name's underscores as spaces. */
export const spaced = (s: string): string => s.replace(SHAPE_RULES.underscores.pattern, ' ');

/**
 * The words the tools give the reader, built once per tool list: the values they know (allowed
 * values, quoted examples) and the field each belongs to, the lists of values in order, the words of
 * their names, fields and descriptions (for spelling).
 */
export interface Vocab {
  key: ToolIndex;
  knownValues: string[];
  vocabulary: Set<string>;
  entities: Set<string>;
  /** The tools' own words, with how often they use them (for spelling). */
  texts: string[];
  /** Last words of the text fields that sort records into kinds ("department", "industry"). */
  categories: Set<string>;
  /** Every word of every field name ("job" of job_title). */
  fieldParts: Set<string>;
  /** The fields whose name ends in a count ("employee_count"), by their words ("employee count"). */
  countFields: Map<string, string>;
  /** The parameter each known value was found on (its field in the rows). */
  knownFields: Map<string, string>;
  /** Each parameter's allowed values, in the order it lists them (stages from first to last). */
  valueLists: string[][];
}

let vocabCache: Vocab | undefined;
export function vocabFor(tools: AgentTool[], index: ToolIndex): Vocab {
  if (vocabCache?.key === index) return vocabCache;
  const known = new Set<string>();
  const knownFields = new Map<string, string>();
  const valueLists: string[][] = [];
  const vocabulary = new Set<string>();
  const entities = new Set<string>();
  const texts: string[] = Object.keys(US_STATES);
  for (const t of tools) {
    for (const e of toolEntityTerms(t)) entities.add(e);
    texts.push(spaced(t.name), t.app, t.description, spaced(schemaFieldNames(t.response_schemas?.success).join(' ')));
    for (const p of t.parameters) {
      if (allowedValues(p).length > 2) valueLists.push(allowedValues(p));
      for (const v of [...allowedValues(p), ...quotedExamples(p.description)]) {
        known.add(v);
        if (!knownFields.has(v)) knownFields.set(v, p.name);
      }
      texts.push(spaced(p.name), p.description, p.constraints.join(' '));
    }
    for (const w of words(`${spaced(t.name)} ${t.app}`)) vocabulary.add(w);
  }
  for (const w of WHOLE_APP.nameParts) vocabulary.add(w);
  const categories = new Set<string>();
  const fieldParts = new Set<string>();
  const countFields = new Map<string, string>();
  for (const t of tools) {
    for (const f of schemaFieldNames(t.response_schemas?.success)) {
      for (const w of f.toLowerCase().split('_')) fieldParts.add(w);
      if (READ_RULES.countField.pattern.test(f)) countFields.set(canonical(f.split('_')[0]!), f);
    }
    for (const f of categoryFieldNames(t.response_schemas?.success)) categories.add(f.toLowerCase().split('_').pop()!);
  }
  vocabCache = {
    key: index,
    categories,
    fieldParts,
    countFields,
    knownFields,
    valueLists,
    knownValues: [...known].filter((v) => SHAPE_RULES.anyLetter.pattern.test(v) && (v.length >= 3 || SHAPE_RULES.twoCaps.pattern.test(v))),
    vocabulary,
    entities,
    texts,
  };
  return vocabCache;
}
