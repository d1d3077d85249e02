// Held-out set Q: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final
// measurement). Written by a helper who did not read the planner. 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 6 are follow-ups asked in one session.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { TC, inStates } from './kinds-cd.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { CE, TE, notFound } from './kinds-e.js';
import { CF, TF } from './kinds-f.js';
import { CG, TG } from './kinds-g.js';
import { TH } from './kinds-h.js';
import { CI } from './kinds-i.js';
import { CJ, TJ } from './kinds-j.js';
import { COPP, K } from './kinds-k.js';
import { CM, XM } from './kinds-m.js';
import { BN, CN, TN } from './kinds-n.js';
import { BO } from './kinds-o.js';
import { inThisYear } from './kinds-p.js';
import { BQ, TQ, inNextMonth } from './kinds-q.js';
import type { CrmOpportunity, TerritoryAccount } from './data.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const CTO = 'Chief Technology Officer';
const SWE = 'Software Engineer';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const M = 1_000_000;
const isOpen = (o: { stage: string }) => OPEN.includes(o.stage);
const won = (o: { stage: string }) => o.stage === 'closed-won';
const value = (o: CrmOpportunity) => o.value;
const notIn = (code: string) => (x: TerritoryAccount) => x.state !== code;
const HVO = { campaign: 'High Value Outreach' };

