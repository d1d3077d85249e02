// Sealed set AF: written by a helper who did not read the planner (nor its lexicon or its
// notes), as the honest measure of it. 80 questions: 32 territory, 32 CRM, 6 that need both APIs
// (labelled by the API whose figure answers them), 10 to be declined; 9 are follow-ups asked in
// one session. Dates relative to today are read when the checker runs (kinds-af.ts).

import type { CrmAccount } from './data.js';
import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX } from './kinds-cd-crm.js';
import { CE, TE, notFound } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { thisMonth } from './kinds-h.js';
import { CI } from './kinds-i.js';
import { CCON, COPP, K, TACC, fig, isUS } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { inLastYear } from './kinds-p.js';
import { inNextMonth } from './kinds-q.js';
import { BU, CU } from './kinds-u.js';
import { AA } from './kinds-aa.js';
import { BAE } from './kinds-ae.js';
import { inLastMonth } from './kinds-af.js';
import { CFO, CEO, CTO, M, acct, isOpen, lead, lost, value, won } from './pick.js';

const VP_SALES = 'Vice President of Sales';
const inCountry =
  (c: string) =>
  (x: { country: string | null }): boolean =>
    x.country === c;
const score = (l: { score: number | null }): number | null => l.score;
const annual = (x: CrmAccount): number => x.annual_revenue ?? 0;

