import type { CatalogTool } from '../catalog.js';
import { appDocument, eachText, FIELD_WEIGHT, localName, type Field, type ToolDocument } from './document.js';
import { actionOf, changesSomething, stem, terms as textTerms, termsOf } from './terms.js';

/** The values learnt for a tool (values.ts), when the index is given them. */
export type Learnt = (tool: CatalogTool) => ReadonlySet<string> | undefined;

/**
 * One application's tools as an inverted index: each term's tools (ascending) and weighted
 * frequencies, one run per term in two flat arrays (no object per term).
 */
export interface Segment {
  app: string;
  /** The version of the application's learnt values it was built with (values.ts). */
  learnt: number;
  /** The terms its tools' answers held (values.ts): a request naming one is about this application. */
  held: Set<string>;
  tools: readonly CatalogTool[];
  /** The source tools it was built from (to see whether the application changed). */
  built: readonly unknown[];
  description: string;
  /** Each term of its tools, by its number here: its run is docs/tf[starts[id] .. starts[id + 1]). */
  terms: Map<string, number>;
  starts: Int32Array;
  docs: Int32Array;
  tf: Float32Array;
  lengths: Float64Array;
  /** Each tool's action (what its HTTP method does), as its place in ACTION_TERMS. */
  actions: Uint8Array;
  /** 1 for a tool that changes something (terms.ts changesSomething). */
  changes: Uint8Array;
  appDoc: ToolDocument;
  /** A search's running sums, one per tool (reset after each search): score, words covered, tools touched. */
  scores: Float64Array;
  covered: Float64Array;
  touched: Int32Array;
  count: number;
  /** The search's score of the application itself. */
  appScore: number;
}

/** The terms of what an HTTP method does (terms.ts actionOf), '' for none: a tool's action is its place here. */
export const ACTION_TERMS = ['', 'search', 'get', 'list', 'create', 'update', 'delete'].map(stem);
const ACTION_CODE = new Map(ACTION_TERMS.map((t, i) => [t, i]));

/** How many of a segment's tools a term occurs in (0: none). */
export function dfIn(seg: Segment, term: string): number {
  const id = seg.terms.get(term);
  return id === undefined ? 0 : seg.starts[id + 1]! - seg.starts[id]!;
}

/** Whether a segment's tool `doc` has a term (its run is ascending: a binary search). */
export function hasTerm(seg: Segment, term: string, doc: number): boolean {
  const id = seg.terms.get(term);
  if (id === undefined) return false;
  let lo = seg.starts[id]!;
  let hi = seg.starts[id + 1]! - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = seg.docs[mid]!;
    if (v === doc) return true;
    if (v < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** One read of a tool's texts per call of `read`: a segment built a slice at a time (search/index.ts). */
export class SegmentBuilder {
  private next = 0;
  private readonly terms = new Map<string, number>();
  private readonly lengths: Float64Array;
  private readonly held = new Set<string>();
  private readonly actions: Uint8Array;
  private readonly changes: Uint8Array;
  // one tool at a time: its terms' weights summed by term number, then appended as (term, weight) pairs
  private acc = new Float64Array(1024);
  private readonly inDoc: number[] = [];
  private readonly pairTerm: number[] = [];
  private readonly pairTf: number[] = [];
  private readonly docEnd: Int32Array;
  private length = 0;

  constructor(
    readonly app: string,
    readonly description: string,
    readonly tools: readonly CatalogTool[],
    readonly learnt: number,
    private readonly values?: Learnt,
  ) {
    const n = tools.length;
    this.lengths = new Float64Array(n);
    this.actions = new Uint8Array(n);
    this.changes = new Uint8Array(n);
    this.docEnd = new Int32Array(n);
  }

  private idOf(term: string): number {
    let id = this.terms.get(term);
    if (id === undefined) {
      this.terms.set(term, (id = this.terms.size));
      if (id >= this.acc.length) {
        const grown = new Float64Array(this.acc.length * 2);
        grown.set(this.acc);
        this.acc = grown;
      }
    }
    return id;
  }

  private readonly read1 = (field: Field, text: string | undefined) => {
    if (!text) return;
    const w = FIELD_WEIGHT[field];
    // a tool's name and path are its own (rarely another's): read, not remembered
    for (const term of field === 'name' || field === 'path' ? textTerms(text) : termsOf(text)) {
      const id = this.idOf(term);
      if (this.acc[id] === 0) this.inDoc.push(id);
      this.acc[id]! += w;
      this.length += w;
    }
  };

  /** Reads tools until `until` (performance.now()) has passed, at least one; true once every tool is read. */
  read(until = Infinity): boolean {
    const { tools, inDoc, pairTerm, pairTf } = this;
    while (this.next < tools.length) {
      const i = this.next++;
      const t = tools[i]!;
      this.actions[i] = ACTION_CODE.get(stem(actionOf(t.record.method, t.record.path) ?? ''))!;
      this.changes[i] = changesSomething(t.record.method, t.record.path, localName(t)) ? 1 : 0;
      this.length = 0;
      eachText(t, this.read1);
      this.lengths[i] = this.length;
      // a value is evidence the tool holds it, not more of its text: its length stays (document.ts)
      for (const term of this.values?.(t) ?? []) {
        this.held.add(term);
        const id = this.idOf(term);
        if (this.acc[id] !== 0) continue;
        inDoc.push(id);
        this.acc[id] = FIELD_WEIGHT.returned;
      }
      for (const id of inDoc) {
        pairTerm.push(id);
        pairTf.push(this.acc[id]!);
        this.acc[id] = 0;
      }
      inDoc.length = 0;
      this.docEnd[i] = pairTerm.length;
      if ((i & 15) === 15 && performance.now() > until) break;
    }
    return this.next >= tools.length;
  }

  /** The segment of the tools read (all of them: `read` returned true). */
  finish(): Segment {
    const { terms, pairTerm, pairTf, docEnd, tools } = this;
    const n = tools.length;
    // the pairs grouped by term (a counting sort): each term's tools stay in order
    const starts = new Int32Array(terms.size + 1);
    for (const id of pairTerm) starts[id + 1]!++;
    for (let id = 0; id < terms.size; id++) starts[id + 1]! += starts[id]!;
    const next = starts.slice(0, terms.size);
    const docs = new Int32Array(pairTerm.length);
    const tf = new Float32Array(pairTerm.length);
    for (let i = 0, p = 0; i < n; i++)
      for (; p < docEnd[i]!; p++) {
        const at = next[pairTerm[p]!]!++;
        docs[at] = i;
        tf[at] = pairTf[p]!;
      }
    return {
      app: this.app,
      learnt: this.learnt,
      held: this.held,
      tools,
      built: tools.map((t) => t.tool),
      description: this.description,
      terms,
      starts,
      docs,
      tf,
      lengths: this.lengths,
      actions: this.actions,
      changes: this.changes,
      appDoc: appDocument(this.app, this.description),
      scores: new Float64Array(n),
      covered: new Float64Array(n),
      touched: new Int32Array(n),
      count: 0,
      appScore: 0,
    };
  }
}

export function buildSegment(app: string, description: string, tools: readonly CatalogTool[], learnt: number, values?: Learnt): Segment {
  const builder = new SegmentBuilder(app, description, tools, learnt, values);
  builder.read();
  return builder.finish();
}

export function sameTools(seg: Segment, tools: readonly CatalogTool[]): boolean {
  if (seg.built.length !== tools.length) return false;
  for (let i = 0; i < tools.length; i++) if (seg.built[i] !== tools[i]!.tool || seg.tools[i]!.name !== tools[i]!.name) return false;
  return true;
}
