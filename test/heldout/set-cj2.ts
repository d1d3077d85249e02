// Held-out set CJ, continued (see set-cj.ts; a PRACTICE set): the CRM questions, in the four
// voices (the data analyst, the sceptical manager, everyday words, the planner asking about dates).

import type { HeldOut } from './judge.js';
import { avg, groups, q, winners } from './judge.js';
import { ACCTS, BB, firstN, LEADS, OPPS, person, total } from './kinds-bb.js';
import { bestAliased, countBy, overdue } from './kinds-bv.js';
import { closingBetween, createdBetween, createdOn, needDay, needMonth } from './kinds-cj.js';
import { isOpen, lost, won } from './pick.js';
import { SET_CJ_BOTH } from './set-cj3.js';

const year = (y: string) => (o: { close_date: string | null }) => o.close_date?.startsWith(y) ?? false;

const CRM: HeldOut[] = [
  // The data analyst.
  q(
    'CJ-c01',
    'crm',
    'Count the leads grouped by source, order by count descending, limit 1. Which source is that?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await LEADS(d), (l) => l.source),
          'max',
        ),
      'lead source with the most leads',
    ),
  ),
  q(
    'CJ-c02',
    'crm',
    'Sum of opportunity value per stage: which stage has the largest sum?',
    BB.name(
      async (d) =>
        bestAliased(
          groups(
            await OPPS(d),
            (o) => o.stage,
            (os) => total(os),
          ),
          'max',
        ),
      'stage with the largest total value',
    ),
  ),
  q(
    'CJ-c03',
    'crm',
    'Count distinct industries among the CRM accounts where the region is Europe.',
    BB.num(
      async (d) => new Set((await ACCTS(d)).filter((x) => x.region === 'Europe' && x.industry).map((x) => x.industry)).size,
      'count',
      'distinct industries of the European accounts',
    ),
  ),
  q(
    'CJ-c04',
    'crm',
    'What is the average lead score where the source is Webinar and the status is qualified?',
    BB.num(
      async (d) =>
        avg((await LEADS(d)).filter((l) => l.source === 'Webinar' && l.status === 'qualified' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of qualified Webinar leads',
    ),
  ),
  q(
    'CJ-c05',
    'crm',
    [
      'List the CRM accounts where the industry is Energy and the region is Latin America.',
      'Order those by annual revenue descending and limit to 3.',
    ],
    BB.list(async (d) => {
      const xs = (await ACCTS(d)).filter((x) => x.industry === 'Energy' && x.region === 'Latin America');
      return [firstN(xs, (x) => x.annual_revenue ?? 0, 3, 'max').map((x) => x.name), (await ACCTS(d)).map((x) => x.name)];
    }, 'top 3 Latin American Energy accounts by annual revenue'),
  ),

  // The sceptical manager.
  q(
    'CJ-c06',
    'crm',
    'Confirm that the deals marked closed-won add up to more than 100 million. What is the exact figure?',
    BB.num(async (d) => total((await OPPS(d)).filter(won)), 'money', 'total value of the closed-won opportunities'),
  ),
  q(
    'CJ-c07',
    'crm',
    "Someone told me we've won 2,000 deals. How many closed-won opportunities are there really?",
    BB.num(async (d) => (await OPPS(d)).filter(won).length, 'count', 'closed-won opportunities'),
  ),
  q(
    'CJ-c08',
    'crm',
    'Marketing says Trade Show is our biggest lead source. Is it? Which source actually brings in the most leads?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await LEADS(d), (l) => l.source),
          'max',
        ),
      'lead source with the most leads',
    ),
  ),
  q(
    'CJ-c09',
    'crm',
    ['Sales ops reported 500 leads sitting in status new.', 'How many are there actually?'],
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.status === 'new').length, 'count', 'leads with status new'),
  ),
  q(
    'CJ-c10',
    'crm',
    'I was told our average opportunity is worth 250k. What is the real average opportunity value?',
    BB.num(async (d) => avg((await OPPS(d)).map((o) => o.value)), 'money', 'average opportunity value'),
  ),

  // Everyday words.
  q(
    'CJ-c11',
    'crm',
    'How much cash is still in play?',
    BB.num(async (d) => total((await OPPS(d)).filter(isOpen)), 'money', 'open pipeline value'),
  ),
  q(
    'CJ-c12',
    'crm',
    'How many deals did we lose?',
    BB.num(async (d) => (await OPPS(d)).filter(lost).length, 'count', 'closed-lost opportunities'),
  ),
  q(
    'CJ-c13',
    'crm',
    'What line of business are most of our CRM customers in?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await ACCTS(d), (x) => x.industry),
          'max',
        ),
      'most common industry of the CRM accounts',
    ),
  ),
  q(
    'CJ-c14',
    'crm',
    ['Which of our CRM customers are based in Canada?', 'How many people do we know at those companies?'],
    BB.num(
      async (d) => {
        const ids = new Set((await ACCTS(d)).filter((x) => x.country === 'Canada').map((x) => x.id));
        return (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CRM contacts at the Canadian accounts',
    ),
  ),
  q(
    'CJ-c15',
    'crm',
    'How big was the biggest deal we got?',
    BB.num(async (d) => Math.max(...(await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'largest closed-won opportunity'),
  ),

  // The planner asking about dates.
  q(
    'CJ-c16',
    'crm',
    'How many leads were created in March 2024?',
    BB.num(async (d) => (await LEADS(d)).filter(createdBetween('2024-03-01', '2024-03-31')).length, 'count', 'leads created in March 2024'),
  ),
  q(
    'CJ-c17',
    'crm',
    'How many opportunities are set to close in Q3 2025?',
    BB.num(
      async (d) => (await OPPS(d)).filter(closingBetween('2025-07-01', '2025-09-30')).length,
      'count',
      'opportunities closing in Q3 2025',
    ),
  ),
  q(
    'CJ-c18',
    'crm',
    'What is the total value of the opportunities closing in 2026?',
    BB.num(async (d) => total((await OPPS(d)).filter(year('2026'))), 'money', 'value of the opportunities closing in 2026'),
  ),
  q(
    'CJ-c19',
    'crm',
    'Which month of 2024 had the most opportunities closing?',
    needMonth(
      async (d) =>
        winners(
          countBy((await OPPS(d)).filter(year('2024')), (o) => o.close_date!.slice(0, 7)),
          (x) => x.value,
          'max',
        ).map((x) => x.key),
      'month of 2024 with the most opportunities closing',
    ),
  ),
  q(
    'CJ-c20',
    'crm',
    'When was the most recent lead created?',
    needDay(async (d) => [(await LEADS(d)).map(createdOn).sort().at(-1)!], 'creation day of the newest lead'),
  ),
  q(
    'CJ-c21',
    'crm',
    'What is the earliest close date among the open opportunities?',
    needDay(
      async (d) => [
        (await OPPS(d))
          .filter(isOpen)
          .map((o) => o.close_date)
          .filter((c): c is string => c !== null)
          .sort()[0]!,
      ],
      'earliest close date of an open opportunity',
    ),
  ),
  q(
    'CJ-c22',
    'crm',
    ['How many CRM accounts were created in 2023?', 'And in 2024?'],
    BB.num(async (d) => (await ACCTS(d)).filter((x) => createdOn(x).startsWith('2024')).length, 'count', 'CRM accounts created in 2024'),
  ),
  q(
    'CJ-c23',
    'crm',
    'How many closed-won deals have a close date before March 1, 2024?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => won(o) && o.close_date !== null && o.close_date < '2024-03-01').length,
      'count',
      'closed-won opportunities closing before 2024-03-01',
    ),
  ),
  q(
    'CJ-c24',
    'crm',
    'How many open opportunities have a close date after December 1, 2026?',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter((o) => isOpen(o) && o.close_date !== null);
        return [os.filter((o) => o.close_date! > '2026-12-01').length, os.filter((o) => o.close_date! >= '2026-12-01').length];
      },
      'count',
      'open opportunities closing after 2026-12-01 (the day excluded, or included)',
    ),
  ),
  q(
    'CJ-c25',
    'crm',
    'Count the leads created per month in 2023. Which month was the busiest?',
    needMonth(
      async (d) =>
        winners(
          countBy(
            (await LEADS(d)).filter((l) => createdOn(l).startsWith('2023')),
            (l) => createdOn(l).slice(0, 7),
          ),
          (x) => x.value,
          'max',
        ).map((x) => x.key),
      'month of 2023 with the most new leads',
    ),
  ),
  q(
    'CJ-c26',
    'crm',
    ['How many deals were closed-won in the first half of 2025?', 'What were they worth in total?'],
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => won(o) && closingBetween('2025-01-01', '2025-06-30')(o))),
      'money',
      'value of the closed-won opportunities of H1 2025',
    ),
  ),
  q(
    'CJ-c27',
    'crm',
    'Who is the most recently created lead?',
    BB.name(async (d) => {
      const ls = await LEADS(d);
      const last = ls
        .map((l) => (l as { created_at?: string }).created_at ?? '')
        .sort()
        .at(-1)!;
      return ls.filter((l) => (l as { created_at?: string }).created_at === last).map(person);
    }, 'newest lead'),
  ),
  q(
    'CJ-c28',
    'crm',
    'How many contacts were added to the CRM in the last quarter of 2023?',
    BB.num(
      async (d) => (await d.crmContacts()).filter(createdBetween('2023-10-01', '2023-12-31')).length,
      'count',
      'CRM contacts created in Q4 2023',
    ),
  ),
  q(
    'CJ-c29',
    'crm',
    'What is the total value of the open deals whose close date has already passed?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return [total(os.filter((o) => overdue(o, false))), total(os.filter((o) => overdue(o, true)))];
      },
      'money',
      'value of the overdue open opportunities',
    ),
  ),
  q(
    'CJ-c30',
    'crm',
    ['Show me the opportunities closing in January 2025.', 'Which of those is the biggest?'],
    BB.name(
      async (d) => winners((await OPPS(d)).filter(closingBetween('2025-01-01', '2025-01-31')), (o) => o.value, 'max').map((o) => o.name),
      'largest opportunity closing in January 2025',
    ),
  ),
  q(
    'CJ-c31',
    'crm',
    'How many Referral leads were created after June 1, 2024?',
    BB.num(
      async (d) => {
        const ls = (await LEADS(d)).filter((l) => l.source === 'Referral');
        return [ls.filter((l) => createdOn(l) > '2024-06-01').length, ls.filter((l) => createdOn(l) >= '2024-06-01').length];
      },
      'count',
      'Referral leads created after 2024-06-01 (the day excluded, or included)',
    ),
  ),
  q(
    'CJ-c32',
    'crm',
    'Which company was the first to be added to the CRM as an account?',
    BB.name(async (d) => {
      const xs = await ACCTS(d);
      const first = xs.map((x) => (x as { created_at?: string }).created_at ?? '').sort()[0]!;
      return xs.filter((x) => (x as { created_at?: string }).created_at === first).map((x) => x.name);
    }, 'earliest created CRM account'),
  ),
];

export const SET_CJ_MORE: HeldOut[] = [...CRM, ...SET_CJ_BOTH];
