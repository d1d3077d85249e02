// Sealed set AT: written by a helper who did not read the planner (nor its lexicon, its notes or
// its bench results), as an honest held-out measure of it. Four kinds of user: a finance person
// precise about bookings, totals, percentages and what is included or excluded; a new sales rep
// onboarding who talks about "my patch", "my book of business", "my area"; a data analyst with
// spreadsheet and database words (count distinct, group by, sorted descending, filter where);
// and someone typing bare keywords with no grammar. 80 questions: 32 territory, 32 CRM, 6 that
// need both APIs (labelled by the API whose figure answers them), 10 to be declined; 10 are
// follow-ups asked in one session (the last answer is judged). A few answers are zero or "no";
// dates relative to today are read when the checker runs. The territory questions and those
// across both APIs are here; the CRM ones and the declines are in set-at2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, T, both } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { TACC, isUS } from './kinds-k.js';
import { XM } from './kinds-m.js';
import { TO } from './kinds-o.js';
import { BR } from './kinds-r.js';
import { BS } from './kinds-s.js';
import { BAE } from './kinds-ae.js';
import { Z } from './kinds-z.js';
import { CFO, CTO, M, notIn, revenue } from './pick.js';
import { SET_AT_MORE } from './set-at2.js';

const TERRITORY: HeldOut[] = [
  q('AT-t01', 'territory', 'In my patch, how many accounts are based in Massachusets?', TC.count('my', inStates('MA'), 'in MA')),
  q(
    'AT-t02',
    'territory',
    'What is the total revenue of my book of business? All states included, third-party accounts not included.',
    TC.sum('my', ANY, 'in every state'),
  ),
  q('AT-t03', 'territory', 'count distinct state over my accounts', T.distinctStates('my')),
  q('AT-t04', 'territory', 'third party ohio revenue total', TC.sum('tp', inStates('OH'), 'in OH')),
  q(
    'AT-t05',
    'territory',
    'Do I own any accounts in Ohio? If so how many; if not just say zero.',
    Z.countOrNone(TACC('my'), inStates('OH'), 'my accounts in OH'),
  ),
  q('AT-t06', 'territory', 'third-party accts: group by state, sum(revenue)', TO.revenueByState('tp')),
  q('AT-t07', 'territory', 'Which account in my area brings in the least money?', TC.pick('my', ANY, 'min', 'of my accounts')),
  q(
    'AT-t08',
    'territory',
    'What percentage of the revenue in my book comes from California accounts?',
    TE.revenueShare('my', inStates('CA'), 'in CA'),
  ),
  q(
    'AT-t09',
    'territory',
    "I just took over this territory last week and I'm still learning it. Which of my accounts are in Arizona?",
    TC.list('my', inStates('AZ'), 'in AZ'),
  ),
  q('AT-t10', 'territory', 'my accounts sorted descending by revenue, first 4 rows only', TC.topN('my', ANY, 4, 'max')),
  q(
    'AT-t11',
    'territory',
    'Average revenue per account across my territory, leaving out both Texas and New York.',
    TC.avg('my', notIn('TX', 'NY'), 'outside TX and NY'),
  ),
  q(
    'AT-t12',
    'territory',
    'Do my Illinois accounts bring in more revenue combined than my Washington accounts? yes/no',
    Z.larger(
      { load: TACC('my'), pred: inStates('IL'), value: revenue },
      { load: TACC('my'), pred: inStates('WA'), value: revenue },
      'my IL revenue above my WA revenue',
    ),
  ),
  q('AT-t13', 'territory', 'Mateo Rodriguez - which company is he with?', TC.accountOf('Mateo Rodriguez')),
  q('AT-t14', 'territory', 'omar lewis email', TC.emailOf('Omar Lewis')),
  q('AT-t15', 'territory', 'Who are the people we have on file over at Redwood Systems LLC?', T.contactsAt('Redwood Systems LLC')),
  q('AT-t16', 'territory', 'whats keystone robotics group pulling in, revenue wise', T.revenueOf('Keystone Robotics Group')),
  q(
    'AT-t17',
    'territory',
    'filter my accounts where revenue < 1,000,000 and give me the row count',
    TC.count('my', (x) => x.revenue < M, 'under $1M'),
  ),
  q(
    'AT-t18',
    'territory',
    'Is there any third-party account doing more than 9.5 million in revenue?',
    TC.exists('tp', (x) => x.revenue > 9.5 * M, 'over $9.5M'),
  ),
  q('AT-t19', 'territory', 'How many CTOs do I have accross my accounts?', TC.contactCount('my', ANY, CTO)),
  q('AT-t20', 'territory', 'Across my book, count the accounts that have nobody with a CFO title.', TE.withoutTitle('my', CFO)),
  q('AT-t21', 'territory', 'third party revenue highest state', T.stateByRevenue('tp', 'max')),
  q(
    'AT-t22',
    'territory',
    'Gap in revenue between Summit Software Inc and Falcon Media LLC, in dollars?',
    TC.diff('Summit Software Inc', 'Falcon Media LLC'),
  ),
  q('AT-t23', 'territory', 'Harbor Labs Inc: is that one of my own accounts?', TG.isMine('Harbor Labs Inc')),
  q(
    'AT-t24',
    'territory',
    'third-party accounts located in Pennsylvania, Arizona or Oregon - list please',
    TC.list('tp', inStates('PA', 'AZ', 'OR'), 'in PA, AZ or OR'),
  ),
  q(
    'AT-t25',
    'territory',
    'What % of my accounts have revenue above $5M?',
    TC.share('my', (x) => x.revenue > 5 * M, 'over $5M'),
  ),
  q('AT-t26', 'territory', 'What roles do the contacts at Juniper Foods LLC hold?', T.titlesAt('Juniper Foods LLC')),
  q('AT-t27', 'territory', 'headcount of contacts across my whole book, total', T.contactsInScope('my')),
  q(
    'AT-t28',
    'territory',
    ['how many 3rd party accounts in washington', 'show me the names', 'top one by revenue out of that bunch?'],
    TC.pick('tp', inStates('WA'), 'max', 'of the third-party accounts in WA'),
  ),
  q(
    'AT-t29',
    'territory',
    ['Total revenue of my New York accounts?', 'And how many accounts make up that total?'],
    TC.count('my', inStates('NY'), 'in NY'),
  ),
  q(
    'AT-t30',
    'territory',
    ['average revenue of my accounts', 'now the third-party ones, same figure'],
    TC.avg('tp', ANY, 'in every state'),
  ),
  q(
    'AT-t31',
    'territory',
    ['which of my accounts have a VP of Sales', 'how many accounts is that'],
    TG.countWithTitle('my', 'Vice President of Sales'),
  ),
  q(
    'AT-t32',
    'territory',
    'How many third-party accounts are there in Florida, and which one of them has the highest revenue?',
    both(TC.count('tp', inStates('FL'), 'in FL'), TC.pick('tp', inStates('FL'), 'max', 'of the third-party accounts in FL')),
  ),
];

