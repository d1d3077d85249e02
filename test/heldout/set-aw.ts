// Sealed set AW: written by a helper who did not read the planner (nor its lexicon, its notes or
// its bench results), as an honest held-out measure of it. Four kinds of user: a sales director
// reviewing the quarter with a colleague (conversational, follow-ups that narrow, widen or switch
// the figure), an operations analyst checking data quality and coverage, a rep preparing for
// customer meetings (one account's facts, its people, its deals), and a non-native speaker who
// writes short, slightly ungrammatical questions. 80 questions: 32 territory, 32 CRM, 6 that need
// both APIs (labelled by the API whose figure answers them), 10 to be declined; 11 are follow-ups
// asked in one session (the last answer is judged). Dates relative to today are read when the
// checker runs. The territory questions and those across both APIs are here; the CRM ones and
// the declines are in set-aw2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { T, both } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { XM } from './kinds-m.js';
import { BN, TN } from './kinds-n.js';
import { BR } from './kinds-r.js';
import { BS } from './kinds-s.js';
import { AQ } from './kinds-aq.js';
import { CEO, CTO, M, notIn } from './pick.js';
import { SET_AW_MORE } from './set-aw2.js';

const TERRITORY: HeldOut[] = [
  q('AW-t01', 'territory', 'how many account i have in washington', TC.count('my', inStates('WA'), 'in WA')),
  q(
    'AW-t02',
    'territory',
    'Colorado plus Oregon, my own book only: what is the revenue when you add them up?',
    TC.sum('my', inStates('CO', 'OR'), 'in CO or OR'),
  ),
  q('AW-t03', 'territory', 'what is avarage revenue for third party account in illinois?', TC.avg('tp', inStates('IL'), 'in IL')),
  q('AW-t04', 'territory', 'the 4th biggest third-party account by revenue, which one is that', TC.nth('tp', 4, 'max')),
  q(
    'AW-t05',
    'territory',
    'In North Carolina, which of my accounts is the smallest?',
    TC.pick('my', inStates('NC'), 'min', 'of my accounts in NC'),
  ),
  q(
    'AW-t06',
    'territory',
    'coverage check: are there states where third-party accounts exist but I have zero accounts of my own? which ones?',
    TG.stateOnlyIn('tp', 'my'),
  ),
  q(
    'AW-t07',
    'territory',
    'pull up my accounts that sit in the 4 to 5 million band',
    TC.list('my', (x) => x.revenue >= 4 * M && x.revenue <= 5 * M, 'with revenue from $4M to $5M'),
  ),
  q(
    'AW-t08',
    'territory',
    'What percentage of the third-party accounts are located somewhere other than California or Texas?',
    TC.share('tp', notIn('CA', 'TX'), 'outside CA and TX'),
  ),
  q('AW-t09', 'territory', 'Priya Walker working in which company?', TC.accountOf('Priya Walker')),
  q(
    'AW-t10',
    'territory',
    "meeting Keystone Robotics Group on Monday - what roles do the people I'd be talking to hold?",
    T.titlesAt('Keystone Robotics Group'),
  ),
  q(
    'AW-t11',
    'territory',
    'Summit Software Inc: do they have a data scientist, yes or no?',
    T.existsTitleAt('Summit Software Inc', 'Data Scientist'),
  ),
  q('AW-t12', 'territory', 'any of my own accounts based in ohio?', T.existsInState('my', 'OH')),
  q('AW-t13', 'territory', 'count of my accounts broken out state by state', TI.stateBreakdown('my')),
  q('AW-t14', 'territory', 'For my own accounts, which state has the highest revenue per account on average?', TC.stateAvg('my', 'max')),
  q('AW-t15', 'territory', 'my five largest accounts, their revenue summed?', TG.topNSum('my', 5)),
  q('AW-t16', 'territory', 'how many third party accts out-earn Harbor Logistics LLC', TI.countAbove('tp', 'Harbor Logistics LLC')),
  q('AW-t17', 'territory', 'PA vs GA: where do my accounts bring in more money overall?', TE.compareStateRevenue('my', 'PA', 'GA')),
  q('AW-t18', 'territory', 'median third-party account revenue', TC.median('tp')),
  q('AW-t19', 'territory', 'i need mail address of Daniel Lee', TC.emailOf('Daniel Lee')),
  q('AW-t20', 'territory', "What's Emma Patel's position?", TC.titleOf('Emma Patel')),
  q('AW-t21', 'territory', 'total headcount of contacts we hold across my accounts', TC.contactCount('my', ANY)),
  q('AW-t22', 'territory', 'which texas accounts of mine have no CTO on file', TN.lackingTitle('my', inStates('TX'), CTO, 'in TX')),
  q('AW-t23', 'territory', 'Across all the territory contacts, which job title shows up most often?', T.titleByCount('max')),
  q('AW-t24', 'territory', 'High Value Outreach - number of accounts in it?', T.campaignCount('High Value Outreach')),
  q(
    'AW-t25',
    'territory',
    'excluding anything below a million in revenue, how many accounts are left in my territory',
    TC.count('my', (x) => x.revenue >= M, 'at or over $1M'),
  ),
  q(
    'AW-t26',
    'territory',
    ['so where are we on total revenue for my accounts', 'ok, and the third-party side?', 'right, now give me both of those combined'],
    TC.sum('all', ANY, 'all territory accounts'),
  ),
  q(
    'AW-t27',
    'territory',
    ['show me my New York accounts', 'which of them are below two million'],
    TC.list('my', (x) => x.state === 'NY' && x.revenue < 2 * M, 'in NY under $2M'),
  ),
  q(
    'AW-t28',
    'territory',
    ['how many third party accounts do we see in florida', 'which is the largest one there?'],
    TC.pick('tp', inStates('FL'), 'max', 'of the third-party accounts in FL'),
  ),
  q('AW-t29', 'territory', ['who do we know at Falcon Systems Corp', 'can I get their email addresses'], T.emailsAt('Falcon Systems Corp')),
  q(
    'AW-t30',
    'territory',
    "I'm putting together coverage notes for the regional team ahead of next week and I want to be sure nobody gets " +
      'blindsided, so across every account in the territory data, mine and third-party alike, how many distinct states appear?',
    TN.distinctStates('all', ANY, 'all territory accounts'),
  ),
  q(
    'AW-t31',
    'territory',
    'How many of my accounts are in Massachusetts, and what do they bring in combined?',
    both(TC.count('my', inStates('MA'), 'in MA'), TC.sum('my', inStates('MA'), 'in MA')),
  ),
  q(
    'AW-t32',
    'territory',
    'third party account with revenue from 2 to 3 million how many',
    TC.count('tp', (x) => x.revenue >= 2 * M && x.revenue <= 3 * M, 'with revenue from $2M to $3M'),
  ),
];

// Both APIs (labelled by the API whose figure answers).
const BOTH: HeldOut[] = [
  q(
    'AW-b01',
    'crm',
    'chief executives: how many are there if I count the territory contacts and the CRM contacts together?',
    BN.titleInBoth(CEO, CEO),
  ),
  q(
    'AW-b02',
    'crm',
    'take the state of my highest-revenue account; what is the open CRM pipeline for accounts in that state?',
    BR.openValueInStateOfPick('my', 'max'),
  ),
  q('AW-b03', 'crm', 'California, side by side: territory account count (all of them) versus CRM account count', AQ.stateInBoth('CA')),
  q(
    'AW-b04',
    'crm',
    ['where is Willow Foods Co located', 'and how many CRM contacts sit at accounts in that state?'],
    BS.crmContactsInStateOf('Willow Foods Co'),
  ),
  q('AW-b05', 'crm', 'how many US accounts in the CRM are in states where I have at least one territory account', XM.crmInMyStates(true)),
  q('AW-b06', 'crm', 'New York: by how much does the CRM account count exceed the territory account count?', BN.crmMinusTerritory('NY')),
];

export const SET_AW: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AW_MORE];
