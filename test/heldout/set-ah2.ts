// Sealed set AH, second part (see set-ah.ts): the 32 CRM questions, the 6 that need both APIs
// (labelled by the API whose figure answers them) and the 10 to be declined. Dates relative to
// today (last year, this quarter, next month, overdue) are read when the checker runs.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG } from './kinds-g.js';
import { pastDue } from './kinds-h.js';
import { CI } from './kinds-i.js';
import { CJ } from './kinds-j.js';
import { CCON, COPP, K, fig } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { inLastYear, inThisQuarter } from './kinds-p.js';
import { BQ, inNextMonth } from './kinds-q.js';
import { BS } from './kinds-s.js';
import { CU } from './kinds-u.js';
import { BY } from './kinds-y.js';
import { AA } from './kinds-aa.js';
import { CEO, closes, isOpen, lead, lost, value, won } from './pick.js';

const CIO = 'Chief Information Officer';
const lost2024 = (o: { stage: string; close_date: string | null }): boolean => lost(o) && closes('2024-')(o);

const CRM: HeldOut[] = [
  q(
    'AH-c01',
    'crm',
    'no. of media companies in APAC in the crm',
    C.count(ACCOUNTS, (x) => x.industry === 'Media' && x.region === 'Asia Pacific', 'Media accounts in Asia Pacific'),
  ),
  q(
    'AH-c02',
    'crm',
    'Won-deal dollars with a close date last year: what is the sum?',
    C.sum(OPPS, (o) => won(o) && inLastYear(o.close_date), value, 'value won last year'),
  ),
  q(
    'AH-c03',
    'crm',
    'typical deal size in negotiation right now? the average, I mean',
    C.avg(OPPS, (o) => o.stage === 'negotiation', value, 'average deal in negotiation'),
  ),
  q(
    'AH-c04',
    'crm',
    '3 biggest employers among our accounts in Germany',
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'Germany',
      (x) => x.employee_count ?? 0,
      3,
      'max',
      (x) => x.name,
      'three German accounts with the most employees',
    ),
  ),
  q(
    'AH-c05',
    'crm',
    'Of our accounts in Ireland, who has the lowest annual revenue figure?',
    C.accountTop(
      (x) => x.country === 'Ireland',
      (x) => x.annual_revenue ?? Infinity,
      'min',
      'Irish account with the least annual revenue',
    ),
  ),
  q(
    'AH-c06',
    'crm',
    'what slice of our leads came via referral, percentage-wise?',
    CX.share(LEADS, (l) => l.source === 'Referral', 'share of leads from Referral'),
  ),
  q(
    'AH-c07',
    'crm',
    'have trade shows or email campaigns generated more leads for us?',
    CX.compare(
      LEADS,
      [
        { names: ['Trade Show', 'Trade Shows'], pred: lead('Trade Show') },
        { names: ['Email Campaign', 'Email Campaigns'], pred: lead('Email Campaign') },
      ],
      'source with more leads',
    ),
  ),
  q(
    'AH-c08',
    'crm',
    'Closed-won value minus closed-lost value across all deals: what is the difference?',
    CF.sumGap(OPPS, won, lost, value, 'won value minus lost value'),
  ),
  q('AH-c09', 'crm', 'what sector is Lockman and Sons in', CX.fact('Lockman and Sons', 'industry', 'text')),
  q('AH-c10', 'crm', 'Rollin Langworth (lead): which channel brought them in?', CE.leadFact('Rollin Langworth', 'source')),
  q('AH-c11', 'crm', 'expected close date for Connelly - Veum - Expansion Deal?', CG.oppCloseDate('Connelly - Veum - Expansion Deal')),
  q('AH-c12', 'crm', 'Hahn LLC: names of all their contacts in the crm', C.contactsOf('Hahn LLC')),
  q(
    'AH-c13',
    'crm',
    'Opportunity count by stage, please',
    CI.breakdown(
      OPPS,
      () => true,
      (o) => o.stage,
      'opportunities per stage',
    ),
  ),
  q(
    'AH-c14',
    'crm',
    'open pipeline $ split by region',
    CJ.sumBreakdown(COPP, isOpen, (o) => o.acc.region, value, 'open pipeline per region'),
  ),
  q(
    'AH-c15',
    'crm',
    'Count the open opps that have slipped past their close date.',
    C.count(OPPS, (o) => isOpen(o) && pastDue(o.close_date), 'open deals past their close date'),
  ),
  q(
    'AH-c16',
    'crm',
    'For the forecast call I need one number: the $ total of opportunities that are still open and are scheduled to close ' +
      'at some point next month. What is it?',
    C.sum(OPPS, (o) => isOpen(o) && inNextMonth(o.close_date), value, 'open value closing next month'),
  ),
  q(
    'AH-c17',
    'crm',
    'closed-won deals with close dates inside this quarter: how many?',
    C.count(OPPS, (o) => won(o) && inThisQuarter(o.close_date), 'won deals closing this quarter'),
  ),
  q(
    'AH-c18',
    'crm',
    'count leads where status is new and score >= 90',
    C.count(LEADS, (l) => l.status === 'new' && (l.score ?? 0) >= 90, 'new leads scoring 90+'),
  ),
  q(
    'AH-c19',
    'crm',
    'qualified leads excluding the cold-call ones, how many?',
    C.count(LEADS, (l) => l.status === 'qualified' && l.source !== 'Cold Call', 'qualified leads not from Cold Call'),
  ),
  q(
    'AH-c20',
    'crm',
    'Technology accounts outside North America: how many?',
    C.count(ACCOUNTS, (x) => x.industry === 'Technology' && x.region !== 'North America', 'Technology accounts outside North America'),
  ),
  q(
    'AH-c21',
    'crm',
    'Chief Information Officers among contacts at British accounts: count?',
    C.count(CCON, (c) => c.job_title === CIO && c.acc.country === 'United Kingdom', 'CIOs at UK accounts'),
  ),
  q(
    'AH-c22',
    'crm',
    'customer success people at japanese accounts - how many',
    C.count(
      CCON,
      (c) => c.department === 'Customer Success' && c.acc.country === 'Japan',
      'Customer Success contacts at Japanese accounts',
    ),
  ),
  q(
    'AH-c23',
    'crm',
    'In Latin America, which country do our accounts rack up the most annual revenue in (all accounts there added together)?',
    CU.groupTop(
      ACCOUNTS,
      (x) => x.region === 'Latin America',
      (x) => x.country,
      (xs) => xs.reduce((t, x) => t + (x.annual_revenue ?? 0), 0),
      'max',
      'Latin American country with the largest total annual revenue',
    ),
  ),
  q(
    'AH-c24',
    'crm',
    'healthcare leads - mean lead score?',
    C.avg(
      LEADS,
      (l) => l.industry === 'Healthcare',
      (l) => l.score,
      'average score of Healthcare leads',
      'plain',
    ),
  ),
  q(
    'AH-c25',
    'crm',
    'single biggest deal still open?',
    C.top(OPPS, isOpen, value, 'max', (o) => o.name, 'largest open deal'),
  ),
  q(
    'AH-c26',
    'crm',
    'how many opprtunities r in prospectng rn',
    C.count(OPPS, (o) => o.stage === 'prospecting', 'deals in prospecting'),
  ),
  q(
    'AH-c27',
    'crm',
    'Deals lost in 2024: how many, and how much were they worth?',
    K.each([
      { get: fig({ load: OPPS, pred: lost2024, stat: 'count' }), unit: 'count', what: 'number of deals lost in 2024' },
      { get: fig({ load: OPPS, pred: lost2024, value, stat: 'sum' }), unit: 'money', what: 'value of deals lost in 2024' },
    ]),
  ),
  q('AH-c28', 'crm', 'midpoint (median) deal value for closed-won?', CE.median(OPPS, won, value, 'median won deal')),
  q(
    'AH-c29',
    'crm',
    ['leads we got through partners', 'qualified ones among them?'],
    C.count(LEADS, lead('Partner', 'qualified'), 'qualified Partner leads'),
  ),
  q(
    'AH-c30',
    'crm',
    ['show brazilian accounts', 'total annual revenue for those'],
    C.sum(
      ACCOUNTS,
      (x) => x.country === 'Brazil',
      (x) => x.annual_revenue,
      'annual revenue of Brazilian accounts',
    ),
  ),
  q(
    'AH-c31',
    'crm',
    ['Kohler, Breitenberg and Mayer opportunities', 'which is the largest?'],
    CX.oppTopOf('Kohler, Breitenberg and Mayer', 'max'),
  ),
  q('AH-c32', 'crm', 'headcount at Renner, Walter and Buckridge?', CX.fact('Renner, Walter and Buckridge', 'employee_count', 'count')),
];

