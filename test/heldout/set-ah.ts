// Sealed set AH: written by a helper who did not read the planner (nor its lexicon or its
// notes), as the honest measure of it. 80 questions: 32 territory, 32 CRM, 6 that need both APIs
// (labelled by the API whose figure answers them), 10 to be declined; 7 are follow-ups asked in
// one session. Dates relative to today are read when the checker runs. The territory questions
// are here; the CRM ones, those across both APIs and the declines are in set-ah2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { T } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TF } from './kinds-f.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { K, TACC, fig } from './kinds-k.js';
import { TO } from './kinds-o.js';
import { CFO, M, notIn, revenue } from './pick.js';
import { SET_AH_MORE } from './set-ah2.js';

const VP_SALES = 'Vice President of Sales';

const TERRITORY: HeldOut[] = [
  q('AH-t01', 'territory', 'got a quick count for AZ? only the accounts assigned to me', TC.count('my', inStates('AZ'), 'in AZ')),
  q('AH-t02', 'territory', '=SUM(revenue) where type = third-party and state = WA', TC.sum('tp', inStates('WA'), 'in WA')),
  q(
    'AH-t03',
    'territory',
    "Across every account in Colorado (both my book and the third-party list), what's the mean revenue?",
    TC.avg('all', inStates('CO'), 'in CO'),
  ),
  q('AH-t04', 'territory', 'my three tiniest accounts, revenue-wise', TC.topN('my', ANY, 3, 'min')),
  q(
    'AH-t05',
    'territory',
    'Lowest earner among the Texas third-party accounts?',
    TC.pick('tp', inStates('TX'), 'min', 'third-party in TX'),
  ),
  q(
    'AH-t06',
    'territory',
    'Out of the third-party universe, what proportion sits north of $5,000,000 in revenue? percent please',
    TC.share('tp', (x) => x.revenue > 5 * M, 'over $5M'),
  ),
  q('AH-t07', 'territory', 'Count of my accounts, Massachusetts against New York: which side wins?', TC.compareStates('my', 'MA', 'NY')),
  q(
    'AH-t08',
    'territory',
    'Gap in dollars: total revenue of my book versus total revenue of the third-party pool.',
    TF.totalGap('my', 'tp'),
  ),
  q('AH-t09', 'territory', 'which US state is Lumen Dynamics Group located in', T.stateOf('Lumen Dynamics Group')),
  q('AH-t10', 'territory', "what's Priya Walker's role?", TC.titleOf('Priya Walker')),
  q('AH-t11', 'territory', 'list out my accounts located in oregon or pennsylvania', TC.list('my', inStates('OR', 'PA'), 'in OR or PA')),
  q('AH-t12', 'territory', 'How are the third-party accounts distributed across states? numbers per state', TI.stateBreakdown('tp')),
  q(
    'AH-t13',
    'territory',
    'For third-party accounts at $5M+ revenue, give me total revenue grouped by state.',
    TO.revenueByState('tp', (x) => x.revenue >= 5 * M),
  ),
  q('AH-t14', 'territory', 'whats the totl revnue for my acounts in north carolna', TC.sum('my', inStates('NC'), 'in NC')),
  q(
    'AH-t15',
    'territory',
    'Set aside NY and California for a sec - how many accounts remain in my territory?',
    TC.count('my', notIn('NY', 'CA'), 'outside NY and CA'),
  ),
  q(
    'AH-t16',
    'territory',
    "avg revenue of 3rd party accounts, leaving out whatever's in CA and TX",
    TC.avg('tp', notIn('CA', 'TX'), 'outside CA and TX'),
  ),
  q(
    'AH-t17',
    'territory',
    'Illinois, my side only: account count plus summed revenue',
    K.each([
      { get: fig({ load: TACC('my'), pred: inStates('IL'), stat: 'count' }), unit: 'count', what: 'number of my accounts in IL' },
      {
        get: fig({ load: TACC('my'), pred: inStates('IL'), value: revenue, stat: 'sum' }),
        unit: 'money',
        what: 'revenue of my IL accounts',
      },
    ]),
  ),
  q(
    'AH-t18',
    'territory',
    "I'm heading down to Florida next week to visit a few customers and I'd like to start with whichever one matters most to us " +
      "financially, so of my own accounts located in Florida, who's the top earner?",
    TC.pick('my', inStates('FL'), 'max', 'of my accounts in FL'),
  ),
  q('AH-t19', 'territory', 'vp sales folks across all territory contacts, how many?', T.countTitle(VP_SALES)),
  q('AH-t20', 'territory', 'Keystone Cloud Group — who are the people on file?', T.contactsAt('Keystone Cloud Group')),
  q('AH-t21', 'territory', 'which roles are represented at Granite Health LLC?', T.titlesAt('Granite Health LLC')),
  q(
    'AH-t22',
    'territory',
    "HVO campaign (High Value Outreach): what's the size of its account list?",
    T.campaignCount('High Value Outreach'),
  ),
  q('AH-t23', 'territory', "Tech Transformation's targets, revenue summed?", TC.sum({ campaign: 'Tech Transformation' }, ANY, 'in total')),
  q('AH-t24', 'territory', 'Weakest state in my territory by summed revenue?', T.stateByRevenue('my', 'min')),
  q('AH-t25', 'territory', 'Least-represented state on the third-party side?', T.stateByCount('tp', 'min')),
  q('AH-t26', 'territory', "Redwood Cloud Inc contacts' email addresses, all of them", T.emailsAt('Redwood Cloud Inc')),
  q('AH-t27', 'territory', 'CFOs in my book: at which accounts do we have one?', TC.accountsWithTitle('my', ANY, CFO)),
  q('AH-t28', 'territory', 'contacts per third-party account, mean value?', TI.contactsPerAccount('tp')),
  q(
    'AH-t29',
    'territory',
    "Keystone Networks Co: what's its revenue ranking within my accounts (1 = largest)?",
    TG.rankOf('my', 'Keystone Networks Co'),
  ),
  q(
    'AH-t30',
    'territory',
    ['oregon accts (mine)', 'which of those earns more?'],
    TC.pick('my', inStates('OR'), 'max', 'of my accounts in OR'),
  ),
  q('AH-t31', 'territory', ["who's listed at Zenith Robotics Co?", 'emails for all of them pls'], T.emailsAt('Zenith Robotics Co')),
  q(
    'AH-t32',
    'territory',
    ['third-party GA accounts', 'how many of those clear $1M?'],
    TC.count('tp', (x) => x.state === 'GA' && x.revenue > M, 'in GA over $1M'),
  ),
];

export const SET_AH: HeldOut[] = [...TERRITORY, ...SET_AH_MORE];
