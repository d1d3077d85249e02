import type { CatalogTool } from '../catalog.js';
import { FIELD_WEIGHT, fieldsOf, type Field } from './document.js';
import { ACTION_TERMS, dfIn, hasTerm, sameTools, SegmentBuilder, type Segment } from './segment.js';
import { asksQuestion, changing, forgetTexts, queryTerms, stem, type QueryTerm } from './terms.js';
import type { LearnedValues } from './values.js';
import { nearTerms, Vocabulary } from './typos.js';
import { better, novelFirst, type Ranked } from './rerank.js';

/**
 * Tool search over the catalogue, offline. A tool's score is BM25 over its weighted fields
 * (document.ts), plus how well the request names its application (name and description,
 * scored among applications), scaled by how much of the request the tool covers. A word
 * no tool has is read as the nearest words some tool has (one or two letters off).
 *
 * The index is one segment per application, built when the application's tools change and
 * reused otherwise, so a catalogue of 100,000 tools is not re-read when one service loads.
 */

/** How the parts of a score are weighed (one place; the search sets' scorer can sweep them). */
export const WEIGHTS = {
  /** BM25's saturation of repeated words, and how much a long tool text is discounted. */
  k1: 1.2,
  b: 0.75,
  /** Naming the application (its name and description) beside the tool's own match. */
  appName: 0.8,
  /** Terms read from a misspelt word count less than the words as typed. */
  near: 0.7,
  /**
   * The action a request's verbs name counts as one more term, down-weighted (it rarely decides
   * alone), for tools some word of the request matched (an action alone finds nothing).
   */
  action: 0.6,
  /** A word written as a name counts fully toward naming an application, and this much toward a tool's own text (a value it works on). */
  proper: 0.6,
  /** A tool matching more of the request's words beats one matching a few of them often: score x coverage^this. */
  coverage: 0.7,
  /** A tool that changes something, for a question that asks to change nothing: score x this. */
  unasked: 0.5,
  /** A word some tool's answers held (values.ts) names its application too: this much of the word's weight. */
  heldApp: 0.5,
  /** The second stage (rerank.ts): a tool that covers no word the tools above it do not counts this much, among this many candidates. */
  repeat: 0.5,
  candidates: 20,
};

/**
 * Where a term occurs: a segment, and its run there (docs/tf[start .. end), segment.ts; with whether
 * the tools' answers held it) or, `start` -1, its frequency in the application's text.
 */
interface Holding {
  seg: Segment;
  start: number;
  end: number;
  held: boolean;
  appTf: number;
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
  /**
   * At most this many milliseconds spent bringing the index up to date first (default: all it
   * takes); past it, the search answers from the index as it stands (see `current`).
   */
  syncBudgetMs?: number;
}

interface Weighted extends QueryTerm {
  weight: number;
  /** Its weight toward an application's name and description. */
  appWeight: number;
  action?: boolean;
}

/** What the index knows of a term: where it occurs, in how many tools, in how many applications' names or descriptions. */
interface Entry {
  /** The segments it occurs in (in a tool's text, or the application's name or description). */
  holding: Holding[];
  df: number;
  appDf: number;
}

const idf = (df: number, total: number) => Math.log(1 + (total - df + 0.5) / (df + 0.5));
const bm25 = (tf: number, length: number, avg: number) =>
  (tf * (WEIGHTS.k1 + 1)) / (tf + WEIGHTS.k1 * (1 - WEIGHTS.b + (WEIGHTS.b * length) / avg));

export class SearchIndex {
  private readonly segments = new Map<string, Segment>();
  /** Each term some tool or application has (one lookup a term, where a change or a search needs three). */
  private readonly entries = new Map<string, Entry>();
  private docs = 0;
  private totalLength = 0;
  private appLength = 0;
  private readonly vocabulary = new Vocabulary();
  private syncedAt = '';
  private plan?: { stamp: string; byApp: Map<string, readonly CatalogTool[]>; queue: string[] };
  /** The catalogue's tools by application, as of a generation. */
  private grouped?: { generation: number; byApp: Map<string, readonly CatalogTool[]> };
  /** The segment being built, a slice at a time. */
  private building?: SegmentBuilder;

  constructor(
    private readonly source: {
      tools(): readonly CatalogTool[];
      /** The tools grouped by application, when the source keeps them so (no pass over every tool on a change). */
      byApp?(): Iterable<readonly [string, readonly CatalogTool[]]>;
      readonly generation: number;
      /** Values the tools have returned, searched too (values.ts). */
      readonly values?: LearnedValues;
      description(app: string): string;
    },
  ) {}

