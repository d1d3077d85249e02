// Held-out set BX: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each:
// - a regional vice-president preparing a board slide: terse, numeric, "ballpark", totals and
//   shares, sometimes two figures in one question;
// - a newly hired sales development rep unsure of the terms: lowercase, little punctuation,
//   hedges, the odd typo, a thing described instead of its field named;
// - a finance analyst with precise conditions: between / at least / excluding / only, averages,
//   medians, percentages, date ranges by quarter, month and year;
// - a customer-success lead asking about named accounts and their people, with follow-ups that
//   refer back with pronouns.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 17 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs; the
// names the questions use are real rows of the two seeded data sets, and a checker throws if
// one of them is gone or no longer unique.
// Here the territory questions; the CRM ones are in set-bx2.ts, the questions across both APIs
// and the declines in set-bx3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { BB, contactNames, inSt, MY, territoryNames, TP } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { contactsByAccount, myIds, territoryById } from './kinds-bv.js';
import { contactsOf, median, onlyWithTitle, ownership, pctOf, territoryAcc, territoryPerson, topByRevenue } from './kinds-bx.js';
import { T } from './kinds.js';
import { CEO, CFO, M } from './pick.js';
import { SET_BX_MORE } from './set-bx2.js';

const TERRITORY: HeldOut[] = [
  // The regional vice-president preparing a board slide.
  q(
    'BX-t01',
    'territory',
    'Ballpark total revenue across my territory?',
    BB.num(async (d) => sum((await MY(d)).map((x) => x.revenue)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'BX-t02',
    'territory',
    'Roughly what share of my territory revenue is California?',
    BB.num(
      async (d) => {
        const mine = await MY(d);
        return pctOf(sum(mine.filter(inSt('CA')).map((x) => x.revenue)), sum(mine.map((x) => x.revenue)));
      },
      'plain',
      'share of my revenue in CA (percent)',
    ),
  ),
  q(
    'BX-t03',
    'territory',
    'Third-party accounts: how many, and combined revenue?',
    BB.each(
      BB.num(async (d) => (await TP(d)).length, 'count', 'number of third-party accounts'),
      BB.num(async (d) => sum((await TP(d)).map((x) => x.revenue)), 'money', 'revenue of the third-party accounts'),
    ),
  ),
  q(
    'BX-t04',
    'territory',
    'How many of my accounts clear $5M?',
    BB.num(async (d) => (await MY(d)).filter((x) => x.revenue > 5 * M).length, 'count', 'my accounts above $5M'),
  ),
  q(
    'BX-t05',
    'territory',
    ['My five biggest accounts on revenue, please.', 'Sum of those five?'],
    BB.num(async (d) => sum(topByRevenue(await MY(d), 5).map((x) => x.revenue)), 'money', 'combined revenue of my top 5 accounts'),
  ),
  q(
    'BX-t06',
    'territory',
    'Average revenue, my Texas accounts versus the third-party ones in Texas?',
    BB.each(
      BB.num(async (d) => avg((await MY(d)).filter(inSt('TX')).map((x) => x.revenue)), 'money', 'average revenue of my TX accounts'),
      BB.num(
        async (d) => avg((await TP(d)).filter(inSt('TX')).map((x) => x.revenue)),
        'money',
        'average revenue of third-party TX accounts',
      ),
    ),
  ),
  q('BX-t07', 'territory', 'Top state for third-party revenue, with the rough dollar figure?', async (a, d) => {
    const g = groups(
      await TP(d),
      (x) => x.state,
      (xs) => sum(xs.map((x) => x.revenue)),
    );
    const top = winners(g, (x) => x.value, 'max');
    if (top.length !== 1) throw new Error('states tie on third-party revenue');
    return BB.each(
      BB.state(async () => [top[0]!.key], 'state with the most third-party revenue'),
      BB.num(async () => top[0]!.value, 'money', 'third-party revenue of that state'),
    )(a, d);
  }),
  q(
    'BX-t08',
    'territory',
    'Contact headcount across the whole territory data, mine and third-party combined?',
    BB.num(async (d) => (await d.territoryContacts()).length, 'count', 'territory contacts, all accounts'),
  ),

  // The new sales development rep.
  q(
    'BX-t09',
    'territory',
    'how many accounts are actualy mine? like the ones in my own territory not the third party ones',
    BB.num(async (d) => (await MY(d)).length, 'count', 'number of my accounts'),
  ),
  q(
    'BX-t10',
    'territory',
    'how many of the people at my accounts are the top boss, like ceo... not sure if thats the exact title',
    BB.num(
      async (d) => {
        const ids = await myIds(d);
        return (await d.territoryContacts({ job_title: CEO })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CEOs at my accounts',
    ),
  ),
  q(
    'BX-t11',
    'territory',
    'which one of my accounts makes the least money',
    BB.name(async (d) => winners(await MY(d), (x) => x.revenue, 'min').map((x) => x.name), 'my account with the least revenue'),
  ),
  q(
    'BX-t12',
    'territory',
    'theres a campaign for the big companies, tech transformation i think its called. how many accounts end up in it',
    T.campaignCount('Tech Transformation'),
  ),
  q(
    'BX-t13',
    'territory',
    ['what accounts do i have in colorado', 'ok and in oregon?'],
    BB.list(async (d) => [(await MY(d)).filter(inSt('OR')).map((x) => x.name), await territoryNames(d)], 'my accounts in OR'),
  ),
  q(
    'BX-t14',
    'territory',
    'is there anyone with a sales vp kind of title at my new york accounts? not sure what its called exactly',
    BB.yes(async (d) => {
      const ny = new Set((await MY(d)).filter(inSt('NY')).map((x) => x.id));
      const hit = (await d.territoryContacts({ job_title: 'Vice President of Sales' })).filter((c) => ny.has(c.account_id));
      return [hit.length, new Set(hit.map((c) => c.account_id)).size];
    }, 'a VP of Sales at my NY accounts'),
  ),
  q(
    'BX-t15',
    'territory',
    'how much revenue does orchid media make, its one of the third party ones i think',
    T.revenueOf('Orchid Media Inc'),
  ),
  q(
    'BX-t16',
    'territory',
    'wait is ohio one of my states? like do i have any accounts there myself',
    BB.yes(async (d) => (await MY(d)).filter(inSt('OH')).length, 'my accounts in OH'),
  ),

  // The finance analyst.
  q(
    'BX-t17',
    'territory',
    'Leaving California out, what is the median revenue of the third-party accounts?',
    BB.num(
      async (d) => median((await TP(d)).filter((x) => x.state !== 'CA').map((x) => x.revenue)),
      'money',
      'median third-party revenue outside CA',
    ),
  ),
  q(
    'BX-t18',
    'territory',
    'Count of my accounts with revenue from $2M up to $4M, both ends included.',
    BB.num(async (d) => (await MY(d)).filter((x) => x.revenue >= 2 * M && x.revenue <= 4 * M).length, 'count', 'my accounts with $2M-$4M'),
  ),
  q(
    'BX-t19',
    'territory',
    'Average revenue of my accounts that have at least two contacts on file.',
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return avg((await MY(d)).filter((x) => (by.get(x.id)?.length ?? 0) >= 2).map((x) => x.revenue));
      },
      'money',
      'average revenue of my accounts with 2+ contacts',
    ),
  ),
  q(
    'BX-t20',
    'territory',
    'Of all third-party revenue, what percentage is held by third-party accounts whose revenue exceeds $5M?',
    BB.num(
      async (d) => {
        const tp = await TP(d);
        return pctOf(sum(tp.filter((x) => x.revenue > 5 * M).map((x) => x.revenue)), sum(tp.map((x) => x.revenue)));
      },
      'plain',
      'share of third-party revenue from accounts above $5M (percent)',
    ),
  ),
  q(
    'BX-t21',
    'territory',
    'Total revenue of my accounts, excluding those in CA, TX and NY.',
    BB.num(
      async (d) => sum((await MY(d)).filter((x) => !['CA', 'TX', 'NY'].includes(x.state)).map((x) => x.revenue)),
      'money',
      'revenue of my accounts outside CA, TX, NY',
    ),
  ),
  q(
    'BX-t22',
    'territory',
    ['Mean revenue across the Florida third-party accounts?', 'Now the same mean with the single biggest one left out.'],
    BB.num(
      async (d) => {
        const fl = (await TP(d)).filter(inSt('FL'));
        const top = winners(fl, (x) => x.revenue, 'max');
        if (top.length !== 1) throw new Error('largest third-party FL account: tied');
        return avg(fl.filter((x) => x !== top[0]).map((x) => x.revenue));
      },
      'money',
      'average revenue of third-party FL accounts without the largest',
    ),
  ),
  q(
    'BX-t23',
    'territory',
    'Gap in dollars: mean revenue of my accounts minus mean revenue of the third-party ones.',
    BB.num(
      async (d) => Math.abs(avg((await MY(d)).map((x) => x.revenue)) - avg((await TP(d)).map((x) => x.revenue))),
      'money',
      'gap between the average revenue of my and of third-party accounts',
    ),
  ),
  q(
    'BX-t24',
    'territory',
    'Restricting to New York third-party accounts only: count, and median revenue?',
    BB.each(
      BB.num(async (d) => (await TP(d)).filter(inSt('NY')).length, 'count', 'third-party NY accounts'),
      BB.num(
        async (d) => median((await TP(d)).filter(inSt('NY')).map((x) => x.revenue)),
        'money',
        'median revenue of third-party NY accounts',
      ),
    ),
  ),

  // The customer-success lead.
  q(
    'BX-t25',
    'territory',
    ['Harbor Labs Inc: who do we know over there?', 'Which of them is the CEO?'],
    BB.list(
      async (d) => [(await contactsOf(d, 'Harbor Labs Inc')).filter((c) => c.job_title === CEO).map((c) => c.name), await contactNames(d)],
      'CEO(s) at Harbor Labs Inc',
    ),
  ),
  q(
    'BX-t26',
    'territory',
    'What is the email address of the CFO at Zenith Robotics Co?',
    BB.every(async (d) => [(await onlyWithTitle(d, 'Zenith Robotics Co', CFO)).email], 'e-mail of the CFO at Zenith Robotics Co'),
  ),
  q(
    'BX-t27',
    'territory',
    ['Pull up Keystone Cloud Group for me.', 'How many people are on file for them?'],
    BB.num(async (d) => (await contactsOf(d, 'Keystone Cloud Group')).length, 'count', 'contacts at Keystone Cloud Group'),
  ),
  q(
    'BX-t28',
    'territory',
    ['Where does Priya Walker work, which account?', "What's that account's revenue?"],
    BB.num(
      async (d) => {
        const c = await territoryPerson(d, 'Priya Walker');
        const acc = (await territoryById(d)).get(c.account_id);
        if (!acc) throw new Error("Priya Walker's account is missing");
        return acc.revenue;
      },
      'money',
      "revenue of Priya Walker's account",
    ),
  ),
  q('BX-t29', 'territory', 'Is Willow Biotech Group one of my accounts or a third-party one?', ownership('Willow Biotech Group')),
  q(
    'BX-t30',
    'territory',
    ['What state is Summit Robotics Inc in?', 'And the people we have on file at that one?'],
    BB.list(
      async (d) => [(await contactsOf(d, 'Summit Robotics Inc')).map((c) => c.name), await contactNames(d)],
      'contacts at Summit Robotics Inc',
    ),
  ),
  q(
    'BX-t31',
    'territory',
    'At Juniper Energy Group, which roles are we covering with contacts?',
    BD.titles(async (d) => (await contactsOf(d, 'Juniper Energy Group')).map((c) => c.job_title), 'job titles at Juniper Energy Group'),
  ),
  q(
    'BX-t32',
    'territory',
    ['Does Redwood Cloud Inc have a Director of Marketing?', "Can I get that person's email address?"],
    BB.every(async (d) => {
      await territoryAcc(d, 'Redwood Cloud Inc');
      return [(await onlyWithTitle(d, 'Redwood Cloud Inc', 'Director of Marketing')).email];
    }, 'e-mail of the Director of Marketing at Redwood Cloud Inc'),
  ),
];

export const SET_BX: HeldOut[] = [...TERRITORY, ...SET_BX_MORE];
