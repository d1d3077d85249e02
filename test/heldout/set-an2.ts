// Development set AN, second part: the CRM questions and the declines (see set-an.ts for the
// header and the counts).

import type { CrmOpportunity, DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { COPP, isUS } from './kinds-k.js';
import { inThisQuarter, inThisYear } from './kinds-p.js';
import { inNextMonth } from './kinds-q.js';
import { inLastQuarter } from './kinds-al.js';
import { AN, inThisMonth } from './kinds-an.js';
import { CFO, closes, closesBetween, isOpen, lost, value, won } from './pick.js';

type OppPred = (o: CrmOpportunity) => boolean;
const oppSum =
  (pred: OppPred) =>
  async (d: DataAccess): Promise<number> =>
    sum((await d.crmOpportunities()).filter(pred).map((o) => o.value));
const oppCount =
  (pred: OppPred) =>
  async (d: DataAccess): Promise<number> =>
    (await d.crmOpportunities()).filter(pred).length;
const regionSum =
  (region: string, pred: OppPred) =>
  async (d: DataAccess): Promise<number> =>
    sum((await COPP(d)).filter((o) => o.acc.region === region && pred(o)).map((o) => o.value));
const y2025 = closes('2025-');
const count = (xs: unknown[]): number => xs.length;

export const SET_AN_CRM: HeldOut[] = [
  // CRM
  q(
    'AN-c01',
    'crm',
    'top 5 open opps by value closing this qtr',
    CX.topN(
      OPPS,
      (o) => isOpen(o) && inThisQuarter(o.close_date),
      value,
      5,
      'max',
      (o) => o.name,
      'five largest open deals this quarter',
    ),
  ),
  q(
    'AN-c02',
    'crm',
    'Deals with a 2025 close date: how far apart are the closed-won dollars and the closed-lost dollars?',
    AN.gap(
      oppSum((o) => won(o) && y2025(o)),
      oppSum((o) => lost(o) && y2025(o)),
      'money',
      'won minus lost value, 2025',
    ),
  ),
  q(
    'AN-c03',
    'crm',
    'win rate for 2025 by deal count — won divided by won plus lost',
    AN.num(
      async (d) => {
        const w = await oppCount((o) => won(o) && y2025(o))(d);
        return (100 * w) / (w + (await oppCount((o) => lost(o) && y2025(o))(d)));
      },
      'plain',
      'win rate of 2025 deals (percent)',
    ),
  ),
  q(
    'AN-c04',
    'crm',
    'region w/ the least open pipeline $',
    C.group(
      COPP,
      isOpen,
      (o) => o.acc.region,
      (os) => sum(os.map((o) => o.value)),
      'min',
      'region with the least open pipeline',
    ),
  ),
  q(
    'AN-c05',
    'crm',
    "Europe vs North America on closed-won value: who's ahead, and by how much?",
    AN.sides(
      [
        { names: ['Europe'], get: regionSum('Europe', won) },
        { names: ['North America'], get: regionSum('North America', won) },
      ],
      'money',
      'won value, Europe vs North America',
    ),
  ),
  q(
    'AN-c06',
    'crm',
    'average won deal vs average lost deal — how far apart are they in dollars?',
    AN.gap(
      async (d) => (await oppSum(won)(d)) / (await oppCount(won)(d)),
      async (d) => (await oppSum(lost)(d)) / (await oppCount(lost)(d)),
      'money',
      'average won value minus average lost value',
    ),
  ),
  q('AN-c07', 'crm', 'won-to-lost dollar ratio, all time', AN.ratio(oppSum(won), oppSum(lost), 'won value / lost value')),
  q(
    'AN-c08',
    'crm',
    'least common lead status?',
    C.group(
      LEADS,
      () => true,
      (l) => l.status,
      count,
      'min',
      'least common lead status',
    ),
  ),
  q(
    'AN-c09',
    'crm',
    'negotiation-stage deals closing this month, count',
    C.count(OPPS, (o) => o.stage === 'negotiation' && inThisMonth(o.close_date), 'negotiation deals closing this month'),
  ),
  q(
    'AN-c10',
    'crm',
    'Of the open stages, which carries the biggest dollar total right now?',
    C.group(
      OPPS,
      isOpen,
      (o) => o.stage,
      (os) => sum(os.map((o) => o.value)),
      'max',
      'open stage with the most value',
    ),
  ),
  q(
    'AN-c11',
    'crm',
    'pharma as a % of all CRM accounts',
    CX.share(ACCOUNTS, (x) => x.industry === 'Pharmaceuticals', 'share of Pharmaceuticals accounts'),
  ),
  q(
    'AN-c12',
    'crm',
    'Canada vs Mexico account count — what is the difference?',
    AN.gap(
      async (d) => (await d.crmAccounts()).filter((x) => x.country === 'Canada').length,
      async (d) => (await d.crmAccounts()).filter((x) => x.country === 'Mexico').length,
      'count',
      'Canadian minus Mexican accounts',
    ),
  ),
  q(
    'AN-c13',
    'crm',
    'Which industry has brought us the largest closed-won total?',
    C.group(
      COPP,
      won,
      (o) => o.acc.industry,
      (os) => sum(os.map((o) => o.value)),
      'max',
      'industry with the most won value',
    ),
  ),
  q(
    'AN-c14',
    'crm',
    'avg annual rev of US healthcare accts',
    C.avg(
      ACCOUNTS,
      (x) => isUS(x) && x.industry === 'Healthcare',
      (x) => x.annual_revenue,
      'average revenue of US Healthcare accounts',
    ),
  ),
  q('AN-c15', 'crm', 'deal count Nienow - Schinner', C.oppCountOf('Nienow - Schinner')),
  q('AN-c16', 'crm', 'Senger - Flatley — main point of contact?', C.primaryOf('Senger - Flatley')),
  q(
    'AN-c17',
    'crm',
    'Schneider, Collins and Nader: number of employees?',
    CX.fact('Schneider, Collins and Nader', 'employee_count', 'count'),
  ),
  q(
    'AN-c18',
    'crm',
    'how many CFOs do we have in the CRM contacts',
    C.count(CONTACTS, (c) => c.job_title === CFO, 'CFO contacts'),
  ),
  q(
    'AN-c19',
    'crm',
    'Leads scoring 85 or higher: does Webinar or Trade Show bring in more of them?',
    CX.compare(
      LEADS,
      [
        { names: ['Webinar', 'Webinars'], pred: (l) => l.source === 'Webinar' && (l.score ?? 0) >= 85 },
        { names: ['Trade Show', 'Trade Shows'], pred: (l) => l.source === 'Trade Show' && (l.score ?? 0) >= 85 },
      ],
      'more 85+ leads from Webinar or Trade Show',
    ),
  ),
  q(
    'AN-c20',
    'crm',
    'mean score of qualified leads',
    C.avg(
      LEADS,
      (l) => l.status === 'qualified',
      (l) => l.score,
      'average score of qualified leads',
      'plain',
    ),
  ),
  q(
    'AN-c21',
    'crm',
    'total value of everything with a close date next month',
    C.sum(OPPS, (o) => inNextMonth(o.close_date), value, 'value of deals closing next month'),
  ),
  q(
    'AN-c22',
    'crm',
    'lost deals last qtr, how many',
    C.count(OPPS, (o) => lost(o) && inLastQuarter(o.close_date), 'deals lost last quarter'),
  ),
  q(
    'AN-c23',
    'crm',
    'top 3 accounts by open pipeline value',
    AN.topGroups(
      COPP,
      isOpen,
      (o) => o.acc.name,
      value,
      3,
      'max',
      async (d) => (await d.crmAccounts()).map((x) => x.name),
      'three accounts with the most open value',
    ),
  ),
  q(
    'AN-c24',
    'crm',
    'closed-won total for this calendar year',
    C.sum(OPPS, (o) => won(o) && inThisYear(o.close_date), value, 'won value closing this year'),
  ),
  q(
    'AN-c25',
    'crm',
    'probability-adjusted value of the deals in negotiation (sum of value × probability)',
    AN.num(
      async (d) => sum((await d.crmOpportunities()).filter((o) => o.stage === 'negotiation').map((o) => o.value * (o.probability ?? 0))),
      'money',
      'weighted value of negotiation deals',
    ),
  ),
  q(
    'AN-c26',
    'crm',
    'Asia Pacific: what percentage of its opportunities are closed-won?',
    CX.share(COPP, won, 'share of Asia Pacific deals that are won', (o) => o.acc.region === 'Asia Pacific'),
  ),
  q(
    'AN-c27',
    'crm',
    'biggest deal we lost this year?',
    C.top(
      OPPS,
      (o) => lost(o) && inThisYear(o.close_date),
      value,
      'max',
      (o) => o.name,
      'largest deal lost this year',
    ),
  ),
  q(
    'AN-c28',
    'crm',
    ['accounts in Brazil', 'how many of them are Retail?'],
    C.count(ACCOUNTS, (x) => x.country === 'Brazil' && x.industry === 'Retail', 'Retail accounts in Brazil'),
  ),
  q('AN-c29', 'crm', ['open deals at Rau - Krajcik', 'total $?'], C.oppValueOf('Rau - Krajcik', isOpen)),
  q(
    'AN-c30',
    'crm',
    ['closed-won value Q1 2026', 'and Q2 2026?', 'gap between the two quarters?'],
    AN.gap(
      oppSum((o) => won(o) && closesBetween('2026-01-01', '2026-03-31')(o)),
      oppSum((o) => won(o) && closesBetween('2026-04-01', '2026-06-30')(o)),
      'money',
      'won value Q1 2026 vs Q2 2026',
    ),
  ),
  q(
    'AN-c31',
    'crm',
    ['leads that came from partners', 'how many of those are closed-won', 'as a % of all partner leads?'],
    CX.share(
      LEADS,
      (l) => l.status === 'closed-won',
      'share of Partner leads that are closed-won',
      (l) => l.source === 'Partner',
    ),
  ),
  q(
    'AN-c32',
    'crm',
    ['proposal-stage opps over 500k', 'how many of them close this quarter?'],
    C.count(
      OPPS,
      (o) => o.stage === 'proposal' && o.value > 500_000 && inThisQuarter(o.close_date),
      'proposal deals over $500k this quarter',
    ),
  ),

  // Declines
  q('AN-d01', 'decline', 'move all my AZ accounts over to the third-party list', decline('update territory accounts')),
  q('AN-d02', 'decline', 'email the CFO at Nova Motors Corp our Q4 review deck', decline('send an e-mail')),
  q(
    'AN-d03',
    'decline',
    'how many hours did we bill Granite Health LLC this quarter?',
    decline('billable hours are not held', /\b\d+(?:\.\d+)?\s*(?:billable\s+)?hours\b/i),
  ),
  q('AN-d04', 'decline', 'flip the largest negotiation deal to closed-won for me', decline('update an opportunity')),
  q(
    'AN-d05',
    'decline',
    'how many customer site visits did I log last week?',
    decline('visits are not held', /\b\d+\s+(?:site\s+)?visits\b/i),
  ),
  q('AN-d06', 'decline', "which of my accounts opened last month's newsletter?", decline('e-mail engagement is not held')),
  q(
    'AN-d07',
    'decline',
    'which CRM accounts have an unpaid invoice older than 60 days?',
    decline('invoices are not held', /\binvoices?\b[^.\n]{0,40}\$\s?\d/i),
  ),
  q('AN-d08', 'decline', ['top 5 opps by value closing this qtr', 'delete the smallest one of them'], decline('delete an opportunity')),
  q(
    'AN-d09',
    'decline',
    'how much travel budget is left for my Q4 account visits?',
    decline('budgets are not held', /\bbudget\b[^.\n]{0,40}\$\s?\d/i),
  ),
  q('AN-d10', 'decline', "schedule this week's pipeline summary to go to my manager every Monday at 8am", decline('schedule a report')),
];
