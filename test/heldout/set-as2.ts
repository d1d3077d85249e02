// Sealed set AS, second part (see set-as.ts): the 32 CRM questions and the 10 to be declined.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, both, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { pastDue } from './kinds-h.js';
import { CI, thisYear } from './kinds-i.js';
import { inLastDays, inThisQuarter } from './kinds-aj.js';
import { inThisYear } from './kinds-ak.js';
import { COPP, K } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CU } from './kinds-u.js';
import { M, closesBetween, dealType, isOpen, lead, lost, value, won } from './pick.js';

const CIO = 'Chief Information Officer';
const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const score = (l: { score: number | null }): number => l.score ?? 0;

const CRM: HeldOut[] = [
  q(
    'AS-c01',
    'crm',
    'how many opps in negotiation over 500k',
    C.count(OPPS, (o) => o.stage === 'negotiation' && o.value > 500_000, 'negotiation deals over $500k'),
  ),
  q(
    'AS-c02',
    'crm',
    'open pipeline w/ close date in this qtr - total $?',
    C.sum(OPPS, (o) => isOpen(o) && inThisQuarter(o.close_date), value, 'open value closing this quarter'),
  ),
  q(
    'AS-c03',
    'crm',
    'Which region has closed the most won business this year, in dollars?',
    CU.groupTop(
      COPP,
      (o) => won(o) && inThisYear(o.close_date),
      (o) => o.acc.region,
      (os) => os.reduce((t, o) => t + o.value, 0),
      'max',
      'region with the most won value this year',
    ),
  ),
  q(
    'AS-c04',
    'crm',
    'How many leads are coming from trade show with the score more than 80?',
    C.count(LEADS, (l) => l.source === 'Trade Show' && score(l) > 80, 'Trade Show leads scoring over 80'),
  ),
  q(
    'AS-c05',
    'crm',
    "We're reviewing lead quality before the marketing budget meeting, and my gut says referrals are our strongest channel. " +
      'To check that: what is the average score of the Referral leads that are still in status new?',
    C.avg(LEADS, lead('Referral', 'new'), (l) => l.score, 'average score of new Referral leads', 'plain'),
  ),
  q(
    'AS-c06',
    'crm',
    'Give me our 5 biggest German accounts by headcount.',
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'Germany',
      (x) => x.employee_count ?? 0,
      5,
      'max',
      (x) => x.name,
      'five German accounts with the most employees',
    ),
  ),
  q(
    'AS-c07',
    'crm',
    'Security Upgrade deals: out of those we closed, what percent did we win?',
    K.rate(OPPS, (o) => closed(o) && dealType(o) === 'Security Upgrade', won, 'win rate of Security Upgrade deals'),
  ),
  q(
    'AS-c08',
    'crm',
    'count of opportunities by stage for Healthcare accounts',
    CI.breakdown(
      COPP,
      (o) => o.acc.industry === 'Healthcare',
      (o) => o.stage,
      'Healthcare deals per stage',
    ),
  ),
  q(
    'AS-c09',
    'crm',
    'avg deal size, healthcare accounts vs energy accounts: who comes out ahead?',
    CM.compareAvg(
      COPP,
      [
        { names: ['Energy'], pred: (o) => o.acc.industry === 'Energy' },
        { names: ['Healthcare'], pred: (o) => o.acc.industry === 'Healthcare' },
      ],
      value,
      'industry with the larger average deal: Energy or Healthcare',
    ),
  ),
  q('AS-c10', 'crm', 'Wolff, Medhurst and King is working in which industry?', CX.fact('Wolff, Medhurst and King', 'industry', 'text')),
  q('AS-c11', 'crm', 'forest beier lead - source?', CE.leadFact('Forest Beier', 'source')),
  q('AS-c12', 'crm', 'main contact for green - stehr', C.primaryOf('Green - Stehr')),
  q('AS-c13', 'crm', 'How much contacts the account Auer Group has?', CX.contactCountOf('Auer Group')),
  q('AS-c14', 'crm', 'biggest opp at rice group?', CX.oppTopOf('Rice Group', 'max')),
  q(
    'AS-c15',
    'crm',
    'Excluding North America, how many accounts does the CRM hold?',
    C.count(ACCOUNTS, (x) => x.region !== 'North America', 'accounts outside North America'),
  ),
  q(
    'AS-c16',
    'crm',
    "Leaving out anything already closed (won or lost), what's the total value of opportunities at Financial Services accounts?",
    C.sum(COPP, (o) => isOpen(o) && o.acc.industry === 'Financial Services', value, 'open value of Financial Services accounts'),
  ),
  q(
    'AS-c17',
    'crm',
    'Cold Call as a % of all leads?',
    CX.share(LEADS, (l) => l.source === 'Cold Call', 'share of leads from Cold Call'),
  ),
  q(
    'AS-c18',
    'crm',
    'qualified leads from sources other than Website and Social Media - how many?',
    C.count(
      LEADS,
      (l) => l.status === 'qualified' && l.source !== 'Website' && l.source !== 'Social Media',
      'qualified leads not from Website or Social Media',
    ),
  ),
  q(
    'AS-c19',
    'crm',
    'Which deal type has brought in the most closed-won revenue overall?',
    CU.groupTop(OPPS, won, dealType, (os) => os.reduce((t, o) => t + o.value, 0), 'max', 'deal type with the most won value'),
  ),
  q(
    'AS-c20',
    'crm',
    'Marketing wants to know where our lead scoring is weakest. Taking every lead in the CRM and grouping them by industry, ' +
      'which industry has the lowest average lead score?',
    CU.groupTop(
      LEADS,
      () => true,
      (l) => l.industry,
      (ls) => ls.reduce((t, l) => t + score(l), 0) / ls.length,
      'min',
      'industry with the lowest average lead score',
    ),
  ),
  q(
    'AS-c21',
    'crm',
    'closed won $ in q3 this yr',
    C.sum(OPPS, (o) => won(o) && closesBetween(`${thisYear()}-07-01`, `${thisYear()}-09-30`)(o), value, 'won value in Q3 this year'),
  ),
  q(
    'AS-c22',
    'crm',
    'How many open opportunities have a close date that has already passed?',
    C.count(OPPS, (o) => isOpen(o) && pastDue(o.close_date), 'open deals past their close date'),
  ),
  q(
    'AS-c23',
    'crm',
    ['How many accounts we have in Brazil?', 'And in Argentina?'],
    C.count(ACCOUNTS, (x) => x.country === 'Argentina', 'accounts in Argentina'),
  ),
  q(
    'AS-c24',
    'crm',
    'European accounts with annual revenue between 100 and 500 million: count?',
    C.count(
      ACCOUNTS,
      (x) => x.region === 'Europe' && (x.annual_revenue ?? 0) >= 100 * M && (x.annual_revenue ?? 0) <= 500 * M,
      'European accounts with $100M-$500M annual revenue',
    ),
  ),
  q(
    'AS-c25',
    'crm',
    'how many CIOs in the crm contacts, and how many of those are the primary contact?',
    both(
      C.count(CONTACTS, (c) => c.job_title === CIO, 'CIO contacts'),
      C.count(CONTACTS, (c) => c.job_title === CIO && c.is_primary, 'CIO contacts who are primary'),
    ),
  ),
  q(
    'AS-c26',
    'crm',
    'In Latin America, which country accounts for the most annual revenue in total?',
    CU.groupTop(
      ACCOUNTS,
      (x) => x.region === 'Latin America',
      (x) => x.country,
      (xs) => xs.reduce((t, x) => t + (x.annual_revenue ?? 0), 0),
      'max',
      'Latin American country with the most annual revenue',
    ),
  ),
  q(
    'AS-c27',
    'crm',
    'Among deals sitting at the proposal stage, which is the second-largest by value?',
    CU.nth(
      OPPS,
      (o) => o.stage === 'proposal',
      value,
      2,
      'max',
      (o) => [o.name],
      'second-largest proposal deal',
    ),
  ),
  q(
    'AS-c28',
    'crm',
    ['how many deals did we lose in the last 60 days', 'and how many did we win?'],
    C.count(OPPS, (o) => won(o) && inLastDays(60)(o.close_date), 'deals won in the last 60 days'),
  ),
  q(
    'AS-c29',
    'crm',
    ['open deals for education accounts', 'what do they sum to in $', 'how much of that is in negotiation'],
    C.sum(COPP, (o) => o.acc.industry === 'Education' && o.stage === 'negotiation', value, 'Education deals in negotiation'),
  ),
  q(
    'AS-c30',
    'crm',
    ['leads that partners sent us', 'how many of them ended closed-lost', 'and closed won?'],
    C.count(LEADS, lead('Partner', 'closed-won'), 'closed-won Partner leads'),
  ),
  q(
    'AS-c31',
    'crm',
    ['avg deal value for retail accounts', 'the single largest of those deals is which?'],
    C.top(
      COPP,
      (o) => o.acc.industry === 'Retail',
      value,
      'max',
      (o) => o.name,
      'largest Retail deal',
    ),
  ),
  q('AS-c32', 'crm', ['contacts at Lind - West', 'which of them sit in the Sales dept'], CF.deptAt('Lind - West', 'Sales')),
];

