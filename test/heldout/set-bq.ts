// Held-out set BQ: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// voices, 20 questions each: a revenue-operations lead asking about pipeline health in crisp
// business language; a territory rep planning visits state by state, often in follow-ups; a
// skeptical analyst double-checking figures, comparisons, shares and gaps; and a casual user
// typing in lowercase with abbreviations and the odd typo. 80 questions: 32 territory, 32 CRM,
// 6 that need both APIs (labelled by the API whose figure answers them), 10 to be declined; 12
// are follow-ups asked in one session (the last answer is judged). Every expected answer is
// computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bq2.ts, the questions across both APIs
// and the declines in set-bq3.ts.

import type { HeldOut } from './judge.js';
import { avg, q } from './judge.js';
import { TAZ } from './kinds-az.js';
import { BB, median } from './kinds-bb.js';
import { BD, peopleAt } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { BP, stateWithMost } from './kinds-bp.js';
import { ANY, inStates, TC } from './kinds-cd.js';
import { T } from './kinds.js';
import { CEO, CFO, CTO } from './pick.js';
import { SET_BQ_CRM } from './set-bq2.js';

const TERRITORY: HeldOut[] = [
  // The territory rep planning visits.
  q(
    'BQ-t01',
    'territory',
    ["I'm driving through Colorado next week. Which of my accounts are out there?", 'Who are the people I could meet at those?'],
    TC.contactList('my', inStates('CO')),
  ),
  q(
    'BQ-t02',
    'territory',
    ['Pull up my Oregon accounts, please.', 'Which of them is worth the most in revenue?'],
    TC.pick('my', inStates('OR'), 'max', 'my account in OR'),
  ),
  q(
    'BQ-t03',
    'territory',
    "I've got a visit booked at Cedar Software Corp. Who are my contacts there and what are their roles?",
    T.contactsAt('Cedar Software Corp'),
  ),
  q(
    'BQ-t04',
    'territory',
    'Before my Florida swing: how many of my accounts are in Florida, and what do they bring in combined?',
    BB.each(
      BB.num(async (d) => (await d.myAccounts()).filter(inStates('FL')).length, 'count', 'my accounts in FL'),
      BB.num(
        async (d) =>
          (await d.myAccounts())
            .filter(inStates('FL'))
            .map((x) => x.revenue)
            .reduce((s, x) => s + x, 0),
        'money',
        'combined revenue of my FL accounts',
      ),
    ),
  ),
  q(
    'BQ-t05',
    'territory',
    ['What third-party accounts are there in Georgia?', 'Does any of them have a Vice President of Sales I could sit down with?'],
    TC.existsTitle('tp', inStates('GA'), 'Vice President of Sales'),
  ),
  q(
    'BQ-t06',
    'territory',
    "I'm planning a trip up to Seattle. List every contact at my Washington accounts, along with their job title.",
    TC.contactList('my', inStates('WA')),
  ),
  q(
    'BQ-t07',
    'territory',
    'I want to email the CFO at Nova Motors Corp ahead of my visit. What address should I use?',
    BB.every(
      async (d) => (await peopleAt(d, 'Nova Motors Corp')).filter((c) => c.job_title === CFO).map((c) => c.email),
      'e-mail of the CFO at Nova Motors Corp',
    ),
  ),
  q(
    'BQ-t08',
    'territory',
    "Leaving California aside, which state holds the most of my accounts? I'm deciding where to spend a full week.",
    BB.state(
      async (d) => [
        stateWithMost(
          (await d.myAccounts()).filter((x) => x.state !== 'CA'),
          'state with the most of my accounts after CA',
        ),
      ],
      'state with the most of my accounts, CA left out',
    ),
  ),
  q(
    'BQ-t09',
    'territory',
    ['Show me my accounts in Arizona.', 'And the third-party ones in that same state?'],
    TC.list('tp', inStates('AZ'), 'in AZ'),
  ),
  q(
    'BQ-t10',
    'territory',
    "Is there a CEO listed at Keystone Robotics Group? I'd rather meet whoever runs the place.",
    T.existsTitleAt('Keystone Robotics Group', CEO),
  ),
  q(
    'BQ-t11',
    'territory',
    'Heading to New York soon. Across all my accounts there, how many contacts do I have in total?',
    TC.contactCount('my', inStates('NY')),
  ),
  q(
    'BQ-t12',
    'territory',
    'Which of my Texas accounts are under $2 million in revenue? Those would be quick stops.',
    TC.list('my', (x) => x.state === 'TX' && x.revenue < 2_000_000, 'in TX under $2M'),
  ),
  q(
    'BQ-t13',
    'territory',
    [
      "I'm doing a Boston run next month. Which of my accounts are in Massachusetts?",
      'Sort them by revenue, highest first.',
      'Who are the sales managers at those accounts?',
    ],
    TC.contactList('my', inStates('MA'), 'Sales Manager'),
  ),
  q('BQ-t14', 'territory', 'Which state is Harbor Media Group in? Trying to work it into my route.', T.stateOf('Harbor Media Group')),
  q(
    'BQ-t15',
    'territory',
    "I'll start the Carolina leg in Raleigh. Rank my North Carolina accounts by revenue, largest to smallest.",
    TAZ.ranked('my', inStates('NC'), 'my NC accounts by revenue'),
  ),
  q(
    'BQ-t16',
    'territory',
    'If I add one small stop in Ohio, which third-party account there has the lowest revenue?',
    TC.pick('tp', inStates('OH'), 'min', 'third-party account in OH'),
  ),
  q(
    'BQ-t17',
    'territory',
    'What roles do the contacts at Orchid Media Inc hold?',
    BD.titles(async (d) => (await peopleAt(d, 'Orchid Media Inc')).map((c) => c.job_title), 'job titles at Orchid Media Inc'),
  ),

  // The skeptical analyst.
  q(
    'BQ-t18',
    'territory',
    'I want to verify a number: what exactly is the total revenue across all third-party accounts?',
    T.sumRevenue('tp'),
  ),
  q(
    'BQ-t19',
    'territory',
    'What percentage of my accounts have revenue above $5 million? Show me the share, not just the count.',
    BP.share(
      async (d) => {
        const xs = await d.myAccounts();
        return [xs.filter((x) => x.revenue > 5_000_000).length, xs.length];
      },
      'share of my accounts above $5M',
      true,
    ),
  ),
  q(
    'BQ-t20',
    'territory',
    'Compare the average revenue of my California accounts with that of my Texas accounts. Which is higher, and by how much?',
    BH.versus(
      async (d) => {
        const xs = await d.myAccounts();
        const mean = (code: string): number => avg(xs.filter((x) => x.state === code).map((x) => x.revenue));
        return {
          options: [
            ['CA', 'California'],
            ['TX', 'Texas'],
          ],
          values: [mean('CA'), mean('TX')],
        };
      },
      'money',
      'average revenue of my CA vs TX accounts',
      true,
    ),
  ),
  q(
    'BQ-t21',
    'territory',
    'Give me both the median and the mean revenue of my accounts. I suspect a few big ones skew the average.',
    BB.each(
      BB.num(async (d) => median((await d.myAccounts()).map((x) => x.revenue)), 'money', 'median revenue of my accounts'),
      BB.num(async (d) => avg((await d.myAccounts()).map((x) => x.revenue)), 'money', 'mean revenue of my accounts'),
    ),
  ),
  q(
    'BQ-t22',
    'territory',
    'How large is the revenue gap between Falcon Media LLC and Falcon Systems Corp, to the dollar?',
    TC.diff('Falcon Media LLC', 'Falcon Systems Corp'),
  ),
  q(
    'BQ-t23',
    'territory',
    ['How many third-party accounts sit in California?', 'And how many of those exceed $3M? I want the exact number, not an estimate.'],
    TC.count('tp', (x) => x.state === 'CA' && x.revenue > 3_000_000, 'in CA above $3M'),
  ),
  q(
    'BQ-t24',
    'territory',
    'Does Iron Software Group out-earn every single one of my accounts? A yes or no, plus the numbers.',
    BP.yesIf(
      async (d) => {
        const iron = (await d.thirdPartyAccounts()).find((x) => x.name === 'Iron Software Group');
        if (!iron) throw new Error('no account named Iron Software Group');
        return (await d.myAccounts()).every((x) => iron.revenue > x.revenue);
      },
      'Iron Software Group above every one of my accounts',
      { yes: /\b(higher|more|larger|bigger|above) than (all|every)/i, no: /\b(not|doesn't|does not|isn't|below|less than|lower than)\b/i },
    ),
  ),
  q(
    'BQ-t25',
    'territory',
    'What fraction of the territory contacts hold a C-level title (CEO, CFO or CTO)?',
    BP.share(
      async (d) => {
        const cs = await d.territoryContacts();
        return [cs.filter((c) => [CEO, CFO, CTO].includes(c.job_title)).length, cs.length];
      },
      'share of territory contacts with a C-level title',
      true,
    ),
  ),

  // The casual user.
  q('BQ-t26', 'territory', 'how many accts do i have in cali', T.count('my', 'CA')),
  q(
    'BQ-t27',
    'territory',
    'whos the ceo at quantum foods llc',
    BB.name(
      async (d) => (await peopleAt(d, 'Quantum Foods LLC')).filter((c) => c.job_title === CEO).map((c) => c.name),
      'CEO of Quantum Foods LLC',
    ),
  ),
  q('BQ-t28', 'territory', 'total rev for my illinios accounts?', T.sumRevenue('my', 'IL')),
  q(
    'BQ-t29',
    'territory',
    ['3rd party accts in florida pls', 'which ones the biggest'],
    TC.pick('tp', inStates('FL'), 'max', 'third-party account in FL'),
  ),
  q('BQ-t30', 'territory', 'any data scientists at my ny accts?', TC.existsTitle('my', inStates('NY'), 'Data Scientist')),
  q('BQ-t31', 'territory', 'top 3 of my accts by rev', TC.topN('my', ANY, 3, 'max')),
  q(
    'BQ-t32',
    'territory',
    'who makes more, nova energy corp or willow foods co',
    TC.compareAccounts('Nova Energy Corp', 'Willow Foods Co'),
  ),
];

export const SET_BQ: HeldOut[] = [...TERRITORY, ...SET_BQ_CRM];
