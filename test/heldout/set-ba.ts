// Practice set BA: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type; not sealed. Four kinds of user, each in their own voice: a sales manager running
// a Monday pipeline meeting (stages, values, close dates, win/loss, deal names); a territory
// planner comparing states, revenue bands and coverage (mine versus third-party); a support
// colleague whose English is not native (unusual word order and word choice, clear meaning)
// looking up people and accounts by name; and a founder asking blunt one-liners, sometimes with
// a reason first. 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API
// whose figure answers them), 10 to be declined; 12 are follow-ups asked in one session (the
// last answer is judged). Dates relative to today are read when the checker runs.
// The territory questions and those across both APIs are here; the CRM ones and the declines
// are in set-ba2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { C, ACCOUNTS, T } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { K, TACC, isUS } from './kinds-k.js';
import { TI } from './kinds-i.js';
import { TG } from './kinds-g.js';
import { AN, countOf, revOf } from './kinds-an.js';
import { AA } from './kinds-aa.js';
import { BO } from './kinds-o.js';
import { PB } from './kinds-p.js';
import { BAZ } from './kinds-az.js';
import { crmInState } from './kinds-ap.js';
import { BA } from './kinds-ba.js';
import { CEO, CFO, CTO, M, named, notIn, revenue } from './pick.js';
import { SET_BA_MORE } from './set-ba2.js';

const TERRITORY: HeldOut[] = [
  // The territory planner.
  q(
    'BA-t01',
    'territory',
    'For my coverage review: what share of my total account revenue sits in California?',
    K.sumShare(TACC('my'), inStates('CA'), revenue, 'share of my revenue in CA'),
  ),
  q(
    'BA-t02',
    'territory',
    'Florida coverage check: how many Florida accounts are mine, and how many are third-party?',
    K.each([
      { get: countOf('my', inStates('FL')), unit: 'count', what: 'my accounts in FL' },
      { get: countOf('tp', inStates('FL')), unit: 'count', what: 'third-party accounts in FL' },
    ]),
  ),
  q(
    'BA-t03',
    'territory',
    'Are there states where third-party accounts exist but I have no account of my own? Which ones?',
    K.keyDiff(
      { load: TACC('tp'), key: (x) => x.state },
      { load: TACC('my'), key: (x) => x.state },
      'minus',
      'state',
      'states with third-party accounts only',
    ),
  ),
  q(
    'BA-t04',
    'territory',
    'What do the third-party accounts in Washington and Oregon add up to in revenue?',
    TC.sum('tp', inStates('WA', 'OR'), 'in WA and OR'),
  ),
  q(
    'BA-t05',
    'territory',
    'How many of my accounts have revenue between 2 and 4 million dollars?',
    TC.count('my', (x) => x.revenue >= 2 * M && x.revenue <= 4 * M, 'with revenue $2M-$4M'),
  ),
  q(
    'BA-t06',
    'territory',
    'Of my accounts not in California, Texas or Arizona, which one brings in the most revenue?',
    TC.pick('my', notIn('CA', 'TX', 'AZ'), 'max', 'of my accounts outside CA, TX and AZ'),
  ),
  q(
    'BA-t07',
    'territory',
    ['How many third-party accounts do we have in Ohio?', 'and on my side?'],
    BA.countOrNone(countOf('my', inStates('OH')), 'my accounts in OH'),
  ),
  q('BA-t08', 'territory', ['List my accounts in Arizona.', 'What is their combined revenue?'], TC.sum('my', inStates('AZ'), 'in AZ')),
  q('BA-t09', 'territory', 'Give me a state-by-state count of my accounts.', TI.stateBreakdown('my')),
  q(
    'BA-t10',
    'territory',
    'In New York, what is the revenue difference between my accounts and the third-party accounts?',
    AN.gap(revOf('my', inStates('NY')), revOf('tp', inStates('NY')), 'money', 'gap between my and third-party revenue in NY'),
  ),
  q('BA-t11', 'territory', 'Which of my accounts is number three by revenue?', TC.nth('my', 3, 'max')),
  q('BA-t12', 'territory', 'Top 5 of my accounts, ranked by revenue.', TC.topN('my', ANY, 5, 'max')),
  q(
    'BA-t13',
    'territory',
    ['Show the third-party accounts in Florida.', 'only the ones over 6 million'],
    TC.list('tp', (x) => x.state === 'FL' && x.revenue > 6 * M, 'in FL over $6M'),
  ),
  q('BA-t14', 'territory', ['Average revenue of my accounts?', 'now the third-party side'], TC.avg('tp', ANY, 'overall')),
  q(
    'BA-t15',
    'territory',
    'How many third-party accounts have revenue of at most two million dollars?',
    TC.count('tp', (x) => x.revenue <= 2 * M, 'at most $2M'),
  ),
  q(
    'BA-t16',
    'territory',
    ['my accounts in New York', "who's the biggest of those?"],
    TC.pick('my', inStates('NY'), 'max', 'of my accounts in NY'),
  ),

  // The support colleague.
  q('BA-t17', 'territory', 'Benjamin Hernandez is working for which account, please?', TC.accountOf('Benjamin Hernandez')),
  q('BA-t18', 'territory', 'Please tell me what is the job title of Wei Young.', TC.titleOf('Wei Young')),
  q('BA-t19', 'territory', 'I must write to Grace Martin, which email address she has?', TC.emailOf('Grace Martin')),
  q(
    'BA-t20',
    'territory',
    'Which persons we have at Zenith Robotics Co? Please give me all the names.',
    T.contactsAt('Zenith Robotics Co'),
  ),
  q('BA-t21', 'territory', 'At Meridian Software Inc, who is there the CTO?', TC.contactList('all', named('Meridian Software Inc'), CTO)),
  q('BA-t22', 'territory', 'Keystone Cloud Group, in which state it is located?', T.stateOf('Keystone Cloud Group')),
  q('BA-t23', 'territory', 'How much revenue has Delta Analytics Corp?', T.revenueOf('Delta Analytics Corp')),
  q('BA-t24', 'territory', 'Redwood Labs Inc belongs to my territory, yes or no?', TG.isMine('Redwood Labs Inc')),
  q(
    'BA-t25',
    'territory',
    ['Who is working at Pioneer Ventures Co?', 'Please the email of the CEO there.'],
    BA.emailOfTitleAt('Pioneer Ventures Co', CEO),
  ),

  // The founder.
  q('BA-t26', 'territory', 'investor call in 10 min — total revenue across all my accounts?', T.sumRevenue('my')),
  q(
    'BA-t27',
    'territory',
    'for the board deck: how many third-party accounts are above $5M in revenue?',
    TC.count('tp', (x) => x.revenue > 5 * M, 'over $5M'),
  ),
  q(
    'BA-t28',
    'territory',
    "biggest account we have, mine or third-party, doesn't matter which",
    TC.pick('all', ANY, 'max', 'of all accounts'),
  ),
  q('BA-t29', 'territory', 'smallest third-party account by revenue?', T.top('tp', 'min')),
  q(
    'BA-t30',
    'territory',
    'thinking of a finance-led pitch. do any third-party accounts in Texas have a CFO on file?',
    TC.existsTitle('tp', inStates('TX'), CFO),
  ),
  q('BA-t31', 'territory', 'how many CEOs are in our territory contacts', T.countTitle(CEO)),
  q('BA-t32', 'territory', 'median revenue of my accounts?', TC.median('my')),
];

