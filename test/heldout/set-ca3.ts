// Held-out set CA, continued (see set-ca.ts; a practice set, sealed until its first run): the
// questions across both APIs (labelled by the API whose figure answers them) and the requests
// to decline.

import type { HeldOut } from './judge.js';
import { avg, q, sum, winners } from './judge.js';
import { BB, inSt, MY } from './kinds-bb.js';
import { myIds } from './kinds-bv.js';
import { crmUsIn, dated, myTopState, oppsWithAccount } from './kinds-ca.js';
import { decline } from './kinds.js';
import { isOpen } from './pick.js';

const BOTH: HeldOut[] = [
  // The non-native speaker.
  q(
    'CA-b01',
    'crm',
    'For the state where is my biggest account by revenue, how many accounts has the CRM there?',
    BB.num(
      async (d) => {
        const top = winners(await MY(d), (x) => x.revenue, 'max');
        if (top.length !== 1) throw new Error('my accounts tie on the largest revenue');
        return (await crmUsIn(d, top[0]!.state)).length;
      },
      'count',
      'CRM accounts in the state of my largest account',
    ),
  ),
  q(
    'CA-b02',
    'territory',
    ['The CRM, how many accounts it has in Oregon?', 'And my accounts in same state, how much revenue they make together?'],
    BB.num(async (d) => sum((await MY(d)).filter(inSt('OR')).map((x) => x.revenue)), 'money', 'revenue of my OR accounts'),
  ),

  // The formal analyst.
  q(
    'CA-b03',
    'territory',
    [
      'Could you please tell me how many leads in the CRM carry the job title Software Engineer?',
      'Thank you. And how many contacts in the territory data hold that very same title?',
    ],
    BB.num(
      async (d) => {
        const se = await d.territoryContacts({ job_title: 'Software Engineer' });
        const ids = await myIds(d);
        return [se.length, se.filter((c) => ids.has(c.account_id)).length];
      },
      'count',
      'territory Software Engineers (all, or at my accounts)',
    ),
  ),

  // The forecaster.
  q(
    'CA-b04',
    'crm',
    'Which state brings my territory accounts the most revenue, and how much open CRM pipeline closing in 2026 ' +
      'sits with CRM accounts in that state?',
    BB.each(
      BB.state(async (d) => [await myTopState(d)], 'state where my accounts earn the most'),
      BB.num(
        async (d) => {
          const state = await myTopState(d);
          const os = (await oppsWithAccount(d)).filter(
            (o) =>
              isOpen(o) && dated('2026-01-01', '2026-12-31')(o.close_date) && o.acc.country === 'United States' && o.acc.state === state,
          );
          return sum(os.map((o) => o.value));
        },
        'money',
        'open CRM pipeline closing in 2026 in that state',
      ),
    ),
  ),
  q(
    'CA-b05',
    'territory',
    [
      "What's the total value of open CRM deals closing in December 2026 for accounts in New York state?",
      "Compare that with my New York territory accounts: what's their combined annual revenue?",
    ],
    BB.num(async (d) => sum((await MY(d)).filter(inSt('NY')).map((x) => x.revenue)), 'money', 'revenue of my NY accounts'),
  ),

  // The statistician.
  q(
    'CA-b06',
    'crm',
    ["What's the average revenue of my territory accounts in Texas?", 'And the average annual revenue of CRM accounts located in Texas?'],
    BB.num(
      async (d) => avg((await crmUsIn(d, 'TX')).map((x) => x.annual_revenue).filter((n): n is number => n !== null)),
      'money',
      'average annual revenue of CRM accounts in TX',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The non-native speaker.
  q('CA-d01', 'decline', 'Please you delete the lead Jany Lang, she is not interesting for us anymore.', decline('delete a lead')),
  q(
    'CA-d02',
    'decline',
    'Open the website of Pioneer Motors Inc and tell me which products they are selling.',
    decline('browse a website (not in either API)'),
  ),

  // The formal analyst.
  q(
    'CA-d03',
    'decline',
    'Could you please move the close date of every negotiation-stage opportunity to the last day of this year?',
    decline('bulk update of close dates'),
  ),
  q(
    'CA-d04',
    'decline',
    'I would be most grateful if you could tell me the profit margin of each of my accounts.',
    decline('profit margins (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  q(
    'CA-d05',
    'decline',
    'Kindly draft and send a thank-you email to the primary contact of every CRM account in Europe.',
    decline('send e-mail'),
  ),

  // The forecaster.
  q(
    'CA-d06',
    'decline',
    'What was our sales quota attainment for Q3 2026?',
    decline('quota attainment (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  q('CA-d07', 'decline', 'Push the close date of every overdue deal out by 30 days.', decline('bulk update of overdue deals')),
  q(
    'CA-d08',
    'decline',
    'How did the revenue of my territory accounts change between 2024 and 2025?',
    decline(
      'revenue history (the territory API holds one figure per account)',
      /\d+(?:\.\d+)?\s?%|\b(?:grew|rose|fell|increased|decreased|declined)\b/i,
    ),
  ),

  // The statistician.
  q(
    'CA-d09',
    'decline',
    "What's the standard deviation of customer satisfaction scores across my accounts?",
    decline('satisfaction scores (not in either API)', /satisfaction[^\n]*\d/i),
  ),
  q(
    'CA-d10',
    'decline',
    ['How many leads have a score under 20?', "Delete all of them, they're just noise."],
    decline('bulk delete of leads'),
  ),
];

export const SET_CA_REST: HeldOut[] = [...BOTH, ...DECLINES];
