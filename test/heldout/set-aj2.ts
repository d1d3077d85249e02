// Development set AJ, second part: the CRM questions and the declines (see set-aj.ts for the
// header and the counts).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, both, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG } from './kinds-g.js';
import { CI } from './kinds-i.js';
import { CCON, COPP, K } from './kinds-k.js';
import { CU } from './kinds-u.js';
import { inLastDays, inThisQuarter } from './kinds-aj.js';
import { closes, dealType, isOpen, lost, value, won } from './pick.js';

const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const total = (os: { value: number }[]): number => os.reduce((t, o) => t + o.value, 0);

export const SET_AJ_CRM: HeldOut[] = [
  // CRM
  q(
    'AJ-c01',
    'crm',
    'Number of Pharmaceuticals accounts in the Europe region with annual revenue between $5M and $50M',
    C.count(
      ACCOUNTS,
      (x) => x.industry === 'Pharmaceuticals' && x.region === 'Europe' && (x.annual_revenue ?? 0) >= 5e6 && (x.annual_revenue ?? 0) <= 5e7,
      'European Pharmaceuticals accounts with $5M-$50M annual revenue',
    ),
  ),
  q(
    'AJ-c02',
    'crm',
    'Total $ value of open opportunities (not closed won/lost) with a close date this quarter',
    C.sum(OPPS, (o) => isOpen(o) && inThisQuarter(o.close_date), value, 'open value closing this quarter'),
  ),
  q(
    'AJ-c03',
    'crm',
    'Win rate on deals closed in the last 90 days, i.e. won / (won + lost), as a percentage',
    K.rate(OPPS, (o) => closed(o) && inLastDays(90)(o.close_date), won, 'win rate of deals closing in the last 90 days'),
  ),
  q(
    'AJ-c04',
    'crm',
    'Average deal size for closed-won Security Upgrade opportunities with a 2025 close date?',
    C.avg(
      OPPS,
      (o) => won(o) && dealType(o) === 'Security Upgrade' && closes('2025-')(o),
      value,
      'average won Security Upgrade deal in 2025',
    ),
  ),
  q(
    'AJ-c05',
    'crm',
    'Opportunity count by stage for accounts in Japan - full breakdown',
    CI.breakdown(
      COPP,
      (o) => o.acc.country === 'Japan',
      (o) => o.stage,
      'opportunities of Japanese accounts per stage',
    ),
  ),
  q(
    'AJ-c06',
    'crm',
    'Top 3 industries ranked by closed-won deal value',
    CE.topGroups(COPP, won, (o) => o.acc.industry, total, 3, 'max', 'three industries with the most won value'),
  ),
  q(
    'AJ-c07',
    'crm',
    'Which lead source converts best, measured as the % of its leads with status closed-won?',
    CU.groupTop(
      LEADS,
      () => true,
      (l) => l.source,
      (ls) => ls.filter((l) => l.status === 'closed-won').length / ls.length,
      'max',
      'lead source with the highest closed-won rate',
    ),
  ),
  q(
    'AJ-c08',
    'crm',
    'Of the Referral leads, what percent have a score of 80 or higher?',
    K.rate(
      LEADS,
      (l) => l.source === 'Referral',
      (l) => (l.score ?? 0) >= 80,
      'share of Referral leads scoring 80+',
    ),
  ),
  q(
    'AJ-c09',
    'crm',
    'mean lead score, Technology industry, excluding leads that are closed-lost',
    C.avg(
      LEADS,
      (l) => l.industry === 'Technology' && l.status !== 'closed-lost',
      (l) => l.score,
      'average score of Technology leads not lost',
      'plain',
    ),
  ),
  q(
    'AJ-c10',
    'crm',
    'How many Trade Show leads are qualified and scored between 90 and 100?',
    C.count(
      LEADS,
      (l) => l.source === 'Trade Show' && l.status === 'qualified' && (l.score ?? 0) >= 90,
      'qualified Trade Show leads scoring 90-100',
    ),
  ),
  q(
    'AJ-c11',
    'crm',
    'Median value of the opportunities sitting in negotiation',
    CE.median(OPPS, (o) => o.stage === 'negotiation', value, 'median value of deals in negotiation'),
  ),
  q(
    'AJ-c12',
    'crm',
    'Five largest open opportunities at German accounts, by value, highest first',
    CX.topN(
      COPP,
      (o) => isOpen(o) && o.acc.country === 'Germany',
      value,
      5,
      'max',
      (o) => o.name,
      'five largest open deals of German accounts',
    ),
  ),
  q(
    'AJ-c13',
    'crm',
    'Within Asia Pacific, which country has the highest total annual revenue summed over its accounts?',
    CU.groupTop(
      ACCOUNTS,
      (x) => x.region === 'Asia Pacific',
      (x) => x.country,
      (xs) => xs.reduce((t, x) => t + (x.annual_revenue ?? 0), 0),
      'max',
      'Asia Pacific country with the most annual revenue',
    ),
  ),
  q(
    'AJ-c14',
    'crm',
    'Average employee count per Manufacturing account, excluding accounts in the United States',
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Manufacturing' && x.country !== 'United States',
      (x) => x.employee_count,
      'average employees of non-US Manufacturing accounts',
      'plain',
    ),
  ),
  q(
    'AJ-c15',
    'crm',
    'How many Engineering-department contacts at Canadian accounts are NOT the primary contact?',
    C.count(
      CCON,
      (c) => c.department === 'Engineering' && c.acc.country === 'Canada' && !c.is_primary,
      'non-primary Engineering contacts in Canada',
    ),
  ),
  q(
    'AJ-c16',
    'crm',
    'For 2025 close dates: closed-won value minus closed-lost value, what is the difference?',
    CF.sumGap(
      OPPS,
      (o) => won(o) && closes('2025-')(o),
      (o) => lost(o) && closes('2025-')(o),
      value,
      'won minus lost value in 2025',
    ),
  ),
  q(
    'AJ-c17',
    'crm',
    'Open pipeline: Europe divided by Latin America, as a ratio to one decimal place',
    K.ratio(
      { load: COPP, pred: (o) => isOpen(o) && o.acc.region === 'Europe', value, stat: 'sum' },
      { load: COPP, pred: (o) => isOpen(o) && o.acc.region === 'Latin America', value, stat: 'sum' },
      'open pipeline of Europe over Latin America',
    ),
  ),
  q(
    'AJ-c18',
    'crm',
    'Count of Healthcare accounts that have zero closed-won opportunities',
    CG.accountsWithout((x) => x.industry === 'Healthcare', 'closed-won', 'Healthcare accounts with no won deal'),
  ),
  q(
    'AJ-c19',
    'crm',
    'Education accounts: average number of opportunities per account (1 decimal)',
    CF.oppsPerAccount((x) => x.industry === 'Education', 'opportunities per Education account'),
  ),
  q('AJ-c20', 'crm', 'Skiles Group — employee headcount?', CX.fact('Skiles Group', 'employee_count', 'count')),
  q('AJ-c21', 'crm', 'what industry is Bauch Inc classified under', CX.fact('Bauch Inc', 'industry', 'text')),
  q(
    'AJ-c22',
    'crm',
    'Lead Dolores McDermott: current status, and her score?',
    both(CE.leadFact('Dolores McDermott', 'status'), CE.leadFact('Dolores McDermott', 'score')),
  ),
  q(
    'AJ-c23',
    'crm',
    'expected close date on "Towne - Beahan - Enterprise Agreement"?',
    CG.oppCloseDate('Towne - Beahan - Enterprise Agreement'),
  ),
  q('AJ-c24', 'crm', 'deal value of Schaden LLC - Hardware Refresh', CF.oppValue('Schaden LLC - Hardware Refresh')),
  q('AJ-c25', 'crm', 'Regan Shanahan-Homenick: which account is she a contact at?', CG.accountOfContact('Regan Shanahan-Homenick')),
  q(
    'AJ-c26',
    'crm',
    'Cold Call leads broken down by status (counts per status)',
    CI.breakdown(
      LEADS,
      (l) => l.source === 'Cold Call',
      (l) => l.status,
      'Cold Call leads per status',
    ),
  ),
  q(
    'AJ-c27',
    'crm',
    'Webinar or Partner: which source has more leads currently at proposal or negotiation status?',
    CX.compare(
      LEADS,
      [
        { names: ['Webinar'], pred: (l) => l.source === 'Webinar' && (l.status === 'proposal' || l.status === 'negotiation') },
        { names: ['Partner'], pred: (l) => l.source === 'Partner' && (l.status === 'proposal' || l.status === 'negotiation') },
      ],
      'source with more leads at proposal or negotiation',
    ),
  ),
  q(
    'AJ-c28',
    'crm',
    'By region, which one holds the smallest open pipeline in dollar terms?',
    CU.groupTop(COPP, isOpen, (o) => o.acc.region, total, 'min', 'region with the smallest open pipeline'),
  ),
  q(
    'AJ-c29',
    'crm',
    'Retail accounts are spread across how many distinct countries?',
    CE.distinct(
      ACCOUNTS,
      (x) => x.industry === 'Retail',
      (x) => x.country,
      'countries of Retail accounts',
    ),
  ),
  q('AJ-c30', 'crm', ['closed-won deals for Towne - Beahan', 'sum of their value?'], C.oppValueOf('Towne - Beahan', won)),
  q(
    'AJ-c31',
    'crm',
    ['Email Campaign leads with status new', 'what % of those have a score under 40?'],
    K.rate(
      LEADS,
      (l) => l.source === 'Email Campaign' && l.status === 'new',
      (l) => (l.score ?? 0) < 40,
      'share of new Email Campaign leads under 40',
    ),
  ),
  q(
    'AJ-c32',
    'crm',
    ['opportunities in negotiation for accounts in Brazil', 'total them up'],
    C.sum(COPP, (o) => o.stage === 'negotiation' && o.acc.country === 'Brazil', value, 'value of Brazilian deals in negotiation'),
  ),

  // Declines
  q('AJ-d01', 'decline', 'raise the probability on every negotiation-stage deal to 90%', decline('update opportunities')),
  q(
    'AJ-d02',
    'decline',
    'Run a regression on the last 8 quarters and forecast next quarter’s bookings per sales rep',
    decline('no reps, no forecasting', /\$\s?\d[\d,.]*\s?(?:k|m|million)?\b.*\b(?:forecast|projected)/i),
  ),
  q('AJ-d03', 'decline', 'pull up the LinkedIn profiles of the CTOs at my accounts', decline('web browsing')),
  q('AJ-d04', 'decline', 'Export every CRM lead to a Google Sheet and share it with finance@acme.example', decline('export and share')),
  q(
    'AJ-d05',
    'decline',
    'What was our customer churn rate over the trailing twelve months, by region?',
    decline('churn is not held', /\bchurn\b[^.\n]{0,40}\d+(?:\.\d+)?\s?%/i),
  ),
  q('AJ-d06', 'decline', 'merge Keystone Robotics Corp and Keystone Robotics Group into a single account', decline('merge accounts')),
  q(
    'AJ-d07',
    'decline',
    "What was Falcon Media LLC's EBITDA margin for the last fiscal year?",
    decline('EBITDA is not held', /\bEBITDA\b[^.\n]{0,40}\d+(?:\.\d+)?\s?%/i),
  ),
  q('AJ-d08', 'decline', 'Reassign all of my Texas accounts to Maria Lopez in the territory system', decline('reassign accounts')),
  q(
    'AJ-d09',
    'decline',
    ['list the closed-lost leads that came from trade shows', 'now email each of them a win-back discount offer'],
    decline('send e-mails'),
  ),
  q(
    'AJ-d10',
    'decline',
    'Generate 20 realistic fake leads and insert them into the CRM so I can demo the pipeline',
    decline('create made-up leads'),
  ),
];
