// Held-out set BS, continued (see set-bs.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, q } from './judge.js';
import { BB, median } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { closingBetween, countBy, createdIn, DEALS, from, isOpen, LEADS, mostCommon, person } from './kinds-bs.js';
import { CX } from './kinds-cd-crm.js';
import { withAliases } from './kinds-cd.js';
import { ACCOUNTS, C, CONTACTS } from './kinds.js';
import { won } from './pick.js';
import { SET_BS_LAST } from './set-bs3.js';

const CRM: HeldOut[] = [
  // The marketing-operations person.
  q(
    'BS-c01',
    'crm',
    'How many of our webinar leads are still sitting in new status?',
    C.count(LEADS, from('Webinar', 'new'), 'Webinar leads in status new'),
  ),
  q(
    'BS-c02',
    'crm',
    'Which lead source has produced the most closed-won leads for us?',
    BB.name(
      async (d) => mostCommon((await LEADS(d)).filter(from(null, 'closed-won')), (l) => l.source, 'closed-won leads by source'),
      'source with the most closed-won leads',
    ),
  ),
  q(
    'BS-c03',
    'crm',
    'What share of our Trade Show leads are currently marked qualified?',
    BP.share(
      async (d) => {
        const ts = (await LEADS(d)).filter(from('Trade Show'));
        return [ts.filter((l) => l.status === 'qualified').length, ts.length];
      },
      'share of Trade Show leads that are qualified',
      true,
    ),
  ),
  q(
    'BS-c04',
    'crm',
    'For leads that came in through partners, how do they split across the different statuses?',
    BD.breakdown(async (d) => countBy((await LEADS(d)).filter(from('Partner')), (l) => l.status), 'count', 'Partner leads per status'),
  ),
  q(
    'BS-c05',
    'crm',
    "What's the average lead score for our referral leads?",
    C.avg(LEADS, from('Referral'), (l) => l.score, 'average score of Referral leads', 'plain'),
  ),
  q(
    'BS-c06',
    'crm',
    ['How many leads do we have from social media?', 'And how many of those ended up closed-lost?'],
    C.count(LEADS, from('Social Media', 'closed-lost'), 'Social Media leads closed-lost'),
  ),
  q(
    'BS-c07',
    'crm',
    "What's the median score of the leads that are in negotiation right now?",
    BB.num(
      async (d) => median((await LEADS(d)).filter(from(null, 'negotiation')).map((l) => l.score ?? 0)),
      'plain',
      'median score of negotiation leads',
    ),
  ),
  q(
    'BS-c08',
    'crm',
    'How many leads did we capture in Q4 2023, going by when they were created?',
    C.count(LEADS, createdIn('2023-10-01', '2024-01-01'), 'leads created in Q4 2023'),
  ),
  q(
    'BS-c09',
    'crm',
    'Leaving out cold calls, how many leads are at the proposal status right now?',
    C.count(LEADS, (l) => l.status === 'proposal' && l.source !== 'Cold Call', 'proposal leads not from Cold Call'),
  ),
  q(
    'BS-c10',
    'crm',
    'Who are the three highest-scoring qualified leads that came from our email campaigns?',
    CX.topN(
      LEADS,
      from('Email Campaign', 'qualified'),
      (l) => l.score ?? 0,
      3,
      'max',
      person,
      'top 3 qualified Email Campaign leads by score',
    ),
  ),
  q(
    'BS-c11',
    'crm',
    'Any partner-sourced leads in healthcare with a perfect score of 100?',
    C.exists(LEADS, (l) => from('Partner')(l) && l.industry === 'Healthcare' && l.score === 100, 'Partner leads in Healthcare scoring 100'),
  ),
  q(
    'BS-c12',
    'crm',
    'Did the website or referrals bring us more qualified leads?',
    CX.compare(
      LEADS,
      [
        { names: withAliases('Website'), pred: from('Website', 'qualified') },
        { names: withAliases('Referral'), pred: from('Referral', 'qualified') },
      ],
      'more qualified leads: Website or Referral',
    ),
  ),
  q(
    'BS-c13',
    'crm',
    'Where did the lead Taryn Bode come from, and what is her status at the moment?',
    BB.each(
      BB.name(async (d) => withAliases((await LEADS(d)).find((l) => person(l) === 'Taryn Bode')!.source ?? ''), 'source of Taryn Bode'),
      BB.name(async (d) => [(await LEADS(d)).find((l) => person(l) === 'Taryn Bode')!.status], 'status of Taryn Bode'),
    ),
  ),
  q(
    'BS-c14',
    'crm',
    ['Pull up our trade-show leads from the media industry.', 'Which of those scored over 85?'],
    BB.list(async (d) => {
      const ls = await LEADS(d);
      const hit = ls.filter((l) => from('Trade Show')(l) && l.industry === 'Media' && (l.score ?? 0) > 85);
      return [hit.map(person), ls.map(person)];
    }, 'Trade Show leads in Media scoring over 85'),
  ),

  // The executive.
  q(
    'BS-c15',
    'crm',
    'Which region accounts for the most annual revenue across our CRM accounts?',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.region,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'max',
      'region with the most annual revenue',
    ),
  ),
  q(
    'BS-c16',
    'crm',
    'Europe versus Asia Pacific: which region has booked more closed-won business by value?',
    BP.first(
      async (d) => {
        const deals = (await DEALS(d)).filter(won);
        const of = (r: string): number => deals.filter((o) => o.acc.region === r).reduce((s, o) => s + o.value, 0);
        return { options: [['Europe'], ['Asia Pacific', 'APAC']], values: [of('Europe'), of('Asia Pacific')] };
      },
      'max',
      'more closed-won value: Europe or Asia Pacific',
    ),
  ),
  q(
    'BS-c17',
    'crm',
    "What's our win rate on closed deals, meaning won as a share of everything that has closed?",
    BP.share(
      async (d) => {
        const os = (await DEALS(d)).filter((o) => o.stage === 'closed-won' || o.stage === 'closed-lost');
        return [os.filter(won).length, os.length];
      },
      'win rate of closed deals',
      true,
    ),
  ),
  q(
    'BS-c18',
    'crm',
    'Across all opportunities, whatever their stage, which industry has the highest average deal value?',
    C.group(
      DEALS,
      () => true,
      (o) => o.acc.industry,
      (os) => avg(os.map((o) => o.value)),
      'max',
      'industry with the highest average deal value',
    ),
  ),
  q(
    'BS-c19',
    'crm',
    [
      "What's the total value of open opportunities with a close date in the first half of 2026?",
      'How much of that comes from North American accounts?',
    ],
    C.sum(
      DEALS,
      (o) => isOpen(o) && closingBetween('2026-01-01', '2026-06-30')(o) && o.acc.region === 'North America',
      (o) => o.value,
      'open H1 2026 value in North America',
    ),
  ),
  q(
    'BS-c20',
    'crm',
    'On average, how big is the headcount of our accounts based in Germany?',
    C.avg(
      ACCOUNTS,
      (x) => x.country === 'Germany',
      (x) => x.employee_count,
      'average employee count in Germany',
      'plain',
    ),
  ),

  // The one who gives instructions.
  q(
    'BS-c21',
    'crm',
    'List the opportunities for Collier Inc, with the stage of each.',
    BH.deals(async (d) => {
      const os = await DEALS(d);
      return { hit: os.filter((o) => o.acc.name === 'Collier Inc'), rest: os.filter((o) => o.acc.name !== 'Collier Inc') };
    }, 'opportunities of Collier Inc'),
  ),
  q(
    'BS-c22',
    'crm',
    'Give me the number of contacts in the Procurement department at accounts located in Japan.',
    BB.num(
      async (d) => {
        const japan = new Set((await d.crmAccounts()).filter((x) => x.country === 'Japan').map((x) => x.id));
        return (await CONTACTS(d)).filter((c) => c.department === 'Procurement' && japan.has(c.account_id)).length;
      },
      'count',
      'Procurement contacts at accounts in Japan',
    ),
  ),
  q(
    'BS-c23',
    'crm',
    'Show the top 5 Brazilian accounts ranked by annual revenue.',
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'Brazil',
      (x) => x.annual_revenue ?? 0,
      5,
      'max',
      (x) => x.name,
      'top 5 accounts in Brazil',
    ),
  ),
  q(
    'BS-c24',
    'crm',
    'Break down the open pipeline by stage, with the total value for each stage.',
    BD.breakdown(
      async (d) => {
        const open = (await DEALS(d)).filter(isOpen);
        return [...new Set(open.map((o) => o.stage))].map((key) => ({
          key,
          value: open.filter((o) => o.stage === key).reduce((s, o) => s + o.value, 0),
        }));
      },
      'money',
      'open pipeline value per stage',
    ),
  ),
  q(
    'BS-c25',
    'crm',
    'Give me the total value of closed-lost deals with a close date in March 2025.',
    C.sum(
      DEALS,
      (o) => o.stage === 'closed-lost' && closingBetween('2025-03-01', '2025-03-31')(o),
      (o) => o.value,
      'closed-lost value, March 2025',
    ),
  ),
  q(
    'BS-c26',
    'crm',
    ['Show the hospitality-industry leads that are in negotiation.', 'Sort those by score and give me the top one.'],
    C.top(
      LEADS,
      (l) => l.industry === 'Hospitality' && l.status === 'negotiation',
      (l) => l.score ?? 0,
      'max',
      person,
      'top-scoring Hospitality lead in negotiation',
    ),
  ),

  // The non-native speaker.
  q(
    'BS-c27',
    'crm',
    'How many opportunity are in negotiation and closing in December 2025?',
    C.count(DEALS, (o) => o.stage === 'negotiation' && closingBetween('2025-12-01', '2025-12-31')(o), 'negotiation deals closing Dec 2025'),
  ),
  q(
    'BS-c28',
    'crm',
    'In region Latin America, which country have the most accounts?',
    BB.name(
      async (d) =>
        mostCommon(
          (await d.crmAccounts()).filter((x) => x.region === 'Latin America'),
          (x) => x.country,
          'Latin American countries',
        ),
      'Latin American country with the most accounts',
    ),
  ),
  q('BS-c29', 'crm', 'Who is primary contact of Nitzsche Inc?', C.primaryOf('Nitzsche Inc')),
  q(
    'BS-c30',
    'crm',
    'What is average annual revenue for the accounts of Education industry?',
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Education',
      (x) => x.annual_revenue,
      'average annual revenue of Education accounts',
    ),
  ),
  q(
    'BS-c31',
    'crm',
    ['How many leads are in status contacted?', 'And from them, how many are coming from the Website?'],
    C.count(LEADS, from('Website', 'contacted'), 'contacted leads from Website'),
  ),
  q(
    'BS-c32',
    'crm',
    'Is there any account in Kenya with more than 25000 employees?',
    C.exists(ACCOUNTS, (x) => x.country === 'Kenya' && (x.employee_count ?? 0) > 25_000, 'accounts in Kenya above 25,000 employees'),
  ),
];

export const SET_BS_CRM: HeldOut[] = [...CRM, ...SET_BS_LAST];
