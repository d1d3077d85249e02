// Held-out set BL, continued (see set-bl.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, byName, groups, q } from './judge.js';
import { BB, extra, median } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { CX } from './kinds-cd-crm.js';
import { pct, withAliases } from './kinds-cd.js';
import { dealSum, DEALS, topKey, US } from './kinds-bl.js';
import { ACCOUNTS, C, LEADS, OPPS } from './kinds.js';
import { closes, closesBetween, isOpen, lost, value, won } from './pick.js';
import { SET_BL_REST } from './set-bl3.js';

const CRM: HeldOut[] = [
  // The sales-operations analyst.
  q(
    'BL-c01',
    'crm',
    'Median value of closed-won opportunities with a close date in calendar 2025.',
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => won(o) && closes('2025-')(o)).map(value)),
      'money',
      'median value of closed-won opportunities closing in 2025',
    ),
  ),
  q(
    'BL-c02',
    'crm',
    'Closed-won value grouped by region, close dates 2024-01-01 to 2024-12-31.',
    BD.breakdown(
      async (d) =>
        groups(
          (await DEALS(d)).filter((o) => won(o) && closesBetween('2024-01-01', '2024-12-31')(o)),
          (o) => o.acc.region,
          dealSum,
        ),
      'money',
      'closed-won value by region, 2024 close dates',
    ),
  ),
  q(
    'BL-c03',
    'crm',
    'Win rate for opportunities closing 2025-01-01 through 2025-06-30: closed-won count over closed-won plus closed-lost, in percent.',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter(closesBetween('2025-01-01', '2025-06-30'));
        return pct(os.filter(won).length, os.filter((o) => won(o) || lost(o)).length);
      },
      'plain',
      'win rate (percent) of opportunities closing in H1 2025',
    ),
  ),
  q(
    'BL-c04',
    'crm',
    'Mean lead score, filtered to source = Webinar and status = qualified.',
    C.avg(
      LEADS,
      (l) => l.source === 'Webinar' && l.status === 'qualified',
      (l) => l.score,
      'average score of qualified Webinar leads',
      'plain',
    ),
  ),
  q(
    'BL-c05',
    'crm',
    'Top 5 accounts by employee count, filtered to Germany.',
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'Germany',
      (x) => x.employee_count ?? 0,
      5,
      'max',
      (x) => x.name,
      'five German accounts with the most employees',
    ),
  ),
  q(
    'BL-c06',
    'crm',
    'Open pipeline value (prospecting through negotiation) for Financial Services accounts, excluding the United States.',
    C.sum(
      DEALS,
      (o) => isOpen(o) && o.acc.industry === 'Financial Services' && o.acc.country !== 'United States',
      value,
      'open pipeline of non-US Financial Services accounts',
    ),
  ),
  q(
    'BL-c07',
    'crm',
    'Negotiation-stage opportunities with close dates 2025-10-01 to 2025-12-31: count and summed value.',
    BB.each(
      C.count(
        OPPS,
        (o) => o.stage === 'negotiation' && closesBetween('2025-10-01', '2025-12-31')(o),
        'negotiation deals closing in Q4 2025',
      ),
      C.sum(OPPS, (o) => o.stage === 'negotiation' && closesBetween('2025-10-01', '2025-12-31')(o), value, 'value of those deals'),
    ),
  ),
  q(
    'BL-c08',
    'crm',
    ['Lead count grouped by source.', 'Same breakdown, filtered to status closed-won. Which source ranks first?'],
    BB.name(
      async (d) =>
        withAliases(
          topKey(
            (await LEADS(d)).filter((l) => l.status === 'closed-won'),
            (l) => l.source,
            (xs) => xs.length,
            'max',
            'lead sources by closed-won leads',
          ),
        ),
      'source with the most closed-won leads',
    ),
  ),

  // The new hire.
  q(
    'BL-c09',
    'crm',
    "How many leads haven't been worked at all yet? I think the status for those is 'new', but I'm not 100% sure.",
    C.count(LEADS, (l) => l.status === 'new', 'leads at status new'),
  ),
  q(
    'BL-c10',
    'crm',
    "Who's the main contact at Zieme Group? I think there's a 'primary' flag or something like that on contacts.",
    C.primaryOf('Zieme Group'),
  ),
  q(
    'BL-c11',
    'crm',
    "What industry is Hoppe, Howell and Fisher in? I'm assuming there's an industry field on the account.",
    CX.fact('Hoppe, Howell and Fisher', 'industry', 'text'),
  ),
  q(
    'BL-c12',
    'crm',
    "How many deals are sitting in negotiation? I think 'negotiation' is one of the stage names, sorry, still learning the pipeline words.",
    C.count(OPPS, (o) => o.stage === 'negotiation', 'opportunities in negotiation'),
  ),
  q(
    'BL-c13',
    'crm',
    'Apart from the United States, which country do we have the most CRM accounts in?',
    BB.name(
      async (d) =>
        withAliases(
          topKey(
            (await ACCOUNTS(d)).filter((x) => x.country !== 'United States'),
            (x) => x.country,
            (xs) => xs.length,
            'max',
            'countries other than the US by accounts',
          ),
        ),
      'country with the most accounts, US aside',
    ),
  ),
  q(
    'BL-c14',
    'crm',
    ['Can you pull up the opportunities for Lakin LLC?', "Which one of those is worth the most? I'm guessing that's the value field."],
    CX.oppTopOf('Lakin LLC', 'max'),
  ),
  q(
    'BL-c15',
    'crm',
    "What's our average deal size? By that I mean the average value of an opportunity, across all of them I guess.",
    C.avg(OPPS, () => true, value, 'average opportunity value'),
  ),
  q(
    'BL-c16',
    'crm',
    "How many leads came from trade shows and are already qualified? I think 'source' is the field for where a lead came from.",
    C.count(LEADS, (l) => l.source === 'Trade Show' && l.status === 'qualified', 'qualified Trade Show leads'),
  ),

  // The regional director.
  q(
    'BL-c17',
    'crm',
    ['What was the total closed-won value for Germany in 2025, going by close date?', 'And for the United Kingdom?'],
    C.sum(DEALS, (o) => won(o) && closes('2025-')(o) && o.acc.country === 'United Kingdom', value, 'closed-won value, UK, 2025'),
  ),
  q(
    'BL-c18',
    'crm',
    'Europe versus Asia Pacific on open pipeline: which region is ahead, and by how much?',
    BH.versus(
      async (d) => {
        const os = (await DEALS(d)).filter(isOpen);
        return {
          options: [['Europe'], ['Asia Pacific', 'APAC', 'Asia-Pacific']],
          values: [dealSum(os.filter((o) => o.acc.region === 'Europe')), dealSum(os.filter((o) => o.acc.region === 'Asia Pacific'))],
        };
      },
      'money',
      'open pipeline, Europe vs Asia Pacific',
    ),
  ),
  q(
    'BL-c19',
    'crm',
    ['Give me the number of CRM accounts per region.', 'Which region has the highest average annual revenue per account?'],
    BB.name(
      async (d) => [
        topKey(
          await ACCOUNTS(d),
          (x) => x.region,
          (xs) => avg(xs.map((x) => x.annual_revenue ?? 0)),
          'max',
          'regions by average revenue',
        ),
      ],
      'region with the highest average annual revenue',
    ),
  ),
  q(
    'BL-c20',
    'crm',
    'Setting California and Texas aside, which US state has the most CRM accounts?',
    BB.state(
      async (d) => [
        topKey(
          (await US(d)).filter((x) => x.state !== 'CA' && x.state !== 'TX'),
          (x) => x.state,
          (xs) => xs.length,
          'max',
          'US states other than CA and TX by accounts',
        ),
      ],
      'US state with the most CRM accounts after CA and TX',
    ),
  ),
  q(
    'BL-c21',
    'crm',
    'For the Q3 2025 review (July through September): how many opportunities closed won, and what were they worth in total?',
    BB.each(
      C.count(OPPS, (o) => won(o) && closesBetween('2025-07-01', '2025-09-30')(o), 'closed-won deals in Q3 2025'),
      C.sum(OPPS, (o) => won(o) && closesBetween('2025-07-01', '2025-09-30')(o), value, 'closed-won value in Q3 2025'),
    ),
  ),
  q(
    'BL-c22',
    'crm',
    ['Which industry has the most accounts in the CRM?', 'And the fewest?'],
    BB.name(
      async (d) => [
        topKey(
          await ACCOUNTS(d),
          (x) => x.industry,
          (xs) => xs.length,
          'min',
          'industries by accounts',
        ),
      ],
      'industry with the fewest accounts',
    ),
  ),
  q(
    'BL-c23',
    'crm',
    'Canada versus Mexico: which country has more CRM accounts with annual revenue above $100 million?',
    CX.compare(
      ACCOUNTS,
      [
        { names: ['Canada'], pred: (x) => x.country === 'Canada' && (x.annual_revenue ?? 0) > 100_000_000 },
        { names: ['Mexico'], pred: (x) => x.country === 'Mexico' && (x.annual_revenue ?? 0) > 100_000_000 },
      ],
      'country with more accounts above $100M',
    ),
  ),
  q(
    'BL-c24',
    'crm',
    'What share of our Latin America opportunities ended closed-lost?',
    CX.share(DEALS, lost, 'share of Latin America opportunities closed-lost', (o) => o.acc.region === 'Latin America'),
  ),

  // The non-native English speaker.
  q('BL-c25', 'crm', 'How many opportunities has the account Stracke Inc?', C.oppCountOf('Stracke Inc')),
  q(
    'BL-c26',
    'crm',
    'Which is the email of the primary contact of Fadel Group?',
    BB.every(async (d) => {
      const acc = byName(await ACCOUNTS(d), 'Fadel Group');
      return (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.is_primary).map((c) => c.email);
    }, 'e-mail of the primary contact of Fadel Group'),
  ),
  q(
    'BL-c27',
    'crm',
    'Leads with status qualified and score more than 90, how many there are?',
    C.count(LEADS, (l) => l.status === 'qualified' && (l.score ?? 0) > 90, 'qualified leads scoring above 90'),
  ),
  q(
    'BL-c28',
    'crm',
    'Give me please the five biggest opportunities which close in 2026 and are still open.',
    BH.deals(async (d) => {
      const os = await DEALS(d);
      const open2026 = os.filter((o) => isOpen(o) && closes('2026-')(o)).sort((x, y) => y.value - x.value);
      if (open2026[4]!.value === open2026[5]?.value) throw new Error('a tie across the top 5');
      return { hit: open2026.slice(0, 5), rest: os };
    }, 'five largest open opportunities closing in 2026'),
  ),
  q(
    'BL-c29',
    'crm',
    ['In which countries we have accounts of the Healthcare industry?', 'And from them, how many are in Japan?'],
    C.count(ACCOUNTS, (x) => x.industry === 'Healthcare' && x.country === 'Japan', 'Healthcare accounts in Japan'),
  ),
  q(
    'BL-c30',
    'crm',
    'The accounts of Singapore, what is their total annual revenue together?',
    C.sum(
      ACCOUNTS,
      (x) => x.country === 'Singapore',
      (x) => x.annual_revenue,
      'total annual revenue of accounts in Singapore',
    ),
  ),
  q(
    'BL-c31',
    'crm',
    "Which department has the most contacts in the CRM, if we don't count Sales?",
    BB.name(
      async (d) => [
        topKey(
          (await d.crmContacts()).filter((c) => c.department !== 'Sales'),
          (c) => c.department,
          (xs) => xs.length,
          'max',
          'departments other than Sales by contacts',
        ),
      ],
      'department with the most contacts, Sales aside',
    ),
  ),
  q(
    'BL-c32',
    'crm',
    'How many leads were created in the first half of 2024, so from January until June?',
    C.count(
      LEADS,
      (l) => {
        const day = (extra(l, 'created_at') ?? '').slice(0, 10);
        return day >= '2024-01-01' && day <= '2024-06-30';
      },
      'leads created January to June 2024',
    ),
  ),
];

export const SET_BL_MORE: HeldOut[] = [...CRM, ...SET_BL_REST];
