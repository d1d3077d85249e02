// Held-out set CI, continued (see set-ci.ts; SEALED): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, q, sum } from './judge.js';
import { ACCTS, BB, LEADS, OPPS, person, total } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD, crmPeopleAt } from './kinds-bd.js';
import { bestAliased, countBy } from './kinds-bv.js';
import { closingIn, oneBest, oneKey, pair, sumBy } from './kinds-ci.js';
import { isOpen, lost, won } from './pick.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The ways a month (YYYY-MM) may be written: "July 2026", "Jul 2026", "2026-07", "July". */
const monthNames = (ym: string): string[] => {
  const [y, m] = ym.split('-');
  const name = MONTHS[Number(m) - 1]!;
  return [`${name} ${y}`, `${name.slice(0, 3)} ${y}`, ym, name];
};
/** Count of deals closing in a period: every deal, or only the open ones (both fair readings). */
const dealsIn = async (d: Parameters<typeof OPPS>[0], from: string, to: string): Promise<number[]> => {
  const os = await OPPS(d);
  return [os.filter(closingIn(from, to)).length, os.filter(closingIn(from, to, true)).length];
};
/** Value of deals closing in a period: every deal, or only the open ones. */
const valueIn = async (d: Parameters<typeof OPPS>[0], from: string, to: string): Promise<number[]> => {
  const os = await OPPS(d);
  return [total(os.filter(closingIn(from, to))), total(os.filter(closingIn(from, to, true)))];
};
const scoreAvg = async (d: Parameters<typeof LEADS>[0], source: string): Promise<number> =>
  avg((await LEADS(d)).filter((l) => l.source === source && l.score !== null).map((l) => l.score!));

