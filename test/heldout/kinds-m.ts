// Kinds of held-out question that sets A to J do not ask, used by set M: accounts beating the
// average of another set, accounts of a state with exactly N contacts, the state with the best
// average among states holding at least N accounts, whether someone of a first name works in a
// state, the n-th largest account of a filtered set, the combined revenue of the top N of a
// filtered set, how many of the top N pass a filter; in the CRM, a win rate over finished deals
// (won or lost) of one slice, the group with the best rate (not the largest count), rows above
// an average computed over other rows, whether any account beats the average yet stays small,
// the average win probability of a filtered set of deals, two named accounts compared on a
// field, two groups compared on an average, and a question that forbids writes; across both
// APIs, the CRM's US states the territory lacks, CRM accounts counted by the states of my
// territory, a territory figure used as a CRM threshold, and a CRM count set against a
// territory count. Every expected figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import {
  avg,
  byName,
  groups,
  leadOf,
  mentions,
  needList,
  needName,
  needNumber,
  needState,
  needYesNo,
  numbersIn,
  sentWrite,
  sum,
  US_STATES,
  type Check,
  type Dir,
} from './judge.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { firstN, needFirst, needPercent, only, pct, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';

type AccPred = (x: TerritoryAccount) => boolean;
type Load<R> = (d: DataAccess) => Promise<R[]>;

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TM = {
  /** How many accounts of `s` have more revenue than the average account of `ref`. */
  aboveAvgOf:
    (s: Src, ref: Src): Check =>
    async (a, d) => {
      const mean = avg((await load(d, ref)).map((x) => x.revenue));
      const n = (await load(d, s)).filter((x) => x.revenue > mean).length;
      return needNumber(a, n, 'count', `${label(s)} above the average revenue of ${label(ref)}`);
    },
  /** How many accounts of `s` passing `pred` have exactly `n` contacts. */
  withContactsWhere:
    (s: Src, pred: AccPred, n: number, what: string): Check =>
    async (a, d) => {
      const cs = await d.territoryContacts();
      const hit = (await load(d, s)).filter((x) => pred(x) && cs.filter((c) => c.account_id === x.id).length === n);
      return needNumber(a, hit.length, 'count', `${label(s)} ${what} with exactly ${n} contact(s)`);
    },
  /** The state with the largest/smallest average revenue, among the states holding at least `min` accounts of `s`. */
  stateAvgAtLeast:
    (s: Src, min: number, dir: Dir): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const g = groups(
        xs,
        (x) => x.state,
        (rs) => (rs.length >= min ? avg(rs.map((x) => x.revenue)) : NaN),
      ).filter((x) => !Number.isNaN(x.value));
      if (g.length === 0) throw new Error(`no state holds ${min}+ ${label(s)}`);
      return needState(a, [only(g, (x) => x.value, dir, 'state averages').key], `state with the ${dir} average (${min}+ ${label(s)})`);
    },
  /** Whether a contact with the first name `first` works at an account of `s` passing `pred`. */
  firstNameAt:
    (s: Src, pred: AccPred, first: string, what: string): Check =>
    async (a, d) => {
      const ids = new Set((await load(d, s)).filter(pred).map((x) => x.id));
      const n = (await d.territoryContacts()).filter(
        (c) => ids.has(c.account_id) && c.name.split(' ')[0]!.toLowerCase() === first.toLowerCase(),
      ).length;
      return needYesNo(a, n > 0, `a contact called ${first} at ${label(s)} ${what}`, n);
    },
  /** The account ranked `rank` (1 = first) by revenue among the accounts of `s` passing `pred`. */
  nthWhere:
    (s: Src, pred: AccPred, rank: number, dir: Dir, what: string): Check =>
    async (a, d) => {
      const xs = firstN((await load(d, s)).filter(pred), (x) => x.revenue, rank, dir, what);
      if (xs.length < rank) throw new Error(`${what}: fewer than ${rank} accounts`);
      return needName(a, [xs[rank - 1]!.name], `number ${rank} by revenue (${dir}) of ${label(s)} ${what}`);
    },
  /** The combined revenue of the `n` largest accounts of `s` passing `pred`. */
  topNSumWhere:
    (s: Src, pred: AccPred, n: number, what: string): Check =>
    async (a, d) => {
      const top = firstN((await load(d, s)).filter(pred), (x) => x.revenue, n, 'max', what);
      return needNumber(a, sum(top.map((x) => x.revenue)), 'money', `combined revenue of the ${n} largest ${label(s)} ${what}`);
    },
  /** How many of the `n` largest accounts of `s` pass `pred`. */
  countInTopN:
    (s: Src, n: number, pred: AccPred, what: string): Check =>
    async (a, d) => {
      const top = firstN(await load(d, s), (x) => x.revenue, n, 'max', `top ${n}`);
      return needNumber(a, top.filter(pred).length, 'count', `of the ${n} largest ${label(s)}, those ${what}`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

const WON = 'closed-won';
const LOST = 'closed-lost';

export const CM = {
  /** Share (percent) of the finished deals (won or lost) passing `pred` (a deal with its account) that were won. */
  winRate:
    (pred: (o: JOpp) => boolean, what: string): Check =>
    async (a, d) => {
      const closed = (await JOPPS(d)).filter((o) => (o.stage === WON || o.stage === LOST) && pred(o));
      if (closed.length === 0) throw new Error(`${what}: no finished deal`);
      return needPercent(a, pct(closed.filter((o) => o.stage === WON).length, closed.length), what);
    },
  /**
   * The group (by `by`) whose rows passing `of` have the largest/smallest share passing `hit`
   * (a rate, not a count), named first among the groups; `names` gives the ways a group may be written.
   */
  groupRate:
    <R>(
      load: Load<R>,
      of: (r: R) => boolean,
      by: (r: R) => string | null,
      hit: (r: R) => boolean,
      dir: Dir,
      what: string,
      names: (key: string) => string[] = (k) => [k],
    ): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(of), by, (rs) => pct(rs.filter(hit).length, rs.length));
      const best = only(g, (x) => x.value, dir, what);
      // The winner named first: an answer that leads with the group having the most hits has not read "share".
      return needFirst(
        a,
        g.map((x) => names(x.key)),
        g.indexOf(best),
        what,
      );
    },
  /** How many rows passing `pred` have a `value` above the average `value` of the rows passing `ref`. */
  countAboveAvg:
    <R>(load: Load<R>, pred: (r: R) => boolean, ref: (r: R) => boolean, value: (r: R) => number, what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const mean = avg(rows.filter(ref).map(value));
      return needNumber(a, rows.filter((r) => pred(r) && value(r) > mean).length, 'count', what);
    },
  /** Whether any account with more annual revenue than the average account passes `pred`. */
  existsAboveAvgRevenue:
    (pred: (x: CrmAccount) => boolean, what: string): Check =>
    async (a, d) => {
      const xs = await d.crmAccounts();
      const mean = avg(xs.map((x) => x.annual_revenue ?? 0));
      const n = xs.filter((x) => (x.annual_revenue ?? 0) > mean && pred(x)).length;
      return needYesNo(a, n > 0, what, n);
    },
  /** The average win probability of the deals passing `pred`: in percent ("43%") or as a fraction ("0.43"). */
  avgProbability:
    (pred: (o: CrmOpportunity) => boolean, what: string): Check =>
    async (a, d) => {
      const ps = (await d.crmOpportunities())
        .filter(pred)
        .map((o) => o.probability)
        .filter((p): p is number => p !== null);
      if (ps.length === 0) throw new Error(`${what}: no deal matches`);
      const p = avg(ps);
      const r = needNumber(a, p * 100, 'plain', `${what} (percent)`);
      if (r === null) return null;
      const fraction = numbersIn(leadOf(a.text)).some((n) => n.value <= 1 && n.step <= 0.01 && Math.abs(n.value - p) <= n.step / 2 + 1e-9);
      return fraction ? null : r;
    },
  /** Which of the named accounts has the larger `field` (the winner named first). */
  compareField:
    (names: string[], field: 'annual_revenue' | 'employee_count', what: string): Check =>
    async (a, d) => {
      const xs = await d.crmAccounts();
      const values = names.map((n) => byName(xs, n)[field] ?? 0);
      const w = values.indexOf(only(values, (v) => v, 'max', what));
      return needFirst(
        a,
        names.map((n) => [n]),
        w,
        what,
      );
    },
  /** Which option has the larger average `value` over its rows (the winner named first). */
  compareAvg:
    <R>(load: Load<R>, options: { names: string[]; pred: (r: R) => boolean }[], value: (r: R) => number, what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const means = options.map((o) => {
        const xs = rows.filter(o.pred).map(value);
        if (xs.length === 0) throw new Error(`${what}: ${o.names[0]} has no row`);
        return avg(xs);
      });
      const w = means.indexOf(only(means, (m) => m, 'max', what));
      return needFirst(
        a,
        options.map((o) => o.names),
        w,
        what,
      );
    },
};

