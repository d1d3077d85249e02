// Sealed set AO: written by a helper who did not read the planner (nor its lexicon, its rules or
// its notes), as the honest measure of it; a realistic mix of everyday users (a manager getting
// ready for a forecast call, a rep checking a customer before a meeting, a revenue-ops analyst,
// a new hire, an executive typing on a phone), plain-spoken, with typos, shorthand and preambles.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (joined by the US state both record;
// labelled by the API whose figure answers them), 10 to be declined; 8 are follow-ups asked in
// one session. Dates relative to today are read when the checker runs. The territory questions
// and those across both APIs are here; the CRM ones and the declines are in set-ao2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { ALL, K, TACC, TCON, isUS, CACC } from './kinds-k.js';
import {
  AO,
  crmCountIn,
  crmDealsIn,
  crmRevenueIn,
  stateMostCrm,
  stateMostTerritory,
  stateOfNamed,
  stateOfTop,
  territoryInCrmHeavy,
  territoryRevenueIn,
} from './kinds-ao.js';
import { CFO, CTO, M, isOpen, named, notIn } from './pick.js';
import { SET_AO_MORE } from './set-ao2.js';

const TERRITORY: HeldOut[] = [
  q('AO-t01', 'territory', 'how many accts have i got in texas', TC.count('my', inStates('TX'), 'in TX')),
  q('AO-t02', 'territory', 'quick one: total revenue across my california accounts?', TC.sum('my', inStates('CA'), 'in CA')),
  q('AO-t03', 'territory', 'whats the median revenue for the 3rd party acounts', TC.median('tp')),
  q('AO-t04', 'territory', 'top 3 third-party accounts by revenue pls', TC.topN('tp', ANY, 3, 'max')),
  q('AO-t05', 'territory', 'smallest of my new york accounts?', TC.pick('my', inStates('NY'), 'min', 'of my accounts in NY')),
  q(
    'AO-t06',
    'territory',
    'For my QBR deck, what percent of my accounts are above $5M revenue?',
    TC.share('my', (x) => x.revenue > 5 * M, 'above $5M'),
  ),
  q('AO-t07', 'territory', 'do I have more accounts in NY or in Texas', TC.compareStates('my', 'NY', 'TX')),
  q(
    'AO-t08',
    'territory',
    'Which one is bigger, Falcon Media LLC or Summit Software Inc?',
    TC.compareAccounts('Falcon Media LLC', 'Summit Software Inc'),
  ),
  q(
    'AO-t09',
    'territory',
    'how much more revenue does Nova Energy Corp bring in than Apex Energy Inc',
    TC.diff('Nova Energy Corp', 'Apex Energy Inc'),
  ),
  q('AO-t10', 'territory', 'among third party accounts which state has the highest average revenue', TC.stateAvg('tp', 'max')),
  q('AO-t11', 'territory', "who's the CFO over at Pioneer Motors Inc?", TC.contactList('my', named('Pioneer Motors Inc'), CFO)),
  q('AO-t12', 'territory', "what is omar lewis's job title", TC.titleOf('Omar Lewis')),
  q('AO-t13', 'territory', 'which company does Liam Moore work at', TC.accountOf('Liam Moore')),
  q('AO-t14', 'territory', "need Isabella Anderson's email address", TC.emailOf('Isabella Anderson')),
  q('AO-t15', 'territory', 'list my oregn accounts', TC.list('my', inStates('OR'), 'in OR')),
  q(
    'AO-t16',
    'territory',
    'counting mine and the third party ones together, how many different states do the accounts span?',
    K.distinctCount(TACC('all'), ALL, (x) => x.state, 'distinct states of all territory accounts'),
  ),
  q(
    'AO-t17',
    'territory',
    'any third-party accounts in arizona doing more than 5M?',
    TC.exists('tp', (x) => x.state === 'AZ' && x.revenue > 5 * M, 'in AZ above $5M'),
  ),
  q('AO-t18', 'territory', 'how many contacts do i have across my florida accounts', TC.contactCount('my', inStates('FL'))),
  q('AO-t19', 'territory', 'which of my texas accounts have a CTO I can reach', TC.accountsWithTitle('my', inStates('TX'), CTO)),
  q('AO-t20', 'territory', 'which title shows up most often among contacts at third-party accts', TC.titleTop('tp', 'max')),
  q('AO-t21', 'territory', 'how many of my accounts only have one contact on file', TC.withContacts('my', 1)),
  q(
    'AO-t22',
    'territory',
    'sorry, new here: how many accounts are in the Tech Transformation campaign?',
    TC.count({ campaign: 'Tech Transformation' }, ANY, 'in it'),
  ),
  q(
    'AO-t23',
    'territory',
    'total revenue for the High Value Outreach campaign accounts',
    TC.sum({ campaign: 'High Value Outreach' }, ANY, 'in it'),
  ),
  q('AO-t24', 'territory', 'avg revenue of my accounts excluding california ones', TC.avg('my', notIn('CA'), 'outside CA')),
  q(
    'AO-t25',
    'territory',
    'how many of my accounts sit between $1M and $3M in revenue',
    TC.count('my', (x) => x.revenue >= 1 * M && x.revenue <= 3 * M, 'between $1M and $3M'),
  ),
  q('AO-t26', 'territory', '2nd biggest third party account?', TC.nth('tp', 2, 'max')),
  q(
    'AO-t27',
    'territory',
    'what roles do we have contacts in at Falcon Systems Corp',
    K.distinct(
      TCON('all'),
      (c) => c.acc.name === 'Falcon Systems Corp',
      (c) => c.job_title,
      'title',
      'job titles at Falcon Systems Corp',
    ),
  ),
  q('AO-t28', 'territory', 'list the data scientists at my CA accounts', TC.contactList('my', inStates('CA'), 'Data Scientist')),
  q(
    'AO-t29',
    'territory',
    ['how many accounts do i have in washington', 'what about third party ones there?'],
    TC.count('tp', inStates('WA'), 'in WA'),
  ),
  q(
    'AO-t30',
    'territory',
    ['show me my georgia accounts', 'which of those is the biggest'],
    TC.pick('my', inStates('GA'), 'max', 'of my accounts in GA'),
  ),
  q('AO-t31', 'territory', ['total rev for my tx accounts?', 'what about new york'], TC.sum('my', inStates('NY'), 'in NY')),
  q(
    'AO-t32',
    'territory',
    'is there a VP of Sales at Nova Motors Corp?',
    TC.existsTitle('my', named('Nova Motors Corp'), 'Vice President of Sales'),
  ),
];