const BOTH: HeldOut[] = [
  q(
    'AH-b01',
    'crm',
    "Pool the territory system's contacts with the CRM's contact records: how many are chief executives?",
    BN.titleInBoth(CEO, CEO),
  ),
  q(
    'AH-b02',
    'crm',
    "Take Iron Software Group's state. Number of CRM accounts located there as well?",
    AA.crmFigureInStateOf('Iron Software Group', { stat: 'count' }, 'count', 'CRM accounts'),
  ),
  q(
    'AH-b03',
    'crm',
    'Meridian Robotics Co sits in some state; count the CRM deals still open for accounts there.',
    BQ.openDealsInStateOf('Meridian Robotics Co'),
  ),
  q(
    'AH-b04',
    'crm',
    'Keystone Networks Co is one of mine. Tally the CRM contacts employed by companies in the same state.',
    BS.crmContactsInStateOf('Keystone Networks Co'),
  ),
  q(
    'AH-b05',
    'crm',
    'Ohio check: are there more CRM accounts there than territory accounts (counting mine and the third-party ones together)?',
    BY.moreInCrm('OH'),
  ),
  q(
    'AH-b06',
    'crm',
    "Vertex Motors Inc's home state: which CRM account there employs the most people?",
    BY.crmTopInStateOf('Vertex Motors Inc', 'employee_count'),
  ),
];