// Both APIs (labelled by the API whose figure answers).
const BOTH: HeldOut[] = [
  q(
    'BA-b01',
    'territory',
    'quick one: my territory accounts in Texas plus the CRM accounts in Texas, how many is that all together?',
    AA.total(
      [
        { get: countOf('my', inStates('TX')), what: 'my territory accounts in TX' },
        { get: crmInState('TX'), what: 'US CRM accounts in TX' },
      ],
      'count',
      'my TX accounts plus CRM TX accounts',
    ),
  ),
  q(
    'BA-b02',
    'crm',
    'Take the third-party account with the highest revenue. How many CRM accounts are located in the same state?',
    BO.crmCountInStateOfTop('tp'),
  ),
  q(
    'BA-b03',
    'crm',
    'Which US states have accounts in the CRM but none of my territory accounts?',
    K.keyDiff(
      { load: ACCOUNTS, pred: isUS, key: (x) => x.state },
      { load: TACC('my'), key: (x) => x.state },
      'minus',
      'state',
      'US states with CRM accounts and none of mine',
    ),
  ),
  q(
    'BA-b04',
    'crm',
    'In Ohio we have some third-party accounts. In the CRM, is there also an account located in Ohio?',
    C.exists(ACCOUNTS, (x) => isUS(x) && x.state === 'OH', 'a US CRM account in OH'),
  ),
  q(
    'BA-b05',
    'territory',
    'Who is bigger by revenue: Falcon Media LLC from my territory, or Lind - West in the CRM going by annual revenue?',
    BAZ.compareAcross('Falcon Media LLC', 'Lind - West'),
  ),
  q(
    'BA-b06',
    'crm',
    ['Which state has the most of my territory accounts?', 'How many open CRM deals are with accounts in that state?'],
    PB.openDealsInTopStateOf('my'),
  ),
];

export const SET_BA: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_BA_MORE];
