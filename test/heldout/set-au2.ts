// Sealed set AU, second part (see set-au.ts): the 32 CRM questions and the 10 to be declined.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, both, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG } from './kinds-g.js';
import { inLastDays, inThisQuarter } from './kinds-aj.js';
import { inLastYear } from './kinds-ak.js';
import { inLastMonth } from './kinds-af.js';
import { COPP, K } from './kinds-k.js';
import { CN } from './kinds-n.js';
import { CO } from './kinds-o.js';
import { CU } from './kinds-u.js';
import { AO } from './kinds-ao.js';
import { AP } from './kinds-ap.js';
import { inLastQuarter } from './kinds-aq.js';
import { beforeLastYear, sumOfBiggestGroup } from './kinds-au.js';
import { M, dealType, isOpen, lost, value, won } from './pick.js';

const CIO = 'Chief Information Officer';
const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const every = (): boolean => true;

const CRM: HeldOut[] = [
  q(
    'AU-c01',
    'crm',
    'um how many deals are sitting in negotiation at the moment',
    C.count(OPPS, (o) => o.stage === 'negotiation', 'deals in negotiation'),
  ),
  q(
    'AU-c02',
    'crm',
    "What's the total value of the deals we won last year?",
    C.sum(OPPS, (o) => won(o) && inLastYear(o.close_date), value, 'value won last year'),
  ),
  q(
    'AU-c03',
    'crm',
    'how many deals did we lose last month',
    C.count(OPPS, (o) => lost(o) && inLastMonth(o.close_date), 'deals lost last month'),
  ),
  q(
    'AU-c04',
    'crm',
    'average value of deals won last quarter?',
    C.avg(OPPS, (o) => won(o) && inLastQuarter(o.close_date), value, 'average value of deals won last quarter'),
  ),
  q(
    'AU-c05',
    'crm',
    'so what did we close won in the past sixty days total dollars',
    C.sum(OPPS, (o) => won(o) && inLastDays(60)(o.close_date), value, 'value won in the last 60 days'),
  ),
  q(
    'AU-c06',
    'crm',
    'how many won deals have a close date before last year',
    C.count(OPPS, (o) => won(o) && beforeLastYear(o.close_date), 'won deals closing before last year'),
  ),
  q(
    'AU-c07',
    'crm',
    'How many leads scoring ninety or above are still sat at new?',
    C.count(LEADS, (l) => l.status === 'new' && (l.score ?? 0) >= 90, 'new leads scoring 90 or more'),
  ),
  q(
    'AU-c08',
    'crm',
    'Which lead source produces the most qualified leads?',
    C.group(
      LEADS,
      (l) => l.status === 'qualified',
      (l) => l.source,
      (ls) => ls.length,
      'max',
      'source with the most qualified leads',
    ),
  ),
  q(
    'AU-c09',
    'crm',
    'number of CRM contacts per department',
    CN.breakdown(CONTACTS, every, (c) => c.department, 'contacts per department'),
  ),
  q(
    'AU-c10',
    'crm',
    'average headcount of our German accounts',
    C.avg(
      ACCOUNTS,
      (x) => x.country === 'Germany',
      (x) => x.employee_count,
      'average employees of German accounts',
      'plain',
    ),
  ),
  q(
    'AU-c11',
    'crm',
    'top five healthcare accounts by annual revenue',
    CX.topN(
      ACCOUNTS,
      (x) => x.industry === 'Healthcare',
      (x) => x.annual_revenue ?? 0,
      5,
      'max',
      (x) => x.name,
      'five Healthcare accounts with the most annual revenue',
    ),
  ),
  q(
    'AU-c12',
    'crm',
    'biggest deal we ever lost?',
    C.top(OPPS, lost, value, 'max', (o) => o.name, 'largest lost deal'),
  ),
  q(
    'AU-c13',
    'crm',
    'what percentage of our leads come frm cold calling',
    CX.share(LEADS, (l) => l.source === 'Cold Call', 'share of leads from Cold Call'),
  ),
  q(
    'AU-c14',
    'crm',
    'win rate on cloud migration deals?',
    K.rate(OPPS, (o) => closed(o) && dealType(o) === 'Cloud Migration', won, 'win rate of Cloud Migration deals'),
  ),
  q(
    'AU-c15',
    'crm',
    'Have we got more accounts in Japan or in Germany?',
    CX.compare(
      ACCOUNTS,
      [
        { names: ['Japan'], pred: (x) => x.country === 'Japan' },
        { names: ['Germany'], pred: (x) => x.country === 'Germany' },
      ],
      'Japan or Germany, more accounts',
    ),
  ),
  q(
    'AU-c16',
    'crm',
    'how much more pipeline is in proposal than in qualification',
    CF.sumGap(
      OPPS,
      (o) => o.stage === 'proposal',
      (o) => o.stage === 'qualification',
      value,
      'proposal value minus qualification value',
    ),
  ),
  q(
    'AU-c17',
    'crm',
    'Ratke LLC - which city are they in, what industry, and how many staff have they got?',
    both(
      both(CX.fact('Ratke LLC', 'city', 'text'), CX.fact('Ratke LLC', 'industry', 'text')),
      CX.fact('Ratke LLC', 'employee_count', 'count'),
    ),
  ),
  q(
    'AU-c18',
    'crm',
    "had a call from Ansel Goldner, which account is he with and what's his email",
    both(CG.accountOfContact('Ansel Goldner'), CE.contactEmail('Ansel Goldner')),
  ),
  q('AU-c19', 'crm', 'lead Ross Reinger: current status and score?', both(AO.leadStatus('Ross Reinger'), AP.leadScore('Ross Reinger'))),
  q('AU-c20', 'crm', "who's the main contact at Walter LLC", C.primaryOf('Walter LLC')),
  q(
    'AU-c21',
    'crm',
    'Beatty - Kling: how many deals have they got and what are they worth altogether?',
    both(C.oppCountOf('Beatty - Kling'), C.oppValueOf('Beatty - Kling')),
  ),
  q(
    'AU-c22',
    'crm',
    'how many leads are not from the website or social media',
    C.count(LEADS, (l) => l.source !== 'Website' && l.source !== 'Social Media', 'leads from neither Website nor Social Media'),
  ),
  q(
    'AU-c23',
    'crm',
    'total annual revenue of accounts in Europe excluding the UK',
    C.sum(
      ACCOUNTS,
      (x) => x.region === 'Europe' && x.country !== 'United Kingdom',
      (x) => x.annual_revenue,
      'European revenue outside the UK',
    ),
  ),
  q(
    'AU-c24',
    'crm',
    'second biggest account by headcount in India',
    CU.nth(
      ACCOUNTS,
      (x) => x.country === 'India',
      (x) => x.employee_count ?? 0,
      2,
      'max',
      (x) => [x.name],
      'second-largest Indian account by employees',
    ),
  ),
  q(
    'AU-c25',
    'crm',
    'avg deal size for each stage pls',
    CO.avgBreakdown(OPPS, every, (o) => o.stage, value, 'average deal value per stage'),
  ),
  q(
    'AU-c26',
    'crm',
    'how many CIOs are there in the crm',
    C.count(CONTACTS, (c) => c.job_title === CIO, 'CRM contacts who are CIOs'),
  ),
  q(
    'AU-c27',
    'crm',
    'which region has the biggest open pipeline closing this quarter',
    CU.groupTop(
      COPP,
      (o) => isOpen(o) && inThisQuarter(o.close_date),
      (o) => o.acc.region,
      (os) => os.reduce((t, o) => t + o.value, 0),
      'max',
      'region with the most open value closing this quarter',
    ),
  ),
  q(
    'AU-c28',
    'crm',
    ['how many accounts have we got in Canada', 'same again but for Australia'],
    C.count(ACCOUNTS, (x) => x.country === 'Australia', 'accounts in Australia'),
  ),
  q(
    'AU-c29',
    'crm',
    ['how many deals are in proposal worth over a million', 'and what do they add up to'],
    C.sum(OPPS, (o) => o.stage === 'proposal' && o.value > M, value, 'proposal deals over $1M'),
  ),
  q(
    'AU-c30',
    'crm',
    ['leads from trade shows', 'how many of those are qualified', "and the ones that aren't qualified?"],
    C.count(LEADS, (l) => l.source === 'Trade Show' && l.status !== 'qualified', 'Trade Show leads not qualified'),
  ),
  q(
    'AU-c31',
    'crm',
    ['which industry has the most accounts', "what's the total annual revenue of that industry"],
    sumOfBiggestGroup(
      ACCOUNTS,
      (x) => x.industry,
      (x) => x.annual_revenue ?? 0,
      'money',
      'annual revenue of the industry with the most accounts',
    ),
  ),
  q(
    'AU-c32',
    'crm',
    "We're planning next year's carve-up and I need a sense of scale in Latin America before I talk to the regional lead, " +
      "so how many CRM accounts do we have in that region, and what's their combined annual revenue?",
    both(
      C.count(ACCOUNTS, (x) => x.region === 'Latin America', 'Latin American accounts'),
      C.sum(
        ACCOUNTS,
        (x) => x.region === 'Latin America',
        (x) => x.annual_revenue,
        'annual revenue of Latin American accounts',
      ),
    ),
  ),
];

