// Held-out set CL, continued (see set-cl.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline. Follow-ups asked in one
// session (the last answer is judged): 14 in all (5 territory, 7 CRM, 1 across both APIs, 1 decline).

import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { ACCTS, BB, inSt, isUS, MY, OPPS, rev, total } from './kinds-bb.js';
import { best, countBy } from './kinds-bv.js';
import { open } from './kinds-cl.js';
import { decline } from './kinds.js';

/** The one key of the best groups (a tie throws: the question assumes one). */
const one = (keys: string[], what: string): string => {
  if (keys.length !== 1) throw new Error(`${what}: ${keys.length} tie`);
  return keys[0]!;
};
const crmUs = async (d: Parameters<typeof ACCTS>[0]) => (await ACCTS(d)).filter(isUS);

const BOTH: HeldOut[] = [
  // The marketing coordinator.
  q(
    'CL-b01',
    'crm',
    'The Tech Transformation campaign covers a handful of states. How many accounts does the CRM have in those same states, all together?',
    BB.num(
      async (d) => {
        const states = new Set((await d.thirdPartyAccounts('Tech Transformation')).map((x) => x.state));
        return (await crmUs(d)).filter((x) => x.state !== null && states.has(x.state)).length;
      },
      'count',
      'CRM accounts in the Tech Transformation states',
    ),
  ),
  q(
    'CL-b02',
    'territory',
    ['which US state has the most accounts in the CRM?', 'how many High Value Outreach accounts do we have in that state?'],
    BB.num(
      async (d) => {
        const top = one(
          best(
            countBy(await crmUs(d), (x) => x.state),
            'max',
          ),
          'US state with the most CRM accounts',
        );
        return (await d.thirdPartyAccounts('High Value Outreach')).filter(inSt(top)).length;
      },
      'count',
      'High Value Outreach accounts in the state with the most CRM accounts',
    ),
  ),

  // Someone who writes long messages with context first.
  q(
    'CL-b03',
    'crm',
    "My VP thinks we're over-invested in Texas and wants me to compare my own territory book with what's in the CRM before " +
      'Wednesday. What is the total annual revenue of the CRM accounts in Texas, and, for reference, the total revenue of my ' +
      'own Texas accounts?',
    BB.each(
      BB.num(
        async (d) => sum((await crmUs(d)).filter((x) => x.state === 'TX').map((x) => x.annual_revenue ?? 0)),
        'money',
        'annual revenue of the CRM TX accounts',
      ),
      BB.num(async (d) => rev((await MY(d)).filter(inSt('TX'))), 'money', 'revenue of my TX accounts'),
    ),
  ),

  // The finance person.
  q(
    'CL-b04',
    'territory',
    'What is the combined revenue of my accounts in states where the CRM has at least 20 accounts?',
    BB.num(
      async (d) => {
        const states = countBy(await crmUs(d), (x) => x.state)
          .filter((g) => g.value >= 20)
          .map((g) => g.key);
        if (states.length === 0) throw new Error('no US state has 20 CRM accounts');
        return rev((await MY(d)).filter(inSt(...states)));
      },
      'money',
      'revenue of my accounts in states with 20+ CRM accounts',
    ),
  ),
  q(
    'CL-b05',
    'crm',
    'Total open pipeline value for CRM accounts in US states in which I have no territory accounts of my own?',
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        const ids = new Set((await crmUs(d)).filter((x) => x.state !== null && !mine.has(x.state)).map((x) => x.id));
        return total((await OPPS(d)).filter((o) => open(o) && ids.has(o.account_id)));
      },
      'money',
      'open value of the CRM accounts in states without my accounts',
    ),
  ),

  // The yes/no asker.
  q(
    'CL-b06',
    'crm',
    'Is there any state where I have territory accounts but the CRM has no accounts at all?',
    BB.yes(async (d) => {
      const crm = new Set((await crmUs(d)).map((x) => x.state));
      return new Set((await MY(d)).map((x) => x.state).filter((s) => !crm.has(s))).size;
    }, 'states of mine without CRM accounts'),
  ),
];

const DECLINES: HeldOut[] = [
  // The marketing coordinator.
  q('CL-d01', 'decline', 'Send a thank-you email to every lead who came from a Webinar.', decline('send e-mail to leads')),
  q(
    'CL-d02',
    'decline',
    'what click-through rate did our spring email campaign get?',
    decline('click-through rate (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),

  // Someone who writes long messages with context first.
  q(
    'CL-d03',
    'decline',
    'I have a meeting with the Granite Health LLC people tomorrow at 10 and I always forget these things, it has been a long ' +
      'week. Could you put it on my calendar and set a reminder for 9:30?',
    decline('calendar entry and reminder (outside both APIs)'),
  ),
  q(
    'CL-d04',
    'decline',
    [
      "I'm reorganising my book before the new fiscal year, so bear with me. How many accounts do I have in Georgia?",
      "Fine. Please reassign them to Dana in the Atlanta office, she's taking over the southeast from next month.",
    ],
    decline('reassign accounts'),
  ),
  q(
    'CL-d05',
    'decline',
    'My boss saw a post about Harbor Labs Inc on LinkedIn yesterday and keeps bringing it up in meetings. Could you open ' +
      'LinkedIn, find that post and summarise it for me?',
    decline('browser work on LinkedIn (not in either API)'),
  ),

  // The finance person.
  q('CL-d06', 'decline', 'What was our EBITDA for fiscal 2024?', decline('EBITDA (not in either API)', /\$\s?\d/)),
  q(
    'CL-d07',
    'decline',
    'Write off the closed-lost opportunities: delete all of them from the CRM so the books are clean.',
    decline('bulk delete of opportunities'),
  ),

  // The yes/no asker.
  q(
    'CL-d08',
    'decline',
    'do we have any unpaid invoices from Apex Systems Inc?',
    decline('invoices (not in either API)', /\$\s?\d|there (?:are|is) no (?:unpaid|outstanding)|\byes\b/i),
  ),
  q('CL-d09', 'decline', 'Can you add a new lead for me - Marta Ruiz from Koch Inc, source Referral?', decline('create a lead')),
  q(
    'CL-d10',
    'decline',
    'Does Summit Software Inc have a Twitter account? If they do, follow them from our company profile.',
    decline('social media lookup and follow (outside both APIs)'),
  ),
];

export const SET_CL_REST: HeldOut[] = [...BOTH, ...DECLINES];
