// Held-out set CK: a PRACTICE set (the engineers read its misses after a first untouched run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its docs, its
// tests or its bench results), as an honest measure of how well it understands questions people
// type. Four voices, 20 questions each: a sales manager preparing a one-on-one with a rep (the
// rep's own accounts, biggest and smallest, states, contacts and titles, "and which of those...",
// "how many is that?"); an operations analyst (one count or average with two or three conditions
// at once); someone typing short keyword queries with no verb ("ohio revenue mine"); and a curious
// newcomer asking about the shape of the data (how many of each, which values exist, most and
// least common, whether something exists at all). 80 questions: 32 territory, 32 CRM, 6 that need
// both APIs (labelled by the API whose figure answers them), 10 to be declined; at least 12 are
// follow-ups asked in one session (the last answer is judged). Every expected answer is computed
// from the APIs' data when the checker runs. Here the territory questions; the CRM ones are in
// set-ck2.ts, the questions across both APIs and the declines in set-ck3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { BB, contactNames, firstN, inSt, territoryAccount, territoryNames } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { bestAliased, contactsByAccount, countBy, peopleOf } from './kinds-bv.js';
import { contactsOfAll, mine, revOf, theirs, withTitle } from './kinds-ck.js';
import { CEO, CFO, CTO } from './pick.js';
import { SET_CK_MORE } from './set-ck2.js';

