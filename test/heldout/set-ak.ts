// Development set AK: written by a helper who did not read the planner (nor its lexicon or its
// notes), to find wordings it does not yet understand; it sounds like someone trying the demo in
// their first hour (plain questions, conditions such as "only", "apart from", "not counting",
// yes/no questions, "how does X compare with Y", records named exactly as in the data).
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 7 are follow-ups asked in one session. Dates are relative to
// the day the checker runs. The CRM questions and the declines are in set-ak2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, T } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { K, TACC, fig, isUS } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { BU } from './kinds-u.js';
import { AA } from './kinds-aa.js';
import { AK } from './kinds-ak.js';
import { CEO, CFO, CTO, M, notIn } from './pick.js';
import { SET_AK_CRM } from './set-ak2.js';

const SET_AK_TERRITORY: HeldOut[] = [
  // Territory API
  q('AK-t01', 'territory', 'how many texas accounts are mine?', TC.count('my', inStates('TX'), 'in TX')),
  q('AK-t02', 'territory', 'Is Falcon Media LLC one of mine or is it a third-party account?', AK.mineOrThirdParty('Falcon Media LLC')),
  q('AK-t03', 'territory', 'Orchid Media Inc - my account, or third party?', AK.mineOrThirdParty('Orchid Media Inc')),
  q('AK-t04', 'territory', 'add up the revenue on all of my accounts for me', T.sumRevenue('my')),
  q('AK-t05', 'territory', 'do I have any accounts in Ohio?', T.existsInState('my', 'OH')),
  q('AK-t06', 'territory', 'Is there a third-party account based in Arizona?', T.existsInState('tp', 'AZ')),
  q('AK-t07', 'territory', 'which of my accounts brings in the most money?', T.top('my', 'max')),
  q(
    'AK-t08',
    'territory',
    'smallest third party account by revenue, not counting anything in Georgia',
    TC.pick('tp', notIn('GA'), 'min', 'of third-party accounts outside GA'),
  ),
  q('AK-t09', 'territory', "what's one of my California accounts worth on average, revenue-wise?", TC.avg('my', inStates('CA'), 'in CA')),
  q(
    'AK-t10',
    'territory',
    'How does Texas compare with California for my accounts - which one has more of them?',
    TC.compareStates('my', 'TX', 'CA'),
  ),
  q('AK-t11', 'territory', 'top 3 of my accounts by revenue, apart from the California ones', TC.topN('my', notIn('CA'), 3, 'max')),
  q('AK-t12', 'territory', 'What share of my accounts are in New York state? percent please', TC.share('my', inStates('NY'), 'in NY')),
  q(
    'AK-t13',
    'territory',
    'how many third-party acounts do more than $5 million in revnue?',
    T.countRevenue('tp', (r) => r > 5 * M, 'revenue over $5M'),
  ),
  q(
    'AK-t14',
    'territory',
    'Keystone Robotics Group - do they have a CEO on file I could talk to?',
    T.existsTitleAt('Keystone Robotics Group', CEO),
  ),
  q('AK-t15', 'territory', "whats chloe young's job", TC.titleOf('Chloe Young')),
  q('AK-t16', 'territory', 'Which company does Mateo Rodriguez work for?', TC.accountOf('Mateo Rodriguez')),
  q('AK-t17', 'territory', 'who are the people on file at Nova Motors Corp?', T.contactsAt('Nova Motors Corp')),
  q('AK-t18', 'territory', 'how many data scientists are there across my accounts', TC.contactCount('my', ANY, 'Data Scientist')),
  q('AK-t19', 'territory', 'can you split my accounts up by state and give me a count for each', TI.stateBreakdown('my')),
  q(
    'AK-t20',
    'territory',
    "There's a Granite Health LLC and a Granite Health Inc - how far apart are they in revenue?",
    TC.diff('Granite Health LLC', 'Granite Health Inc'),
  ),
  q('AK-t21', 'territory', 'cedar energy co revenue', T.revenueOf('Cedar Energy Co')),
  q('AK-t22', 'territory', 'Juniper Networks Inc is located in which state?', T.stateOf('Juniper Networks Inc')),
  q(
    'AK-t23',
    'territory',
    'list just my accounts that are under a million in revenue',
    TC.list('my', (x) => x.revenue < 1 * M, 'under $1M'),
  ),
  q('AK-t24', 'territory', 'How many of my accounts have a CFO?', TG.countWithTitle('my', CFO)),
  q('AK-t25', 'territory', 'anyone in data science over at Summit Software Inc?', T.existsTitleAt('Summit Software Inc', 'Data Scientist')),
  q(
    'AK-t26',
    'territory',
    'Third-party revenue for Florida and Georgia together, but leave out any account under $1M',
    TC.sum('tp', (x) => inStates('FL', 'GA')(x) && x.revenue >= 1 * M, 'in FL or GA at $1M or more'),
  ),
  q('AK-t27', 'territory', 'How many accounts does the Tech Transformation campaign cover?', T.campaignCount('Tech Transformation')),
  q('AK-t28', 'territory', 'where are most of the third-party accounts? which state', T.stateByCount('tp', 'max')),
  q(
    'AK-t29',
    'territory',
    ['show me my accounts in Illinois', 'and which one of those is the biggest?'],
    TC.pick('my', inStates('IL'), 'max', 'of my accounts in IL'),
  ),
  q(
    'AK-t30',
    'territory',
    ['third party accounts in Ohio please', 'what do they add up to in revenue?'],
    TC.sum('tp', inStates('OH'), 'in OH'),
  ),
  q('AK-t31', 'territory', ['who works at Falcon Systems Corp?', 'how about at Pioneer Motors Inc'], T.contactsAt('Pioneer Motors Inc')),
  q(
    'AK-t32',
    'territory',
    "I'm new to this tool and still getting a feel for my own book of business. Leaving the Texas ones out of it, " +
      'could you tell me what the average revenue per account comes to across my accounts (not the third-party ones)?',
    TC.avg('my', notIn('TX'), 'outside TX'),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AK-b01',
    'crm',
    'If I count my territory accounts plus every account in the CRM, how many accounts is that altogether?',
    AA.total(
      [
        { get: fig({ load: TACC('my'), stat: 'count' }), what: 'my territory accounts' },
        { get: fig({ load: ACCOUNTS, stat: 'count' }), what: 'CRM accounts' },
      ],
      'count',
      'my territory accounts plus CRM accounts',
    ),
  ),
  q(
    'AK-b02',
    'crm',
    'Colorado: how many accounts do I have there in the territory tool, and how many CRM accounts sit in Colorado?',
    K.each([
      { get: fig({ load: TACC('my'), pred: inStates('CO'), stat: 'count' }), unit: 'count', what: 'my CO accounts' },
      { get: fig({ load: ACCOUNTS, pred: (x) => isUS(x) && x.state === 'CO', stat: 'count' }), unit: 'count', what: 'CRM accounts in CO' },
    ]),
  ),
  q(
    'AK-b03',
    'crm',
    'Keystone Robotics Group is in my territory - how many CRM accounts are in the same state as it?',
    AA.crmFigureInStateOf('Keystone Robotics Group', { stat: 'count' }, 'count', 'number of CRM accounts'),
  ),
  q(
    'AK-b04',
    'crm',
    'How many CTOs do we have on file if you put the territory contacts and the CRM contacts together?',
    BN.titleInBoth(CTO, CTO),
  ),
  q(
    'AK-b05',
    'crm',
    "Falcon Media LLC's state - what's the total annual revenue of the CRM accounts in that state?",
    AA.crmFigureInStateOf('Falcon Media LLC', { value: (x) => x.annual_revenue ?? 0, stat: 'sum' }, 'money', 'total annual revenue'),
  ),
  q(
    'AK-b06',
    'crm',
    'Take the state my biggest account (by revenue) is in; what is the average annual revenue of the CRM accounts in that state?',
    BU.crmAvgRevenueInStateOfPick('my', 'max'),
  ),
];

export const SET_AK: HeldOut[] = [...SET_AK_TERRITORY, ...SET_AK_CRM];
