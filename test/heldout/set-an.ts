// Development set AN: written by a helper who did not read the planner (nor its lexicon or its
// notes), to find wordings it does not yet understand; it leans towards people preparing a
// weekly or quarterly review (the numbers behind a slide: comparisons between groups, gaps,
// ratios, "which side", least and most represented groups, won against lost value) and people
// who write tersely ("AZ count mine"), with a few chains through the two APIs.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 12 are follow-ups asked in one session. Dates are relative
// to the day the checker runs. The CRM questions and the declines are in set-an2.ts.

import type { HeldOut } from './judge.js';
import { q, sum, winners } from './judge.js';
import { T } from './kinds.js';
import { ANY, TC, inStates, loadAccounts } from './kinds-cd.js';
import { isUS } from './kinds-k.js';
import { AN, avgOf, countOf, crmIdsIn, revOf, stateOfAccount, titledAt } from './kinds-an.js';
import { CEO, CFO, CTO, M, isOpen } from './pick.js';
import { SET_AN_CRM } from './set-an2.js';

const MINE = ['my accounts', 'your accounts', 'mine', 'yours', 'my territory', 'your territory'];
const THEIRS = ['third party', 'third parties', 'external'];

const SET_AN_TERRITORY: HeldOut[] = [
  // Territory API
  q('AN-t01', 'territory', 'AZ count mine', TC.count('my', inStates('AZ'), 'in AZ')),
  q('AN-t02', 'territory', 'rev total, mine', TC.sum('my', ANY, 'overall')),
  q(
    'AN-t03',
    'territory',
    'For the QBR slide: in California, do my accounts or the third-party ones bring in more revenue, and how big is the gap?',
    AN.sides(
      [
        { names: MINE, get: revOf('my', inStates('CA')) },
        { names: THEIRS, get: revOf('tp', inStates('CA')) },
      ],
      'money',
      'CA revenue, mine vs third-party',
    ),
  ),
  q(
    'AN-t04',
    'territory',
    'my book vs the third-party list on total revenue, as a ratio (mine divided by theirs)',
    AN.ratio(revOf('my', ANY), revOf('tp', ANY), 'my total revenue / third-party total revenue'),
  ),
  q('AN-t05', 'territory', 'Which state is least represented on the third-party list?', T.stateByCount('tp', 'min')),
  q(
    'AN-t06',
    'territory',
    'most represented state in my territory + how many accounts it has',
    AN.stateAnd(
      async (d) => {
        const my = await d.myAccounts();
        const counts = [...new Set(my.map((x) => x.state))].map((s) => ({ state: s, value: my.filter((x) => x.state === s).length }));
        const w = winners(counts, (c) => c.value, 'max');
        if (w.length !== 1) throw new Error('most represented state ties');
        return w[0]!;
      },
      'count',
      'state with the most of my accounts',
    ),
  ),
  q(
    'AN-t07',
    'territory',
    'how far apart are the average account revenue of mine and the average of the third-party accounts?',
    AN.gap(avgOf('my', ANY), avgOf('tp', ANY), 'money', 'gap between the average revenues'),
  ),
  q('AN-t08', 'territory', 'top 5 mine by rev', TC.topN('my', ANY, 5, 'max')),
  q(
    'AN-t09',
    'territory',
    'New York: how many more accounts do I have there than the third-party list does?',
    AN.gap(countOf('my', inStates('NY')), countOf('tp', inStates('NY')), 'count', 'NY accounts, mine minus third-party'),
  ),
  q(
    'AN-t10',
    'territory',
    'What share of third-party revenue comes out of Texas, in percent?',
    AN.num(async (d) => (100 * (await revOf('tp', inStates('TX'))(d))) / (await revOf('tp', ANY)(d)), 'plain', 'TX share of tp revenue'),
  ),
  q(
    'AN-t11',
    'territory',
    'is there a state that has third-party accounts but none of mine? which one',
    AN.state(async (d) => {
      const mine = new Set((await d.myAccounts()).map((x) => x.state));
      const only = [...new Set((await d.thirdPartyAccounts()).map((x) => x.state))].filter((s) => !mine.has(s));
      if (only.length !== 1) throw new Error(`${only.length} states only on the third-party list`);
      return only;
    }, 'state with third-party accounts and none of mine'),
  ),
  q('AN-t12', 'territory', 'CEO headcount across my accounts', TC.contactCount('my', ANY, CEO)),
  q(
    'AN-t13',
    'territory',
    'CTOs — are there more at my accounts or at third-party accounts, and by how many?',
    AN.sides(
      [
        { names: MINE, get: titledAt('my', CTO) },
        { names: THEIRS, get: titledAt('tp', CTO) },
      ],
      'count',
      'CTOs, mine vs third-party',
    ),
  ),
  q(
    'AN-t14',
    'territory',
    'avg rev of my accts above 5M',
    TC.avg('my', (x) => x.revenue > 5 * M, 'over $5M'),
  ),
  q(
    'AN-t15',
    'territory',
    'how many of mine sit between 1M and 3M in revenue',
    TC.count('my', (x) => x.revenue >= 1 * M && x.revenue <= 3 * M, 'between $1M and $3M'),
  ),
  q(
    'AN-t16',
    'territory',
    'third-party accounts under 1M revenue, list them',
    TC.list('tp', (x) => x.revenue < 1 * M, 'under $1M'),
  ),
  q('AN-t17', 'territory', 'Keystone Robotics Group revenue?', T.revenueOf('Keystone Robotics Group')),
  q(
    'AN-t18',
    'territory',
    'average account size, my New York vs my Illinois: what is the ratio, NY over IL?',
    AN.ratio(avgOf('my', inStates('NY')), avgOf('my', inStates('IL')), 'my NY average / my IL average'),
  ),
  q(
    'AN-t19',
    'territory',
    'Which state carries the most third-party revenue, and what is that total?',
    AN.stateAnd(
      async (d) => {
        const tp = await d.thirdPartyAccounts();
        const sums = [...new Set(tp.map((x) => x.state))].map((s) => ({
          state: s,
          value: sum(tp.filter((x) => x.state === s).map((x) => x.revenue)),
        }));
        return winners(sums, (c) => c.value, 'max')[0]!;
      },
      'money',
      'state with the most third-party revenue',
    ),
  ),
  q(
    'AN-t20',
    'territory',
    'how far behind my Massachusetts revenue is my Illinois revenue?',
    AN.gap(revOf('my', inStates('MA')), revOf('my', inStates('IL')), 'money', 'my MA revenue minus my IL revenue'),
  ),
  q(
    'AN-t21',
    'territory',
    'what % of my book sits in the northeast, i.e. NY, MA and PA',
    TC.share('my', inStates('NY', 'MA', 'PA'), 'in NY, MA or PA'),
  ),
  q('AN-t22', 'territory', 'contacts at third party FL accounts - count', TC.contactCount('tp', inStates('FL'))),
  q('AN-t23', 'territory', 'most common job title among the contacts at third-party accounts', TC.titleTop('tp', 'max')),
  q(
    'AN-t24',
    'territory',
    'on average how many contacts does each of my accounts have?',
    AN.ratio(
      async (d) => {
        const ids = new Set((await d.myAccounts()).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      countOf('my', ANY),
      'contacts per account of mine',
    ),
  ),
  q(
    'AN-t25',
    'territory',
    "who's the CFO at Nova Motors Corp",
    TC.contactList('all', (x) => x.name === 'Nova Motors Corp', CFO),
  ),
  q(
    'AN-t26',
    'territory',
    'Tech Transformation campaign — combined revenue of its accounts?',
    TC.sum({ campaign: 'Tech Transformation' }, ANY, 'overall'),
  ),
  q(
    'AN-t27',
    'territory',
    "take Harbor Logistics LLC's state, then tell me how many of my own accounts are in it",
    AN.num(
      async (d) => {
        const st = await stateOfAccount(d, 'Harbor Logistics LLC');
        return (await d.myAccounts()).filter((x) => x.state === st).length;
      },
      'count',
      'my accounts in the state of Harbor Logistics LLC',
    ),
  ),
  q('AN-t28', 'territory', ['my NC accounts', 'combined rev?'], TC.sum('my', inStates('NC'), 'in NC')),
  q(
    'AN-t29',
    'territory',
    ['third party accts over 4M', 'how many of those are in CA'],
    TC.count('tp', (x) => x.revenue > 4 * M && x.state === 'CA', 'over $4M in CA'),
  ),
  q(
    'AN-t30',
    'territory',
    ['my five biggest accounts', 'spread in revenue between #1 and #5?'],
    AN.num(
      async (d) => {
        const r = (await d.myAccounts()).map((x) => x.revenue).sort((x, y) => y - x);
        return r[0]! - r[4]!;
      },
      'money',
      'revenue of my #1 minus my #5',
    ),
  ),
  q(
    'AN-t31',
    'territory',
    ['CFOs at my accounts', 'which of their companies is the biggest by revenue?'],
    AN.name(async (d) => {
      const ids = new Set((await d.territoryContacts({ job_title: CFO })).map((c) => c.account_id));
      return winners(
        (await d.myAccounts()).filter((x) => ids.has(x.id)),
        (x) => x.revenue,
        'max',
      ).map((x) => x.name);
    }, 'largest of my accounts with a CFO'),
  ),
  q(
    'AN-t32',
    'territory',
    ['my Florida accounts vs my Georgia accounts', 'total revenue each side: which is higher, and by how much?'],
    AN.sides(
      [
        { names: ['Florida', 'FL'], get: revOf('my', inStates('FL')) },
        { names: ['Georgia', 'GA'], get: revOf('my', inStates('GA')) },
      ],
      'money',
      'my FL vs GA revenue',
    ),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AN-b01',
    'crm',
    'For the account in my territory named Nova Motors Corp, how many CRM contacts are at accounts in the same state?',
    AN.num(
      async (d) => {
        const ids = await crmIdsIn(d, await stateOfAccount(d, 'Nova Motors Corp'));
        return (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CRM contacts in the state of Nova Motors Corp',
    ),
  ),
  q(
    'AN-b02',
    'crm',
    "take Harbor Labs Inc's state, then give me the CRM open pipeline value for accounts in that state",
    AN.num(
      async (d) => {
        const ids = await crmIdsIn(d, await stateOfAccount(d, 'Harbor Labs Inc'));
        return sum((await d.crmOpportunities()).filter((o) => isOpen(o) && ids.has(o.account_id)).map((o) => o.value));
      },
      'money',
      'open CRM pipeline in the state of Harbor Labs Inc',
    ),
  ),
  q(
    'AN-b03',
    'crm',
    'California: how many more accounts does the CRM have there than I have in my territory?',
    AN.gap(async (d) => (await crmIdsIn(d, 'CA')).size, countOf('my', inStates('CA')), 'count', 'CRM CA accounts minus my CA accounts'),
  ),
  q(
    'AN-b04',
    'crm',
    ['which of my accounts has the highest revenue?', 'in the CRM, which account in that same state has the biggest annual revenue?'],
    AN.name(async (d) => {
      const top = winners(await d.myAccounts(), (x) => x.revenue, 'max')[0]!;
      const crm = (await d.crmAccounts()).filter((x) => isUS(x) && x.state === top.state);
      return winners(crm, (x) => x.annual_revenue ?? 0, 'max').map((x) => x.name);
    }, 'largest CRM account in the state of my largest account'),
  ),
  q(
    'AN-b05',
    'crm',
    'CEOs: territory contacts vs CRM contacts — how many times more does the CRM have?',
    AN.ratio(
      async (d) => (await d.crmContacts()).filter((c) => c.job_title === CEO).length,
      async (d) => (await d.territoryContacts({ job_title: CEO })).length,
      'CRM CEOs / territory CEOs',
    ),
  ),
  q(
    'AN-b06',
    'territory',
    'Of the states where I have accounts, find the one with the fewest CRM accounts, then what is my revenue in that state?',
    AN.num(
      async (d) => {
        const my = await loadAccounts(d, 'my');
        const states = [...new Set(my.map((x) => x.state))];
        const sizes = await Promise.all(states.map(async (s) => ({ s, n: (await crmIdsIn(d, s)).size })));
        const w = winners(sizes, (x) => x.n, 'min');
        if (w.length !== 1) throw new Error('fewest CRM accounts ties');
        return sum(my.filter((x) => x.state === w[0]!.s).map((x) => x.revenue));
      },
      'money',
      'my revenue in my state with the fewest CRM accounts',
    ),
  ),
];

export const SET_AN: HeldOut[] = [...SET_AN_TERRITORY, ...SET_AN_CRM];
