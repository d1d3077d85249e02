// Held-out set BI, continued (see set-bi.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { BB } from './kinds-bb.js';
import { inStates, only } from './kinds-cd.js';
import { BI, BOTH_BOOKS, contactsAtAccounts, crmState, MINE, revenueOf } from './kinds-bi.js';
import { decline } from './kinds.js';

const BOTH: HeldOut[] = [
  // The founder.
  q(
    'BI-b01',
    'crm',
    'Take the state of our biggest account: how many CRM accounts are in that state?',
    BB.num(
      async (d) => {
        const top = only(await MINE(d), (x) => x.revenue, 'max', 'my largest account');
        return (await crmState(d, top.state)).length;
      },
      'count',
      'CRM accounts in the state of my largest account',
    ),
  ),
  // The executive assistant.
  q(
    'BI-b02',
    'crm',
    'My boss wants to visit the state where the smallest of my own accounts is located. ' +
      'Could you list the CRM accounts in that state so she can plan a few extra stops?',
    BB.list(async (d) => {
      const low = only(await MINE(d), (x) => x.revenue, 'min', 'my smallest account');
      return [(await crmState(d, low.state)).map((x) => x.name), (await d.crmAccounts()).map((x) => x.name)];
    }, 'CRM accounts in the state of my smallest account'),
  ),
  q(
    'BI-b03',
    'crm',
    'My boss is planning a trip to Georgia. How many territory contacts work at accounts in Georgia (mine and third-party), ' +
      'and how many CRM contacts work at CRM accounts in Georgia? Both numbers, please.',
    BB.each(
      BB.num(
        async (d) => (await contactsAtAccounts(d, (await BOTH_BOOKS(d)).filter(inStates('GA')))).length,
        'count',
        'territory contacts at GA accounts',
      ),
      BB.num(
        async (d) => {
          const ids = new Set((await crmState(d, 'GA')).map((x) => x.id));
          return (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
        },
        'count',
        'CRM contacts at GA accounts',
      ),
    ),
  ),
  // The auditor.
  q(
    'BI-b04',
    'crm',
    'Confirm that the CRM accounts in Arizona have a higher combined annual revenue than all territory accounts in Arizona, ' +
      'mine and third-party together. State the CRM total.',
    BI.claim(
      async (d) =>
        sum((await crmState(d, 'AZ')).map((x) => x.annual_revenue ?? 0)) > revenueOf((await BOTH_BOOKS(d)).filter(inStates('AZ'))),
      'CRM AZ annual revenue above territory AZ revenue',
      BB.num(
        async (d) => sum((await crmState(d, 'AZ')).map((x) => x.annual_revenue ?? 0)),
        'money',
        'annual revenue of CRM accounts in AZ',
      ),
    ),
  ),
  q(
    'BI-b05',
    'territory',
    'Is it true that every US state where the territory data has accounts also has at least one CRM account? ' +
      'And how many states does the territory data cover?',
    BI.claim(
      async (d) => {
        const crm = new Set((await d.crmAccounts()).filter((x) => x.country === 'United States').map((x) => x.state));
        return (await BOTH_BOOKS(d)).every((x) => crm.has(x.state));
      },
      'every territory state has a CRM account',
      BB.num(async (d) => new Set((await BOTH_BOOKS(d)).map((x) => x.state)).size, 'count', 'states of the territory accounts'),
    ),
  ),
  // The sales rep dictating.
  q(
    'BI-b06',
    'crm',
    'um so how many of my accounts are in oregon and like how many crm accounts are in oregon just gimme both numbers',
    BB.each(
      BB.num(async (d) => (await MINE(d)).filter(inStates('OR')).length, 'count', 'my accounts in OR'),
      BB.num(async (d) => (await crmState(d, 'OR')).length, 'count', 'CRM accounts in OR'),
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The founder.
  q('BI-d01', 'decline', 'Wipe Vertex Energy LLC out of our book, we lost them.', decline('delete a territory account')),
  q(
    'BI-d02',
    'decline',
    "What's our runway at the current burn rate?",
    decline('company cash and burn (not in either API)', /\$\s?\d|\d+(\.\d+)?\s*months/i),
  ),
  q('BI-d03', 'decline', 'Fire off an intro email to every qualified lead from the Partner channel.', decline('send e-mail')),
  // The executive assistant.
  q(
    'BI-d04',
    'decline',
    "Could you please put a meeting with Mateo Lee of Apex Systems Inc on my boss's calendar for Thursday at ten? Thank you so much.",
    decline('schedule a meeting'),
  ),
  q(
    'BI-d05',
    'decline',
    'My boss is hosting Amelia Garcia from Harbor Labs Inc for lunch. Does she have any dietary restrictions I should know about?',
    decline('personal preferences (not in either API)', /vegetarian|vegan|gluten|allerg|kosher|halal/i),
  ),
  // The auditor.
  q(
    'BI-d06',
    'decline',
    "Confirm Harbor Labs Inc's closing share price from yesterday.",
    decline('share price (not in either API)', /\$\s?\d/),
  ),
  q(
    'BI-d07',
    'decline',
    'The annual revenue on file for Mills LLC is wrong. Correct it to $4,000,000 and confirm the change.',
    decline('update an account'),
  ),
  // The sales rep dictating.
  q(
    'BI-d08',
    'decline',
    'um can you like add a new contact at redwood cloud inc named taylor brooks shes their new cfo',
    decline('create a contact'),
  ),
  q(
    'BI-d09',
    'decline',
    'whats the weather gonna be like in phoenix tomorrow i got a site visit basically',
    decline('weather (not in either API)', /\d+\s*(°|degrees)|sunny|rain|cloudy|clear skies/i),
  ),
  q(
    'BI-d10',
    'decline',
    'so um whats liam lees linkedin i wanna connect with him before the call',
    decline('LinkedIn profile (not in either API)', /linkedin\.com/i),
  ),
];

export const SET_BI_LAST: HeldOut[] = [...BOTH, ...DECLINES];
