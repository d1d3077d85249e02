// Held-out set BX, continued (see set-bx.ts; SEALED): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { ACCTS, BB, LEADS, OPPS, person, total } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { best, countBy } from './kinds-bv.js';
import {
  closeWithin,
  crmAccount,
  crmContactNames,
  crmContactsOf,
  crmDealsOf,
  crmLead,
  industryOfDeal,
  median,
  openDealsOf,
  pctOf,
  regionOfDeal,
} from './kinds-bx.js';
import { only, withAliases } from './kinds-cd.js';
import { CEO, closes, isOpen, lost, won } from './pick.js';
import { SET_BX_REST } from './set-bx3.js';

const CRM: HeldOut[] = [
  // The regional vice-president preparing a board slide.
  q(
    'BX-c01',
    'crm',
    'Open pipeline, total value, ballpark?',
    BB.num(async (d) => total((await OPPS(d)).filter(isOpen)), 'money', 'value of the open pipeline'),
  ),
  q(
    'BX-c02',
    'crm',
    'Closed deals only: what percent did we win?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const w = os.filter(won);
        const closed = os.filter((o) => won(o) || lost(o));
        return [pctOf(w.length, closed.length), pctOf(total(w), total(closed))];
      },
      'plain',
      'win rate of closed deals (percent, by count or by value)',
    ),
  ),
  q(
    'BX-c03',
    'crm',
    'Closed-won in 2025: total value and number of deals?',
    BB.each(
      BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && closes('2025')(o))), 'money', 'value won in 2025'),
      BB.num(async (d) => (await OPPS(d)).filter((o) => won(o) && closes('2025')(o)).length, 'count', 'deals won in 2025'),
    ),
  ),
  q(
    'BX-c04',
    'crm',
    'Open pipeline by region: which region is on top by value?',
    BB.name(async (d) => {
      const region = await regionOfDeal(d);
      const g = new Map<string, number>();
      for (const o of (await OPPS(d)).filter(isOpen)) {
        const r = region(o);
        if (r !== null) g.set(r, (g.get(r) ?? 0) + o.value);
      }
      return best(
        [...g].map(([key, value]) => ({ key, value })),
        'max',
      );
    }, 'region with the most open pipeline value'),
  ),
  q(
    'BX-c05',
    'crm',
    'CRM account count, and how many of those sit in Europe?',
    BB.each(
      BB.num(async (d) => (await ACCTS(d)).length, 'count', 'CRM accounts'),
      BB.num(async (d) => (await ACCTS(d)).filter((x) => x.region === 'Europe').length, 'count', 'CRM accounts in Europe'),
    ),
  ),
  q(
    'BX-c06',
    'crm',
    ['Pipeline value sitting in negotiation?', 'Same figure for proposal?'],
    BB.num(async (d) => total((await OPPS(d)).filter((o) => o.stage === 'proposal')), 'money', 'value of deals in proposal'),
  ),
  q(
    'BX-c07',
    'crm',
    'Average closed-won deal size?',
    BB.num(async (d) => avg((await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'average closed-won deal value'),
  ),
  q(
    'BX-c08',
    'crm',
    'What percent of leads are marked closed-won, roughly?',
    BB.num(
      async (d) => {
        const ls = await LEADS(d);
        return pctOf(ls.filter((l) => l.status === 'closed-won').length, ls.length);
      },
      'plain',
      'share of leads in status closed-won (percent)',
    ),
  ),

  // The new sales development rep.
  q(
    'BX-c09',
    'crm',
    'how many leads came from people finding us on the website? not sure if thats called inbound',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Website').length, 'count', 'leads from the Website'),
  ),
  q(
    'BX-c10',
    'crm',
    'how many deals are in the stage where were haggling over price with them, i think its negotiation or something',
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation').length, 'count', 'deals in negotiation'),
  ),
  q(
    'BX-c11',
    'crm',
    'how many leads have a score over 80? i think score is like how hot they are',
    BB.num(async (d) => (await LEADS(d)).filter((l) => (l.score ?? -1) > 80).length, 'count', 'leads scoring above 80'),
  ),
  q(
    'BX-c12',
    'crm',
    ['how many leads did we get off trade shows', 'ok and out of those how many are qualifed at this point'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.status === 'qualified').length,
      'count',
      'qualified Trade Show leads',
    ),
  ),
  q(
    'BX-c13',
    'crm',
    'which crm company is the biggest in terms of staff, like number of employes',
    BB.name(
      async (d) => winners(await ACCTS(d), (x) => x.employee_count ?? -1, 'max').map((x) => x.name),
      'CRM account with the most employees',
    ),
  ),
  q(
    'BX-c14',
    'crm',
    'what industry are most of our deals with? like the industry of the company the deal belongs to',
    BB.name(async (d) => {
      const industry = await industryOfDeal(d);
      return best(countBy(await OPPS(d), industry), 'max');
    }, 'industry with the most opportunities'),
  ),
  q(
    'BX-c15',
    'crm',
    'how many contacts are flagged as the main person at their company, primary i think its called',
    BB.num(async (d) => (await d.crmContacts()).filter((c) => c.is_primary).length, 'count', 'primary contacts'),
  ),
  q(
    'BX-c16',
    'crm',
    'whats the biggest deal thats still open, so not won or lost yet',
    BD.deal(async (d) => only((await OPPS(d)).filter(isOpen), (o) => o.value, 'max', 'largest open deal'), 'largest open deal'),
  ),

  // The finance analyst.
  q(
    'BX-c17',
    'crm',
    'Sum of closed-won opportunity values where the close date falls in Q3 2024 (1 July to 30 September).',
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => won(o) && closeWithin('2024-07-01', '2024-09-30')(o))),
      'money',
      'value won in Q3 2024',
    ),
  ),
  q(
    'BX-c18',
    'crm',
    'Median value of closed-lost opportunities with close dates in 2025.',
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => lost(o) && closes('2025')(o)).map((o) => o.value)),
      'money',
      'median value of deals lost in 2025',
    ),
  ),
  q(
    'BX-c19',
    'crm',
    'Average win probability of opportunities in the proposal stage, expressed as a percentage.',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => o.stage === 'proposal' && o.probability !== null).map((o) => o.probability!)) * 100,
      'plain',
      'average probability of proposal deals (percent)',
    ),
  ),
  q(
    'BX-c20',
    'crm',
    'How many opportunities of at least $500,000 have a close date between April 1 and June 30, 2025, excluding closed-lost ones?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.value >= 500_000 && !lost(o) && closeWithin('2025-04-01', '2025-06-30')(o)).length,
      'count',
      'deals of $500k+ closing in Q2 2025, not lost',
    ),
  ),
  q(
    'BX-c21',
    'crm',
    'What percentage of Referral leads have the status closed-won?',
    BB.num(
      async (d) => {
        const rs = (await LEADS(d)).filter((l) => l.source === 'Referral');
        return pctOf(rs.filter((l) => l.status === 'closed-won').length, rs.length);
      },
      'plain',
      'share of Referral leads closed-won (percent)',
    ),
  ),
  q(
    'BX-c22',
    'crm',
    ['Total closed-won value for March 2025?', 'And for March 2024?'],
    BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && closes('2024-03')(o))), 'money', 'value won in March 2024'),
  ),
  q(
    'BX-c23',
    'crm',
    'Mean annual revenue of Healthcare-industry accounts, restricted to the North America region.',
    BB.num(
      async (d) =>
        avg(
          (await ACCTS(d))
            .filter((x) => x.industry === 'Healthcare' && x.region === 'North America' && x.annual_revenue !== null)
            .map((x) => x.annual_revenue!),
        ),
      'money',
      'average annual revenue of Healthcare accounts in North America',
    ),
  ),
  q(
    'BX-c24',
    'crm',
    'How many leads have a score of at least 90 and are not closed-lost?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => (l.score ?? -1) >= 90 && l.status !== 'closed-lost').length,
      'count',
      'leads scoring 90+ not closed-lost',
    ),
  ),

  // The customer-success lead.
  q(
    'BX-c25',
    'crm',
    'Rutherford and Sons: count of open deals and their combined value?',
    BB.each(
      BB.num(async (d) => (await openDealsOf(d, 'Rutherford and Sons')).length, 'count', 'open deals of Rutherford and Sons'),
      BB.num(async (d) => total(await openDealsOf(d, 'Rutherford and Sons')), 'money', 'open value of Rutherford and Sons'),
    ),
  ),
  q(
    'BX-c26',
    'crm',
    'Pfeffer Group: who is flagged as the primary contact there?',
    BB.name(async (d) => {
      const ps = (await crmContactsOf(d, 'Pfeffer Group')).filter((c) => c.is_primary);
      if (ps.length !== 1) throw new Error(`Pfeffer Group has ${ps.length} primary contacts`);
      return [person(ps[0]!)];
    }, 'primary contact at Pfeffer Group'),
  ),
  q(
    'BX-c27',
    'crm',
    ['List the contacts at Walsh - Yost.', 'Which of them work in procurement?'],
    BB.list(
      async (d) => [
        (await crmContactsOf(d, 'Walsh - Yost'))
          .filter((c) => c.department === 'Procurement' || /procurement/i.test(c.job_title ?? ''))
          .map(person),
        await crmContactNames(d),
      ],
      'procurement contacts at Walsh - Yost',
    ),
  ),
  q(
    'BX-c28',
    'crm',
    'What industry is Moore, Casper and Schulist in, and which country are they based in?',
    BB.each(
      BB.name(async (d) => [(await crmAccount(d, 'Moore, Casper and Schulist')).industry ?? '?'], 'industry of Moore, Casper and Schulist'),
      BB.name(
        async (d) => withAliases((await crmAccount(d, 'Moore, Casper and Schulist')).country ?? '?'),
        'country of Moore, Casper and Schulist',
      ),
    ),
  ),
  q(
    'BX-c29',
    'crm',
    'Hayes - Simonis: which closed-won deal with them was the biggest?',
    BD.deal(
      async (d) => only((await crmDealsOf(d, 'Hayes - Simonis')).filter(won), (o) => o.value, 'max', 'largest won deal of Hayes - Simonis'),
      'largest won deal of Hayes - Simonis',
    ),
  ),
  q(
    'BX-c30',
    'crm',
    ['McLaughlin, Ernser and Wehner: how many people do we have there?', 'And their largest deal that is still open?'],
    BD.deal(
      async (d) =>
        only(
          await openDealsOf(d, 'McLaughlin, Ernser and Wehner'),
          (o) => o.value,
          'max',
          'largest open deal of McLaughlin, Ernser and Wehner',
        ),
      'largest open deal of McLaughlin, Ernser and Wehner',
    ),
  ),
  q(
    'BX-c31',
    'crm',
    ['What status is the lead Olga Langosh in?', 'And which source did that lead come in from?'],
    BB.name(async (d) => withAliases((await crmLead(d, 'Olga Langosh')).source ?? '?'), 'source of the lead Olga Langosh'),
  ),
  q(
    'BX-c32',
    'crm',
    "What's the email for the CEO at Ritchie, Brekke and Lemke?",
    BB.every(async (d) => {
      const ceos = (await crmContactsOf(d, 'Ritchie, Brekke and Lemke')).filter((c) => c.job_title === CEO);
      if (ceos.length !== 1) throw new Error(`Ritchie, Brekke and Lemke has ${ceos.length} CEOs`);
      return [ceos[0]!.email];
    }, 'e-mail of the CEO at Ritchie, Brekke and Lemke'),
  ),
];

export const SET_BX_MORE: HeldOut[] = [...CRM, ...SET_BX_REST];
