// Held-out set CP: SEALED once listed in questions.ts's SEALED (only --selfcheck until the final
// run). Written by a helper who did not read the planner (nor its lexicon, its notes, its tests
// or its bench results), as an honest measure of how well it understands questions people type.
// Four kinds of user, each in their own voice, 20 questions each: a customer-success manager
// (named accounts and their people, then "and their phone?", "who else is there?"), someone who
// pastes context first (a line of an e-mail, meeting notes, a claim to check) and then asks, a
// person comparing two named things (two states, two stages, two sources, two accounts, mine
// versus third-party), and someone who narrows or widens a list over several turns and swaps
// one condition for another. 80 questions: 32 territory, 32 CRM, 6 that need both APIs
// (labelled by the API whose figure answers them), 10 to be declined; many are follow-ups asked
// in one session (the last answer is judged). Every expected answer is computed from the APIs'
// data when the checker runs. Here the territory questions; the CRM ones are in set-cp2.ts, the
// questions across both APIs and the declines in set-cp3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { BB, contactNames, inSt, listOf, MY, rev, territoryAccount, TP, type Acc } from './kinds-bb.js';
import { countBy, myIds, peopleOf } from './kinds-bv.js';
import { pair } from './kinds-cp.js';
import { SET_CP_MORE } from './set-cp2.js';

const MINE = ['mine', 'my', 'your', 'yours', 'own'];
const THIRD = ['third-party', 'third party', '3rd party', '3rd-party'];
const titled = (title: string) => (c: { job_title: string }) => c.job_title === title;
const between = (lo: number, hi: number) => (x: Acc) => x.revenue >= lo && x.revenue <= hi;

