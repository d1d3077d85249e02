// Held-out set BG: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type; not sealed. Four voices, spread evenly over the APIs and kept consistent:
//   (1) a regional director: long multi-clause questions with asides in parentheses;
//   (2) a data-entry clerk checking records one by one: a field of a named record, whether
//       something is on file;
//   (3) a marketing coordinator: leads, their sources and statuses, accounts by industry,
//       campaigns and who to reach;
//   (4) someone typing fast on a phone: no capitals, no punctuation, heavy abbreviations and typos.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 13 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs. Here the
// territory questions; the CRM ones are in set-bg2.ts, those across both APIs and the declines
// in set-bg3.ts.

import type { HeldOut } from './judge.js';
import { avg, q } from './judge.js';
import { allTerritory, BB, contactNames, firstN, median, rev, territoryAccount, territoryContact, territoryNames } from './kinds-bb.js';
import { BE, best, bestGroup, MINE, THIRD } from './kinds-be.js';
import { BG, inStates } from './kinds-bg.js';
import { pct, withAliases } from './kinds-cd.js';
import { T } from './kinds.js';
import { CEO, CFO, CTO, revenue } from './pick.js';
import { SET_BG_MORE } from './set-bg2.js';

const DIRECTOR_OF_MARKETING = 'Director of Marketing';
const DATA_SCIENTIST = 'Data Scientist';

