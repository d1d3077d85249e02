// Sealed set AQ, second part: the CRM questions and the declines (see set-aq.ts for the header
// and the counts).

import type { HeldOut } from './judge.js';
import { q, avg, sum } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CG } from './kinds-g.js';
import { COPP } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { CO } from './kinds-o.js';
import { inThisQuarter } from './kinds-p.js';
import { inNextDays } from './kinds-am.js';
import { AQ, inLastQuarter } from './kinds-aq.js';
import { M, dealType, isOpen, lost, value, won } from './pick.js';

const CRM: HeldOut[] = [
  q(
    'AQ-c01',
    'crm',
    'how many japanese accounts are in the crm',
    C.count(ACCOUNTS, (x) => x.country === 'Japan', 'accounts in Japan'),
  ),
  q(
    'AQ-c02',
    'crm',
    'total dollar value of all opportunities currently at the negotiation stage?',
    C.sum(OPPS, (o) => o.stage === 'negotiation', value, 'value in negotiation'),
  ),
  q(
    'AQ-c03',
    'crm',
    'average score of the leads that came through webinars',
    C.avg(
      LEADS,
      (l) => l.source === 'Webinar',
      (l) => l.score,
      'average score of Webinar leads',
      'plain',
    ),
  ),
  q(
    'AQ-c04',
    'crm',
    'Which 5 German accounts have the biggest headcount?',
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
    'AQ-c05',
    'crm',
    'how many cold-call leads currently have the status qualified',
    C.count(LEADS, (l) => l.source === 'Cold Call' && l.status === 'qualified', 'qualified Cold Call leads'),
  ),
  q(
    'AQ-c06',
    'crm',
    'forecast prep: how many open opps are due to close in the next 45 days?',
    C.count(OPPS, (o) => isOpen(o) && inNextDays(45)(o.close_date), 'open deals closing in the next 45 days'),
  ),
  q(
    'AQ-c07',
    'crm',
    'What is the total value of closed-won deals with a close date in the current quarter?',
    C.sum(OPPS, (o) => won(o) && inThisQuarter(o.close_date), value, 'won value closing this quarter'),
  ),
  q(
    'AQ-c08',
    'crm',
    'how many deals did we lose last quarter (closed lost, close date in the previous quarter)?',
    C.count(OPPS, (o) => lost(o) && inLastQuarter(o.close_date), 'deals lost last quarter'),
  ),
  q(
    'AQ-c09',
    'crm',
    'Which industry has the largest open pipeline in dollars?',
    C.group(
      COPP,
      isOpen,
      (o) => o.acc.industry,
      (os) => sum(os.map(value)),
      'max',
      'industry with the most open value',
    ),
  ),
  q(
    'AQ-c10',
    'crm',
    'can you break down our leads by where they came from (count per source)',
    CN.breakdown(
      LEADS,
      () => true,
      (l) => l.source,
      'leads per source',
    ),
  ),
  q(
    'AQ-c11',
    'crm',
    'What percentage of all leads currently have the status closed-won?',
    CX.share(LEADS, (l) => l.status === 'closed-won', 'share of closed-won leads'),
  ),
  q(
    'AQ-c12',
    'crm',
    'win rate on healthcare accounts? (won vs lost)',
    CM.winRate((o) => o.acc.industry === 'Healthcare', 'win rate of Healthcare accounts'),
  ),
  q('AQ-c13', 'crm', 'Who is the primary contact for Turner, Durgan and Schimmel?', C.primaryOf('Turner, Durgan and Schimmel')),
  q('AQ-c14', 'crm', 'how many contacts have we got at McCullough, Dicki and Sanford', CX.contactCountOf('McCullough, Dicki and Sanford')),
  q('AQ-c15', 'crm', 'Weimann - Crooks headcount?', CX.fact('Weimann - Crooks', 'employee_count', 'count')),
  q(
    'AQ-c16',
    'crm',
    'Brakus and Sons or Barton - Moore: which one employs more people?',
    CM.compareField(['Brakus and Sons', 'Barton - Moore'], 'employee_count', 'account with more employees'),
  ),
  q('AQ-c17', 'crm', 'list the Turner Group deals that are sitting in qualification', C.oppsOf('Turner Group', 'qualification')),
  q('AQ-c18', 'crm', "what's the single largest opportunity we have with Wolff LLC?", CX.oppTopOf('Wolff LLC', 'max')),
  q('AQ-c19', 'crm', 'Richmond Shields - what is his job title?', CO.contactTitle('Richmond Shields')),
  q('AQ-c20', 'crm', 'which account is audra rogahn a contact at', CG.accountOfContact('Audra Rogahn')),
  q('AQ-c21', 'crm', 'What was the source of the lead Jailyn Bergstrom?', CE.leadFact('Jailyn Bergstrom', 'source')),
  q('AQ-c22', 'crm', 'status of lead alec hessel?', CE.leadFact('Alec Hessel', 'status')),
  q('AQ-c23', 'crm', 'median value of our closed-won opportunities', CE.median(OPPS, won, value, 'median closed-won deal value')),
  q(
    'AQ-c24',
    'crm',
    'Average annual revenue of pharmaceutical accounts in the Asia Pacific region?',
    C.avg(
      ACCOUNTS,
      (x) => x.region === 'Asia Pacific' && x.industry === 'Pharmaceuticals',
      (x) => x.annual_revenue,
      'average annual revenue of Asia Pacific Pharmaceuticals accounts',
    ),
  ),
  q(
    'AQ-c25',
    'crm',
    'How many open opportunities are worth more than $1M, excluding the ones already in negotiation?',
    C.count(OPPS, (o) => isOpen(o) && o.value > 1 * M && o.stage !== 'negotiation', 'open deals over $1M not in negotiation'),
  ),
  q(
    'AQ-c26',
    'crm',
    'how many of our European accounts have annual revenue above the average across all CRM accounts?',
    CM.countAboveAvg(
      ACCOUNTS,
      (x) => x.region === 'Europe',
      () => true,
      (x) => x.annual_revenue ?? 0,
      'European accounts above the overall average annual revenue',
    ),
  ),
  q(
    'AQ-c27',
    'crm',
    'top 3 deal types by closed-won value',
    CE.topGroups(OPPS, won, dealType, (os) => sum(os.map(value)), 3, 'max', 'three deal types with the most won value'),
  ),
  q(
    'AQ-c28',
    'crm',
    'which lead source has the best average lead score?',
    C.group(
      LEADS,
      () => true,
      (l) => l.source,
      (ls) => avg(ls.map((l) => l.score ?? 0)),
      'max',
      'lead source with the highest average score',
    ),
  ),
  q(
    'AQ-c29',
    'crm',
    ['show me opportunities in the proposal stage for accounts in France', 'what do they add up to?'],
    C.sum(COPP, (o) => o.stage === 'proposal' && o.acc.country === 'France', value, 'proposal value in France'),
  ),
  q(
    'AQ-c30',
    'crm',
    ['leads from social media', 'how many of them have a score of 80 or more?'],
    C.count(LEADS, (l) => l.source === 'Social Media' && (l.score ?? 0) >= 80, 'Social Media leads scoring 80+'),
  ),
  q(
    'AQ-c31',
    'crm',
    ['list the retail accounts we have in canada', 'which of them has the highest annual revenue?'],
    C.top(
      ACCOUNTS,
      (x) => x.industry === 'Retail' && x.country === 'Canada',
      (x) => x.annual_revenue ?? 0,
      'max',
      (x) => x.name,
      'Canadian Retail account with the most annual revenue',
    ),
  ),
  q(
    'AQ-c32',
    'crm',
    ["what's in the pipeline for Moen - Erdman?", 'how many of those deals are still open'],
    AQ.oppCountOf('Moen - Erdman', isOpen, 'open deals'),
  ),
];

