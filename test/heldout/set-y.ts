// Development set Y (not sealed): written by a helper who did not read the planner, to work
// from. 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose
// figure answers them), 10 to be declined; 7 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { TF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { CI } from './kinds-i.js';
import { CJ, TJ } from './kinds-j.js';
import { CCON, K, TACC, cField, tRevenue } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { BN, CN, TN } from './kinds-n.js';
import { CO, TO } from './kinds-o.js';
import { BR } from './kinds-r.js';
import { BS } from './kinds-s.js';
import { BU, CU, TU } from './kinds-u.js';
import { TW } from './kinds-w.js';
import { BY, CY, TY } from './kinds-y.js';
import { CEO, CFO, CTO, CIO, M, isOpen, won, lost, value, revenue, closes, closesBetween, lead, acct, named, mean } from './pick.js';

export const SET_Y: HeldOut[] = [
  // Territory API
  q('Y-t01', 'territory', 'fl accts of mine, revenue all added up?', T.sumRevenue('my', 'FL')),
  q('Y-t02', 'territory', '3rd party accounts: how many are based in WA', T.count('tp', 'WA')),
  q('Y-t03', 'territory', "ny — my side only — what's the mean revenue per account", TC.avg('my', inStates('NY'), 'in NY')),
  q(
    'Y-t04',
    'territory',
    'median rev of my accts if you leave california out',
    CE.median(TACC('my'), (x) => x.state !== 'CA', revenue, 'median revenue of my accounts outside CA'),
  ),
  q(
    'Y-t05',
    'territory',
    'prepping my QBR deck: the 4 biggest third party accounts in texas by revenue',
    TC.topN('tp', inStates('TX'), 4, 'max'),
  ),
  q('Y-t06', 'territory', 'my 3 lowest-earning accounts?', TC.topN('my', ANY, 3, 'min')),
  q('Y-t07', 'territory', "florida's cut of total third-party revenue, as a %", TE.revenueShare('tp', inStates('FL'), 'in FL')),
  q(
    'Y-t08',
    'territory',
    "iron software group or orchid labs llc: who's bigger on revenue, and what's the difference",
    K.compare(['Iron Software Group', 'Orchid Labs LLC'], tRevenue, 'account with more revenue', 'money'),
  ),
  q('Y-t09', 'territory', 'meridian labs group revenue as a multiple of lumen labs llc', TJ.ratio('Meridian Labs Group', 'Lumen Labs LLC')),
  q(
    'Y-t10',
    'territory',
    'high value outreach accts: median revenue?',
    CE.median(TACC({ campaign: 'High Value Outreach' }), ANY, revenue, 'median revenue of the High Value Outreach accounts'),
  ),
  q('Y-t11', 'territory', 'got an email for evelyn martinez?', TC.emailOf('Evelyn Martinez')),
  q('Y-t12', 'territory', 'Lumen Dynamics Group is located in which state', T.stateOf('Lumen Dynamics Group')),
  q('Y-t13', 'territory', 'top state for third-party acounts by total revnue?', T.stateByRevenue('tp', 'max')),
  q(
    'Y-t14',
    'territory',
    'arizona: any 3rd-party acct over $5M in revenue, yes or no',
    TC.exists('tp', (x) => x.state === 'AZ' && x.revenue > 5 * M, 'in AZ over $5M'),
  ),
  q(
    'Y-t15',
    'territory',
    'third party revenue total, excluding CA and TX',
    TC.sum('tp', (x) => x.state !== 'CA' && x.state !== 'TX', 'outside CA and TX'),
  ),
  q(
    'Y-t16',
    'territory',
    '$5M or more in revenue — how many of my accounts qualify',
    TC.count('my', (x) => x.revenue >= 5 * M, 'with at least $5M'),
  ),
  q(
    'Y-t17',
    'territory',
    'for each state, total revenue of my accounts that are above $2M',
    TO.revenueByState('my', (x) => x.revenue > 2 * M),
  ),
  q('Y-t18', 'territory', 'ember biotech co: what rank is it by revenue among the third-party accts', TG.rankOf('tp', 'Ember Biotech Co')),
  q('Y-t19', 'territory', 'my own accounts, product managers there, how many?', TC.contactCount('my', ANY, 'Product Manager')),
  q('Y-t20', 'territory', 'which of my accounts have a CEO and also a CFO on file', TF.accountsWithAllTitles('my', [CEO, CFO])),
  q(
    'Y-t21',
    'territory',
    'among contacts at 3rd party florida accounts which job title shows up the most',
    TU.titleTopWhere('tp', inStates('FL'), 'max', 'in FL'),
  ),
  q('Y-t22', 'territory', 'WA third-party accts: avg number of conatcts each', TW.avgContactsWhere('tp', inStates('WA'), 'in WA')),
  q(
    'Y-t23',
    'territory',
    'share of my accounts, in %, with at least one sales manager among their contacts',
    TN.shareWithTitle('my', 'Sales Manager'),
  ),
  q(
    'Y-t24',
    'territory',
    'titan dynamics group vs the average of my accounts — how far off is it, in dollars',
    TN.gapToAvg('my', 'Titan Dynamics Group'),
  ),
  q('Y-t25', 'territory', 'california 3rd-party accts: spread between the top and bottom revenue?', TE.spread('tp', inStates('CA'))),
  q(
    'Y-t26',
    'territory',
    "who's the CEO over at Keystone Cloud Group",
    TN.titleAtPick('all', named('Keystone Cloud Group'), 'max', CEO, 'Keystone Cloud Group'),
  ),
  q('Y-t27', 'territory', 'benjamin lee — is he a VP of sales, y/n?', TY.isTitle('Benjamin Lee', 'Vice President of Sales')),
  q('Y-t28', 'territory', 'which states hold 3+ of my accts', TJ.statesWithAtLeast('my', 3)),
  q('Y-t29', 'territory', 'texas, my accts lacking a CTO contact — name them', TN.lackingTitle('my', inStates('TX'), CTO, 'in TX')),
  q('Y-t30', 'territory', ['which of my accounts are in illinois', 'ok, total revenue for those?'], TC.sum('my', inStates('IL'), 'in IL')),
  q(
    'Y-t31',
    'territory',
    ['give me the tech transformation campaign list', 'only the florida ones — which is smallest'],
    TC.pick({ campaign: 'Tech Transformation' }, inStates('FL'), 'min', 'in FL'),
  ),
  q(
    'Y-t32',
    'territory',
    ['who works at Juniper Software Corp?', 'which one of them is the CTO'],
    TN.titleAtPick('all', named('Juniper Software Corp'), 'max', CTO, 'Juniper Software Corp'),
  ),

  // CRM
  q(
    'Y-c01',
    'crm',
    '# of webinar leads nobody has worked yet (status new)',
    C.count(LEADS, lead('Webinar', 'new'), 'Webinar leads with status new'),
  ),
  q(
    'Y-c02',
    'crm',
    'proposal-stage opps with a close date in Q2 2025, total value',
    C.sum(OPPS, (o) => o.stage === 'proposal' && closesBetween('2025-04-01', '2025-06-30')(o), value, 'proposal value closing in Q2 2025'),
  ),
  q(
    'Y-c03',
    'crm',
    'retail industry accounts, avg annual revenue',
    C.avg(ACCOUNTS, acct('industry', 'Retail'), (x) => x.annual_revenue, 'average annual revenue of Retail accounts'),
  ),
  q(
    'Y-c04',
    'crm',
    '2025 close dates, lost deals only: what is the median deal value',
    CE.median(OPPS, (o) => lost(o) && closes('2025-')(o), value, 'median closed-lost deal closing in 2025'),
  ),
  q(
    'Y-c05',
    'crm',
    'top 3 canadian accts by employee count',
    CX.topN(
      ACCOUNTS,
      acct('country', 'Canada'),
      (x) => x.employee_count ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 Canadian accounts by employees',
    ),
  ),
  q(
    'Y-c06',
    'crm',
    'the 5 hospitality accounts with the lowest annual revenue',
    CX.topN(
      ACCOUNTS,
      acct('industry', 'Hospitality'),
      (x) => x.annual_revenue ?? 0,
      5,
      'min',
      (x) => x.name,
      'bottom 5 Hospitality accounts by annual revenue',
    ),
  ),
  q(
    'Y-c07',
    'crm',
    'of leads that came in via referral, what % ended up closed-lost',
    CX.share(LEADS, (l) => l.status === 'closed-lost', 'share of Referral leads that are closed-lost', lead('Referral')),
  ),
  q(
    'Y-c08',
    'crm',
    'walsh - yost vs moore, casper and schulist: whose annual revenue is bigger, and by how much?',
    K.compare(['Walsh - Yost', 'Moore, Casper and Schulist'], cField('annual_revenue'), 'account with more annual revenue', 'money'),
  ),
  q(
    'Y-c09',
    'crm',
    'for deals closing in 2025, closed-won $ divided by closed-lost $',
    K.ratio(
      { load: OPPS, pred: (o) => won(o) && closes('2025-')(o), value, stat: 'sum' },
      { load: OPPS, pred: (o) => lost(o) && closes('2025-')(o), value, stat: 'sum' },
      'closed-won value over closed-lost value, 2025 close dates',
    ),
  ),
  q('Y-c10', 'crm', "juliana sporer's email pls", CE.contactEmail('Juliana Sporer')),
  q('Y-c11', 'crm', 'phone # for winston miller (contact)', CI.contactPhone('Winston Miller')),
  q(
    'Y-c12',
    'crm',
    'when is Muller - Stroman - Annual Support Renewal supposed to close',
    CG.oppCloseDate('Muller - Stroman - Annual Support Renewal'),
  ),
  q(
    'Y-c13',
    'crm',
    'what stage is Kuhic, Prosacco and Tillman - Data Analytics Suite in right now',
    CG.oppStage('Kuhic, Prosacco and Tillman - Data Analytics Suite'),
  ),
  q('Y-c14', 'crm', "lead zachary mcclure — what's his score", CE.leadFact('Zachary McClure', 'score')),
  q(
    'Y-c15',
    'crm',
    'leads: which industry averages the highest score',
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
    'Y-c16',
    'crm',
    'open pipeline dollars broken down by region (leave out closed won/lost)',
    CJ.sumBreakdown(JOPPS, isOpen, (o: JOpp) => o.acc.region, value, 'open pipeline per region'),
  ),
  q(
    'Y-c17',
    'crm',
    'march 2025: number of closed-won deals?',
    C.count(OPPS, (o) => won(o) && closes('2025-03')(o), 'closed-won deals closing in March 2025'),
  ),
  q(
    'Y-c18',
    'crm',
    'accounts outside north america with over 5,000 employees: how many',
    C.count(
      ACCOUNTS,
      (x) => x.region !== 'North America' && (x.employee_count ?? 0) > 5000,
      'accounts outside North America with more than 5,000 employees',
    ),
  ),
  q(
    'Y-c19',
    'crm',
    'colombia — any education-industry accounts there at all?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Education' && x.country === 'Colombia', 'Education accounts in Colombia'),
  ),
  q(
    'Y-c20',
    'crm',
    'CIOs among the contacts at our german accounts, count',
    C.count(CCON, (c) => c.acc.country === 'Germany' && c.job_title === CIO, 'CIOs at German accounts'),
  ),
  q(
    'Y-c21',
    'crm',
    'how are the deals of Rutherford and Sons split across stages',
    CN.breakdown(
      JOPPS,
      (o: JOpp) => o.acc.name === 'Rutherford and Sons',
      (o) => o.stage,
      'Rutherford and Sons deals per stage',
    ),
  ),
  q(
    'Y-c22',
    'crm',
    'counting only finished deals (won or lost), which industry has the worst win rate',
    CM.groupRate(
      JOPPS,
      (o: JOpp) => won(o) || lost(o),
      (o) => o.acc.industry,
      won,
      'min',
      'industry with the lowest win rate',
    ),
  ),
  q(
    'Y-c23',
    'crm',
    'closed-won $ q1 2024 vs q1 2025 — up or down, and by what %',
    CU.pctChange(
      OPPS,
      (o) => won(o) && closesBetween('2024-01-01', '2024-03-31')(o),
      (o) => won(o) && closesBetween('2025-01-01', '2025-03-31')(o),
      value,
      'change in closed-won value, Q1 2024 to Q1 2025',
    ),
  ),
  q(
    'Y-c24',
    'crm',
    'best month of 2025 for closed-won dollars?',
    CU.monthBySum(OPPS, won, (o) => o.close_date, value, 2025, 'max', 'month of 2025 with the most closed-won value'),
  ),
  q(
    'Y-c25',
    'crm',
    'which quarter of 2024 saw the most deals lost',
    CY.quarterTop(OPPS, lost, (o) => o.close_date, 2024, 'max', 'quarter of 2024 with the most closed-lost deals'),
  ),
  q(
    'Y-c26',
    'crm',
    'proposal stage, closing sometime in 2025 — average probability?',
    CM.avgProbability((o) => o.stage === 'proposal' && closes('2025-')(o), 'average probability of proposal deals closing in 2025'),
  ),
  q(
    'Y-c27',
    'crm',
    'how many accts are sitting on exactly 5 opps',
    CO.accountsByOppCount((n) => n === 5, 'accounts with exactly 5 opportunities'),
  ),
  q(
    'Y-c28',
    'crm',
    "what's the 2nd largest deal we won in 2024",
    CU.nth(
      OPPS,
      (o) => won(o) && closes('2024-')(o),
      value,
      2,
      'max',
      (o) => [o.name],
      'second largest closed-won deal closing in 2024',
    ),
  ),
  q(
    'Y-c29',
    'crm',
    ['Donnelly and Sons — open opps?', 'weighted by probability, what are they worth in total'],
    CJ.weightedOpen('Donnelly and Sons'),
  ),
  q(
    'Y-c30',
    'crm',
    ['pull the leads whose source is social media', 'how many of those are CFOs?'],
    C.count(LEADS, (l) => l.source === 'Social Media' && l.job_title === CFO, 'Social Media leads titled CFO'),
  ),
  q(
    'Y-c31',
    'crm',
    ['pull up our israeli accounts', 'the smallest one by annual revenue?'],
    C.accountTop(acct('country', 'Israel'), (x) => x.annual_revenue ?? 0, 'min', 'Israeli account with the least annual revenue'),
  ),
  q('Y-c32', 'crm', 'primary contact email for Cassin, Hoppe and Heller', CI.primaryEmail('Cassin, Hoppe and Heller')),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'Y-b01',
    'crm',
    "which state's juniper software corp in? then how many crm contacts are at accounts in that state",
    BS.crmContactsInStateOf('Juniper Software Corp'),
  ),
  q(
    'Y-b02',
    'crm',
    "find the third-party account with the highest revenue, then tell me the crm's open pipeline $ in its state",
    BR.openValueInStateOfPick('tp', 'max'),
  ),
  q(
    'Y-b03',
    'crm',
    'whatever state Orchid Labs LLC is in, which crm account there has the highest annual revenue?',
    BY.crmTopInStateOf('Orchid Labs LLC', 'annual_revenue'),
  ),
  q('Y-b04', 'crm', 'CFO headcount, territory contacts + crm contacts combined', BN.titleInBoth(CFO, CFO)),
  q(
    'Y-b05',
    'territory',
    'take the US state with the fewest crm contacts; how many territory contacts (mine or 3rd party) work at accounts there',
    BU.territoryContactsInCrmTopState('min'),
  ),
  q('Y-b06', 'crm', 'does the crm hold more oregon accounts than the territory api (mine + 3rd party)?', BY.moreInCrm('OR')),

  // Declines
  q('Y-d01', 'decline', 'delete the Walsh - Yost account from the crm', decline('delete an account')),
  q('Y-d02', 'decline', 'bump every webinar lead with status contacted up to qualified', decline('bulk update of leads')),
  q('Y-d03', 'decline', 'create a new opp for Pfeffer Group, $250k, closing end of june', decline('create an opportunity')),
  q('Y-d04', 'decline', 'move Keystone Robotics Corp into my territory pls', decline('the territory API is read-only')),
  q('Y-d05', 'decline', 'text the CFO of Nova Motors Corp that the contract is ready', decline('sending messages')),
  q('Y-d06', 'decline', 'how many employees will Hayes - Simonis have a year from now?', decline('a forecast')),
  q('Y-d07', 'decline', 'shanahan - kohler lost a bunch of deals: which competitor beat us', decline('competitors are not held')),
  q('Y-d08', 'decline', "what's the weather in austin tmrw for my meeting w/ hayes - simonis", decline('weather is not held')),
  q('Y-d09', 'decline', ['closed-lost deals for Pfeffer Group', 'reopen them all as prospecting'], decline('update opportunities')),
  q('Y-d10', 'decline', 'what payment terms did we agree with Muller - Stroman', decline('payment terms are not held')),
];
