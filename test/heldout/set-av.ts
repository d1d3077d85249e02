// Practice set AV (not sealed): written by a helper who did not read the planner (nor its
// lexicon or its notes), to find wordings it does not yet understand. 80 questions: 32
// territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10
// to be declined; 13 are follow-ups asked in one session. Dates are relative to the day the
// checker runs. The CRM, both-API and decline questions are in set-av2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { T, both } from './kinds.js';
import { TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { K, TACC } from './kinds-k.js';
import { TN } from './kinds-n.js';
import { CEO, CFO, CTO, M, named, notIn, revenue } from './pick.js';
import { SET_AV2 } from './set-av2.js';

const TERRITORY: HeldOut[] = [
  q('AV-t01', 'territory', 'hey how many clients in my territory are in washington state', TC.count('my', inStates('WA'), 'in WA')),
  q(
    'AV-t02',
    'territory',
    'sum of revenue for my book, leaving out California and New York',
    TC.sum('my', notIn('CA', 'NY'), 'outside CA and NY'),
  ),
  q('AV-t03', 'territory', 'whats the 3rd biggest acct I own, by revenue', TC.nth('my', 3, 'max')),
  q(
    'AV-t04',
    'territory',
    'Of the third-party accounts sitting in Florida, which one makes the least money?',
    TC.pick('tp', inStates('FL'), 'min', 'third-party account in FL'),
  ),
  q('AV-t05', 'territory', 'mean revenue third party accts texas', TC.avg('tp', inStates('TX'), 'in TX')),
  q('AV-t06', 'territory', 'Do I personally have any account located in Ohio?', T.existsInState('my', 'OH')),
  q(
    'AV-t07',
    'territory',
    'how many of my own accounts earn somewhere between 2 and 4 million a year?',
    TC.count('my', (x) => x.revenue >= 2 * M && x.revenue <= 4 * M, 'with revenue from $2M to $4M'),
  ),
  q(
    'AV-t08',
    'territory',
    'What percent of the 3rd party list is based in either CA or TX?',
    TC.share('tp', inStates('CA', 'TX'), 'in CA or TX'),
  ),
  q(
    'AV-t09',
    'territory',
    'Willow Biotech Group vs Iron Software Group — who brings in more revenue?',
    TC.compareAccounts('Willow Biotech Group', 'Iron Software Group'),
  ),
  q('AV-t10', 'territory', 'break my accounts down by state for me, count in each', TI.stateBreakdown('my')),
  q('AV-t11', 'territory', 'Please tell me the CFO name at Nova Motors Corp.', TC.contactList('all', named('Nova Motors Corp'), CFO)),
  q('AV-t12', 'territory', 'keystone robotics group — which state are they located in', T.stateOf('Keystone Robotics Group')),
  q(
    'AV-t13',
    'territory',
    'Illinois: my accounts plus the third-party accounts there, what is the contact count across both lists?',
    TC.contactCount('all', inStates('IL')),
  ),
  q('AV-t14', 'territory', 'which of my Texas accounts has no CTO at all? list them', TN.lackingTitle('my', inStates('TX'), CTO, 'in TX')),
  q(
    'AV-t15',
    'territory',
    'By how much does the combined revenue of my accounts exceed that of the third-party accounts?',
    K.gap({ load: TACC('my'), value: revenue, stat: 'sum' }, { load: TACC('tp'), value: revenue, stat: 'sum' }, 'money', 'total gap'),
  ),
  q(
    'AV-t16',
    'territory',
    'spread between the richest and the poorest of my florida accounts, in dollars?',
    TE.spread('my', inStates('FL')),
  ),
  q('AV-t17', 'territory', 'how many of my accounts beat the average revenue of my accounts', TE.aboveAverage('my')),
  q('AV-t18', 'territory', 'median rev across the third-party accounts pls', TC.median('tp')),
  q(
    'AV-t19',
    'territory',
    'For external (third-party) accounts, which state adds up to the largest total revenue?',
    T.stateByRevenue('tp', 'max'),
  ),
  q(
    'AV-t20',
    'territory',
    'Juniper Energy Group, is there some VP of Sales among its contacts?',
    T.existsTitleAt('Juniper Energy Group', 'Vice President of Sales'),
  ),
  q('AV-t21', 'territory', 'i need the email addresses of all people at Falcon Systems Corp', T.emailsAt('Falcon Systems Corp')),
  q(
    'AV-t22',
    'territory',
    'Across my accounts and the third-party ones, how many contacts are product managers?',
    T.countTitle('Product Manager'),
  ),
  q('AV-t23', 'territory', 'High Value Outreach campaign: number of accounts it targets?', T.campaignCount('High Value Outreach')),
  q(
    'AV-t24',
    'territory',
    'Where does Redwood Systems LLC rank by revenue inside my territory (1 = top)?',
    TG.rankOf('my', 'Redwood Systems LLC'),
  ),
  q(
    'AV-t25',
    'territory',
    'my accounts in Colorado and Oregon: name them, and what is their revenue all together?',
    both(TC.list('my', inStates('CO', 'OR'), 'in CO or OR'), TC.sum('my', inStates('CO', 'OR'), 'in CO or OR')),
  ),
  q(
    'AV-t26',
    'territory',
    ['number of third party accounts in washington?', 'ok and which of those is the biggest one'],
    TC.pick('tp', inStates('WA'), 'max', 'third-party account in WA'),
  ),
  q(
    'AV-t27',
    'territory',
    ['show me my accounts in new york', "now drop the ones under 2M, what's left?"],
    TC.list('my', (x) => x.state === 'NY' && x.revenue >= 2 * M, 'in NY with $2M or more'),
  ),
  q('AV-t28', 'territory', ['list my massachusetts accounts', 'same state, but the 3rd-party accts?'], T.listInState('tp', 'MA')),
  q(
    'AV-t29',
    'territory',
    ['total revenue of my accounts in Georgia', 'and if I add North Carolina to that?'],
    TC.sum('my', inStates('GA', 'NC'), 'in GA or NC'),
  ),
  q(
    'AV-t30',
    'territory',
    ['who works at Harbor Labs Inc', 'how many of them are chief executives?'],
    TC.contactCount('all', named('Harbor Labs Inc'), CEO),
  ),
  q(
    'AV-t31',
    'territory',
    "I'm putting a slide together for Monday's review and my director wants just one number from me: across my own " +
      'territory (so not the third-party stuff), how many different states do I actually have accounts in?',
    T.distinctStates('my'),
  ),
  q(
    'AV-t32',
    'territory',
    ['which third-party accounts are in Ohio?', 'and which of them have a CEO on file?'],
    TC.accountsWithTitle('tp', inStates('OH'), CEO),
  ),
];

export const SET_AV: HeldOut[] = [...TERRITORY, ...SET_AV2];
