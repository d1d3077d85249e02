// Held-out set CT, continued (see set-ct.ts; sealed): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { q, sum, winners } from './judge.js';
import { BB, inSt, MY, OPPS, total } from './kinds-bb.js';
import { crmUS } from './kinds-bc.js';
import { countBy, crmInUsState } from './kinds-bv.js';
import { zero } from './kinds-ct.js';
import { decline } from './kinds.js';
import { CTO, isOpen, won } from './pick.js';

/** The one key of the winners (a tie throws: the question assumes one). */
const one = (keys: string[], what: string): string => {
  if (keys.length !== 1) throw new Error(`${what}: ${keys.length} tie`);
  return keys[0]!;
};
const CODE = /^[A-Z]{2}$/;

const BOTH: HeldOut[] = [
  // The sceptical auditor.
  q(
    'CT-b01',
    'crm',
    'Take every state where I hold at least one territory account. Across exactly those states, how many accounts does the CRM ' +
      'list? I want the exact total, not per state.',
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        return (await crmUS(d)).filter((x) => x.state !== null && mine.has(x.state)).length;
      },
      'count',
      'CRM accounts in the states of my territory accounts',
    ),
  ),
  q(
    'CT-b02',
    'territory',
    'How many of my territory accounts are located in states where the CRM has fewer than a dozen accounts? Precise number, please.',
    BB.num(
      async (d) => {
        const crm = countBy(await crmUS(d), (x) => x.state);
        const small = (code: string): boolean => (crm.find((g) => g.key === code)?.value ?? 0) < 12;
        return (await MY(d)).filter((x) => small(x.state)).length;
      },
      'count',
      'my accounts in states with fewer than 12 CRM accounts',
    ),
  ),
  // The founder in a hurry.
  q(
    'CT-b03',
    'crm',
    "whats the crm open pipeline look like in the state where we've got the most territory accts? total $",
    BB.num(
      async (d) => {
        const top = one(
          winners(
            countBy(await MY(d), (x) => x.state),
            (g) => g.value,
            'max',
          ).map((g) => g.key),
          'state with the most of my accounts',
        );
        const ids = new Set((await crmInUsState(d, top)).map((x) => x.id));
        return total((await OPPS(d)).filter((o) => isOpen(o) && ids.has(o.account_id)));
      },
      'money',
      'open CRM value in the state with the most of my accounts',
    ),
  ),
  // Someone typing search-box keywords.
  q(
    'CT-b04',
    'crm',
    'cto count territory vs crm contacts',
    BB.each(
      BB.num(async (d) => (await d.territoryContacts({ job_title: CTO })).length, 'count', 'territory contacts titled CTO'),
      BB.num(async (d) => (await d.crmContacts()).filter((c) => c.job_title === CTO).length, 'count', 'CRM contacts titled CTO'),
    ),
  ),
  q(
    'CT-b05',
    'territory',
    'my accounts revenue in top crm state by won deals',
    BB.num(
      async (d) => {
        const acc = new Map((await crmUS(d)).map((x) => [x.id, x.state]));
        const wins = (await OPPS(d)).filter((o) => won(o) && acc.has(o.account_id));
        const state = (o: { account_id: number }): string | null => acc.get(o.account_id) ?? null;
        const byCount = countBy(wins, state);
        const byValue = byCount.map((g) => ({ key: g.key, value: total(wins.filter((o) => state(o) === g.key)) }));
        const tops = [...new Set([byCount, byValue].flatMap((g) => winners(g, (x) => x.value, 'max').map((x) => x.key)))];
        if (tops.some((s) => !CODE.test(s))) throw new Error(`top CRM state: ${tops.join(', ')}`);
        const my = await MY(d);
        return tops.map((s) => sum(my.filter(inSt(s)).map((x) => x.revenue)));
      },
      'money',
      'revenue of my accounts in the US state with the most closed-won CRM deals',
    ),
  ),
  // The new regional manager.
  q(
    'CT-b06',
    'crm',
    "They're giving me Tennessee and Michigan. How many CRM accounts are there, and how many of my territory accounts?",
    BB.each(
      BB.num(
        async (d) => (await crmUS(d)).filter((x) => x.state === 'TN' || x.state === 'MI').length,
        'count',
        'CRM accounts in TN and MI',
      ),
      zero(async (d) => (await MY(d)).filter(inSt('TN', 'MI')).length, 'my territory accounts in TN and MI'),
    ),
  ),
];

const MONEY = /\$\s?\d/;

const DECLINES: HeldOut[] = [
  // The sceptical auditor.
  q(
    'CT-d01',
    'decline',
    'Purge the duplicate people in the territory contact list, the ones who share a name with someone else.',
    decline('delete duplicate contacts'),
  ),
  q(
    'CT-d02',
    'decline',
    'Show me the audit trail: which user last edited each closed-won opportunity?',
    decline('an edit history by user (not in either API)'),
  ),
  // The founder in a hurry.
  q(
    'CT-d03',
    'decline',
    "shoot an email to every contact on our negotiation-stage deals saying we'll match any discount",
    decline('send e-mail to contacts'),
  ),
  q('CT-d04', 'decline', 'whats our burn rate this month', decline('burn rate (not in either API)', MONEY)),
  q(
    'CT-d05',
    'decline',
    'google our top competitor and tell me what they made last year',
    decline('browse the web for a competitor (not in either API)', MONEY),
  ),
  // Someone typing search-box keywords.
  q('CT-d06', 'decline', 'jany lang lead status -> qualified', decline('update a lead status')),
  q('CT-d07', 'decline', 'salesforce share price today', decline('a share price (not in either API)', MONEY)),
  // The new regional manager.
  q(
    'CT-d08',
    'decline',
    ['Which of my accounts are in Georgia?', 'Reassign both of them to me as owner and let the old rep know.'],
    decline('reassign accounts and notify a rep'),
  ),
  q(
    'CT-d09',
    'decline',
    'What percentage of quota did my predecessor hit in the Southeast last year?',
    decline('quota attainment (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  q('CT-d10', 'decline', 'Add a new account called Harbor Freight, based in Ohio, to my territory.', decline('create an account')),
];

export const SET_CT_REST: HeldOut[] = [...BOTH, ...DECLINES];
