// Held-out set CS: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: a marketing analyst (lead sources,
// statuses, funnels, shares, month-by-month counts), an executive assistant preparing a briefing
// (context first, then one named account, its people, deals, state or region), someone whose
// English is a second language (short literal sentences, odd word order, dropped articles) and a
// sales-operations analyst (filter, group by, pivot, count distinct, median, top N, follow-ups
// changing one column or filter). 80 questions: 32 territory, 32 CRM, 6 that need both APIs
// (labelled by the API whose figure answers them), 10 to be declined; 17 are follow-ups
// asked in one session (the last answer is judged). Every expected answer is computed from the
// APIs' data when the checker runs. Here the territory questions; the CRM ones are in
// set-cs2.ts, the questions across both APIs and the declines in set-cs3.ts.

import type { HeldOut } from './judge.js';
import { groups, q, sum, winners } from './judge.js';
import { allTerritory, BB, contactNames, firstN, inSt, median, MY, territoryAccount, territoryNames, TP } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD, peopleAt } from './kinds-bd.js';
import { best, countBy, myIds, share } from './kinds-bv.js';
import { nthKey, topKeys } from './kinds-cg.js';
import { titledAt } from './kinds-cs.js';
import { STATE_NAMES } from './kinds-k.js';
import { SET_CS_MORE } from './set-cs2.js';

const ALL_STATES = Object.keys(STATE_NAMES);
const revenue = (xs: { revenue: number }[]): number => sum(xs.map((x) => x.revenue));
const DOM = 'Director of Marketing';

