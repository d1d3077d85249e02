// The small values and row tests the held-out sets share (titles, stages, close dates, lead and
// account fields), defined once; a set keeps a definition of its own only where it differs.

import type { CrmAccount, CrmLead, CrmOpportunity, TerritoryAccount } from './data.js';

export const CEO = 'Chief Executive Officer';
export const CFO = 'Chief Financial Officer';
export const CTO = 'Chief Technology Officer';
export const CIO = 'Chief Information Officer';
export const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
export const M = 1_000_000;
export const isOpen = (o: { stage: string }): boolean => OPEN.includes(o.stage);
export const won = (o: { stage: string }): boolean => o.stage === 'closed-won';
export const lost = (o: { stage: string }): boolean => o.stage === 'closed-lost';
export const value = (o: CrmOpportunity): number => o.value;
export const revenue = (x: TerritoryAccount): number => x.revenue;
export const closes =
  (prefix: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date?.startsWith(prefix) ?? false;
export const closesBetween =
  (from: string, to: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date !== null && o.close_date >= from && o.close_date <= to;
export const lead =
  (source: string | null, status?: string) =>
  (l: CrmLead): boolean =>
    (source === null || l.source === source) && (status === undefined || l.status === status);
export const acct =
  (field: 'industry' | 'country' | 'region', v: string) =>
  (x: CrmAccount): boolean =>
    x[field] === v;
export const named =
  (name: string) =>
  (x: { name: string }): boolean =>
    x.name === name;
export const notIn =
  (...codes: string[]) =>
  (x: TerritoryAccount): boolean =>
    !codes.includes(x.state);
export const count = (xs: unknown[]): number => xs.length;
export const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
/** The deal type of an opportunity: the last part of its name ("<account> - <deal type>"). */
export const dealType = (o: CrmOpportunity): string => o.name.split(' - ').at(-1)!;
