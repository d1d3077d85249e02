// Sealed set AQ: written by a helper who did not read the planner (nor the reading code, its
// notes or set AP), as an honest held-out measure of it. Everyday users: a sales manager before a
// forecast call, a rep about to meet a customer, a revenue-ops analyst, a new hire, an executive
// on a phone, someone pasting from a spreadsheet; plain words, shorthand and a few typos.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 10 are follow-ups asked in one session (the last answer is
// judged). Dates relative to today are read when the checker runs. The territory questions and
// those across both APIs are here; the CRM ones and the declines are in set-aq2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { T } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { BN } from './kinds-n.js';
import { BO } from './kinds-o.js';
import { AQ } from './kinds-aq.js';
import { CEO, CFO, CTO, M, notIn } from './pick.js';
import { SET_AQ_MORE } from './set-aq2.js';

const TERRITORY: HeldOut[] = [
  q(
    'AQ-t01',
    'territory',
    'quick one: number of third party accounts sitting in washington state?',
    TC.count('tp', inStates('WA'), 'in WA'),
  ),
  q('AQ-t02', 'territory', 'Sum up the revenue of my Illinois accounts for me', TC.sum('my', inStates('IL'), 'in IL')),
  q('AQ-t03', 'territory', "what's the mean revenue for 3rd-party accts located in TX", TC.avg('tp', inStates('TX'), 'in TX')),
  q('AQ-t04', 'territory', 'bottom three of my accounts when ranked by revenue', TC.topN('my', ANY, 3, 'min')),
  q(
    'AQ-t05',
    'territory',
    'Among the third-party accounts based in New York, which one earns the most?',
    TC.pick('tp', inStates('NY'), 'max', 'of the third-party accounts in NY'),
  ),
  q(
    'AQ-t06',
    'territory',
    'What fraction of my own accounts are Texas-based? give it as a percentage',
    TC.share('my', inStates('TX'), 'in TX'),
  ),
  q('AQ-t07', 'territory', 'Do I personally own more accounts in New York or in Texas?', TC.compareStates('my', 'NY', 'TX')),
  q(
    'AQ-t08',
    'territory',
    'Harbor Labs Inc vs Iron Software Group - which one has the higher revenue?',
    TC.compareAccounts('Harbor Labs Inc', 'Iron Software Group'),
  ),
  q('AQ-t09', 'territory', 'how much revenue does quantum health co bring in', T.revenueOf('Quantum Health Co')),
  q('AQ-t10', 'territory', 'Orchid Media Inc - remind me what state they are in', T.stateOf('Orchid Media Inc')),
  q(
    'AQ-t11',
    'territory',
    'Meeting Ember Systems LLC tomorrow morning. Who are the people on file there?',
    T.contactsAt('Ember Systems LLC'),
  ),
  q('AQ-t12', 'territory', 'priya walker - whats her title?', TC.titleOf('Priya Walker')),
  q('AQ-t13', 'territory', 'I need the email address for Benjamin Chen', TC.emailOf('Benjamin Chen')),
  q('AQ-t14', 'territory', 'Which company does Abigail Singh work at?', TC.accountOf('Abigail Singh')),
  q(
    'AQ-t15',
    'territory',
    'across every territory contact (mine plus third party), how many are data scientists?',
    T.countTitle('Data Scientist'),
  ),
  q(
    'AQ-t16',
    'territory',
    'pls list the third party accounts doing more than $7M in revenue',
    TC.list('tp', (x) => x.revenue > 7 * M, 'with revenue over $7M'),
  ),
  q('AQ-t17', 'territory', 'Looking only at 3rd-party accounts, which state has more of them than any other?', T.stateByCount('tp', 'max')),
  q('AQ-t18', 'territory', 'median revenue across my accounts (the median please, not average)', TC.median('my')),
  q('AQ-t19', 'territory', 'How many third-party accounts have revenue higher than the third-party average?', TE.aboveAverage('tp')),
  q('AQ-t20', 'territory', 'which of my accts ranks 3rd by revenue?', TC.nth('my', 3, 'max')),
  q(
    'AQ-t21',
    'territory',
    'Of the total third-party revenue, what percent comes from CA accounts?',
    TE.revenueShare('tp', inStates('CA'), 'in CA'),
  ),
  q(
    'AQ-t22',
    'territory',
    ['which accounts of mine are in texas', "what's the revenue gap between the biggest and the smallest of them?"],
    TE.spread('my', inStates('TX')),
  ),
  q('AQ-t23', 'territory', 'do we have any third-party accounts in arizona at all?', TC.exists('tp', inStates('AZ'), 'in AZ')),
  q('AQ-t24', 'territory', 'Is there a CFO among the contacts at Falcon Media LLC?', T.existsTitleAt('Falcon Media LLC', CFO)),
  q('AQ-t25', 'territory', 'what do the 5 largest third-party accounts add up to in revenue', TG.topNSum('tp', 5)),
  q('AQ-t26', 'territory', 'how many third party accounts have no CTO listed among their contacts?', TE.withoutTitle('tp', CTO)),
  q('AQ-t27', 'territory', 'How many accounts does the Tech Transformation campaign cover?', T.campaignCount('Tech Transformation')),
  q(
    'AQ-t28',
    'territory',
    'new to the team - at my own accounts, what job title do the contacts hold most often?',
    TC.titleTop('my', 'max'),
  ),
  q(
    'AQ-t29',
    'territory',
    'total revenue for my accounts, not counting anything in California or Texas',
    TC.sum('my', notIn('CA', 'TX'), 'outside CA and TX'),
  ),
  q(
    'AQ-t30',
    'territory',
    ['my accounts in massachusetts?', 'which one of those makes the most revenue'],
    TC.pick('my', inStates('MA'), 'max', 'of my accounts in MA'),
  ),
  q(
    'AQ-t31',
    'territory',
    ['Show me the 3rd party accounts in Ohio', 'and what is their combined revenue?'],
    TC.sum('tp', inStates('OH'), 'in OH'),
  ),
  q(
    'AQ-t32',
    'territory',
    ['list the contacts at my accounts who are CEOs', 'across how many different accounts are those people spread?'],
    TG.countWithTitle('my', CEO),
  ),
];

const BOTH: HeldOut[] = [
  q(
    'AQ-b01',
    'crm',
    'Counting the territory contacts and the CRM contacts together, how many CEOs are there altogether?',
    BN.titleInBoth(CEO, CEO),
  ),
  q(
    'AQ-b02',
    'crm',
    'How many US accounts in the CRM are located in a state where at least one third-party account also sits?',
    BN.crmInStatesOf('tp'),
  ),
  q(
    'AQ-b03',
    'crm',
    'Take my single largest account by revenue. How many CRM accounts are based in that same state?',
    BO.crmCountInStateOfTop('my'),
  ),
  q('AQ-b04', 'crm', 'which US states have CRM accounts but not a single territory account (mine or third-party)?', BN.statesOnlyInCrm()),
  q(
    'AQ-b05',
    'crm',
    ['which third-party account has the highest revenue?', 'ok and how many open CRM opportunities are with accounts in that state?'],
    AQ.openDealsInStateOfTop('tp'),
  ),
  q(
    'AQ-b06',
    'crm',
    'For Oregon: how many accounts does the territory API have (mine + third party), and how many US accounts does the CRM have there?',
    AQ.stateInBoth('OR'),
  ),
];

export const SET_AQ: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AQ_MORE];
