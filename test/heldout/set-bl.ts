// Held-out set BL: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// voices, 20 questions each, each kept consistent: a sales-operations analyst (terse, precise
// analytic requests: medians, shares, "grouped by", "filtered to", date ranges); a new hire in
// the first week (plain questions, unsure of the terms and saying so); a regional director
// preparing a quarterly review (compares states, countries, regions and the two books, asks
// follow-ups); and a non-native English speaker (unusual grammar and word order, clear meaning).
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 13 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bl2.ts, the questions across both APIs
// and the declines in set-bl3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { BB, firstN, median } from './kinds-bb.js';
import { BC, theOne } from './kinds-bc.js';
import { BH } from './kinds-bh.js';
import { KB } from './kinds-bk.js';
import { inStates, pct, TC, withAliases } from './kinds-cd.js';
import { contactsAtAccounts, EVERY, mostContacts, MY, MY_BOOK, revenueSum, st, THIRD_PARTY, TP } from './kinds-bl.js';
import { T } from './kinds.js';
import { CEO, CFO, notIn } from './pick.js';
import { SET_BL_MORE } from './set-bl2.js';

const TERRITORY: HeldOut[] = [
  // The sales-operations analyst.
  q(
    'BL-t01',
    'territory',
    'Median and mean revenue across my accounts, side by side.',
    BB.each(
      BB.num(async (d) => median((await MY(d)).map((x) => x.revenue)), 'money', 'median revenue of my accounts'),
      BB.num(async (d) => avg((await MY(d)).map((x) => x.revenue)), 'money', 'mean revenue of my accounts'),
    ),
  ),
  q(
    'BL-t02',
    'territory',
    'Share of third-party accounts with revenue above $5M, as a percentage of all third-party accounts.',
    BB.num(
      async (d) => {
        const xs = await TP(d);
        return pct(xs.filter((x) => x.revenue > 5_000_000).length, xs.length);
      },
      'plain',
      'percent of third-party accounts above $5M',
    ),
  ),
  q(
    'BL-t03',
    'territory',
    'Top 3 states by total revenue, my accounts only, ranked descending.',
    KB.rankStates(async (d) => {
      const g = groups(await MY(d), (x) => x.state, revenueSum);
      const top = firstN(g, (x) => x.value, 3, 'max').map((x) => x.key);
      return [top, [...new Set((await EVERY(d)).map((x) => x.state))]];
    }, 'top 3 states by revenue of my accounts'),
  ),
  q(
    'BL-t04',
    'territory',
    'Revenue delta: Iron Software Group minus Willow Biotech Group.',
    TC.diff('Iron Software Group', 'Willow Biotech Group'),
  ),
  q(
    'BL-t05',
    'territory',
    'My accounts in CA, excluding any with revenue under $5M. Names only.',
    TC.list('my', (x) => x.state === 'CA' && x.revenue >= 5_000_000, 'in CA with revenue of $5M or more'),
  ),
  q(
    'BL-t06',
    'territory',
    'Count of contacts titled Data Scientist, filtered to third-party accounts.',
    BB.num(
      async (d) => (await contactsAtAccounts(d, await TP(d))).filter((c) => c.job_title === 'Data Scientist').length,
      'count',
      'Data Scientists at third-party accounts',
    ),
  ),
  q(
    'BL-t07',
    'territory',
    ['Average revenue of third-party accounts, grouped by state.', 'Filter that to TX and FL only.'],
    KB.perState(
      async (d) => {
        const xs = await TP(d);
        return ['TX', 'FL'].map((code): [string, number] => [code, avg(xs.filter(st(code)).map((x) => x.revenue))]);
      },
      'money',
      'average revenue of third-party accounts in TX and FL',
    ),
  ),
  q(
    'BL-t08',
    'territory',
    'Percentage of my accounts with exactly three contacts on file.',
    BB.num(
      async (d) => {
        const xs = await MY(d);
        const cs = await d.territoryContacts();
        return pct(xs.filter((x) => cs.filter((c) => c.account_id === x.id).length === 3).length, xs.length);
      },
      'plain',
      'percent of my accounts with three contacts',
    ),
  ),

  // The new hire.
  q(
    'BL-t09',
    'territory',
    "Hi, it's my first week! How many accounts do I own in Texas? I think they're the ones the system calls 'my accounts'.",
    TC.count('my', inStates('TX'), 'in TX'),
  ),
  q(
    'BL-t10',
    'territory',
    "Who's the contact person at Titan Dynamics Group? And what's their role? I think there's a job title field for that.",
    BB.each(
      T.contactsAt('Titan Dynamics Group'),
      BB.name(async (d) => {
        const acc = (await EVERY(d)).find((x) => x.name === 'Titan Dynamics Group')!;
        const cs = await d.territoryContacts({ account_id: acc.id });
        return [...new Set(cs.flatMap((c) => withAliases(c.job_title)))];
      }, 'job title of the contact at Titan Dynamics Group'),
    ),
  ),
  q(
    'BL-t11',
    'territory',
    'Sorry if this is a basic one: which of my accounts brings in the most money? I believe the field is called revenue.',
    T.top('my', 'max'),
  ),
  q(
    'BL-t12',
    'territory',
    "Could you find me the email address for Ethan Lee? I'm pretty sure he's a contact at one of our accounts.",
    TC.emailOf('Ethan Lee'),
  ),
  q(
    'BL-t13',
    'territory',
    ['Can you show me my accounts in North Carolina?', 'Thanks! Which one of those has the most contacts listed?'],
    BB.name(
      async (d) => [(await mostContacts(d, (await MY(d)).filter(st('NC')), 'my NC accounts by contacts')).name],
      'my NC account with the most contacts',
    ),
  ),
  q(
    'BL-t14',
    'territory',
    "How many contacts have the title... I think it's 'Sales Manager'? I mean across all the territory accounts, not just mine.",
    T.countTitle('Sales Manager'),
  ),
  q(
    'BL-t15',
    'territory',
    "Is there anyone with the Chief Financial Officer title at Harbor Labs Inc? Sorry, I'm still figuring out who's who.",
    T.existsTitleAt('Harbor Labs Inc', CFO),
  ),
  q(
    'BL-t16',
    'territory',
    'Which state is Cedar Software Corp in? Trying to get the territory map into my head.',
    T.stateOf('Cedar Software Corp'),
  ),

  // The regional director.
  q(
    'BL-t17',
    'territory',
    ['For the quarterly review: how many of my accounts are in California versus Texas?', "And what's the total revenue on each side?"],
    KB.perState(
      async (d) => {
        const xs = await MY(d);
        return ['CA', 'TX'].map((code): [string, number] => [code, revenueSum(xs.filter(st(code)))]);
      },
      'money',
      'total revenue of my accounts in CA and in TX',
    ),
  ),
  q(
    'BL-t18',
    'territory',
    'Looking only at states where I hold at least three accounts, which state has the highest average revenue per account?',
    BB.state(async (d) => {
      const g = groups(
        await MY(d),
        (x) => x.state,
        (xs) => (xs.length >= 3 ? avg(xs.map((x) => x.revenue)) : -1),
      );
      return [theOne(g, (x) => x.value, 'max', 'states by average revenue').key];
    }, 'state with the highest average revenue among states with 3+ of my accounts'),
  ),
  q(
    'BL-t19',
    'territory',
    ['Rank the third-party accounts in Illinois by revenue, largest first.', 'And the smallest?'],
    TC.pick('tp', inStates('IL'), 'min', 'third-party account in IL'),
  ),
  q(
    'BL-t20',
    'territory',
    'My own book versus the third-party book: which brings in more total revenue, and by how much?',
    BH.versus(
      async (d) => ({ options: [MY_BOOK, THIRD_PARTY], values: [revenueSum(await MY(d)), revenueSum(await TP(d))] }),
      'money',
      'my accounts vs third-party accounts by total revenue',
    ),
  ),
  q(
    'BL-t21',
    'territory',
    ['How many contacts do we have across my New York accounts?', 'And in Florida?'],
    TC.contactCount('my', inStates('FL')),
  ),
  q(
    'BL-t22',
    'territory',
    'Outside of California and Texas, what are my three largest accounts by revenue?',
    TC.topN('my', notIn('CA', 'TX'), 3, 'max'),
  ),
  q(
    'BL-t23',
    'territory',
    'For the review deck: do my accounts or the third-party accounts have more Chief Executive Officers among their contacts, ' +
      "and what's the gap?",
    BH.versus(
      async (d) => {
        const ceos = async (xs: Promise<{ id: string }[]>) => {
          const ids = new Set((await xs).map((x) => x.id));
          return (await d.territoryContacts({ job_title: CEO })).filter((c) => ids.has(c.account_id)).length;
        };
        return { options: [MY_BOOK, THIRD_PARTY], values: [await ceos(MY(d)), await ceos(TP(d))] };
      },
      'count',
      'CEOs at my accounts vs at third-party accounts',
    ),
  ),
  q(
    'BL-t24',
    'territory',
    'Is there any state where we only have third-party accounts and none of my own? Which one or ones?',
    BC.keys(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        const only = [...new Set((await TP(d)).map((x) => x.state))].filter((s) => !mine.has(s));
        return [only, [...new Set((await EVERY(d)).map((x) => x.state))]];
      },
      'state',
      'states with third-party accounts but none of mine',
    ),
  ),

  // The non-native English speaker.
  q('BL-t25', 'territory', 'How much accounts I have in Colorado?', TC.count('my', inStates('CO'), 'in CO')),
  q('BL-t26', 'territory', 'Which is the revenue of Keystone Robotics Group?', T.revenueOf('Keystone Robotics Group')),
  q(
    'BL-t27',
    'territory',
    'Give me please the contacts of Apex Systems Inc, with the job title of each.',
    T.contactsAt('Apex Systems Inc'),
  ),
  q(
    'BL-t28',
    'territory',
    'Third-party accounts with revenue less than one million, which are they?',
    TC.list('tp', (x) => x.revenue < 1_000_000, 'with revenue under $1M'),
  ),
  q(
    'BL-t29',
    'territory',
    ['Show me the third-party accounts of Washington state.', 'From these, which one is having the biggest revenue?'],
    TC.pick('tp', inStates('WA'), 'max', 'third-party account in WA'),
  ),
  q(
    'BL-t30',
    'territory',
    'Is there some Sales Manager in my accounts of Massachusetts?',
    BB.yes(async (d) => {
      const hit = (await contactsAtAccounts(d, (await MY(d)).filter(st('MA')))).filter((c) => c.job_title === 'Sales Manager');
      return [hit.length, new Set(hit.map((c) => c.account_id)).size];
    }, 'a Sales Manager at my MA accounts'),
  ),
  q('BL-t31', 'territory', 'The average revenue of my accounts in New York, how much it is?', TC.avg('my', inStates('NY'), 'in NY')),
  q(
    'BL-t32',
    'territory',
    'How many different job titles have the contacts of my accounts in Texas?',
    BB.num(
      async (d) => new Set((await contactsAtAccounts(d, (await MY(d)).filter(st('TX')))).map((c) => c.job_title)).size,
      'count',
      'distinct job titles at my TX accounts',
    ),
  ),
];

export const SET_BL: HeldOut[] = [...TERRITORY, ...SET_BL_MORE];
