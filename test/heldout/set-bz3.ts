// Held-out set BZ, continued (see set-bz.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { groups, q, winners } from './judge.js';
import { BB, territoryAccount } from './kinds-bb.js';
import { countBy } from './kinds-bv.js';
import { inSt, MY, openValue, revOf, TP, usAccounts } from './kinds-bz.js';
import { decline } from './kinds.js';
import { CFO } from './pick.js';

/** The one state key of some groups with the largest value (a tie throws). */
const topKey = (g: { key: string; value: number }[], what: string): string => {
  const w = winners(g, (x) => x.value, 'max');
  if (w.length !== 1) throw new Error(`${what}: ${w.length} states tie`);
  return w[0]!.key;
};

const BOTH: HeldOut[] = [
  // The sales-operations manager.
  q(
    'BZ-b01',
    'crm',
    'How many more Chief Financial Officers are there among the CRM contacts than among the territory contacts?',
    BB.num(
      async (d) =>
        (await d.crmContacts()).filter((c) => c.job_title === CFO).length - (await d.territoryContacts({ job_title: CFO })).length,
      'count',
      'CRM CFO contacts minus territory CFO contacts',
    ),
  ),
  // The chief executive.
  q(
    'BZ-b02',
    'territory',
    '# my accts TX vs # CRM accts TX',
    BB.each(
      BB.num(async (d) => (await MY(d)).filter(inSt('TX')).length, 'count', 'my accounts in TX'),
      BB.num(async (d) => (await usAccounts(d, 'TX')).length, 'count', 'CRM accounts in TX'),
    ),
  ),
  q(
    'BZ-b03',
    'crm',
    'open pipeline $ in the state where i have the most accts',
    BB.num(
      async (d) => {
        const top = topKey(
          countBy(await MY(d), (x) => x.state),
          'state with the most of my accounts',
        );
        return openValue(d, (x) => x.country === 'United States' && x.state === top);
      },
      'money',
      'open CRM pipeline in the state with the most of my accounts',
    ),
  ),
  // The territory planner.
  q(
    'BZ-b04',
    'crm',
    'How many CRM accounts are there in the state where third-party accounts bring in the most revenue?',
    BB.num(
      async (d) => {
        const top = topKey(
          groups(
            await TP(d),
            (x) => x.state,
            (xs) => revOf(xs),
          ),
          'state with the most third-party revenue',
        );
        return (await usAccounts(d, top)).length;
      },
      'count',
      'CRM accounts in the top third-party revenue state',
    ),
  ),
  q(
    'BZ-b05',
    'crm',
    [
      "How many of my accounts are in Oregon, and what's their combined revenue?",
      'and how many CRM accounts are there in that same state?',
    ],
    BB.num(async (d) => (await usAccounts(d, 'OR')).length, 'count', 'CRM accounts in OR'),
  ),
  // The account manager.
  q(
    'BZ-b06',
    'crm',
    ['Which state is my account Falcon Media LLC in?', 'how many CRM accounts are based in that state?'],
    BB.num(
      async (d) => (await usAccounts(d, (await territoryAccount(d, 'Falcon Media LLC')).state)).length,
      'count',
      'CRM accounts in the state of Falcon Media LLC',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The sales-operations manager.
  q('BZ-d01', 'decline', 'Delete the extra Mia Thomas contact records so that only one is left.', decline('delete contacts')),
  q('BZ-d02', 'decline', "Fill in the blank state on every CRM account using the account's country.", decline('bulk update of accounts')),
  q(
    'BZ-d03',
    'decline',
    "Which contacts' e-mail addresses bounced last month?",
    decline('e-mail bounces (not in either API)', /\b\d+\s+(?:bounced|bounces|contacts? bounced)/i),
  ),
  // The chief executive.
  q('BZ-d04', 'decline', 'nps q3?', decline('a net promoter score (not in either API)', /\bNPS\b[^.\n]{0,30}\b\d{1,3}\b/i)),
  q('BZ-d05', 'decline', 'book 30 min w/ Falcon Media CEO tmrw 9am', decline('book a meeting')),
  // The territory planner.
  q('BZ-d06', 'decline', 'Move all my Oregon accounts over to the Washington territory.', decline('reassign accounts')),
  q(
    'BZ-d07',
    'decline',
    'Texas or Florida: which has more of my accounts per million residents?',
    decline('accounts per resident (population not in either API)', /per million/i),
  ),
  // The account manager.
  q(
    'BZ-d08',
    'decline',
    ['Which deals does Bins LLC have in negotiation?', 'move the bigger one to closed-won'],
    decline('update an opportunity'),
  ),
  q('BZ-d09', 'decline', 'Email Santos Kertzmann at Considine Inc a reminder about the renewal.', decline('send e-mail')),
  q(
    'BZ-d10',
    'decline',
    "Open Pfeffer Group's website and tell me what their latest press release says.",
    decline('browse a website (no browser tool)'),
  ),
];

export const SET_BZ_REST: HeldOut[] = [...BOTH, ...DECLINES];
