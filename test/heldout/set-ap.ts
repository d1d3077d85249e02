// Sealed set AP: written by a helper who did not read the planner (nor its lexicon, its rules,
// its notes or the docs about it), as the honest measure of it; everyday users (a sales manager
// before a forecast call, a rep before a customer meeting, a revenue-ops analyst, a new hire, an
// executive typing on a phone), plain-spoken, with typos, shorthand and preambles.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (joined by the US state both record;
// labelled by the API whose figure answers them), 10 to be declined; 10 are follow-ups asked in
// one session. Dates relative to today are read when the checker runs. The territory questions
// and those across both APIs are here; the CRM ones and the declines are in set-ap2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { ALL, COUNT, K, TACC } from './kinds-k.js';
import { AO, crmDealsIn, crmCountIn, stateMostTerritory, stateOfNamed, territoryRevenueIn } from './kinds-ao.js';
import { AP, crmInState, territoryInCrmLight } from './kinds-ap.js';
import { CEO, CTO, M, isOpen, named, notIn, revenue } from './pick.js';
import { SET_AP_MORE } from './set-ap2.js';

const TERRITORY: HeldOut[] = [
  q('AP-t01', 'territory', 'quick q - how many accts do I own in illinois?', TC.count('my', inStates('IL'), 'in IL')),
  q('AP-t02', 'territory', 'add up the revenue on my massachusetts accounts for me', TC.sum('my', inStates('MA'), 'in MA')),
  q('AP-t03', 'territory', 'mean revenue of third party accts located in florida?', TC.avg('tp', inStates('FL'), 'in FL')),
  q('AP-t04', 'territory', 'median rev across my own book of accounts', TC.median('my')),
  q('AP-t05', 'territory', 'gimme the 5 smallest accounts I own, by revenue', TC.topN('my', ANY, 5, 'min')),
  q('AP-t06', 'territory', 'what percentage of the third-party accounts are Texas based', TC.share('tp', inStates('TX'), 'in TX')),
  q('AP-t07', 'territory', 'are there more third party accounts in Washington than in Ohio, or fewer?', TC.compareStates('tp', 'WA', 'OH')),
  q(
    'AP-t08',
    'territory',
    'between Willow Foods Co and Juniper Software Corp, which one has higher revenue',
    TC.compareAccounts('Willow Foods Co', 'Juniper Software Corp'),
  ),
  q(
    'AP-t09',
    'territory',
    'whats the revenue difference between Keystone Robotics Group and Cedar Software Corp',
    TC.diff('Keystone Robotics Group', 'Cedar Software Corp'),
  ),
  q('AP-t10', 'territory', 'in which state are my accounts weakest on average revenue?', TC.stateAvg('my', 'min')),
  q(
    'AP-t11',
    'territory',
    'meeting Granite Health LLC tmrw - which of their contacts are CTOs?',
    TC.contactList('my', named('Granite Health LLC'), CTO),
  ),
  q('AP-t12', 'territory', 'what title does Aisha Chen have', TC.titleOf('Aisha Chen')),
  q('AP-t13', 'territory', 'carlos wilson, what company is he with?', TC.accountOf('Carlos Wilson')),
  q('AP-t14', 'territory', 'can i get Emma Patel’s email', TC.emailOf('Emma Patel')),
  q('AP-t15', 'territory', 'show all my accounts located in colorado or arizona', TC.list('my', inStates('CO', 'AZ'), 'in CO or AZ')),
  q(
    'AP-t16',
    'territory',
    'how many 3rd-party accounts make less than a million in revenue',
    TC.count('tp', (x) => x.revenue < 1 * M, 'under $1M'),
  ),
  q('AP-t17', 'territory', 'do i have any accounts of my own in ohio?', TC.exists('my', inStates('OH'), 'in OH')),
  q('AP-t18', 'territory', 'number of contacts we have at third party accounts in NY state', TC.contactCount('tp', inStates('NY'))),
  q(
    'AP-t19',
    'territory',
    'which third-party accts in texas have a sales manager on file',
    TC.accountsWithTitle('tp', inStates('TX'), 'Sales Manager'),
  ),
  q('AP-t20', 'territory', 'rarest job title among the contacts at my accounts?', TC.titleTop('my', 'min')),
  q('AP-t21', 'territory', 'how many third party accounts have exactly three contacts listed', TC.withContacts('tp', 3)),
  q(
    'AP-t22',
    'territory',
    'new hire here - what is the average revenue of the Tech Transformation campaign accounts?',
    TC.avg({ campaign: 'Tech Transformation' }, ANY, 'in it'),
  ),
  q(
    'AP-t23',
    'territory',
    'largest account in the high value outreach campaign?',
    TC.pick({ campaign: 'High Value Outreach' }, ANY, 'max', 'in the High Value Outreach campaign'),
  ),
  q(
    'AP-t24',
    'territory',
    'total revenue for my accounts excluding texas and california',
    TC.sum('my', notIn('TX', 'CA'), 'outside TX and CA'),
  ),
  q(
    'AP-t25',
    'territory',
    'how many of my accts beat the average revenue of my own accounts',
    K.beyond(TACC('my'), ALL, revenue, 'above', { load: TACC('my'), value: revenue, stat: 'avg' }, COUNT, 'my accounts above my average'),
  ),
  q('AP-t26', 'territory', 'which is my 3rd biggest account', TC.nth('my', 3, 'max')),
  q('AP-t27', 'territory', 'list the CEOs at third-party companies in california', TC.contactList('tp', inStates('CA'), CEO)),
  q(
    'AP-t28',
    'territory',
    'across how many different states are my own accounts spread?',
    K.distinctCount(TACC('my'), ALL, (x) => x.state, 'distinct states of my accounts'),
  ),
  q(
    'AP-t29',
    'territory',
    ['how many accounts do i have in florida', 'and what do they total in revenue?'],
    TC.sum('my', inStates('FL'), 'in FL'),
  ),
  q(
    'AP-t30',
    'territory',
    ['list the third party accts in oregon', 'which of them is the smallest'],
    TC.pick('tp', inStates('OR'), 'min', 'of third-party accounts in OR'),
  ),
  q('AP-t31', 'territory', ['avg revenue on my NY accounts?', 'same for illinois pls'], TC.avg('my', inStates('IL'), 'in IL')),
  q(
    'AP-t32',
    'territory',
    ['how many CEOs do I have contacts with across my accounts', 'what about at the third party accounts'],
    TC.contactCount('tp', ANY, CEO),
  ),
];

