// Held-out set CL: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: a marketing coordinator (lead
// sources, campaigns, statuses and conversion, "and how many of those are qualified?"), someone
// who writes long messages with context before the question (a meeting, a boss, a deadline, an
// aside in the middle), a finance person (sums, averages, differences, shares and percentages of a
// total, per-state and per-stage totals) and someone who asks yes/no and existence questions
// ("do we have any...", "is there a contact called...", "how many, if any"; the answer is judged
// on the yes/no and on the figure or names that support it). 80 questions: 32 territory, 32 CRM,
// 6 that need both APIs (labelled by the API whose figure answers them), 10 to be declined; the
// follow-ups asked in one session are counted in set-cl3.ts (the last answer is judged). Every
// expected answer is computed from the APIs' data when the checker runs. Here the territory
// questions; the CRM ones are in set-cl2.ts, the questions across both APIs and the declines in
// set-cl3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { BB, firstN, inSt, MY, rev, territoryAccount, territoryNames, TP, contactNames } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { best, countBy, peopleOf, share } from './kinds-bv.js';
import { allTerritory, campaignIds, contactsAt, yesNo } from './kinds-cl.js';
import { SET_CL_MORE } from './set-cl2.js';

const TT = 'Tech Transformation';
const HVO = 'High Value Outreach';

