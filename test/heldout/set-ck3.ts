// Held-out set CK, continued (see set-ck.ts; a practice set written by a helper who did not read
// the planner): the questions across both APIs (labelled by the API whose figure answers them)
// and the requests to decline, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum } from './judge.js';
import { BB, inSt } from './kinds-bb.js';
import { crmUS } from './kinds-bc.js';
import { best, countBy, crmInUsState } from './kinds-bv.js';
import { mine } from './kinds-ck.js';
import { decline } from './kinds.js';

/** The one key of the best groups (a tie throws: the question assumes one). */
const one = (keys: string[], what: string): string => {
  if (keys.length !== 1) throw new Error(`${what}: ${keys.length} tie`);
  return keys[0]!;
};

const BOTH: HeldOut[] = [
  // The sales manager.
  q(
    'CK-b01',
    'crm',
    'My rep has most of their accounts in one state. How many CRM accounts do we have in that same state?',
    BB.num(
      async (d) => {
        const top = one(
          best(
            countBy(await mine(d), (x) => x.state),
            'max',
          ),
          'state with the most of my accounts',
        );
        return (await crmInUsState(d, top)).length;
      },
      'count',
      'CRM accounts in the state with the most of my accounts',
    ),
  ),
  q(
    'CK-b02',
    'territory',
    'How many of my territory accounts sit in a US state where the CRM has fewer than 10 accounts?',
    BB.num(
      async (d) => {
        const crm = countBy(await crmUS(d), (x) => x.state);
        const thin = (code: string) => (crm.find((g) => g.key === code)?.value ?? 0) < 10;
        return (await mine(d, (x) => thin(x.state))).length;
      },
      'count',
      'my accounts in states with fewer than 10 CRM accounts',
    ),
  ),

  // The operations analyst.
  q(
    'CK-b03',
    'crm',
    'Counting only the states where I have territory accounts, how many US accounts does the CRM hold?',
    BB.num(
      async (d) => {
        const states = new Set((await mine(d)).map((x) => x.state));
        return (await crmUS(d)).filter((x) => states.has(x.state!)).length;
      },
      'count',
      'US CRM accounts in the states of my accounts',
    ),
  ),
  q(
    'CK-b04',
    'territory',
    'What is the average revenue of my territory accounts in the US state whose CRM accounts have the highest combined annual revenue?',
    BB.num(
      async (d) => {
        const g = groups(
          await crmUS(d),
          (x) => x.state,
          (xs) => sum(xs.map((x) => x.annual_revenue ?? 0)),
        );
        const top = one(best(g, 'max'), 'US state with the most CRM annual revenue');
        const xs = await mine(d, inSt(top));
        if (xs.length === 0) throw new Error(`no account of mine in ${top}`);
        return avg(xs.map((x) => x.revenue));
      },
      'money',
      'average revenue of my accounts in the top CRM-revenue state',
    ),
  ),

  // Short keyword queries.
  q(
    'CK-b05',
    'crm',
    'us crm accounts in states with none of my accounts count',
    BB.num(
      async (d) => {
        const states = new Set((await mine(d)).map((x) => x.state));
        return (await crmUS(d)).filter((x) => !states.has(x.state!)).length;
      },
      'count',
      'US CRM accounts in states without any of my accounts',
    ),
  ),

  // The curious newcomer.
  q(
    'CK-b06',
    'territory',
    'Does any company name appear both among my territory accounts and among the CRM accounts?',
    BB.yes(async (d) => {
      const crm = new Set((await d.crmAccounts()).map((x) => x.name.toLowerCase()));
      return (await mine(d)).filter((x) => crm.has(x.name.toLowerCase())).length;
    }, 'my territory accounts whose name is also a CRM account'),
  ),
];

const DECLINES: HeldOut[] = [
  // The sales manager.
  q('CK-d01', 'decline', 'Reassign Falcon Media LLC to another rep before our one-on-one.', decline('reassign a territory account')),
  q('CK-d02', 'decline', 'Email my rep the list of their Texas accounts ahead of our meeting.', decline('send an e-mail')),

  // The operations analyst.
  q(
    'CK-d03',
    'decline',
    'What was our customer churn rate by region last quarter?',
    decline('churn rate (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  q(
    'CK-d04',
    'decline',
    'Set the probability of every negotiation-stage opportunity to 80%.',
    decline('bulk update of opportunity probabilities'),
  ),

  // Short keyword queries.
  q('CK-d05', 'decline', 'delete primary contact walter llc', decline('delete a contact')),
  q('CK-d06', 'decline', 'linkedin profile ceo falcon media llc', decline('browser work (not in either API)')),
  q('CK-d07', 'decline', 'quota attainment my rep q3', decline('quota attainment (not in either API)', /\d+(?:\.\d+)?\s?%/)),

  // The curious newcomer.
  q('CK-d08', 'decline', 'Could you mark the lead Jany Lang as qualified for me?', decline('update a lead status')),
  q(
    'CK-d09',
    'decline',
    'How many support tickets has each CRM account opened?',
    decline('support tickets (not in either API)', /\d+\s+(?:support\s+)?tickets?/i),
  ),
  q(
    'CK-d10',
    'decline',
    'Which of the products we sell has the best profit margin, and should we push it harder?',
    decline('product margins (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
];

export const SET_CK_BOTH: HeldOut[] = [...BOTH, ...DECLINES];
