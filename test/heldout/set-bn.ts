// Held-out set BN: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type. Four voices, each kept consistent and spread evenly (20 questions each): a
// customer-success manager asking about contacts, titles, departments and who to call where; a
// vice-president asking for rankings, top and bottom lists and follow-ups on them ("and the next
// two?", "the bottom of that list?"); someone asking yes/no questions ("is there any...", "do we
// have...") who wants the figure too; and a user with their own words for fields and values
// ("turnover"/"sales" for revenue, "headcount"/"staff" for employees, "deals" for opportunities,
// "region" for a US state, "sector" for industry). 80 questions: 32 territory, 32 CRM, 6 that
// need both APIs (labelled by the API whose figure answers them), 10 to be declined; 13 are
// follow-ups asked in one session (the last answer is judged). Every expected answer is computed
// from the APIs' data when the checker runs. Here the territory questions; the CRM ones are in
// set-bn2.ts, the questions across both APIs and the declines in set-bn3.ts.

import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB, firstN } from './kinds-bb.js';
import { BD, nthBy } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { KB } from './kinds-bk.js';
import { BN, contactsOf, EVERY, MINE, rev, st, tAt, THEIRS, tNames } from './kinds-bn.js';
import { ANY, inStates, TC } from './kinds-cd.js';
import { T } from './kinds.js';
import { CEO, CFO, CTO, notIn } from './pick.js';
import { SET_BN_MORE } from './set-bn2.js';

