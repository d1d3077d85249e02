// Held-out set BI: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// voices, 20 questions each, kept consistent and spread evenly. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 12 are follow-ups asked in one session (the last answer is judged). Every expected
// answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bi2.ts, the questions across both APIs
// and the declines in set-bi3.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB, territoryAccount } from './kinds-bb.js';
import { ANY, inStates, pct, TC } from './kinds-cd.js';
import { TI } from './kinds-i.js';
import { BI, contactsAtAccounts, MINE, revenueOf, THEIRS } from './kinds-bi.js';
import { T } from './kinds.js';
import { CEO, CFO, notIn } from './pick.js';
import { SET_BI_MORE } from './set-bi2.js';

const VP_SALES = 'Vice President of Sales';

const TERRITORY: HeldOut[] = [
  // The founder.
  q(
    'BI-t01',
    'territory',
    'How many accounts in our book sit outside California and Texas?',
    TC.count('my', notIn('CA', 'TX'), 'outside CA and TX'),
  ),
  q('BI-t02', 'territory', ['Top three accounts in our book by revenue.', 'Now the bottom three.'], TC.topN('my', ANY, 3, 'min')),
  q(
    'BI-t03',
    'territory',
    "What share of our book's revenue comes out of Florida?",
    BB.num(
      async (d) => {
        const mine = await MINE(d);
        return pct(revenueOf(mine.filter(inStates('FL'))), revenueOf(mine));
      },
      'plain',
      'share of my revenue in FL (%)',
    ),
  ),
  q(
    'BI-t04',
    'territory',
    ['Pull up our North Carolina accounts.', 'Which of those brings in the least?'],
    TC.pick('my', inStates('NC'), 'min', 'my account in NC'),
  ),
  q('BI-t05', 'territory', 'Break our book down by state: account count per state.', TI.stateBreakdown('my')),
  q('BI-t06', 'territory', 'Which of our Texas accounts have a CFO on the contact list?', TC.accountsWithTitle('my', inStates('TX'), CFO)),
  q(
    'BI-t07',
    'territory',
    'Does any third-party account out-earn our single biggest account?',
    BB.yes(async (d) => {
      const top = Math.max(...(await MINE(d)).map((x) => x.revenue));
      return (await THEIRS(d)).filter((x) => x.revenue > top).length;
    }, 'third-party accounts with more revenue than my largest account'),
  ),
  q(
    'BI-t08',
    'territory',
    'Average revenue per account across our Pennsylvania and Oregon accounts, combined.',
    TC.avg('my', inStates('PA', 'OR'), 'in PA and OR'),
  ),

  // The executive assistant.
  q(
    'BI-t09',
    'territory',
    "Good morning! My boss, Dana Whitfield, is our VP of partnerships and she's meeting the team at Harbor Labs Inc next week. " +
      'Could you tell me who our contacts there are, with their titles?',
    T.contactsAt('Harbor Labs Inc'),
  ),
  q(
    'BI-t10',
    'territory',
    'Hello, I assist our regional sales director, who would like to write personally to everyone we know at Redwood Cloud Inc. ' +
      'Could you give me their email addresses, please?',
    T.emailsAt('Redwood Cloud Inc'),
  ),
  q(
    'BI-t11',
    'territory',
    "My boss met a Grace Martin at a conference and can't remember which company she's with. Could you look that up for me?",
    TC.accountOf('Grace Martin'),
  ),
  q(
    'BI-t12',
    'territory',
    [
      'My boss, the head of business development, would like to meet every chief executive at the third-party accounts in Ohio. ' +
        'Who are they, please?',
      'Thank you! Could I also have their email addresses?',
    ],
    BB.every(async (d) => {
      const cs = await contactsAtAccounts(d, (await THEIRS(d)).filter(inStates('OH')));
      return cs.filter((c) => c.job_title === CEO).map((c) => c.email);
    }, 'e-mails of the CEOs at third-party accounts in OH'),
  ),
  q(
    'BI-t13',
    'territory',
    "I'm arranging a marketing review for my boss, our CMO. Who is the Director of Marketing at Iron Software Group?",
    BB.name(async (d) => {
      const acc = await territoryAccount(d, 'Iron Software Group');
      return (await d.territoryContacts({ account_id: acc.id, job_title: 'Director of Marketing' })).map((c) => c.name);
    }, 'Director of Marketing at Iron Software Group'),
  ),
  q(
    'BI-t14',
    'territory',
    'My boss covers Washington state. Which accounts there, ours or third-party, ' +
      'have a Vice President of Sales I could set up a call with?',
    TC.accountsWithTitle('all', inStates('WA'), VP_SALES),
  ),
  q(
    'BI-t15',
    'territory',
    'Before my boss calls Priya Walker tomorrow, could you confirm her job title and which account she works at?',
    BB.each(TC.titleOf('Priya Walker'), TC.accountOf('Priya Walker')),
  ),
  q(
    'BI-t16',
    'territory',
    'My boss will be in Colorado for two days. Could you list all the contacts at the accounts there, ' +
      'both my accounts and the third-party ones?',
    TC.contactList('all', inStates('CO')),
  ),

  // The auditor.
  q(
    'BI-t17',
    'territory',
    'I was told my accounts bring in more than $200 million in total revenue. Is that right? I need the exact figure.',
    BI.claim(async (d) => revenueOf(await MINE(d)) > 200_000_000, 'my revenue above $200M', TC.sum('my', ANY, 'in all')),
  ),
  q(
    'BI-t18',
    'territory',
    'Is it true that Texas has more third-party accounts than California? Give me both counts.',
    BI.claim(
      async (d) => {
        const xs = await THEIRS(d);
        return xs.filter(inStates('TX')).length > xs.filter(inStates('CA')).length;
      },
      'more third-party accounts in TX than in CA',
      TC.count('tp', inStates('TX'), 'in TX'),
      TC.count('tp', inStates('CA'), 'in CA'),
    ),
  ),
  q(
    'BI-t19',
    'territory',
    "I've been told Juniper Software Corp brings in roughly $8.7 million. What's the exact revenue on file?",
    T.revenueOf('Juniper Software Corp'),
  ),
  q(
    'BI-t20',
    'territory',
    'Confirm the exact number of contacts titled Data Scientist across all territory accounts, mine and third-party.',
    T.countTitle('Data Scientist'),
  ),
  q(
    'BI-t21',
    'territory',
    'How many of my accounts have no Chief Executive Officer among their contacts? Exact count, please.',
    BB.num(
      async (d) => {
        const ceoAt = new Set((await d.territoryContacts({ job_title: CEO })).map((c) => c.account_id));
        return (await MINE(d)).filter((x) => !ceoAt.has(x.id)).length;
      },
      'count',
      'my accounts without a CEO contact',
    ),
  ),
  q(
    'BI-t22',
    'territory',
    ["What's the total revenue of the third-party accounts in New York?", 'And excluding Meridian Labs Group, what is the exact total?'],
    BB.num(
      async (d) => revenueOf((await THEIRS(d)).filter((x) => x.state === 'NY' && x.name !== 'Meridian Labs Group')),
      'money',
      'revenue of third-party NY accounts other than Meridian Labs Group',
    ),
  ),
  q(
    'BI-t23',
    'territory',
    'Is it correct that Falcon Media LLC has more revenue than Falcon Systems Corp? If so, by exactly how much?',
    BI.claim(
      async (d) => {
        const xs = [...(await MINE(d)), ...(await THEIRS(d))];
        const rev = (n: string): number => xs.find((x) => x.name === n)!.revenue;
        return rev('Falcon Media LLC') > rev('Falcon Systems Corp');
      },
      'Falcon Media LLC earns more than Falcon Systems Corp',
      TC.diff('Falcon Media LLC', 'Falcon Systems Corp'),
    ),
  ),
  q(
    'BI-t24',
    'territory',
    'Confirm how many third-party accounts fall under the Tech Transformation campaign.',
    T.campaignCount('Tech Transformation'),
  ),

  // The sales rep dictating.
  q(
    'BI-t25',
    'territory',
    'um so like how many of my accounts are over five million in revenue basically',
    T.countRevenue('my', (r) => r > 5_000_000, 'revenue above $5M'),
  ),
  q(
    'BI-t26',
    'territory',
    'okay so whats the total revenue for uh the third party accounts up in washington',
    TC.sum('tp', inStates('WA'), 'in WA'),
  ),
  q(
    'BI-t27',
    'territory',
    'like who are the vp of sales people at my accounts i wanna loop them in on the new pricing',
    TC.contactList('my', ANY, VP_SALES),
  ),
  q(
    'BI-t28',
    'territory',
    ['um pull up the third party accounts in texas', 'ok and which one of those is like the biggest', 'and uh the smallest one'],
    TC.pick('tp', inStates('TX'), 'min', 'third-party account in TX'),
  ),
  q(
    'BI-t29',
    'territory',
    'so basically which of my accounts are doing between two million and three million in revenue',
    T.listRevenueRange('my', 2_000_000, 3_000_000),
  ),
  q('BI-t30', 'territory', 'hey um in which state are my accounts like the richest on average', TC.stateAvg('my', 'max')),
  q('BI-t31', 'territory', 'um how many contacts have we got at my california accounts like total', TC.contactCount('my', inStates('CA'))),
  q('BI-t32', 'territory', 'so like is there a ceo at falcon logistics inc or nah', T.existsTitleAt('Falcon Logistics Inc', CEO)),
];

export const SET_BI: HeldOut[] = [...TERRITORY, ...SET_BI_MORE];
