// Held-out set BV: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each. 80 questions: 32 territory, 32 CRM,
// 6 that need both APIs (labelled by the API whose figure answers them), 10 to be declined; 14
// are follow-ups asked in one session (the last answer is judged). Every expected answer is
// computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bv2.ts, the questions across both APIs
// and the declines in set-bv3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { BB, contactNames, inSt, median, MY, territoryNames, TP } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { best, bestAliased, contactsByAccount, countBy, headcount, myIds, peopleOf } from './kinds-bv.js';
import { T } from './kinds.js';
import { CEO } from './pick.js';
import { SET_BV_MORE } from './set-bv2.js';

const TERRITORY: HeldOut[] = [
  // The sales-operations manager auditing the data.
  q(
    'BV-t01',
    'territory',
    'Audit question: across all of my own accounts, how many contact records do we hold altogether?',
    BB.num(
      async (d) => {
        const ids = await myIds(d);
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at my accounts',
    ),
  ),
  q(
    'BV-t02',
    'territory',
    'Checking coverage gaps: is there any third-party account with no contact on file at all?',
    BB.yes(async (d) => {
      const by = await contactsByAccount(d);
      return (await TP(d)).filter((x) => (by.get(x.id)?.length ?? 0) === 0).length;
    }, 'third-party accounts without a contact'),
  ),
  q(
    'BV-t03',
    'territory',
    'I suspect duplicate people in the contact data. At how many different accounts does a contact called Elijah Smith appear?',
    BB.num(
      async (d) => new Set((await d.territoryContacts()).filter((c) => c.name === 'Elijah Smith').map((c) => c.account_id)).size,
      'count',
      'accounts with a contact named Elijah Smith',
    ),
  ),
  q(
    'BV-t04',
    'territory',
    ['Pull up the third-party accounts located in Georgia for me.', 'Which of those has just a single contact on record?'],
    BB.list(async (d) => {
      const hit = [];
      for (const x of (await TP(d)).filter(inSt('GA'))) if ((await headcount(d, x)) === 1) hit.push(x.name);
      return [hit, await territoryNames(d)];
    }, 'third-party GA accounts with one contact'),
  ),
  q(
    'BV-t05',
    'territory',
    'For the data-completeness report: how many of my accounts have exactly three contacts recorded?',
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return (await MY(d)).filter((x) => (by.get(x.id)?.length ?? 0) === 3).length;
      },
      'count',
      'my accounts with three contacts',
    ),
  ),
  q(
    'BV-t06',
    'territory',
    'Which job title is the least common among the territory contacts? I want to see which roles are thinly covered.',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await d.territoryContacts(), (c) => c.job_title),
          'min',
        ),
      'least common job title',
    ),
  ),

  // The executive.
  q(
    'BV-t07',
    'territory',
    'Biggest third-party account by revenue?',
    BB.name(async (d) => winners(await TP(d), (x) => x.revenue, 'max').map((x) => x.name), 'largest third-party account'),
  ),
  q(
    'BV-t08',
    'territory',
    'Smallest of my accounts by revenue?',
    BB.name(async (d) => winners(await MY(d), (x) => x.revenue, 'min').map((x) => x.name), 'my smallest account'),
  ),
  q(
    'BV-t09',
    'territory',
    'Total revenue of my Florida accounts?',
    BB.num(async (d) => sum((await MY(d)).filter(inSt('FL')).map((x) => x.revenue)), 'money', 'revenue of my FL accounts'),
  ),
  q(
    'BV-t10',
    'territory',
    'Which state makes me the most money?',
    BB.state(
      async (d) =>
        best(
          groups(
            await MY(d),
            (x) => x.state,
            (xs) => sum(xs.map((x) => x.revenue)),
          ),
          'max',
        ),
      'state with the most revenue from my accounts',
    ),
  ),
  q(
    'BV-t11',
    'territory',
    ['Top 3 third-party accounts by revenue.', 'And the smallest?'],
    BB.name(async (d) => {
      const tp = await TP(d);
      const top3 = [...tp].sort((x, y) => y.revenue - x.revenue).slice(0, 3);
      return [...winners(tp, (x) => x.revenue, 'min'), ...winners(top3, (x) => x.revenue, 'min')].map((x) => x.name);
    }, 'smallest third-party account (overall, or of the top 3)'),
  ),
  q(
    'BV-t12',
    'territory',
    "Who's the CEO at Falcon Media LLC?",
    BB.name(
      async (d) => (await peopleOf(d, 'Falcon Media LLC')).filter((c) => c.job_title === CEO).map((c) => c.name),
      'CEO of Falcon Media LLC',
    ),
  ),
  q(
    'BV-t13',
    'territory',
    ['Biggest of my accounts in California?', 'And in Texas?'],
    BB.name(async (d) => winners((await MY(d)).filter(inSt('TX')), (x) => x.revenue, 'max').map((x) => x.name), 'my largest TX account'),
  ),
  q(
    'BV-t14',
    'territory',
    'Falcon Systems Corp or Iron Software Group: which one is bigger?',
    BC.first(async (d) => {
      const all = [...(await MY(d)), ...(await TP(d))];
      const names = ['Falcon Systems Corp', 'Iron Software Group'];
      const rev = names.map((n) => all.find((x) => x.name === n)!.revenue);
      if (rev[0] === rev[1]) throw new Error('tie');
      return { options: names.map((n) => [n]), winner: rev[0]! > rev[1]! ? 0 : 1 };
    }, 'the larger of Falcon Systems Corp and Iron Software Group'),
  ),
  q(
    'BV-t15',
    'territory',
    'Median revenue across my accounts?',
    BB.num(async (d) => median((await MY(d)).map((x) => x.revenue)), 'money', 'median revenue of my accounts'),
  ),
  q(
    'BV-t16',
    'territory',
    'Which state has the fewest third-party accounts?',
    BB.state(
      async (d) =>
        best(
          countBy(await TP(d), (x) => x.state),
          'min',
        ),
      'state with the fewest third-party accounts',
    ),
  ),

  // The non-native speaker.
  q(
    'BV-t17',
    'territory',
    'How much accounts of me are there in the Washington state?',
    BB.num(async (d) => (await MY(d)).filter(inSt('WA')).length, 'count', 'my accounts in WA'),
  ),
  q(
    'BV-t18',
    'territory',
    'In what state there are the most of third party accounts?',
    BB.state(
      async (d) =>
        best(
          countBy(await TP(d), (x) => x.state),
          'max',
        ),
      'state with the most third-party accounts',
    ),
  ),
  q(
    'BV-t19',
    'territory',
    'The contacts of Apex Systems Inc, who are they and which job they do?',
    BB.list(
      async (d) => [(await peopleOf(d, 'Apex Systems Inc')).map((c) => c.name), await contactNames(d)],
      'contacts at Apex Systems Inc',
    ),
  ),
  q('BV-t20', 'territory', 'Revenue of Nova Motors Corp is how much, please?', T.revenueOf('Nova Motors Corp')),
  q('BV-t21', 'territory', 'Harbor Media Group is located in which state?', T.stateOf('Harbor Media Group')),
  q(
    'BV-t22',
    'territory',
    'In the territory contacts, how many persons are having the job of Software Engineer?',
    BB.num(async (d) => (await d.territoryContacts({ job_title: 'Software Engineer' })).length, 'count', 'territory Software Engineers'),
  ),
  q(
    'BV-t23',
    'territory',
    ['Give me please my accounts having revenue more big than 8 million.', 'From these, which ones are not in California?'],
    BB.list(
      async (d) => [(await MY(d)).filter((x) => x.revenue > 8_000_000 && x.state !== 'CA').map((x) => x.name), await territoryNames(d)],
      'my accounts above $8M outside CA',
    ),
  ),
  q(
    'BV-t24',
    'territory',
    'The average of revenue for third party accounts in New York, how much it is?',
    BB.num(async (d) => avg((await TP(d)).filter(inSt('NY')).map((x) => x.revenue)), 'money', 'average revenue of third-party NY accounts'),
  ),
  q(
    'BV-t25',
    'territory',
    'Redwood Systems LLC, they have some contact who is Chief Financial Officer?',
    BB.yes(
      async (d) => (await peopleOf(d, 'Redwood Systems LLC')).filter((c) => c.job_title === 'Chief Financial Officer').length,
      'a CFO at Redwood Systems LLC',
    ),
  ),
  q(
    'BV-t26',
    'territory',
    'Third party accounts with revenue under one million, how many there are?',
    BB.num(async (d) => (await TP(d)).filter((x) => x.revenue < 1_000_000).length, 'count', 'third-party accounts under $1M'),
  ),

  // The marketing person.
  q(
    'BV-t27',
    'territory',
    'For our ABM push: how many Directors of Marketing do we have among the territory contacts?',
    BB.num(async (d) => (await d.territoryContacts({ job_title: 'Director of Marketing' })).length, 'count', 'Directors of Marketing'),
  ),
  q(
    'BV-t28',
    'territory',
    'Which Directors of Marketing sit at my own accounts? I need their names for an event invite list.',
    BB.list(async (d) => {
      const ids = await myIds(d);
      const hit = (await d.territoryContacts({ job_title: 'Director of Marketing' })).filter((c) => ids.has(c.account_id));
      return [hit.map((c) => c.name), await contactNames(d)];
    }, 'Directors of Marketing at my accounts'),
  ),
  q(
    'BV-t29',
    'territory',
    'What email address do we have on file for Carlos Taylor?',
    BB.every(
      async (d) => (await d.territoryContacts()).filter((c) => c.name === 'Carlos Taylor').map((c) => c.email),
      'e-mail of Carlos Taylor',
    ),
  ),
  q(
    'BV-t30',
    'territory',
    'How many accounts would the High Value Outreach campaign be targeting?',
    T.campaignCount('High Value Outreach'),
  ),
  q(
    'BV-t31',
    'territory',
    ['Which third-party accounts does the Tech Transformation campaign pick up?', 'only the ones in Florida'],
    BB.list(
      async (d) => [(await d.thirdPartyAccounts('Tech Transformation')).filter(inSt('FL')).map((x) => x.name), await territoryNames(d)],
      'Tech Transformation accounts in FL',
    ),
  ),
  q(
    'BV-t32',
    'territory',
    'Among my accounts that have a Director of Marketing on file, which one brings in the most revenue?',
    BB.name(async (d) => {
      const by = await contactsByAccount(d);
      const withDom = (await MY(d)).filter((x) => (by.get(x.id) ?? []).some((c) => c.job_title === 'Director of Marketing'));
      return winners(withDom, (x) => x.revenue, 'max').map((x) => x.name);
    }, 'my largest account with a Director of Marketing'),
  ),
];

export const SET_BV: HeldOut[] = [...TERRITORY, ...SET_BV_MORE];
