// Development set AJ: written by a helper who did not read the planner (nor its lexicon or its
// notes), to find wordings it does not yet understand; it leans towards analysts and
// spreadsheet people (ranges, ratios, shares, breakdowns, relative dates, several conditions).
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 7 are follow-ups asked in one session. Dates are relative to
// the day the checker runs. The CRM questions and the declines are in set-aj2.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, T } from './kinds.js';
import { TC, inStates } from './kinds-cd.js';
import { TE } from './kinds-e.js';
import { TG } from './kinds-g.js';
import { TI } from './kinds-i.js';
import { K, TACC, fig, isUS, tRevenue } from './kinds-k.js';
import { BN } from './kinds-n.js';
import { BU, TU } from './kinds-u.js';
import { AA } from './kinds-aa.js';
import { CEO, CTO, M, notIn, revenue } from './pick.js';
import { SET_AJ_CRM } from './set-aj2.js';

const SET_AJ_TERRITORY: HeldOut[] = [
  // Territory API
  q(
    'AJ-t01',
    'territory',
    'Count of my accounts with revenue between $2M and $5M inclusive.',
    TC.count('my', (x) => x.revenue >= 2 * M && x.revenue <= 5 * M, 'with revenue $2M-$5M'),
  ),
  q(
    'AJ-t02',
    'territory',
    'Sum of revenue for third-party accounts located in WA plus OR, as a single figure',
    TC.sum('tp', inStates('WA', 'OR'), 'in WA or OR'),
  ),
  q(
    'AJ-t03',
    'territory',
    'For my California accounts, excluding any account below $1M, what is the mean revenue per account?',
    TC.avg('my', (x) => x.state === 'CA' && x.revenue >= 1 * M, 'in CA at $1M or more'),
  ),
  q(
    'AJ-t04',
    'territory',
    'Top 5 third-party accounts by revenue, descending, but exclude anything in Florida or Texas.',
    TC.topN('tp', notIn('FL', 'TX'), 5, 'max'),
  ),
  q(
    'AJ-t05',
    'territory',
    'Among my accounts headquartered in New York or Massachusetts, which one has the lowest revenue?',
    TC.pick('my', inStates('NY', 'MA'), 'min', 'of my accounts in NY or MA'),
  ),
  q(
    'AJ-t06',
    'territory',
    'What percentage of total revenue in my territory is contributed by Texas accounts?',
    TE.revenueShare('my', inStates('TX'), 'from TX'),
  ),
  q('AJ-t07', 'territory', 'Breakdown of third-party account counts per state, all states please.', TI.stateBreakdown('tp')),
  q('AJ-t08', 'territory', 'Within my Illinois accounts, what is the revenue range (max minus min)?', TE.spread('my', inStates('IL'))),
  q('AJ-t09', 'territory', 'Number of third party accounts whose revenue is higher than the third-party mean', TE.aboveAverage('tp')),
  q('AJ-t10', 'territory', 'Aggregate revenue of my 10 biggest accounts (by revenue)?', TG.topNSum('my', 10)),
  q('AJ-t11', 'territory', 'Top three states ranked by total third-party revenue', TU.topStates('tp', 3)),
  q(
    'AJ-t12',
    'territory',
    'Ratio of my accounts’ total revenue to the third-party accounts’ total revenue (x times, 1 decimal)?',
    K.ratio(
      { load: TACC('my'), value: revenue, stat: 'sum' },
      { load: TACC('tp'), value: revenue, stat: 'sum' },
      'my total revenue over third-party total revenue',
    ),
  ),
  q('AJ-t13', 'territory', 'Per state, which one has the weakest average revenue per account in my book?', TC.stateAvg('my', 'min')),
  q(
    'AJ-t14',
    'territory',
    'List my accounts with revenue between 4 and 6 million, California excluded',
    TC.list('my', (x) => x.revenue >= 4 * M && x.revenue <= 6 * M && x.state !== 'CA', 'at $4M-$6M outside CA'),
  ),
  q(
    'AJ-t15',
    'territory',
    'Across all contacts at my accounts, what share (%) carry the Account Executive title?',
    TG.titleShare('my', 'Account Executive'),
  ),
  q(
    'AJ-t16',
    'territory',
    'headcount of CTOs at third-party accounts in either California or Washington',
    TC.contactCount('tp', inStates('CA', 'WA'), CTO),
  ),
  q('AJ-t17', 'territory', 'How many of my accounts have no chief executive officer on file?', TE.withoutTitle('my', CEO)),
  q('AJ-t18', 'territory', "Noah Jones - what's his role / job title?", TC.titleOf('Noah Jones')),
  q('AJ-t19', 'territory', 'Mason Thomas: the account he belongs to is in which state?', TE.stateOfContact('Mason Thomas')),
  q('AJ-t20', 'territory', 'revenue figure for the company that employs Ava Smith?', TE.revenueOfContact('Ava Smith')),
  q(
    'AJ-t21',
    'territory',
    'Keystone Robotics Group versus Cedar Software Corp — which has more revenue, and what is the delta?',
    K.compare(['Keystone Robotics Group', 'Cedar Software Corp'], tRevenue, 'account with more revenue', 'money'),
  ),
  q(
    'AJ-t22',
    'territory',
    'Where does Granite Health LLC rank by revenue among my accounts (1 = largest)?',
    TG.rankOf('my', 'Granite Health LLC'),
  ),
  q(
    'AJ-t23',
    'territory',
    'If I drop my three largest accounts, what does the average revenue of the remaining ones come to?',
    TU.avgExcludingTop('my', 3),
  ),
  q(
    'AJ-t24',
    'territory',
    'Is there any Ohio third-party account with revenue greater than $6,000,000?',
    TC.exists('tp', (x) => x.state === 'OH' && x.revenue > 6 * M, 'in OH over $6M'),
  ),
  q(
    'AJ-t25',
    'territory',
    'High Value Outreach campaign: filter to the accounts in CA and list them',
    TC.list({ campaign: 'High Value Outreach' }, inStates('CA'), 'in CA'),
  ),
  q(
    'AJ-t26',
    'territory',
    'Washington vs Ohio, third-party side only: which state has the higher revenue total?',
    TE.compareStateRevenue('tp', 'WA', 'OH'),
  ),
  q('AJ-t27', 'territory', 'median rev across 3rd party accts?', TC.median('tp')),
  q(
    'AJ-t28',
    'territory',
    'How many unique job titles appear among contacts at my Texas accounts?',
    TI.distinctTitles('my', inStates('TX'), 'in TX'),
  ),
  q(
    'AJ-t29',
    'territory',
    'For the people at my California accounts, what is the single most frequent job title?',
    TU.titleTopWhere('my', inStates('CA'), 'max', 'in CA'),
  ),
  q(
    'AJ-t30',
    'territory',
    ['show my Arizona accounts', 'give me both the number of those and their summed revenue'],
    K.each([
      { get: fig({ load: TACC('my'), pred: inStates('AZ'), stat: 'count' }), unit: 'count', what: 'number of my AZ accounts' },
      { get: fig({ load: TACC('my'), pred: inStates('AZ'), value: revenue, stat: 'sum' }), unit: 'money', what: 'my AZ revenue' },
    ]),
  ),
  q(
    'AJ-t31',
    'territory',
    ['third-party accounts in Georgia sorted by revenue', 'which of those is the smallest?'],
    TC.pick('tp', inStates('GA'), 'min', 'of third-party accounts in GA'),
  ),
  q(
    'AJ-t32',
    'territory',
    ['how many contacts are on file for Falcon Media LLC', 'same count for Summit Software Inc?'],
    T.contactCountAt('Summit Software Inc'),
  ),

  // Both APIs (labelled by the API whose figure answers)
  q(
    'AJ-b01',
    'crm',
    'Add the revenue of my Colorado territory accounts to the annual revenue of the CRM accounts in Colorado: grand total?',
    AA.total(
      [
        { get: fig({ load: TACC('my'), pred: inStates('CO'), value: revenue, stat: 'sum' }), what: 'my CO revenue' },
        {
          get: fig({ load: ACCOUNTS, pred: (x) => isUS(x) && x.state === 'CO', value: (x) => x.annual_revenue ?? 0, stat: 'sum' }),
          what: 'CRM CO annual revenue',
        },
      ],
      'money',
      'my CO territory revenue plus CRM CO annual revenue',
    ),
  ),
  q(
    'AJ-b02',
    'crm',
    'Take the state that Keystone Robotics Group (territory) is in; how many CRM accounts are based in that state?',
    AA.crmFigureInStateOf('Keystone Robotics Group', { stat: 'count' }, 'count', 'number of CRM accounts'),
  ),
  q(
    'AJ-b03',
    'crm',
    'Total number of Chief Financial Officers when you combine territory contacts with CRM contacts?',
    BN.titleInBoth('Chief Financial Officer', 'Chief Financial Officer'),
  ),
  q(
    'AJ-b04',
    'crm',
    'Pooling territory accounts (mine + third-party) with the CRM accounts, does New York or Texas have the larger account count?',
    BU.combinedCompare('NY', 'TX'),
  ),
  q(
    'AJ-b05',
    'crm',
    'Two numbers please: third-party territory accounts in Ohio, and CRM accounts located in Ohio (US).',
    K.each([
      { get: fig({ load: TACC('tp'), pred: inStates('OH'), stat: 'count' }), unit: 'count', what: 'third-party accounts in OH' },
      { get: fig({ load: ACCOUNTS, pred: (x) => isUS(x) && x.state === 'OH', stat: 'count' }), unit: 'count', what: 'CRM accounts in OH' },
    ]),
  ),
  q(
    'AJ-b06',
    'crm',
    'Nova Energy Corp is one of my territory accounts; in the CRM, what is the combined annual revenue of accounts in its state?',
    AA.crmFigureInStateOf('Nova Energy Corp', { value: (x) => x.annual_revenue ?? 0, stat: 'sum' }, 'money', 'total annual revenue'),
  ),
];

export const SET_AJ: HeldOut[] = [...SET_AJ_TERRITORY, ...SET_AJ_CRM];
