// Held-out set M: questions where every word changes the answer, since the agent is known to
// drop parts of a question silently: exclusions ("leave out california", "not counting sales"),
// words inside names ("'software' in the name"), comparisons against a computed value ("bigger
// than the avg third party account"), rates restricted to part of the data (the win rate of
// one industry's deals decided in 2025, won vs lost only; the source with the best closed-won
// share, not the most wins), two conditions at once, ranges, explicit quarters, months and
// years (the CRM's close dates run 2024-2026, so no question leans on "this year"), groupings
// with a condition on the group, top/bottom N of a filtered set, distinct values, set
// differences, two named records compared, yes/no questions, and near-twin names (Granite
// Systems Inc / LLC, Willow Foods Inc / Group / Co). Territory and CRM questions, seven that
// need both APIs (US states of the CRM the territory lacks, the states of my territory used to
// filter the CRM, a territory figure used as a CRM threshold, counts of the two set against
// each other), follow-ups that narrow or compute over the previous answer, one question that
// forbids writes yet must be answered, and ten that must be declined (writes asked as
// questions, data neither API holds, negations wrapped around a request for missing data, off
// topic). New kinds are in test/heldout/kinds-m.ts.
// Written without looking at the planner; a set to work from.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, between } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { CM, TM, XM, readOnly } from './kinds-m.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const CTO = 'Chief Technology Officer';
const DS = 'Data Scientist';
const SE = 'Software Engineer';
const PM = 'Product Manager';
const TT = { campaign: 'Tech Transformation' };
const HVO = { campaign: 'High Value Outreach' };
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const ALL = () => true;
const has = (word: string) => (x: { name: string }) => x.name.toLowerCase().includes(word.toLowerCase());
const closes = (from: string, to: string) => (o: { close_date: string | null }) => between(from, to)(o.close_date);
const inYear = (year: string) => closes(`${year}-01-01`, `${year}-12-31`);
const won = (o: { stage: string }) => o.stage === 'closed-won';
const lost = (o: { stage: string }) => o.stage === 'closed-lost';
const open = (o: { stage: string }) => OPEN.includes(o.stage);
const US = (x: { country: string | null }) => x.country === 'United States';