const TERRITORY: HeldOut[] = [
  // The marketing coordinator.
  q(
    'CL-t01',
    'territory',
    'how many accounts are sitting in the Tech Transformation campaign right now?',
    BB.num(async (d) => (await d.thirdPartyAccounts(TT)).length, 'count', 'Tech Transformation accounts'),
  ),
  q(
    'CL-t02',
    'territory',
    'For the High Value Outreach campaign, which state do most of the accounts come from?',
    BB.state(
      async (d) =>
        best(
          countBy(await d.thirdPartyAccounts(HVO), (x) => x.state),
          'max',
        ),
      'state with the most High Value Outreach accounts',
    ),
  ),
  q(
    'CL-t03',
    'territory',
    ['pull up the high value outreach accounts', 'and how many of those are in New York?'],
    BB.num(async (d) => (await d.thirdPartyAccounts(HVO)).filter(inSt('NY')).length, 'count', 'High Value Outreach accounts in NY'),
  ),
  q(
    'CL-t04',
    'territory',
    'Which accounts are targeted by both campaigns, Tech Transformation and High Value Outreach?',
    BB.list(async (d) => {
      const hvo = await campaignIds(d, HVO);
      return [(await d.thirdPartyAccounts(TT)).filter((x) => hvo.has(x.id)).map((x) => x.name), await territoryNames(d)];
    }, 'accounts in both campaigns'),
  ),
  q(
    'CL-t05',
    'territory',
    'how many Directors of Marketing can we reach across the whole territory list, my accounts and third-party ones together',
    BB.num(
      async (d) => (await d.territoryContacts()).filter((c) => c.job_title === 'Director of Marketing').length,
      'count',
      'Directors of Marketing among all territory contacts',
    ),
  ),
  q(
    'CL-t06',
    'territory',
    'Which campaign has more California accounts in it - Tech Transformation or High Value Outreach?',
    BB.name(async (d) => {
      const g = [
        { key: TT, value: (await d.thirdPartyAccounts(TT)).filter(inSt('CA')).length },
        { key: HVO, value: (await d.thirdPartyAccounts(HVO)).filter(inSt('CA')).length },
      ];
      if (g[0]!.value === g[1]!.value) throw new Error('the two campaigns tie in CA');
      return best(g, 'max');
    }, 'campaign with more CA accounts'),
  ),
  q(
    'CL-t07',
    'territory',
    'I need the email addresses of the Directors of Marketing at the Tech Transformation accounts for a mailing.',
    BB.every(async (d) => {
      const ids = await campaignIds(d, TT);
      return (await d.territoryContacts())
        .filter((c) => ids.has(c.account_id) && c.job_title === 'Director of Marketing')
        .map((c) => c.email);
    }, 'e-mails of the Directors of Marketing at the Tech Transformation accounts'),
  ),
  q(
    'CL-t08',
    'territory',
    ['which Tech Transformation accounts are in Texas?', "what's their combined revenue"],
    BB.num(
      async (d) => rev((await d.thirdPartyAccounts(TT)).filter(inSt('TX'))),
      'money',
      'revenue of the Tech Transformation TX accounts',
    ),
  ),

  // Someone who writes long messages with context first.
  q(
    'CL-t09',
    'territory',
    "I've got a call with our regional VP on Thursday and she always opens with Florida, so I want to be ready. " +
      'How many accounts do I have in Florida, and what do they add up to in revenue?',
    BB.each(
      BB.num(async (d) => (await MY(d)).filter(inSt('FL')).length, 'count', 'my FL accounts'),
      BB.num(async (d) => rev((await MY(d)).filter(inSt('FL'))), 'money', 'revenue of my FL accounts'),
    ),
  ),
  q(
    'CL-t10',
    'territory',
    'My manager asked me to tidy up the contact records for Juniper Software Corp before the quarterly review, ' +
      "which is next week. Who's listed there?",
    BB.list(
      async (d) => [(await peopleOf(d, 'Juniper Software Corp')).map((c) => c.name), await contactNames(d)],
      'contacts at Juniper Software Corp',
    ),
  ),
  q(
    'CL-t11',
    'territory',
    "We're talking about splitting the territory next quarter and I'm trying to size up the Pacific Northwest " +
      '(for this purpose just Washington and Oregon, nothing else). How much revenue do my accounts there bring in, combined?',
    BB.num(async (d) => rev((await MY(d)).filter(inSt('WA', 'OR'))), 'money', 'revenue of my WA and OR accounts'),
  ),
  q(
    'CL-t12',
    'territory',
    'Some context: the CEO roundtable invites go out Friday and I am building the list. Of my own accounts - ' +
      'only mine, not the third-party ones - how many have a Chief Executive Officer among their contacts?',
    BB.num(
      async (d) => {
        const ceos = (await contactsAt(d, await MY(d))).filter((c) => c.job_title === 'Chief Executive Officer');
        return [new Set(ceos.map((c) => c.account_id)).size, ceos.length];
      },
      'count',
      'my accounts with a CEO contact',
    ),
  ),
  q(
    'CL-t13',
    'territory',
    [
      "I'm putting together a one-pager for Monday's pipeline meeting and want to start with the northeast. " +
        'Can you pull up my Massachusetts accounts?',
      "OK thanks. Which of them has the biggest revenue? That's the one my boss will ask about first.",
    ],
    BB.name(async (d) => winners((await MY(d)).filter(inSt('MA')), (x) => x.revenue, 'max').map((x) => x.name), 'my largest MA account'),
  ),
  q(
    'CL-t14',
    'territory',
    "Someone from procurement asked me, a bit out of the blue, for the CFO's email at Nova Motors Corp. " +
      'No idea why they came to me, but can you find it?',
    BB.every(
      async (d) => (await peopleOf(d, 'Nova Motors Corp')).filter((c) => c.job_title === 'Chief Financial Officer').map((c) => c.email),
      'e-mail of the CFO at Nova Motors Corp',
    ),
  ),
  q(
    'CL-t15',
    'territory',
    'My director keeps saying our Ohio coverage is zero. Before I push back on that (I think it is only true of my own ' +
      'list) - how many third-party accounts are there in Ohio?',
    BB.num(async (d) => (await TP(d)).filter(inSt('OH')).length, 'count', 'third-party OH accounts'),
  ),
  q(
    'CL-t16',
    'territory',
    'Long story short, I inherited Ember Labs Co from a colleague who left last month and the handover notes are thin. ' +
      'What job titles do they have on file there?',
    BD.titles(async (d) => await d.jobTitles((await territoryAccount(d, 'Ember Labs Co')).id), 'job titles at Ember Labs Co'),
  ),

  // The finance person.
  q(
    'CL-t17',
    'territory',
    'Total revenue of the third-party accounts in Texas?',
    BB.num(async (d) => rev((await TP(d)).filter(inSt('TX'))), 'money', 'revenue of the third-party TX accounts'),
  ),
  q(
    'CL-t18',
    'territory',
    'What share of my total revenue comes from my five largest accounts?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return share(rev(firstN(my, (x) => x.revenue, 5, 'max')), rev(my));
      },
      'plain',
      'share of my revenue from my top 5 accounts (percent)',
    ),
  ),
  q(
    'CL-t19',
    'territory',
    "what's the difference between the revenue of my California accounts and my Texas accounts, in dollars",
    BB.num(
      async (d) => {
        const my = await MY(d);
        return Math.abs(rev(my.filter(inSt('CA'))) - rev(my.filter(inSt('TX'))));
      },
      'money',
      'my CA revenue minus my TX revenue',
    ),
  ),
  q(
    'CL-t20',
    'territory',
    'By how much does the average revenue of a Tech Transformation account exceed that of a High Value Outreach account?',
    BB.num(
      async (d) => {
        const tt = avg((await d.thirdPartyAccounts(TT)).map((x) => x.revenue));
        const hvo = avg((await d.thirdPartyAccounts(HVO)).map((x) => x.revenue));
        if (tt <= hvo) throw new Error('the question assumes Tech Transformation averages more');
        return tt - hvo;
      },
      'money',
      'average Tech Transformation revenue minus average High Value Outreach revenue',
    ),
  ),
  q(
    'CL-t21',
    'territory',
    'What percentage of third-party revenue sits in Florida?',
    BB.num(
      async (d) => {
        const tp = await TP(d);
        return share(rev(tp.filter(inSt('FL'))), rev(tp));
      },
      'plain',
      'FL share of third-party revenue (percent)',
    ),
  ),
  q(
    'CL-t22',
    'territory',
    ['what do my Arizona accounts bring in altogether', 'and the third-party ones in Arizona?', 'so both together?'],
    BB.num(async (d) => rev((await allTerritory(d)).filter(inSt('AZ'))), 'money', 'revenue of all AZ territory accounts'),
  ),
  q(
    'CL-t23',
    'territory',
    'On average, how many contacts does each of my accounts have?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return (await contactsAt(d, my)).length / my.length;
      },
      'plain',
      'contacts per account of mine',
    ),
  ),
  q(
    'CL-t24',
    'territory',
    'How many of my accounts are under $1M in revenue, and what do they total?',
    BB.each(
      BB.num(async (d) => (await MY(d)).filter((x) => x.revenue < 1_000_000).length, 'count', 'my accounts under $1M'),
      BB.num(async (d) => rev((await MY(d)).filter((x) => x.revenue < 1_000_000)), 'money', 'revenue of my accounts under $1M'),
    ),
  ),

  // The yes/no asker.
  q(
    'CL-t25',
    'territory',
    'do i have any accounts in ohio',
    BB.yes(async (d) => (await MY(d)).filter(inSt('OH')).length, 'my OH accounts'),
  ),
  q(
    'CL-t26',
    'territory',
    'Is there a contact called Chloe Young? If so, which account is she at?',
    BB.each(
      BB.yes(async (d) => (await d.territoryContacts()).filter((c) => c.name === 'Chloe Young').length, 'a contact named Chloe Young'),
      BB.name(async (d) => {
        const ids = new Set((await d.territoryContacts()).filter((c) => c.name === 'Chloe Young').map((c) => c.account_id));
        return (await allTerritory(d)).filter((x) => ids.has(x.id)).map((x) => x.name);
      }, "Chloe Young's account"),
    ),
  ),
  q(
    'CL-t27',
    'territory',
    'Are any of my accounts above 9 million in revenue? Which ones?',
    BB.each(
      BB.yes(async (d) => (await MY(d)).filter((x) => x.revenue > 9_000_000).length, 'my accounts above $9M'),
      BB.list(
        async (d) => [(await MY(d)).filter((x) => x.revenue > 9_000_000).map((x) => x.name), await territoryNames(d)],
        'my accounts above $9M',
      ),
    ),
  ),
  q(
    'CL-t28',
    'territory',
    'Does Iron Software Group have more revenue than Summit Software Inc?',
    yesNo(
      async (d) => (await territoryAccount(d, 'Iron Software Group')).revenue > (await territoryAccount(d, 'Summit Software Inc')).revenue,
      'Iron Software Group above Summit Software Inc',
    ),
  ),
  q(
    'CL-t29',
    'territory',
    'do any of the third party accounts in georgia have a CTO listed? how many, if any',
    BB.yes(async (d) => {
      const ctos = (await contactsAt(d, (await TP(d)).filter(inSt('GA')))).filter((c) => c.job_title === 'Chief Technology Officer');
      return [ctos.length, new Set(ctos.map((c) => c.account_id)).size];
    }, 'CTOs at the third-party GA accounts'),
  ),
  q(
    'CL-t30',
    'territory',
    'Does Ember Motors Corp have more than two contacts?',
    yesNo(async (d) => (await peopleOf(d, 'Ember Motors Corp')).length > 2, 'Ember Motors Corp has more than two contacts'),
  ),
  q(
    'CL-t31',
    'territory',
    ['show me my washington accounts', 'are any of them over $2 million?'],
    BB.each(
      BB.yes(async (d) => (await MY(d)).filter((x) => inSt('WA')(x) && x.revenue > 2_000_000).length, 'my WA accounts over $2M'),
      BB.name(
        async (d) => (await MY(d)).filter((x) => inSt('WA')(x) && x.revenue > 2_000_000).map((x) => x.name),
        'my WA account over $2M',
      ),
    ),
  ),
  q(
    'CL-t32',
    'territory',
    'Is the Tech Transformation campaign running in Pennsylvania at all - any accounts there?',
    BB.yes(async (d) => (await d.thirdPartyAccounts(TT)).filter(inSt('PA')).length, 'Tech Transformation accounts in PA'),
  ),
];

export const SET_CL: HeldOut[] = [...TERRITORY, ...SET_CL_MORE];