export const SET_AF: HeldOut[] = [
  // Territory API
  q('AF-t01', 'territory', 'how many texas accts r in my book', TC.count('my', inStates('TX'), 'in TX')),
  q('AF-t02', 'territory', "Ohio third-party accounts: what's their revenue all together?", TC.sum('tp', inStates('OH'), 'in OH')),
  q('AF-t03', 'territory', 'mean revenue per account for my New York ones?', TC.avg('my', inStates('NY'), 'in NY')),
  q(
    'AF-t04',
    'territory',
    'Which Massachusets account of mine is the biggest earner?',
    TC.pick('my', inStates('MA'), 'max', 'of my accounts in MA'),
  ),
  q('AF-t05', 'territory', 'top four 3rd-party accts ranked by revenue', TC.topN('tp', ANY, 4, 'max')),
  q('AF-t06', 'territory', '3rd-party accts: is Texas or California ahead on count?', TC.compareStates('tp', 'TX', 'CA')),
  q(
    'AF-t07',
    'territory',
    'percentage of my accts that clear $5M revenue',
    TC.share('my', (x) => x.revenue > 5 * M, 'above $5M'),
  ),
  q('AF-t08', 'territory', 'how big is the High Value Outreach target list (number of accounts)?', T.campaignCount('High Value Outreach')),
  q('AF-t09', 'territory', 'pull up every VP of Sales sitting at a third-party account', TC.contactList('tp', ANY, VP_SALES)),
  q('AF-t10', 'territory', 'Harbor Labs Inc - any CTO on file there?', T.existsTitleAt('Harbor Labs Inc', CTO)),
  q('AF-t11', 'territory', 'Falcon Media LLC contacts pls, names', T.contactsAt('Falcon Media LLC')),
  q('AF-t12', 'territory', 'Kenji Garcia - job title?', TC.titleOf('Kenji Garcia')),
  q('AF-t13', 'territory', 'which company is henry lee at', TC.accountOf('Henry Lee')),
  q('AF-t14', 'territory', 'iron software group revenue??', T.revenueOf('Iron Software Group')),
  q('AF-t15', 'territory', 'orchid labs llc - state?', T.stateOf('Orchid Labs LLC')),
  q('AF-t16', 'territory', 'Willow Biotech Group: mine, or not in my territory?', TG.isMine('Willow Biotech Group')),
  q(
    'AF-t17',
    'territory',
    'list em: 3rd party accts with sub-$1M revenue',
    TC.list('tp', (x) => x.revenue < 1 * M, 'with revenue under $1M'),
  ),
  q(
    'AF-t18',
    'territory',
    'who earns more, Summit Software Inc or Falcon Media LLC?',
    TC.compareAccounts('Summit Software Inc', 'Falcon Media LLC'),
  ),
  q(
    'AF-t19',
    'territory',
    'Harbor Labs Inc - what position is it, revenue-wise, vs the other third-party accts? (biggest = 1)',
    TG.rankOf('tp', 'Harbor Labs Inc'),
  ),
  q('AF-t20', 'territory', 'whats the median revenue accross my accounts', TC.median('my')),
  q('AF-t21', 'territory', 'my weakest state by combined account revenue?', T.stateByRevenue('my', 'min')),
  q('AF-t22', 'territory', 'third-party accts above the third-party mean revenue - count?', TE.aboveAverage('tp')),
  q('AF-t23', 'territory', 'my accts lacking any CTO contact - how many?', TE.withoutTitle('my', CTO)),
  q('AF-t24', 'territory', 'most frequent job title across contacts at my accounts?', TC.titleTop('my', 'max')),
  q('AF-t25', 'territory', 'my three biggest accounts - combined revenue?', TG.topNSum('my', 3)),
  q('AF-t26', 'territory', 'percent of third-party revenue that comes from TX accounts', TE.revenueShare('tp', inStates('TX'), 'from TX')),
  q('AF-t27', 'territory', 'CA, my book: biggest account revenue minus smallest account revenue?', TE.spread('my', inStates('CA'))),
  q(
    'AF-t28',
    'territory',
    'Tech Transformation campaign - which account there has the smallest revenue?',
    TC.pick({ campaign: 'Tech Transformation' }, ANY, 'min', 'of the Tech Transformation accounts'),
  ),
  q(
    'AF-t29',
    'territory',
    ['my accounts in illinois', 'which of those makes the most money'],
    TC.pick('my', inStates('IL'), 'max', 'of my accounts in IL'),
  ),
  q('AF-t30', 'territory', ['third-party accts located in FL', 'total revenue of those?'], TC.sum('tp', inStates('FL'), 'in FL')),
  q(
    'AF-t31',
    'territory',
    ['who works at Keystone Networks Co', 'and which state is that company based in?'],
    T.stateOf('Keystone Networks Co'),
  ),
  q('AF-t32', 'territory', ['list my oregon accounts', 'any CEOs at those?'], TC.existsTitle('my', inStates('OR'), CEO)),

  // CRM
  q(
    'AF-c01',
    'crm',
    'retail accounts in canada, how many',
    C.count(ACCOUNTS, (x) => acct('industry', 'Retail')(x) && inCountry('Canada')(x), 'Retail accounts in Canada'),
  ),
  q(
    'AF-c02',
    'crm',
    'sum of open deal value closing in the current month',
    C.sum(OPPS, (o) => isOpen(o) && thisMonth(o.close_date), value, 'open value closing this month'),
  ),
  q(
    'AF-c03',
    'crm',
    'avg lead score for webinar-sourced leads',
    C.avg(LEADS, lead('Webinar'), score, 'average score of Webinar leads', 'plain'),
  ),
  q(
    'AF-c04',
    'crm',
    'the 5 german accounts with the most employees',
    CX.topN(
      ACCOUNTS,
      inCountry('Germany'),
      (x) => x.employee_count ?? 0,
      5,
      'max',
      (x) => x.name,
      'five German accounts with the most employees',
    ),
  ),
  q(
    'AF-c05',
    'crm',
    'closed-lost: what chunk of all leads is that, in %?',
    CX.share(LEADS, (l) => l.status === 'closed-lost', 'share of leads closed-lost'),
  ),
  q(
    'AF-c06',
    'crm',
    '2024 healthcare deals by close date - win rate counting only won and lost ones',
    K.rate(
      COPP,
      (o) => (won(o) || lost(o)) && (o.close_date?.startsWith('2024-') ?? false) && o.acc.industry === 'Healthcare',
      won,
      'win rate of Healthcare deals closing in 2024',
    ),
  ),
  q(
    'AF-c07',
    'crm',
    'did trade shows or webinars bring in more leads?',
    CX.compare(
      LEADS,
      [
        { names: ['Trade Show', 'Trade Shows'], pred: lead('Trade Show') },
        { names: ['Webinar', 'Webinars'], pred: lead('Webinar') },
      ],
      'source with more leads',
    ),
  ),
  q(
    'AF-c08',
    'crm',
    'which region is sitting on the biggest open pipeline in dollars',
    CU.groupTop(
      COPP,
      isOpen,
      (o) => o.acc.region,
      (os) => os.reduce((t, o) => t + o.value, 0),
      'max',
      'region with the largest open value',
    ),
  ),
  q(
    'AF-c09',
    'crm',
    "which industry's accounts average the highest annual revenue?",
    CU.groupTop(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.reduce((t, x) => t + annual(x), 0) / xs.length,
      'max',
      'industry with the highest average annual revenue',
    ),
  ),
  q(
    'AF-c10',
    'crm',
    'best lead source going by avg score?',
    CU.groupTop(
      LEADS,
      () => true,
      (l) => l.source,
      (ls) => ls.reduce((t, l) => t + (l.score ?? 0), 0) / ls.length,
      'max',
      'lead source with the highest average score',
    ),
  ),
  q('AF-c11', 'crm', 'status on lead adaline greenfelder?', CE.leadFact('Adaline Greenfelder', 'status')),
  q('AF-c12', 'crm', "Kyler Lubowitz's lead score", CE.leadFact('Kyler Lubowitz', 'score')),
  q('AF-c13', 'crm', 'headcount at Brown Inc?', CX.fact('Brown Inc', 'employee_count', 'count')),
  q('AF-c14', 'crm', 'Carroll - Hilll: which industry are they in', CX.fact('Carroll - Hilll', 'industry', 'text')),
  q('AF-c15', 'crm', 'Heller LLC primary contact - who?', C.primaryOf('Heller LLC')),
  q('AF-c16', 'crm', 'email for raina spinka?', CE.contactEmail('Raina Spinka')),
  q('AF-c17', 'crm', 'marvin harris works for which account', CG.accountOfContact('Marvin Harris')),
  q(
    'AF-c18',
    'crm',
    'how big is the Price, Kub and Pfeffer - Platform License opp',
    CF.oppValue('Price, Kub and Pfeffer - Platform License'),
  ),
  q('AF-c19', 'crm', 'Hintz - Rath - Managed Services: win probability?', CF.oppProbability('Hintz - Rath - Managed Services')),
  q(
    'AF-c20',
    'crm',
    'expected close for Johnson, Friesen and Frami - Cloud Migration?',
    CG.oppCloseDate('Johnson, Friesen and Frami - Cloud Migration'),
  ),
  q(
    'AF-c21',
    'crm',
    'kenya: do we have an account in the energy industry there?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Energy' && x.country === 'Kenya', 'Energy accounts in Kenya'),
  ),
  q(
    'AF-c22',
    'crm',
    'new referral leads scoring 90 or higher: how many are there',
    C.count(LEADS, (l) => lead('Referral', 'new')(l) && (l.score ?? 0) >= 90, 'new Referral leads scoring 90+'),
  ),
  q(
    'AF-c23',
    'crm',
    'finance dept contacts at United Kingdom accounts - how many?',
    C.count(CCON, (c) => c.department === 'Finance' && c.acc.country === 'United Kingdom', 'Finance contacts at UK accounts'),
  ),
  q(
    'AF-c24',
    'crm',
    'avg value of closed-won deals from last year?',
    C.avg(OPPS, (o) => won(o) && inLastYear(o.close_date), value, 'average closed-won deal closing last year'),
  ),
  q(
    'AF-c25',
    'crm',
    'how many still-open deals are slated to close next month?',
    C.count(OPPS, (o) => isOpen(o) && inNextMonth(o.close_date), 'open deals closing next month'),
  ),
  q(
    'AF-c26',
    'crm',
    'closed-won dollars from last month?',
    C.sum(OPPS, (o) => won(o) && inLastMonth(o.close_date), value, 'closed-won value closing last month'),
  ),
  q(
    'AF-c27',
    'crm',
    'partner leads broken out by status, counts for each',
    CI.breakdown(LEADS, lead('Partner'), (l) => l.status, 'Partner leads per status'),
  ),
  q(
    'AF-c28',
    'crm',
    '2025 - best month for closed-won $, which was it?',
    CU.monthBySum(OPPS, won, (o) => o.close_date, value, 2025, 'max', 'month of 2025 with the largest closed-won total'),
  ),
  q(
    'AF-c29',
    'crm',
    ['accounts in the Netherlands', 'which one brings in the most revenue'],
    C.accountTop(inCountry('Netherlands'), annual, 'max', 'Dutch account with the largest annual revenue'),
  ),
  q(
    'AF-c30',
    'crm',
    ['show me Email Campaign leads', 'how many are qualified?'],
    C.count(LEADS, lead('Email Campaign', 'qualified'), 'qualified Email Campaign leads'),
  ),
  q(
    'AF-c31',
    'crm',
    ['deals for Franey, Torphy and Gusikowski', "what's the total on the won ones"],
    C.oppValueOf('Franey, Torphy and Gusikowski', won),
  ),
  q(
    'AF-c32',
    'crm',
    ['contacts at Lindgren, Turcotte and Jacobi', 'narrow it to the sales department'],
    CF.deptAt('Lindgren, Turcotte and Jacobi', 'Sales'),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AF-b01',
    'crm',
    'my California accounts plus every CRM account located in California - give me one total count',
    AA.total(
      [
        { get: fig({ load: TACC('my'), pred: inStates('CA'), stat: 'count' }), what: 'my CA accounts' },
        { get: fig({ load: ACCOUNTS, pred: (x) => isUS(x) && x.state === 'CA', stat: 'count' }), what: 'CRM CA accounts' },
      ],
      'count',
      'my CA territory accounts plus CRM CA accounts',
    ),
  ),
  q('AF-b02', 'crm', 'states I have 3rd-party accts in: total CRM account count across those states?', BN.crmInStatesOf('tp')),
  q(
    'AF-b03',
    'crm',
    "Summit Software Inc's state - add up annual revenue for the CRM accounts located there",
    AA.crmFigureInStateOf('Summit Software Inc', { value: annual, stat: 'sum' }, 'money', 'total CRM annual revenue'),
  ),
  q('AF-b04', 'crm', 'CFOs, both systems together (territory + CRM): one number', BN.titleInBoth(CFO, CFO)),
  q(
    'AF-b05',
    'territory',
    "MA vs PA - which has more accounts if I lump together mine, the third-party ones and the CRM's?",
    BU.combinedCompare('MA', 'PA'),
  ),
  q(
    'AF-b06',
    'crm',
    "CRM deals in the state where Nova Energy Corp sits: what's the win rate, won over won+lost?",
    BAE.crmWinRateInStateOf('Nova Energy Corp'),
  ),

  // Declines
  q('AF-d01', 'decline', 'delete henry lee from my contacts', decline('delete a territory contact')),
  q('AF-d02', 'decline', 'move Hintz - Rath - Managed Services to closed won', decline('update an opportunity')),
  q('AF-d03', 'decline', 'add a lead: Priya Raman, Acme Robotics, came in via webinar', decline('create a lead')),
  q('AF-d04', 'decline', 'shoot the primary contact at Heller LLC an email reminding them about renewal', decline('send an e-mail')),
  q('AF-d05', 'decline', "log into hubspot and download last quarter's forecast report as a csv", decline('browser work')),
  q(
    'AF-d06',
    'decline',
    "what's Iron Software Group trading at on the stock market today",
    decline('stock prices are not held', /\b(?:share|stock) price\b[^.\n]*\$\s?\d/i),
  ),
  q(
    'AF-d07',
    'decline',
    'best guess: which account of mine churns next quarter?',
    decline('churn predictions are not supported by the data'),
  ),
  q('AF-d08', 'decline', 'annual revenue for Blackwater Quantum Freight AG?', notFound('no such account', /\$\s?\d/)),
  q('AF-d09', 'decline', ['social media leads sitting at status contacted', 'bump all of them up to qualified'], decline('update leads')),
  q(
    'AF-d10',
    'decline',
    'how many meetings have I had with Falcon Media LLC this quarter?',
    decline('meetings are not held', /\b\d+\s+meetings?\b/i),
  ),
];
