// What set CS needs beyond the shared builders (kinds-bb.ts, kinds-bc.ts, kinds-bd.ts,
// kinds-bv.ts, kinds-cg.ts): the month a lead was logged (its created_at) and the usual ways of
// writing a month, the CRM rows of one named account, and the territory contacts with a title at
// a set of accounts. Every expected figure, name or list is computed from the APIs' data when the
// checker runs (never hard-coded).

import type { CrmContact, CrmLead, CrmOpportunity, DataAccess, TerritoryAccount, TerritoryContact } from './data.js';
import { account, extra, person } from './kinds-bb.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The month (YYYY-MM) a lead was logged, from its created_at. */
export const leadMonth = (l: CrmLead): string | null => extra(l, 'created_at')?.slice(0, 7) ?? null;

/** The ways an answer may write a month given as YYYY-MM: "March 2024", "Mar 2024", "2024-03", "03/2024", "3/2024". */
export function monthForms(ym: string): string[] {
  const [y, m] = ym.split('-');
  const i = Number(m) - 1;
  const full = MONTHS[i];
  if (y === undefined || full === undefined) throw new Error(`not a month: ${ym}`);
  const forms = [`${full} ${y}`, `${full.slice(0, 3)} ${y}`, `${full.slice(0, 3)}. ${y}`, ym, `${m}/${y}`, `${Number(m)}/${y}`];
  return [...new Set(forms)];
}

/** The CRM contacts of the account called `name`. */
export const crmPeopleOf = async (d: DataAccess, name: string): Promise<CrmContact[]> => {
  const id = (await account(d, name)).id;
  return (await d.crmContacts()).filter((c) => c.account_id === id);
};

/** The CRM opportunities of the account called `name`. */
export const crmDealsOf = async (d: DataAccess, name: string): Promise<CrmOpportunity[]> => {
  const id = (await account(d, name)).id;
  return (await d.crmOpportunities()).filter((o) => o.account_id === id);
};

/** The full names of the CRM contacts. */
export const crmContactNames = async (d: DataAccess): Promise<string[]> => (await d.crmContacts()).map(person);

/** The territory contacts with `title` at the accounts `accs`. */
export const titledAt = async (d: DataAccess, accs: TerritoryAccount[], title: string): Promise<TerritoryContact[]> => {
  const ids = new Set(accs.map((x) => x.id));
  return (await d.territoryContacts({ job_title: title })).filter((c) => ids.has(c.account_id));
};
