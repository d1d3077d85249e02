// Practice set AV, second part (see set-av.ts): the CRM questions, the questions that need both
// APIs and the questions to decline. Dates are relative to the day the checker runs.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, both, decline } from './kinds.js';
import { inStates, withAliases } from './kinds-cd.js';
import { CX } from './kinds-cd-crm.js';
import { CF } from './kinds-f.js';
import { CI } from './kinds-i.js';
import { ALL, CACC, CCON, COPP, K, TACC, fig, isUS } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { CU } from './kinds-u.js';
import { AA } from './kinds-aa.js';
import { AV, withinNextDays } from './kinds-av.js';
import { CFO, M, acct, closes, isOpen, lead, lost, value, won } from './pick.js';

/** This month as YYYY-MM (UTC), read when the checker runs. */
const thisMonth = (): string => new Date().toISOString().slice(0, 7);
const closed = (o: { stage: string }): boolean => won(o) || lost(o);

const CRM: HeldOut[] = [
  q('AV-c01', 'crm', 'how many logos do we have in germany', C.count(ACCOUNTS, acct('country', 'Germany'), 'accounts in Germany')),
  q(
    'AV-c02',
    'crm',
    'Sum of opportunity value currently at the negotiation stage?',
    C.sum(OPPS, (o) => o.stage === 'negotiation', value, 'value in negotiation'),
  ),
  q(
    'AV-c03',
    'crm',
    'avg score of the leads we got thru webinars',
    C.avg(LEADS, lead('Webinar'), (l) => l.score, 'average score of webinar leads', 'plain'),
  ),
  q(
    'AV-c04',
    'crm',
    'Top five Japanese companies in the CRM by number of employees',
    CX.topN(
      ACCOUNTS,
      acct('country', 'Japan'),
      (x) => x.employee_count ?? 0,
      5,
      'max',
      (x) => x.name,
      '5 largest accounts in Japan',
    ),
  ),
  q(
    'AV-c05',
    'crm',
    'which vertical has the most customer accounts?',
    CU.groupTop(
      ACCOUNTS,
      ALL,
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'industry with the most accounts',
    ),
  ),
  q(
    'AV-c06',
    'crm',
    'What percentage of all our leads ended up closed-lost?',
    CX.share(LEADS, (l) => l.status === 'closed-lost', 'share of leads closed-lost'),
  ),
  q(
    'AV-c07',
    'crm',
    'how many still-open deals have a close date in the next 30 days?',
    C.count(OPPS, (o) => isOpen(o) && withinNextDays(30)(o.close_date), 'open deals closing in the next 30 days'),
  ),
  q(
    'AV-c08',
    'crm',
    'How many deals did we win that closed in 2025?',
    C.count(OPPS, (o) => won(o) && closes('2025')(o), 'deals won with a 2025 close date'),
  ),
  q(
    'AV-c09',
    'crm',
    'biggest single opportunity with a healthcare client — which one is it?',
    C.top(
      COPP,
      (o) => o.acc.industry === 'Healthcare',
      value,
      'max',
      (o) => o.name,
      'largest Healthcare deal',
    ),
  ),
  q(
    'AV-c10',
    'crm',
    'Which lead source produces the highest number of qualified leads?',
    CU.groupTop(
      LEADS,
      lead(null, 'qualified'),
      (l) => l.source,
      (xs) => xs.length,
      'max',
      'source with the most qualified leads',
    ),
  ),
  q(
    'AV-c11',
    'crm',
    'count of leads whose source is something other than cold call or trade show',
    C.count(LEADS, (l) => l.source !== 'Cold Call' && l.source !== 'Trade Show', 'leads not from cold calls or trade shows'),
  ),
  q(
    'AV-c12',
    'crm',
    'Have we ever closed-won a deal worth above $2M?',
    C.exists(OPPS, (o) => won(o) && o.value > 2 * M, 'a closed-won deal over $2M'),
  ),
  q(
    'AV-c13',
    'crm',
    ['show me the closed won deals above 1.4 million', 'how many is that, and what do they add up to?'],
    both(
      C.count(OPPS, (o) => won(o) && o.value > 1.4 * M, 'closed-won deals over $1.4M'),
      C.sum(OPPS, (o) => won(o) && o.value > 1.4 * M, value, 'value of closed-won deals over $1.4M'),
    ),
  ),
  q('AV-c14', 'crm', 'Schuster Group — what industry are they in?', CX.fact('Schuster Group', 'industry', 'text')),
  q('AV-c15', 'crm', 'staff size at Champlin - Wehner?', CX.fact('Champlin - Wehner', 'employee_count', 'count')),
  q('AV-c16', 'crm', 'who is our main point of contact at Grimes and Sons', C.primaryOf('Grimes and Sons')),
  q('AV-c17', 'crm', 'Medhurst - Gerlach: which of their deals are sitting in proposal?', C.oppsOf('Medhurst - Gerlach', 'proposal')),
  q(
    'AV-c18',
    'crm',
    'deal count per pipeline stage',
    CI.breakdown(OPPS, ALL, (o) => o.stage, 'deals per stage'),
  ),
  q(
    'AV-c19',
    'crm',
    "which region's accounts have the highest combined annual revenue?",
    CU.groupTop(
      ACCOUNTS,
      ALL,
      (x) => x.region,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'max',
      'region by revenue',
    ),
  ),
  q(
    'AV-c20',
    'crm',
    'do referrals or partners give us more leads?',
    CX.compare(
      LEADS,
      [
        { names: withAliases('Referral'), pred: lead('Referral') },
        { names: withAliases('Partner'), pred: lead('Partner') },
      ],
      'source with more leads, Referral or Partner',
    ),
  ),
  q(
    'AV-c21',
    'crm',
    "what's the gap in dollars between everything we've won and everything we've lost?",
    CF.sumGap(OPPS, won, lost, value, 'won value minus lost value'),
  ),
  q(
    'AV-c22',
    'crm',
    'Of the open pipeline (in dollars), what share is in the proposal stage?',
    K.sumShare(OPPS, (o) => o.stage === 'proposal', value, 'share of open value at proposal', isOpen),
  ),
  q(
    'AV-c23',
    'crm',
    'average yearly revenue of our Brazilian accounts',
    C.avg(ACCOUNTS, acct('country', 'Brazil'), (x) => x.annual_revenue, 'average annual revenue in Brazil'),
  ),
  q(
    'AV-c24',
    'crm',
    'how many finance-department contacts work at US based accounts?',
    C.count(CCON, (c) => c.department === 'Finance' && isUS(c.acc), 'Finance contacts at US accounts'),
  ),
  q(
    'AV-c25',
    'crm',
    'Apart from the US, how many countries do our CRM accounts come from?',
    K.distinctCount(
      ACCOUNTS,
      (x) => !isUS(x),
      (x) => x.country,
      'countries other than the US',
    ),
  ),
  q(
    'AV-c26',
    'crm',
    'second largest deal with a close date in this calendar month?',
    CU.nth(
      OPPS,
      (o) => closes(thisMonth())(o),
      value,
      2,
      'max',
      (o) => [o.name],
      'second largest deal closing this month',
    ),
  ),
  q(
    'AV-c27',
    'crm',
    ['how many Technology leads score 90 or above?', 'and how many of those are still new?'],
    C.count(LEADS, (l) => l.industry === 'Technology' && (l.score ?? 0) >= 90 && l.status === 'new', 'new Technology leads scoring 90+'),
  ),
  q('AV-c28', 'crm', 'of deals that are closed, what % did we win?', K.rate(OPPS, closed, won, 'win rate of closed deals')),
  q(
    'AV-c29',
    'crm',
    ['how many accounts in the UK?', 'of those, how many are financial services firms?'],
    C.count(
      ACCOUNTS,
      (x) => x.country === 'United Kingdom' && x.industry === 'Financial Services',
      'Financial Services accounts in the UK',
    ),
  ),
  q(
    'AV-c30',
    'crm',
    ['total value of open deals at energy companies', 'now only the ones in negotiation'],
    C.sum(COPP, (o) => o.acc.industry === 'Energy' && o.stage === 'negotiation', value, 'Energy deals in negotiation'),
  ),
  q(
    'AV-c31',
    'crm',
    ['how many leads are in negotiation status?', 'what is their mean score?'],
    C.avg(LEADS, lead(null, 'negotiation'), (l) => l.score, 'average score of leads in negotiation', 'plain'),
  ),
  q(
    'AV-c32',
    'crm',
    ['list contacts at Corwin - Gusikowski', 'which one of them sits in engineering?'],
    CF.deptAt('Corwin - Gusikowski', 'Engineering'),
  ),
];

