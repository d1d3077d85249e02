// Held-out set E: the kinds of sets C and D (and a few of A and B) about other records in other
// words, plus kinds nobody asked before (test/heldout/kinds-e.ts). Written without looking at
// the planner. Not to be asked of the planner until the final measurement (only --selfcheck).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, between } from './kinds-cd-crm.js';
import { CE, JCONTACTS, TE, notFound } from './kinds-e.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';

export const SET_E: HeldOut[] = [
  // Territory API
  q('E-t01', 'territory', 'top 4 third prty accounts in cali by revenue', TC.topN('tp', inStates('CA'), 4, 'max')),
  q(
    'E-t02',
    'territory',
    'Ember Systems LLC vs Meridian Robotics Co, which one pulls in more?',
    TC.compareAccounts('Ember Systems LLC', 'Meridian Robotics Co'),
  ),
  q(
    'E-t03',
    'territory',
    'counting mine and 3rd party together, does florida or washington have more accounts',
    TC.compareStates('all', 'FL', 'WA'),
  ),
  q('E-t04', 'territory', 'texas accts as a % of all third-party accts?', TC.share('tp', inStates('TX'), 'in TX')),
  q(
    'E-t05',
    'territory',
    'diff in rev between Harbor Logistics LLC and Vertex Networks Inc?',
    TC.diff('Harbor Logistics LLC', 'Vertex Networks Inc'),
  ),
  q('E-t06', 'territory', 'median account revenue if you lump my accts and the 3rd party ones together', TC.median('all')),
  q(
    'E-t07',
    'territory',
    'how many of my accts do between 2 and 4 mil in revenue',
    TC.count('my', (x) => x.revenue >= 2_000_000 && x.revenue <= 4_000_000, 'with $2M-$4M'),
  ),
  q(
    'E-t08',
    'territory',
    "which accounts have 'Robotics' in their name? mine or third-party, doesn't matter",
    TC.list('all', (x) => x.name.split(' ').includes('Robotics'), 'named Robotics'),
  ),
  q('E-t09', 'territory', 'which account is priya walker at', TC.accountOf('Priya Walker')),
  q('E-t10', 'territory', "harper garcia - what's her role", TC.titleOf('Harper Garcia')),
  q('E-t11', 'territory', 'need wei hernandez email pls', TC.emailOf('Wei Hernandez')),
  q('E-t12', 'territory', 'names of ceos at new york accounts (my own + third-party)', TC.contactList('all', inStates('NY'), CEO)),
  q('E-t13', 'territory', 'which of my california accts have a ceo among their contacts', TC.accountsWithTitle('my', inStates('CA'), CEO)),
  q(
    'E-t14',
    'territory',
    'is any massachusetts 3rd party acct above $5M rev',
    TC.exists('tp', (x) => x.state === 'MA' && x.revenue > 5_000_000, 'in MA over $5M'),
  ),
  q('E-t15', 'territory', 'got any data scientists at my florida accounts?', TC.existsTitle('my', inStates('FL'), 'Data Scientist')),
  q('E-t16', 'territory', 'state with the lowest avg revenue per account, counting all 100 accounts', TC.stateAvg('all', 'min')),
  q(
    'E-t17',
    'territory',
    "for high value outreach, what's the smallest acct",
    TC.pick({ campaign: 'High Value Outreach' }, ANY, 'min', ''),
  ),
  q('E-t18', 'territory', 'least common role among the people at my accounts', TC.titleTop('my', 'min')),
  q('E-t19', 'territory', 'whats the 2nd smallest account by revenue overall, mine and 3rd party', TC.nth('all', 2, 'min')),
  q('E-t20', 'territory', 'who do we know at juniper energy group', T.contactsAt('Juniper Energy Group')),
  q('E-t21', 'territory', 'what positions are on file for Orchid Media Inc', T.titlesAt('Orchid Media Inc')),
  q('E-t22', 'territory', 'state where 3rd-party revenue adds up to the least', T.stateByRevenue('tp', 'min')),
  q('E-t23', 'territory', ['3rd party accts in colorado', 'avg rev of those?'], TC.avg('tp', inStates('CO'), 'in CO')),
  q(
    'E-t24',
    'territory',
    ['give me every data scientist', 'just the ones at my illinois accounts'],
    TC.contactList('my', inStates('IL'), 'Data Scientist'),
  ),
  q('E-t25', 'territory', ['pull up Summit Robotics Inc', 'how much does it make'], T.revenueOf('Summit Robotics Inc')),
  q('E-t26', 'territory', ['my massachusetts accounts', 'biggest one?'], T.top('my', 'max', 'MA')),
  q(
    'E-t27',
    'territory',
    'among third party accts, does texas or florida bring in more total revenue',
    TE.compareStateRevenue('tp', 'TX', 'FL'),
  ),
  q('E-t28', 'territory', 'spread in dollars between my largest and my smallest account', TE.spread('my')),
  q(
    'E-t29',
    'territory',
    'what fraction of my revenue comes from california, in percent',
    TE.revenueShare('my', inStates('CA'), 'from CA'),
  ),
  q('E-t30', 'territory', "how much revenue does olivia hernandez's company make", TE.revenueOfContact('Olivia Hernandez')),
  q('E-t31', 'territory', 'what state is abigail singh based in', TE.stateOfContact('Abigail Singh')),
  q('E-t32', 'territory', 'how many third-party accts sit above the third-party average revenue', TE.aboveAverage('tp')),
  q('E-t33', 'territory', 'number of my accounts where we have no ceo on record', TE.withoutTitle('my', CEO)),

  // CRM
  q(
    'E-c01',
    'crm',
    'how many qualification-stage opps are set to close in march 2026',
    C.count(
      OPPS,
      (o) => o.stage === 'qualification' && (o.close_date?.startsWith('2026-03') ?? false),
      'qualification opps closing 2026-03',
    ),
  ),
  q(
    'E-c02',
    'crm',
    'won deals at apac accounts, total $ amount?',
    C.sum(
      JOPPS,
      (o) => o.stage === 'closed-won' && o.acc.region === 'Asia Pacific',
      (o) => o.value,
      'closed-won value in Asia Pacific',
    ),
  ),
  q(
    'E-c03',
    'crm',
    'which country has the biggest prospecting pipeline (sum of deal values)',
    C.group(
      JOPPS,
      (o) => o.stage === 'prospecting',
      (o) => o.acc.country,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'country by prospecting value',
    ),
  ),
  q(
    'E-c04',
    'crm',
    'of the referral leads, what percent have a score of 80 or more',
    CX.share(
      LEADS,
      (l) => (l.score ?? -1) >= 80,
      'referral leads scored 80+',
      (l) => l.source === 'Referral',
    ),
  ),
  q('E-c05', 'crm', 'which country is Gorczany, Kihn and Carroll located in', CX.fact('Gorczany, Kihn and Carroll', 'country', 'text')),
  q('E-c06', 'crm', 'website for heaney, moore and bayer?', CE.websiteOf('Heaney, Moore and Bayer')),
  q('E-c07', 'crm', 'Veum Inc annual rev', CX.fact('Veum Inc', 'annual_revenue', 'money')),
  q('E-c08', 'crm', 'who are the CFOs over at Balistreri Group', CX.withTitleAt('Balistreri Group', CFO)),
  q('E-c09', 'crm', 'what titles do people hold at Lindgren - Frami', CX.titlesAt('Lindgren - Frami')),
  q('E-c10', 'crm', 'jermain harber is in which dept', CX.deptOf('Jermain Harber')),
  q('E-c11', 'crm', 'main contact at frami - beer?', C.primaryOf('Frami - Beer')),
  q(
    'E-c12',
    'crm',
    'did we win more deals in 2024 or in 2025 (by close date)',
    CX.compare(
      OPPS,
      [
        { names: ['2024'], pred: (o) => o.stage === 'closed-won' && (o.close_date?.startsWith('2024') ?? false) },
        { names: ['2025'], pred: (o) => o.stage === 'closed-won' && (o.close_date?.startsWith('2025') ?? false) },
      ],
      'year with more closed-won deals',
    ),
  ),
  q(
    'E-c13',
    'crm',
    'three biggest won deals that closed in 2025',
    CX.topN(
      OPPS,
      (o) => o.stage === 'closed-won' && (o.close_date?.startsWith('2025') ?? false),
      (o) => o.value,
      3,
      'max',
      (o) => o.name,
      'top 3 closed-won deals of 2025',
    ),
  ),
  q(
    'E-c14',
    'crm',
    'top 4 latam accounts by annual revenue',
    CX.topN(
      ACCOUNTS,
      (x) => x.region === 'Latin America',
      (x) => x.annual_revenue ?? 0,
      4,
      'max',
      (x) => x.name,
      'top 4 Latin America accounts',
    ),
  ),
  q(
    'E-c15',
    'crm',
    'count of opps due to close during Q4 2024',
    C.count(OPPS, (o) => between('2024-10-01', '2024-12-31')(o.close_date), 'opps closing Q4 2024'),
  ),
  q(
    'E-c16',
    'crm',
    'any partner leads in media with a perfect 100 score?',
    C.exists(LEADS, (l) => l.source === 'Partner' && l.industry === 'Media' && l.score === 100, 'partner media lead scored 100'),
  ),
  q('E-c17', 'crm', 'has Lowe - Hansen won any deals?', CX.oppStageOf('Lowe - Hansen', 'closed-won')),
  q(
    'E-c18',
    'crm',
    'how much did we lose with Maggio - Hagenes? total of their closed-lost opps',
    C.oppValueOf('Maggio - Hagenes', (o) => o.stage === 'closed-lost'),
  ),
  q(
    'E-c19',
    'crm',
    ['crm accounts in the netherlands', "who's the biggest by revenue"],
    C.accountTop(
      (x) => x.country === 'Netherlands',
      (x) => x.annual_revenue ?? 0,
      'max',
      'Dutch account with highest revenue',
    ),
  ),
  q(
    'E-c20',
    'crm',
    ['leads that came from our website', 'how many of them are at proposal'],
    C.count(LEADS, (l) => l.source === 'Website' && l.status === 'proposal', 'website leads at proposal'),
  ),
  q('E-c21', 'crm', ['deals for Muller, Boehm and Blanda', 'which is the smallest'], CX.oppTopOf('Muller, Boehm and Blanda', 'min')),
  q(
    'E-c22',
    'crm',
    'how many CFOs work at german accounts',
    C.count(JCONTACTS, (c) => c.job_title === CFO && c.acc.country === 'Germany', 'CFOs at German accounts'),
  ),
  q(
    'E-c23',
    'crm',
    'probability-weighted value of everything in negotiation',
    C.sum(
      OPPS,
      (o) => o.stage === 'negotiation',
      (o) => o.value * (o.probability ?? 0),
      'weighted negotiation value',
    ),
  ),
  q(
    'E-c24',
    'crm',
    'median size of a closed won deal',
    CE.median(
      OPPS,
      (o) => o.stage === 'closed-won',
      (o) => o.value,
      'median closed-won value',
    ),
  ),
  q('E-c25', 'crm', 'email address of Consuelo Koelpin-Ebert?', CE.contactEmail('Consuelo Koelpin-Ebert')),
  q('E-c26', 'crm', 'the lead Burnice Corkery, what company is that', CE.leadFact('Burnice Corkery', 'company')),
  q('E-c27', 'crm', "whats harrison lynch's lead score", CE.leadFact('Harrison Lynch', 'score')),
  q(
    'E-c28',
    'crm',
    'in 2024 which month had the most closed-won deals',
    CE.busiestMonth(
      OPPS,
      (o) => o.stage === 'closed-won',
      (o) => o.close_date,
      2024,
      'month of 2024 with most closed-won deals',
    ),
  ),
  q(
    'E-c29',
    'crm',
    'in how many different european countries do we have accounts',
    CE.distinct(
      ACCOUNTS,
      (x) => x.region === 'Europe',
      (x) => x.country,
      'European countries with accounts',
    ),
  ),
  q(
    'E-c30',
    'crm',
    'top 3 industries ranked by closed won deal value',
    CE.topGroups(
      JOPPS,
      (o) => o.stage === 'closed-won',
      (o) => o.acc.industry,
      (os) => os.reduce((s, o) => s + o.value, 0),
      3,
      'max',
      'top 3 industries by closed-won value',
    ),
  ),

  // Must be declined
  q('E-d01', 'decline', 'glorp nimbus thwack ferrule', decline('nonsense')),
  q('E-d02', 'decline', 'hows the weather looking in miami this afternoon', decline('off topic: weather')),
  q('E-d03', 'decline', 'convert 72 fahrenheit to celsius real quick', decline('unrelated task')),
  q('E-d04', 'decline', 'email for the primary contact at Quorblex Dynamics Ltd', notFound('no such account', /@/)),
];
