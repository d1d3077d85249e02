// Held-out set V: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 8 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates, withAliases } from './kinds-cd.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { CJ, TJ } from './kinds-j.js';
import { CCON, COPP, COUNT, K, TACC, isUS } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CN, BN, TN } from './kinds-n.js';
import { CO, TO } from './kinds-o.js';
import { BS } from './kinds-s.js';
import { BU, CU } from './kinds-u.js';
import { BV, CV, TV } from './kinds-v.js';
import type { CrmLead } from './data.js';
import { CEO, CFO, CTO, M, isOpen, won, lost, value, closes, closesBetween, acct, mean, dealType } from './pick.js';

const lead =
  (source: string, status?: string) =>
  (l: CrmLead): boolean =>
    l.source === source && (status === undefined || l.status === status);

export const SET_V: HeldOut[] = [
  // Territory API
  q('V-t01', 'territory', 'count my accounts across georgia and colorado', TC.count('my', inStates('GA', 'CO'), 'in GA or CO')),
  q('V-t02', 'territory', 'third party revenue in NY state, summed up?', T.sumRevenue('tp', 'NY')),
  q('V-t03', 'territory', 'illinois avg revenue — all territory accounts, both mine and 3rd-party', TC.avg('all', inStates('IL'), 'in IL')),
  q('V-t04', 'territory', 'largest 3rd-party account out in colorado?', T.top('tp', 'max', 'CO')),
  q(
    'V-t05',
    'territory',
    "ignoring california and texas, what's my lowest-revenue account",
    TC.pick('my', (x) => !['CA', 'TX'].includes(x.state), 'min', 'outside CA and TX'),
  ),
  q(
    'V-t06',
    'territory',
    'in texas, the three top-grossing accounts whether mine or third-party',
    TC.topN('all', inStates('TX'), 3, 'max'),
  ),
  q(
    'V-t07',
    'territory',
    'third-party accts below $1M revenue: count?',
    T.countRevenue('tp', (r) => r < M, 'revenue under $1M'),
  ),
  q(
    'V-t08',
    'territory',
    'percent of third-party accts making over 3 million',
    TC.share('tp', (x) => x.revenue > 3 * M, 'above $3M'),
  ),
  q('V-t09', 'territory', 'Fatima Hernandez works at what company?', TC.accountOf('Fatima Hernandez')),
  q('V-t10', 'territory', "benjamin chen's title?", TC.titleOf('Benjamin Chen')),
  q('V-t11', 'territory', 'can i get the email adress for noah lewis', TC.emailOf('Noah Lewis')),
  q('V-t12', 'territory', 'Apex Energy Inc — what roles do its contacts have', T.titlesAt('Apex Energy Inc')),
  q('V-t13', 'territory', 'who is on file as a contact at Cedar Software Corp', T.contactsAt('Cedar Software Corp')),
  q('V-t14', 'territory', 'how many CEOs sit at third-party companies', TC.contactCount('tp', ANY, CEO)),
  q(
    'V-t15',
    'territory',
    "pioneer ventures corp vs pioneer ventures co — which one's bigger by revenue",
    TC.compareAccounts('Pioneer Ventures Corp', 'Pioneer Ventures Co'),
  ),
  q(
    'V-t16',
    'territory',
    'by how much does falcon systems corp out-earn falcon logistics inc',
    TC.diff('Falcon Systems Corp', 'Falcon Logistics Inc'),
  ),
  q('V-t17', 'territory', '3rd-party side: in which state do the revenues sum to the smallest figure', T.stateByRevenue('tp', 'min')),
  q(
    'V-t18',
    'territory',
    'accounts targeted by tech transformation: what is their average revenue',
    TC.avg({ campaign: 'Tech Transformation' }, ANY, ''),
  ),
  q('V-t19', 'territory', 'rank of juniper software corp within my accounts, by revenue?', TG.rankOf('my', 'Juniper Software Corp')),
  q(
    'V-t20',
    'territory',
    'median revenu for the texas third-party accounts',
    CE.median(
      TACC('tp'),
      (x) => x.state === 'TX',
      (x) => x.revenue,
      'median revenue of third-party TX accounts',
    ),
  ),
  q(
    'V-t21',
    'territory',
    'third-party revenue per state, just ohio + georgia + colorado',
    TO.revenueByState('tp', inStates('OH', 'GA', 'CO')),
  ),
  q(
    'V-t22',
    'territory',
    'my CA accounts where one of the contacts is a CEO — which are they',
    TC.accountsWithTitle('my', inStates('CA'), CEO),
  ),
  q('V-t23', 'territory', 'every contact with first name chloe, territory-wide', TJ.byFirstName('all', 'Chloe')),
  q('V-t24', 'territory', 'my 5 largest accounts: what percentage of my overall revenue do they make up', TJ.topNShare('my', 5)),
  q('V-t25', 'territory', 'count the 3rd party accounts bigger than Orchid Labs LLC by revenue', TI.countAbove('tp', 'Orchid Labs LLC')),
  q(
    'V-t26',
    'territory',
    'how many different states do the Tech Transformation campaign accounts cover',
    TN.distinctStates({ campaign: 'Tech Transformation' }, ANY, ''),
  ),
  q(
    'V-t27',
    'territory',
    'how many accounts show up in both the Tech Transformation and High Value Outreach campaigns',
    TV.campaignOverlap('Tech Transformation', 'High Value Outreach'),
  ),
  q('V-t28', 'territory', 'mean revenue of my one-contact accounts?', TV.avgWithContacts('my', 1)),
  q(
    'V-t29',
    'territory',
    "share of my accounts' contacts who are CEO, CFO or CTO — percent?",
    TV.titlesShare('my', [CEO, CFO, CTO], 'CEO, CFO or CTO'),
  ),
  q(
    'V-t30',
    'territory',
    ['which third-party companies employ an account executive', 'biggest one of that group, revenue-wise?'],
    TG.pickWithTitle('tp', 'Account Executive', 'max'),
  ),
  q('V-t31', 'territory', ['my massachusetts accounts', 'total contacts across those?'], TC.contactCount('my', inStates('MA'))),
  q(
    'V-t32',
    'territory',
    ['3rd-party accounts in washington state pls', 'and which one has the least revenue?'],
    TC.pick('tp', inStates('WA'), 'min', 'in WA'),
  ),

  // CRM
  q(
    'V-c01',
    'crm',
    'how many leads from the website are in contacted status',
    C.count(LEADS, lead('Website', 'contacted'), 'Website leads in contacted status'),
  ),
  q(
    'V-c02',
    'crm',
    'education industry accounts — average number of employees?',
    C.avg(ACCOUNTS, acct('industry', 'Education'), (x) => x.employee_count, 'average employees of Education accounts', 'plain'),
  ),
  q(
    'V-c03',
    'crm',
    'closed-lost opportunity value for Jul–Sep 2024 close dates, total',
    C.sum(OPPS, (o) => lost(o) && closesBetween('2024-07-01', '2024-09-30')(o), value, 'closed-lost value closing in Q3 2024'),
  ),
  q(
    'V-c04',
    'crm',
    'brazil: the 3 accounts with the largest headcount',
    CX.topN(
      ACCOUNTS,
      acct('country', 'Brazil'),
      (x) => x.employee_count ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 Brazilian accounts by employees',
    ),
  ),
  q(
    'V-c05',
    'crm',
    'percentage of trade-show leads sitting in qualified right now',
    CX.share(LEADS, (l) => l.status === 'qualified', 'share of Trade Show leads in qualified', lead('Trade Show')),
  ),
  q(
    'V-c06',
    'crm',
    'which source gave us more leads — cold calls or partners?',
    CX.compare(
      LEADS,
      [
        { names: withAliases('Cold Call'), pred: lead('Cold Call') },
        { names: withAliases('Partner'), pred: lead('Partner') },
      ],
      'lead source with more leads, Cold Call or Partner',
    ),
  ),
  q('V-c07', 'crm', 'Considine Inc primary contact — who is it', C.primaryOf('Considine Inc')),
  q('V-c08', 'crm', 'Nolan - Bogisich: how many contacts on record', CX.contactCountOf('Nolan - Bogisich')),
  q('V-c09', 'crm', 'marshall torphy — email?', CE.contactEmail('Marshall Torphy')),
  q('V-c10', 'crm', 'lead Gerardo Swift, which company is he at', CE.leadFact('Gerardo Swift', 'company')),
  q('V-c11', 'crm', 'Satterfield Inc - Training Package: deal value', CF.oppValue('Satterfield Inc - Training Package')),
  q(
    'V-c12',
    'crm',
    'when is Hegmann - Heathcote - Data Analytics Suite expected to close',
    CG.oppCloseDate('Hegmann - Heathcote - Data Analytics Suite'),
  ),
  q(
    'V-c13',
    'crm',
    'deals for south african accounts, number in each stage',
    CN.breakdown(
      COPP,
      (o) => o.acc.country === 'South Africa',
      (o) => o.stage,
      'deals of South African accounts per stage',
    ),
  ),
  q(
    'V-c14',
    'crm',
    'median anual revenue, middle east & africa accounts',
    CE.median(
      ACCOUNTS,
      acct('region', 'Middle East & Africa'),
      (x) => x.annual_revenue ?? 0,
      'median annual revenue of Middle East & Africa accounts',
    ),
  ),
  q(
    'V-c15',
    'crm',
    'win % for the energy industry (won vs lost deals only)',
    CM.winRate((o) => o.acc.industry === 'Energy', 'win rate of Energy deals'),
  ),
  q(
    'V-c16',
    'crm',
    'which month of 2024 had the highest closed-won total in dollars',
    CU.monthBySum(OPPS, won, (o) => o.close_date, value, 2024, 'max', 'month of 2024 with the most closed-won value'),
  ),
  q(
    'V-c17',
    'crm',
    'what industry has the largest average opportunity value',
    CU.groupTop(
      COPP,
      () => true,
      (o) => o.acc.industry,
      (os) => mean(os.map((o) => o.value)),
      'max',
      'account industry with the highest average deal value',
    ),
  ),
  q(
    'V-c18',
    'crm',
    'who is the 3rd biggest german account by annual revenue',
    CU.nth(
      ACCOUNTS,
      acct('country', 'Germany'),
      (x) => x.annual_revenue ?? 0,
      3,
      'max',
      (x) => [x.name],
      'third largest German account by annual revenue',
    ),
  ),
  q(
    'V-c19',
    'crm',
    'closed lost value in 2025 compared with 2024 — % change?',
    CU.pctChange(
      OPPS,
      (o) => lost(o) && closes('2024-')(o),
      (o) => lost(o) && closes('2025-')(o),
      value,
      'change in closed-lost value from 2024 to 2025',
    ),
  ),
  q(
    'V-c20',
    'crm',
    'biggest canadian account (annual revenue) with zero won deals so far',
    CV.pickWithout(
      acct('country', 'Canada'),
      'closed-won',
      (x) => x.annual_revenue ?? 0,
      'max',
      'largest Canadian account without a closed-won deal',
    ),
  ),
  q(
    'V-c21',
    'crm',
    'open pipeline $ for latin american accounts, split by country',
    CJ.sumBreakdown(
      COPP,
      (o) => isOpen(o) && o.acc.region === 'Latin America',
      (o) => o.acc.country,
      (o) => o.value,
      'open value of Latin American accounts per country',
    ),
  ),
  q(
    'V-c22',
    'crm',
    'number of accounts carrying between 5 and 7 oppurtunities',
    CO.accountsByOppCount((n) => n >= 5 && n <= 7, 'accounts with 5 to 7 opportunities'),
  ),
  q(
    'V-c23',
    'crm',
    'average annual revenue by country within asia pacific',
    CO.avgBreakdown(
      ACCOUNTS,
      acct('region', 'Asia Pacific'),
      (x) => x.country,
      (x) => x.annual_revenue ?? 0,
      'average annual revenue per Asia Pacific country',
    ),
  ),
  q('V-c24', 'crm', 'Frami, Hammes and Beatty — annual revenue per employee?', CJ.perEmployee('Frami, Hammes and Beatty')),
  q(
    'V-c25',
    'crm',
    'number of accounts created in 2023',
    CJ.createdBetween(ACCOUNTS, '2023-01-01', '2023-12-31', 'accounts created in 2023'),
  ),
  q(
    'V-c26',
    'crm',
    'which crm account has been in the system the longest (earliest created)',
    CJ.newest(ACCOUNTS, (x) => x.name, 'min', 'account created first'),
  ),
  q(
    'V-c27',
    'crm',
    'Stiedemann - West — once deals are decided (won/lost), how often do we win? as a %',
    CG.winRateOf('Stiedemann - West'),
  ),
  q(
    'V-c28',
    'crm',
    'which kind of deal (hardware refresh, training package, ...) has the highest win percentage once decided',
    CM.groupRate(OPPS, (o) => won(o) || lost(o), dealType, won, 'max', 'deal type with the highest win rate on decided deals'),
  ),
  q(
    'V-c29',
    'crm',
    'hospitality vs real estate accounts: whose deals are bigger on average?',
    CM.compareAvg(
      COPP,
      [
        { names: ['Hospitality'], pred: (o) => o.acc.industry === 'Hospitality' },
        { names: ['Real Estate'], pred: (o) => o.acc.industry === 'Real Estate' },
      ],
      (o) => o.value,
      'industry with the larger average deal, Hospitality or Real Estate',
    ),
  ),
  q(
    'V-c30',
    'crm',
    ['pharmaceutical accounts in europe', 'how many employees do they have combined'],
    C.sum(
      ACCOUNTS,
      (x) => x.industry === 'Pharmaceuticals' && x.region === 'Europe',
      (x) => x.employee_count,
      'employees at European Pharmaceuticals accounts',
      'count',
    ),
  ),
  q(
    'V-c31',
    'crm',
    ['opps in qualification closing january 2026', 'largest one by value?'],
    C.top(
      OPPS,
      (o) => o.stage === 'qualification' && closes('2026-01')(o),
      value,
      'max',
      (o) => o.name,
      'largest qualification deal closing in January 2026',
    ),
  ),
  q(
    'V-c32',
    'crm',
    ['social media leads scoring 76 or higher', 'of these, how many are still status new'],
    C.count(LEADS, (l) => lead('Social Media', 'new')(l) && (l.score ?? 0) > 75, 'new Social Media leads scoring above 75'),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'V-b01',
    'crm',
    "take the lowest-revenue third-party account's state; what's the mean annual revenue among crm accounts in it",
    BU.crmAvgRevenueInStateOfPick('tp', 'min'),
  ),
  q('V-b02', 'crm', "ohio account count: crm vs territory (mine plus third-party) — what's the difference?", BN.crmMinusTerritory('OH')),
  q(
    'V-b03',
    'crm',
    'look at the state my biggest territory account is in — which crm account there has the most employees?',
    BV.crmTopInStateOfPick('my', 'max', 'employee_count'),
  ),
  q(
    'V-b04',
    'territory',
    'the US crm account with the largest employee count — how many third-party territory accounts share its state?',
    BV.countInStateOfCrmTop('tp', 'employee_count'),
  ),
  q(
    'V-b05',
    'crm',
    'looking only at states where third-party accounts exist, where is the open crm pipeline smallest in dollars?',
    BS.stateByCrmOpenValue('tp', 'min'),
  ),
  q(
    'V-b06',
    'crm',
    ['what state has the biggest count of third-party accts', 'now tally crm contacts whose accounts are located there'],
    K.atTopKey(
      { load: TACC('tp'), key: (x) => x.state },
      { load: CCON, pred: (c) => isUS(c.acc), key: (c) => c.acc.state },
      COUNT,
      'CRM contacts in the state with the most third-party accounts',
    ),
  ),

  // Declines
  q('V-d01', 'decline', 'rename Apex Energy Inc to Apex Power Inc', decline('rename a territory account')),
  q('V-d02', 'decline', 'set up a weekly automated report of new leads sent to my inbox every monday', decline('scheduled reports')),
  q('V-d03', 'decline', "what's the male/female split of my contacts", decline('gender is not held')),
  q('V-d04', 'decline', 'show me the org chart for Juniper Software Corp, who reports to whom', decline('reporting lines are not held')),
  q('V-d05', 'decline', 'pull up my calendar for tomorrow and tell me which account meetings i have', decline('calendars are not held')),
  q('V-d06', 'decline', 'write a short poem about my sales pipeline', decline('creative writing')),
  q('V-d07', 'decline', "mark all of Considine Inc's negotiation deals as closed-won", decline('update opportunities')),
  q('V-d08', 'decline', 'which of my contacts are on vacation next week?', decline('out-of-office data is not held')),
  q('V-d09', 'decline', 'unsubscribe every social media lead from our newsletter', decline('mailing lists')),
  q(
    'V-d10',
    'decline',
    ['primary contact for Nolan - Bogisich?', 'text them that the demo moved to friday'],
    decline('sending a text message'),
  ),
];
