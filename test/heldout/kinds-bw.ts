// What set BW needs beyond the shared builders (kinds-bb.ts BB, kinds-bd.ts BD, kinds-bh.ts BH,
// kinds-bp.ts BP, kinds-cd.ts TC, kinds-cd-crm.ts CX, kinds.ts T and C): a date written the ways
// a user reads one (ISO or spelled out), a list of deals in a given order (each deal named in
// full or by its account and deal type on one line), the first rows of a sorted list, and the
// small loaders the three files of the set share. Every expected figure, name or list is
// computed from the APIs' data when the checker runs (never hard-coded).

import type { CrmAccount, DataAccess, TerritoryAccount } from './data.js';
import { mentions, needName, type Check } from './judge.js';
import { allTerritory, person } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { JOPPS, type JOpp } from './kinds-cd-crm.js';
import { indexOfName } from './kinds-cd.js';
import { dealType } from './pick.js';

type Get<T> = (d: DataAccess) => Promise<T>;

export { person };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The ways an answer may write a YYYY-MM-DD date. */
export const dateForms = (iso: string): string[] => {
  const [y, m, d] = iso.split('-');
  const month = MONTHS[Number(m) - 1]!;
  const day = String(Number(d));
  const nth = `${day}${['11', '12', '13'].includes(day) ? 'th' : (['th', 'st', 'nd', 'rd'][Number(day) % 10] ?? 'th')}`;
  const forms = [iso, `${m}/${d}/${y}`, `${Number(m)}/${day}/${y}`];
  for (const name of [month, month.slice(0, 3)])
    forms.push(`${name} ${day}, ${y}`, `${name} ${day} ${y}`, `${day} ${name} ${y}`, `${name} ${nth}, ${y}`, `${name} ${nth} ${y}`);
  return [...new Set(forms)];
};

/** Whether `names` are listed in this order in `text` (first occurrence of each). */
const inOrder = (positions: number[]): number => positions.findIndex((p, i) => i > 0 && p < positions[i - 1]!);

export const BW = {
  /** A date (computed), in any usual spelling, in the direct answer. */
  date:
    (get: Get<string>, what: string): Check =>
    async (a, d) =>
      needName(a, dateForms(await get(d)), what),
  /**
   * Exactly the deals `hit` (none of `rest`), each named in full or by its account and deal type
   * on one line, listed in the order given.
   */
  dealsInOrder:
    (get: Get<{ hit: JOpp[]; rest: JOpp[] }>, what: string): Check =>
    async (a, d) => {
      const { hit, rest } = await get(d);
      if (hit.length < 2) throw new Error(`${what}: fewer than two deals to order`);
      const listed = await BH.deals(async () => ({ hit, rest }), what)(a, d);
      if (listed) return listed;
      const lines = a.text.split('\n');
      const offsets = lines.map((_, i) => lines.slice(0, i).join('\n').length);
      const at = (o: JOpp): number => {
        const full = indexOfName(a.text, o.name);
        const line = lines.findIndex((l) => mentions(l, o.acc.name) && mentions(l, dealType(o)));
        const byLine = line < 0 ? -1 : offsets[line]!;
        return full < 0 ? byLine : byLine < 0 ? full : Math.min(full, byLine);
      };
      const bad = inOrder(hit.map(at));
      return bad < 0 ? null : `${what}: expected in this order: ${hit.map((o) => o.name).join(', ')}; ${hit[bad]!.name} comes too early`;
    },
};

// Shared by the files of set BW.

/** Every territory account (mine and third-party). */
export const EVERY = allTerritory;
/** The territory account called `name`. */
export const tAcc = async (d: DataAccess, name: string): Promise<TerritoryAccount> => {
  const hit = (await allTerritory(d)).filter((x) => x.name === name);
  if (hit.length !== 1) throw new Error(`${hit.length} territory accounts named ${name}`);
  return hit[0]!;
};
/** The territory contacts at the accounts `xs`. */
export const tPeopleOf = async (d: DataAccess, xs: TerritoryAccount[]) => {
  const ids = new Set(xs.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};
/** The CRM account called `name`. */
export const cAcc = async (d: DataAccess, name: string): Promise<CrmAccount> => {
  const hit = (await d.crmAccounts()).filter((x) => x.name === name);
  if (hit.length !== 1) throw new Error(`${hit.length} CRM accounts named ${name}`);
  return hit[0]!;
};
/** Every opportunity with its account. */
export const DEALS = JOPPS;
/** Sorted copy, largest (`desc`) or smallest first, by `key`; a tie at the cut of `n` throws. */
export const sortedTop = <T>(xs: T[], key: (x: T) => number, dir: 'desc' | 'asc', n: number, what: string): T[] => {
  const s = [...xs].sort((x, y) => (dir === 'desc' ? key(y) - key(x) : key(x) - key(y)));
  for (let i = 1; i < Math.min(s.length, n + 1); i++)
    if (key(s[i]!) === key(s[i - 1]!)) throw new Error(`${what}: rows ${i} and ${i + 1} tie (the order would be arbitrary)`);
  return s.slice(0, n);
};
/** Whether an ISO timestamp or date falls in [from, to) (dates as YYYY-MM-DD). */
export const stampIn =
  (from: string, to: string) =>
  (stamp: string | null): boolean =>
    stamp !== null && stamp >= from && stamp < to;
