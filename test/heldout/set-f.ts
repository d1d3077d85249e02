// Held-out set F: the kinds of sets A to E about other records in other words, plus kinds
// nobody asked before (test/heldout/kinds-f.ts). Written without looking at the planner.
// Not to be asked of the planner until the final measurement (only --selfcheck before that).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { TC, inStates } from './kinds-cd.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { CE, JCONTACTS, TE, notFound } from './kinds-e.js';
import { CF, TF } from './kinds-f.js';

const CEO = 'Chief Executive Officer';
const CTO = 'Chief Technology Officer';
const CLOSED = ['closed-won', 'closed-lost'];
const closes = (year: string) => (o: { close_date: string | null }) => o.close_date?.startsWith(year) ?? false;

export const SET_F: HeldOut[] = [
  // Territory API
  q('F-t01', 'territory', 'massachusetts: how many accts are mine?', T.count('my', 'MA')),
  q('F-t02', 'territory', 'top grossing 3rd party acct in TX', T.top('tp', 'max', 'TX')),
  q('F-t03', 'territory', 'add up revenue across my IL accounts', T.sumRevenue('my', 'IL')),
  q('F-t04', 'territory', 'which state contributes the least revenue among my own accounts', T.stateByRevenue('my', 'min')),
  q('F-t05', 'territory', 'willow networks co contacts?', T.contactsAt('Willow Networks Co')),
  q('F-t06', 'territory', 'roles we have on record at pioneer systems co', T.titlesAt('Pioneer Systems Co')),
  q('F-t07', 'territory', 'count the marketing directors in our contact list', T.countTitle('Director of Marketing')),
  q('F-t08', 'territory', 'does Ember Labs Co have a chief exec on file?', T.existsTitleAt('Ember Labs Co', CEO)),
  q(
    'F-t09',
    'territory',
    'of the high value outreach accounts, how many are NY based',
    TC.count({ campaign: 'High Value Outreach' }, inStates('NY'), 'in NY'),
  ),
  q('F-t10', 'territory', '3rd-party accts in the $500k to $1.5M revenue band', T.listRevenueRange('tp', 500_000, 1_500_000)),
  q('F-t11', 'territory', 'rev for granite cloud inc?', T.revenueOf('Granite Cloud Inc')),
  q('F-t12', 'territory', 'need the email addrs for everybody at union motors inc', T.emailsAt('Union Motors Inc')),
  q('F-t13', 'territory', '3 largest washington third-party accts', TC.topN('tp', inStates('WA'), 3, 'max')),
  q(
    'F-t14',
    'territory',
    'Vertex Motors Inc or Juniper Networks Inc - which is bigger revenue-wise',
    TC.compareAccounts('Vertex Motors Inc', 'Juniper Networks Inc'),
  ),
  q(
    'F-t15',
    'territory',
    'share of accounts (mine + 3rd party) doing under 1M in revenue, as a %',
    TC.share('all', (x) => x.revenue < 1_000_000, 'under $1M'),
  ),
  q(
    'F-t16',
    'territory',
    'how far apart are Orchid Software Inc and Redwood Analytics Inc on revenue',
    TC.diff('Orchid Software Inc', 'Redwood Analytics Inc'),
  ),
  q('F-t17', 'territory', 'median rev of the tech transformation accts', TC.median({ campaign: 'Tech Transformation' })),
  q('F-t18', 'territory', 'chloe jones - which account is she on', TC.accountOf('Chloe Jones')),
  q('F-t19', 'territory', "henry taylor's title?", TC.titleOf('Henry Taylor')),
  q(
    'F-t20',
    'territory',
    'VPs of sales at florida accounts, mine or 3rd party',
    TC.contactList('all', inStates('FL'), 'Vice President of Sales'),
  ),
  q(
    'F-t21',
    'territory',
    'which of my NY accts have a marketing director',
    TC.accountsWithTitle('my', inStates('NY'), 'Director of Marketing'),
  ),
  q('F-t22', 'territory', 'gap between the biggest and smallest 3rd party acct in texas', TE.spread('tp', inStates('TX'))),
  q('F-t23', 'territory', "fatima patel's company, what's its revenue", TE.revenueOfContact('Fatima Patel')),
  q('F-t24', 'territory', ['show my WA accts', 'and the people there?'], TC.contactList('my', inStates('WA'))),
  q(
    'F-t25',
    'territory',
    ['tech transformation accounts pls', 'how many of them sit in illinois'],
    TC.count({ campaign: 'Tech Transformation' }, inStates('IL'), 'in IL'),
  ),
  q('F-t26', 'territory', ['who is lucas rodriguez', 'what account is he with'], TC.accountOf('Lucas Rodriguez')),
  q(
    'F-t27',
    'territory',
    'software engineers - which state has got the most of them, all accts counted',
    TF.stateByTitle('all', 'Software Engineer', 'max'),
  ),
  q('F-t28', 'territory', '3rd party accts with both a CEO and a CTO', TF.accountsWithAllTitles('tp', [CEO, CTO])),
  q('F-t29', 'territory', 'which contact names show up at more than 1 of my accounts', TF.peopleAtSeveral('my')),
  q('F-t30', 'territory', 'whose email is noah.taylor98@vertexlabs.example.com', TF.contactByEmail('noah.taylor98@vertexlabs.example.com')),
  q(
    'F-t31',
    'territory',
    'which campaign covers more accounts, tech transformation or high value outreach?',
    TF.compareCampaigns('Tech Transformation', 'High Value Outreach'),
  ),
  q('F-t32', 'territory', 'how much more total revenue sits in my accounts than in the third-party ones', TF.totalGap('my', 'tp')),
  q('F-t33', 'territory', 'state w/ the fewest contacts on file, counting every account', TF.stateByContacts('all', 'min')),

  // CRM
  q(
    'F-c01',
    'crm',
    '# of education accounts in europe',
    C.count(ACCOUNTS, (x) => x.industry === 'Education' && x.region === 'Europe', 'Education accounts in Europe'),
  ),
  q(
    'F-c02',
    'crm',
    'how many lost deals were bigger than 250k',
    C.count(OPPS, (o) => o.stage === 'closed-lost' && o.value > 250_000, 'closed-lost deals over $250k'),
  ),
  q(
    'F-c03',
    'crm',
    'qualification-stage $ for middle east & africa accounts',
    C.sum(
      JOPPS,
      (o) => o.stage === 'qualification' && o.acc.region === 'Middle East & Africa',
      (o) => o.value,
      'qualification value in MEA',
    ),
  ),
  q(
    'F-c04',
    'crm',
    'which lead source has the best avg score',
    C.group(
      LEADS,
      () => true,
      (l) => l.source,
      (ls) => ls.reduce((s, l) => s + (l.score ?? 0), 0) / ls.length,
      'max',
      'lead source with the highest average score',
    ),
  ),
  q(
    'F-c05',
    'crm',
    'biggest toronto account by headcount',
    C.top(
      ACCOUNTS,
      (x) => x.city === 'Toronto',
      (x) => x.employee_count ?? 0,
      'max',
      (x) => x.name,
      'Toronto account with most employees',
    ),
  ),
  q(
    'F-c06',
    'crm',
    'do we have any hospitality accts in singapore',
    C.exists(ACCOUNTS, (x) => x.industry === 'Hospitality' && x.country === 'Singapore', 'hospitality accounts in Singapore'),
  ),
  q('F-c07', 'crm', 'deals of 200k+ closing feb 2026: top region by total $?', C.regionOfMonth(200_000, 2, 2026)),
  q(
    'F-c08',
    'crm',
    'of opps with a 2024 close date, what % ended up closed lost',
    CX.share(OPPS, (o) => o.stage === 'closed-lost', 'closed-lost share of 2024 opps', closes('2024')),
  ),
  q(
    'F-c09',
    'crm',
    'top 3 lost deals by value that have 2026 close dates',
    CX.topN(
      OPPS,
      (o) => o.stage === 'closed-lost' && closes('2026')(o),
      (o) => o.value,
      3,
      'max',
      (o) => o.name,
      'top 3 closed-lost deals of 2026',
    ),
  ),
  q(
    'F-c10',
    'crm',
    'median employee count for latin american accounts',
    CE.median(
      ACCOUNTS,
      (x) => x.region === 'Latin America',
      (x) => x.employee_count ?? 0,
      'median employees (Latin America)',
      'plain',
    ),
  ),
  q(
    'F-c11',
    'crm',
    'which month of 2025 has the most qualification opps closing',
    CE.busiestMonth(
      OPPS,
      (o) => o.stage === 'qualification',
      (o) => o.close_date,
      2025,
      'month of 2025 with most qualification opportunities closing',
    ),
  ),
  q(
    'F-c12',
    'crm',
    'top 3 countries in MEA by number of accounts',
    CE.topGroups(
      ACCOUNTS,
      (x) => x.region === 'Middle East & Africa',
      (x) => x.country,
      (xs) => xs.length,
      3,
      'max',
      'top 3 MEA countries by accounts',
    ),
  ),
  q(
    'F-c13',
    'crm',
    'most common job title among contacts at UK accounts',
    C.group(
      JCONTACTS,
      (c) => c.acc.country === 'United Kingdom',
      (c) => c.job_title,
      (cs) => cs.length,
      'max',
      'most common job title at UK accounts',
    ),
  ),
  q('F-c14', 'crm', 'list everyone at Moore, Casper and Schulist', C.contactsOf('Moore, Casper and Schulist')),
  q('F-c15', 'crm', "fadel group - who's the primary", C.primaryOf('Fadel Group')),
  q(
    'F-c16',
    'crm',
    'open pipeline value for McLaughlin, Ernser and Wehner (anything not closed)',
    C.oppValueOf('McLaughlin, Ernser and Wehner', (o) => !CLOSED.includes(o.stage)),
  ),
  q('F-c17', 'crm', 'HR directors at Shanahan - Kohler?', CX.withTitleAt('Shanahan - Kohler', 'HR Director')),
  q('F-c18', 'crm', "what roles do we have at O'Connell, Runolfsdottir and Grant", CX.titlesAt("O'Connell, Runolfsdottir and Grant")),
  q('F-c19', 'crm', 'phone # for zieme group', CX.fact('Zieme Group', 'phone', 'text')),
  q('F-c20', 'crm', 'laverne bashirian dept?', CX.deptOf('Laverne Bashirian')),
  q('F-c21', 'crm', 'lead makenna yundt - what was the source', CE.leadFact('Makenna Yundt', 'source')),
  q(
    'F-c22',
    'crm',
    'how big is the Blick, Legros and Weissnat - Platform License deal',
    CF.oppValue('Blick, Legros and Weissnat - Platform License'),
  ),
  q(
    'F-c23',
    'crm',
    'win probability on Hegmann - Little - Annual Support Renewal?',
    CF.oppProbability('Hegmann - Little - Annual Support Renewal'),
  ),
  q('F-c24', 'crm', "who's in the sales dept at Wiza, Langworth and Runte", CF.deptAt('Wiza, Langworth and Runte', 'Sales')),
  q(
    'F-c25',
    'crm',
    'more $ tied up in proposal or in negotiation?',
    CF.compareSum(
      OPPS,
      [
        { names: ['proposal'], pred: (o) => o.stage === 'proposal' },
        { names: ['negotiation'], pred: (o) => o.stage === 'negotiation' },
      ],
      (o) => o.value,
      'stage with more value',
    ),
  ),
  q(
    'F-c26',
    'crm',
    'spanish account with the biggest open pipeline (not closed won/lost)',
    C.group(
      JOPPS,
      (o) => o.acc.country === 'Spain' && !CLOSED.includes(o.stage),
      (o) => o.acc.name,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'Spanish account with the largest open pipeline',
    ),
  ),
  q(
    'F-c27',
    'crm',
    'by close date, how much more closed-won $ in 2025 than 2024',
    CF.sumGap(
      OPPS,
      (o) => o.stage === 'closed-won' && closes('2025')(o),
      (o) => o.stage === 'closed-won' && closes('2024')(o),
      (o) => o.value,
      'closed-won value 2025 minus 2024',
    ),
  ),
  q(
    'F-c28',
    'crm',
    'avg number of opps per account in latam',
    CF.oppsPerAccount((x) => x.region === 'Latin America', 'opportunities per Latin America account'),
  ),
  q(
    'F-c29',
    'crm',
    ['crm accounts in south korea', 'which one has the most staff'],
    C.accountTop(
      (x) => x.country === 'South Korea',
      (x) => x.employee_count ?? 0,
      'max',
      'South Korean account with most employees',
    ),
  ),
  q('F-c30', 'crm', ['opps at Ritchie, Brekke and Lemke', 'filter to the lost ones'], C.oppsOf('Ritchie, Brekke and Lemke', 'closed-lost')),
  q(
    'F-c31',
    'crm',
    ['social media leads', 'whats their avg score'],
    C.avg(
      LEADS,
      (l) => l.source === 'Social Media',
      (l) => l.score,
      'average social-media lead score',
      'plain',
    ),
  ),

  // Must be declined
  q('F-d01', 'decline', 'reassign Nova Cloud Co to the third-party list', decline('unsupported write')),
  q('F-d02', 'decline', 'log a call with Noah Hall at Ember Labs Co for tomorrow at 3pm', decline('unsupported action')),
  q('F-d03', 'decline', "when's the contract renewal date for Falcon Logistics Inc?", decline('data not held', /\b20\d\d\b/)),
  q(
    'F-d04',
    'decline',
    'status of the lead Oswin Quarrelby?',
    notFound('no such lead', /\bstatus\b[^\n]{0,30}\b(new|contacted|qualified|proposal|negotiation|closed-won|closed-lost)\b/i),
  ),
];
