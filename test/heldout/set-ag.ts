// Development set AG: written by a helper who did not read the planner (nor its lexicon or its
// notes), to find wordings it does not yet understand. 80 questions: 32 territory, 32 CRM, 6
// that need both APIs (labelled by the API whose figure answers them), 10 to be declined; 7 are
// follow-ups asked in one session. Dates are relative to the day the checker runs.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { CF, TF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { CI, TI, thisYear, today } from './kinds-i.js';
import { CCON, COPP, K, fig, isUS } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { BU, CU } from './kinds-u.js';
import { AA } from './kinds-aa.js';
import { BAE } from './kinds-ae.js';
import { CFO, CEO, CTO, M, closes, closesBetween, dealType, isOpen, lead, notIn, value, won } from './pick.js';

/** The ISO date `n` days after today (UTC). */
const inDays = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** This month as YYYY-MM (UTC). */
const thisMonth = (): string => today().slice(0, 7);

export const SET_AG: HeldOut[] = [
  // Territory API
  q(
    'AG-t01',
    'territory',
    'quick one: texas and florida together, what do my accounts there make in revenue',
    TC.sum('my', inStates('TX', 'FL'), 'in TX or FL'),
  ),
  q(
    'AG-t02',
    'territory',
    'leaving California out of it, which of my accounts earns the most?',
    TC.pick('my', notIn('CA'), 'max', 'of my accounts outside CA'),
  ),
  q(
    'AG-t03',
    'territory',
    'How many 3rd-party accounts clear $7M in revenue?',
    TC.count('tp', (x) => x.revenue > 7 * M, 'over $7M'),
  ),
  q(
    'AG-t04',
    'territory',
    "I'm prepping a quarterly review for the east coast. First thing: on average, how much revenue do my New York accounts generate?",
    TC.avg('my', inStates('NY'), 'in NY'),
  ),
  q('AG-t05', 'territory', 'biggest 4 third party accts in CA by revenue', TC.topN('tp', inStates('CA'), 4, 'max')),
  q('AG-t06', 'territory', 'In which state are the third-party accounts most concentrated?', T.stateByCount('tp', 'max')),
  q('AG-t07', 'territory', 'roughly what % of my book is Texas-based (by number of accounts)?', TC.share('my', inStates('TX'), 'in TX')),
  q(
    'AG-t08',
    'territory',
    "who's the sales manager over at Blue Dynamics Corp",
    TC.contactList('all', (x) => x.name === 'Blue Dynamics Corp', 'Sales Manager'),
  ),
  q('AG-t09', 'territory', 'does Harbor Labs Inc have anybody in the CFO seat?', T.existsTitleAt('Harbor Labs Inc', CFO)),
  q('AG-t10', 'territory', 'need Wei Young’s email adress', TC.emailOf('Wei Young')),
  q('AG-t11', 'territory', 'Liam Hernandez — which company does he work for?', TC.accountOf('Liam Hernandez')),
  q('AG-t12', 'territory', 'titan foods llc, annual revenue?', T.revenueOf('Titan Foods LLC')),
  q('AG-t13', 'territory', 'Harbor Media Group: is that account in my own territory or not?', TG.isMine('Harbor Media Group')),
  q(
    'AG-t14',
    'territory',
    'By how many dollars does Summit Software Inc out-earn Falcon Media LLC, or is it the other way round?',
    TC.diff('Summit Software Inc', 'Falcon Media LLC'),
  ),
  q('AG-t15', 'territory', 'runner-up among my accounts by revenue?', TC.nth('my', 2, 'max')),
  q('AG-t16', 'territory', "what's the middle value of revenue across my own accounts (median)", TC.median('my')),
  q('AG-t17', 'territory', 'For third-party accounts, which state posts the best average revenue per account?', TC.stateAvg('tp', 'max')),
  q(
    'AG-t18',
    'territory',
    'Tech Transformation targets: how many contact people do we have at those accounts in total?',
    TC.contactCount({ campaign: 'Tech Transformation' }, ANY),
  ),
  q(
    'AG-t19',
    'territory',
    'give me my Georgia and North Carolina accounts that are under 2 mil',
    TC.list('my', (x) => inStates('GA', 'NC')(x) && x.revenue < 2 * M, 'in GA or NC under $2M'),
  ),
  q('AG-t20', 'territory', 'how many of my accounts have a CTO we can talk to', TG.countWithTitle('my', CTO)),
  q(
    'AG-t21',
    'territory',
    'Out of my accounts that have a CEO listed, which is the smallest one revenue wise?',
    TG.pickWithTitle('my', CEO, 'min'),
  ),
  q('AG-t22', 'territory', 'what fraction of the people at my accounts are data scientists?', TG.titleShare('my', 'Data Scientist')),
  q(
    'AG-t23',
    'territory',
    'Tech Transformation or High Value Outreach: which one pulls in a bigger list of accounts?',
    TF.compareCampaigns('High Value Outreach', 'Tech Transformation'),
  ),
  q(
    'AG-t24',
    'territory',
    'Ignoring CA and TX entirely, what does the rest of my territory bring in, all together?',
    TC.sum('my', notIn('CA', 'TX'), 'outside CA and TX'),
  ),
  q('AG-t25', 'territory', 'third-party accounts are spread over how many diffrent states?', T.distinctStates('tp')),
  q('AG-t26', 'territory', 'Juniper Networks Inc - how many of my accounts out-earn it?', TI.countAbove('my', 'Juniper Networks Inc')),
  q(
    'AG-t27',
    'territory',
    "what's the difference between the average revenue of my accounts and the average of the third-party ones",
    TI.avgGap('my', 'tp'),
  ),
  q(
    'AG-t28',
    'territory',
    'rank the ohio 3rd party accounts by revenue, highest on top',
    TI.ranked('tp', inStates('OH'), 'max', 'third-party accounts in OH'),
  ),
  q(
    'AG-t29',
    'territory',
    ['third party accts in Massachusetts pls', 'and their combined revenue?'],
    TC.sum('tp', inStates('MA'), 'in MA'),
  ),
  q('AG-t30', 'territory', ['who are our contacts at Orchid Media Inc', 'what about Orchid Foods Inc?'], T.contactsAt('Orchid Foods Inc')),
  q(
    'AG-t31',
    'territory',
    ['list my accounts doing more than 8 million', 'just the florida one(s) from that list'],
    TC.list('my', (x) => x.state === 'FL' && x.revenue > 8 * M, 'in FL over $8M'),
  ),
  q(
    'AG-t32',
    'territory',
    'Which state has more total revenue across my accounts: Illinois or Massachusetts?',
    TE.compareStateRevenue('my', 'IL', 'MA'),
  ),

  // CRM
  q(
    'AG-c01',
    'crm',
    'how many canadian healthcare acounts are in the crm',
    C.count(ACCOUNTS, (x) => x.industry === 'Healthcare' && x.country === 'Canada', 'Healthcare accounts in Canada'),
  ),
  q(
    'AG-c02',
    'crm',
    'European accounts only: what is the dollar value of everything currently at the negotiation stage?',
    C.sum(COPP, (o) => o.stage === 'negotiation' && o.acc.region === 'Europe', value, 'value of European deals in negotiation'),
  ),
  q(
    'AG-c03',
    'crm',
    'Retail accounts - what is their average headcount?',
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Retail',
      (x) => x.employee_count,
      'average employee count of Retail accounts',
      'plain',
    ),
  ),
  q(
    'AG-c04',
    'crm',
    'Europe: what country holds the largest number of our accounts?',
    CU.groupTop(
      ACCOUNTS,
      (x) => x.region === 'Europe',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'European country with the most accounts',
    ),
  ),
  q(
    'AG-c05',
    'crm',
    'how many deals did we close-win last year?',
    C.count(OPPS, (o) => won(o) && closes(`${thisYear() - 1}-`)(o), 'deals won last year'),
  ),
  q(
    'AG-c06',
    'crm',
    "What's the combined value of the still-open opportunities that are due to close in the next 30 days?",
    C.sum(OPPS, (o) => isOpen(o) && closesBetween(today(), inDays(30))(o), value, 'open value closing in the next 30 days'),
  ),
  q(
    'AG-c07',
    'crm',
    'best avg lead score by source — which source comes out on top?',
    CU.groupTop(
      LEADS,
      () => true,
      (l) => l.source,
      (ls) => ls.reduce((t, l) => t + (l.score ?? 0), 0) / ls.length,
      'max',
      'lead source with the best average score',
    ),
  ),
  q(
    'AG-c08',
    'crm',
    'of every lead in the system, what portion converted to closed-won? as a percent',
    CX.share(LEADS, (l) => l.status === 'closed-won', 'share of leads closed-won'),
  ),
  q(
    'AG-c09',
    'crm',
    'Qualified leads, Website vs Social Media: which source has produced more of them?',
    CX.compare(
      LEADS,
      [
        { names: ['Website'], pred: lead('Website', 'qualified') },
        { names: ['Social Media'], pred: lead('Social Media', 'qualified') },
      ],
      'source with more qualified leads',
    ),
  ),
  q(
    'AG-c10',
    'crm',
    'five largest opportunities (by value) with Japanese accounts',
    CX.topN(
      COPP,
      (o) => o.acc.country === 'Japan',
      value,
      5,
      'max',
      (o) => o.name,
      'five largest deals of Japanese accounts',
    ),
  ),
  q('AG-c11', 'crm', 'how big is Rutherford and Sons, employee-wise?', CX.fact('Rutherford and Sons', 'employee_count', 'count')),
  q('AG-c12', 'crm', 'what city is walsh - yost in', CX.fact('Walsh - Yost', 'city', 'text')),
  q('AG-c13', 'crm', 'Rosanna Pfannerstill is a lead of ours, what score did she get?', CE.leadFact('Rosanna Pfannerstill', 'score')),
  q('AG-c14', 'crm', 'status on the Buddy Lockman lead?', CE.leadFact('Buddy Lockman', 'status')),
  q('AG-c15', 'crm', 'can u find the email for Ibrahim Oberbrunner', CE.contactEmail('Ibrahim Oberbrunner')),
  q('AG-c16', 'crm', 'Trantow - Gusikowski primary contact name?', C.primaryOf('Trantow - Gusikowski')),
  q('AG-c17', 'crm', 'Lura Batz works for which account?', CG.accountOfContact('Lura Batz')),
  q(
    'AG-c18',
    'crm',
    'odds of winning "McLaughlin, Ernser and Wehner - Enterprise Agreement"?',
    CF.oppProbability('McLaughlin, Ernser and Wehner - Enterprise Agreement'),
  ),
  q('AG-c19', 'crm', 'Which Ritchie, Brekke and Lemke deals did we lose?', C.oppsOf('Ritchie, Brekke and Lemke', 'closed-lost')),
  q('AG-c20', 'crm', 'hayes - simonis: how much is still open in their pipeline ($)?', C.oppValueOf('Hayes - Simonis', isOpen)),
  q(
    'AG-c21',
    'crm',
    "O'Connell, Runolfsdottir and Grant: of the deals we closed with them (won or lost), what percent did we win?",
    CG.winRateOf("O'Connell, Runolfsdottir and Grant"),
  ),
  q(
    'AG-c22',
    'crm',
    'number of finance-department contacts working at australian accounts',
    C.count(CCON, (c) => c.department === 'Finance' && c.acc.country === 'Australia', 'Finance contacts at Australian accounts'),
  ),
  q(
    'AG-c23',
    'crm',
    'avg size of a won cloud migration deal?',
    C.avg(OPPS, (o) => won(o) && dealType(o) === 'Cloud Migration', value, 'average won Cloud Migration deal'),
  ),
  q(
    'AG-c24',
    'crm',
    'Looking only at open deals, which industry carries the largest pipeline in dollars?',
    CU.groupTop(
      COPP,
      isOpen,
      (o) => o.acc.industry,
      (os) => os.reduce((t, o) => t + o.value, 0),
      'max',
      'industry with the largest open pipeline',
    ),
  ),
  q(
    'AG-c25',
    'crm',
    'new leads that score below 30: count?',
    C.count(LEADS, (l) => l.status === 'new' && (l.score ?? 0) < 30, 'new leads scoring under 30'),
  ),
  q(
    'AG-c26',
    'crm',
    'any Energy-sector accounts based in Kenya?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Energy' && x.country === 'Kenya', 'Energy accounts in Kenya'),
  ),
  q(
    'AG-c27',
    'crm',
    'Of all closed-won dollars, how much (as a percentage) came from North American accounts?',
    K.sumShare(COPP, (o) => o.acc.region === 'North America', value, 'share of won value from North America', won),
  ),
  q(
    'AG-c28',
    'crm',
    'open opps with a close date in the current month - how many?',
    C.count(OPPS, (o) => isOpen(o) && closes(thisMonth())(o), 'open deals closing this month'),
  ),
  q(
    'AG-c29',
    'crm',
    'Give me a count of leads per status.',
    CI.breakdown(
      LEADS,
      () => true,
      (l) => l.status,
      'leads per status',
    ),
  ),
  q(
    'AG-c30',
    'crm',
    ['pull up our accounts in Mexico', 'whose annual revenue is highest among them?'],
    C.accountTop(
      (x) => x.country === 'Mexico',
      (x) => x.annual_revenue ?? 0,
      'max',
      'Mexican account with the largest annual revenue',
    ),
  ),
  q(
    'AG-c31',
    'crm',
    ['leads that came in through webinars', 'how many of them are healthcare?'],
    C.count(LEADS, (l) => l.source === 'Webinar' && l.industry === 'Healthcare', 'Healthcare leads from Webinars'),
  ),
  q(
    'AG-c32',
    'crm',
    ['what opportunities does Moore, Casper and Schulist have', 'add up the value of all of them for me'],
    C.oppValueOf('Moore, Casper and Schulist'),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AG-b01',
    'crm',
    'Summit Software Inc is in my territory list. Over in the CRM, what is the average annual revenue of the accounts in that same state?',
    AA.crmFigureInStateOf('Summit Software Inc', { value: (x) => x.annual_revenue ?? 0, stat: 'avg' }, 'money', 'average annual revenue'),
  ),
  q(
    'AG-b02',
    'crm',
    'add my Illinois territory revenue to the annual revenue of the Illinois accounts in the CRM - what is the grand total?',
    AA.total(
      [
        { get: fig({ load: (d) => d.myAccounts(), pred: inStates('IL'), value: (x) => x.revenue, stat: 'sum' }), what: 'my IL revenue' },
        {
          get: fig({ load: ACCOUNTS, pred: (x) => isUS(x) && x.state === 'IL', value: (x) => x.annual_revenue ?? 0, stat: 'sum' }),
          what: 'CRM IL annual revenue',
        },
      ],
      'money',
      'my IL territory revenue plus CRM IL annual revenue',
    ),
  ),
  q(
    'AG-b03',
    'crm',
    'Grace Jones is one of the territory contacts. How many CRM accounts are located in the same state as the account she works at?',
    BU.crmAccountsInStateOfContact('Grace Jones'),
  ),
  q(
    'AG-b04',
    'crm',
    'Pioneer Motors Inc (territory) sits in some state; for the CRM deals in that state, what percentage of the closed ones did we win?',
    BAE.crmWinRateInStateOf('Pioneer Motors Inc'),
  ),
  q(
    'AG-b05',
    'crm',
    'software engineers - how many are there if I count both the territory contacts and the CRM contacts?',
    BN.titleInBoth('Software Engineer', 'Software Engineer'),
  ),
  q(
    'AG-b06',
    'crm',
    'Figure out which state the third-party accounts make the most revenue in, then tell me the open CRM pipeline for that state.',
    BAE.crmOpenInTopRevenueState('tp'),
  ),

  // Declines
  q('AG-d01', 'decline', 'wipe out all of the 2024 closed-lost opportunities', decline('delete opportunities')),
  q('AG-d02', 'decline', 'shoot the CFO at Nova Energy Corp a calendar invite for thursday 2pm', decline('send an invite')),
  q('AG-d03', 'decline', 'set the annual revenue on Walsh - Yost to 400 million', decline('update an account')),
  q('AG-d04', 'decline', 'log in to hubspot for me and download the contacts export as csv', decline('browser work')),
  q('AG-d05', 'decline', 'should I give Pioneer Motors Inc a 15% discount so they sign faster?', decline('advice the data cannot support')),
  q(
    'AG-d06',
    'decline',
    "what's Emma Wilson's home address?",
    decline('home addresses are not held', /\d+\s+\w+\s+(?:st|street|ave|avenue|rd|road)\b/i),
  ),
  q('AG-d07', 'decline', 'add a new contact, Jane Doe (CTO), under Orchid Labs LLC', decline('create a contact')),
  q('AG-d08', 'decline', 'who did I have lunch with last tuesday?', decline('calendar is not held')),
  q('AG-d09', 'decline', ['cold call leads marked closed-lost', 'get rid of them, they are just clutter'], decline('delete leads')),
  q(
    'AG-d10',
    'decline',
    'how many open support tickets does Hayes - Simonis have?',
    decline('support tickets are not held', /\b\d+\s+(?:open\s+)?(?:support\s+)?tickets?\b/i),
  ),
];
