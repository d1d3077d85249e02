// Held-out set K: questions that need a computation over the rows, as people type them into a
// sales chat (shorthand, typos, lower case), about both demo APIs (test/heldout/kinds-k.ts):
// the share of a sum a group holds, rows above or below a computed figure (an average, twice
// it, a figure read from the other API), a rate over a restricted whole (won / (won + lost)),
// the gap or ratio between two totals or averages, set differences of a field's values (states,
// job titles, countries, industries), the distinct values of a field, groups with no matching
// row (accounts without a role, without a won or an open deal), two named records compared
// (and by how much), questions joining the two APIs (ids K-x..: a count in each, a threshold or
// a state read from one and applied to the other), follow-ups computing over the rows of the
// previous answer, and two that must be declined. Written without looking at the planner; a
// set to work from.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { decline } from './kinds.js';
import {
  ALL,
  CACC,
  CCON,
  CLEAD,
  COPP,
  COUNT,
  K,
  OPEN,
  TACC,
  TACCX,
  TCON,
  cDeals,
  cField,
  cList,
  isUS,
  tList,
  tRevenue,
} from './kinds-k.js';

const CEO = 'Chief Executive Officer';
const CTO = 'Chief Technology Officer';
const SALES = ['Sales Manager', 'Vice President of Sales', 'Account Executive'];
const WON = 'closed-won';
const LOST = 'closed-lost';
const closed = (o: { stage: string }): boolean => o.stage === WON || o.stage === LOST;
const rev = (x: { revenue: number }): number => x.revenue;
const value = (o: { value: number }): number => o.value;
const annual = (x: { annual_revenue: number | null }): number => x.annual_revenue ?? 0;
const inState =
  (...codes: string[]) =>
  (x: { state: string | null }): boolean =>
    codes.includes(x.state ?? '');