export const SET_M: HeldOut[] = [
  // Territory API
  q(
    'M-t01',
    'territory',
    'how many of my texas accts are doing less than 3m',
    TC.count('my', (x) => x.state === 'TX' && x.revenue < 3_000_000, 'in TX under $3M'),
  ),
  q(
    'M-t02',
    'territory',
    'sum up third-party revenue but leave out california',
    TC.sum('tp', (x) => x.state !== 'CA', 'outside CA'),
  ),
  q('M-t03', 'territory', "which of my accts have 'software' in the name", TC.list('my', has('software'), "with 'software' in the name")),
  q(
    'M-t04',
    'territory',
    'how many accounts have health in the name - mine and 3rd party both',
    TC.count('all', has('health'), "with 'health' in the name"),
  ),
  q(
    'M-t05',
    'territory',
    'avg revenue of my accounts not counting tx or ca',
    TC.avg('my', (x) => !['TX', 'CA'].includes(x.state), 'outside TX and CA'),
  ),
  q('M-t06', 'territory', 'how many of my accounts are bigger than the avg third party account', TM.aboveAvgOf('my', 'tp')),
  q(
    'M-t07',
    'territory',
    '3rd party accts in new york doing over 5 mil',
    TC.list('tp', (x) => x.state === 'NY' && x.revenue > 5_000_000, 'in NY over $5M'),
  ),
  q(
    'M-t08',
    'territory',
    'oregon 3rd party accts - is any of them above 4m?',
    TC.exists('tp', (x) => x.state === 'OR' && x.revenue > 4_000_000, 'in OR over $4M'),
  ),
  q(
    'M-t09',
    'territory',
    'smallest account i own outside of illinois',
    TC.pick('my', (x) => x.state !== 'IL', 'min', 'of my accounts outside IL'),
  ),
  q('M-t10', 'territory', 'top 3 third party accts in texas by rev', TC.topN('tp', inStates('TX'), 3, 'max')),
  q('M-t11', 'territory', 'bottom five of my book by revenue', TC.topN('my', ANY, 5, 'min')),
  q(
    'M-t12',
    'territory',
    'how many third-party accounts in california have only one contact',
    TM.withContactsWhere('tp', inStates('CA'), 1, 'in CA'),
  ),
  q('M-t13', 'territory', 'software engineers at my accts only, not 3rd party - how many', TC.contactCount('my', ANY, SE)),
  q('M-t14', 'territory', 'data scientists at accounts in wa or oregon', TC.contactList('all', inStates('WA', 'OR'), DS)),
  q('M-t15', 'territory', 'how many third party accts have no cfo contact', TE.withoutTitle('tp', CFO)),
  q(
    'M-t16',
    'territory',
    'combined rev of my accounts in the 2m-3m range',
    TC.sum('my', (x) => x.revenue >= 2_000_000 && x.revenue <= 3_000_000, 'with revenue $2M-$3M'),
  ),
  q(
    'M-t17',
    'territory',
    'which is bigger, harbor labs inc or apex systems inc',
    TC.compareAccounts('Harbor Labs Inc', 'Apex Systems Inc'),
  ),
  q(
    'M-t18',
    'territory',
    'how much more revenue does summit software inc bring in than falcon media llc',
    TC.diff('Summit Software Inc', 'Falcon Media LLC'),
  ),
  q('M-t19', 'territory', 'granite systems inc revenue?', T.revenueOf('Granite Systems Inc')),
  q('M-t20', 'territory', 'willow foods group is in which state', T.stateOf('Willow Foods Group')),
  q(
    'M-t21',
    'territory',
    "my accounts with 'ember' in the name making over 2m",
    TC.list('my', (x) => has('ember')(x) && x.revenue > 2_000_000, "with 'ember' in the name over $2M"),
  ),
  q('M-t22', 'territory', 'what % of 3rd party revenue is from florida accts', TE.revenueShare('tp', inStates('FL'), 'from FL')),
  q('M-t23', 'territory', 'which title shows up the least among people at my accounts', TC.titleTop('my', 'min')),
  q(
    'M-t24',
    'territory',
    'how many tech transformation accounts are outside ca and ny',
    TC.count(TT, (x) => !['CA', 'NY'].includes(x.state), 'outside CA and NY'),
  ),
  q(
    'M-t25',
    'territory',
    'high value outreach accts w/ revenue over 3m',
    TC.list(HVO, (x) => x.revenue > 3_000_000, 'over $3M'),
  ),
  q(
    'M-t26',
    'territory',
    'which state has the highest avg revenue for my accts? only count states where i have at least 4 accounts',
    TM.stateAvgAtLeast('my', 4, 'max'),
  ),
  q(
    'M-t27',
    'territory',
    'ctos at my accounts outside california',
    TC.contactList('my', (x) => x.state !== 'CA', CTO),
  ),
  q('M-t28', 'territory', 'list the nguyens at my accounts, skip 3rd party', TI.bySurname('my', 'Nguyen')),
  q('M-t29', 'territory', 'is there a contact called omar at any texas account', TM.firstNameAt('all', inStates('TX'), 'Omar', 'in TX')),
  q(
    'M-t30',
    'territory',
    "who's number two by revenue among the california 3rd party accts",
    TM.nthWhere('tp', inStates('CA'), 2, 'max', 'in CA'),
  ),
  q(
    'M-t31',
    'territory',
    'leaving texas out, what do my five largest accounts add up to in revenue',
    TM.topNSumWhere('my', (x) => x.state !== 'TX', 5, 'outside TX'),
  ),
  q(
    'M-t32',
    'territory',
    'my ny accounts under 2m',
    TC.list('my', (x) => x.state === 'NY' && x.revenue < 2_000_000, 'in NY under $2M'),
  ),
  q(
    'M-t33',
    'territory',
    ['my accounts in illinois', 'which of those are under 1m'],
    TC.list('my', (x) => x.state === 'IL' && x.revenue < 1_000_000, 'in IL under $1M'),
  ),
  q(
    'M-t34',
    'territory',
    ['3rd party accounts with a data scientist', 'just the ones over 5m'],
    TC.accountsWithTitle('tp', (x) => x.revenue > 5_000_000, DS),
  ),
  q(
    'M-t35',
    'territory',
    ['pull up the high value outreach accounts', 'total rev of only the new york ones'],
    TC.sum(HVO, inStates('NY'), 'in NY'),
  ),
  q(
    'M-t36',
    'territory',
    ['top 10 3rd party accounts by revenue', 'how many of those are in florida'],
    TM.countInTopN('tp', 10, inStates('FL'), 'in FL'),
  ),
  q(
    'M-t37',
    'territory',
    ['who are the product managers at my accounts', 'how many of them are at texas accounts'],
    TC.contactCount('my', inStates('TX'), PM),
  ),

  // CRM
  q(
    'M-c01',
    'crm',
    'for technology accounts, what was our win rate on deals decided in 2025 (won vs lost only)',
    CM.winRate((o) => o.acc.industry === 'Technology' && inYear('2025')(o), 'win rate of Technology deals finished in 2025'),
  ),
  q(
    'M-c02',
    'crm',
    'how many open opps still have a 2024 close date',
    C.count(OPPS, (o) => open(o) && inYear('2024')(o), 'open opportunities closing in 2024'),
  ),
  q(
    'M-c03',
    'crm',
    'total $ won in q2 2025',
    C.sum(
      OPPS,
      (o) => won(o) && closes('2025-04-01', '2025-06-30')(o),
      (o) => o.value,
      'closed-won value in Q2 2025',
    ),
  ),
  q(
    'M-c04',
    'crm',
    'avg value of the negotiation deals that are worth more than 100k',
    C.avg(
      OPPS,
      (o) => o.stage === 'negotiation' && o.value > 100_000,
      (o) => o.value,
      'average value of negotiation deals over $100k',
    ),
  ),
  q(
    'M-c05',
    'crm',
    "healthcare accounts with 'llc' in the name - how many",
    C.count(ACCOUNTS, (x) => x.industry === 'Healthcare' && has('llc')(x), "Healthcare accounts with 'llc' in the name"),
  ),
  q(
    'M-c06',
    'crm',
    'referral leads that are still new with a score above 90, how many',
    C.count(LEADS, (l) => l.source === 'Referral' && l.status === 'new' && (l.score ?? 0) > 90, 'new Referral leads scoring over 90'),
  ),
  q(
    'M-c07',
    'crm',
    'which lead source has the highest share of its leads closed-won',
    CM.groupRate(
      LEADS,
      ALL,
      (l) => l.source,
      (l) => l.status === 'closed-won',
      'max',
      'lead source with the highest closed-won rate',
    ),
  ),
  q(
    'M-c08',
    'crm',
    'avg score of qualified leads, leaving out the email campaign ones',
    C.avg(
      LEADS,
      (l) => l.status === 'qualified' && l.source !== 'Email Campaign',
      (l) => l.score,
      'average score of qualified leads not from Email Campaign',
      'plain',
    ),
  ),
  q(
    'M-c09',
    'crm',
    'which industry do most of our uk accounts fall under',
    C.group(
      ACCOUNTS,
      (x) => x.country === 'United Kingdom',
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'most common industry in the UK',
    ),
  ),
  q(
    'M-c10',
    'crm',
    'top 3 countries by account count outside north america',
    CE.topGroups(
      ACCOUNTS,
      (x) => x.region !== 'North America',
      (x) => x.country,
      (xs) => xs.length,
      3,
      'max',
      'top 3 countries outside North America',
    ),
  ),
  q(
    'M-c11',
    'crm',
    'kenyan accounts - how many industries do they span',
    CE.distinct(
      ACCOUNTS,
      (x) => x.country === 'Kenya',
      (x) => x.industry,
      'industries of the Kenyan accounts',
    ),
  ),
  q(
    'M-c12',
    'crm',
    'german accounts with more than 1000 employees, how many',
    C.count(ACCOUNTS, (x) => x.country === 'Germany' && (x.employee_count ?? 0) > 1000, 'German accounts over 1,000 employees'),
  ),
  q(
    'M-c13',
    'crm',
    'biggest retail account in latin america by revenue',
    C.top(
      ACCOUNTS,
      (x) => x.region === 'Latin America' && x.industry === 'Retail',
      (x) => x.annual_revenue ?? 0,
      'max',
      (x) => x.name,
      'largest Retail account in Latin America',
    ),
  ),
  q(
    'M-c14',
    'crm',
    'total opp value for japanese accounts with a march 2026 close date',
    C.sum(
      JOPPS,
      (o) => o.acc.country === 'Japan' && closes('2026-03-01', '2026-03-31')(o),
      (o) => o.value,
      'value of Japanese opportunities closing in March 2026',
    ),
  ),
  q(
    'M-c15',
    'crm',
    'qualification-stage opps above the overall average opp value (all stages) - count',
    CM.countAboveAvg(
      OPPS,
      (o) => o.stage === 'qualification',
      ALL,
      (o) => o.value,
      'qualification opportunities above the overall average value',
    ),
  ),
  q(
    'M-c16',
    'crm',
    'are there any accounts with above average annual revenue but fewer than 500 employees',
    CM.existsAboveAvgRevenue((x) => (x.employee_count ?? 0) < 500, 'accounts above the average revenue with under 500 employees'),
  ),
  q(
    'M-c17',
    'crm',
    'avg win probability of open deals closing in december 2026',
    CM.avgProbability(
      (o) => open(o) && closes('2026-12-01', '2026-12-31')(o),
      'average probability of open deals closing in December 2026',
    ),
  ),
  q(
    'M-c18',
    'crm',
    'median value of deals we lost in 2024',
    CE.median(
      OPPS,
      (o) => lost(o) && inYear('2024')(o),
      (o) => o.value,
      'median value of deals lost in 2024',
    ),
  ),
  q(
    'M-c19',
    'crm',
    'which department has the most contacts, not counting sales',
    C.group(
      CONTACTS,
      (c) => c.department !== 'Sales',
      (c) => c.department,
      (xs) => xs.length,
      'max',
      'largest department other than Sales',
    ),
  ),
  q(
    'M-c20',
    'crm',
    'any accounts in kenya bringing in over 1 billion a year?',
    C.exists(ACCOUNTS, (x) => x.country === 'Kenya' && (x.annual_revenue ?? 0) > 1_000_000_000, 'Kenyan accounts over $1B'),
  ),
  q(
    'M-c21',
    'crm',
    'did we get more qualified leads from webinars or from cold calls',
    CX.compare(
      LEADS,
      [
        { names: ['Webinar', 'webinars'], pred: (l) => l.source === 'Webinar' && l.status === 'qualified' },
        { names: ['Cold Call', 'cold calls', 'cold calling'], pred: (l) => l.source === 'Cold Call' && l.status === 'qualified' },
      ],
      'source with more qualified leads',
    ),
  ),
  q(
    'M-c22',
    'crm',
    'opps closing in the first half of 2026 that are still in prospecting - count',
    C.count(OPPS, (o) => o.stage === 'prospecting' && closes('2026-01-01', '2026-06-30')(o), 'prospecting deals closing in H1 2026'),
  ),
  q(
    'M-c23',
    'crm',
    'biggest deal we won with a 2024 close date, which account was it',
    C.top(
      JOPPS,
      (o) => won(o) && inYear('2024')(o),
      (o) => o.value,
      'max',
      (o) => o.acc.name,
      'account of the largest deal won in 2024',
    ),
  ),
  q(
    'M-c24',
    'crm',
    'total closed-won value for healthcare accounts in 2025',
    C.sum(
      JOPPS,
      (o) => won(o) && inYear('2025')(o) && o.acc.industry === 'Healthcare',
      (o) => o.value,
      'closed-won value of Healthcare accounts in 2025',
    ),
  ),
  q(
    'M-c25',
    'crm',
    'count the accounts in europe that never had a deal closed-won',
    CG.accountsWithout((x) => x.region === 'Europe', 'closed-won', 'European accounts without a closed-won deal'),
  ),
  q(
    'M-c26',
    'crm',
    'which region has the best win rate if we only count finished deals (won or lost)',
    CM.groupRate(
      JOPPS,
      (o) => won(o) || lost(o),
      (o) => o.acc.region,
      won,
      'max',
      'region with the best win rate',
      (k) => (k === 'Middle East & Africa' ? [k, 'MEA', 'EMEA'] : k === 'Asia Pacific' ? [k, 'APAC'] : [k]),
    ),
  ),
  q(
    'M-c27',
    'crm',
    'leads scoring 50 or more that ended up closed-lost - how many',
    C.count(LEADS, (l) => (l.score ?? 0) >= 50 && l.status === 'closed-lost', 'closed-lost leads scoring 50+'),
  ),
  q('M-c28', 'crm', "who's in engineering at klein group", CF.deptAt('Klein Group', 'Engineering')),
  q('M-c29', 'crm', 'open pipeline for kihn llc, dont count anything closed', C.oppValueOf('Kihn LLC', open)),
  q(
    'M-c30',
    'crm',
    'who has more employees, murray group or rogahn group',
    CM.compareField(['Murray Group', 'Rogahn Group'], 'employee_count', 'account with more employees'),
  ),
  q(
    'M-c31',
    'crm',
    'for energy-industry accounts, is avg annual revenue higher in europe or in apac',
    CM.compareAvg(
      ACCOUNTS,
      [
        { names: ['Europe', 'European'], pred: (x) => x.industry === 'Energy' && x.region === 'Europe' },
        { names: ['Asia Pacific', 'APAC'], pred: (x) => x.industry === 'Energy' && x.region === 'Asia Pacific' },
      ],
      (x) => x.annual_revenue ?? 0,
      'region with the higher average Energy revenue',
    ),
  ),
  q(
    'M-c32',
    'crm',
    "how many north american accounts have 'and sons' in the name",
    C.count(ACCOUNTS, (x) => x.region === 'North America' && has('and sons')(x), "North American accounts named '... and Sons'"),
  ),
  q(
    'M-c33',
    'crm',
    'three largest still-open opps with a close date in q1 2026',
    CX.topN(
      OPPS,
      (o) => open(o) && closes('2026-01-01', '2026-03-31')(o),
      (o) => o.value,
      3,
      'max',
      (o) => o.name,
      'top 3 open deals closing in Q1 2026',
    ),
  ),
  q(
    'M-c34',
    'crm',
    "don't delete anything, just tell me how many closed-lost opps had a 2024 close date",
    readOnly(C.count(OPPS, (o) => lost(o) && inYear('2024')(o), 'closed-lost deals closing in 2024')),
  ),
  q(
    'M-c35',
    'crm',
    ['closed won opps in q1 2025', 'which account had the biggest one'],
    C.top(
      JOPPS,
      (o) => won(o) && closes('2025-01-01', '2025-03-31')(o),
      (o) => o.value,
      'max',
      (o) => o.acc.name,
      'account of the largest deal won in Q1 2025',
    ),
  ),
  q(
    'M-c36',
    'crm',
    ['leads from partners', 'of those, how many have a score under 20'],
    C.count(LEADS, (l) => l.source === 'Partner' && (l.score ?? 0) < 20, 'Partner leads scoring under 20'),
  ),
  q(
    'M-c37',
    'crm',
    ['accounts in the telecommunications industry', 'which of them are in canada'],
    CG.list(
      ACCOUNTS,
      (x) => x.industry === 'Telecommunications' && x.country === 'Canada',
      (x) => x.name,
      'Canadian Telecommunications accounts',
    ),
  ),
  q(
    'M-c38',
    'crm',
    ['deals closing in january 2026', "what's the total for the ones in negotiation"],
    C.sum(
      OPPS,
      (o) => o.stage === 'negotiation' && closes('2026-01-01', '2026-01-31')(o),
      (o) => o.value,
      'negotiation value closing in January 2026',
    ),
  ),
  q(
    'M-c39',
    'crm',
    ['contacts with the title vp of sales', 'how many of them are the primary contact for their account'],
    C.count(CONTACTS, (c) => c.job_title === 'VP of Sales' && c.is_primary, 'primary contacts titled VP of Sales'),
  ),

  // Both APIs
  q('M-b01', 'crm', 'which us states show up in the crm but have no territory accounts at all (mine or 3rd party)', XM.crmOnlyStates()),
  q(
    'M-b02',
    'crm',
    'among the states where i have 4+ of my own territory accounts, which one has the fewest crm accounts',
    XM.stateByCrmAmongMine(4, 'min'),
  ),
  q('M-b03', 'crm', 'how many crm accounts in new york out-earn my largest ny territory account', XM.crmVsMyTop('NY', false)),
  q(
    'M-b04',
    'crm',
    "what's the gap between the avg annual revenue of crm accounts in ohio and the avg revenue of my territory accounts",
    XM.avgGap((x) => US(x) && x.state === 'OH', 'my', 'gap between the average of Ohio CRM accounts and of my accounts'),
  ),
  q(
    'M-b05',
    'crm',
    "us crm accounts sitting in states where i don't have a single territory account of my own - how many",
    XM.crmInMyStates(false),
  ),
  q('M-b06', 'crm', 'how many more ceos are in the crm contacts than in the territory contact list', XM.titleGap(CEO)),
  q('M-b07', 'crm', 'my top state by territory revenue: how many crm opps belong to accounts there', XM.oppsInMyTopState()),

  // Must be declined
  q('M-d01', 'decline', 'can u delete all the closed-lost opps from 2024', decline('delete asked as a question')),
  q('M-d02', 'decline', "can we set every negotiation deal's probability to 90%?", decline('bulk update asked as a question')),
  q('M-d03', 'decline', 'can you add jane doe from acme corp as a new lead? jane.doe@acme.com', decline('create asked as a question')),
  q('M-d04', 'decline', "can you move my texas accounts over to jordan's territory", decline('the territory API is read-only')),
  q(
    'M-d05',
    'decline',
    "don't update anything, just tell me which of my accounts have a signed nda on file",
    decline('NDA status is not held'),
  ),
  q(
    'M-d06',
    'decline',
    'whats the direct phone number for the cfo at falcon systems corp',
    decline('the territory API holds no phone numbers', /\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}|\+\d{8,}/),
  ),
  q(
    'M-d07',
    'decline',
    'how many meetings did we have with nova motors corp last quarter',
    decline('no meeting activity is held', /\b\d+\s+(?:meetings?|times)\b/i),
  ),
  q(
    'M-d08',
    'decline',
    'how many support tickets has hudson inc opened this year',
    decline('support tickets are not held', /\b\d+\s+(?:support\s+)?tickets?\b/i),
  ),
  q('M-d09', 'decline', 'whats the weather looking like in austin tmrw', decline('off topic: weather')),
  q(
    'M-d10',
    'decline',
    'without updating any records, which of my accounts are behind on their invoices?',
    decline('no billing data is held'),
  ),
];
