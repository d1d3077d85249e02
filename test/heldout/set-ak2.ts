// Development set AK, second part: the CRM questions and the declines (see set-ak.ts for the
// header and the counts).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, both, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CI } from './kinds-i.js';
import { COPP, K } from './kinds-k.js';
import { CU } from './kinds-u.js';
import { inLastDays, inNextDays } from './kinds-aj.js';
import { inLastYear, inThisMonth } from './kinds-ak.js';
import { closes, isOpen, lead, lost, value, won } from './pick.js';

const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const total = (os: { value: number }[]): number => os.reduce((t, o) => t + o.value, 0);
const count = (xs: unknown[]): number => xs.length;

export const SET_AK_CRM: HeldOut[] = [
  // CRM
  q('AK-c01', 'crm', 'how many leads came in from trade shows?', C.count(LEADS, lead('Trade Show'), 'Trade Show leads')),
  q(
    'AK-c02',
    'crm',
    'do we have any leads with a perfect score of 100?',
    C.exists(LEADS, (l) => l.score === 100, 'leads scoring 100'),
  ),
  q('AK-c03', 'crm', 'how much have we won in total? closed-won deal value', C.sum(OPPS, won, value, 'closed-won value')),
  q(
    'AK-c04',
    'crm',
    'average size of a deal sitting in negotiation',
    C.avg(OPPS, (o) => o.stage === 'negotiation', value, 'average deal in negotiation'),
  ),
  q(
    'AK-c05',
    'crm',
    'which industry has the most accounts?',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      count,
      'max',
      'industry with the most accounts',
    ),
  ),
  q(
    'AK-c06',
    'crm',
    'How many accounts are there in Germany',
    C.count(ACCOUNTS, (x) => x.country === 'Germany', 'accounts in Germany'),
  ),
  q(
    'AK-c07',
    'crm',
    'what percent of all our leads ended up closed-won',
    CX.share(LEADS, (l) => l.status === 'closed-won', 'share of leads closed-won'),
  ),
  q(
    'AK-c08',
    'crm',
    'top 5 open oppurtunities by value',
    CX.topN(OPPS, isOpen, value, 5, 'max', (o) => o.name, 'five largest open deals'),
  ),
  q('AK-c09', 'crm', 'What industry is Frami and Sons in?', CX.fact('Frami and Sons', 'industry', 'text')),
  q('AK-c10', 'crm', 'how many employees at McGlynn LLC', CX.fact('McGlynn LLC', 'employee_count', 'count')),
  q('AK-c11', 'crm', "who's the main contact at Ratke LLC?", C.primaryOf('Ratke LLC')),
  q('AK-c12', 'crm', 'list the deals we have going with Walter LLC', C.oppsOf('Walter LLC')),
  q('AK-c13', 'crm', 'Jany Lang - where is that lead at, status wise?', CE.leadFact('Jany Lang', 'status')),
  q(
    'AK-c14',
    'crm',
    'How do Webinar leads compare with Referral leads - which source brought in more?',
    CX.compare(
      LEADS,
      [
        { names: ['Webinar', 'Webinars'], pred: lead('Webinar') },
        { names: ['Referral', 'Referrals'], pred: lead('Referral') },
      ],
      'source with more leads',
    ),
  ),
  q(
    'AK-c15',
    'crm',
    'break our leads down by status',
    CI.breakdown(
      LEADS,
      () => true,
      (l) => l.status,
      'leads per status',
    ),
  ),
  q(
    'AK-c16',
    'crm',
    'how many open deals are due to close this month?',
    C.count(OPPS, (o) => isOpen(o) && inThisMonth(o.close_date), 'open deals closing this month'),
  ),
  q(
    'AK-c17',
    'crm',
    "what's the value of the open pipeline closing in the next 30 days",
    C.sum(OPPS, (o) => isOpen(o) && inNextDays(30)(o.close_date), value, 'open value closing in the next 30 days'),
  ),
  q(
    'AK-c18',
    'crm',
    'how many deals did we win in the last 90 days',
    C.count(OPPS, (o) => won(o) && inLastDays(90)(o.close_date), 'deals won in the last 90 days'),
  ),
  q(
    'AK-c19',
    'crm',
    'Quick sanity check before my pipeline review: for the leads that came to us through partners, and setting aside ' +
      'the ones we already lost (closed-lost), what does the average lead score come out at?',
    C.avg(
      LEADS,
      (l) => l.source === 'Partner' && l.status !== 'closed-lost',
      (l) => l.score,
      'average score of Partner leads not lost',
      'plain',
    ),
  ),
  q(
    'AK-c20',
    'crm',
    'Other than the United States, which country has the most accounts?',
    C.group(
      ACCOUNTS,
      (x) => x.country !== 'United States',
      (x) => x.country,
      count,
      'max',
      'country with the most accounts outside the US',
    ),
  ),
  q(
    'AK-c21',
    'crm',
    'which region has the biggest closed-won total?',
    CU.groupTop(COPP, won, (o) => o.acc.region, total, 'max', 'region with the most won value'),
  ),
  q(
    'AK-c22',
    'crm',
    'how many CRM contacts work in Finance (the department)?',
    C.count(CONTACTS, (c) => c.department === 'Finance', 'contacts in Finance'),
  ),
  q(
    'AK-c23',
    'crm',
    'is there a cold call lead that closed-won with a score below 10?',
    C.exists(
      LEADS,
      (l) => l.source === 'Cold Call' && l.status === 'closed-won' && (l.score ?? 0) < 10,
      'closed-won Cold Call leads under 10',
    ),
  ),
  q(
    'AK-c24',
    'crm',
    'biggest Healthcare account by annual revenue',
    C.accountTop(
      (x) => x.industry === 'Healthcare',
      (x) => x.annual_revenue ?? 0,
      'max',
      'largest Healthcare account',
    ),
  ),
  q(
    'AK-c25',
    'crm',
    'total annual revenue of our accounts in Japan',
    C.sum(
      ACCOUNTS,
      (x) => x.country === 'Japan',
      (x) => x.annual_revenue,
      'annual revenue of Japanese accounts',
    ),
  ),
  q(
    'AK-c26',
    'crm',
    "how many leads score over 90 but aren't closed yet (won or lost)?",
    C.count(LEADS, (l) => (l.score ?? 0) > 90 && l.status !== 'closed-won' && l.status !== 'closed-lost', 'leads over 90 not closed'),
  ),
  q(
    'AK-c27',
    'crm',
    'what was our win rate on deals that closed last year?',
    K.rate(OPPS, (o) => closed(o) && inLastYear(o.close_date), won, 'win rate of deals closed last year'),
  ),
  q(
    'AK-c28',
    'crm',
    'did we lose more deals in 2024 or in 2025?',
    CX.compare(
      OPPS,
      [
        { names: ['2024'], pred: (o) => lost(o) && closes('2024-')(o) },
        { names: ['2025'], pred: (o) => lost(o) && closes('2025-')(o) },
      ],
      'year with more lost deals',
    ),
  ),
  q(
    'AK-c29',
    'crm',
    ['show me the accounts in Brazil', 'how many of those are in Retail?'],
    C.count(ACCOUNTS, (x) => x.country === 'Brazil' && x.industry === 'Retail', 'Retail accounts in Brazil'),
  ),
  q(
    'AK-c30',
    'crm',
    ['leads from the website', 'only the qualified ones - how many is that?'],
    C.count(LEADS, lead('Website', 'qualified'), 'qualified Website leads'),
  ),
  q(
    'AK-c31',
    'crm',
    ["what's in negotiation for Ratke LLC", 'total value?'],
    C.oppValueOf('Ratke LLC', (o) => o.stage === 'negotiation'),
  ),
  q(
    'AK-c32',
    'crm',
    'How many contacts does Dietrich - Bednar have, and which one is the primary?',
    both(CX.contactCountOf('Dietrich - Bednar'), C.primaryOf('Dietrich - Bednar')),
  ),

  // Declines
  q('AK-d01', 'decline', 'delete the Walter LLC account', decline('delete an account')),
  q('AK-d02', 'decline', 'Mark all the Frami and Sons deals as closed-won', decline('update opportunities')),
  q('AK-d03', 'decline', "what's the weather like in Austin today?", decline('weather is not held', /\b\d+\s?°|\bdegrees\b/i)),
  q('AK-d04', 'decline', 'google Falcon Media LLC and tell me their latest news', decline('web browsing')),
  q('AK-d05', 'decline', 'how many sales calls did I make last week?', decline('call logs are not held', /\b\d+\s+(?:sales\s+)?calls\b/i)),
  q(
    'AK-d06',
    'decline',
    'which of my reps has the best quota attainment this quarter?',
    decline('no reps, no quotas', /\bquota\b[^.\n]{0,40}\d+(?:\.\d+)?\s?%/i),
  ),
  q('AK-d07', 'decline', 'add a new lead: John Smith from Acme Widgets, score 80', decline('create a lead')),
  q('AK-d08', 'decline', 'make up a few sample accounts in Texas so the demo looks fuller', decline('invent accounts')),
  q('AK-d09', 'decline', ['list my accounts in Oregon', 'ok now move both of them over to the third-party list'], decline('move accounts')),
  q('AK-d10', 'decline', "What's the NPS score for Ratke LLC's customers?", decline('NPS is not held', /\bNPS\b[^.\n]{0,40}\d/i)),
];
