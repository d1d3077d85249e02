// Held-out set CB, continued (see set-cb.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { BB, inSt, MY } from './kinds-bb.js';
import { BC, crmUS } from './kinds-bc.js';
import { countBy } from './kinds-bv.js';
import { crmUsIn, everyTerritory, soleKey } from './kinds-cb.js';
import { STATE_NAMES } from './kinds-k.js';
import { decline } from './kinds.js';

const rev = (xs: { revenue: number }[]): number => sum(xs.map((x) => x.revenue));

const BOTH: HeldOut[] = [
  // The finance controller.
  q(
    'CB-b01',
    'territory',
    'What is the total revenue of my accounts in whichever US state has the most CRM accounts?',
    BB.num(
      async (d) => {
        const top = soleKey(
          countBy(await crmUS(d), (x) => x.state),
          'max',
          'US states by CRM accounts',
        );
        const mine = (await MY(d)).filter(inSt(top));
        if (mine.length === 0) throw new Error(`no account of mine in ${top}`);
        return rev(mine);
      },
      'money',
      'revenue of my accounts in the US state with the most CRM accounts',
    ),
  ),
  q(
    'CB-b02',
    'crm',
    'What is the total annual revenue of the US CRM accounts located in states where I have no territory account of my own?',
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        const hit = (await crmUS(d)).filter((x) => !mine.has(x.state!));
        if (hit.length === 0) throw new Error('every US CRM account is in a state of mine');
        return sum(hit.map((x) => x.annual_revenue ?? 0));
      },
      'money',
      'annual revenue of US CRM accounts outside my states',
    ),
  ),
  // The regional director.
  q(
    'CB-b03',
    'territory',
    ['How many CRM accounts are based in Oregon?', 'And how many of my own territory accounts are there?'],
    BB.num(async (d) => (await MY(d)).filter(inSt('OR')).length, 'count', 'my accounts in OR'),
  ),
  // Typing fast on a laptop.
  q(
    'CB-b04',
    'crm',
    'crm acounts in the state where i have the most acounts how many',
    BB.num(
      async (d) => {
        const top = soleKey(
          countBy(await MY(d), (x) => x.state),
          'max',
          'states by my accounts',
        );
        return (await crmUsIn(d, top)).length;
      },
      'count',
      'CRM accounts in the state with the most of my accounts',
    ),
  ),
  q(
    'CB-b05',
    'territory',
    'totl revenue of my acounts in the us state with fewest crm acounts',
    BB.num(
      async (d) => {
        const low = soleKey(
          countBy(await crmUS(d), (x) => x.state),
          'min',
          'US states by CRM accounts',
        );
        const mine = (await MY(d)).filter(inSt(low));
        if (mine.length === 0) throw new Error(`no account of mine in ${low}`);
        return rev(mine);
      },
      'money',
      'revenue of my accounts in the US state with the fewest CRM accounts',
    ),
  ),
  // The new hire.
  q(
    'CB-b06',
    'crm',
    'Which US states have CRM accounts but no territory account at all, neither mine nor third-party?',
    BC.keys(
      async (d) => {
        const territory = new Set((await everyTerritory(d)).map((x) => x.state));
        const crm = [...new Set((await crmUS(d)).map((x) => x.state!))];
        return [crm.filter((s) => !territory.has(s)), [...new Set([...Object.keys(STATE_NAMES), ...crm, ...territory])]];
      },
      'state',
      'US states with CRM accounts and no territory account',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The finance controller.
  q(
    'CB-d01',
    'decline',
    "Reduce Willow Foods Co's revenue by $250,000 to reflect a credit note we issued.",
    decline('update an account revenue'),
  ),
  q(
    'CB-d02',
    'decline',
    'What was our gross margin on the deals we won in 2025?',
    decline('gross margin (no cost data in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  // The regional director.
  q('CB-d03', 'decline', ['Show my Georgia accounts.', 'Delete the second one.'], decline('delete an account')),
  q(
    'CB-d04',
    'decline',
    ['Show me the three biggest deals in negotiation.', 'Move those to closed-won.'],
    decline('bulk update of opportunity stages'),
  ),
  q(
    'CB-d05',
    'decline',
    ['Who are the contacts at Nova Motors Corp?', 'Send them both a meeting invite for next Tuesday.'],
    decline('send meeting invites'),
  ),
  // Typing fast on a laptop.
  q('CB-d06', 'decline', 'chnge pioneer motors inc state to nevada', decline('update an account state')),
  q('CB-d07', 'decline', 'go to linkedin n pull up the orchid software inc company page', decline('browser work')),
  // The new hire.
  q(
    'CB-d08',
    'decline',
    'Where can I see how much commission each sales rep earned last quarter?',
    decline('sales commissions (not in either API)', /\$\s?\d/),
  ),
  q('CB-d09', 'decline', 'Please add a $100,000 prospecting opportunity for Gutmann Inc.', decline('create an opportunity')),
  q(
    'CB-d10',
    'decline',
    'What is my sales quota for this quarter, and how far am I from hitting it?',
    decline('a sales quota (not in either API)', /\$\s?\d|\d+(?:\.\d+)?\s?%/),
  ),
];

export const SET_CB_REST: HeldOut[] = [...BOTH, ...DECLINES];
