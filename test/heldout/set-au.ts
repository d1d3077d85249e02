// Sealed set AU: written by a helper who did not read the planner (nor its lexicon, its notes or
// its bench results), as an honest held-out measure of it. Four kinds of user: a busy executive
// dictating by voice (no punctuation, run-on, "um", "so basically", numbers spoken as words), a
// British English speaker ("turnover", "sat in", "have we got", "cheers"), a support person
// checking one record and asking two or three facts about it in one message, and a planner who
// asks multi-part questions and follow-ups that refer back ("those", "the top one", "same again
// but for ..."). 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API
// whose figure answers them), 10 to be declined; 10 are follow-ups asked in one session (the
// last answer is judged). Dates relative to today are read when the checker runs. The territory
// questions and those across both APIs are here; the CRM ones and the declines are in set-au2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { T, both } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TI } from './kinds-i.js';
import { TJ } from './kinds-j.js';
import { TM } from './kinds-m.js';
import { BN, TN } from './kinds-n.js';
import { PB } from './kinds-p.js';
import { BR } from './kinds-r.js';
import { BS } from './kinds-s.js';
import { AA } from './kinds-aa.js';
import { TAI } from './kinds-ai.js';
import { AQ } from './kinds-aq.js';
import { CEO, CFO, M, notIn } from './pick.js';
import { SET_AU_MORE } from './set-au2.js';

const TERRITORY: HeldOut[] = [
  q(
    'AU-t01',
    'territory',
    'um so basically how many of my accounts are in california at the moment',
    TC.count('my', inStates('CA'), 'in CA'),
  ),
  q('AU-t02', 'territory', "What's the total turnover across my Texas accounts? Cheers", TC.sum('my', inStates('TX'), 'in TX')),
  q(
    'AU-t03',
    'territory',
    'ok and the average revenue on the third party accounts down in florida what is that roughly',
    TC.avg('tp', inStates('FL'), 'in FL'),
  ),
  q('AU-t04', 'territory', 'Which of my accounts has got the lowest turnover of the lot?', TC.pick('my', ANY, 'min', 'of my accounts')),
  q('AU-t05', 'territory', 'give me my top three accounts by revenue biggest first', TC.topN('my', ANY, 3, 'max')),
  q(
    'AU-t06',
    'territory',
    'Of the third-party accounts sat in Texas, which one is the second biggest by turnover?',
    TM.nthWhere('tp', inStates('TX'), 2, 'max', 'in TX'),
  ),
  q('AU-t07', 'territory', 'what percent of third party acounts are located in washington state', TC.share('tp', inStates('WA'), 'in WA')),
  q(
    'AU-t08',
    'territory',
    'how many of my accounts are doing somewhere between three and six million in revenue',
    TC.count('my', (x) => x.revenue >= 3 * M && x.revenue <= 6 * M, 'with revenue from $3M to $6M'),
  ),
  q(
    'AU-t09',
    'territory',
    'Leaving out New York and California, how many of my accounts are there?',
    TC.count('my', notIn('NY', 'CA'), 'outside NY and CA'),
  ),
  q(
    'AU-t10',
    'territory',
    "Keystone Robotics Group - can you tell me what state they're in and what their revenue is?",
    both(T.stateOf('Keystone Robotics Group'), T.revenueOf('Keystone Robotics Group')),
  ),
  q(
    'AU-t11',
    'territory',
    "Isabella Anderson: what's her email, and which account is she at?",
    both(TC.emailOf('Isabella Anderson'), TC.accountOf('Isabella Anderson')),
  ),
  q('AU-t12', 'territory', "What's Omar Thomas's role, out of interest?", TC.titleOf('Omar Thomas')),
  q('AU-t13', 'territory', 'Who have we got at Zenith Robotics Co?', T.contactsAt('Zenith Robotics Co')),
  q(
    'AU-t14',
    'territory',
    'is there more revenue in my arizona accounts or my massachusetts ones',
    TE.compareStateRevenue('my', 'AZ', 'MA'),
  ),
  q(
    'AU-t15',
    'territory',
    'How much more does Falcon Media LLC bring in than Granite Health LLC?',
    TC.diff('Falcon Media LLC', 'Granite Health LLC'),
  ),
  q('AU-t16', 'territory', 'third party accounts by state – how many in each please', TI.stateBreakdown('tp')),
  q('AU-t17', 'territory', 'Can I get total turnover per state for my own accounts?', TAI.revenueByState('my')),
  q('AU-t18', 'territory', 'which state brings in the least revenue accross my accounts', T.stateByRevenue('my', 'min')),
  q('AU-t19', 'territory', 'how many CFOs do we have on file across my accounts and the third party ones', T.countTitle(CFO)),
  q('AU-t20', 'territory', "which of my california accounts don't have a CEO", TN.lackingTitle('my', inStates('CA'), CEO, 'in CA')),
  q('AU-t21', 'territory', 'Have I got any accounts in Ohio?', T.existsInState('my', 'OH')),
  q('AU-t22', 'territory', 'the tech transformation campaign how many accounts are on that', T.campaignCount('Tech Transformation')),
  q('AU-t23', 'territory', 'how many of my accounts beat the average revenue across my book', TE.aboveAverage('my')),
  q(
    'AU-t24',
    'territory',
    'list third party accounts in new york under five million',
    TC.list('tp', (x) => x.state === 'NY' && x.revenue < 5 * M, 'in NY under $5M'),
  ),
  q(
    'AU-t25',
    'territory',
    ['which third-party accounts are in Ohio', 'sort those by revenue, largest first', "what's the revenue on the top one"],
    T.revenueOf('Willow Networks Co'),
  ),
  q('AU-t26', 'territory', ['my accounts in Illinois pls', 'same again but for Oregon'], T.listInState('my', 'OR')),
  q(
    'AU-t27',
    'territory',
    ['how many of my accounts make over five million', "what about the ones that aren't"],
    TC.count('my', (x) => x.revenue <= 5 * M, 'at or under $5M'),
  ),
  q(
    'AU-t28',
    'territory',
    ["What's the average turnover of my Massachusetts accounts?", 'And the third-party ones sat in the same state?'],
    TC.avg('tp', inStates('MA'), 'in MA'),
  ),
  q('AU-t29', 'territory', 'get me the names of every VP of Sales at my accounts', TC.contactList('my', ANY, 'Vice President of Sales')),
  q(
    'AU-t30',
    'territory',
    'how many third party accounts are in California, and which is the biggest?',
    both(TC.count('tp', inStates('CA'), 'in CA'), TC.pick('tp', inStates('CA'), 'max', 'of the third-party accounts in CA')),
  ),
  q(
    'AU-t31',
    'territory',
    "I've got a board meeting on Thursday and I'd like to be able to speak to concentration risk without fumbling, so " +
      'could you tell me what share of my total territory revenue comes from my five largest accounts?',
    TJ.topNShare('my', 5),
  ),
  q('AU-t32', 'territory', 'so what is my fourth biggest account', TC.nth('my', 4, 'max')),
];

