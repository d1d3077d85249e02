// Held-out set BZ, continued (see set-bz.ts; SEALED): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, groups, q, winners } from './judge.js';
import { BB, extra, person } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { bestAliased, countBy, overdue, share } from './kinds-bv.js';
import {
  accountOf,
  crmAccount,
  crmDeal,
  dealNames,
  dealsOf,
  isOpen,
  openValue,
  peopleOf,
  pickDeal,
  stateFirst,
  usAccounts,
  yn,
} from './kinds-bz.js';
import { only, withAliases } from './kinds-cd.js';
import { lost, won } from './pick.js';
import { SET_BZ_REST } from './set-bz3.js';

const today = (): string => new Date().toISOString().slice(0, 10);
const year = (): string => String(new Date().getUTCFullYear());
const total = (os: { value: number }[]): number => os.reduce((s, o) => s + o.value, 0);
const inYear = (y: string) => (o: { close_date: string | null }) => o.close_date?.startsWith(`${y}-`) ?? false;

const CRM: HeldOut[] = [
  // The sales-operations manager cleaning the data.
  q(
    'BZ-c01',
    'crm',
    ['How many CRM accounts have no state filled in?', 'how many of those are in Germany?'],
    BB.num(
      async (d) => (await d.crmAccounts()).filter((x) => (x.state === null || x.state.trim() === '') && x.country === 'Germany').length,
      'count',
      'German CRM accounts without a state',
    ),
  ),
  q(
    'BZ-c02',
    'crm',
    'How many leads have nothing at all in their notes?',
    BB.num(
      async (d) => (await d.crmLeads()).filter((l) => (extra(l, 'notes') ?? '').trim() === '').length,
      'count',
      'leads with blank notes',
    ),
  ),
  q(
    'BZ-c03',
    'crm',
    'Which lead names show up more than once in the CRM?',
    BB.list(async (d) => {
      const leads = await d.crmLeads();
      const g = countBy(leads, person);
      return [g.filter((x) => x.value > 1).map((x) => x.key), leads.map(person)];
    }, 'lead names that repeat'),
  ),
  q(
    'BZ-c04',
    'crm',
    'Are any CRM contacts duplicated by full name? Give me the names that repeat.',
    BB.list(async (d) => {
      const cs = await d.crmContacts();
      const g = countBy(cs, person);
      return [g.filter((x) => x.value > 1).map((x) => x.key), cs.map(person)];
    }, 'contact names that repeat'),
  ),
  q(
    'BZ-c05',
    'crm',
    "How many deals are marked closed-won even though their close date hasn't come yet?",
    BB.num(
      async (d) => {
        const ws = (await d.crmOpportunities()).filter(won);
        return [ws.filter((o) => (o.close_date ?? '') > today()).length, ws.filter((o) => (o.close_date ?? '') >= today()).length];
      },
      'count',
      'closed-won deals with a future close date',
    ),
  ),
  q(
    'BZ-c06',
    'crm',
    'Open opportunities whose close date is already behind us: how many are there?',
    BB.num(
      async (d) => {
        const os = await d.crmOpportunities();
        return [os.filter((o) => overdue(o, false)).length, os.filter((o) => overdue(o, true)).length];
      },
      'count',
      'open deals past their close date',
    ),
  ),
  q(
    'BZ-c07',
    'crm',
    'How many leads have a score of exactly zero?',
    BB.num(async (d) => (await d.crmLeads()).filter((l) => l.score === 0).length, 'count', 'leads scored 0'),
  ),
  q(
    'BZ-c08',
    'crm',
    'Does any CRM account have more than one contact flagged as primary?',
    BB.yes(async (d) => {
      const g = countBy(
        (await d.crmContacts()).filter((c) => c.is_primary),
        (c) => String(c.account_id),
      );
      return g.filter((x) => x.value > 1).length;
    }, 'accounts with several primary contacts'),
  ),

  // The chief executive on a phone.
  q(
    'BZ-c09',
    'crm',
    'open pipeline $',
    BB.num(async (d) => total((await d.crmOpportunities()).filter(isOpen)), 'money', 'open pipeline value'),
  ),
  q(
    'BZ-c10',
    'crm',
    '# deals won ytd',
    BB.num(
      async (d) => {
        const ws = (await d.crmOpportunities()).filter((o) => won(o) && inYear(year())(o));
        return [ws.filter((o) => (o.close_date ?? '') <= today()).length, ws.length];
      },
      'count',
      'deals won this year to date',
    ),
  ),
  q(
    'BZ-c11',
    'crm',
    'avg won deal size',
    BB.num(async (d) => avg((await d.crmOpportunities()).filter(won).map((o) => o.value)), 'money', 'average closed-won value'),
  ),
  q(
    'BZ-c12',
    'crm',
    'win rate 2025',
    BB.num(
      async (d) => {
        const os = (await d.crmOpportunities()).filter(inYear('2025'));
        const w = os.filter(won).length;
        return [share(w, w + os.filter(lost).length), share(w, os.length)];
      },
      'plain',
      'win rate of deals closing in 2025 (percent)',
    ),
  ),
  q(
    'BZ-c13',
    'crm',
    'won $ q3 2025',
    BB.num(
      async (d) =>
        total(
          (await d.crmOpportunities()).filter(
            (o) => won(o) && (o.close_date ?? '') >= '2025-07-01' && (o.close_date ?? '') <= '2025-09-30',
          ),
        ),
      'money',
      'closed-won value in Q3 2025',
    ),
  ),
  q(
    'BZ-c14',
    'crm',
    'top lead source',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await d.crmLeads(), (l) => l.source),
          'max',
        ),
      'lead source with the most leads',
    ),
  ),
  q(
    'BZ-c15',
    'crm',
    ['# opps in negotiation', '$?'],
    BB.num(
      async (d) => total((await d.crmOpportunities()).filter((o) => o.stage === 'negotiation')),
      'money',
      'value of negotiation deals',
    ),
  ),
  q(
    'BZ-c16',
    'crm',
    'region w/ most open pipeline',
    BB.name(async (d) => {
      const acc = new Map((await d.crmAccounts()).map((x) => [x.id, x.region]));
      const g = groups((await d.crmOpportunities()).filter(isOpen), (o) => acc.get(o.account_id), total);
      return winners(g, (x) => x.value, 'max').map((x) => x.key);
    }, 'region with the most open pipeline'),
  ),

  // The territory planner comparing places.
  q(
    'BZ-c17',
    'crm',
    'Europe versus Asia Pacific: what is the gap in open pipeline value between the two regions?',
    BB.num(
      async (d) => Math.abs((await openValue(d, (x) => x.region === 'Europe')) - (await openValue(d, (x) => x.region === 'Asia Pacific'))),
      'money',
      'open pipeline of Europe minus Asia Pacific',
    ),
  ),
  q(
    'BZ-c18',
    'crm',
    'What share of closed-won deal value comes from accounts in North America?',
    BB.num(
      async (d) => {
        const region = new Map((await d.crmAccounts()).map((x) => [x.id, x.region]));
        const ws = (await d.crmOpportunities()).filter(won);
        return share(total(ws.filter((o) => region.get(o.account_id) === 'North America')), total(ws));
      },
      'plain',
      'North America share of closed-won value (percent)',
    ),
  ),
  q(
    'BZ-c19',
    'crm',
    'California versus Texas: which state has more accounts in the CRM?',
    stateFirst(
      async (d) => [
        ['CA', (await usAccounts(d, 'CA')).length],
        ['TX', (await usAccounts(d, 'TX')).length],
      ],
      'US state with more CRM accounts (CA vs TX)',
    ),
  ),
  q(
    'BZ-c20',
    'crm',
    "Is Germany's open pipeline more than twice the size of France's?",
    yn(
      async (d) => (await openValue(d, (x) => x.country === 'Germany')) > 2 * (await openValue(d, (x) => x.country === 'France')),
      'German open pipeline above twice the French one',
    ),
  ),
  q(
    'BZ-c21',
    'crm',
    ['Break down the CRM accounts by region.', 'what percentage of them are in Latin America?'],
    BB.num(
      async (d) => {
        const xs = await d.crmAccounts();
        return share(xs.filter((x) => x.region === 'Latin America').length, xs.length);
      },
      'plain',
      'share of CRM accounts in Latin America (percent)',
    ),
  ),
  q(
    'BZ-c22',
    'crm',
    'Average annual revenue of CRM accounts, United Kingdom versus Germany: which is higher, and by how much?',
    BB.each(
      BC.first(async (d) => {
        const xs = await d.crmAccounts();
        const mean = (c: string): number =>
          avg(xs.filter((x) => x.country === c && x.annual_revenue !== null).map((x) => x.annual_revenue!));
        const uk = mean('United Kingdom');
        const de = mean('Germany');
        if (uk === de) throw new Error('UK and Germany tie');
        return { options: [withAliases('United Kingdom'), ['Germany']], winner: uk > de ? 0 : 1 };
      }, 'country with the higher average annual revenue (UK vs Germany)'),
      BB.num(
        async (d) => {
          const xs = await d.crmAccounts();
          const mean = (c: string): number =>
            avg(xs.filter((x) => x.country === c && x.annual_revenue !== null).map((x) => x.annual_revenue!));
          return Math.abs(mean('United Kingdom') - mean('Germany'));
        },
        'money',
        'gap between the average annual revenue of UK and German accounts',
      ),
    ),
  ),

  // The account manager asking about named deals and accounts.
  q(
    'BZ-c23',
    'crm',
    ['What stage is the Cartwright and Sons - Data Analytics Suite deal in?', "what's it worth?"],
    BB.num(async (d) => (await crmDeal(d, 'Cartwright and Sons - Data Analytics Suite')).value, 'money', 'value of that deal'),
  ),
  q(
    'BZ-c24',
    'crm',
    ["Who's the primary contact at Pfeffer Group?", "what's their job title?"],
    BB.name(async (d) => {
      const p = (await peopleOf(d, 'Pfeffer Group')).filter((c) => c.is_primary);
      return p.flatMap((c) => (c.job_title ? withAliases(c.job_title) : []));
    }, 'job title of the primary contact at Pfeffer Group'),
  ),
  q(
    'BZ-c25',
    'crm',
    ['Which deals does Bins LLC still have open?', 'which of them has the earliest close date?'],
    BB.name(async (d) => {
      const acc = await crmAccount(d, 'Bins LLC');
      const open = (await dealsOf(d, acc)).filter((o) => isOpen(o) && o.close_date !== null);
      const first = only(open, (o) => Date.parse(o.close_date!), 'min', 'earliest open Bins LLC deal');
      return dealNames(first, acc);
    }, 'open Bins LLC deal with the earliest close date'),
  ),
  q(
    'BZ-c26',
    'crm',
    ['When is Kshlerin and Sons - Training Package due to close?', 'what industry is the account behind it in?'],
    BB.name(async (d) => {
      const acc = await accountOf(d, await crmDeal(d, 'Kshlerin and Sons - Training Package'));
      if (!acc.industry) throw new Error('no industry');
      return [acc.industry];
    }, 'industry of the account behind the deal'),
  ),
  q(
    'BZ-c27',
    'crm',
    'How many contacts do we have at Considine Inc, and which one is the primary?',
    BB.each(
      BB.num(async (d) => (await peopleOf(d, 'Considine Inc')).length, 'count', 'contacts at Considine Inc'),
      BB.name(
        async (d) => (await peopleOf(d, 'Considine Inc')).filter((c) => c.is_primary).map(person),
        'primary contact at Considine Inc',
      ),
    ),
  ),
  q(
    'BZ-c28',
    'crm',
    ['Total value of all the deals with Schiller LLC?', 'just the won ones'],
    BB.num(async (d) => total((await dealsOf(d, 'Schiller LLC')).filter(won)), 'money', 'closed-won value of Schiller LLC'),
  ),
  q(
    'BZ-c29',
    'crm',
    ["What's the stage and amount of Huel, Labadie and Runolfsson - Enterprise Agreement?", 'where is the account behind that deal based?'],
    BB.name(async (d) => {
      const acc = await accountOf(d, await crmDeal(d, 'Huel, Labadie and Runolfsson - Enterprise Agreement'));
      return [acc.city, acc.country].filter((x): x is string => x !== null);
    }, 'city or country of the account behind the deal'),
  ),
  q(
    'BZ-c30',
    'crm',
    'Who at Hettinger Group works in HR?',
    BB.list(
      async (d) => [
        (await peopleOf(d, 'Hettinger Group')).filter((c) => c.department === 'Human Resources').map(person),
        (await d.crmContacts()).map(person),
      ],
      'Hettinger Group contacts in Human Resources',
    ),
  ),
  q(
    'BZ-c31',
    'crm',
    ["What's the single largest deal sitting in negotiation?", 'which account is that with?', "who's their primary contact?"],
    BB.name(async (d) => {
      const o = await pickDeal(
        d,
        (x) => x.stage === 'negotiation',
        (x) => x.value,
        'max',
        'largest negotiation deal',
      );
      return (await peopleOf(d, await accountOf(d, o))).filter((c) => c.is_primary).map(person);
    }, 'primary contact of the account behind the largest negotiation deal'),
  ),
  q(
    'BZ-c32',
    'crm',
    ['What was the biggest deal we lost in 2025?', 'which account was it with?', 'how many open deals do we still have with them?'],
    BB.num(
      async (d) => {
        const o = await pickDeal(
          d,
          (x) => lost(x) && inYear('2025')(x),
          (x) => x.value,
          'max',
          'largest deal lost in 2025',
        );
        return (await dealsOf(d, await accountOf(d, o))).filter(isOpen).length;
      },
      'count',
      'open deals of the account behind the largest 2025 loss',
    ),
  ),
];

export const SET_BZ_MORE: HeldOut[] = [...CRM, ...SET_BZ_REST];
