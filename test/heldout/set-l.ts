// Held-out set L (sealed): questions that need a computation, over both demo APIs
// (test/heldout/kinds-k.ts): share of a sum, rows above or below a computed figure, a rate over
// a restricted whole, the gap or ratio between two figures, set differences, distinct values,
// groups with no matching row, two named records compared, questions joining the two APIs,
// follow-ups over the previous answer's rows, and declines.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { decline } from './kinds.js';
import { ALL, CACC, CACCX, CCON, CLEAD, COPP, COUNT, K, OPEN, TACC, TACCX, TCON, cDeals, isUS, tList, tRevenue } from './kinds-k.js';

const CEO = 'Chief Executive Officer';
const CTO = 'Chief Technology Officer';
const WON = 'closed-won';
const LOST = 'closed-lost';
const rev = (x: { revenue: number }): number => x.revenue;
const value = (o: { value: number }): number => o.value;
const annual = (x: { annual_revenue: number | null }): number => x.annual_revenue ?? 0;
const staff = (x: { employee_count: number | null }): number => x.employee_count ?? 0;
const inState =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    codes.includes(x.state ?? '');

export const SET_L: HeldOut[] = [
  // Territory API
  q(
    'L-t01',
    'territory',
    'how much of the 3rd party revenue pie, percentage wise, is at accounts that have a data scientist',
    K.sumShare(
      TACCX('tp'),
      (x) => x.titles.includes('Data Scientist'),
      rev,
      'share of third-party revenue at accounts with a Data Scientist',
    ),
  ),
  q(
    'L-t02',
    'territory',
    'how many third party accts make less than half of the third-party average?',
    K.beyond(
      TACC('tp'),
      ALL,
      rev,
      'below',
      { load: TACC('tp'), value: rev, stat: 'avg' },
      COUNT,
      'third-party accounts under half their average',
      0.5,
    ),
  ),
  q(
    'L-t03',
    'territory',
    'what percentage of the contacts at my new york accounts are ceos',
    K.rate(
      TCON('my'),
      (c) => c.acc.state === 'NY',
      (c) => c.job_title === CEO,
      'share of CEOs among the contacts at my NY accounts',
    ),
  ),
  q(
    'L-t04',
    'territory',
    'difference between the avg florida account and the avg georgia account, revenue wise? all accounts not just mine',
    K.gap(
      { load: TACC('all'), pred: inState('FL'), value: rev, stat: 'avg' },
      { load: TACC('all'), pred: inState('GA'), value: rev, stat: 'avg' },
      'money',
      'gap between the average revenue in FL and in GA',
    ),
  ),
  q(
    'L-t05',
    'territory',
    'roles the 3rd party accounts in florida have that my florida accounts dont',
    K.keyDiff(
      { load: TCON('tp'), pred: (c) => c.acc.state === 'FL', key: (c) => c.job_title },
      { load: TCON('my'), pred: (c) => c.acc.state === 'FL', key: (c) => c.job_title },
      'minus',
      'title',
      'titles at the third-party FL accounts and not at mine',
    ),
  ),
  q(
    'L-t06',
    'territory',
    'in how many distinct states are my accounts under 2 million?',
    K.distinctCount(
      TACC('my'),
      (x) => x.revenue < 2_000_000,
      (x) => x.state,
      'states of my accounts under $2M',
    ),
  ),
  q(
    'L-t07',
    'territory',
    'which of my tx accounts are missing a cto',
    K.join(
      { load: TACC('my'), pred: inState('TX'), key: (x) => x.id },
      { load: TCON('all'), pred: (c) => c.job_title === CTO, key: (c) => c.account_id },
      true,
      tList,
      'my TX accounts without a CTO',
    ),
  ),
  q(
    'L-t08',
    'territory',
    'granite health llc or granite health inc, who does more revenue and whats the difference',
    K.compare(['Granite Health LLC', 'Granite Health Inc'], tRevenue, 'account with more revenue', 'money'),
  ),

  q(
    'L-t09',
    'territory',
    'whats the ratio of third party revenue in texas to third party revenue in ohio',
    K.ratio(
      { load: TACC('tp'), pred: inState('TX'), value: rev, stat: 'sum' },
      { load: TACC('tp'), pred: inState('OH'), value: rev, stat: 'sum' },
      'third-party revenue in TX over the one in OH',
    ),
  ),

  // CRM
  q(
    'L-c01',
    'crm',
    'tech companies make up what percent of the total headcount across all crm accounts',
    K.sumShare(CACC, (x) => x.industry === 'Technology', staff, 'share of all employees at Technology accounts'),
  ),
  q(
    'L-c02',
    'crm',
    'what percent of the value we lost (closed lost) was with asia pacific accounts',
    K.sumShare(
      COPP,
      (o) => o.acc.region === 'Asia Pacific',
      value,
      'share of closed-lost value in Asia Pacific',
      (o) => o.stage === LOST,
    ),
  ),
  q(
    'L-c03',
    'crm',
    'how many accounts have over 3x the avg employee count',
    K.beyond(CACC, ALL, staff, 'above', { load: CACC, value: staff, stat: 'avg' }, COUNT, 'accounts above 3x the average head count', 3),
  ),
  q(
    'L-c04',
    'crm',
    'latam win rate, only counting deals that are closed',
    K.rate(
      COPP,
      (o) => o.acc.region === 'Latin America' && (o.stage === WON || o.stage === LOST),
      (o) => o.stage === WON,
      'win rate of closed Latin America deals',
    ),
  ),
  q(
    'L-c05',
    'crm',
    'of the webinar leads that have a final outcome, what % were won?',
    K.rate(
      CLEAD,
      (l) => l.source === 'Webinar' && (l.status === WON || l.status === LOST),
      (l) => l.status === WON,
      'win rate of closed Webinar leads',
    ),
  ),
  q(
    'L-c06',
    'crm',
    'how many times bigger is our north america closed-won total than latin america’s',
    K.ratio(
      { load: COPP, pred: (o) => o.stage === WON && o.acc.region === 'North America', value, stat: 'sum' },
      { load: COPP, pred: (o) => o.stage === WON && o.acc.region === 'Latin America', value, stat: 'sum' },
      'closed-won value of North America over Latin America',
    ),
  ),
  q(
    'L-c07',
    'crm',
    'countries with retail accounts but no tech accounts',
    K.keyDiff(
      { load: CACC, pred: (x) => x.industry === 'Retail', key: (x) => x.country },
      { load: CACC, pred: (x) => x.industry === 'Technology', key: (x) => x.country },
      'minus',
      'plain',
      'countries with Retail accounts and no Technology account',
    ),
  ),
  q(
    'L-c08',
    'crm',
    'number of different countries with at least one consulting account',
    K.distinctCount(
      CACC,
      (x) => x.industry === 'Consulting',
      (x) => x.country,
      'countries with a Consulting account',
    ),
  ),
  q(
    'L-c09',
    'crm',
    'pharma accounts with no won deals - how many?',
    K.join(
      { load: CACC, pred: (x) => x.industry === 'Pharmaceuticals', key: (x) => x.id },
      { load: COPP, pred: (o) => o.stage === WON, key: (o) => o.account_id },
      true,
      COUNT,
      'Pharmaceuticals accounts without a won deal',
    ),
  ),
  q(
    'L-c10',
    'crm',
    'hermiston - haley vs nicolas group: whose open pipeline is bigger, and by how much',
    K.compare(
      ['Hermiston - Haley', 'Nicolas Group'],
      cDeals((o) => OPEN.includes(o.stage)),
      'account with more open pipeline',
      'money',
    ),
  ),

  // Both APIs
  q(
    'L-x01',
    'territory',
    'new york: count of territory accounts (mine and 3rd party) vs count of crm accounts there',
    K.each([
      { get: async (d) => (await TACC('all')(d)).filter(inState('NY')).length, unit: 'count', what: 'territory accounts in NY' },
      {
        get: async (d) => (await d.crmAccounts()).filter((x) => isUS(x) && x.state === 'NY').length,
        unit: 'count',
        what: 'CRM accounts in NY',
      },
    ]),
  ),
  q(
    'L-x02',
    'crm',
    'of the states where i have my own accounts, which ones have fewer than 10 accounts in the crm',
    K.keysByCount(
      { load: TACC('my'), key: (x) => x.state },
      { load: CACC, pred: isUS, key: (x) => x.state },
      (n) => n < 10,
      'state',
      'states of my accounts with fewer than 10 CRM accounts',
    ),
  ),
  q(
    'L-x03',
    'crm',
    'on average how many more contacts does a crm account have than a territory account',
    K.gap(
      { load: CACCX, value: (x) => x.contacts, stat: 'avg' },
      { load: TACCX('all'), value: (x) => x.contacts, stat: 'avg' },
      'decimal',
      'gap between the contacts per account of the CRM and of the territory API',
    ),
  ),
  q(
    'L-x04',
    'crm',
    'how many more ctos are there in the crm than in the territory contact list?',
    K.gap(
      { load: CCON, pred: (c) => c.job_title === CTO, stat: 'count' },
      { load: TCON('all'), pred: (c) => c.job_title === CTO, stat: 'count' },
      'count',
      'CTOs in the CRM minus CTOs in the territory API',
    ),
  ),
  q(
    'L-x05',
    'crm',
    'total crm annual revenue of us accounts in the states where the third party list has an account over 5m',
    K.join(
      { load: CACC, pred: isUS, key: (x) => x.state },
      { load: TACC('tp'), pred: (x) => x.revenue > 5_000_000, key: (x) => x.state },
      false,
      { kind: 'sum', value: annual },
      'annual revenue of the CRM US accounts in the states of the third-party accounts over $5M',
    ),
  ),

  // Follow-ups over the previous answer's rows
  q(
    'L-f01',
    'territory',
    ['my accounts in new york', 'what % of their combined revenue is from the ones over 4m'],
    K.sumShare(TACC('my'), (x) => x.revenue > 4_000_000, rev, 'share of my NY revenue from the accounts over $4M', inState('NY')),
  ),
  q(
    'L-f02',
    'crm',
    ['deals in negotiation with brazilian accounts', 'how many of them are worth more than the average of those'],
    K.beyond(
      COPP,
      (o) => o.stage === 'negotiation' && o.acc.country === 'Brazil',
      value,
      'above',
      {
        load: COPP,
        pred: (o) => o.stage === 'negotiation' && o.acc.country === 'Brazil',
        value,
        stat: 'avg',
      },
      COUNT,
      'Brazilian negotiation deals above their average',
    ),
  ),

  // Must be declined
  q(
    'L-d01',
    'decline',
    "what's the average commission we paid out on won deals last year",
    decline('data not held: commissions', /\$\s?\d|\d+(?:\.\d+)?\s?%/),
  ),
  q('L-d02', 'decline', 'clean up the duplicate contacts', decline('ambiguous write: which contacts, delete or merge')),
];
