// Held-out set CO, continued (see set-co.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { groups, q, sum, winners } from './judge.js';
import { BB, inSt, MY, OPPS, territoryNames } from './kinds-bb.js';
import { countBy, crmInUsState } from './kinds-bv.js';
import { sole, winRate } from './kinds-co.js';
import { decline } from './kinds.js';

const usCrm = async (d: Parameters<typeof MY>[0]) => (await d.crmAccounts()).filter((x) => x.country === 'United States');

const BOTH: HeldOut[] = [
  // The account executive in their first week.
  q(
    'CO-b01',
    'crm',
    ['which of my accounts has the highest revenue', 'and how many CRM accounts sit in its state?'],
    BB.num(
      async (d) => {
        const top = winners(await MY(d), (x) => x.revenue, 'max');
        if (top.length !== 1) throw new Error('my largest account: a tie');
        return (await crmInUsState(d, top[0]!.state)).length;
      },
      'count',
      'CRM accounts in the state of my largest account',
    ),
  ),
  q(
    'CO-b02',
    'territory',
    'quick q - do any of my accounts also show up by name in the crm?',
    BB.yes(async (d) => {
      const crm = new Set((await d.crmAccounts()).map((x) => x.name.toLowerCase()));
      return (await MY(d)).filter((x) => crm.has(x.name.toLowerCase())).length;
    }, 'my accounts whose name is also a CRM account'),
  ),
  // The regional operations manager.
  q(
    'CO-b03',
    'crm',
    'Taking only the states where I have territory accounts, what percentage of the US CRM accounts are located in those states?',
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        const us = await usCrm(d);
        return (us.filter((x) => x.state !== null && mine.has(x.state)).length / us.length) * 100;
      },
      'plain',
      'share of US CRM accounts in the states of my accounts (percent)',
    ),
  ),
  // The CRM administrator.
  q(
    'CO-b04',
    'crm',
    'Cross-checking the two systems: in how many of the states where I have territory accounts does the CRM have no accounts at all?',
    BB.num(
      async (d) => {
        const crmStates = new Set((await usCrm(d)).map((x) => x.state));
        return new Set((await MY(d)).map((x) => x.state).filter((s) => !crmStates.has(s))).size;
      },
      'count',
      'states of my accounts with no CRM accounts',
    ),
  ),
  q(
    'CO-b05',
    'territory',
    "I'm reconciling Healthcare coverage. Find the US state with the most Healthcare accounts in " +
      'the CRM, then list my territory accounts in that state.',
    BB.list(async (d) => {
      const top = sole(
        countBy(
          (await usCrm(d)).filter((x) => x.industry === 'Healthcare'),
          (x) => x.state,
        ),
        'max',
        'US state with the most CRM Healthcare accounts',
      );
      return [(await MY(d)).filter(inSt(top)).map((x) => x.name), await territoryNames(d)];
    }, 'my accounts in the state with the most CRM Healthcare accounts'),
  ),
  // The VP.
  q(
    'CO-b06',
    'crm',
    'Win rate on CRM deals for accounts located in whichever state gives me the most territory revenue?',
    BB.num(
      async (d) => {
        const top = sole(
          groups(
            await MY(d),
            (x) => x.state,
            (xs) => sum(xs.map((x) => x.revenue)),
          ),
          'max',
          'state with the most revenue of my accounts',
        );
        const ids = new Set((await crmInUsState(d, top)).map((x) => x.id));
        return winRate((await OPPS(d)).filter((o) => ids.has(o.account_id)));
      },
      'plain',
      'win rate of CRM deals in my top-revenue state (percent)',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The account executive in their first week.
  q(
    'CO-d01',
    'decline',
    'can u add a new contact, Jordan Blake, at Pioneer Motors Inc? shes their new CFO',
    decline('create a territory contact'),
  ),
  q('CO-d02', 'decline', 'whats my quota for this quarter', decline('a sales quota (not in either API)', /\$\s?\d/)),
  // The regional operations manager.
  q('CO-d03', 'decline', 'Email the regional team a summary comparing Florida and Texas revenue.', decline('send an e-mail')),
  q(
    'CO-d04',
    'decline',
    'What was customer churn by region last year, in percent?',
    decline('churn (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  q(
    'CO-d05',
    'decline',
    'Search the web for the average deal size in the logistics industry and compare it with ours.',
    decline('browsing the web (api mode)'),
  ),
  // The CRM administrator.
  q('CO-d06', 'decline', 'merge the two Malinda Hand leads into a single record', decline('merge (update and delete) leads')),
  q('CO-d07', 'decline', "Fill in the blank state field on all the UK accounts with 'London'.", decline('bulk update of account states')),
  // The VP.
  q('CO-d08', 'decline', 'How much did we spend on marketing in Q3 2025?', decline('marketing spend (not in either API)', /\$\s?\d/)),
  q(
    'CO-d09',
    'decline',
    'Move every deal in negotiation to closed-won so the quarter looks better.',
    decline('bulk update of opportunity stages'),
  ),
  q(
    'CO-d10',
    'decline',
    ["What's our win rate for 2025?", 'Now go check LinkedIn for which of the accounts we lost have hired a new VP since then.'],
    decline('browsing LinkedIn (not in either API)'),
  ),
];

export const SET_CO_REST: HeldOut[] = [...BOTH, ...DECLINES];