  /** What the index is to be current with: the catalogue's generation and the learnt values' version. */
  private get stamp(): string {
    return `${this.source.generation}.${this.source.values?.version ?? 0}`;
  }

  private learntOf(app: string): number {
    return this.source.values?.versionOf(app) ?? 0;
  }

  /** Tools indexed. */
  get size(): number {
    return this.docs;
  }

  /** Whether the index holds the catalogue's current tool set (false while a change is being indexed). */
  get current(): boolean {
    return this.syncedAt === this.stamp;
  }

  /**
   * Brings the index up to the catalogue's tool set: rebuilds the applications that changed,
   * drops the ones gone. With a budget it stops once that many milliseconds have passed
   * (the rest is done by the next call; true when the index is current).
   */
  sync(budgetMs = Infinity): boolean {
    const started = performance.now();
    const until = started + budgetMs;
    const stamp = this.stamp;
    if (this.syncedAt === stamp) return true;
    if (this.plan?.stamp !== stamp && this.grouped?.generation === this.source.generation) {
      // only learnt values changed: the applications whose values did
      const { byApp } = this.grouped;
      this.plan = { stamp, byApp, queue: [...byApp.keys()].filter((app) => this.segments.get(app)?.learnt !== this.learntOf(app)) };
    } else if (this.plan?.stamp !== stamp) {
      const byApp = this.group();
      for (const app of [...this.segments.keys()]) if (!byApp.has(app)) this.drop(app);
      this.plan = { stamp, byApp, queue: [...byApp.keys()] };
      this.grouped = { generation: this.source.generation, byApp };
    }
    const { byApp, queue } = this.plan;
    // a segment under way is kept while its application's tools stay the same
    const b = this.building;
    if (b && (byApp.get(b.app) !== b.tools || this.learntOf(b.app) !== b.learnt || this.source.description(b.app) !== b.description))
      this.building = undefined;
    while (queue.length > 0 || this.building) {
      if (performance.now() > until) return false;
      if (this.building) {
        // one application's tools are read a slice at a time too (Microsoft Graph beta has 22,361)
        if (!this.building.read(until)) return false;
        const seg = this.building.finish();
        this.building = undefined;
        this.drop(seg.app);
        this.put(seg);
        continue;
      }
      const app = queue.pop()!;
      const tools = byApp.get(app)!;
      const description = this.source.description(app);
      const seg = this.segments.get(app);
      const learnt = this.learntOf(app);
      if (seg && seg.description === description && seg.learnt === learnt && (seg.tools === tools || sameTools(seg, tools))) {
        seg.tools = tools; // the catalogue's current objects (same tools, same names)
        continue;
      }
      const values = this.source.values && ((t: CatalogTool) => this.source.values!.of(t.app, t.tool.name));
      this.building = new SegmentBuilder(app, description, tools, learnt, values);
    }
    this.syncedAt = this.plan.stamp;
    this.plan = undefined;
    forgetTexts();
    return true;
  }

  /** The tools by application (only those with tools). */
  private group(): Map<string, readonly CatalogTool[]> {
    if (this.source.byApp) return new Map([...this.source.byApp()].filter(([, tools]) => tools.length > 0));
    const byApp = new Map<string, CatalogTool[]>();
    for (const t of this.source.tools()) if (!byApp.get(t.app)?.push(t)) byApp.set(t.app, [t]);
    return byApp;
  }

  private put(seg: Segment): void {
    this.segments.set(seg.app, seg);
    const entry = (t: string): Entry => {
      let e = this.entries.get(t);
      if (!e) {
        this.entries.set(t, (e = { holding: [], df: 0, appDf: 0 }));
        this.vocabulary.add(t);
      }
      return e;
    };
    for (const [t, id] of seg.terms) {
      const start = seg.starts[id]!;
      const end = seg.starts[id + 1]!;
      const e = entry(t);
      e.holding.push({ seg, start, end, held: seg.held.has(t), appTf: 0 });
      e.df += end - start;
    }
    for (const [t, appTf] of seg.appDoc.tf) {
      const e = entry(t);
      e.holding.push({ seg, start: -1, end: -1, held: false, appTf });
      e.appDf++;
    }
    this.account(seg, 1);
  }

