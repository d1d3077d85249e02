// Held-out set CN, continued (see set-cn.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { groups, q, winners } from './judge.js';
import { BB, MY, OPPS, rev, territoryAccount, total } from './kinds-bb.js';
import { best, crmInUsState } from './kinds-bv.js';
import { isWon, only, open } from './kinds-cn.js';
import { decline } from './kinds.js';

/** The deals of the US CRM accounts in one state. */
const dealsInState = async (d: DataAccess, code: string) => {
  const ids = new Set((await crmInUsState(d, code)).map((x) => x.id));
  return (await OPPS(d)).filter((o) => ids.has(o.account_id));
};
const US = (x: { country: string | null }): boolean => x.country === 'United States';

const BOTH: HeldOut[] = [
  // The sales director preparing a quarterly business review.
  q(
    'CN-b01',
    'crm',
    'Take the state my largest territory account is in: how much closed-won deal value do the CRM accounts in that state have?',
    BB.num(
      async (d) => {
        const top = only(
          winners(await MY(d), (x) => x.revenue, 'max'),
          'my largest account',
        );
        return total((await dealsInState(d, top.state)).filter(isWon));
      },
      'money',
      'closed-won value of the CRM accounts in the state of my largest account',
    ),
  ),
  q(
    'CN-b02',
    'territory',
    'Find the US state with the most open CRM pipeline value, then tell me how much revenue my own territory accounts have in that state.',
    BB.num(
      async (d) => {
        const us = (await d.crmAccounts()).filter(US);
        const byId = new Map(us.map((x) => [x.id, x.state]));
        const g = groups(
          (await OPPS(d)).filter((o) => open(o) && byId.has(o.account_id)),
          (o) => byId.get(o.account_id),
          (os) => total(os),
        );
        const state = only(best(g, 'max'), 'US state with the most open pipeline');
        return rev((await MY(d)).filter((x) => x.state === state));
      },
      'money',
      'my revenue in the US state with the most open CRM pipeline',
    ),
  ),

  // The careful analyst.
  q(
    'CN-b03',
    'crm',
    'How many US states have CRM accounts in them but none of my territory accounts?',
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        return new Set((await d.crmAccounts()).filter((x) => US(x) && x.state !== null && !mine.has(x.state)).map((x) => x.state)).size;
      },
      'count',
      'US states with CRM accounts and none of mine',
    ),
  ),

  // Someone asking about specific named records.
  q(
    'CN-b04',
    'crm',
    ['Where is Juniper Software Corp located?', 'How many CRM accounts are in that same state?'],
    BB.num(
      async (d) => (await crmInUsState(d, (await territoryAccount(d, 'Juniper Software Corp')).state)).length,
      'count',
      'CRM accounts in the state of Juniper Software Corp',
    ),
  ),
  q(
    'CN-b05',
    'crm',
    ['Which state is Apex Systems Inc in?', "what's the total open pipeline for CRM accounts in that state?"],
    BB.num(
      async (d) => total((await dealsInState(d, (await territoryAccount(d, 'Apex Systems Inc')).state)).filter(open)),
      'money',
      'open value of the CRM accounts in the state of Apex Systems Inc',
    ),
  ),

  // Someone narrowing step by step.
  q(
    'CN-b06',
    'crm',
    ['third-party accounts in Ohio', 'now the CRM accounts in the same state', 'how many of those have at least one open deal?'],
    BB.num(
      async (d) => {
        const withOpen = new Set((await OPPS(d)).filter(open).map((o) => o.account_id));
        return (await crmInUsState(d, 'OH')).filter((x) => withOpen.has(x.id)).length;
      },
      'count',
      'OH CRM accounts with an open deal',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The sales director preparing a quarterly business review.
  q('CN-d01', 'decline', "Email this quarter's pipeline summary to my VP of Sales.", decline('send an e-mail')),
  q(
    'CN-d02',
    'decline',
    "What's our quota attainment for Q3 against target?",
    decline('quota attainment (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  // The careful analyst.
  q(
    'CN-d03',
    'decline',
    'Fill in the missing states on the CRM accounts by looking each city up online.',
    decline('browser work and a bulk update of accounts'),
  ),
  q(
    'CN-d04',
    'decline',
    'Which sales rep entered the most leads into the CRM?',
    decline('lead owner / who entered a lead (not in either API)'),
  ),
  q('CN-d05', 'decline', 'Merge the two Malinda Hand lead records into one.', decline('merge duplicate leads')),
  // Someone asking about specific named records.
  q('CN-d06', 'decline', "Change Keystone Robotics Group's revenue to 9.5 million.", decline('update an account')),
  q('CN-d07', 'decline', 'Call Chloe Young and leave her a voicemail about the renewal.', decline('a phone call')),
  // Someone narrowing step by step.
  q('CN-d08', 'decline', ['leads from webinars', 'the new ones', 'send each of them a follow-up email'], decline('send e-mail to leads')),
  q('CN-d09', 'decline', ['my Arizona accounts', 'reassign all of them to Jordan Lee'], decline('reassign accounts')),
  q('CN-d10', 'decline', ['open deals in negotiation', 'open a Google Sheet and paste them in'], decline('browser work (a spreadsheet)')),
];

export const SET_CN_REST: HeldOut[] = [...BOTH, ...DECLINES];
