// Held-out set S: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 7 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, JCONTACTS, TE, type JContact } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { TG } from './kinds-g.js';
import { TH } from './kinds-h.js';
import { CJ, TJ } from './kinds-j.js';
import { COUNT, K, TACC } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CN, TN } from './kinds-n.js';
import { CO, TO } from './kinds-o.js';
import { inLastYear, inThisQuarter, inThisYear } from './kinds-p.js';
import { BQ, inNextMonth } from './kinds-q.js';
import { BS, TS } from './kinds-s.js';
import type { CrmAccount, CrmLead, CrmOpportunity } from './data.js';

const CEO = 'Chief Executive Officer';
const CTO = 'Chief Technology Officer';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const M = 1_000_000;
const isOpen = (o: { stage: string }): boolean => OPEN.includes(o.stage);
const won = (o: { stage: string }): boolean => o.stage === 'closed-won';
const lost = (o: { stage: string }): boolean => o.stage === 'closed-lost';
const finished = (o: { stage: string }): boolean => won(o) || lost(o);
const value = (o: CrmOpportunity): number => o.value;
const closes =
  (ym: string) =>
  (o: { close_date: string | null }): boolean =>
    o.close_date?.startsWith(ym) ?? false;
const fromSource =
  (source: string) =>
  (l: CrmLead): boolean =>
    l.source === source;
const inCountry =
  (country: string) =>
  (x: CrmAccount): boolean =>
    x.country === country;

