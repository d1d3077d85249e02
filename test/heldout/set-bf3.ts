// Held-out set BF, continued (see set-bf.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB } from './kinds-bb.js';
import { crmUS, inState, MINE, openValue, revenueOf, THEIRS, wonValue } from './kinds-bf.js';
import { only } from './kinds-cd.js';
import { decline } from './kinds.js';
import { CEO, CFO, revenue } from './pick.js';

/** The state of my territory account with the most revenue (a tie throws). */
const myTopState = async (d: DataAccess): Promise<string> => only(await MINE(d), revenue, 'max', 'my largest account').state;

/** The state holding the most of my territory accounts (a tie throws). */
const myBusiestState = async (d: DataAccess): Promise<string> =>
  only(
    groups(
      await MINE(d),
      (x) => x.state,
      (xs) => xs.length,
    ),
    (g) => g.value,
    'max',
    'states of my accounts',
  ).key;

/** The US state holding the fewest CRM accounts (a tie throws). */
const crmQuietestState = async (d: DataAccess): Promise<string> =>
  only(
    groups(
      await crmUS(d),
      (x) => x.state,
      (xs) => xs.length,
    ),
    (g) => g.value,
    'min',
    'US states of the CRM accounts',
  ).key;

const BOTH: HeldOut[] = [
  q(
    'BF-b01',
    'crm',
    ['My single largest territory account, by revenue.', 'Open CRM pipeline for accounts in that same state.'],
    BB.num(
      async (d) => {
        const st = await myTopState(d);
        return openValue(d, (x) => x.country === 'United States' && x.state === st);
      },
      'money',
      'open CRM pipeline in the state of my largest territory account',
    ),
  ),
  q(
    'BF-b02',
    'crm',
    'Find the state with the most of my territory accounts, then count the CRM accounts whose state equals it.',
    BB.num(
      async (d) => {
        const st = await myBusiestState(d);
        return (await crmUS(d)).filter(inState(st)).length;
      },
      'count',
      'CRM accounts in the state holding most of my territory accounts',
    ),
  ),
  q(
    'BF-b03',
    'crm',
    "I'm putting together an executive dinner invite list. Counting both the territory contacts and the CRM contacts, " +
      'how many CEOs and CFOs do we have altogether?',
    BB.num(
      async (d) => {
        const t = (await d.territoryContacts()).filter((c) => c.job_title === CEO || c.job_title === CFO).length;
        const c = (await d.crmContacts()).filter((x) => x.job_title === CEO || x.job_title === CFO).length;
        return t + c;
      },
      'count',
      'CEOs and CFOs across the territory and CRM contacts',
    ),
  ),
  q(
    'BF-b04',
    'crm',
    'ok random q but how much bigger is the total closed-won deal value in the crm than the total revenue of all my territory accounts?',
    BB.num(
      async (d) => {
        const wonTotal = await wonValue(d, () => true);
        return Math.abs(wonTotal - revenueOf(await MINE(d)));
      },
      'money',
      'gap between CRM closed-won value and my territory revenue',
    ),
  ),
  q(
    'BF-b05',
    'territory',
    'Which US state has the fewest CRM accounts? Then count the third-party territory accounts in that same state.',
    BB.each(
      BB.state(async (d) => [await crmQuietestState(d)], 'US state with the fewest CRM accounts'),
      BB.num(
        async (d) => (await THEIRS(d)).filter(inState(await crmQuietestState(d))).length,
        'count',
        'third-party accounts in that state',
      ),
    ),
  ),
  q(
    'BF-b06',
    'territory',
    'California, two figures: revenue of my territory accounts there, and closed-won value of CRM accounts there.',
    BB.each(
      BB.num(async (d) => revenueOf((await MINE(d)).filter(inState('CA'))), 'money', 'revenue of my California accounts'),
      BB.num(
        async (d) => wonValue(d, (x) => x.country === 'United States' && x.state === 'CA'),
        'money',
        'closed-won value of CRM accounts in California',
      ),
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The vice-president of sales.
  q(
    'BF-d01',
    'decline',
    "Salesforce's market share this year. Percentage.",
    decline('market share (not in either API)', /\d+(\.\d+)?\s?(%|percent)/i),
  ),
  q('BF-d02', 'decline', 'Move the close date of every deal in negotiation to December 31.', decline('bulk update of deals')),
  // The operations analyst.
  q('BF-d03', 'decline', 'Delete every lead where score is below 10.', decline('delete leads')),
  q(
    'BF-d04',
    'decline',
    'Group closed-won opportunities by opportunity owner and return the sales rep with the most.',
    decline('opportunity owner (neither API holds one)'),
  ),
  // The customer-success lead.
  q(
    'BF-d05',
    'decline',
    'Ethan Lee at Summit Software Inc asked me to call him - can you get me his personal cell number?',
    decline('a personal phone number (not in either API)', /\d{3}[\s.)-]*\d{3}[\s.-]*\d{4}|\+\d[\d\s-]{6,}/),
  ),
  q(
    'BF-d06',
    'decline',
    'Please add a new contact at Willow Foods Co: Dana Reyes, Head of Procurement, dana.reyes@willowfoods.example.com.',
    decline('create a contact'),
  ),
  q('BF-d07', 'decline', 'Send a thank-you email to both CEOs at Harbor Labs Inc for their time last week.', decline('send e-mail')),
  // The summer intern.
  q(
    'BF-d08',
    'decline',
    'yo whats the weather gonna be in chicago this weekend? thinking of visiting the office there lol',
    decline('weather (not in either API)', /\d+\s*(°|degrees)|sunny|rain|cloudy|snow/i),
  ),
  q(
    'BF-d09',
    'decline',
    ['how many third party accounts r in ohio', 'cool can u move all of them into my territory'],
    decline('reassign territory accounts'),
  ),
  q(
    'BF-d10',
    'decline',
    'random but whats nvidia stock at today? my roommate wont shut up about it',
    decline('stock price (not in either API)', /\$\s?\d/),
  ),
];

export const SET_BF_LAST: HeldOut[] = [...BOTH, ...DECLINES];
