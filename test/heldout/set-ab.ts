// Development set AB (not sealed): written by a helper who did not read the planner, to work
// from. 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose
// figure answers them), 10 to be declined; 9 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, TE, notFound } from './kinds-e.js';
import { TF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { CJ, TJ } from './kinds-j.js';
import { CCON, TACC } from './kinds-k.js';
import { CM, XM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { BO, CO } from './kinds-o.js';
import { BS } from './kinds-s.js';
import { BU, CU } from './kinds-u.js';
import { BY } from './kinds-y.js';
import { BAB, TAB } from './kinds-ab.js';
import { CEO, CFO, M, isOpen, won, value, revenue, closes, closesBetween, lead, acct, named } from './pick.js';

export const SET_AB: HeldOut[] = [
  // Territory API
  q('AB-t01', 'territory', 'how many 3rd-party accounts are sitting in massachusetts?', TC.count('tp', inStates('MA'), 'in MA')),
  q(
    'AB-t02',
    'territory',
    'My manager wants one number: total revenue across my Illinois and Massachusetts accounts put together.',
    TC.sum('my', inStates('IL', 'MA'), 'in IL and MA'),
  ),
  q('AB-t03', 'territory', 'avg revenue, third party accts in texas', T.avgRevenue('tp', 'TX')),
  q(
    'AB-t04',
    'territory',
    'What is the median revenue of my California accounts?',
    CE.median(TACC('my'), inStates('CA'), revenue, 'median revenue of my CA accounts'),
  ),
  q('AB-t05', 'territory', 'Give me my four biggest Texas accounts by revenue.', TC.topN('my', inStates('TX'), 4, 'max')),
  q('AB-t06', 'territory', 'anyone with the surname Walker in the territory contacts?', TI.bySurname('all', 'Walker')),
  q(
    'AB-t07',
    'territory',
    'roughly what % of my total book revenue comes out of california?',
    TE.revenueShare('my', inStates('CA'), 'from CA'),
  ),
  q(
    'AB-t08',
    'territory',
    'How many of my accounts are doing less than $1.5M a year?',
    T.countRevenue('my', (r) => r < 1.5 * M, 'revenue under $1.5M'),
  ),
  q('AB-t09', 'territory', 'third party accounts with revenue between 6 and 8 million — list them', T.listRevenueRange('tp', 6 * M, 8 * M)),
  q('AB-t10', 'territory', 'Which state brings in the most third-party revenue in total?', T.stateByRevenue('tp', 'max')),
  q('AB-t11', 'territory', 'in which state do my accounts have the lowest average revenue?', TC.stateAvg('my', 'min')),
  q(
    'AB-t12',
    'territory',
    'who are the VPs of Sales at Quantum Foods LLC?',
    TC.contactList('all', named('Quantum Foods LLC'), 'Vice President of Sales'),
  ),
  q('AB-t13', 'territory', "I need Olivia Williams' email address, please.", TC.emailOf('Olivia Williams')),
  q('AB-t14', 'territory', 'grace martinez — which company is she with?', TC.accountOf('Grace Martinez')),
  q('AB-t15', 'territory', 'What job titles are there at Cedar Software Corp?', T.titlesAt('Cedar Software Corp')),
  q('AB-t16', 'territory', 'Is there a CFO at Juniper Software Corp, yes or no?', T.existsTitleAt('Juniper Software Corp', CFO)),
  q(
    'AB-t17',
    'territory',
    'How many data scientists do we have on file across the third-party accounts?',
    TC.contactCount('tp', ANY, 'Data Scientist'),
  ),
  q('AB-t18', 'territory', 'Which of my New York accounts have a CEO listed?', TC.accountsWithTitle('my', inStates('NY'), CEO)),
  q(
    'AB-t19',
    'territory',
    "falcon media llc or summit software inc — which one's bigger on revenue?",
    TC.compareAccounts('Falcon Media LLC', 'Summit Software Inc'),
  ),
  q(
    'AB-t20',
    'territory',
    'By how much does the total third-party revenue differ from the total revenue of my own accounts?',
    TF.totalGap('my', 'tp'),
  ),
  q(
    'AB-t21',
    'territory',
    'iron software group is how many times the size of granite systems llc, revenue-wise?',
    TJ.ratio('Iron Software Group', 'Granite Systems LLC'),
  ),
  q('AB-t22', 'territory', 'Count of third-party accounts per state, please.', TI.stateBreakdown('tp')),
  q('AB-t23', 'territory', "Who's my third-largest account by revenue?", TC.nth('my', 3, 'max')),
  q('AB-t24', 'territory', 'What do my top five accounts add up to in revenue?', TG.topNSum('my', 5)),
  q(
    'AB-t25',
    'territory',
    'Any third-party accounts in Pennsylvania over $5 million?',
    TC.exists('tp', (x) => x.state === 'PA' && x.revenue > 5 * M, 'in PA over $5M'),
  ),
  q(
    'AB-t26',
    'territory',
    "For the High Value Outreach campaign, what's the combined revenue of the accounts it targets?",
    TC.sum({ campaign: 'High Value Outreach' }, ANY, 'in total'),
  ),
  q(
    'AB-t27',
    'territory',
    'Looking at the Tech Transformation campaign list, which state shows up most often?',
    TAB.stateBy({ campaign: 'Tech Transformation' }, ANY, 'count', 'max', 'in the campaign'),
  ),
  q(
    'AB-t28',
    'territory',
    ['show me my washington accounts', 'and the third-party ones there — total revenue?'],
    TC.sum('tp', inStates('WA'), 'in WA'),
  ),
  q('AB-t29', 'territory', 'Do I have any accounts of my own in Ohio, or is Ohio all third-party?', T.existsInState('my', 'OH')),
  q(
    'AB-t30',
    'territory',
    ['which of my accounts are in arizona?', 'how many contacts do they have between them?'],
    TC.contactCount('my', inStates('AZ')),
  ),
  q('AB-t31', 'territory', ['pull up harbor labs inc', 'who works there?'], T.contactsAt('Harbor Labs Inc')),
  q('AB-t32', 'territory', 'How many third-party accounts have above-average revenue for that group?', TE.aboveAverage('tp')),

  // CRM
  q(
    'AB-c01',
    'crm',
    'how many email campaign leads are still in contacted status?',
    C.count(LEADS, lead('Email Campaign', 'contacted'), 'Email Campaign leads in status contacted'),
  ),
  q(
    'AB-c02',
    'crm',
    'Total value of the deals we closed-won with a close date in Q2 2025 (April through June)?',
    C.sum(OPPS, (o) => won(o) && closesBetween('2025-04-01', '2025-06-30')(o), value, 'closed-won value closing in Q2 2025'),
  ),
  q(
    'AB-c03',
    'crm',
    "what's the average deal size sitting in proposal right now",
    C.avg(OPPS, (o) => o.stage === 'proposal', value, 'average value of proposal-stage deals'),
  ),
  q(
    'AB-c04',
    'crm',
    'Median annual revenue of our German accounts?',
    CE.median(ACCOUNTS, acct('country', 'Germany'), (x) => x.annual_revenue ?? 0, 'median annual revenue of German accounts'),
  ),
  q(
    'AB-c05',
    'crm',
    'top 5 pharma accounts by headcount',
    CX.topN(
      ACCOUNTS,
      acct('industry', 'Pharmaceuticals'),
      (x) => x.employee_count ?? 0,
      5,
      'max',
      (x) => x.name,
      'top 5 Pharmaceuticals accounts by employees',
    ),
  ),
  q(
    'AB-c06',
    'crm',
    'Which industry do we have the most accounts in across the Middle East & Africa region?',
    CU.groupTop(
      ACCOUNTS,
      acct('region', 'Middle East & Africa'),
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'industry with the most Middle East & Africa accounts',
    ),
  ),
  q(
    'AB-c07',
    'crm',
    'Healthcare accounts: of the deals that actually finished, what percent did we win?',
    CM.winRate((o) => o.acc.industry === 'Healthcare', 'win rate of Healthcare accounts'),
  ),
  q(
    'AB-c08',
    'crm',
    'average lead score for social media leads?',
    C.avg(LEADS, lead('Social Media'), (l) => l.score, 'average score of Social Media leads', 'plain'),
  ),
  q(
    'AB-c09',
    'crm',
    'What percentage of all our leads ended up closed-won?',
    CX.share(LEADS, (l) => l.status === 'closed-won', 'share of leads with status closed-won'),
  ),
  q(
    'AB-c10',
    'crm',
    'Which lead source has produced the most closed-won leads?',
    CU.groupTop(
      LEADS,
      (l) => l.status === 'closed-won',
      (l) => l.source,
      (ls) => ls.length,
      'max',
      'source with the most closed-won leads',
    ),
  ),
  q(
    'AB-c11',
    'crm',
    'Which opportunity closing in 2026 has the highest value?',
    C.top(OPPS, closes('2026-'), value, 'max', (o) => o.name, 'largest deal closing in 2026'),
  ),
  q('AB-c12', 'crm', 'who is the primary contact at frami, hammes and beatty', C.primaryOf('Frami, Hammes and Beatty')),
  q('AB-c13', 'crm', "what's our win rate with hayes - simonis?", CG.winRateOf('Hayes - Simonis')),
  q('AB-c14', 'crm', 'bins llc — what industry are they in?', CX.fact('Bins LLC', 'industry', 'text')),
  q('AB-c15', 'crm', 'Headcount at Considine Inc?', CX.fact('Considine Inc', 'employee_count', 'count')),
  q('AB-c16', 'crm', "julie klein - what's her title?", CO.contactTitle('Julie Klein')),
  q(
    'AB-c17',
    'crm',
    "What's the total open pipeline for Walsh - Yost?",
    C.oppValueOf('Walsh - Yost', (o) => isOpen(o)),
  ),
  q('AB-c18', 'crm', ['pull up the deals for kohler - mayer', 'which are in negotiation?'], C.oppsOf('Kohler - Mayer', 'negotiation')),
  q(
    'AB-c19',
    'crm',
    'How many CIOs do we have as contacts at Japanese companies?',
    C.count(CCON, (c) => c.acc.country === 'Japan' && c.job_title === 'Chief Information Officer', 'CIOs at Japanese accounts'),
  ),
  q(
    'AB-c20',
    'crm',
    'Break down the Trade Show leads by status for me.',
    CN.breakdown(LEADS, lead('Trade Show'), (l) => l.status, 'Trade Show leads per status'),
  ),
  q(
    'AB-c21',
    'crm',
    'how many opps are worth more than $1M?',
    C.count(OPPS, (o) => o.value > M, 'deals above $1M'),
  ),
  q(
    'AB-c22',
    'crm',
    "What's the average win probability on deals in negotiation?",
    CJ.avgProbability((o) => o.stage === 'negotiation', 'average probability of negotiation deals'),
  ),
  q(
    'AB-c23',
    'crm',
    'Which month of 2025 saw the biggest closed-won total?',
    CU.monthBySum(OPPS, won, (o) => o.close_date, value, 2025, 'max', 'month of 2025 with the most closed-won value'),
  ),
  q(
    'AB-c24',
    'crm',
    'Do we have more accounts in France or in Italy?',
    CX.compare(
      ACCOUNTS,
      [
        { names: ['France'], pred: acct('country', 'France') },
        { names: ['Italy'], pred: acct('country', 'Italy') },
      ],
      'country with more accounts',
    ),
  ),
  q(
    'AB-c25',
    'crm',
    'Closed-won dollars, 2024 close dates vs 2025 close dates — by what percent did it move?',
    CU.pctChange(
      OPPS,
      (o) => won(o) && closes('2024-')(o),
      (o) => won(o) && closes('2025-')(o),
      value,
      'change of closed-won value from 2024 to 2025',
    ),
  ),
  q(
    'AB-c26',
    'crm',
    'Which region has the highest average annual revenue per account?',
    CU.groupTop(
      ACCOUNTS,
      () => true,
      (x) => x.region,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0) / xs.length,
      'max',
      'region with the highest average annual revenue',
    ),
  ),
  q(
    'AB-c27',
    'crm',
    'any education-sector accounts in kenya?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Education' && x.country === 'Kenya', 'Education accounts in Kenya'),
  ),
  q(
    'AB-c28',
    'crm',
    ['partner leads with a score above 90', 'how many of those are qualified?'],
    C.count(LEADS, (l) => l.source === 'Partner' && (l.score ?? 0) > 90 && l.status === 'qualified', 'qualified Partner leads over 90'),
  ),
  q(
    'AB-c29',
    'crm',
    ['list our accounts in Australia', 'which one of them has the most employees?'],
    C.accountTop(acct('country', 'Australia'), (x) => x.employee_count ?? 0, 'max', 'Australian account with the most employees'),
  ),
  q(
    'AB-c30',
    'crm',
    ['opportunities closing in March 2026', 'what is the total value of the proposal-stage ones among them?'],
    C.sum(OPPS, (o) => o.stage === 'proposal' && closes('2026-03')(o), value, 'proposal value closing in March 2026'),
  ),
  q(
    'AB-c31',
    'crm',
    'how many accounts have under 50 employees',
    C.count(ACCOUNTS, (x) => x.employee_count !== null && x.employee_count < 50, 'accounts with fewer than 50 employees'),
  ),
  q(
    'AB-c32',
    'crm',
    "What's the second-largest open deal at a Canadian account?",
    CU.nth(
      JOPPS,
      (o: JOpp) => isOpen(o) && o.acc.country === 'Canada',
      value,
      2,
      'max',
      (o) => [o.name],
      'second largest open deal in Canada',
    ),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AB-b01',
    'crm',
    'Grace Martin is one of my territory contacts. How many CRM accounts do we have in the same state as her company?',
    BU.crmAccountsInStateOfContact('Grace Martin'),
  ),
  q(
    'AB-b02',
    'crm',
    'Does the CRM list more Washington-state accounts than the territory API does (mine plus third-party)?',
    BY.moreInCrm('WA'),
  ),
  q(
    'AB-b03',
    'territory',
    'Find the US state with the most CRM accounts, then tell me the total revenue of my territory accounts in that state.',
    BO.revenueInCrmTopState('my'),
  ),
  q(
    'AB-b04',
    'crm',
    "How much open CRM pipeline is in US states where I don't have a single account of my own?",
    BAB.crmOpenValueOutsideStatesOf('my'),
  ),
  q(
    'AB-b05',
    'crm',
    ["which state is wei young's company in?", 'ok — average CRM deal value for US accounts in that state?'],
    BS.avgDealInStateOfContact('Wei Young'),
  ),
  q('AB-b06', 'crm', 'CRM vs territory: how many more software engineer contacts does the CRM hold?', XM.titleGap('Software Engineer')),

  // Declines
  q(
    'AB-d01',
    'decline',
    'Export every CRM contact at our German accounts into a spreadsheet and email it over to my manager.',
    decline('exporting and e-mailing are not supported'),
  ),
  q('AB-d02', 'decline', 'rename titan foods llc to titan foods holdings pls', decline('renaming an account is a write')),
  q(
    'AB-d03',
    'decline',
    "What was Apex Systems Inc's revenue back in 2019? I'm trying to show growth over time.",
    decline('revenue history is not held'),
  ),
  q('AB-d04', 'decline', 'which sales rep on our team owns the most closed-won deals?', decline('deal owners are not held')),
  q('AB-d05', 'decline', ['my colorado accounts pls', 'ok take the smallest one off my list'], decline('removing an account is a write')),
  q(
    'AB-d06',
    'decline',
    'Any prospecting opportunity whose close date has already passed — go ahead and mark it closed-lost.',
    decline('a bulk stage update'),
  ),
  q('AB-d07', 'decline', 'what time is it in tokyo right now', decline('off topic: the time')),
  q(
    'AB-d08',
    'decline',
    'Which of our CRM contacts have birthdays this month? I want to send out cards.',
    decline('birthdays are not held'),
  ),
  q(
    'AB-d09',
    'decline',
    'Predict which of the open opportunities closing in Q1 2026 will actually end up closed-won.',
    decline('a prediction'),
  ),
  q('AB-d10', 'decline', 'how many open deals does Bramblewick Optics Ltd have with us?', notFound('no such account')),
];