export const SET_S: HeldOut[] = [
  // Territory API
  q('S-t01', 'territory', 'how many GA accounts are mine?', T.count('my', 'GA')),
  q('S-t02', 'territory', 'whats the combined revenue for 3rd-party accts located in massachusets', T.sumRevenue('tp', 'MA')),
  q('S-t03', 'territory', 'avg rev across my texas accounts?', T.avgRevenue('my', 'TX')),
  q('S-t04', 'territory', 'smallest 3rd party account up in washington state, by revenue', TC.pick('tp', inStates('WA'), 'min', 'in WA')),
  q('S-t05', 'territory', 'give me my 3 largest NY accounts ranked by revenue', TC.topN('my', inStates('NY'), 3, 'max')),
  q(
    'S-t06',
    'territory',
    'what percentage of 3rd-party accts have revenue under 2 million',
    TC.share('tp', (x) => x.revenue < 2 * M, 'under $2M'),
  ),
  q('S-t07', 'territory', 'third party revenue: oregon or ohio, which one is bigger?', TE.compareStateRevenue('tp', 'OR', 'OH')),
  q('S-t08', 'territory', 'orchid labs llc - who are the people we know there', T.contactsAt('Orchid Labs LLC')),
  q('S-t09', 'territory', "need mateo rodriguez's email addr", TC.emailOf('Mateo Rodriguez')),
  q('S-t10', 'territory', 'grace miller - which company does she work for', TC.accountOf('Grace Miller')),
  q('S-t11', 'territory', 'Juniper Software Corp - what titles do its contacts hold?', T.titlesAt('Juniper Software Corp')),
  q('S-t12', 'territory', 'how many product managers work at the third party accounts', TC.contactCount('tp', ANY, 'Product Manager')),
  q(
    'S-t13',
    'territory',
    'redwood motors group - any data scientist among their contacts?',
    T.existsTitleAt('Redwood Motors Group', 'Data Scientist'),
  ),
  q('S-t14', 'territory', 'biggest of my illinois accounts?', TC.pick('my', inStates('IL'), 'max', 'in IL')),
  q(
    'S-t15',
    'territory',
    'in california, how far apart are the largest and smallest 3rd-party accounts in revenue',
    TE.spread('tp', inStates('CA')),
  ),
  q(
    'S-t16',
    'territory',
    'how many 3rd party accts are doing $7M+ in revenue',
    T.countRevenue('tp', (r) => r >= 7 * M, 'revenue of $7M or more'),
  ),
  q(
    'S-t17',
    'territory',
    'High Value Outreach campaign - add up the revenue of all the accounts it targets',
    TC.sum({ campaign: 'High Value Outreach' }, ANY, ''),
  ),
  q('S-t18', 'territory', 'quick q - is cedar energy co one of mine?', TG.isMine('Cedar Energy Co')),
  q(
    'S-t19',
    'territory',
    'harbor logistics llc - where does it land in the 3rd party revenue ranking?',
    TG.rankOf('tp', 'Harbor Logistics LLC'),
  ),
  q('S-t20', 'territory', 'my accounts with two or more CTOs - which ones?', TJ.severalOfTitle('my', CTO)),
  q('S-t21', 'territory', 'mean contacts per account across all territory accounts (mine + 3rd party)', TH.contactsPerAccount('all')),
  q('S-t22', 'territory', 'third-party revenue for TX and FL, broken out by state', TO.revenueByState('tp', inStates('TX', 'FL'))),
  q('S-t23', 'territory', 'find all contacts with the first name harper', TJ.byFirstName('all', 'Harper')),
  q(
    'S-t24',
    'territory',
    'revenue-wise, how many x bigger is summit software inc vs nova health co',
    TJ.ratio('Summit Software Inc', 'Nova Health Co'),
  ),
  q('S-t25', 'territory', 'which of my accounts out-earn willow biotech group?', TH.biggerThan('my', 'Willow Biotech Group')),
  q('S-t26', 'territory', 'avg revenue by state, my accts, just WA + OR', TS.avgByState('my', inStates('WA', 'OR'))),
  q(
    'S-t27',
    'territory',
    ['show my north carolina accounts', 'lowest revenue one among them?'],
    TC.pick('my', inStates('NC'), 'min', 'in NC'),
  ),
  q('S-t28', 'territory', ['pull up ohio 3rd-party accts', 'total number of contacts across them?'], TC.contactCount('tp', inStates('OH'))),
  q('S-t29', 'territory', ['list the CEOs at my accounts', 'how many is that in total'], TC.contactCount('my', ANY, CEO)),
  q('S-t30', 'territory', 'which florida accounts of mine have no ceo on file', TN.lackingTitle('my', inStates('FL'), CEO, 'in FL')),
  q('S-t31', 'territory', 'third-party accts: what state has the top avg revenue', TC.stateAvg('tp', 'max')),
  q('S-t32', 'territory', 'median revenue across every territory account, mine plus 3rd party', TC.median('all')),

  // CRM
  q(
    'S-c01',
    'crm',
    'webinar-sourced leads currently at proposal - how many?',
    C.count(LEADS, (l) => l.source === 'Webinar' && l.status === 'proposal', 'Webinar leads at proposal'),
  ),
  q(
    'S-c02',
    'crm',
    'avg score of leads that came from social media',
    C.avg(LEADS, fromSource('Social Media'), (l) => l.score, 'average score of Social Media leads', 'plain'),
  ),
  q(
    'S-c03',
    'crm',
    'count of opps closed won last year worth over 500k',
    C.count(OPPS, (o) => won(o) && inLastYear(o.close_date) && o.value > 500_000, 'closed-won deals last year above $500k'),
  ),
  q(
    'S-c04',
    'crm',
    'latam: what country has the biggest number of crm accounts',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'Latin America',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'Latin America country with the most accounts',
    ),
  ),
  q(
    'S-c05',
    'crm',
    'for retail accounts, what % of finished deals did we win?',
    CM.winRate((o) => o.acc.industry === 'Retail', 'win rate of Retail deals'),
  ),
  q(
    'S-c06',
    'crm',
    'open pipeline $ with a close date next month',
    C.sum(OPPS, (o) => isOpen(o) && inNextMonth(o.close_date), value, 'open deal value closing next month'),
  ),
  q(
    'S-c07',
    'crm',
    'how many opps did we lose in aug 2025',
    C.count(OPPS, (o) => lost(o) && closes('2025-08')(o), 'closed-lost deals in August 2025'),
  ),
  q(
    'S-c08',
    'crm',
    'which stage has the most dollar value sitting in it',
    C.group(
      OPPS,
      () => true,
      (o) => o.stage,
      (xs) => xs.reduce((s, o) => s + o.value, 0),
      'max',
      'stage with the largest total value',
    ),
  ),
  q('S-c09', 'crm', 'who is flagged as the primary contact for Metz, Ondricka and Haag', C.primaryOf('Metz, Ondricka and Haag')),
  q('S-c10', 'crm', "carole langworth's lead score?", CE.leadFact('Carole Langworth', 'score')),
  q('S-c11', 'crm', 'value of the Lowe Group - Pilot Project opp', CF.oppValue('Lowe Group - Pilot Project')),
  q(
    'S-c12',
    'crm',
    '5 biggest closed-won deals this year',
    CX.topN(
      OPPS,
      (o) => won(o) && inThisYear(o.close_date),
      value,
      5,
      'max',
      (o) => o.name,
      'top 5 closed-won deals this year',
    ),
  ),
  q('S-c13', 'crm', 'what share of all opportunities ended up closed-lost?', CX.share(OPPS, lost, 'share of closed-lost deals')),
  q(
    'S-c14',
    'crm',
    'how many healthcare accounts have more than 5000 employees',
    C.count(ACCOUNTS, (x) => x.industry === 'Healthcare' && (x.employee_count ?? 0) > 5000, 'Healthcare accounts above 5000 employees'),
  ),
  q(
    'S-c15',
    'crm',
    'which lead source gives us the highest average lead score',
    C.group(
      LEADS,
      () => true,
      (l) => l.source,
      (xs) => xs.reduce((s, l) => s + (l.score ?? 0), 0) / xs.length,
      'max',
      'lead source with the best average score',
    ),
  ),
  q(
    'S-c16',
    'crm',
    'number of finance dept contacts at UK accounts',
    C.count(JCONTACTS, (c: JContact) => c.department === 'Finance' && c.acc.country === 'United Kingdom', 'Finance contacts in the UK'),
  ),
  q(
    'S-c17',
    'crm',
    'total annual revenue - germany vs france, which country is higher',
    CF.compareSum(
      ACCOUNTS,
      [
        { names: ['Germany', 'German'], pred: inCountry('Germany') },
        { names: ['France', 'French'], pred: inCountry('France') },
      ],
      (x) => x.annual_revenue ?? 0,
      'country with more annual revenue, Germany or France',
    ),
  ),
  q(
    'S-c18',
    'crm',
    'avg closed-won deal size by region',
    CO.avgBreakdown(
      JOPPS,
      won,
      (o: JOpp) => o.acc.region,
      (o) => o.value,
      'average closed-won value per region',
    ),
  ),
  q(
    'S-c19',
    'crm',
    'closed-won leads - how many per source?',
    CN.breakdown(
      LEADS,
      (l) => l.status === 'closed-won',
      (l) => l.source,
      'closed-won leads per source',
    ),
  ),
  q('S-c20', 'crm', 'what department is alicia stanton in', CX.deptOf('Alicia Stanton')),
  q('S-c21', 'crm', "stroman inc's website?", CE.websiteOf('Stroman Inc')),
  q(
    'S-c22',
    'crm',
    ['agriculture accounts', 'biggest one of those by annual rev?'],
    C.accountTop(
      (x) => x.industry === 'Agriculture',
      (x) => x.annual_revenue ?? 0,
      'max',
      'Agriculture account with the largest annual revenue',
    ),
  ),
  q(
    'S-c23',
    'crm',
    ['opps in negotiation for australian accounts', 'add up the value of those'],
    C.sum(
      JOPPS,
      (o: JOpp) => o.stage === 'negotiation' && o.acc.country === 'Australia',
      (o) => o.value,
      'Australian negotiation value',
    ),
  ),
  q(
    'S-c24',
    'crm',
    ['leads scoring above 90', 'and of those, how many r qualified'],
    C.count(LEADS, (l) => (l.score ?? 0) > 90 && l.status === 'qualified', 'qualified leads scoring above 90'),
  ),
  q(
    'S-c25',
    'crm',
    'do we have any partner-sourced leads with a perfect score of 100?',
    C.exists(LEADS, (l) => l.source === 'Partner' && l.score === 100, 'Partner leads scoring 100'),
  ),
  q(
    'S-c26',
    'crm',
    'how many accounts only have 2 opportunities',
    CO.accountsByOppCount((n) => n === 2, 'accounts with exactly 2 opportunities'),
  ),
  q(
    'S-c27',
    'crm',
    'which region has the worst win rate',
    CM.groupRate(JOPPS, finished, (o: JOpp) => o.acc.region, won, 'min', 'region with the lowest win rate'),
  ),
  q('S-c28', 'crm', 'list the chief technology officers over at Cassin, Hoppe and Heller', CX.withTitleAt('Cassin, Hoppe and Heller', CTO)),
  q('S-c29', 'crm', "what's the largest opportunity for raynor inc", CX.oppTopOf('Raynor Inc', 'max')),
  q(
    'S-c30',
    'crm',
    'who has more employees, Hintz - Quitzon or Conn - Hermann?',
    CM.compareField(['Hintz - Quitzon', 'Conn - Hermann'], 'employee_count', 'account with more employees'),
  ),
  q(
    'S-c31',
    'crm',
    'how many leads were added in march 2024',
    CJ.createdBetween(LEADS, '2024-03-01', '2024-03-31', 'leads created in March 2024'),
  ),
  q(
    'S-c32',
    'crm',
    'closed-won $ for deals closing this quarter',
    C.sum(OPPS, (o) => won(o) && inThisQuarter(o.close_date), value, 'closed-won value this quarter'),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'S-x01',
    'crm',
    'willow biotech group sits in some state; count the crm contacts at accounts based there',
    BS.crmContactsInStateOf('Willow Biotech Group'),
  ),
  q(
    'S-x02',
    'crm',
    'among the states my accounts are in, which carries the largest open crm pipeline ($)?',
    BS.stateByCrmOpenValue('my', 'max'),
  ),
  q(
    'S-x03',
    'territory',
    'find the state whose crm accounts have won the most money, then total up my own territory revenue there',
    BS.revenueInCrmTopWonState('my'),
  ),
  q(
    'S-x04',
    'crm',
    "grace martin's account is located where? whats the average crm opportunity value for that state",
    BS.avgDealInStateOfContact('Grace Martin'),
  ),
  q('S-x05', 'crm', "keystone robotics group's state: count the open crm opps there", BQ.openDealsInStateOf('Keystone Robotics Group')),
  q(
    'S-x06',
    'territory',
    ['top US state by CRM account count?', 'ok, and the number of 3rd party territory accounts there?'],
    K.atTopKey(
      { load: ACCOUNTS, pred: (x) => x.country === 'United States', key: (x) => x.state },
      { load: TACC('tp'), key: (x) => x.state },
      COUNT,
      'third-party accounts in the US state with the most CRM accounts',
    ),
  ),

  // Declines
  q('S-d01', 'decline', 'log a new opportunity for Stroman Inc, 75k, platform license', decline('create an opportunity')),
  q('S-d02', 'decline', "set carole langworth's lead status to qualified", decline('update a lead')),
  q('S-d03', 'decline', 'delete the account Goldner Inc from the crm', decline('delete an account')),
  q('S-d04', 'decline', 'email all the CTOs at my california accounts our new pricing deck', decline('send e-mails')),
  q('S-d05', 'decline', 'book a meeting with grace martin for next tuesday 2pm', decline('schedule a meeting')),
  q(
    'S-d06',
    'decline',
    "what's my commission going to be on this quarter's closed deals",
    decline('sales commission', /commission[^.\n]{0,40}\$\s?\d/i),
  ),
  q('S-d07', 'decline', 'whats the NPS for our healthcare customers', decline('NPS scores', /\bNPS\b[^.\n]{0,40}\d/i)),
  q(
    'S-d08',
    'decline',
    'how many emails did i send to summit software inc last month',
    decline('an e-mail activity log', /\b\d+\s+e-?mails?\b/i),
  ),
  q('S-d09', 'decline', "what's our customer churn rate for 2025", decline('churn rate', /churn[^.\n]{0,40}\d+(?:\.\d+)?\s?%/i)),
  q('S-d10', 'decline', 'bump the annual revenue of Hyatt and Sons to 60 million', decline('update an account')),
];