const BOTH: HeldOut[] = [
  q(
    'AO-b01',
    'crm',
    'how many accounts in the CRM are in the same state as my largest territory account?',
    AO.num(crmCountIn(stateOfTop('my')), 'count', 'CRM accounts in the state of my largest account'),
  ),
  q(
    'AO-b02',
    'crm',
    'which US states have accounts in the CRM but none of my territory accounts',
    K.keyDiff(
      { load: CACC, pred: isUS, key: (x) => x.state },
      { load: TACC('my'), key: (x) => x.state },
      'minus',
      'state',
      'US states with CRM accounts and none of mine',
    ),
  ),
  q(
    'AO-b03',
    'crm',
    'Keystone Networks Co is in my territory. add up the annual revenue of the CRM accounts in its state',
    AO.num(
      crmRevenueIn(stateOfNamed('Keystone Networks Co')),
      'money',
      'annual revenue of CRM accounts in the state of Keystone Networks Co',
    ),
  ),
  q(
    'AO-b04',
    'crm',
    'count the open crm deals at accounts located in whichever state holds the most of my territory accounts',
    AO.num(crmDealsIn(stateMostTerritory('my'), isOpen), 'count', 'open CRM deals in the state with most of my accounts'),
  ),
  q(
    'AO-b05',
    'territory',
    ['which state has the most accounts in the crm?', 'what do my territory accounts in that state add up to in revenue?'],
    AO.num(territoryRevenueIn('my', stateMostCrm), 'money', 'revenue of my accounts in the state with the most CRM accounts'),
  ),
  q(
    'AO-b06',
    'territory',
    'how many of my accounts are in states where the CRM has at least 20 accounts',
    AO.num(territoryInCrmHeavy('my', 20), 'count', 'my accounts in states with 20+ CRM accounts'),
  ),
];

export const SET_AO: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AO_MORE];