const BOTH: HeldOut[] = [
  q(
    'AP-b01',
    'crm',
    'for illinois: how many CRM accounts are there, and how many of my territory accounts?',
    K.each([
      { get: crmInState('IL'), unit: 'count', what: 'CRM accounts in IL' },
      { get: (d) => d.myAccounts().then((xs) => xs.filter(inStates('IL')).length), unit: 'count', what: 'my accounts in IL' },
    ]),
  ),
  q(
    'AP-b02',
    'crm',
    'which states have 3 or more of my territory accounts and also 20+ accounts in the CRM?',
    AP.statesWithBoth('my', 3, 20, 'states with 3+ of my accounts and 20+ CRM accounts'),
  ),
  q(
    'AP-b03',
    'crm',
    'Falcon Media LLC is one of mine. how many open CRM opportunities are at accounts in the same state as it',
    AO.num(crmDealsIn(stateOfNamed('Falcon Media LLC'), isOpen), 'count', 'open CRM deals in the state of Falcon Media LLC'),
  ),
  q(
    'AP-b04',
    'crm',
    ['which state has the most third party accounts?', 'ok how many accounts does the crm have in that state'],
    AO.num(crmCountIn(stateMostTerritory('tp')), 'count', 'CRM accounts in the state with the most third-party accounts'),
  ),
  q(
    'AP-b05',
    'territory',
    'georgia check: total revenue of my territory accounts there and the total annual revenue of CRM accounts in georgia',
    K.each([
      { get: territoryRevenueIn('my', async () => 'GA'), unit: 'money', what: 'revenue of my accounts in GA' },
      {
        get: async (d) =>
          (await d.crmAccounts())
            .filter((x) => x.country === 'United States' && x.state === 'GA')
            .reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
        unit: 'money',
        what: 'annual revenue of CRM accounts in GA',
      },
    ]),
  ),
  q(
    'AP-b06',
    'territory',
    'how many of my territory accounts are located in states where the CRM has fewer than 12 accounts',
    AO.num(territoryInCrmLight('my', 12), 'count', 'my accounts in states with fewer than 12 CRM accounts'),
  ),
];

export const SET_AP: HeldOut[] = [...TERRITORY, ...BOTH, ...SET_AP_MORE];