export const SET_Q: HeldOut[] = [
  // Territory API
  q('Q-t01', 'territory', 'number of my massachusets accounts?', T.count('my', 'MA')),
  q('Q-t02', 'territory', 'add up the revenue on the 3rd-party accounts sitting in TX', T.sumRevenue('tp', 'TX')),
  q('Q-t03', 'territory', 'Could you work out the mean revenue across the accounts I own in New York, please?', T.avgRevenue('my', 'NY')),
  q('Q-t04', 'territory', "who's my biggest customer in texas, revenue-wise", T.top('my', 'max', 'TX')),
  q('Q-t05', 'territory', 'smallest third party company in CA by rev', T.top('tp', 'min', 'CA')),
  q(
    'Q-t06',
    'territory',
    'give me the three highest-revenue third-party accounts, leaving out texas',
    TC.topN('tp', notIn('TX'), 3, 'max'),
  ),
  q(
    'Q-t07',
    'territory',
    'how many accounts in my territory bring in under 1 million?',
    T.countRevenue('my', (r) => r < M, 'revenue under $1M'),
  ),
  q('Q-t08', 'territory', 'names of the people at orchid labs llc', T.contactsAt('Orchid Labs LLC')),
  q('Q-t09', 'territory', "grace martin - what's her role?", TC.titleOf('Grace Martin')),
  q('Q-t10', 'territory', 'email for harper jackson plz', TC.emailOf('Harper Jackson')),
  q('Q-t11', 'territory', 'Olivia Hernandez is at which account?', TC.accountOf('Olivia Hernandez')),
  q(
    'Q-t12',
    'territory',
    'what fraction of third-party accts are in florida or georgia? as a percent',
    TC.share('tp', inStates('FL', 'GA'), 'in FL or GA'),
  ),
  q('Q-t13', 'territory', 'middle value of third-party account revenue (the median)', TC.median('tp')),
  q('Q-t14', 'territory', 'how many marketing directors show up among territory contacts', T.countTitle('Director of Marketing')),
  q('Q-t15', 'territory', 'list the colorado accounts I own', TC.list('my', inStates('CO'), 'in CO')),
  q(
    'Q-t16',
    'territory',
    'Apex Systems Inc vs Delta Systems Corp: who has the bigger revenue?',
    TC.compareAccounts('Apex Systems Inc', 'Delta Systems Corp'),
  ),
  q(
    'Q-t17',
    'territory',
    'what is the revenue gap between iron software group and summit software inc',
    TC.diff('Iron Software Group', 'Summit Software Inc'),
  ),
  q('Q-t18', 'territory', 'second-lowest revenue among third party accounts?', TC.nth('tp', 2, 'min')),
  q('Q-t19', 'territory', 'pennsylvania third-party accts: is a CTO among their contacts?', TC.existsTitle('tp', inStates('PA'), CTO)),
  q(
    'Q-t20',
    'territory',
    'third-party companies lacking an account executive contact: how many?',
    TE.withoutTitle('tp', 'Account Executive'),
  ),
  q('Q-t21', 'territory', 'whcih state has the largest number of contacts at 3rd party companies?', TF.stateByContacts('tp', 'max')),
  q(
    'Q-t22',
    'territory',
    'High Value Outreach list: how many of its accounts make below $2 million?',
    TC.count(HVO, (x) => x.revenue < 2 * M, 'under $2M'),
  ),
  q('Q-t23', 'territory', 'where does Nova Energy Corp rank among my accounts by revenue?', TG.rankOf('my', 'Nova Energy Corp')),
  q('Q-t24', 'territory', 'closest third-party account to harbor media group in terms of revenue?', TJ.closest('tp', 'Harbor Media Group')),
  q('Q-t25', 'territory', 'difference between my highest and lowest revenue account', TE.spread('my')),
  q('Q-t26', 'territory', 'count of third-party accounts whose revenue beats the third-party average', TE.aboveAverage('tp')),
  q(
    'Q-t27',
    'territory',
    'CFO coverage gaps: list my california accounts where no contact is a CFO',
    TN.lackingTitle('my', inStates('CA'), CFO, 'in CA'),
  ),
  q('Q-t28', 'territory', 'combined revenue of the 3 biggest third-party accounts', TG.topNSum('tp', 3)),
  q('Q-t29', 'territory', 'list every contact whose last name is walker', TH.byLastName('Walker')),
  // Territory follow-ups (one session each)
  q(
    'Q-t30',
    'territory',
    ['show my north carolina accts', 'who is chief exec at the largest of them?'],
    TN.titleAtPick('my', inStates('NC'), 'max', CEO, 'in NC'),
  ),
  q(
    'Q-t31',
    'territory',
    ['five largest 3rd-party accounts, revenue-ranked', 'how many contacts do those five have altogether?'],
    TQ.contactsAtTopN('tp', 5),
  ),
  q('Q-t32', 'territory', ['my accounts in GA and FL', 'avg revenue for that group?'], TC.avg('my', inStates('GA', 'FL'), 'in GA or FL')),

  // CRM
  q(
    'Q-c01',
    'crm',
    'how many latin american accounts are in retail',
    C.count(ACCOUNTS, (x) => x.region === 'Latin America' && x.industry === 'Retail', 'Latin American retail accounts'),
  ),
  q(
    'Q-c02',
    'crm',
    'count of prospecting opps over $1M',
    C.count(OPPS, (o) => o.stage === 'prospecting' && o.value > M, 'prospecting deals above $1M'),
  ),
  q(
    'Q-c03',
    'crm',
    'Canadian customers: what have we closed-won with them in dollars, all told?',
    C.sum(JOPPS, (o) => won(o) && o.acc.country === 'Canada', value, 'closed-won value of Canadian accounts'),
  ),
  q(
    'Q-c04',
    'crm',
    'average employee count for technology accounts outside the US',
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Technology' && x.country !== 'United States',
      (x) => x.employee_count,
      'average head count of non-US Technology accounts',
      'plain',
    ),
  ),
  q(
    'Q-c05',
    'crm',
    'median value of deals curently in negotiation',
    CE.median(OPPS, (o) => o.stage === 'negotiation', value, 'median negotiation deal value'),
  ),
  q(
    'Q-c06',
    'crm',
    'out of all lead sources, which one has the smallest number of leads with status new?',
    C.group(
      LEADS,
      (l) => l.status === 'new',
      (l) => l.source,
      (ls) => ls.length,
      'min',
      'source with the fewest new leads',
    ),
  ),
  q(
    'Q-c07',
    'crm',
    'are we getting more leads from the website or from social media?',
    CX.compare(
      LEADS,
      [
        { names: ['Website'], pred: (l) => l.source === 'Website' },
        { names: ['Social Media'], pred: (l) => l.source === 'Social Media' },
      ],
      'lead source with more leads',
    ),
  ),
  q(
    'Q-c08',
    'crm',
    'europe win rate, won divided by won+lost',
    CM.winRate((o) => o.acc.region === 'Europe', 'win rate in Europe'),
  ),
  q(
    'Q-c09',
    'crm',
    'three largest french accounts by annual revenue',
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'France',
      (x) => x.annual_revenue ?? 0,
      3,
      'max',
      (x) => x.name,
      'the 3 largest French accounts',
    ),
  ),
  q(
    'Q-c10',
    'crm',
    'which energy company has the biggest headcount',
    C.top(
      ACCOUNTS,
      (x) => x.industry === 'Energy',
      (x) => x.employee_count ?? 0,
      'max',
      (x) => x.name,
      'Energy account with the most employees',
    ),
  ),
  q('Q-c11', 'crm', 'kuphal - schumm, what country are they in?', CX.fact('Kuphal - Schumm', 'country', 'text')),
  q('Q-c12', 'crm', 'How many employees does Gulgowski Inc have?', CX.fact('Gulgowski Inc', 'employee_count', 'count')),
  q('Q-c13', 'crm', 'primary contact at Aufderhar and Sons?', C.primaryOf('Aufderhar and Sons')),
  q('Q-c14', 'crm', 'cfos at ziemann, hyatt and renner?', CX.withTitleAt('Ziemann, Hyatt and Renner', CFO)),
  q('Q-c15', 'crm', 'who works in marketing at Skiles, Douglas and Trantow', CF.deptAt('Skiles, Douglas and Trantow', 'Marketing')),
  q('Q-c16', 'crm', 'Maximillian Tromp works for which company', CG.accountOfContact('Maximillian Tromp')),
  q('Q-c17', 'crm', 'what status is the lead Dusty Turcotte in', CE.leadFact('Dusty Turcotte', 'status')),
  q(
    'Q-c18',
    'crm',
    'lead with email lura_heidenreich@kemmer.com - where did it come from (source)?',
    CJ.leadByEmail('lura_heidenreich@kemmer.com', 'source'),
  ),
  q('Q-c19', 'crm', 'win probability on Gulgowski Inc - Cloud Migration?', CF.oppProbability('Gulgowski Inc - Cloud Migration')),
  q('Q-c20', 'crm', "what's the 2nd largest opportunity at sanford inc", CI.nthOpp('Sanford Inc', 2)),
  q('Q-c21', 'crm', 'for Romaguera Inc, what % of the deals that ended (won or lost) did we win', CG.winRateOf('Romaguera Inc')),
  q(
    'Q-c22',
    'crm',
    'open opps due to close next month - count?',
    C.count(OPPS, (o) => isOpen(o) && inNextMonth(o.close_date), 'open deals closing next month'),
  ),
  q(
    'Q-c23',
    'crm',
    'closed-won value summed for opps with close dates in the current calendar year',
    C.sum(OPPS, (o) => won(o) && inThisYear(o.close_date), value, 'closed-won value this year'),
  ),
  q('Q-c24', 'crm', 'total value of the deals we won with okuneva - schmitt', C.oppValueOf('Okuneva - Schmitt', won)),
  q(
    'Q-c25',
    'crm',
    'how many accounts in india still have zero closed-won opportunities',
    CG.accountsWithout((x) => x.country === 'India', 'closed-won', 'Indian accounts without a won deal'),
  ),
  q(
    'Q-c26',
    'crm',
    'avg win probability for opps at qualification stage',
    CJ.avgProbability((o) => o.stage === 'qualification', 'average probability of qualification deals'),
  ),
  q(
    'Q-c27',
    'crm',
    "of the email campaign leads, how many score above that group's average score",
    CN.aboveOwnAvg(
      LEADS,
      (l) => l.source === 'Email Campaign',
      (l) => l.score,
      'Email Campaign leads above their average score',
    ),
  ),
  q(
    'Q-c28',
    'crm',
    'busiest month of 2025 for closed-won deals, by number of deals',
    CE.busiestMonth(OPPS, won, (o) => o.close_date, 2025, 'month of 2025 with the most closed-won deals'),
  ),
  q(
    'Q-c29',
    'crm',
    'what share of the open pipeline dollars comes from north american accounts?',
    K.sumShare(COPP, (o) => o.acc.region === 'North America', value, 'North America share of open pipeline value', isOpen),
  ),
  // CRM follow-ups (one session each)
  q(
    'Q-c30',
    'crm',
    ['show me our swedish accounts', 'which one of those earns the most annually?'],
    C.accountTop(
      (x) => x.country === 'Sweden',
      (x) => x.annual_revenue ?? 0,
      'max',
      'largest Swedish account',
    ),
  ),
  q(
    'Q-c31',
    'crm',
    ['list the opportunities for Reynolds - Roberts', 'ok which ones are still open'],
    CI.oppsWhere('Reynolds - Roberts', isOpen, 'open'),
  ),
  q(
    'Q-c32',
    'crm',
    ['how many leads have status negotiation?', 'whats the average lead score of those'],
    C.avg(
      LEADS,
      (l) => l.status === 'negotiation',
      (l) => l.score,
      'average score of negotiation leads',
      'plain',
    ),
  ),

  // Both APIs (labelled by the API whose figure answers them)
  q(
    'Q-x01',
    'crm',
    'take my largest California territory account; how many California CRM accounts exceed it in annual revenue?',
    XM.crmVsMyTop('CA', false),
  ),
  q('Q-x02', 'crm', 'florida: crm account count minus territory account count (mine + third party)?', BN.crmMinusTerritory('FL')),
  q(
    'Q-x03',
    'crm',
    'Among the states my third-party accounts are in, which has the smallest closed-won dollar total on the CRM side?',
    BO.stateByCrmWon('tp', 'min'),
  ),
  q('Q-x04', 'crm', "software engineers: total count across territory contacts plus the crm's contacts", BN.titleInBoth(SWE, SWE)),
  q(
    'Q-x05',
    'crm',
    'find the state of the top-revenue third-party account, then tell me the number of CRM accounts located there',
    BO.crmCountInStateOfTop('tp'),
  ),
  q(
    'Q-x06',
    'crm',
    "open CRM opportunities at accounts based in cedar software corp's state - how many?",
    BQ.openDealsInStateOf('Cedar Software Corp'),
  ),

  // Must be declined
  q(
    'Q-d01',
    'decline',
    "could you reassign harbor labs inc to my teammate jordan? she's taking over texas",
    decline('territory reassignment is a write'),
  ),
  q(
    'Q-d02',
    'decline',
    "what's the credit rating on Apex Systems Inc",
    decline('credit ratings are not held', /\b(?:AAA|AA[+-]?|A[+-]|BBB[+-]?|BB[+-]?|B[+-])(?![A-Za-z])/),
  ),
  q('Q-d03', 'decline', 'can you bump the lead score for Dusty Turcotte up to 95?', decline('updating a lead')),
  q('Q-d04', 'decline', 'pull up linkedin and find me who runs procurement at Falcon Media LLC', decline('browser work')),
  q(
    'Q-d05',
    'decline',
    'how many of my marketing emails did Mia Nguyen open this quarter?',
    decline('e-mail engagement is not held', /\b\d+\s+(?:e-?mails?|opens?|times)\b/i),
  ),
  q('Q-d06', 'decline', "what's grace martin's home address? want to send her a gift", decline('home addresses are not held')),
  q(
    'Q-d07',
    'decline',
    'would you mind deleting every closed-lost opportunity from 2024? they clutter my pipeline',
    decline('bulk delete'),
  ),
  q(
    'Q-d08',
    'decline',
    'how many open deals does Zephyrine Quantum Holdings have in the CRM?',
    notFound('no such account', /\b[1-9]\d*\s+(?:open\s+)?(?:deals?|opportunit)/i),
  ),
  q(
    'Q-d09',
    'decline',
    "whats the weather in chicago tomorrow, i've got a client visit",
    decline('off topic: weather', /\d+\s?°|degrees/i),
  ),
  q('Q-d10', 'decline', 'can u add a new opportunity for Gulgowski Inc worth 250k in proposal stage?', decline('creating a deal')),
];
