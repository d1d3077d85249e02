// What set CJ needs beyond the shared builders (kinds-bb.ts, kinds-bc.ts, kinds-bd.ts, kinds-bv.ts):
// a field of one record (the record may be shown with its fields), the readings "my accounts" and
// "all territory accounts" of a count, dates of CRM rows (created or closing) and the ways an
// answer may write a date or a month. Every expected figure, name or list is computed from the
// APIs' data when the checker runs (never hard-coded).

import type { CrmOpportunity, DataAccess, TerritoryAccount } from './data.js';
import { needName, needNumber, type Check } from './judge.js';
import { allTerritory, extra, MY } from './kinds-bb.js';

type Get<T> = (d: DataAccess) => Promise<T>;
type Acc = TerritoryAccount;

/** A figure of one territory account (by name): in the direct answer, or in an answer showing only that account. */
export const accountFigure =
  (name: string, get: (x: Acc) => number, unit: 'count' | 'money' | 'plain', what: string): Check =>
  async (a, d) => {
    const xs = await allTerritory(d);
    const hit = xs.filter((x) => x.name === name);
    if (hit.length !== 1) throw new Error(`${what}: ${hit.length} accounts named ${name}`);
    return needNumber(a, get(hit[0]!), unit, what, { name, others: xs.map((x) => x.name) });
  };

/** The two fair readings of "accounts" in the territory API: mine, or mine plus the third-party ones. */
export const myOrAll = async (d: DataAccess, pred: (x: Acc) => boolean): Promise<[Acc[], Acc[]]> => [
  (await MY(d)).filter(pred),
  (await allTerritory(d)).filter(pred),
];

/** The day (YYYY-MM-DD) a CRM row was created. */
export const createdOn = (r: object): string => (extra(r, 'created_at') ?? '').slice(0, 10);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The ways an answer may write a day (ISO first). */
export const dayForms = (iso: string): string[] => {
  const [y, m, dd] = iso.split('-');
  const month = MONTHS[Number(m) - 1]!;
  const day = String(Number(dd));
  return [
    iso,
    `${month} ${day}, ${y}`,
    `${month} ${day} ${y}`,
    `${day} ${month} ${y}`,
    `${month.slice(0, 3)} ${day}, ${y}`,
    `${m}/${dd}/${y}`,
  ];
};

/** The ways an answer may write a month (YYYY-MM). */
export const monthForms = (ym: string): string[] => {
  const [y, m] = ym.split('-');
  const month = MONTHS[Number(m) - 1]!;
  return [`${month} ${y}`, ym, month, `${month.slice(0, 3)} ${y}`];
};

/** One of the days (any of its forms) in the direct answer. */
export const needDay =
  (get: Get<string[]>, what: string): Check =>
  async (a, d) =>
    needName(a, (await get(d)).flatMap(dayForms), what);

/** One of the months (YYYY-MM, any of its forms) in the direct answer. */
export const needMonth =
  (get: Get<string[]>, what: string): Check =>
  async (a, d) =>
    needName(a, (await get(d)).flatMap(monthForms), what);

/** Opportunities whose close date lies between two days (both included). */
export const closingBetween = (from: string, to: string) => (o: CrmOpportunity) =>
  o.close_date !== null && o.close_date >= from && o.close_date <= to;

/** Rows created between two days (both included). */
export const createdBetween = (from: string, to: string) => (r: object) => {
  const c = createdOn(r);
  return c !== '' && c >= from && c <= to;
};
