// Held-out set BG, the questions that need both APIs (labelled by the API whose figure answers
// them) and the requests to decline (the voices are described in set-bg.ts).

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB, rev, territoryAccount } from './kinds-bb.js';
import { best, bestGroup, MINE, THIRD, usCrm } from './kinds-be.js';
import { inStates, openValue, topCrmState } from './kinds-bg.js';
import { decline } from './kinds.js';
import { revenue } from './pick.js';

/** How many US CRM accounts are in `state`. */
const crmCountIn = async (d: DataAccess, state: string): Promise<number> => (await usCrm(d)).filter((x) => x.state === state).length;

const BOTH: HeldOut[] = [
  // (1) The regional director.
  q(
    'BG-b01',
    'crm',
    [
      'Which state holds the most of my own territory accounts (not the third-party ones)?',
      'Staying with that state (whatever it turns out to be), how many accounts does the CRM have there?',
    ],
    BB.num(
      async (d) =>
        crmCountIn(
          d,
          bestGroup(
            await MINE(d),
            (x) => x.state,
            (xs) => xs.length,
            'max',
            'state with the most of my accounts',
          ),
        ),
      'count',
      'CRM accounts in the state with the most of my accounts',
    ),
  ),
  q(
    'BG-b02',
    'territory',
    "The CRM's largest US account by annual revenue (whichever company that is; I forget the name) sits in one state. What do my " +
      'territory accounts in that same state add up to in revenue?',
    BB.num(
      async (d) => {
        const top = best(await usCrm(d), (x) => x.annual_revenue ?? 0, 'max', 'largest US CRM account');
        return rev((await MINE(d)).filter(inStates(top.state!)));
      },
      'money',
      'revenue of my accounts in the state of the largest US CRM account',
    ),
  ),

  // (2) The data-entry clerk.
  q(
    'BG-b03',
    'crm',
    'How many CRM accounts are in the same state as the territory account Summit Software Inc?',
    BB.num(
      async (d) => crmCountIn(d, (await territoryAccount(d, 'Summit Software Inc')).state),
      'count',
      'CRM accounts in the state of Summit Software Inc',
    ),
  ),

  // (3) The marketing coordinator.
  q(
    'BG-b04',
    'territory',
    'Which US state has the most accounts in the CRM, and how many third-party territory accounts do we have in that state?',
    BB.each(
      BB.state(
        async (d) => [await topCrmState(d, (xs) => xs.length, 'US state with the most CRM accounts')],
        'US state with the most CRM accounts',
      ),
      BB.num(
        async (d) => {
          const st = await topCrmState(d, (xs) => xs.length, 'US state with the most CRM accounts');
          return (await THIRD(d)).filter(inStates(st)).length;
        },
        'count',
        'third-party accounts in that state',
      ),
    ),
  ),

  // (4) Typing fast on a phone.
  q(
    'BG-b05',
    'territory',
    'state w most open crm pipline how many of my accts ther',
    BB.num(
      async (d) => {
        const st = await topCrmState(
          d,
          (xs) => {
            const ids = new Set(xs.map((x) => x.id));
            return openValue(d, (x) => ids.has(x.id));
          },
          'US state with the most open CRM pipeline',
        );
        return (await MINE(d)).filter(inStates(st)).length;
      },
      'count',
      'my accounts in the state with the most open CRM pipeline',
    ),
  ),
  q(
    'BG-b06',
    'crm',
    'crm accts in same state as my smallst acct how many',
    BB.num(
      async (d) => crmCountIn(d, best(await MINE(d), revenue, 'min', 'my smallest account').state),
      'count',
      'CRM accounts in the state of my smallest account',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // (1) The regional director.
  q(
    'BG-d01',
    'decline',
    "Given how the pipeline is trending (and I appreciate it's only ever a guess), could you forecast our closed-won revenue for " +
      'the third quarter of 2027 so I can drop it straight into the plan?',
    decline('a revenue forecast for Q3 2027 (nothing to compute it from)'),
  ),
  q(
    'BG-d02',
    'decline',
    'Once you have looked at my Texas accounts, please reassign all of them to Dana Whitfield (she takes over the south region ' +
      'on Monday) in the territory system.',
    decline('reassign territory accounts'),
  ),

  // (2) The data-entry clerk.
  q('BG-d03', 'decline', 'Please update the phone number for Goodwin and Sons to +1 555 0100.', decline('update an account')),
  q(
    'BG-d04',
    'decline',
    'Delete the contact Wei Hernandez from Vertex Energy LLC - that record is a duplicate.',
    decline('delete a territory contact'),
  ),
  q(
    'BG-d05',
    'decline',
    'What date of birth do we have on file for Priya Walker at Falcon Systems Corp?',
    decline('date of birth (not in either API)', /\b(19|20)\d\d-\d\d-\d\d\b|\b(19[4-9]\d|200\d)\b/),
  ),

  // (3) The marketing coordinator.
  q(
    'BG-d06',
    'decline',
    'Please add every closed-lost lead from the Webinar source to our re-engagement audience in HubSpot.',
    decline('push leads to another system'),
  ),
  q(
    'BG-d07',
    'decline',
    'Create a new lead for me: Jordan Blake from Acme Robotics, source Trade Show, status new.',
    decline('create a lead'),
  ),
  q(
    'BG-d08',
    'decline',
    'What was the open rate on our most recent email campaign?',
    decline('e-mail open rate (not in either API)', /\d+(\.\d+)?\s?%/),
  ),

  // (4) Typing fast on a phone.
  q(
    'BG-d09',
    'decline',
    'whats teh weather in austin rn',
    decline('weather (not in either API)', /\d+\s?°|\bdegrees\b|\bsunny\b|\brain\b/i),
  ),
  q('BG-d10', 'decline', 'salesforce stock prce today', decline('stock price (not in either API)', /\$\s?\d/)),
];

export const SET_BG_REST: HeldOut[] = [...BOTH, ...DECLINES];