// Both APIs (labelled by the API whose figure answers).
const BOTH: HeldOut[] = [
  q(
    'AT-b01',
    'crm',
    'Take the smallest account in my book by revenue. What is the open CRM pipeline, in dollars, for accounts in that same state?',
    BR.openValueInStateOfPick('my', 'min'),
  ),
  q(
    'AT-b02',
    'crm',
    ['third-party accounts in ohio - how many', 'switching to the CRM: how many accounts does it have in Ohio?'],
    C.count(ACCOUNTS, (x) => isUS(x) && x.state === 'OH', 'CRM accounts in OH'),
  ),
  q(
    'AT-b03',
    'territory',
    'Find the state where the CRM holds the most US accounts, then give me the average revenue of my territory accounts in that state.',
    BAE.territoryAvgInCrmBusiestState('my'),
  ),
  q(
    'AT-b04',
    'crm',
    'Juniper Networks Inc is in my patch. How many CRM contacts work at accounts in the same state as it?',
    BS.crmContactsInStateOf('Juniper Networks Inc'),
  ),
  q('AT-b05', 'crm', 'How many more CFOs does the CRM list than the territory contacts do?', XM.titleGap(CFO)),
  q(
    'AT-b06',
    'territory',
    'Compare Colorado across both systems: how many territory accounts (mine plus third-party) and how many CRM accounts are there?',
    both(
      TC.count('all', inStates('CO'), 'in CO'),
      C.count(ACCOUNTS, (x) => isUS(x) && x.state === 'CO', 'CRM accounts in CO'),
    ),
  ),
];

export const SET_AT: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AT_MORE];
