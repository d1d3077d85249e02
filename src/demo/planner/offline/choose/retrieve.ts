import type { AgentTool } from '../../../tools/types.js';
import type { Mention } from '../understand/extract.js';
import { GENERIC_TERMS, plainTerms, terms } from '../core/tokenize.js';
import { NEGATION_TERMS } from '../understand/negation.js';
import { schemaFieldNames } from '../core/schema.js';
import { CHOOSE_PARAM_RULES } from '../rules/choose-params.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { DATE_FIELDS } from '../lexicon/bounds.js';

const dateField = (f: string) => DATE_FIELDS.suffixes.some((x) => f.endsWith(x));

/**
 * BM25 over the tools a ToolBox lists. A tool's document is its name (split on `_`),
 * description, parameter names, descriptions and constraint values, and the field names of
 * its success response, each field weighted by how much it says about the tool.
 */
export interface Ranked {
  tool: AgentTool;
  score: number;
  /** Query terms found in the tool's name or parameter names (strong evidence). */
  strong: string[];
  /** All query terms the tool's document contains. */
  matched: string[];
}

interface Doc {
  tool: AgentTool;
  tf: Map<string, number>;
  length: number;
  strongTerms: Set<string>;
}

export interface ToolIndex {
  docs: Doc[];
  df: Map<string, number>;
  avgLength: number;
  rank(query: string[]): Ranked[];
}

const K1 = 1.2;
const B = 0.6;

function addTerms(tf: Map<string, number>, text: string, weight: number, split: (t: string) => string[] = terms): number {
  const ts = split(text);
  for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + weight);
  return ts.length * weight;
}

function docOf(tool: AgentTool): Doc {
  const tf = new Map<string, number>();
  let length = 0;
  const nameText = withoutApp(tool).replace(SHAPE_RULES.nameSeparators.pattern, ' ');
  length += addTerms(tf, nameText, 3);
  length += addTerms(tf, tool.app.replace(SHAPE_RULES.nameSeparators.pattern, ' '), 2, plainTerms);
  length += addTerms(tf, tool.description, 1);
  if (tool.path) length += addTerms(tf, tool.path.replace(CHOOSE_PARAM_RULES.pathPlaceholder.pattern, ' '), 1);
  for (const p of tool.parameters) {
    length += addTerms(tf, p.name.replace(SHAPE_RULES.nameSeparators.pattern, ' '), 1.5);
    length += addTerms(tf, p.description, 0.5);
    length += addTerms(tf, p.constraints.join(' '), 0.5);
  }
  // (a field of a moment, "created_at", is a date the rows hold: "by created date")
  const fields = schemaFieldNames(tool.response_schemas?.success).map((f) => (dateField(f) && !f.endsWith('date') ? `${f} date` : f));
  length += addTerms(tf, fields.join(' ').replace(SHAPE_RULES.underscores.pattern, ' '), 0.3);
  const strongTerms = new Set([
    ...terms(nameText),
    ...plainTerms(tool.app.replace(SHAPE_RULES.nameSeparators.pattern, ' ')),
    ...tool.parameters.flatMap((p) => terms(p.name.replace(SHAPE_RULES.underscores.pattern, ' '))),
  ]);
  return { tool, tf, length, strongTerms };
}

export function buildIndex(tools: AgentTool[]): ToolIndex {
  const docs = tools.map(docOf);
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const avgLength = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const n = docs.length;
  return {
    docs,
    df,
    avgLength,
    rank(query: string[]): Ranked[] {
      const unique = [...new Set(query)];
      return docs
        .map((d) => {
          let score = 0;
          const matched: string[] = [];
          for (const q of unique) {
            const f = d.tf.get(q);
            if (!f) continue;
            matched.push(q);
            const nq = df.get(q) ?? 0;
            const idf = Math.log(1 + (n - nq + 0.5) / (nq + 0.5));
            score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avgLength));
          }
          return { tool: d.tool, score, matched, strong: matched.filter((t) => d.strongTerms.has(t)) };
        })
        .sort((a, b) => b.score - a.score || a.tool.name.localeCompare(b.tool.name));
    },
  };
}

/** One index per tool list: rebuilt only when the list's names or descriptions change. */
let cached: { key: string; index: ToolIndex } | null = null;
export function indexFor(tools: AgentTool[]): ToolIndex {
  const key = tools.map((t) => `${t.name}:${t.description.length}:${t.parameters.length}`).join('|');
  if (cached?.key !== key) cached = { key, index: buildIndex(tools) };
  return cached.index;
}

/** The tool name without its `<app>_` prefix. */
export function withoutApp(tool: AgentTool): string {
  const prefix = `${tool.app}_`;
  return tool.name.startsWith(prefix) ? tool.name.slice(prefix.length) : tool.name;
}

const ALL_KINDS: Mention['kind'][] = ['text', 'email', 'url', 'state', 'id', 'number', 'month', 'year', 'entity'];

/** Retrieval terms: the message minus the values it names (those are matched to parameters instead). */
function queryTerms(message: string, mentions: Mention[], kinds: Mention['kind'][] = ALL_KINDS, names?: Set<string>): string[] {
  let text = message;
  // (several values at one place, "the decision makers": that place cut once)
  let cut = Infinity;
  for (const m of [...mentions].sort((a, b) => b.start - a.start)) {
    if (kinds.includes(m.kind) && m.end <= cut) [text, cut] = [text.slice(0, m.start) + ' ' + text.slice(m.end), m.start];
  }
  const ts = terms(text);
  // a generic word is kept where it begins a pair of words a tool's name has ("third party")
  return ts.filter((t, i) => !GENERIC_TERMS.has(t) || (i + 1 < ts.length && names?.has(`${t} ${ts[i + 1]}`) === true));
}

/** Consecutive pairs of words in the tools' names. */
const pairCache = new WeakMap<ToolIndex, Set<string>>();
function namePairs(index: ToolIndex): Set<string> {
  let pairs = pairCache.get(index);
  if (!pairs) {
    pairs = new Set();
    for (const d of index.docs) {
      const ts = terms(d.tool.name.replace(SHAPE_RULES.nameSeparators.pattern, ' '));
      for (let i = 0; i + 1 < ts.length; i++) pairs.add(`${ts[i]} ${ts[i + 1]}`);
    }
    pairCache.set(index, pairs);
  }
  return pairs;
}

/** When the words around the values match no tool ("who is the CTO at acc_9?"), the values' own words do (never "not"). */
export function retrievalQuery(index: ToolIndex, message: string, mentions: Mention[]): string[] {
  const query = queryTerms(message, mentions, ALL_KINDS, namePairs(index)).filter((t) => !NEGATION_TERMS.has(t));
  if (index.rank(query).some((r) => r.score > 0)) return query;
  const values = mentions.flatMap((m) => (m.kind === 'text' || m.kind === 'id' ? terms(m.text) : []));
  return [...query, ...values.filter((t) => !GENERIC_TERMS.has(t))];
}