const DECLINES: HeldOut[] = [
  q(
    'AQ-d01',
    'decline',
    "what's the weather forecast in Denver for thursday? I have a site visit",
    decline('weather', /\b\d+\s?(?:°|degrees)/i),
  ),
  q(
    'AQ-d02',
    'decline',
    'what is the current share price of Apex Networks Group',
    decline('stock prices are not held', /\bshare price\b[^.\n]{0,40}\d|\$\s?\d+(?:\.\d+)?\s?(?:per share|\/share)/i),
  ),
  q('AQ-d03', 'decline', 'please update the account record', decline('an update without saying which or what')),
  q('AQ-d04', 'decline', 'go ahead and delete the duplicate contacts', decline('delete contacts')),
  q('AQ-d05', 'decline', 'put a 30 min meeting with Priya Walker on my calendar for friday at 2pm', decline('calendar booking')),
  q('AQ-d06', 'decline', 'open salesforce in a new browser tab and export the pipeline report to excel', decline('browser work')),
  q(
    'AQ-d07',
    'decline',
    'what was the customer churn rate across my territory accounts last year?',
    decline('churn is not held', /\bchurn\b[^.\n]{0,40}\d+(?:\.\d+)?\s?%/i),
  ),
  q('AQ-d08', 'decline', ['leads from trade shows that are still new', 'ok set every one of them to contacted'], decline('update leads')),
  q(
    'AQ-d09',
    'decline',
    'how many support tickets did Kuhic LLC raise last month?',
    decline('support tickets are not held', /\b\d+\s+(?:support\s+)?tickets?\b/i),
  ),
  q('AQ-d10', 'decline', 'text Benjamin Moore that the contract is ready to sign', decline('send a message')),
];

export const SET_AQ_MORE: HeldOut[] = [...CRM, ...DECLINES];
