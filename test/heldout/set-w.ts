// Development set W (not sealed): written by a helper who did not read the planner, to work
// from. 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose
// figure answers them), 10 to be declined; 10 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { CI } from './kinds-i.js';
import { CJ, TJ } from './kinds-j.js';
import { CACC, CCON, COUNT, K, TACC, cField } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CN, TN } from './kinds-n.js';
import { CU, TU } from './kinds-u.js';
import { BW, CW, TW } from './kinds-w.js';
import type { CrmContact } from './data.js';
import { CEO, CFO, CTO, M, isOpen, won, value, revenue, closes, closesBetween, lead, acct, count, mean, dealType } from './pick.js';

export const SET_W: HeldOut[] = [
  // Territory API
  q('W-t01', 'territory', 'massachusetts: my own book, account count there?', T.count('my', 'MA')),
  q('W-t02', 'territory', 'third party accts in illinois, total them up revenue-wise', T.sumRevenue('tp', 'IL')),
  q(
    'W-t03',
    'territory',
    'texas median revenue, pooling my accts with the third-party ones',
    CE.median(TACC('all'), (x) => x.state === 'TX', revenue, 'median revenue of all TX accounts'),
  ),
  q('W-t04', 'territory', 'rank my NY accounts by revenue and give me the top 3', TC.topN('my', inStates('NY'), 3, 'max')),
  q(
    'W-t05',
    'territory',
    'CA accounts: what percent are 3rd-party ones rather than mine',
    CX.share(
      TACC('all'),
      (x) => x.is_third_party,
      'share of CA accounts that are third-party',
      (x) => x.state === 'CA',
    ),
  ),
  q(
    'W-t06',
    'territory',
    'how much bigger is willow biotech group than keystone dynamics llc, revenue wise',
    TC.diff('Willow Biotech Group', 'Keystone Dynamics LLC'),
  ),
  q('W-t07', 'territory', 'ember labs co revenue divided by nova cloud co revenue = ?', TJ.ratio('Ember Labs Co', 'Nova Cloud Co')),
  q('W-t08', 'territory', 'my avg account revenue is highest in which state?', TC.stateAvg('my', 'max')),
  q(
    'W-t09',
    'territory',
    'how many software engineers work at my accts doing over 3M',
    TC.contactCount('my', (x) => x.revenue > 3 * M, 'Software Engineer'),
  ),
  q('W-t10', 'territory', 'priya walker - what company is she with', TC.accountOf('Priya Walker')),
  q('W-t11', 'territory', 'email addr for kenji garcia pls', TC.emailOf('Kenji Garcia')),
  q('W-t12', 'territory', 'third-party accts missing a data scientist — how many?', TE.withoutTitle('tp', 'Data Scientist')),
  q('W-t13', 'territory', 'WA + OR together: their share of my revenue in %', TE.revenueShare('my', inStates('WA', 'OR'), 'in WA and OR')),
  q(
    'W-t14',
    'territory',
    'count the 3rd-party accts whose revenue falls between 2M and 3M inclusive',
    TC.count('tp', (x) => x.revenue >= 2 * M && x.revenue <= 3 * M, 'between $2M and $3M'),
  ),
  q(
    'W-t15',
    'territory',
    ['3rd party accounts in arizona or oregon', 'sum their revenue'],
    TC.sum('tp', inStates('AZ', 'OR'), 'in AZ or OR'),
  ),
  q('W-t16', 'territory', ['show my accts that have got a CFO', 'count of those?'], TG.countWithTitle('my', CFO)),
  q('W-t17', 'territory', 'list the contacts named elijah at third party accounts', TJ.byFirstName('tp', 'Elijah')),
  q(
    'W-t18',
    'territory',
    'granite health llc — which 3rd party account is the closest match on revenue',
    TJ.closest('tp', 'Granite Health LLC'),
  ),
  q(
    'W-t19',
    'territory',
    'juniper software corp, sorted by revenue among my accts, lands at what spot',
    TG.rankOf('my', 'Juniper Software Corp'),
  ),
  q('W-t20', 'territory', 'any account carrying two or more CTOs? name them', TJ.severalOfTitle('all', CTO)),
  q(
    'W-t21',
    'territory',
    'contacts per CA account, averaged over my california accounts',
    TW.avgContactsWhere('my', inStates('CA'), 'in CA'),
  ),
  q(
    'W-t22',
    'territory',
    'sales managers at accounts over $5M revenue (mine or 3rd party), count',
    TC.contactCount('all', (x) => x.revenue > 5 * M, 'Sales Manager'),
  ),
  q(
    'W-t23',
    'territory',
    'tech transformation campaign: biggest account it targets in florida',
    TC.pick({ campaign: 'Tech Transformation' }, inStates('FL'), 'max', 'in FL'),
  ),
  q(
    'W-t24',
    'territory',
    'among contacts at accounts under $2M (mine or third party), which role comes up most',
    TU.titleTopWhere('all', (x) => x.revenue < 2 * M, 'max', 'under $2M'),
  ),
  q(
    'W-t25',
    'territory',
    'avg third party revenue, leaving california out',
    TC.avg('tp', (x) => x.state !== 'CA', 'outside CA'),
  ),
  q(
    'W-t26',
    'territory',
    'how many different states have a third-party account under $2M',
    TN.distinctStates('tp', (x) => x.revenue < 2 * M, 'under $2M'),
  ),
  q(
    'W-t27',
    'territory',
    'texas only: my revenue total versus the third-party total — size of the gap',
    K.gap(
      { load: TACC('my'), pred: (x) => x.state === 'TX', value: revenue, stat: 'sum' },
      { load: TACC('tp'), pred: (x) => x.state === 'TX', value: revenue, stat: 'sum' },
      'money',
      'gap between my TX revenue and the third-party TX revenue',
    ),
  ),
  q(
    'W-t28',
    'territory',
    'who earns more: redwood motors group, harbor media group or iron health llc',
    TC.compareAccounts('Redwood Motors Group', 'Harbor Media Group', 'Iron Health LLC'),
  ),
  q(
    'W-t29',
    'territory',
    ['contacts at zenith robotics co?', "what's the CFO's email over there"],
    TW.emailsOfTitleAt('Zenith Robotics Co', CFO),
  ),
  q('W-t30', 'territory', ['my georgia accounts', 'which one is smaller?'], TC.pick('my', inStates('GA'), 'min', 'in GA')),
  q(
    'W-t31',
    'territory',
    'C-suite people (CEO, CFO, CTO): what percent are they among contacts at my accts',
    TW.titlesShare('my', ANY, [CEO, CFO, CTO], ''),
  ),
  q('W-t32', 'territory', 'which states have my accounts averaging over $5M in revenue', TW.statesByAvg('my', 'above', 5 * M)),

  // CRM
  q(
    'W-c01',
    'crm',
    'open pipeline $ for european accounts (anything not closed won/lost)',
    C.sum(JOPPS, (o: JOpp) => isOpen(o) && o.acc.region === 'Europe', value, 'open value of European accounts'),
  ),
  q(
    'W-c02',
    'crm',
    'avg size of deals we won that closed during 2024',
    C.avg(OPPS, (o) => won(o) && closes('2024-')(o), value, 'average closed-won deal closing in 2024'),
  ),
  q(
    'W-c03',
    'crm',
    'germany: 5 biggest accounts by annual revenue',
    CX.topN(
      ACCOUNTS,
      acct('country', 'Germany'),
      (x) => x.annual_revenue ?? 0,
      5,
      'max',
      (x) => x.name,
      'top 5 German accounts by annual revenue',
    ),
  ),
  q(
    'W-c04',
    'crm',
    'which industry dominates our accounts in the middle east & africa region, by count',
    CU.groupTop(
      ACCOUNTS,
      acct('region', 'Middle East & Africa'),
      (x) => x.industry,
      count,
      'max',
      'industry with the most Middle East & Africa accounts',
    ),
  ),
  q(
    'W-c05',
    'crm',
    "healthcare industry: won vs lost deals, what's the win %",
    CM.winRate((o: JOpp) => o.acc.industry === 'Healthcare', 'win rate of Healthcare deals'),
  ),
  q(
    'W-c06',
    'crm',
    'closed-won deal count, jan–jun 2025 compared with jan–jun 2024 (close dates): % change?',
    CU.pctChange(
      OPPS,
      (o) => won(o) && closesBetween('2024-01-01', '2024-06-30')(o),
      (o) => won(o) && closesBetween('2025-01-01', '2025-06-30')(o),
      () => 1,
      'change in the number of closed-won deals, H1 2024 to H1 2025',
    ),
  ),
  q(
    'W-c07',
    'crm',
    'how many leads did we add during fall 2023 (sep thru nov)',
    CJ.createdBetween(LEADS, '2023-09-01', '2023-11-30', 'leads created September-November 2023'),
  ),
  q(
    'W-c08',
    'crm',
    'UK accounts with zero deals in negotiation - count',
    CG.accountsWithout(acct('country', 'United Kingdom'), 'negotiation', 'UK accounts without a negotiation deal'),
  ),
  q(
    'W-c09',
    'crm',
    'energy-sector accounts that have never lost a deal: how many',
    K.join(
      { load: CACC, pred: acct('industry', 'Energy'), key: (x) => x.id },
      { load: OPPS, pred: (o) => o.stage === 'closed-lost', key: (o) => o.account_id },
      true,
      COUNT,
      'Energy accounts without a closed-lost deal',
    ),
  ),
  q(
    'W-c10',
    'crm',
    'what probability is attached to Zieme Group - Data Analytics Suite',
    CF.oppProbability('Zieme Group - Data Analytics Suite'),
  ),
  q(
    'W-c11',
    'crm',
    'hayes group vs zieme group: who has more staff and by how many',
    K.compare(['Hayes Group', 'Zieme Group'], cField('employee_count'), 'account with more employees', 'count'),
  ),
  q(
    'W-c12',
    'crm',
    'lowest avg lead score — which lead status has it',
    CU.groupTop(
      LEADS,
      () => true,
      (l) => l.status,
      (ls) => mean(ls.map((l) => l.score ?? 0)),
      'min',
      'lead status with the lowest average score',
    ),
  ),
  q(
    'W-c13',
    'crm',
    'Pollich - Rice contacts by department, give counts',
    CN.breakdown(
      CCON,
      (c) => c.acc.name === 'Pollich - Rice',
      (c: CrmContact) => c.department,
      'Pollich - Rice contacts per department',
    ),
  ),
  q(
    'W-c14',
    'crm',
    'negotiation deals closing in 2026: mean win probability?',
    CM.avgProbability((o) => o.stage === 'negotiation' && closes('2026-')(o), 'average probability of negotiation deals closing in 2026'),
  ),
  q(
    'W-c15',
    'crm',
    'negotiation deals closing oct–dec 2025, total $',
    C.sum(
      OPPS,
      (o) => o.stage === 'negotiation' && closesBetween('2025-10-01', '2025-12-31')(o),
      value,
      'negotiation value closing in Q4 2025',
    ),
  ),
  q(
    'W-c16',
    'crm',
    'biggest deal we ever lost?',
    C.top(
      OPPS,
      (o) => o.stage === 'closed-lost',
      value,
      'max',
      (o) => o.name,
      'largest closed-lost deal',
    ),
  ),
  q('W-c17', 'crm', 'Runte, Schamberger and Hintz — annual revenue per employee', CJ.perEmployee('Runte, Schamberger and Hintz')),
  q(
    'W-c18',
    'crm',
    'share of asia-pacific accounts with 1,000+ employees',
    CX.share(
      ACCOUNTS,
      (x) => (x.employee_count ?? 0) >= 1000,
      'share of Asia Pacific accounts with 1,000+ employees',
      acct('region', 'Asia Pacific'),
    ),
  ),
  q(
    'W-c19',
    'crm',
    "north american open pipeline is how many times europe's?",
    K.ratio(
      { load: JOPPS, pred: (o: JOpp) => isOpen(o) && o.acc.region === 'North America', value, stat: 'sum' },
      { load: JOPPS, pred: (o: JOpp) => isOpen(o) && o.acc.region === 'Europe', value, stat: 'sum' },
      'North American open value over European open value',
    ),
  ),
  q(
    'W-c20',
    'crm',
    'deal type that accounts for the largest closed-won dollar total?',
    CU.groupTop(OPPS, won, dealType, (os) => os.reduce((s, o) => s + o.value, 0), 'max', 'deal type with the most closed-won value'),
  ),
  q(
    'W-c21',
    'crm',
    'asia pacific countries ranked by combined annual revenue of their accounts — top 2',
    CE.topGroups(
      ACCOUNTS,
      acct('region', 'Asia Pacific'),
      (x) => x.country,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      2,
      'max',
      'top 2 Asia Pacific countries by annual revenue',
    ),
  ),
  q(
    'W-c22',
    'crm',
    ['accounts in brazil', 'combined employee count for that list?'],
    C.sum(ACCOUNTS, acct('country', 'Brazil'), (x) => x.employee_count, 'employees at Brazilian accounts', 'count'),
  ),
  q(
    'W-c23',
    'crm',
    ["pull up Johns, Howell and Littel's opportunities", 'and the largest of those by value?'],
    CX.oppTopOf('Johns, Howell and Littel', 'max'),
  ),
  q(
    'W-c24',
    'crm',
    'in 2024, what month did we lose the most deals (by close date)',
    CE.busiestMonth(
      OPPS,
      (o) => o.stage === 'closed-lost',
      (o) => o.close_date,
      2024,
      'month of 2024 with the most closed-lost deals',
    ),
  ),
  q(
    'W-c25',
    'crm',
    'latam accounts: average # of opportunities per account',
    CF.oppsPerAccount((x) => x.region === 'Latin America', 'opportunities per Latin America account'),
  ),
  q('W-c26', 'crm', 'klocko and sons: names of the leads that work there', CI.leadsAt('Klocko and Sons')),
  q(
    'W-c27',
    'crm',
    'top 3 accounts by closed-won value with close dates in 2025',
    CW.topAccountsBy((o) => won(o) && closes('2025-')(o), 'sum', 3, 'max', 'top 3 accounts by closed-won value closing in 2025'),
  ),
  q(
    'W-c28',
    'crm',
    ['leads we got from trade shows', 'break those down by status — counts'],
    CN.breakdown(LEADS, lead('Trade Show'), (l) => l.status, 'Trade Show leads per status'),
  ),
  q(
    'W-c29',
    'crm',
    'swedish accounts lacking any CFO contact: count',
    K.join(
      { load: CACC, pred: acct('country', 'Sweden'), key: (x) => x.id },
      { load: (d) => d.crmContacts(), pred: (c) => c.job_title === CFO, key: (c) => c.account_id },
      true,
      COUNT,
      'Swedish accounts without a CFO',
    ),
  ),
  q(
    'W-c30',
    'crm',
    ['deals set to close in feb 2026', 'just the negotiation ones — sum of value?'],
    C.sum(OPPS, (o) => o.stage === 'negotiation' && closes('2026-02')(o), value, 'negotiation value closing in February 2026'),
  ),
  q(
    'W-c31',
    'crm',
    'best converting lead source, i.e. biggest closed-won percentage of its own leads',
    CM.groupRate(
      LEADS,
      () => true,
      (l) => l.source,
      (l) => l.status === 'closed-won',
      'max',
      'lead source with the highest closed-won rate',
      (k) => [k, ...(k.endsWith('s') ? [] : [`${k}s`])],
    ),
  ),
  q(
    'W-c32',
    'crm',
    'avg closed-won deal: europe vs north america, difference',
    K.gap(
      { load: JOPPS, pred: (o: JOpp) => won(o) && o.acc.region === 'Europe', value, stat: 'avg' },
      { load: JOPPS, pred: (o: JOpp) => won(o) && o.acc.region === 'North America', value, stat: 'avg' },
      'money',
      'gap between the average closed-won deal of Europe and of North America',
    ),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'W-b01',
    'crm',
    "whichever state tops the third-party revenue table: what's the crm win rate (won vs lost) for accounts located there",
    BW.crmWinRateInTopRevenueState('tp'),
  ),
  q(
    'W-b02',
    'crm',
    "looking only at states my own accounts are in, which one's CRM accounts carry the highest avg annual revenue",
    BW.stateByCrmAvgRevenue('my', 'max'),
  ),
  q(
    'W-b03',
    'crm',
    ['CTOs at my accounts: which state is home to the most of them?', 'ok how many CTOs does the crm list for that state'],
    BW.crmTitleInTopTitleState('my', CTO, CTO),
  ),
  q(
    'W-b04',
    'crm',
    'texas head count: contacts at every territory account there plus crm contacts at texas accounts, one total',
    BW.contactsInStateBoth('all', 'TX'),
  ),
  q(
    'W-b05',
    'territory',
    'how many of my territory accounts are in states where the crm has 20 or more accounts',
    BW.inCrmStates('my', (n) => n >= 20, '20+ CRM accounts'),
  ),
  q(
    'W-b06',
    'crm',
    'any state where the territory api (mine + 3rd party) has more accounts than the crm does? which',
    BW.statesOutnumbering('territory'),
  ),

  // Declines
  q('W-d01', 'decline', 'change the probability on Hayes Group - Expansion Deal to 95%', decline('update an opportunity')),
  q('W-d02', 'decline', 'wipe every closed-lost cold-call lead from the crm', decline('bulk delete of leads')),
  q('W-d03', 'decline', 'add Jane Roe as CFO under Falcon Media LLC in my territory', decline('the territory API is read-only')),
  q('W-d04', 'decline', 'email every qualified lead a 10% discount offer', decline('sending e-mail')),
  q('W-d05', 'decline', 'what will closed-won revenue look like in q3 2027', decline('a forecast')),
  q('W-d06', 'decline', "what's Zieme Group's current share price", decline('market data is not held')),
  q('W-d07', 'decline', 'what net promoter score did Kirlin Group give us', decline('survey scores are not held')),
  q('W-d08', 'decline', 'put a 30-min call with Claire Harber on my calendar for tuesday', decline('calendar booking')),
  q(
    'W-d09',
    'decline',
    ['negotiation-stage deals for Runte, Schamberger and Hintz', 'mark all of them closed-won'],
    decline('update opportunities'),
  ),
  q('W-d10', 'decline', 'which of our reps has the best quota attainment this year', decline('sales reps and quotas are not held')),
];