const TERRITORY: HeldOut[] = [
  // The customer-success manager.
  q(
    'CP-t01',
    'territory',
    'who have we got on file over at Falcon Systems Corp?',
    BB.list(
      async (d) => [(await peopleOf(d, 'Falcon Systems Corp')).map((c) => c.name), await contactNames(d)],
      'contacts at Falcon Systems Corp',
    ),
  ),
  q(
    'CP-t02',
    'territory',
    ['Quick one: which state is Juniper Software Corp based in?', "and who's their CTO?"],
    BB.name(
      async (d) => (await peopleOf(d, 'Juniper Software Corp')).filter(titled('Chief Technology Officer')).map((c) => c.name),
      'CTO of Juniper Software Corp',
    ),
  ),
  q(
    'CP-t03',
    'territory',
    ['Pull up Harbor Labs Inc for me.', 'Who is the marketing person there?'],
    BB.name(
      async (d) => (await peopleOf(d, 'Harbor Labs Inc')).filter(titled('Director of Marketing')).map((c) => c.name),
      'Director of Marketing at Harbor Labs Inc',
    ),
  ),
  q(
    'CP-t04',
    'territory',
    "I'm prepping a check-in with Priya Lee at Harbor Networks Co, what's her email address?",
    BB.every(
      async (d) => (await peopleOf(d, 'Harbor Networks Co')).filter((c) => c.name === 'Priya Lee').map((c) => c.email),
      'e-mail of Priya Lee at Harbor Networks Co',
    ),
  ),
  q(
    'CP-t05',
    'territory',
    ['Tell me about Summit Software Inc', 'how much revenue do they bring in?'],
    BB.num(async (d) => (await territoryAccount(d, 'Summit Software Inc')).revenue, 'money', 'revenue of Summit Software Inc'),
  ),
  q(
    'CP-t06',
    'territory',
    ['Keystone Robotics Group, who are my contacts there?', 'and their emails?'],
    BB.every(async (d) => (await peopleOf(d, 'Keystone Robotics Group')).map((c) => c.email), 'e-mails at Keystone Robotics Group'),
  ),
  q(
    'CP-t07',
    'territory',
    'Does Redwood Systems LLC have a CFO I can loop in on the renewal?',
    BB.yes(
      async (d) => (await peopleOf(d, 'Redwood Systems LLC')).filter(titled('Chief Financial Officer')).length,
      'a CFO at Redwood Systems LLC',
    ),
  ),
  q(
    'CP-t08',
    'territory',
    ['is Nova Cloud Co one of mine or a third party account', 'ok, and who handles product over there'],
    BB.name(
      async (d) => (await peopleOf(d, 'Nova Cloud Co')).filter(titled('Product Manager')).map((c) => c.name),
      'Product Manager at Nova Cloud Co',
    ),
  ),

  // Someone who pastes context first.
  q(
    'CP-t09',
    'territory',
    'Colleague\'s email says: "Meridian Labs Group is our biggest third-party account in NY." ' +
      'Can you check? Which third-party account in New York has the highest revenue?',
    BB.name(
      async (d) => winners((await TP(d)).filter(inSt('NY')), (x) => x.revenue, 'max').map((x) => x.name),
      'largest third-party NY account',
    ),
  ),
  q(
    'CP-t10',
    'territory',
    'QBR notes read "We hold 12 accounts in California, more than in any other state". How many of my accounts are really in CA?',
    BB.num(async (d) => (await MY(d)).filter(inSt('CA')).length, 'count', 'my CA accounts'),
  ),
  q(
    'CP-t11',
    'territory',
    'Sarah wrote in her handover: "the Texas book (my accounts) totals about $20M in revenue". What is the actual figure?',
    BB.num(async (d) => rev((await MY(d)).filter(inSt('TX'))), 'money', 'revenue of my TX accounts'),
  ),
  q(
    'CP-t12',
    'territory',
    'From Monday\'s notes -> "Ohio: third-party only, 4 accts, nobody covering." What do ' +
      'those Ohio third-party accounts add up to in revenue?',
    BB.num(async (d) => rev((await TP(d)).filter(inSt('OH'))), 'money', 'revenue of third-party OH accounts'),
  ),
  q(
    'CP-t13',
    'territory',
    'forwarded from ops: "please get in touch with every chief executive at the third-party accounts". how many people would that be?',
    BB.num(
      async (d) => {
        const mine = await myIds(d);
        return (await d.territoryContacts({ job_title: 'Chief Executive Officer' })).filter((c) => !mine.has(c.account_id)).length;
      },
      'count',
      'CEOs at third-party accounts',
    ),
  ),
  q(
    'CP-t14',
    'territory',
    'Meeting notes: "Emma Thomas (CEO) owns the Willow Foods Co relationship, send her the deck." What email do we have for her?',
    BB.every(
      async (d) => (await peopleOf(d, 'Willow Foods Co')).filter((c) => c.name === 'Emma Thomas').map((c) => c.email),
      'e-mail of Emma Thomas at Willow Foods Co',
    ),
  ),
  q(
    'CP-t15',
    'territory',
    'Someone claimed in standup that Iron Software Group out-earns every one of my own accounts. To ' +
      'settle it: what is the revenue of my single largest account?',
    BB.num(async (d) => Math.max(...(await MY(d)).map((x) => x.revenue)), 'money', 'revenue of my largest account'),
  ),
  q(
    'CP-t16',
    'territory',
    'Copying from the campaign brief: "High Value Outreach: third-party target list." What is ' +
      'the combined revenue of the accounts on that list?',
    BB.num(async (d) => rev(await d.thirdPartyAccounts('High Value Outreach')), 'money', 'revenue of the High Value Outreach accounts'),
  ),

  // The person comparing two things.
  q(
    'CP-t17',
    'territory',
    'Texas or New York: where do I have more accounts? give me both counts',
    pair(
      [
        { labels: ['Texas'], codes: ['TX'], get: async (d) => (await MY(d)).filter(inSt('TX')).length },
        { labels: ['New York'], codes: ['NY'], get: async (d) => (await MY(d)).filter(inSt('NY')).length },
      ],
      'count',
      'my accounts',
    ),
  ),
  q(
    'CP-t18',
    'territory',
    'In Florida, how much more revenue do the third-party accounts bring in compared with mine?',
    BB.num(
      async (d) => Math.abs(rev((await TP(d)).filter(inSt('FL'))) - rev((await MY(d)).filter(inSt('FL')))),
      'money',
      'gap between third-party and my FL revenue',
    ),
  ),
  q(
    'CP-t19',
    'territory',
    'Falcon Media LLC vs Falcon Systems Corp, which one has the bigger revenue and whats the difference?',
    BB.each(
      BB.name(
        async (d) =>
          winners(
            [await territoryAccount(d, 'Falcon Media LLC'), await territoryAccount(d, 'Falcon Systems Corp')],
            (x) => x.revenue,
            'max',
          ).map((x) => x.name),
        'the larger of the two Falcon accounts',
      ),
      BB.num(
        async (d) =>
          Math.abs((await territoryAccount(d, 'Falcon Media LLC')).revenue - (await territoryAccount(d, 'Falcon Systems Corp')).revenue),
        'money',
        'revenue gap between the two Falcon accounts',
      ),
    ),
  ),
  q(
    'CP-t20',
    'territory',
    'Across all the territory contacts, are there more CEOs or more CTOs? How many of each?',
    pair(
      [
        {
          labels: ['Chief Executive Officer', 'CEO', 'CEOs'],
          get: async (d) => (await d.territoryContacts()).filter(titled('Chief Executive Officer')).length,
        },
        {
          labels: ['Chief Technology Officer', 'CTO', 'CTOs'],
          get: async (d) => (await d.territoryContacts()).filter(titled('Chief Technology Officer')).length,
        },
      ],
      'count',
      'territory contacts by title',
    ),
  ),
  q(
    'CP-t21',
    'territory',
    'avg revenue per account, California vs Washington (just my accounts)',
    pair(
      [
        { labels: ['California'], codes: ['CA'], get: async (d) => avg((await MY(d)).filter(inSt('CA')).map((x) => x.revenue)) },
        { labels: ['Washington'], codes: ['WA'], get: async (d) => avg((await MY(d)).filter(inSt('WA')).map((x) => x.revenue)) },
      ],
      'money',
      'average revenue of my accounts',
    ),
  ),
  q(
    'CP-t22',
    'territory',
    'Juniper Foods LLC and Juniper Foods Inc: which has more contacts in the system, and how many does each have?',
    pair(
      [
        { labels: ['Juniper Foods LLC'], get: async (d) => (await peopleOf(d, 'Juniper Foods LLC')).length },
        { labels: ['Juniper Foods Inc'], get: async (d) => (await peopleOf(d, 'Juniper Foods Inc')).length },
      ],
      'count',
      'contacts per Juniper Foods account',
    ),
  ),
  q(
    'CP-t23',
    'territory',
    'Colorado: how many accounts are mine and how many are third-party?',
    pair(
      [
        { labels: MINE, get: async (d) => (await MY(d)).filter(inSt('CO')).length },
        { labels: THIRD, get: async (d) => (await TP(d)).filter(inSt('CO')).length },
      ],
      'count',
      'CO accounts',
    ),
  ),
  q(
    'CP-t24',
    'territory',
    'At my own accounts, do we have more Sales Managers or more Account Executives? Numbers please.',
    pair(
      [
        {
          labels: ['Sales Manager', 'Sales Managers'],
          get: async (d) => {
            const mine = await myIds(d);
            return (await d.territoryContacts()).filter((c) => mine.has(c.account_id) && titled('Sales Manager')(c)).length;
          },
        },
        {
          labels: ['Account Executive', 'Account Executives', 'AE', 'AEs'],
          get: async (d) => {
            const mine = await myIds(d);
            return (await d.territoryContacts()).filter((c) => mine.has(c.account_id) && titled('Account Executive')(c)).length;
          },
        },
      ],
      'count',
      'contacts at my accounts by title',
    ),
  ),

  // The person narrowing and widening a list.
  q(
    'CP-t25',
    'territory',
    ['list my accounts in Arizona', 'what about Florida instead'],
    BB.list(async (d) => listOf(d, (await MY(d)).filter(inSt('FL'))), 'my FL accounts'),
  ),
  q(
    'CP-t26',
    'territory',
    ['Show me third-party accounts with revenue over 5 million.', 'Just the ones in Texas.'],
    BB.list(
      async (d) =>
        listOf(
          d,
          (await TP(d)).filter((x) => x.state === 'TX' && x.revenue > 5_000_000),
        ),
      'third-party TX accounts above $5M',
    ),
  ),
  q(
    'CP-t27',
    'territory',
    ['my california accounts above $5M rev', 'drop the revenue filter. total count?'],
    BB.num(async (d) => (await MY(d)).filter(inSt('CA')).length, 'count', 'my CA accounts'),
  ),
  q(
    'CP-t28',
    'territory',
    ['third-party accounts in Washington', 'widen that to include Oregon, how many altogether?'],
    BB.num(async (d) => (await TP(d)).filter(inSt('WA', 'OR')).length, 'count', 'third-party WA and OR accounts'),
  ),
  q(
    'CP-t29',
    'territory',
    ['Which of my accounts have less than $1M in revenue?', 'make that under 2 million', 'now only the New York ones'],
    BB.list(
      async (d) =>
        listOf(
          d,
          (await MY(d)).filter((x) => x.state === 'NY' && x.revenue < 2_000_000),
        ),
      'my NY accounts under $2M',
    ),
  ),
  q(
    'CP-t30',
    'territory',
    ['contacts with the Data Scientist title', 'only the ones at my accounts', 'swap that to software engineers'],
    BB.list(async (d) => {
      const mine = await myIds(d);
      return [
        (await d.territoryContacts({ job_title: 'Software Engineer' })).filter((c) => mine.has(c.account_id)).map((c) => c.name),
        await contactNames(d),
      ];
    }, 'Software Engineers at my accounts'),
  ),
  q(
    'CP-t31',
    'territory',
    ['My accounts in Illinois?', 'Add Massachusetts to that.', "What's the total revenue for the combined group?"],
    BB.num(async (d) => rev((await MY(d)).filter(inSt('IL', 'MA'))), 'money', 'revenue of my IL and MA accounts'),
  ),
  q(
    'CP-t32',
    'territory',
    ['3rd party accts between 1 and 3 million revenue', 'instead of third-party show me mine', 'which state has the most of those?'],
    BB.state(async (d) => {
      const g = countBy((await MY(d)).filter(between(1_000_000, 3_000_000)), (x) => x.state);
      return winners(g, (x) => x.value, 'max').map((x) => x.key);
    }, 'state with the most of my $1M-3M accounts'),
  ),
];

export const SET_CP: HeldOut[] = [...TERRITORY, ...SET_CP_MORE];
