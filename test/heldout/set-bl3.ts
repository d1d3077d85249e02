// Held-out set BL, continued (see set-bl.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BH } from './kinds-bh.js';
import { only } from './kinds-cd.js';
import { dealSum, DEALS, EVERY, MY, MY_BOOK, revenueSum, st, US } from './kinds-bl.js';
import { decline } from './kinds.js';
import { CTO, isOpen } from './pick.js';

/** My territory account with the largest revenue in a state (a tie throws). */
const myTopIn = async (d: DataAccess, code: string) =>
  only((await MY(d)).filter(st(code)), (x) => x.revenue, 'max', `my largest account in ${code}`);

const BOTH: HeldOut[] = [
  // The sales-operations analyst.
  q(
    'BL-b01',
    'crm',
    'CTO headcount: territory contacts vs CRM contacts. Report the difference.',
    BB.num(
      async (d) =>
        Math.abs(
          (await d.territoryContacts({ job_title: CTO })).length - (await d.crmContacts()).filter((c) => c.job_title === CTO).length,
        ),
      'count',
      'gap between territory and CRM Chief Technology Officers',
    ),
  ),
  q(
    'BL-b02',
    'crm',
    'US states present in the CRM account data but absent from the territory data (mine and third-party). List them.',
    BC.keys(
      async (d) => {
        const territory = new Set((await EVERY(d)).map((x) => x.state));
        const crm = [...new Set((await US(d)).map((x) => x.state).filter((s): s is string => s !== null))];
        return [crm.filter((s) => !territory.has(s)), [...new Set([...crm, ...territory])]];
      },
      'state',
      'US states of the CRM with no territory account',
    ),
  ),
  // The new hire.
  q(
    'BL-b03',
    'crm',
    'Quick sanity check for my onboarding notes: how many contacts are there if I add up the territory contacts ' +
      'and the CRM contacts together?',
    BB.num(
      async (d) => (await d.territoryContacts()).length + (await d.crmContacts()).length,
      'count',
      'territory contacts plus CRM contacts',
    ),
  ),
  // The regional director.
  q(
    'BL-b04',
    'territory',
    'Texas, both systems: total revenue of my territory accounts there, and the open pipeline of the CRM accounts in Texas.',
    BB.each(
      BB.num(async (d) => revenueSum((await MY(d)).filter(st('TX'))), 'money', 'revenue of my TX territory accounts'),
      BB.num(
        async (d) => dealSum((await DEALS(d)).filter((o) => isOpen(o) && o.acc.country === 'United States' && o.acc.state === 'TX')),
        'money',
        'open pipeline of the CRM accounts in Texas',
      ),
    ),
  ),
  q(
    'BL-b05',
    'crm',
    [
      'How many CRM accounts do we have in Florida?',
      'How does that compare with my own territory accounts in Florida? Which is bigger, and by how much?',
    ],
    BH.versus(
      async (d) => ({
        options: [['CRM'], ['territory', ...MY_BOOK]],
        values: [(await US(d)).filter(st('FL')).length, (await MY(d)).filter(st('FL')).length],
      }),
      'count',
      'CRM accounts vs my territory accounts in Florida',
    ),
  ),
  // The non-native English speaker.
  q(
    'BL-b06',
    'crm',
    'My biggest account in New York, which revenue it has? And how many CRM accounts in New York have more annual revenue than this one?',
    BB.each(
      BB.num(async (d) => (await myTopIn(d, 'NY')).revenue, 'money', 'revenue of my largest NY account'),
      BB.num(
        async (d) => {
          const bar = (await myTopIn(d, 'NY')).revenue;
          return (await US(d)).filter((x) => x.state === 'NY' && (x.annual_revenue ?? 0) > bar).length;
        },
        'count',
        'CRM accounts in New York above the revenue of my largest NY account',
      ),
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The sales-operations analyst.
  q(
    'BL-d01',
    'decline',
    'Pull the 12-month churn-risk score for each of my accounts, sorted descending.',
    decline('churn risk (not in either API)', /\b0\.\d+\b|\d+(\.\d+)?\s?%/),
  ),
  q(
    'BL-d02',
    'decline',
    'Bulk update: set stage = closed-lost on every open opportunity with a close date before 2025-01-01.',
    decline('bulk update of opportunities'),
  ),
  // The new hire.
  q(
    'BL-d03',
    'decline',
    "Could you add a new contact at Nova Cloud Co for me? Her name is Rachel Green and she's their new CFO.",
    decline('create a contact'),
  ),
  q(
    'BL-d04',
    'decline',
    "Do we have Grace Jones's personal cell number somewhere? I'd like to text her before our call, if that's okay.",
    decline('a personal phone number (not in either API)', /\+?\d[\d\s().-]{6,}\d/),
  ),
  q(
    'BL-d05',
    'decline',
    'Can you email all the contacts at Summit Health Inc a quick intro from me? Something friendly is fine.',
    decline('send e-mail'),
  ),
  // The regional director.
  q(
    'BL-d06',
    'decline',
    'Break down Q4 2025 closed-won revenue by sales rep so I can rank the team for the review.',
    decline('revenue per sales rep (no owner in either API)'),
  ),
  q(
    'BL-d07',
    'decline',
    'Reassign every open Texas opportunity to the Central team and push their close dates into next quarter.',
    decline('reassign and reschedule opportunities'),
  ),
  // The non-native English speaker.
  q('BL-d08', 'decline', 'Please change the revenue of Nova Cloud Co to 900000.', decline('update an account')),
  q(
    'BL-d09',
    'decline',
    'What is the stock price of Falcon Media LLC today?',
    decline('stock price (not in either API)', /\$\s?\d|\d+\.\d{2}\b/),
  ),
  q(
    'BL-d10',
    'decline',
    'Which of my contacts have the work anniversary in this month? I want to send to them a card.',
    decline('work anniversaries (not in either API)', /\b\d+\s+years?\b/i),
  ),
];

export const SET_BL_REST: HeldOut[] = [...BOTH, ...DECLINES];
