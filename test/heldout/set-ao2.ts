// Sealed set AO, second part (see set-ao.ts, written by the same helper who did not read the
// planner): the 32 CRM questions (accounts, contacts, leads, deals, their stages, values, close
// dates relative to the day the checker runs, regions) and the 10 the agent must decline (no
// tool does it, or neither API holds the data); 4 of these 42 are follow-ups asked in one session.

import type { CrmAccount, CrmLead, CrmOpportunity } from './data.js';
import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, decline } from './kinds-crm.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { CACCX, K, isUS } from './kinds-k.js';
import { inThisQuarter } from './kinds-aj.js';
import { inLastYear, inNextMonth } from './kinds-ak.js';
import { inLastQuarter } from './kinds-al.js';
import { pastDue } from './kinds-h.js';
import { AO } from './kinds-ao.js';
import { dealType, isOpen, lost, value, won } from './pick.js';

const status = (s: string) => (l: CrmLead) => l.status === s;
const source = (s: string) => (l: CrmLead) => l.source === s;
const stage = (s: string) => (o: CrmOpportunity) => o.stage === s;
const count = (xs: unknown[]): number => xs.length;

const CRM: HeldOut[] = [
  q('AO-c01', 'crm', 'how many leads are still sitting at new?', C.count(LEADS, status('new'), 'leads with status new')),
  q('AO-c02', 'crm', 'total $ in negotiation right now', C.sum(OPPS, stage('negotiation'), value, 'value of deals in negotiation')),
  q('AO-c03', 'crm', 'avg deal size on closed-won deals', C.avg(OPPS, won, value, 'average closed-won deal value')),
  q(
    'AO-c04',
    'crm',
    'which industry do we have the most accounts in',
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
    'AO-c05',
    'crm',
    'top five open opps by value',
    CX.topN(OPPS, isOpen, value, 5, 'max', (o) => o.name, 'five largest open opportunities'),
  ),
  q(
    'AO-c06',
    'crm',
    '# of open deals slated to close next month?',
    C.count(OPPS, (o) => isOpen(o) && inNextMonth(o.close_date), 'open deals closing next month'),
  ),
  q(
    'AO-c07',
    'crm',
    "what's our win rate? won out of all the closed deals",
    K.rate(OPPS, (o) => won(o) || lost(o), won, 'win rate over closed deals'),
  ),
  q(
    'AO-c08',
    'crm',
    'which region has the biggest open pipeline by value',
    C.group(
      JOPPS,
      isOpen,
      (o) => o.acc.region,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'region with the most open value',
    ),
  ),
  q('AO-c09', 'crm', "who's the main contact at Pfeffer Group", C.primaryOf('Pfeffer Group')),
  q(
    'AO-c10',
    'crm',
    "headcount at O'Connell, Runolfsdottir and Grant?",
    CX.fact("O'Connell, Runolfsdottir and Grant", 'employee_count', 'count'),
  ),
  q('AO-c11', 'crm', 'what industry is Hayes - Simonis in', CX.fact('Hayes - Simonis', 'industry', 'text')),
  q(
    'AO-c12',
    'crm',
    'did more leads come from webinars or from cold calls?',
    CX.compare(
      LEADS,
      [
        { names: ['Webinar', 'Webinars'], pred: source('Webinar') },
        { names: ['Cold Call', 'Cold Calls', 'cold calling'], pred: source('Cold Call') },
      ],
      'lead source with more leads',
    ),
  ),
  q(
    'AO-c13',
    'crm',
    'which lead source gives us the highest average lead score',
    C.group(
      LEADS,
      () => true,
      (l) => l.source,
      (ls) => ls.reduce((s, l) => s + (l.score ?? 0), 0) / ls.length,
      'max',
      'lead source with the highest average score',
    ),
  ),
  q('AO-c14', 'crm', 'which department is chelsea boehm part of', CX.deptOf('Chelsea Boehm')),
  q(
    'AO-c15',
    'crm',
    'closed-won revenue for last year, total?',
    C.sum(OPPS, (o) => won(o) && inLastYear(o.close_date), value, 'closed-won value with a close date last year'),
  ),
  q('AO-c16', 'crm', 'how many opportunities does Rutherford and Sons have', C.oppCountOf('Rutherford and Sons')),
  q('AO-c17', 'crm', 'biggest deal at Hilll, Rutherford and Thompson?', CX.oppTopOf('Hilll, Rutherford and Thompson', 'max')),
  q('AO-c18', 'crm', "list walsh - yost's deals that are in proposal", C.oppsOf('Walsh - Yost', 'proposal')),
  q('AO-c19', 'crm', 'what % of our leads are qualified', CX.share(LEADS, status('qualified'), 'share of leads qualified')),
  q(
    'AO-c20',
    'crm',
    'how many crm accounts have at least 8 contacts',
    C.count(CACCX, (x) => x.contacts >= 8, 'accounts with 8 or more contacts'),
  ),
  q(
    'AO-c21',
    'crm',
    'average anual revenue of healthcare accounts',
    C.avg(
      ACCOUNTS,
      (x: CrmAccount) => x.industry === 'Healthcare',
      (x) => x.annual_revenue,
      'average annual revenue in Healthcare',
    ),
  ),
  q(
    'AO-c22',
    'crm',
    'outside the US, which country has the most accounts?',
    C.group(
      ACCOUNTS,
      (x) => !isUS(x),
      (x) => x.country,
      count,
      'max',
      'country outside the US with the most accounts',
    ),
  ),
  q(
    'AO-c23',
    'crm',
    'how many deals are past their close date but still open',
    C.count(OPPS, (o) => isOpen(o) && pastDue(o.close_date), 'open deals past their close date'),
  ),
  q(
    'AO-c24',
    'crm',
    'open deals over 500k closing this quarter. how many?',
    C.count(OPPS, (o) => isOpen(o) && o.value > 500_000 && inThisQuarter(o.close_date), 'open deals over $500k closing this quarter'),
  ),
  q(
    'AO-c25',
    'crm',
    'do we have any leads scored 100?',
    C.exists(LEADS, (l) => l.score === 100, 'leads with a score of 100'),
  ),
  q(
    'AO-c26',
    'crm',
    'prepping the forecast call: which deal type brings in the most closed-won revnue',
    C.group(OPPS, won, dealType, (os) => os.reduce((s, o) => s + o.value, 0), 'max', 'deal type with the most closed-won value'),
  ),
  q(
    'AO-c27',
    'crm',
    'median value of all opportunities, any stage',
    AO.medianDeal(() => true, 'median value of every opportunity'),
  ),
  q(
    'AO-c28',
    'crm',
    'how many accounts have more than 1,000 employees',
    C.count(ACCOUNTS, (x) => (x.employee_count ?? 0) > 1000, 'accounts with more than 1,000 employees'),
  ),
  q(
    'AO-c29',
    'crm',
    ['how many open deals do we have in europe', 'and in asia pacific?'],
    C.count(JOPPS, (o) => isOpen(o) && o.acc.region === 'Asia Pacific', 'open deals in Asia Pacific'),
  ),
  q(
    'AO-c30',
    'crm',
    ['show me closed-lost deals from last quarter', 'what was their total value'],
    C.sum(OPPS, (o) => lost(o) && inLastQuarter(o.close_date), value, 'value of deals lost last quarter'),
  ),
  q(
    'AO-c31',
    'crm',
    ['leads from trade shows', 'how many of them are qualified'],
    C.count(LEADS, (l) => source('Trade Show')(l) && status('qualified')(l), 'qualified trade-show leads'),
  ),
  q('AO-c32', 'crm', 'where are we at with lura hegmann? whats her lead status', AO.leadStatus('Lura Hegmann')),
];

