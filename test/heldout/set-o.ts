// Held-out set O: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 6 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS, between } from './kinds-cd-crm.js';
import { CE, notFound } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { dealType } from './kinds-h.js';
import { TI } from './kinds-i.js';
import { CJ } from './kinds-j.js';
import { COUNT, K, TACC, TACCX, TCON, fig } from './kinds-k.js';
import { CN, TN, accountNamed } from './kinds-n.js';
import { BO, CO, TO } from './kinds-o.js';
import type { TerritoryAccount } from './data.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const DS = 'Data Scientist';
const VP_SALES = 'Vice President of Sales';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const M = 1_000_000;
const rev = (x: TerritoryAccount) => x.revenue;
const named = (word: string) => (x: { name: string }) => new RegExp(`(?<![A-Za-z])${word}(?![A-Za-z])`, 'i').test(x.name);
const fullName = (x: { first_name: string; last_name: string }) => `${x.first_name} ${x.last_name}`;
const wonBetween = (from: string, to: string) => (o: { stage: string; close_date: string | null }) =>
  o.stage === 'closed-won' && between(from, to)(o.close_date);

export const SET_O: HeldOut[] = [
  // Territory API
  q(
    'O-t01',
    'territory',
    'how many accts do i own in oregon and washington put together',
    TC.count('my', inStates('OR', 'WA'), 'in OR or WA'),
  ),
  q('O-t02', 'territory', 'ohio third party accts - whos the top earner', T.top('tp', 'max', 'OH')),
  q('O-t03', 'territory', 'avg rev of my accounts in nc or arizona?', TC.avg('my', inStates('NC', 'AZ'), 'in NC or AZ')),
  q('O-t04', 'territory', 'zenith robotics co is located in what state', T.stateOf('Zenith Robotics Co')),
  q('O-t05', 'territory', 'iron software group revenue pls', T.revenueOf('Iron Software Group')),
  q('O-t06', 'territory', 'whos the cfo over at union motors inc', TC.contactList('all', accountNamed('Union Motors Inc'), CFO)),
  q('O-t07', 'territory', "need omar lewis's email adress", TC.emailOf('Omar Lewis')),
  q('O-t08', 'territory', 'where does isabella martin work', TC.accountOf('Isabella Martin')),
  q('O-t09', 'territory', 'vp of sales ppl at third-party accts in florida', TC.contactList('tp', inStates('FL'), VP_SALES)),
  q('O-t10', 'territory', 'how many sales managers r there across my accounts', TC.contactCount('my', ANY, 'Sales Manager')),
  q('O-t11', 'territory', 'top 4 accounts by revenue, mine and third party combined', TC.topN('all', ANY, 4, 'max')),
  q('O-t12', 'territory', 'lowest revenue acct i have in new york state', T.top('my', 'min', 'NY')),
  q('O-t13', 'territory', 'give me total revenue per state for my accounts', TO.revenueByState('my')),
  q(
    'O-t14',
    'territory',
    'what % of the third party accts are on the west coast (ca, or, wa)',
    TC.share('tp', inStates('CA', 'OR', 'WA'), 'in CA, OR or WA'),
  ),
  q('O-t15', 'territory', 'third party accts - california or texas, which has more', TC.compareStates('tp', 'CA', 'TX')),
  q(
    'O-t16',
    'territory',
    'my florida + georgia accts that only have one contact',
    CG.list(
      TACCX('my'),
      (x) => ['FL', 'GA'].includes(x.state) && x.contacts === 1,
      (x) => x.name,
      'my FL and GA accounts with exactly one contact',
    ),
  ),
  q(
    'O-t17',
    'territory',
    'my accounts over 7m that dont have a ceo contact',
    TN.lackingTitle('my', (x) => x.revenue > 7 * M, CEO, 'over $7M'),
  ),
  q(
    'O-t18',
    'territory',
    'which illinois accounts are on the tech transformation list',
    TC.list({ campaign: 'Tech Transformation' }, inStates('IL'), 'in IL'),
  ),
  q('O-t19', 'territory', 'what share of all contacts are account execs', TG.titleShare('all', 'Account Executive')),
  q('O-t20', 'territory', 'how many ppl do we have on file at 3rd party accounts in georgia', TC.contactCount('tp', inStates('GA'))),
  q('O-t21', 'territory', 'any cfo at the ohio third party accts?', TC.existsTitle('tp', inStates('OH'), CFO)),
  q('O-t22', 'territory', 'largest 3rd party company that has a data scientist', TG.pickWithTitle('tp', DS, 'max')),
  q(
    'O-t23',
    'territory',
    '3rd party accts w revenue from 3.5m to 4.5m',
    TC.list('tp', (x) => x.revenue >= 3.5 * M && x.revenue <= 4.5 * M, '$3.5M-$4.5M'),
  ),
  q(
    'O-t24',
    'territory',
    'how much more does willow biotech group make than orchid software inc',
    TC.diff('Willow Biotech Group', 'Orchid Software Inc'),
  ),
  q(
    'O-t25',
    'territory',
    'total revenue of every account with networks in the name, mine and 3rd party',
    TC.sum('all', named('Networks'), 'named Networks'),
  ),
  q(
    'O-t26',
    'territory',
    'how many of my accts out-earn the biggest third party acct in georgia',
    K.beyond(
      TACC('my'),
      () => true,
      rev,
      'above',
      { load: TACC('tp'), pred: inStates('GA'), value: rev, stat: 'max' },
      COUNT,
      'my accounts above the largest third-party account in GA',
    ),
  ),
  q(
    'O-t27',
    'territory',
    'which states have an account over 6m in my book AND a third party account over 6m',
    K.keyDiff(
      { load: TACC('my'), pred: (x) => x.revenue > 6 * M, key: (x) => x.state },
      { load: TACC('tp'), pred: (x) => x.revenue > 6 * M, key: (x) => x.state },
      'and',
      'state',
      'states with both my and third-party accounts over $6M',
    ),
  ),
  q(
    'O-t28',
    'territory',
    'my biggest account makes how many times what my smallest one does?',
    K.ratio(
      { load: TACC('my'), value: rev, stat: 'max' },
      { load: TACC('my'), value: rev, stat: 'min' },
      'my largest revenue over my smallest',
    ),
  ),
  q('O-t29', 'territory', ['my accounts in new york', 'which of those have a ceo'], TC.accountsWithTitle('my', inStates('NY'), CEO)),
  q(
    'O-t30',
    'territory',
    ['3rd party accounts making over 7m', 'sort em smallest to largest'],
    TI.ranked('tp', (x) => x.revenue > 7 * M, 'min', 'over $7M'),
  ),
  q('O-t31', 'territory', ['list my arizona accounts', 'who are the contacts at the biggest one'], T.contactsAt('Keystone Robotics Group')),
  q(
    'O-t32',
    'territory',
    'which job titles dont show up at all among contacts at my california accts',
    K.keyDiff(
      { load: TCON('all'), key: (c) => c.job_title },
      { load: TCON('my'), pred: (c) => c.acc.state === 'CA', key: (c) => c.job_title },
      'minus',
      'title',
      'job titles absent from my CA accounts',
    ),
  ),

  // CRM
  q(
    'O-c01',
    'crm',
    'how many hospitality accts do we have in europe',
    C.count(ACCOUNTS, (x) => x.industry === 'Hospitality' && x.region === 'Europe', 'Hospitality accounts in Europe'),
  ),
  q(
    'O-c02',
    'crm',
    'south korean accounts w/ more than 2500 employees',
    CG.list(
      ACCOUNTS,
      (x) => x.country === 'South Korea' && (x.employee_count ?? 0) > 2500,
      (x) => x.name,
      'South Korean accounts over 2,500 employees',
    ),
  ),
  q(
    'O-c03',
    'crm',
    'biggest opp currently in negotiation?',
    C.top(
      OPPS,
      (o) => o.stage === 'negotiation',
      (o) => o.value,
      'max',
      (o) => o.name,
      'largest negotiation deal',
    ),
  ),
  q(
    'O-c04',
    'crm',
    'smallest canadian acct by annual rev',
    C.top(
      ACCOUNTS,
      (x) => x.country === 'Canada',
      (x) => x.annual_revenue ?? 0,
      'min',
      (x) => x.name,
      'smallest Canadian account',
    ),
  ),
  q(
    'O-c05',
    'crm',
    'avg deal size on enterprise agreement opps',
    C.avg(OPPS, dealType('Enterprise Agreement'), (o) => o.value, 'average Enterprise Agreement deal'),
  ),
  q(
    'O-c06',
    'crm',
    'closed won $ total for security upgrade deals',
    C.sum(
      OPPS,
      (o) => o.stage === 'closed-won' && dealType('Security Upgrade')(o),
      (o) => o.value,
      'closed-won Security Upgrade value',
    ),
  ),
  q(
    'O-c07',
    'crm',
    'opps still open (not won/lost) closing in 2026, how many in each stage',
    CN.breakdown(
      OPPS,
      (o) => OPEN.includes(o.stage) && between('2026-01-01', '2026-12-31')(o.close_date),
      (o) => o.stage,
      'open deals closing in 2026 per stage',
    ),
  ),
  q(
    'O-c08',
    'crm',
    'how many opps have a close date between oct 1 and nov 15 2025',
    C.count(OPPS, (o) => between('2025-10-01', '2025-11-15')(o.close_date), 'deals closing 2025-10-01 to 2025-11-15'),
  ),
  q(
    'O-c09',
    'crm',
    'what percentage of crm contacts are marked primary',
    CX.share(CONTACTS, (c) => c.is_primary, 'primary contacts'),
  ),
  q(
    'O-c10',
    'crm',
    'do we have more pharma accounts or financial services ones',
    CX.compare(
      ACCOUNTS,
      [
        { names: ['Pharmaceuticals', 'pharma', 'pharmaceutical'], pred: (x) => x.industry === 'Pharmaceuticals' },
        { names: ['Financial Services'], pred: (x) => x.industry === 'Financial Services' },
      ],
      'industry with more accounts',
    ),
  ),
  q(
    'O-c11',
    'crm',
    'in asia pacific, what industry has the fewest accounts',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'Asia Pacific',
      (x) => x.industry,
      (xs) => xs.length,
      'min',
      'Asia Pacific industry with the fewest accounts',
    ),
  ),
  q(
    'O-c12',
    'crm',
    'which quarter of 2025 brought in the most closed-won revenue',
    CF.compareSum(
      OPPS,
      [
        { names: ['Q1', 'first quarter', 'Jan-Mar', 'January-March', 'January to March'], pred: wonBetween('2025-01-01', '2025-03-31') },
        { names: ['Q2', 'second quarter', 'Apr-Jun', 'April-June', 'April to June'], pred: wonBetween('2025-04-01', '2025-06-30') },
        { names: ['Q3', 'third quarter', 'Jul-Sep', 'July-September', 'July to September'], pred: wonBetween('2025-07-01', '2025-09-30') },
        {
          names: ['Q4', 'fourth quarter', 'Oct-Dec', 'October-December', 'October to December'],
          pred: wonBetween('2025-10-01', '2025-12-31'),
        },
      ],
      (o) => o.value,
      'quarter of 2025 with the most closed-won value',
    ),
  ),
  q(
    'O-c13',
    'crm',
    'which type of deal (cloud migration, pilot project etc) made us the most closed won $ in 2025',
    C.group(
      OPPS,
      wonBetween('2025-01-01', '2025-12-31'),
      (o) => o.name.split(' - ').at(-1) ?? null,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'deal type with the most closed-won value in 2025',
    ),
  ),
  q(
    'O-c14',
    'crm',
    'north american accounts: which industry adds up to the least annual revenue',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'North America',
      (x) => x.industry,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'min',
      'North American industry with the least annual revenue',
    ),
  ),
  q(
    'O-c15',
    'crm',
    'nigerian accounts in financial services?',
    CG.list(
      ACCOUNTS,
      (x) => x.country === 'Nigeria' && x.industry === 'Financial Services',
      (x) => x.name,
      'Nigerian Financial Services accounts',
    ),
  ),
  q(
    'O-c16',
    'crm',
    'leads with a chief information officer title scoring 90 or above - how many',
    C.count(LEADS, (l) => l.job_title === 'Chief Information Officer' && (l.score ?? -1) >= 90, 'CIO leads scoring 90+'),
  ),
  q('O-c17', 'crm', "whats boyle inc's annual revenue", CX.fact('Boyle Inc', 'annual_revenue', 'money')),
  q('O-c18', 'crm', 'what city is weimann, roob and mohr in', CX.fact('Weimann, Roob and Mohr', 'city', 'text')),
  q('O-c19', 'crm', "winston miller's title?", CO.contactTitle('Winston Miller')),
  q('O-c20', 'crm', 'freida ondricka lead score?', CE.leadFact('Freida Ondricka', 'score')),
  q('O-c21', 'crm', 'whos the main contact at grimes, skiles and langworth', C.primaryOf('Grimes, Skiles and Langworth')),
  q(
    'O-c22',
    'crm',
    'probability on the wilkinson and sons - managed services opp',
    CF.oppProbability('Wilkinson and Sons - Managed Services'),
  ),
  q(
    'O-c23',
    'crm',
    'when does runolfsdottir, mann and koelpin - security upgrade close',
    CG.oppCloseDate('Runolfsdottir, Mann and Koelpin - Security Upgrade'),
  ),
  q(
    'O-c24',
    'crm',
    'maggio - ortiz opps, how many per stage',
    CN.breakdown(
      JOPPS,
      (o) => o.acc.name === 'Maggio - Ortiz',
      (o) => o.stage,
      'Maggio - Ortiz deals per stage',
    ),
  ),
  q(
    'O-c25',
    'crm',
    'how much have we won (closed won $) with walter, blanda and homenick',
    C.oppValueOf('Walter, Blanda and Homenick', (o) => o.stage === 'closed-won'),
  ),
  q(
    'O-c26',
    'crm',
    'how many new accounts got added to the crm in 2024',
    CJ.createdBetween(ACCOUNTS, '2024-01-01', '2024-12-31', 'accounts created in 2024'),
  ),
  q(
    'O-c27',
    'crm',
    'average opp value by region',
    CO.avgBreakdown(
      JOPPS,
      () => true,
      (o) => o.acc.region,
      (o) => o.value,
      'average deal value per region',
    ),
  ),
  q(
    'O-c28',
    'crm',
    'of the trade show leads, what % ended up closed won',
    CX.share(
      LEADS,
      (l) => l.status === 'closed-won',
      'closed-won share of Trade Show leads',
      (l) => l.source === 'Trade Show',
    ),
  ),
  q(
    'O-c29',
    'crm',
    'how many crm accounts have 3 or fewer opportunities',
    CO.accountsByOppCount((n) => n <= 3, 'accounts with at most 3 deals'),
  ),
  q(
    'O-c30',
    'crm',
    ['show me the energy companies in germany', 'whats their avg annual revenue'],
    C.avg(
      ACCOUNTS,
      (x) => x.country === 'Germany' && x.industry === 'Energy',
      (x) => x.annual_revenue,
      'average annual revenue of German Energy accounts',
    ),
  ),
  q(
    'O-c31',
    'crm',
    ['leads from social media', 'just the qualified ones with a score over 95'],
    CG.list(
      LEADS,
      (l) => l.source === 'Social Media' && l.status === 'qualified' && (l.score ?? -1) > 95,
      fullName,
      'qualified Social Media leads over 95',
    ),
  ),
  q('O-c32', 'crm', ['show me keebler inc opportunities', 'which one closes last'], CO.oppByDate('Keebler Inc', 'max')),

  // Both APIs (labelled by the API whose figure answers them)
  q(
    'O-x01',
    'crm',
    'how many contacts are there in the territory api vs the crm',
    K.each([
      { get: fig({ load: (d) => d.territoryContacts(), stat: 'count' }), unit: 'count', what: 'territory contacts' },
      { get: fig({ load: CONTACTS, stat: 'count' }), unit: 'count', what: 'CRM contacts' },
    ]),
  ),
  q('O-x02', 'crm', 'how many crm accounts are in the same state as my biggest account', BO.crmCountInStateOfTop('my')),
  q(
    'O-x03',
    'crm',
    'how many crm contacts work at us accounts in states where i have 5 or more accounts of my own',
    BO.crmContactsInStatesWith('my', 5),
  ),
  q('O-x04', 'territory', 'whats my total territory revenue in whichever state has the most crm accounts', BO.revenueInCrmTopState('my')),
  q(
    'O-x05',
    'crm',
    'out of the states where i have my own accounts, which has the biggest closed-won total in the crm',
    BO.stateByCrmWon('my', 'max'),
  ),
  q('O-x06', 'crm', 'avg annual revenue of crm accounts in the state with the most third party accounts', BO.crmAvgInTopStateOf('tp')),

  // Must be declined
  q(
    'O-d01',
    'decline',
    'merge keystone robotics group and keystone robotics corp into one record, theyre the same company',
    decline('merging records is a write'),
  ),
  q('O-d02', 'decline', "update chloe young's title to senior software engineer", decline('updating a contact')),
  q(
    'O-d03',
    'decline',
    'text the main contact at grimes, skiles and langworth that our demo moved to 3pm',
    decline('messaging is not supported'),
  ),
  q(
    'O-d04',
    'decline',
    "pioneer motors inc - what's their employee count",
    decline('territory accounts hold no head count', /\b\d[\d,]*\s*(?:employees|people|staff|headcount)\b/i),
  ),
  q('O-d05', 'decline', 'who was the last person to edit the kerluke - white account', decline('edit history is not held')),
  q(
    'O-d06',
    'decline',
    'whats our margin on the walter, blanda and homenick cloud migration deal',
    decline('margins are not held', /\d+(?:\.\d+)?\s?%/),
  ),
  q(
    'O-d07',
    'decline',
    'whats cedar software corp gonna do in revenue next year? need a forecast',
    decline('forecasts are not held', /\$\s?\d/),
  ),
  q('O-d08', 'decline', 'annual revenue for lumatrix dynamics gmbh?', notFound('no such account', /\$\s?\d/)),
  q('O-d09', 'decline', 'usd to eur exchange rate today?', decline('off topic: exchange rates', /\b\d+\.\d+\b/)),
  q(
    'O-d10',
    'decline',
    'send me the signed contract pdf for the maggio - ortiz enterprise agreement deal',
    decline('documents are not held'),
  ),
];
