// What set BS needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bh.ts BH,
// kinds-bp.ts BP, kinds-cd.ts TC, kinds-cd-crm.ts CX, kinds.ts T and C): the small loaders and
// row tests the three files of the set share (leads by source and status, leads created in a
// period, open deals with their account, a lead source or status named the ways a user writes
// it). Every expected figure, name or list is computed from the APIs' data when the checker runs
// (never hard-coded).

import type { CrmAccount, CrmLead, DataAccess, TerritoryAccount } from './data.js';
import { groups, sum } from './judge.js';
import { extra, person } from './kinds-bb.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { only, withAliases } from './kinds-cd.js';
import { isOpen } from './pick.js';

export { isOpen, person };

/** Every opportunity with its account. */
export const DEALS = JOPPS;
export type { JOpp };

/** The total value of some deals. */
export const worth = (os: { value: number }[]): number => sum(os.map((o) => o.value));

/** Every lead of the CRM. */
export const LEADS = (d: DataAccess): Promise<CrmLead[]> => d.crmLeads();

/** A lead from `source` (null: any source) in `status` (undefined: any status). */
export const from =
  (source: string | null, status?: string) =>
  (l: CrmLead): boolean =>
    (source === null || l.source === source) && (status === undefined || l.status === status);

/** Whether a lead was created in [from, to) (ISO timestamps compared as text). */
export const createdIn =
  (start: string, end: string) =>
  (l: CrmLead): boolean => {
    const at = extra(l, 'created_at');
    return at !== null && at >= start && at < end;
  };

/** Whether a date (YYYY-MM-DD) lies in [start, end] (both inclusive). */
export const closingBetween =
  (start: string, end: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date !== null && o.close_date >= start && o.close_date <= end;

/** The one key with the most rows of `xs` (a tie throws), with the ways a user may write it. */
export const mostCommon = <R>(xs: R[], by: (r: R) => string | null, what: string): string[] =>
  withAliases(
    only(
      groups(xs, by, (g) => g.length),
      (g) => g.value,
      'max',
      what,
    ).key,
  );

/** How many rows of `xs` each key has. */
export const countBy = <R>(xs: R[], by: (r: R) => string | null): { key: string; value: number }[] => groups(xs, by, (g) => g.length);

/** The CRM accounts in the United States, optionally in one state (by its code). */
export const usCrm = async (d: DataAccess, code?: string): Promise<CrmAccount[]> =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null && (code === undefined || x.state === code));

/** My territory accounts in some states. */
export const mineIn = async (d: DataAccess, ...codes: string[]): Promise<TerritoryAccount[]> =>
  (await d.myAccounts()).filter((x) => codes.includes(x.state));

/** The ways an answer may name my own territory accounts as one side of a comparison. */
export const MINE_WORDS = ['my accounts', 'my territory', 'your accounts', 'your territory', 'your own', 'mine', 'yours'];
