// Sealed set AX: written by a helper who did not read the planner (nor its lexicon, its notes or
// its bench results), as an honest held-out measure of it. Four kinds of user: a marketing manager
// asking about leads, their sources, statuses and conversion; a CRM admin auditing accounts by
// country, region, industry and size; a territory rep looking up their own accounts and contacts
// before calls; and a board member asking plain questions about totals, shares and comparisons.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 9 are follow-ups asked in one session (the last answer is
// judged). Dates relative to today are read when the checker runs. The territory questions and
// those across both APIs are here; the CRM ones and the declines are in set-ax2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { T, both } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { XM } from './kinds-m.js';
import { BN, TN } from './kinds-n.js';
import { BR } from './kinds-r.js';
import { BS } from './kinds-s.js';
import { AQ } from './kinds-aq.js';
import { CFO, CTO, M, notIn } from './pick.js';
import { SET_AX_MORE } from './set-ax2.js';

const TERRITORY: HeldOut[] = [
  q('AX-t01', 'territory', 'before my calls: how many accounts of my own are in Arizona?', TC.count('my', inStates('AZ'), 'in AZ')),
  q('AX-t02', 'territory', 'georgia third-party accts, combined revenue?', TC.sum('tp', inStates('GA'), 'in GA')),
  q('AX-t03', 'territory', 'mean revenue of my accounts in pennsylvania', TC.avg('my', inStates('PA'), 'in PA')),
  q('AX-t04', 'territory', 'Which of my accounts ranks second by revenue?', TC.nth('my', 2, 'max')),
  q(
    'AX-t05',
    'territory',
    'Of the third-party accounts in Texas, which one earns the least?',
    TC.pick('tp', inStates('TX'), 'min', 'of the third-party accounts in TX'),
  ),
  q(
    'AX-t06',
    'territory',
    'list every account of mine making between 3 and 4 million dollars',
    TC.list('my', (x) => x.revenue >= 3 * M && x.revenue <= 4 * M, 'with revenue from $3M to $4M'),
  ),
  q(
    'AX-t07',
    'territory',
    'Board question: what share of my own accounts sit outside California?',
    TC.share('my', notIn('CA'), 'outside CA'),
  ),
  q('AX-t08', 'territory', 'Sophia Chen - which account does she belong to?', TC.accountOf('Sophia Chen')),
  q('AX-t09', 'territory', 'whats the job title of carlos hall', TC.titleOf('Carlos Hall')),
  q('AX-t10', 'territory', 'need to email Wei Thomas, what address do we have?', TC.emailOf('Wei Thomas')),
  q(
    'AX-t11',
    'territory',
    'calling Granite Cloud Inc in an hour. who are my contacts there and what do they do?',
    T.titlesAt('Granite Cloud Inc'),
  ),
  q('AX-t12', 'territory', 'does Nova Health Co have a CFO on file? yes/no', T.existsTitleAt('Nova Health Co', CFO)),
  q('AX-t13', 'territory', 'do I own any accounts in Oregon at all?', T.existsInState('my', 'OR')),
  q('AX-t14', 'territory', 'third party accounts by state - counts pls', TI.stateBreakdown('tp')),
  q(
    'AX-t15',
    'territory',
    'Looking only at third-party accounts, in which state is the average account revenue lowest?',
    TC.stateAvg('tp', 'min'),
  ),
  q('AX-t16', 'territory', 'add up revenue for the top 3 third-party accounts', TG.topNSum('tp', 3)),
  q('AX-t17', 'territory', 'How many of my accounts make more money than Meridian Labs Group?', TI.countAbove('my', 'Meridian Labs Group')),
  q(
    'AX-t18',
    'territory',
    'my book: does Illinois or North Carolina generate more total revenue?',
    TE.compareStateRevenue('my', 'IL', 'NC'),
  ),
  q('AX-t19', 'territory', "what's the middle value of revenue across my accounts (median)?", TC.median('my')),
  q('AX-t20', 'territory', 'how many contacts do i have on file at my Florida accounts', TC.contactCount('my', inStates('FL'))),
  q(
    'AX-t21',
    'territory',
    'my california accounts that are missing a CFO contact - which?',
    TN.lackingTitle('my', inStates('CA'), CFO, 'in CA'),
  ),
  q('AX-t22', 'territory', 'least common job title among territory contacts', T.titleByCount('min')),
  q('AX-t23', 'territory', 'How big is the Tech Transformation campaign, in number of accounts?', T.campaignCount('Tech Transformation')),
  q(
    'AX-t24',
    'territory',
    'not counting anything under $2M, how many third-party accounts remain?',
    TC.count('tp', (x) => x.revenue >= 2 * M, 'at or over $2M'),
  ),
  q('AX-t25', 'territory', 'how many CTOs are among the contacts at my accounts', TC.contactCount('my', ANY, CTO)),
  q('AX-t26', 'territory', ['my accounts in colorado?', 'and what is their total revenue'], TC.sum('my', inStates('CO'), 'in CO')),
  q(
    'AX-t27',
    'territory',
    ['third-party accounts in Massachusetts please', 'which of those are over 2.5 million?'],
    TC.list('tp', (x) => x.state === 'MA' && x.revenue > 2.5 * M, 'in MA over $2.5M'),
  ),
  q(
    'AX-t28',
    'territory',
    ['how many of my accounts are there in Washington state', 'ok and in Ohio?', 'what about those two states put together?'],
    TC.count('my', inStates('WA', 'OH'), 'in WA or OH'),
  ),
  q('AX-t29', 'territory', ['Lumen Networks Corp, who works there?', 'give me their emails'], T.emailsAt('Lumen Networks Corp')),
  q(
    'AX-t30',
    'territory',
    'For a board pack I am assembling on how broad our footprint is, and counting only the accounts that are mine rather ' +
      'than the third-party ones, could you tell me in how many different states those accounts are located?',
    TN.distinctStates('my', ANY, 'my accounts'),
  ),
  q(
    'AX-t31',
    'territory',
    'third-party accounts in New York: how many, and their average revenue?',
    both(TC.count('tp', inStates('NY'), 'in NY'), TC.avg('tp', inStates('NY'), 'in NY')),
  ),
  q(
    'AX-t32',
    'territory',
    'difference in revenue, Juniper Software Group vs Ember Foods Corp?',
    TC.diff('Juniper Software Group', 'Ember Foods Corp'),
  ),
];

// Both APIs (labelled by the API whose figure answers).
const BOTH: HeldOut[] = [
  q('AX-b01', 'crm', 'CTOs in total if you add the territory contacts to the CRM contacts?', BN.titleInBoth(CTO, CTO)),
  q(
    'AX-b02',
    'crm',
    'look up which state my lowest-revenue account is located in, then give me the open CRM pipeline there',
    BR.openValueInStateOfPick('my', 'min'),
  ),
  q('AX-b03', 'crm', 'Texas: all territory accounts vs CRM accounts, how many each?', AQ.stateInBoth('TX')),
  q(
    'AX-b04',
    'crm',
    ['which state is Vertex Motors Inc in?', 'how many CRM contacts work at accounts in that state'],
    BS.crmContactsInStateOf('Vertex Motors Inc'),
  ),
  q('AX-b05', 'crm', 'count of US CRM accounts in states where I have none of my own territory accounts', XM.crmInMyStates(false)),
  q('AX-b06', 'crm', 'California: CRM account count minus territory account count?', BN.crmMinusTerritory('CA')),
];

export const SET_AX: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AX_MORE];
