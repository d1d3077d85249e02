// Kinds of held-out question used by set Y that the earlier kinds files do not cover: whether a
// named territory contact holds a given job title (yes or no); in the CRM, the calendar quarter
// of a year with the largest (or smallest) count or total of a filtered set of rows; and
// questions that need both APIs (the US CRM account with the largest field in the state of a
// named territory account; whether the CRM holds more accounts in a state than the territory
// API does, mine and third-party together). Every expected figure is computed from the APIs'
// data when the checker runs.

import type { CrmAccount, DataAccess } from './data.js';
import { byName, groups, needName, needYesNo, sum, type Check, type Dir } from './judge.js';
import { needFirst, only, withAliases, loadAccounts as load } from './kinds-cd.js';

type Load<R> = (d: DataAccess) => Promise<R[]>;

// ---------------------------------------------------------------------------------------------
// Territory API.

export const TY = {
  /** Whether the one territory contact called `name` holds `title` (yes or no). */
  isTitle:
    (name: string, title: string): Check =>
    async (a, d) => {
      const c = byName(await d.territoryContacts(), name);
      return needYesNo(a, c.job_title === title, `${name} (${c.job_title}) holds ${title}`);
    },
};

// ---------------------------------------------------------------------------------------------
// CRM.

const ORDINALS = ['first', 'second', 'third', 'fourth'];

export const CY = {
  /**
   * The calendar quarter of `year` in which the rows passing `pred` are the most/fewest
   * (`value` absent) or add up to the largest/smallest total of `value`: named first among the
   * quarters ("Q3", "Q3 2025", "third quarter").
   */
  quarterTop:
    <R>(
      load: Load<R>,
      pred: (r: R) => boolean,
      date: (r: R) => string | null,
      year: number,
      dir: Dir,
      what: string,
      value?: (r: R) => number,
    ): Check =>
    async (a, d) => {
      const rows = (await load(d)).filter((r) => pred(r) && (date(r)?.startsWith(`${year}-`) ?? false));
      const quarter = (r: R): string => String(Math.floor((Number(date(r)!.slice(5, 7)) - 1) / 3) + 1);
      const g = groups(rows, quarter, (xs) => (value ? sum(xs.map(value)) : xs.length));
      if (g.length !== 4) throw new Error(`${what}: only ${g.length} quarters of ${year} have rows`);
      const best = Number(only(g, (x) => x.value, dir, what).key);
      const options = [1, 2, 3, 4].map((n) => [`Q${n}`, `Q${n} ${year}`, `${ORDINALS[n - 1]} quarter`]);
      return needFirst(a, options, best - 1, what);
    },
};

// ---------------------------------------------------------------------------------------------
// Both APIs.

/** The CRM accounts in the United States (the only ones whose state is a US state). */
const usAccounts = async (d: DataAccess): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null);

export const BY = {
  /** The US CRM account with the largest `field` in the state of the named territory account (mine or third-party). */
  crmTopInStateOf:
    (name: string, field: 'annual_revenue' | 'employee_count'): Check =>
    async (a, d) => {
      const state = byName(await load(d, 'all'), name).state;
      const xs = (await usAccounts(d)).filter((x) => x.state === state);
      if (xs.length === 0) throw new Error(`no CRM account in ${state}, the state of ${name}`);
      const top = only(xs, (x) => x[field] ?? 0, 'max', `CRM accounts in ${state} by ${field}`);
      return needName(a, withAliases(top.name), `CRM account with the largest ${field} in ${state}, the state of ${name}`);
    },
  /** Whether the CRM holds more US accounts in `state` than the territory API (mine and third-party) does. */
  moreInCrm:
    (state: string): Check =>
    async (a, d) => {
      const crm = (await usAccounts(d)).filter((x) => x.state === state).length;
      const territory = (await load(d, 'all')).filter((x) => x.state === state).length;
      if (crm === territory) throw new Error(`${state}: both APIs hold ${crm} accounts`);
      return needYesNo(a, crm > territory, `more CRM accounts (${crm}) than territory accounts (${territory}) in ${state}`);
    },
};
