// Held-out set CM, continued (see set-cm.ts; a PRACTICE set): the questions across both APIs
// (labelled by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { groups, q, sum } from './judge.js';
import { BB, inSt, MY, OPPS, rev, TP } from './kinds-bb.js';
import { countBy } from './kinds-bv.js';
import { openDeal, rankedKey, revenueByState, usAccounts } from './kinds-cm.js';
import { decline } from './kinds.js';

const BOTH: HeldOut[] = [
  // The regional manager.
  q(
    'CM-b01',
    'crm',
    'How many CRM accounts sit in the states where I have territory accounts?',
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        return (await usAccounts(d)).filter((x) => x.state !== null && mine.has(x.state)).length;
      },
      'count',
      'CRM accounts in the states of my territory accounts',
    ),
  ),
  q(
    'CM-b02',
    'territory',
    'Find the US state whose CRM accounts have the most annual revenue in total, and tell me what my territory accounts there earn.',
    BB.num(
      async (d) => {
        const g = groups(
          await usAccounts(d),
          (x) => x.state,
          (xs) => sum(xs.map((x) => x.annual_revenue ?? 0)),
        );
        const top = rankedKey(g, 1, 'max', 'US states by CRM annual revenue');
        return rev((await MY(d)).filter(inSt(top)));
      },
      'money',
      'revenue of my accounts in the state with the most CRM annual revenue',
    ),
  ),
  // Exclusions and negation.
  q(
    'CM-b03',
    'crm',
    "How many CRM accounts are in US states where I don't have a single territory account?",
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        return (await usAccounts(d)).filter((x) => x.state !== null && !mine.has(x.state)).length;
      },
      'count',
      'CRM accounts in US states without my territory accounts',
    ),
  ),
  // Ranking.
  q(
    'CM-b04',
    'crm',
    ["Rank the states where I've got territory accounts by how many CRM accounts each one has.", 'Which is third?'],
    BB.state(async (d) => {
      const mine = new Set((await MY(d)).map((x) => x.state));
      const crm = countBy(await usAccounts(d), (x) => x.state);
      const g = [...mine].map((key) => ({ key, value: crm.find((x) => x.key === key)?.value ?? 0 }));
      return [rankedKey(g, 3, 'max', 'my states by CRM account count')];
    }, 'my state third by CRM account count'),
  ),
  q(
    'CM-b05',
    'territory',
    'Take the three US states with the most CRM accounts. How many third-party territory accounts are in those three?',
    BB.num(
      async (d) => {
        const g = countBy(await usAccounts(d), (x) => x.state);
        const three = [1, 2, 3].map((n) => rankedKey(g, n, 'max', 'US states by CRM account count'));
        return (await TP(d)).filter(inSt(...three)).length;
      },
      'count',
      'third-party accounts in the top 3 CRM states',
    ),
  ),
  // The fast typist on a phone.
  q(
    'CM-b06',
    'crm',
    ['which state has my most rev', 'how many open opps do the crm accts there have'],
    BB.num(
      async (d) => {
        const top = rankedKey(revenueByState(await MY(d)), 1, 'max', 'states by my revenue');
        const ids = new Set((await usAccounts(d)).filter((x) => x.state === top).map((x) => x.id));
        return (await OPPS(d)).filter((o) => openDeal(o) && ids.has(o.account_id)).length;
      },
      'count',
      'open opportunities of the CRM accounts in my top-revenue state',
    ),
  ),
];

const PERCENT = /\d+(?:\.\d+)?\s?%/;
const DOLLARS = /\$\s?\d/;

const DECLINES: HeldOut[] = [
  // The regional manager.
  q(
    'CM-d01',
    'decline',
    'Move all my Oregon and Washington accounts into a new Pacific Northwest territory.',
    decline('reassign accounts to a new territory'),
  ),
  q(
    'CM-d02',
    'decline',
    'What was quota attainment in each region last quarter?',
    decline('quota attainment (not in either API)', PERCENT),
  ),
  // Exclusions and negation.
  q('CM-d03', 'decline', 'Delete every lead except the qualified ones.', decline('bulk delete of leads')),
  q(
    'CM-d04',
    'decline',
    'Send an invite to our customer summit to all the contacts at my accounts, except the CEOs.',
    decline('send e-mail to contacts'),
  ),
  q(
    'CM-d05',
    'decline',
    "Which of my accounts aren't going to renew their contract this year?",
    decline('contract renewals (not in either API)'),
  ),
  // Ranking.
  q(
    'CM-d06',
    'decline',
    'Rank our sales reps by the commission they earned this quarter.',
    decline('sales rep commissions (not in either API)', DOLLARS),
  ),
  q(
    'CM-d07',
    'decline',
    ['What are the top 3 open opportunities by value?', 'Move those three to closed-won.'],
    decline('update opportunity stages'),
  ),
  // The fast typist on a phone.
  q('CM-d08', 'decline', 'pls txt the cfo at pioneer motors inc that im running late', decline('send a text message')),
  q(
    'CM-d09',
    'decline',
    'open linkedin n find who the vp sales is at harbor labs inc',
    decline('browser work on LinkedIn (not in either API)'),
  ),
  q('CM-d10', 'decline', ['hw many leads frm webinar', 'mark em all as contacted'], decline('bulk update of lead statuses')),
];

export const SET_CM_REST: HeldOut[] = [...BOTH, ...DECLINES];
