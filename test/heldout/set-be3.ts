// Practice set BE, continued (see set-be.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { BB, inSt, rev } from './kinds-bb.js';
import { bestGroup, MINE, openInState, usCrm } from './kinds-be.js';
import { decline } from './kinds.js';
import { CFO, revenue } from './pick.js';

/** The US state holding the most CRM accounts (a tie throws). */
const topCrmState = async (d: DataAccess): Promise<string> =>
  bestGroup(
    await usCrm(d),
    (x) => x.state,
    (xs) => xs.length,
    'max',
    'US states of the CRM accounts',
  );

const BOTH: HeldOut[] = [
  q(
    'BE-b01',
    'territory',
    'Two-parter: which US state do we have the most CRM accounts in - and what do my territory accounts in that state bring in altogether?',
    BB.each(
      BB.state(async (d) => [await topCrmState(d)], 'US state with the most CRM accounts'),
      BB.num(async (d) => rev((await MINE(d)).filter(inSt(await topCrmState(d)))), 'money', 'my revenue in the top CRM state'),
    ),
  ),
  q(
    'BE-b02',
    'crm',
    ["What's the combined revenue of my territory accounts?", 'how many CRM accounts on their own have annual revenue above that number?'],
    BB.num(
      async (d) => {
        const mine = rev(await MINE(d));
        return (await d.crmAccounts()).filter((x) => x.annual_revenue !== null && x.annual_revenue > mine).length;
      },
      'count',
      'CRM accounts with annual revenue above the total of my territory accounts',
    ),
  ),
  q(
    'BE-b03',
    'crm',
    'Is Falcon Media LLC (one of my territory accounts) in the CRM as well?',
    BB.yes(
      async (d) => (await d.crmAccounts()).filter((x) => x.name.toLowerCase().includes('falcon media')).length,
      'Falcon Media LLC among the CRM accounts',
    ),
  ),
  q(
    'BE-b04',
    'crm',
    'Headcount of our address books - how many contacts are there in total, the territory list plus the CRM contacts?',
    BB.num(async (d) => (await d.territoryContacts()).length + (await d.crmContacts()).length, 'count', 'territory plus CRM contacts'),
  ),
  q(
    'BE-b05',
    'crm',
    ['How many CFOs do we have on file in the territory data?', 'and in the CRM?'],
    BB.num(async (d) => (await d.crmContacts()).filter((c) => c.job_title === CFO).length, 'count', 'CFO contacts in the CRM'),
  ),
  q(
    'BE-b06',
    'crm',
    'Take the state where my territory accounts bring in the most revenue - how much open pipeline do the CRM accounts there have?',
    BB.num(
      async (d) =>
        openInState(
          d,
          bestGroup(
            await MINE(d),
            (x) => x.state,
            (xs) => sum(xs.map(revenue)),
            'max',
            'my revenue by state',
          ),
        ),
      'money',
      'open pipeline of the US CRM accounts in my top-revenue state',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  q(
    'BE-d01',
    'decline',
    'Client just emailed back with new numbers - can you update the revenue on Summit Software Inc to 10.5M?',
    decline('update an account'),
  ),
  q('BE-d02', 'decline', "delete all the closed-lost opportunities please, they're just clutter at this point", decline('delete deals')),
  q(
    'BE-d03',
    'decline',
    "What's the weather going to be like in Austin tomorrow? I've got an on-site there.",
    decline('weather (not in either API)', /\d+\s*(°|degrees)|sunny|rain|cloudy/i),
  ),
  q(
    'BE-d04',
    'decline',
    "before the all-hands - what's Apple's share price doing today?",
    decline('stock price (not in either API)', /\$\s?\d/),
  ),
  q('BE-d05', 'decline', 'Can you send a follow-up email to every lead scoring above 90?', decline('send e-mail')),
  q(
    'BE-d06',
    'decline',
    ['Which of my accounts is the biggest?', 'great - move it over to the third-party list'],
    decline('reassign a territory account'),
  ),
  q(
    'BE-d07',
    'decline',
    'Between you and me, who do you think is the nicest person on our sales team?',
    decline('personal opinion (not in either API)'),
  ),
  q('BE-d08', 'decline', 'Open LinkedIn and look up who the CFO of Pioneer Motors Inc reports to.', decline('browse a website')),
  q('BE-d09', 'decline', ['How many leads are in negotiation right now?', 'mark them all as closed-won'], decline('bulk update of leads')),
  q('BE-d10', 'decline', 'How many vacation days do I have left this year?', decline('vacation days (not in either API)')),
];

export const SET_BE_LAST: HeldOut[] = [...BOTH, ...DECLINES];
