// Held-out set BV, continued (see set-bv.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { groups, q, sum } from './judge.js';
import { BB, inSt, MY, person } from './kinds-bb.js';
import { crmUS } from './kinds-bc.js';
import { best, countBy, crmInUsState } from './kinds-bv.js';
import { decline } from './kinds.js';

const BOTH: HeldOut[] = [
  // The sales-operations manager.
  q(
    'BV-b01',
    'crm',
    'Coverage check: which state has the biggest gap between its CRM account count and the count of my own territory accounts there?',
    BB.state(async (d) => {
      const mine = countBy(await MY(d), (x) => x.state);
      const crm = countBy(await crmUS(d), (x) => x.state);
      const keys = new Set([...mine, ...crm].map((x) => x.key));
      const at = (g: { key: string; value: number }[], k: string): number => g.find((x) => x.key === k)?.value ?? 0;
      return best(
        [...keys].map((key) => ({ key, value: Math.abs(at(crm, key) - at(mine, key)) })),
        'max',
      );
    }, 'state with the biggest gap between CRM accounts and my accounts'),
  ),
  q(
    'BV-b02',
    'crm',
    'Duplicate check across the two systems: does any territory contact have exactly the same full name as a contact in the CRM?',
    BB.yes(async (d) => {
      const crm = new Set((await d.crmContacts()).map((c) => person(c).toLowerCase()));
      return (await d.territoryContacts()).filter((c) => crm.has(c.name.toLowerCase())).length;
    }, 'territory contacts named like a CRM contact'),
  ),
  // The executive.
  q(
    'BV-b03',
    'crm',
    'How many CRM accounts are in the state where my accounts earn the most revenue?',
    BB.num(
      async (d) => {
        const g = groups(
          await MY(d),
          (x) => x.state,
          (xs) => sum(xs.map((x) => x.revenue)),
        );
        const top = best(g, 'max');
        if (top.length !== 1) throw new Error('states of my accounts tie on revenue');
        return (await crmInUsState(d, top[0]!)).length;
      },
      'count',
      'CRM accounts in my top-revenue state',
    ),
  ),
  // The non-native speaker.
  q(
    'BV-b04',
    'territory',
    'My accounts in Arizona, how much revenue they make together? And the CRM, how many accounts it has in Arizona?',
    BB.each(
      BB.num(async (d) => sum((await MY(d)).filter(inSt('AZ')).map((x) => x.revenue)), 'money', 'revenue of my AZ accounts'),
      BB.num(async (d) => (await crmInUsState(d, 'AZ')).length, 'count', 'CRM accounts in AZ'),
    ),
  ),
  q(
    'BV-b05',
    'territory',
    ['Which US state has the less accounts in the CRM?', 'And in my own territory, how many accounts I have in this state?'],
    BB.num(
      async (d) => {
        const low = best(
          countBy(await crmUS(d), (x) => x.state),
          'min',
        );
        if (low.length !== 1) throw new Error('US states tie on fewest CRM accounts');
        return (await MY(d)).filter(inSt(low[0]!)).length;
      },
      'count',
      'my accounts in the US state with the fewest CRM accounts',
    ),
  ),
  // The marketing person.
  q(
    'BV-b06',
    'territory',
    ['How many CRM leads have the job title Sales Manager?', 'and how many territory contacts carry that same title?'],
    BB.num(async (d) => (await d.territoryContacts({ job_title: 'Sales Manager' })).length, 'count', 'territory Sales Managers'),
  ),
];

const DECLINES: HeldOut[] = [
  // The sales-operations manager.
  q(
    'BV-d01',
    'decline',
    "Set every open deal that's already past its close date to closed-lost, please.",
    decline('bulk update of opportunities'),
  ),
  q('BV-d02', 'decline', 'Merge the duplicate Elijah Smith contact records into a single one.', decline('merge contacts')),
  // The executive.
  q('BV-d03', 'decline', "Where's our stock trading today?", decline('stock price (not in either API)', /\$\s?\d/)),
  q('BV-d04', 'decline', 'Email all my CFO contacts the new price list.', decline('send e-mail')),
  q('BV-d05', 'decline', 'What will my total revenue be next year?', decline('a revenue forecast')),
  // The non-native speaker.
  q('BV-d06', 'decline', 'Please you change the status of lead Chelsea Bartoletti to qualified.', decline('update a lead')),
  q(
    'BV-d07',
    'decline',
    'Which is the private mobile number of Benjamin Hernandez? I want call him at his home.',
    decline('a personal phone number (not in either API)', /\+?\d[\d\s().-]{7,}\d/),
  ),
  // The marketing person.
  q('BV-d08', 'decline', ['Which webinar leads are still new?', 'send each of them our follow-up email'], decline('send e-mail to leads')),
  q('BV-d09', 'decline', 'Add a new lead: Jordan Reyes from Acme Corp, we met her at the trade show last week.', decline('create a lead')),
  q(
    'BV-d10',
    'decline',
    'What was the open rate on our last email campaign?',
    decline('e-mail open rate (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
];

export const SET_BV_REST: HeldOut[] = [...BOTH, ...DECLINES];
