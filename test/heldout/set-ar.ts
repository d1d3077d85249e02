// Sealed set AR: written by a helper who did not read the planner (nor its lexicon, its notes or
// the earlier runs), as an honest held-out measure of it. Four kinds of user: a regional VP
// preparing a board slide (formal, precise about what is counted), a marketing-operations person
// asking about leads, their sources, statuses and scores, a customer-success manager checking
// accounts and their contacts before renewals, and an intern learning the data who asks simple
// things in roundabout ways; some numbers written in words, a few typos, two-part questions.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 9 are follow-ups asked in one session of 2-3 turns (the
// last answer is judged). Dates relative to today are read when the checker runs. The territory
// questions and those across both APIs are here; the CRM ones and the declines are in set-ar2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { T } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TI } from './kinds-i.js';
import { TAI } from './kinds-ai.js';
import { K, isUS } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { BQ } from './kinds-q.js';
import { BY } from './kinds-y.js';
import { AA } from './kinds-aa.js';
import { AN, countOf, revOf } from './kinds-an.js';
import { crmCountInStateOfPick } from './kinds-ar.js';
import { CFO, CTO, M, notIn } from './pick.js';
import { SET_AR_MORE } from './set-ar2.js';

const HVO = { campaign: 'High Value Outreach' };

const TERRITORY: HeldOut[] = [
  q(
    'AR-t01',
    'territory',
    'For the board slide, please state the combined revenue of the accounts in my own territory, leaving out the third-party accounts.',
    TC.sum('my', ANY, '(all)'),
  ),
  q(
    'AR-t02',
    'territory',
    'sorry if this is a silly question, but how many of the third-party accounts would be the ones in Florida?',
    TC.count('tp', inStates('FL'), 'in FL'),
  ),
  q(
    'AR-t03',
    'territory',
    'Please provide the mean revenue of the accounts in my territory that are headquartered in California.',
    TC.avg('my', inStates('CA'), 'in CA'),
  ),
  q('AR-t04', 'territory', '3rd party accts, top 4 by rev', TC.topN('tp', ANY, 4, 'max')),
  q(
    'AR-t05',
    'territory',
    'what slice of my total account revenue is coming out of california, as a percent',
    TE.revenueShare('my', inStates('CA'), 'in CA'),
  ),
  q(
    'AR-t06',
    'territory',
    'What proportion of the third-party accounts are located in either Texas or Florida?',
    TC.share('tp', inStates('TX', 'FL'), 'in TX or FL'),
  ),
  q(
    'AR-t07',
    'territory',
    'Comparing Illinois with Washington, which state generates more combined revenue from third-party accounts?',
    TE.compareStateRevenue('tp', 'IL', 'WA'),
  ),
  q(
    'AR-t08',
    'territory',
    'By how many dollars does Summit Software Inc out-earn Falcon Media LLC?',
    TC.diff('Summit Software Inc', 'Falcon Media LLC'),
  ),
  q(
    'AR-t09',
    'territory',
    "I'm new and keep seeing Keystone Robotics Group in the reports - could someone tell me which state that company is in?",
    T.stateOf('Keystone Robotics Group'),
  ),
  q('AR-t10', 'territory', 'how big is meridian labs group revenue-wise?', T.revenueOf('Meridian Labs Group')),
  q(
    'AR-t11',
    'territory',
    'Which third-party accounts bring in less than half a million dollars?',
    TC.list('tp', (x) => x.revenue < 0.5 * M, 'under $0.5M'),
  ),
  q(
    'AR-t12',
    'territory',
    'How many of my accounts earn less than three million a year?',
    TC.count('my', (x) => x.revenue < 3 * M, 'under $3M'),
  ),
  q('AR-t13', 'territory', 'count of my accounts for each state please', TI.stateBreakdown('my')),
  q('AR-t14', 'territory', 'Third-party revenue subtotaled by state', TAI.revenueByState('tp')),
  q(
    'AR-t15',
    'territory',
    'Renewal call with Juniper Software Corp on Monday - which contacts do we have on record for them?',
    T.contactsAt('Juniper Software Corp'),
  ),
  q('AR-t16', 'territory', 'what is Liam Taylors role?', TC.titleOf('Liam Taylor')),
  q('AR-t17', 'territory', 'How do I reach Isabella Brown by email?', TC.emailOf('Isabella Brown')),
  q(
    'AR-t18',
    'territory',
    'In the territory contact list, how many people carry the title Vice President of Sales?',
    T.countTitle('Vice President of Sales'),
  ),
  q('AR-t19', 'territory', 'what kinds of job titles are there among the people at Orchid Labs LLC', T.titlesAt('Orchid Labs LLC')),
  q('AR-t20', 'territory', 'How many third-party accounts are there outside of California?', TC.count('tp', notIn('CA'), 'outside CA')),
  q('AR-t21', 'territory', 'average revenue of my accounts other than the New York ones', TC.avg('my', notIn('NY'), 'outside NY')),
  q('AR-t22', 'territory', 'In which state do my accounts add up to the most revenue?', T.stateByRevenue('my', 'max')),
  q('AR-t23', 'territory', 'Which state has the fewest third-party accounts?', T.stateByCount('tp', 'min')),
  q(
    'AR-t24',
    'territory',
    'For the High Value Outreach campaign: how many accounts does it target, and what is their total revenue?',
    K.each([
      { get: countOf(HVO, ANY), unit: 'count', what: 'accounts of High Value Outreach' },
      { get: revOf(HVO, ANY), unit: 'money', what: 'revenue of High Value Outreach' },
    ]),
  ),
  q(
    'AR-t25',
    'territory',
    'how many of my accounts are in Massachusetts, and what do they bring in altogether?',
    K.each([
      { get: countOf('my', inStates('MA')), unit: 'count', what: 'my accounts in MA' },
      { get: revOf('my', inStates('MA')), unit: 'money', what: 'revenue of my accounts in MA' },
    ]),
  ),
  q(
    'AR-t26',
    'territory',
    'For the purposes of the quarterly board presentation, kindly give me the number of Chief Technology Officers among the ' +
      'contacts at the accounts in my own territory, not counting the third-party accounts.',
    TC.contactCount('my', ANY, CTO),
  ),
  q('AR-t27', 'territory', "who's number two on the third party list by revenue", TC.nth('tp', 2, 'max')),
  q('AR-t28', 'territory', 'Do I have any accounts in Ohio?', TC.exists('my', inStates('OH'), 'in OH')),
  q('AR-t29', 'territory', 'list every CFO working at one of my accounts', TC.contactList('my', ANY, CFO)),
  q(
    'AR-t30',
    'territory',
    ['show me my accounts in arizona', 'and the biggest one of those?'],
    TC.pick('my', inStates('AZ'), 'max', 'of my accounts in AZ'),
  ),
  q(
    'AR-t31',
    'territory',
    ['Third-party accounts in Washington state', 'what is their average revenue'],
    TC.avg('tp', inStates('WA'), 'in WA'),
  ),
  q(
    'AR-t32',
    'territory',
    ['how many of my accounts are in north carolina', 'list them', 'which one has the lowest revenue?'],
    TC.pick('my', inStates('NC'), 'min', 'of my accounts in NC'),
  ),
];