// Both APIs (labelled by the API whose figure answers).
const BOTH: HeldOut[] = [
  q(
    'AU-b01',
    'crm',
    'Across both systems, territory contacts and CRM contacts, how many CFOs have we got altogether?',
    BN.titleInBoth(CFO, CFO),
  ),
  q(
    'AU-b02',
    'crm',
    "my smallest account is in some state, what's the total open pipeline in the crm for accounts in that same state",
    BR.openValueInStateOfPick('my', 'min'),
  ),
  q(
    'AU-b03',
    'crm',
    'Texas: how many accounts does the territory side have (mine plus third party), and how many does the CRM have?',
    AQ.stateInBoth('TX'),
  ),
  q(
    'AU-b04',
    'crm',
    'whats the average annual revenue of CRM accounts in the same state as Keystone Robotics Group',
    AA.crmFigureInStateOf(
      'Keystone Robotics Group',
      { stat: 'avg', value: (x) => x.annual_revenue ?? 0 },
      'money',
      'average annual revenue',
    ),
  ),
  q(
    'AU-b05',
    'crm',
    ['what state is Juniper Software Corp in', 'how many CRM contacts work at accounts in that state'],
    BS.crmContactsInStateOf('Juniper Software Corp'),
  ),
  q('AU-b06', 'crm', 'Of the states where I have accounts, which one has the most accounts in the CRM?', PB.stateByCrmCount('my', 'max')),
];

export const SET_AU: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AU_MORE];
