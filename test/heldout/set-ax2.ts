// Sealed set AX, second part (see set-ax.ts): the 32 CRM questions and the 10 to be declined.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, both, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { CU } from './kinds-u.js';
import { COPP, K } from './kinds-k.js';
import { inLastDays, inNextDays } from './kinds-aj.js';
import { AP } from './kinds-ap.js';
import { isOpen, lost, value, won } from './pick.js';

const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const every = (): boolean => true;
const employees = (x: { employee_count: number | null }): number | null => x.employee_count;

const CRM: HeldOut[] = [
  q(
    'AX-c01',
    'crm',
    'how many qualified leads came in from trade shows?',
    C.count(LEADS, (l) => l.status === 'qualified' && l.source === 'Trade Show', 'qualified Trade Show leads'),
  ),
  q(
    'AX-c02',
    'crm',
    'lead count per source',
    CN.breakdown(LEADS, every, (l) => l.source, 'leads per source'),
  ),
  q(
    'AX-c03',
    'crm',
    'Which lead source gives us the highest average score?',
    C.group(
      LEADS,
      every,
      (l) => l.source,
      (ls) => ls.reduce((t, l) => t + (l.score ?? 0), 0) / ls.length,
      'max',
      'source with the highest average lead score',
    ),
  ),
  q(
    'AX-c04',
    'crm',
    'what fraction of our leads are closed-won? (conversion)',
    CX.share(LEADS, (l) => l.status === 'closed-won', 'share of leads closed-won'),
  ),
  q(
    'AX-c05',
    'crm',
    'email campaign leads excluding the ones still new - how many?',
    C.count(LEADS, (l) => l.source === 'Email Campaign' && l.status !== 'new', 'Email Campaign leads not new'),
  ),
  q(
    'AX-c06',
    'crm',
    'leads scoring between 40 and 60, inclusive: count?',
    C.count(LEADS, (l) => (l.score ?? -1) >= 40 && (l.score ?? -1) <= 60, 'leads scoring 40 to 60'),
  ),
  q(
    'AX-c07',
    'crm',
    'is there any Social Media lead with a score of 99 or more?',
    C.exists(LEADS, (l) => l.source === 'Social Media' && (l.score ?? 0) >= 99, 'Social Media leads scoring 99+'),
  ),
  q('AX-c08', 'crm', "Xavier Reichert's lead score?", AP.leadScore('Xavier Reichert')),
  q('AX-c09', 'crm', 'what status is the lead Karina Schuster at', CE.leadFact('Karina Schuster', 'status')),
  q(
    'AX-c10',
    'crm',
    'audit: how many accounts do we hold in Germany',
    C.count(ACCOUNTS, (x) => x.country === 'Germany', 'accounts in Germany'),
  ),
  q(
    'AX-c11',
    'crm',
    'account totals by region',
    CN.breakdown(ACCOUNTS, every, (x) => x.region, 'accounts per region'),
  ),
  q(
    'AX-c12',
    'crm',
    'Which country has the most CRM accounts after the United States?',
    C.group(
      ACCOUNTS,
      (x) => x.country !== 'United States',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'country with the most accounts other than the US',
    ),
  ),
  q(
    'AX-c13',
    'crm',
    'how many Healthcare accounts have more than 1000 employees?',
    C.count(ACCOUNTS, (x) => x.industry === 'Healthcare' && (x.employee_count ?? 0) > 1000, 'Healthcare accounts over 1000 staff'),
  ),
  q(
    'AX-c14',
    'crm',
    'average employee count of Energy accounts',
    C.avg(ACCOUNTS, (x) => x.industry === 'Energy', employees, 'average employees of Energy accounts', 'plain'),
  ),
  q(
    'AX-c15',
    'crm',
    'largest account in Latin America by annual revenue?',
    C.top(
      ACCOUNTS,
      (x) => x.region === 'Latin America',
      (x) => x.annual_revenue ?? 0,
      'max',
      (x) => x.name,
      'largest LatAm account',
    ),
  ),
  q(
    'AX-c16',
    'crm',
    'how many industries are represented among our Asia Pacific accounts',
    CE.distinct(
      ACCOUNTS,
      (x) => x.region === 'Asia Pacific',
      (x) => x.industry,
      'industries in Asia Pacific',
    ),
  ),
  q(
    'AX-c17',
    'crm',
    'Skiles Group - country and industry?',
    both(CX.fact('Skiles Group', 'country', 'text'), CX.fact('Skiles Group', 'industry', 'text')),
  ),
  q('AX-c18', 'crm', 'who is the main contact at Watsica - Pouros', C.primaryOf('Watsica - Pouros')),
  q('AX-c19', 'crm', 'Lavinia Wolff email address?', CE.contactEmail('Lavinia Wolff')),
  q(
    'AX-c20',
    'crm',
    'how many CRM contacts are Data Analysts',
    C.count(CONTACTS, (c) => c.job_title === 'Data Analyst', 'contacts who are Data Analysts'),
  ),
  q('AX-c21', 'crm', 'Biggest deal at Klein - Brekke?', CX.oppTopOf('Klein - Brekke', 'max')),
  q('AX-c22', 'crm', 'total value of everything Schuster and Sons has won with us', C.oppValueOf('Schuster and Sons', won)),
  q(
    'AX-c23',
    'crm',
    'open deals with a close date in the next 30 days, how many?',
    C.count(OPPS, (o) => isOpen(o) && inNextDays(30)(o.close_date), 'open deals closing in the next 30 days'),
  ),
  q(
    'AX-c24',
    'crm',
    'dollar value of deals we lost in the past 60 days',
    C.sum(OPPS, (o) => lost(o) && inLastDays(60)(o.close_date), value, 'value lost in the last 60 days'),
  ),
  q(
    'AX-c25',
    'crm',
    'win rate for Retail accounts (won out of all closed)?',
    K.rate(COPP, (o) => closed(o) && o.acc.industry === 'Retail', won, 'win rate at Retail accounts'),
  ),
  q(
    'AX-c26',
    'crm',
    'the 5th biggest deal that is still open - what is it?',
    CU.nth(OPPS, isOpen, value, 5, 'max', (o) => [o.name], '5th-largest open deal'),
  ),
  q(
    'AX-c27',
    'crm',
    'how far ahead of our total closed-won value is the value currently in negotiation, in dollars?',
    CF.sumGap(OPPS, won, (o) => o.stage === 'negotiation', value, 'negotiation value minus won value'),
  ),
  q(
    'AX-c28',
    'crm',
    'board q: are qualification deals bigger on average than prospecting ones, or is it reversed?',
    CM.compareAvg(
      OPPS,
      [
        { names: ['qualification'], pred: (o) => o.stage === 'qualification' },
        { names: ['prospecting'], pred: (o) => o.stage === 'prospecting' },
      ],
      value,
      'qualification or prospecting, larger average deal',
    ),
  ),
  q(
    'AX-c29',
    'crm',
    ['how many leads do we have from the website', 'qualified ones among those?'],
    C.count(LEADS, (l) => l.source === 'Website' && l.status === 'qualified', 'qualified Website leads'),
  ),
  q(
    'AX-c30',
    'crm',
    ['accounts in Canada?', 'only the Technology ones'],
    C.count(ACCOUNTS, (x) => x.country === 'Canada' && x.industry === 'Technology', 'Technology accounts in Canada'),
  ),
  q(
    'AX-c31',
    'crm',
    ['total open pipeline', 'now just proposal stage', 'and what is the average deal size there?'],
    C.avg(OPPS, (o) => o.stage === 'proposal', value, 'average proposal deal'),
  ),
  q(
    'AX-c32',
    'crm',
    'Our marketing team keeps arguing about which channels bring in the best prospects, so to settle it for this week, ' +
      'could you work out for me the total number of leads that came through partners and are sitting in negotiation?',
    C.count(LEADS, (l) => l.source === 'Partner' && l.status === 'negotiation', 'Partner leads in negotiation'),
  ),
];

