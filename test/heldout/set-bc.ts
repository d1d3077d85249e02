// Held-out set BC: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice: a sales manager newly hired and learning the book of
// business in week one (plain but wordy, polite openers); a busy field rep typing on a phone
// (short, lowercase, abbreviations, a typo or two, no question marks); a finance partner who wants
// exact figures (sums, averages, medians, percentages, differences, to the cent); and a
// non-native English speaker (slightly unusual word order or prepositions, clear meaning). 80
// questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 12 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bc2.ts, the questions across both APIs
// and the declines in set-bc3.ts.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { allTerritory, BB, contactNames, firstN, inSt, listOf, median, MY, rev, territoryAccount, territoryNames, TP } from './kinds-bb.js';
import { BC, theOne } from './kinds-bc.js';
import { withAliases } from './kinds-cd.js';
import { TERRITORY_TITLES } from './kinds-k.js';
import { CEO, notIn } from './pick.js';
import { SET_BC_MORE } from './set-bc2.js';

/** The contacts of a named territory account. */
const contactsOf = async (d: DataAccess, name: string) => d.territoryContacts({ account_id: (await territoryAccount(d, name)).id });

const TERRITORY: HeldOut[] = [
  // The new sales manager.
  q(
    'BC-t01',
    'territory',
    'Hi, I just joined the team this week. Can you tell me how many of my own accounts are located in Illinois?',
    BB.num(async (d) => (await MY(d)).filter(inSt('IL')).length, 'count', 'my accounts in IL'),
  ),
  q(
    'BC-t02',
    'territory',
    "I'd like to know which one of my accounts has the highest revenue, and how much revenue that account brings in.",
    BB.each(
      BB.name(async (d) => [theOne(await MY(d), (x) => x.revenue, 'max', 'my accounts').name], 'my top account by revenue'),
      BB.num(async (d) => theOne(await MY(d), (x) => x.revenue, 'max', 'my accounts').revenue, 'money', 'revenue of my top account'),
    ),
  ),
  q(
    'BC-t03',
    'territory',
    "Can you tell me who the contacts are at Juniper Software Corp? I'd also like to know what their job titles are.",
    BB.list(
      async (d) => [(await contactsOf(d, 'Juniper Software Corp')).map((c) => c.name), await contactNames(d)],
      'contacts at Juniper Software Corp',
    ),
  ),
  q(
    'BC-t04',
    'territory',
    "I'm trying to get a feel for my territory. Could you tell me how many different states my own accounts are spread across?",
    BB.num(async (d) => new Set((await MY(d)).map((x) => x.state)).size, 'count', 'distinct states of my accounts'),
  ),
  q(
    'BC-t05',
    'territory',
    ['Can you show me the accounts I have in Massachusetts, please?', 'Thank you. And which one of those has the lowest revenue?'],
    BB.name(
      async (d) => [theOne((await MY(d)).filter(inSt('MA')), (x) => x.revenue, 'min', 'my MA accounts').name],
      'lowest-revenue of my MA accounts',
    ),
  ),
  q(
    'BC-t06',
    'territory',
    "I'd like to understand which group brings in more total revenue: my accounts in Florida, or my accounts in Arizona?",
    BC.first(async (d) => {
      const fl = rev((await MY(d)).filter(inSt('FL')));
      const az = rev((await MY(d)).filter(inSt('AZ')));
      if (fl === az) throw new Error('FL and AZ tie');
      return {
        options: [
          ['Florida', 'FL'],
          ['Arizona', 'AZ'],
        ],
        winner: fl > az ? 0 : 1,
      };
    }, 'state group with more revenue (my FL vs my AZ)'),
  ),
  q(
    'BC-t07',
    'territory',
    'Could you tell me whether I have any accounts of my own in Ohio?',
    BB.yes(async (d) => (await MY(d)).filter(inSt('OH')).length, 'my accounts in OH'),
  ),
  q(
    'BC-t08',
    'territory',
    'Can you tell me which job title is the least common among all of the territory contacts?',
    BB.name(async (d) => {
      const g = groups(
        await d.territoryContacts(),
        (c) => c.job_title,
        (xs) => xs.length,
      );
      return withAliases(theOne(g, (x) => x.value, 'min', 'job titles').key);
    }, 'least common job title'),
  ),
  q(
    'BC-t09',
    'territory',
    "I'd like to know how many of my accounts don't have a Chief Executive Officer among their contacts.",
    BB.num(
      async (d) => {
        const withCeo = new Set((await d.territoryContacts({ job_title: CEO })).map((c) => c.account_id));
        return (await MY(d)).filter((x) => !withCeo.has(x.id)).length;
      },
      'count',
      'my accounts without a CEO contact',
    ),
  ),
  // The field rep on a phone.
  q(
    'BC-t10',
    'territory',
    'rev for keystone robotics grp',
    BB.num(async (d) => (await territoryAccount(d, 'Keystone Robotics Group')).revenue, 'money', 'revenue of Keystone Robotics Group'),
  ),
  q(
    'BC-t11',
    'territory',
    'whos the ceo at nova motors corp',
    BB.name(
      async (d) => (await contactsOf(d, 'Nova Motors Corp')).filter((c) => c.job_title === CEO).map((c) => c.name),
      'CEO at Nova Motors Corp',
    ),
  ),
  q(
    'BC-t12',
    'territory',
    ['my accts in new york', 'sort em by revenue high to low'],
    BC.ordered(async (d) => {
      const xs = [...(await MY(d)).filter(inSt('NY'))].sort((x, y) => y.revenue - x.revenue);
      if (new Set(xs.map((x) => x.revenue)).size !== xs.length) throw new Error('two NY accounts tie on revenue');
      return [xs.map((x) => x.name), await territoryNames(d)];
    }, 'my NY accounts, revenue high to low'),
  ),
  q(
    'BC-t13',
    'territory',
    'top 3 of my accts in cali by rev',
    BB.list(
      async (d) =>
        listOf(
          d,
          firstN((await MY(d)).filter(inSt('CA')), (x) => x.revenue, 3, 'max'),
        ),
      'top 3 of my CA accounts',
    ),
  ),
  q(
    'BC-t14',
    'territory',
    ['3rd party accts in texas', 'which ones the smallest'],
    BB.name(
      async (d) => [theOne((await TP(d)).filter(inSt('TX')), (x) => x.revenue, 'min', 'third-party TX').name],
      'smallest third-party account in TX',
    ),
  ),
  q(
    'BC-t15',
    'territory',
    ['contacts at willow foods co', 'need there emails too'],
    BB.every(async (d) => (await contactsOf(d, 'Willow Foods Co')).map((c) => c.email), 'e-mails of the contacts at Willow Foods Co'),
  ),
  q(
    'BC-t16',
    'territory',
    'how many contacts on file at redwood cloud inc',
    BB.num(async (d) => (await contactsOf(d, 'Redwood Cloud Inc')).length, 'count', 'contacts at Redwood Cloud Inc'),
  ),
  q(
    'BC-t17',
    'territory',
    'any cfo at apex systems inc',
    BB.yes(
      async (d) => (await contactsOf(d, 'Apex Systems Inc')).filter((c) => c.job_title === 'Chief Financial Officer').length,
      'a CFO at Apex Systems Inc',
    ),
  ),
  // The finance partner.
  q(
    'BC-t18',
    'territory',
    'What is the average revenue of my Texas accounts, to the cent?',
    BB.num(async (d) => avg((await MY(d)).filter(inSt('TX')).map((x) => x.revenue)), 'money', 'average revenue of my TX accounts'),
  ),
  q(
    'BC-t19',
    'territory',
    'What is the median revenue across all 100 territory accounts, mine and third-party combined?',
    BB.num(async (d) => median((await allTerritory(d)).map((x) => x.revenue)), 'money', 'median revenue of all territory accounts'),
  ),
  q(
    'BC-t20',
    'territory',
    "What percentage of my accounts' total revenue comes from my California accounts? Two decimals, please.",
    BB.num(async (d) => (100 * rev((await MY(d)).filter(inSt('CA')))) / rev(await MY(d)), 'plain', 'CA share of my revenue (%)'),
  ),
  q(
    'BC-t21',
    'territory',
    'What is the exact difference between the total revenue of my New York accounts and that of the third-party accounts in New York?',
    BB.num(
      async (d) => Math.abs(rev((await MY(d)).filter(inSt('NY'))) - rev((await TP(d)).filter(inSt('NY')))),
      'money',
      'my NY revenue vs third-party NY revenue',
    ),
  ),
  q(
    'BC-t22',
    'territory',
    'How many of my accounts have revenue under $1,000,000?',
    BB.num(async (d) => (await MY(d)).filter((x) => x.revenue < 1_000_000).length, 'count', 'my accounts under $1M'),
  ),
  q(
    'BC-t23',
    'territory',
    'Total revenue of my accounts outside California and Texas, please. I need the exact figure.',
    BB.num(async (d) => rev((await MY(d)).filter(notIn('CA', 'TX'))), 'money', 'my revenue outside CA and TX'),
  ),
  q(
    'BC-t24',
    'territory',
    ['Which accounts does the High Value Outreach campaign pick?', 'What is their combined revenue?'],
    BB.num(async (d) => rev(await d.thirdPartyAccounts('High Value Outreach')), 'money', 'revenue of the High Value Outreach accounts'),
  ),
  q(
    'BC-t25',
    'territory',
    'On average, how many contacts does a third-party account have? Give it to two decimals.',
    BC.decimal(async (d) => {
      const ids = new Set((await TP(d)).map((x) => x.id));
      return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length / ids.size;
    }, 'contacts per third-party account'),
  ),
  q(
    'BC-t26',
    'territory',
    'Sum of revenue for my accounts with revenue between $2 million and $3 million?',
    BB.num(
      async (d) => rev((await MY(d)).filter((x) => x.revenue >= 2_000_000 && x.revenue <= 3_000_000)),
      'money',
      'my revenue, accounts between $2M and $3M',
    ),
  ),
  // The non-native speaker.
  q(
    'BC-t27',
    'territory',
    'From my accounts in Colorado, which one is having the biggest revenue?',
    BB.name(
      async (d) => [theOne((await MY(d)).filter(inSt('CO')), (x) => x.revenue, 'max', 'my CO accounts').name],
      'my CO account with the most revenue',
    ),
  ),
  q(
    'BC-t28',
    'territory',
    'Please give me all contacts with the title Data Scientist which are working at third-party accounts.',
    BB.list(async (d) => {
      const ids = new Set((await TP(d)).map((x) => x.id));
      return [
        (await d.territoryContacts({ job_title: 'Data Scientist' })).filter((c) => ids.has(c.account_id)).map((c) => c.name),
        await contactNames(d),
      ];
    }, 'Data Scientists at third-party accounts'),
  ),
  q(
    'BC-t29',
    'territory',
    'How much revenue have Harbor Labs Inc?',
    BB.num(async (d) => (await territoryAccount(d, 'Harbor Labs Inc')).revenue, 'money', 'revenue of Harbor Labs Inc'),
  ),
  q(
    'BC-t30',
    'territory',
    'In which state is located Granite Health Inc?',
    BB.state(async (d) => [(await territoryAccount(d, 'Granite Health Inc')).state], 'state of Granite Health Inc'),
  ),
  q(
    'BC-t31',
    'territory',
    'For the campaign Tech Transformation, how many accounts it is giving?',
    BB.num(
      async (d) => (await d.thirdPartyAccounts('Tech Transformation')).length,
      'count',
      'accounts of the Tech Transformation campaign',
    ),
  ),
  q(
    'BC-t32',
    'territory',
    ['Show me please the job titles at Summit Robotics Inc.', 'And for Apex Systems Inc?'],
    BC.keys(
      async (d) => [await d.jobTitles((await territoryAccount(d, 'Apex Systems Inc')).id), TERRITORY_TITLES],
      'title',
      'job titles at Apex Systems Inc',
    ),
  ),
];

export const SET_BC: HeldOut[] = [...TERRITORY, ...SET_BC_MORE];
