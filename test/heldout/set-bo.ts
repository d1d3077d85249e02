// Held-out set BO: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// voices, 20 questions each: a sales manager preparing one-on-ones with reps (their books, deals
// by stage, what is closing soon); a data-minded intern (full sentences, precise filters, exact
// dates); an operations person checking data quality (missing fields, accounts short of contacts,
// leads never contacted); and a busy executive on a phone (very short, abbreviations, many
// follow-ups). 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API
// whose figure answers them), 10 to be declined; 16 are follow-ups asked in one session (the last
// answer is judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bo2.ts, the questions across both APIs
// and the declines in set-bo3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { BB, firstN, median } from './kinds-bb.js';
import { BD, nthBy } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { EVERY, headcount, MINE, peopleAt, peopleOf, rev, st, THEIRS, tNames, topGroup, tPeople, withTitle } from './kinds-bo.js';
import { T } from './kinds.js';
import { CEO, CFO, CTO } from './pick.js';
import { SET_BO_MORE } from './set-bo2.js';

const TERRITORY: HeldOut[] = [
  // The sales manager preparing one-on-ones.
  q(
    'BO-t01',
    'territory',
    "I've got my one-on-one with the Texas rep this afternoon. How many of my accounts are in Texas, and what do they " +
      'add up to in revenue?',
    BB.each(
      BB.num(async (d) => (await MINE(d)).filter(st('TX')).length, 'count', 'my TX accounts'),
      BB.num(async (d) => rev((await MINE(d)).filter(st('TX'))), 'money', 'revenue of my TX accounts'),
    ),
  ),
  q(
    'BO-t02',
    'territory',
    'Before I sit down with the Florida rep, list my Florida accounts from the biggest revenue to the smallest.',
    BD.ordered(async (d) => {
      const xs = [...(await MINE(d)).filter(st('FL'))].sort((x, y) => y.revenue - x.revenue);
      if (xs.some((x, i) => i > 0 && x.revenue === xs[i - 1]!.revenue)) throw new Error('my FL accounts tie on revenue');
      return [xs.map((x) => x.name), await tNames(d)];
    }, 'my FL accounts, largest revenue first'),
  ),
  q(
    'BO-t03',
    'territory',
    'My rep is heading into Keystone Networks Co next week. Who are the contacts there, and what are their titles?',
    T.contactsAt('Keystone Networks Co'),
  ),
  q(
    'BO-t04',
    'territory',
    ['Which of my accounts are doing more than $8 million in revenue?', 'Which of those have a CEO we can get in front of?'],
    BB.list(async (d) => {
      const big = (await MINE(d)).filter((x) => x.revenue > 8_000_000);
      return [(await withTitle(d, big, CEO)).map((x) => x.name), await tNames(d)];
    }, 'my accounts above $8M with a CEO contact'),
  ),
  q(
    'BO-t05',
    'territory',
    'Comparing my west and east coast reps: is the average revenue of my California accounts higher or lower than my New York ones, ' +
      'and by how much?',
    BH.versus(
      async (d) => {
        const mine = await MINE(d);
        return {
          options: [
            ['CA', 'California'],
            ['NY', 'New York'],
          ],
          values: [avg(mine.filter(st('CA')).map((x) => x.revenue)), avg(mine.filter(st('NY')).map((x) => x.revenue))],
        };
      },
      'money',
      'average revenue of my accounts, CA vs NY',
      true,
    ),
  ),
  q(
    'BO-t06',
    'territory',
    "Which five of my accounts bring in the least revenue? I want to ask the reps whether they're worth the time.",
    BB.list(
      async (d) => [firstN(await MINE(d), (x) => x.revenue, 5, 'min').map((x) => x.name), await tNames(d)],
      'my five smallest accounts by revenue',
    ),
  ),
  q(
    'BO-t07',
    'territory',
    "Which state carries the most revenue across my accounts, and what's the total there?",
    BB.each(
      BB.state(
        async (d) => [
          topGroup(
            await MINE(d),
            (x) => x.state,
            (xs) => rev(xs),
            'max',
            'state with the most revenue of my accounts',
          ),
        ],
        'state with the most revenue of my accounts',
      ),
      BB.num(
        async (d) => {
          const mine = await MINE(d);
          return rev(mine.filter(st(topGroup(mine, (x) => x.state, rev, 'max', 'state with the most revenue of my accounts'))));
        },
        'money',
        'revenue of my accounts in that state',
      ),
    ),
  ),
  q(
    'BO-t08',
    'territory',
    'Does anyone at my Washington accounts carry the title Vice President of Sales?',
    BB.yes(
      async (d) => (await peopleOf(d, (await MINE(d)).filter(st('WA')))).filter((c) => c.job_title === 'Vice President of Sales').length,
      'VPs of Sales at my WA accounts',
    ),
  ),

  // The data-minded intern.
  q(
    'BO-t09',
    'territory',
    'What is the median revenue of the third-party accounts located in California?',
    BB.num(
      async (d) => median((await THEIRS(d)).filter(st('CA')).map((x) => x.revenue)),
      'money',
      'median revenue of third-party CA accounts',
    ),
  ),
  q(
    'BO-t10',
    'territory',
    'How many of my accounts have a revenue strictly greater than $2,500,000 and strictly less than $5,000,000?',
    BB.num(
      async (d) => (await MINE(d)).filter((x) => x.revenue > 2_500_000 && x.revenue < 5_000_000).length,
      'count',
      'my accounts 2.5M-5M',
    ),
  ),
  q(
    'BO-t11',
    'territory',
    'Excluding the accounts located in California and Texas, what is the total revenue of my accounts?',
    BB.num(async (d) => rev((await MINE(d)).filter((x) => !st('CA', 'TX')(x))), 'money', 'revenue of my accounts outside CA and TX'),
  ),
  q(
    'BO-t12',
    'territory',
    'Could you please list every contact holding the title Director of Marketing at the third-party accounts located in either New York ' +
      'or Massachusetts?',
    BB.list(async (d) => {
      const cs = await peopleOf(d, (await THEIRS(d)).filter(st('NY', 'MA')));
      return [cs.filter((c) => c.job_title === 'Director of Marketing').map((c) => c.name), await tPeople(d)];
    }, 'Directors of Marketing at third-party NY/MA accounts'),
  ),
  q(
    'BO-t13',
    'territory',
    'What percentage of the third-party accounts have a revenue over $5,000,000? Please round to one decimal place.',
    BB.num(
      async (d) => {
        const xs = await THEIRS(d);
        return (xs.filter((x) => x.revenue > 5_000_000).length / xs.length) * 100;
      },
      'plain',
      'share of third-party accounts above $5M (percent)',
    ),
  ),
  q(
    'BO-t14',
    'territory',
    'Which of my accounts has the second-highest revenue, and what is that revenue exactly?',
    BB.each(
      BB.name(async (d) => [nthBy(await MINE(d), (x) => x.revenue, 2, 'max', 'my second account by revenue').name], 'my second account'),
      BB.num(async (d) => nthBy(await MINE(d), (x) => x.revenue, 2, 'max', 'my second account by revenue').revenue, 'money', 'its revenue'),
    ),
  ),
  q(
    'BO-t15',
    'territory',
    'Between Iron Software Group and Harbor Labs Inc, which account reports the higher revenue, and what is the difference ' +
      'between the two?',
    BH.versus(
      async (d) => {
        const xs = await EVERY(d);
        const r = (n: string): number => xs.find((x) => x.name === n)!.revenue;
        return { options: [['Iron Software Group'], ['Harbor Labs Inc']], values: [r('Iron Software Group'), r('Harbor Labs Inc')] };
      },
      'money',
      'revenue, Iron Software Group vs Harbor Labs Inc',
    ),
  ),
  q(
    'BO-t16',
    'territory',
    'How many contacts with the job title Chief Technology Officer work at my accounts, and how many work at third-party accounts?',
    BB.each(
      BB.num(async (d) => (await peopleOf(d, await MINE(d))).filter((c) => c.job_title === CTO).length, 'count', 'CTOs at my accounts'),
      BB.num(async (d) => (await peopleOf(d, await THEIRS(d))).filter((c) => c.job_title === CTO).length, 'count', 'CTOs at third-party'),
    ),
  ),

  // The operations person checking data quality.
  q(
    'BO-t17',
    'territory',
    'Data check: which of my California accounts have only a single contact on file?',
    BB.list(async (d) => {
      const ca = (await MINE(d)).filter(st('CA'));
      const n = await headcount(d, ca);
      return [ca.filter((x) => n.get(x.id) === 1).map((x) => x.name), await tNames(d)];
    }, 'my CA accounts with one contact'),
  ),
  q(
    'BO-t18',
    'territory',
    'Is there any account in the territory data, mine or third-party, that has no contacts at all?',
    BB.yes(async (d) => {
      const xs = await EVERY(d);
      const n = await headcount(d, xs);
      return xs.filter((x) => n.get(x.id) === 0).length;
    }, 'territory accounts without contacts'),
  ),
  q(
    'BO-t19',
    'territory',
    'How many of my accounts have no Chief Executive Officer among their contacts?',
    BB.num(
      async (d) => {
        const mine = await MINE(d);
        return mine.length - (await withTitle(d, mine, CEO)).length;
      },
      'count',
      'my accounts without a CEO contact',
    ),
  ),
  q(
    'BO-t20',
    'territory',
    [
      "I'm auditing the territory contact list for duplicates. Does the same contact name show up at more than one account?",
      'How many names is that?',
    ],
    BB.num(
      async (d) => {
        const cs = await d.territoryContacts();
        const dup = groups(
          cs,
          (c) => c.name,
          (xs) => new Set(xs.map((c) => c.account_id)).size,
        ).filter((g) => g.value > 1);
        const names = new Set(dup.map((g) => g.key));
        return [dup.length, cs.filter((c) => names.has(c.name)).length];
      },
      'count',
      'contact names at more than one account (names, or their records)',
    ),
  ),
  q(
    'BO-t21',
    'territory',
    'How many third-party accounts have only one contact listed?',
    BB.num(
      async (d) => {
        const xs = await THEIRS(d);
        const n = await headcount(d, xs);
        return xs.filter((x) => n.get(x.id) === 1).length;
      },
      'count',
      'third-party accounts with one contact',
    ),
  ),
  q(
    'BO-t22',
    'territory',
    "Across my accounts, how many contacts do we hold in total, and what's the average number of contacts per account?",
    BB.each(
      BB.num(async (d) => (await peopleOf(d, await MINE(d))).length, 'count', 'contacts at my accounts'),
      BB.num(
        async (d) => {
          const mine = await MINE(d);
          return (await peopleOf(d, mine)).length / mine.length;
        },
        'plain',
        'contacts per account of mine',
      ),
    ),
  ),
  q(
    'BO-t23',
    'territory',
    'Which third-party accounts in Texas are missing a Chief Executive Officer contact?',
    BB.list(async (d) => {
      const tx = (await THEIRS(d)).filter(st('TX'));
      const withCeo = new Set((await withTitle(d, tx, CEO)).map((x) => x.id));
      return [tx.filter((x) => !withCeo.has(x.id)).map((x) => x.name), await tNames(d)];
    }, 'third-party TX accounts without a CEO'),
  ),
  q(
    'BO-t24',
    'territory',
    'How many third-party accounts have three or more contacts on file?',
    BB.num(
      async (d) => {
        const xs = await THEIRS(d);
        const n = await headcount(d, xs);
        return xs.filter((x) => (n.get(x.id) ?? 0) >= 3).length;
      },
      'count',
      'third-party accounts with 3+ contacts',
    ),
  ),

  // The executive on a phone.
  q(
    'BO-t25',
    'territory',
    ['my top 3 accts by rev', 'smallest one overall?'],
    BB.name(async (d) => [firstN(await MINE(d), (x) => x.revenue, 1, 'min')[0]!.name], 'my smallest account'),
  ),
  q(
    'BO-t26',
    'territory',
    ['how many of my accts in NY', 'total rev?'],
    BB.num(async (d) => rev((await MINE(d)).filter(st('NY'))), 'money', 'revenue of my NY accounts'),
  ),
  q(
    'BO-t27',
    'territory',
    '3rd party accts over $7M?',
    BB.list(
      async (d) => [(await THEIRS(d)).filter((x) => x.revenue > 7_000_000).map((x) => x.name), await tNames(d)],
      'third-party accounts above $7M',
    ),
  ),
  q(
    'BO-t28',
    'territory',
    ['ceo at Falcon Media LLC?', 'email?'],
    BB.every(async (d) => (await peopleAt(d, 'Falcon Media LLC')).filter((c) => c.job_title === CEO).map((c) => c.email), 'CEO e-mail'),
  ),
  q(
    'BO-t29',
    'territory',
    'my rev CA vs TX - which is bigger, by how much',
    BH.versus(
      async (d) => {
        const mine = await MINE(d);
        return {
          options: [
            ['CA', 'California'],
            ['TX', 'Texas'],
          ],
          values: [rev(mine.filter(st('CA'))), rev(mine.filter(st('TX')))],
        };
      },
      'money',
      'revenue of my accounts, CA vs TX',
      true,
    ),
  ),
  q(
    'BO-t30',
    'territory',
    ['my accts by state', 'how many in GA'],
    BB.num(async (d) => (await MINE(d)).filter(st('GA')).length, 'count', 'my GA accounts'),
  ),
  q(
    'BO-t31',
    'territory',
    'avg rev my accts?',
    BB.num(async (d) => avg((await MINE(d)).map((x) => x.revenue)), 'money', 'average revenue of my accounts'),
  ),
  q(
    'BO-t32',
    'territory',
    ['3rd party accts in FL', 'any w/ a CFO?'],
    BB.yes(async (d) => {
      const fl = (await THEIRS(d)).filter(st('FL'));
      return [(await withTitle(d, fl, CFO)).length, (await peopleOf(d, fl)).filter((c) => c.job_title === CFO).length];
    }, 'third-party FL accounts with a CFO'),
  ),
];

export const SET_BO: HeldOut[] = [...TERRITORY, ...SET_BO_MORE];
