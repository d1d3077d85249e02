// Held-out set CJ: a PRACTICE set (the engineers read its misses after a first untouched run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its docs, its
// tests or its bench results), as an honest measure of how well it understands questions people
// type. Four kinds of user, each in their own voice, 20 questions each: a data analyst who
// borrows database words ("group by", "count distinct", "where ... and ...", "order by ... desc,
// limit 5") in plain sentences; a sceptical manager double-checking a figure someone gave them
// (each answer must name the true figure); someone who uses everyday words instead of the APIs'
// names (customers, clients, people, folks, money, deals we got or lost); and a planner asking
// about dates (created or closing in a month, quarter or year, before or after a day, the latest
// and the earliest, counts by month). 80 questions: 32 territory, 32 CRM, 6 that need both APIs
// (labelled by the API whose figure answers them), 10 to be declined; at least 12 are follow-ups
// asked in one session (the last answer is judged). Every expected answer is computed from the
// APIs' data when the checker runs. Here the territory questions; the CRM ones are in
// set-cj2.ts, the questions across both APIs and the declines in set-cj3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { allTerritory, BB, contactNames, firstN, inSt, MY, territoryNames, TP } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { peopleAt } from './kinds-bd.js';
import { countBy, myIds } from './kinds-bv.js';
import { topKeys } from './kinds-cg.js';
import { STATE_NAMES } from './kinds-k.js';
import { accountFigure, myOrAll } from './kinds-cj.js';
import { SET_CJ_MORE } from './set-cj2.js';

const revByState = (xs: { state: string; revenue: number }[]) =>
  groups(
    xs,
    (x) => x.state,
    (ys) => sum(ys.map((y) => y.revenue)),
  );
const ALL_STATES = Object.keys(STATE_NAMES);
const revenueOf = (xs: { revenue: number }[]): number => sum(xs.map((x) => x.revenue));

