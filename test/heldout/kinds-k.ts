// Kinds of held-out question that need a computation over the rows, used by sets K and L: the
// share of a sum a group holds, rows above or below a figure computed from the data (an
// average, a median, a multiple of them, or a figure read from the other API), a rate whose
// whole is a restricted subset (won / (won + lost)), the gap or ratio between two totals or
// averages, set differences and intersections of a field's values, the distinct values of a
// field, groups that have no matching row (accounts without a won deal or without a role),
// two named records compared, and questions that join the two APIs (a count in each, a figure
// of one used as the threshold or the filter of the other). The factories are generic over the
// rows they read, so one serves both APIs. Every expected figure is computed from the APIs'
// data when the checker runs.

import type { CrmAccount, CrmContact, CrmLead, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { all, avg, byName, needList, needNumber, sum, US_STATES, type Answer, type Check } from './judge.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { needFirst, needPercent, pct, type Src, loadAccounts } from './kinds-cd.js';
import { needDecimal } from './kinds-f.js';

// ---------------------------------------------------------------------------------------------
// Rows.

export type Load<R> = (d: DataAccess) => Promise<R[]>;
export type Pred<R> = (r: R) => boolean;
export const ALL = (): boolean => true;

/** A territory contact with the account it works at. */
export type TContact = TerritoryContact & { acc: TerritoryAccount };
/** A CRM contact with its account. */
export type CContact = CrmContact & { acc: CrmAccount };

/** Territory accounts: mine, third-party or all. */
export const TACC =
  (s: Src): Load<TerritoryAccount> =>
  (d) =>
    loadAccounts(d, s);
/** Territory contacts (at the accounts of `s`), each with its account. */
export const TCON =
  (s: Src = 'all'): Load<TContact> =>
  async (d) => {
    const accounts = new Map((await loadAccounts(d, s)).map((x) => [x.id, x]));
    return (await d.territoryContacts()).filter((c) => accounts.has(c.account_id)).map((c) => ({ ...c, acc: accounts.get(c.account_id)! }));
  };
/** Territory accounts (of `s`) with the job titles and the number of their contacts. */
export type TAccX = TerritoryAccount & { titles: string[]; contacts: number };
export const TACCX =
  (s: Src): Load<TAccX> =>
  async (d) => {
    const cs = await d.territoryContacts();
    return (await loadAccounts(d, s)).map((x) => {
      const mine = cs.filter((c) => c.account_id === x.id);
      return { ...x, titles: [...new Set(mine.map((c) => c.job_title))], contacts: mine.length };
    });
  };
export const CACC: Load<CrmAccount> = (d) => d.crmAccounts();
/** CRM accounts with the number of their contacts. */
export type CAccX = CrmAccount & { contacts: number };
export const CACCX: Load<CAccX> = async (d) => {
  const n = new Map<number, number>();
  for (const c of await d.crmContacts()) n.set(c.account_id, (n.get(c.account_id) ?? 0) + 1);
  return (await d.crmAccounts()).map((x) => ({ ...x, contacts: n.get(x.id) ?? 0 }));
};
export const CLEAD: Load<CrmLead> = (d) => d.crmLeads();
export const COPP: Load<JOpp> = JOPPS;
export const CCON: Load<CContact> = async (d) => {
  const accounts = new Map((await d.crmAccounts()).map((x) => [x.id, x]));
  return (await d.crmContacts()).map((c) => ({ ...c, acc: accounts.get(c.account_id)! }));
};

export const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
export const isUS = (x: { country: string | null }): boolean => x.country === 'United States';
export const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;

// ---------------------------------------------------------------------------------------------
// Names in a list answer: states (code or name) and job titles (short form or long).

/** The US states of both APIs (the CRM has four the territory API lacks). */
export const STATE_NAMES: Record<string, string> = {
  ...US_STATES,
  MI: 'Michigan',
  MN: 'Minnesota',
  TN: 'Tennessee',
  UT: 'Utah',
};

/** The territory API's ten job titles, with the short forms a user or an answer may write. */
const TITLE_FORMS: [string, string[]][] = [
  ['Chief Executive Officer', ['CEO']],
  ['Chief Technology Officer', ['CTO']],
  ['Chief Financial Officer', ['CFO']],
  ['Vice President of Sales', ['VP of Sales', 'VP Sales', 'VP, Sales']],
  ['Director of Marketing', ['Marketing Director']],
  ['Sales Manager', []],
  ['Product Manager', []],
  ['Account Executive', ['AE']],
  ['Data Scientist', []],
  ['Software Engineer', []],
];
export const TERRITORY_TITLES = TITLE_FORMS.map(([t]) => t);

/** How the names of a list are written. */
export type Vocab = 'plain' | 'state' | 'title';

/** The text with state codes in capitals (or short titles) written out, so names compare as one form. */
function spell(text: string, vocab: Vocab): string {
  if (vocab === 'state') return text.replace(/(?<![A-Za-z])([A-Z]{2})(?![A-Za-z])/g, (m: string, code: string) => STATE_NAMES[code] ?? m);
  if (vocab === 'title') {
    let out = text;
    for (const [long, short] of TITLE_FORMS)
      for (const s of short) out = out.replace(new RegExp(`(?<![A-Za-z])${s.replace(/[.,]/g, '\\$&')}s?(?![A-Za-z])`, 'g'), long);
    return out;
  }
  return text;
}
const named = (key: string, vocab: Vocab): string => (vocab === 'state' ? (STATE_NAMES[key] ?? key) : key);

/** A list answer of keys (states, titles, countries...): every one of `keys`, none of the rest of `universe`. */
export function needKeys(a: Answer, keys: string[], universe: string[], vocab: Vocab, what: string): string | null {
  if (keys.length === 0) throw new Error(`${what}: no value matches (make it a yes/no question)`);
  const want = keys.map((k) => named(k, vocab));
  const rest = universe.map((k) => named(k, vocab));
  return needList({ ...a, text: spell(a.text, vocab) }, want, rest, what);
}

// ---------------------------------------------------------------------------------------------
// Figures.

export type Stat = 'avg' | 'median' | 'max' | 'min' | 'sum' | 'count';

/** A figure of some rows: the rows of `load` passing `pred`, aggregated over `value`. */
export interface Agg<R> {
  load: Load<R>;
  pred?: Pred<R>;
  value?: (r: R) => number;
  stat: Stat;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The figure `f` stands for, computed from the data. */
export async function figure<R>(d: DataAccess, f: Agg<R>): Promise<number> {
  const rows = (await f.load(d)).filter(f.pred ?? ALL);
  if (f.stat === 'count') return rows.length;
  if (rows.length === 0) throw new Error(`a ${f.stat} over no row`);
  const xs = rows.map(f.value ?? (() => 1));
  switch (f.stat) {
    case 'avg':
      return avg(xs);
    case 'median':
      return median(xs);
    case 'max':
      return Math.max(...xs);
    case 'min':
      return Math.min(...xs);
    case 'sum':
      return sum(xs);
  }
}

/** A figure as a function of the data (for K.each). */
export const fig =
  <R>(f: Agg<R>) =>
  (d: DataAccess): Promise<number> =>
    figure(d, f);

/** "14.1x", "14.1×": the number before the sign read as a number. */
const plainTimes = (a: Answer): Answer => ({ ...a, text: a.text.replace(/(\d)\s?[x×](?![A-Za-z0-9])/g, '$1 times') });

/** What a question about some rows asks for: how many, which ones (by name), or the sum of a field. */
export type Out<R> =
  | { kind: 'count' }
  | { kind: 'list'; name: (r: R) => string; universe: (d: DataAccess) => Promise<string[]> }
  | { kind: 'sum'; value: (r: R) => number };

export const COUNT = { kind: 'count' } as const;

/** Lists of names for `Out.list`: every territory account, every CRM account. */
export const T_NAMES = async (d: DataAccess): Promise<string[]> => (await loadAccounts(d, 'all')).map((x) => x.name);
export const C_NAMES = async (d: DataAccess): Promise<string[]> => (await d.crmAccounts()).map((x) => x.name);
export const tList: Out<TerritoryAccount> = { kind: 'list', name: (x) => x.name, universe: T_NAMES };
export const cList: Out<CrmAccount> = { kind: 'list', name: (x) => x.name, universe: C_NAMES };

async function answerRows<R>(a: Answer, d: DataAccess, rows: R[], out: Out<R>, what: string): Promise<string | null> {
  if (out.kind === 'count') return needNumber(a, rows.length, 'count', `number of ${what}`);
  if (out.kind === 'sum') return needNumber(a, sum(rows.map(out.value)), 'money', `total of ${what}`);
  const names = rows.map(out.name);
  if (names.length === 0) throw new Error(`${what}: no row matches (make it a yes/no question)`);
  if (new Set(names).size !== names.length) throw new Error(`${what}: two rows share a name`);
  return needList(a, names, await out.universe(d), what);
}

// ---------------------------------------------------------------------------------------------
// The checks.

export const K = {
  /** Share (percent) of the sum of `value` over the rows passing `of` that the rows also passing `part` hold. */
  sumShare:
    <R>(load: Load<R>, part: Pred<R>, value: (r: R) => number, what: string, of: Pred<R> = ALL): Check =>
    async (a, d) => {
      const rows = (await load(d)).filter(of);
      const whole = sum(rows.map(value));
      if (whole === 0) throw new Error(`${what}: the whole is 0`);
      return needPercent(a, pct(sum(rows.filter(part).map(value)), whole), what);
    },
  /**
   * The rows of `scope` whose `value` lies above (or below) a figure computed from the data,
   * times `factor`. A row sitting exactly on the line makes the question ambiguous (throws).
   */
  beyond:
    <R, S>(
      load: Load<R>,
      scope: Pred<R>,
      value: (r: R) => number,
      cmp: 'above' | 'below',
      line: Agg<S>,
      out: Out<R>,
      what: string,
      factor = 1,
    ): Check =>
    async (a, d) => {
      const t = (await figure(d, line)) * factor;
      const rows = (await load(d)).filter(scope);
      if (rows.some((r) => value(r) === t)) throw new Error(`${what}: a row sits exactly on the line ${t}`);
      const hit = rows.filter((r) => (cmp === 'above' ? value(r) > t : value(r) < t));
      return answerRows(a, d, hit, out, what);
    },
  /** Share (percent) of the rows passing `whole` that also pass `part` (a rate over a restricted subset). */
  rate:
    <R>(load: Load<R>, whole: Pred<R>, part: Pred<R>, what: string): Check =>
    async (a, d) => {
      const rows = (await load(d)).filter(whole);
      if (rows.length === 0) throw new Error(`${what}: the whole is empty`);
      return needPercent(a, pct(rows.filter(part).length, rows.length), what);
    },
  /** The gap between two figures (`unit` 'decimal': an average of counts, shown to a decimal). */
  gap:
    <X, Y>(x: Agg<X>, y: Agg<Y>, unit: 'money' | 'count' | 'plain' | 'decimal', what: string): Check =>
    async (a, d) => {
      const g = Math.abs((await figure(d, x)) - (await figure(d, y)));
      return unit === 'decimal' ? needDecimal(a, g, what) : needNumber(a, g, unit, what);
    },
  /** How many times the first figure is the second (to at least one decimal). */
  ratio:
    <X, Y>(x: Agg<X>, y: Agg<Y>, what: string): Check =>
    async (a, d) => {
      const den = await figure(d, y);
      if (den === 0) throw new Error(`${what}: divides by 0`);
      return needDecimal(plainTimes(a), (await figure(d, x)) / den, what);
    },
  /** Each of the figures in the direct answer (a count in each API, two averages...). */
  each:
    (parts: { get: (d: DataAccess) => Promise<number>; unit: 'money' | 'count' | 'plain'; what: string }[]): Check =>
    async (a, d) => {
      const reasons: (string | null)[] = [];
      for (const p of parts) reasons.push(needNumber(a, await p.get(d), p.unit, p.what));
      return all(...reasons);
    },
  /**
   * The values of `keyA` over the rows of A that (`mode` 'minus') never occur as `keyB` over the
   * rows of B, or (`mode` 'and') also occur there: every one, and none of the other values.
   */
  keyDiff:
    <A, B>(
      A: { load: Load<A>; pred?: Pred<A>; key: (r: A) => string | null },
      B: { load: Load<B>; pred?: Pred<B>; key: (r: B) => string | null },
      mode: 'minus' | 'and',
      vocab: Vocab,
      what: string,
    ): Check =>
    async (a, d) => {
      const ofA = (await A.load(d)).filter(A.pred ?? ALL).map(A.key);
      const ofB = (await B.load(d)).filter(B.pred ?? ALL).map(B.key);
      const inB = new Set(ofB);
      const keys = [...new Set(ofA)].filter((k): k is string => k !== null && k !== '' && (mode === 'minus' ? !inB.has(k) : inB.has(k)));
      const universe = [...new Set([...(await A.load(d)).map(A.key), ...(await B.load(d)).map(B.key)])].filter(
        (k): k is string => k !== null && k !== '',
      );
      return needKeys(a, keys, vocab === 'state' ? Object.keys(STATE_NAMES) : universe, vocab, what);
    },
  /** The distinct values of `key` over the rows passing `pred`: every one, and no other value of the field. */
  distinct:
    <R>(load: Load<R>, pred: Pred<R>, key: (r: R) => string | null, vocab: Vocab, what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const keys = [...new Set(rows.filter(pred).map(key))].filter((k): k is string => k !== null && k !== '');
      const universe = [...new Set(rows.map(key))].filter((k): k is string => k !== null && k !== '');
      return needKeys(a, keys, vocab === 'state' ? Object.keys(STATE_NAMES) : universe, vocab, what);
    },
  /** How many distinct values `key` takes over the rows passing `pred`. */
  distinctCount:
    <R>(load: Load<R>, pred: Pred<R>, key: (r: R) => string | null, what: string): Check =>
    async (a, d) => {
      const keys = new Set((await load(d)).filter(pred).map(key));
      keys.delete(null);
      keys.delete('');
      return needNumber(a, keys.size, 'count', what);
    },
  /**
   * The rows of G (passing `gPred`) that have (`negate` false) or have no (`negate` true) row of
   * E passing `ePred` with a matching key: how many, which, or their sum.
   */
  join:
    <G, E>(
      G: { load: Load<G>; pred?: Pred<G>; key: (g: G) => string | number | null },
      E: { load: Load<E>; pred?: Pred<E>; key: (e: E) => string | number | null },
      negate: boolean,
      out: Out<G>,
      what: string,
    ): Check =>
    async (a, d) => {
      const keys = new Set((await E.load(d)).filter(E.pred ?? ALL).map(E.key));
      const hit = (await G.load(d)).filter((g) => (G.pred ?? ALL)(g) && keys.has(G.key(g)) !== negate);
      return answerRows(a, d, hit, out, what);
    },
  /**
   * The values of `keys` (over the rows of K) whose number of rows in R (passing `pred`) passes
   * `test` (zero included): every one, and no other value.
   */
  keysByCount:
    <KR, R>(
      Kx: { load: Load<KR>; pred?: Pred<KR>; key: (r: KR) => string | null },
      R: { load: Load<R>; pred?: Pred<R>; key: (r: R) => string | null },
      test: (n: number) => boolean,
      vocab: Vocab,
      what: string,
    ): Check =>
    async (a, d) => {
      const keys = [...new Set((await Kx.load(d)).filter(Kx.pred ?? ALL).map(Kx.key))].filter((k): k is string => k !== null && k !== '');
      const rows = (await R.load(d)).filter(R.pred ?? ALL);
      const hit = keys.filter((k) => test(rows.filter((r) => R.key(r) === k).length));
      const universe = vocab === 'state' ? Object.keys(STATE_NAMES) : keys;
      return needKeys(a, hit, universe, vocab, what);
    },
  /**
   * The value of `key` holding the most rows of A (one value, no tie), then the rows of B with
   * that value of their own `key`: how many, which, or their sum.
   */
  atTopKey:
    <A, B>(
      A: { load: Load<A>; pred?: Pred<A>; key: (r: A) => string | null },
      B: { load: Load<B>; pred?: Pred<B>; key: (r: B) => string | null },
      out: Out<B>,
      what: string,
    ): Check =>
    async (a, d) => {
      const n = new Map<string, number>();
      for (const r of (await A.load(d)).filter(A.pred ?? ALL)) {
        const k = A.key(r);
        if (k !== null && k !== '') n.set(k, (n.get(k) ?? 0) + 1);
      }
      const best = Math.max(...n.values());
      const top = [...n].filter(([, v]) => v === best).map(([k]) => k);
      if (top.length !== 1) throw new Error(`${what}: ${top.length} values tie for the most rows`);
      return answerRows(
        a,
        d,
        (await B.load(d)).filter((r) => (B.pred ?? ALL)(r) && B.key(r) === top[0]),
        out,
        what,
      );
    },
  /**
   * Which of the named records has the larger `metric` (named first in the direct answer); with
   * `unit`, the direct answer also states by how much.
   */
  compare:
    (names: string[], metric: (d: DataAccess, name: string) => Promise<number>, what: string, unit?: 'money' | 'count' | 'plain'): Check =>
    async (a, d) => {
      const xs = await Promise.all(names.map((n) => metric(d, n)));
      const best = Math.max(...xs);
      if (xs.filter((x) => x === best).length !== 1) throw new Error(`${what}: the named records tie`);
      const w = xs.indexOf(best);
      const verdict = needFirst(
        a,
        names.map((n) => [n]),
        w,
        what,
      );
      if (unit === undefined || names.length !== 2) return verdict;
      return all(verdict, needNumber(a, Math.abs(xs[0]! - xs[1]!), unit, `${what}: the difference`));
    },
};

// ---------------------------------------------------------------------------------------------
// Metrics of one named record, for K.compare.

/** A territory account's revenue. */
export const tRevenue = async (d: DataAccess, name: string): Promise<number> => byName(await loadAccounts(d, 'all'), name).revenue;
/** A field of a CRM account. */
export const cField =
  (field: 'annual_revenue' | 'employee_count') =>
  async (d: DataAccess, name: string): Promise<number> => {
    const v = byName(await d.crmAccounts(), name)[field];
    if (v === null) throw new Error(`${name} has no ${field}`);
    return v;
  };
/** The sum of the values of a CRM account's deals passing `pred`. */
export const cDeals =
  (pred: Pred<JOpp>) =>
  async (d: DataAccess, name: string): Promise<number> => {
    const acc = byName(await d.crmAccounts(), name);
    return sum((await JOPPS(d)).filter((o) => o.account_id === acc.id && pred(o)).map((o) => o.value));
  };
