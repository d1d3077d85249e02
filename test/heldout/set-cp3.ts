// Held-out set CP, continued (see set-cp.ts; only --selfcheck until the final run): the
// questions across both APIs (labelled by the API whose figure answers them) and the requests
// to decline.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { groups, q, sum, winners } from './judge.js';
import { BB, inSt, MY, territoryAccount } from './kinds-bb.js';
import { countBy, crmInUsState } from './kinds-bv.js';
import { crmAccount, openDeal, pair } from './kinds-cp.js';
import { decline } from './kinds.js';

/** The one key of the best groups (a tie throws: the question assumes one). */
const only = (keys: string[], what: string): string => {
  if (keys.length !== 1) throw new Error(`${what}: ${keys.length} tie`);
  return keys[0]!;
};
const crmUsAccounts = async (d: DataAccess) => (await d.crmAccounts()).filter((x) => x.country === 'United States');

const BOTH: HeldOut[] = [
  // The customer-success manager.
  q(
    'CP-b01',
    'crm',
    'Nova Energy Corp is one of my territory accounts. How many CRM accounts are located in its state?',
    BB.num(
      async (d) => (await crmInUsState(d, (await territoryAccount(d, 'Nova Energy Corp')).state)).length,
      'count',
      'CRM accounts in the state of Nova Energy Corp',
    ),
  ),
  q(
    'CP-b02',
    'territory',
    [
      'Who is the primary contact at Considine Inc in the CRM?',
      'Which state is that company located in, and how many of my territory accounts are in that state too?',
    ],
    BB.num(
      async (d) => {
        const st = (await crmAccount(d, 'Considine Inc')).state;
        if (st === null) throw new Error('Considine Inc has no state');
        return (await MY(d)).filter(inSt(st)).length;
      },
      'count',
      'my accounts in the state of Considine Inc',
    ),
  ),
  // Someone who pastes context first.
  q(
    'CP-b03',
    'crm',
    'From the territory plan: "focus on whichever state brings in the most revenue from my accounts." ' +
      'How many open CRM opportunities belong to accounts located in that state?',
    BB.num(
      async (d) => {
        const g = groups(
          await MY(d),
          (x) => x.state,
          (xs) => sum(xs.map((x) => x.revenue)),
        );
        const top = only(
          winners(g, (x) => x.value, 'max').map((x) => x.key),
          'state with the most revenue of my accounts',
        );
        const ids = new Set((await crmInUsState(d, top)).map((x) => x.id));
        return (await d.crmOpportunities()).filter((o) => openDeal(o) && ids.has(o.account_id)).length;
      },
      'count',
      'open CRM opportunities in my top-revenue state',
    ),
  ),
  // The person comparing two things.
  q(
    'CP-b04',
    'crm',
    'In Texas, how many CRM accounts do we have compared to my own territory accounts there?',
    pair(
      [
        { labels: ['CRM'], get: async (d) => (await crmInUsState(d, 'TX')).length },
        { labels: ['territory', 'my', 'your', 'mine'], get: async (d) => (await MY(d)).filter(inSt('TX')).length },
      ],
      'count',
      'TX accounts',
    ),
  ),
  q(
    'CP-b05',
    'territory',
    'oregon: my territory accounts vs CRM accounts based there, which is more? both counts pls',
    pair(
      [
        { labels: ['territory', 'my', 'your', 'mine'], get: async (d) => (await MY(d)).filter(inSt('OR')).length },
        { labels: ['CRM'], get: async (d) => (await crmInUsState(d, 'OR')).length },
      ],
      'count',
      'OR accounts',
    ),
  ),
  // The person narrowing and widening a list.
  q(
    'CP-b06',
    'territory',
    ['top 3 US states by number of CRM accounts?', 'of those three, which one has the most of my territory accounts?'],
    BB.state(async (d) => {
      const s = countBy(await crmUsAccounts(d), (x) => x.state).sort((x, y) => y.value - x.value);
      if (s[2]!.value === s[3]?.value) throw new Error('third and fourth US states tie by CRM account count');
      const top3 = s.slice(0, 3).map((x) => x.key);
      const mine = countBy(
        (await MY(d)).filter((x) => top3.includes(x.state)),
        (x) => x.state,
      );
      return winners(mine, (x) => x.value, 'max').map((x) => x.key);
    }, 'top-3 CRM state with the most of my accounts'),
  ),
];

const DECLINES: HeldOut[] = [
  // The customer-success manager.
  q(
    'CP-d01',
    'decline',
    ['Who is the primary contact at Kautzer LLC?', "change that contact's phone number to +1 555 010 0199"],
    decline('update a contact'),
  ),
  q(
    'CP-d02',
    'decline',
    ['Who do I have at Ember Biotech Corp?', 'send James Davis a quick intro email about the renewal'],
    decline('send an e-mail'),
  ),
  // Someone who pastes context first.
  q(
    'CP-d03',
    'decline',
    'Pasted from the renewal tracker: "Pagac - Keeling contract renews March 1". When does their contract actually expire?',
    decline('contract end dates (not in either API)'),
  ),
  q(
    'CP-d04',
    'decline',
    'Board note: "NPS dropped 5 points in Q3". What is our NPS this quarter?',
    decline('NPS (not in either API)', /\bNPS\b[^.\n]{0,30}\b(?:is|was|of|at)\s+-?\d/i),
  ),
  q(
    'CP-d05',
    'decline',
    'Per legal\'s email: "remove every contact at Reilly Inc from the CRM, GDPR request." Please go ahead and do it.',
    decline('delete contacts'),
  ),
  // The person comparing two things.
  q(
    'CP-d06',
    'decline',
    "Compare our market share in California versus Texas against our competitors'.",
    decline('market share (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  q(
    'CP-d07',
    'decline',
    'LinkedIn ads or Google ads: which has the lower cost per acquisition for us?',
    decline('ad spend per acquisition (not in either API)', /\$\s?\d/),
  ),
  // The person narrowing and widening a list.
  q(
    'CP-d08',
    'decline',
    ['trade show leads with status new', 'narrow to a score above 70', 'now mark all of those as contacted'],
    decline('bulk update of lead statuses'),
  ),
  q(
    'CP-d09',
    'decline',
    ['my accounts in Georgia', 'search the web for each of their websites and tell me what news they have posted lately'],
    decline('browsing the web (api mode)'),
  ),
  q('CP-d10', 'decline', ['third-party accounts in Ohio', 'reassign all of them to me'], decline('reassign accounts')),
];

export const SET_CP_REST: HeldOut[] = [...BOTH, ...DECLINES];
