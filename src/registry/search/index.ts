import type { CatalogTool } from '../catalog.js';
import { appDocument, toolDocument, type Field, type ToolDocument } from './document.js';
import { queryTerms, type QueryTerm } from './terms.js';
import { nearTerms, Vocabulary } from './typos.js';

/**
 * Tool search over the catalogue, offline: BM25 over each tool's weighted fields
 * (document.ts), plus how well the request names the tool's application (its name and
 * description, scored among applications), plus the kind of action the request's verbs
 * ask for. A word no tool has is read as the nearest words some tool has (one or two
 * letters off, tolerant of typos).
 *
 * The index is one segment per application, built when the application's tools change and
 * reused otherwise, so a catalogue of 100,000 tools is not re-read when one service loads.
 */

const K1 = 1.2;
const B = 0.75;
/** How much naming the application counts beside the tool's own match. */
const APP_WEIGHT = 0.8;
/** Terms read from a misspelt word count less than the words as typed. */
const NEAR_WEIGHT = 0.7;
/** The action a request's verbs name counts as one more term, down-weighted (it rarely decides alone). */
const ACTION_WEIGHT = 0.6;

interface Postings {
  docs: number[];
  tf: number[];
}

/** One application's tools as an inverted index. */
interface Segment {
  app: string;
  tools: CatalogTool[];
  /** The source tools it was built from (to see whether the application changed). */
  built: readonly unknown[];
  description: string;
  postings: Map<string, Postings>;
  lengths: Float64Array;
  /** Document frequency of each term in this segment. */
  df: Map<string, number>;
  appDoc: ToolDocument;
}

export interface SearchHit {
  name: string;
  app: string;
  score: number;
  /** The request's words that matched, each with the fields it matched in (`app`: the application's name or description). */
  matched: Record<string, (Field | 'app')[]>;
  tool: CatalogTool;
}

export interface SearchOptions {
  k?: number;
  /** Only tools this says yes to (a key limited to some applications). */
  allow?: (tool: CatalogTool) => boolean;
  /** Only this application's tools. */
  app?: string;
}

function buildSegment(app: string, description: string, tools: CatalogTool[]): Segment {
  const postings = new Map<string, Postings>();
  const df = new Map<string, number>();
  const lengths = new Float64Array(tools.length);
  tools.forEach((t, i) => {
    const doc = toolDocument(t);
    lengths[i] = doc.length;
    for (const [term, tf] of doc.tf) {
      let p = postings.get(term);
      if (!p) postings.set(term, (p = { docs: [], tf: [] }));
      p.docs.push(i);
      p.tf.push(tf);
      df.set(term, (df.get(term) ?? 0) + 1);
    }
  });
  return { app, tools, built: tools.map((t) => t.tool), description, postings, lengths, df, appDoc: appDocument(app, description) };
}

export class SearchIndex {
  private readonly segments = new Map<string, Segment>();
  private readonly df = new Map<string, number>();
  private readonly appDf = new Map<string, number>();
  private docs = 0;
  private totalLength = 0;
  private appLength = 0;
  private readonly vocabulary = new Vocabulary();
  private syncedAt = -1;
  private plan?: { generation: number; byApp: Map<string, CatalogTool[]>; queue: string[] };

  constructor(
    private readonly source: {
      tools(): CatalogTool[];
      readonly generation: number;
      description(app: string): string;
    },
  ) {}

  /** Tools indexed. */
  get size(): number {
    return this.docs;
  }

  /**
   * Brings the index up to the catalogue's tool set: rebuilds the applications that changed,
   * drops the ones gone. With a budget it stops once that many milliseconds have passed
   * (the rest is done by the next call; true when the index is current).
   */
  sync(budgetMs = Infinity): boolean {
    const started = performance.now();
    if (this.syncedAt === this.source.generation) return true;
    if (this.plan?.generation !== this.source.generation) {
      const byApp = new Map<string, CatalogTool[]>();
      for (const t of this.source.tools()) {
        let list = byApp.get(t.app);
        if (!list) byApp.set(t.app, (list = []));
        list.push(t);
      }
      for (const app of [...this.segments.keys()]) if (!byApp.has(app)) this.drop(app);
      this.plan = { generation: this.source.generation, byApp, queue: [...byApp.keys()] };
    }
    const { byApp, queue } = this.plan;
    while (queue.length > 0) {
      if (performance.now() - started > budgetMs) return false;
      const app = queue.pop()!;
      const tools = byApp.get(app)!;
      const description = this.source.description(app);
      const seg = this.segments.get(app);
      if (seg && seg.description === description && sameTools(seg, tools)) {
        seg.tools = tools; // the catalogue's current objects (same tools, same names)
        continue;
      }
      if (seg) this.drop(app);
      this.put(buildSegment(app, description, tools));
    }
    this.syncedAt = this.plan.generation;
    this.plan = undefined;
    return true;
  }

  private put(seg: Segment): void {
    this.segments.set(seg.app, seg);
    for (const [t, n] of seg.df) {
      const before = this.df.get(t) ?? 0;
      this.df.set(t, before + n);
      if (before === 0) this.vocabulary.add(t);
    }
    for (const t of seg.appDoc.tf.keys()) {
      const before = this.appDf.get(t) ?? 0;
      this.appDf.set(t, before + 1);
      if (before === 0 && !this.df.has(t)) this.vocabulary.add(t);
    }
    this.docs += seg.tools.length;
    for (const l of seg.lengths) this.totalLength += l;
    this.appLength += seg.appDoc.length;
  }

