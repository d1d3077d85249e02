// Sealed set AD: written by a helper who did not read the planner (nor its lexicon or its
// notes), as the honest measure of it. 80 questions: 32 territory, 32 CRM, 6 that need both APIs
// (labelled by the API whose figure answers them), 10 to be declined; 9 are follow-ups asked in
// one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX } from './kinds-cd-crm.js';
import { CE, TE, notFound } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { CI } from './kinds-i.js';
import { CCON, COPP, K, TACC, fig, isUS } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { BU, CU } from './kinds-u.js';
import { AA } from './kinds-aa.js';
import { CFO, CIO, CEO, CTO, M, acct, closes, dealType, isOpen, lead, lost, value, won } from './pick.js';

const inCountry =
  (c: string) =>
  (x: { country: string | null }): boolean =>
    x.country === c;

export const SET_AD: HeldOut[] = [
  // Territory API
  q('AD-t01', 'territory', 'number of washington accounts in my territory?', TC.count('my', inStates('WA'), 'in WA')),
  q('AD-t02', 'territory', 'combined revenue of my Colorado + Arizona accounts', TC.sum('my', inStates('CO', 'AZ'), 'in CO or AZ')),
  q('AD-t03', 'territory', 'avg revenue across my california book?', TC.avg('my', inStates('CA'), 'in CA')),
  q(
    'AD-t04',
    'territory',
    'Among the third party accounts down in Texas, which one is pulling the highest revenue?',
    TC.pick('tp', inStates('TX'), 'max', 'of third-party accounts in TX'),
  ),
  q('AD-t05', 'territory', 'my 3 smallest accounts revenue-wise, smallest first pls', TC.topN('my', ANY, 3, 'min')),
  q('AD-t06', 'territory', 'FL vs NY: where do I have more accounts?', TC.compareStates('my', 'FL', 'NY')),
  q(
    'AD-t07',
    'territory',
    'what share of the third-party accounts make less than a million a year?',
    TC.share('tp', (x) => x.revenue < 1 * M, 'under $1M'),
  ),
  q('AD-t08', 'territory', 'How many accounts does the Tech Transformation campaign target?', T.campaignCount('Tech Transformation')),
  q('AD-t09', 'territory', 'list every CFO at my accounts', TC.contactList('my', ANY, CFO)),
  q('AD-t10', 'territory', 'is there a ceo on file at Granite Systems LLC?', T.existsTitleAt('Granite Systems LLC', CEO)),
  q('AD-t11', 'territory', 'contacts at Pioneer Systems Co - names please', T.contactsAt('Pioneer Systems Co')),
  q('AD-t12', 'territory', "what's Ethan Rodriguez's job title", TC.titleOf('Ethan Rodriguez')),
  q('AD-t13', 'territory', "I've got a Grace Martin in my contacts, what account does she belong to?", TC.accountOf('Grace Martin')),
  q('AD-t14', 'territory', 'delta networks group revenue?', T.revenueOf('Delta Networks Group')),
  q('AD-t15', 'territory', 'Which state is Meridian Software Inc located in?', T.stateOf('Meridian Software Inc')),
  q('AD-t16', 'territory', 'Is Ember Biotech Co one of my own accounts?', TG.isMine('Ember Biotech Co')),
  q(
    'AD-t17',
    'territory',
    'show me my accounts with revenue somewhere between 4 and 5 million',
    TC.list('my', (x) => x.revenue >= 4 * M && x.revenue <= 5 * M, 'with revenue from $4M to $5M'),
  ),
  q(
    'AD-t18',
    'territory',
    'Between Granite Health LLC and Nova Energy Corp, who has the larger revenue figure?',
    TC.compareAccounts('Granite Health LLC', 'Nova Energy Corp'),
  ),
  q(
    'AD-t19',
    'territory',
    'Where does Quantum Health Co rank among my accounts when sorted by revenue (largest = #1)?',
    TG.rankOf('my', 'Quantum Health Co'),
  ),
  q('AD-t20', 'territory', 'median revenue for third-party accounts', TC.median('tp')),
  q('AD-t21', 'territory', 'my top state by total revenue?', T.stateByRevenue('my', 'max')),
  q('AD-t22', 'territory', 'how many of my accounts beat the average revenue of my accounts?', TE.aboveAverage('my')),
  q('AD-t23', 'territory', "How many of my accounts don't have a CEO contact?", TE.withoutTitle('my', CEO)),
  q('AD-t24', 'territory', 'most common job title among the contacts at third party accounts?', TC.titleTop('tp', 'max')),
  q('AD-t25', 'territory', 'combined revenue, five biggest third-party accounts?', TG.topNSum('tp', 5)),
  q(
    'AD-t26',
    'territory',
    'What percentage of my total territory revenue comes from California accounts?',
    TE.revenueShare('my', inStates('CA'), 'from CA'),
  ),
  q('AD-t27', 'territory', 'how many of my accts only have a single contact on file', TC.withContacts('my', 1)),
  q(
    'AD-t28',
    'territory',
    'smallest account (by revenue) targeted by High Value Outreach?',
    TC.pick({ campaign: 'High Value Outreach' }, ANY, 'min', 'of the High Value Outreach accounts'),
  ),
  q('AD-t29', 'territory', ['my colorado accts', 'names of the people we have at those?'], TC.contactList('my', inStates('CO'))),
  q(
    'AD-t30',
    'territory',
    ['third party accounts in washington', 'which one has the lowest revenue'],
    TC.pick('tp', inStates('WA'), 'min', 'of third-party accounts in WA'),
  ),
  q(
    'AD-t31',
    'territory',
    ["who're our people at Ember Logistics Inc?", 'ok and what is that account worth in revenue'],
    T.revenueOf('Ember Logistics Inc'),
  ),
  q('AD-t32', 'territory', ['pull my accounts in AZ', 'whats the total on those, revenue-wise'], TC.sum('my', inStates('AZ'), 'in AZ')),

  // CRM
  q(
    'AD-c01',
    'crm',
    'Japan + pharmaceuticals: how many accounts match?',
    C.count(ACCOUNTS, (x) => acct('industry', 'Pharmaceuticals')(x) && inCountry('Japan')(x), 'Pharmaceuticals accounts in Japan'),
  ),
  q(
    'AD-c02',
    'crm',
    'closed-won revenue for calendar 2025 (by close date), total?',
    C.sum(OPPS, (o) => won(o) && closes('2025-')(o), value, 'closed-won value closing in 2025'),
  ),
  q(
    'AD-c03',
    'crm',
    "partner-sourced leads: what's their typical (average) score?",
    C.avg(LEADS, lead('Partner'), (l) => l.score, 'average score of Partner leads', 'plain'),
  ),
  q(
    'AD-c04',
    'crm',
    'top 3 brazilian accounts by annual revenue',
    CX.topN(
      ACCOUNTS,
      inCountry('Brazil'),
      (x) => x.annual_revenue ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 Brazilian accounts by annual revenue',
    ),
  ),
  q(
    'AD-c05',
    'crm',
    'What percent of all our opportunities are sitting in negotiation?',
    CX.share(OPPS, (o) => o.stage === 'negotiation', 'share of opportunities in negotiation'),
  ),
  q(
    'AD-c06',
    'crm',
    'win rate (won vs won+lost) on Asia Pacific deals that closed in 2025?',
    K.rate(
      COPP,
      (o) => (won(o) || lost(o)) && closes('2025-')(o) && o.acc.region === 'Asia Pacific',
      won,
      'win rate of Asia Pacific deals closing in 2025',
    ),
  ),
  q(
    'AD-c07',
    'crm',
    'Partner vs Referral: which source has given us more leads?',
    CX.compare(
      LEADS,
      [
        { names: ['Partner', 'Partners'], pred: lead('Partner') },
        { names: ['Referral', 'Referrals'], pred: lead('Referral') },
      ],
      'source with more leads',
    ),
  ),
  q(
    'AD-c08',
    'crm',
    'biggest industry in the CRM by number of accounts?',
    CU.groupTop(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'industry with the most accounts',
    ),
  ),
  q(
    'AD-c09',
    'crm',
    'Latin America region: top country by account count?',
    CU.groupTop(
      ACCOUNTS,
      acct('region', 'Latin America'),
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'Latin American country with the most accounts',
    ),
  ),
  q(
    'AD-c10',
    'crm',
    "Leads by industry: which industry's leads score worst on average?",
    CU.groupTop(
      LEADS,
      () => true,
      (l) => l.industry,
      (ls) => ls.reduce((t, l) => t + (l.score ?? 0), 0) / ls.length,
      'min',
      'lead industry with the lowest average score',
    ),
  ),
  q('AD-c11', 'crm', 'Nakia Schinner (lead) works where?', CE.leadFact('Nakia Schinner', 'company')),
  q('AD-c12', 'crm', 'Where did the lead Cortez Schultz come from, i.e. what source?', CE.leadFact('Cortez Schultz', 'source')),
  q('AD-c13', 'crm', 'annual revenue of Nitzsche and Sons', CX.fact('Nitzsche and Sons', 'annual_revenue', 'money')),
  q('AD-c14', 'crm', 'main contact at Pollich - Rice?', C.primaryOf('Pollich - Rice')),
  q('AD-c15', 'crm', 'Justice Roob, which department are they in?', CX.deptOf('Justice Roob')),
  q('AD-c16', 'crm', 'how many contacts have we got at Hartmann, Hudson and Goyette', CX.contactCountOf('Hartmann, Hudson and Goyette')),
  q(
    'AD-c17',
    'crm',
    'Nitzsche and Sons: which of their deals are currently at the proposal stage?',
    C.oppsOf('Nitzsche and Sons', 'proposal'),
  ),
  q('AD-c18', 'crm', 'how much is the Ortiz - Kris - Enterprise Agreement deal worth', CF.oppValue('Ortiz - Kris - Enterprise Agreement')),
  q(
    'AD-c19',
    'crm',
    'What stage is "Funk, Harvey and Schmeler - Platform License" in right now?',
    CG.oppStage('Funk, Harvey and Schmeler - Platform License'),
  ),
  q('AD-c20', 'crm', 'when is Davis - Reilly - Managed Services expected to close?', CG.oppCloseDate('Davis - Reilly - Managed Services')),
  q(
    'AD-c21',
    'crm',
    'Is there even one Hospitality account in Saudi Arabia?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Hospitality' && x.country === 'Saudi Arabia', 'Hospitality accounts in Saudi Arabia'),
  ),
  q(
    'AD-c22',
    'crm',
    'qualified leads from trade shows scoring over 80 - how many?',
    C.count(LEADS, (l) => lead('Trade Show', 'qualified')(l) && (l.score ?? 0) > 80, 'qualified Trade Show leads scoring over 80'),
  ),
  q(
    'AD-c23',
    'crm',
    'how many CFOs do we have at German accounts',
    C.count(CCON, (c) => c.job_title === CFO && c.acc.country === 'Germany', 'Chief Financial Officers at German accounts'),
  ),
  q(
    'AD-c24',
    'crm',
    'mean value of the Security Upgrade deals that are still open?',
    C.avg(OPPS, (o) => isOpen(o) && dealType(o) === 'Security Upgrade', value, 'average open Security Upgrade deal'),
  ),
  q('AD-c25', 'crm', 'number of opps closing in dec 2026', C.count(OPPS, closes('2026-12'), 'opportunities closing in December 2026')),
  q(
    'AD-c26',
    'crm',
    'Of the whole open pipeline (in dollars), what percent is in the negotiation stage?',
    K.sumShare(OPPS, (o) => o.stage === 'negotiation', value, 'share of open value in negotiation', isOpen),
  ),
  q(
    'AD-c27',
    'crm',
    'break down the open opportunities by stage for me',
    CI.breakdown(OPPS, isOpen, (o) => o.stage, 'open opportunities per stage'),
  ),
  q(
    'AD-c28',
    'crm',
    'Which month of 2024 saw us lose the most deals?',
    CE.busiestMonth(OPPS, lost, (o) => o.close_date, 2024, 'month of 2024 with the most lost deals'),
  ),
  q(
    'AD-c29',
    'crm',
    ['accounts in Sweden', 'largest headcount among those?'],
    C.accountTop(inCountry('Sweden'), (x) => x.employee_count ?? 0, 'max', 'Swedish account with the most employees'),
  ),
  q(
    'AD-c30',
    'crm',
    ['cold-call leads please', 'of those, how many reached negotiation?'],
    C.count(LEADS, lead('Cold Call', 'negotiation'), 'Cold Call leads in negotiation'),
  ),
  q(
    'AD-c31',
    'crm',
    ['opportunities for Ankunding, Strosin and Jaskolski', 'which one is the biggest?'],
    CX.oppTopOf('Ankunding, Strosin and Jaskolski', 'max'),
  ),
  q('AD-c32', 'crm', ['contacts at Ortiz - Waters', "who's the CIO over there?"], CX.withTitleAt('Ortiz - Waters', CIO)),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AD-b01',
    'crm',
    'Texas accounts: take the ones in my territory plus the CRM accounts based in Texas, how many is that altogether?',
    AA.total(
      [
        { get: fig({ load: TACC('my'), pred: inStates('TX'), stat: 'count' }), what: 'my TX accounts' },
        { get: fig({ load: ACCOUNTS, pred: (x) => isUS(x) && x.state === 'TX', stat: 'count' }), what: 'CRM TX accounts' },
      ],
      'count',
      'my TX territory accounts plus CRM TX accounts',
    ),
  ),
  q('AD-b02', 'crm', 'How many CRM accounts sit in states where I have territory accounts of my own?', BN.crmInStatesOf('my')),
  q(
    'AD-b03',
    'crm',
    'how many crm accounts are in the same state as Falcon Media LLC?',
    AA.crmFigureInStateOf('Falcon Media LLC', { stat: 'count' }, 'count', 'number of CRM accounts'),
  ),
  q(
    'AD-b04',
    'crm',
    'For Florida, how many more accounts does the CRM have than the territory list (mine + third-party)?',
    BN.crmMinusTerritory('FL'),
  ),
  q(
    'AD-b05',
    'territory',
    'If you count territory accounts (mine and 3rd party) together with CRM accounts, does Colorado or Arizona have more?',
    BU.combinedCompare('CO', 'AZ'),
  ),
  q('AD-b06', 'crm', 'CTOs: give me one number covering both the territory contacts and the CRM.', BN.titleInBoth(CTO, CTO)),

  // Declines
  q('AD-d01', 'decline', 'remove Juniper Foods Inc from my third-party list', decline('delete a territory account')),
  q('AD-d02', 'decline', "text Wei Young that I'm running 10 minutes late", decline('send a text message')),
  q(
    'AD-d03',
    'decline',
    'create a new $250k Cloud Migration opportunity for Pollich - Rice closing next March',
    decline('create an opportunity'),
  ),
  q('AD-d04', 'decline', 'whats the weather gonna be in denver tomorrow', decline('off topic: weather')),
  q('AD-d05', 'decline', 'open salesforce in chrome and export my pipeline dashboard to a PDF', decline('browser work')),
  q('AD-d06', 'decline', "What's Emma Wilson's LinkedIn profile URL?", decline('social profiles are not held', /linkedin\.com/i)),
  q('AD-d07', 'decline', 'change lead Nakia Schinner status to qualified', decline('update a lead')),
  q('AD-d08', 'decline', 'How much revenue does Quillon Tidewell Aeronautics GmbH bring in?', notFound('no such account', /\$\s?\d/)),
  q('AD-d09', 'decline', ['webinar leads with status new', 'ok mark every one of those as contacted'], decline('update leads')),
  q(
    'AD-d10',
    'decline',
    'how many times did I call Granite Health LLC last month?',
    decline('call logs are not held', /\b\d+\s+(?:calls?|times)\b/i),
  ),
];