  private drop(app: string): void {
    const seg = this.segments.get(app);
    if (!seg) return;
    this.segments.delete(app);
    for (const t of seg.terms.keys()) this.entries.get(t)!.df -= dfIn(seg, t);
    for (const t of seg.appDoc.tf.keys()) this.entries.get(t)!.appDf--;
    for (const t of new Set([...seg.terms.keys(), ...seg.appDoc.tf.keys()])) {
      const e = this.entries.get(t)!;
      e.holding = e.holding.filter((h) => h.seg !== seg);
      if (e.holding.length > 0) continue;
      this.entries.delete(t);
      this.vocabulary.delete(t);
    }
    this.account(seg, -1);
  }

  private account(seg: Segment, sign: 1 | -1): void {
    this.docs += sign * seg.tools.length;
    for (const l of seg.lengths) this.totalLength += sign * l;
    this.appLength += sign * seg.appDoc.length;
  }

  /** The best `k` tools for a request in plain words, best first (ties by name). */
  search(text: string, opts: SearchOptions = {}): SearchHit[] {
    this.sync(opts.syncBudgetMs);
    const want = Math.max(1, Math.min(opts.k ?? 10, 100));
    /** Candidates for the second stage (rerank.ts). */
    const k = WEIGHTS.repeat < 1 ? Math.max(want, WEIGHTS.candidates) : want;
    const { weighted, changes } = this.weigh(text);
    if (weighted.length === 0) return [];
    const n = Math.max(1, this.docs);
    const avg = this.totalLength / n || 1;
    const apps = Math.max(1, this.segments.size);
    const avgApp = this.appLength / apps || 1;
    const total = weighted.reduce((s, w) => s + w.weight, 0);
    const termIdf = weighted.map((w) => w.weight * idf(this.entries.get(w.term)?.df ?? 0, n));
    // BM25 of a tool's text, its constants hoisted: c1 tf / (tf + c2 + c3 length)
    const c1 = WEIGHTS.k1 + 1;
    const c2 = WEIGHTS.k1 * (1 - WEIGHTS.b);
    const c3 = (WEIGHTS.k1 * WEIGHTS.b) / avg;
    const cov = WEIGHTS.coverage;
    /** A question with no verb of changing: tools that change are down-weighted. */
    const unasked = changes ? 1 : WEIGHTS.unasked;
    const top: Ranked[] = [];
    /** The actions asked for, by their place in `weighted` (-1: not asked), by their place in ACTION_TERMS. */
    const askedAt = ACTION_TERMS.map((a) => weighted.findIndex((w) => w.action && w.term === a));
    // term by term over where each occurs (no lookup per application): sums per tool in its segment's arrays
    const active: Segment[] = [];
    for (let i = 0; i < weighted.length; i++) {
      const w = weighted[i]!;
      if (w.action) continue;
      const entry = this.entries.get(w.term);
      const appIdf = WEIGHTS.appName * w.appWeight * idf(entry?.appDf ?? 0, apps);
      const wi = termIdf[i]! * c1;
      const ww = w.weight;
      const list = entry?.holding ?? [];
      for (let h = 0; h < list.length; h++) {
        const { seg, start, end, held, appTf } = list[h]!;
        if (opts.app !== undefined && seg.app !== opts.app) continue;
        const fresh = seg.count === 0 && seg.appScore === 0;
        if (w.hint && fresh) continue; // an application no written word found
        if (fresh) active.push(seg);
        if (start < 0) {
          seg.appScore += appIdf * bm25(appTf, seg.appDoc.length, avgApp);
          continue;
        }
        if (held) seg.appScore += WEIGHTS.heldApp * termIdf[i]!;
        const { docs, tf, scores, covered, touched, lengths } = seg;
        let count = seg.count;
        for (let j = start; j < end; j++) {
          const d = docs[j]!;
          const f = tf[j]!;
          if (covered[d] === 0) touched[count++] = d;
          scores[d]! += (wi * f) / (f + c2 + c3 * lengths[d]!);
          covered[d]! += ww;
        }
        seg.count = count;
      }
    }
    for (const seg of active) {
      const { scores, covered, touched, lengths, actions, changes, tools } = seg;
      const app = seg.appScore;
      const bonus = app > 0 ? 0.5 : 0;
      // an application the request names: each of its tools may rank (when one no word matched could
      // still make the best k); otherwise only the tools a word matched
      const floor = app * (bonus / total) ** cov;
      const all = app > 0 && (top.length < k || floor > top[k - 1]!.score);
      const visits = all ? tools.length : seg.count;
      for (let v = 0; v < visits; v++) {
        const d = all ? v : touched[v]!;
        const a = askedAt[actions[d]!]!;
        if (a >= 0 && covered[d]! > 0) {
          scores[d]! += termIdf[a]! * bm25(FIELD_WEIGHT.action, lengths[d]!, avg);
          covered[d]! += weighted[a]!.weight;
        }
        const share = (covered[d]! + bonus) / total;
        const raw = (scores[d]! + app) * (changes[d] ? unasked : 1);
        scores[d] = 0;
        covered[d] = 0;
        // share^cov is at most max(1, share) (cov <= 1): most tools are passed over before the power is taken
        const bar = top.length === k ? top[k - 1]!.score : 0;
        if (raw <= 0 || raw * Math.max(1, share) <= bar) continue;
        const score = raw * (cov === 1 ? share : share ** cov);
        if (score <= bar || (opts.allow && !opts.allow(tools[d]!))) continue;
        if (top.length === k) top.pop();
        top.push({ score, seg, doc: d });
        for (let i = top.length - 1; i > 0 && better(top[i]!, top[i - 1]!); i--) [top[i], top[i - 1]] = [top[i - 1]!, top[i]!];
      }
      seg.count = 0;
      seg.appScore = 0;
    }
    // the words a candidate covers, as `matched` says (without building its document): its postings, its application's
    // text, not the word of what its method does (every list tool has `list`)
    const wordsOf = ({ seg, doc }: Ranked) =>
      weighted
        .filter((w) => !w.action && w.term !== ACTION_TERMS[seg.actions[doc]!] && (hasTerm(seg, w.term, doc) || seg.appDoc.tf.has(w.term)))
        .map((w) => w.word);
    const ranked = WEIGHTS.repeat < 1 ? novelFirst(top, want, WEIGHTS.repeat, wordsOf) : top;
    const wanted = new Set(weighted.map((w) => w.term));
    return ranked.map(({ score, seg, doc }) => this.hit(seg, doc, score, weighted, wanted));
  }

