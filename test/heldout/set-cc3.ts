// Held-out set CC, continued (see set-cc.ts; a practice set written by a helper who did not read
// the planner): the questions across both APIs (joined by US state, the one thing the two data
// sets share; labelled by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { groups, q, sum } from './judge.js';
import { BB, inSt, MY, TP } from './kinds-bb.js';
import { countBy } from './kinds-bv.js';
import { CC, closeWithin, count, openDealsWhere, soleKey, usState } from './kinds-cc.js';
import { decline } from './kinds.js';

const BOTH: HeldOut[] = [
  // The marketing manager.
  q(
    'CC-b01',
    'crm',
    'How many marketing people can we reach? Count the Directors of Marketing among the territory contacts and, separately, ' +
      'the CRM contacts in the Marketing department.',
    BB.each(
      BB.num(
        async (d) => (await d.territoryContacts({ job_title: 'Director of Marketing' })).length,
        'count',
        'territory Directors of Marketing',
      ),
      BB.num(async (d) => (await d.crmContacts()).filter((c) => c.department === 'Marketing').length, 'count', 'CRM contacts in Marketing'),
    ),
  ),
  // The sceptical auditor.
  q(
    'CC-b02',
    'crm',
    'Is it true that the CRM has more accounts in Texas than my territory has (my accounts and third-party ones together)?',
    CC.verdict(async (d) => {
      const crm = (await d.crmAccounts()).filter(usState('TX')).length;
      const territory = [...(await MY(d)), ...(await TP(d))].filter(inSt('TX')).length;
      if (crm === territory) throw new Error('TX counts tie');
      return {
        yes: crm > territory,
        support: [[count(crm), count(territory)]],
        compare: {
          options: [
            ['CRM', 'the CRM'],
            ['territory', 'my territory', 'your territory'],
          ],
          winner: crm > territory ? 0 : 1,
        },
      };
    }, 'more CRM accounts than territory accounts in TX'),
  ),
  // The sales coach.
  q(
    'CC-b03',
    'crm',
    'How many more Software Engineers are there among the CRM contacts than among the territory contacts?',
    BB.num(
      async (d) => {
        const crm = (await d.crmContacts()).filter((c) => c.job_title === 'Software Engineer').length;
        const territory = (await d.territoryContacts({ job_title: 'Software Engineer' })).length;
        return crm - territory;
      },
      'count',
      'CRM Software Engineers minus territory Software Engineers',
    ),
  ),
  // The planner mixing both apps and time.
  q(
    'CC-b04',
    'crm',
    'Side by side, please: the total revenue of my Texas accounts, and the total value of open CRM deals at Texas accounts.',
    BB.each(
      BB.num(async (d) => sum((await MY(d)).filter(inSt('TX')).map((x) => x.revenue)), 'money', 'revenue of my TX accounts'),
      BB.num(async (d) => sum((await openDealsWhere(d, usState('TX'))).map((o) => o.value)), 'money', 'open deal value at CRM TX accounts'),
    ),
  ),
  q(
    'CC-b05',
    'crm',
    'In the state where I have the most of my own accounts, how many open CRM deals close in December 2026?',
    BB.num(
      async (d) => {
        const state = soleKey(
          countBy(await MY(d), (x) => x.state),
          'states by number of my accounts',
        );
        return (await openDealsWhere(d, usState(state))).filter(closeWithin('2026-12-01', '2026-12-31')).length;
      },
      'count',
      'open deals closing in December 2026 in the state with most of my accounts',
    ),
  ),
  q(
    'CC-b06',
    'crm',
    [
      'Which state brings in the most revenue across the third-party accounts?',
      'How many open CRM deals at accounts in that state close in the first half of 2026?',
    ],
    BB.num(
      async (d) => {
        const state = soleKey(
          groups(
            await TP(d),
            (x) => x.state,
            (xs) => sum(xs.map((x) => x.revenue)),
          ),
          'states by third-party revenue',
        );
        return (await openDealsWhere(d, usState(state))).filter(closeWithin('2026-01-01', '2026-06-30')).length;
      },
      'count',
      'open deals closing in H1 2026 in the top third-party revenue state',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The marketing manager.
  q(
    'CC-d01',
    'decline',
    'Change the lead source of every Partner lead scoring under 20 to Cold Call.',
    decline('bulk update of lead sources'),
  ),
  q(
    'CC-d02',
    'decline',
    'What did we spend per lead on trade shows last quarter?',
    decline('cost per lead (spend is in neither API)', /\$\s?\d/),
  ),
  q(
    'CC-d03',
    'decline',
    "What's the click-through rate on our LinkedIn ads this month?",
    decline('ad click-through rate (in neither API)', /\d+(?:\.\d+)?\s?%/),
  ),
  // The sceptical auditor.
  q(
    'CC-d04',
    'decline',
    'Are our sales reps hitting their quotas this year?',
    decline('quota attainment (quotas are in neither API)', /\d+(?:\.\d+)?\s?%/),
  ),
  q(
    'CC-d05',
    'decline',
    'Correct the revenue of Willow Foods Co to $9 million in the territory data.',
    decline('update a territory account'),
  ),
  q(
    'CC-d06',
    'decline',
    'For the compliance audit: which CRM contacts have withdrawn their consent to receive marketing emails?',
    decline('e-mail consent (in neither API)', /\b\d[\d,]*\s+(?:contacts|people)\b/i),
  ),
  // The sales coach.
  q('CC-d07', 'decline', 'Make me the owner of every third-party account in Ohio.', decline('assign account owners')),
  q(
    'CC-d08',
    'decline',
    ["Who's the CEO at Iron Health LLC?", 'Book a 30-minute call with her for next Tuesday at 10am.'],
    decline('book a meeting'),
  ),
  q(
    'CC-d09',
    'decline',
    'Go on LinkedIn and check whether Evelyn Rodriguez still works at Summit Robotics Inc.',
    decline('browse LinkedIn'),
  ),
  // The planner mixing both apps and time.
  q(
    'CC-d10',
    'decline',
    'Push the close date of every negotiation-stage deal at Texas accounts out to next quarter.',
    decline('bulk update of opportunities'),
  ),
];

export const SET_CC_REST: HeldOut[] = [...BOTH, ...DECLINES];
