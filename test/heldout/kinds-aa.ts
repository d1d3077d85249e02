// Kinds of held-out question used by set AA that the earlier kinds files do not cover: one
// figure (money or a count) added up over both APIs, the US CRM accounts in the state of a named
// territory account that pass a test (a list), and a figure (a sum, a count...) of those US CRM
// accounts. Every expected figure is computed from the APIs' data when the checker runs.

import type { CrmAccount, DataAccess } from './data.js';
import { byName, fmt, needList, needNumber, sum, type Check } from './judge.js';
import { loadAccounts, some } from './kinds-cd.js';
import { figure, type Stat } from './kinds-k.js';

/** The US CRM accounts in the state of the named territory account (mine or third-party), and that state. */
async function crmInStateOfNamed(d: DataAccess, name: string): Promise<{ state: string; rows: CrmAccount[] }> {
  const acc = byName(await loadAccounts(d, 'all'), name);
  const rows = (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state === acc.state);
  if (rows.length === 0) throw new Error(`no US CRM account in ${acc.state}, the state of ${name}`);
  return { state: acc.state, rows };
}

/** A figure of one API, for AA.total. */
export interface Part {
  get: (d: DataAccess) => Promise<number>;
  what: string;
}

export const AA = {
  /** One figure added up over both APIs (money or a count). */
  total:
    (parts: Part[], unit: 'money' | 'count', what: string): Check =>
    async (a, d) => {
      const xs = await Promise.all(parts.map((p) => p.get(d)));
      return needNumber(a, sum(xs), unit, `${what} (${parts.map((p, i) => `${p.what} ${fmt(xs[i]!)}`).join(' + ')})`);
    },
  /** The US CRM accounts in the state of the named territory account (mine or third-party) that pass `pred`: every one, no other. */
  crmInStateOf:
    (name: string, pred: (x: CrmAccount) => boolean, what: string): Check =>
    async (a, d) => {
      const { state, rows } = await crmInStateOfNamed(d, name);
      const hit = rows.filter(pred).map((x) => x.name);
      const every = (await d.crmAccounts()).map((x) => x.name);
      return needList(a, some(hit, what), every, `${what} (US CRM accounts in ${state}, the state of ${name})`);
    },
  /** A figure (`stat` of `value` over those passing `pred`) of the US CRM accounts in the state of the named territory account. */
  crmFigureInStateOf:
    (
      name: string,
      f: { pred?: (x: CrmAccount) => boolean; value?: (x: CrmAccount) => number; stat: Stat },
      unit: 'money' | 'count' | 'plain',
      what: string,
    ): Check =>
    async (a, d) => {
      const { state, rows } = await crmInStateOfNamed(d, name);
      const n = await figure(d, { load: () => Promise.resolve(rows), ...f });
      return needNumber(a, n, unit, `${what} (US CRM accounts in ${state}, the state of ${name})`);
    },
};
