// Development set AI: written by a helper who did not read the planner (nor its lexicon or its
// notes), to find wordings it does not yet understand; leaning on how sales managers and reps in
// a hurry type (terse, abbreviations, typos, pronouns in follow-ups, two questions in one).
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 7 are follow-ups asked in one session. Dates are relative
// to the day the checker runs; one checker is new (kinds-ai.ts). The CRM questions and the declines are in set-ai2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, T, both } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { fig, isUS } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { BU } from './kinds-u.js';
import { AA } from './kinds-aa.js';
import { BAE } from './kinds-ae.js';
import { TAI } from './kinds-ai.js';
import { CFO, M, notIn } from './pick.js';
import { CRM, DECLINE } from './set-ai2.js';

const HVO = { campaign: 'High Value Outreach' };
const TT = { campaign: 'Tech Transformation' };

const TERRITORY: HeldOut[] = [
  q('AI-t01', 'territory', 'tot rev for my WA + OR accts?', TC.sum('my', inStates('WA', 'OR'), 'in WA or OR')),
  q(
    'AI-t02',
    'territory',
    'how many of my accts r under 1M',
    TC.count('my', (x) => x.revenue < 1 * M, 'under $1M'),
  ),
  q('AI-t03', 'territory', 'avg rev 3rd party colorado', TC.avg('tp', inStates('CO'), 'in CO')),
  q('AI-t04', 'territory', 'top 3 of mine by revenue, not counting anything in CA or NY', TC.topN('my', notIn('CA', 'NY'), 3, 'max')),
  q('AI-t05', 'territory', 'smallest third party acount in texas?', TC.pick('tp', inStates('TX'), 'min', 'of third-party accounts in TX')),
  q('AI-t06', 'territory', 'what state do i have the most accounts in', T.stateByCount('my', 'max')),
  q('AI-t07', 'territory', 'what % of the 3rd-party list is florida', TC.share('tp', inStates('FL'), 'in FL')),
  q('AI-t08', 'territory', 'email for Evelyn Hall pls', TC.emailOf('Evelyn Hall')),
  q('AI-t09', 'territory', "Mateo Clark - what's his title?", TC.titleOf('Mateo Clark')),
  q('AI-t10', 'territory', 'meridian labs group, which state r they in', T.stateOf('Meridian Labs Group')),
  q('AI-t11', 'territory', 'granite health llc rev?', T.revenueOf('Granite Health LLC')),
  q('AI-t12', 'territory', 'is Zenith Robotics Co one of ours or a 3rd party one', TG.isMine('Zenith Robotics Co')),
  q(
    'AI-t13',
    'territory',
    'revenue gap btwn Nova Motors Corp and Lumen Dynamics Group?',
    TC.diff('Nova Motors Corp', 'Lumen Dynamics Group'),
  ),
  q(
    'AI-t14',
    'territory',
    "who's bigger, Iron Health LLC or Willow Foods Group",
    TC.compareAccounts('Iron Health LLC', 'Willow Foods Group'),
  ),
  q('AI-t15', 'territory', 'my #3 account by rev', TC.nth('my', 3, 'max')),
  q('AI-t16', 'territory', 'median revenue, third-party accts', TC.median('tp')),
  q('AI-t17', 'territory', 'which state is dragging — lowest avg revenue per account in my patch?', TC.stateAvg('my', 'min')),
  q('AI-t18', 'territory', 'how many VPs of sales do we have across my accounts', TC.contactCount('my', ANY, 'Vice President of Sales')),
  q('AI-t19', 'territory', 'list the data scientists at my texas accts', TC.contactList('my', inStates('TX'), 'Data Scientist')),
  q('AI-t20', 'territory', 'how many of my accts have no CFO on file', TE.withoutTitle('my', CFO)),
  q('AI-t21', 'territory', 'break down my revenue by state', TAI.revenueByState('my')),
  q(
    'AI-t22',
    'territory',
    'High Value Outreach - how many accts are on it, and what do they bring in total?',
    both(TC.count(HVO, ANY, 'on High Value Outreach'), TC.sum(HVO, ANY, 'on High Value Outreach')),
  ),
  q('AI-t23', 'territory', '# of contacts we have on file at my georgia accounts?', TC.contactCount('my', inStates('GA'))),
  q(
    'AI-t24',
    'territory',
    'any 3rd party accts in oregon doing over 5 mil?',
    TC.exists('tp', (x) => x.state === 'OR' && x.revenue > 5 * M, 'third-party accounts in OR over $5M'),
  ),
  q('AI-t25', 'territory', 'most common job title among the third-party contacts', TC.titleTop('tp', 'max')),
  q('AI-t26', 'territory', 'how many of my accts out-earn Vertex Logistics Group', TI.countAbove('my', 'Vertex Logistics Group')),
  q(
    'AI-t27',
    'territory',
    'my accts between 3 and 5 mil in revenue, list em',
    TC.list('my', (x) => x.revenue >= 3 * M && x.revenue <= 5 * M, 'between $3M and $5M'),
  ),
  q('AI-t28', 'territory', "Abigail Martinez's company — what state is it in?", TE.stateOfContact('Abigail Martinez')),
  q(
    'AI-t29',
    'territory',
    ['show me my north carolina accounts', 'which one of those is the biggest?'],
    TC.pick('my', inStates('NC'), 'max', 'of my accounts in NC'),
  ),
  q('AI-t30', 'territory', ['whos at Granite Health LLC', 'and at Meridian Labs Group?'], T.contactsAt('Meridian Labs Group')),
  q('AI-t31', 'territory', ['3rd party accts in illinois', 'avg rev of those?'], TC.avg('tp', inStates('IL'), 'in IL')),
  q(
    'AI-t32',
    'territory',
    'For the Tech Transformation campaign I need to know which account on that list has the highest revenue, ' +
      'since that is where we will open the conversation first.',
    TC.pick(TT, ANY, 'max', 'on Tech Transformation'),
  ),
];

const BOTH: HeldOut[] = [
  q('AI-b01', 'crm', 'how many crm accounts are in states where i have territory accts?', BN.crmInStatesOf('my')),
  q(
    'AI-b02',
    'crm',
    'TX account count: my texas territory accounts plus the texas accounts in the CRM, how many all together?',
    AA.total(
      [
        { get: fig({ load: (d) => d.myAccounts(), pred: inStates('TX'), stat: 'count' }), what: 'my TX accounts' },
        { get: fig({ load: ACCOUNTS, pred: (x) => isUS(x) && x.state === 'TX', stat: 'count' }), what: 'CRM TX accounts' },
      ],
      'count',
      'my TX territory accounts plus CRM TX accounts',
    ),
  ),
  q(
    'AI-b03',
    'crm',
    'counting both systems (territory + crm), does Ohio or Pennsylvania have more accounts?',
    BU.combinedCompare('OH', 'PA'),
  ),
  q(
    'AI-b04',
    'crm',
    "Liam Moore's company (territory side) is in some state — how many CRM accounts are in that same state?",
    BU.crmAccountsInStateOfContact('Liam Moore'),
  ),
  q('AI-b05', 'crm', 'CFOs: how many in territory + crm combined', BN.titleInBoth(CFO, CFO)),
  q('AI-b06', 'crm', 'win rate on crm deals in whatever state Granite Health LLC is in?', BAE.crmWinRateInStateOf('Granite Health LLC')),
];

export const SET_AI: HeldOut[] = [...TERRITORY, ...CRM, ...BOTH, ...DECLINE];
