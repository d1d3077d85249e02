// Kinds of held-out question that sets A to I do not ask, used by set J: the account closest in
// revenue to a named one, every job title with its head count, the share of revenue the top N
// accounts bring in, the states holding at least N accounts, whether a named account sits
// above or below the average, people by first name, how many times one account out-earns
// another, accounts holding two people of one title; in the CRM, the weighted value of an
// account's open deals, revenue per employee, a lead looked up by e-mail, an account looked
// up by website, the last date an account's deal reached a stage, records added in a period,
// the average win probability of a stage, the newest record, and money per group (every group
// with its sum). Every expected figure is computed from the APIs' data when the checker runs.

import type { CrmLead, DataAccess } from './data.js';
import {
  byName,
  groups,
  leadOf,
  mentions,
  needList,
  needName,
  needNumber,
  numbersIn,
  sum,
  US_STATES,
  type Answer,
  type Check,
  type Dir,
} from './judge.js';
import {
  firstN,
  needPercent,
  only,
  pct,
  some,
  withAliases,
  type Src,
  loadAccounts as load,
  srcLabel as label,
  everyAccountName as everyName,
} from './kinds-cd.js';
import { needDecimal } from './kinds-f.js';
import { dateForms } from './kinds-g.js';
import { needBreakdown } from './kinds-i.js';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

type Load<R> = (d: DataAccess) => Promise<R[]>;

const fullName = (c: { first_name: string; last_name: string }): string => `${c.first_name} ${c.last_name}`;

/** When a CRM row was created (the API returns created_at on every row; data.ts does not type it). */
export const createdAt = (r: unknown): string => (r as { created_at?: string }).created_at ?? '';

/** State codes in capitals written out as the state's name, so a list of states reads as names. */
const spellStates = (text: string): string =>
  text.replace(/(?<![A-Za-z])([A-Z]{2})(?![A-Za-z])/g, (m: string, code: string) => US_STATES[code] ?? m);

/** "14.1x", "14.1×": the number before the sign read as a number. */
const plainTimes = (a: Answer): Answer => ({ ...a, text: a.text.replace(/(\d)\s?[x×](?![A-Za-z0-9])/g, '$1 times') });

const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];

const ABOVE = ['above', 'higher', 'greater', 'more than', 'exceeds'];
const BELOW = ['below', 'lower', 'less than', 'smaller'];

