// Held-out set CA, continued (see set-ca.ts; a practice set, sealed until its first run): the
// CRM questions.

import type { HeldOut } from './judge.js';
import { avg, q, sum, winners } from './judge.js';
import { ACCTS, BB, extra, LEADS, median, OPPS, person, today } from './kinds-bb.js';
import { crmPeopleAt } from './kinds-bd.js';
import { best, bestAliased, countBy, overdue } from './kinds-bv.js';
import { CA, dated, oppsWithAccount, quarter } from './kinds-ca.js';
import { isOpen, lost, won } from './pick.js';
import { SET_CA_REST } from './set-ca3.js';

const CRM: HeldOut[] = [
  // The non-native speaker.
  q(
    'CA-c01',
    'crm',
    'Which deals are in stage of negotiation and have value more than 900 thousand? How many they are?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation' && o.value > 900_000).length,
      'count',
      'negotiation deals above $900,000',
    ),
  ),
  q(
    'CA-c02',
    'crm',
    'How many leads are coming from the webinar and still having status new?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar' && l.status === 'new').length, 'count', 'new Webinar leads'),
  ),
  q(
    'CA-c03',
    'crm',
    'What industry have the most accounts in CRM?',
    BB.name(
      async (d) =>
        best(
          countBy(await ACCTS(d), (x) => x.industry),
          'max',
        ),
      'industry with the most CRM accounts',
    ),
  ),
  q(
    'CA-c04',
    'crm',
    ['How much accounts has the CRM in Germany?', 'and in France?', 'From the France ones, in which industry are the most?'],
    BB.name(
      async (d) =>
        best(
          countBy(
            (await ACCTS(d)).filter((x) => x.country === 'France'),
            (x) => x.industry,
          ),
          'max',
        ),
      'most common industry of the CRM accounts in France',
    ),
  ),
  q(
    'CA-c05',
    'crm',
    'The opportunities of closed-won, what is the total value of them?',
    BB.num(async (d) => sum((await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'total value of closed-won deals'),
  ),
  q(
    'CA-c06',
    'crm',
    'Which lead source is giving us the most leads in status qualified?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(
            (await LEADS(d)).filter((l) => l.status === 'qualified'),
            (l) => l.source,
          ),
          'max',
        ),
      'source with the most qualified leads',
    ),
  ),
  q(
    'CA-c07',
    'crm',
    'Rippin Inc, who is the main contact person there?',
    BB.name(async (d) => (await crmPeopleAt(d, 'Rippin Inc')).filter((c) => c.is_primary).map(person), 'primary contact of Rippin Inc'),
  ),

  // The formal analyst.
  q(
    'CA-c08',
    'crm',
    'Could you please tell me the total value of all opportunities currently in the proposal stage?',
    BB.num(async (d) => sum((await OPPS(d)).filter((o) => o.stage === 'proposal').map((o) => o.value)), 'money', 'value of proposal deals'),
  ),
  q(
    'CA-c09',
    'crm',
    'I would like to know which CRM account in the Healthcare industry reports the highest annual revenue.',
    BB.name(
      async (d) =>
        winners(
          (await ACCTS(d)).filter((x) => x.industry === 'Healthcare'),
          (x) => x.annual_revenue ?? 0,
          'max',
        ).map((x) => x.name),
      'Healthcare account with the highest annual revenue',
    ),
  ),
  q(
    'CA-c10',
    'crm',
    'Kindly provide the number of leads whose status is closed-lost.',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.status === 'closed-lost').length, 'count', 'closed-lost leads'),
  ),
  q(
    'CA-c11',
    'crm',
    ['Could you please show me the CRM accounts in the Latin America region?', 'Thank you. Of those, how many are in the Retail industry?'],
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.region === 'Latin America' && x.industry === 'Retail').length,
      'count',
      'Retail accounts in Latin America',
    ),
  ),
  q(
    'CA-c12',
    'crm',
    'Would you be so kind as to tell me the average lead score of the leads that came to us through referrals?',
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Referral' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Referral leads',
    ),
  ),
  q(
    'CA-c13',
    'crm',
    'Could you please tell me how many opportunities Walter LLC has, and what their combined value is?',
    BB.each(
      BB.num(
        async (d) => {
          const acc = (await ACCTS(d)).find((x) => x.name === 'Walter LLC')!;
          return (await OPPS(d)).filter((o) => o.account_id === acc.id).length;
        },
        'count',
        'opportunities of Walter LLC',
      ),
      BB.num(
        async (d) => {
          const acc = (await ACCTS(d)).find((x) => x.name === 'Walter LLC')!;
          return sum((await OPPS(d)).filter((o) => o.account_id === acc.id).map((o) => o.value));
        },
        'money',
        'value of the opportunities of Walter LLC',
      ),
    ),
  ),
  q(
    'CA-c14',
    'crm',
    'I would like to know how many contacts in the CRM belong to the Finance department.',
    BB.num(async (d) => (await d.crmContacts()).filter((c) => c.department === 'Finance').length, 'count', 'CRM contacts in Finance'),
  ),

  // The forecaster.
  q(
    'CA-c15',
    'crm',
    'How many negotiation-stage deals are overdue, meaning the close date has already passed?',
    BB.num(
      async (d) => {
        const neg = (await OPPS(d)).filter((o) => o.stage === 'negotiation');
        return [neg.filter((o) => overdue(o, false)).length, neg.filter((o) => overdue(o, true)).length];
      },
      'count',
      'overdue negotiation deals',
    ),
  ),
  q(
    'CA-c16',
    'crm',
    "What's the total value of the deals closed won in 2025?",
    BB.num(
      async (d) => sum((await OPPS(d)).filter((o) => won(o) && dated('2025-01-01', '2025-12-31')(o.close_date)).map((o) => o.value)),
      'money',
      'value of deals won in 2025',
    ),
  ),
  q(
    'CA-c17',
    'crm',
    'How many opportunities are set to close between March and June 2026?',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter((o) => dated('2026-03-01', '2026-06-30')(o.close_date));
        return [os.length, os.filter(isOpen).length];
      },
      'count',
      'deals closing from March to June 2026 (all, or open)',
    ),
  ),
  q(
    'CA-c18',
    'crm',
    'Which month of 2025 had the most closed-won deals?',
    CA.month(
      async (d) =>
        best(
          countBy(
            (await OPPS(d)).filter((o) => won(o) && dated('2025-01-01', '2025-12-31')(o.close_date)),
            (o) => o.close_date!.slice(0, 7),
          ),
          'max',
        ),
      'month of 2025 with the most won deals',
    ),
  ),
  q(
    'CA-c19',
    'crm',
    'Break down the open pipeline scheduled to close in 2026 by quarter, Q1 through Q4, with the value of each.',
    CA.quarters(async (d) => {
      const open = (await OPPS(d)).filter(isOpen);
      return [1, 2, 3, 4].map((n) => sum(open.filter((o) => dated(...quarter(2026, n))(o.close_date)).map((o) => o.value)));
    }, 'open pipeline closing in 2026 by quarter'),
  ),
  q(
    'CA-c20',
    'crm',
    ['How many deals in the proposal stage have a close date in December 2026?', 'and for November?'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'proposal' && dated('2026-11-01', '2026-11-30')(o.close_date)).length,
      'count',
      'proposal deals closing in November 2026',
    ),
  ),
  q(
    'CA-c21',
    'crm',
    'How much open pipeline is still due to close between today and the end of this year?',
    BB.num(
      async (d) => {
        const end = `${new Date().getUTCFullYear()}-12-31`;
        const open = (await OPPS(d)).filter((o) => isOpen(o) && o.close_date !== null && o.close_date <= end);
        return [
          sum(open.filter((o) => o.close_date! >= today()).map((o) => o.value)),
          sum(open.filter((o) => o.close_date! > today()).map((o) => o.value)),
        ];
      },
      'money',
      'open pipeline closing from today to the end of the year',
    ),
  ),
  q(
    'CA-c22',
    'crm',
    'What was the average value of the deals closed lost in 2024?',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => lost(o) && dated('2024-01-01', '2024-12-31')(o.close_date)).map((o) => o.value)),
      'money',
      'average value of deals lost in 2024',
    ),
  ),
  q(
    'CA-c23',
    'crm',
    ['How many qualification-stage deals have a close date in Q2 2025?', 'what about Q3?'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'qualification' && dated(...quarter(2025, 3))(o.close_date)).length,
      'count',
      'qualification deals closing in Q3 2025',
    ),
  ),
  q(
    'CA-c24',
    'crm',
    'How many leads were created in the second quarter of 2024?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => dated(...quarter(2024, 2))(extra(l, 'created_at')?.slice(0, 10) ?? null)).length,
      'count',
      'leads created in Q2 2024',
    ),
  ),
  q(
    'CA-c25',
    'crm',
    'Which account has the biggest deal closing in November 2026?',
    BB.name(async (d) => {
      const nov = (await oppsWithAccount(d)).filter((o) => dated('2026-11-01', '2026-11-30')(o.close_date));
      const top = [...winners(nov, (o) => o.value, 'max'), ...winners(nov.filter(isOpen), (o) => o.value, 'max')];
      return [...new Set(top.map((o) => o.acc.name))];
    }, 'account of the largest deal closing in November 2026'),
  ),

  // The statistician.
  q(
    'CA-c26',
    'crm',
    "What's the median deal value across all opportunities?",
    BB.num(async (d) => median((await OPPS(d)).map((o) => o.value)), 'money', 'median opportunity value'),
  ),
  q(
    'CA-c27',
    'crm',
    ["What's the average lead score?", 'How many leads score above that?', 'And how many of those came from trade shows?'],
    BB.num(
      async (d) => {
        const ls = (await LEADS(d)).filter((l) => l.score !== null);
        const mean = avg(ls.map((l) => l.score!));
        return ls.filter((l) => l.score! > mean && l.source === 'Trade Show').length;
      },
      'count',
      'Trade Show leads scoring above the average',
    ),
  ),
  q(
    'CA-c28',
    'crm',
    "What's the smallest and the largest annual revenue among CRM accounts in the Energy industry?",
    BB.each(
      BB.num(
        async (d) => Math.min(...(await ACCTS(d)).filter((x) => x.industry === 'Energy').map((x) => x.annual_revenue ?? Infinity)),
        'money',
        'smallest annual revenue of Energy accounts',
      ),
      BB.num(
        async (d) => Math.max(...(await ACCTS(d)).filter((x) => x.industry === 'Energy').map((x) => x.annual_revenue ?? -Infinity)),
        'money',
        'largest annual revenue of Energy accounts',
      ),
    ),
  ),
  q(
    'CA-c29',
    'crm',
    'How many open opportunities are worth more than the average value of all open opportunities?',
    BB.num(
      async (d) => {
        const open = (await OPPS(d)).filter(isOpen);
        const mean = avg(open.map((o) => o.value));
        return open.filter((o) => o.value > mean).length;
      },
      'count',
      'open deals above the open average',
    ),
  ),
  q(
    'CA-c30',
    'crm',
    "What's the typical size of a CRM account in employees? Give me the median employee count.",
    BB.num(
      async (d) => median((await ACCTS(d)).map((x) => x.employee_count).filter((n): n is number => n !== null)),
      'plain',
      'median employee count of CRM accounts',
    ),
  ),
  q(
    'CA-c31',
    'crm',
    ["What's the average deal value in the closed-won stage?", 'Now the same for closed-lost.'],
    BB.num(async (d) => avg((await OPPS(d)).filter(lost).map((o) => o.value)), 'money', 'average value of closed-lost deals'),
  ),
  q(
    'CA-c32',
    'crm',
    'Which industry has the highest average annual revenue per CRM account?',
    BB.name(async (d) => {
      const accs = (await ACCTS(d)).filter((x) => x.annual_revenue !== null);
      const inds = [...new Set(accs.map((x) => x.industry).filter((i): i is string => i !== null))];
      return best(
        inds.map((key) => ({ key, value: avg(accs.filter((x) => x.industry === key).map((x) => x.annual_revenue!)) })),
        'max',
      );
    }, 'industry with the highest average annual revenue'),
  ),
];

export const SET_CA_MORE: HeldOut[] = [...CRM, ...SET_CA_REST];
