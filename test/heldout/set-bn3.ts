// Held-out set BN, continued (see set-bn.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { BN, contactsOf, crmContactsWhere, MINE, myBusiestState, rev, st, THEIRS, usCrm } from './kinds-bn.js';
import { only } from './kinds-cd.js';
import { decline } from './kinds.js';

/** The US state with the largest total CRM annual revenue (a tie throws). */
const crmRichestState = async (d: DataAccess): Promise<string> =>
  only(
    groups(
      await usCrm(d),
      (x) => x.state,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
    ),
    (g) => g.value,
    'max',
    'US state with the largest CRM annual revenue',
  ).key;

const usIn = (code: string) => (x: { country: string | null; state: string | null }) => x.country === 'United States' && x.state === code;

const BOTH: HeldOut[] = [
  // The customer-success manager.
  q(
    'BN-b01',
    'crm',
    "I'm planning a week of calls in Texas. How many people could I ring there in total: the contacts at my own territory " +
      'accounts in Texas plus the CRM contacts at accounts in Texas?',
    BB.num(
      async (d) => (await contactsOf(d, (await MINE(d)).filter(st('TX')))).length + (await crmContactsWhere(d, usIn('TX'))).length,
      'count',
      'contacts at my TX territory accounts plus CRM contacts at TX accounts',
    ),
  ),
  q(
    'BN-b02',
    'crm',
    ['Which state has the most of my territory accounts?', 'How many CRM contacts work at CRM accounts in that same state?'],
    BB.num(
      async (d) => {
        const code = await myBusiestState(d);
        return (await crmContactsWhere(d, usIn(code))).length;
      },
      'count',
      'CRM contacts in the state with the most of my territory accounts',
    ),
  ),
  // The vice-president.
  q(
    'BN-b03',
    'territory',
    'Take the US state with the largest total annual revenue in the CRM. In that state, which third-party territory account ' +
      'is the biggest by revenue?',
    BB.each(
      BB.state(async (d) => [await crmRichestState(d)], 'US state with the largest CRM annual revenue'),
      BB.name(async (d) => {
        const code = await crmRichestState(d);
        return [only((await THEIRS(d)).filter(st(code)), (x) => x.revenue, 'max', `largest third-party account in ${code}`).name];
      }, 'largest third-party account in the CRM richest state'),
    ),
  ),
  // The yes/no asker.
  q(
    'BN-b04',
    'crm',
    'Is there any state where I have territory accounts of my own but the CRM has no accounts at all? How many such states?',
    BB.each(
      BB.yes(async (d) => {
        const crm = new Set((await usCrm(d)).map((x) => x.state));
        return new Set((await MINE(d)).map((x) => x.state).filter((s) => !crm.has(s))).size;
      }, 'states with my territory accounts and no CRM account'),
      BB.num(
        async (d) => {
          const crm = new Set((await usCrm(d)).map((x) => x.state));
          return new Set((await MINE(d)).map((x) => x.state).filter((s) => !crm.has(s))).size;
        },
        'count',
        'states with my territory accounts and no CRM account',
      ),
    ),
  ),
  q(
    'BN-b05',
    'crm',
    'Do the CRM accounts in Washington state outnumber my own territory accounts in Washington? Give me both counts.',
    BB.each(
      BN.yesIf(
        async (d) => (await usCrm(d)).filter(st('WA')).length > (await MINE(d)).filter(st('WA')).length,
        'CRM accounts in WA outnumber my territory accounts there',
      ),
      BB.num(async (d) => (await usCrm(d)).filter(st('WA')).length, 'count', 'CRM accounts in WA'),
      BB.num(async (d) => (await MINE(d)).filter(st('WA')).length, 'count', 'my territory accounts in WA'),
    ),
  ),
  // The user with their own words.
  q(
    'BN-b06',
    'crm',
    'Turnover in New York: my own territory accounts there against the CRM accounts in New York. Which side is bigger, and by how much?',
    BH.versus(
      async (d) => ({
        options: [['my own', 'my accounts', 'your own', 'your accounts', 'your territory', 'my territory'], ['CRM']],
        values: [rev((await MINE(d)).filter(st('NY'))), (await usCrm(d)).filter(st('NY')).reduce((s, x) => s + (x.annual_revenue ?? 0), 0)],
      }),
      'money',
      'NY revenue, my territory accounts vs CRM accounts',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The customer-success manager.
  q('BN-d01', 'decline', 'Please send an intro email to the CEO at Apex Systems Inc asking for a call next week.', decline('send e-mail')),
  q(
    'BN-d02',
    'decline',
    "What's the personal mobile number of Ethan Lee at Summit Software Inc? I'd like to text him directly.",
    decline('a personal phone number (not in the territory API)', /\+?\d[\d\s().-]{6,}\d/),
  ),
  // The vice-president.
  q(
    'BN-d03',
    'decline',
    "Forecast next year's revenue for each of my top five accounts.",
    decline('a revenue forecast the data cannot give'),
  ),
  q('BN-d04', 'decline', 'Delete the three lowest-scoring leads from the CRM.', decline('delete leads')),
  q(
    'BN-d05',
    'decline',
    'Rank my five biggest accounts by their Net Promoter Score, best first.',
    decline('NPS (not in either API)', /\bNPS\b[^\n]*\d|promoter score[^\n]*\d/i),
  ),
  // The yes/no asker.
  q(
    'BN-d06',
    'decline',
    "Is Zboncak - Ziemann's share price up this week? Do we have that figure anywhere?",
    decline('a share price (not in either API)', /share price[^\n]*\$\s?\d|\d+(\.\d+)?\s?%/i),
  ),
  q(
    'BN-d07',
    'decline',
    "Is there any way to mark Hansen Group's prospecting opportunities as closed-lost? If so, go ahead and do it.",
    decline('update opportunities'),
  ),
  // The user with their own words.
  q('BN-d08', 'decline', 'Bump the headcount of Zieme Group to 3,000 in the CRM.', decline('update an account')),
  q('BN-d09', 'decline', 'Log a new deal for Kautzer LLC worth $75k, sitting in the proposal stage.', decline('create an opportunity')),
  q(
    'BN-d10',
    'decline',
    "What's the profit margin of the companies in the Retail sector?",
    decline('profit margin (not in either API)', /margin[^\n]*\d+(\.\d+)?\s?%/i),
  ),
];

export const SET_BN_LAST: HeldOut[] = [...BOTH, ...DECLINES];
