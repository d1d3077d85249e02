// Kinds of held-out question used by set X that the earlier kinds files do not cover: a yes/no
// on whether one figure computed from the data beats another (one total against another, in
// either API), by what percent one figure exceeds another, the rank (1 = largest) of a named
// record among a filtered set of rows by any field; in the CRM, the average number of days
// from a deal's creation to its close date; and questions that need both APIs (the average
// CRM headcount of the US accounts in the states where a filtered set of territory accounts
// sits, the state of a territory set whose CRM deals have the best or worst win rate, the
// share of the CRM's US accounts inside or outside the states of a territory set). Every
// expected figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { avg, fmt, groups, needNumber, needState, needYesNo, type Answer, type Check, type Dir } from './judge.js';
import { needPercent, only, pct, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';
import { createdAt } from './kinds-j.js';
import { figure, type Agg, type Load } from './kinds-k.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

/** "3rd", "12th": the number read without its ordinal ending. */
const plainOrdinals = (a: Answer): Answer => ({ ...a, text: a.text.replace(/\b(\d+)(?:st|nd|rd|th)\b/gi, '$1') });

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

const DAY = 86_400_000;

/** Whole days from the day a deal was created to its close date (negative when it closed before). */
export const daysToClose = (o: CrmOpportunity): number =>
  o.close_date === null ? NaN : Math.round((Date.parse(o.close_date) - Date.parse(createdAt(o).slice(0, 10))) / DAY);

// ---------------------------------------------------------------------------------------------
// Either API (the rows and the figures are given by the question).

export const KX = {
  /** Yes when the first figure is larger than the second (a tie makes the question ambiguous and throws). */
  exceeds:
    <X, Y>(x: Agg<X>, y: Agg<Y>, what: string): Check =>
    async (a, d) => {
      const fx = await figure(d, x);
      const fy = await figure(d, y);
      if (fx === fy) throw new Error(`${what}: the two figures tie (${fx})`);
      return needYesNo(a, fx > fy, `${what} (${fmt(fx)} against ${fmt(fy)})`);
    },
  /** By what percent the first figure exceeds the second (the first must be the larger one). */
  pctAbove:
    <X, Y>(x: Agg<X>, y: Agg<Y>, what: string): Check =>
    async (a, d) => {
      const fx = await figure(d, x);
      const fy = await figure(d, y);
      if (fy <= 0 || fx <= fy) throw new Error(`${what}: ${fmt(fx)} does not exceed ${fmt(fy)}`);
      return needPercent(a, pct(fx - fy, fy), `${what} (${fmt(fx)} against ${fmt(fy)})`);
    },
  /**
   * The rank (1 = largest `key`) of the row called `name` among the rows passing `pred`; a row
   * tying with it makes the rank ambiguous (throws).
   */
  rankAmong:
    <R>(load: Load<R>, pred: (r: R) => boolean, key: (r: R) => number, nameOf: (r: R) => string, name: string, what: string): Check =>
    async (a, d) => {
      const rows = (await load(d)).filter(pred);
      const hit = rows.filter((r) => nameOf(r).toLowerCase() === name.toLowerCase());
      if (hit.length !== 1) throw new Error(`${what}: ${hit.length} rows called ${name} pass the filter`);
      const k = key(hit[0]!);
      if (rows.filter((r) => key(r) === k).length !== 1) throw new Error(`${what}: ${name} ties with another row`);
      const rank = rows.filter((r) => key(r) > k).length + 1;
      return needNumber(plainOrdinals(a), rank, 'count', `${what}: rank of ${name} among ${rows.length}`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const CXk = {
  /** The average number of days from creation to close over the deals passing `pred` (to the day). */
  avgDaysToClose:
    (pred: (o: CrmOpportunity) => boolean, what: string): Check =>
    async (a, d) => {
      const xs = (await d.crmOpportunities()).filter(pred).map(daysToClose);
      if (xs.length === 0 || xs.some((x) => !Number.isFinite(x))) throw new Error(`${what}: no deal, or one without dates`);
      return needNumber(a, avg(xs), 'plain', `${what} (days, over ${xs.length} deals)`);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

export const BX = {
  /** The average employee count of the US CRM accounts in the states where the accounts of `s` passing `pred` sit. */
  crmAvgEmployeesInStatesOf:
    (s: Src, pred: (x: TerritoryAccount) => boolean, what: string): Check =>
    async (a, d) => {
      const states = new Set((await load(d, s)).filter(pred).map((x) => x.state));
      if (states.size === 0) throw new Error(`no account of ${label(s)} ${what}`);
      const xs = (await usAccounts(d)).filter((x) => states.has(x.state!)).map((x) => x.employee_count ?? 0);
      if (xs.length === 0) throw new Error(`no CRM account in ${[...states].join(', ')}`);
      return needNumber(
        a,
        avg(xs),
        'plain',
        `average CRM employee count in ${[...states].join(', ')}, the states of ${label(s)} ${what} (${xs.length} accounts)`,
      );
    },
  /**
   * Among the states where `s` has accounts, the one whose US CRM accounts' finished deals have
   * the best (`max`) or worst win rate (won / (won + lost), states without a finished deal left out).
   */
  stateByCrmWinRate:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const states = new Set((await load(d, s)).map((x) => x.state));
      const stateOf = new Map((await usAccounts(d)).filter((x) => states.has(x.state!)).map((x) => [x.id, x.state!]));
      const closed = (await d.crmOpportunities()).filter(
        (o) => stateOf.has(o.account_id) && (o.stage === 'closed-won' || o.stage === 'closed-lost'),
      );
      const g = groups(
        closed,
        (o) => stateOf.get(o.account_id),
        (os) => pct(os.filter((o) => o.stage === 'closed-won').length, os.length),
      );
      const best = only(g, (x) => x.value, dir, `CRM win rates of the states of ${label(s)}`);
      return needState(a, [best.key], `state of ${label(s)} with the ${dir} CRM win rate (${fmt(Math.round(best.value * 10) / 10)}%)`);
    },
  /** Share (percent) of the CRM's US accounts that sit inside (`inside`) or outside the states where `s` has accounts. */
  crmShareOfStatesOf:
    (s: Src, inside: boolean): Check =>
    async (a, d) => {
      const states = new Set((await load(d, s)).map((x) => x.state));
      const us = await usAccounts(d);
      const n = us.filter((x) => states.has(x.state!) === inside).length;
      if (n === 0) throw new Error(`no US CRM account ${inside ? 'inside' : 'outside'} the states of ${label(s)}`);
      return needPercent(
        a,
        pct(n, us.length),
        `share of US CRM accounts ${inside ? 'inside' : 'outside'} the states of ${label(s)} (${n}/${us.length})`,
      );
    },
};
