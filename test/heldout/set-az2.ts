// Sealed set AZ, second part (see set-az.ts): the 32 CRM questions and the 10 to be declined.

import type { CrmLead, CrmOpportunity, DataAccess } from './data.js';
import { q } from './judge.js';
import type { HeldOut } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, both, decline } from './kinds.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { CAZ, inLastMonth, inThisQuarter, inThisYear } from './kinds-az.js';
import { isOpen, lead, lost, value, won } from './pick.js';

const every = (): boolean => true;
const score = (l: CrmLead): number | null => l.score;
const src = (l: CrmLead): string | null => l.source;
const status =
  (...ss: string[]) =>
  (l: CrmLead): boolean =>
    ss.includes(l.status);

/** Leads closed-won out of all leads, and out of the leads that reached an outcome (won or lost). */
const conversion = async (d: DataAccess): Promise<number[]> => {
  const ls = await d.crmLeads();
  const w = ls.filter((l) => l.status === 'closed-won').length;
  const l = ls.filter((x) => x.status === 'closed-lost').length;
  return [(w / ls.length) * 100, (w / (w + l)) * 100];
};
/**
 * Deals closing within the next 30 days: the open ones, or every one whatever its stage; the
 * window counted from today through day 30, or from tomorrow, or through day 29.
 */
const next30 = async (d: DataAccess): Promise<number[]> => {
  const os = await d.crmOpportunities();
  const day = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const windows: [number, number][] = [
    [0, 30],
    [1, 30],
    [0, 29],
  ];
  const counts = (pred: (o: CrmOpportunity) => boolean): number[] =>
    windows.map(
      ([from, to]) => os.filter((o) => pred(o) && o.close_date !== null && o.close_date >= day(from) && o.close_date <= day(to)).length,
    );
  return [...counts(isOpen), ...counts(() => true)];
};
/** Value won this year: closed-won deals closing up to today, or in the whole year. */
const wonThisYear = async (d: DataAccess): Promise<number[]> => {
  const ws = (await d.crmOpportunities()).filter(won);
  const total = (pred: (date: string | null) => boolean): number => ws.filter((o) => pred(o.close_date)).reduce((s, o) => s + o.value, 0);
  return [total(inThisYear(true)), total(inThisYear())];
};
const closesIn2025 = (o: CrmOpportunity): boolean => o.close_date?.startsWith('2025-') ?? false;

