// Sealed set AM: written by a helper who did not read the planner (nor its lexicon or its notes),
// as the honest measure of it; a realistic mix of everyday users (a manager before a pipeline
// review, a rep between calls, an ops analyst, a new hire), plain-spoken, with typos and shorthand.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 9 are follow-ups asked in one session. Dates relative to today
// are read when the checker runs. The territory questions and those across both APIs are here;
// the CRM ones and the declines are in set-am2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { T } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { BN } from './kinds-n.js';
import { BO } from './kinds-o.js';
import { BQ } from './kinds-q.js';
import { TS } from './kinds-s.js';
import { BU } from './kinds-u.js';
import { XM } from './kinds-m.js';
import { CEO, CFO, CTO, M, named } from './pick.js';
import { SET_AM_MORE } from './set-am2.js';

const TERRITORY: HeldOut[] = [
  q('AM-t01', 'territory', 'how many accts do i have in north carolina', TC.count('my', inStates('NC'), 'in NC')),
  q('AM-t02', 'territory', 'What does the third-party list add up to in Florida, revenue-wise?', TC.sum('tp', inStates('FL'), 'in FL')),
  q('AM-t03', 'territory', 'avg revenue per account in my book?', TC.avg('my', ANY, 'overall')),
  q('AM-t04', 'territory', 'Give me my five biggest accounts by revenue', TC.topN('my', ANY, 5, 'max')),
  q('AM-t05', 'territory', "what's my smallest california account", TC.pick('my', inStates('CA'), 'min', 'of my accounts in CA')),
  q(
    'AM-t06',
    'territory',
    'roughly what % of the third party accounts are under 2M in revenue?',
    TC.share('tp', (x) => x.revenue < 2 * M, 'under $2M'),
  ),
  q('AM-t07', 'territory', 'Third-party accounts: does Texas have more of them or Florida?', TC.compareStates('tp', 'TX', 'FL')),
  q(
    'AM-t08',
    'territory',
    'who is bigger, Willow Foods Co or Summit Robotics Inc?',
    TC.compareAccounts('Willow Foods Co', 'Summit Robotics Inc'),
  ),
  q('AM-t09', 'territory', 'revenue for Keystone Networks Co?', T.revenueOf('Keystone Networks Co')),
  q('AM-t10', 'territory', 'Lumen Dynamics Group is in which state again?', T.stateOf('Lumen Dynamics Group')),
  q(
    'AM-t11',
    'territory',
    "I've got a call with Apex Energy Inc in ten minutes, who are my contacts there?",
    T.contactsAt('Apex Energy Inc'),
  ),
  q('AM-t12', 'territory', "What's Fatima Hernandez's job title?", TC.titleOf('Fatima Hernandez')),
  q('AM-t13', 'territory', 'email for omar lewis pls', TC.emailOf('Omar Lewis')),
  q('AM-t14', 'territory', 'Mateo Hernandez - what account does he belong to', TC.accountOf('Mateo Hernandez')),
  q('AM-t15', 'territory', 'How many CTOs are there across the contacts at my accounts?', TC.contactCount('my', ANY, CTO)),
  q(
    'AM-t16',
    'territory',
    'list my accounts with revenue between 3 and 4 million',
    TC.list('my', (x) => x.revenue >= 3 * M && x.revenue <= 4 * M, 'with revenue from $3M to $4M'),
  ),
  q('AM-t17', 'territory', 'For my own accounts, can I see the average revenue in each state?', TS.avgByState('my')),
  q('AM-t18', 'territory', 'which state brings in the most revenue for me', T.stateByRevenue('my', 'max')),
  q(
    'AM-t19',
    'territory',
    'new here - looking at all the contacts on my accounts and the third-party ones, which job title shows up most often?',
    TC.titleTop('all', 'max'),
  ),
  q('AM-t20', 'territory', "what's the median revenue on the 3rd party accts (median, not the avg)", TC.median('tp')),
  q('AM-t21', 'territory', 'how many of my accounts are above my average account revenue?', TE.aboveAverage('my')),
  q('AM-t22', 'territory', 'whats the 2nd largest third party account', TC.nth('tp', 2, 'max')),
  q(
    'AM-t23',
    'territory',
    'What percentage of my total revenue comes from California accounts?',
    TE.revenueShare('my', inStates('CA'), 'in CA'),
  ),
  q(
    'AM-t24',
    'territory',
    'On the third-party list, how far apart are the biggest and the smallest account in revenue?',
    TE.spread('tp', ANY),
  ),
  q('AM-t25', 'territory', 'got any accounts of my own up in ohio?', TC.exists('my', inStates('OH'), 'in OH')),
  q('AM-t26', 'territory', 'is there a CFO at any of my texas accounts', TC.existsTitle('my', inStates('TX'), CFO)),
  q('AM-t27', 'territory', 'Combined revenue of my top 3 accounts?', TG.topNSum('my', 3)),
  q('AM-t28', 'territory', 'how many of my accounts dont have a CEO contact on file', TE.withoutTitle('my', CEO)),
  q('AM-t29', 'territory', ['show my accounts in Florida', "what's the total revenue on those"], TC.sum('my', inStates('FL'), 'in FL')),
  q(
    'AM-t30',
    'territory',
    ['third party accounts in california?', 'which one is the smallest'],
    TC.pick('tp', inStates('CA'), 'min', 'of the third-party accounts in CA'),
  ),
  q(
    'AM-t31',
    'territory',
    ['who works at Granite Health LLC', 'which of them are CTOs?'],
    TC.contactList('all', named('Granite Health LLC'), CTO),
  ),
  q(
    'AM-t32',
    'territory',
    ['pull up my NY accounts', 'how many of those are over 4 mil'],
    TC.count('my', (x) => x.state === 'NY' && x.revenue > 4 * M, 'in NY over $4M'),
  ),
];

const BOTH: HeldOut[] = [
  q(
    'AM-b01',
    'crm',
    'How many CFOs do we have in total if you count the territory contacts plus the CRM contacts?',
    BN.titleInBoth(CFO, CFO),
  ),
  q(
    'AM-b02',
    'crm',
    'Summit Software Inc is one of mine - how many open CRM opportunities are there with accounts in the same state?',
    BQ.openDealsInStateOf('Summit Software Inc'),
  ),
  q('AM-b03', 'crm', 'how many US accounts in the CRM are in states where I have at least one territory account?', XM.crmInMyStates(true)),
  q(
    'AM-b04',
    'crm',
    'Adding up my accounts, the 3rd-party list and the CRM accounts, which has more: Florida or New York?',
    BU.combinedCompare('FL', 'NY'),
  ),
  q('AM-b05', 'crm', 'take my biggest third-party account, how many CRM accounts are in that same state?', BO.crmCountInStateOfTop('tp')),
  q(
    'AM-b06',
    'territory',
    'whichever US state has the most accounts in the CRM - what is the total revenue of my territory accounts there?',
    BO.revenueInCrmTopState('my'),
  ),
];

export const SET_AM: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AM_MORE];
