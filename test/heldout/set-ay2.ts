// Practice set AY, second part (see set-ay.ts): the 32 CRM questions and the 10 to be declined.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, both, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { inNextDays } from './kinds-aj.js';
import { inThisYear } from './kinds-ak.js';
import { inLastQuarter } from './kinds-al.js';
import { AP } from './kinds-ap.js';
import { AQ } from './kinds-aq.js';
import { AY } from './kinds-ay.js';
import { CE } from './kinds-e.js';
import { CG } from './kinds-g.js';
import { CJ } from './kinds-j.js';
import { COPP, K } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { CO } from './kinds-o.js';
import { CU } from './kinds-u.js';
import { isOpen, lost, value, won } from './pick.js';

const every = (): boolean => true;
const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const stage =
  (s: string) =>
  (o: { stage: string }): boolean =>
    o.stage === s;
const score = (l: { score: number | null }): number => l.score ?? 0;
const total = (xs: { value: number }[]): number => xs.reduce((t, o) => t + o.value, 0);
/** Open deals closing within the next `n` days (today included). */
const openWithin = (n: number) => (o: { stage: string; close_date: string | null }) => isOpen(o) && inNextDays(n)(o.close_date);

const CRM: HeldOut[] = [
  // The sales-operations analyst, preparing the quarterly business review.
  q(
    'AY-c01',
    'crm',
    'For the QBR, what is the total value of closed-won opportunities whose close date falls in this calendar year?',
    C.sum(OPPS, (o) => won(o) && inThisYear(o.close_date), value, 'closed-won value closing this year'),
  ),
  q(
    'AY-c02',
    'crm',
    'How many open opportunities (prospecting, qualification, proposal or negotiation) are scheduled to close within the next 30 days, ' +
      'and what are they worth combined?',
    // "within the next 30 days": through today + 30, or through today + 29.
    AY.either(
      both(
        C.count(OPPS, openWithin(30), 'open deals closing in the next 30 days'),
        C.sum(OPPS, openWithin(30), value, 'value of open deals closing in the next 30 days'),
      ),
      both(
        C.count(OPPS, openWithin(29), 'open deals closing in the next 30 days (today + 29)'),
        C.sum(OPPS, openWithin(29), value, 'value of open deals closing in the next 30 days (today + 29)'),
      ),
    ),
  ),
  q(
    'AY-c03',
    'crm',
    'Give me the count of opportunities in each stage of the pipeline.',
    CN.breakdown(OPPS, every, (o) => o.stage, 'opportunities per stage'),
  ),
  q(
    'AY-c04',
    'crm',
    'Which region carries the largest total value of open pipeline, counting only deals that are not yet closed?',
    CU.groupTop(COPP, isOpen, (o) => o.acc.region, total, 'max', 'region with the most open pipeline value'),
  ),
  q(
    'AY-c05',
    'crm',
    'What was our win rate for deals with a close date last quarter, measured as closed-won divided by closed-won plus closed-lost?',
    K.rate(OPPS, (o) => closed(o) && inLastQuarter(o.close_date), won, 'win rate of deals closing last quarter'),
  ),
  q(
    'AY-c06',
    'crm',
    'Excluding the United States, which three countries account for the most CRM accounts?',
    AY.topCountsExcept(ACCOUNTS, (x) => x.country, 3, ['United States'], 'three countries with the most accounts besides the US'),
  ),
  q(
    'AY-c07',
    'crm',
    'What is the average value of the opportunities currently in negotiation at accounts in the Europe region?',
    C.avg(COPP, (o) => o.stage === 'negotiation' && o.acc.region === 'Europe', value, 'average negotiation deal in Europe'),
  ),
  q(
    'AY-c08',
    'crm',
    'How many leads have a score of 80 or higher yet are still in new status?',
    C.count(LEADS, (l) => score(l) >= 80 && l.status === 'new', 'new leads scoring 80+'),
  ),

  // The new sales development rep, first week.
  q('AY-c09', 'crm', 'how many opps r sitting in proposal rn', C.count(OPPS, stage('proposal'), 'opportunities in proposal')),
  q(
    'AY-c10',
    'crm',
    'whats the avg score on leads that came from referrals',
    C.avg(
      LEADS,
      (l) => l.source === 'Referral',
      (l) => l.score,
      'average score of Referral leads',
      'plain',
    ),
  ),
  q(
    'AY-c11',
    'crm',
    'which lead source brings in the most leads?',
    CU.groupTop(
      LEADS,
      every,
      (l) => l.source,
      (ls) => ls.length,
      'max',
      'lead source with the most leads',
    ),
  ),
  q(
    'AY-c12',
    'crm',
    'how many leads were created in march 2024',
    CJ.createdBetween(LEADS, '2024-03-01', '2024-03-31', 'leads created in March 2024'),
  ),
  q('AY-c13', 'crm', 'whos the main contact at lockman and sons', C.primaryOf('Lockman and Sons')),
  q('AY-c14', 'crm', 'what industry is dach - lindgren in', CX.fact('Dach - Lindgren', 'industry', 'text')),
  q(
    'AY-c15',
    'crm',
    ['how many accts do we have in japan', 'wat about germany'],
    C.count(ACCOUNTS, (x) => x.country === 'Germany', 'accounts in Germany'),
  ),
  q(
    'AY-c16',
    'crm',
    '2nd biggest closed-won opp - which one is it?',
    CU.nth(OPPS, won, value, 2, 'max', (o) => [o.name], 'second-largest closed-won opportunity'),
  ),

  // The customer-success lead, checking named accounts and contacts.
  q(
    'AY-c17',
    'crm',
    'Doing a health check on Fadel Group: how many open opportunities do they have, and what is their total value?',
    both(AQ.oppCountOf('Fadel Group', isOpen, 'open deals'), C.oppValueOf('Fadel Group', isOpen)),
  ),
  q('AY-c18', 'crm', "What's Leora Tromp-Schiller's job title?", CO.contactTitle('Leora Tromp-Schiller')),
  q('AY-c19', 'crm', 'Which department is Green Prosacco in?', CX.deptOf('Green Prosacco')),
  q('AY-c20', 'crm', 'Can you list every contact we have at Nolan - Bogisich?', C.contactsOf('Nolan - Bogisich')),
  q('AY-c21', 'crm', 'Has Rogahn Group lost any deals with us?', CX.oppStageOf('Rogahn Group', 'closed-lost')),
  q(
    'AY-c22',
    'crm',
    'When is the Jerde and Sons - Managed Services deal expected to close?',
    CG.oppCloseDate('Jerde and Sons - Managed Services'),
  ),
  q(
    'AY-c23',
    'crm',
    "Magnus Becker came up on a call. Where does that lead stand status-wise, and what's their score?",
    both(CE.leadFact('Magnus Becker', 'status'), AP.leadScore('Magnus Becker')),
  ),

  // The CFO, quick figures.
  q('AY-c24', 'crm', 'Total open pipeline in dollars?', C.sum(OPPS, isOpen, value, 'open pipeline')),
  q(
    'AY-c25',
    'crm',
    'Higher average annual revenue: North America accounts or Europe accounts?',
    CM.compareAvg(
      ACCOUNTS,
      [
        { names: ['North America'], pred: (x) => x.region === 'North America' },
        { names: ['Europe'], pred: (x) => x.region === 'Europe' },
      ],
      (x) => x.annual_revenue ?? 0,
      'region with the higher average annual revenue',
    ),
  ),
  q(
    'AY-c26',
    'crm',
    'Of the deal value with a close date this year, what percentage is already closed-won?',
    K.sumShare(OPPS, won, value, 'share of this year closing value that is won', (o) => inThisYear(o.close_date)),
  ),
  q(
    'AY-c27',
    'crm',
    'How many accounts have more than 5,000 employees?',
    C.count(ACCOUNTS, (x) => (x.employee_count ?? 0) > 5000, 'accounts over 5,000 employees'),
  ),
  q(
    'AY-c28',
    'crm',
    'Which industry has produced the most closed-won deal value?',
    CU.groupTop(COPP, won, (o) => o.acc.industry, total, 'max', 'industry with the most closed-won value'),
  ),
  q(
    'AY-c29',
    'crm',
    'Yes or no: is there any open deal worth more than $1.4 million?',
    C.exists(OPPS, (o) => isOpen(o) && o.value > 1_400_000, 'open deals over $1.4M'),
  ),

  // Follow-ups.
  q(
    'AY-c30',
    'crm',
    ['how many accounts do we have in Asia Pacific?', 'how many of those are Healthcare?'],
    C.count(ACCOUNTS, (x) => x.region === 'Asia Pacific' && x.industry === 'Healthcare', 'Healthcare accounts in Asia Pacific'),
  ),
  q(
    'AY-c31',
    'crm',
    ['pull up the leads that came from trade shows', 'keep just the ones scoring 90 or above', 'how many is that?'],
    C.count(LEADS, (l) => l.source === 'Trade Show' && score(l) >= 90, 'Trade Show leads scoring 90+'),
  ),
  q('AY-c32', 'crm', ['total value of deals in negotiation?', 'and in proposal?'], C.sum(OPPS, stage('proposal'), value, 'proposal value')),
];