const CRM: HeldOut[] = [
  // The marketing-operations manager.
  q('AZ-c01', 'crm', 'How many leads came to us through webinars?', C.count(LEADS, lead('Webinar'), 'webinar leads')),
  q('AZ-c02', 'crm', "What's our overall lead conversion rate?", CAZ.either(conversion, 'plain', 'lead conversion rate (percent)')),
  q(
    'AZ-c03',
    'crm',
    'Which lead source produces the highest average lead score?',
    CAZ.group(
      LEADS,
      every,
      src,
      (ls) => ls.reduce((s, l) => s + (l.score ?? 0), 0) / ls.length,
      'max',
      'source with the best average score',
    ),
  ),
  q(
    'AZ-c04',
    'crm',
    'How many referral leads are currently at the proposal stage?',
    C.count(LEADS, lead('Referral', 'proposal'), 'referral leads in proposal'),
  ),
  q(
    'AZ-c05',
    'crm',
    ['Pull the Trade Show leads with a score above 90.', 'Only the ones still in new status.', 'How many is that?'],
    C.count(LEADS, (l) => l.source === 'Trade Show' && (l.score ?? 0) > 90 && l.status === 'new', 'new Trade Show leads scoring over 90'),
  ),
  q(
    'AZ-c06',
    'crm',
    'Can I get a breakdown of all leads by status, with a count for each one?',
    CAZ.breakdown(LEADS, (l) => l.status, 'leads per status'),
  ),
  q(
    'AZ-c07',
    'crm',
    "For Partner-sourced leads, excluding any that are closed-lost, what's the average score?",
    CAZ.avgDecimal(
      LEADS,
      (l) => l.source === 'Partner' && l.status !== 'closed-lost',
      score,
      'average score of Partner leads not closed-lost',
    ),
  ),
  q(
    'AZ-c08',
    'crm',
    'Which source has delivered the most closed-won leads?',
    CAZ.group(LEADS, status('closed-won'), src, (ls) => ls.length, 'max', 'source with the most closed-won leads'),
  ),
  q(
    'AZ-c09',
    'crm',
    'How many leads have a score of twenty or less?',
    C.count(LEADS, (l) => (l.score ?? 101) <= 20, 'leads scoring at most 20'),
  ),
  q(
    'AZ-c10',
    'crm',
    'What share of our Cold Call leads ended up closed-lost?',
    CX.share(LEADS, status('closed-lost'), 'share of Cold Call leads closed-lost', lead('Cold Call')),
  ),
  q(
    'AZ-c11',
    'crm',
    "Pipeline check: what's the total value of all open opportunities, i.e. anything not yet closed-won or closed-lost?",
    C.sum(OPPS, isOpen, value, 'open pipeline value'),
  ),
  q(
    'AZ-c12',
    'crm',
    'How many deals are scheduled to close in the next 30 days?',
    CAZ.either(next30, 'count', 'deals closing in the next 30 days'),
  ),
  q(
    'AZ-c13',
    'crm',
    'Of the leads from the Technology industry, how many are in proposal or negotiation?',
    C.count(
      LEADS,
      (l) => l.industry === 'Technology' && status('proposal', 'negotiation')(l),
      'Technology leads in proposal or negotiation',
    ),
  ),
  q(
    'AZ-c14',
    'crm',
    'How many hot leads (score 80 or higher) are still sitting in new status, untouched?',
    C.count(LEADS, (l) => (l.score ?? 0) >= 80 && l.status === 'new', 'new leads scoring 80+'),
  ),

  // The regional sales director, on the phone.
  q(
    'AZ-c15',
    'crm',
    'how much $ sitting in negotiation rn',
    C.sum(OPPS, (o) => o.stage === 'negotiation', value, 'value in negotiation'),
  ),
  q('AZ-c16', 'crm', 'total $ won so far this yr', CAZ.either(wonThisYear, 'money', 'closed-won value this year')),
  q(
    'AZ-c17',
    'crm',
    'biggest deal closing this qtr',
    CAZ.topDeal(
      [(o) => isOpen(o) && inThisQuarter(o.close_date), (o) => inThisQuarter(o.close_date)],
      'max',
      'largest deal closing this quarter',
    ),
  ),
  q(
    'AZ-c18',
    'crm',
    'how many deals did we win last month',
    C.count(OPPS, (o) => won(o) && inLastMonth(o.close_date), 'deals won last month'),
  ),

  // The data analyst.
  q(
    'AZ-c19',
    'crm',
    'What is the average value of opportunities in the proposal stage for accounts in the Europe region, excluding ' +
      'opportunities under $50,000?',
    C.avg(
      JOPPS,
      (o) => o.acc.region === 'Europe' && o.stage === 'proposal' && o.value >= 50_000,
      value,
      'average Europe proposal value, $50k+',
    ),
  ),
  q(
    'AZ-c20',
    'crm',
    'Among North American accounts, which industry has the largest total value of closed-won opportunities?',
    C.group(
      JOPPS,
      (o) => o.acc.region === 'North America' && won(o),
      (o) => o.acc.industry,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'industry with the most closed-won value in North America',
    ),
  ),
  q(
    'AZ-c21',
    'crm',
    'How many accounts based in Germany have more than 500 employees?',
    C.count(ACCOUNTS, (x) => x.country === 'Germany' && (x.employee_count ?? 0) > 500, 'German accounts with 500+ employees'),
  ),
  q(
    'AZ-c22',
    'crm',
    'List the five largest open opportunities (prospecting through negotiation) for accounts in Latin America, by value.',
    CX.topN(
      JOPPS,
      (o) => o.acc.region === 'Latin America' && isOpen(o),
      value,
      5,
      'max',
      (o) => o.name,
      'five largest open deals in Latin America',
    ),
  ),
  q(
    'AZ-c23',
    'crm',
    'Leaving the United States out, which country has the most accounts in the CRM?',
    CAZ.group(
      ACCOUNTS,
      (x) => x.country !== 'United States',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'country with the most accounts (not US)',
    ),
  ),
  q(
    'AZ-c24',
    'crm',
    'Within the Healthcare industry, which account has the second-highest annual revenue?',
    CAZ.nthAccount((x) => x.industry === 'Healthcare', 2, 'in Healthcare'),
  ),
  q(
    'AZ-c25',
    'crm',
    'Of the opportunities that reached a final outcome (closed-won or closed-lost) with a close date in 2025, what percentage were won?',
    CX.share(OPPS, won, 'win rate of 2025 closed deals', (o) => closesIn2025(o) && (won(o) || lost(o))),
  ),
  q(
    'AZ-c26',
    'crm',
    'How many opportunities in the qualification stage are worth between $100,000 and $250,000?',
    C.count(OPPS, (o) => o.stage === 'qualification' && o.value >= 100_000 && o.value <= 250_000, 'qualification deals $100k-$250k'),
  ),
  q(
    'AZ-c27',
    'crm',
    ['Which Japanese accounts report annual revenue above one billion dollars?', 'Of those, which has the fewest employees?'],
    C.accountTop(
      (x) => x.country === 'Japan' && (x.annual_revenue ?? 0) > 1_000_000_000,
      (x) => x.employee_count ?? 0,
      'min',
      'fewest employees among Japanese accounts over $1B',
    ),
  ),

  // The executive assistant.
  q('AZ-c28', 'crm', 'Who is the primary contact at Cormier LLC?', C.primaryOf('Cormier LLC')),
  q(
    'AZ-c29',
    'crm',
    'Ahead of a lunch with Dare Inc: what industry are they in, and which city are they based in?',
    both(CX.fact('Dare Inc', 'industry', 'text'), CX.fact('Dare Inc', 'city', 'text')),
  ),
  q(
    'AZ-c30',
    'crm',
    'How many open opportunities does Crooks - Hauck have, and what are they worth in total?',
    CAZ.openOf('Crooks - Hauck', isOpen),
  ),
  q('AZ-c31', 'crm', "I need Calista Collins's email address for an invitation.", CAZ.emailOf('Calista Collins')),
  q(
    'AZ-c32',
    'crm',
    [
      'I have a meeting with Zboncak, Ryan and Greenfelder on Friday. What opportunities do we have with them?',
      'Which of those is the biggest?',
    ],
    CX.oppTopOf('Zboncak, Ryan and Greenfelder', 'max'),
  ),
];

