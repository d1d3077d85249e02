// What set BC needs beyond kinds-bb.ts, kept generic: a list that must come in a given order, a
// comparison whose winner must be named first, a list of keys (job titles, states) in any of
// their usual forms, a figure shown to at least one decimal, and the small loaders the three
// files of the set share. Every expected figure, name or list is computed from the APIs' data
// when the checker runs (never hard-coded).

import type { CrmAccount, CrmOpportunity, DataAccess } from './data.js';
import { all, leadOf, mentions, needList, needName, needNumber, sum, type Check } from './judge.js';
import { indexOfName, needFirst, only } from './kinds-cd.js';
import { needDecimal } from './kinds-f.js';
import { needKeys, type Vocab } from './kinds-k.js';
import { isOpen } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

export const BC = {
  /** Exactly the rows `[expected, universe]`, every one, in the order given (first to last). */
  ordered:
    (get: Get<[string[], string[]]>, what: string): Check =>
    async (a, d) => {
      const [names, others] = await get(d);
      if (names.length < 2) throw new Error(`${what}: fewer than two rows (no order to check)`);
      const listed = needList(a, names, others, what);
      if (listed) return listed;
      const at = names.map((n) => indexOfName(a.text, n));
      const bad = at.findIndex((p, i) => i > 0 && p < at[i - 1]!);
      return bad < 0 ? null : `${what}: expected in the order ${names.join(', ')}; ${names[bad]} is listed before ${names[bad - 1]}`;
    },
  /** A comparison: `options` (each with its usual names) and the index of the winner, named first. */
  first:
    (get: Get<{ options: string[][]; winner: number }>, what: string): Check =>
    async (a, d) => {
      const { options, winner } = await get(d);
      return needFirst(a, options, winner, what);
    },
  /** Every key (job title, state) of `[keys, universe]`, in any of its usual forms, and none of the rest. */
  keys:
    (get: Get<[string[], string[]]>, vocab: Vocab, what: string): Check =>
    async (a, d) => {
      const [keys, universe] = await get(d);
      return needKeys(a, keys, universe, vocab, what);
    },
  /** A figure with decimals (an average of counts), shown to at least one decimal. */
  decimal:
    (get: Get<number>, what: string): Check =>
    async (a, d) =>
      needDecimal(a, await get(d), what),
};

/** The one item with the largest/smallest key (a tie throws: the question assumes one). */
export const theOne = only;

/** The CRM accounts with their id as key. */
export const crmById = async (d: DataAccess): Promise<Map<number, CrmAccount>> => new Map((await d.crmAccounts()).map((x) => [x.id, x]));

/** The total value of the open opportunities of the CRM accounts passing `pred`. */
export const openValueWhere = async (d: DataAccess, pred: (x: CrmAccount) => boolean): Promise<number> => {
  const acc = await crmById(d);
  const os = (await d.crmOpportunities()).filter((o: CrmOpportunity) => isOpen(o) && pred(acc.get(o.account_id)!));
  return sum(os.map((o) => o.value));
};

/** The US CRM accounts (with a state). */
export const crmUS = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

/**
 * The largest/smallest opportunity of the rows `get` gives (a tie throws): named in full, or by
 * its account and its deal type ("the Expansion Deal at ..."), and its value stated.
 */
export const dealCheck =
  (get: Get<{ rows: CrmOpportunity[]; account: string }>, dir: 'max' | 'min', what: string): Check =>
  async (a, d) => {
    const { rows, account } = await get(d);
    const o = only(rows, (r) => r.value, dir, what);
    const type = o.name.startsWith(`${account} - `) ? o.name.slice(account.length + 3) : '';
    const lead = leadOf(a.text);
    const named = mentions(lead, o.name) || (type !== '' && mentions(lead, account) && mentions(lead, type));
    const name = needName(a, [o.name], what);
    return all(named ? null : name, needNumber(a, o.value, 'money', `value of ${o.name}`));
  };
