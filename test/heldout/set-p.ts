// Held-out set P: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 6 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, between } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { TF } from './kinds-f.js';
import { CG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { K, TACC, fig } from './kinds-k.js';
import { CM, XM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { CO, TO } from './kinds-o.js';
import { PB, inLastYear, inThisQuarter } from './kinds-p.js';
import type { CrmAccount, CrmOpportunity, TerritoryAccount } from './data.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const CTO = 'Chief Technology Officer';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const M = 1_000_000;
const isOpen = (o: { stage: string }) => OPEN.includes(o.stage);
const won = (o: { stage: string }) => o.stage === 'closed-won';
const lost = (o: { stage: string }) => o.stage === 'closed-lost';
const inYear = (y: number) => (o: { close_date: string | null }) => o.close_date?.startsWith(`${y}-`) ?? false;
const notIn = (code: string) => (x: TerritoryAccount) => x.state !== code;
const value = (o: CrmOpportunity) => o.value;
const usIn = (code: string) => (x: CrmAccount) => x.country === 'United States' && x.state === code;

export const SET_P: HeldOut[] = [
  // Territory API
  q('P-t01', 'territory', 'how many of my accounts r in texas or california combined', TC.count('my', inStates('TX', 'CA'), 'in TX or CA')),
  q('P-t02', 'territory', 'total rev for my florida accts?', T.sumRevenue('my', 'FL')),
  q('P-t03', 'territory', 'What is the average revenue of the third-party accounts located in Washington state?', T.avgRevenue('tp', 'WA')),
  q('P-t04', 'territory', 'third party acct with the lowest revenue?', T.top('tp', 'min')),
  q('P-t05', 'territory', 'top 5 of my accounts by revenue, excluding anything in california', TC.topN('my', notIn('CA'), 5, 'max')),
  q(
    'P-t06',
    'territory',
    'how many third-party accounts have revenue over $5 million',
    T.countRevenue('tp', (r) => r > 5 * M, 'revenue above $5M'),
  ),
  q('P-t07', 'territory', 'Could you tell me how many contacts we have at Meridian Labs Group?', T.contactCountAt('Meridian Labs Group')),
  q('P-t08', 'territory', 'who are the contacts at keystone robotics group', T.contactsAt('Keystone Robotics Group')),
  q('P-t09', 'territory', "what's wei young's email", TC.emailOf('Wei Young')),
  q('P-t10', 'territory', 'which company does Priya Young work for?', TC.accountOf('Priya Young')),
  q('P-t11', 'territory', 'what % of my accounts are in new york', TC.share('my', inStates('NY'), 'in NY')),
  q('P-t12', 'territory', 'Which state has the most third-party accounts?', T.stateByCount('tp', 'max')),
  q('P-t13', 'territory', 'median revenue accross my accts', TC.median('my')),
  q('P-t14', 'territory', 'how many CFOs are there across all the territory contacts', T.countTitle(CFO)),
  q('P-t15', 'territory', 'list my accounts in illinois pls', T.listInState('my', 'IL')),
  q(
    'P-t16',
    'territory',
    'which one brings in more revenue, Granite Health LLC or Nova Energy Corp?',
    TC.compareAccounts('Granite Health LLC', 'Nova Energy Corp'),
  ),
  q(
    'P-t17',
    'territory',
    'revenue difference between summit software inc and falcon media llc',
    TC.diff('Summit Software Inc', 'Falcon Media LLC'),
  ),
  q(
    'P-t18',
    'territory',
    'how many of my accounts have revenue between 2M and 4M',
    T.countRevenue('my', (r) => r >= 2 * M && r <= 4 * M, 'revenue between $2M and $4M'),
  ),
  q('P-t19', 'territory', 'which of my accounts is 3rd largest by revenue?', TC.nth('my', 3, 'max')),
  q('P-t20', 'territory', 'do any of my oregon accounts have a CTO?', TC.existsTitle('my', inStates('OR'), CTO)),
  q('P-t21', 'territory', 'How many of my accounts do not have a CEO among their contacts?', TE.withoutTitle('my', CEO)),
  q('P-t22', 'territory', 'breakdown of third party accounts by state', TI.stateBreakdown('tp')),
  q('P-t23', 'territory', 'total revenue per state for my accounts in NY, MA and PA', TO.revenueByState('my', inStates('NY', 'MA', 'PA'))),
  q('P-t24', 'territory', 'how many accounts are in the tech transformation campaign', T.campaignCount('Tech Transformation')),
  q(
    'P-t25',
    'territory',
    'which campaign has more accounts: High Value Outreach or Tech Transformation?',
    TF.compareCampaigns('High Value Outreach', 'Tech Transformation'),
  ),
  q('P-t26', 'territory', 'whats the most comon job title among contacts at third-party accounts', TC.titleTop('tp', 'max')),
  q('P-t27', 'territory', 'What job titles do the contacts at Willow Networks Co have?', T.titlesAt('Willow Networks Co')),
  q('P-t28', 'territory', 'how much more total revenue do the third-party accounts have than my own accounts?', TF.totalGap('tp', 'my')),
  q('P-t29', 'territory', 'avg number of contacts per account, my accounts only', TI.contactsPerAccount('my')),
  // Territory follow-ups (one session each)
  q(
    'P-t30',
    'territory',
    ['show my accounts in arizona', 'which one of those has the highest revenue?'],
    TC.pick('my', inStates('AZ'), 'max', 'in AZ'),
  ),
  q('P-t31', 'territory', ['list third party accounts in ohio', 'whats their combined revenue'], T.sumRevenue('tp', 'OH')),
  q(
    'P-t32',
    'territory',
    ['how many contacts does Harbor Labs Inc have', 'and what are their email addresses?'],
    T.emailsAt('Harbor Labs Inc'),
  ),

  // CRM
  q(
    'P-c01',
    'crm',
    'how many deals are in negotiation right now',
    C.count(OPPS, (o) => o.stage === 'negotiation', 'deals in negotiation'),
  ),
  q(
    'P-c02',
    'crm',
    'top 3 industries by closed-won revenue in 2024',
    CE.topGroups(
      JOPPS,
      (o) => won(o) && inYear(2024)(o),
      (o) => o.acc.industry,
      (os) => os.reduce((s, o) => s + o.value, 0),
      3,
      'max',
      'top 3 industries by 2024 closed-won value',
    ),
  ),
  q('P-c03', 'crm', 'avg deal size for closed won opps?', C.avg(OPPS, won, value, 'average closed-won deal value')),
  q(
    'P-c04',
    'crm',
    'How many leads came in from trade shows?',
    C.count(LEADS, (l) => l.source === 'Trade Show', 'leads from trade shows'),
  ),
  q(
    'P-c05',
    'crm',
    'which lead source has produced the most qualified leads',
    C.group(
      LEADS,
      (l) => l.status === 'qualified',
      (l) => l.source,
      (ls) => ls.length,
      'max',
      'source with the most qualified leads',
    ),
  ),
  q(
    'P-c06',
    'crm',
    'how many accounts do we have in germany?',
    C.count(ACCOUNTS, (x) => x.country === 'Germany', 'accounts in Germany'),
  ),
  q(
    'P-c07',
    'crm',
    'Which industry has the highest combined annual revenue across our CRM accounts?',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'max',
      'industry with the largest total annual revenue',
    ),
  ),
  q('P-c08', 'crm', 'who is the primary contact at Hayes - Simonis', C.primaryOf('Hayes - Simonis')),
  q('P-c09', 'crm', 'how much have we won in total from White - Torp? (closed won deals)', C.oppValueOf('White - Torp', won)),
  q('P-c10', 'crm', 'what stage is the Walsh - Yost cloud migration deal at', CG.oppStage('Walsh - Yost - Cloud Migration')),
  q(
    'P-c11',
    'crm',
    'When is the close date of the Rutherford and Sons - Data Analytics Suite opportunity?',
    CG.oppCloseDate('Rutherford and Sons - Data Analytics Suite'),
  ),
  q(
    'P-c12',
    'crm',
    'show me the 5 biggest open deals',
    CX.topN(JOPPS, isOpen, value, 5, 'max', (o) => o.name, 'the 5 largest open deals'),
  ),
  q(
    'P-c13',
    'crm',
    'how many open deals have a close date this quarter?',
    C.count(OPPS, (o) => isOpen(o) && inThisQuarter(o.close_date), 'open deals closing this quarter'),
  ),
  q(
    'P-c14',
    'crm',
    'what was our win rate on deals that closed in 2024 (won vs lost)?',
    CM.winRate(inYear(2024), 'win rate of the deals closing in 2024'),
  ),
  q(
    'P-c15',
    'crm',
    'number of leads with a score above 80',
    C.count(LEADS, (l) => (l.score ?? 0) > 80, 'leads scoring above 80'),
  ),
  q(
    'P-c16',
    'crm',
    'avg lead score for referral leads',
    C.avg(
      LEADS,
      (l) => l.source === 'Referral',
      (l) => l.score,
      'average score of referral leads',
      'plain',
    ),
  ),
  q(
    'P-c17',
    'crm',
    'What percentage of our leads have the status closed-won?',
    CX.share(LEADS, (l) => l.status === 'closed-won', 'share of leads closed-won'),
  ),
  q(
    'P-c18',
    'crm',
    'how many oppurtunities do we have in each stage',
    CN.breakdown(
      OPPS,
      () => true,
      (o) => o.stage,
      'opportunities per stage',
    ),
  ),
  q('P-c19', 'crm', "what's Bradly Parisian's job title?", CO.contactTitle('Bradly Parisian')),
  q('P-c20', 'crm', 'email address for louvenia dooley', CE.contactEmail('Louvenia Dooley')),
  q('P-c21', 'crm', 'How many contacts are on file for Pfeffer Group?', CX.contactCountOf('Pfeffer Group')),
  q('P-c22', 'crm', 'annual revenue of Shanahan - Kohler?', CX.fact('Shanahan - Kohler', 'annual_revenue', 'money')),
  q(
    'P-c23',
    'crm',
    'in asia pacific, which country has the most accounts?',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'Asia Pacific',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'Asia Pacific country with the most accounts',
    ),
  ),
  q(
    'P-c24',
    'crm',
    "what's the total value of open opportunities for healthcare accounts",
    C.sum(JOPPS, (o) => isOpen(o) && o.acc.industry === 'Healthcare', value, 'open pipeline of healthcare accounts'),
  ),
  q(
    'P-c25',
    'crm',
    'how many deals did we lose before march 2025?',
    C.count(OPPS, (o) => lost(o) && between('0000-01-01', '2025-02-28')(o.close_date), 'deals lost before March 2025'),
  ),
  q(
    'P-c26',
    'crm',
    'average deal value by stage',
    CO.avgBreakdown(
      OPPS,
      () => true,
      (o) => o.stage,
      value,
      'average deal value per stage',
    ),
  ),
  q(
    'P-c27',
    'crm',
    'how much did we win last year? total closed-won value pls',
    C.sum(OPPS, (o) => won(o) && inLastYear(o.close_date), value, 'closed-won last year'),
  ),
  q('P-c28', 'crm', 'Does Pfeffer Group have any deal sitting in the proposal stage?', CX.oppStageOf('Pfeffer Group', 'proposal')),
  q('P-c29', 'crm', 'biggest deal for Ritchie, Brekke and Lemke?', CX.oppTopOf('Ritchie, Brekke and Lemke', 'max')),
  // CRM follow-ups (one session each)
  q(
    'P-c30',
    'crm',
    ['show me the accounts in Japan', 'how many of them are in retail?'],
    C.count(ACCOUNTS, (x) => x.country === 'Japan' && x.industry === 'Retail', 'retail accounts in Japan'),
  ),
  q(
    'P-c31',
    'crm',
    ['list the closed-lost deals for Hayes - Simonis', "what's the total value of those?"],
    C.oppValueOf('Hayes - Simonis', lost),
  ),
  q(
    'P-c32',
    'crm',
    ['how many leads came from webinars', 'and how many of those are qualified?'],
    C.count(LEADS, (l) => l.source === 'Webinar' && l.status === 'qualified', 'qualified webinar leads'),
  ),

  // Both APIs
  q(
    'P-b01',
    'territory',
    'how many accounts do i have in my territory, and how many accounts are in the CRM altogether?',
    K.each([
      { get: fig({ load: TACC('my'), stat: 'count' }), unit: 'count', what: 'my territory accounts' },
      { get: fig({ load: ACCOUNTS, stat: 'count' }), unit: 'count', what: 'CRM accounts' },
    ]),
  ),
  q(
    'P-b02',
    'crm',
    'In the state where I have the most territory accounts, how many open CRM deals are there?',
    PB.openDealsInTopStateOf('my'),
  ),
  q(
    'P-b03',
    'crm',
    "how many US accounts in the crm are in states where i don't have a single territory account of my own",
    XM.crmInMyStates(false),
  ),
  q(
    'P-b04',
    'crm',
    'how many contacts do we have in total if you add the territory contacts and the CRM contacts together?',
    PB.total(
      [
        { get: async (d) => (await d.territoryContacts()).length, what: 'territory contacts' },
        { get: async (d) => (await d.crmContacts()).length, what: 'CRM contacts' },
      ],
      'contacts in both systems',
    ),
  ),
  q(
    'P-b05',
    'crm',
    'Total revenue of my Texas territory accounts, and total annual revenue of the CRM accounts in Texas?',
    K.each([
      {
        get: fig({ load: TACC('my'), pred: (x) => x.state === 'TX', value: (x) => x.revenue, stat: 'sum' }),
        unit: 'money',
        what: 'revenue of my TX accounts',
      },
      {
        get: fig({ load: ACCOUNTS, pred: usIn('TX'), value: (x) => x.annual_revenue ?? 0, stat: 'sum' }),
        unit: 'money',
        what: 'annual revenue of the CRM accounts in TX',
      },
    ]),
  ),
  q(
    'P-b06',
    'territory',
    'of the states where i have third party accounts, which one has the fewest accounts in the CRM?',
    PB.stateByCrmCount('tp', 'min'),
  ),

  // Must be declined
  q('P-d01', 'decline', 'send an email to all my CEO contacts introducing our new product line', decline('send e-mail')),
  q('P-d02', 'decline', 'delete the lead Jany Lang from the crm', decline('delete a lead')),
  q(
    'P-d03',
    'decline',
    'who is the sales rep that owns the Rutherford and Sons - Expansion Deal opportunity?',
    decline('deal owner: the CRM holds no owner'),
  ),
  q('P-d04', 'decline', 'open salesforce in my browser and export the accounts report to excel', decline('browser work')),
  q(
    'P-d05',
    'decline',
    'how many support tickets did Pfeffer Group open last month?',
    decline('support tickets', /\b\d+\s+(?:support\s+)?tickets?\b/i),
  ),
  q('P-d06', 'decline', 'change the stage of Walsh - Yost - Cloud Migration to closed-won', decline('update a deal')),
  q('P-d07', 'decline', 'schedule a meeting with Ethan Lee next tuesday at 10am', decline('calendar')),
  q('P-d08', 'decline', "what's Benjamin Hernandez's LinkedIn profile URL?", decline('LinkedIn URL', /linkedin\.com\//i)),
  q('P-d09', 'decline', 'create a new lead: Maria Lopez, VP of Sales at Acme Corp', decline('create a lead')),
  q(
    'P-d10',
    'decline',
    'how many sales calls did I log with my accounts this week?',
    decline('call log', /\b\d+\s+(?:sales\s+)?calls?\b/i),
  ),
];
