// Development set AE (not sealed): written by a helper who did not read the planner, to work
// from. 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose
// figure answers them), 10 to be declined; 9 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, TE, notFound } from './kinds-e.js';
import { TF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { TJ } from './kinds-j.js';
import { ALL, CACC, COUNT, K, TACC } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CU } from './kinds-u.js';
import { TAC } from './kinds-ac.js';
import { BAE, CAE } from './kinds-ae.js';
import { CFO, CTO, M, isOpen, won, lost, value, revenue, closes, closesBetween, lead, acct, notIn } from './pick.js';

const score = (l: { score: number | null }): number => l.score ?? 0;
const inUS = (x: { country: string | null; state: string | null }, st: string): boolean => x.country === 'United States' && x.state === st;

export const SET_AE: HeldOut[] = [
  // Territory API
  q('AE-t01', 'territory', 'how many 3rd party accts do we have in washington state', TC.count('tp', inStates('WA'), 'in WA')),
  q('AE-t02', 'territory', 'Total revenue across my Colorado and Arizona accounts?', TC.sum('my', inStates('CO', 'AZ'), 'in CO and AZ')),
  q('AE-t03', 'territory', 'whats my biggest account in new york', TC.pick('my', inStates('NY'), 'max', 'of my NY accounts')),
  q(
    'AE-t04',
    'territory',
    "Ignoring Texas and California entirely, what's the mean revenue of a third-party account?",
    TC.avg('tp', notIn('TX', 'CA'), 'outside TX and CA'),
  ),
  q(
    'AE-t05',
    'territory',
    'list my accounts doing less than $1.2M',
    TC.list('my', (x) => x.revenue < 1.2 * M, 'under $1.2M'),
  ),
  q('AE-t06', 'territory', 'In which state do my accounts average the highest revenue?', TC.stateAvg('my', 'max')),
  q(
    'AE-t07',
    'territory',
    'roughly what fraction of my total revenue is coming out of california? as a %',
    TE.revenueShare('my', inStates('CA'), 'in CA'),
  ),
  q('AE-t08', 'territory', 'How many contacts have we got at the third-party accounts in Florida?', TC.contactCount('tp', inStates('FL'))),
  q(
    'AE-t09',
    'territory',
    "I need to get in front of the top person at Titan Dynamics Group. Who's their CEO?",
    TC.contactList('all', (x) => x.name === 'Titan Dynamics Group', 'Chief Executive Officer'),
  ),
  q('AE-t10', 'territory', 'can u get me Isabella Brown’s email address', TC.emailOf('Isabella Brown')),
  q('AE-t11', 'territory', 'Which company is Daniel Lee with?', TC.accountOf('Daniel Lee')),
  q('AE-t12', 'territory', 'is Harbor Labs Inc one of my accounts?', TG.isMine('Harbor Labs Inc')),
  q(
    'AE-t13',
    'territory',
    'rank my illinois accounts biggest to smallest by revenue',
    TI.ranked('my', inStates('IL'), 'max', 'my IL accounts by revenue'),
  ),
  q('AE-t14', 'territory', 'How many of my accounts are missing a Data Scientist contact?', TE.withoutTitle('my', 'Data Scientist')),
  q(
    'AE-t15',
    'territory',
    'total revenue the Tech Transformation campaign would be going after?',
    TC.sum({ campaign: 'Tech Transformation' }, ANY, ''),
  ),
  q('AE-t16', 'territory', 'Do I have more accounts in New York or in Illinois?', TC.compareStates('my', 'NY', 'IL')),
  q('AE-t17', 'territory', "what's the 2nd largest third party account", TC.nth('tp', 2, 'max')),
  q('AE-t18', 'territory', 'Add up the revenue of my five largest accounts.', TG.topNSum('my', 5)),
  q(
    'AE-t19',
    'territory',
    'How many of my accounts fall below the average revenue of my own book?',
    K.beyond(TACC('my'), ALL, revenue, 'below', { load: TACC('my'), value: revenue, stat: 'avg' }, COUNT, 'my accounts below my average'),
  ),
  q(
    'AE-t20',
    'territory',
    "What's the spread between the biggest and smallest third-party accounts in Washington?",
    TE.spread('tp', inStates('WA')),
  ),
  q('AE-t21', 'territory', 'what % of the contacts at my accounts are software engineers', TG.titleShare('my', 'Software Engineer')),
  q('AE-t22', 'territory', 'Which of my accounts have both a CFO and a CTO on file?', TF.accountsWithAllTitles('my', [CFO, CTO])),
  q(
    'AE-t23',
    'territory',
    ['list the third-party accounts in ohio', 'which one of them is the biggest?'],
    TC.pick('tp', inStates('OH'), 'max', 'of the third-party OH accounts'),
  ),
  q('AE-t24', 'territory', ['my accounts in massachusetts?', 'and their combined revenue?'], TC.sum('my', inStates('MA'), 'in MA')),
  q(
    'AE-t25',
    'territory',
    ['who are the VPs of sales at my accounts', 'how many is that in total?'],
    TC.contactCount('my', ANY, 'Vice President of Sales'),
  ),
  q(
    'AE-t26',
    'territory',
    ['biggest third party account in colorado?', 'ok who do we have on file there'],
    TAC.contactsOfPick('tp', inStates('CO'), 'max', 'in CO'),
  ),
  q('AE-t27', 'territory', 'Across how many different states are the third-party accounts spread?', T.distinctStates('tp')),
  q('AE-t28', 'territory', 'typically how many people do I have on file per account, across my book? (avg)', TI.contactsPerAccount('my')),
  q(
    'AE-t29',
    'territory',
    'Of the accounts in the High Value Outreach campaign, which is the smallest by revenue?',
    TC.pick({ campaign: 'High Value Outreach' }, ANY, 'min', 'in High Value Outreach'),
  ),
  q(
    'AE-t30',
    'territory',
    'how many of my accts are over 5 mil but NOT in california',
    TC.count('my', (x) => x.revenue > 5 * M && x.state !== 'CA', 'over $5M outside CA'),
  ),
  q(
    'AE-t31',
    'territory',
    'Is Nova Motors Corp above or below the average revenue of my accounts?',
    TJ.vsAverage('my', 'Nova Motors Corp'),
  ),
  q(
    'AE-t32',
    'territory',
    'Which of my Texas accounts bring in more than $3 million a year?',
    TC.list('my', (x) => x.state === 'TX' && x.revenue > 3 * M, 'in TX over $3M'),
  ),

  // CRM
  q(
    'AE-c01',
    'crm',
    'how many partner-sourced leads are qualified at the moment?',
    C.count(LEADS, lead('Partner', 'qualified'), 'qualified Partner leads'),
  ),
  q(
    'AE-c02',
    'crm',
    'What did we win in total on deals with a 2024 close date?',
    C.sum(OPPS, (o) => won(o) && closes('2024-')(o), value, 'won in 2024'),
  ),
  q(
    'AE-c03',
    'crm',
    'avg size of a deal sitting in prospecting',
    C.avg(OPPS, (o) => o.stage === 'prospecting', value, 'average prospecting deal'),
  ),
  q(
    'AE-c04',
    'crm',
    'Which lead source produces the highest-scoring leads on average?',
    C.group(
      LEADS,
      ALL,
      (l) => l.source,
      (ls) => ls.reduce((s, l) => s + score(l), 0) / ls.length,
      'max',
      'source with the best average score',
    ),
  ),
  q(
    'AE-c05',
    'crm',
    'top 3 japanese accounts by headcount',
    CX.topN(
      ACCOUNTS,
      acct('country', 'Japan'),
      (x) => x.employee_count ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 Japanese accounts by employees',
    ),
  ),
  q(
    'AE-c06',
    'crm',
    'How many pharma accounts do we have in Asia Pacific?',
    C.count(ACCOUNTS, (x) => x.region === 'Asia Pacific' && x.industry === 'Pharmaceuticals', 'APAC Pharmaceuticals accounts'),
  ),
  q('AE-c07', 'crm', 'What percentage of all our opportunities ended up closed-lost?', CX.share(OPPS, lost, 'share of deals closed-lost')),
  q(
    'AE-c08',
    'crm',
    'win rate on deals bigger than $100k? (won vs lost only)',
    CM.winRate((o) => o.value > 100_000, 'win rate of deals over $100k'),
  ),
  q(
    'AE-c09',
    'crm',
    "What's the single biggest open deal with a close date in Q3 2026?",
    C.top(
      OPPS,
      (o) => isOpen(o) && closesBetween('2026-07-01', '2026-09-30')(o),
      value,
      'max',
      (o) => o.name,
      'largest open deal closing Q3 2026',
    ),
  ),
  q(
    'AE-c10',
    'crm',
    'how many of our primary contacts sit in the Finance department',
    C.count(CONTACTS, (c) => c.is_primary && c.department === 'Finance', 'primary contacts in Finance'),
  ),
  q('AE-c11', 'crm', 'what industry is Skiles, Daugherty and Glover in?', CX.fact('Skiles, Daugherty and Glover', 'industry', 'text')),
  q(
    'AE-c12',
    'crm',
    'Douglas, Turcotte and Schimmel — how many employees?',
    CX.fact('Douglas, Turcotte and Schimmel', 'employee_count', 'count'),
  ),
  q(
    'AE-c13',
    'crm',
    'What stage is the Gleichner, Kunze and Bogisich - Expansion Deal at right now?',
    CG.oppStage('Gleichner, Kunze and Bogisich - Expansion Deal'),
  ),
  q('AE-c14', 'crm', 'whos the main point of contact at Keebler Inc', C.primaryOf('Keebler Inc')),
  q('AE-c15', 'crm', 'Give me everyone we have as a contact at Nolan - Bogisich.', C.contactsOf('Nolan - Bogisich')),
  q('AE-c16', 'crm', 'How many opportunities are on file for Johnson LLC?', C.oppCountOf('Johnson LLC')),
  q(
    'AE-c17',
    'crm',
    'Setting the US aside, which country do we have the most accounts in?',
    C.group(
      ACCOUNTS,
      (x) => x.country !== 'United States',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'country with most accounts outside the US',
    ),
  ),
  q(
    'AE-c18',
    'crm',
    'combined annual revenue of financial services accounts in the UK',
    C.sum(
      ACCOUNTS,
      (x) => x.country === 'United Kingdom' && x.industry === 'Financial Services',
      (x) => x.annual_revenue,
      'UK Financial Services',
    ),
  ),
  q('AE-c19', 'crm', "What's the median value of a closed-won deal?", CE.median(OPPS, won, value, 'median closed-won value')),
  q(
    'AE-c20',
    'crm',
    'did any webinar lead score a perfect 100?',
    C.exists(LEADS, (l) => lead('Webinar')(l) && l.score === 100, 'Webinar leads scoring 100'),
  ),
  q(
    'AE-c21',
    'crm',
    'Which region has the least open pipeline right now, by value?',
    CU.groupTop(
      JOPPS,
      (o: JOpp) => isOpen(o),
      (o) => o.acc.region,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'min',
      'region with least open value',
    ),
  ),
  q('AE-c22', 'crm', 'How many open deals are due to close between now and the end of this year?', CAE.openDueThisYear()),
  q(
    'AE-c23',
    'crm',
    ['show me trade show leads scoring above 90', 'how many of them are still new?'],
    C.count(LEADS, (l) => lead('Trade Show', 'new')(l) && score(l) > 90, 'new Trade Show leads scoring over 90'),
  ),
  q(
    'AE-c24',
    'crm',
    ['accounts in brazil', 'which of them has the highest annual revenue'],
    C.accountTop(acct('country', 'Brazil'), (x) => x.annual_revenue ?? 0, 'max', 'largest Brazilian account'),
  ),
  q(
    'AE-c25',
    'crm',
    ['opportunities at Skiles, Daugherty and Glover', 'which of those did we win?'],
    C.oppsOf('Skiles, Daugherty and Glover', 'closed-won'),
  ),
  q(
    'AE-c26',
    'crm',
    'In 2025, which month was our best for closed-won dollars?',
    CU.monthBySum(OPPS, won, (o) => o.close_date, value, 2025, 'max', 'month of 2025 with the most won value'),
  ),
  q(
    'AE-c27',
    'crm',
    'how many different industries do our german accounts cover',
    CE.distinct(ACCOUNTS, acct('country', 'Germany'), (x) => x.industry, 'industries in Germany'),
  ),
  q(
    'AE-c28',
    'crm',
    'How many leads have the title Director of Operations?',
    C.count(LEADS, (l) => l.job_title === 'Director of Operations', 'leads titled Director of Operations'),
  ),
  q(
    'AE-c29',
    'crm',
    'weighted value of everything in negotiation (value x probability, summed)',
    C.sum(
      OPPS,
      (o) => o.stage === 'negotiation',
      (o) => o.value * (o.probability ?? 0),
      'weighted negotiation value',
    ),
  ),
  q(
    'AE-c30',
    'crm',
    'Of the deal value closing in 2026, what percent is already at the negotiation stage?',
    K.sumShare(OPPS, (o) => o.stage === 'negotiation', value, 'share of 2026 value in negotiation', closes('2026-')),
  ),
  q('AE-c31', 'crm', 'Which industry has the most contacts in total across its accounts?', CAE.industryByContacts('max')),
  q('AE-c32', 'crm', 'What company is the lead Bridget Murazik from?', CE.leadFact('Bridget Murazik', 'company')),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AE-b01',
    'crm',
    'Find the state where my territory accounts earn the most revenue. How much open pipeline does the CRM show for US accounts there?',
    BAE.crmOpenInTopRevenueState('my'),
  ),
  q(
    'AE-b02',
    'crm',
    ['biggest third-party account in Washington?', 'how many CRM contacts in Marketing do we have at US accounts in that state?'],
    BAE.crmDeptInStateOfPick('tp', inStates('WA'), 'max', 'Marketing'),
  ),
  q(
    'AE-b03',
    'territory',
    'Whichever US state has the most accounts in the CRM: what is the average revenue of my territory accounts in that state?',
    BAE.territoryAvgInCrmBusiestState('my'),
  ),
  q(
    'AE-b04',
    'crm',
    "What share of the CRM's US accounts are in states where I own at least one territory account?",
    BAE.crmShareInStatesOf('my'),
  ),
  q(
    'AE-b05',
    'crm',
    'How many more Texas accounts does the CRM have than the territory system (mine plus third-party)?',
    K.gap(
      { load: CACC, pred: (x) => inUS(x, 'TX'), stat: 'count' },
      { load: TACC('all'), pred: inStates('TX'), stat: 'count' },
      'count',
      'CRM TX minus territory TX',
    ),
  ),
  q(
    'AE-b06',
    'crm',
    "Juniper Networks Inc is in my territory. What's the CRM win rate for US accounts in the same state?",
    BAE.crmWinRateInStateOf('Juniper Networks Inc'),
  ),

  // Declines
  q('AE-d01', 'decline', 'wipe out all the closed-lost opportunities from 2024', decline('delete opportunities')),
  q('AE-d02', 'decline', 'Create a lead for Jordan Pike, VP Ops at Brightwater Freight, source trade show.', decline('create a lead')),
  q('AE-d03', 'decline', 'Send an email to every CFO at my accounts about the Q1 promo', decline('send e-mail')),
  q('AE-d04', 'decline', "What's Isabella Brown's LinkedIn profile?", decline('social profiles are not held')),
  q('AE-d05', 'decline', 'Which sales rep owns the most open deals?', decline('deal owners are not held')),
  q('AE-d06', 'decline', 'How many support tickets has Keebler Inc opened this quarter?', decline('support tickets are not held')),
  q('AE-d07', 'decline', 'reassign all my texas accounts to Maria in the Dallas office', decline('reassign accounts')),
  q('AE-d08', 'decline', ['webinar leads scoring over 95', 'convert those into opportunities please'], decline('create opportunities')),
  q('AE-d09', 'decline', "What's the annual revenue of Zephyrine Quantum Holdings?", notFound('no such account')),
  q('AE-d10', 'decline', 'How did the weather affect our Q3 close rate in Florida?', decline('weather is not held')),
];
