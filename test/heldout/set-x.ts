// Held-out set X: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 7 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates, withAliases } from './kinds-cd.js';
import { CX, JOPPS, type JOpp } from './kinds-cd-crm.js';
import { CE, TE } from './kinds-e.js';
import { TF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { TH } from './kinds-h.js';
import { TI } from './kinds-i.js';
import { CJ, TJ } from './kinds-j.js';
import { CACC, COUNT, K, TACC, TACCX, cField } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { BS } from './kinds-s.js';
import { CU, TU } from './kinds-u.js';
import { BX, CXk, KX } from './kinds-x.js';
import { CEO, CFO, M, won, lost, value, revenue, closes, lead, acct, named, count, dealType } from './pick.js';

export const SET_X: HeldOut[] = [
  // Territory API
  q('X-t01', 'territory', 'quick q: # of accts i have in oregon?', T.count('my', 'OR')),
  q('X-t02', 'territory', 'washington state, my accts only: total revenue?', T.sumRevenue('my', 'WA')),
  q('X-t03', 'territory', 'on average what do my pennsylvania accounts bring in', T.avgRevenue('my', 'PA')),
  q('X-t04', 'territory', 'in new york, which of my accounts has the lowest revenue', TC.pick('my', inStates('NY'), 'min', 'in NY')),
  q(
    'X-t05',
    'territory',
    'median revenue of my accounts that have a CFO on file',
    CE.median(TACCX('my'), (x) => x.titles.includes(CFO), revenue, 'median revenue of my accounts with a CFO'),
  ),
  q('X-t06', 'territory', 'which 3 of my TX accounts earn the least', TC.topN('my', inStates('TX'), 3, 'min')),
  q(
    'X-t07',
    'territory',
    'what percentage of 3rd-party accounts have just one contact on file?',
    CX.share(TACCX('tp'), (x) => x.contacts === 1, 'share of third-party accounts with one contact'),
  ),
  q(
    'X-t08',
    'territory',
    'counting mine and third party, which has more accounts: massachusetts or colorado?',
    TC.compareStates('all', 'MA', 'CO'),
  ),
  q('X-t09', 'territory', "where's lumen labs llc located? just need the state", T.stateOf('Lumen Labs LLC')),
  q('X-t10', 'territory', "what's keystone networks co pulling in (revenue)?", T.revenueOf('Keystone Networks Co')),
  q('X-t11', 'territory', 'what does isabella anderson do, title-wise?', TC.titleOf('Isabella Anderson')),
  q(
    'X-t12',
    'territory',
    ['harbor labs inc — who do we know there?', 'how many of them are CEOs?'],
    TC.contactCount('all', named('Harbor Labs Inc'), CEO),
  ),
  q(
    'X-t13',
    'territory',
    'does juniper networks inc have anybody in a data scientist role',
    T.existsTitleAt('Juniper Networks Inc', 'Data Scientist'),
  ),
  q(
    'X-t14',
    'territory',
    'willow foods inc + willow foods co + willow foods group, combined revenue?',
    TH.combined('Willow Foods Inc', 'Willow Foods Co', 'Willow Foods Group'),
  ),
  q('X-t15', 'territory', 'count of directors of marketing across my book', TC.contactCount('my', ANY, 'Director of Marketing')),
  q('X-t16', 'territory', 'biggest minus smallest third-party revenue = ?', TE.spread('tp')),
  q('X-t17', 'territory', 'how many of my accts beat my own average revenue', TE.aboveAverage('my')),
  q(
    'X-t18',
    'territory',
    'of everything my accounts earn, what percent comes from florida?',
    TE.revenueShare('my', inStates('FL'), 'in FL'),
  ),
  q('X-t19', 'territory', 'which state has the most CEOs at 3rd-party accounts', TF.stateByTitle('tp', CEO, 'max')),
  q('X-t20', 'territory', 'any of my accounts with both a ceo and a cfo on staff? which ones', TF.accountsWithAllTitles('my', [CEO, CFO])),
  q(
    'X-t21',
    'territory',
    'if i sorted the third party accts by revenue, what position would delta systems corp be in?',
    TG.rankOf('tp', 'Delta Systems Corp'),
  ),
  q(
    'X-t22',
    'territory',
    'third-party accounts with no data scientist and no software engineer: how many?',
    C.count(
      TACCX('tp'),
      (x) => !x.titles.includes('Data Scientist') && !x.titles.includes('Software Engineer'),
      'third-party accounts with neither a Data Scientist nor a Software Engineer',
    ),
  ),
  q('X-t23', 'territory', 'harbor logistics llc — does that one belong to me?', TG.isMine('Harbor Logistics LLC')),
  q(
    'X-t24',
    'territory',
    'break down the contacts at my ny accounts by job title, with counts',
    TU.titleBreakdownAt('my', inStates('NY'), 'in NY'),
  ),
  q(
    'X-t25',
    'territory',
    'among all 100 accounts (mine and 3rd party), which is third from the bottom on revenue?',
    TC.nth('all', 3, 'min'),
  ),
  q(
    'X-t26',
    'territory',
    'falcon media llc makes how many percent more than granite systems inc?',
    KX.pctAbove(
      { load: TACC('all'), pred: named('Falcon Media LLC'), value: revenue, stat: 'sum' },
      { load: TACC('all'), pred: named('Granite Systems Inc'), value: revenue, stat: 'sum' },
      'how much more revenue Falcon Media LLC makes than Granite Systems Inc',
    ),
  ),
  q('X-t27', 'territory', 'redwood cloud inc vs the third party average — above or below?', TJ.vsAverage('tp', 'Redwood Cloud Inc')),
  q('X-t28', 'territory', 'states with 8 or more accounts once you pool mine and the 3rd party ones', TJ.statesWithAtLeast('all', 8)),
  q('X-t29', 'territory', 'contacts surnamed walker at my accounts', TI.bySurname('my', 'Walker')),
  q('X-t30', 'territory', ['my colorado accounts', 'which has the bigger revenue?'], TC.pick('my', inStates('CO'), 'max', 'in CO')),
  q(
    'X-t31',
    'territory',
    ['pull up the high value outreach accounts', "which one's the smallest?"],
    TC.pick({ campaign: 'High Value Outreach' }, ANY, 'min', 'in the High Value Outreach campaign'),
  ),
  q(
    'X-t32',
    'territory',
    'does my california revenue beat my texas and new york revenue put together? y/n',
    KX.exceeds(
      { load: TACC('my'), pred: inStates('CA'), value: revenue, stat: 'sum' },
      { load: TACC('my'), pred: inStates('TX', 'NY'), value: revenue, stat: 'sum' },
      'my CA revenue above my TX + NY revenue',
    ),
  ),

  // CRM
  q(
    'X-c01',
    'crm',
    'trade show leads sitting in negotiation — how many?',
    C.count(LEADS, lead('Trade Show', 'negotiation'), 'Trade Show leads in negotiation'),
  ),
  q(
    'X-c02',
    'crm',
    'average score among leads whose status is closed-won',
    C.avg(
      LEADS,
      (l) => l.status === 'closed-won',
      (l) => l.score,
      'average score of closed-won leads',
      'plain',
    ),
  ),
  q(
    'X-c03',
    'crm',
    'how much money is sitting in the proposal stage right now',
    C.sum(OPPS, (o) => o.stage === 'proposal', value, 'proposal value'),
  ),
  q(
    'X-c04',
    'crm',
    'in france, which industry accounts for the largest number of our accounts?',
    CU.groupTop(ACCOUNTS, acct('country', 'France'), (x) => x.industry, count, 'max', 'industry with the most French accounts'),
  ),
  q(
    'X-c05',
    'crm',
    "japanese accounts — what's the median of their employee counts?",
    CE.median(ACCOUNTS, acct('country', 'Japan'), (x) => x.employee_count ?? 0, 'median employees of Japanese accounts', 'plain'),
  ),
  q(
    'X-c06',
    'crm',
    'top 3 hospitality accts by headcount',
    CX.topN(
      ACCOUNTS,
      acct('industry', 'Hospitality'),
      (x) => x.employee_count ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 Hospitality accounts by employees',
    ),
  ),
  q(
    'X-c07',
    'crm',
    'of the leads that came thru partners, what % got closed-lost',
    CX.share(LEADS, (l) => l.status === 'closed-lost', 'share of Partner leads closed-lost', lead('Partner')),
  ),
  q(
    'X-c08',
    'crm',
    'trade shows vs referrals — which one has brought in more leads?',
    CX.compare(
      LEADS,
      [
        { names: withAliases('Trade Show'), pred: lead('Trade Show') },
        { names: withAliases('Referral'), pred: lead('Referral') },
      ],
      'lead source with more leads, Trade Show or Referral',
    ),
  ),
  q('X-c09', 'crm', 'what industry is denesik - tromp in?', CX.fact('Denesik - Tromp', 'industry', 'text')),
  q('X-c10', 'crm', 'Rolfson - Kassulke HQ city?', CX.fact('Rolfson - Kassulke', 'city', 'text')),
  q('X-c11', 'crm', 'website for tillman, ondricka and murray?', CE.websiteOf('Tillman, Ondricka and Murray')),
  q('X-c12', 'crm', 'main point of contact (primary) for champlin - langworth?', C.primaryOf('Champlin - Langworth')),
  q(
    'X-c13',
    'crm',
    'have we ever actually won a deal with legros, goyette and rosenbaum?',
    CX.oppStageOf('Legros, Goyette and Rosenbaum', 'closed-won'),
  ),
  q('X-c14', 'crm', 'judson schowalter — what department', CX.deptOf('Judson Schowalter')),
  q('X-c15', 'crm', "need tessie haley's email", CE.contactEmail('Tessie Haley')),
  q(
    'X-c16',
    'crm',
    'Rau and Sons - Training Package: where is it in the pipeline (stage)?',
    CG.oppStage('Rau and Sons - Training Package'),
  ),
  q(
    'X-c17',
    'crm',
    'close date on Conroy, Gerlach and Hammes - Platform License?',
    CG.oppCloseDate('Conroy, Gerlach and Hammes - Platform License'),
  ),
  q('X-c18', 'crm', "ratke, d'amore and keebler: % of their finished deals that we won", CG.winRateOf("Ratke, D'Amore and Keebler")),
  q(
    'X-c19',
    'crm',
    'healthcare-industry leads: how many in each status',
    CN.breakdown(
      LEADS,
      (l) => l.industry === 'Healthcare',
      (l) => l.status,
      'Healthcare leads per status',
    ),
  ),
  q(
    'X-c20',
    'crm',
    'which region closed the most won $ in 2025',
    CU.groupTop(
      JOPPS,
      (o: JOpp) => won(o) && closes('2025-')(o),
      (o) => o.acc.region,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'region with the most closed-won value closing in 2025',
    ),
  ),
  q(
    'X-c21',
    'crm',
    'opps closing in march 2026 worth more than $500k - how many',
    C.count(OPPS, (o) => closes('2026-03')(o) && o.value > 500_000, 'deals over $500k closing in March 2026'),
  ),
  q(
    'X-c22',
    'crm',
    'for deals we won w/ a 2025 close date, avg # of days from when the opp was created to close',
    CXk.avgDaysToClose((o) => won(o) && closes('2025-')(o), 'average days from creation to close of deals won in 2025'),
  ),
  q(
    'X-c23',
    'crm',
    'security upgrade deals: win rate?',
    CM.winRate((o: JOpp) => dealType(o) === 'Security Upgrade', 'win rate of Security Upgrade deals'),
  ),
  q(
    'X-c24',
    'crm',
    'deals that closed in 2024: won dollars divided by lost dollars',
    K.ratio(
      { load: OPPS, pred: (o) => won(o) && closes('2024-')(o), value, stat: 'sum' },
      { load: OPPS, pred: (o) => lost(o) && closes('2024-')(o), value, stat: 'sum' },
      'closed-won value over closed-lost value, deals closing in 2024',
    ),
  ),
  q(
    'X-c25',
    'crm',
    "australia: count of accounts where we've got zero closed-won opps",
    K.join(
      { load: CACC, pred: acct('country', 'Australia'), key: (x) => x.id },
      { load: OPPS, pred: won, key: (o) => o.account_id },
      true,
      COUNT,
      'Australian accounts without a closed-won deal',
    ),
  ),
  q(
    'X-c26',
    'crm',
    'leads created aug thru oct 2023, how many',
    CJ.createdBetween(LEADS, '2023-08-01', '2023-10-31', 'leads created August-October 2023'),
  ),
  q(
    'X-c27',
    'crm',
    'King, Jacobi and Ondricka or Wehner Inc — which employs more people, and whats the headcount difference',
    K.compare(['King, Jacobi and Ondricka', 'Wehner Inc'], cField('employee_count'), 'account with more employees', 'count'),
  ),
  q(
    'X-c28',
    'crm',
    'latam closed-won $: how did 2025 compare to 2024, in % terms? (close dates)',
    CU.pctChange(
      JOPPS,
      (o: JOpp) => won(o) && o.acc.region === 'Latin America' && closes('2024-')(o),
      (o: JOpp) => won(o) && o.acc.region === 'Latin America' && closes('2025-')(o),
      value,
      'change in Latin America closed-won value, 2024 to 2025',
    ),
  ),
  q(
    'X-c29',
    'crm',
    'where does gleason - auer sit among our italian accounts by annual revenue? (rank)',
    KX.rankAmong(
      ACCOUNTS,
      acct('country', 'Italy'),
      (x) => x.annual_revenue ?? 0,
      (x) => x.name,
      'Gleason - Auer',
      'annual revenue rank among Italian accounts',
    ),
  ),
  q(
    'X-c30',
    'crm',
    ['pull the deals for Rau and Sons', "what's the total $ of the ones we lost?"],
    C.sum(JOPPS, (o: JOpp) => o.acc.name === 'Rau and Sons' && lost(o), value, 'closed-lost value of Rau and Sons'),
  ),
  q(
    'X-c31',
    'crm',
    ['show me the leads in the education industry', 'how many of those came in via the website?'],
    C.count(LEADS, (l) => l.industry === 'Education' && l.source === 'Website', 'Education leads from the Website'),
  ),
  q(
    'X-c32',
    'crm',
    'in 2026 which month has the most negotiation-stage $ scheduled to close',
    CU.monthBySum(
      OPPS,
      (o) => o.stage === 'negotiation',
      (o) => o.close_date,
      value,
      2026,
      'max',
      'month of 2026 with the most negotiation value closing',
    ),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'X-b01',
    'crm',
    "georgia: the crm accounts' total annual revenue is how many times the territory revenue there (mine + third-party)?",
    K.ratio(
      { load: CACC, pred: (x) => x.country === 'United States' && x.state === 'GA', value: (x) => x.annual_revenue ?? 0, stat: 'sum' },
      { load: TACC('all'), pred: inStates('GA'), value: revenue, stat: 'sum' },
      'CRM annual revenue in GA over territory revenue in GA',
    ),
  ),
  q(
    'X-b02',
    'crm',
    'of the states my own accounts are in, whose crm deals have the best win rate (won / won+lost)?',
    BX.stateByCrmWinRate('my', 'max'),
  ),
  q(
    'X-b03',
    'crm',
    "how many CRM contacts sit at accounts in Juniper Software Corp's home state?",
    BS.crmContactsInStateOf('Juniper Software Corp'),
  ),
  q(
    'X-b04',
    'territory',
    "is my whole book's revenue bigger than the combined annual revenue of the crm's washington accounts?",
    KX.exceeds(
      { load: TACC('my'), value: revenue, stat: 'sum' },
      { load: CACC, pred: (x) => x.country === 'United States' && x.state === 'WA', value: (x) => x.annual_revenue ?? 0, stat: 'sum' },
      'my total revenue above the annual revenue of the CRM accounts in WA',
    ),
  ),
  q(
    'X-b05',
    'crm',
    "what's the mean headcount of crm accounts based in any state where one of my accounts tops $8M?",
    BX.crmAvgEmployeesInStatesOf('my', (x) => x.revenue > 8 * M, 'over $8M'),
  ),
  q(
    'X-b06',
    'crm',
    ['which states are my accounts spread across?', "what % of the crm's US accounts sit outside those states?"],
    BX.crmShareOfStatesOf('my', false),
  ),

  // Declines
  q(
    'X-d01',
    'decline',
    'clone the Rau and Sons - Data Analytics Suite opp as a new 2026 deal with the same value',
    decline('create an opportunity'),
  ),
  q('X-d02', 'decline', 'archive all third-party accounts below $1M', decline('the territory API is read-only')),
  q('X-d03', 'decline', 'copy my oregon accounts into the crm as brand new account records', decline('create CRM accounts')),
  q('X-d04', 'decline', 'which competitor beat us on the Schaefer Group - Platform License deal?', decline('competitors are not held')),
  q(
    'X-d05',
    'decline',
    "payment terms on the ratke, d'amore and keebler training package contract — net 30 or net 60?",
    decline('contract terms are not held'),
  ),
  q(
    'X-d06',
    'decline',
    'what pages on our website did the lead Doug Wilderman look at before converting',
    decline('web analytics are not held'),
  ),
  q('X-d07', 'decline', 'export every finance-dept contact to a spreadsheet and email it to my manager', decline('export and e-mail')),
  q('X-d08', 'decline', 'how many in-person visits did i make to my washington accounts this yr', decline('visits are not held')),
  q('X-d09', 'decline', ['partner leads scoring over 90', 'reassign every one of those to priya on the SDR team'], decline('assign leads')),
  q('X-d10', 'decline', "titan foods llc's revenue in 2022 compared to 2023, year over year?", decline('revenue history is not held')),
];
