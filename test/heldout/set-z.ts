// Development set Z (not sealed): written by a helper who did not read the planner, to work
// from. 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose
// figure answers them), 10 to be declined; 9 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { TF } from './kinds-f.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { TJ } from './kinds-j.js';
import { CACC, CCON, COPP, K, TACC, TACCX, TCON, cField, tRevenue } from './kinds-k.js';
import { CN } from './kinds-n.js';
import { CO } from './kinds-o.js';
import { BQ } from './kinds-q.js';
import { BS, TS } from './kinds-s.js';
import { BT } from './kinds-t.js';
import { CU, TU } from './kinds-u.js';
import { BV } from './kinds-v.js';
import { BW, TW } from './kinds-w.js';
import { BY } from './kinds-y.js';
import { Z } from './kinds-z.js';
import { CFO, CTO, M, isOpen, won, lost, value, revenue, closes, closesBetween, lead, acct, named, notIn } from './pick.js';

const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export const SET_Z: HeldOut[] = [
  // Territory API
  q('Z-t01', 'territory', 'nc - how many accts r mine there', T.count('my', 'NC')),
  q(
    'Z-t02',
    'territory',
    'For the board deck: I need the combined revenue of the third-party accounts in Georgia and North Carolina.',
    TC.sum('tp', inStates('GA', 'NC'), 'in GA and NC'),
  ),
  q(
    'Z-t03',
    'territory',
    'Could you please work out the average revenue of my accounts in Colorado and Oregon, taken together?',
    TC.avg('my', inStates('CO', 'OR'), 'in CO and OR'),
  ),
  q(
    'Z-t04',
    'territory',
    'Median account revenue for the third-party book, restricted to Ohio.',
    CE.median(TACC('tp'), inStates('OH'), revenue, 'median revenue of the third-party accounts in OH'),
  ),
  q('Z-t05', 'territory', 'smallest acct i own in ny?', TC.pick('my', inStates('NY'), 'min', 'of my accounts in NY')),
  q(
    'Z-t06',
    'territory',
    'Rank Nova Energy Corp by revenue against the full territory list, mine and third-party combined.',
    TG.rankOf('all', 'Nova Energy Corp'),
  ),
  q(
    'Z-t07',
    'territory',
    'Would you list my five highest-revenue accounts, leaving out California and Texas?',
    TC.topN('my', notIn('CA', 'TX'), 5, 'max'),
  ),
  q('Z-t08', 'territory', 'washington 3rd party accts, bottom three on revenue', TC.topN('tp', inStates('WA'), 3, 'min')),
  q(
    'Z-t09',
    'territory',
    'Of my 50 accounts, what share (as a percentage) sits in Texas or California combined?',
    TC.share('my', inStates('TX', 'CA'), 'in TX or CA'),
  ),
  q(
    'Z-t10',
    'territory',
    'Sizing the enterprise segment: of total third-party revenue, what percent comes from accounts earning over $5M each?',
    TE.revenueShare('tp', (x) => x.revenue > 5 * M, 'from accounts above $5M'),
  ),
  q(
    'Z-t11',
    'territory',
    'summit software inc vs willow foods group, how many times bigger',
    TJ.ratio('Summit Software Inc', 'Willow Foods Group'),
  ),
  q(
    'Z-t12',
    'territory',
    "I've got calls with both of them tomorrow and want to open with the bigger one. Between Harbor Labs Inc and Apex Systems Inc, " +
      "who's bigger on revenue, and by how much?",
    K.compare(['Harbor Labs Inc', 'Apex Systems Inc'], tRevenue, 'account with more revenue', 'money'),
  ),
  q(
    'Z-t13',
    'territory',
    'How far apart are my Texas and New York accounts in total revenue? Give me the dollar difference.',
    K.gap(
      { load: TACC('my'), pred: inStates('TX'), value: revenue, stat: 'sum' },
      { load: TACC('my'), pred: inStates('NY'), value: revenue, stat: 'sum' },
      'money',
      'total revenue of my TX accounts minus my NY accounts',
    ),
  ),
  q(
    'Z-t14',
    'territory',
    'In Florida, how much higher is the average revenue of my accounts than the average of the third-party ones?',
    K.gap(
      { load: TACC('my'), pred: inStates('FL'), value: revenue, stat: 'avg' },
      { load: TACC('tp'), pred: inStates('FL'), value: revenue, stat: 'avg' },
      'money',
      'average revenue of my FL accounts minus the third-party FL average',
    ),
  ),
  q(
    'Z-t15',
    'territory',
    'in the high value outreach campaign, count of accts below 3M revenue',
    TC.count({ campaign: 'High Value Outreach' }, (x) => x.revenue < 3 * M, 'under $3M'),
  ),
  q(
    'Z-t16',
    'territory',
    'data scientists at 3rd party california accts, how many',
    Z.countOrNone(
      TCON('tp'),
      (c) => c.acc.state === 'CA' && c.job_title === 'Data Scientist',
      'Data Scientists at third-party accounts in CA',
    ),
  ),
  q(
    'Z-t17',
    'territory',
    'For each job title, how many contacts are there across my Arizona accounts?',
    TU.titleBreakdownAt('my', inStates('AZ'), 'in AZ'),
  ),
  q('Z-t18', 'territory', 'Broken out by state: mean revenue per third-party account.', TS.avgByState('tp')),
  q('Z-t19', 'territory', "sales mgrs across my accts - which state's got the most", TF.stateByTitle('my', 'Sales Manager', 'max')),
  q('Z-t20', 'territory', 'kenji garcia - what does he do, title-wise', TC.titleOf('Kenji Garcia')),
  q('Z-t21', 'territory', 'Could you remind me which company Benjamin Lopez works for?', TC.accountOf('Benjamin Lopez')),
  q(
    'Z-t22',
    'territory',
    'Does Pioneer Software Co have a Chief Financial Officer among its contacts? Yes or no.',
    T.existsTitleAt('Pioneer Software Co', CFO),
  ),
  q(
    'Z-t23',
    'territory',
    '3rd party accounts not in CA, TX or FL - count?',
    TC.count('tp', notIn('CA', 'TX', 'FL'), 'outside CA, TX and FL'),
  ),
  q(
    'Z-t24',
    'territory',
    'my accts in the 4-5 mil revenue band?',
    TC.list('my', (x) => x.revenue >= 4 * M && x.revenue <= 5 * M, 'with revenue from $4M to $5M'),
  ),
  q(
    'Z-t25',
    'territory',
    'Quick sanity check before my pipeline review: do my Texas accounts bring in more total revenue than my California ones?',
    Z.larger(
      { load: TACC('my'), pred: inStates('TX'), value: revenue },
      { load: TACC('my'), pred: inStates('CA'), value: revenue },
      'my TX accounts out-earn my CA accounts',
    ),
  ),
  q(
    'Z-t26',
    'territory',
    'list my oregon accts doing over 5M',
    TC.exists('my', (x) => x.state === 'OR' && x.revenue > 5 * M, 'in OR over $5M'),
  ),
  q('Z-t27', 'territory', ['my accounts down in pennsylvania, list pls', 'and in georgia?'], TC.list('my', inStates('GA'), 'in GA')),
  q(
    'Z-t28',
    'territory',
    ['show the colorado ones from the third-party list', 'top earner among those?'],
    TC.pick('tp', inStates('CO'), 'max', 'third-party account in CO'),
  ),
  q(
    'Z-t29',
    'territory',
    ["my illinois book, what's in it", 'sort them by revenue, smallest first'],
    TI.ranked('my', inStates('IL'), 'min', 'in IL'),
  ),
  q(
    'Z-t30',
    'territory',
    ['tech transformation campaign - pull it up', 'texas ones - how many of those'],
    TC.count({ campaign: 'Tech Transformation' }, inStates('TX'), 'in TX'),
  ),
  q('Z-t31', 'territory', 'need the email of the CTO at Iron Health LLC', TW.emailsOfTitleAt('Iron Health LLC', CTO)),
  q(
    'Z-t32',
    'territory',
    'Three or more contacts on file: how many of my accounts can say that?',
    C.count(TACCX('my'), (x) => x.contacts >= 3, 'my accounts with at least 3 contacts'),
  ),

  // CRM
  q('Z-c01', 'crm', '# trade show leads w status qualified', C.count(LEADS, lead('Trade Show', 'qualified'), 'Trade Show leads qualified')),
  q(
    'Z-c02',
    'crm',
    'Sum of opportunity value in the negotiation stage with close dates from 1 October through 15 December 2025.',
    C.sum(
      OPPS,
      (o) => o.stage === 'negotiation' && closesBetween('2025-10-01', '2025-12-15')(o),
      value,
      'negotiation value closing 2025-10-01 to 2025-12-15',
    ),
  ),
  q(
    'Z-c03',
    'crm',
    "Before I quote a typical deal size to the new hires I'd like to be sure of one thing: is the median prospecting-stage " +
      'opportunity worth more than $50,000?',
    Z.yesIf(async (d) => {
      const m = median((await d.crmOpportunities()).filter((o) => o.stage === 'prospecting').map(value));
      if (m === 50_000) throw new Error('the median prospecting deal is exactly $50,000');
      return { yes: m > 50_000, why: `median prospecting deal is ${m}` };
    }),
  ),
  q(
    'Z-c04',
    'crm',
    'median score on partner leads',
    CE.median(LEADS, lead('Partner'), (l) => l.score ?? 0, 'median score of Partner leads', 'plain'),
  ),
  q(
    'Z-c05',
    'crm',
    "For the LatAm review: what's the single largest open opportunity at a Latin American account?",
    C.top(
      JOPPS,
      (o: JOpp) => isOpen(o) && o.acc.region === 'Latin America',
      value,
      'max',
      (o) => o.name,
      'largest open deal in Latin America',
    ),
  ),
  q(
    'Z-c06',
    'crm',
    'japanese acct with the lowest annual rev?',
    C.accountTop(acct('country', 'Japan'), (x) => x.annual_revenue ?? 0, 'min', 'Japanese account with the least annual revenue'),
  ),
  q(
    'Z-c07',
    'crm',
    'Third-largest closed-won opportunity by value with a 2025 close date, European accounts only.',
    CU.nth(
      JOPPS,
      (o: JOpp) => won(o) && closes('2025-')(o) && o.acc.region === 'Europe',
      value,
      3,
      'max',
      (o) => [o.name],
      'third largest closed-won deal in Europe closing in 2025',
    ),
  ),
  q(
    'Z-c08',
    'crm',
    'Please list the four Energy-industry accounts with the highest annual revenue.',
    CX.topN(
      ACCOUNTS,
      acct('industry', 'Energy'),
      (x) => x.annual_revenue ?? 0,
      4,
      'max',
      (x) => x.name,
      'top 4 Energy accounts by annual revenue',
    ),
  ),
  q(
    'Z-c09',
    'crm',
    'media industry: bottom 3 companies on annual revenue',
    CX.topN(
      ACCOUNTS,
      acct('industry', 'Media'),
      (x) => x.annual_revenue ?? 0,
      3,
      'min',
      (x) => x.name,
      'bottom 3 Media accounts by annual revenue',
    ),
  ),
  q(
    'Z-c10',
    'crm',
    'Of all leads in the CRM, what percentage have Cold Call as their source?',
    CX.share(LEADS, lead('Cold Call'), 'share of all leads from Cold Call'),
  ),
  q(
    'Z-c11',
    'crm',
    'Healthcare vertical review: of the closed-won value with a 2024 close date, what share came from Healthcare accounts?',
    K.sumShare(
      COPP,
      (o) => o.acc.industry === 'Healthcare',
      value,
      'share of 2024 closed-won value from Healthcare accounts',
      (o) => won(o) && closes('2024-')(o),
    ),
  ),
  q(
    'Z-c12',
    'crm',
    'Two accounts want the same onsite training slot and I would rather give it to the larger team. How many more employees does ' +
      'Kemmer, Krajcik and Kovacek have than Gleason, Rohan and Breitenberg?',
    K.compare(
      ['Kemmer, Krajcik and Kovacek', 'Gleason, Rohan and Breitenberg'],
      cField('employee_count'),
      'account with more employees',
      'count',
    ),
  ),
  q(
    'Z-c13',
    'crm',
    "reilly inc annual rev is how many x moore, lynch and haag's",
    K.ratio(
      { load: CACC, pred: named('Reilly Inc'), value: (x) => x.annual_revenue ?? 0, stat: 'sum' },
      { load: CACC, pred: named('Moore, Lynch and Haag'), value: (x) => x.annual_revenue ?? 0, stat: 'sum' },
      'annual revenue of Reilly Inc over Moore, Lynch and Haag',
    ),
  ),
  q(
    'Z-c14',
    'crm',
    'Gap in total deal value between the proposal stage and the negotiation stage?',
    K.gap(
      { load: OPPS, pred: (o) => o.stage === 'proposal', value, stat: 'sum' },
      { load: OPPS, pred: (o) => o.stage === 'negotiation', value, stat: 'sum' },
      'money',
      'proposal value minus negotiation value',
    ),
  ),
  q(
    'Z-c15',
    'crm',
    'Closed-won deal count, 2025 close dates versus 2024 close dates: what is the difference?',
    K.gap(
      { load: OPPS, pred: (o) => won(o) && closes('2025-')(o), stat: 'count' },
      { load: OPPS, pred: (o) => won(o) && closes('2024-')(o), stat: 'count' },
      'count',
      'closed-won deals closing in 2025 minus 2024',
    ),
  ),
  q(
    'Z-c16',
    'crm',
    'qualification opps closing q3 2026 how many',
    C.count(
      OPPS,
      (o) => o.stage === 'qualification' && closesBetween('2026-07-01', '2026-09-30')(o),
      'qualification deals closing in Q3 2026',
    ),
  ),
  q(
    'Z-c17',
    'crm',
    'For the Feb 2025 loss post-mortem: total value of the closed-lost deals that closed that month?',
    C.sum(OPPS, (o) => lost(o) && closes('2025-02')(o), value, 'closed-lost value closing in February 2025'),
  ),
  q(
    'Z-c18',
    'crm',
    'how many HR directors do we have as contacts at brazilian accounts',
    C.count(CCON, (c) => c.acc.country === 'Brazil' && c.job_title === 'HR Director', 'HR Directors at Brazilian accounts'),
  ),
  q(
    'Z-c19',
    'crm',
    'New-status leads scoring at least 90: how many are there?',
    C.count(LEADS, (l) => l.status === 'new' && (l.score ?? 0) >= 90, 'new leads scoring at least 90'),
  ),
  q(
    'Z-c20',
    'crm',
    'referral leads scored 40-60 inclusive, how many',
    C.count(LEADS, (l) => l.source === 'Referral' && l.score !== null && l.score >= 40 && l.score <= 60, 'Referral leads scoring 40 to 60'),
  ),
  q(
    'Z-c21',
    'crm',
    "Could you break down our UK accounts' opportunities by stage, excluding anything that's already closed?",
    CN.breakdown(
      JOPPS,
      (o: JOpp) => isOpen(o) && o.acc.country === 'United Kingdom',
      (o) => o.stage,
      'open UK deals per stage',
    ),
  ),
  q(
    'Z-c22',
    'crm',
    'Mean lead score per lead source, please.',
    CO.avgBreakdown(
      LEADS,
      () => true,
      (l) => l.source,
      (l) => l.score ?? 0,
      'average lead score per source',
    ),
  ),
  q(
    'Z-c23',
    'crm',
    'retail accounts outside the US - which country has the most of them',
    CU.groupTop(
      ACCOUNTS,
      (x) => x.industry === 'Retail' && x.country !== 'United States',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'country outside the US with the most Retail accounts',
    ),
  ),
  q(
    'Z-c24',
    'crm',
    'Regional scorecard: which region brought in the least closed-won money across 2025 close dates?',
    CU.groupTop(
      JOPPS,
      (o: JOpp) => won(o) && closes('2025-')(o),
      (o) => o.acc.region,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'min',
      'region with the least closed-won value closing in 2025',
    ),
  ),
  q('Z-c25', 'crm', 'champlin - langworth, what industry', CX.fact('Champlin - Langworth', 'industry', 'text')),
  q('Z-c26', 'crm', 'Which department is Humberto Lebsack in?', CX.deptOf('Humberto Lebsack')),
  q('Z-c27', 'crm', 'has koepp and sons ever closed-won anything w us', CX.oppStageOf('Koepp and Sons', 'closed-won')),
  q(
    'Z-c28',
    'crm',
    'Number of accounts in every region except North America and Europe that have at least 1,000 employees.',
    C.count(
      ACCOUNTS,
      (x) => x.region !== 'North America' && x.region !== 'Europe' && (x.employee_count ?? 0) >= 1000,
      'accounts outside North America and Europe with 1,000+ employees',
    ),
  ),
  q(
    'Z-c29',
    'crm',
    'tech cos in saudi arabia - how many do we have',
    Z.countOrNone(ACCOUNTS, (x) => x.industry === 'Technology' && x.country === 'Saudi Arabia', 'Technology accounts in Saudi Arabia'),
  ),
  q(
    'Z-c30',
    'crm',
    ['pull up the opportunities for Pagac - Keeling', 'which ones did we close-win'],
    C.oppsOf('Pagac - Keeling', 'closed-won'),
  ),
  q(
    'Z-c31',
    'crm',
    ['website-sourced leads scoring above 80', 'just the new-status ones, how many?'],
    C.count(LEADS, (l) => l.source === 'Website' && (l.score ?? 0) > 80 && l.status === 'new', 'Website leads over 80 with status new'),
  ),
  q(
    'Z-c32',
    'crm',
    ['canadian hospitality accounts', '3 largest by headcount?'],
    CX.topN(
      ACCOUNTS,
      (x) => x.industry === 'Hospitality' && x.country === 'Canada',
      (x) => x.employee_count ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 Canadian Hospitality accounts by employees',
    ),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'Z-b01',
    'crm',
    "A colleague just handed me Willow Biotech Group from the third-party list. I'd like the state it's in, and then which CRM " +
      'account in that same state has the largest headcount.',
    BY.crmTopInStateOf('Willow Biotech Group', 'employee_count'),
  ),
  q('Z-b02', 'crm', 'open crm deals in whatever state harbor media group is in - count', BQ.openDealsInStateOf('Harbor Media Group')),
  q('Z-b03', 'crm', "Territory contacts plus CRM contacts, Washington state only: what's the total?", BW.contactsInStateBoth('all', 'WA')),
  q(
    'Z-b04',
    'crm',
    'Counting only the states where I hold at least one account of my own, which state has the most contacts in the CRM?',
    BT.stateByCrmContacts('my', 'max'),
  ),
  q(
    'Z-b05',
    'territory',
    'For the coverage memo: look up the US state where CRM closed-won deals add up to the most money, then total the ' +
      'revenue of our third-party accounts in that state.',
    BS.revenueInCrmTopWonState('tp'),
  ),
  q(
    'Z-b06',
    'crm',
    ['top revenue account in my territory?', 'what about the CRM? which US account in that same state has the highest annual revenue'],
    BV.crmTopInStateOfPick('my', 'max', 'annual_revenue'),
  ),

  // Declines
  q('Z-d01', 'decline', 'forecast our closed-won revenue for Q4 2026 in EMEA', decline('a forecast')),
  q('Z-d02', 'decline', 'mark the lead Jany Lang as qualified', decline('update a lead')),
  q('Z-d03', 'decline', 'Please add a contact called Priya Shah, VP of Sales, to Kautzer LLC.', decline('create a contact')),
  q('Z-d04', 'decline', 'which of my accounts is happiest with our service?', decline('satisfaction is not held')),
  q('Z-d05', 'decline', 'schedule a QBR meeting with each of my texas accounts for next month', decline('scheduling meetings')),
  q('Z-d06', 'decline', 'whats the linkedin url for humberto lebsack', decline('LinkedIn profiles are not held')),
  q(
    'Z-d07',
    'decline',
    'In your opinion, should I spend more of my time next quarter on Harbor Labs Inc or on Apex Systems Inc?',
    decline('an opinion'),
  ),
  q('Z-d08', 'decline', 'delete every closed-lost opportunity that closed before 2025', decline('delete opportunities')),
  q(
    'Z-d09',
    'decline',
    ['new-status leads that came from webinars', 'assign all of them to me and set them to contacted'],
    decline('update leads'),
  ),
  q('Z-d10', 'decline', 'what margin are we making on the Pagac - Keeling platform license deal?', decline('margins are not held')),
];
