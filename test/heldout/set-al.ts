// Development set AL: written by a helper who did not read the planner (nor its lexicon or its
// notes), to find wordings it does not yet understand; it leans towards conversations (sessions
// of two to four turns that narrow, shift, re-order, count what was shown or point at a record
// shown) and numbers said in words ("a dozen", "half a million", "five hundred k").
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 19 are follow-ups asked in one session. Dates are relative
// to the day the checker runs. The CRM questions and the declines are in set-al2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, T, both } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { TJ } from './kinds-j.js';
import { TACC, fig, isUS } from './kinds-k.js';
import { XM } from './kinds-m.js';
import { BN } from './kinds-n.js';
import { PB } from './kinds-p.js';
import { BW } from './kinds-w.js';
import { BY, TY } from './kinds-y.js';
import { AA } from './kinds-aa.js';
import { TAC } from './kinds-ac.js';
import { TAI } from './kinds-ai.js';
import { CEO, CFO, M, notIn } from './pick.js';
import { SET_AL_CRM } from './set-al2.js';

const SET_AL_TERRITORY: HeldOut[] = [
  // Territory API
  q('AL-t01', 'territory', 'quick q: florida, third party accts, how many', TC.count('tp', inStates('FL'), 'in FL')),
  q(
    'AL-t02',
    'territory',
    'total up revenue across my accounts that make less than half a million',
    TC.sum('my', (x) => x.revenue < 0.5 * M, 'under $500k'),
  ),
  q(
    'AL-t03',
    'territory',
    'Mean revenue of my Massachusetts + Pennsylvania accounts, taken together as one group?',
    TC.avg('my', inStates('MA', 'PA'), 'in MA or PA'),
  ),
  q('AL-t04', 'territory', 'bottom four third-party accounts on revenue', TC.topN('tp', ANY, 4, 'min')),
  q(
    'AL-t05',
    'territory',
    'Leaving California and Texas out of it, what is the largest account I own?',
    TC.pick('my', notIn('CA', 'TX'), 'max', 'of my accounts outside CA and TX'),
  ),
  q(
    'AL-t06',
    'territory',
    'Out of all my accounts, what percentage clear five million in revenue?',
    TC.share('my', (x) => x.revenue > 5 * M, 'over $5M'),
  ),
  q('AL-t07', 'territory', 'NY vs IL — where do I have more accounts?', TC.compareStates('my', 'NY', 'IL')),
  q('AL-t08', 'territory', 'revenue gap, Falcon Media LLC vs Nova Health Co?', TC.diff('Falcon Media LLC', 'Nova Health Co')),
  q('AL-t09', 'territory', 'which of my accounts have somebody with the CFO title', TC.accountsWithTitle('my', ANY, CFO)),
  q('AL-t10', 'territory', 'third-party accounts sitting in Ohio, list please', T.listInState('tp', 'OH')),
  q('AL-t11', 'territory', 'break my accounts down by state, a count for each one', TI.stateBreakdown('my')),
  q('AL-t12', 'territory', 'third-party revenue by state pls', TAI.revenueByState('tp')),
  q('AL-t13', 'territory', 'whats the totl revnue for my acounts in colorado', TC.sum('my', inStates('CO'), 'in CO')),
  q('AL-t14', 'territory', 'How many of my accounts are based somewhere other than California?', TC.count('my', notIn('CA'), 'outside CA')),
  q('AL-t15', 'territory', 'which company is Kenji Taylor with?', TC.accountOf('Kenji Taylor')),
  q('AL-t16', 'territory', 'is Grace Martin a CEO', TY.isTitle('Grace Martin', CEO)),
  q('AL-t17', 'territory', "need Wei Thomas's email address", TC.emailOf('Wei Thomas')),
  q('AL-t18', 'territory', 'Harbor Labs Inc - names of the people we have there?', T.contactsAt('Harbor Labs Inc')),
  q(
    'AL-t19',
    'territory',
    'Texas third-party accounts doing more than 2.5 million - how many are there?',
    TC.count('tp', (x) => x.state === 'TX' && x.revenue > 2.5 * M, 'in TX over $2.5M'),
  ),
  q(
    'AL-t20',
    'territory',
    'which states have a dozen or more accounts once you count mine and the third-party ones together',
    TJ.statesWithAtLeast('all', 12),
  ),
  q(
    'AL-t21',
    'territory',
    'any third-party accounts below five hundred k? name them',
    TC.list('tp', (x) => x.revenue < 0.5 * M, 'under $500k'),
  ),
  q(
    'AL-t22',
    'territory',
    'How many contacts does Juniper Software Corp have, and what job titles do they hold?',
    both(T.contactCountAt('Juniper Software Corp'), T.titlesAt('Juniper Software Corp')),
  ),
  q('AL-t23', 'territory', 'Per-account revenue, averaged by state across my book: which state tops it?', TC.stateAvg('my', 'max')),
  q(
    'AL-t24',
    'territory',
    'how high up my list does Ember Ventures Corp come if I rank by revenue?',
    TG.rankOf('my', 'Ember Ventures Corp'),
  ),
  q(
    'AL-t25',
    'territory',
    "I'm putting together a territory review for my manager tomorrow morning and I need to know, across all of the " +
      'third-party accounts we get from the external providers, which single account has the lowest revenue figure, ' +
      'because I want to flag it as a candidate to drop from the list',
    TC.pick('tp', ANY, 'min', 'of the third-party accounts'),
  ),
  q(
    'AL-t26',
    'territory',
    ['list my accounts in Texas', 'just the ones over 3 million'],
    TC.list('my', (x) => x.state === 'TX' && x.revenue > 3 * M, 'in TX over $3M'),
  ),
  q('AL-t27', 'territory', ['show third party accts in WA state', 'so how many did that come to'], TC.count('tp', inStates('WA'), 'in WA')),
  q(
    'AL-t28',
    'territory',
    ['show me my Oregon accounts', 'who are the contacts at the bigger of the two'],
    TAC.contactsOfPick('my', inStates('OR'), 'max', 'in OR'),
  ),
  q(
    'AL-t29',
    'territory',
    ['pull up the Georgia accounts from the third-party list', 'rank them by revenue, top first'],
    TI.ranked('tp', inStates('GA'), 'max', 'in GA'),
  ),
  q(
    'AL-t30',
    'territory',
    ['what is the total revenue of my New York accounts', 'and for the third-party accounts in NY?'],
    TC.sum('tp', inStates('NY'), 'in NY'),
  ),
  q(
    'AL-t31',
    'territory',
    ['what accounts do I have in Illinois', 'what do they make altogether', 'ok and per account on average?'],
    TC.avg('my', inStates('IL'), 'in IL'),
  ),
  q('AL-t32', 'territory', ['who is Benjamin Chen', 'how much revenue does his company make'], TE.revenueOfContact('Benjamin Chen')),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AL-b01',
    'crm',
    "How many CRM accounts sit in US states where I don't have a single territory account of my own?",
    XM.crmInMyStates(false),
  ),
  q(
    'AL-b02',
    'crm',
    'sales VPs: how many in total if you add the territory contacts and the CRM contacts together?',
    BN.titleInBoth('Vice President of Sales', 'VP of Sales'),
  ),
  q(
    'AL-b03',
    'crm',
    [
      'in which state are the most third-party accounts located',
      'and in the CRM, how many open opportunities belong to accounts in that state?',
    ],
    PB.openDealsInTopStateOf('tp'),
  ),
  q(
    'AL-b04',
    'crm',
    'Georgia: count the accounts in my territory, on the third-party list and in the CRM, all added up',
    AA.total(
      [
        { get: fig({ load: TACC('my'), pred: inStates('GA'), stat: 'count' }), what: 'my GA accounts' },
        { get: fig({ load: TACC('tp'), pred: inStates('GA'), stat: 'count' }), what: 'third-party GA accounts' },
        { get: fig({ load: ACCOUNTS, pred: (x) => isUS(x) && x.state === 'GA', stat: 'count' }), what: 'CRM GA accounts' },
      ],
      'count',
      'accounts in GA over both APIs',
    ),
  ),
  q(
    'AL-b05',
    'crm',
    "Take whatever state Harbor Media Group is in; what's the biggest CRM account there by annual revenue?",
    BY.crmTopInStateOf('Harbor Media Group', 'annual_revenue'),
  ),
  q(
    'AL-b06',
    'territory',
    'How many of my territory accounts are in states where the CRM has more than a dozen accounts?',
    BW.inCrmStates('my', (n) => n > 12, 'more than 12 US CRM accounts'),
  ),
];

export const SET_AL: HeldOut[] = [...SET_AL_TERRITORY, ...SET_AL_CRM];