const TERRITORY: HeldOut[] = [
  // The sales manager preparing a one-on-one with a rep.
  q(
    'CK-t01',
    'territory',
    "I've got a one-on-one with my rep tomorrow. How many accounts are in my territory right now?",
    BB.num(async (d) => (await mine(d)).length, 'count', 'my accounts'),
  ),
  q(
    'CK-t02',
    'territory',
    'Which account in my book is the biggest by revenue?',
    BB.name(async (d) => winners(await mine(d), (x) => x.revenue, 'max').map((x) => x.name), 'my largest account'),
  ),
  q(
    'CK-t03',
    'territory',
    ['Pull up my accounts in Florida.', 'And which of those is the smallest?'],
    BB.name(async (d) => winners(await mine(d, inSt('FL')), (x) => x.revenue, 'min').map((x) => x.name), 'my smallest FL account'),
  ),
  q(
    'CK-t04',
    'territory',
    ['Show me the accounts I own in Washington state.', 'How many is that?'],
    BB.num(async (d) => (await mine(d, inSt('WA'))).length, 'count', 'my WA accounts'),
  ),
  q(
    'CK-t05',
    'territory',
    'Who do we know at Falcon Media LLC, and what are their titles?',
    BB.list(
      async (d) => [(await peopleOf(d, 'Falcon Media LLC')).map((c) => c.name), await contactNames(d)],
      'contacts at Falcon Media LLC',
    ),
  ),
  q(
    'CK-t06',
    'territory',
    'What job titles do we have on file at Union Motors Inc?',
    BD.titles(async (d) => d.jobTitles((await territoryAccount(d, 'Union Motors Inc')).id), 'job titles at Union Motors Inc'),
  ),
  q(
    'CK-t07',
    'territory',
    ['Which of my accounts are in California?', 'And which of those have a CEO among their contacts?'],
    BB.list(
      async (d) => [(await withTitle(d, await mine(d, inSt('CA')), CEO)).map((x) => x.name), await territoryNames(d)],
      'my CA accounts with a CEO',
    ),
  ),
  q(
    'CK-t08',
    'territory',
    'Before I sit down with the rep: what does my Colorado book add up to in revenue?',
    BB.num(async (d) => revOf(await mine(d, inSt('CO'))), 'money', 'revenue of my CO accounts'),
  ),
  q(
    'CK-t09',
    'territory',
    'Who is the CFO at Pioneer Motors Inc?',
    BB.name(
      async (d) => (await peopleOf(d, 'Pioneer Motors Inc')).filter((c) => c.job_title === CFO).map((c) => c.name),
      'CFO of Pioneer Motors Inc',
    ),
  ),
  q(
    'CK-t10',
    'territory',
    ['What is the smallest account in my territory by revenue?', 'What state is it in?'],
    BB.state(async (d) => winners(await mine(d), (x) => x.revenue, 'min').map((x) => x.state), 'state of my smallest account'),
  ),
  q(
    'CK-t11',
    'territory',
    'How many of my accounts have just a single contact on file?',
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return (await mine(d)).filter((x) => (by.get(x.id) ?? []).length === 1).length;
      },
      'count',
      'my accounts with exactly one contact',
    ),
  ),
  q(
    'CK-t12',
    'territory',
    ['Which states are my accounts in?', 'Which one has the most of them?'],
    BB.state(
      async (d) =>
        winners(
          countBy(await mine(d), (x) => x.state),
          (x) => x.value,
          'max',
        ).map((x) => x.key),
      'state with the most of my accounts',
    ),
  ),
  q(
    'CK-t13',
    'territory',
    ['List my three largest accounts by revenue.', 'Who are the contacts at those?'],
    BB.list(
      async (d) => [
        (
          await contactsOfAll(
            d,
            firstN(await mine(d), (x) => x.revenue, 3, 'max'),
          )
        ).map((c) => c.name),
        await contactNames(d),
      ],
      'contacts at my three largest accounts',
    ),
  ),

  // The operations analyst.
  q(
    'CK-t14',
    'territory',
    'How many of my accounts are in California and have revenue above $5 million?',
    BB.num(async (d) => (await mine(d, (x) => x.state === 'CA' && x.revenue > 5_000_000)).length, 'count', 'my CA accounts above $5M'),
  ),
  q(
    'CK-t15',
    'territory',
    'What is the average revenue of the third-party accounts in Texas with revenue over $2 million?',
    BB.num(
      async (d) => avg((await theirs(d, (x) => x.state === 'TX' && x.revenue > 2_000_000)).map((x) => x.revenue)),
      'money',
      'average revenue of third-party TX accounts above $2M',
    ),
  ),
  q(
    'CK-t16',
    'territory',
    'How many Software Engineers are listed at my accounts in New York?',
    BB.num(
      async (d) => (await contactsOfAll(d, await mine(d, inSt('NY')))).filter((c) => c.job_title === 'Software Engineer').length,
      'count',
      'Software Engineers at my NY accounts',
    ),
  ),
  q(
    'CK-t17',
    'territory',
    'What is the total revenue of my accounts located in either Georgia or North Carolina?',
    BB.num(async (d) => revOf(await mine(d, inSt('GA', 'NC'))), 'money', 'revenue of my GA and NC accounts'),
  ),
  q(
    'CK-t18',
    'territory',
    'Among the third-party accounts in the High Value Outreach campaign, how many have revenue below $3 million?',
    BB.num(
      async (d) => (await d.thirdPartyAccounts('High Value Outreach')).filter((x) => x.revenue < 3_000_000).length,
      'count',
      'High Value Outreach accounts under $3M',
    ),
  ),

  // Short keyword queries.
  q(
    'CK-t19',
    'territory',
    'oregon revenue mine',
    BB.num(async (d) => revOf(await mine(d, inSt('OR'))), 'money', 'revenue of my OR accounts'),
  ),
  q(
    'CK-t20',
    'territory',
    'third party accounts arizona count',
    BB.num(async (d) => (await theirs(d, inSt('AZ'))).length, 'count', 'third-party AZ accounts'),
  ),
  q(
    'CK-t21',
    'territory',
    'cto count my accounts',
    BB.num(
      async (d) => (await contactsOfAll(d, await mine(d))).filter((c) => c.job_title === CTO).length,
      'count',
      'CTO contacts at my accounts',
    ),
  ),
  q(
    'CK-t22',
    'territory',
    'largest third party account massachusetts',
    BB.name(
      async (d) => winners(await theirs(d, inSt('MA')), (x) => x.revenue, 'max').map((x) => x.name),
      'largest third-party MA account',
    ),
  ),
  q(
    'CK-t23',
    'territory',
    ['my accounts pennsylvania', 'total revenue'],
    BB.num(async (d) => revOf(await mine(d, inSt('PA'))), 'money', 'revenue of my PA accounts'),
  ),
  q(
    'CK-t24',
    'territory',
    'avg revenue my accounts',
    BB.num(async (d) => avg((await mine(d)).map((x) => x.revenue)), 'money', 'average revenue of my accounts'),
  ),
  q(
    'CK-t25',
    'territory',
    'contacts summit robotics inc',
    BB.list(
      async (d) => [(await peopleOf(d, 'Summit Robotics Inc')).map((c) => c.name), await contactNames(d)],
      'contacts at Summit Robotics Inc',
    ),
  ),

  // The curious newcomer.
  q(
    'CK-t26',
    'territory',
    'Just getting to know the territory data: how many contacts does it hold altogether?',
    BB.num(async (d) => (await d.territoryContacts()).length, 'count', 'territory contacts'),
  ),
  q(
    'CK-t27',
    'territory',
    'What job titles show up among the territory contacts? I just want the list of distinct titles.',
    BD.titles(async (d) => (await d.territoryContacts()).map((c) => c.job_title), 'distinct territory job titles'),
  ),
  q(
    'CK-t28',
    'territory',
    'Which job title is the rarest among the territory contacts?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await d.territoryContacts(), (c) => c.job_title),
          'min',
        ),
      'least common territory job title',
    ),
  ),
  q(
    'CK-t29',
    'territory',
    'Is there any third-party account based in Oregon?',
    BB.yes(async (d) => (await theirs(d, inSt('OR'))).length, 'third-party OR accounts'),
  ),
  q(
    'CK-t30',
    'territory',
    'Do I have any accounts in Nevada at all?',
    BB.yes(async (d) => (await mine(d, inSt('NV'))).length, 'my NV accounts'),
  ),
  q(
    'CK-t31',
    'territory',
    'How many different states do the third-party accounts cover?',
    BB.num(async (d) => new Set((await theirs(d)).map((x) => x.state)).size, 'count', 'states with third-party accounts'),
  ),
  q(
    'CK-t32',
    'territory',
    ['How are my accounts spread across the states?', 'Which state has the fewest?'],
    BB.state(
      async (d) =>
        winners(
          countBy(await mine(d), (x) => x.state),
          (x) => x.value,
          'min',
        ).map((x) => x.key),
      'state with the fewest of my accounts',
    ),
  ),
];

export const SET_CK: HeldOut[] = [...TERRITORY, ...SET_CK_MORE];
