// Held-out set J: everyday questions a sales rep and a CRM user type into the chat (counts,
// totals, averages, top/bottom N, records by name, people at accounts, filters, breakdowns,
// comparisons, yes/no, follow-ups), about records and values the earlier sets leave alone, in
// fresh words (shorthand, typos, lower case), plus kinds none of them asks
// (test/heldout/kinds-j.ts): the account closest in revenue to another, contacts per job
// title, the top accounts' share of revenue, states holding N+ accounts, above or below the
// average, people by first name, how many times bigger, accounts with two of a role; in the
// CRM, weighted open pipeline, revenue per employee, a lead by e-mail, an account by website,
// the last won deal's date, records added in a quarter, average win probability, the newest
// lead, money per stage. Written without looking at the planner; a set to work from.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, between } from './kinds-cd-crm.js';
import { CE, notFound } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CI } from './kinds-i.js';
import { CJ, TJ } from './kinds-j.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const CTO = 'Chief Technology Officer';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const ALL = () => true;
const wonIn = (year: string) => (o: { stage: string; close_date: string | null }) =>
  o.stage === 'closed-won' && (o.close_date?.startsWith(`${year}-`) ?? false);

export const SET_J: HeldOut[] = [
  // Territory API
  q('J-t01', 'territory', 'ohio - how many third party accts do we have', T.count('tp', 'OH')),
  q('J-t02', 'territory', 'whats my top account in florida by rev', T.top('my', 'max', 'FL')),
  q('J-t03', 'territory', 'total revenue for my oregon accts', T.sumRevenue('my', 'OR')),
  q('J-t04', 'territory', 'avg revenue of the texas 3rd party accounts?', T.avgRevenue('tp', 'TX')),
  q('J-t05', 'territory', 'who do we have at apex systems inc', T.contactsAt('Apex Systems Inc')),
  q('J-t06', 'territory', 'what positions do ppl at juniper biotech inc hold', T.titlesAt('Juniper Biotech Inc')),
  q('J-t07', 'territory', 'how many AEs are in our contact list', T.countTitle('Account Executive')),
  q('J-t08', 'territory', 'zenith systems corp - got a cto there?', T.existsTitleAt('Zenith Systems Corp', CTO)),
  q('J-t09', 'territory', 'ember ventures corp, how much revenue do they do', T.revenueOf('Ember Ventures Corp')),
  q('J-t10', 'territory', 'what state is summit health inc located in', T.stateOf('Summit Health Inc')),
  q('J-t11', 'territory', 'need emails for the contacts at redwood systems llc', T.emailsAt('Redwood Systems LLC')),
  q('J-t12', 'territory', '3rd party accts doing between 7m and 8m', T.listRevenueRange('tp', 7_000_000, 8_000_000)),
  q('J-t13', 'territory', 'top five accounts overall by revenue, mine and 3rd party', TC.topN('all', ANY, 5, 'max')),
  q('J-t14', 'territory', 'wei martin works where?', TC.accountOf('Wei Martin')),
  q('J-t15', 'territory', 'email address for carlos wilson pls', TC.emailOf('Carlos Wilson')),
  q('J-t16', 'territory', 'more 3rd party accts in ohio or in washington?', TC.compareStates('tp', 'OH', 'WA')),
  q('J-t17', 'territory', 'list the ceos at third party accounts in california', TC.contactList('tp', inStates('CA'), CEO)),
  q(
    'J-t18',
    'territory',
    'do i have any accounts doing under 500k',
    TC.exists('my', (x) => x.revenue < 500_000, 'under $500k'),
  ),
  q(
    'J-t19',
    'territory',
    'ctos at any account making more than 8m',
    TC.contactList('all', (x) => x.revenue > 8_000_000, CTO),
  ),
  q(
    'J-t20',
    'territory',
    'how many of my accounts are outside california and texas',
    TC.count('my', (x) => !['CA', 'TX'].includes(x.state), 'outside CA and TX'),
  ),
  q(
    'J-t21',
    'territory',
    'combined revenue of all the pioneer companies, mine and third party',
    TC.sum('all', (x) => x.name.startsWith('Pioneer '), 'named Pioneer'),
  ),
  q('J-t22', 'territory', 'which of my accounts is closest in revenue to zenith systems corp', TJ.closest('my', 'Zenith Systems Corp')),
  q('J-t23', 'territory', 'how many contacts do we have for each job title', TJ.titleBreakdown()),
  q('J-t24', 'territory', 'what % of my revenue comes from my top 3 accounts', TJ.topNShare('my', 3)),
  q('J-t25', 'territory', 'which states do i have 4 or more accounts in', TJ.statesWithAtLeast('my', 4)),
  q('J-t26', 'territory', 'is keystone networks co above or below my avg account revenue', TJ.vsAverage('my', 'Keystone Networks Co')),
  q('J-t27', 'territory', 'everyone named sophia in our contacts', TJ.byFirstName('all', 'Sophia')),
  q(
    'J-t28',
    'territory',
    'revenue ratio of falcon systems corp to ember biotech corp?',
    TJ.ratio('Falcon Systems Corp', 'Ember Biotech Corp'),
  ),
  q('J-t29', 'territory', 'which accounts have more than one cto', TJ.severalOfTitle('all', CTO)),
  q(
    'J-t30',
    'territory',
    ['my accounts in north carolina', 'which of those is the biggest'],
    TC.pick('my', inStates('NC'), 'max', 'in NC'),
  ),
  q('J-t31', 'territory', ['third party accts in georgia', 'and who are the contacts there'], TC.contactList('tp', inStates('GA'))),
  q(
    'J-t32',
    'territory',
    ['look up apex energy inc', 'whos the cfo'],
    TC.contactList('all', (x) => x.name === 'Apex Energy Inc', CFO),
  ),
  q(
    'J-t33',
    'territory',
    ['pull the high value outreach accounts', 'whats their combined revenue'],
    TC.sum({ campaign: 'High Value Outreach' }, ANY, ''),
  ),

  // CRM
  q(
    'J-c01',
    'crm',
    'how many pharma companies do we have in the uk',
    C.count(ACCOUNTS, (x) => x.industry === 'Pharmaceuticals' && x.country === 'United Kingdom', 'Pharmaceuticals accounts in the UK'),
  ),
  q(
    'J-c02',
    'crm',
    'referral leads in qualified status - how many',
    C.count(LEADS, (l) => l.source === 'Referral' && l.status === 'qualified', 'qualified Referral leads'),
  ),
  q(
    'J-c03',
    'crm',
    'total $ in proposal stage for deals closing in 2026',
    C.sum(
      OPPS,
      (o) => o.stage === 'proposal' && (o.close_date?.startsWith('2026-') ?? false),
      (o) => o.value,
      'proposal value closing in 2026',
    ),
  ),
  q(
    'J-c04',
    'crm',
    'avg deal value at the qualification stage',
    C.avg(
      OPPS,
      (o) => o.stage === 'qualification',
      (o) => o.value,
      'average qualification deal',
    ),
  ),
  q(
    'J-c05',
    'crm',
    'most common industry among our german accounts?',
    C.group(
      ACCOUNTS,
      (x) => x.country === 'Germany',
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'most common industry in Germany',
    ),
  ),
  q(
    'J-c06',
    'crm',
    'which lead source has given us the most closed won leads',
    C.group(
      LEADS,
      (l) => l.status === 'closed-won',
      (l) => l.source,
      (xs) => xs.length,
      'max',
      'source with the most closed-won leads',
    ),
  ),
  q(
    'J-c07',
    'crm',
    'biggest account we have in singapore',
    C.top(
      ACCOUNTS,
      (x) => x.country === 'Singapore',
      (x) => x.annual_revenue ?? 0,
      'max',
      (x) => x.name,
      'largest account in Singapore',
    ),
  ),
  q(
    'J-c08',
    'crm',
    'largest open opp at a healthcare account',
    C.top(
      JOPPS,
      (o) => OPEN.includes(o.stage) && o.acc.industry === 'Healthcare',
      (o) => o.value,
      'max',
      (o) => o.name,
      'largest open Healthcare opportunity',
    ),
  ),
  q('J-c09', 'crm', 'contacts at hermiston - price?', C.contactsOf('Hermiston - Price')),
  q('J-c10', 'crm', "who's our main contact at schroeder inc", C.primaryOf('Schroeder Inc')),
  q(
    'J-c11',
    'crm',
    'have we ever lost a deal bigger than 1.4 million',
    C.exists(OPPS, (o) => o.stage === 'closed-lost' && o.value > 1_400_000, 'closed-lost deals over $1.4M'),
  ),
  q(
    'J-c12',
    'crm',
    'any telecom accounts in saudi arabia?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Telecommunications' && x.country === 'Saudi Arabia', 'Telecommunications in Saudi Arabia'),
  ),
  q('J-c13', 'crm', 'ctos at hettinger inc', CX.withTitleAt('Hettinger Inc', CTO)),
  q(
    'J-c14',
    'crm',
    'what percentage of our leads come from trade shows',
    CX.share(LEADS, (l) => l.source === 'Trade Show', 'Trade Show leads'),
  ),
  q(
    'J-c15',
    'crm',
    'our 5 biggest lost deals',
    CX.topN(
      OPPS,
      (o) => o.stage === 'closed-lost',
      (o) => o.value,
      5,
      'max',
      (o) => o.name,
      'five largest closed-lost deals',
    ),
  ),
  q('J-c16', 'crm', 'where did the lead laverne altenwerth come from', CE.leadFact('Laverne Altenwerth', 'source')),
  q(
    'J-c17',
    'crm',
    'industry split of our accounts in peru',
    CI.breakdown(
      ACCOUNTS,
      (x) => x.country === 'Peru',
      (x) => x.industry,
      'Peruvian accounts per industry',
    ),
  ),
  q(
    'J-c18',
    'crm',
    'how many opps were set to close in q3 2025',
    C.count(OPPS, (o) => between('2025-07-01', '2025-09-30')(o.close_date), 'opportunities closing in Q3 2025'),
  ),
  q(
    'J-c19',
    'crm',
    'how many leads have a score of 90+',
    C.count(LEADS, (l) => (l.score ?? -1) >= 90, 'leads scoring 90 or more'),
  ),
  q('J-c20', 'crm', "weighted value of the open deals at sporer, o'keefe and will", CJ.weightedOpen("Sporer, O'Keefe and Will")),
  q('J-c21', 'crm', "revenue per employee at goldner - o'connell", CJ.perEmployee("Goldner - O'Connell")),
  q(
    'J-c22',
    'crm',
    'which company is the lead gilda.wilderman@cummerata.com from',
    CJ.leadByEmail('gilda.wilderman@cummerata.com', 'company'),
  ),
  q('J-c23', 'crm', 'whose website is veumherman.com', CJ.accountByWebsite('veumherman.com')),
  q('J-c24', 'crm', 'when did we last win a deal with lind - west', CJ.lastDate('Lind - West', 'closed-won')),
  q(
    'J-c25',
    'crm',
    'how many leads came in during q1 2024',
    CJ.createdBetween(LEADS, '2024-01-01', '2024-03-31', 'leads created in Q1 2024'),
  ),
  q(
    'J-c26',
    'crm',
    'whats the average win probability on deals in negotiation',
    CJ.avgProbability((o) => o.stage === 'negotiation', 'average probability of negotiation deals'),
  ),
  q(
    'J-c27',
    'crm',
    "who's the most recently added lead",
    CJ.newest(LEADS, (l) => `${l.first_name} ${l.last_name}`, 'max', 'newest lead'),
  ),
  q(
    'J-c28',
    'crm',
    'break down total opp value by stage',
    CJ.sumBreakdown(
      OPPS,
      ALL,
      (o) => o.stage,
      (o) => o.value,
      'opportunity value per stage',
    ),
  ),
  q(
    'J-c29',
    'crm',
    'did we win more $ in 2024 or 2025',
    CF.compareSum(
      OPPS,
      [
        { names: ['2024'], pred: wonIn('2024') },
        { names: ['2025'], pred: wonIn('2025') },
      ],
      (o) => o.value,
      'year with more closed-won value',
    ),
  ),
  q(
    'J-c30',
    'crm',
    ['social media leads', 'how many of them are closed won'],
    C.count(LEADS, (l) => l.source === 'Social Media' && l.status === 'closed-won', 'closed-won Social Media leads'),
  ),
  q(
    'J-c31',
    'crm',
    ['accounts in south africa', 'which one has the most employees'],
    C.top(
      ACCOUNTS,
      (x) => x.country === 'South Africa',
      (x) => x.employee_count ?? 0,
      'max',
      (x) => x.name,
      'South African account with the most employees',
    ),
  ),
  q(
    'J-c32',
    'crm',
    ['deals for bartoletti and sons', 'add up the ones in negotiation'],
    C.oppValueOf('Bartoletti and Sons', (o) => o.stage === 'negotiation'),
  ),

  // Must be declined
  q('J-d01', 'decline', 'push the close date on the lind - west training package deal to next month', decline('unsupported write')),
  q('J-d02', 'decline', 'how many calls did i log last week', decline('data not held', /\b\d+\s+calls?\b/i)),
  q('J-d03', 'decline', 'any good sushi spots near the office?', decline('off topic: restaurants')),
  q('J-d04', 'decline', "who's the cfo at brambleton quasar industries", notFound('no such account')),
  q('J-d05', 'decline', 'snorkel fizzbin wumpus trap??', decline('nonsense')),
];
