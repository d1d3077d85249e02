// Sealed set AS: written by a helper who did not read the planner (nor its lexicon, its notes or
// its bench results), as an honest held-out measure of it. Four kinds of user: a rep typing on a
// phone between meetings (terse, lowercase, "accts", "opps", "qtr", a few typos), someone whose
// English is a second language (unusual word order and prepositions, clear meaning), a sales-ops
// analyst who gives context before the question, and a manager asking for comparisons and ranks.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 13 are follow-ups asked in one session (the last answer is
// judged). Dates relative to today are read when the checker runs. The territory questions and
// those across both APIs are here; the CRM ones and the declines are in set-as2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, T, both } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { isUS } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { BO } from './kinds-o.js';
import { BQ } from './kinds-q.js';
import { BY } from './kinds-y.js';
import { CEO, CFO, CTO, M, named, notIn } from './pick.js';
import { SET_AS_MORE } from './set-as2.js';

const TERRITORY: HeldOut[] = [
  q('AS-t01', 'territory', 'how many accts do i have in wa state', TC.count('my', inStates('WA'), 'in WA')),
  q('AS-t02', 'territory', 'Rank my Florida accounts from highest to lowest revenue.', TI.ranked('my', inStates('FL'), 'max', 'in FL')),
  q(
    'AS-t03',
    'territory',
    'Which third party accounts have the revenue between 6 and 7 millions?',
    TC.list('tp', (x) => x.revenue >= 6 * M && x.revenue <= 7 * M, 'with revenue from $6M to $7M'),
  ),
  q(
    'AS-t04',
    'territory',
    'how many of my accts are btwn 2 and 5 mil in rev',
    TC.count('my', (x) => x.revenue >= 2 * M && x.revenue <= 5 * M, 'with revenue from $2M to $5M'),
  ),
  q('AS-t05', 'territory', 'NY or Florida: where does my territory make more money?', TE.compareStateRevenue('my', 'NY', 'FL')),
  q('AS-t06', 'territory', 'total rev on my accts, not counting california', TC.sum('my', notIn('CA'), 'outside CA')),
  q(
    'AS-t07',
    'territory',
    "I'm putting together a benchmark for partner-sourced accounts and the two biggest states skew everything, so I want them out. " +
      'Looking only at third-party accounts and excluding Texas and California, what is the average revenue per account?',
    TC.avg('tp', notIn('CA', 'TX'), 'outside CA and TX'),
  ),
  q('AS-t08', 'territory', 'For each state please give me how many accounts I am having.', TI.stateBreakdown('my')),
  q('AS-t09', 'territory', 'top 3 third-party accounts in Florida, by revenue', TC.topN('tp', inStates('FL'), 3, 'max')),
  q('AS-t10', 'territory', 'whats the tiniest account i got in new york', TC.pick('my', inStates('NY'), 'min', 'of my accounts in NY')),
  q(
    'AS-t11',
    'territory',
    'share of 3rd party accts making more than 5M, in percent?',
    TC.share('tp', (x) => x.revenue > 5 * M, 'over $5M'),
  ),
  q('AS-t12', 'territory', 'need the cfo name @ nova motors corp', TC.contactList('all', named('Nova Motors Corp'), CFO)),
  q('AS-t13', 'territory', 'Harbor Logistics LLC, in what state it is located?', T.stateOf('Harbor Logistics LLC')),
  q('AS-t14', 'territory', 'priya walker job title', TC.titleOf('Priya Walker')),
  q('AS-t15', 'territory', 'kenji taylor email adress?', TC.emailOf('Kenji Taylor')),
  q('AS-t16', 'territory', 'At Ember Systems LLC how many contacts we have?', T.contactCountAt('Ember Systems LLC')),
  q(
    'AS-t17',
    'territory',
    'How far ahead of Willow Biotech Group is Iron Software Group on revenue, in dollars?',
    TC.diff('Iron Software Group', 'Willow Biotech Group'),
  ),
  q('AS-t18', 'territory', 'median revenue, third-party accounts', TC.median('tp')),
  q('AS-t19', 'territory', 'Which state holds the largest number of my accounts?', T.stateByCount('my', 'max')),
  q('AS-t20', 'territory', 'how many software engineers across my accts', TC.contactCount('my', ANY, 'Software Engineer')),
  q('AS-t21', 'territory', 'Show me my accounts where there is a VP of Sales.', TC.accountsWithTitle('my', ANY, 'Vice President of Sales')),
  q('AS-t22', 'territory', 'Looking at average revenue per account, which state leads in my own territory?', TC.stateAvg('my', 'max')),
  q('AS-t23', 'territory', 'high value outreach campaign - how many accts on it', T.campaignCount('High Value Outreach')),
  q('AS-t24', 'territory', 'Which is the third biggest third-party account by the revenue?', TC.nth('tp', 3, 'max')),
  q('AS-t25', 'territory', 'How many of my accounts have no CEO on file?', TE.withoutTitle('my', CEO)),
  q(
    'AS-t26',
    'territory',
    'third party accts in georgia: how many, and whats the total revenue',
    both(TC.count('tp', inStates('GA'), 'in GA'), TC.sum('tp', inStates('GA'), 'in GA')),
  ),
  q('AS-t27', 'territory', 'is quantum labs group one of mine?', TG.isMine('Quantum Labs Group')),
  q(
    'AS-t28',
    'territory',
    ['colorado accts of mine, list em', 'ok and the third-party ones in the same state?'],
    T.listInState('tp', 'CO'),
  ),
  q('AS-t29', 'territory', ['my five largest accounts pls', 'what do those five add up to'], TG.topNSum('my', 5)),
  q(
    'AS-t30',
    'territory',
    ['how many contacts do we have at Apex Systems Inc', 'who are they', 'is one of them the CEO?'],
    T.existsTitleAt('Apex Systems Inc', CEO),
  ),
  q('AS-t31', 'territory', ['avg revenue for my texas accounts', 'same figure for oregon'], TC.avg('my', inStates('OR'), 'in OR')),
  q(
    'AS-t32',
    'territory',
    ['third-party accounts above 7 million', 'drop the Illinois ones'],
    TC.list('tp', (x) => x.revenue > 7 * M && x.state !== 'IL', 'over $7M outside IL'),
  ),
];

// Both APIs (labelled by the API whose figure answers).
const BOTH: HeldOut[] = [
  q(
    'AS-b01',
    'crm',
    'my biggest account by revenue is in some state. how many CRM accounts are in that same state?',
    BO.crmCountInStateOfTop('my'),
  ),
  q('AS-b02', 'crm', 'Counting the territory contacts and the CRM contacts together, how many CTOs do we know?', BN.titleInBoth(CTO, CTO)),
  q(
    'AS-b03',
    'crm',
    'Falcon Media LLC is one of my territory accounts. In the CRM, how many open deals are there with accounts from its state?',
    BQ.openDealsInStateOf('Falcon Media LLC'),
  ),
  q(
    'AS-b04',
    'crm',
    'washington state - crm got more accts there than territory has (mine + 3rd party combined)? yes or no',
    BY.moreInCrm('WA'),
  ),
  q(
    'AS-b05',
    'crm',
    ['how many of my accounts are in georgia', 'and the CRM? how many accts in GA there'],
    C.count(ACCOUNTS, (x) => isUS(x) && x.state === 'GA', 'CRM accounts in GA'),
  ),
  q(
    'AS-b06',
    'territory',
    'Find the US state where the CRM has the most accounts, then tell me the total revenue of my own territory accounts in that state.',
    BO.revenueInCrmTopState('my'),
  ),
];

export const SET_AS: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AS_MORE];
