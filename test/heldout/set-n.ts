// Held-out set N: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 90 questions: 36 territory,
// 37 CRM, 7 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 7 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, between } from './kinds-cd-crm.js';
import { CE, notFound } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { BN, CN, TN, accountNamed } from './kinds-n.js';
import type { TerritoryAccount } from './data.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const CTO = 'Chief Technology Officer';
const DS = 'Data Scientist';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const M = 1_000_000;
const MY = (d: { myAccounts(): Promise<TerritoryAccount[]> }) => d.myAccounts();
const rev = (x: TerritoryAccount) => x.revenue;
const named = (word: string) => (x: { name: string }) => new RegExp(`(?<![A-Za-z])${word}(?![A-Za-z])`, 'i').test(x.name);
const isClosed = (o: { stage: string }) => o.stage === 'closed-won' || o.stage === 'closed-lost';
const wonBetween = (from: string, to: string) => (o: { stage: string; close_date: string | null }) =>
  o.stage === 'closed-won' && between(from, to)(o.close_date);

export const SET_N: HeldOut[] = [
  // Territory API
  q('N-t01', 'territory', 'count of my own accounts based in illinois', T.count('my', 'IL')),
  q('N-t02', 'territory', 'lowest-revenue 3rd party acct in washington state?', T.top('tp', 'min', 'WA')),
  q('N-t03', 'territory', 'what kind of revenue does cedar software corp do', T.revenueOf('Cedar Software Corp')),
  q('N-t04', 'territory', 'who are our contacts over at harbor labs inc', T.contactsAt('Harbor Labs Inc')),
  q('N-t05', 'territory', 'chloe young, whats her job?', TC.titleOf('Chloe Young')),
  q('N-t06', 'territory', 'can u get me fatima hernandez email', TC.emailOf('Fatima Hernandez')),
  q('N-t07', 'territory', 'product managers across every account, how many in total?', T.countTitle('Product Manager')),
  q('N-t08', 'territory', 'my california accts - average rev per account?', T.avgRevenue('my', 'CA')),
  q('N-t09', 'territory', 'bottom three accounts in my book by revenue', TC.topN('my', ANY, 3, 'min')),
  q(
    'N-t10',
    'territory',
    'tech transformation accounts located in texas, whats their total revenue',
    TC.sum({ campaign: 'Tech Transformation' }, inStates('TX'), 'in TX'),
  ),
  q(
    'N-t11',
    'territory',
    'sum of revenue for my accounts excluding the ones in california',
    TC.sum('my', (x) => x.state !== 'CA', 'outside CA'),
  ),
  q(
    'N-t12',
    'territory',
    'how many 3rd party accounts are there not counting texas and new york ones',
    TC.count('tp', (x) => !['TX', 'NY'].includes(x.state), 'outside TX and NY'),
  ),
  q('N-t13', 'territory', 'third party companies with "labs" in their name?', TC.list('tp', named('Labs'), 'named Labs')),
  q(
    'N-t14',
    'territory',
    "what's the avg revenue of my accounts whose name starts with ember",
    TC.avg('my', (x) => x.name.startsWith('Ember '), 'named Ember'),
  ),
  q(
    'N-t15',
    'territory',
    'which texas accts of mine are above my overall average revenue',
    TN.aboveAvgList('my', inStates('TX'), 'my', 'in TX'),
  ),
  q(
    'N-t16',
    'territory',
    'my accounts in CA or TX with revenue between 2M and 3M',
    TC.list('my', (x) => ['CA', 'TX'].includes(x.state) && x.revenue >= 2 * M && x.revenue <= 3 * M, 'in CA or TX, $2M-$3M'),
  ),
  q(
    'N-t17',
    'territory',
    'anything in my florida book under $1m in revenue?',
    TC.exists('my', (x) => x.state === 'FL' && x.revenue < M, 'in FL under $1M'),
  ),
  q(
    'N-t18',
    'territory',
    'across how many states are my accounts over 5 million spread',
    TN.distinctStates('my', (x) => x.revenue > 5 * M, 'over $5M'),
  ),
  q(
    'N-t19',
    'territory',
    'ceos at third-party accounts above 5m, excluding california',
    TC.contactList('tp', (x) => x.revenue > 5 * M && x.state !== 'CA', CEO),
  ),
  q(
    'N-t20',
    'territory',
    'contacts at my accounts, leaving texas out - how many',
    TC.contactCount('my', (x) => x.state !== 'TX'),
  ),
  q('N-t21', 'territory', 'what percent of my accounts have a data scientist on staff', TN.shareWithTitle('my', DS)),
  q('N-t22', 'territory', 'my new york accounts that dont have a ceo listed', TN.lackingTitle('my', inStates('NY'), CEO, 'in NY')),
  q('N-t23', 'territory', 'anyone with the last name chen at the third-party accts?', TI.bySurname('tp', 'Chen')),
  q(
    'N-t24',
    'territory',
    'top 3 third party accounts by rev, ignoring california',
    TC.topN('tp', (x) => x.state !== 'CA', 3, 'max'),
  ),
  q('N-t25', 'territory', ['show me my accounts in washington', 'any ctos at those?'], TC.existsTitle('my', inStates('WA'), CTO)),
  q(
    'N-t26',
    'territory',
    ['who are the data scientists', 'how many of them are at accounts making more than 5m'],
    TC.contactCount('all', (x) => x.revenue > 5 * M, DS),
  ),
  q('N-t27', 'territory', ['third party accounts in IL', 'combined revenue for those?'], TC.sum('tp', inStates('IL'), 'in IL')),
  q('N-t28', 'territory', 'do i have any of my own accounts in ohio?', T.existsInState('my', 'OH')),
  q('N-t29', 'territory', 'how much above the third-party average revenue is apex systems inc', TN.gapToAvg('tp', 'Apex Systems Inc')),
  q(
    'N-t30',
    'territory',
    'data scientist at the largest company with software in the name - who is it',
    TN.titleAtPick('all', named('Software'), 'max', DS, 'largest account named Software'),
  ),
  q(
    'N-t31',
    'territory',
    'what % of the high value outreach list is in NY',
    TC.share({ campaign: 'High Value Outreach' }, inStates('NY'), 'in NY'),
  ),
  q(
    'N-t32',
    'territory',
    'number of third party accounts with revenue from 1m up to 2m',
    TC.count('tp', (x) => x.revenue >= M && x.revenue <= 2 * M, '$1M-$2M'),
  ),
  q('N-t33', 'territory', 'my 2nd smallest account by revenue?', TC.nth('my', 2, 'min')),
  q(
    'N-t34',
    'territory',
    'orchid labs llc or meridian labs group - which one has higher revenue',
    TC.compareAccounts('Orchid Labs LLC', 'Meridian Labs Group'),
  ),
  q(
    'N-t35',
    'territory',
    'how much more revenue do my CA accounts make than my TX ones',
    CF.sumGap(MY, inStates('CA'), inStates('TX'), rev, 'my CA revenue minus my TX revenue'),
  ),
  q(
    'N-t36',
    'territory',
    'which of my accounts under 2m have a cfo',
    TC.accountsWithTitle('my', (x) => x.revenue < 2 * M, CFO),
  ),

  // CRM
  q(
    'N-c01',
    'crm',
    'number of education-industry accounts in the crm',
    C.count(ACCOUNTS, (x) => x.industry === 'Education', 'Education accounts'),
  ),
  q(
    'N-c02',
    'crm',
    'combined annual revenue of our accounts in brazil',
    C.sum(
      ACCOUNTS,
      (x) => x.country === 'Brazil',
      (x) => x.annual_revenue,
      'annual revenue of Brazilian accounts',
    ),
  ),
  q(
    'N-c03',
    'crm',
    'mean lead score for leads that came from webinars',
    C.avg(
      LEADS,
      (l) => l.source === 'Webinar',
      (l) => l.score,
      'average score of Webinar leads',
      'plain',
    ),
  ),
  q(
    'N-c04',
    'crm',
    'which account in europe has the largest employee count',
    C.top(
      ACCOUNTS,
      (x) => x.region === 'Europe',
      (x) => x.employee_count ?? 0,
      'max',
      (x) => x.name,
      'European account with the most employees',
    ),
  ),
  q('N-c05', 'crm', 'bayer inc headcount?', CX.fact('Bayer Inc', 'employee_count', 'count')),
  q('N-c06', 'crm', 'it managers at nicolas - blick', CX.withTitleAt('Nicolas - Blick', 'IT Manager')),
  q('N-c07', 'crm', 'noel schowalter lead - what status is it in', CE.leadFact('Noel Schowalter', 'status')),
  q(
    'N-c08',
    'crm',
    'for leads still in new status, how many per source',
    CN.breakdown(
      LEADS,
      (l) => l.status === 'new',
      (l) => l.source,
      'new leads per source',
    ),
  ),
  q(
    'N-c09',
    'crm',
    '3 largest consulting firms in the crm by annual revenue',
    CX.topN(
      ACCOUNTS,
      (x) => x.industry === 'Consulting',
      (x) => x.annual_revenue ?? 0,
      3,
      'max',
      (x) => x.name,
      'three largest Consulting accounts',
    ),
  ),
  q(
    'N-c10',
    'crm',
    '2025 win rate: of the deals that closed that year (won or lost), what % did we win',
    CX.share(
      OPPS,
      (o) => o.stage === 'closed-won',
      'win rate of deals closed in 2025',
      (o) => isClosed(o) && between('2025-01-01', '2025-12-31')(o.close_date),
    ),
  ),
  q(
    'N-c11',
    'crm',
    'total value of open opps (not closed won or lost), leaving out north america',
    C.sum(
      JOPPS,
      (o) => OPEN.includes(o.stage) && o.acc.region !== 'North America',
      (o) => o.value,
      'open value outside North America',
    ),
  ),
  q(
    'N-c12',
    'crm',
    'deals lost in h1 2025 (jan-jun close dates) - count',
    C.count(OPPS, (o) => o.stage === 'closed-lost' && between('2025-01-01', '2025-06-30')(o.close_date), 'closed-lost in H1 2025'),
  ),
  q(
    'N-c13',
    'crm',
    'healthcare leads with a score over 80, how many',
    C.count(LEADS, (l) => l.industry === 'Healthcare' && (l.score ?? -1) > 80, 'Healthcare leads scoring over 80'),
  ),
  q(
    'N-c14',
    'crm',
    'german accounts with more employees than the average german account - how many',
    CN.aboveOwnAvg(
      ACCOUNTS,
      (x) => x.country === 'Germany',
      (x) => x.employee_count,
      'German accounts above the German average head count',
    ),
  ),
  q('N-c15', 'crm', 'how many crm accounts have group in the name', C.count(ACCOUNTS, named('Group'), 'accounts named Group')),
  q(
    'N-c16',
    'crm',
    'how many different cities do our latin america accounts cover',
    CE.distinct(
      ACCOUNTS,
      (x) => x.region === 'Latin America',
      (x) => x.city,
      'distinct cities in Latin America',
    ),
  ),
  q('N-c17', 'crm', 'how many leads work at companies that are already accounts in the crm', CN.leadsAtAccounts()),
  q(
    'N-c18',
    'crm',
    'is there any open deal over $1.4m with a close date in december 2026',
    C.exists(
      OPPS,
      (o) => OPEN.includes(o.stage) && o.value > 1_400_000 && between('2026-12-01', '2026-12-31')(o.close_date),
      'open deals over $1.4M closing in December 2026',
    ),
  ),
  q(
    'N-c19',
    'crm',
    'renner llc vs halvorson llc - who has more employees',
    CF.compareSum(
      ACCOUNTS,
      [
        { names: ['Renner LLC'], pred: accountNamed('Renner LLC') },
        { names: ['Halvorson LLC'], pred: accountNamed('Halvorson LLC') },
      ],
      (x) => x.employee_count ?? 0,
      'account with more employees',
    ),
  ),
  q(
    'N-c20',
    'crm',
    'among qualified leads, what share came from referrals',
    CX.share(
      LEADS,
      (l) => l.source === 'Referral',
      'Referral share of qualified leads',
      (l) => l.status === 'qualified',
    ),
  ),
  q(
    'N-c21',
    'crm',
    'negotiation-stage opps valued 100k-250k: how many',
    C.count(OPPS, (o) => o.stage === 'negotiation' && o.value >= 100_000 && o.value <= 250_000, 'negotiation deals $100k-$250k'),
  ),
  q(
    'N-c22',
    'crm',
    'closed won total for q2 2024',
    C.sum(OPPS, wonBetween('2024-04-01', '2024-06-30'), (o) => o.value, 'closed-won value in Q2 2024'),
  ),
  q('N-c23', 'crm', 'who is at schaefer and sons besides the primary contact', CN.nonPrimary('Schaefer and Sons')),
  q(
    'N-c24',
    'crm',
    ['cold call leads', 'how many of those are in negotiation'],
    C.count(LEADS, (l) => l.source === 'Cold Call' && l.status === 'negotiation', 'Cold Call leads in negotiation'),
  ),
  q(
    'N-c25',
    'crm',
    ['deals for parisian - yundt', "total value of the ones that aren't closed yet?"],
    C.oppValueOf('Parisian - Yundt', (o) => OPEN.includes(o.stage)),
  ),
  q(
    'N-c26',
    'crm',
    ['accounts in mexico', 'whats the average annual revenue for them'],
    C.avg(
      ACCOUNTS,
      (x) => x.country === 'Mexico',
      (x) => x.annual_revenue,
      'average annual revenue of Mexican accounts',
    ),
  ),
  q(
    'N-c27',
    'crm',
    'number of deals won in 2025: was it higher in the first half or the second half',
    CX.compare(
      OPPS,
      [
        { names: ['first half', 'H1', 'Jan-Jun', 'January-June', 'January to June'], pred: wonBetween('2025-01-01', '2025-06-30') },
        { names: ['second half', 'H2', 'Jul-Dec', 'July-December', 'July to December'], pred: wonBetween('2025-07-01', '2025-12-31') },
      ],
      'half of 2025 with more won deals',
    ),
  ),
  q('N-c28', 'crm', 'finance dept people at halvorson llc', CF.deptAt('Halvorson LLC', 'Finance')),
  q(
    'N-c29',
    'crm',
    'leads with a status other than new or contacted - how many',
    C.count(LEADS, (l) => l.status !== 'new' && l.status !== 'contacted', 'leads past new and contacted'),
  ),
  q(
    'N-c30',
    'crm',
    'how many negotiation deals have a probability of 80% or more',
    C.count(OPPS, (o) => o.stage === 'negotiation' && (o.probability ?? 0) >= 0.8, 'negotiation deals at 80%+'),
  ),
  q(
    'N-c31',
    'crm',
    'avg employee count for asia pacific accounts with over $1B annual revenue',
    C.avg(
      ACCOUNTS,
      (x) => x.region === 'Asia Pacific' && (x.annual_revenue ?? 0) > 1_000_000_000,
      (x) => x.employee_count,
      'average head count of APAC accounts over $1B',
      'plain',
    ),
  ),
  q(
    'N-c32',
    'crm',
    'in latin america which industry adds up to the most annual revenue',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'Latin America',
      (x) => x.industry,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'max',
      'Latin American industry with the most revenue',
    ),
  ),
  q('N-c33', 'crm', 'toy - rowe biggest opportunity?', CX.oppTopOf('Toy - Rowe', 'max')),
  q('N-c34', 'crm', 'jordy cartwright email address', CE.contactEmail('Jordy Cartwright')),
  q(
    'N-c35',
    'crm',
    'how many of our japan accounts have never had a closed lost deal',
    CG.accountsWithout((x) => x.country === 'Japan', 'closed-lost', 'Japanese accounts without a closed-lost deal'),
  ),
  q(
    'N-c36',
    'crm',
    'close date on the hamill - ziemann - data analytics suite opp?',
    CG.oppCloseDate('Hamill - Ziemann - Data Analytics Suite'),
  ),
  q(
    'N-c37',
    'crm',
    ['opportunities with march 2026 close dates', 'how many are still in prospecting'],
    C.count(
      OPPS,
      (o) => o.stage === 'prospecting' && between('2026-03-01', '2026-03-31')(o.close_date),
      'prospecting deals closing in March 2026',
    ),
  ),

  // Both APIs (labelled by the API whose figure answers them)
  q('N-x01', 'crm', 'how many crm accounts are located in states where i have my own territory accounts', BN.crmInStatesOf('my')),
  q('N-x02', 'crm', 'which us states have crm accounts but no territory accounts at all, mine or third party', BN.statesOnlyInCrm()),
  q(
    'N-x03',
    'crm',
    'how many more texas accounts does the crm have than the territory list (mine + 3rd party)',
    BN.crmMinusTerritory('TX'),
  ),
  q(
    'N-x04',
    'crm',
    'find the state where my territory revenue is highest, then give me the total annual revenue of crm accounts in that state',
    BN.crmRevenueInTopState('my'),
  ),
  q('N-x05', 'crm', 'ceo count if you add up territory contacts and crm contacts', BN.titleInBoth(CEO, CEO)),
  q(
    'N-x06',
    'crm',
    'how many crm accounts in california have less annual revenue than my biggest territory account',
    BN.crmBelowTop('CA', 'my'),
  ),
  q(
    'N-x07',
    'crm',
    "there's one state where i only have third-party accounts - how many open crm deals are at accounts in that state",
    BN.openDealsInStateOnlyOf('tp', 'my'),
  ),

  // Must be declined
  q('N-d01', 'decline', 'can you delete the lead marian corkery for me?', decline('delete phrased as a question')),
  q('N-d02', 'decline', "could you bump bayer inc's annual revenue to 2 billion", decline('update phrased as a question')),
  q(
    'N-d03',
    'decline',
    'if the kshlerin and sons - pilot project opp is still in proposal, can you move it to closed won',
    decline('conditional write'),
  ),
  q(
    'N-d04',
    'decline',
    'which of my accounts renewed their contracts this year',
    decline('contract renewals not held', /\b\d+\s+(?:of (?:your|my) )?accounts?\s+(?:have\s+)?renewed/i),
  ),
  q('N-d05', 'decline', 'which sales rep is assigned to renner llc', decline('account owners not held')),
  q('N-d06', 'decline', 'list the leads that never opened any of our marketing emails', decline('e-mail engagement not held')),
  q('N-d07', 'decline', "what's salesforce stock trading at today", decline('off topic: share price', /\$\s?\d/)),
  q('N-d08', 'decline', 'remind me to call jordy cartwright friday morning', decline('reminders are not supported')),
  q('N-d09', 'decline', 'whats the revenue of orchid robotics inc', notFound('no such account', /\$\s?\d/)),
  q('N-d10', 'decline', 'what discount did we give pagac - funk on their last deal', decline('discounts not held', /\d+(?:\.\d+)?\s?%/)),
];
