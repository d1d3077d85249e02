// Held-out set BW, continued (see set-bw.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB, crmPerson } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BP } from './kinds-bp.js';
import { cPeople, tally, tPeople } from './kinds-bu.js';
import { cAcc, EVERY, sortedTop, tAcc } from './kinds-bw.js';
import { TC, withAliases } from './kinds-cd.js';
import { decline } from './kinds.js';
import { CEO } from './pick.js';

/** The CRM accounts in the United States (optionally in one state). */
const crmUs = async (d: DataAccess, code?: string) =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && (code === undefined || x.state === code));

/** A figure with a currency or a percentage (invented data). */
const MONEY = /\$\s?\d/;
const PERCENT = /\d+(?:\.\d+)?\s?%/;

const BOTH: HeldOut[] = [
  // The account executive preparing for a call.
  q(
    'BW-b01',
    'crm',
    "I've got Bahringer Group (it's in the CRM) at 10 and Willow Foods Co from my territory at 2. " +
      'Which of them is the larger business in revenue terms?',
    BP.first(
      async (d) => ({
        options: [['Bahringer Group'], ['Willow Foods Co']],
        values: [(await cAcc(d, 'Bahringer Group')).annual_revenue ?? 0, (await tAcc(d, 'Willow Foods Co')).revenue],
      }),
      'max',
      'Bahringer Group (CRM) vs Willow Foods Co (territory) revenue',
    ),
  ),
  q(
    'BW-b02',
    'crm',
    "I'm calling Frami and Sons (CRM) and then Nova Motors Corp (territory). How many contacts do we have at the two of them combined?",
    BB.num(
      async (d) => (await cPeople(d, 'Frami and Sons')).length + (await tPeople(d, 'Nova Motors Corp')).length,
      'count',
      'contacts at Frami and Sons (CRM) plus Nova Motors Corp (territory)',
    ),
  ),

  // The casual voice.
  q(
    'BW-b03',
    'crm',
    'hey quick one — how many accounts do we have in Washington state if you add my territory ones to the CRM ones? ' +
      '...just the two lists added up',
    BB.num(
      async (d) => {
        const crm = (await crmUs(d, 'WA')).length;
        const mine = (await d.myAccounts()).filter((x) => x.state === 'WA').length;
        const every = (await EVERY(d)).filter((x) => x.state === 'WA').length;
        return [mine + crm, every + crm];
      },
      'count',
      'WA accounts, territory plus CRM',
    ),
  ),

  // The manager comparing side by side.
  q(
    'BW-b04',
    'crm',
    'Chief Executive Officers side by side: how many are in the territory contact list, and how many among the CRM contacts?',
    BB.each(
      BB.num(async (d) => (await d.territoryContacts()).filter((c) => c.job_title === CEO).length, 'count', 'territory CEOs'),
      BB.num(async (d) => (await d.crmContacts()).filter((c) => c.job_title === CEO).length, 'count', 'CRM CEOs'),
    ),
  ),
  q(
    'BW-b05',
    'crm',
    'Two people side by side: Olivia Williams from the territory list and Dora Klocko from the CRM. ' +
      'What job title does each have, and which company is each with?',
    BB.each(
      TC.titleOf('Olivia Williams'),
      TC.accountOf('Olivia Williams'),
      BB.name(async (d) => withAliases(crmPerson(await d.crmContacts(), 'Dora Klocko').job_title ?? ''), 'job title of Dora Klocko'),
      BB.name(async (d) => {
        const c = crmPerson(await d.crmContacts(), 'Dora Klocko');
        return [(await d.crmAccounts()).find((x) => x.id === c.account_id)!.name];
      }, 'account of Dora Klocko'),
    ),
  ),

  // The list builder.
  q(
    'BW-b06',
    'territory',
    "The CRM's busiest US state by account count — which of my territory accounts are there? Rank them by revenue, highest first.",
    BD.ordered(async (d) => {
      const top = sortedTop(
        tally(await crmUs(d), (x) => x.state),
        (x) => x.value,
        'desc',
        1,
        'US states by CRM accounts',
      )[0]!.key;
      const mine = (await d.myAccounts()).filter((x) => x.state === top);
      if (mine.length > 10) throw new Error(`more than ten of my accounts in ${top}`);
      return [
        sortedTop(mine, (x) => x.revenue, 'desc', 10, `my accounts in ${top}`).map((x) => x.name),
        (await EVERY(d)).map((x) => x.name),
      ];
    }, 'my accounts in the US state with the most CRM accounts, largest first'),
  ),
];

const DECLINES: HeldOut[] = [
  // The account executive preparing for a call.
  q(
    'BW-d01',
    'decline',
    'Log a note on the Hyatt and Sons account saying I spoke with their CEO this morning and they want a follow-up next week.',
    decline('add a note to a CRM account'),
  ),
  q(
    'BW-d02',
    'decline',
    'Book a 30-minute meeting with Ethan Anderson at Quantum Foods LLC on my calendar for Friday at 10am.',
    decline('schedule a meeting'),
  ),

  // The casual voice.
  q(
    'BW-d03',
    'decline',
    "hey quick one — what's the euro to dollar exchange rate right now? need it for a quote I'm putting together",
    decline('an exchange rate', /\b[01]\.\d{2,}/),
  ),
  q(
    'BW-d04',
    'decline',
    [
      'ok so which Webinar lead has the highest score?',
      'cool, can you delete that lead for me? they asked us to stop reaching out... thanks',
    ],
    decline('delete a lead'),
  ),
  q(
    'BW-d05',
    'decline',
    "random q: how's the Bosco - Braun share price doing today? saw something in the news",
    decline('a stock price', MONEY),
  ),

  // The manager comparing side by side.
  q(
    'BW-d06',
    'decline',
    'Compare quota attainment for this year between our two top sales reps — who is further ahead of target?',
    decline('quota attainment of sales reps', PERCENT),
  ),
  q(
    'BW-d07',
    'decline',
    'Bahringer Group versus Rogahn Group on employee satisfaction: which has the better Glassdoor rating?',
    decline('Glassdoor ratings', /\b[1-5]\.\d\b/),
  ),

  // The list builder.
  q(
    'BW-d08',
    'decline',
    'Take the 10 highest-scoring Referral leads that are still new, sorted by score, and email each of them our spring promo.',
    decline('send e-mails to leads'),
  ),
  q(
    'BW-d09',
    'decline',
    'List the five accounts with the highest Net Promoter Score, excluding Europe, sorted from best to worst.',
    decline('Net Promoter Scores'),
  ),
  q(
    'BW-d10',
    'decline',
    'Sort my territory accounts by how many LinkedIn followers they have, top 5 only, leaving out California.',
    decline('LinkedIn followers'),
  ),
];

export const SET_BW_LAST: HeldOut[] = [...BOTH, ...DECLINES];
