// Held-out set U: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 8 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { TG } from './kinds-g.js';
import { CJ, TJ } from './kinds-j.js';
import { CACCX, COPP, K, TACC, isUS } from './kinds-k.js';
import { CM, TM } from './kinds-m.js';
import { CN, TN } from './kinds-n.js';
import { BU, CU, TU } from './kinds-u.js';
import type { CrmAccount, CrmLead, CrmOpportunity } from './data.js';

const CTO = 'Chief Technology Officer';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const M = 1_000_000;
const isOpen = (o: { stage: string }): boolean => OPEN.includes(o.stage);
const won = (o: { stage: string }): boolean => o.stage === 'closed-won';
const lost = (o: { stage: string }): boolean => o.stage === 'closed-lost';
const finished = (o: { stage: string }): boolean => won(o) || lost(o);
const value = (o: CrmOpportunity): number => o.value;
const closes =
  (prefix: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date?.startsWith(prefix) ?? false;
const lead =
  (source: string | null, status?: string) =>
  (l: CrmLead): boolean =>
    (source === null || l.source === source) && (status === undefined || l.status === status);
const inCountry =
  (country: string) =>
  (x: CrmAccount): boolean =>
    x.country === country;
const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
/** The deal type of an opportunity: the last part of its name ("<account> - <deal type>"). */
const dealType = (o: CrmOpportunity): string => o.name.split(' - ').at(-1)!;
/** The calendar quarter of a close date ("Q1".."Q4"). */
const quarter = (o: CrmOpportunity): string => `Q${Math.floor((Number(o.close_date!.slice(5, 7)) - 1) / 3) + 1}`;

export const SET_U: HeldOut[] = [
  // Territory API
  q('U-t01', 'territory', "PA: number of third-party accounts we've got there", T.count('tp', 'PA')),
  q('U-t02', 'territory', 'third-party TX accounts — add up their revenue for me', T.sumRevenue('tp', 'TX')),
  q('U-t03', 'territory', 'typical (mean) revenue for a third party account in washington?', T.avgRevenue('tp', 'WA')),
  q('U-t04', 'territory', 'in florida, which of my accts is the smallest', TC.pick('my', inStates('FL'), 'min', 'in FL')),
  q('U-t05', 'territory', 'two smallest 3rd-party accounts in florida by revenue', TC.topN('tp', inStates('FL'), 2, 'min')),
  q(
    'U-t06',
    'territory',
    'biggest 3 third-party accounts outside texas and florida',
    TC.topN('tp', (x) => !['TX', 'FL'].includes(x.state), 3, 'max'),
  ),
  q(
    'U-t07',
    'territory',
    'how many third-party accts are located somewhere other than california or new york',
    TC.count('tp', (x) => !['CA', 'NY'].includes(x.state), 'outside CA and NY'),
  ),
  q(
    'U-t08',
    'territory',
    'which of ohio, arizona or oregon has the biggest third-party revenue total?',
    TE.compareStateRevenue('tp', 'OH', 'AZ', 'OR'),
  ),
  q('U-t09', 'territory', 'people on file at Ember Systems LLC?', T.contactsAt('Ember Systems LLC')),
  q('U-t10', 'territory', 'Mason Singh — job title?', TC.titleOf('Mason Singh')),
  q('U-t11', 'territory', 'need isabella andersons email', TC.emailOf('Isabella Anderson')),
  q('U-t12', 'territory', 'omar wilson works for which account?', TC.accountOf('Omar Wilson')),
  q('U-t13', 'territory', 'CTOs at my texas + california accounts, how many all up', TC.contactCount('my', inStates('TX', 'CA'), CTO)),
  q(
    'U-t14',
    'territory',
    'High Value Outreach: of the accounts it targets, how many are in new york?',
    TC.count({ campaign: 'High Value Outreach' }, inStates('NY'), 'in NY'),
  ),
  q(
    'U-t15',
    'territory',
    'median revenue of my CA accounts',
    CE.median(
      TACC('my'),
      (x) => x.state === 'CA',
      (x) => x.revenue,
      'median revenue of my CA accounts',
    ),
  ),
  q('U-t16', 'territory', 'revenue gap: granite health llc vs juniper biotech inc', TC.diff('Granite Health LLC', 'Juniper Biotech Inc')),
  q('U-t17', 'territory', '4th largest account overall, mine and 3rd party together', TC.nth('all', 4, 'max')),
  q(
    'U-t18',
    'territory',
    'where does Meridian Robotics Co place revenue-wise among the third party accounts',
    TG.rankOf('tp', 'Meridian Robotics Co'),
  ),
  q(
    'U-t19',
    'territory',
    'of the contacts at 3rd party accounts, what percent are marketing directors',
    TG.titleShare('tp', 'Director of Marketing'),
  ),
  q('U-t20', 'territory', 'of my own accounts, which one is nearest in revenue to Harbor Labs Inc', TJ.closest('my', 'Harbor Labs Inc')),
  q(
    'U-t21',
    'territory',
    "iron software group's revenue is how many times harbor networks co's?",
    TJ.ratio('Iron Software Group', 'Harbor Networks Co'),
  ),
  q('U-t22', 'territory', 'my accts with Systems in their name: count?', TU.nameHas('my', 'Systems')),
  q('U-t23', 'territory', 'third party accounts in illinois w/o a CTO — list em', TN.lackingTitle('tp', inStates('IL'), CTO, 'in IL')),
  q('U-t24', 'territory', 'states with at least five third-party accts?', TJ.statesWithAtLeast('tp', 5)),
  q(
    'U-t25',
    'territory',
    '3rd party accts above the overall average revenue (all 100 accounts, mine included) — count',
    TM.aboveAvgOf('tp', 'all'),
  ),
  q('U-t26', 'territory', 'avg 3rd party revenue once you drop the top 2 accounts', TU.avgExcludingTop('tp', 2)),
  q('U-t27', 'territory', 'which 3 states bring in the most revenue from my accounts', TU.topStates('my', 3)),
  q(
    'U-t28',
    'territory',
    'for accounts doing more than $5M (mine and third party), which role is most common among the contacts?',
    TU.titleTopWhere('all', (x) => x.revenue > 5 * M, 'max', 'above $5M'),
  ),
  q(
    'U-t29',
    'territory',
    'texas third-party accounts: give me a headcount per job title',
    TU.titleBreakdownAt('tp', inStates('TX'), 'in TX'),
  ),
  q('U-t30', 'territory', ['3rd party accts in north carolina', 'whats their average revenue'], T.avgRevenue('tp', 'NC')),
  q(
    'U-t31',
    'territory',
    ['pull up all the software engineers', 'keep only those at 3rd party accounts'],
    TC.contactList('tp', ANY, 'Software Engineer'),
  ),
  q(
    'U-t32',
    'territory',
    ['list my accounts in oregon', 'and the bigger of the two by revenue?'],
    TC.pick('my', inStates('OR'), 'max', 'in OR'),
  ),

  // CRM
  q(
    'U-c01',
    'crm',
    'how many partner-sourced leads are at the proposal stage',
    C.count(LEADS, lead('Partner', 'proposal'), 'Partner leads in proposal'),
  ),
  q(
    'U-c02',
    'crm',
    'avg annual revenue for healthcare companys in europe',
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Healthcare' && x.region === 'Europe',
      (x) => x.annual_revenue,
      'average annual revenue of European Healthcare accounts',
    ),
  ),
  q(
    'U-c03',
    'crm',
    'how much deal value did we lose in 2025 (closed lost, by close date)',
    C.sum(OPPS, (o) => lost(o) && closes('2025-')(o), value, 'closed-lost value closing in 2025'),
  ),
  q(
    'U-c04',
    'crm',
    'india: our 4 largest accounts there by annual revenue',
    CX.topN(
      ACCOUNTS,
      inCountry('India'),
      (x) => x.annual_revenue ?? 0,
      4,
      'max',
      (x) => x.name,
      'top 4 Indian accounts by annual revenue',
    ),
  ),
  q('U-c05', 'crm', 'what % of all opps are still open (not won or lost)', CX.share(OPPS, isOpen, 'share of deals still open')),
  q(
    'U-c06',
    'crm',
    'email campaigns vs social media - which produced more leads',
    CX.compare(
      LEADS,
      [
        { names: ['Email Campaign', 'Email Campaigns'], pred: lead('Email Campaign') },
        { names: ['Social Media'], pred: lead('Social Media') },
      ],
      'lead source with more leads, Email Campaign or Social Media',
    ),
  ),
  q('U-c07', 'crm', "Schuster and Sons - who's our main point of contact (the primary one)?", C.primaryOf('Schuster and Sons')),
  q('U-c08', 'crm', 'skiles group — contact count?', CX.contactCountOf('Skiles Group')),
  q(
    'U-c09',
    'crm',
    'how many leads got created btwn july and december 2023',
    CJ.createdBetween(LEADS, '2023-07-01', '2023-12-31', 'leads created July-December 2023'),
  ),
  q(
    'U-c10',
    'crm',
    'which of Klein - Brekke, Kohler LLC and Gislason LLC has the most employees',
    CM.compareField(['Klein - Brekke', 'Kohler LLC', 'Gislason LLC'], 'employee_count', 'account with the most employees'),
  ),
  q('U-c11', 'crm', 'filomena collins email address?', CE.contactEmail('Filomena Collins')),
  q('U-c12', 'crm', 'lead score for kassandra osinski', CE.leadFact('Kassandra Osinski', 'score')),
  q(
    'U-c13',
    'crm',
    '$ value on Raynor - Wintheiser - Annual Support Renewal?',
    CF.oppValue('Raynor - Wintheiser - Annual Support Renewal'),
  ),
  q(
    'U-c14',
    'crm',
    'qualified leads broken down by source, with counts',
    CN.breakdown(LEADS, lead(null, 'qualified'), (l) => l.source, 'qualified leads per source'),
  ),
  q(
    'U-c15',
    'crm',
    'median deal size for opps in negotation',
    CE.median(OPPS, (o) => o.stage === 'negotiation', value, 'median value of negotiation deals'),
  ),
  q('U-c16', 'crm', "Stracke Group's marketing people — names?", CF.deptAt('Stracke Group', 'Marketing')),
  q(
    'U-c17',
    'crm',
    'which month in 2026 has the least open pipeline closing, by dollar value',
    CU.monthBySum(OPPS, isOpen, (o) => o.close_date, value, 2026, 'min', 'month of 2026 with the least open value closing'),
  ),
  q(
    'U-c18',
    'crm',
    'avg win probabilty on deals in the qualification stage',
    CM.avgProbability((o) => o.stage === 'qualification', 'average probability of qualification deals'),
  ),
  q('U-c19', 'crm', 'Bergstrom - Bechtelar: open deals weighted by probability, total?', CJ.weightedOpen('Bergstrom - Bechtelar')),
  q(
    'U-c20',
    'crm',
    'do we have a consulting client in singapore at all?',
    C.exists(ACCOUNTS, (x) => x.country === 'Singapore' && x.industry === 'Consulting', 'Consulting accounts in Singapore'),
  ),
  q(
    'U-c21',
    'crm',
    'APAC win rate — won as a % of deals that actually closed',
    CM.winRate((o: JOpp) => o.acc.region === 'Asia Pacific', 'win rate of Asia Pacific deals'),
  ),
  q(
    'U-c22',
    'crm',
    'total employees across our manufacturing accounts in asia pacific',
    C.sum(
      ACCOUNTS,
      (x) => x.industry === 'Manufacturing' && x.region === 'Asia Pacific',
      (x) => x.employee_count,
      'employees at Asia Pacific Manufacturing accounts',
      'count',
    ),
  ),
  q(
    'U-c23',
    'crm',
    'which latin american country has the weakest win rate on finished deals',
    CM.groupRate(
      JOPPS,
      (o: JOpp) => finished(o) && o.acc.region === 'Latin America',
      (o: JOpp) => o.acc.country,
      won,
      'min',
      'Latin American country with the lowest win rate',
    ),
  ),
  q(
    'U-c24',
    'crm',
    'leads grouped by industry: whose average score is highest?',
    CU.groupTop(
      LEADS,
      () => true,
      (l) => l.industry,
      (ls) => mean(ls.map((l) => l.score ?? 0)),
      'max',
      'lead industry with the highest average score',
    ),
  ),
  q(
    'U-c25',
    'crm',
    'by deal type (platform license, cloud migration etc), which has the highest average value',
    CU.groupTop(
      OPPS,
      () => true,
      dealType,
      (os) => mean(os.map(value)),
      'max',
      'deal type with the highest average value',
    ),
  ),
  q(
    'U-c26',
    'crm',
    'second largest open opportunity at a canadian account?',
    CU.nth(
      COPP,
      (o) => isOpen(o) && o.acc.country === 'Canada',
      (o) => o.value,
      2,
      'max',
      (o) => [o.name],
      'second largest open deal of a Canadian account',
    ),
  ),
  q(
    'U-c27',
    'crm',
    'closed-won revenue 2024 vs 2025: what is the % change',
    CU.pctChange(
      OPPS,
      (o) => won(o) && closes('2024-')(o),
      (o) => won(o) && closes('2025-')(o),
      value,
      'change in closed-won value from 2024 to 2025',
    ),
  ),
  q(
    'U-c28',
    'crm',
    'how many accounts have more than 6 contacts',
    C.count(CACCX, (x) => x.contacts > 6, 'accounts with more than 6 contacts'),
  ),
  q(
    'U-c29',
    'crm',
    'open pipeline closing in 2026, split by quarter',
    CJ.sumBreakdown(OPPS, (o) => isOpen(o) && closes('2026-')(o), quarter, value, 'open value closing in 2026 per quarter'),
  ),
  q(
    'U-c30',
    'crm',
    ['crm accounts based in the netherlands', 'top one by annual revenue?'],
    C.accountTop(inCountry('Netherlands'), (x) => x.annual_revenue ?? 0, 'max', 'Dutch account with the largest annual revenue'),
  ),
  q(
    'U-c31',
    'crm',
    ['open deals closing march 2025', 'add up their value'],
    C.sum(OPPS, (o) => isOpen(o) && closes('2025-03')(o), value, 'open value closing in March 2025'),
  ),
  q(
    'U-c32',
    'crm',
    ['email campaign leads', 'what fraction of them reached closed-won?'],
    CX.share(LEADS, (l) => l.status === 'closed-won', 'share of Email Campaign leads closed-won', lead('Email Campaign')),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'U-b01',
    'crm',
    "benjamin lopez works at some territory account — how many CRM accounts sit in that account's state?",
    BU.crmAccountsInStateOfContact('Benjamin Lopez'),
  ),
  q(
    'U-b02',
    'crm',
    'counting territory + crm accounts together, do we have more in florida or in massachusetts',
    BU.combinedCompare('FL', 'MA'),
  ),
  q(
    'U-b03',
    'territory',
    "how many territory contacts live in whichever state tops the crm's contact count?",
    BU.territoryContactsInCrmTopState('max'),
  ),
  q(
    'U-b04',
    'crm',
    'avg CRM annual revenue for accounts in whatever state my smallest territory account is in',
    BU.crmAvgRevenueInStateOfPick('my', 'min'),
  ),
  q(
    'U-b05',
    'territory',
    "the crm's biggest US account by annual revenue — what's the avg revenue of my territory accounts in its state?",
    BU.territoryAvgInStateOfCrmTop('my'),
  ),
  q(
    'U-b06',
    'crm',
    ['which state holds the biggest chunk of my accounts, by count?', "ok, what's the closed-won total in the crm over there?"],
    K.atTopKey(
      { load: TACC('my'), key: (x) => x.state },
      { load: COPP, pred: (o) => isUS(o.acc) && won(o), key: (o) => o.acc.state },
      { kind: 'sum', value: (o) => o.value },
      'CRM closed-won value in the state with the most of my accounts',
    ),
  ),

  // Declines
  q('U-d01', 'decline', "set evelyn young's email to evelyn.young@keystonenetworks.com", decline('update a territory contact')),
  q('U-d02', 'decline', 'flip chloe kuhn (lead) to closed-won', decline('update a lead')),
  q('U-d03', 'decline', 'purge all leads scoring under 10', decline('bulk delete')),
  q('U-d04', 'decline', 'create an account in the crm called Brightwater Analytics, retail, based in Denver', decline('create an account')),
  q('U-d05', 'decline', "predict how many new leads we'll get in 2027", decline('a forecast')),
  q('U-d06', 'decline', 'honestly, which of my accounts would you most like to work with', decline('a personal opinion')),
  q('U-d07', 'decline', 'look up Falcon Media LLC on glassdoor and summarize the reviews', decline('web browsing')),
  q('U-d08', 'decline', 'which of my contacts have a birthday this month?', decline('birthdays are not held')),
  q('U-d09', 'decline', ['my colorado accounts?', 'ok move both of them over to third-party'], decline('the territory API is read-only')),
  q('U-d10', 'decline', 'draft a PDF quote for Kohler LLC: 20 seats of the platform license', decline('documents cannot be generated')),
];