const DECLINE: HeldOut[] = [
  q('AO-d01', 'decline', 'email the CFO at Pioneer Motors Inc a meeting invite for tuesday', decline('send an e-mail')),
  q('AO-d02', 'decline', 'put a 30 min call with the CEO of Nova Motors Corp on my calendar next week', decline('book a meeting')),
  q(
    'AO-d03',
    'decline',
    'whats the weather in austin tomorrow? driving out to a client',
    decline('a weather forecast', /\d+\s?°|degrees/i),
  ),
  q('AO-d04', 'decline', 'move Falcon Media LLC over to the third party list', decline('change a territory account (no write tool)')),
  q('AO-d05', 'decline', "what's our stock price today", decline('a stock price', /\$\s?\d/)),
  q(
    'AO-d06',
    'decline',
    'how many support tickets has Hayes - Simonis opened this month?',
    decline('support tickets (no API holds them)', /\d+\s+(support\s+)?tickets?/i),
  ),
  q('AO-d07', 'decline', "what's my commission going to be this quarter?", decline('a commission (no API holds it)')),
  q(
    'AO-d08',
    'decline',
    'add jane doe as the new CTO contact at Nova Motors Corp in my territory list',
    decline('add a territory contact (no write tool)'),
  ),
  q('AO-d09', 'decline', 'remind me tomorrow at 9am to call Emma Wilson', decline('set a reminder')),
  q(
    'AO-d10',
    'decline',
    ["who's the primary contact at Shanahan - Kohler", "great, text them that i'm running 10 min late"],
    decline('send a text message'),
  ),
];

export const SET_AO_MORE: HeldOut[] = [...CRM, ...DECLINE];
