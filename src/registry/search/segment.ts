import type { CatalogTool } from '../catalog.js';
import { appDocument, localName, toolDocument, type ToolDocument } from './document.js';
import { actionOf, changesSomething, stem } from './terms.js';

/** The values learnt for a tool (values.ts), when the index is given them. */
export type Learnt = (tool: CatalogTool) => ReadonlySet<string> | undefined;

export interface Postings {
  docs: Int32Array;
  tf: Float32Array;
}

/** One application's tools as an inverted index. */
export interface Segment {
  app: string;
  /** The version of the application's learnt values it was built with (values.ts). */
  learnt: number;
  /** The terms its tools' answers held (values.ts): a request naming one is about this application. */
  held: Set<string>;
  tools: CatalogTool[];
  /** The source tools it was built from (to see whether the application changed). */
  built: readonly unknown[];
  description: string;
  postings: Map<string, Postings>;
  lengths: Float64Array;
  /** Each tool's action (what its HTTP method does: list, get, create, ...), '' for none. */
  actions: string[];
  /** 1 for a tool that changes something (terms.ts changesSomething). */
  changes: Uint8Array;
  /** How many of its tools each term occurs in. */
  df: Map<string, number>;
  appDoc: ToolDocument;
  /** A search's running sums, one per tool (reset after each search): score, words covered, tools touched. */
  scores: Float64Array;
  covered: Float64Array;
  touched: Int32Array;
  count: number;
  /** The search's score of the application itself. */
  appScore: number;
}

export function buildSegment(app: string, description: string, tools: CatalogTool[], learnt: number, values?: Learnt): Segment {
  const lists = new Map<string, { docs: number[]; tf: number[] }>();
  const df = new Map<string, number>();
  const lengths = new Float64Array(tools.length);
  const held = new Set<string>();
  const actions = tools.map((t) => stem(actionOf(t.record.method, t.record.path) ?? ''));
  const changes = Uint8Array.from(tools.map((t) => (changesSomething(t.record.method, t.record.path, localName(t)) ? 1 : 0)));
  tools.forEach((t, i) => {
    const learnt = values?.(t);
    for (const term of learnt ?? []) held.add(term);
    const doc = toolDocument(t, learnt);
    lengths[i] = doc.length;
    for (const [term, tf] of doc.tf) {
      let p = lists.get(term);
      if (!p) lists.set(term, (p = { docs: [], tf: [] }));
      p.docs.push(i);
      p.tf.push(tf);
      df.set(term, (df.get(term) ?? 0) + 1);
    }
  });
  const postings = new Map<string, Postings>();
  for (const [term, p] of lists) postings.set(term, { docs: Int32Array.from(p.docs), tf: Float32Array.from(p.tf) });
  const appDoc = appDocument(app, description);
  const n = tools.length;
  return {
    app,
    learnt,
    held,
    tools,
    built: tools.map((t) => t.tool),
    description,
    postings,
    lengths,
    actions,
    changes,
    df,
    appDoc,
    scores: new Float64Array(n),
    covered: new Float64Array(n),
    touched: new Int32Array(n),
    count: 0,
    appScore: 0,
  };
}

export function sameTools(seg: Segment, tools: CatalogTool[]): boolean {
  if (seg.built.length !== tools.length) return false;
  for (let i = 0; i < tools.length; i++) if (seg.built[i] !== tools[i]!.tool || seg.tools[i]!.name !== tools[i]!.name) return false;
  return true;
}
