// Held-out set BY: SEALED once listed in SEALED (questions.ts); only --selfcheck until its first run.
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: someone dictating by voice (run-on,
// no punctuation, fillers, numbers as words), a sales manager asking for rankings (top/bottom N,
// who's last, second biggest, ties, per-state and per-stage leaders), a marketer asking about
// leads, their sources, statuses and conversion (with follow-ups that switch the value), and an
// operations analyst asking yes/no and existence questions and counting records missing a value.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 14 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-by2.ts, the questions across both APIs
// and the declines in set-by3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { BB, contactNames, firstN, inSt, MY, territoryAccount, territoryNames, TP } from './kinds-bb.js';
import { BD, nthBy } from './kinds-bd.js';
import { withAliases } from './kinds-cd.js';
import { BY, leading, staffAt, staffOf, tally } from './kinds-by.js';
import { CEO } from './pick.js';
import { SET_BY_MORE } from './set-by2.js';

const CIO = 'Chief Information Officer';

const TERRITORY: HeldOut[] = [
  // Someone dictating by voice.
  q(
    'BY-t01',
    'territory',
    'okay so how many accounts have I got in my territory in texas',
    BB.num(async (d) => (await MY(d)).filter(inSt('TX')).length, 'count', 'my accounts in TX'),
  ),
  q(
    'BY-t02',
    'territory',
    "so like what's the total revenue of my accounts in california all added up",
    BB.num(async (d) => sum((await MY(d)).filter(inSt('CA')).map((x) => x.revenue)), 'money', 'revenue of my CA accounts'),
  ),
  q(
    'BY-t03',
    'territory',
    'how many of my accounts are making more than five million a year',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return [my.filter((x) => x.revenue > 5_000_000).length, my.filter((x) => x.revenue >= 5_000_000).length];
      },
      'count',
      'my accounts above $5M',
    ),
  ),
  q(
    'BY-t04',
    'territory',
    ['okay so pull up the third party accounts in washington', 'so which one of those has the most revenue'],
    BB.name(
      async (d) => winners((await TP(d)).filter(inSt('WA')), (x) => x.revenue, 'max').map((x) => x.name),
      'largest third-party WA account',
    ),
  ),
  q(
    'BY-t05',
    'territory',
    "who's the chief technology officer over at cedar software corp",
    BB.name(
      async (d) => (await staffAt(d, 'Cedar Software Corp')).filter((c) => c.job_title === 'Chief Technology Officer').map((c) => c.name),
      'CTO of Cedar Software Corp',
    ),
  ),
  q(
    'BY-t06',
    'territory',
    "um what's the average revenue for my accounts in new york",
    BB.num(async (d) => avg((await MY(d)).filter(inSt('NY')).map((x) => x.revenue)), 'money', 'average revenue of my NY accounts'),
  ),
  q(
    'BY-t07',
    'territory',
    'okay how many contacts do we have that are data scientists',
    BB.num(async (d) => (await d.territoryContacts({ job_title: 'Data Scientist' })).length, 'count', 'contacts titled Data Scientist'),
  ),
  q(
    'BY-t08',
    'territory',
    'so like list my accounts that have revenue between two million and three million',
    BB.list(
      async (d) => [
        (await MY(d)).filter((x) => x.revenue >= 2_000_000 && x.revenue <= 3_000_000).map((x) => x.name),
        await territoryNames(d),
      ],
      'my accounts with revenue $2M-$3M',
    ),
  ),
  q(
    'BY-t09',
    'territory',
    'what state is willow foods co in again',
    BB.state(async (d) => [(await territoryAccount(d, 'Willow Foods Co')).state], 'state of Willow Foods Co'),
  ),

  // The sales manager asking for rankings.
  q(
    'BY-t10',
    'territory',
    'Give me my top 5 accounts by revenue, biggest first.',
    BD.ordered(
      async (d) => [firstN(await MY(d), (x) => x.revenue, 5, 'max').map((x) => x.name), await territoryNames(d)],
      'my 5 largest accounts, largest first',
    ),
  ),
  q(
    'BY-t11',
    'territory',
    "Who's last among the third-party accounts on revenue?",
    BB.name(async (d) => winners(await TP(d), (x) => x.revenue, 'min').map((x) => x.name), 'smallest third-party account'),
  ),
  q(
    'BY-t12',
    'territory',
    "What's the second biggest account in my territory?",
    BB.name(async (d) => [nthBy(await MY(d), (x) => x.revenue, 2, 'max', 'my accounts by revenue').name], 'my second largest account'),
  ),
  q(
    'BY-t13',
    'territory',
    'Which state leads my book on total revenue?',
    BB.state(
      async (d) =>
        leading(
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
    'BY-t14',
    'territory',
    'Which states are tied for the fewest of my accounts?',
    BY.states(async (d) => {
      const tied = leading(
        tally(await MY(d), (x) => x.state),
        'min',
      );
      if (tied.length < 2) throw new Error('no tie for the fewest of my accounts (the question assumes one)');
      return [tied, [...(await MY(d)), ...(await TP(d))].map((x) => x.state)];
    }, 'states tied for the fewest of my accounts'),
  ),
  q(
    'BY-t15',
    'territory',
    'Biggest third-party account in Texas?',
    BB.name(
      async (d) => winners((await TP(d)).filter(inSt('TX')), (x) => x.revenue, 'max').map((x) => x.name),
      'largest third-party TX account',
    ),
  ),
  q(
    'BY-t16',
    'territory',
    ["Who's my top account in Florida?", 'And the runner-up there?'],
    BB.name(
      async (d) => [nthBy((await MY(d)).filter(inSt('FL')), (x) => x.revenue, 2, 'max', 'my FL accounts by revenue').name],
      'my second largest FL account',
    ),
  ),
  q(
    'BY-t17',
    'territory',
    'Bottom 3 of my accounts by revenue, smallest first.',
    BD.ordered(
      async (d) => [firstN(await MY(d), (x) => x.revenue, 3, 'min').map((x) => x.name), await territoryNames(d)],
      'my 3 smallest accounts, smallest first',
    ),
  ),
  q(
    'BY-t18',
    'territory',
    'Which of my accounts ranks third on revenue?',
    BB.name(async (d) => [nthBy(await MY(d), (x) => x.revenue, 3, 'max', 'my accounts by revenue').name], 'my third largest account'),
  ),
  q(
    'BY-t19',
    'territory',
    'Which state has the highest average revenue per third-party account?',
    BB.state(async (d) => {
      const tp = await TP(d);
      const states = [...new Set(tp.map((x) => x.state))];
      return leading(
        states.map((s) => ({ key: s, value: avg(tp.filter(inSt(s)).map((x) => x.revenue)) })),
        'max',
      );
    }, 'state with the highest average third-party revenue'),
  ),

  // The marketer.
  q(
    'BY-t20',
    'territory',
    'How many of my accounts have a Director of Marketing on their contact list?',
    BB.num(
      async (d) => {
        const dom = (await staffOf(d, await MY(d))).filter((c) => c.job_title === 'Director of Marketing');
        return [new Set(dom.map((c) => c.account_id)).size, dom.length];
      },
      'count',
      'my accounts with a Director of Marketing',
    ),
  ),
  q(
    'BY-t21',
    'territory',
    'Of the accounts the Tech Transformation campaign targets, how many are in Texas?',
    BB.num(
      async (d) => (await d.thirdPartyAccounts('Tech Transformation')).filter(inSt('TX')).length,
      'count',
      'Tech Transformation accounts in TX',
    ),
  ),
  q(
    'BY-t22',
    'territory',
    ['List the Directors of Marketing at third-party accounts.', 'Just the ones at accounts in Texas.'],
    BB.list(async (d) => {
      const hit = (await staffOf(d, (await TP(d)).filter(inSt('TX')))).filter((c) => c.job_title === 'Director of Marketing');
      return [hit.map((c) => c.name), await contactNames(d)];
    }, 'Directors of Marketing at third-party TX accounts'),
  ),

  // The operations analyst.
  q(
    'BY-t23',
    'territory',
    'Do any of my own accounts sit in Ohio?',
    BB.yes(async (d) => (await MY(d)).filter(inSt('OH')).length, 'my accounts in OH'),
  ),
  q(
    'BY-t24',
    'territory',
    'Is there any third-party account in Arizona?',
    BB.yes(async (d) => (await TP(d)).filter(inSt('AZ')).length, 'third-party accounts in AZ'),
  ),
  q(
    'BY-t25',
    'territory',
    'Are all of my accounts above $1M in revenue?',
    BY.allOf(async (d) => {
      const my = await MY(d);
      return { total: my.length, exceptions: my.filter((x) => x.revenue <= 1_000_000).length };
    }, 'all my accounts above $1M'),
  ),
  q(
    'BY-t26',
    'territory',
    'Does any of my accounts lack a contact on file?',
    BB.yes(async (d) => {
      const staffed = new Set((await d.territoryContacts()).map((c) => c.account_id));
      return (await MY(d)).filter((x) => !staffed.has(x.id)).length;
    }, 'my accounts without a contact'),
  ),
  q(
    'BY-t27',
    'territory',
    'Does Zenith Robotics Co have a Chief Financial Officer on file?',
    BB.yes(
      async (d) => (await staffAt(d, 'Zenith Robotics Co')).filter((c) => c.job_title === 'Chief Financial Officer').length,
      'a CFO at Zenith Robotics Co',
    ),
  ),
  q(
    'BY-t28',
    'territory',
    'How many of my accounts have no Chief Executive Officer on file?',
    BB.num(
      async (d) => {
        const withCeo = new Set((await d.territoryContacts({ job_title: CEO })).map((c) => c.account_id));
        return (await MY(d)).filter((x) => !withCeo.has(x.id)).length;
      },
      'count',
      'my accounts without a CEO',
    ),
  ),
  q(
    'BY-t29',
    'territory',
    'Is there a Chief Information Officer anywhere in the territory contacts?',
    BB.yes(async (d) => (await d.territoryContacts()).filter((c) => withAliases(CIO).includes(c.job_title)).length, 'a territory CIO'),
  ),
  q(
    'BY-t30',
    'territory',
    'Do we have more than ten third-party accounts in California?',
    BY.yesOrFigure(async (d) => {
      const n = (await TP(d)).filter(inSt('CA')).length;
      return { yes: n > 10, n };
    }, 'more than ten third-party accounts in CA'),
  ),
  q(
    'BY-t31',
    'territory',
    ['Which of my accounts are in Oregon?', 'Do either of them have a Software Engineer?'],
    BB.yes(async (d) => {
      const hit = (await staffOf(d, (await MY(d)).filter(inSt('OR')))).filter((c) => c.job_title === 'Software Engineer');
      return [hit.length, new Set(hit.map((c) => c.account_id)).size];
    }, 'a Software Engineer at my OR accounts'),
  ),
  q(
    'BY-t32',
    'territory',
    'Is there any third-party account where two contacts hold the same job title?',
    BB.yes(async (d) => {
      const cs = await staffOf(d, await TP(d));
      const doubled = new Map<string, number>();
      for (const g of tally(cs, (c) => `${c.account_id}|${c.job_title}`)) {
        if (g.value < 2) continue;
        const id = g.key.split('|')[0]!;
        doubled.set(id, (doubled.get(id) ?? 0) + g.value);
      }
      return [doubled.size, [...doubled.values()].reduce((s, n) => s + n, 0)];
    }, 'third-party accounts with a job title held twice'),
  ),
];

export const SET_BY: HeldOut[] = [...TERRITORY, ...SET_BY_MORE];
