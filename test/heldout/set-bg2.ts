// Held-out set BG, the CRM questions (the voices are described in set-bg.ts).

import type { HeldOut } from './judge.js';
import { avg, q } from './judge.js';
import { account, accountNames, ACCTS, BB, crmPerson, firstN, leadNames, LEADS, median, OPPS, person, total } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { best, bestGroup } from './kinds-be.js';
import { BG, createdDay, dealsWithAccount, openValue } from './kinds-bg.js';
import { pct, withAliases } from './kinds-cd.js';
import { CG } from './kinds-g.js';
import { C } from './kinds.js';
import { closes, closesBetween, isOpen, lost, won } from './pick.js';
import { SET_BG_REST } from './set-bg3.js';

const CRM: HeldOut[] = [
  // (1) The regional director.
  q(
    'BG-c01',
    'crm',
    'For the European leg of the review (Germany, France and the UK specifically; the rest of Europe can wait until next month), ' +
      'what is the combined annual revenue of our CRM accounts in those three countries?',
    BB.num(
      async (d) =>
        (await ACCTS(d))
          .filter((x) => ['Germany', 'France', 'United Kingdom'].includes(x.country ?? ''))
          .reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'money',
      'annual revenue of the accounts in Germany, France and the UK',
    ),
  ),
  q(
    'BG-c02',
    'crm',
    'Looking at deals that are still open (so anything not yet closed-won or closed-lost), how much pipeline value is due to close ' +
      'in the second half of 2025, July through December?',
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => isOpen(o) && closesBetween('2025-07-01', '2025-12-31')(o))),
      'money',
      'open value closing July-December 2025',
    ),
  ),
  q(
    'BG-c03',
    'crm',
    'Of the deals we won in 2024 (close dates January to December), which account (the company, not the individual deal) ' +
      'brought in the most won value?',
    BB.name(
      async (d) => [
        bestGroup(
          (await dealsWithAccount(d)).filter((o) => won(o) && closes('2024')(o)),
          (o) => o.acc.name,
          (os) => total(os),
          'max',
          'account with the most won value in 2024',
        ),
      ],
      'account with the most won value in 2024',
    ),
  ),
  q(
    'BG-c04',
    'crm',
    [
      'Break the CRM accounts down by region for me (all five of them, with a count for each).',
      'And what is the average annual revenue in Latin America, the region I hear the least about?',
    ],
    BB.num(
      async (d) =>
        avg((await ACCTS(d)).filter((x) => x.region === 'Latin America' && x.annual_revenue !== null).map((x) => x.annual_revenue!)),
      'money',
      'average annual revenue of Latin American accounts',
    ),
  ),
  q(
    'BG-c05',
    'crm',
    'What was our win rate on deals that closed in 2025 (won as a share of everything that closed that year, won or lost)?',
    BB.num(
      async (d) => {
        const closed = (await OPPS(d)).filter((o) => closes('2025')(o) && (won(o) || lost(o)));
        return pct(closed.filter(won).length, closed.length);
      },
      'plain',
      'win rate of deals closed in 2025 (%)',
    ),
  ),
  q(
    'BG-c06',
    'crm',
    'Japan versus Brazil (two markets the board keeps asking about, for quite different reasons): which one has more open ' +
      'pipeline value in the CRM?',
    BG.versus(
      async (d) => [
        { names: ['Japan'], value: await openValue(d, (x) => x.country === 'Japan') },
        { names: ['Brazil'], value: await openValue(d, (x) => x.country === 'Brazil') },
      ],
      'country with more open pipeline, Japan or Brazil',
    ),
  ),
  q(
    'BG-c07',
    'crm',
    'Which industry has the highest average deal size across all opportunities (every stage, not just the won ones; I want ' +
      'the broad view)?',
    BB.name(
      async (d) => [
        bestGroup(
          await dealsWithAccount(d),
          (o) => o.acc.industry,
          (os) => avg(os.map((o) => o.value)),
          'max',
          'industry with the largest average deal',
        ),
      ],
      'industry with the largest average deal',
    ),
  ),
  q(
    'BG-c08',
    'crm',
    'Setting North America aside entirely (our home market skews every chart we make), how many accounts have more than 10,000 ' +
      'employees?',
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.region !== 'North America' && (x.employee_count ?? 0) > 10_000).length,
      'count',
      'accounts outside North America with more than 10,000 employees',
    ),
  ),

  // (2) The data-entry clerk.
  q(
    'BG-c09',
    'crm',
    'Record check: which industry is Rau - Krajcik listed under?',
    BB.name(async (d) => [(await account(d, 'Rau - Krajcik')).industry ?? 'none'], 'industry of Rau - Krajcik'),
  ),
  q(
    'BG-c10',
    'crm',
    'What employee count do we have on file for Walter - Hane?',
    BG.crmField('Walter - Hane', (x) => x.employee_count, 'count', 'employee count of Walter - Hane'),
  ),
  q('BG-c11', 'crm', 'Who is marked as the primary contact for Wolff, Medhurst and King?', C.primaryOf('Wolff, Medhurst and King')),
  q(
    'BG-c12',
    'crm',
    'What status is the lead Evie Robel currently at?',
    BB.name(async (d) => [crmPerson(await LEADS(d), 'Evie Robel').status], 'status of the lead Evie Robel'),
  ),
  q(
    'BG-c13',
    'crm',
    'Does Stanton and Sons have any contacts in the Finance department?',
    BB.yes(async (d) => {
      const acc = await account(d, 'Stanton and Sons');
      return (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.department === 'Finance').length;
    }, 'Finance contacts at Stanton and Sons'),
  ),
  q(
    'BG-c14',
    'crm',
    "What's the close date on the Dare Inc - Security Upgrade opportunity?",
    CG.oppCloseDate('Dare Inc - Security Upgrade'),
  ),
  q(
    'BG-c15',
    'crm',
    'Which department is Merl Runolfsson in?',
    BB.name(async (d) => {
      const dept = crmPerson(await d.crmContacts(), 'Merl Runolfsson').department ?? 'none';
      return dept === 'Human Resources' ? [dept, 'HR'] : [dept];
    }, 'department of Merl Runolfsson'),
  ),
  q(
    'BG-c16',
    'crm',
    ['Pull up the account Kihn - Dooley.', 'How many opportunities does it have, and what are they worth in total?'],
    BB.each(C.oppCountOf('Kihn - Dooley'), C.oppValueOf('Kihn - Dooley')),
  ),

  // (3) The marketing coordinator.
  q(
    'BG-c17',
    'crm',
    "Which leads still sitting at status new have a score of 99 or higher? I'd like to get them into the next nurture sequence.",
    BB.list(
      async (d) => [(await LEADS(d)).filter((l) => l.status === 'new' && (l.score ?? 0) >= 99).map(person), await leadNames(d)],
      'new leads scoring 99 or more',
    ),
  ),
  q(
    'BG-c18',
    'crm',
    'Which lead source has brought in the most closed-won leads?',
    BB.name(
      async (d) =>
        withAliases(
          bestGroup(
            (await LEADS(d)).filter((l) => l.status === 'closed-won'),
            (l) => l.source,
            (ls) => ls.length,
            'max',
            'source with the most closed-won leads',
          ),
        ),
      'source with the most closed-won leads',
    ),
  ),
  q(
    'BG-c19',
    'crm',
    'Can you break down our qualified leads by source?',
    BD.breakdown(
      async (d) => {
        const ls = (await LEADS(d)).filter((l) => l.status === 'qualified');
        return [...new Set(ls.map((l) => l.source!))].map((s) => ({ key: s, value: ls.filter((l) => l.source === s).length }));
      },
      'count',
      'qualified leads by source',
    ),
  ),
  q(
    'BG-c20',
    'crm',
    'Which source produces higher-scoring leads on average, Trade Show or Referral?',
    BG.versus(async (d) => {
      const ls = await LEADS(d);
      const mean = (src: string): number => avg(ls.filter((l) => l.source === src && l.score !== null).map((l) => l.score!));
      return [
        { names: withAliases('Trade Show'), value: mean('Trade Show') },
        { names: withAliases('Referral'), value: mean('Referral') },
      ];
    }, 'source with the higher average lead score'),
  ),
  q(
    'BG-c21',
    'crm',
    'How many accounts do we have in Healthcare, and how many in Pharmaceuticals?',
    BD.breakdown(
      async (d) => {
        const xs = await ACCTS(d);
        return ['Healthcare', 'Pharmaceuticals'].map((i) => ({ key: i, value: xs.filter((x) => x.industry === i).length }));
      },
      'count',
      'accounts in Healthcare and in Pharmaceuticals',
    ),
  ),
  q(
    'BG-c22',
    'crm',
    ['Show me the leads that came from Social Media in the Hospitality industry.', 'Which of them has the highest score?'],
    BB.name(async (d) => {
      const ls = (await LEADS(d)).filter((l) => l.source === 'Social Media' && l.industry === 'Hospitality');
      return [person(best(ls, (l) => l.score ?? -1, 'max', 'top-scoring Social Media lead in Hospitality'))];
    }, 'top-scoring Social Media lead in Hospitality'),
  ),
  q(
    'BG-c23',
    'crm',
    'What percentage of all our leads came from Email Campaigns?',
    BB.num(
      async (d) => {
        const ls = await LEADS(d);
        return pct(ls.filter((l) => l.source === 'Email Campaign').length, ls.length);
      },
      'plain',
      'share of leads from Email Campaign (%)',
    ),
  ),
  q(
    'BG-c24',
    'crm',
    'How many leads were created in the first quarter of 2024?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => createdDay(l) >= '2024-01-01' && createdDay(l) <= '2024-03-31').length,
      'count',
      'leads created January-March 2024',
    ),
  ),

  // (4) Typing fast on a phone.
  q(
    'BG-c25',
    'crm',
    'hw many opps closng in march 2026',
    BB.num(
      async (d) => {
        const march = (await OPPS(d)).filter(closes('2026-03'));
        return [march.length, march.filter(isOpen).length];
      },
      'count',
      'opportunities closing in March 2026 (all, or open only)',
    ),
  ),
  q(
    'BG-c26',
    'crm',
    'biggest deal in negociation rn',
    BD.deal(
      async (d) =>
        best(
          (await OPPS(d)).filter((o) => o.stage === 'negotiation'),
          (o) => o.value,
          'max',
          'largest deal in negotiation',
        ),
      'largest deal in negotiation',
    ),
  ),
  q(
    'BG-c27',
    'crm',
    ['accts in germny how many', 'n france'],
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.country === 'France').length, 'count', 'accounts in France'),
  ),
  q(
    'BG-c28',
    'crm',
    'avg anual rev tech industy accts',
    BB.num(
      async (d) =>
        avg((await ACCTS(d)).filter((x) => x.industry === 'Technology' && x.annual_revenue !== null).map((x) => x.annual_revenue!)),
      'money',
      'average annual revenue of Technology accounts',
    ),
  ),
  q(
    'BG-c29',
    'crm',
    ['top 5 accts by employes', 'wich of those r in europe'],
    BB.list(async (d) => {
      const top = firstN(await ACCTS(d), (x) => x.employee_count ?? 0, 5, 'max');
      return [top.filter((x) => x.region === 'Europe').map((x) => x.name), await accountNames(d)];
    }, 'European accounts among the five with the most employees'),
  ),
  q(
    'BG-c30',
    'crm',
    'any leads frm partners w status negotiaton',
    BB.yes(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Partner' && l.status === 'negotiation').length,
      'Partner leads in negotiation',
    ),
  ),
  q(
    'BG-c31',
    'crm',
    ['total valu closed lost deals 2024', 'n 2025'],
    BB.num(async (d) => total((await OPPS(d)).filter((o) => lost(o) && closes('2025')(o))), 'money', 'closed-lost value in 2025'),
  ),
  q(
    'BG-c32',
    'crm',
    'median deal sze proposal stage',
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => o.stage === 'proposal').map((o) => o.value)),
      'money',
      'median value of proposal-stage deals',
    ),
  ),
];

export const SET_BG_MORE: HeldOut[] = [...CRM, ...SET_BG_REST];
