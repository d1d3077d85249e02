// Kinds of held-out question used by set T that the earlier kinds files do not cover: the
// average revenue of the territory accounts that have a contact with a given job title; the
// average number of contacts per CRM account over a filtered set of accounts; and questions
// that need both APIs (the CRM closed-won total in the state of the account a named territory
// contact works at; among the states where a set of territory accounts lies, the one whose US
// CRM accounts hold the most CRM contacts). Every expected figure is computed from the APIs'
// data when the checker runs.

import type { CrmAccount, DataAccess } from './data.js';
import { avg, byName, needNumber, needState, sum, type Check, type Dir } from './judge.js';
import { only, type Src, loadAccounts as load, srcLabel as label } from './kinds-cd.js';
import { needDecimal } from './kinds-f.js';

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TT = {
  /** The average revenue of the accounts of `s` that have at least one contact holding `title`. */
  avgWithTitle:
    (s: Src, title: string): Check =>
    async (a, d) => {
      const ids = new Set((await d.territoryContacts()).filter((c) => c.job_title === title).map((c) => c.account_id));
      const hit = (await load(d, s)).filter((x) => ids.has(x.id));
      if (hit.length === 0) throw new Error(`no account of ${label(s)} has a ${title}`);
      return needNumber(
        a,
        avg(hit.map((x) => x.revenue)),
        'money',
        `average revenue of the ${hit.length} ${label(s)} with a ${title} (${hit.map((x) => x.name).join(', ')})`,
      );
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

export const CT = {
  /** The average number of contacts per CRM account, over the accounts passing `pred` (to at least one decimal). */
  contactsPerAccount:
    (pred: (x: CrmAccount) => boolean, what: string): Check =>
    async (a, d) => {
      const ids = new Set((await d.crmAccounts()).filter(pred).map((x) => x.id));
      if (ids.size === 0) throw new Error(`${what}: no account matches`);
      const n = (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
      const mean = n / ids.size;
      if (Number.isInteger(mean)) return needNumber(a, mean, 'count', what);
      return needDecimal(a, mean, what);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

export const BT = {
  /** The total value of the closed-won CRM deals of the US accounts in the state of the account a named territory contact works at. */
  wonInStateOfContact:
    (name: string): Check =>
    async (a, d) => {
      const c = byName(await d.territoryContacts(), name);
      const acc = (await load(d, 'all')).find((x) => x.id === c.account_id);
      if (!acc) throw new Error(`${name} works at no known account`);
      const ids = new Set((await usAccounts(d)).filter((x) => x.state === acc.state).map((x) => x.id));
      if (ids.size === 0) throw new Error(`no CRM account in ${acc.state}`);
      const won = (await d.crmOpportunities()).filter((o) => o.stage === 'closed-won' && ids.has(o.account_id));
      return needNumber(
        a,
        sum(won.map((o) => o.value)),
        'money',
        `closed-won CRM value in ${acc.state}, the state of ${acc.name} (${name})`,
      );
    },
  /** Among the states where `s` has accounts, the one whose US CRM accounts hold the most/fewest CRM contacts. */
  stateByCrmContacts:
    (s: Src, dir: Dir): Check =>
    async (a, d) => {
      const states = [...new Set((await load(d, s)).map((x) => x.state))];
      const stateOf = new Map((await usAccounts(d)).map((x) => [x.id, x.state!]));
      const contacts = await d.crmContacts();
      const totals = states.map((st) => ({ key: st, value: contacts.filter((c) => stateOf.get(c.account_id) === st).length }));
      const best = only(totals, (x) => x.value, dir, `CRM contacts per state of ${label(s)}`);
      return needState(a, [best.key], `state of ${label(s)} with the ${dir} CRM contacts (${best.value})`);
    },
};