const TERRITORY: HeldOut[] = [
  // The marketing analyst.
  q(
    'CS-t01',
    'territory',
    "I'm scoping an account-based campaign aimed at marketing leaders. How many Directors of Marketing sit at the third-party accounts?",
    BB.num(async (d) => (await titledAt(d, await TP(d), DOM)).length, 'count', 'Directors of Marketing at third-party accounts'),
  ),
  q(
    'CS-t02',
    'territory',
    'Of everyone in the territory contact list, what percentage are Directors of Marketing?',
    BB.num(
      async (d) => {
        const cs = await d.territoryContacts();
        return share(cs.filter((c) => c.job_title === DOM).length, cs.length);
      },
      'plain',
      'share of territory contacts titled Director of Marketing (percent)',
    ),
  ),
  q(
    'CS-t03',
    'territory',
    [
      'Our webinar series is aimed at marketing directors. Which Director of Marketing contacts do we have at third party accounts?',
      'narrow that to Texas only',
    ],
    BB.list(
      async (d) => [(await titledAt(d, (await TP(d)).filter(inSt('TX')), DOM)).map((c) => c.name), await contactNames(d)],
      'Directors of Marketing at third-party TX accounts',
    ),
  ),
  q(
    'CS-t04',
    'territory',
    'Looking at the people at my own accounts, which job title is the rarest?',
    BB.name(async (d) => {
      const ids = await myIds(d);
      return best(
        countBy(
          (await d.territoryContacts()).filter((c) => ids.has(c.account_id)),
          (c) => c.job_title,
        ),
        'min',
      );
    }, 'least common title at my accounts'),
  ),
  q(
    'CS-t05',
    'territory',
    'For audience sizing: total number of contacts across my California accounts?',
    BB.num(
      async (d) => {
        const ids = new Set((await MY(d)).filter(inSt('CA')).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at my CA accounts',
    ),
  ),

  // The executive assistant.
  q(
    'CS-t06',
    'territory',
    'My boss has a call with Keystone Robotics Group on Thursday and asked me where they are based. Which state?',
    BB.state(async (d) => [(await territoryAccount(d, 'Keystone Robotics Group')).state], 'state of Keystone Robotics Group'),
  ),
  q(
    'CS-t07',
    'territory',
    ["She's meeting Juniper Software Corp next week. Who do we know there?", 'Can I get their email addresses too?'],
    BB.every(async (d) => (await peopleAt(d, 'Juniper Software Corp')).map((c) => c.email), 'e-mails at Juniper Software Corp'),
  ),
  q(
    'CS-t08',
    'territory',
    'He wants a one-liner for tomorrow: how much revenue does Harbor Labs Inc do?',
    BB.num(async (d) => (await territoryAccount(d, 'Harbor Labs Inc')).revenue, 'money', 'revenue of Harbor Labs Inc'),
  ),
  q(
    'CS-t09',
    'territory',
    "Lunch with Orchid Labs LLC on Friday. Could you tell me who's the CFO over there?",
    BB.name(
      async (d) => (await peopleAt(d, 'Orchid Labs LLC')).filter((c) => c.job_title === 'Chief Financial Officer').map((c) => c.name),
      'CFO of Orchid Labs LLC',
    ),
  ),
  q(
    'CS-t10',
    'territory',
    ['My boss is in Ohio next week and wants to see the third-party accounts there.', 'Which of them has the most contacts on file?'],
    BB.name(async (d) => {
      const cs = await d.territoryContacts();
      const oh = (await TP(d)).filter(inSt('OH'));
      return winners(oh, (x) => cs.filter((c) => c.account_id === x.id).length, 'max').map((x) => x.name);
    }, 'third-party OH account with the most contacts'),
  ),
  q(
    'CS-t11',
    'territory',
    'She is presenting to Falcon Systems Corp this afternoon - do we have a CTO listed for them?',
    BB.yes(
      async (d) => (await peopleAt(d, 'Falcon Systems Corp')).filter((c) => c.job_title === 'Chief Technology Officer').length,
      'a CTO at Falcon Systems Corp',
    ),
  ),
  q(
    'CS-t12',
    'territory',
    'Tomorrow he sits down with Union Motors Inc. What roles do the people we have there hold?',
    BD.titles(async (d) => await d.jobTitles((await territoryAccount(d, 'Union Motors Inc')).id), 'job titles at Union Motors Inc'),
  ),
  q(
    'CS-t13',
    'territory',
    ['The boss is doing a swing through Massachusetts. Which of my accounts are up there?', 'and which is the smallest by revenue?'],
    BB.name(async (d) => winners((await MY(d)).filter(inSt('MA')), (x) => x.revenue, 'min').map((x) => x.name), 'my smallest MA account'),
  ),
  q(
    'CS-t14',
    'territory',
    'For the Denver trip she needs one number: combined revenue of all Colorado accounts, mine and third-party.',
    BB.num(async (d) => revenue((await allTerritory(d)).filter(inSt('CO'))), 'money', 'revenue of all CO territory accounts'),
  ),
  q(
    'CS-t15',
    'territory',
    ['Pull up Meridian Labs Group for me please', "who's the product manager there?"],
    BB.name(
      async (d) => (await peopleAt(d, 'Meridian Labs Group')).filter((c) => c.job_title === 'Product Manager').map((c) => c.name),
      'Product Manager at Meridian Labs Group',
    ),
  ),

  // Someone whose English is a second language.
  q(
    'CS-t16',
    'territory',
    'How many account I have in the state Texas?',
    BB.num(async (d) => (await MY(d)).filter(inSt('TX')).length, 'count', 'my TX accounts'),
  ),
  q(
    'CS-t17',
    'territory',
    'Which of my account in Florida is having the most big revenue?',
    BB.name(async (d) => winners((await MY(d)).filter(inSt('FL')), (x) => x.revenue, 'max').map((x) => x.name), 'my largest FL account'),
  ),
  q(
    'CS-t18',
    'territory',
    'Give me contacts for Cedar Software Corp, please.',
    BB.list(
      async (d) => [(await peopleAt(d, 'Cedar Software Corp')).map((c) => c.name), await contactNames(d)],
      'contacts at Cedar Software Corp',
    ),
  ),
  q(
    'CS-t19',
    'territory',
    'Third party accounts, how many of it is in California?',
    BB.num(async (d) => (await TP(d)).filter(inSt('CA')).length, 'count', 'third-party CA accounts'),
  ),
  q(
    'CS-t20',
    'territory',
    'What is revenue total for my accounts of New York?',
    BB.num(async (d) => revenue((await MY(d)).filter(inSt('NY'))), 'money', 'revenue of my NY accounts'),
  ),
  q(
    'CS-t21',
    'territory',
    ['Show me account third-party in Georgia', 'Which one have less revenue?'],
    BB.name(
      async (d) => winners((await TP(d)).filter(inSt('GA')), (x) => x.revenue, 'min').map((x) => x.name),
      'smallest third-party GA account',
    ),
  ),
  q(
    'CS-t22',
    'territory',
    'Who are sales manager in Juniper Software Corp?',
    BB.list(
      async (d) => [
        (await peopleAt(d, 'Juniper Software Corp')).filter((c) => c.job_title === 'Sales Manager').map((c) => c.name),
        await contactNames(d),
      ],
      'Sales Managers at Juniper Software Corp',
    ),
  ),
  q(
    'CS-t23',
    'territory',
    'How many contact has the job Data Scientist?',
    BB.num(async (d) => (await d.territoryContacts({ job_title: 'Data Scientist' })).length, 'count', 'contacts titled Data Scientist'),
  ),
  q(
    'CS-t24',
    'territory',
    'In what state is located Iron Software Group?',
    BB.state(async (d) => [(await territoryAccount(d, 'Iron Software Group')).state], 'state of Iron Software Group'),
  ),

  // The sales-operations analyst.
  q(
    'CS-t25',
    'territory',
    'Group my accounts by state and count rows. Which state has the second-highest count?',
    BB.state(
      async (d) => [
        nthKey(
          countBy(await MY(d), (x) => x.state),
          2,
          'max',
          'states by my account count',
        ),
      ],
      'state second by my account count',
    ),
  ),
  q(
    'CS-t26',
    'territory',
    'third-party accounts: sum revenue grouped by state, top 3 states desc',
    BC.keys(
      async (d) => [
        topKeys(
          groups(
            await TP(d),
            (x) => x.state,
            (xs) => revenue(xs),
          ),
          3,
          'max',
          'states by third-party revenue',
        ),
        ALL_STATES,
      ],
      'state',
      'top 3 states by third-party revenue',
    ),
  ),
  q(
    'CS-t27',
    'territory',
    'count distinct job_title over all territory contacts',
    BB.num(async (d) => new Set((await d.territoryContacts()).map((c) => c.job_title)).size, 'count', 'distinct territory job titles'),
  ),
  q(
    'CS-t28',
    'territory',
    'Median revenue across the third-party accounts?',
    BB.num(async (d) => median((await TP(d)).map((x) => x.revenue)), 'money', 'median revenue of third-party accounts'),
  ),
  q(
    'CS-t29',
    'territory',
    ['filter my accounts to revenue > 5M and sort descending', 'ok now just give me the row count'],
    BB.num(async (d) => (await MY(d)).filter((x) => x.revenue > 5_000_000).length, 'count', 'my accounts above $5M'),
  ),
  q(
    'CS-t30',
    'territory',
    ['Pivot: number of third party accounts per state.', 'Same pivot on my accounts instead - which state comes out on top?'],
    BB.state(
      async (d) =>
        best(
          countBy(await MY(d), (x) => x.state),
          'max',
        ),
      'state with the most of my accounts',
    ),
  ),
  q(
    'CS-t31',
    'territory',
    'How many rows where job title = Vice President of Sales and the account is one of mine?',
    BB.num(async (d) => (await titledAt(d, await MY(d), 'Vice President of Sales')).length, 'count', 'VPs of Sales at my accounts'),
  ),
  q(
    'CS-t32',
    'territory',
    'Top 5 territory accounts by revenue, mine and third-party combined, sorted high to low.',
    BB.list(
      async (d) => [firstN(await allTerritory(d), (x) => x.revenue, 5, 'max').map((x) => x.name), await territoryNames(d)],
      'top 5 territory accounts by revenue',
    ),
  ),
];

export const SET_CS: HeldOut[] = [...TERRITORY, ...SET_CS_MORE];