export const SET_CI_CRM: HeldOut[] = [
  // The customer-success lead.
  q(
    'CI-c01',
    'crm',
    'How many contacts does Walter LLC have in the CRM?',
    BB.num(async (d) => (await crmPeopleAt(d, 'Walter LLC')).length, 'count', 'CRM contacts at Walter LLC'),
  ),
  q(
    'CI-c02',
    'crm',
    'Who is the primary contact at Stanton and Sons?',
    BB.name(
      async (d) => (await crmPeopleAt(d, 'Stanton and Sons')).filter((c) => c.is_primary).map(person),
      'primary contact at Stanton and Sons',
    ),
  ),
  q(
    'CI-c03',
    'crm',
    ['How many contacts are there at Cremin, Feil and Fahey?', 'and at Abernathy - Erdman?'],
    BB.num(async (d) => (await crmPeopleAt(d, 'Abernathy - Erdman')).length, 'count', 'CRM contacts at Abernathy - Erdman'),
  ),
  q(
    'CI-c04',
    'crm',
    'At Crist - Carroll, which contacts have the same job title as someone else there?',
    BB.every(async (d) => {
      const cs = await crmPeopleAt(d, 'Crist - Carroll');
      return cs.filter((c) => cs.some((o) => o.id !== c.id && o.job_title === c.job_title)).map(person);
    }, 'Crist - Carroll contacts sharing a title'),
  ),

  // The pipeline reviewer.
  q(
    'CI-c05',
    'crm',
    'How many deals are due to close in March 2026?',
    BB.num(async (d) => dealsIn(d, '2026-03-01', '2026-03-31'), 'count', 'deals closing in March 2026'),
  ),
  q(
    'CI-c06',
    'crm',
    "What's the total amount of the deals closing in Q2 2026?",
    BB.num(async (d) => valueIn(d, '2026-04-01', '2026-06-30'), 'money', 'value closing in Q2 2026'),
  ),
  q(
    'CI-c07',
    'crm',
    ['How many deals have a close date in the first week of January 2026?', 'Which of them are still open?'],
    BB.list(async (d) => {
      const os = await OPPS(d);
      return [os.filter(closingIn('2026-01-01', '2026-01-07', true)).map((o) => o.name), os.map((o) => o.name)];
    }, 'open deals closing 1-7 January 2026'),
  ),
  q(
    'CI-c08',
    'crm',
    'How many open deals have a close date before 1 June 2025?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => isOpen(o) && o.close_date !== null && o.close_date < '2025-06-01').length,
      'count',
      'open deals closing before 2025-06-01',
    ),
  ),
  q(
    'CI-c09',
    'crm',
    'How many opportunities are scheduled to close after 30 September 2026?',
    BB.num(async (d) => dealsIn(d, '2026-10-01', '9999-12-31'), 'count', 'deals closing after 2026-09-30'),
  ),
  q(
    'CI-c10',
    'crm',
    'For the deals closing in December 2026, what stages are they in? A count per stage, please.',
    BD.breakdown(
      async (d) => countBy((await OPPS(d)).filter(closingIn('2026-12-01', '2026-12-31')), (o) => o.stage),
      'count',
      'deals closing in December 2026 by stage',
    ),
  ),
  q(
    'CI-c11',
    'crm',
    ['How much is closing in August 2025?', 'and in September?'],
    BB.num(async (d) => valueIn(d, '2025-09-01', '2025-09-30'), 'money', 'value closing in September 2025'),
  ),
  q(
    'CI-c12',
    'crm',
    'What was the total value of the closed-won deals with a close date in 2025?',
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => won(o) && closingIn('2025-01-01', '2025-12-31')(o))),
      'money',
      'won value closing in 2025',
    ),
  ),
  q(
    'CI-c13',
    'crm',
    'How many deals did we lose in the first quarter of 2025?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => lost(o) && closingIn('2025-01-01', '2025-03-31')(o)).length,
      'count',
      'deals lost in Q1 2025',
    ),
  ),
  q(
    'CI-c14',
    'crm',
    'Of the deals closing in July 2026, how many are sitting in negotiation?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation' && closingIn('2026-07-01', '2026-07-31')(o)).length,
      'count',
      'negotiation deals closing in July 2026',
    ),
  ),
  q(
    'CI-c15',
    'crm',
    'Which month of 2026 has the most open deal value scheduled to close?',
    BB.name(
      async (d) =>
        monthNames(
          oneKey(
            sumBy(
              (await OPPS(d)).filter(closingIn('2026-01-01', '2026-12-31', true)),
              (o) => o.close_date!.slice(0, 7),
              (o) => o.value,
            ),
            'max',
            'month of 2026 by open value closing',
          ),
        ),
      'month of 2026 with the most open value closing',
    ),
  ),
  q(
    'CI-c16',
    'crm',
    'What is the single biggest open deal closing in Q4 2026?',
    BD.deal(
      async (d) =>
        oneBest((await OPPS(d)).filter(closingIn('2026-10-01', '2026-12-31', true)), (o) => o.value, 'max', 'biggest open Q4 2026 deal'),
      'biggest open deal closing in Q4 2026',
    ),
  ),
  q(
    'CI-c17',
    'crm',
    ['How many open deals close between 1 December 2026 and 31 December 2026?', 'What is their total value?'],
    BB.num(
      async (d) => total((await OPPS(d)).filter(closingIn('2026-12-01', '2026-12-31', true))),
      'money',
      'open value closing in December 2026',
    ),
  ),
  q(
    'CI-c18',
    'crm',
    "What's the average deal amount for deals with a close date in 2024?",
    BB.num(
      async (d) => avg((await OPPS(d)).filter(closingIn('2024-01-01', '2024-12-31')).map((o) => o.value)),
      'money',
      'average value of deals closing in 2024',
    ),
  ),

  // The new hire.
  q(
    'CI-c19',
    'crm',
    'How many lead is coming from Trade Show and is qualified?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.status === 'qualified').length,
      'count',
      'qualified Trade Show leads',
    ),
  ),
  q(
    'CI-c20',
    'crm',
    'Which industry have the most accounts in the CRM?',
    BB.name(
      async (d) => [
        oneKey(
          countBy(await ACCTS(d), (x) => x.industry),
          'max',
          'industry by account count',
        ),
      ],
      'industry with the most accounts',
    ),
  ),
  q(
    'CI-c21',
    'crm',
    'The leads from Referral, what is their average score?',
    BB.num(async (d) => scoreAvg(d, 'Referral'), 'plain', 'average score of Referral leads'),
  ),
  q(
    'CI-c22',
    'crm',
    'How many accounts the CRM has in Germany?',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.country === 'Germany').length, 'count', 'CRM accounts in Germany'),
  ),
  q(
    'CI-c23',
    'crm',
    ['Show me the opportunities in the negotiation stage.', 'How much is them in total?'],
    BB.num(async (d) => total((await OPPS(d)).filter((o) => o.stage === 'negotiation')), 'money', 'value of negotiation deals'),
  ),
  q(
    'CI-c24',
    'crm',
    'Which lead source give the most leads with status closed-won?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(
            (await LEADS(d)).filter((l) => l.status === 'closed-won'),
            (l) => l.source,
          ),
          'max',
        ),
      'lead source with the most closed-won leads',
    ),
  ),

  // The executive.
  q(
    'CI-c25',
    'crm',
    'Won versus lost: what is the total value of closed-won deals compared with closed-lost deals?',
    pair(async (d) => [total((await OPPS(d)).filter(won)), total((await OPPS(d)).filter(lost))], 'money', [
      'closed-won value',
      'closed-lost value',
    ]),
  ),
  q(
    'CI-c26',
    'crm',
    'Is Europe bigger than Asia Pacific by number of CRM accounts? Give me both counts.',
    pair(
      async (d) => {
        const xs = await ACCTS(d);
        return [xs.filter((x) => x.region === 'Europe').length, xs.filter((x) => x.region === 'Asia Pacific').length];
      },
      'count',
      ['Europe accounts', 'Asia Pacific accounts'],
    ),
  ),
  q(
    'CI-c27',
    'crm',
    'How much more deal value sits in the proposal stage than in prospecting?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return total(os.filter((o) => o.stage === 'proposal')) - total(os.filter((o) => o.stage === 'prospecting'));
      },
      'money',
      'proposal value minus prospecting value',
    ),
  ),
  q(
    'CI-c28',
    'crm',
    "What's the ratio of won deals to lost deals, by count?",
    BC.decimal(async (d) => (await OPPS(d)).filter(won).length / (await OPPS(d)).filter(lost).length, 'won deals / lost deals'),
  ),
  q(
    'CI-c29',
    'crm',
    'Webinar leads versus Cold Call leads: how many of each do we have?',
    pair(
      async (d) => {
        const ls = await LEADS(d);
        return [ls.filter((l) => l.source === 'Webinar').length, ls.filter((l) => l.source === 'Cold Call').length];
      },
      'count',
      ['Webinar leads', 'Cold Call leads'],
    ),
  ),
  q(
    'CI-c30',
    'crm',
    ['Total annual revenue of Technology accounts versus Healthcare accounts?', 'And Energy versus Healthcare?'],
    pair(
      async (d) => {
        const xs = await ACCTS(d);
        const rev = (ind: string): number => sum(xs.filter((x) => x.industry === ind).map((x) => x.annual_revenue ?? 0));
        return [rev('Energy'), rev('Healthcare')];
      },
      'money',
      ['annual revenue of Energy accounts', 'annual revenue of Healthcare accounts'],
    ),
  ),
  q(
    'CI-c31',
    'crm',
    "What's the difference between the average lead score of Partner leads and that of Website leads?",
    BC.decimal(
      async (d) => Math.abs((await scoreAvg(d, 'Partner')) - (await scoreAvg(d, 'Website'))),
      'Partner vs Website average score gap',
    ),
  ),
  q(
    'CI-c32',
    'crm',
    'How does the number of accounts in Canada compare with the United Kingdom?',
    pair(
      async (d) => {
        const xs = await ACCTS(d);
        return [xs.filter((x) => x.country === 'Canada').length, xs.filter((x) => x.country === 'United Kingdom').length];
      },
      'count',
      ['CRM accounts in Canada', 'CRM accounts in the United Kingdom'],
    ),
  ),
];
