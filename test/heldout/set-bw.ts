// Held-out set BW. Written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type. Four voices, 20 questions each: an account executive preparing for a call at one
// named account (its people, its deals, its size, who to ask for); a casual voice that opens
// with chat ("hey quick one —", "ok so", "random q:") and often trails off with a second
// thought; a manager comparing two named records, states, quarters or years side by side; and
// someone asking for lists with two or three conditions, a sort order and a limit. 80
// questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 11 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bw2.ts, the questions across both APIs
// and the declines in set-bw3.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { revenueSum, tally, tEveryone, tPeople } from './kinds-bu.js';
import { EVERY, sortedTop, tAcc, tPeopleOf } from './kinds-bw.js';
import { inStates, TC, withAliases } from './kinds-cd.js';
import { T } from './kinds.js';
import { CEO, CFO, notIn } from './pick.js';
import { SET_BW_CRM } from './set-bw2.js';

/** Every territory account's name. */
const tNames = async (d: Parameters<HeldOut['check']>[1]): Promise<string[]> => (await EVERY(d)).map((x) => x.name);

const TERRITORY: HeldOut[] = [
  // The account executive preparing for a call.
  q(
    'BW-t01',
    'territory',
    'Falcon Systems Corp call in an hour — give me the names of the people we know there.',
    T.contactsAt('Falcon Systems Corp'),
  ),
  q(
    'BW-t02',
    'territory',
    'Prepping for a discovery call with Keystone Robotics Group — how much revenue are they bringing in?',
    T.revenueOf('Keystone Robotics Group'),
  ),
  q(
    'BW-t03',
    'territory',
    "I'd like to talk budget when I meet Harbor Labs Inc on Friday. Is there a CFO among their contacts I could ask for?",
    T.existsTitleAt('Harbor Labs Inc', CFO),
  ),
  q(
    'BW-t04',
    'territory',
    [
      "Pull up the people we know at Quantum Foods LLC, I'm calling them this afternoon.",
      "Which one of them is the chief exec? That's who I'll ask for.",
    ],
    BB.name(
      async (d) => (await tPeople(d, 'Quantum Foods LLC')).filter((c) => c.job_title === CEO).map((c) => c.name),
      'CEO at Quantum Foods LLC',
    ),
  ),
  q(
    'BW-t05',
    'territory',
    'Before I ring Juniper Software Corp: which state is it based in, and how many people do we have there?',
    BB.each(T.stateOf('Juniper Software Corp'), T.contactCountAt('Juniper Software Corp')),
  ),
  q(
    'BW-t06',
    'territory',
    "Tomorrow's call is with Summit Software Inc — is it the biggest of my accounts by revenue?",
    BP.yesIf(async (d) => {
      const top = sortedTop(await d.myAccounts(), (x) => x.revenue, 'desc', 1, 'my largest account')[0]!;
      return top.name === 'Summit Software Inc';
    }, 'Summit Software Inc is my largest account'),
  ),
  q(
    'BW-t07',
    'territory',
    "I need the email addresses of everyone at Cedar Software Corp — I'll put them on the meeting invite myself.",
    T.emailsAt('Cedar Software Corp'),
  ),
  q(
    'BW-t08',
    'territory',
    'My next call is Apex Systems Inc. What job titles do their contacts hold, so I know who to ask for?',
    BD.titles(async (d) => (await tPeople(d, 'Apex Systems Inc')).map((c) => c.job_title), 'job titles at Apex Systems Inc'),
  ),

  // The casual voice.
  q(
    'BW-t09',
    'territory',
    'hey quick one — how many third-party accounts are there in Texas? ...not mine, just the third-party ones',
    TC.count('tp', inStates('TX'), 'in TX'),
  ),
  q(
    'BW-t10',
    'territory',
    'ok so what does my New York book add up to in revenue? all my NY accounts together, roughly is fine',
    TC.sum('my', inStates('NY'), 'in NY'),
  ),
  q(
    'BW-t11',
    'territory',
    'random q: among the people at my Texas accounts, which job title comes up most often? ...mine only, not the third-party ones',
    BB.name(async (d) => {
      const g = tally(
        await tPeopleOf(
          d,
          (await d.myAccounts()).filter((x) => x.state === 'TX'),
        ),
        (c) => c.job_title,
      );
      return withAliases(sortedTop(g, (x) => x.value, 'desc', 1, 'titles at my TX accounts')[0]!.key);
    }, 'most common title at my TX accounts'),
  ),
  q('BW-t12', 'territory', "hey, who's Olivia Williams again? like which account is she at", TC.accountOf('Olivia Williams')),
  q(
    'BW-t13',
    'territory',
    ['ok so which of my Florida accounts is the biggest?', 'and the smallest one down there?'],
    TC.pick('my', inStates('FL'), 'min', 'my FL account'),
  ),
  q(
    'BW-t14',
    'territory',
    'random q: do I have any accounts in Oregon doing under a million in revenue? or am I misremembering',
    TC.exists('my', (x) => x.state === 'OR' && x.revenue < 1_000_000, 'in OR under $1M'),
  ),
  q(
    'BW-t15',
    'territory',
    'hey quick one — what percent of my accounts pull in more than 5 million? ...ballpark works',
    BP.share(
      async (d) => {
        const mine = await d.myAccounts();
        return [mine.filter((x) => x.revenue > 5_000_000).length, mine.length];
      },
      'share of my accounts above $5M',
      true,
    ),
  ),
  q(
    'BW-t16',
    'territory',
    'ok so if I count everyone on file at my own accounts, how many contacts is that? ...mine only, not the third-party list',
    T.contactsInScope('my'),
  ),

  // The manager comparing side by side.
  q(
    'BW-t17',
    'territory',
    "Falcon Media LLC against Granite Systems Inc — who's ahead on revenue, and by what margin?",
    BH.versus(
      async (d) => ({
        options: [['Falcon Media LLC'], ['Granite Systems Inc']],
        values: [(await tAcc(d, 'Falcon Media LLC')).revenue, (await tAcc(d, 'Granite Systems Inc')).revenue],
      }),
      'money',
      'Falcon Media LLC vs Granite Systems Inc revenue',
    ),
  ),
  q(
    'BW-t18',
    'territory',
    'Put my California accounts next to my Texas accounts: which state has more of them, and how many more?',
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
      'my CA vs my TX account count',
      true,
    ),
  ),
  q(
    'BW-t19',
    'territory',
    'Priya Walker and Benjamin Lopez, side by side please: what job title does each hold, and at which account?',
    BB.each(TC.titleOf('Priya Walker'), TC.accountOf('Priya Walker'), TC.titleOf('Benjamin Lopez'), TC.accountOf('Benjamin Lopez')),
  ),
  q(
    'BW-t20',
    'territory',
    [
      "What's the mean revenue across my New York accounts?",
      'Same number for the New York third-party accounts, so I can compare the two?',
    ],
    TC.avg('tp', inStates('NY'), 'in NY'),
  ),
  q(
    'BW-t21',
    'territory',
    'My own accounts versus the third-party accounts: which group carries more total revenue?',
    BP.first(
      async (d) => ({
        options: [
          ['my accounts', 'my own accounts', 'your accounts', 'your own accounts', 'my territory', 'your territory'],
          ['third-party', 'third party'],
        ],
        values: [revenueSum(await d.myAccounts()), revenueSum(await d.thirdPartyAccounts())],
      }),
      'max',
      'my vs third-party total revenue',
    ),
  ),
  q(
    'BW-t22',
    'territory',
    'Who do we have more contacts at, Falcon Systems Corp or Nova Motors Corp?',
    BP.first(
      async (d) => ({
        options: [['Falcon Systems Corp'], ['Nova Motors Corp']],
        values: [(await tPeople(d, 'Falcon Systems Corp')).length, (await tPeople(d, 'Nova Motors Corp')).length],
      }),
      'max',
      'more contacts: Falcon Systems Corp vs Nova Motors Corp',
    ),
  ),
  q(
    'BW-t23',
    'territory',
    'Georgia vs Colorado on total revenue, my book plus the third-party list — which state wins?',
    BP.first(
      async (d) => {
        const all = await EVERY(d);
        return {
          options: [
            ['GA', 'Georgia'],
            ['CO', 'Colorado'],
          ],
          values: [revenueSum(all.filter((x) => x.state === 'GA')), revenueSum(all.filter((x) => x.state === 'CO'))],
        };
      },
      'max',
      'GA vs CO total revenue',
      true,
    ),
  ),
  q(
    'BW-t24',
    'territory',
    'Isabella Anderson or Aisha Chen — which of the two works at the account with the higher revenue?',
    BP.first(
      async (d) => {
        const cs = await d.territoryContacts();
        const all = await EVERY(d);
        const revenueAt = (name: string): number => {
          const c = cs.filter((x) => x.name === name);
          if (c.length !== 1) throw new Error(`${c.length} contacts named ${name}`);
          return all.find((x) => x.id === c[0]!.account_id)!.revenue;
        };
        return { options: [['Isabella Anderson'], ['Aisha Chen']], values: [revenueAt('Isabella Anderson'), revenueAt('Aisha Chen')] };
      },
      'max',
      'contact at the larger account',
    ),
  ),

  // The list builder.
  q(
    'BW-t25',
    'territory',
    'The five largest third-party accounts that are not in California, sorted by revenue from the top.',
    BD.ordered(
      async (d) => [
        sortedTop((await d.thirdPartyAccounts()).filter(notIn('CA')), (x) => x.revenue, 'desc', 5, 'third-party outside CA').map(
          (x) => x.name,
        ),
        await tNames(d),
      ],
      'five largest third-party accounts outside CA',
    ),
  ),
  q(
    'BW-t26',
    'territory',
    'List my accounts in Texas with revenue above $2M, highest revenue first.',
    BD.ordered(
      async (d) => [
        sortedTop(
          (await d.myAccounts()).filter((x) => x.state === 'TX' && x.revenue > 2_000_000),
          (x) => x.revenue,
          'desc',
          50,
          'my TX over $2M',
        ).map((x) => x.name),
        await tNames(d),
      ],
      'my TX accounts over $2M, largest first',
    ),
  ),
  q(
    'BW-t27',
    'territory',
    'Give me the three smallest of my accounts outside California and New York, smallest first.',
    BD.ordered(
      async (d) => [
        sortedTop((await d.myAccounts()).filter(notIn('CA', 'NY')), (x) => x.revenue, 'asc', 3, 'my accounts outside CA and NY').map(
          (x) => x.name,
        ),
        await tNames(d),
      ],
      'three smallest of my accounts outside CA and NY',
    ),
  ),
  q(
    'BW-t28',
    'territory',
    "Which CEOs work at my accounts with revenue over $5M? Order them by their account's revenue, biggest first, five at most.",
    BD.ordered(async (d) => {
      const big = sortedTop(
        (await d.myAccounts()).filter((x) => x.revenue > 5_000_000),
        (x) => x.revenue,
        'desc',
        50,
        'my accounts over $5M',
      );
      const cs = await d.territoryContacts();
      const ceos = big.flatMap((x) => cs.filter((c) => c.account_id === x.id && c.job_title === CEO).map((c) => c.name));
      if (ceos.length > 5 || new Set(ceos).size !== ceos.length)
        throw new Error('CEOs at my accounts over $5M: more than five, or a name twice');
      return [ceos, await tEveryone(d)];
    }, 'CEOs at my accounts over $5M, by account revenue'),
  ),
  q(
    'BW-t29',
    'territory',
    ['Show me the third-party accounts in Florida, largest revenue first.', 'Now only the ones under $7 million, and just the top three.'],
    BD.ordered(
      async (d) => [
        sortedTop(
          (await d.thirdPartyAccounts()).filter((x) => x.state === 'FL' && x.revenue < 7_000_000),
          (x) => x.revenue,
          'desc',
          3,
          'third-party FL under $7M',
        ).map((x) => x.name),
        await tNames(d),
      ],
      'top three third-party FL accounts under $7M',
    ),
  ),
  q(
    'BW-t30',
    'territory',
    'Illinois accounts, mine and third-party both, with revenue between $1M and $8M — list them sorted high to low.',
    BD.ordered(
      async (d) => [
        sortedTop(
          (await EVERY(d)).filter((x) => x.state === 'IL' && x.revenue >= 1_000_000 && x.revenue <= 8_000_000),
          (x) => x.revenue,
          'desc',
          100,
          'IL $1M-$8M',
        ).map((x) => x.name),
        await tNames(d),
      ],
      'IL accounts between $1M and $8M, high to low',
    ),
  ),
  q(
    'BW-t31',
    'territory',
    'Third-party accounts that have exactly one contact on file and more than $3M in revenue, largest first.',
    BD.ordered(async (d) => {
      const cs = await d.territoryContacts();
      const hit = (await d.thirdPartyAccounts()).filter(
        (x) => x.revenue > 3_000_000 && cs.filter((c) => c.account_id === x.id).length === 1,
      );
      return [sortedTop(hit, (x) => x.revenue, 'desc', 100, 'single-contact third-party over $3M').map((x) => x.name), await tNames(d)];
    }, 'single-contact third-party accounts over $3M, largest first'),
  ),
  q(
    'BW-t32',
    'territory',
    'Top five of my accounts that have a Data Scientist on file, leaving out Texas, ranked by revenue descending.',
    BD.ordered(async (d) => {
      const cs = await d.territoryContacts();
      const hit = (await d.myAccounts()).filter(
        (x) => x.state !== 'TX' && cs.some((c) => c.account_id === x.id && c.job_title === 'Data Scientist'),
      );
      return [
        sortedTop(hit, (x) => x.revenue, 'desc', 5, 'my accounts with a Data Scientist outside TX').map((x) => x.name),
        await tNames(d),
      ];
    }, 'top five of my accounts with a Data Scientist, outside TX'),
  ),
];

export const SET_BW: HeldOut[] = [...TERRITORY, ...SET_BW_CRM];
