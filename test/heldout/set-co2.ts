// Held-out set CO, continued (see set-co.ts; SEALED): the CRM questions.

import type { CrmOpportunity, DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, q, winners } from './judge.js';
import { account, ACCTS, BB, extra, LEADS, leadNames, OPPS, person, total } from './kinds-bb.js';
import { crmAccountsById, share } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import {
  closeBetween,
  createdBetween,
  createdDay,
  createdMs,
  isOpenDeal,
  isWon,
  needPhone,
  repeated,
  soleRow,
  winRate,
  winRateByValue,
} from './kinds-co.js';
import { SET_CO_REST } from './set-co3.js';

/** The opportunities of the accounts of one region. */
const oppsInRegion = async (d: DataAccess, region: string): Promise<CrmOpportunity[]> => {
  const acc = await crmAccountsById(d);
  return (await OPPS(d)).filter((o) => acc.get(o.account_id)?.region === region);
};
const byStage = (stage: string) => (o: CrmOpportunity) => o.stage === stage;

const CRM: HeldOut[] = [
  // The account executive in their first week.
  q(
    'CO-c01',
    'crm',
    'how many leads r there in the crm',
    BB.num(async (d) => (await LEADS(d)).length, 'count', 'number of leads'),
  ),
  q(
    'CO-c02',
    'crm',
    "I've got a call with Walter LLC tomorrow, who's their primary contact?",
    BB.name(async (d) => {
      const acc = await account(d, 'Walter LLC');
      return (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.is_primary).map(person);
    }, 'primary contact at Walter LLC'),
  ),
  q(
    'CO-c03',
    'crm',
    'how many deals are sitting in negotiation atm',
    BB.num(async (d) => (await OPPS(d)).filter(byStage('negotiation')).length, 'count', 'opportunities in negotiation'),
  ),
  q(
    'CO-c04',
    'crm',
    'what industry is Ratke LLC',
    BB.name(async (d) => [(await account(d, 'Ratke LLC')).industry!], 'industry of Ratke LLC'),
  ),
  q(
    'CO-c05',
    'crm',
    'how many accounts do we have in Canada?',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.country === 'Canada').length, 'count', 'CRM accounts in Canada'),
  ),
  q(
    'CO-c06',
    'crm',
    ['show me the leads that came from partners', 'how many of them r qualified'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Partner' && l.status === 'qualified').length,
      'count',
      'qualified Partner leads',
    ),
  ),
  q(
    'CO-c07',
    'crm',
    'need the phone number for Legros - Rath pls',
    needPhone(async (d) => (await account(d, 'Legros - Rath')).phone!, 'phone of Legros - Rath'),
  ),
  q(
    'CO-c08',
    'crm',
    'Which city is Stanton and Sons located in?',
    BB.name(async (d) => [(await account(d, 'Stanton and Sons')).city!], 'city of Stanton and Sons'),
  ),

  // The regional operations manager.
  q(
    'CO-c09',
    'crm',
    'By region, where is the average annual revenue per CRM account highest?',
    BB.name(
      async (d) =>
        winners(
          groups(
            await ACCTS(d),
            (x) => x.region,
            (xs) => avg(xs.map((x) => x.annual_revenue ?? 0)),
          ),
          (x) => x.value,
          'max',
        ).flatMap((x) => withAliases(x.key)),
      'region with the highest average annual revenue',
    ),
  ),
  q(
    'CO-c10',
    'crm',
    'Cold Call vs Social Media as lead sources: what is the difference in the number of leads between them?',
    BB.num(
      async (d) => {
        const ls = await LEADS(d);
        return Math.abs(ls.filter((l) => l.source === 'Cold Call').length - ls.filter((l) => l.source === 'Social Media').length);
      },
      'count',
      'gap in lead count between Cold Call and Social Media',
    ),
  ),
  q(
    'CO-c11',
    'crm',
    'Looking at leads by industry, which industry has the weakest average lead score?',
    BB.name(
      async (d) =>
        winners(
          groups(
            (await LEADS(d)).filter((l) => l.score !== null),
            (l) => l.industry,
            (ls) => avg(ls.map((l) => l.score!)),
          ),
          (x) => x.value,
          'min',
        ).map((x) => x.key),
      'lead industry with the lowest average score',
    ),
  ),
  q(
    'CO-c12',
    'crm',
    'what % of our CRM accounts are in the Europe region',
    BB.num(
      async (d) => {
        const xs = await ACCTS(d);
        return share(xs.filter((x) => x.region === 'Europe').length, xs.length);
      },
      'plain',
      'share of CRM accounts in Europe (percent)',
    ),
  ),
  q(
    'CO-c13',
    'crm',
    'Which lead source turns the largest share of its own leads into closed-won?',
    BB.name(
      async (d) =>
        winners(
          groups(
            await LEADS(d),
            (l) => l.source,
            (ls) => share(ls.filter((l) => l.status === 'closed-won').length, ls.length),
          ),
          (x) => x.value,
          'max',
        ).flatMap((x) => withAliases(x.key)),
      'lead source with the best closed-won rate',
    ),
  ),
  q(
    'CO-c14',
    'crm',
    ['Average opportunity value for accounts in Asia Pacific?', 'Same for Latin America'],
    BB.num(async (d) => avg((await oppsInRegion(d, 'Latin America')).map((o) => o.value)), 'money', 'average Latin America deal value'),
  ),
  q(
    'CO-c15',
    'crm',
    'How many more CRM accounts does North America have than Europe?',
    BB.num(
      async (d) => {
        const xs = await ACCTS(d);
        return xs.filter((x) => x.region === 'North America').length - xs.filter((x) => x.region === 'Europe').length;
      },
      'count',
      'North America minus Europe account count',
    ),
  ),
  q(
    'CO-c16',
    'crm',
    'Split open pipeline by account industry - which industry is on top?',
    BB.name(async (d) => {
      const acc = await crmAccountsById(d);
      return winners(
        groups(
          (await OPPS(d)).filter(isOpenDeal),
          (o) => acc.get(o.account_id)?.industry ?? null,
          (os) => total(os),
        ),
        (x) => x.value,
        'max',
      ).map((x) => x.key);
    }, 'industry with the most open pipeline value'),
  ),

  // The CRM administrator.
  q(
    'CO-c17',
    'crm',
    'How many account records have a blank state?',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.state === null || x.state === '').length, 'count', 'CRM accounts without a state'),
  ),
  q(
    'CO-c18',
    'crm',
    'leads missing notes - how many?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => (extra(l, 'notes') ?? '').trim() === '').length, 'count', 'leads without notes'),
  ),
  q(
    'CO-c19',
    'crm',
    'Do we have leads entered twice under the same full name? List the names.',
    BB.list(async (d) => [repeated((await LEADS(d)).map(person)), await leadNames(d)], 'repeated lead names'),
  ),
  q(
    'CO-c20',
    'crm',
    'Which account is the oldest record in the CRM, going by when it was created?',
    BB.name(async (d) => [soleRow(await ACCTS(d), createdMs, 'min', 'oldest CRM account').name], 'first created CRM account'),
  ),
  q(
    'CO-c21',
    'crm',
    'newest lead in the system? (by created date)',
    BB.name(async (d) => [person(soleRow(await LEADS(d), createdMs, 'max', 'newest lead'))], 'most recently created lead'),
  ),
  q(
    'CO-c22',
    'crm',
    'Looks odd to me: how many CRM accounts located outside the US and Canada have a phone number starting with +1?',
    BB.num(
      async (d) =>
        (await ACCTS(d)).filter((x) => x.country !== 'United States' && x.country !== 'Canada' && (x.phone ?? '').startsWith('+1')).length,
      'count',
      'non-US/Canada accounts with a +1 phone',
    ),
  ),
  q(
    'CO-c23',
    'crm',
    'Sanity check on dates: how many opportunities have a close date earlier than the day they were created?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const strict = os.filter((o) => o.close_date !== null && createdDay(o) !== null && o.close_date < createdDay(o)!).length;
        const sameDayToo = os.filter((o) => o.close_date !== null && createdDay(o) !== null && o.close_date <= createdDay(o)!).length;
        return [...new Set([strict, sameDayToo])];
      },
      'count',
      'opportunities closing before their creation day',
    ),
  ),
  q(
    'CO-c24',
    'crm',
    ["Do any CRM contacts have a full name identical to another contact's?", 'how many such names are there'],
    BB.num(async (d) => repeated((await d.crmContacts()).map(person)).length, 'count', 'repeated CRM contact names'),
  ),

  // The VP.
  q(
    'CO-c25',
    'crm',
    "What's our overall win rate - closed-won deals as a share of all closed deals?",
    BB.num(async (d) => winRate(await OPPS(d)), 'plain', 'win rate by count (percent)'),
  ),
  q(
    'CO-c26',
    'crm',
    ['How many deals did we win with a close date in 2025?', 'what about Q1 2025 only'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => isWon(o) && closeBetween('2025-01-01', '2025-03-31')(o)).length,
      'count',
      'closed-won deals closing in Q1 2025',
    ),
  ),
  q(
    'CO-c27',
    'crm',
    "what's the lead conversion rate",
    BB.num(
      async (d) => {
        const ls = await LEADS(d);
        const w = ls.filter((l) => l.status === 'closed-won').length;
        const lost = ls.filter((l) => l.status === 'closed-lost').length;
        return [share(w, ls.length), share(w, w + lost)];
      },
      'plain',
      'lead conversion rate (closed-won share of all leads, or of closed leads)',
    ),
  ),
  q(
    'CO-c28',
    'crm',
    ['Closed-won value for deals closing in 2024?', 'and for 2025'],
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => isWon(o) && closeBetween('2025-01-01', '2025-12-31')(o))),
      'money',
      'closed-won value closing in 2025',
    ),
  ),
  q(
    'CO-c29',
    'crm',
    'How many deals were closed-won in November 2024?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => isWon(o) && closeBetween('2024-11-01', '2024-11-30')(o)).length,
      'count',
      'closed-won deals closing in November 2024',
    ),
  ),
  q(
    'CO-c30',
    'crm',
    ['Win rate on deals that closed in 2024?', 'Narrow that down to Q4.'],
    BB.num(
      async (d) => winRate((await OPPS(d)).filter(closeBetween('2024-10-01', '2024-12-31'))),
      'plain',
      'win rate of deals closing in Q4 2024 (percent)',
    ),
  ),
  q(
    'CO-c31',
    'crm',
    ['Win rate for the Europe region?', 'And Latin America, by value rather than count?'],
    BB.num(async (d) => winRateByValue(await oppsInRegion(d, 'Latin America')), 'plain', 'Latin America win rate by value (percent)'),
  ),
  q(
    'CO-c32',
    'crm',
    'How many leads entered the CRM during Q2 2024 (by creation date)?',
    BB.num(async (d) => (await LEADS(d)).filter(createdBetween('2024-04-01', '2024-06-30')).length, 'count', 'leads created in Q2 2024'),
  ),
];

export const SET_CO_MORE: HeldOut[] = [...CRM, ...SET_CO_REST];
