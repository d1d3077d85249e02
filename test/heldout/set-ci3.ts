// Held-out set CI, continued (see set-ci.ts; SEALED): the questions that need both APIs (labelled
// by the API whose figure answers them) and the requests to decline, in the same four voices.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { allTerritory, BB, inSt, MY, OPPS, TP, total } from './kinds-bb.js';
import { crmUS } from './kinds-bc.js';
import { countBy, crmInUsState } from './kinds-bv.js';
import { closingIn, oneKey, revOf, sumBy } from './kinds-ci.js';
import { decline } from './kinds.js';

/** The US state with the most CRM accounts. */
const topCrmState = async (d: DataAccess): Promise<string> =>
  oneKey(
    countBy(await crmUS(d), (x) => x.state),
    'max',
    'US state with the most CRM accounts',
  );

/** The ids of the CRM accounts in one US state. */
const crmIdsIn = async (d: DataAccess, code: string): Promise<Set<number>> => new Set((await crmInUsState(d, code)).map((x) => x.id));

const BOTH: HeldOut[] = [
  // The customer-success lead.
  q(
    'CI-b01',
    'crm',
    'How many CRM contacts work at accounts located in the state where I have the most territory accounts?',
    BB.num(
      async (d) => {
        const top = oneKey(
          countBy(await MY(d), (x) => x.state),
          'max',
          'state with the most of my accounts',
        );
        const ids = await crmIdsIn(d, top);
        return (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CRM contacts in my top state by account count',
    ),
  ),
  // The pipeline reviewer.
  q(
    'CI-b02',
    'crm',
    "What's the total value of the CRM deals closing in 2026 for accounts based in the state " +
      'where my territory accounts earn the most revenue?',
    BB.num(
      async (d) => {
        const top = oneKey(
          sumBy(
            await MY(d),
            (x) => x.state,
            (x) => x.revenue,
          ),
          'max',
          'state with the most revenue of my accounts',
        );
        const ids = await crmIdsIn(d, top);
        const os = (await OPPS(d)).filter((o) => ids.has(o.account_id));
        return [total(os.filter(closingIn('2026-01-01', '2026-12-31'))), total(os.filter(closingIn('2026-01-01', '2026-12-31', true)))];
      },
      'money',
      'value closing in 2026 at CRM accounts in my top revenue state',
    ),
  ),
  q(
    'CI-b03',
    'territory',
    'Take the US state whose CRM accounts have the most deals closing in Q1 2026. How many of my territory accounts are in that state?',
    BB.num(
      async (d) => {
        const us = new Map((await crmUS(d)).map((x) => [x.id, x.state]));
        const os = (await OPPS(d)).filter((o) => us.has(o.account_id));
        const readings = [false, true].map((openOnly) =>
          oneKey(
            countBy(os.filter(closingIn('2026-01-01', '2026-03-31', openOnly)), (o) => us.get(o.account_id)),
            'max',
            'US state by deals closing in Q1 2026',
          ),
        );
        const my = await MY(d);
        return [...new Set(readings)].map((s) => my.filter(inSt(s)).length);
      },
      'count',
      'my accounts in the state with the most CRM deals closing in Q1 2026',
    ),
  ),
  // The new hire.
  q(
    'CI-b04',
    'territory',
    'In the state where the CRM have the most accounts, how many third-party accounts there is?',
    BB.num(async (d) => (await TP(d)).filter(inSt(await topCrmState(d))).length, 'count', 'third-party accounts in the top CRM state'),
  ),
  // The executive.
  q(
    'CI-b05',
    'crm',
    'How many more CRM accounts are there in Texas than territory accounts, mine and third-party together, in Texas?',
    BB.num(
      async (d) => (await crmInUsState(d, 'TX')).length - (await allTerritory(d)).filter(inSt('TX')).length,
      'count',
      'CRM TX accounts minus territory TX accounts',
    ),
  ),
  q(
    'CI-b06',
    'crm',
    'By how much does the annual revenue of the CRM accounts in California exceed the revenue of my California territory accounts?',
    BB.num(
      async (d) => sum((await crmInUsState(d, 'CA')).map((x) => x.annual_revenue ?? 0)) - revOf((await MY(d)).filter(inSt('CA'))),
      'money',
      'CRM CA annual revenue minus my CA revenue',
    ),
  ),
];

const DECLINE: HeldOut[] = [
  // The customer-success lead.
  q(
    'CI-d01',
    'decline',
    'Add a new contact at Falcon Systems Corp: Jane Doe, Vice President of Sales.',
    decline('create a territory contact'),
  ),
  q('CI-d02', 'decline', 'Send a thank-you email to every Chief Executive Officer at my accounts.', decline('send e-mail to contacts')),
  q(
    'CI-d03',
    'decline',
    'When are the birthdays of the people at Orchid Labs LLC?',
    decline(
      'birthdays (not in either API)',
      /\b(january|february|march|april|may|june|july|august|september|october|november|december)\s+\d/i,
    ),
  ),
  // The pipeline reviewer.
  q('CI-d04', 'decline', 'Move every deal closing in December 2026 to closed-won.', decline('bulk update of opportunity stages')),
  q(
    'CI-d05',
    'decline',
    'Open our forecasting dashboard in the browser and export the Q4 2026 forecast to a PDF.',
    decline('browser work and export'),
  ),
  // The new hire.
  q(
    'CI-d06',
    'decline',
    'Please delete the account Ember Motors Corp from my list, it is a duplicate.',
    decline('delete a territory account'),
  ),
  q(
    'CI-d07',
    'decline',
    'Which of my accounts is paying the invoices late, please tell me?',
    decline('invoice payments (not in either API)'),
  ),
  q('CI-d08', 'decline', 'Can you change the phone of Walter LLC in CRM to the new number +1 555 0100?', decline('update a CRM account')),
  // The executive.
  q(
    'CI-d09',
    'decline',
    "How does our market share compare with our main competitor's this year?",
    decline('market share (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  q(
    'CI-d10',
    'decline',
    'Should we raise prices for the Healthcare accounts versus the Retail ones, based on their profit margins?',
    decline('pricing advice from profit margins (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
];

export const SET_CI_MORE: HeldOut[] = [...BOTH, ...DECLINE];
