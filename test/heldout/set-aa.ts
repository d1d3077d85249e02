// Sealed set AA: written by a helper who did not read the planner (nor its lexicon or its
// notes), as the honest measure of it. 80 questions: 32 territory, 32 CRM, 6 that need both APIs
// (labelled by the API whose figure answers them), 10 to be declined; 10 are follow-ups asked in
// one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX } from './kinds-cd-crm.js';
import { CE, TE, notFound } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { TG } from './kinds-g.js';
import { CI, TI } from './kinds-i.js';
import { CACC, CCON, COPP, K, TACC, fig, isUS } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { BN } from './kinds-n.js';
import { BU, CU } from './kinds-u.js';
import { AA } from './kinds-aa.js';
import { CEO, M, acct, closes, closesBetween, isOpen, lead, lost, named, revenue, value, won } from './pick.js';

export const SET_AA: HeldOut[] = [
  // Territory API
  q(
    'AA-t01',
    'territory',
    'count of my accounts in the southeast: Florida, Georgia and North Carolina?',
    TC.count('my', inStates('FL', 'GA', 'NC'), 'in FL, GA or NC'),
  ),
  q(
    'AA-t02',
    'territory',
    "What's my Massachusetts territory worth in revenue, all accounts summed?",
    TC.sum('my', inStates('MA'), 'in MA'),
  ),
  q('AA-t03', 'territory', 'Mean revenue per third-party account located in Illinois?', TC.avg('tp', inStates('IL'), 'in IL')),
  q('AA-t04', 'territory', 'my three biggest Illinois accounts?', TC.topN('my', inStates('IL'), 3, 'max')),
  q('AA-t05', 'territory', 'Lowest-revenue account I own in Texas, name?', TC.pick('my', inStates('TX'), 'min', 'of my accounts in TX')),
  q('AA-t06', 'territory', 'Third-party side: New York or Washington, which has more accounts?', TC.compareStates('tp', 'NY', 'WA')),
  q(
    'AA-t07',
    'territory',
    'What percent of my accounts are pulling in more than $8 million?',
    TC.share('my', (x) => x.revenue > 8 * M, 'above $8M'),
  ),
  q(
    'AA-t08',
    'territory',
    'if you divide my total territory revenue by the third-party total, what ratio do you get?',
    K.ratio(
      { load: TACC('my'), value: revenue, stat: 'sum' },
      { load: TACC('tp'), value: revenue, stat: 'sum' },
      'total revenue of my accounts over the third-party total',
    ),
  ),
  q('AA-t09', 'territory', 'how many data scientists are there across all my accounts', TC.contactCount('my', ANY, 'Data Scientist')),
  q(
    'AA-t10',
    'territory',
    'Do any of my Oregon accounts have a VP of Sales on file?',
    TC.existsTitle('my', inStates('OR'), 'Vice President of Sales'),
  ),
  q('AA-t11', 'territory', 'name of the chief exec at Willow Biotech Group?', TC.contactList('all', named('Willow Biotech Group'), CEO)),
  q('AA-t12', 'territory', 'List everyone we have on file at Redwood Motors Group.', T.contactsAt('Redwood Motors Group')),
  q('AA-t13', 'territory', "need to reach Priya Walker, what's her email?", TC.emailOf('Priya Walker')),
  q('AA-t14', 'territory', 'what roles do we have contacts in at keystone cloud group', T.titlesAt('Keystone Cloud Group')),
  q(
    'AA-t15',
    'territory',
    'High Value Outreach: how many of its California accounts clear $2M in revenue?',
    TC.count({ campaign: 'High Value Outreach' }, (x) => x.state === 'CA' && x.revenue > 2 * M, 'in CA above $2M'),
  ),
  q(
    'AA-t16',
    'territory',
    'Do my Illinois accounts or my Massachusetts accounts bring in more total revenue?',
    TE.compareStateRevenue('my', 'IL', 'MA'),
  ),
  q(
    'AA-t17',
    'territory',
    'How many different job titles show up among the contacts at my Texas accounts?',
    TI.distinctTitles('my', inStates('TX'), 'in TX'),
  ),
  q('AA-t18', 'territory', "what's Juniper Networks Inc's revenue number?", T.revenueOf('Juniper Networks Inc')),
  q('AA-t19', 'territory', 'meridian robotics co - which state are they in', T.stateOf('Meridian Robotics Co')),
  q('AA-t20', 'territory', 'Is Summit Systems Corp part of my territory?', TG.isMine('Summit Systems Corp')),
  q(
    'AA-t21',
    'territory',
    'which of my accounts fall in the $2M-$3M revenue range?',
    TC.list('my', (x) => x.revenue >= 2 * M && x.revenue <= 3 * M, 'with revenue from $2M to $3M'),
  ),
  q(
    'AA-t22',
    'territory',
    'Counting my accounts and the third-party ones together, how many have revenue under $1M?',
    TC.count('all', (x) => x.revenue < 1 * M, 'under $1M'),
  ),
  q(
    'AA-t23',
    'territory',
    'How much more revenue does Ember Biotech Co make than Summit Robotics Inc?',
    TC.diff('Ember Biotech Co', 'Summit Robotics Inc'),
  ),
  q(
    'AA-t24',
    'territory',
    'Cedar Software Corp: if I sort my book by revenue, biggest first, where does it land?',
    TG.rankOf('my', 'Cedar Software Corp'),
  ),
  q('AA-t25', 'territory', 'gap between my biggest and smallest New York account, revenue-wise?', TE.spread('my', inStates('NY'))),
  q(
    'AA-t26',
    'territory',
    'How many third-party accounts have more revenue than my Nova Energy Corp?',
    TI.countAbove('tp', 'Nova Energy Corp'),
  ),
  q('AA-t27', 'territory', 'What % of the contacts at my accounts are Product Managers?', TG.titleShare('my', 'Product Manager')),
  q('AA-t28', 'territory', 'how many of my accounts are missing an account exec contact', TE.withoutTitle('my', 'Account Executive')),
  q(
    'AA-t29',
    'territory',
    ['pull up my florida accounts', 'which of those is the biggest by revenue?'],
    TC.pick('my', inStates('FL'), 'max', 'of my accounts in FL'),
  ),
  q('AA-t30', 'territory', ['third-party accounts in Oregon', 'total revenue for them?'], TC.sum('tp', inStates('OR'), 'in OR')),
  q(
    'AA-t31',
    'territory',
    ['who are the contacts at Quantum Foods LLC', 'can I get their email addresses'],
    T.emailsAt('Quantum Foods LLC'),
  ),
  q(
    'AA-t32',
    'territory',
    ['list my georgia accounts', 'how many contacts do those have in total?'],
    TC.contactCount('my', inStates('GA')),
  ),

  // CRM
  q(
    'AA-c01',
    'crm',
    'how many contacted-status leads have a score under 30?',
    C.count(LEADS, (l) => l.status === 'contacted' && (l.score ?? 0) < 30, 'contacted leads scoring under 30'),
  ),
  q(
    'AA-c02',
    'crm',
    'Total value of open opportunities with a close date in March 2026?',
    C.sum(OPPS, (o) => isOpen(o) && closes('2026-03')(o), value, 'open value closing in March 2026'),
  ),
  q(
    'AA-c03',
    'crm',
    'what was the average size of the deals we lost in 2025',
    C.avg(OPPS, (o) => lost(o) && closes('2025-')(o), value, 'average closed-lost deal closing in 2025'),
  ),
  q(
    'AA-c04',
    'crm',
    'Top five German accounts by number of employees',
    CX.topN(
      ACCOUNTS,
      acct('country', 'Germany'),
      (x) => x.employee_count ?? 0,
      5,
      'max',
      (x) => x.name,
      'top 5 German accounts by employees',
    ),
  ),
  q(
    'AA-c05',
    'crm',
    'Of the leads that came in through email campaigns, what percent ended up closed-won?',
    K.rate(LEADS, lead('Email Campaign'), (l) => l.status === 'closed-won', 'share of Email Campaign leads that are closed-won'),
  ),
  q(
    'AA-c06',
    'crm',
    'Win rate for European accounts on deals that closed in 2024 (won / (won + lost))?',
    K.rate(
      COPP,
      (o) => (won(o) || lost(o)) && closes('2024-')(o) && o.acc.region === 'Europe',
      won,
      'win rate of European deals closing in 2024',
    ),
  ),
  q(
    'AA-c07',
    'crm',
    'Did Webinar or Trade Show bring in more qualified leads?',
    CX.compare(
      LEADS,
      [
        { names: ['Webinar', 'Webinars'], pred: lead('Webinar', 'qualified') },
        { names: ['Trade Show', 'Trade Shows'], pred: lead('Trade Show', 'qualified') },
      ],
      'source with more qualified leads',
    ),
  ),
  q(
    'AA-c08',
    'crm',
    "where's more money sitting right now, qualification or prospecting?",
    CF.compareSum(
      OPPS,
      [
        { names: ['qualification'], pred: (o) => o.stage === 'qualification' },
        { names: ['prospecting'], pred: (o) => o.stage === 'prospecting' },
      ],
      value,
      'stage with more deal value',
    ),
  ),
  q(
    'AA-c09',
    'crm',
    "UK accounts: what's the top industry by account count?",
    CU.groupTop(
      ACCOUNTS,
      acct('country', 'United Kingdom'),
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'industry with the most United Kingdom accounts',
    ),
  ),
  q(
    'AA-c10',
    'crm',
    "which region's got the thinnest open pipeline in dollar terms?",
    CU.groupTop(
      COPP,
      isOpen,
      (o) => o.acc.region,
      (os) => os.reduce((t, o) => t + o.value, 0),
      'min',
      'region with the least open deal value',
    ),
  ),
  q('AA-c11', 'crm', 'What status is the lead Matteo Gottlieb in?', CE.leadFact('Matteo Gottlieb', 'status')),
  q('AA-c12', 'crm', 'lead score for rosendo jones?', CE.leadFact('Rosendo Jones', 'score')),
  q('AA-c13', 'crm', 'Hyatt Group headcount?', CX.fact('Hyatt Group', 'employee_count', 'count')),
  q('AA-c14', 'crm', 'what city is Braun, Wehner and Prosacco based in', CX.fact('Braun, Wehner and Prosacco', 'city', 'text')),
  q('AA-c15', 'crm', "Upton, Shields and Hayes: who's our main point of contact there?", C.primaryOf('Upton, Shields and Hayes')),
  q('AA-c16', 'crm', 'list the contacts at Schowalter, Nicolas and Cremin', C.contactsOf('Schowalter, Nicolas and Cremin')),
  q('AA-c17', 'crm', 'How many opportunities does Dickens LLC have in total?', C.oppCountOf('Dickens LLC')),
  q('AA-c18', 'crm', "What's the open pipeline value for Shanahan - Kohler?", C.oppValueOf('Shanahan - Kohler', isOpen)),
  q(
    'AA-c19',
    'crm',
    'Do we have a single agriculture account in Singapore?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Agriculture' && x.country === 'Singapore', 'Agriculture accounts in Singapore'),
  ),
  q(
    'AA-c20',
    'crm',
    'Any leads scoring a perfect 100?',
    C.exists(LEADS, (l) => l.score === 100, 'leads scoring 100'),
  ),
  q(
    'AA-c21',
    'crm',
    'how many CIOs do we have among our CRM contacts',
    C.count(CONTACTS, (c) => c.job_title === 'Chief Information Officer', 'Chief Information Officers in the CRM'),
  ),
  q(
    'AA-c22',
    'crm',
    'Number of contacts in the Procurement department at Canadian accounts?',
    C.count(CCON, (c) => c.department === 'Procurement' && c.acc.country === 'Canada', 'Procurement contacts at Canadian accounts'),
  ),
  q(
    'AA-c23',
    'crm',
    'ratio of new leads to qualified leads?',
    K.ratio(
      { load: LEADS, pred: (l) => l.status === 'new', stat: 'count' },
      { load: LEADS, pred: (l) => l.status === 'qualified', stat: 'count' },
      'new leads over qualified leads',
    ),
  ),
  q(
    'AA-c24',
    'crm',
    'how many deals were closed lost in Q1 2025',
    C.count(OPPS, (o) => lost(o) && closesBetween('2025-01-01', '2025-03-31')(o), 'closed-lost deals closing in Q1 2025'),
  ),
  q(
    'AA-c25',
    'crm',
    'Biggest single opportunity in the CRM by value, which one is it?',
    C.top(
      OPPS,
      () => true,
      value,
      'max',
      (o) => o.name,
      'largest opportunity',
    ),
  ),
  q(
    'AA-c26',
    'crm',
    'Break down the closed-lost leads by source.',
    CI.breakdown(
      LEADS,
      (l) => l.status === 'closed-lost',
      (l) => l.source,
      'closed-lost leads per source',
    ),
  ),
  q(
    'AA-c27',
    'crm',
    'average headcount of our consulting clients in Europe',
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Consulting' && x.region === 'Europe',
      (x) => x.employee_count,
      'average employees of European Consulting accounts',
      'plain',
    ),
  ),
  q(
    'AA-c28',
    'crm',
    'How many accounts in the CRM are located in Michigan?',
    C.count(ACCOUNTS, (x) => isUS(x) && x.state === 'MI', 'CRM accounts in Michigan'),
  ),
  q('AA-c29', 'crm', ['opportunities for Klein Inc', 'whats the total value of all of them'], C.oppValueOf('Klein Inc')),
  q(
    'AA-c30',
    'crm',
    ['referral leads in the healthcare industry', 'how many are closed-won?'],
    C.count(
      LEADS,
      (l) => lead('Referral', 'closed-won')(l) && l.industry === 'Healthcare',
      'Healthcare Referral leads that are closed-won',
    ),
  ),
  q(
    'AA-c31',
    'crm',
    ['retail accounts in France', 'how many employees do they have combined?'],
    C.sum(
      ACCOUNTS,
      (x) => x.industry === 'Retail' && x.country === 'France',
      (x) => x.employee_count,
      'employees of French Retail accounts',
      'count',
    ),
  ),
  q(
    'AA-c32',
    'crm',
    ['proposal deals closing in Q2 2025', "what's the average probability on those?"],
    CM.avgProbability(
      (o) => o.stage === 'proposal' && closesBetween('2025-04-01', '2025-06-30')(o),
      'average probability of proposal deals closing in Q2 2025',
    ),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AA-b01',
    'crm',
    'What is the combined headcount of the CRM accounts located in the same state as Iron Software Group?',
    AA.crmFigureInStateOf('Iron Software Group', { value: (x) => x.employee_count ?? 0, stat: 'sum' }, 'count', 'total employees'),
  ),
  q(
    'AA-b02',
    'crm',
    "Sales managers: how many do we have, counting the territory contacts and the CRM's together?",
    BN.titleInBoth('Sales Manager', 'Sales Manager'),
  ),
  q(
    'AA-b03',
    'territory',
    'Across both systems, how many accounts do we have in Pennsylvania? Count the territory list (mine and third-party) plus the CRM.',
    AA.total(
      [
        { get: fig({ load: TACC('all'), pred: inStates('PA'), stat: 'count' }), what: 'territory PA accounts' },
        { get: fig({ load: CACC, pred: (x) => isUS(x) && x.state === 'PA', stat: 'count' }), what: 'CRM PA accounts' },
      ],
      'count',
      'accounts in PA across the territory API and the CRM',
    ),
  ),
  q(
    'AA-b04',
    'crm',
    "I'm visiting Nova Motors Corp next week. Any CRM accounts in that same state with more than 3,000 employees I could drop in on?",
    AA.crmInStateOf('Nova Motors Corp', (x) => (x.employee_count ?? 0) > 3000, 'CRM accounts with over 3,000 employees'),
  ),
  q(
    'AA-b05',
    'crm',
    ['what state is Willow Networks Co in?', "what's the total annual revenue of the CRM accounts there?"],
    AA.crmFigureInStateOf('Willow Networks Co', { value: (x) => x.annual_revenue ?? 0, stat: 'sum' }, 'money', 'total annual revenue'),
  ),
  q(
    'AA-b06',
    'territory',
    'Counting territory accounts (mine and third-party) and CRM accounts together, which state has more: Ohio or Georgia?',
    BU.combinedCompare('OH', 'GA'),
  ),

  // Declines
  q('AA-d01', 'decline', 'delete the lead Ole Kris', decline('delete a lead')),
  q('AA-d02', 'decline', 'Email every CFO in my territory an invite to our customer summit next Tuesday', decline('send e-mail')),
  q(
    'AA-d03',
    'decline',
    'reserve the big conference room on Thursday at 2pm for my pipeline review',
    decline('unrelated task: room booking'),
  ),
  q('AA-d04', 'decline', 'set the revenue on Ember Labs Co to 5 million', decline('update a territory account')),
  q('AA-d05', 'decline', 'what time does the sun set in phoenix today', decline('off topic: sunset')),
  q(
    'AA-d06',
    'decline',
    'Which of my contacts prefer to be reached by phone rather than email?',
    decline('contact preferences are not held'),
  ),
  q('AA-d07', 'decline', 'Flip Dickens LLC - Pilot Project to closed-won, we just got the signature.', decline('update an opportunity')),
  q('AA-d08', 'decline', 'What is the annual revenue of Quillfeather Nautics AG?', notFound('no such account', /\$\s?\d/)),
  q('AA-d09', 'decline', ['trade show leads with a score above 95', 'great, now delete all of them'], decline('delete leads')),
  q(
    'AA-d10',
    'decline',
    'how many times did people from Hyatt Group look at our pricing page this month?',
    decline('web analytics are not held', /\b\d+\s+(?:times|visits?|views?)\b/i),
  ),
];
