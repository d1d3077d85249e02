// Sealed set AR, second part: the CRM questions and the declines (see set-ar.ts for the header
// and the counts).

import type { CrmOpportunity } from './data.js';
import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CJ } from './kinds-j.js';
import { COPP, K, fig } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { inLastDays, inThisQuarter } from './kinds-aj.js';
import { inNextMonth } from './kinds-ak.js';
import { yearToDate } from './kinds-ar.js';
import { M, dealType, isOpen, value, won } from './pick.js';

const renewalNextMonth = (o: CrmOpportunity): boolean => isOpen(o) && dealType(o) === 'Annual Support Renewal' && inNextMonth(o.close_date);

const CRM: HeldOut[] = [
  q(
    'AR-c01',
    'crm',
    'How many leads have come in to us through trade shows?',
    C.count(LEADS, (l) => l.source === 'Trade Show', 'Trade Show leads'),
  ),
  q(
    'AR-c02',
    'crm',
    "what's the avg lead score on partner-sourced leads",
    C.avg(
      LEADS,
      (l) => l.source === 'Partner',
      (l) => l.score,
      'average score of Partner leads',
      'plain',
    ),
  ),
  q(
    'AR-c03',
    'crm',
    'Which lead source is producing the most leads in qualified status right now?',
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
    'AR-c04',
    'crm',
    'Give me the count of brand-new leads (status new), split out by lead source.',
    CN.breakdown(
      LEADS,
      (l) => l.status === 'new',
      (l) => l.source,
      'new leads per source',
    ),
  ),
  q(
    'AR-c05',
    'crm',
    'How many leads scoring ninety or higher are still sitting in new status?',
    C.count(LEADS, (l) => (l.score ?? 0) >= 90 && l.status === 'new', 'new leads scoring 90+'),
  ),
  q(
    'AR-c06',
    'crm',
    'Of the leads that originated on our website, what percentage ended up closed-lost?',
    CX.share(
      LEADS,
      (l) => l.status === 'closed-lost',
      'share of Website leads closed-lost',
      (l) => l.source === 'Website',
    ),
  ),
  q(
    'AR-c07',
    'crm',
    'median score for leads from the email campaigns?',
    CE.median(
      LEADS,
      (l) => l.source === 'Email Campaign',
      (l) => l.score ?? 0,
      'median score of Email Campaign leads',
      'plain',
    ),
  ),
  q(
    'AR-c08',
    'crm',
    'How many leads do we have that did not come from cold calls or webinars?',
    C.count(LEADS, (l) => l.source !== 'Cold Call' && l.source !== 'Webinar', 'leads not from Cold Call or Webinar'),
  ),
  q('AR-c09', 'crm', 'what score did janis kilback get', CE.leadFact('Janis Kilback', 'score')),
  q(
    'AR-c10',
    'crm',
    'How many leads were created during the first quarter of 2024 (January through March)?',
    CJ.createdBetween(LEADS, '2024-01-01', '2024-03-31', 'leads created in 2024 Q1'),
  ),
  q(
    'AR-c11',
    'crm',
    'Which industry accounts for the largest number of leads with the status closed-won?',
    C.group(
      LEADS,
      (l) => l.status === 'closed-won',
      (l) => l.industry,
      (ls) => ls.length,
      'max',
      'industry with the most closed-won leads',
    ),
  ),
  q('AR-c12', 'crm', 'Who is our main point of contact at Frami and Sons?', C.primaryOf('Frami and Sons')),
  q('AR-c13', 'crm', 'Before the renewal meeting: list all the contacts we have at Walter LLC', C.contactsOf('Walter LLC')),
  q(
    'AR-c14',
    'crm',
    'How many open Annual Support Renewal opportunities are scheduled to close next month, and what is their total value?',
    K.each([
      { get: fig({ load: OPPS, pred: renewalNextMonth, stat: 'count' }), unit: 'count', what: 'open renewals closing next month' },
      { get: fig({ load: OPPS, pred: renewalNextMonth, value, stat: 'sum' }), unit: 'money', what: 'value of those renewals' },
    ]),
  ),
  q(
    'AR-c15',
    'crm',
    'how many employees does Murray, Quitzon and McKenzie have',
    CX.fact('Murray, Quitzon and McKenzie', 'employee_count', 'count'),
  ),
  q(
    'AR-c16',
    'crm',
    'Which of our contacts at Dietrich - Bednar work in the Engineering department?',
    CF.deptAt('Dietrich - Bednar', 'Engineering'),
  ),
  q('AR-c17', 'crm', 'is anything with Ratke LLC in negotiation at the moment?', CX.oppStageOf('Ratke LLC', 'negotiation')),
  q(
    'AR-c18',
    'crm',
    'What is the total value of the open pipeline scheduled to close within the current quarter?',
    C.sum(OPPS, (o) => isOpen(o) && inThisQuarter(o.close_date), value, 'open value closing this quarter'),
  ),
  q(
    'AR-c19',
    'crm',
    'Year to date (January 1st through today), what is the total value of closed-won opportunities by close date?',
    C.sum(OPPS, (o) => won(o) && yearToDate(o.close_date), value, 'won value year to date'),
  ),
  q(
    'AR-c20',
    'crm',
    'For accounts in the Europe region, how often do we win? closed-won divided by closed-won plus closed-lost, as a percentage',
    CM.winRate((o) => o.acc.region === 'Europe', 'win rate in Europe'),
  ),
  q(
    'AR-c21',
    'crm',
    'Which sales region carries the largest open pipeline by value?',
    C.group(
      COPP,
      isOpen,
      (o) => o.acc.region,
      (os) => sum(os.map(value)),
      'max',
      'region with the most open value',
    ),
  ),
  q(
    'AR-c22',
    'crm',
    'average size of the deals we won with a close date in the last 90 days',
    C.avg(OPPS, (o) => won(o) && inLastDays(90)(o.close_date), value, 'average won deal over the last 90 days'),
  ),
  q(
    'AR-c23',
    'crm',
    'negotiation-stage opps worth over a quarter million - how many?',
    C.count(OPPS, (o) => o.stage === 'negotiation' && o.value > 0.25 * M, 'negotiation deals over $250k'),
  ),
  q(
    'AR-c24',
    'crm',
    "I'm trying to get a feel for the data: among the accounts in Japan, how many would you say have more than two dozen employees?",
    C.count(ACCOUNTS, (x) => x.country === 'Japan' && (x.employee_count ?? 0) > 24, 'Japanese accounts with more than 24 employees'),
  ),
  q(
    'AR-c25',
    'crm',
    'do we have more retail accounts or more healthcare accounts in the crm?',
    CX.compare(
      ACCOUNTS,
      [
        { names: ['Retail'], pred: (x) => x.industry === 'Retail' },
        { names: ['Healthcare'], pred: (x) => x.industry === 'Healthcare' },
      ],
      'industry with more accounts',
    ),
  ),
  q(
    'AR-c26',
    'crm',
    'Excluding the United States, which country has the most accounts?',
    C.group(
      ACCOUNTS,
      (x) => x.country !== 'United States',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'country other than the US with the most accounts',
    ),
  ),
  q(
    'AR-c27',
    'crm',
    'top three energy companies by annual revenue',
    CX.topN(
      ACCOUNTS,
      (x) => x.industry === 'Energy',
      (x) => x.annual_revenue ?? 0,
      3,
      'max',
      (x) => x.name,
      'three Energy accounts with the most annual revenue',
    ),
  ),
  q(
    'AR-c28',
    'crm',
    'how many open opportunites are slated to close next month?',
    C.count(OPPS, (o) => isOpen(o) && inNextMonth(o.close_date), 'open deals closing next month'),
  ),
  q(
    'AR-c29',
    'crm',
    ['Retail accounts in the United Kingdom', 'how many employees do they have between them?'],
    C.sum(
      ACCOUNTS,
      (x) => x.industry === 'Retail' && x.country === 'United Kingdom',
      (x) => x.employee_count,
      'employees of UK Retail accounts',
      'count',
    ),
  ),
  q(
    'AR-c30',
    'crm',
    ['show me the leads in negotiation status', 'which source do most of those come from?'],
    C.group(
      LEADS,
      (l) => l.status === 'negotiation',
      (l) => l.source,
      (ls) => ls.length,
      'max',
      'source with the most leads in negotiation',
    ),
  ),
  q(
    'AR-c31',
    'crm',
    ['pull up the opportunities for Legros - Rath', 'only the closed-won ones', 'what is their total value?'],
    C.oppValueOf('Legros - Rath', won),
  ),
  q(
    'AR-c32',
    'crm',
    ['Financial Services accounts in Canada', 'which one of them has the biggest headcount'],
    C.accountTop(
      (x) => x.industry === 'Financial Services' && x.country === 'Canada',
      (x) => x.employee_count ?? 0,
      'max',
      'Canadian Financial Services account with the most employees',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  q('AR-d01', 'decline', 'Which of our sales reps owns the most open opportunities?', decline('deal owners are not held')),
  q('AR-d02', 'decline', 'send a thank-you email to every lead that came from a trade show', decline('send e-mails')),
  q(
    'AR-d03',
    'decline',
    'Please move the Ratke LLC negotiation deals to closed-won, they signed this morning.',
    decline('update deal stages'),
  ),
  q(
    'AR-d04',
    'decline',
    'look up Summit Software Inc on linkedin and tell me how many employees they list there',
    decline('web browsing', /\b\d[\d,]*\s+employees\b/i),
  ),
  q('AR-d05', 'decline', 'Make up ten realistic-looking sample leads I can use in a demo deck', decline('made-up data')),
  q(
    'AR-d06',
    'decline',
    "What's the NPS score for Juniper Software Corp from the last customer survey?",
    decline('NPS is not held', /\bNPS\b[^.\n]{0,40}\d/i),
  ),
  q(
    'AR-d07',
    'decline',
    'how many hours did the team spend on customer calls last week',
    decline('call activity is not held', /\b\d+(?:\.\d+)?\s*(?:hours|hrs)\b/i),
  ),
  q('AR-d08', 'decline', ['list my accounts in georgia', 'remove the smaller of the two from my territory'], decline('remove an account')),
  q(
    'AR-d09',
    'decline',
    'Add a new contact, Dana Reyes, as CFO at Falcon Media LLC, email dana.reyes@falconmedia.example.com',
    decline('create a contact'),
  ),
  q('AR-d10', 'decline', 'How much of the marketing budget went on webinars in Q3?', decline('marketing spend is not held', /\$\s?\d/)),
];

export const SET_AR_MORE: HeldOut[] = [...CRM, ...DECLINES];