  /** The request's terms with their weights: a word no tool has read as the nearest words some tool has; the action its verbs name. */
  private weigh(text: string): { weighted: Weighted[]; changes: boolean } {
    const { terms, actions } = queryTerms(text);
    const out: Weighted[] = [];
    for (const t of terms) {
      if (this.entries.has(t.term)) {
        // a number is a count or a value, not an application's name (`4 or more accounts`, not GitHub 3.4)
        out.push({ ...t, weight: t.proper ? WEIGHTS.proper * t.weight : t.weight, appWeight: /^[0-9]+$/.test(t.term) ? 0 : t.weight });
        continue;
      }
      if (t.value) continue; // a word of a name no tool has is not a misspelt word
      for (const near of nearTerms(t.term, this.vocabulary, (x) => (this.entries.get(x)?.df ?? 0) + (this.entries.get(x)?.appDf ?? 0))) {
        if (!out.some((o) => o.term === near))
          out.push({ term: near, word: t.word, weight: WEIGHTS.near * t.weight, appWeight: WEIGHTS.near * t.weight, hint: t.hint });
      }
    }
    for (const word of actions) {
      const term = stem(word);
      if (!out.some((w) => w.term === term)) out.push({ term, word, weight: WEIGHTS.action, appWeight: 0, action: true });
    }
    // hints last: they add only to the applications written words found
    out.sort((a, b) => Number(a.hint ?? false) - Number(b.hint ?? false));
    return { weighted: out, changes: actions.some(changing) || !asksQuestion(text) };
  }

  private hit(seg: Segment, doc: number, score: number, weighted: Weighted[], wanted: ReadonlySet<string>): SearchHit {
    const tool = seg.tools[doc]!;
    const fields = fieldsOf(tool, wanted);
    const held = this.source.values?.of(tool.app, tool.tool.name);
    const matched: Record<string, (Field | 'app')[]> = {};
    for (const w of weighted) {
      const where: (Field | 'app')[] = [...(fields.get(w.term) ?? (held?.has(w.term) ? ['returned' as const] : []))];
      if (!w.action && seg.appDoc.tf.has(w.term)) where.push('app');
      if (where.length > 0) matched[w.word] = [...new Set([...(matched[w.word] ?? []), ...where])];
    }
    return { name: tool.name, app: tool.app, score: Math.round(score * 1000) / 1000, matched, tool };
  }
}
