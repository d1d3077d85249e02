// Held-out set BQ, continued (see set-bq.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { BB } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { allTerritory, myTop, openDealsWhere, usAccounts, worth } from './kinds-bq.js';
import { decline } from './kinds.js';

const BOTH: HeldOut[] = [
  // The revenue-operations lead.
  q(
    'BQ-b01',
    'crm',
    "Take the state where my largest territory account by revenue is located: what's the open CRM pipeline for accounts in that state?",
    BB.num(
      async (d) => {
        const code = (await myTop(d)).state;
        return worth(await openDealsWhere(d, (x) => x.country === 'United States' && x.state === code));
      },
      'money',
      'open CRM pipeline in the state of my largest territory account',
    ),
  ),
  // The territory rep.
  q(
    'BQ-b02',
    'crm',
    "I'll be around Atlanta for a few days. Which has more accounts in Georgia, the CRM or my territory?",
    BP.first(
      async (d) => ({
        options: [['CRM'], ['territory', 'my accounts']],
        values: [(await usAccounts(d, 'GA')).length, (await d.myAccounts()).filter((x) => x.state === 'GA').length],
      }),
      'max',
      'more accounts in GA: CRM or my territory',
    ),
  ),
  // The skeptical analyst.
  q(
    'BQ-b03',
    'crm',
    'Compare Oregon across both systems: does the CRM or the territory API (mine and third-party together) hold more Oregon ' +
      "accounts, and what's the difference?",
    BH.versus(
      async (d) => ({
        options: [['CRM'], ['territory']],
        values: [(await usAccounts(d, 'OR')).length, (await allTerritory(d)).filter((x) => x.state === 'OR').length],
      }),
      'count',
      'Oregon accounts, CRM vs territory',
    ),
  ),
  q(
    'BQ-b04',
    'crm',
    'Sanity check: is the combined revenue of all my territory accounts bigger than the annual revenue of the single largest CRM account?',
    BP.yesIf(
      async (d) => {
        const mine = sum((await d.myAccounts()).map((x) => x.revenue));
        const biggest = Math.max(...(await d.crmAccounts()).map((x) => x.annual_revenue ?? 0));
        return mine > biggest;
      },
      'my territory revenue above the largest CRM account',
      {
        yes: /\b(bigger|larger|more|higher|greater|exceeds?)\b/i,
        no: /\b(not|smaller|less|lower|below|falls short)\b/i,
      },
    ),
  ),
  // The casual user.
  q(
    'BQ-b05',
    'crm',
    ['whats my biggest acct', 'does the crm have any accts in that state w open deals over 1m'],
    BB.yes(async (d) => {
      const code = (await myTop(d)).state;
      const deals = (await openDealsWhere(d, (x) => x.country === 'United States' && x.state === code)).filter((o) => o.value > 1_000_000);
      return [deals.length, new Set(deals.map((o) => o.account_id)).size];
    }, 'CRM accounts in the state of my largest account with open deals over $1M'),
  ),
  q(
    'BQ-b06',
    'territory',
    'how many states show up in both my territory accts and the crm',
    BB.num(
      async (d) => {
        const crm = new Set((await usAccounts(d)).map((x) => x.state));
        const mine = new Set((await d.myAccounts()).map((x) => x.state));
        const every = new Set((await allTerritory(d)).map((x) => x.state));
        return [[...mine].filter((s) => crm.has(s)).length, [...every].filter((s) => crm.has(s)).length];
      },
      'count',
      'states in both my territory and the CRM',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The revenue-operations lead.
  q('BQ-d01', 'decline', 'Which sales rep owns the most open pipeline value?', decline('deal owners (not in either API)')),
  q('BQ-d02', 'decline', 'Move every negotiation-stage deal closing this month to closed-won.', decline('update opportunities')),
  q('BQ-d03', 'decline', 'Show me quota attainment by rep for this quarter.', decline('quotas (not in either API)')),
  // The territory rep.
  q(
    'BQ-d04',
    'decline',
    'Set up a meeting with Wei Chen at Pioneer Ventures Co for next Tuesday at 10.',
    decline('book a meeting (no calendar tool)'),
  ),
  q(
    'BQ-d05',
    'decline',
    "What's Liam Young's personal cell number at Nova Energy Corp? I want to text him when I land.",
    decline('a personal phone number (not in either API)', /\+\d[\d\s().-]{8,}\d|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/),
  ),
  // The skeptical analyst.
  q(
    'BQ-d06',
    'decline',
    "I want to cross-check against the market: what did Juniper Biotech Inc's stock close at yesterday?",
    decline('a stock price (not in either API)'),
  ),
  q(
    'BQ-d07',
    'decline',
    "I'd like to test a hunch. Give me the year-over-year revenue growth of each of my accounts since 2022.",
    decline('revenue history (not in either API)'),
  ),
  // The casual user.
  q('BQ-d08', 'decline', 'delete the lead for evie robel at champlin group, its a dupe', decline('delete a lead')),
  q('BQ-d09', 'decline', 'whats the weather gonna be in austin tmrw, got a site visit', decline('weather (not in either API)')),
  q('BQ-d10', 'decline', 'can u text amelia kim that im running 15 min late', decline('send a text message')),
];

export const SET_BQ_LAST: HeldOut[] = [...BOTH, ...DECLINES];
