// Held-out set CG, continued (see set-cg.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { groups, q, sum } from './judge.js';
import { BB, inSt, MY, OPPS, total } from './kinds-bb.js';
import { crmUS } from './kinds-bc.js';
import { best, countBy, crmInUsState, myIds } from './kinds-bv.js';
import { nthKey } from './kinds-cg.js';
import { decline } from './kinds.js';
import { isOpen } from './pick.js';

/** The one key of the best groups (a tie throws: the question assumes one). */
const one = (keys: string[], what: string): string => {
  if (keys.length !== 1) throw new Error(`${what}: ${keys.length} tie`);
  return keys[0]!;
};

const BOTH: HeldOut[] = [
  // The finance controller.
  q(
    'CG-b01',
    'territory',
    'What is the total revenue of my territory accounts in the US state that has the most CRM accounts?',
    BB.num(
      async (d) => {
        const top = one(
          best(
            countBy(await crmUS(d), (x) => x.state),
            'max',
          ),
          'US state with the most CRM accounts',
        );
        return sum((await MY(d)).filter(inSt(top)).map((x) => x.revenue));
      },
      'money',
      'revenue of my accounts in the state with the most CRM accounts',
    ),
  ),
  q(
    'CG-b02',
    'crm',
    'What is the total value of the open opportunities held by CRM accounts located in the state ' +
      'where my territory accounts earn the most revenue?',
    BB.num(
      async (d) => {
        const g = groups(
          await MY(d),
          (x) => x.state,
          (xs) => sum(xs.map((x) => x.revenue)),
        );
        const top = one(best(g, 'max'), 'state with the most revenue of my accounts');
        const ids = new Set((await crmInUsState(d, top)).map((x) => x.id));
        return total((await OPPS(d)).filter((o) => isOpen(o) && ids.has(o.account_id)));
      },
      'money',
      'open value of the CRM accounts in my top-revenue state',
    ),
  ),
  // The marketing analyst.
  q(
    'CG-b03',
    'crm',
    "Take the job title that's most common among the contacts at my territory accounts: how many CRM contacts carry that same title?",
    BB.num(
      async (d) => {
        const ids = await myIds(d);
        const title = one(
          best(
            countBy(
              (await d.territoryContacts()).filter((c) => ids.has(c.account_id)),
              (c) => c.job_title,
            ),
            'max',
          ),
          'most common title at my accounts',
        );
        return (await d.crmContacts()).filter((c) => c.job_title === title).length;
      },
      'count',
      'CRM contacts with the most common title at my accounts',
    ),
  ),
  q(
    'CG-b04',
    'territory',
    ['Which US state has the most Pharmaceuticals accounts in the CRM?', 'How many of my own territory accounts are in that state?'],
    BB.num(
      async (d) => {
        const top = one(
          best(
            countBy(
              (await crmUS(d)).filter((x) => x.industry === 'Pharmaceuticals'),
              (x) => x.state,
            ),
            'max',
          ),
          'US state with the most Pharmaceuticals accounts',
        );
        return (await MY(d)).filter(inSt(top)).length;
      },
      'count',
      'my accounts in the state with the most CRM Pharmaceuticals accounts',
    ),
  ),
  // Someone typing on a phone.
  q(
    'CG-b05',
    'territory',
    'how many of my accts r in the state w/ the 2nd most crm accts',
    BB.num(
      async (d) => {
        const second = nthKey(
          countBy(await crmUS(d), (x) => x.state),
          2,
          'max',
          'US states by CRM account count',
        );
        return (await MY(d)).filter(inSt(second)).length;
      },
      'count',
      'my accounts in the state second by CRM account count',
    ),
  ),
  // The regional director.
  q(
    'CG-b06',
    'crm',
    'Among the states where I have territory accounts, which one has the fewest CRM accounts?',
    BB.state(async (d) => {
      const mine = new Set((await MY(d)).map((x) => x.state));
      const crm = countBy(await crmUS(d), (x) => x.state);
      const g = [...mine].map((key) => ({ key, value: crm.find((x) => x.key === key)?.value ?? 0 }));
      return best(g, 'min');
    }, 'state of mine with the fewest CRM accounts'),
  ),
];

const DECLINES: HeldOut[] = [
  // The finance controller.
  q(
    'CG-d01',
    'decline',
    'Raise the value of every open opportunity by 10% to reflect the new price list.',
    decline('bulk update of opportunity values'),
  ),
  q(
    'CG-d02',
    'decline',
    'What was our gross margin last quarter, as a percentage?',
    decline('gross margin (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  // The marketing analyst.
  q('CG-d03', 'decline', 'Enroll every Trade Show lead in our nurture email sequence.', decline('send e-mail to leads')),
  q('CG-d04', 'decline', "What's our cost per lead on the Social Media channel?", decline('cost per lead (not in either API)', /\$\s?\d/)),
  q(
    'CG-d05',
    'decline',
    ['How many Cold Call leads are still new?', 'Mark all of them as contacted.'],
    decline('bulk update of lead statuses'),
  ),
  // Someone typing on a phone.
  q('CG-d06', 'decline', 'delete lead zena howe pls', decline('delete a lead')),
  q('CG-d07', 'decline', 'weather in austin tmrw?', decline('a weather forecast (not in either API)', /\d+\s?°|\bdegrees\b/i)),
  q(
    'CG-d08',
    'decline',
    'open google maps n get me directions to the harbor labs office',
    decline('browser work and directions (not in either API)'),
  ),
  // The regional director.
  q('CG-d09', 'decline', "Move my Georgia accounts over to the Southeast rep's territory.", decline('reassign accounts')),
  q('CG-d10', 'decline', 'Which states are going to grow fastest for us next year?', decline('a growth forecast (not in either API)')),
];

export const SET_CG_REST: HeldOut[] = [...BOTH, ...DECLINES];