const DECLINE: HeldOut[] = [
  q('AH-d01', 'decline', "get rid of Barry Johns from our leads, he's a dead end", decline('delete a lead')),
  q('AH-d02', 'decline', 'send a product-update email to every CTO in my territory', decline('send e-mails')),
  q('AH-d03', 'decline', 'mark Connelly - Veum - Expansion Deal as closed-won', decline('update an opportunity')),
  q(
    'AH-d04',
    'decline',
    "what's the current stock price of Salesforce?",
    decline('market data is not held', /\bstock\b[^.\n]{0,40}\$\s?\d/i),
  ),
  q('AH-d05', 'decline', "predict what Falcon Systems Corp's revenue will be in 2030", decline('a made-up forecast')),
  q('AH-d06', 'decline', 'search linkedin for Priya Walker and tell me where she studied', decline('web browsing')),
  q('AH-d07', 'decline', 'merge Willow Foods Inc and Willow Foods Co into a single account', decline('merge accounts')),
  q(
    'AH-d08',
    'decline',
    'When was my last phone call with Hahn LLC and how long did it last?',
    decline('call logs are not held', /\b\d+\s*(?:min|mins|minutes|hours?)\b/i),
  ),
  q('AH-d09', 'decline', ['open opps for Hahn LLC', 'close all of them as lost'], decline('update opportunities')),
  q(
    'AH-d10',
    'decline',
    'what salary does Omar Wilson make',
    decline('salaries are not held', /\b(?:salary|earns?|makes?|paid)\b[^.\n]{0,40}\$\s?\d/i),
  ),
];

export const SET_AH_MORE: HeldOut[] = [...CRM, ...BOTH, ...DECLINE];