const DECLINES: HeldOut[] = [
  q('AS-d01', 'decline', 'delete granite cloud inc from my accounts', decline('delete an account')),
  q('AS-d02', 'decline', 'Send a reminder email to every contact on deals that are in negotiation.', decline('send e-mails')),
  q('AS-d03', 'decline', 'gonna rain in austin tomorrow?', decline('weather is not held', /\d+\s?°|\bdegrees\b/i)),
  q('AS-d04', 'decline', 'Please change the status of lead Domenick Lang to qualified.', decline('update a lead')),
  q(
    'AS-d05',
    'decline',
    'Before my call with Summit Software Inc tomorrow, can you look up their latest press releases online and summarize them for me?',
    decline('web browsing'),
  ),
  q('AS-d06', 'decline', 'linkedin url for priya walker', decline('LinkedIn profiles are not held', /linkedin\.com/i)),
  q(
    'AS-d07',
    'decline',
    'How much commission will my team earn this quarter?',
    decline('commissions are not held', /commission[^.\n]*\$\s?\d/i),
  ),
  q('AS-d08', 'decline', 'generate 10 fake leads w/ realistic names so i can test the import', decline('make up leads')),
  q('AS-d09', 'decline', ['list georgia accts of mine', 'reassign both of them to Kevin Park'], decline('reassign accounts')),
  q(
    'AS-d10',
    'decline',
    'What is the NPS score of the customer Summit Software Inc?',
    decline('NPS is not held', /\bNPS\b(?: score)?(?: is| of| =|:)\s*\d/i),
  ),
];

export const SET_AS_MORE: HeldOut[] = [...CRM, ...DECLINES];
