// Held-out set C: kinds of question sets A and B do not ask (top N, comparisons, shares,
// medians, differences, contacts by name, joins, date ranges...), for development. Set D asks
// the same kinds in other words about other records; keep them apart.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, between } from './kinds-cd-crm.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';

export const SET_C: HeldOut[] = [
  // Territory API
  q('C-t01', 'territory', 'top 3 of my accounts by revenue', TC.topN('my', ANY, 3, 'max')),
  q('C-t02', 'territory', 'biggest 2 third-party accts in florida by rev', TC.topN('tp', inStates('FL'), 2, 'max')),
  q(
    'C-t03',
    'territory',
    'which makes more money, Juniper Software Group or Keystone Networks Co?',
    TC.compareAccounts('Juniper Software Group', 'Keystone Networks Co'),
  ),
  q('C-t04', 'territory', 'do i have more accounts in new york or in texas', TC.compareStates('my', 'NY', 'TX')),
  q('C-t05', 'territory', 'what percent of my accounts are in california?', TC.share('my', inStates('CA'), 'in CA')),
  q(
    'C-t06',
    'territory',
    'how much more revenue does Falcon Systems Corp bring in than Granite Systems Inc',
    TC.diff('Falcon Systems Corp', 'Granite Systems Inc'),
  ),
  q('C-t07', 'territory', 'total revenue across all 100 accounts, mine and third party combined', TC.sum('all', ANY, '')),
  q('C-t08', 'territory', 'median revenue of my accounts', TC.median('my')),
  q(
    'C-t09',
    'territory',
    'how many of my california accounts make more than $5 million',
    TC.count('my', (x) => x.state === 'CA' && x.revenue > 5_000_000, 'in CA over $5M'),
  ),
  q(
    'C-t10',
    'territory',
    'list my accounts that have Foods in the name',
    TC.list('my', (x) => x.name.split(' ').includes('Foods'), 'named Foods'),
  ),
  q('C-t11', 'territory', 'which company does Omar Lewis work for', TC.accountOf('Omar Lewis')),
  q('C-t12', 'territory', "what's Benjamin Martinez's job title", TC.titleOf('Benjamin Martinez')),
  q('C-t13', 'territory', 'email for sophia chen?', TC.emailOf('Sophia Chen')),
  q('C-t14', 'territory', 'how many CEOs work at third-party accounts', TC.contactCount('tp', ANY, CEO)),
  q(
    'C-t15',
    'territory',
    'list the data scientists at accounts in california (mine and third party)',
    TC.contactList('all', inStates('CA'), 'Data Scientist'),
  ),
  q(
    'C-t16',
    'territory',
    'which texas accounts of mine have a CTO?',
    TC.accountsWithTitle('my', inStates('TX'), 'Chief Technology Officer'),
  ),
  q(
    'C-t17',
    'territory',
    'any account in my territory with revenue above 9.9 million?',
    TC.exists('my', (x) => x.revenue > 9_900_000, 'over $9.9M'),
  ),
  q('C-t18', 'territory', 'do any of my accounts in georgia have a CFO', TC.existsTitle('my', inStates('GA'), CFO)),
  q('C-t19', 'territory', 'which state has the highest average revenue for my accounts', TC.stateAvg('my', 'max')),
  q(
    'C-t20',
    'territory',
    'High Value Outreach campaign: which account is largest?',
    TC.pick({ campaign: 'High Value Outreach' }, ANY, 'max', ''),
  ),
  q('C-t21', 'territory', 'sum of revenue for tech transformation campaign accounts', TC.sum({ campaign: 'Tech Transformation' }, ANY, '')),
  q('C-t22', 'territory', 'most common job title at my accounts', TC.titleTop('my', 'max')),
  q('C-t23', 'territory', 'how many contacts do my Texas accounts have in total', TC.contactCount('my', inStates('TX'))),
  q('C-t24', 'territory', 'my accounts with just a single contact: how many?', TC.withContacts('my', 1)),
  q(
    'C-t25',
    'territory',
    ['show my accounts over 8 million', 'which of those is the smallest'],
    TC.pick('my', (x) => x.revenue > 8_000_000, 'min', 'of my accounts over $8M'),
  ),
  q('C-t26', 'territory', ['list all the CFOs', 'only the ones at my accounts'], TC.contactList('my', ANY, CFO)),
  q('C-t27', 'territory', ['show my NY accounts', 'top 2 by revenue'], TC.topN('my', inStates('NY'), 2, 'max')),
  q('C-t28', 'territory', ['whats the revenue of Nova Energy Corp', 'and which state is it in?'], T.stateOf('Nova Energy Corp')),
  q('C-t29', 'territory', "what's my 2nd largest account", TC.nth('my', 2, 'max')),
  q('C-t30', 'territory', 'count my accts located in CA or TX', TC.count('my', inStates('CA', 'TX'), 'in CA or TX')),

  // CRM
  q(
    'C-c01',
    'crm',
    'how many prospecting opps close in june 2025',
    C.count(OPPS, (o) => o.stage === 'prospecting' && (o.close_date?.startsWith('2025-06') ?? false), 'prospecting opps closing 2025-06'),
  ),
  q(
    'C-c02',
    'crm',
    'total value of negotiation-stage opportunities at European accounts',
    C.sum(
      JOPPS,
      (o) => o.stage === 'negotiation' && o.acc.region === 'Europe',
      (o) => o.value,
      'negotiation value in Europe',
    ),
  ),
  q(
    'C-c03',
    'crm',
    'industry with the highest total closed-won deal value',
    C.group(
      JOPPS,
      (o) => o.stage === 'closed-won',
      (o) => o.acc.industry,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'industry by closed-won value',
    ),
  ),
  q(
    'C-c04',
    'crm',
    'how many leads came in through the website',
    C.count(LEADS, (l) => l.source === 'Website', 'website leads'),
  ),
  q(
    'C-c05',
    'crm',
    'how many leads are still in new status',
    C.count(LEADS, (l) => l.status === 'new', 'new leads'),
  ),
  q(
    'C-c06',
    'crm',
    'which lead source brought in the most closed-won leads',
    C.group(
      LEADS,
      (l) => l.status === 'closed-won',
      (l) => l.source,
      (ls) => ls.length,
      'max',
      'source of most closed-won leads',
    ),
  ),
  q(
    'C-c07',
    'crm',
    'how many leads have a score of 90 or higher',
    C.count(LEADS, (l) => (l.score ?? -1) >= 90, 'leads scored 90+'),
  ),
  q(
    'C-c08',
    'crm',
    'what percentage of leads are qualified',
    CX.share(LEADS, (l) => l.status === 'qualified', 'qualified leads'),
  ),
  q(
    'C-c09',
    'crm',
    'what percent of all opportunities are closed won',
    CX.share(OPPS, (o) => o.stage === 'closed-won', 'closed-won opps'),
  ),
  q('C-c10', 'crm', 'what industry is Murphy Inc in', CX.fact('Murphy Inc', 'industry', 'text')),
  q('C-c11', 'crm', 'how many employees does Lowe Group have', CX.fact('Lowe Group', 'employee_count', 'count')),
  q('C-c12', 'crm', 'what city is Brakus and Sons based in', CX.fact('Brakus and Sons', 'city', 'text')),
  q('C-c13', 'crm', 'annual revenue of Greenfelder - Powlowski?', CX.fact('Greenfelder - Powlowski', 'annual_revenue', 'money')),
  q('C-c14', 'crm', 'who is the CFO at Stehr - Ritchie', CX.withTitleAt('Stehr - Ritchie', CFO)),
  q('C-c15', 'crm', 'what job titles do the contacts at Rosenbaum - Crona have', CX.titlesAt('Rosenbaum - Crona')),
  q('C-c16', 'crm', 'what department is Richie Denesik in', CX.deptOf('Richie Denesik')),
  q(
    'C-c17',
    'crm',
    'more crm accounts in germany or the UK?',
    CX.compare(
      ACCOUNTS,
      [
        { names: ['Germany'], pred: (x) => x.country === 'Germany' },
        { names: ['United Kingdom', 'UK', 'U.K.'], pred: (x) => x.country === 'United Kingdom' },
      ],
      'country with more accounts',
    ),
  ),
  q(
    'C-c18',
    'crm',
    'are there more leads from cold calls or from referrals',
    CX.compare(
      LEADS,
      [
        { names: ['Cold Call', 'Cold Calls', 'cold calling'], pred: (l) => l.source === 'Cold Call' },
        { names: ['Referral', 'Referrals'], pred: (l) => l.source === 'Referral' },
      ],
      'source with more leads',
    ),
  ),
  q(
    'C-c19',
    'crm',
    'top 3 opportunities by value closing in 2024',
    CX.topN(
      OPPS,
      (o) => o.close_date?.startsWith('2024') ?? false,
      (o) => o.value,
      3,
      'max',
      (o) => o.name,
      'top 3 opportunities closing in 2024',
    ),
  ),
  q(
    'C-c20',
    'crm',
    'top 5 healthcare accounts by annual revenue',
    CX.topN(
      ACCOUNTS,
      (x) => x.industry === 'Healthcare',
      (x) => x.annual_revenue ?? 0,
      5,
      'max',
      (x) => x.name,
      'top 5 healthcare accounts',
    ),
  ),
  q(
    'C-c21',
    'crm',
    'how many opportunities close between jan 1 and mar 31 2025',
    C.count(OPPS, (o) => between('2025-01-01', '2025-03-31')(o.close_date), 'opps closing Q1 2025'),
  ),
  q(
    'C-c22',
    'crm',
    'closed-won deal value with 2024 close dates, summed',
    C.sum(
      OPPS,
      (o) => o.stage === 'closed-won' && (o.close_date?.startsWith('2024') ?? false),
      (o) => o.value,
      'closed-won value 2024',
    ),
  ),
  q(
    'C-c23',
    'crm',
    'average win probability, in percent, of deals in negotiation',
    C.avg(
      OPPS,
      (o) => o.stage === 'negotiation',
      (o) => (o.probability === null ? null : o.probability * 100),
      'average negotiation probability (%)',
      'plain',
    ),
  ),
  q(
    'C-c24',
    'crm',
    'how many crm accounts have more than 10,000 employees',
    C.count(ACCOUNTS, (x) => (x.employee_count ?? 0) > 10_000, 'accounts over 10,000 employees'),
  ),
  q(
    'C-c25',
    'crm',
    'do we have any energy companies in kenya?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Energy' && x.country === 'Kenya', 'energy accounts in Kenya'),
  ),
  q('C-c26', 'crm', 'does Dietrich Inc have any closed-lost opportunities?', CX.oppStageOf('Dietrich Inc', 'closed-lost')),
  q(
    'C-c27',
    'crm',
    ['show leads from trade shows', 'how many of those are qualified'],
    C.count(LEADS, (l) => l.source === 'Trade Show' && l.status === 'qualified', 'qualified trade-show leads'),
  ),
  q('C-c28', 'crm', ['opportunities for Bogisich Inc', 'which one is worth the most'], CX.oppTopOf('Bogisich Inc', 'max')),

  // Must be declined
  q('C-d01', 'decline', 'purple monkey dishwasher sideways', decline('nonsense')),
  q('C-d02', 'decline', 'will it rain in seattle tomorrow?', decline('off topic: weather')),
  q('C-d03', 'decline', 'write me a haiku about spreadsheets', decline('unrelated task')),
  q('C-d04', 'decline', 'Zorbatron Widgets Inc revenue please', decline('no such account', /\$\s?\d/)),
];
