// Held-out set BS. Written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type. Four voices, 20 questions each: a marketing-operations person asking about leads,
// their sources and their statuses; an executive comparing the territory accounts with the
// CRM's, and groups with each other; someone who phrases everything as an instruction ("Give
// me...", "Show...", "List..., sorted by...", "Break down..."); and a non-native English speaker
// whose word order and articles are sometimes off. 80 questions: 32 territory, 32 CRM, 6 that
// need both APIs (labelled by the API whose figure answers them), 10 to be declined; 12 are
// follow-ups asked in one session (the last answer is judged). Every expected answer is computed
// from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bs2.ts, the questions across both APIs
// and the declines in set-bs3.ts.

import type { HeldOut } from './judge.js';
import { avg, q } from './judge.js';
import { TAZ } from './kinds-az.js';
import { BD, peopleAt } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { MINE_WORDS } from './kinds-bs.js';
import { ANY, inStates, TC } from './kinds-cd.js';
import { TI } from './kinds-i.js';
import { T } from './kinds.js';
import { CEO, CFO, notIn } from './pick.js';
import { SET_BS_CRM } from './set-bs2.js';

const DOM = 'Director of Marketing';

const TERRITORY: HeldOut[] = [
  // The marketing-operations person.
  q(
    'BS-t01',
    'territory',
    'For our event invites: how many Directors of Marketing do we have across the territory contact list?',
    T.countTitle(DOM),
  ),
  q(
    'BS-t02',
    'territory',
    [
      'Which of my accounts have a Director of Marketing on file?',
      'Narrow that to the New York ones, those are the only ones our field events team can reach this quarter.',
    ],
    TC.accountsWithTitle('my', inStates('NY'), DOM),
  ),

  // The executive.
  q(
    'BS-t03',
    'territory',
    'Stack my own territory up against the third-party book: which side carries more total revenue, and what is the gap?',
    BH.versus(
      async (d) => ({
        options: [MINE_WORDS, ['third-party', 'third party']],
        values: [
          (await d.myAccounts()).reduce((s, x) => s + x.revenue, 0),
          (await d.thirdPartyAccounts()).reduce((s, x) => s + x.revenue, 0),
        ],
      }),
      'money',
      'total revenue, my accounts vs third-party',
    ),
  ),
  q(
    'BS-t04',
    'territory',
    'Is the average revenue of my Texas accounts above the average of my California accounts?',
    BP.yesIf(
      async (d) => {
        const mine = await d.myAccounts();
        const of = (code: string): number => avg(mine.filter((x) => x.state === code).map((x) => x.revenue));
        return of('TX') > of('CA');
      },
      'my TX average above my CA average',
      {
        yes: /\b(higher|above|more|greater|larger|exceeds?)\b/i,
        no: /\b(not|lower|less|below|smaller|trails?)\b/i,
      },
    ),
  ),
  q(
    'BS-t05',
    'territory',
    'What fraction of my accounts clear five million dollars in revenue?',
    BP.share(
      async (d) => {
        const mine = await d.myAccounts();
        return [mine.filter((x) => x.revenue > 5_000_000).length, mine.length];
      },
      'share of my accounts above $5M',
      true,
    ),
  ),
  q(
    'BS-t06',
    'territory',
    'Ember Logistics Inc or Delta Dynamics Inc: which of the two is the bigger business by revenue, and by how much?',
    BH.versus(
      async (d) => {
        const every = [...(await d.myAccounts()), ...(await d.thirdPartyAccounts())];
        const rev = (name: string): number => every.find((x) => x.name === name)!.revenue;
        return {
          options: [['Ember Logistics Inc'], ['Delta Dynamics Inc']],
          values: [rev('Ember Logistics Inc'), rev('Delta Dynamics Inc')],
        };
      },
      'money',
      'Ember Logistics Inc vs Delta Dynamics Inc',
    ),
  ),
  q('BS-t07', 'territory', 'For the board pack, what is the median revenue among the third-party accounts?', TC.median('tp')),
  q(
    'BS-t08',
    'territory',
    ['Which state brings in the most revenue across my accounts?', 'And which one brings in the least?'],
    T.stateByRevenue('my', 'min'),
  ),
  q(
    'BS-t09',
    'territory',
    ['Who are the three largest third-party accounts, revenue-wise?', 'And the three smallest?'],
    TC.topN('tp', ANY, 3, 'min'),
  ),
  q(
    'BS-t10',
    'territory',
    'Quick gut check before the review: do my Florida accounts bring in more combined revenue than my New York accounts do?',
    BP.yesIf(
      async (d) => {
        const mine = await d.myAccounts();
        const of = (code: string): number => mine.filter((x) => x.state === code).reduce((s, x) => s + x.revenue, 0);
        return of('FL') > of('NY');
      },
      'my FL revenue above my NY revenue',
      {
        yes: /\b(higher|above|more|greater|larger|exceeds?|ahead)\b/i,
        no: /\b(not|lower|less|below|smaller|behind)\b/i,
      },
    ),
  ),

  // The one who gives instructions.
  q(
    'BS-t11',
    'territory',
    'List my Illinois accounts, sorted by revenue from highest to lowest.',
    TAZ.ranked('my', inStates('IL'), 'my IL accounts'),
  ),
  q(
    'BS-t12',
    'territory',
    ['Show the third-party accounts in Florida.', 'Give me their total revenue.'],
    TC.sum('tp', inStates('FL'), 'in FL'),
  ),
  q('BS-t13', 'territory', 'Show the contacts at Ember Biotech Corp, along with their job titles.', T.contactsAt('Ember Biotech Corp')),
  q('BS-t14', 'territory', 'Break down my accounts by state, with a count next to each state.', TI.stateBreakdown('my')),
  q('BS-t15', 'territory', 'Show every CFO working at one of my accounts.', TC.contactList('my', ANY, CFO)),
  q('BS-t16', 'territory', 'Give me the email addresses of everyone at Willow Energy Group.', T.emailsAt('Willow Energy Group')),
  q(
    'BS-t17',
    'territory',
    ['Show the third-party accounts in Washington.', 'Now keep only the ones above $2.7 million.'],
    TC.list('tp', (x) => x.state === 'WA' && x.revenue > 2_700_000, 'in WA above $2.7M'),
  ),
  q('BS-t18', 'territory', 'Give me the average revenue of my accounts, excluding California.', TC.avg('my', notIn('CA'), 'outside CA')),
  q(
    'BS-t19',
    'territory',
    'List the job titles of the people working at Apex Networks Group.',
    BD.titles(async (d) => (await peopleAt(d, 'Apex Networks Group')).map((c) => c.job_title), 'job titles at Apex Networks Group'),
  ),
  q(
    'BS-t20',
    'territory',
    'Show me the smallest third-party account in Texas by revenue.',
    TC.pick('tp', inStates('TX'), 'min', 'third-party account in TX'),
  ),

  // The non-native speaker.
  q('BS-t21', 'territory', 'How many account I have in the state Georgia?', T.count('my', 'GA')),
  q(
    'BS-t22',
    'territory',
    'Which is the biggest third party account in Ohio, by the revenue?',
    TC.pick('tp', inStates('OH'), 'max', 'third-party account in OH'),
  ),
  q('BS-t23', 'territory', 'In which state is located Harbor Networks Co?', T.stateOf('Harbor Networks Co')),
  q('BS-t24', 'territory', 'Who is working at Pioneer Software Group? Please give me the names.', T.contactsAt('Pioneer Software Group')),
  q('BS-t25', 'territory', 'The revenue of Union Motors Inc, how much it is?', T.revenueOf('Union Motors Inc')),
  q(
    'BS-t26',
    'territory',
    ['Show me the accounts of mine in Massachusetts.', 'From these, which one have the less revenue?'],
    TC.pick('my', inStates('MA'), 'min', 'my account in MA'),
  ),
  q('BS-t27', 'territory', 'Is there some CEO in the Union Ventures Group?', T.existsTitleAt('Union Ventures Group', CEO)),
  q('BS-t28', 'territory', 'How many contacts are there in total at the accounts of me?', T.contactsInScope('my')),
  q('BS-t29', 'territory', 'What is the job of Omar Rodriguez?', TC.titleOf('Omar Rodriguez')),
  q('BS-t30', 'territory', 'For which company Priya Clark is working?', TC.accountOf('Priya Clark')),
  q(
    'BS-t31',
    'territory',
    'The third party accounts with revenue between 1 and 2 million, which ones are they?',
    T.listRevenueRange('tp', 1_000_000, 2_000_000),
  ),
  q(
    'BS-t32',
    'territory',
    'How much is revenue of my accounts in Colorado and in Oregon, the both together?',
    TC.sum('my', inStates('CO', 'OR'), 'in CO and OR'),
  ),
];

export const SET_BS: HeldOut[] = [...TERRITORY, ...SET_BS_CRM];
