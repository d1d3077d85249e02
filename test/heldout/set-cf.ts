// Held-out set CF: a PRACTICE set (the engineers read its misses after a first untouched run).
// Written by a helper who did not read the planner (nor its lexicon, its docs, its notes, its
// tests or its bench results), as an honest measure of how well it understands questions people
// type. Four kinds of user, each in their own voice, 20 questions each:
//   - a terse analyst typing keyword fragments, like spreadsheet headers or search queries;
//   - a sales rep talking about their own book in the first person ("my" = the territory API's
//     own accounts, not the third-party ones; the CRM has no owners, so the rep's CRM questions
//     are about the company's deals and leads);
//   - a customer-success lead asking about people: contacts and titles at a named account,
//     decision makers, counts by title, with "her / him / that account" follow-ups;
//   - a curious executive asking broad questions answered by one figure or one name, with
//     data-only refinements as follow-ups ("and excluding Texas?", "and only won ones?").
// Make-up: 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose
// figure answers them), 10 to be declined; 20 are follow-ups asked in one session (the last
// answer is judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-cf2.ts, the questions across both APIs
// and the declines in set-cf3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { BB, contactNames, firstN, inSt, MY, territoryNames, TP } from './kinds-bb.js';
import { best, bestAliased, countBy } from './kinds-bv.js';
import { contactsOfAccount, idsOf, noneOrAll, pct, titledAt } from './kinds-cf.js';
import { T } from './kinds.js';
import { CFO, CTO } from './pick.js';
import { SET_CF_MORE } from './set-cf2.js';

const revenueByState = (xs: { state: string; revenue: number }[]) =>
  groups(
    xs,
    (x) => x.state,
    (g) => sum(g.map((x) => x.revenue)),
  );