const BOTH: HeldOut[] = [
  q(
    'AR-b01',
    'crm',
    'Across the territory system (my accounts and the third-party ones) and the CRM taken together, how many account records do we hold?',
    AA.total(
      [
        { get: countOf('all', ANY), what: 'territory accounts' },
        { get: async (d) => (await d.crmAccounts()).length, what: 'CRM accounts' },
      ],
      'count',
      'accounts in both systems',
    ),
  ),
  q(
    'AR-b02',
    'crm',
    'How many open CRM opportunities belong to US accounts located in the same state as Willow Foods Co?',
    BQ.openDealsInStateOf('Willow Foods Co'),
  ),
  q(
    'AR-b03',
    'crm',
    'How many CFOs do we know of in all, counting the territory contact list and the CRM contacts together?',
    BN.titleInBoth(CFO, CFO),
  ),
  q(
    'AR-b04',
    'crm',
    'Two figures for Colorado, please: the total revenue of my territory accounts there, and the combined annual revenue of the ' +
      'CRM accounts based in Colorado.',
    K.each([
      { get: revOf('my', inStates('CO')), unit: 'money', what: 'revenue of my accounts in CO' },
      {
        get: async (d) =>
          (await d.crmAccounts()).filter((x) => isUS(x) && x.state === 'CO').reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
        unit: 'money',
        what: 'annual revenue of the CRM accounts in CO',
      },
    ]),
  ),
  q(
    'AR-b05',
    'crm',
    'Does the CRM list more Texas accounts than the territory API does (mine and third-party combined)?',
    BY.moreInCrm('TX'),
  ),
  q(
    'AR-b06',
    'crm',
    ['Which of my accounts has the smallest revenue?', 'how many CRM accounts are based in that same state?'],
    AN.num(crmCountInStateOfPick('my', 'min'), 'count', 'US CRM accounts in the state of my smallest account'),
  ),
];

export const SET_AR: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AR_MORE];
