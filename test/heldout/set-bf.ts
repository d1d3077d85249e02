// Held-out set BF: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// voices, each kept to its own style and spread evenly (20 questions each): a vice-president of
// sales preparing board numbers (terse, exact, totals and shares); an operations analyst who
// thinks in database terms ("grouped by", "where", "distinct", "null") but types plain English;
// a customer-success lead who cares about people and relationships (who to call, which
// contacts, which titles); and a summer intern (casual, chatty, slang, filler, the odd typo).
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 13 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bf2.ts, the questions across both APIs
// and the declines in set-bf3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, sum } from './judge.js';
import { BB, firstN, median, territoryNames } from './kinds-bb.js';
import { BF, contactsOf, inState, MINE, revenueOf, tAccount, THEIRS } from './kinds-bf.js';
import { ANY, inStates, pct, TC, withAliases } from './kinds-cd.js';
import { T } from './kinds.js';
import { CEO, CFO, CTO, revenue } from './pick.js';
import { SET_BF_MORE } from './set-bf2.js';

const VP_SALES = 'Vice President of Sales';

const TERRITORY: HeldOut[] = [
  // --- The vice-president of sales: terse, exact, totals and shares.
  q(
    'BF-t01',
    'territory',
    'Board deck: my accounts as a share of total territory revenue, mine plus third-party. Percent, one decimal.',
    BB.num(
      async (d) => {
        const mine = revenueOf(await MINE(d));
        return pct(mine, mine + revenueOf(await THEIRS(d)));
      },
      'plain',
      'share (percent) of my accounts in total territory revenue',
    ),
  ),
  q(
    'BF-t02',
    'territory',
    'Total revenue, third-party accounts, Florida.',
    BB.num(async (d) => revenueOf((await THEIRS(d)).filter(inState('FL'))), 'money', 'revenue of third-party accounts in Florida'),
  ),
  q(
    'BF-t03',
    'territory',
    'Median revenue across my accounts. Exact figure.',
    BB.num(async (d) => median((await MINE(d)).map(revenue)), 'money', 'median revenue of my accounts'),
  ),
  q(
    'BF-t04',
    'territory',
    ['Top five of my accounts by revenue.', 'Combined revenue of those five.'],
    BB.num(async (d) => revenueOf(firstN(await MINE(d), revenue, 5, 'max')), 'money', 'revenue of my five largest accounts'),
  ),
  q(
    'BF-t05',
    'territory',
    'Revenue gap between Summit Software Inc and Iron Software Group. Dollar figure.',
    TC.diff('Summit Software Inc', 'Iron Software Group'),
  ),
  q(
    'BF-t06',
    'territory',
    'Percentage of my revenue coming from California accounts.',
    BB.num(
      async (d) => {
        const mine = await MINE(d);
        return pct(revenueOf(mine.filter(inState('CA'))), revenueOf(mine));
      },
      'plain',
      'share (percent) of my revenue from California',
    ),
  ),
  q(
    'BF-t07',
    'territory',
    'Third-party revenue, Texas versus California: which state is larger?',
    BF.stateFirst(
      ['TX', 'CA'],
      async (d, code) => revenueOf((await THEIRS(d)).filter(inState(code))),
      'state with more third-party revenue',
    ),
  ),
  q(
    'BF-t08',
    'territory',
    'Average revenue per third-party account, excluding Texas.',
    BB.num(
      async (d) => avg((await THEIRS(d)).filter((x) => x.state !== 'TX').map(revenue)),
      'money',
      'average third-party revenue outside TX',
    ),
  ),

  // --- The operations analyst: database terms in plain English.
  q(
    'BF-t09',
    'territory',
    'For my accounts where the state is NY, how many distinct job titles show up among their contacts?',
    BB.num(
      async (d) => new Set((await contactsOf(d, (await MINE(d)).filter(inState('NY')))).map((c) => c.job_title)).size,
      'count',
      'distinct job titles at my NY accounts',
    ),
  ),
  q(
    'BF-t10',
    'territory',
    'Take the third-party accounts with revenue over 5 million and group them by state - I need the count per state.',
    BF.stateBreakdown(
      async (d) => {
        const big = (await THEIRS(d)).filter((x) => x.revenue > 5_000_000);
        return [...new Set(big.map((x) => x.state))].map((key) => ({ key, value: big.filter((x) => x.state === key).length }));
      },
      'count',
      'third-party accounts above $5M by state',
    ),
  ),
  q('BF-t11', 'territory', 'How many of my accounts have exactly one contact record linked to them?', TC.withContacts('my', 1)),
  q(
    'BF-t12',
    'territory',
    'List the third-party accounts where state is Ohio and revenue is under 3 million.',
    TC.list('tp', (x) => x.state === 'OH' && x.revenue < 3_000_000, 'in OH under $3M'),
  ),
  q(
    'BF-t13',
    'territory',
    'Sum the revenue of my accounts where the state is either Washington or Oregon.',
    TC.sum('my', inStates('WA', 'OR'), 'in WA or OR'),
  ),
  q(
    'BF-t14',
    'territory',
    [
      'Pull my accounts with revenue between 1 million and 2 million.',
      'Of those rows, which accounts have at least one contact whose title is Chief Financial Officer?',
    ],
    BB.list(async (d) => {
      const band = (await MINE(d)).filter((x) => x.revenue >= 1_000_000 && x.revenue <= 2_000_000);
      const ids = new Set((await contactsOf(d, band, CFO)).map((c) => c.account_id));
      return [band.filter((x) => ids.has(x.id)).map((x) => x.name), await territoryNames(d)];
    }, 'my $1M-$2M accounts with a CFO'),
  ),
  q(
    'BF-t15',
    'territory',
    'Group the third-party accounts by state and compute average revenue per group - which state comes out on top?',
    TC.stateAvg('tp', 'max'),
  ),
  q('BF-t16', 'territory', 'Third-party accounts sorted by revenue ascending, first three rows only.', TC.topN('tp', ANY, 3, 'min')),

  // --- The customer-success lead: people, relationships, titles.
  q(
    'BF-t17',
    'territory',
    "I'm taking over the Juniper Software Corp relationship next week. Who are the people we know there?",
    T.contactsAt('Juniper Software Corp'),
  ),
  q(
    'BF-t18',
    'territory',
    "I'd like to reach out to the CTO at Cedar Software Corp personally - what's their email address?",
    BB.every(async (d) => {
      const acc = await tAccount(d, 'Cedar Software Corp');
      const emails = (await d.territoryContacts({ account_id: acc.id, job_title: CTO })).map((c) => c.email);
      if (emails.length === 0) throw new Error('no CTO at Cedar Software Corp');
      return emails;
    }, 'e-mail of the CTO at Cedar Software Corp'),
  ),
  q(
    'BF-t19',
    'territory',
    'Which of my California accounts have a CEO I could build a relationship with?',
    TC.accountsWithTitle('my', inStates('CA'), CEO),
  ),
  q(
    'BF-t20',
    'territory',
    ["Who's our contact at Granite Systems Inc?", 'What do they do there - what is their title?'],
    BB.name(async (d) => {
      const acc = await tAccount(d, 'Granite Systems Inc');
      const cs = await d.territoryContacts({ account_id: acc.id });
      if (cs.length !== 1) throw new Error(`Granite Systems Inc has ${cs.length} contacts (the question assumes one)`);
      return withAliases(cs[0]!.job_title);
    }, 'job title of the contact at Granite Systems Inc'),
  ),
  q(
    'BF-t21',
    'territory',
    'Priya Walker came up in a call today. Which account is she with, and which state is that account in?',
    BB.each(
      TC.accountOf('Priya Walker'),
      BB.state(async (d) => {
        const c = (await d.territoryContacts()).filter((x) => x.name === 'Priya Walker');
        if (c.length !== 1) throw new Error(`${c.length} contacts named Priya Walker`);
        const acc = [...(await MINE(d)), ...(await THEIRS(d))].find((x) => x.id === c[0]!.account_id)!;
        return [acc.state];
      }, "state of Priya Walker's account"),
    ),
  ),
  q(
    'BF-t22',
    'territory',
    ['How many Vice Presidents of Sales do we have contacts for at my accounts?', 'And at the third-party accounts?'],
    TC.contactCount('tp', ANY, VP_SALES),
  ),
  q(
    'BF-t23',
    'territory',
    'Does Harbor Labs Inc have more than one CEO on file? I want to be sure I am talking to the right decision-maker.',
    BF.yesNo(async (d) => {
      const acc = await tAccount(d, 'Harbor Labs Inc');
      const n = (await d.territoryContacts({ account_id: acc.id, job_title: CEO })).length;
      return { yes: n > 1, n };
    }, 'more than one CEO at Harbor Labs Inc'),
  ),
  q(
    'BF-t24',
    'territory',
    'I want to set up intros with the data people: list every Data Scientist at my Texas accounts.',
    TC.contactList('my', inStates('TX'), 'Data Scientist'),
  ),

  // --- The summer intern: casual, slang, filler, the odd typo.
  q(
    'BF-t25',
    'territory',
    'ok so how many accounts do i actually have in texas lol? like my own ones, not the third party stuff',
    BB.num(async (d) => (await MINE(d)).filter(inState('TX')).length, 'count', 'my accounts in Texas'),
  ),
  q(
    'BF-t26',
    'territory',
    'whats the biggest third party account we got in washington state? by revenue i guess',
    TC.pick('tp', inStates('WA'), 'max', 'third-party account in WA'),
  ),
  q(
    'BF-t27',
    'territory',
    ['can u list my accounts in georgia real quick', 'k and which of those is the smaller one'],
    TC.pick('my', inStates('GA'), 'min', 'my account in GA'),
  ),
  q(
    'BF-t28',
    'territory',
    'umm does Falcon Logistics Inc have like a CEO we could talk to?? or nah',
    T.existsTitleAt('Falcon Logistics Inc', CEO),
  ),
  q(
    'BF-t29',
    'territory',
    'hey so whats the total revenu of all the third party accounts put together? my manager asked and i kinda blanked',
    BB.num(async (d) => sum((await THEIRS(d)).map(revenue)), 'money', 'total revenue of third-party accounts'),
  ),
  q(
    'BF-t30',
    'territory',
    ['wait whats the smallest account in my territory', 'lol ok who even works there'],
    T.contactsOfTop('my', 'min'),
  ),
  q(
    'BF-t31',
    'territory',
    'do i have more accounts in new york or in florida?? my own ones i mean',
    BF.stateFirst(['NY', 'FL'], async (d, code) => (await MINE(d)).filter(inState(code)).length, 'state with more of my accounts'),
  ),
  q(
    'BF-t32',
    'territory',
    'can u gimme the top 3 third party accounts in california by revenue pls, thx!!',
    TC.topN('tp', inStates('CA'), 3, 'max'),
  ),
];

export const SET_BF: HeldOut[] = [...TERRITORY, ...SET_BF_MORE];
