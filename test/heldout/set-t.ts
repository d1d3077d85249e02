// Held-out set T: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 8 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { CF, TF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { TH } from './kinds-h.js';
import { TI } from './kinds-i.js';
import { CJ, TJ } from './kinds-j.js';
import { CCON, COUNT, K, TACC, isUS } from './kinds-k.js';
import { CM, XM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { BO, CO } from './kinds-o.js';
import { BT, CT, TT } from './kinds-t.js';
import type { CrmAccount, CrmLead, CrmOpportunity } from './data.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const M = 1_000_000;
const isOpen = (o: { stage: string }): boolean => OPEN.includes(o.stage);
const won = (o: { stage: string }): boolean => o.stage === 'closed-won';
const finished = (o: { stage: string }): boolean => won(o) || o.stage === 'closed-lost';
const value = (o: CrmOpportunity): number => o.value;
const closes =
  (prefix: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date?.startsWith(prefix) ?? false;
const lead =
  (source: string, status?: string) =>
  (l: CrmLead): boolean =>
    l.source === source && (status === undefined || l.status === status);
const acct =
  (field: 'industry' | 'country' | 'region', v: string) =>
  (x: CrmAccount): boolean =>
    x[field] === v;
const count = (xs: unknown[]): number => xs.length;

export const SET_T: HeldOut[] = [
  // Territory API
  q('T-t01', 'territory', 'how many accts have i got in arizona?', T.count('my', 'AZ')),
  q('T-t02', 'territory', 'Total revenue for my California book of business', T.sumRevenue('my', 'CA')),
  q('T-t03', 'territory', 'third party accounts in FL — what do they average in revenue', T.avgRevenue('tp', 'FL')),
  q('T-t04', 'territory', 'which 3rd-party account brings in the most $$', T.top('tp', 'max')),
  q('T-t05', 'territory', 'top four texas third party accts by revenue pls', TC.topN('tp', inStates('TX'), 4, 'max')),
  q(
    'T-t06',
    'territory',
    'what fraction of my accounts clear 5 million in revenue?',
    TC.share('my', (x) => x.revenue > 5 * M, 'above $5M'),
  ),
  q('T-t07', 'territory', 'do we have more third-party accounts in florida or in new york', TC.compareStates('tp', 'FL', 'NY')),
  q('T-t08', 'territory', 'Orchid Media Inc: who are our contacts over there?', T.contactsAt('Orchid Media Inc')),
  q('T-t09', 'territory', "carlos wilson's job title?", TC.titleOf('Carlos Wilson')),
  q('T-t10', 'territory', 'Avg revenue of the 3rd party accounts that have a CEO on file', TT.avgWithTitle('tp', CEO)),
  q('T-t11', 'territory', 'Lumen Networks Corp revenue, roughly?', T.revenueOf('Lumen Networks Corp')),
  q('T-t12', 'territory', 'across the whole territory how many data scientists do we have', T.countTitle('Data Scientist')),
  q('T-t13', 'territory', 'in which state do my accounts add up to the least revenue', T.stateByRevenue('my', 'min')),
  q('T-t14', 'territory', 'tech transformation campaign - how many accounts does it pull in', T.campaignCount('Tech Transformation')),
  q('T-t15', 'territory', 'list my accounts with revenue between $1M and $1.5M', T.listRevenueRange('my', 1 * M, 1.5 * M)),
  q('T-t16', 'territory', 'among 3rd party contacts, what job title comes up most often', TC.titleTop('tp', 'max')),
  q('T-t17', 'territory', 'median revenue for the third-party accounts?', TC.median('tp')),
  q(
    'T-t18',
    'territory',
    'juniper software corp vs juniper software group — gap in revenue?',
    TC.diff('Juniper Software Corp', 'Juniper Software Group'),
  ),
  q('T-t19', 'territory', "who's #3 by revenue among third party accounts", TC.nth('tp', 3, 'max')),
  q('T-t20', 'territory', 'how many of my accts have just a single contact', TC.withContacts('my', 1)),
  q('T-t21', 'territory', 'break down the third-party accounts by state (count per state)', TH.countByState('tp')),
  q('T-t22', 'territory', 'How many third party accounts sit above the third-party average revenue?', TE.aboveAverage('tp')),
  q('T-t23', 'territory', "texas's share of my total revenue, as a %", TE.revenueShare('my', inStates('TX'), 'in TX')),
  q('T-t24', 'territory', 'add up revenue of the three largest third-party accounts', TG.topNSum('tp', 3)),
  q(
    'T-t25',
    'territory',
    'whose email is priya.clark127@juniperfoods.example.com',
    TF.contactByEmail('priya.clark127@juniperfoods.example.com'),
  ),
  q('T-t26', 'territory', 'which contacts at 3rd party accounts have the last name taylor', TI.bySurname('tp', 'Taylor')),
  q(
    'T-t27',
    'territory',
    'Is Ember Energy LLC above or below the average of my accounts revenue-wise?',
    TJ.vsAverage('my', 'Ember Energy LLC'),
  ),
  q('T-t28', 'territory', 'how many distinct job titles show up at my NY accounts', TI.distinctTitles('my', inStates('NY'), 'in NY')),
  q(
    'T-t29',
    'territory',
    ['show the third-party accounts in georgia', 'whats their revenue all together'],
    TC.sum('tp', inStates('GA'), 'in GA'),
  ),
  q(
    'T-t30',
    'territory',
    ['who are the sales managers in the territory?', 'how many of them r at my own accounts'],
    TC.contactCount('my', ANY, 'Sales Manager'),
  ),
  q('T-t31', 'territory', ['my colorado accounts please', 'and the third-party ones in that same state?'], T.listInState('tp', 'CO')),
  q('T-t32', 'territory', 'of my accounts that have a CFO, which has the highest revenue', TG.pickWithTitle('my', CFO, 'max')),

  // CRM
  q('T-c01', 'crm', 'trade show leads still in status new — count?', C.count(LEADS, lead('Trade Show', 'new'), 'new Trade Show leads')),
  q(
    'T-c02',
    'crm',
    'mean annual revenue for technology-industry accounts',
    C.avg(ACCOUNTS, acct('industry', 'Technology'), (x) => x.annual_revenue, 'average annual revenue of Technology accounts'),
  ),
  q(
    'T-c03',
    'crm',
    "what's the total dollar value sitting in the negotiation stage",
    C.sum(OPPS, (o) => o.stage === 'negotiation', value, 'value in negotiation'),
  ),
  q(
    'T-c04',
    'crm',
    'north american accounts: which industry has the most of them',
    C.group(ACCOUNTS, acct('region', 'North America'), (x) => x.industry, count, 'max', 'industry with the most North American accounts'),
  ),
  q(
    'T-c05',
    'crm',
    'top 3 accounts in japan by number of employees',
    CX.topN(
      ACCOUNTS,
      acct('country', 'Japan'),
      (x) => x.employee_count ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 Japanese accounts by staff',
    ),
  ),
  q(
    'T-c06',
    'crm',
    'what percent of our leads are closed-lost',
    CX.share(LEADS, (l) => l.status === 'closed-lost', 'share of lost leads'),
  ),
  q(
    'T-c07',
    'crm',
    'referrals vs website: which source generated more leads?',
    CX.compare(
      LEADS,
      [
        { names: ['Referral', 'Referrals'], pred: lead('Referral') },
        { names: ['Website'], pred: lead('Website') },
      ],
      'lead source with more leads, Referral or Website',
    ),
  ),
  q('T-c08', 'crm', 'primary contact at kshlerin and sons?', C.primaryOf('Kshlerin and Sons')),
  q('T-c09', 'crm', 'how many contacts do we have on file for Monahan, Reilly and Nader', CX.contactCountOf('Monahan, Reilly and Nader')),
  q(
    'T-c10',
    'crm',
    'leads created in Q1 2024 - how many',
    CJ.createdBetween(LEADS, '2024-01-01', '2024-03-31', 'leads created in Q1 2024'),
  ),
  q('T-c11', 'crm', 'Johns and Sons is in which city?', CX.fact('Johns and Sons', 'city', 'text')),
  q(
    'T-c12',
    'crm',
    'avg number of contacts per account for asia pacific accounts',
    CT.contactsPerAccount(acct('region', 'Asia Pacific'), 'contacts per Asia Pacific account'),
  ),
  q('T-c13', 'crm', 'email address for lura batz', CE.contactEmail('Lura Batz')),
  q('T-c14', 'crm', 'what company is the lead francisco lang with', CE.leadFact('Francisco Lang', 'company')),
  q('T-c15', 'crm', 'what stage is Kunze - Botsford - Data Analytics Suite in', CG.oppStage('Kunze - Botsford - Data Analytics Suite')),
  q('T-c16', 'crm', 'Romaguera LLC - Enterprise Agreement: when does it close', CG.oppCloseDate('Romaguera LLC - Enterprise Agreement')),
  q('T-c17', 'crm', 'kuphal - stiedemann win % across their won + lost deals?', CG.winRateOf('Kuphal - Stiedemann')),
  q(
    'T-c18',
    'crm',
    'opps for canadian accounts, count by stage',
    CN.breakdown(
      JOPPS,
      (o: JOpp) => o.acc.country === 'Canada',
      (o) => o.stage,
      'Canadian deals per stage',
    ),
  ),
  q(
    'T-c19',
    'crm',
    'closed-won $ per region for deals that closed in 2025',
    CJ.sumBreakdown(
      JOPPS,
      (o: JOpp) => won(o) && closes('2025-')(o),
      (o) => o.acc.region,
      value,
      'closed-won 2025 value per region',
    ),
  ),
  q('T-c20', 'crm', "what's the median value of a won deal", CE.median(OPPS, won, value, 'median closed-won value')),
  q(
    'T-c21',
    'crm',
    'how many different countries do we have accounts in across middle east & africa',
    CE.distinct(ACCOUNTS, acct('region', 'Middle East & Africa'), (x) => x.country, 'countries in Middle East & Africa'),
  ),
  q(
    'T-c22',
    'crm',
    'which month of 2025 had the most opportunities closing',
    CE.busiestMonth(
      OPPS,
      () => true,
      (o) => o.close_date,
      2025,
      'busiest close month of 2025',
    ),
  ),
  q(
    'T-c23',
    'crm',
    'on average what probability do proposal-stage deals carry',
    CM.avgProbability((o) => o.stage === 'proposal', 'average probability of proposal deals'),
  ),
  q('T-c24', 'crm', 'revenue per employee at grimes group?', CJ.perEmployee('Grimes Group')),
  q('T-c25', 'crm', 'johns and sons weighted open pipeline (value x probability)', CJ.weightedOpen('Johns and Sons')),
  q('T-c26', 'crm', 'who at Waters - Huel works in finance', CF.deptAt('Waters - Huel', 'Finance')),
  q(
    'T-c27',
    'crm',
    'any energy-sector accounts in kenya?',
    C.exists(ACCOUNTS, (x) => x.country === 'Kenya' && x.industry === 'Energy', 'Energy accounts in Kenya'),
  ),
  q(
    'T-c28',
    'crm',
    ['hospitality accounts based in canada', 'how many is that'],
    C.count(ACCOUNTS, (x) => x.industry === 'Hospitality' && x.country === 'Canada', 'Canadian Hospitality accounts'),
  ),
  q(
    'T-c29',
    'crm',
    ['pull the leads that came in through email campaigns', 'which industry shows up the most in that bunch'],
    C.group(LEADS, lead('Email Campaign'), (l) => l.industry, count, 'max', 'top industry of Email Campaign leads'),
  ),
  q(
    'T-c30',
    'crm',
    ['opportunities with a close date in december 2026', 'how much of that is still open, in dollars'],
    C.sum(OPPS, (o) => isOpen(o) && closes('2026-12')(o), value, 'open value closing in December 2026'),
  ),
  q(
    'T-c31',
    'crm',
    'how many accounts have 10+ opportunities',
    CO.accountsByOppCount((n) => n >= 10, 'accounts with 10 or more deals'),
  ),
  q(
    'T-c32',
    'crm',
    'which industry converts best, i.e. the highest share of its decided deals ending closed-won',
    CM.groupRate(JOPPS, finished, (o: JOpp) => o.acc.industry, won, 'max', 'industry with the highest win rate'),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q('T-b01', 'crm', 'my biggest 3rd party account by revenue — how many crm accounts are in its state?', BO.crmCountInStateOfTop('tp')),
  q(
    'T-b02',
    'crm',
    'of the states where i have third party accounts, which has the fewest crm contacts',
    BT.stateByCrmContacts('tp', 'min'),
  ),
  q(
    'T-b03',
    'territory',
    'whichever US state has the most CRM accounts, total up the third-party territory revenue there',
    BO.revenueInCrmTopState('tp'),
  ),
  q(
    'T-b04',
    'crm',
    "olivia hernandez's account is in some state; what's the closed won crm total for that state",
    BT.wonInStateOfContact('Olivia Hernandez'),
  ),
  q('T-b05', 'crm', 'how many more CFOs are in the CRM than in the territory contacts?', XM.titleGap(CFO)),
  q(
    'T-b06',
    'crm',
    ['which state has the most of my territory accounts?', 'and how many crm contacts work at accounts in that state'],
    K.atTopKey(
      { load: TACC('my'), key: (x) => x.state },
      { load: CCON, pred: (c) => isUS(c.acc), key: (c) => c.acc.state },
      COUNT,
      'CRM contacts in the state with the most of my accounts',
    ),
  ),

  // Declines
  q('T-d01', 'decline', 'pls remove Grace Miller from the territory contacts', decline('delete a contact')),
  q('T-d02', 'decline', 'change the value on Grimes Group - Pilot Project to 900k', decline('update an opportunity')),
  q('T-d03', 'decline', 'add a contact to Bins LLC: Tom Reyes, CFO, tom.reyes@binsllc.com', decline('create a contact')),
  q('T-d04', 'decline', 'hey whats the temperature in phoenix right now', decline('weather', /\d+\s?(?:°|degrees)/i)),
  q('T-d05', 'decline', "what's microsoft's share price trading at", decline('stock prices', /\$\s?\d/)),
  q('T-d06', 'decline', 'go to crunchbase and look up the last funding round for Orchid Media Inc', decline('web browsing', /\$\s?\d/)),
  q('T-d07', 'decline', 'any unpaid invoices for Konopelski - Osinski?', decline('invoices are not held', /\$\s?\d/)),
  q('T-d08', 'decline', ['show me the closed-lost leads from cold calls', 'ok wipe all of those from the crm'], decline('bulk delete')),
  q('T-d09', 'decline', 'flag all my texas accounts as third-party', decline('the territory API is read-only')),
  q('T-d10', 'decline', 'what did the last email from Lura Batz say?', decline('e-mail content is not held')),
];
