// Development set AC (not sealed): written by a helper who did not read the planner, to work
// from. 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose
// figure answers them), 10 to be declined; 9 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, TE, notFound } from './kinds-e.js';
import { CF, TF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { CI } from './kinds-i.js';
import { TJ } from './kinds-j.js';
import { ALL, CACC, CCON, COUNT, K, TACC, TACCX } from './kinds-k.js';
import { CM, TM, XM } from './kinds-m.js';
import { CO } from './kinds-o.js';
import { BS } from './kinds-s.js';
import { BU, CU } from './kinds-u.js';
import { CY } from './kinds-y.js';
import { Z } from './kinds-z.js';
import { TAB } from './kinds-ab.js';
import { BAC, TAC } from './kinds-ac.js';
import { CFO, M, isOpen, won, lost, value, revenue, closes, closesBetween, lead, acct, dealType } from './pick.js';

const total = (xs: { revenue: number }[]): number => xs.reduce((s, x) => s + x.revenue, 0);
const finished = (o: { stage: string }): boolean => won(o) || lost(o);

export const SET_AC: HeldOut[] = [
  // Territory API
  q(
    'AC-t01',
    'territory',
    'how many of my accts are between 1.5M and 4M rev',
    TC.count('my', (x) => x.revenue >= 1.5 * M && x.revenue <= 4 * M, 'with revenue from $1.5M to $4M'),
  ),
  q(
    'AC-t02',
    'territory',
    "I'm putting together a Midwest slide. What's the combined revenue of the third-party accounts in Ohio and Illinois?",
    TC.sum('tp', inStates('OH', 'IL'), 'in OH and IL'),
  ),
  q(
    'AC-t03',
    'territory',
    "Leave California out of it: what's the average revenue across the rest of my accounts?",
    TC.avg('my', (x) => x.state !== 'CA', 'outside CA'),
  ),
  q(
    'AC-t04',
    'territory',
    'whats the median revnue on my texas accts',
    CE.median(TACC('my'), inStates('TX'), revenue, 'median revenue of my TX accounts'),
  ),
  q(
    'AC-t05',
    'territory',
    'Which three third-party accounts in California bring in the most revenue?',
    TC.topN('tp', inStates('CA'), 3, 'max'),
  ),
  q('AC-t06', 'territory', 'the two smallest of my new york accounts by revenue?', TC.topN('my', inStates('NY'), 2, 'min')),
  q(
    'AC-t07',
    'territory',
    'If we ran Tech Transformation today, roughly what % of the third-party accounts would it pick up?',
    TC.share('tp', (x) => x.revenue > 5 * M, 'with revenue above $5M (Tech Transformation)'),
  ),
  q(
    'AC-t08',
    'territory',
    'My Texas book versus my Massachusetts book: is Texas bringing in more than twice the revenue?',
    Z.yesIf(async (d) => {
      const mine = await d.myAccounts();
      const tx = total(mine.filter((x) => x.state === 'TX'));
      const ma = total(mine.filter((x) => x.state === 'MA'));
      if (tx === 2 * ma) throw new Error('TX is exactly twice MA');
      return { yes: tx > 2 * ma, why: `my TX revenue ${tx} against twice my MA revenue ${2 * ma}` };
    }),
  ),
  q(
    'AC-t09',
    'territory',
    'If I handed off every one of my accounts doing under a million a year, how much revenue would I be giving up?',
    TC.sum('my', (x) => x.revenue < M, 'under $1M'),
  ),
  q('AC-t10', 'territory', 'quantum health co - revenue?', T.revenueOf('Quantum Health Co')),
  q('AC-t11', 'territory', 'Pioneer Software Group is based in which state?', T.stateOf('Pioneer Software Group')),
  q(
    'AC-t12',
    'territory',
    'Got an out-of-office reply from mason.miller163@cedarsoftware.example.com and I have no idea who that is. Whose address is it?',
    TF.contactByEmail('mason.miller163@cedarsoftware.example.com'),
  ),
  q('AC-t13', 'territory', 'who do we know over at Willow Energy Group?', T.contactsAt('Willow Energy Group')),
  q(
    'AC-t14',
    'territory',
    'Before I reach out to Redwood Labs Inc — do they have a Chief Technology Officer on file, or not?',
    T.existsTitleAt('Redwood Labs Inc', 'Chief Technology Officer'),
  ),
  q(
    'AC-t15',
    'territory',
    'Pooling my accounts with the third-party ones, which state generates the most total revenue?',
    TAB.stateBy('all', ANY, 'sum', 'max', 'mine and third-party together'),
  ),
  q(
    'AC-t16',
    'territory',
    "Ember Motors Corp and Ember Motors Inc keep getting mixed up. What's the revenue difference between the two?",
    TC.diff('Ember Motors Corp', 'Ember Motors Inc'),
  ),
  q('AC-t17', 'territory', 'Where does Blue Dynamics Corp sit in my book when ranked by revenue?', TG.rankOf('my', 'Blue Dynamics Corp')),
  q(
    'AC-t18',
    'territory',
    'add up the revenue of my 3 biggest california accounts for me',
    TM.topNSumWhere('my', inStates('CA'), 3, 'in CA'),
  ),
  q(
    'AC-t19',
    'territory',
    'How many third-party accounts have no Software Engineer among their contacts?',
    TE.withoutTitle('tp', 'Software Engineer'),
  ),
  q(
    'AC-t20',
    'territory',
    'Across the third-party accounts, are there more Account Executives on file than CTOs?',
    TAC.moreOfTitle('tp', 'Account Executive', 'Chief Technology Officer'),
  ),
  q(
    'AC-t21',
    'territory',
    'sales managers at my illinois or massachusetts accounts - names pls',
    TC.contactList('my', inStates('IL', 'MA'), 'Sales Manager'),
  ),
  q(
    'AC-t22',
    'territory',
    'How many of my accounts are bigger than the largest third-party account in Ohio?',
    K.beyond(
      TACC('my'),
      ALL,
      revenue,
      'above',
      { load: TACC('tp'), pred: inStates('OH'), value: revenue, stat: 'max' },
      COUNT,
      'my accounts above the largest third-party account in OH',
    ),
  ),
  q(
    'AC-t23',
    'territory',
    'What percent of my accounts have only a single contact on file?',
    CX.share(TACCX('my'), (x) => x.contacts === 1, 'share of my accounts with exactly one contact'),
  ),
  q(
    'AC-t24',
    'territory',
    'The five largest third-party accounts — what share of total third-party revenue do they account for?',
    TJ.topNShare('tp', 5),
  ),
  q('AC-t25', 'territory', 'Which states is my book concentrated in, four accounts or more apiece?', TJ.statesWithAtLeast('my', 4)),
  q('AC-t26', 'territory', ['show me my texas accounts', 'which of those have a CFO?'], TC.accountsWithTitle('my', inStates('TX'), CFO)),
  q(
    'AC-t27',
    'territory',
    ['pull up the 3rd party accounts in florida', 'whats the avg revenue across those'],
    TC.avg('tp', inStates('FL'), 'in FL'),
  ),
  q(
    'AC-t28',
    'territory',
    ['Who are the contacts at Juniper Foods LLC?', 'And over at Juniper Foods Inc?'],
    T.contactsAt('Juniper Foods Inc'),
  ),
  q(
    'AC-t29',
    'territory',
    ["what's the smallest third-party account in georgia", 'who are the contacts there?'],
    TAC.contactsOfPick('tp', inStates('GA'), 'min', 'in GA'),
  ),
  q(
    'AC-t30',
    'territory',
    'In the High Value Outreach campaign, how many accounts are over 6 million in revenue?',
    TC.count({ campaign: 'High Value Outreach' }, (x) => x.revenue > 6 * M, 'over $6M'),
  ),
  q(
    'AC-t31',
    'territory',
    'total rev for all the "Foods" companies in my book?',
    TC.sum('my', (x) => /\bFoods\b/.test(x.name), 'with Foods in the name'),
  ),
  q(
    'AC-t32',
    'territory',
    'How much more revenue is in my California accounts than in the third-party California accounts?',
    K.gap(
      { load: TACC('my'), pred: inStates('CA'), value: revenue, stat: 'sum' },
      { load: TACC('tp'), pred: inStates('CA'), value: revenue, stat: 'sum' },
      'money',
      'my CA revenue minus third-party CA revenue',
    ),
  ),

  // CRM
  q(
    'AC-c01',
    'crm',
    "how many webinar leads are still sitting at 'new' with a score under 30?",
    C.count(LEADS, (l) => lead('Webinar', 'new')(l) && (l.score ?? 0) < 30, 'new Webinar leads scoring under 30'),
  ),
  q(
    'AC-c02',
    'crm',
    'total $ in negotiation w/ close dates in Q1 2026',
    C.sum(
      OPPS,
      (o) => o.stage === 'negotiation' && closesBetween('2026-01-01', '2026-03-31')(o),
      value,
      'negotiation value closing Q1 2026',
    ),
  ),
  q(
    'AC-c03',
    'crm',
    'What was the average size of the deals we lost that had a 2024 close date?',
    C.avg(OPPS, (o) => lost(o) && closes('2024-')(o), value, 'average closed-lost deal closing in 2024'),
  ),
  q(
    'AC-c04',
    'crm',
    'Median headcount of our US-based technology accounts?',
    CE.median(
      ACCOUNTS,
      (x) => x.industry === 'Technology' && x.country === 'United States',
      (x) => x.employee_count ?? 0,
      'median employees of US Technology accounts',
      'plain',
    ),
  ),
  q(
    'AC-c05',
    'crm',
    '5 biggest open opps at german accounts',
    CX.topN(
      JOPPS,
      (o: JOpp) => isOpen(o) && o.acc.country === 'Germany',
      value,
      5,
      'max',
      (o) => o.name,
      'top 5 open deals at German accounts',
    ),
  ),
  q(
    'AC-c06',
    'crm',
    'Which three Canadian healthcare accounts have the fewest employees?',
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'Canada' && x.industry === 'Healthcare',
      (x) => x.employee_count ?? 0,
      3,
      'min',
      (x) => x.name,
      'bottom 3 Canadian Healthcare accounts by employees',
    ),
  ),
  q(
    'AC-c07',
    'crm',
    'Out of all our referral leads, what percent are in qualified status right now?',
    CX.share(LEADS, (l) => l.status === 'qualified', 'share of Referral leads with status qualified', lead('Referral')),
  ),
  q(
    'AC-c08',
    'crm',
    'win rate on European retail accounts? only count deals that are won or lost',
    CM.winRate((o) => o.acc.region === 'Europe' && o.acc.industry === 'Retail', 'win rate of European Retail accounts'),
  ),
  q(
    'AC-c09',
    'crm',
    "Our open pipeline is how many times the size of what we've closed-won?",
    K.ratio(
      { load: OPPS, pred: isOpen, value, stat: 'sum' },
      { load: OPPS, pred: won, value, stat: 'sum' },
      'open pipeline over closed-won value',
    ),
  ),
  q(
    'AC-c10',
    'crm',
    'On average, how many points higher do trade show leads score compared with webinar leads?',
    K.gap(
      { load: LEADS, pred: lead('Trade Show'), value: (l) => l.score ?? 0, stat: 'avg' },
      { load: LEADS, pred: lead('Webinar'), value: (l) => l.score ?? 0, stat: 'avg' },
      'decimal',
      'average Trade Show score minus average Webinar score',
    ),
  ),
  q(
    'AC-c11',
    'crm',
    'Looking at deal types (cloud migration, pilot project and so on), which one has the lowest win rate once deals are decided?',
    CM.groupRate(OPPS, finished, dealType, won, 'min', 'deal type with the lowest win rate'),
  ),
  q('AC-c12', 'crm', 'stiedemann - zulauf, what city are they in?', CX.fact('Stiedemann - Zulauf', 'city', 'text')),
  q(
    'AC-c13',
    'crm',
    'How much is the Schinner Inc - Data Analytics Suite opportunity worth?',
    CF.oppValue('Schinner Inc - Data Analytics Suite'),
  ),
  q(
    'AC-c14',
    'crm',
    "when's haley, rau and bergnaum - platform license supposed to close",
    CG.oppCloseDate('Haley, Rau and Bergnaum - Platform License'),
  ),
  q(
    'AC-c15',
    'crm',
    'How many people in Procurement do we have as contacts at our Indian accounts?',
    C.count(CCON, (c) => c.department === 'Procurement' && c.acc.country === 'India', 'Procurement contacts at Indian accounts'),
  ),
  q(
    'AC-c16',
    'crm',
    'Which industry brought in the most closed-won money on deals closing in 2025?',
    CU.groupTop(
      JOPPS,
      (o: JOpp) => won(o) && closes('2025-')(o),
      (o) => o.acc.industry,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'industry with the most closed-won value closing in 2025',
    ),
  ),
  q(
    'AC-c17',
    'crm',
    'Odd one, but: is there any cold call lead that made it to closed-won with a score below 10?',
    C.exists(LEADS, (l) => lead('Cold Call', 'closed-won')(l) && (l.score ?? 0) < 10, 'closed-won Cold Call leads scoring under 10'),
  ),
  q(
    'AC-c18',
    'crm',
    'can you list our nigerian accounts',
    CG.list(ACCOUNTS, acct('country', 'Nigeria'), (x) => x.name, 'accounts in Nigeria'),
  ),
  q(
    'AC-c19',
    'crm',
    ['show me the opportunities for Johnston LLC', "what's the total value of the ones that are still open?"],
    C.oppValueOf('Johnston LLC', isOpen),
  ),
  q(
    'AC-c20',
    'crm',
    ['trade show leads in negotiation', 'avg score of those?'],
    C.avg(LEADS, lead('Trade Show', 'negotiation'), (l) => l.score, 'average score of Trade Show leads in negotiation', 'plain'),
  ),
  q(
    'AC-c21',
    'crm',
    ['our spanish accounts pls', 'just the manufacturing ones'],
    CG.list(
      ACCOUNTS,
      (x) => x.country === 'Spain' && x.industry === 'Manufacturing',
      (x) => x.name,
      'Spanish Manufacturing accounts',
    ),
  ),
  q(
    'AC-c22',
    'crm',
    'In 2026, which month has the most proposal-stage deals due to close?',
    CE.busiestMonth(
      OPPS,
      (o) => o.stage === 'proposal',
      (o) => o.close_date,
      2026,
      'month of 2026 with the most proposal deals closing',
    ),
  ),
  q(
    'AC-c23',
    'crm',
    'Which quarter of 2025 was weakest for closed-won revenue?',
    CY.quarterTop(OPPS, won, (o) => o.close_date, 2025, 'min', 'quarter of 2025 with the least closed-won value', value),
  ),
  q(
    'AC-c24',
    'crm',
    'How many accounts have fewer than five opportunities on record?',
    CO.accountsByOppCount((n) => n < 5, 'accounts with fewer than 5 opportunities'),
  ),
  q('AC-c25', 'crm', 'email for the primary contact at runolfsson - anderson?', CI.primaryEmail('Runolfsson - Anderson')),
  q('AC-c26', 'crm', 'Juliet Purdy — what is her job title?', CO.contactTitle('Juliet Purdy')),
  q(
    'AC-c27',
    'crm',
    'Negotiation-stage value with 2026 close dates compared with 2025 close dates: what is the percent change?',
    CU.pctChange(
      OPPS,
      (o) => o.stage === 'negotiation' && closes('2025-')(o),
      (o) => o.stage === 'negotiation' && closes('2026-')(o),
      value,
      'change of negotiation value from 2025 to 2026 close dates',
    ),
  ),
  q(
    'AC-c28',
    'crm',
    'Adding up the closed-lost deals with 2025 close dates, which account did we lose the most money with?',
    CU.groupTop(
      JOPPS,
      (o: JOpp) => lost(o) && closes('2025-')(o),
      (o) => o.acc.name,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'account with the most closed-lost value closing in 2025',
    ),
  ),
  q(
    'AC-c29',
    'crm',
    'how many opps over 250k are set to close in december 2025?',
    C.count(OPPS, (o) => o.value > 250_000 && closes('2025-12')(o), 'deals over $250k closing in December 2025'),
  ),
  q(
    'AC-c30',
    'crm',
    'What is the total annual revenue of our North American energy accounts?',
    C.sum(
      ACCOUNTS,
      (x) => x.region === 'North America' && x.industry === 'Energy',
      (x) => x.annual_revenue,
      'annual revenue of NA Energy accounts',
    ),
  ),
  q(
    'AC-c31',
    'crm',
    'For forecasting I need the average win probability of the proposal-stage deals that close in 2026.',
    CM.avgProbability((o) => o.stage === 'proposal' && closes('2026-')(o), 'average probability of proposal deals closing in 2026'),
  ),
  q('AC-c32', 'crm', 'Arielle Doyle came in as a lead — which company is she from?', CE.leadFact('Arielle Doyle', 'company')),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AC-b01',
    'crm',
    'For every California account I own in the territory, how many California accounts does the CRM have? Give me the ratio.',
    K.ratio(
      { load: CACC, pred: (x) => x.country === 'United States' && x.state === 'CA', stat: 'count' },
      { load: TACC('my'), pred: inStates('CA'), stat: 'count' },
      'US CRM accounts in CA per territory account of mine in CA',
    ),
  ),
  q(
    'AC-b02',
    'crm',
    ['what state is Keystone Cloud Group in?', 'ok, how many CRM contacts do we have at US accounts in that state?'],
    BS.crmContactsInStateOf('Keystone Cloud Group'),
  ),
  q(
    'AC-b03',
    'territory',
    "Find the CRM's biggest US account by annual revenue. In its state, what's the average revenue of the third-party territory accounts?",
    BU.territoryAvgInStateOfCrmTop('tp'),
  ),
  q(
    'AC-b04',
    'crm',
    'How many Texas accounts in the CRM have less annual revenue than my biggest Texas territory account?',
    XM.crmVsMyTop('TX', true),
  ),
  q(
    'AC-b05',
    'crm',
    'In the states where I own territory accounts, how many Account Executives does the CRM list at US accounts?',
    BAC.crmTitleInStatesOf('my', 'Account Executive'),
  ),
  q(
    'AC-b06',
    'crm',
    "Take my smallest territory account by revenue. What's the CRM's closed-won total for US accounts in that account's state?",
    BAC.crmWonInStateOfPick('my', 'min'),
  ),

  // Declines
  q('AC-d01', 'decline', 'switch every social media lead over to contacted status in one go', decline('update leads')),
  q('AC-d02', 'decline', 'Bump the win probability on every proposal-stage deal to 80%, please.', decline('update opportunities')),
  q(
    'AC-d03',
    'decline',
    'What NPS score did our healthcare accounts give us in the last customer survey?',
    decline('survey scores are not held'),
  ),
  q('AC-d04', 'decline', 'which competitor do we lose deals to most often?', decline('competitors are not held')),
  q('AC-d05', 'decline', 'Which of my territory contacts are out of office next week?', decline('availability is not held')),
  q('AC-d06', 'decline', 'employee count for Glimmerforge Dynamics AG?', notFound('no such account')),
  q(
    'AC-d07',
    'decline',
    ['negotiation deals closing in january 2026', 'push all of those out to march 2026'],
    decline('update opportunities'),
  ),
  q(
    'AC-d08',
    'decline',
    "What's the USD to EUR exchange rate today? I need it for the German deals.",
    decline('exchange rates are not held'),
  ),
  q('AC-d09', 'decline', 'Which of my accounts renewed their contracts early this year?', decline('contracts are not held')),
  q('AC-d10', 'decline', "remove Chloe Young from Pioneer Motors Inc's contacts", decline('delete a contact')),
];
