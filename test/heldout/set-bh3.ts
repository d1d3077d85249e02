// Held-out set BH, continued (see set-bh.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, q, sum } from './judge.js';
import { BB } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { crmInUsState, EVERY, MINE, revenueOf } from './kinds-bh.js';
import { JOPPS } from './kinds-cd-crm.js';
import { inStates, only } from './kinds-cd.js';
import { decline } from './kinds.js';
import { CEO, isOpen, value, won } from './pick.js';

/** The US state holding the most CRM accounts (a tie throws). */
const topCrmState = async (d: DataAccess): Promise<string> =>
  only(
    groups(
      (await d.crmAccounts()).filter((x) => x.country === 'United States'),
      (x) => x.state,
      (xs) => xs.length,
    ),
    (g) => g.value,
    'max',
    'US states by CRM accounts',
  ).key;

const BOTH: HeldOut[] = [
  // The accountant.
  q(
    'BH-b01',
    'crm',
    'I need two figures and the gap between them: the total revenue of my territory accounts in Arizona, and the total ' +
      'closed-won opportunity value of the CRM accounts in Arizona. What is the exact difference?',
    BB.num(
      async (d) => {
        const ids = new Set((await crmInUsState(d, 'AZ')).map((x) => x.id));
        const crm = sum((await JOPPS(d)).filter((o) => ids.has(o.account_id) && won(o)).map(value));
        return Math.abs(revenueOf((await MINE(d)).filter(inStates('AZ'))) - crm);
      },
      'money',
      'gap between my AZ territory revenue and closed-won value of CRM AZ accounts',
    ),
  ),
  q(
    'BH-b02',
    'crm',
    [
      'What is the average annual revenue of the CRM accounts in Oregon, to the cent?',
      'And how much higher is that than the average revenue of my territory accounts in Oregon?',
    ],
    BB.num(
      async (d) => {
        const crm = avg((await crmInUsState(d, 'OR')).map((x) => x.annual_revenue ?? 0));
        return crm - avg((await MINE(d)).filter(inStates('OR')).map((x) => x.revenue));
      },
      'money',
      'average CRM OR annual revenue minus average my OR territory revenue',
    ),
  ),
  // The new hire.
  q(
    'BH-b03',
    'crm',
    "I'm new and trying to understand how our two systems overlap. Which US states have CRM accounts but no " +
      'territory accounts at all, neither mine nor third-party? Thanks!',
    BC.keys(
      async (d) => {
        const territory = new Set((await EVERY(d)).map((x) => x.state));
        const crm = new Set((await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state !== null).map((x) => x.state!));
        return [[...crm].filter((s) => !territory.has(s)), [...new Set([...crm, ...territory])]];
      },
      'state',
      'US states with CRM accounts and no territory account',
    ),
  ),
  // The sales engineer.
  q(
    'BH-b04',
    'territory',
    'Which US state has the most CRM accounts, and in that state, which of my territory accounts has the highest revenue?',
    BB.each(
      BB.state(async (d) => [await topCrmState(d)], 'US state with the most CRM accounts'),
      BB.name(async (d) => {
        const st = await topCrmState(d);
        return [only((await MINE(d)).filter(inStates(st)), (x) => x.revenue, 'max', `my largest account in ${st}`).name];
      }, 'my largest territory account in the top CRM state'),
    ),
  ),
  q(
    'BH-b05',
    'crm',
    'Open CRM pipeline in the North America region vs the total revenue of my territory accounts: how far apart are the two numbers?',
    BB.num(
      async (d) => {
        const open = sum((await JOPPS(d)).filter((o) => isOpen(o) && o.acc.region === 'North America').map(value));
        return Math.abs(open - revenueOf(await MINE(d)));
      },
      'money',
      'gap between North America open pipeline and my territory revenue',
    ),
  ),
  // The British speaker.
  q(
    'BH-b06',
    'crm',
    [
      'How many chief executives have we got among the territory contacts?',
      "And if you add in the CEOs from the CRM's contacts, what's the grand total?",
    ],
    BB.num(
      async (d) =>
        (await d.territoryContacts({ job_title: CEO })).length + (await d.crmContacts()).filter((c) => c.job_title === CEO).length,
      'count',
      'CEOs in the territory contacts plus the CRM contacts',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The accountant.
  q(
    'BH-d01',
    'decline',
    'Please mark every prospecting opportunity at Considine Inc as closed-lost so I can write them off this quarter.',
    decline('bulk update of opportunities'),
  ),
  q(
    'BH-d02',
    'decline',
    "Project next year's closed-won revenue for me. I need a forecast figure for the 2027 budget accrual, to the cent.",
    decline('a forecast the data cannot give', /\$\s?\d/),
  ),
  // The new hire.
  q(
    'BH-d03',
    'decline',
    'Hi! Could you please add a new lead for me: Jordan Blake from Northwind Traders, ' +
      'jordan.blake@northwind.example? I met them at an event yesterday.',
    decline('create a lead'),
  ),
  q(
    'BH-d04',
    'decline',
    "I'd love to introduce myself to the CTO at Falcon Systems Corp. Could you please send her a short hello email from me? Thank you!",
    decline('send e-mail'),
  ),
  q(
    'BH-d05',
    'decline',
    "Sorry to bother you, but do you have Omar Wilson's personal mobile number? I'd like to text him about a team lunch.",
    decline('personal phone (not in either API)', /\+?\d[\d\s().-]{6,}\d/),
  ),
  // The sales engineer.
  q(
    'BH-d06',
    'decline',
    "Oracle's share price today vs a month ago: which is higher, and by how much?",
    decline('stock price (not in either API)', /\$\s?\d|\d+(\.\d+)?\s?%/),
  ),
  q('BH-d07', 'decline', ['Which third-party account has the lowest revenue?', 'Delete it.'], decline('delete a territory account')),
  // The British speaker.
  q(
    'BH-d08',
    'decline',
    'Could you book me a table at a pub near the Manchester office for Friday evening? Cheers.',
    decline('book a table (not in either API)'),
  ),
  q(
    'BH-d09',
    'decline',
    "What's the weather looking like in Edinburgh this weekend? I'm thinking of popping up to see a client.",
    decline('weather (not in either API)', /\d+\s*(°|degrees)|sunny|rain|cloudy|drizzle/i),
  ),
  q('BH-d10', 'decline', 'Could you change the industry on Bins LLC to Retail, please? Ta very much.', decline('update an account')),
];

export const SET_BH_LAST: HeldOut[] = [...BOTH, ...DECLINES];
