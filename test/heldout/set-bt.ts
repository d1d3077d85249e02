// Held-out set BT: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// voices, 20 questions each: a regional vice-president preparing a board slide (totals, shares,
// rankings, sometimes two figures at once); a data analyst with precise statistical wording
// (median, mean, ratio, distribution, strict and inclusive bounds, exact date ranges); someone
// typing on a phone (lowercase, abbreviations, small typos, short follow-ups); and a polite new
// hire who wraps long, hesitant questions in context. 80 questions: 32 territory, 32 CRM, 6 that
// need both APIs (labelled by the API whose figure answers them), 10 to be declined; 14 are
// follow-ups asked in one session (the last answer is judged). Every expected answer is computed
// from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bt2.ts, the questions across both APIs
// and the declines in set-bt3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { BB, contactNames, median, territoryAccount } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { BT, FORMS, revenue, tally } from './kinds-bt.js';
import { TAZ } from './kinds-az.js';
import { ANY, firstN, inStates, pct, TC } from './kinds-cd.js';
import { T } from './kinds.js';
import { CTO } from './pick.js';
import { SET_BT_CRM } from './set-bt2.js';

const TERRITORY: HeldOut[] = [
  // The regional vice-president.
  q(
    'BT-t01',
    'territory',
    'For the board slide I need two headline numbers on my own book: the combined revenue of all my accounts, ' +
      'and how many accounts that covers.',
    BB.each(TC.sum('my', ANY, 'overall'), T.count('my')),
  ),
  q(
    'BT-t02',
    'territory',
    'What share of total territory revenue, my accounts and the third-party ones together, comes from California?',
    BB.num(
      async (d) => {
        const every = [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())];
        return pct(revenue(every.filter((x) => x.state === 'CA')), revenue(every));
      },
      'plain',
      'share of all territory revenue in CA (percent)',
    ),
  ),
  q(
    'BT-t03',
    'territory',
    'Rank the states by the combined revenue of my accounts and give me the top three.',
    BP.states(async (d) => {
      const g = groups(await d.myAccounts(), (x) => x.state, revenue);
      return firstN(g, (s) => s.value, 3, 'max', 'states by my revenue').map((s) => s.key);
    }, 'top three states by the revenue of my accounts'),
  ),
  q(
    'BT-t04',
    'territory',
    "Across the third-party accounts, which state contributes the most revenue, and what is that state's total?",
    TAZ.stateTopSum('tp'),
  ),
  q('BT-t05', 'territory', ['Give me my five largest accounts by revenue.', 'And the five smallest?'], TC.topN('my', ANY, 5, 'min')),
  q(
    'BT-t06',
    'territory',
    'California versus Texas: which state holds more of my accounts, and by how many?',
    BH.versus(
      async (d) => {
        const mine = await d.myAccounts();
        return {
          options: [
            ['CA', 'California'],
            ['TX', 'Texas'],
          ],
          values: [mine.filter((x) => x.state === 'CA').length, mine.filter((x) => x.state === 'TX').length],
        };
      },
      'count',
      'my accounts, CA vs TX',
      true,
    ),
  ),
  q(
    'BT-t07',
    'territory',
    'How many third-party accounts fall under the Tech Transformation campaign, and how much revenue do they represent in total?',
    BB.each(
      T.campaignCount('Tech Transformation'),
      BB.num(
        async (d) => revenue(await d.thirdPartyAccounts('Tech Transformation')),
        'money',
        'revenue of the Tech Transformation accounts',
      ),
    ),
  ),
  q(
    'BT-t08',
    'territory',
    'What percentage of my total revenue comes from my ten biggest accounts?',
    BB.num(
      async (d) => {
        const mine = await d.myAccounts();
        return pct(revenue(firstN(mine, (x) => x.revenue, 10, 'max', 'my ten largest')), revenue(mine));
      },
      'plain',
      'share of my revenue in my ten largest accounts (percent)',
    ),
  ),

  // The data analyst.
  q(
    'BT-t09',
    'territory',
    'What is the median revenue of my accounts located in California?',
    BB.num(
      async (d) => median((await d.myAccounts()).filter((x) => x.state === 'CA').map((x) => x.revenue)),
      'money',
      'median of my CA accounts',
    ),
  ),
  q(
    'BT-t10',
    'territory',
    'How many of my accounts have revenue between $2,000,000 and $3,000,000 inclusive?',
    TC.count('my', (x) => x.revenue >= 2_000_000 && x.revenue <= 3_000_000, 'with revenue in [2M, 3M]'),
  ),
  q(
    'BT-t11',
    'territory',
    'Compute the ratio of total third-party account revenue to the total revenue of my accounts, to two decimal places.',
    BT.precise(async (d) => revenue(await d.thirdPartyAccounts()) / revenue(await d.myAccounts()), 2, 'third-party revenue / my revenue'),
  ),
  q(
    'BT-t12',
    'territory',
    'What is the mean number of contacts per account across my accounts, to one decimal place?',
    BT.precise(
      async (d) => {
        const ids = new Set((await d.myAccounts()).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length / ids.size;
      },
      1,
      'mean contacts per account of mine',
    ),
  ),
  q(
    'BT-t13',
    'territory',
    'List my accounts with revenue between $3,000,000 and $4,000,000 inclusive.',
    T.listRevenueRange('my', 3_000_000, 4_000_000),
  ),
  q(
    'BT-t14',
    'territory',
    'Give me the distribution of job titles among the contacts at third-party accounts, as a count per title.',
    BT.breakdown(
      async (d) => {
        const ids = new Set((await d.thirdPartyAccounts()).map((x) => x.id));
        return tally(
          (await d.territoryContacts()).filter((c) => ids.has(c.account_id)),
          (c) => c.job_title,
        );
      },
      FORMS,
      'count',
      'job titles at third-party accounts',
    ),
  ),
  q(
    'BT-t15',
    'territory',
    'What is the difference between the mean and the median revenue of the third-party accounts?',
    BB.num(
      async (d) => {
        const rs = (await d.thirdPartyAccounts()).map((x) => x.revenue);
        return Math.abs(avg(rs) - median(rs));
      },
      'money',
      'mean minus median of third-party revenue',
    ),
  ),
  q(
    'BT-t16',
    'territory',
    'How many contacts with the job title Data Scientist work at accounts (mine or third-party) whose revenue is at least $5,000,000?',
    TC.contactCount('all', (x) => x.revenue >= 5_000_000, 'Data Scientist'),
  ),

  // The phone typist.
  q('BT-t17', 'territory', 'do i have any accts in ohio', T.existsInState('my', 'OH')),
  q(
    'BT-t18',
    'territory',
    ['top 3 3rd party accts by rev', 'which of em r in tx'],
    TAZ.topNThen('tp', 3, inStates('TX'), 'of the 3 largest third-party accounts, those in TX'),
  ),
  q(
    'BT-t19',
    'territory',
    'whos the cfo at nova motors corp',
    BB.list(async (d) => {
      const acc = await territoryAccount(d, 'Nova Motors Corp');
      const hit = await d.territoryContacts({ account_id: acc.id, job_title: 'Chief Financial Officer' });
      return [hit.map((c) => c.name), await contactNames(d)];
    }, 'CFO at Nova Motors Corp'),
  ),
  q('BT-t20', 'territory', 'falcon media llc revenu?', T.revenueOf('Falcon Media LLC')),
  q('BT-t21', 'territory', ['my accts in florida pls', 'total rev for thos'], TC.sum('my', inStates('FL'), 'in FL')),
  q('BT-t22', 'territory', 'email for priya walker', TC.emailOf('Priya Walker')),
  q('BT-t23', 'territory', 'avg rev of my wa accts', TC.avg('my', inStates('WA'), 'in WA')),
  q('BT-t24', 'territory', ['how many sales mgrs r there total', 'n at my accts?'], TC.contactCount('my', ANY, 'Sales Manager')),

  // The new hire.
  q(
    'BT-t25',
    'territory',
    'Sorry if this is a basic question, but I was told our territory is split between accounts we own and third-party ones. ' +
      'Could you tell me how many third-party accounts there are altogether?',
    T.count('tp'),
  ),
  q(
    'BT-t26',
    'territory',
    [
      "I'm still finding my way around, so apologies in advance: could you list the accounts I own in Oregon?",
      'Thank you. Would you happen to know which of those has a Chief Technology Officer among its contacts?',
    ],
    TC.accountsWithTitle('my', inStates('OR'), CTO),
  ),
  q(
    'BT-t27',
    'territory',
    'I was told Keystone Robotics Group is one of our most important accounts. Could you check what its revenue actually is, ' +
      'and which state it is in?',
    BB.each(T.revenueOf('Keystone Robotics Group'), T.stateOf('Keystone Robotics Group')),
  ),
  q(
    'BT-t28',
    'territory',
    'Apologies for the long question. My manager mentioned the High Value Outreach campaign, which I believe targets some of the ' +
      'third-party accounts. Would you mind telling me how many accounts it covers?',
    T.campaignCount('High Value Outreach'),
  ),
  q(
    'BT-t29',
    'territory',
    "I've been asked to get in touch with the people at Harbor Labs Inc, but I don't know who they are yet. " +
      'Could you give me their names and roles, please?',
    T.contactsAt('Harbor Labs Inc'),
  ),
  q(
    'BT-t30',
    'territory',
    [
      'Sorry, another one from me: which of my accounts has the lowest revenue?',
      'I see, thank you. And who is the contact there, if there is one?',
    ],
    T.contactsOfTop('my', 'min'),
  ),
  q(
    'BT-t31',
    'territory',
    "I'm preparing for a call, and someone told me Iron Software Group and Ember Biotech Co are about the same size. " +
      'Could you check which of the two has more revenue, and by how much?',
    BH.versus(
      async (d) => {
        const every = [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())];
        const of = (name: string): number => every.find((x) => x.name === name)!.revenue;
        return {
          options: [['Iron Software Group'], ['Ember Biotech Co']],
          values: [of('Iron Software Group'), of('Ember Biotech Co')],
        };
      },
      'money',
      'Iron Software Group vs Ember Biotech Co',
    ),
  ),
  q(
    'BT-t32',
    'territory',
    'This may be a silly question, but among the contacts at my own accounts, which job title comes up most often?',
    TC.titleTop('my', 'max'),
  ),
];

export const SET_BT: HeldOut[] = [...TERRITORY, ...SET_BT_CRM];
