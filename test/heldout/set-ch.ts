// Held-out set CH: a PRACTICE set (the engineers read its misses after a first untouched run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: a curious intern (yes/no, "are
// there any", distinct counts), a sales-operations person auditing the data (missing fields,
// records without contacts or deals, overdue deals), a busy manager (long sentences with context
// and asides around one question), and someone who narrows step by step in follow-ups.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 20 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-ch2.ts, the questions across both APIs
// and the declines in set-ch3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, winners } from './judge.js';
import { allTerritory, BB, contactNames, MY, territoryNames, TP } from './kinds-bb.js';
import { best, contactsByAccount, myIds, peopleOf } from './kinds-bv.js';
import { anyIn, blank, distinct, myIn, revenueOf, titlesById, tpIn } from './kinds-ch.js';
import { CEO, CFO } from './pick.js';
import { SET_CH_MORE } from './set-ch2.js';

const TERRITORY: HeldOut[] = [
  // The curious intern.
  q(
    'CH-t01',
    'territory',
    'Quick one: do I have any accounts of my own out in Oregon?',
    BB.yes(async (d) => (await myIn(d, 'OR')).length, 'my accounts in OR'),
  ),
  q(
    'CH-t02',
    'territory',
    'Are any of my own accounts located in Ohio?',
    BB.yes(async (d) => (await myIn(d, 'OH')).length, 'my accounts in OH'),
  ),
  q(
    'CH-t03',
    'territory',
    'How many different job titles show up among the territory contacts?',
    BB.num(async (d) => distinct(await d.territoryContacts(), (c) => c.job_title), 'count', 'distinct territory job titles'),
  ),
  q(
    'CH-t04',
    'territory',
    'Does Summit Software Inc have a Data Scientist on its contact list?',
    BB.yes(
      async (d) => (await peopleOf(d, 'Summit Software Inc')).filter((c) => c.job_title === 'Data Scientist').length,
      'a Data Scientist at Summit Software Inc',
    ),
  ),
  q(
    'CH-t05',
    'territory',
    'Is there a third-party account that makes more than 9 million in revenue?',
    BB.yes(async (d) => (await TP(d)).filter((x) => x.revenue > 9_000_000).length, 'third-party accounts above $9M'),
  ),
  q(
    'CH-t06',
    'territory',
    'In how many different states are my accounts spread?',
    BB.num(async (d) => distinct(await MY(d), (x) => x.state), 'count', 'distinct states of my accounts'),
  ),
  q(
    'CH-t07',
    'territory',
    'Do we have any territory accounts at all in Nevada, mine or third-party?',
    BB.yes(async (d) => (await anyIn(d, 'NV')).length, 'territory accounts in NV'),
  ),
  q(
    'CH-t08',
    'territory',
    'Is there a Chief Financial Officer among the contacts at Orchid Labs LLC?',
    BB.yes(async (d) => (await peopleOf(d, 'Orchid Labs LLC')).filter((c) => c.job_title === CFO).length, 'a CFO at Orchid Labs LLC'),
  ),

  // The sales-operations person auditing the data.
  q(
    'CH-t09',
    'territory',
    'Data quality check: how many territory contacts have no email address filled in?',
    BB.num(
      async (d) => (await d.territoryContacts()).filter((c) => blank(c.email)).length,
      'count',
      'territory contacts without an e-mail',
    ),
  ),
  q(
    'CH-t10',
    'territory',
    'How many of my accounts are down to a single contact on record?',
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return (await MY(d)).filter((x) => (by.get(x.id)?.length ?? 0) === 1).length;
      },
      'count',
      'my accounts with exactly one contact',
    ),
  ),
  q(
    'CH-t11',
    'territory',
    'Is any territory account, mine or third-party, sitting there with zero contacts attached?',
    BB.yes(async (d) => {
      const by = await contactsByAccount(d);
      return (await allTerritory(d)).filter((x) => (by.get(x.id)?.length ?? 0) === 0).length;
    }, 'territory accounts without a contact'),
  ),
  q(
    'CH-t12',
    'territory',
    'What is the total number of contact records filed under third-party accounts?',
    BB.num(
      async (d) => {
        const ids = new Set((await TP(d)).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at third-party accounts',
    ),
  ),
  q(
    'CH-t13',
    'territory',
    'How many of my accounts have nobody with the Chief Executive Officer title on file?',
    BB.num(
      async (d) => {
        const titles = await titlesById(d);
        return (await MY(d)).filter((x) => !(titles.get(x.id) ?? []).includes(CEO)).length;
      },
      'count',
      'my accounts without a CEO contact',
    ),
  ),
  q(
    'CH-t14',
    'territory',
    'Among the third-party accounts in California, how many have more than one contact?',
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return (await tpIn(d, 'CA')).filter((x) => (by.get(x.id)?.length ?? 0) > 1).length;
      },
      'count',
      'third-party CA accounts with several contacts',
    ),
  ),
  q(
    'CH-t15',
    'territory',
    'Possible double entries: how many of my accounts list two or more contacts with the same job title?',
    BB.num(
      async (d) => {
        const titles = await titlesById(d);
        return (await MY(d)).filter((x) => {
          const ts = titles.get(x.id) ?? [];
          return new Set(ts).size < ts.length;
        }).length;
      },
      'count',
      'my accounts with a repeated job title',
    ),
  ),
  q(
    'CH-t16',
    'territory',
    'Count the Account Executives working at third-party accounts.',
    BB.num(
      async (d) => {
        const ids = new Set((await TP(d)).map((x) => x.id));
        return (await d.territoryContacts({ job_title: 'Account Executive' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'Account Executives at third-party accounts',
    ),
  ),

  // The busy manager.
  q(
    'CH-t17',
    'territory',
    "I'm flying down to see our Texas customers next week, and before I book anything could you " +
      'tell me how many of my own accounts are actually in Texas?',
    BB.num(async (d) => (await myIn(d, 'TX')).length, 'count', 'my accounts in TX'),
  ),
  q(
    'CH-t18',
    'territory',
    'My boss asks me this every single quarter and I always blank on it: of my New York accounts, which one brings in the most revenue?',
    BB.name(async (d) => winners(await myIn(d, 'NY'), (x) => x.revenue, 'max').map((x) => x.name), 'my largest NY account'),
  ),
  q(
    'CH-t19',
    'territory',
    "We're hosting a small dinner for finance leaders in the spring, so I need the names of the " +
      'Chief Financial Officers at my accounts, nothing else for now.',
    BB.list(async (d) => {
      const ids = await myIds(d);
      return [
        (await d.territoryContacts({ job_title: CFO })).filter((c) => ids.has(c.account_id)).map((c) => c.name),
        await contactNames(d),
      ];
    }, 'CFOs at my accounts'),
  ),
  q(
    'CH-t20',
    'territory',
    "Budget planning is eating my week, sorry if this is basic: what's the combined revenue of " +
      'my accounts in Massachusetts? Just the total is fine.',
    BB.num(async (d) => revenueOf(await myIn(d, 'MA')), 'money', 'revenue of my MA accounts'),
  ),
  q(
    'CH-t21',
    'territory',
    'A partner of ours asked, out of curiosity, what the average revenue is for the third-party ' +
      'accounts we see in Washington state. Can you work that out?',
    BB.num(async (d) => avg((await tpIn(d, 'WA')).map((x) => x.revenue)), 'money', 'average revenue of third-party WA accounts'),
  ),
  q(
    'CH-t22',
    'territory',
    "I've got a call with Lumen Networks Corp this afternoon and I've completely forgotten who runs the place. Who's their CEO?",
    BB.name(
      async (d) => (await peopleOf(d, 'Lumen Networks Corp')).filter((c) => c.job_title === CEO).map((c) => c.name),
      'CEO of Lumen Networks Corp',
    ),
  ),
  q(
    'CH-t23',
    'territory',
    'For the quarterly review deck, which state brings in the most third-party revenue overall? The state name is all I need.',
    BB.state(
      async (d) =>
        best(
          groups(
            await TP(d),
            (x) => x.state,
            (xs) => revenueOf(xs),
          ),
          'max',
        ),
      'state with the most third-party revenue',
    ),
  ),
  q(
    'CH-t24',
    'territory',
    'Someone on my team claims half our book is tiny accounts. How many of my accounts are really below one million dollars in revenue?',
    BB.num(async (d) => (await MY(d)).filter((x) => x.revenue < 1_000_000).length, 'count', 'my accounts under $1M'),
  ),

  // The one who narrows step by step.
  q(
    'CH-t25',
    'territory',
    ['list my Illinois accounts', 'which of those has the most revenue?'],
    BB.name(async (d) => winners(await myIn(d, 'IL'), (x) => x.revenue, 'max').map((x) => x.name), 'my largest IL account'),
  ),
  q(
    'CH-t26',
    'territory',
    ['show me the third-party accounts in Florida', 'only the ones above 5 million', 'how many is that?'],
    BB.num(async (d) => (await tpIn(d, 'FL')).filter((x) => x.revenue > 5_000_000).length, 'count', 'third-party FL accounts above $5M'),
  ),
  q(
    'CH-t27',
    'territory',
    ['Who are the contacts at Keystone Cloud Group?', 'which one of them is the CEO?'],
    BB.name(
      async (d) => (await peopleOf(d, 'Keystone Cloud Group')).filter((c) => c.job_title === CEO).map((c) => c.name),
      'CEO of Keystone Cloud Group',
    ),
  ),
  q(
    'CH-t28',
    'territory',
    ['How many accounts do I have in Colorado?', 'and in New York?'],
    BB.num(async (d) => (await myIn(d, 'NY')).length, 'count', 'my accounts in NY'),
  ),
  q(
    'CH-t29',
    'territory',
    ['third-party accounts with revenue between 2 and 3 million', 'just the ones in Washington'],
    BB.list(
      async (d) => [
        (await tpIn(d, 'WA')).filter((x) => x.revenue >= 2_000_000 && x.revenue <= 3_000_000).map((x) => x.name),
        await territoryNames(d),
      ],
      'third-party WA accounts with revenue $2M-$3M',
    ),
  ),
  q(
    'CH-t30',
    'territory',
    ['Which accounts does the High Value Outreach campaign target?', 'how many of them are in New York?'],
    BB.num(
      async (d) => (await d.thirdPartyAccounts('High Value Outreach')).filter((x) => x.state === 'NY').length,
      'count',
      'High Value Outreach accounts in NY',
    ),
  ),
  q(
    'CH-t31',
    'territory',
    ['List the Product Managers among the territory contacts', 'which of those work at my own accounts?'],
    BB.list(async (d) => {
      const ids = await myIds(d);
      return [
        (await d.territoryContacts({ job_title: 'Product Manager' })).filter((c) => ids.has(c.account_id)).map((c) => c.name),
        await contactNames(d),
      ];
    }, 'Product Managers at my accounts'),
  ),
  q(
    'CH-t32',
    'territory',
    ["What's the total revenue of my Texas accounts?", 'and what about Arizona?'],
    BB.num(async (d) => revenueOf(await myIn(d, 'AZ')), 'money', 'revenue of my AZ accounts'),
  ),
];

export const SET_CH: HeldOut[] = [...TERRITORY, ...SET_CH_MORE];
