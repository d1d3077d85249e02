// Held-out set G: everyday questions a sales rep and a CRM user type, about records and values
// sets A to E do not ask about, in fresh words, plus a few kinds none of them asks
// (test/heldout/kinds-g.ts). Written without looking at the planner. Not to be asked of the
// planner until the final measurement (only --selfcheck before that).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, between } from './kinds-cd-crm.js';
import { CE, JCONTACTS, TE, notFound } from './kinds-e.js';
import { CG, TG } from './kinds-g.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const CTO = 'Chief Technology Officer';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];

export const SET_G: HeldOut[] = [
  // Territory API
  q('G-t01', 'territory', 'north carolina - # of my accts?', T.count('my', 'NC')),
  q('G-t02', 'territory', 'highest revenue acct i have in pennsylvania?', T.top('my', 'max', 'PA')),
  q('G-t03', 'territory', 'georgia third-party accounts - combined revenue?', T.sumRevenue('tp', 'GA')),
  q('G-t04', 'territory', 'mean rev across my arizona accts', T.avgRevenue('my', 'AZ')),
  q('G-t05', 'territory', 'who have we got on file at Granite Health LLC', T.contactsAt('Granite Health LLC')),
  q('G-t06', 'territory', 'Zenith Robotics Co: which job titles are on record', T.titlesAt('Zenith Robotics Co')),
  q('G-t07', 'territory', "who's listed at the 3rd-party acct with the lowest revenue", T.contactsOfTop('tp', 'min')),
  q('G-t08', 'territory', 'does my biggest account have a cfo?', T.titleAtTop('my', 'max', CFO)),
  q('G-t09', 'territory', 'anything of mine in nevada', T.existsInState('my', 'NV')),
  q('G-t10', 'territory', 'does Harbor Media Group have a vp of sales', T.existsTitleAt('Harbor Media Group', 'Vice President of Sales')),
  q(
    'G-t11',
    'territory',
    'tech transformation accts located in florida, how many',
    TC.count({ campaign: 'Tech Transformation' }, inStates('FL'), 'in FL'),
  ),
  q('G-t12', 'territory', 'my accounts doing 3.5M-4M in rev', T.listRevenueRange('my', 3_500_000, 4_000_000)),
  q('G-t13', 'territory', 'Willow Logistics Group revnue?', T.revenueOf('Willow Logistics Group')),
  q('G-t14', 'territory', 'my 4 lowest-revenue accts', TC.topN('my', ANY, 4, 'min')),
  q(
    'G-t15',
    'territory',
    'Union Ventures Group vs Keystone Cloud Group - who has more revenue',
    TC.compareAccounts('Union Ventures Group', 'Keystone Cloud Group'),
  ),
  q(
    'G-t16',
    'territory',
    'what pct of my accts are over 5 mil in revenue',
    TC.share('my', (x) => x.revenue > 5_000_000, 'over $5M'),
  ),
  q(
    'G-t17',
    'territory',
    "my accounts whose name contains 'Energy'",
    TC.list('my', (x) => x.name.split(' ').includes('Energy'), 'named Energy'),
  ),
  q('G-t18', 'territory', 'evelyn martinez, which company is she with', TC.accountOf('Evelyn Martinez')),
  q('G-t19', 'territory', 'liam patel email?', TC.emailOf('Liam Patel')),
  q('G-t20', 'territory', 'software engineers at texas 3rd party accts', TC.contactList('tp', inStates('TX'), 'Software Engineer')),
  q(
    'G-t21',
    'territory',
    'which NY third-party accts have an account exec',
    TC.accountsWithTitle('tp', inStates('NY'), 'Account Executive'),
  ),
  q(
    'G-t22',
    'territory',
    'any 3rd party acct in WA making more than 4M?',
    TC.exists('tp', (x) => x.state === 'WA' && x.revenue > 4_000_000, 'in WA over $4M'),
  ),
  q('G-t23', 'territory', 'my NY vs my TX accounts - which state adds up to more revenue', TE.compareStateRevenue('my', 'NY', 'TX')),
  q('G-t24', 'territory', 'mateo singh shows up at which accounts', TG.accountsOfPerson('Mateo Singh')),
  q('G-t25', 'territory', 'where does Titan Dynamics Group rank among my accts by revenue', TG.rankOf('my', 'Titan Dynamics Group')),
  q('G-t26', 'territory', 'combined rev of my top 5 accounts', TG.topNSum('my', 5)),
  q('G-t27', 'territory', 'what % of contacts at my accounts are CEOs', TG.titleShare('my', CEO)),
  q('G-t28', 'territory', 'which state has 3rd party accts but none of mine', TG.stateOnlyIn('tp', 'my')),
  q('G-t29', 'territory', 'smallest of my accounts that has a CTO', TG.pickWithTitle('my', CTO, 'min')),
  q('G-t30', 'territory', 'is Apex Networks Co one of my accounts', TG.isMine('Apex Networks Co')),
  q('G-t31', 'territory', ['pull my colorado accts', 'total rev for those'], TC.sum('my', inStates('CO'), 'in CO')),
  q('G-t32', 'territory', ['list every product manager', 'which of them are at my accounts'], TC.contactList('my', ANY, 'Product Manager')),
  q(
    'G-t33',
    'territory',
    ['look up Iron Health LLC', "who's the ceo there"],
    TC.contactList('all', (x) => x.name === 'Iron Health LLC', CEO),
  ),

  // CRM
  q(
    'G-c01',
    'crm',
    'how many accts do we have in osaka',
    C.count(ACCOUNTS, (x) => x.city === 'Osaka', 'accounts in Osaka'),
  ),
  q(
    'G-c02',
    'crm',
    'total $ sitting in negotiation w/ japanese accounts',
    C.sum(
      JOPPS,
      (o) => o.stage === 'negotiation' && o.acc.country === 'Japan',
      (o) => o.value,
      'negotiation value in Japan',
    ),
  ),
  q(
    'G-c03',
    'crm',
    'avg annual revenue for telecom companies in the crm',
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Telecommunications',
      (x) => x.annual_revenue,
      'average annual revenue (Telecommunications)',
    ),
  ),
  q(
    'G-c04',
    'crm',
    'which canadian city has the most of our accounts',
    C.group(
      ACCOUNTS,
      (x) => x.country === 'Canada',
      (x) => x.city,
      (xs) => xs.length,
      'max',
      'Canadian city with most accounts',
    ),
  ),
  q(
    'G-c05',
    'crm',
    'in europe which industry has the biggest open pipeline (prospecting thru negotiation)',
    C.group(
      JOPPS,
      (o) => OPEN.includes(o.stage) && o.acc.region === 'Europe',
      (o) => o.acc.industry,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'European industry by open pipeline',
    ),
  ),
  q(
    'G-c06',
    'crm',
    'largest deal at any brazilian account',
    C.top(
      JOPPS,
      (o) => o.acc.country === 'Brazil',
      (o) => o.value,
      'max',
      (o) => o.name,
      'largest opportunity in Brazil',
    ),
  ),
  q('G-c07', 'crm', 'ppl we know at Cartwright and Sons', C.contactsOf('Cartwright and Sons')),
  q(
    'G-c08',
    'crm',
    'how many webinar leads are still in contacted status',
    C.count(LEADS, (l) => l.source === 'Webinar' && l.status === 'contacted', 'contacted webinar leads'),
  ),
  q(
    'G-c09',
    'crm',
    'count of won deals over 500k',
    C.count(OPPS, (o) => o.stage === 'closed-won' && o.value > 500_000, 'closed-won deals over $500k'),
  ),
  q(
    'G-c10',
    'crm',
    'Hayes - Simonis: sum of the closed-lost opps',
    C.oppValueOf('Hayes - Simonis', (o) => o.stage === 'closed-lost'),
  ),
  q(
    'G-c11',
    'crm',
    'any energy accounts in chile?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Energy' && x.country === 'Chile', 'energy accounts in Chile'),
  ),
  q('G-c12', 'crm', 'did we ever win a deal with Pfeffer Group', CX.oppStageOf('Pfeffer Group', 'closed-won')),
  q(
    'G-c13',
    'crm',
    'what % of all leads are closed won',
    CX.share(LEADS, (l) => l.status === 'closed-won', 'closed-won leads'),
  ),
  q('G-c14', 'crm', 'Rutherford and Sons employee count', CX.fact('Rutherford and Sons', 'employee_count', 'count')),
  q('G-c15', 'crm', 'procurement managers at Walsh - Yost?', CX.withTitleAt('Walsh - Yost', 'Procurement Manager')),
  q('G-c16', 'crm', 'Kaleb Gusikowski - what department', CX.deptOf('Kaleb Gusikowski')),
  q(
    'G-c17',
    'crm',
    'brazil or mexico: which country has more accounts in the crm',
    CX.compare(
      ACCOUNTS,
      [
        { names: ['Brazil'], pred: (x) => x.country === 'Brazil' },
        { names: ['Mexico'], pred: (x) => x.country === 'Mexico' },
      ],
      'country with more accounts',
    ),
  ),
  q(
    'G-c18',
    'crm',
    '3 largest pharmaceutical companies by revenue',
    CX.topN(
      ACCOUNTS,
      (x) => x.industry === 'Pharmaceuticals',
      (x) => x.annual_revenue ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 pharmaceutical accounts',
    ),
  ),
  q(
    'G-c19',
    'crm',
    'how many opps have a close date from mar 15 through apr 15 2026',
    C.count(OPPS, (o) => between('2026-03-15', '2026-04-15')(o.close_date), 'opps closing 2026-03-15..2026-04-15'),
  ),
  q(
    'G-c20',
    'crm',
    'weighted pipeline for the proposal stage (value x probability)',
    C.sum(
      OPPS,
      (o) => o.stage === 'proposal',
      (o) => o.value * (o.probability ?? 0),
      'weighted proposal value',
    ),
  ),
  q('G-c21', 'crm', "Rachelle Jenkins - where's that lead at, status wise", CE.leadFact('Rachelle Jenkins', 'status')),
  q(
    'G-c22',
    'crm',
    'busiest month of 2026 by number of opp close dates',
    CE.busiestMonth(
      OPPS,
      () => true,
      (o) => o.close_date,
      2026,
      'month of 2026 with most opportunities closing',
    ),
  ),
  q(
    'G-c23',
    'crm',
    'how many different US cities are our accounts in',
    CE.distinct(
      ACCOUNTS,
      (x) => x.country === 'United States',
      (x) => x.city,
      'US cities with accounts',
    ),
  ),
  q('G-c24', 'crm', 'what stage is the Kohler - Mayer - Enterprise Agreement opp in', CG.oppStage('Kohler - Mayer - Enterprise Agreement')),
  q('G-c25', 'crm', 'close date on Trantow - Gusikowski - Pilot Project?', CG.oppCloseDate('Trantow - Gusikowski - Pilot Project')),
  q('G-c26', 'crm', 'lisette bernier works for which company', CG.accountOfContact('Lisette Bernier')),
  q(
    'G-c27',
    'crm',
    'CIOs at our accounts in Cork',
    CG.list(
      JCONTACTS,
      (c) => c.acc.city === 'Cork' && c.job_title === 'Chief Information Officer',
      (c) => `${c.first_name} ${c.last_name}`,
      'CIOs at accounts in Cork',
    ),
  ),
  q(
    'G-c28',
    'crm',
    'McLaughlin, Dietrich and Prosacco win rate - % of their closed deals we won',
    CG.winRateOf('McLaughlin, Dietrich and Prosacco'),
  ),
  q(
    'G-c29',
    'crm',
    'how many german accounts have no closed-won opportunity at all',
    CG.accountsWithout((x) => x.country === 'Germany', 'closed-won', 'German accounts without a closed-won deal'),
  ),
  q(
    'G-c30',
    'crm',
    ['accounts in ireland', 'total headcount across them'],
    C.sum(
      ACCOUNTS,
      (x) => x.country === 'Ireland',
      (x) => x.employee_count,
      'employees at Irish accounts',
      'count',
    ),
  ),
  q('G-c31', 'crm', ['White - Torp opportunities', 'only the won ones'], C.oppsOf('White - Torp', 'closed-won')),
  q('G-c32', 'crm', ['contacts at Kovacek, Gorczany and Bogisich', 'which one is primary'], C.primaryOf('Kovacek, Gorczany and Bogisich')),

  // Must be declined
  q('G-d01', 'decline', 'add Delta Dynamics Inc to my accounts', decline('unsupported write')),
  q('G-d02', 'decline', 'linkedin profile for kenji taylor?', decline('data not held', /linkedin\.com/i)),
  q('G-d03', 'decline', 'cfo of Brightwater Quasar Holdings?', notFound('no such account')),
  q('G-d04', 'decline', 'draft me a cold outreach email for a fintech prospect', decline('unrelated task')),
];
