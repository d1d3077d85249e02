// Held-out set BU, continued (see set-bu.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum } from './judge.js';
import { BB, crmPerson, extra, firstN } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { cEvery, cPeople, dated, dealSum, lastKey, middle, person, quarterNames, rankedKey, tally, wonByQuarter } from './kinds-bu.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { only, withAliases } from './kinds-cd.js';
import { ACCOUNTS, C, LEADS, OPPS } from './kinds.js';
import { closes, isOpen, lost, value, won } from './pick.js';
import { SET_BU_LAST } from './set-bu3.js';

const CRM: HeldOut[] = [
  // The customer-success manager.
  q(
    'BU-c01',
    'crm',
    ['Who do we know at Lakin - Williamson?', 'Which of those people sit in the Sales department?'],
    BB.list(async (d) => {
      const cs = await cPeople(d, 'Lakin - Williamson');
      return [cs.filter((c) => c.department === 'Sales').map(person), cs.map(person)];
    }, 'Sales people at Lakin - Williamson'),
  ),
  q('BU-c02', 'crm', "Who's our main point of contact at Bins, Torphy and Block?", C.primaryOf('Bins, Torphy and Block')),
  q(
    'BU-c03',
    'crm',
    'Break down the contacts at Rohan - Schamberger by department, with a headcount for each one.',
    BD.breakdown(
      async (d) => tally(await cPeople(d, 'Rohan - Schamberger'), (c) => c.department),
      'count',
      'contacts per department at Rohan - Schamberger',
    ),
  ),
  q('BU-c04', 'crm', 'Which department does Mathilde Aufderhar work in?', CX.deptOf('Mathilde Aufderhar')),
  q(
    'BU-c05',
    'crm',
    "What's Irma Koss's email? She's one of our contacts at Konopelski and Sons.",
    BB.every(async (d) => [crmPerson(await cPeople(d, 'Konopelski and Sons'), 'Irma Koss').email], 'e-mail of Irma Koss'),
  ),
  q(
    'BU-c06',
    'crm',
    'Is there anybody from the Finance department among our contacts at Brekke - Steuber?',
    BB.yes(
      async (d) => (await cPeople(d, 'Brekke - Steuber')).filter((c) => c.department === 'Finance').length,
      'a Finance contact at Brekke - Steuber',
    ),
  ),

  // The finance person.
  q(
    'BU-c07',
    'crm',
    'What was the total value of closed-won deals with close dates in Q3 2025?',
    C.sum(OPPS, (o) => won(o) && dated('2025-07-01', '2025-09-30')(o), value, 'closed-won value, Q3 2025'),
  ),
  q(
    'BU-c08',
    'crm',
    'How much open pipeline is scheduled to close in the first half of 2026?',
    C.sum(OPPS, (o) => isOpen(o) && dated('2026-01-01', '2026-06-30')(o), value, 'open value closing H1 2026'),
  ),
  q(
    'BU-c09',
    'crm',
    "What's our average deal size on the opportunities we won in 2024?",
    C.avg(OPPS, (o) => won(o) && closes('2024')(o), value, 'average closed-won deal, 2024'),
  ),
  q(
    'BU-c10',
    'crm',
    'What is the median value of the deals that are currently in negotiation?',
    BB.num(
      async (d) => middle((await d.crmOpportunities()).filter((o) => o.stage === 'negotiation').map(value)),
      'money',
      'median negotiation deal',
    ),
  ),
  q(
    'BU-c11',
    'crm',
    'Looking at every deal that closed during 2025, won or lost, what percentage did we actually win?',
    BB.num(
      async (d) => {
        const closed = (await d.crmOpportunities()).filter((o) => (won(o) || lost(o)) && closes('2025')(o));
        const w = closed.filter(won);
        return [(w.length / closed.length) * 100, (dealSum(w) / dealSum(closed)) * 100];
      },
      'plain',
      'win rate of 2025 closed deals (percent, by count or by value)',
    ),
  ),
  q(
    'BU-c12',
    'crm',
    ['Which quarter of 2025 brought in the most closed-won value?', 'And which quarter was the weakest?'],
    BB.name(
      async (d) => quarterNames(Number(lastKey(wonByQuarter(await d.crmOpportunities(), '2025'), 'closed-won value per quarter'))),
      'quarter of 2025 with the least closed-won value',
    ),
  ),
  q(
    'BU-c13',
    'crm',
    "What's the single biggest deal that's still open, and which account is it with?",
    BD.deal(async (d) => only((await d.crmOpportunities()).filter(isOpen), value, 'max', 'largest open deal'), 'largest open deal'),
  ),
  q(
    'BU-c14',
    'crm',
    ['Total value of the deals we lost in 2024?', 'And in 2025?'],
    C.sum(OPPS, (o) => lost(o) && closes('2025')(o), value, 'closed-lost value, 2025'),
  ),
  q(
    'BU-c15',
    'crm',
    'What does our open pipeline come to once each deal is weighted by its probability?',
    BB.num(
      async (d) => sum((await d.crmOpportunities()).filter(isOpen).map((o) => o.value * (o.probability ?? 0))),
      'money',
      'probability-weighted open pipeline',
    ),
  ),
  q(
    'BU-c16',
    'crm',
    'Is the average closed-won deal bigger than the average closed-lost one, and by how much?',
    BH.versus(
      async (d) => {
        const os = await d.crmOpportunities();
        return {
          options: [
            ['closed-won', 'won'],
            ['closed-lost', 'lost'],
          ],
          values: [avg(os.filter(won).map(value)), avg(os.filter(lost).map(value))],
        };
      },
      'money',
      'average deal, closed-won vs closed-lost',
    ),
  ),
  q(
    'BU-c17',
    'crm',
    'Split the open pipeline by stage, with the total dollar value sitting in each stage.',
    BD.breakdown(
      async (d) => groups((await d.crmOpportunities()).filter(isOpen), (o) => o.stage, dealSum),
      'money',
      'open value per stage',
    ),
  ),
  q(
    'BU-c18',
    'crm',
    'Which five accounts have booked the most closed-won deal value?',
    BB.list(async (d) => {
      const names = new Map((await d.crmAccounts()).map((x) => [x.id, x.name]));
      const g = groups((await d.crmOpportunities()).filter(won), (o) => names.get(o.account_id) ?? null, dealSum);
      return [firstN(g, (x) => x.value, 5, 'max').map((x) => x.key), await cEvery(d)];
    }, 'five accounts with the most closed-won value'),
  ),

  // The territory planner.
  q(
    'BU-c19',
    'crm',
    'After the United States, which country has the most CRM accounts?',
    BB.name(
      async (d) =>
        withAliases(
          rankedKey(
            tally(await d.crmAccounts(), (x) => x.country),
            2,
            'CRM accounts per country',
          ),
        ),
      'country second by CRM accounts',
    ),
  ),
  q(
    'BU-c20',
    'crm',
    'Among the CRM accounts in Germany, which industry carries the largest total annual revenue?',
    BB.name(async (d) => {
      const g = groups(
        (await d.crmAccounts()).filter((x) => x.country === 'Germany'),
        (x) => x.industry,
        (xs) => sum(xs.map((x) => x.annual_revenue ?? 0)),
      );
      return [only(g, (x) => x.value, 'max', 'annual revenue per industry in Germany').key];
    }, 'industry with the most annual revenue in Germany'),
  ),
  q(
    'BU-c21',
    'crm',
    ['How many CRM accounts are based in Brazil?', 'Same for Mexico.'],
    C.count(ACCOUNTS, (x) => x.country === 'Mexico', 'CRM accounts in Mexico'),
  ),
  q(
    'BU-c22',
    'crm',
    'Which region has the largest open pipeline by value?',
    C.group(JOPPS, isOpen, (o) => o.acc.region, dealSum, 'max', 'region with the largest open pipeline'),
  ),
  q(
    'BU-c23',
    'crm',
    ['Which US state has the most CRM accounts?', 'And the runner-up?'],
    BB.state(
      async (d) => [
        rankedKey(
          tally(
            (await d.crmAccounts()).filter((x) => x.country === 'United States'),
            (x) => x.state,
          ),
          2,
          'CRM accounts per US state',
        ),
      ],
      'US state second by CRM accounts',
    ),
  ),
  q(
    'BU-c24',
    'crm',
    'Japan or Australia: whose CRM accounts have the higher average annual revenue?',
    BP.first(
      async (d) => {
        const xs = await d.crmAccounts();
        const mean = (c: string): number => avg(xs.filter((x) => x.country === c).map((x) => x.annual_revenue ?? 0));
        return { options: [['Japan'], ['Australia']], values: [mean('Japan'), mean('Australia')] };
      },
      'max',
      'higher average annual revenue, Japan vs Australia',
    ),
  ),
  q(
    'BU-c25',
    'crm',
    'What share of our European CRM accounts are in Financial Services?',
    CX.share(
      ACCOUNTS,
      (x) => x.industry === 'Financial Services',
      'share of European accounts in Financial Services',
      (x) => x.region === 'Europe',
    ),
  ),

  // The terse voice.
  q(
    'BU-c26',
    'crm',
    'Open deals over $1M?',
    BB.num(
      async (d) => {
        const os = (await d.crmOpportunities()).filter(isOpen);
        return [os.filter((o) => o.value > 1_000_000).length, os.filter((o) => o.value >= 1_000_000).length];
      },
      'count',
      'open deals over $1M',
    ),
  ),
  q(
    'BU-c27',
    'crm',
    'Qualified webinar leads, how many?',
    C.count(LEADS, (l) => l.source === 'Webinar' && l.status === 'qualified', 'qualified Webinar leads'),
  ),
  q(
    'BU-c28',
    'crm',
    'Average score, referral leads?',
    C.avg(
      LEADS,
      (l) => l.source === 'Referral',
      (l) => l.score,
      'average score of Referral leads',
      'plain',
    ),
  ),
  q('BU-c29', 'crm', 'Primary contact at Wisoky LLC?', C.primaryOf('Wisoky LLC')),
  q(
    'BU-c30',
    'crm',
    'Leads created March 2024, count?',
    C.count(LEADS, (l) => extra(l, 'created_at')?.startsWith('2024-03') ?? false, 'leads created in March 2024'),
  ),
  q(
    'BU-c31',
    'crm',
    ['Largest closed-won deal?', 'Which account is it?'],
    BB.name(async (d) => {
      const top = only((await d.crmOpportunities()).filter(won), value, 'max', 'largest closed-won deal');
      return [(await d.crmAccounts()).find((x) => x.id === top.account_id)!.name];
    }, 'account of the largest closed-won deal'),
  ),
  q(
    'BU-c32',
    'crm',
    'CRM accounts in Kenya?',
    BB.list(
      async (d) => [(await d.crmAccounts()).filter((x) => x.country === 'Kenya').map((x) => x.name), await cEvery(d)],
      'accounts in Kenya',
    ),
  ),
];

export const SET_BU_CRM: HeldOut[] = [...CRM, ...SET_BU_LAST];