const TERRITORY: HeldOut[] = [
  // (1) The regional director.
  q(
    'BG-t01',
    'territory',
    "Ahead of Thursday's regional review (I'm presenting the southern states, so bear with me), what do my Texas and Florida " +
      'accounts bring in when you add the two states together? One combined revenue figure, please.',
    BB.num(async (d) => rev((await MINE(d)).filter(inStates('TX', 'FL'))), 'money', 'revenue of my accounts in TX and FL'),
  ),
  q(
    'BG-t02',
    'territory',
    'Looking only at my own book (leave the third-party list out of this for now), which state contributes the most revenue ' +
      'in total, and roughly how much is that?',
    BB.each(
      BB.state(
        async (d) => [
          bestGroup(
            await MINE(d),
            (x) => x.state,
            (xs) => rev(xs),
            'max',
            'state with the most revenue of my accounts',
          ),
        ],
        'state with the most revenue of my accounts',
      ),
      BB.num(
        async (d) => {
          const mine = await MINE(d);
          const st = bestGroup(
            mine,
            (x) => x.state,
            (xs) => rev(xs),
            'max',
            'state with the most revenue of my accounts',
          );
          return rev(mine.filter(inStates(st)));
        },
        'money',
        'revenue of my accounts in that state',
      ),
    ),
  ),
  q(
    'BG-t03',
    'territory',
    'For the board pack (they prefer medians to averages, which I suppose is fair when a few giants skew things), what is the ' +
      'median revenue across the third-party accounts?',
    BB.num(async (d) => median((await THIRD(d)).map(revenue)), 'money', 'median revenue of third-party accounts'),
  ),
  q(
    'BG-t04',
    'territory',
    [
      'Could you list my five largest accounts by revenue (my own territory only, not the third-party ones)?',
      'Between those five, how many contacts do we actually have on file, all told (I suspect it is thinner than it should be)?',
    ],
    BB.num(
      async (d) => {
        const ids = new Set(firstN(await MINE(d), revenue, 5, 'max').map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at my five largest accounts',
    ),
  ),
  q(
    'BG-t05',
    'territory',
    'On the third-party side (the list the data provider sent over last quarter), which state carries more total revenue, ' +
      'Illinois or Massachusetts?',
    BG.versus(async (d) => {
      const tp = await THIRD(d);
      return [
        { names: ['Illinois', 'IL'], value: rev(tp.filter(inStates('IL'))) },
        { names: ['Massachusetts', 'MA'], value: rev(tp.filter(inStates('MA'))) },
      ];
    }, 'third-party state with more revenue, IL or MA'),
  ),
  q(
    'BG-t06',
    'territory',
    'Excluding California and Texas (they dominate everything, frankly, and I want to see the rest of the map), how many of my ' +
      'accounts are left, and what is their combined revenue?',
    BB.each(
      BB.num(async (d) => (await MINE(d)).filter((x) => !['CA', 'TX'].includes(x.state)).length, 'count', 'my accounts outside CA and TX'),
      BB.num(
        async (d) => rev((await MINE(d)).filter((x) => !['CA', 'TX'].includes(x.state))),
        'money',
        'revenue of my accounts outside CA and TX',
      ),
    ),
  ),
  q(
    'BG-t07',
    'territory',
    [
      'Could you break the third-party accounts down by state for me (a count per state is plenty)?',
      'And which state has the fewest of them (ignoring the states with none at all, obviously)?',
    ],
    BB.state(
      async (d) => [
        bestGroup(
          await THIRD(d),
          (x) => x.state,
          (xs) => xs.length,
          'min',
          'state with the fewest third-party accounts',
        ),
      ],
      'state with the fewest third-party accounts',
    ),
  ),
  q(
    'BG-t08',
    'territory',
    'Across every contact we hold in the territory data (mine and third-party together, since I want the whole picture), what ' +
      'share are C-level, meaning a CEO, CTO or CFO?',
    BB.num(
      async (d) => {
        const cs = await d.territoryContacts();
        return pct(cs.filter((c) => [CEO, CTO, CFO].includes(c.job_title)).length, cs.length);
      },
      'plain',
      'share of C-level contacts (%)',
    ),
  ),

  // (2) The data-entry clerk.
  q('BG-t09', 'territory', 'Checking a record: what annual revenue is listed for Juniper Biotech Inc?', T.revenueOf('Juniper Biotech Inc')),
  q('BG-t10', 'territory', 'Record check - which state is Harbor Logistics LLC filed under?', T.stateOf('Harbor Logistics LLC')),
  q(
    'BG-t11',
    'territory',
    'Verifying contacts: is there a Grace Martin on file at Iron Health LLC?',
    BB.yes(async (d) => {
      const acc = await territoryAccount(d, 'Iron Health LLC');
      return (await d.territoryContacts({ account_id: acc.id })).filter((c) => c.name === 'Grace Martin').length;
    }, 'Grace Martin at Iron Health LLC'),
  ),
  q(
    'BG-t12',
    'territory',
    'What email address do we have for Kenji Moore?',
    BB.every(async (d) => [(await territoryContact(d, 'Kenji Moore')).email], 'e-mail of Kenji Moore'),
  ),
  q(
    'BG-t13',
    'territory',
    'Does Summit Software Inc have a Chief Executive Officer on record?',
    T.existsTitleAt('Summit Software Inc', CEO),
  ),
  q(
    'BG-t14',
    'territory',
    'Evelyn Rodriguez - which account is she listed under?',
    BB.name(async (d) => {
      const c = await territoryContact(d, 'Evelyn Rodriguez');
      return [(await allTerritory(d)).find((x) => x.id === c.account_id)!.name];
    }, 'account of Evelyn Rodriguez'),
  ),
  q(
    'BG-t15',
    'territory',
    ['Open the record for Vertex Networks Inc, please.', 'Who is the contact there, and what is their job title?'],
    async (a, d) => {
      const acc = await territoryAccount(d, 'Vertex Networks Inc');
      const cs = await d.territoryContacts({ account_id: acc.id });
      if (cs.length !== 1) throw new Error(`Vertex Networks Inc has ${cs.length} contacts (the question assumes one)`);
      const title = cs[0]!.job_title;
      return BB.each(
        BB.name(async () => [cs[0]!.name], 'contact at Vertex Networks Inc'),
        BB.name(async () => [...withAliases(title), ...(title === 'Account Executive' ? ['AE'] : [])], 'their job title'),
      )(a, d);
    },
  ),
  q('BG-t16', 'territory', 'How many contacts are recorded against Orchid Foods Inc?', T.contactCountAt('Orchid Foods Inc')),

  // (3) The marketing coordinator.
  q(
    'BG-t17',
    'territory',
    'For the Tech Transformation campaign, which of the qualifying third-party accounts are based in Texas?',
    BB.list(
      async (d) => [(await d.thirdPartyAccounts('Tech Transformation')).filter(inStates('TX')).map((x) => x.name), await territoryNames(d)],
      'Tech Transformation accounts in Texas',
    ),
  ),
  q(
    'BG-t18',
    'territory',
    "What's the combined revenue of the accounts on the High Value Outreach campaign list?",
    BB.num(async (d) => rev(await d.thirdPartyAccounts('High Value Outreach')), 'money', 'revenue of the High Value Outreach accounts'),
  ),
  q(
    'BG-t19',
    'territory',
    'Which of my accounts have a Director of Marketing we could reach out to?',
    BB.list(async (d) => {
      const withDom = new Set((await d.territoryContacts({ job_title: DIRECTOR_OF_MARKETING })).map((c) => c.account_id));
      return [(await MINE(d)).filter((x) => withDom.has(x.id)).map((x) => x.name), await territoryNames(d)];
    }, 'my accounts with a Director of Marketing'),
  ),
  q(
    'BG-t20',
    'territory',
    'Among the contacts at third-party accounts, which job title shows up most often? Trying to decide who to target first.',
    BB.name(async (d) => {
      const ids = new Set((await THIRD(d)).map((x) => x.id));
      const title = bestGroup(
        (await d.territoryContacts()).filter((c) => ids.has(c.account_id)),
        (c) => c.job_title,
        (xs) => xs.length,
        'max',
        'most common title at third-party accounts',
      );
      return [...withAliases(title), ...(title === 'Account Executive' ? ['AE'] : [])];
    }, 'most common job title at third-party accounts'),
  ),
  q(
    'BG-t21',
    'territory',
    "I'm putting an invite list together for our customer breakfast - can I get the email addresses of everyone at Meridian Labs Group?",
    T.emailsAt('Meridian Labs Group'),
  ),
  q(
    'BG-t22',
    'territory',
    ['Which third-party accounts do we have in Georgia?', 'Which of those has the lowest revenue?'],
    BE.top(async (d) => (await THIRD(d)).filter(inStates('GA')), revenue, 'min', 'third-party Georgia account with the least revenue'),
  ),
  q(
    'BG-t23',
    'territory',
    'What percentage of the third-party accounts qualify for the Tech Transformation campaign?',
    BB.num(
      async (d) => pct((await d.thirdPartyAccounts('Tech Transformation')).length, (await THIRD(d)).length),
      'plain',
      'share of third-party accounts in Tech Transformation (%)',
    ),
  ),
  q(
    'BG-t24',
    'territory',
    'Are there any Data Scientists at my Florida accounts? We have a machine learning newsletter to promote.',
    BB.yes(async (d) => {
      const ids = new Set((await MINE(d)).filter(inStates('FL')).map((x) => x.id));
      return (await d.territoryContacts({ job_title: DATA_SCIENTIST })).filter((c) => ids.has(c.account_id)).length;
    }, 'data scientists at my Florida accounts'),
  ),

  // (4) Typing fast on a phone.
  q(
    'BG-t25',
    'territory',
    ['how mny of my accts r in ny', 'n tx'],
    BB.num(async (d) => (await MINE(d)).filter(inStates('TX')).length, 'count', 'my accounts in Texas'),
  ),
  q(
    'BG-t26',
    'territory',
    'avg revnue 3rd pty accts in ca',
    BB.num(async (d) => avg((await THIRD(d)).filter(inStates('CA')).map(revenue)), 'money', 'average revenue of third-party CA accounts'),
  ),
  q(
    'BG-t27',
    'territory',
    'biggst acct i got in washington state',
    BE.top(async (d) => (await MINE(d)).filter(inStates('WA')), revenue, 'max', 'my Washington account with the most revenue'),
  ),
  q(
    'BG-t28',
    'territory',
    ['my accts ovr 6m', 'whch of those r in ca'],
    BB.list(
      async (d) => [(await MINE(d)).filter((x) => x.revenue > 6_000_000 && x.state === 'CA').map((x) => x.name), await territoryNames(d)],
      'my accounts over $6M in California',
    ),
  ),
  q(
    'BG-t29',
    'territory',
    'who r teh ceos at 3rd party accts in tx',
    BB.list(async (d) => {
      const ids = new Set((await THIRD(d)).filter(inStates('TX')).map((x) => x.id));
      return [
        (await d.territoryContacts({ job_title: CEO })).filter((c) => ids.has(c.account_id)).map((c) => c.name),
        await contactNames(d),
      ];
    }, 'CEOs at third-party Texas accounts'),
  ),
  q(
    'BG-t30',
    'territory',
    'total rev all accts mine n 3rd party togther',
    BB.num(async (d) => rev(await allTerritory(d)), 'money', 'revenue of all territory accounts'),
  ),
  q(
    'BG-t31',
    'territory',
    'smallest 3rd party acct n who wrks there',
    BB.each(
      BE.top(THIRD, revenue, 'min', 'third-party account with the least revenue'),
      BE.people(
        async (d) => best(await THIRD(d), revenue, 'min', 'smallest third-party account').name,
        'contacts at the smallest third-party account',
      ),
    ),
  ),
  q(
    'BG-t32',
    'territory',
    'my accts per state jsut ny ma pa',
    BG.byState(
      async (d) => {
        const mine = await MINE(d);
        return ['NY', 'MA', 'PA'].map((s) => ({ key: s, value: mine.filter(inStates(s)).length }));
      },
      'count',
      'my accounts in NY, MA and PA',
    ),
  ),
];

export const SET_BG: HeldOut[] = [...TERRITORY, ...SET_BG_MORE];