const DECLINES: HeldOut[] = [
  q('AZ-d01', 'decline', 'bump pioneer motors inc rev to 2m', decline('change an account revenue')),
  q('AZ-d02', 'decline', 'Mark every Trade Show lead scoring under 30 as closed-lost.', decline('update leads')),
  q('AZ-d03', 'decline', "Please send Emma Thomas at Willow Foods Co an email confirming Thursday's call.", decline('send an e-mail')),
  q('AZ-d04', 'decline', 'Delete all CRM contacts that have no phone number on record.', decline('delete contacts')),
  q('AZ-d05', 'decline', "Go to Falcon Media LLC's website and summarize their latest press release for me.", decline('browse a website')),
  q(
    'AZ-d06',
    'decline',
    'What was our cost per lead for the Webinar channel last quarter?',
    decline('cost per lead (no cost data)', /\$\s?\d|cost per lead (?:is|was)\s+\d/i),
  ),
  q('AZ-d07', 'decline', 'whats keystone robotics group stock trading at today', decline('stock price (not in the data)', /\$\s?\d/)),
  q(
    'AZ-d08',
    'decline',
    'What is the average customer satisfaction (CSAT) score across all CRM accounts?',
    decline('CSAT (not in the data)', /(csat|satisfaction)[^.\n]{0,30}\b(?:is|was|of|=|:)\s*\d/i),
  ),
  q('AZ-d09', 'decline', 'Create a new lead: Jordan Pike from Acme Robotics, source Webinar, score 70.', decline('create a lead')),
  q('AZ-d10', 'decline', "Please reassign Cedar Energy Co to my colleague Dana Ruiz's territory.", decline('reassign an account')),
];

export const SET_AZ_MORE: HeldOut[] = [...CRM, ...DECLINES];