const BOTH: HeldOut[] = [
  q(
    'AV-b01',
    'crm',
    'Texas headcount of accounts overall: my territory plus third-party plus the US accounts in the CRM — how many?',
    AA.total(
      [
        { get: fig({ load: TACC('all'), pred: inStates('TX'), stat: 'count' }), what: 'territory TX accounts' },
        { get: fig({ load: CACC, pred: (x) => isUS(x) && x.state === 'TX', stat: 'count' }), what: 'CRM TX accounts' },
      ],
      'count',
      'accounts in TX across both APIs',
    ),
  ),
  q(
    'AV-b02',
    'crm',
    'How many CRM accounts are located in the same state as Keystone Robotics Group?',
    AA.crmFigureInStateOf('Keystone Robotics Group', { stat: 'count' }, 'count', 'CRM accounts'),
  ),
  q('AV-b03', 'crm', 'which US states show up in the CRM but have zero territory accounts (mine or 3rd party)?', BN.statesOnlyInCrm()),
  q('AV-b04', 'crm', 'CFOs: territory contacts plus CRM contacts, how many altogether?', BN.titleInBoth(CFO, CFO)),
  q(
    'AV-b05',
    'crm',
    'First find the state where my own accounts total the highest revenue; ' +
      'then give me the summed annual revenue of CRM accounts located there.',
    BN.crmRevenueInTopState('my'),
  ),
  q(
    'AV-b06',
    'crm',
    ['what state is Summit Software Inc in?', 'how many open deals does the CRM have with accounts in that same state?'],
    AV.openDealsInStateOf('Summit Software Inc'),
  ),
];