/** A question that forbids writes ("don't delete anything, just tell me ..."): `check` holds and no write tool ran. */
export const readOnly =
  (check: Check): Check =>
  async (a, d) => {
    const writes = a.calls.filter(sentWrite).map((c) => c.tool);
    const r = await check(a, d);
    if (writes.length === 0) return r;
    return `the question forbids writes; called ${writes.join(', ')}${r ? `; ${r}` : ''}`;
  };

// ---------------------------------------------------------------------------------------------
// Both APIs.

const US = 'United States';

/** Names of the US states the CRM uses (its cities' states). */
const STATE_NAMES: Record<string, string> = {
  ...US_STATES,
  MI: 'Michigan',
  MN: 'Minnesota',
  TN: 'Tennessee',
  UT: 'Utah',
};

/** The states holding at least `min` of my territory accounts. */
async function myStates(d: DataAccess, min = 1): Promise<Set<string>> {
  const g = groups(
    await d.myAccounts(),
    (x) => x.state,
    (xs) => xs.length,
  );
  return new Set(g.filter((x) => x.value >= min).map((x) => x.key));
}

export const XM = {
  /** How many US accounts of the CRM are in a state where I have (`inside`) or have no territory account of my own. */
  crmInMyStates:
    (inside: boolean): Check =>
    async (a, d) => {
      const states = await myStates(d);
      const n = (await d.crmAccounts()).filter((x) => x.country === US && x.state !== null && states.has(x.state) === inside).length;
      return needNumber(a, n, 'count', `US CRM accounts in states ${inside ? 'with' : 'without'} territory accounts of mine`);
    },
  /** Among the states holding at least `min` of my territory accounts, the one with the most/fewest CRM accounts. */
  stateByCrmAmongMine:
    (min: number, dir: Dir): Check =>
    async (a, d) => {
      const states = await myStates(d, min);
      const xs = (await d.crmAccounts()).filter((x) => x.country === US);
      const counts = [...states].map((s) => ({ key: s, value: xs.filter((x) => x.state === s).length }));
      return needState(
        a,
        [only(counts, (x) => x.value, dir, 'CRM accounts per state').key],
        `state (${min}+ of my accounts) with the ${dir} CRM accounts`,
      );
    },
  /** How many US CRM accounts in `state` have less (`below`) or more annual revenue than my largest territory account there. */
  crmVsMyTop:
    (state: string, below: boolean): Check =>
    async (a, d) => {
      const top = only(
        (await d.myAccounts()).filter((x) => x.state === state),
        (x) => x.revenue,
        'max',
        `my largest in ${state}`,
      );
      const n = (await d.crmAccounts()).filter((x) => {
        if (x.country !== US || x.state !== state || x.annual_revenue === null) return false;
        if (x.annual_revenue === top.revenue) throw new Error(`a CRM account in ${state} ties with ${top.name}`);
        return below ? x.annual_revenue < top.revenue : x.annual_revenue > top.revenue;
      }).length;
      return needNumber(a, n, 'count', `CRM accounts in ${state} ${below ? 'below' : 'above'} ${top.name} (${top.revenue})`);
    },
  /**
   * The US states of the CRM's accounts where the territory (mine and third-party) has no
   * account: every one and no other state (a code in capitals or the state's name).
   */
  crmOnlyStates: (): Check => async (a, d) => {
    const territory = new Set((await load(d, 'all')).map((x) => x.state));
    const crm = [...new Set((await d.crmAccounts()).filter((x) => x.country === US && x.state).map((x) => x.state!))];
    const want = crm.filter((s) => !territory.has(s));
    if (want.length === 0) throw new Error('every CRM state has territory accounts');
    // A state named only to say it is left out ("Ohio is excluded: it has third-party accounts") is not listed.
    const listed = a.text
      .replace(/\([^)]*\)/g, ' ')
      .split(/(?<=[.;!?])\s+|\n/)
      .filter(
        (line) => !/\b(?:exclud\w*|except|left out|omit\w*|(?:not|isn't|aren't) (?:included|listed|counted|on the list))\b/i.test(line),
      )
      .join('\n');
    const shown = (code: string): boolean =>
      new RegExp(`(?<![A-Za-z])${code}(?![A-Za-z])`).test(listed) ||
      (STATE_NAMES[code] !== undefined && mentions(listed, STATE_NAMES[code]));
    const found = crm.filter(shown);
    // Read the answer as the list of the states it shows, so needList judges missing ones and intruders alike.
    const text = found.map((c) => STATE_NAMES[c] ?? c).join(', ');
    return needList(
      { ...a, text },
      want.map((c) => STATE_NAMES[c] ?? c),
      crm.map((c) => STATE_NAMES[c] ?? c),
      'US states in the CRM without any territory account',
    );
  },
  /** The gap between the average annual revenue of the CRM accounts passing `pred` and the average revenue of `s`. */
  avgGap:
    (pred: (x: CrmAccount) => boolean, s: Src, what: string): Check =>
    async (a, d) => {
      const crm = (await d.crmAccounts()).filter(pred).map((x) => x.annual_revenue ?? 0);
      if (crm.length === 0) throw new Error(`${what}: no CRM account matches`);
      const mine = (await load(d, s)).map((x) => x.revenue);
      return needNumber(a, Math.abs(avg(crm) - avg(mine)), 'money', what);
    },
  /** How many more CRM contacts than territory contacts hold `title`. */
  titleGap:
    (title: string): Check =>
    async (a, d) => {
      const crm = (await d.crmContacts()).filter((c) => c.job_title === title).length;
      const territory = (await d.territoryContacts()).filter((c) => c.job_title === title).length;
      return needNumber(a, Math.abs(crm - territory), 'count', `CRM ${title}s minus territory ${title}s`);
    },
  /** How many CRM opportunities belong to accounts in the state where my territory revenue is largest. */
  oppsInMyTopState: (): Check => async (a, d) => {
    const g = groups(
      await d.myAccounts(),
      (x) => x.state,
      (xs) => sum(xs.map((x) => x.revenue)),
    );
    const state = only(g, (x) => x.value, 'max', 'my states by revenue').key;
    const ids = new Set((await d.crmAccounts()).filter((x) => x.country === US && x.state === state).map((x) => x.id));
    const n = (await d.crmOpportunities()).filter((o) => ids.has(o.account_id)).length;
    return needNumber(a, n, 'count', `CRM opportunities in ${state}, my top state by revenue`);
  },
};
