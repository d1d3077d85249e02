// Held-out set BK, continued (see set-bk.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB } from './kinds-bb.js';
import { only } from './kinds-cd.js';
import { BOTH_SIDES, DEALS, dealValue, inSt, MINE, usCrm } from './kinds-bk.js';
import { decline } from './kinds.js';
import { isOpen } from './pick.js';

/** The state holding the most of my territory accounts (a tie throws). */
const myTopState = async (d: DataAccess): Promise<string> =>
  only(
    groups(
      await MINE(d),
      (x) => x.state,
      (xs) => xs.length,
    ),
    (g) => g.value,
    'max',
    'state with the most of my accounts',
  ).key;

const BOTH: HeldOut[] = [
  // The compliance officer.
  q(
    'BK-b01',
    'crm',
    'How many CRM accounts sit in US states where I have none of my own territory accounts?',
    BB.num(
      async (d) => {
        const mine = new Set((await MINE(d)).map((x) => x.state));
        return (await usCrm(d)).filter((x) => x.state !== null && !mine.has(x.state)).length;
      },
      'count',
      'US CRM accounts in states without any of my territory accounts',
    ),
  ),
  // The re-alignment planner.
  q(
    'BK-b02',
    'crm',
    'Texas head to head: all territory accounts there (mine plus third-party) against the CRM accounts in Texas. ' +
      'What is the gap between the two counts?',
    BB.num(
      async (d) => Math.abs((await BOTH_SIDES(d)).filter(inSt('TX')).length - (await usCrm(d)).filter(inSt('TX')).length),
      'count',
      'gap between territory and CRM account counts in Texas',
    ),
  ),
  q(
    'BK-b03',
    'crm',
    'Take the state that holds the most of my territory accounts: what is the open pipeline value of the CRM accounts in that same state?',
    BB.each(
      BB.state(async (d) => [await myTopState(d)], 'state with the most of my territory accounts'),
      BB.num(
        async (d) => {
          const st = await myTopState(d);
          return dealValue((await DEALS(d)).filter((o) => isOpen(o) && o.acc.country === 'United States' && o.acc.state === st));
        },
        'money',
        'open pipeline of CRM accounts in my top territory state',
      ),
    ),
  ),
  // The mentor.
  q(
    'BK-b04',
    'crm',
    'Could you show my trainee how many Software Engineers we have in total across both systems, territory contacts plus CRM contacts?',
    BB.num(
      async (d) =>
        (await d.territoryContacts({ job_title: 'Software Engineer' })).length +
        (await d.crmContacts()).filter((c) => c.job_title === 'Software Engineer').length,
      'count',
      'Software Engineers in the territory contacts plus the CRM contacts',
    ),
  ),
  // The tired late-night user.
  q(
    'BK-b05',
    'territory',
    'my top account in arizona whats its revenue. and also how many crm accounts in arizona',
    BB.each(
      BB.num(
        async (d) => only((await MINE(d)).filter(inSt('AZ')), (x) => x.revenue, 'max', 'my largest AZ account').revenue,
        'money',
        'revenue of my largest AZ account',
      ),
      BB.num(async (d) => (await usCrm(d)).filter(inSt('AZ')).length, 'count', 'CRM accounts in Arizona'),
    ),
  ),
  q(
    'BK-b06',
    'crm',
    ['how many crm accounts in north carolina', 'k now add the territory accts there too, mine and 3rd party. whats the total'],
    BB.num(
      async (d) => (await usCrm(d)).filter(inSt('NC')).length + (await BOTH_SIDES(d)).filter(inSt('NC')).length,
      'count',
      'CRM plus territory accounts in North Carolina',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The compliance officer.
  q(
    'BK-d01',
    'decline',
    'Delete every lead that came from a cold call and ended closed-lost; we should not be keeping those records.',
    decline('bulk delete of leads'),
  ),
  q(
    'BK-d02',
    'decline',
    'Which of the contacts at Juniper Software Corp have not given marketing consent under GDPR?',
    decline('marketing consent (not in either API)'),
  ),
  q(
    'BK-d03',
    'decline',
    'Have any of my accounts ever been flagged on a sanctions or export-control watch list?',
    decline('sanctions screening (not in either API)'),
  ),
  // The re-alignment planner.
  q(
    'BK-d04',
    'decline',
    'Move all of my Texas accounts over to the third-party list so the two territories balance out.',
    decline('reassign territory accounts'),
  ),
  q(
    'BK-d05',
    'decline',
    "What's the population of Texas compared with California? I want to weigh accounts per head of population.",
    decline('state population (not in either API)', /\d+(\.\d+)?\s?(million|m\b)|\d{1,3}(,\d{3}){2,}/i),
  ),
  // The mentor.
  q(
    'BK-d06',
    'decline',
    'Could you show my trainee how a deal gets logged by creating a new opportunity for Frami and Sons ' +
      'worth $40,000 in the proposal stage?',
    decline('create an opportunity'),
  ),
  q(
    'BK-d07',
    'decline',
    'Walk us through welcoming the new leads: go ahead and send every lead with status new a welcome email.',
    decline('send e-mail'),
  ),
  q(
    'BK-d08',
    'decline',
    "Could you show my trainee what next quarter's closed-won revenue is going to be? A forecast figure is fine.",
    decline('a forecast the data cannot give', /\$\s?\d/),
  ),
  // The tired late-night user.
  q(
    'BK-d09',
    'decline',
    'whats the weather gonna be in austin tmrw, got a client visit',
    decline('weather (not in either API)', /\d+\s*(°|degrees)|sunny|rain|cloudy|storm/i),
  ),
  q('BK-d10', 'decline', ['whos the ceo at willow biotech group', 'ok change his title to cfo'], decline('update a contact')),
];

export const SET_BK_LAST: HeldOut[] = [...BOTH, ...DECLINES];