const DECLINES: HeldOut[] = [
  q('AU-d01', 'decline', "um can you bump Summit Software Inc's revenue up to twelve million", decline('change an account')),
  q('AU-d02', 'decline', 'Could you book a meeting with Priya Walker for Tuesday at ten? Cheers', decline('book a meeting')),
  q(
    'AU-d03',
    'decline',
    'customer Nova Motors Corp: how many open support tickets have they got, and when did they last renew?',
    decline('support tickets are not held', /\d+\s+(?:open\s+)?(?:support\s+)?tickets?/i),
  ),
  q('AU-d04', 'decline', 'search the web for the latest funding news on Orchid Labs LLC', decline('web browsing')),
  q('AU-d05', 'decline', 'just invent five sample deals with realistic amounts for a demo deck', decline('make up deals')),
  q('AU-d06', 'decline', 'which sales rep owns the most open deals', decline('deal owners are not held')),
  q('AU-d07', 'decline', "what's Falcon Media LLC's share price today", decline('share prices are not held', /share price[^.\n]*\d/i)),
  q('AU-d08', 'decline', ['list my accounts in Oregon', 'remove the smaller one from my territory'], decline('remove an account')),
  q('AU-d09', 'decline', 'email every CEO in the CRM a happy holidays note', decline('send e-mails')),
  q(
    'AU-d10',
    'decline',
    'what was our churn rate across my accounts last year',
    decline('churn is not held', /churn[^.\n]*\d+(?:\.\d+)?\s?%/i),
  ),
];

export const SET_AU_MORE: HeldOut[] = [...CRM, ...DECLINES];