const TERRITORY: HeldOut[] = [
  // The terse analyst.
  q(
    'CF-t01',
    'territory',
    'total revenue my accts - Texas',
    BB.num(async (d) => sum((await MY(d)).filter(inSt('TX')).map((x) => x.revenue)), 'money', 'revenue of my TX accounts'),
  ),
  q(
    'CF-t02',
    'territory',
    '3rd party accts revenue > 5M, count',
    BB.num(async (d) => (await TP(d)).filter((x) => x.revenue > 5_000_000).length, 'count', 'third-party accounts above $5M'),
  ),
  q(
    'CF-t03',
    'territory',
    'avg revenue third-party accounts Oregon',
    BB.num(async (d) => avg((await TP(d)).filter(inSt('OR')).map((x) => x.revenue)), 'money', 'average revenue of third-party OR accounts'),
  ),
  q('CF-t04', 'territory', 'contacts w/ title Product Manager - count', T.countTitle('Product Manager')),
  q('CF-t05', 'territory', ['my accounts, state = Colorado', 'same for third-party'], T.listInState('tp', 'CO')),
  q('CF-t06', 'territory', 'third-party accts: # of distinct states', T.distinctStates('tp')),
  q('CF-t07', 'territory', 'lowest revenue third party account', T.top('tp', 'min')),
  q(
    'CF-t08',
    'territory',
    'CTO contacts at my accounts, count',
    BB.num(
      async (d) => {
        const ids = idsOf(await MY(d));
        return (await d.territoryContacts({ job_title: CTO })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CTOs at my accounts',
    ),
  ),

  // The sales rep, about their own book.
  q('CF-t09', 'territory', "What's my biggest account right now?", T.top('my', 'max')),
  q(
    'CF-t10',
    'territory',
    ['Do I have any accounts in Ohio?', 'What about Pennsylvania, how much revenue do I have there?'],
    BB.num(async (d) => sum((await MY(d)).filter(inSt('PA')).map((x) => x.revenue)), 'money', 'revenue of my PA accounts'),
  ),
  q(
    'CF-t11',
    'territory',
    "Which of my accounts don't have a single contact on file?",
    noneOrAll(async (d) => {
      const withContact = new Set((await d.territoryContacts()).map((c) => c.account_id));
      return (await MY(d)).filter((x) => !withContact.has(x.id)).length;
    }, 'my accounts without a contact'),
  ),
  q('CF-t12', 'territory', 'How many accounts do I have in my territory?', T.count('my')),
  q('CF-t13', 'territory', "What's the combined revenue of my California accounts?", T.sumRevenue('my', 'CA')),
  q(
    'CF-t14',
    'territory',
    ['Which of my accounts bring in more than $8 million?', 'Which of those are in California?'],
    BB.list(
      async (d) => [(await MY(d)).filter((x) => x.revenue > 8_000_000 && x.state === 'CA').map((x) => x.name), await territoryNames(d)],
      'my CA accounts above $8M',
    ),
  ),
  q(
    'CF-t15',
    'territory',
    ['How many of my accounts are in Texas?', 'And which one of them is the smallest?'],
    BB.name(async (d) => winners((await MY(d)).filter(inSt('TX')), (x) => x.revenue, 'min').map((x) => x.name), 'my smallest TX account'),
  ),
  q('CF-t16', 'territory', "What's the average revenue across my accounts?", T.avgRevenue('my')),
  q('CF-t17', 'territory', 'Which state do I have the most accounts in?', T.stateByCount('my', 'max')),
  q(
    'CF-t18',
    'territory',
    "I've got a meeting at Juniper Software Corp tomorrow. Who are my contacts there?",
    T.contactsAt('Juniper Software Corp'),
  ),

  // The customer-success lead.
  q(
    'CF-t19',
    'territory',
    ["Who's the CEO at Titan Dynamics Group?", "What's her email address?"],
    BB.every(
      async (d) => [(await titledAt(d, 'Titan Dynamics Group', 'Chief Executive Officer')).email],
      'e-mail of the CEO of Titan Dynamics Group',
    ),
  ),
  q(
    'CF-t20',
    'territory',
    'Across my territory and the third-party accounts, how many accounts have exactly three contacts?',
    BB.num(
      async (d) => {
        const g = countBy(await d.territoryContacts(), (c) => c.account_id);
        return g.filter((x) => x.value === 3).length;
      },
      'count',
      'territory accounts with three contacts',
    ),
  ),
  q(
    'CF-t21',
    'territory',
    'How many of the contacts at our territory accounts are Vice Presidents of Sales?',
    T.countTitle('Vice President of Sales'),
  ),
  q(
    'CF-t22',
    'territory',
    'Who are the decision makers at Falcon Systems Corp?',
    BB.list(async (d) => {
      const people = await contactsOfAccount(d, 'Falcon Systems Corp');
      const top = people.filter((c) => c.job_title.startsWith('Chief') || c.job_title.startsWith('Vice President'));
      return [top.map((c) => c.name), await contactNames(d)];
    }, 'C-suite / VP contacts at Falcon Systems Corp'),
  ),
  q(
    'CF-t23',
    'territory',
    ['Pull up the contacts at Union Motors Inc.', 'Which one is the CFO?', "What's his email?"],
    BB.every(async (d) => [(await titledAt(d, 'Union Motors Inc', CFO)).email], 'e-mail of the CFO of Union Motors Inc'),
  ),
  q('CF-t24', 'territory', ['Is there a CFO at Keystone Robotics Group?', 'Who is there then?'], T.contactsAt('Keystone Robotics Group')),
  q(
    'CF-t25',
    'territory',
    'What role do we have the most contacts in, across the territory accounts?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await d.territoryContacts(), (c) => c.job_title),
          'max',
        ),
      'most common job title',
    ),
  ),
  q('CF-t26', 'territory', 'How many contacts do we have at the third-party accounts altogether?', T.contactsInScope('tp')),
  q(
    'CF-t27',
    'territory',
    ['Which account does Grace Jones work for?', 'How much revenue does that account bring in?'],
    BB.num(
      async (d) => {
        const c = (await d.territoryContacts()).filter((x) => x.name === 'Grace Jones');
        if (c.length !== 1) throw new Error(`${c.length} contacts named Grace Jones`);
        const acc = [...(await MY(d)), ...(await TP(d))].find((x) => x.id === c[0]!.account_id)!;
        return acc.revenue;
      },
      'money',
      "revenue of Grace Jones's account",
    ),
  ),

  // The curious executive.
  q(
    'CF-t28',
    'territory',
    'How concentrated is my revenue? What share of it comes from my top 5 states?',
    BB.num(
      async (d) => {
        const mine = await MY(d);
        const top5 = firstN(revenueByState(mine), (x) => x.value, 5, 'max');
        return pct(sum(top5.map((x) => x.value)), sum(mine.map((x) => x.revenue)));
      },
      'plain',
      'share (%) of my revenue in my top 5 states',
    ),
  ),
  q(
    'CF-t29',
    'territory',
    ["What's the total revenue across my territory?", 'And excluding Texas?'],
    BB.num(async (d) => sum((await MY(d)).filter((x) => x.state !== 'TX').map((x) => x.revenue)), 'money', 'my revenue outside TX'),
  ),
  q(
    'CF-t30',
    'territory',
    ['Which state brings in the most revenue in my territory?', 'And for the third-party accounts?'],
    BB.state(async (d) => best(revenueByState(await TP(d)), 'max'), 'state with the most third-party revenue'),
  ),
  q(
    'CF-t31',
    'territory',
    'How much bigger, in revenue, is my largest account than the largest third-party account?',
    BB.num(
      async (d) => {
        const top = (xs: { revenue: number }[]): number => Math.max(...xs.map((x) => x.revenue));
        return top(await MY(d)) - top(await TP(d));
      },
      'money',
      'revenue gap between my largest and the largest third-party account',
    ),
  ),
  q(
    'CF-t32',
    'territory',
    'What percentage of my total revenue comes from California?',
    BB.num(
      async (d) => {
        const mine = await MY(d);
        return pct(sum(mine.filter(inSt('CA')).map((x) => x.revenue)), sum(mine.map((x) => x.revenue)));
      },
      'plain',
      'share (%) of my revenue from CA',
    ),
  ),
];

export const SET_CF: HeldOut[] = [...TERRITORY, ...SET_CF_MORE];
