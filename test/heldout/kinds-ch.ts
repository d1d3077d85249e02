// What set CH needs beyond the shared builders (kinds-bb.ts, kinds-bv.ts, kinds-bd.ts): a few
// small loaders and row tests its three files share. Every expected figure, name or list is
// computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmLead, DataAccess, TerritoryAccount } from './data.js';
import { sum } from './judge.js';
import { allTerritory, MY, TP } from './kinds-bb.js';
import { contactsByAccount } from './kinds-bv.js';

/** How many different values a field takes over some rows (empty values left out). */
export const distinct = <T>(rows: T[], field: (r: T) => string | null | undefined): number =>
  new Set(rows.map(field).filter((v): v is string => v !== null && v !== undefined && v !== '')).size;

/** Whether a text field is missing (null, absent or blank). */
export const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';

/** My accounts, or the third-party ones, in a state (by its code). */
export const myIn = async (d: DataAccess, code: string): Promise<TerritoryAccount[]> => (await MY(d)).filter((x) => x.state === code);
export const tpIn = async (d: DataAccess, code: string): Promise<TerritoryAccount[]> => (await TP(d)).filter((x) => x.state === code);

/** Every territory account (mine and third-party) in a state. */
export const anyIn = async (d: DataAccess, code: string): Promise<TerritoryAccount[]> =>
  (await allTerritory(d)).filter((x) => x.state === code);

/** The total revenue of some territory accounts. */
export const revenueOf = (xs: TerritoryAccount[]): number => sum(xs.map((x) => x.revenue));

/** The job titles of each account's contacts, by account id. */
export const titlesById = async (d: DataAccess): Promise<Map<string, string[]>> => {
  const by = await contactsByAccount(d);
  return new Map([...by].map(([id, cs]) => [id, cs.map((c) => c.job_title)]));
};

/** A lead test: source and/or status (undefined = any). */
export const leadIs =
  (source?: string, status?: string) =>
  (l: CrmLead): boolean =>
    (source === undefined || l.source === source) && (status === undefined || l.status === status);