export const SET_K: HeldOut[] = [
  // Territory API
  q(
    'K-t01',
    'territory',
    'what % of my book revenue comes from accts that have a cto on file',
    K.sumShare(TACCX('my'), (x) => x.titles.includes(CTO), rev, 'share of my revenue at accounts with a CTO'),
  ),
  q(
    'K-t02',
    'territory',
    'of all the revenue across every account (mine + 3rd party) what percentage sits in ny, ma or pa?',
    K.sumShare(TACC('all'), inState('NY', 'MA', 'PA'), rev, 'share of all revenue in NY, MA and PA'),
  ),
  q(
    'K-t03',
    'territory',
    'which of my accounts bring in more than twice what my average account does',
    K.beyond(TACC('my'), ALL, rev, 'above', { load: TACC('my'), value: rev, stat: 'avg' }, tList, 'my accounts above twice my average', 2),
  ),
  q(
    'K-t04',
    'territory',
    'how many contacts work at companies whose revenue is below the average of all 100 accounts',
    K.beyond(
      TCON('all'),
      ALL,
      (c) => c.acc.revenue,
      'below',
      { load: TACC('all'), value: rev, stat: 'avg' },
      COUNT,
      'contacts at accounts below the average revenue',
    ),
  ),
  q(
    'K-t05',
    'territory',
    'looking only at my accounts over $5M, what share of them have a ceo contact?',
    K.rate(
      TACCX('my'),
      (x) => x.revenue > 5_000_000,
      (x) => x.titles.includes(CEO),
      'share of my accounts over $5M with a CEO',
    ),
  ),
  q(
    'K-t06',
    'territory',
    'among the people at my california accounts, what percent are ctos',
    K.rate(
      TCON('my'),
      (c) => c.acc.state === 'CA',
      (c) => c.job_title === CTO,
      'share of CTOs among the contacts at my CA accounts',
    ),
  ),
  q(
    'K-t07',
    'territory',
    'how far apart are my texas accts and my california accts in total revenue',
    K.gap(
      { load: TACC('my'), pred: inState('TX'), value: rev, stat: 'sum' },
      { load: TACC('my'), pred: inState('CA'), value: rev, stat: 'sum' },
      'money',
      'gap between the total revenue of my TX and my CA accounts',
    ),
  ),
  q(
    'K-t08',
    'territory',
    'avg account revenue in california is how many times the georgia avg? count mine and 3rd party both',
    K.ratio(
      { load: TACC('all'), pred: inState('CA'), value: rev, stat: 'avg' },
      { load: TACC('all'), pred: inState('GA'), value: rev, stat: 'avg' },
      'average revenue in CA over the one in GA',
    ),
  ),
  q(
    'K-t09',
    'territory',
    'in which states do i have an account above 5m while the third party list has none above 5m there',
    K.keyDiff(
      { load: TACC('my'), pred: (x) => x.revenue > 5_000_000, key: (x) => x.state },
      { load: TACC('tp'), pred: (x) => x.revenue > 5_000_000, key: (x) => x.state },
      'minus',
      'state',
      'states with one of my accounts over $5M and no third-party account over $5M',
    ),
  ),
  q(
    'K-t10',
    'territory',
    'job titles found at my illinois accounts that none of the 3rd party illinois accounts have',
    K.keyDiff(
      { load: TCON('my'), pred: (c) => c.acc.state === 'IL', key: (c) => c.job_title },
      { load: TCON('tp'), pred: (c) => c.acc.state === 'IL', key: (c) => c.job_title },
      'minus',
      'title',
      'titles at my IL accounts and not at the third-party IL accounts',
    ),
  ),
  q(
    'K-t11',
    'territory',
    'what states are the third-party accounts under 1.5 mil located in',
    K.distinct(
      TACC('tp'),
      (x) => x.revenue < 1_500_000,
      (x) => x.state,
      'state',
      'states of the third-party accounts under $1.5M',
    ),
  ),
  q(
    'K-t12',
    'territory',
    'which distinct job titles do the contacts at 3rd party accts in washington have',
    K.distinct(
      TCON('tp'),
      (c) => c.acc.state === 'WA',
      (c) => c.job_title,
      'title',
      'titles at the third-party WA accounts',
    ),
  ),
  q(
    'K-t13',
    'territory',
    "which 3rd-party accounts in california don't have a ceo",
    K.join(
      { load: TACC('tp'), pred: inState('CA'), key: (x) => x.id },
      { load: TCON('all'), pred: (c) => c.job_title === CEO, key: (c) => c.account_id },
      true,
      tList,
      'third-party CA accounts without a CEO',
    ),
  ),
  q(
    'K-t14',
    'territory',
    'how many of my accounts have nobody in a sales role - no sales manager, no vp of sales, no account exec?',
    K.join(
      { load: TACC('my'), key: (x) => x.id },
      { load: TCON('all'), pred: (c) => SALES.includes(c.job_title), key: (c) => c.account_id },
      true,
      COUNT,
      'my accounts without a sales role',
    ),
  ),
  q(
    'K-t15',
    'territory',
    'willow foods co vs nova energy corp - which is bigger and by how much',
    K.compare(['Willow Foods Co', 'Nova Energy Corp'], tRevenue, 'account with more revenue', 'money'),
  ),
  q(
    'K-t16',
    'territory',
    'between keystone robotics group and keystone robotics corp who does more revenue',
    K.compare(['Keystone Robotics Group', 'Keystone Robotics Corp'], tRevenue, 'account with more revenue'),
  ),

  // CRM
  q(
    'K-c01',
    'crm',
    'what fraction of our closed-won dollars came from european accounts',
    K.sumShare(
      COPP,
      (o) => o.acc.region === 'Europe',
      value,
      'share of closed-won value from Europe',
      (o) => o.stage === WON,
    ),
  ),
  q(
    'K-c02',
    'crm',
    'of the money sitting in open deals, what percent is at the negotiation stage',
    K.sumShare(
      COPP,
      (o) => o.stage === 'negotiation',
      value,
      'share of open value in negotiation',
      (o) => OPEN.includes(o.stage),
    ),
  ),
  q(
    'K-c03',
    'crm',
    "healthcare's cut of the total annual revenue of all crm accounts, in %",
    K.sumShare(CACC, (x) => x.industry === 'Healthcare', annual, 'share of annual revenue in Healthcare'),
  ),
  q(
    'K-c04',
    'crm',
    'how many proposal stage deals are worth more than our average closed won deal',
    K.beyond(
      COPP,
      (o) => o.stage === 'proposal',
      value,
      'above',
      { load: COPP, pred: (o) => o.stage === WON, value, stat: 'avg' },
      COUNT,
      'proposal deals above the average won deal',
    ),
  ),
  q(
    'K-c05',
    'crm',
    'count of leads scoring under the avg lead score',
    K.beyond(
      CLEAD,
      ALL,
      (l) => l.score ?? 0,
      'below',
      { load: CLEAD, pred: (l) => l.score !== null, value: (l) => l.score ?? 0, stat: 'avg' },
      COUNT,
      'leads below the average score',
    ),
  ),
  q(
    'K-c06',
    'crm',
    'win rate for deals with a 2025 close date, closed ones only (won vs lost)',
    K.rate(
      COPP,
      (o) => closed(o) && (o.close_date?.startsWith('2025-') ?? false),
      (o) => o.stage === WON,
      'win rate of the deals closed in 2025',
    ),
  ),
  q(
    'K-c07',
    'crm',
    'referral leads that ended up closed won or closed lost - what % of them did we win',
    K.rate(
      CLEAD,
      (l) => l.source === 'Referral' && (l.status === WON || l.status === LOST),
      (l) => l.status === WON,
      'win rate of closed Referral leads',
    ),
  ),
  q(
    'K-c08',
    'crm',
    'avg opp value latam vs europe (all opps, any stage) - whats the gap',
    K.gap(
      { load: COPP, pred: (o) => o.acc.region === 'Latin America', value, stat: 'avg' },
      { load: COPP, pred: (o) => o.acc.region === 'Europe', value, stat: 'avg' },
      'money',
      'gap between the average deal in Latin America and in Europe',
    ),
  ),
  q(
    'K-c09',
    'crm',
    'how many more employees does the average technology account have than the average retail one',
    K.gap(
      { load: CACC, pred: (x) => x.industry === 'Technology', value: (x) => x.employee_count ?? 0, stat: 'avg' },
      { load: CACC, pred: (x) => x.industry === 'Retail', value: (x) => x.employee_count ?? 0, stat: 'avg' },
      'plain',
      'gap between the average head count of Technology and Retail accounts',
    ),
  ),
  q(
    'K-c10',
    'crm',
    "countries where we've got healthcare accounts but not a single energy account",
    K.keyDiff(
      { load: CACC, pred: (x) => x.industry === 'Healthcare', key: (x) => x.country },
      { load: CACC, pred: (x) => x.industry === 'Energy', key: (x) => x.country },
      'minus',
      'plain',
      'countries with Healthcare accounts and no Energy account',
    ),
  ),
  q(
    'K-c11',
    'crm',
    'industries we have accounts in over in india but not in china?',
    K.keyDiff(
      { load: CACC, pred: (x) => x.country === 'India', key: (x) => x.industry },
      { load: CACC, pred: (x) => x.country === 'China', key: (x) => x.industry },
      'minus',
      'plain',
      'industries in India and not in China',
    ),
  ),
  q(
    'K-c12',
    'crm',
    'how many different countries are the healthcare accounts spread over',
    K.distinctCount(
      CACC,
      (x) => x.industry === 'Healthcare',
      (x) => x.country,
      'countries with a Healthcare account',
    ),
  ),
  q(
    'K-c13',
    'crm',
    'which industries are our saudi accounts in',
    K.distinct(
      CACC,
      (x) => x.country === 'Saudi Arabia',
      (x) => x.industry,
      'plain',
      'industries of the Saudi accounts',
    ),
  ),
  q(
    'K-c14',
    'crm',
    'how many accounts in france have never had a closed-won deal',
    K.join(
      { load: CACC, pred: (x) => x.country === 'France', key: (x) => x.id },
      { load: COPP, pred: (o) => o.stage === WON, key: (o) => o.account_id },
      true,
      COUNT,
      'French accounts without a won deal',
    ),
  ),
  q(
    'K-c15',
    'crm',
    'which accounts have zero open opportunities',
    K.join(
      { load: CACC, key: (x) => x.id },
      { load: COPP, pred: (o) => OPEN.includes(o.stage), key: (o) => o.account_id },
      true,
      cList,
      'accounts without an open deal',
    ),
  ),
  q(
    'K-c16',
    'crm',
    'who has more staff, gislason llc or green - stehr, and how many more',
    K.compare(['Gislason LLC', 'Green - Stehr'], cField('employee_count'), 'account with more employees', 'count'),
  ),
  q(
    'K-c17',
    'crm',
    'ortiz - kris or dare inc: where have we won more $ in closed-won deals, and by how much?',
    K.compare(
      ['Ortiz - Kris', 'Dare Inc'],
      cDeals((o) => o.stage === WON),
      'account with more closed-won value',
      'money',
    ),
  ),

  // Both APIs
  q(
    'K-x01',
    'crm',
    'florida - how many accounts do i have in my own territory there, and how many does the crm have in FL?',
    K.each([
      { get: async (d) => (await d.myAccounts()).filter(inState('FL')).length, unit: 'count', what: 'my accounts in FL' },
      {
        get: async (d) => (await d.crmAccounts()).filter((x) => isUS(x) && x.state === 'FL').length,
        unit: 'count',
        what: 'CRM accounts in FL',
      },
    ]),
  ),
  q(
    'K-x02',
    'crm',
    'crm accounts in tx that are smaller (annual rev) than my largest texas acct - how many?',
    K.beyond(
      CACC,
      (x) => isUS(x) && x.state === 'TX',
      annual,
      'below',
      { load: TACC('my'), pred: inState('TX'), value: rev, stat: 'max' },
      COUNT,
      'CRM accounts in TX below my largest TX account',
    ),
  ),
  q(
    'K-x03',
    'crm',
    'which us states show up in the crm but have no territory accounts at all, mine or third party',
    K.keyDiff(
      { load: CACC, pred: isUS, key: (x) => x.state },
      { load: TACC('all'), key: (x) => x.state },
      'minus',
      'state',
      'US states of the CRM without a territory account',
    ),
  ),
  q(
    'K-x04',
    'crm',
    'take the state where i have the most accounts of my own - how many crm accounts are in that state?',
    K.atTopKey(
      { load: TACC('my'), key: (x) => x.state },
      { load: CACC, pred: isUS, key: (x) => x.state },
      COUNT,
      'CRM accounts in the state holding most of my accounts',
    ),
  ),
  q(
    'K-x05',
    'territory',
    'number of account executives in the territory contacts and in the crm contacts?',
    K.each([
      {
        get: async (d) => (await d.territoryContacts()).filter((c) => c.job_title === 'Account Executive').length,
        unit: 'count',
        what: 'Account Executives among the territory contacts',
      },
      {
        get: async (d) => (await CCON(d)).filter((c) => c.job_title === 'Account Executive').length,
        unit: 'count',
        what: 'Account Executives among the CRM contacts',
      },
    ]),
  ),
  q(
    'K-x06',
    'territory',
    'how many of my accounts make more than the smallest us account in the crm (by annual revenue)',
    K.beyond(
      TACC('my'),
      ALL,
      rev,
      'above',
      { load: CACC, pred: isUS, value: annual, stat: 'min' },
      COUNT,
      'my accounts above the smallest US account of the CRM',
    ),
  ),

  // Follow-ups over the previous answer's rows
  q(
    'K-f01',
    'territory',
    ['third party accounts in texas', 'which of those are above the average revenue of that group?'],
    K.beyond(
      TACC('tp'),
      inState('TX'),
      rev,
      'above',
      { load: TACC('tp'), pred: inState('TX'), value: rev, stat: 'avg' },
      tList,
      'third-party TX accounts above their average',
    ),
  ),
  q(
    'K-f02',
    'crm',
    ['closed lost deals at japanese accounts', 'what % of that lost value is from media companies'],
    K.sumShare(
      COPP,
      (o) => o.acc.industry === 'Media',
      value,
      'share of the Japanese closed-lost value at Media accounts',
      (o) => o.stage === LOST && o.acc.country === 'Japan',
    ),
  ),
  q(
    'K-f03',
    'crm',
    ['healthcare accounts in germany', 'how many of them never had a won deal'],
    K.join(
      { load: CACC, pred: (x) => x.industry === 'Healthcare' && x.country === 'Germany', key: (x) => x.id },
      { load: COPP, pred: (o) => o.stage === WON, key: (o) => o.account_id },
      true,
      COUNT,
      'German Healthcare accounts without a won deal',
    ),
  ),

  // Must be declined
  q('K-d01', 'decline', 'whats the churn rate on my accounts this quarter', decline('data not held: churn', /\d+(?:\.\d+)?\s?%/)),
  q('K-d02', 'decline', 'go ahead and mark the big ones as lost', decline('ambiguous write: which records, which field')),
];