  private drop(app: string): void {
    const seg = this.segments.get(app);
    if (!seg) return;
    this.segments.delete(app);
    for (const [t, n] of seg.df) {
      const left = (this.df.get(t) ?? 0) - n;
      if (left > 0) this.df.set(t, left);
      else this.df.delete(t);
    }
    for (const t of seg.appDoc.tf.keys()) {
      const left = (this.appDf.get(t) ?? 0) - 1;
      if (left > 0) this.appDf.set(t, left);
      else this.appDf.delete(t);
    }
    for (const t of [...seg.df.keys(), ...seg.appDoc.tf.keys()]) if (!this.df.has(t) && !this.appDf.has(t)) this.vocabulary.delete(t);
    this.docs -= seg.tools.length;
    for (const l of seg.lengths) this.totalLength -= l;
    this.appLength -= seg.appDoc.length;
  }

  /** The best `k` tools for a request in plain words, best first (ties by name). */
  search(text: string, opts: SearchOptions = {}): SearchHit[] {
    this.sync();
    const k = Math.max(1, Math.min(opts.k ?? 10, 100));
    const { terms, actions } = queryTerms(text);
    const weighted = this.expand(terms);
    for (const a of actions)
      if (!weighted.some((w) => w.term === a)) weighted.push({ term: a, word: a, weight: ACTION_WEIGHT, action: true });
    if (weighted.length === 0) return [];
    const n = Math.max(1, this.docs);
    const avg = this.totalLength / n || 1;
    const apps = Math.max(1, this.segments.size);
    const avgApp = this.appLength / apps || 1;
    const idf = (df: number, total: number) => Math.log(1 + (total - df + 0.5) / (df + 0.5));
    const top: { score: number; seg: Segment; doc: number }[] = [];
    const push = (score: number, seg: Segment, doc: number) => {
      if (top.length === k) top.pop();
      top.push({ score, seg, doc });
      for (let i = top.length - 1; i > 0 && better(top[i]!, top[i - 1]!); i--) [top[i], top[i - 1]] = [top[i - 1]!, top[i]!];
    };
    const segments = opts.app !== undefined ? [this.segments.get(opts.app)].filter((s) => s !== undefined) : this.segments.values();
    for (const seg of segments) {
      let appScore = 0;
      for (const w of weighted) {
        if (w.action) continue;
        const f = seg.appDoc.tf.get(w.term);
        if (!f) continue;
        const norm = f + K1 * (1 - B + (B * seg.appDoc.length) / avgApp);
        appScore += w.weight * idf(this.appDf.get(w.term) ?? 0, apps) * ((f * (K1 + 1)) / norm);
      }
      const scores = new Float64Array(seg.tools.length);
      let any = false;
      for (const w of weighted) {
        const p = seg.postings.get(w.term);
        if (!p) continue;
        const wi = w.weight * idf(this.df.get(w.term) ?? 0, n);
        for (let j = 0; j < p.docs.length; j++) {
          const d = p.docs[j]!;
          const f = p.tf[j]!;
          scores[d]! += (wi * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * seg.lengths[d]!) / avg));
          any = true;
        }
      }
      if (!any && appScore === 0) continue;
      const base = APP_WEIGHT * appScore;
      for (let d = 0; d < scores.length; d++) {
        const score = scores[d]! + base;
        if (score <= 0 || (top.length === k && score <= top[k - 1]!.score)) continue;
        if (opts.allow && !opts.allow(seg.tools[d]!)) continue;
        push(score, seg, d);
      }
    }
    return top.map(({ score, seg, doc }) => this.hit(seg, doc, score, weighted));
  }

  /** The request's terms, and for a word no tool has, the nearest words some tool has. */
  private expand(terms: QueryTerm[]): Weighted[] {
    const out: Weighted[] = [];
    for (const t of terms) {
      if (this.df.has(t.term) || this.appDf.has(t.term)) {
        out.push({ ...t, weight: 1 });
        continue;
      }
      for (const near of nearTerms(t.term, this.vocabulary, (x) => (this.df.get(x) ?? 0) + (this.appDf.get(x) ?? 0))) {
        if (!out.some((o) => o.term === near)) out.push({ term: near, word: t.word, weight: NEAR_WEIGHT });
      }
    }
    return out;
  }

  private hit(seg: Segment, doc: number, score: number, weighted: Weighted[]): SearchHit {
    const tool = seg.tools[doc]!;
    const fields = toolDocument(tool).fields;
    const matched: Record<string, (Field | 'app')[]> = {};
    for (const w of weighted) {
      const where: (Field | 'app')[] = [...(fields.get(w.term) ?? [])];
      if (!w.action && seg.appDoc.tf.has(w.term)) where.push('app');
      if (where.length > 0) matched[w.word] = [...new Set([...(matched[w.word] ?? []), ...where])];
    }
    return { name: tool.name, app: tool.app, score: Math.round(score * 1000) / 1000, matched, tool };
  }
}

interface Weighted extends QueryTerm {
  weight: number;
  action?: boolean;
}

function better(a: { score: number; seg: Segment; doc: number }, b: { score: number; seg: Segment; doc: number }): boolean {
  return a.score > b.score || (a.score === b.score && a.seg.tools[a.doc]!.name < b.seg.tools[b.doc]!.name);
}

function sameTools(seg: Segment, tools: CatalogTool[]): boolean {
  if (seg.built.length !== tools.length) return false;
  for (let i = 0; i < tools.length; i++) if (seg.built[i] !== tools[i]!.tool || seg.tools[i]!.name !== tools[i]!.name) return false;
  return true;
}