const DECLINES: HeldOut[] = [
  q('AX-d01', 'decline', 'change the status of lead Zoie Moore to qualified', decline('change a lead')),
  q('AX-d02', 'decline', 'google Skiles Group and tell me their latest press release', decline('web browsing')),
  q('AX-d03', 'decline', 'what is the churn rate of my accounts this year', decline('churn is not held', /churn[^.\n]*\d+(?:\.\d+)?\s*%/i)),
  q('AX-d04', 'decline', 'send a follow-up email to every lead from the webinar', decline('send messages')),
  q('AX-d05', 'decline', 'invent some sample deals for Klein - Brekke so the chart looks better', decline('make up deals')),
  q(
    'AX-d06',
    'decline',
    'how much did we spend on ads last month to get our Social Media leads?',
    decline('ad spend is not held', /\$\s?\d[\d,.]*\s*(?:on|in)\s+ads/i),
  ),
  q('AX-d07', 'decline', 'reassign Granite Cloud Inc to another rep', decline('change an account')),
  q('AX-d08', 'decline', "what's the stock price of Vertex Motors Inc today", decline('stock prices are not held')),
  q('AX-d09', 'decline', 'remove all contacts at Watsica - Pouros from the CRM', decline('delete contacts')),
  q('AX-d10', 'decline', ['who is the primary contact at Klein - Brekke', 'book a meeting with them for Friday'], decline('book meetings')),
];

export const SET_AX_MORE: HeldOut[] = [...CRM, ...DECLINES];