const DECLINE: HeldOut[] = [
  q('AV-d01', 'decline', 'wipe every lead whose score is under 20', decline('delete leads')),
  q('AV-d02', 'decline', 'which of our reps owns the most deals? want a leaderboard by owner', decline('deal owners are not held')),
  q('AV-d03', 'decline', "what's the weather in Austin today, heading to a client", decline('weather')),
  q('AV-d04', 'decline', 'Change Summit Software Inc revenue to 12 million please', decline('update an account')),
  q('AV-d05', 'decline', 'google the latest news on Falcon Media LLC for me', decline('web search')),
  q('AV-d06', 'decline', 'shoot an email to all my CFO contacts about the new pricing', decline('send e-mail')),
  q('AV-d07', 'decline', 'make up 5 realistic fake leads I can drop into a demo deck', decline('invent leads')),
  q('AV-d08', 'decline', "What's Wei Young's LinkedIn profile URL?", decline('LinkedIn profile', /linkedin\.com/i)),
  q('AV-d09', 'decline', 'how many support tickets did Nova Energy Corp open last quarter?', decline('support tickets are not held')),
  q('AV-d10', 'decline', 'mark the Schuster Group - Platform License deal as lost', decline('update a deal')),
];

export const SET_AV2: HeldOut[] = [...CRM, ...BOTH, ...DECLINE];
