// Held-out set R: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 7 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { TF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { TH } from './kinds-h.js';
import { TI } from './kinds-i.js';
import { CJ, TJ } from './kinds-j.js';
import { COUNT, K, TACC, cList, type Pred } from './kinds-k.js';
import { CM, TM } from './kinds-m.js';
import { BN, CN, TN } from './kinds-n.js';
import { BO, TO } from './kinds-o.js';
import { inLastYear, inThisQuarter, inThisYear } from './kinds-p.js';
import { BR } from './kinds-r.js';
import type { CrmAccount, CrmLead, CrmOpportunity, TerritoryAccount } from './data.js';
import type { JOpp } from './kinds-cd-crm.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const M = 1_000_000;
const isOpen = (o: { stage: string }): boolean => OPEN.includes(o.stage);
const won = (o: { stage: string }): boolean => o.stage === 'closed-won';
const lost = (o: { stage: string }): boolean => o.stage === 'closed-lost';
const value = (o: CrmOpportunity): number => o.value;
const notIn =
  (code: string) =>
  (x: TerritoryAccount): boolean =>
    x.state !== code;
const src =
  (source: string) =>
  (l: CrmLead): boolean =>
    l.source === source;
const closes =
  (ym: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date?.startsWith(ym) ?? false;
const inCountry =
  (country: string) =>
  (x: CrmAccount): boolean =>
    x.country === country;
const openDeal: Pred<CrmOpportunity> = (o) => isOpen(o);

export const SET_R: HeldOut[] = [
  // Territory API
  q('R-t01', 'territory', 'how many accts do i have in washington state', T.count('my', 'WA')),
  q('R-t02', 'territory', 'total rev for the 3rd party acounts located in ohio?', T.sumRevenue('tp', 'OH')),
  q('R-t03', 'territory', "what's the avg revenue of my illinios accounts", T.avgRevenue('my', 'IL')),
  q('R-t04', 'territory', 'median revenue across third-party accts', TC.median('tp')),
  q('R-t05', 'territory', 'top 4 of my own accounts by revenue, not counting the california ones', TC.topN('my', notIn('CA'), 4, 'max')),
  q('R-t06', 'territory', 'bottom three third party accounts ranked on revenu', TC.topN('tp', ANY, 3, 'min')),
  q(
    'R-t07',
    'territory',
    'What percent of my territory accounts pull in more than $5M in revenue?',
    TC.share('my', (x) => x.revenue > 5 * M, 'above $5M'),
  ),
  q('R-t08', 'territory', 'FL vs TX - where do we have more third-party accounts?', TC.compareStates('tp', 'FL', 'TX')),
  q(
    'R-t09',
    'territory',
    'whose email address is evelyn.rodriguez202@summitrobotics.example.com',
    TF.contactByEmail('evelyn.rodriguez202@summitrobotics.example.com'),
  ),
  q('R-t10', 'territory', 'kenji taylor, what is his job title', TC.titleOf('Kenji Taylor')),
  q('R-t11', 'territory', 'who do we knwo over at Harbor Labs Inc?', T.contactsAt('Harbor Labs Inc')),
  q(
    'R-t12',
    'territory',
    'which of my new york accounts have no CEO among their contacts',
    TN.lackingTitle('my', inStates('NY'), CEO, 'in NY'),
  ),
  q('R-t13', 'territory', 'count of my accounts that have only a single contact on file', TC.withContacts('my', 1)),
  q('R-t14', 'territory', 'Which state has the highest combined revenue for third party accounts?', T.stateByRevenue('tp', 'max')),
  q(
    'R-t15',
    'territory',
    "what's the revenue difference between falcon media llc and iron software group",
    TC.diff('Falcon Media LLC', 'Iron Software Group'),
  ),
  q('R-t16', 'territory', 'where does Nova Motors Corp rank by revenue among my accounts?', TG.rankOf('my', 'Nova Motors Corp')),
  q(
    'R-t17',
    'territory',
    'what portion of my total account revenue comes out of texas, as a percentage',
    TE.revenueShare('my', inStates('TX'), 'in TX'),
  ),
  q('R-t18', 'territory', 'list my accounts with revenue between 1M and 2M', T.listRevenueRange('my', 1 * M, 2 * M)),
  q('R-t19', 'territory', 'how many data scientists are there in the contacts list overall', T.countTitle('Data Scientist')),
  q('R-t20', 'territory', 'least common job title among contacts at 3rd-party accounts?', TC.titleTop('tp', 'min')),
  q('R-t21', 'territory', 'do any of the third party accounts in arizona have a CFO?', TC.existsTitle('tp', inStates('AZ'), CFO)),
  q('R-t22', 'territory', 'on avg how many contacts does each third-party acct have', TI.contactsPerAccount('tp')),
  q('R-t23', 'territory', 'in which states do i have 5 or more accounts', TJ.statesWithAtLeast('my', 5)),
  q('R-t24', 'territory', 'how many accounts would the Tech Transformation campaign go after?', T.campaignCount('Tech Transformation')),
  q('R-t25', 'territory', 'number of third-party accts whose revenue beats the third-party averge', TE.aboveAverage('tp')),
  q('R-t26', 'territory', 'add together the revenue of the 3 biggest 3rd party accounts', TG.topNSum('tp', 3)),
  q('R-t27', 'territory', ['pull up my colorado accounts', 'ok, revenue total for that bunch?'], TC.sum('my', inStates('CO'), 'in CO')),
  q(
    'R-t28',
    'territory',
    ['3rd party accounts in georgia?', 'who are the contacts at the smallest one'],
    T.contactsAt('Redwood Health LLC'),
  ),
  q(
    'R-t29',
    'territory',
    ['my top 5 accounts by revenue', 'how many of them are california accounts'],
    TM.countInTopN('my', 5, inStates('CA'), 'in CA'),
  ),
  q('R-t30', 'territory', 'list every contact with the surname walker', TH.byLastName('Walker')),
  q('R-t31', 'territory', "what state is chloe jones' company in", TE.stateOfContact('Chloe Jones')),
  q('R-t32', 'territory', 'break down my revenue by state, just for NY, MA and PA', TO.revenueByState('my', inStates('NY', 'MA', 'PA'))),

  // CRM
  q(
    'R-c01',
    'crm',
    'how many qualified leads came in from trade shows',
    C.count(LEADS, (l) => l.source === 'Trade Show' && l.status === 'qualified', 'qualified Trade Show leads'),
  ),
  q(
    'R-c02',
    'crm',
    'avg lead score for the webinar leads?',
    C.avg(LEADS, src('Webinar'), (l) => l.score, 'average score of Webinar leads', 'plain'),
  ),
  q(
    'R-c03',
    'crm',
    'total $ currently sitting in the negotiation stage',
    C.sum(OPPS, (o) => o.stage === 'negotiation', value, 'value of negotiation deals'),
  ),
  q(
    'R-c04',
    'crm',
    "what's our win rate on deals with healthcare accounts",
    CM.winRate((o) => o.acc.industry === 'Healthcare', 'win rate of Healthcare deals'),
  ),
  q('R-c05', 'crm', 'median size of a closed won opp?', CE.median(OPPS, won, value, 'median closed-won value')),
  q(
    'R-c06',
    'crm',
    'top 3 german accounts by annual revenue',
    CX.topN(
      ACCOUNTS,
      inCountry('Germany'),
      (x) => x.annual_revenue ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 German accounts by revenue',
    ),
  ),
  q(
    'R-c07',
    'crm',
    'give me an account count for each region',
    CN.breakdown(
      ACCOUNTS,
      () => true,
      (x) => x.region,
      'accounts per region',
    ),
  ),
  q(
    'R-c08',
    'crm',
    'how many open opportunities are slated to close this quarter?',
    C.count(OPPS, (o) => isOpen(o) && inThisQuarter(o.close_date), 'open deals closing this quarter'),
  ),
  q(
    'R-c09',
    'crm',
    'how much did we win last year? closed-won $ total',
    C.sum(OPPS, (o) => won(o) && inLastYear(o.close_date), value, 'closed-won value last year'),
  ),
  q(
    'R-c10',
    'crm',
    'no. of deals closed won in march 2025',
    C.count(OPPS, (o) => won(o) && closes('2025-03')(o), 'closed-won deals in March 2025'),
  ),
  q(
    'R-c11',
    'crm',
    'Which industry has the biggest combined annual revenue across its accounts?',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'max',
      'industry with the largest total annual revenue',
    ),
  ),
  q(
    'R-c12',
    'crm',
    'top lead source by volume?',
    C.group(
      LEADS,
      () => true,
      (l) => l.source,
      (xs) => xs.length,
      'max',
      'lead source with the most leads',
    ),
  ),
  q(
    'R-c13',
    'crm',
    'what percentge of our leads are still sitting at new',
    CX.share(LEADS, (l) => l.status === 'new', 'share of new leads'),
  ),
  q('R-c14', 'crm', "bailey schiller's email?", CE.contactEmail('Bailey Schiller')),
  q('R-c15', 'crm', 'what company is the lead danial.lockman@reinger.com with', CJ.leadByEmail('danial.lockman@reinger.com', 'company')),
  q(
    'R-c16',
    'crm',
    'how many of our japanese accounts have never had a closed-won deal',
    CG.accountsWithout(inCountry('Japan'), 'closed-won', 'Japanese accounts without a won deal'),
  ),
  q('R-c17', 'crm', 'who are the HR directors at Shanahan - Kohler', CX.withTitleAt('Shanahan - Kohler', 'HR Director')),
  q(
    'R-c18',
    'crm',
    'do we get more leads off the website or from webinars?',
    CX.compare(
      LEADS,
      [
        { names: ['Website'], pred: src('Website') },
        { names: ['Webinar', 'Webinars'], pred: src('Webinar') },
      ],
      'source with more leads, Website or Webinar',
    ),
  ),
  q(
    'R-c19',
    'crm',
    'average opp value for accounts in europe',
    C.avg(
      JOPPS,
      (o: JOpp) => o.acc.region === 'Europe',
      (o) => o.value,
      'average deal value in Europe',
    ),
  ),
  q(
    'R-c20',
    'crm',
    'canadian accounts w/ more then 1000 employees - how many?',
    C.count(ACCOUNTS, (x) => x.country === 'Canada' && (x.employee_count ?? 0) > 1000, 'Canadian accounts over 1000 employees'),
  ),
  q('R-c21', 'crm', "who's the primary contact for O'Connell, Runolfsdottir and Grant", C.primaryOf("O'Connell, Runolfsdottir and Grant")),
  q('R-c22', 'crm', 'biggest deal we have with Wiza, Langworth and Runte?', CX.oppTopOf('Wiza, Langworth and Runte', 'max')),
  q('R-c23', 'crm', 'what stage is White - Torp - Security Upgrade at right now', CG.oppStage('White - Torp - Security Upgrade')),
  q(
    'R-c24',
    'crm',
    'which accounts have zero open opportunities at all',
    K.join(
      { load: ACCOUNTS, key: (x) => x.id },
      { load: OPPS, pred: openDeal, key: (o) => o.account_id },
      true,
      cList,
      'accounts without an open deal',
    ),
  ),
  q(
    'R-c25',
    'crm',
    ['hospitality accounts in france', 'which of those has the most employees?'],
    C.accountTop(
      (x) => x.country === 'France' && x.industry === 'Hospitality',
      (x) => x.employee_count ?? 0,
      'max',
      'French hospitality account with the most employees',
    ),
  ),
  q(
    'R-c26',
    'crm',
    ['proposal stage deals closing in december 2026', 'whats the total value of those'],
    C.sum(OPPS, (o) => o.stage === 'proposal' && closes('2026-12')(o), value, 'value of proposal deals closing December 2026'),
  ),
  q(
    'R-c27',
    'crm',
    ['show me the leads that came from cold calls', 'how many of them ended up closed-lost'],
    C.count(LEADS, (l) => l.source === 'Cold Call' && l.status === 'closed-lost', 'closed-lost Cold Call leads'),
  ),
  q(
    'R-c28',
    'crm',
    'mean win probabilty of deals in negotiation',
    CM.avgProbability((o) => o.stage === 'negotiation', 'average probability of negotiation deals'),
  ),
  q(
    'R-c29',
    'crm',
    'count of closed lost opportunities this year',
    C.count(OPPS, (o) => lost(o) && inThisYear(o.close_date), 'closed-lost deals this year'),
  ),
  q('R-c30', 'crm', 'win rate for White - Torp?', CG.winRateOf('White - Torp')),
  q(
    'R-c31',
    'crm',
    'closed-won total outside of north america',
    C.sum(
      JOPPS,
      (o: JOpp) => won(o) && o.acc.region !== 'North America',
      (o) => o.value,
      'closed-won value outside North America',
    ),
  ),
  q('R-c32', 'crm', 'weighted pipeline for rutherford and sons (open deals, value x probability)', CJ.weightedOpen('Rutherford and Sons')),

  // Both APIs (labelled by the API whose figure answers)
  q('R-x01', 'crm', 'how many US accounts in the crm are in states where i have territory accounts of my own?', BN.crmInStatesOf('my')),
  q(
    'R-x02',
    'crm',
    'take the biggest third-party account by revenue: how many crm accounts are located in its state?',
    BO.crmCountInStateOfTop('tp'),
  ),
  q(
    'R-x03',
    'territory',
    'find the US state with the most crm accounts, then tell me total third party revenue in that state',
    BO.revenueInCrmTopState('tp'),
  ),
  q(
    'R-x04',
    'crm',
    "what's the open pipeline value in the crm for the state my smallest account is in",
    BR.openValueInStateOfPick('my', 'min'),
  ),
  q(
    'R-x05',
    'crm',
    'account executives - how many do we have counting both territory contacts and crm contacts?',
    BN.titleInBoth('Account Executive', 'Account Executive'),
  ),
  q(
    'R-x06',
    'crm',
    ['which state has the most of my accounts?', 'and how many crm opportunities belong to accounts in that state'],
    K.atTopKey(
      { load: TACC('my'), key: (x) => x.state },
      { load: JOPPS, pred: (o) => o.acc.country === 'United States', key: (o) => o.acc.state },
      COUNT,
      'CRM deals in the state with the most of my accounts',
    ),
  ),

  // Declines
  q('R-d01', 'decline', 'create a new lead: Dana Whitfield, Borealis Freight, source trade show', decline('create a lead')),
  q('R-d02', 'decline', 'move White - Torp - Cloud Migration to negotiation pls', decline('update an opportunity')),
  q('R-d03', 'decline', 'delete the contact kurt dubuque from the crm', decline('delete a contact')),
  q('R-d04', 'decline', 'send a meeting invite email to every CEO at my florida accounts', decline('send e-mails')),
  q('R-d05', 'decline', 'is it going to rain in austin tomorrow? got a client visit', decline('weather', /\d+\s?(?:°|degrees|%)/i)),
  q('R-d06', 'decline', 'search the web for recent news about Harbor Labs Inc', decline('web browsing')),
  q('R-d07', 'decline', "what's grace martin's linkedin profile url", decline('LinkedIn profiles', /linkedin\.com/i)),
  q('R-d08', 'decline', 'what was my quota attainment last quarter', decline('quota attainment', /\d+(?:\.\d+)?\s?%/)),
  q(
    'R-d09',
    'decline',
    "what's Summit Software Inc's stock price today?",
    decline('stock prices', /\b(?:stock|share) price\b[^.\n]{0,30}\$\s?\d/i),
  ),
  q('R-d10', 'decline', 'reassign Iron Software Group into my territory', decline('move an account into my territory')),
];
