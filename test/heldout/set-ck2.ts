// Held-out set CK, continued (see set-ck.ts; a practice set written by a helper who did not read
// the planner): the CRM questions, in the same four voices (the sales manager, the operations
// analyst, the keyword typist, the curious newcomer).

import type { HeldOut } from './judge.js';
import { avg, byName, q, winners } from './judge.js';
import { ACCTS, BB, LEADS, OPPS, person, total } from './kinds-bb.js';
import { inYear } from './kinds-ck.js';
import { best, bestAliased, countBy } from './kinds-bv.js';
import { CEO, isOpen, won } from './pick.js';
import { SET_CK_BOTH } from './set-ck3.js';

const CRM: HeldOut[] = [
  // The sales manager preparing a one-on-one.
  q(
    'CK-c01',
    'crm',
    'For the one-on-one I want the pipeline picture: how many opportunities are sitting in the negotiation stage?',
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation').length, 'count', 'opportunities in negotiation'),
  ),
  q(
    'CK-c02',
    'crm',
    ['What is the single biggest open deal in the CRM?', 'Which account is that one for?'],
    BB.name(async (d) => {
      const ids = winners((await OPPS(d)).filter(isOpen), (o) => o.value, 'max').map((o) => o.account_id);
      return (await ACCTS(d)).filter((x) => ids.includes(x.id)).map((x) => x.name);
    }, 'account of the largest open deal'),
  ),
  q(
    'CK-c03',
    'crm',
    'Who is the primary contact at Walter LLC?',
    BB.name(async (d) => {
      const id = byName(await ACCTS(d), 'Walter LLC').id;
      return (await d.crmContacts()).filter((c) => c.account_id === id && c.is_primary).map(person);
    }, 'primary contact of Walter LLC'),
  ),

  // The operations analyst.
  q(
    'CK-c04',
    'crm',
    'How many negotiation-stage opportunities are worth more than $50,000?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation' && o.value > 50_000).length,
      'count',
      'negotiation deals over $50k',
    ),
  ),
  q(
    'CK-c05',
    'crm',
    'How many leads that came in from a trade show still have the status new?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.status === 'new').length,
      'count',
      'new Trade Show leads',
    ),
  ),
  q(
    'CK-c06',
    'crm',
    'What is the average value of closed-won opportunities with a close date in 2024?',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => won(o) && inYear('2024')(o)).map((o) => o.value)),
      'money',
      'average value of deals won in 2024',
    ),
  ),
  q(
    'CK-c07',
    'crm',
    'How many Healthcare accounts in the North America region have more than 500 employees?',
    BB.num(
      async (d) =>
        (await ACCTS(d)).filter((x) => x.industry === 'Healthcare' && x.region === 'North America' && (x.employee_count ?? 0) > 500).length,
      'count',
      'North American Healthcare accounts with over 500 employees',
    ),
  ),
  q(
    'CK-c08',
    'crm',
    'What is the average lead score of Referral leads whose status is qualified?',
    BB.num(
      async (d) =>
        avg((await LEADS(d)).filter((l) => l.source === 'Referral' && l.status === 'qualified' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of qualified Referral leads',
    ),
  ),
  q(
    'CK-c09',
    'crm',
    'What is the total value of the opportunities in the proposal stage that close in 2025?',
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => o.stage === 'proposal' && inYear('2025')(o))),
      'money',
      'proposal-stage value closing in 2025',
    ),
  ),
  q(
    'CK-c10',
    'crm',
    'How many contacts in the Finance department are flagged as the primary contact of their account?',
    BB.num(
      async (d) => (await d.crmContacts()).filter((c) => c.department === 'Finance' && c.is_primary).length,
      'count',
      'primary Finance contacts',
    ),
  ),
  q(
    'CK-c11',
    'crm',
    'Of the Technology-industry leads that came from the Website, how many are at the contacted status?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.industry === 'Technology' && l.source === 'Website' && l.status === 'contacted').length,
      'count',
      'contacted Website leads in Technology',
    ),
  ),
  q(
    'CK-c12',
    'crm',
    ['How many closed-lost opportunities were worth more than $100,000?', 'And closed-won?'],
    BB.num(async (d) => (await OPPS(d)).filter((o) => won(o) && o.value > 100_000).length, 'count', 'closed-won deals over $100k'),
  ),
  q(
    'CK-c13',
    'crm',
    'What is the average annual revenue of Retail accounts in Europe?',
    BB.num(
      async (d) =>
        avg(
          (await ACCTS(d))
            .filter((x) => x.industry === 'Retail' && x.region === 'Europe' && x.annual_revenue !== null)
            .map((x) => x.annual_revenue!),
        ),
      'money',
      'average annual revenue of European Retail accounts',
    ),
  ),
  q(
    'CK-c14',
    'crm',
    'How many Partner-sourced leads have a score of 80 or higher?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Partner' && (l.score ?? -1) >= 80).length,
      'count',
      'Partner leads scoring 80+',
    ),
  ),

  // Short keyword queries.
  q(
    'CK-c15',
    'crm',
    'won deals closing 2025 count',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => won(o) && inYear('2025')(o)).length,
      'count',
      'closed-won deals with a 2025 close date',
    ),
  ),
  q(
    'CK-c16',
    'crm',
    'crm chief executive contacts count',
    BB.num(async (d) => (await d.crmContacts()).filter((c) => c.job_title === CEO).length, 'count', 'CRM contacts titled CEO'),
  ),
  q(
    'CK-c17',
    'crm',
    'webinar leads qualified how many',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar' && l.status === 'qualified').length,
      'count',
      'qualified Webinar leads',
    ),
  ),
  q(
    'CK-c18',
    'crm',
    'open pipeline total value',
    BB.num(async (d) => total((await OPPS(d)).filter(isOpen)), 'money', 'total value of open opportunities'),
  ),
  q(
    'CK-c19',
    'crm',
    'avg deal size closed won',
    BB.num(async (d) => avg((await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'average value of closed-won deals'),
  ),
  q(
    'CK-c20',
    'crm',
    ['accounts germany', 'how many'],
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.country === 'Germany').length, 'count', 'CRM accounts in Germany'),
  ),
  q(
    'CK-c21',
    'crm',
    'top industry by number of accounts',
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
    'CK-c22',
    'crm',
    'cold call leads count',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Cold Call').length, 'count', 'Cold Call leads'),
  ),
  q(
    'CK-c23',
    'crm',
    'account most employees',
    BB.name(
      async (d) => winners(await ACCTS(d), (x) => x.employee_count ?? -1, 'max').map((x) => x.name),
      'CRM account with the most employees',
    ),
  ),

  // The curious newcomer.
  q(
    'CK-c24',
    'crm',
    "I'm new here. How many leads are in the CRM in total?",
    BB.num(async (d) => (await LEADS(d)).length, 'count', 'CRM leads'),
  ),
  q(
    'CK-c25',
    'crm',
    'Which stages can an opportunity be in? Just list the stage values that exist.',
    BB.every(async (d) => [...new Set((await OPPS(d)).map((o) => o.stage))], 'opportunity stages in use'),
  ),
  q(
    'CK-c26',
    'crm',
    'Where do most of our leads come from? Which lead source is the most common?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await LEADS(d), (l) => l.source),
          'max',
        ),
      'most common lead source',
    ),
  ),
  q(
    'CK-c27',
    'crm',
    'Which lead status is the least common?',
    BB.name(
      async (d) =>
        best(
          countBy(await LEADS(d), (l) => l.status),
          'min',
        ),
      'least common lead status',
    ),
  ),
  q(
    'CK-c28',
    'crm',
    'Is there any account in the Agriculture industry located in Latin America?',
    BB.yes(
      async (d) => (await ACCTS(d)).filter((x) => x.industry === 'Agriculture' && x.region === 'Latin America').length,
      'Agriculture accounts in Latin America',
    ),
  ),
  q(
    'CK-c29',
    'crm',
    'Are there any opportunities recorded in a currency other than US dollars?',
    BB.yes(async (d) => (await OPPS(d)).filter((o) => o.currency !== 'USD').length, 'opportunities not in USD'),
  ),
  q(
    'CK-c30',
    'crm',
    ['How many accounts are there in each region?', 'Which region has the most?'],
    BB.name(
      async (d) =>
        best(
          countBy(await ACCTS(d), (x) => x.region),
          'max',
        ),
      'region with the most CRM accounts',
    ),
  ),
  q(
    'CK-c31',
    'crm',
    'How many different industries are represented among the CRM accounts?',
    BB.num(
      async (d) => new Set((await ACCTS(d)).map((x) => x.industry).filter((x) => x !== null)).size,
      'count',
      'distinct account industries',
    ),
  ),
  q(
    'CK-c32',
    'crm',
    ['Which department has the most contacts?', 'And which has the fewest?'],
    BB.name(
      async (d) =>
        best(
          countBy(await d.crmContacts(), (c) => c.department),
          'min',
        ),
      'department with the fewest CRM contacts',
    ),
  ),
];

export const SET_CK_MORE: HeldOut[] = [...CRM, ...SET_CK_BOTH];