const TERRITORY: HeldOut[] = [
  // The customer-success manager: contacts, titles, who to call where.
  q(
    'BN-t01',
    'territory',
    "I'm putting together a call plan for Orchid Labs LLC. Who are the contacts there, and what does each of them do?",
    T.contactsAt('Orchid Labs LLC'),
  ),
  q(
    'BN-t02',
    'territory',
    'What email address do we have for the Chief Financial Officer at Summit Robotics Inc?',
    BB.every(
      async (d) => (await tAt(d, 'Summit Robotics Inc')).filter((c) => c.job_title === CFO).map((c) => c.email),
      'CFO e-mail at Summit Robotics Inc',
    ),
  ),
  q(
    'BN-t03',
    'territory',
    'Which of my New York accounts have a CEO among their contacts that I could reach out to?',
    TC.accountsWithTitle('my', inStates('NY'), CEO),
  ),
  q(
    'BN-t04',
    'territory',
    ['Who are the contacts at Willow Biotech Group?', 'Which one of them is the technology lead, the CTO?'],
    BB.name(
      async (d) => (await tAt(d, 'Willow Biotech Group')).filter((c) => c.job_title === CTO).map((c) => c.name),
      'the CTO at Willow Biotech Group',
    ),
  ),
  q(
    'BN-t05',
    'territory',
    'Across every account in the territory contact list, how many people carry the title Sales Manager?',
    T.countTitle('Sales Manager'),
  ),
  q(
    'BN-t06',
    'territory',
    'Which job titles are covered at Pioneer Systems Co? I want to know which roles I can talk to there.',
    BD.titles(async (d) => (await tAt(d, 'Pioneer Systems Co')).map((c) => c.job_title), 'job titles at Pioneer Systems Co'),
  ),
  q(
    'BN-t07',
    'territory',
    'Mateo Davis came up in a customer escalation: which account or accounts is he listed as a contact at?',
    BB.list(async (d) => {
      const ids = new Set((await d.territoryContacts()).filter((c) => c.name === 'Mateo Davis').map((c) => c.account_id));
      return [(await EVERY(d)).filter((x) => ids.has(x.id)).map((x) => x.name), await tNames(d)];
    }, 'accounts where Mateo Davis is a contact'),
  ),
  q(
    'BN-t08',
    'territory',
    'Who are the account executives I could call at the third-party accounts in Washington?',
    TC.contactList('tp', inStates('WA'), 'Account Executive'),
  ),

  // The vice-president: rankings, top and bottom lists, follow-ups on them.
  q(
    'BN-t09',
    'territory',
    ['What are my five biggest accounts by revenue?', 'And the next two after those?'],
    BB.list(
      async (d) => [
        firstN(await MINE(d), (x) => x.revenue, 7, 'max')
          .slice(5)
          .map((x) => x.name),
        await tNames(d),
      ],
      'my accounts ranked 6th and 7th by revenue',
    ),
  ),
  q(
    'BN-t10',
    'territory',
    'Give me the bottom three third-party accounts by revenue, the very smallest ones.',
    TC.topN('tp', ANY, 3, 'min'),
  ),
  q(
    'BN-t11',
    'territory',
    ['Rank the states by the total revenue of my accounts, biggest first.', 'Which state is at the very bottom of that list?'],
    T.stateByRevenue('my', 'min'),
  ),
  q(
    'BN-t12',
    'territory',
    ['Which state has the most third-party accounts?', 'And which state comes second?'],
    BB.state(async (d) => {
      const g = groups(
        await THEIRS(d),
        (x) => x.state,
        (xs) => xs.length,
      );
      return [nthBy(g, (x) => x.value, 2, 'max', 'state with the second most third-party accounts').key];
    }, 'state with the second most third-party accounts'),
  ),
  q('BN-t13', 'territory', 'Top three of my Texas accounts by revenue, please.', TC.topN('my', inStates('TX'), 3, 'max')),
  q(
    'BN-t14',
    'territory',
    'Iron Software Group against Willow Biotech Group: which of the two is the larger account by revenue, and by how much?',
    BH.versus(
      async (d) => {
        const xs = await EVERY(d);
        const r = (n: string): number => xs.find((x) => x.name === n)!.revenue;
        return {
          options: [['Iron Software Group'], ['Willow Biotech Group']],
          values: [r('Iron Software Group'), r('Willow Biotech Group')],
        };
      },
      'money',
      'revenue, Iron Software Group vs Willow Biotech Group',
    ),
  ),
  q(
    'BN-t15',
    'territory',
    'Rank my Florida accounts from the largest revenue to the smallest.',
    BD.ordered(async (d) => {
      const xs = [...(await MINE(d)).filter(st('FL'))].sort((x, y) => y.revenue - x.revenue);
      if (xs.some((x, i) => i > 0 && x.revenue === xs[i - 1]!.revenue)) throw new Error('my FL accounts tie on revenue');
      return [xs.map((x) => x.name), await tNames(d)];
    }, 'my FL accounts, largest revenue first'),
  ),
  q('BN-t16', 'territory', 'Which of my accounts sits at number 10 when I rank them by revenue?', TC.nth('my', 10, 'max')),

  // The yes/no asker who wants the figure too.
  q(
    'BN-t17',
    'territory',
    'Do I have any accounts of my own in Ohio? If so, how many?',
    BB.each(
      BB.yes(async (d) => (await MINE(d)).filter(st('OH')).length, 'my accounts in OH'),
      BB.num(async (d) => (await MINE(d)).filter(st('OH')).length, 'count', 'my accounts in OH'),
    ),
  ),
  q(
    'BN-t18',
    'territory',
    'Is there any third-party account in Georgia with revenue above $2 million? How many are there?',
    BB.each(
      BB.yes(
        async (d) => (await THEIRS(d)).filter((x) => x.state === 'GA' && x.revenue > 2_000_000).length,
        'third-party GA accounts above $2M',
      ),
      BB.num(
        async (d) => (await THEIRS(d)).filter((x) => x.state === 'GA' && x.revenue > 2_000_000).length,
        'count',
        'third-party GA accounts above $2M',
      ),
    ),
  ),
  q(
    'BN-t19',
    'territory',
    'Are there any Data Scientists among the contacts at my Illinois accounts? How many?',
    BB.each(
      BB.yes(
        async (d) => (await contactsOf(d, (await MINE(d)).filter(st('IL')))).filter((c) => c.job_title === 'Data Scientist').length,
        'Data Scientists at my IL accounts',
      ),
      BB.num(
        async (d) => (await contactsOf(d, (await MINE(d)).filter(st('IL')))).filter((c) => c.job_title === 'Data Scientist').length,
        'count',
        'Data Scientists at my IL accounts',
      ),
    ),
  ),
  q(
    'BN-t20',
    'territory',
    'Do any of my accounts bring in more than $9 million in revenue? How many do?',
    BB.each(
      BB.yes(async (d) => (await MINE(d)).filter((x) => x.revenue > 9_000_000).length, 'my accounts above $9M'),
      BB.num(async (d) => (await MINE(d)).filter((x) => x.revenue > 9_000_000).length, 'count', 'my accounts above $9M'),
    ),
  ),
  q(
    'BN-t21',
    'territory',
    'Is Keystone Robotics Group one of my own accounts? And what is its revenue?',
    BB.each(
      BN.yesIf(
        async (d) => (await MINE(d)).some((x) => x.name === 'Keystone Robotics Group'),
        'Keystone Robotics Group is one of my accounts',
      ),
      T.revenueOf('Keystone Robotics Group'),
    ),
  ),
  q(
    'BN-t22',
    'territory',
    ['How many of my accounts are in Colorado?', 'Is any of them above $4 million in revenue, and if so which one?'],
    BB.each(
      BB.yes(async (d) => (await MINE(d)).filter((x) => x.state === 'CO' && x.revenue > 4_000_000).length, 'my CO accounts above $4M'),
      BB.name(
        async (d) => (await MINE(d)).filter((x) => x.state === 'CO' && x.revenue > 4_000_000).map((x) => x.name),
        'my CO account above $4M',
      ),
    ),
  ),
  q(
    'BN-t23',
    'territory',
    'Does Granite Health LLC have more than one Chief Technology Officer on file? How many are there?',
    BB.each(
      BN.yesIf(
        async (d) => (await tAt(d, 'Granite Health LLC')).filter((c) => c.job_title === CTO).length > 1,
        'more than one CTO at Granite Health LLC',
      ),
      BB.num(
        async (d) => (await tAt(d, 'Granite Health LLC')).filter((c) => c.job_title === CTO).length,
        'count',
        'CTOs at Granite Health LLC',
      ),
    ),
  ),
  q(
    'BN-t24',
    'territory',
    'Are there any of my accounts with revenue between $1 million and $1.5 million? How many?',
    BB.each(
      BB.yes(
        async (d) => (await MINE(d)).filter((x) => x.revenue >= 1_000_000 && x.revenue <= 1_500_000).length,
        'my accounts at $1M-$1.5M',
      ),
      BB.num(
        async (d) => (await MINE(d)).filter((x) => x.revenue >= 1_000_000 && x.revenue <= 1_500_000).length,
        'count',
        'my accounts at $1M-$1.5M',
      ),
    ),
  ),

  // The user with their own words: turnover/sales = revenue, region = state.
  q(
    'BN-t25',
    'territory',
    "What's the combined turnover of my accounts in the Massachusetts region?",
    TC.sum('my', inStates('MA'), 'in MA'),
  ),
  q(
    'BN-t26',
    'territory',
    'Looking at third-party accounts region by region, which region has the highest average turnover per account?',
    TC.stateAvg('tp', 'max'),
  ),
  q(
    'BN-t27',
    'territory',
    'Give me a count of my accounts per region, every region with its number.',
    KB.perState(
      async (d) => {
        const g = groups(
          await MINE(d),
          (x) => x.state,
          (xs) => xs.length,
        );
        return g.map((x): [string, number] => [x.key, x.value]);
      },
      'count',
      'my accounts per state',
    ),
  ),
  q(
    'BN-t28',
    'territory',
    'Leaving the Illinois region out, which third-party account has the highest turnover?',
    TC.pick('tp', notIn('IL'), 'max', 'third-party account outside IL'),
  ),
  q(
    'BN-t29',
    'territory',
    'What percentage of my accounts have sales above $5 million?',
    TC.share('my', (x) => x.revenue > 5_000_000, 'with revenue above $5M'),
  ),
  q('BN-t30', 'territory', "What's the median sales figure across the third-party accounts?", TC.median('tp')),
  q(
    'BN-t31',
    'territory',
    ['List my accounts in the Arizona region.', 'Which of those has the smallest turnover?'],
    TC.pick('my', inStates('AZ'), 'min', 'my AZ account'),
  ),
  q(
    'BN-t32',
    'territory',
    'My North Carolina accounts vs my Georgia ones: how much more turnover does the NC region bring in, roughly?',
    BB.num(
      async (d) => {
        const mine = await MINE(d);
        return rev(mine.filter(st('NC'))) - rev(mine.filter(st('GA')));
      },
      'money',
      'my revenue in NC minus my revenue in GA',
    ),
  ),
];

export const SET_BN: HeldOut[] = [...TERRITORY, ...SET_BN_MORE];
