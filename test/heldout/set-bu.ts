// Held-out set BU. Written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type. Four voices, 20 questions each: a customer-success manager asking about the people
// at named accounts (their titles, departments and e-mails); a finance person asking about deal
// values, quarters, closed and open amounts and averages; a territory planner comparing states,
// countries and industries, often with a follow-up ("and the runner-up?", "same for X"); and a
// terse voice that asks in three to six words. 80 questions: 32 territory, 32 CRM, 6 that need
// both APIs (labelled by the API whose figure answers them), 10 to be declined; 12 are follow-ups
// asked in one session (the last answer is judged). Every expected answer is computed from the
// APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bu2.ts, the questions across both APIs
// and the declines in set-bu3.ts.

import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { rankedKey, revenueSum, tally, tEveryone, tPeople } from './kinds-bu.js';
import { inStates, TC } from './kinds-cd.js';
import { TI } from './kinds-i.js';
import { T } from './kinds.js';
import { CFO, CTO, notIn } from './pick.js';
import { SET_BU_CRM } from './set-bu2.js';

const DOM = 'Director of Marketing';
const VPS = 'Vice President of Sales';

const TERRITORY: HeldOut[] = [
  // The customer-success manager.
  q(
    'BU-t01',
    'territory',
    "I've got a QBR with Juniper Software Corp next week. Who are the people we have on file over there?",
    T.contactsAt('Juniper Software Corp'),
  ),
  q('BU-t02', 'territory', 'Can you get me the email addresses for everybody at Orchid Foods Inc?', T.emailsAt('Orchid Foods Inc')),
  q(
    'BU-t03',
    'territory',
    "What's Grace Martin's job title, and which account is she with?",
    BB.each(TC.titleOf('Grace Martin'), TC.accountOf('Grace Martin')),
  ),
  q('BU-t04', 'territory', 'Is there a CFO anywhere among the contacts at Granite Health LLC?', T.existsTitleAt('Granite Health LLC', CFO)),
  q(
    'BU-t05',
    'territory',
    ['Pull up the contacts at Quantum Foods LLC for me.', 'Which of them are Vice Presidents of Sales?'],
    BB.list(
      async (d) => [(await tPeople(d, 'Quantum Foods LLC')).filter((c) => c.job_title === VPS).map((c) => c.name), await tEveryone(d)],
      'VPs of Sales at Quantum Foods LLC',
    ),
  ),
  q('BU-t06', 'territory', 'Which third-party accounts in Illinois have a CTO on staff?', TC.accountsWithTitle('tp', inStates('IL'), CTO)),
  q(
    'BU-t07',
    'territory',
    "Trying to spot where we're single-threaded: how many of my accounts have just one contact on file?",
    TC.withContacts('my', 1),
  ),
  q(
    'BU-t08',
    'territory',
    "Who's the data scientist at Ember Biotech Corp?",
    BB.list(
      async (d) => [
        (await tPeople(d, 'Ember Biotech Corp')).filter((c) => c.job_title === 'Data Scientist').map((c) => c.name),
        await tEveryone(d),
      ],
      'the Data Scientist at Ember Biotech Corp',
    ),
  ),
  q(
    'BU-t09',
    'territory',
    'I need every Director of Marketing across my Texas and Florida accounts, by name please',
    TC.contactList('my', inStates('TX', 'FL'), DOM),
  ),
  q('BU-t10', 'territory', 'What is the email address for Fatima Hernandez?', TC.emailOf('Fatima Hernandez')),

  // The finance person.
  q('BU-t11', 'territory', 'What do my territory accounts add up to in revenue, all together?', T.sumRevenue('my')),
  q(
    'BU-t12',
    'territory',
    "What percentage of my territory's total revenue comes from the California accounts?",
    BP.share(async (d) => {
      const mine = await d.myAccounts();
      return [revenueSum(mine.filter((x) => x.state === 'CA')), revenueSum(mine)];
    }, 'share of my revenue from CA'),
  ),
  q(
    'BU-t13',
    'territory',
    ["What's the average revenue per account for my Texas accounts?", 'And for the third-party accounts in Texas?'],
    TC.avg('tp', inStates('TX'), 'in TX'),
  ),
  q(
    'BU-t14',
    'territory',
    'How wide is the revenue gap between my largest account and my smallest one, in dollars?',
    BB.num(
      async (d) => {
        const rs = (await d.myAccounts()).map((x) => x.revenue);
        return Math.max(...rs) - Math.min(...rs);
      },
      'money',
      'revenue gap between my largest and smallest account',
    ),
  ),

  // The territory planner.
  q(
    'BU-t15',
    'territory',
    ['Which state has the most of my accounts?', 'And the runner-up?'],
    BB.state(
      async (d) => [
        rankedKey(
          tally(await d.myAccounts(), (x) => x.state),
          2,
          'my accounts per state',
        ),
      ],
      'state with the second most of my accounts',
    ),
  ),
  q(
    'BU-t16',
    'territory',
    ['Rank the states by total third-party revenue. Which one leads?', 'What about second place?'],
    BB.state(async (d) => {
      const g = groups(await d.thirdPartyAccounts(), (x) => x.state, revenueSum);
      return [rankedKey(g, 2, 'third-party revenue per state')];
    }, 'state second by third-party revenue'),
  ),
  q(
    'BU-t17',
    'territory',
    'For the territory rebalance: which is the bigger account by revenue, Cedar Software Corp or Nova Energy Corp?',
    TC.compareAccounts('Cedar Software Corp', 'Nova Energy Corp'),
  ),
  q('BU-t18', 'territory', 'Give me a state-by-state count of my accounts.', TI.stateBreakdown('my')),
  q(
    'BU-t19',
    'territory',
    'New York versus Florida on third-party revenue: which is ahead, and by how much?',
    BH.versus(
      async (d) => {
        const tp = await d.thirdPartyAccounts();
        return {
          options: [
            ['NY', 'New York'],
            ['FL', 'Florida'],
          ],
          values: [revenueSum(tp.filter((x) => x.state === 'NY')), revenueSum(tp.filter((x) => x.state === 'FL'))],
        };
      },
      'money',
      'third-party revenue, NY vs FL',
      true,
    ),
  ),
  q(
    'BU-t20',
    'territory',
    'Which states have third-party accounts but none of mine?',
    BP.states(async (d) => {
      const mine = new Set((await d.myAccounts()).map((x) => x.state));
      return [...new Set((await d.thirdPartyAccounts()).map((x) => x.state))].filter((s) => !mine.has(s));
    }, 'states with third-party accounts and none of mine'),
  ),
  q(
    'BU-t21',
    'territory',
    ["What's the combined revenue of my Colorado accounts?", 'Same for Georgia.'],
    TC.sum('my', inStates('GA'), 'in GA'),
  ),
  q(
    'BU-t22',
    'territory',
    "Leaving out California and Texas, what's the average revenue of my accounts?",
    TC.avg('my', notIn('CA', 'TX'), 'outside CA and TX'),
  ),
  q(
    'BU-t23',
    'territory',
    'Which of my accounts outside California have revenue above $8 million?',
    TC.list('my', (x) => x.state !== 'CA' && x.revenue > 8_000_000, 'outside CA above $8M'),
  ),

  // The terse voice.
  q('BU-t24', 'territory', 'My biggest account by revenue?', T.top('my', 'max')),
  q('BU-t25', 'territory', 'Third-party accounts in Ohio?', T.listInState('tp', 'OH')),
  q('BU-t26', 'territory', 'How many CTOs in territory contacts?', T.countTitle(CTO)),
  q('BU-t27', 'territory', 'Smallest third-party account?', T.top('tp', 'min')),
  q('BU-t28', 'territory', 'Revenue of Titan Foods LLC?', T.revenueOf('Titan Foods LLC')),
  q('BU-t29', 'territory', 'Who works at Apex Systems Inc?', T.contactsAt('Apex Systems Inc')),
  q(
    'BU-t30',
    'territory',
    'My accounts above $9M?',
    TC.list('my', (x) => x.revenue > 9_000_000, 'above $9M'),
  ),
  q('BU-t31', 'territory', ['My Oregon accounts?', 'And their contacts?'], TC.contactList('my', inStates('OR'))),
  q('BU-t32', 'territory', 'Median revenue, my accounts?', TC.median('my')),
];

export const SET_BU: HeldOut[] = [...TERRITORY, ...SET_BU_CRM];
