// Held-out set BH: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type. Four voices, each kept consistent and spread evenly (20 questions each): an
// accountant who wants exact money figures, differences and averages to the cent; a new hire in
// sales operations who asks politely and says why they ask; a sales engineer who asks pointed
// comparative questions (which is bigger, how many more, by how much); and a British speaker
// (British spelling and idioms: "organisation", "how many have we got", "turnover", "my patch",
// "cheers"). 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose
// figure answers them), 10 to be declined; 13 are follow-ups asked in one session (the last
// answer is judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bh2.ts, the questions across both APIs
// and the declines in set-bh3.ts.

import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB, firstN } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { ANY, inStates, pct, TC } from './kinds-cd.js';
import { TI } from './kinds-i.js';
import { BH, EVERY, MINE, OTHERS, revenueOf } from './kinds-bh.js';
import { T } from './kinds.js';
import { CEO, CFO, CTO, notIn } from './pick.js';
import { SET_BH_MORE } from './set-bh2.js';

const TERRITORY: HeldOut[] = [
  // The accountant: exact figures, differences and averages to the cent.
  q(
    'BH-t01',
    'territory',
    'For the Massachusetts reconciliation I need the exact combined revenue of every account we hold in MA, ' +
      'my accounts and the third-party ones together. No rounding, please.',
    TC.sum('all', inStates('MA'), 'in MA'),
  ),
  q(
    'BH-t02',
    'territory',
    'What is the average revenue of the third-party accounts located in Texas? Please state it to the cent.',
    TC.avg('tp', inStates('TX'), 'in TX'),
  ),
  q(
    'BH-t03',
    'territory',
    'I need the median revenue across my own accounts (not the third-party ones), exact to the dollar.',
    TC.median('my'),
  ),
  q(
    'BH-t04',
    'territory',
    ['What is the total revenue of my accounts in Florida?', 'And the average revenue per account there, to the cent please.'],
    TC.avg('my', inStates('FL'), 'in FL'),
  ),
  q(
    'BH-t05',
    'territory',
    'Please give me the exact revenue variance between Summit Software Inc and Falcon Media LLC.',
    TC.diff('Summit Software Inc', 'Falcon Media LLC'),
  ),
  q(
    'BH-t06',
    'territory',
    'What percentage of total territory revenue (my accounts plus the third-party accounts) is ' +
      'attributable to my accounts? Two decimal places, please.',
    BB.num(async (d) => pct(revenueOf(await MINE(d)), revenueOf(await EVERY(d))), 'plain', 'share of territory revenue in my accounts (%)'),
  ),
  q(
    'BH-t07',
    'territory',
    'Total revenue of the third-party accounts, excluding those in California and Texas. Exact figure, please.',
    TC.sum('tp', notIn('CA', 'TX'), 'outside CA and TX'),
  ),
  q(
    'BH-t08',
    'territory',
    'For the cost allocation I need the exact total revenue of my accounts that have a Chief Financial Officer among their contacts.',
    BB.num(
      async (d) => {
        const ids = new Set((await d.territoryContacts({ job_title: CFO })).map((c) => c.account_id));
        return revenueOf((await MINE(d)).filter((x) => ids.has(x.id)));
      },
      'money',
      'revenue of my accounts with a CFO contact',
    ),
  ),

  // The new hire in sales operations: polite, says why they ask.
  q(
    'BH-t09',
    'territory',
    "Hi! I'm new in sales ops and I'm building my first call sheet. Could you tell me who our contacts are at Orchid Media Inc, please?",
    T.contactsAt('Orchid Media Inc'),
  ),
  q(
    'BH-t10',
    'territory',
    "Hello, I've just joined the sales ops team and I'm flagging accounts with thin coverage. Which of my New York accounts " +
      'have only one contact on file? Thanks so much!',
    BB.list(async (d) => {
      const cs = await d.territoryContacts();
      const hit = (await MINE(d)).filter((x) => x.state === 'NY' && cs.filter((c) => c.account_id === x.id).length === 1);
      return [hit.map((x) => x.name), (await EVERY(d)).map((x) => x.name)];
    }, 'my NY accounts with exactly one contact'),
  ),
  q(
    'BH-t11',
    'territory',
    "Sorry if this is a basic question, I'm still learning who's who: what is Liam Hernandez's job title?",
    TC.titleOf('Liam Hernandez'),
  ),
  q(
    'BH-t12',
    'territory',
    [
      "Hi, could you please list the third-party accounts in Georgia? I'm mapping the Southeast for my onboarding project.",
      'Thank you! Which of those brings in the most revenue?',
    ],
    TC.pick('tp', inStates('GA'), 'max', 'third-party account in GA'),
  ),
  q(
    'BH-t13',
    'territory',
    "I'm putting together a territory map for my manager and don't want to leave anything off. Do I have any accounts of my own in Ohio?",
    TC.exists('my', inStates('OH'), 'in OH'),
  ),
  q(
    'BH-t14',
    'territory',
    "I'm preparing a finance-focused briefing for my team lead, so I'd like to check: is " +
      'there a Chief Financial Officer at Zenith Robotics Co?',
    T.existsTitleAt('Zenith Robotics Co', CFO),
  ),
  q(
    'BH-t15',
    'territory',
    "I'd like to write to Evelyn Rodriguez myself to introduce myself. Could you please look up her email address for me?",
    TC.emailOf('Evelyn Rodriguez'),
  ),
  q(
    'BH-t16',
    'territory',
    "Could you please tell me which states have at least five of my accounts? I'm trying to work out where to focus first. Thank you!",
    BC.keys(
      async (d) => {
        const g = groups(
          await MINE(d),
          (x) => x.state,
          (xs) => xs.length,
        );
        return [g.filter((x) => x.value >= 5).map((x) => x.key), [...new Set((await EVERY(d)).map((x) => x.state))]];
      },
      'state',
      'states with at least five of my accounts',
    ),
  ),

  // The sales engineer: pointed comparisons.
  q(
    'BH-t17',
    'territory',
    'Juniper Biotech Inc vs Quantum Health Co: which one has more revenue, and by how much?',
    BB.each(TC.compareAccounts('Juniper Biotech Inc', 'Quantum Health Co'), TC.diff('Juniper Biotech Inc', 'Quantum Health Co')),
  ),
  q(
    'BH-t18',
    'territory',
    'How much more revenue do the third-party accounts in Illinois bring in than my own Illinois accounts?',
    BB.num(
      async (d) => revenueOf((await OTHERS(d)).filter(inStates('IL'))) - revenueOf((await MINE(d)).filter(inStates('IL'))),
      'money',
      'third-party minus my revenue in IL',
    ),
  ),
  q(
    'BH-t19',
    'territory',
    'How many more of my accounts are in California than in Texas?',
    BB.num(
      async (d) => (await MINE(d)).filter(inStates('CA')).length - (await MINE(d)).filter(inStates('TX')).length,
      'count',
      'my accounts in CA minus TX',
    ),
  ),
  q(
    'BH-t20',
    'territory',
    'Which third-party account is number two by revenue, and how far behind the number one is it?',
    BB.each(
      TC.nth('tp', 2, 'max'),
      BB.num(
        async (d) => {
          const [first, second] = firstN(await OTHERS(d), (x) => x.revenue, 2, 'max');
          return first!.revenue - second!.revenue;
        },
        'money',
        'gap between the two largest third-party accounts',
      ),
    ),
  ),
  q('BH-t21', 'territory', 'Among my accounts, which state has the highest average revenue per account?', TC.stateAvg('my', 'max')),
  q(
    'BH-t22',
    'territory',
    ["What's my biggest account in Texas?", 'How much bigger is it than the biggest third-party account in Texas?'],
    BB.num(
      async (d) =>
        Math.max(...(await MINE(d)).filter(inStates('TX')).map((x) => x.revenue)) -
        Math.max(...(await OTHERS(d)).filter(inStates('TX')).map((x) => x.revenue)),
      'money',
      'largest my TX account minus largest third-party TX account',
    ),
  ),
  q(
    'BH-t23',
    'territory',
    'Do we have more CEOs or CTOs among the territory contacts, and how many more?',
    BH.versus(
      async (d) => ({
        options: [
          [CEO, 'CEO', 'CEOs', 'Chief Executive Officers'],
          [CTO, 'CTO', 'CTOs', 'Chief Technology Officers'],
        ],
        values: [(await d.territoryContacts({ job_title: CEO })).length, (await d.territoryContacts({ job_title: CTO })).length],
      }),
      'count',
      'more CEOs or CTOs',
    ),
  ),
  q(
    'BH-t24',
    'territory',
    "Third-party side: Ohio or Oregon, which state's accounts bring in more total revenue, and what's the gap?",
    BH.versus(
      async (d) => ({
        options: [
          ['Ohio', 'OH'],
          ['Oregon', 'OR'],
        ],
        values: [revenueOf((await OTHERS(d)).filter(inStates('OH'))), revenueOf((await OTHERS(d)).filter(inStates('OR')))],
      }),
      'money',
      'third-party revenue, Ohio vs Oregon',
      true,
    ),
  ),

  // The British speaker.
  q(
    'BH-t25',
    'territory',
    "How many accounts have we got in Washington state altogether? Mine and the third-party ones lumped together, if that's alright.",
    TC.count('all', inStates('WA'), 'in WA'),
  ),
  q('BH-t26', 'territory', 'Which organisation on my patch has got the smallest revenue? Cheers.', TC.pick('my', ANY, 'min', 'my account')),
  q(
    'BH-t27',
    'territory',
    ['Which of my accounts are based in Colorado?', 'Brilliant. And who are the contacts at those organisations?'],
    TC.contactList('my', inStates('CO')),
  ),
  q(
    'BH-t28',
    'territory',
    'Have we got any Chief Financial Officers at the third-party organisations in Florida?',
    TC.existsTitle('tp', inStates('FL'), CFO),
  ),
  q('BH-t29', 'territory', 'Which state is Titan Dynamics Group in, out of interest?', T.stateOf('Titan Dynamics Group')),
  q(
    'BH-t30',
    'territory',
    "Could you give me a breakdown of the third-party accounts by state, i.e. how many we've got in each? Ta.",
    TI.stateBreakdown('tp'),
  ),
  q(
    'BH-t31',
    'territory',
    "How many contacts have we got, all told, at the third-party organisations in New York? I'd reckon it's a fair few.",
    TC.contactCount('tp', inStates('NY')),
  ),
  q('BH-t32', 'territory', 'What are the top five organisations on my patch by turnover?', TC.topN('my', ANY, 5, 'max')),
];

export const SET_BH: HeldOut[] = [...TERRITORY, ...SET_BH_MORE];