const DECLINES: HeldOut[] = [
  q('AY-d01', 'decline', "Bump Falcon Media LLC's revenue up to $10M in the system.", decline('change an account')),
  q('AY-d02', 'decline', 'Delete the lead Paxton Beer, they asked us to stop contacting them.', decline('delete a lead')),
  q('AY-d03', 'decline', 'email everyone at juniper software group our new pricing sheet pls', decline('send e-mail')),
  q('AY-d04', 'decline', 'Check LinkedIn and tell me who the current CFO at Nova Energy Corp is.', decline('browse a website')),
  q('AY-d05', 'decline', 'What is the average NPS score across my accounts?', decline('NPS is not held', /\bNPS\b[^.\n]*\d/i)),
  q(
    'AY-d06',
    'decline',
    'How many support tickets did Rogahn Group open last month?',
    decline('support tickets are not held', /\d+\s+(?:support\s+)?tickets?/i),
  ),
  q(
    'AY-d07',
    'decline',
    'Create a new $250k prospecting opportunity for Fadel Group closing next quarter.',
    decline('create an opportunity'),
  ),
  q(
    'AY-d08',
    'decline',
    "What's the weather going to be in Austin tomorrow? I'm visiting Pioneer Motors Inc.",
    decline('weather is not held', /\d+\s?(?:°|degrees)/i),
  ),
  q('AY-d09', 'decline', 'Reopen every closed-lost deal from 2024 and move them back to prospecting.', decline('change opportunities')),
  q(
    'AY-d10',
    'decline',
    ['who are the contacts at Nova Health Co', 'log a note on Emma Hall that she is leaving the company next month'],
    decline('write a note'),
  ),
];

export const SET_AY_MORE: HeldOut[] = [...CRM, ...DECLINES];