const TERRITORY: HeldOut[] = [
  // The data analyst.
  q(
    'CJ-t01',
    'territory',
    'Group my accounts by state and count them. Which state has the highest count?',
    BB.state(
      async (d) =>
        winners(
          countBy(await MY(d), (x) => x.state),
          (x) => x.value,
          'max',
        ).map((x) => x.key),
      'state with the most of my accounts',
    ),
  ),
  q(
    'CJ-t02',
    'territory',
    'Count distinct states across the third-party accounts.',
    BB.num(async (d) => new Set((await TP(d)).map((x) => x.state)).size, 'count', 'distinct states of the third-party accounts'),
  ),
  q(
    'CJ-t03',
    'territory',
    'Take the sum of revenue per state for my accounts, order by that sum descending and limit it to 3. Which states are those?',
    BC.keys(
      async (d) => [topKeys(revByState(await MY(d)), 3, 'max', 'states by my revenue'), ALL_STATES],
      'state',
      'top 3 states by revenue of my accounts',
    ),
  ),
  q(
    'CJ-t04',
    'territory',
    'List my accounts where the state is Texas and the revenue is greater than 2 million.',
    BB.list(
      async (d) => [(await MY(d)).filter((x) => x.state === 'TX' && x.revenue > 2_000_000).map((x) => x.name), await territoryNames(d)],
      'my TX accounts above $2M',
    ),
  ),
  q(
    'CJ-t05',
    'territory',
    'Count the contacts where the job title equals Data Scientist, restricted to accounts that are mine (not third-party).',
    BB.num(
      async (d) => {
        const ids = await myIds(d);
        return (await d.territoryContacts({ job_title: 'Data Scientist' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'Data Scientists at my accounts',
    ),
  ),
  q(
    'CJ-t06',
    'territory',
    ['Pull the third-party accounts where the state is Washington, ordered by revenue descending.', 'Now limit that to the top 2.'],
    BB.list(
      async (d) => [firstN((await TP(d)).filter(inSt('WA')), (x) => x.revenue, 2, 'max').map((x) => x.name), await territoryNames(d)],
      'top 2 third-party WA accounts by revenue',
    ),
  ),
  q(
    'CJ-t07',
    'territory',
    'Select the max revenue among third-party accounts where the state is Ohio.',
    BB.num(async (d) => Math.max(...(await TP(d)).filter(inSt('OH')).map((x) => x.revenue)), 'money', 'largest third-party OH revenue'),
  ),

  q(
    'CJ-t08',
    'territory',
    'Count distinct job titles among the contacts of my accounts.',
    BB.num(
      async (d) => {
        const ids = await myIds(d);
        return new Set((await d.territoryContacts()).filter((c) => ids.has(c.account_id)).map((c) => c.job_title)).size;
      },
      'count',
      'distinct job titles at my accounts',
    ),
  ),
  q(
    'CJ-t09',
    'territory',
    'Group the contacts by account, keep only my accounts having exactly 3 contacts: how many accounts is that?',
    BB.num(
      async (d) => {
        const per = countBy(await d.territoryContacts(), (c) => c.account_id);
        const ids = await myIds(d);
        return per.filter((g) => ids.has(g.key) && g.value === 3).length;
      },
      'count',
      'my accounts with exactly 3 contacts',
    ),
  ),
  q(
    'CJ-t10',
    'territory',
    'Sum of revenue where the account is third-party and the state is in (CA, NY).',
    BB.num(async (d) => revenueOf((await TP(d)).filter(inSt('CA', 'NY'))), 'money', 'revenue of the third-party CA and NY accounts'),
  ),
  q(
    'CJ-t11',
    'territory',
    ['Give me the count of my accounts per state.', 'Same count for Florida, but on the third-party accounts?'],
    BB.num(async (d) => (await TP(d)).filter(inSt('FL')).length, 'count', 'third-party FL accounts'),
  ),

  // The sceptical manager.
  q(
    'CJ-t12',
    'territory',
    'Someone told me we have 40 accounts in Texas. Is that right?',
    BB.num(async (d) => (await myOrAll(d, inSt('TX'))).map((xs) => xs.length), 'count', 'accounts in TX (mine, or all territory)'),
  ),
  q(
    'CJ-t13',
    'territory',
    'I was told my accounts add up to about 150 million in revenue. What is the actual total?',
    BB.num(async (d) => revenueOf(await MY(d)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'CJ-t14',
    'territory',
    ['My deck says Juniper Software Corp brings in 5 million a year.', 'What does it really bring in?'],
    accountFigure('Juniper Software Corp', (x) => x.revenue, 'money', 'revenue of Juniper Software Corp'),
  ),
  q(
    'CJ-t15',
    'territory',
    'My rep insists our single biggest account by revenue is Falcon Media LLC. Which account really has the highest revenue?',
    BB.name(
      async (d) => [
        ...new Set([
          ...winners(await MY(d), (x) => x.revenue, 'max').map((x) => x.name),
          ...winners(await allTerritory(d), (x) => x.revenue, 'max').map((x) => x.name),
        ]),
      ],
      'account with the highest revenue (mine, or all territory)',
    ),
  ),
  q(
    'CJ-t16',
    'territory',
    'Is it true that Keystone Robotics Group is based in Oregon? Which state is it actually in?',
    BB.state(
      async (d) => (await allTerritory(d)).filter((x) => x.name === 'Keystone Robotics Group').map((x) => x.state),
      'state of Keystone Robotics Group',
    ),
  ),
  q(
    'CJ-t17',
    'territory',
    'Someone claims there are only 12 CEOs among all the territory contacts. How many Chief Executive Officers are there really?',
    BB.num(
      async (d) => (await d.territoryContacts({ job_title: 'Chief Executive Officer' })).length,
      'count',
      'CEOs among the territory contacts',
    ),
  ),
  q(
    'CJ-t18',
    'territory',
    [
      'Finance says the third-party accounts in Florida total 20 million in revenue.',
      'Check that against the data: what is the real figure?',
    ],
    BB.num(async (d) => revenueOf((await TP(d)).filter(inSt('FL'))), 'money', 'revenue of the third-party FL accounts'),
  ),
  q(
    'CJ-t19',
    'territory',
    'Confirm for me that none of my own accounts are in Ohio.',
    BB.num(async (d) => (await MY(d)).filter(inSt('OH')).length, 'count', 'my OH accounts'),
  ),
  q(
    'CJ-t20',
    'territory',
    'A colleague says Granite Health LLC has five contacts on file. How many does it actually have?',
    BB.num(async (d) => (await peopleAt(d, 'Granite Health LLC')).length, 'count', 'contacts at Granite Health LLC'),
  ),
  q(
    'CJ-t21',
    'territory',
    "I was quoted 4 million as the average revenue of a third-party account. What's the true average?",
    BB.num(async (d) => avg((await TP(d)).map((x) => x.revenue)), 'money', 'average revenue of the third-party accounts'),
  ),
  q(
    'CJ-t22',
    'territory',
    ['I heard the Tech Transformation campaign covers 25 accounts.', 'What is the real number?'],
    BB.num(async (d) => (await d.thirdPartyAccounts('Tech Transformation')).length, 'count', 'Tech Transformation accounts'),
  ),

  // Everyday words.
  q(
    'CJ-t23',
    'territory',
    'How many customers do I have in California?',
    BB.num(async (d) => (await myOrAll(d, inSt('CA'))).map((xs) => xs.length), 'count', 'customers in CA (mine, or all territory)'),
  ),
  q(
    'CJ-t24',
    'territory',
    'Which of my clients makes the most money?',
    BB.name(async (d) => winners(await MY(d), (x) => x.revenue, 'max').map((x) => x.name), 'my account with the most revenue'),
  ),
  q(
    'CJ-t25',
    'territory',
    'Who are the people we know at Nova Cloud Co?',
    BB.list(async (d) => [(await peopleAt(d, 'Nova Cloud Co')).map((c) => c.name), await contactNames(d)], 'contacts at Nova Cloud Co'),
  ),
  q(
    'CJ-t26',
    'territory',
    'How much money do the outside companies, the third-party ones, bring in altogether?',
    BB.num(async (d) => revenueOf(await TP(d)), 'money', 'revenue of the third-party accounts'),
  ),
  q(
    'CJ-t27',
    'territory',
    ['Which companies do I have in Georgia?', 'Who are the folks at those?'],
    BB.list(async (d) => {
      const ids = new Set((await MY(d)).filter(inSt('GA')).map((x) => x.id));
      return [(await d.territoryContacts()).filter((c) => ids.has(c.account_id)).map((c) => c.name), await contactNames(d)];
    }, 'contacts at my GA accounts'),
  ),
  q(
    'CJ-t28',
    'territory',
    'Do any of my customers in Colorado make more than 4 million a year?',
    BB.yes(async (d) => (await MY(d)).filter((x) => x.state === 'CO' && x.revenue > 4_000_000).length, 'my CO accounts above $4M'),
  ),
  q(
    'CJ-t29',
    'territory',
    "Who's the boss over at Willow Foods Co?",
    BB.name(async (d) => {
      const ceos = (await peopleAt(d, 'Willow Foods Co')).filter((c) => c.job_title === 'Chief Executive Officer');
      if (ceos.length === 0) throw new Error('Willow Foods Co has no CEO');
      return ceos.map((c) => c.name);
    }, 'CEO of Willow Foods Co'),
  ),
  q(
    'CJ-t30',
    'territory',
    "What's the smallest client I've got, money-wise?",
    BB.name(async (d) => winners(await MY(d), (x) => x.revenue, 'min').map((x) => x.name), 'my account with the least revenue'),
  ),
  q(
    'CJ-t31',
    'territory',
    'How many people do we know at the outside companies in total?',
    BB.num(
      async (d) => {
        const ids = new Set((await TP(d)).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at the third-party accounts',
    ),
  ),
  q(
    'CJ-t32',
    'territory',
    ['How many companies do I look after in New York?', 'And how much money do they make between them?'],
    BB.num(async (d) => revenueOf((await MY(d)).filter(inSt('NY'))), 'money', 'revenue of my NY accounts'),
  ),
];

export const SET_CJ: HeldOut[] = [...TERRITORY, ...SET_CJ_MORE];