/** Where the first of `words` occurs in `text` (as whole words), or Infinity. */
function firstOf(text: string, words: string[]): number {
  const t = text.toLowerCase();
  let best = Infinity;
  for (const w of words) {
    const m = new RegExp(`(?<![a-z])${w}(?![a-z])`).exec(t);
    if (m && m.index < best) best = m.index;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TJ = {
  /** The account of `s` (other than the named one) whose revenue is closest to the named account's. */
  closest:
    (s: Src, name: string): Check =>
    async (a, d) => {
      const ref = byName(await load(d, 'all'), name);
      const rest = (await load(d, s)).filter((x) => x.id !== ref.id);
      const hit = only(rest, (x) => Math.abs(x.revenue - ref.revenue), 'min', `closest to ${name}`);
      return needName(a, [hit.name], `the one of ${label(s)} closest in revenue to ${name}`);
    },
  /** How many contacts hold each job title: every title with its count. */
  titleBreakdown: (): Check => async (a, d) => {
    const g = groups(
      await d.territoryContacts(),
      (c) => c.job_title,
      (xs) => xs.length,
    );
    return needBreakdown(
      a,
      g.map((x) => ({ names: withAliases(x.key), value: x.value })),
      'count',
      'contacts per job title',
    );
  },
  /** Share (percent) of the total revenue of `s` that its `n` largest accounts bring in. */
  topNShare:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const top = firstN(xs, (x) => x.revenue, n, 'max', `top ${n}`);
      return needPercent(
        a,
        pct(sum(top.map((x) => x.revenue)), sum(xs.map((x) => x.revenue))),
        `share of ${label(s)} revenue from the top ${n}`,
      );
    },
  /** The states holding at least `n` accounts of `s`, every one and no other state. */
  statesWithAtLeast:
    (s: Src, n: number): Check =>
    async (a, d) => {
      const g = groups(
        await load(d, s),
        (x) => x.state,
        (xs) => xs.length,
      );
      const hit = g.filter((x) => x.value >= n).map((x) => US_STATES[x.key] ?? x.key);
      const rest = Object.values(US_STATES);
      return needList({ ...a, text: spellStates(a.text) }, some(hit, `states with ${n}+`), rest, `states with ${n}+ ${label(s)}`);
    },
  /** Whether a named account's revenue is above or below the average revenue of `s` (the verdict first). */
  vsAverage:
    (s: Src, name: string): Check =>
    async (a, d) => {
      const xs = await load(d, s);
      const acc = byName(await load(d, 'all'), name);
      const mean = sum(xs.map((x) => x.revenue)) / xs.length;
      if (acc.revenue === mean) throw new Error(`${name} sits exactly on the average`);
      const above = acc.revenue > mean;
      const [right, wrong] = above ? [ABOVE, BELOW] : [BELOW, ABOVE];
      const r = needName(a, right, `${name} ${above ? 'above' : 'below'} the average of ${label(s)}`);
      if (r) return r;
      const lead = leadOf(a.text);
      return firstOf(lead, wrong) < firstOf(lead, right)
        ? `expected ${name} ${above ? 'above' : 'below'} the average of ${label(s)}; the direct answer says otherwise first`
        : null;
    },
  /** The contacts whose first name is `first` (at the accounts of `s`), every one and no other. */
  byFirstName:
    (s: Src, first: string): Check =>
    async (a, d) => {
      const ids = new Set((await load(d, s)).map((x) => x.id));
      const cs = await d.territoryContacts();
      const hit = [
        ...new Set(
          cs.filter((c) => ids.has(c.account_id) && c.name.split(' ')[0]!.toLowerCase() === first.toLowerCase()).map((c) => c.name),
        ),
      ];
      return needList(
        a,
        some(hit, `contacts called ${first}`),
        cs.map((c) => c.name),
        `contacts with the first name ${first}`,
      );
    },
  /** How many times the revenue of `x` is that of `y` (to at least one decimal). */
  ratio:
    (x: string, y: string): Check =>
    async (a, d) => {
      const all = await load(d, 'all');
      return needDecimal(plainTimes(a), byName(all, x).revenue / byName(all, y).revenue, `revenue of ${x} over ${y}`);
    },
  /** The accounts of `s` with two or more contacts holding `title`, every one and no other. */
  severalOfTitle:
    (s: Src, title: string): Check =>
    async (a, d) => {
      const cs = (await d.territoryContacts()).filter((c) => c.job_title === title);
      const hit = (await load(d, s)).filter((x) => cs.filter((c) => c.account_id === x.id).length >= 2).map((x) => x.name);
      return needList(a, some(hit, `accounts with 2+ ${title}`), await everyName(d), `${label(s)} with more than one ${title}`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const CJ = {
  /** The weighted value (value x probability) of a named account's open deals. */
  weightedOpen:
    (account: string): Check =>
    async (a, d) => {
      const acc = byName(await d.crmAccounts(), account);
      const os = (await d.crmOpportunities()).filter((o) => o.account_id === acc.id && OPEN.includes(o.stage));
      if (os.length === 0) throw new Error(`${account} has no open deal`);
      return needNumber(a, sum(os.map((o) => o.value * (o.probability ?? 0))), 'money', `weighted open pipeline of ${account}`);
    },
  /** Annual revenue per employee of a named account. */
  perEmployee:
    (account: string): Check =>
    async (a, d) => {
      const acc = byName(await d.crmAccounts(), account);
      if (!acc.annual_revenue || !acc.employee_count) throw new Error(`${account} lacks revenue or head count`);
      return needNumber(a, acc.annual_revenue / acc.employee_count, 'money', `revenue per employee at ${account}`);
    },
  /** A text field of the lead with the e-mail `email` (direct answer, or anywhere when only that lead is shown). */
  leadByEmail:
    (email: string, field: 'company' | 'status' | 'source'): Check =>
    async (a, d) => {
      const leads: CrmLead[] = await d.crmLeads();
      const hit = leads.filter((l) => l.email.toLowerCase() === email.toLowerCase());
      if (hit.length !== 1) throw new Error(`${hit.length} leads have the e-mail ${email} (the question assumes one)`);
      const lead = hit[0]!;
      const value = lead[field];
      if (!value) throw new Error(`the lead ${email} has no ${field}`);
      const me = fullName(lead);
      const alone =
        (mentions(a.text, me) || a.text.toLowerCase().includes(email.toLowerCase())) &&
        !leads.some((l) => l !== lead && fullName(l).toLowerCase() !== me.toLowerCase() && mentions(a.text, fullName(l)));
      return needName({ ...a, text: alone ? a.text.split('\n').join(' ') : a.text }, [value], `${field} of the lead ${email}`);
    },
  /** The account whose website is `host` (with or without the scheme and "www."). */
  accountByWebsite:
    (host: string): Check =>
    async (a, d) => {
      const bare = (w: string | null): string =>
        (w ?? '')
          .replace(/^https?:\/\//, '')
          .replace(/^www\./, '')
          .replace(/\/$/, '')
          .toLowerCase();
      const hit = (await d.crmAccounts()).filter((x) => bare(x.website) === bare(host));
      if (hit.length !== 1) throw new Error(`${hit.length} accounts have the website ${host} (the question assumes one)`);
      return needName(a, [hit[0]!.name], `account with the website ${host}`);
    },
  /** The latest close date among a named account's deals in `stage` (any usual way of writing it). */
  lastDate:
    (account: string, stage: string): Check =>
    async (a, d) => {
      const acc = byName(await d.crmAccounts(), account);
      const dates = (await d.crmOpportunities())
        .filter((o) => o.account_id === acc.id && o.stage === stage && o.close_date)
        .map((o) => o.close_date!)
        .sort();
      if (dates.length === 0) throw new Error(`${account} has no ${stage} deal`);
      return needName(a, dateForms(dates.at(-1)!), `latest ${stage} close date of ${account}`);
    },
  /** How many rows passing `pred` were created from `from` to `to` (YYYY-MM-DD, both inclusive). */
  createdBetween:
    <R>(load: Load<R>, from: string, to: string, what: string, pred: (r: R) => boolean = () => true): Check =>
    async (a, d) => {
      const hit = (await load(d)).filter((r) => {
        const day = createdAt(r).slice(0, 10);
        return pred(r) && day >= from && day <= to;
      });
      return needNumber(a, hit.length, 'count', what);
    },
  /** The average win probability of the deals passing `pred`: in percent ("75%") or as a fraction ("0.75"). */
  avgProbability:
    (pred: (o: { stage: string; value: number }) => boolean, what: string): Check =>
    async (a, d) => {
      const ps = (await d.crmOpportunities())
        .filter(pred)
        .map((o) => o.probability)
        .filter((p): p is number => p !== null);
      if (ps.length === 0) throw new Error(`${what}: no deal matches`);
      const p = sum(ps) / ps.length;
      const r = needNumber(a, p * 100, 'plain', `${what} (percent)`);
      if (r === null) return null;
      const fraction = numbersIn(leadOf(a.text)).some((n) => n.value <= 1 && n.step <= 0.01 && Math.abs(n.value - p) <= n.step / 2 + 1e-9);
      return fraction ? null : r;
    },
  /** The row created last (`max`) or first (`min`), named by `name`. */
  newest:
    <R>(load: Load<R>, name: (r: R) => string, dir: Dir, what: string): Check =>
    async (a, d) => {
      const rows = await load(d);
      const hit = only(rows, (r) => Date.parse(createdAt(r)), dir, what);
      return needName(a, [name(hit)], what);
    },
  /** How much `value` the rows passing `pred` hold per value of `by`: every group with its sum. */
  sumBreakdown:
    <R>(load: Load<R>, pred: (r: R) => boolean, by: (r: R) => string | null, value: (r: R) => number, what: string): Check =>
    async (a, d) => {
      const g = groups((await load(d)).filter(pred), by, (xs) => sum(xs.map(value)));
      return needBreakdown(
        a,
        g.map((x) => ({ names: [x.key], value: x.value })),
        'money',
        what,
      );
    },
};
