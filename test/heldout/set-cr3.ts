// Held-out set CR, continued (see set-cr.ts; a practice set, not sealed): the questions across
// both APIs (labelled by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { ACCTS, BB, inSt, MY, OPPS, total, territoryAccount } from './kinds-bb.js';
import { best, crmInUsState, share } from './kinds-bv.js';
import { revenueByState, revenueOf } from './kinds-cr.js';
import { decline } from './kinds.js';

/** The one key of the best groups (a tie throws: the question assumes one). */
const one = (keys: string[], what: string): string => {
  if (keys.length !== 1) throw new Error(`${what}: ${keys.length} tie`);
  return keys[0]!;
};

const BOTH: HeldOut[] = [
  // The summer intern.
  q(
    'CR-b01',
    'crm',
    'pioneer motors inc is one of my accounts right? how many crm accounts are in the same state as it',
    BB.num(
      async (d) => {
        const st = (await territoryAccount(d, 'Pioneer Motors Inc')).state;
        const xs = (await ACCTS(d)).filter((x) => x.state === st);
        return [...new Set([xs.filter((x) => x.country === 'United States').length, xs.length])];
      },
      'count',
      'CRM accounts in the state of Pioneer Motors Inc',
    ),
  ),

  // The board member.
  q(
    'CR-b02',
    'crm',
    "Take the state where my accounts bring in the most revenue. What's the combined annual revenue of the CRM accounts there?",
    BB.num(
      async (d) => {
        const top = one(best(revenueByState(await MY(d)), 'max'), 'state with the most revenue of my accounts');
        return sum((await crmInUsState(d, top)).map((x) => x.annual_revenue ?? 0));
      },
      'money',
      'annual revenue of the CRM accounts in my top-revenue state',
    ),
  ),
  q(
    'CR-b03',
    'crm',
    "Of the CRM's US accounts, what share are in states where I also have territory accounts?",
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        const us = (await ACCTS(d)).filter((x) => x.country === 'United States');
        return share(us.filter((x) => x.state !== null && mine.has(x.state)).length, us.length);
      },
      'plain',
      'share of US CRM accounts in states of my accounts (percent)',
    ),
  ),

  // The data steward.
  q(
    'CR-b04',
    'territory',
    'Cross-system check: do any of my territory account names also appear as an account name in the CRM?',
    BB.yes(async (d) => {
      const crm = new Set((await ACCTS(d)).map((x) => x.name.toLowerCase()));
      return (await MY(d)).filter((x) => crm.has(x.name.toLowerCase())).length;
    }, 'my account names also in the CRM'),
  ),

  // The sales-ops analyst.
  q(
    'CR-b05',
    'territory',
    ['CRM accounts located in Oregon', 'now my territory accounts in that same state', 'total revenue of those?'],
    BB.num(async (d) => revenueOf((await MY(d)).filter(inSt('OR'))), 'money', 'revenue of my OR accounts'),
  ),
  q(
    'CR-b06',
    'crm',
    ['my accounts in Colorado', 'how many CRM accounts are there in that state?', 'and the total value of their closed-won deals'],
    BB.num(
      async (d) => {
        const ids = new Set((await crmInUsState(d, 'CO')).map((x) => x.id));
        return total((await OPPS(d)).filter((o) => o.stage === 'closed-won' && ids.has(o.account_id)));
      },
      'money',
      'closed-won value of the CRM accounts in CO',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The summer intern.
  q(
    'CR-d01',
    'decline',
    'can u send a welcome email to all the new leads from the webinar? my boss asked me to',
    decline('send e-mail to leads'),
  ),
  q(
    'CR-d02',
    'decline',
    'how many emails did we send to pioneer motors inc last month',
    decline('e-mails sent (not in either API)', /\b\d+\s+e-?mails?\b/i),
  ),
  q('CR-d03', 'decline', 'can you make a new account for Bluebird Coffee Co in oregon? they just signed up', decline('create an account')),

  // The board member.
  q(
    'CR-d04',
    'decline',
    'If current trends hold, what will closed-won revenue look like next year?',
    decline("a forecast of next year's closed-won value"),
  ),
  q('CR-d05', 'decline', "How does our pipeline stack up against Salesforce's own pipeline?", decline("another company's pipeline")),

  // The data steward.
  q('CR-d06', 'decline', 'Merge the two Florence Spencer leads into a single record.', decline('merge two leads')),
  q('CR-d07', 'decline', 'Restore the CRM contacts that somebody deleted last week.', decline('restore deleted contacts')),
  q(
    'CR-d08',
    'decline',
    'Who changed the industry on the Kohler - Mayer account, and what was it set to before?',
    decline('the edit history of an account (not in either API)'),
  ),

  // The sales-ops analyst.
  q(
    'CR-d09',
    'decline',
    ['closed-won deals with a 2025 close date', 'now break that down by deal owner, one line per rep'],
    decline('deal owners (no such field)'),
  ),
  q('CR-d10', 'decline', 'Export my Texas accounts to a spreadsheet and share it with the sales team.', decline('export and share a file')),
];

export const SET_CR_REST: HeldOut[] = [...BOTH, ...DECLINES];
