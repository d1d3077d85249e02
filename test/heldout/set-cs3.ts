// Held-out set CS, continued (see set-cs.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { groups, q, sum, winners } from './judge.js';
import { BB, inSt, LEADS, MY, TP } from './kinds-bb.js';
import { crmUS } from './kinds-bc.js';
import { best, countBy } from './kinds-bv.js';
import { decline } from './kinds.js';

/** The one key of the best groups (a tie throws: the question assumes one). */
const one = (keys: string[], what: string): string => {
  if (keys.length !== 1) throw new Error(`${what}: ${keys.length} tie`);
  return keys[0]!;
};

const BOTH: HeldOut[] = [
  // The marketing analyst.
  q(
    'CS-b01',
    'crm',
    'Persona check: find the job title that appears most among the territory contacts, then tell me how many CRM leads carry that title.',
    BB.num(
      async (d) => {
        const title = one(
          best(
            countBy(await d.territoryContacts(), (c) => c.job_title),
            'max',
          ),
          'most common territory title',
        );
        return (await LEADS(d)).filter((l) => l.job_title === title).length;
      },
      'count',
      'CRM leads with the most common territory title',
    ),
  ),
  q(
    'CS-b02',
    'territory',
    [
      'Among leads that are still at status new, which job title shows up most?',
      'How many contacts with that same title are there in the territory data?',
    ],
    BB.num(
      async (d) => {
        const title = one(
          best(
            countBy(
              (await LEADS(d)).filter((l) => l.status === 'new'),
              (l) => l.job_title,
            ),
            'max',
          ),
          'most common title of new leads',
        );
        return (await d.territoryContacts({ job_title: title })).length;
      },
      'count',
      'territory contacts with the most common title of new leads',
    ),
  ),
  // The executive assistant.
  q(
    'CS-b03',
    'territory',
    'My boss will spend next week in whichever US state has the most CRM accounts. ' +
      'Which of my territory accounts there is the biggest by revenue?',
    BB.name(async (d) => {
      const top = one(
        best(
          countBy(await crmUS(d), (x) => x.state),
          'max',
        ),
        'US state with the most CRM accounts',
      );
      return winners((await MY(d)).filter(inSt(top)), (x) => x.revenue, 'max').map((x) => x.name);
    }, 'my largest account in the state with the most CRM accounts'),
  ),
  // Someone whose English is a second language.
  q(
    'CS-b04',
    'crm',
    'State where I have most my accounts in territory - how many CRM account is in same state?',
    BB.num(
      async (d) => {
        const top = one(
          best(
            countBy(await MY(d), (x) => x.state),
            'max',
          ),
          'state with the most of my accounts',
        );
        return (await crmUS(d)).filter((x) => x.state === top).length;
      },
      'count',
      'CRM accounts in the state with the most of my accounts',
    ),
  ),
  // The sales-operations analyst.
  q(
    'CS-b05',
    'crm',
    'Take the distinct states of my territory accounts and count the US CRM accounts whose state is in that list.',
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        return (await crmUS(d)).filter((x) => x.state !== null && mine.has(x.state)).length;
      },
      'count',
      'US CRM accounts in the states of my accounts',
    ),
  ),
  q(
    'CS-b06',
    'territory',
    'Group US CRM accounts by state, sum annual_revenue, take the top state; then count third-party territory accounts in that state.',
    BB.num(
      async (d) => {
        const g = groups(
          await crmUS(d),
          (x) => x.state,
          (xs) => sum(xs.map((x) => x.annual_revenue ?? 0)),
        );
        const top = one(best(g, 'max'), 'US state with the most CRM annual revenue');
        return (await TP(d)).filter(inSt(top)).length;
      },
      'count',
      'third-party accounts in the top CRM revenue state',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The marketing analyst.
  q(
    'CS-d01',
    'decline',
    'Which lead source ends up producing the biggest opportunities in dollar terms?',
    decline('opportunity value by lead source (opportunities carry no source)'),
  ),
  q('CS-d02', 'decline', 'Please add 10 points to the score of every Referral lead.', decline('bulk update of lead scores')),
  // The executive assistant.
  q(
    'CS-d03',
    'decline',
    "Could you put 30 minutes in my boss's calendar on Thursday with the CFO of Orchid Labs LLC?",
    decline('a calendar booking (not in either API)'),
  ),
  q(
    'CS-d04',
    'decline',
    "Send Santos Kertzmann a short note confirming Thursday's meeting with my boss.",
    decline('send an e-mail to a contact'),
  ),
  q(
    'CS-d05',
    'decline',
    "She likes to read up before meetings: what's the LinkedIn profile of the CEO at Willow Biotech Group?",
    decline('a LinkedIn profile (not in either API)', /linkedin\.com/i),
  ),
  // Someone whose English is a second language.
  q('CS-d06', 'decline', 'Please remove contact Chloe Young from account Pioneer Motors Inc.', decline('delete a contact')),
  q('CS-d07', 'decline', 'Search on internet the last news about Falcon Media LLC for me.', decline('web search (not in either API)')),
  q(
    'CS-d08',
    'decline',
    'What is salary of the CEO in Nova Motors Corp?',
    decline('a salary (not in either API)', /\$\s?\d|\d[\d,]*\s?(?:k|usd|dollars)\b/i),
  ),
  // The sales-operations analyst.
  q('CS-d09', 'decline', 'Export the full CRM contacts table to CSV and email it to ops@example.com', decline('export and e-mail a file')),
  q(
    'CS-d10',
    'decline',
    ['rows where stage = negotiation, count please', 'now set close_date on all of those to 2026-12-31'],
    decline('bulk update of opportunity close dates'),
  ),
];

export const SET_CS_REST: HeldOut[] = [...BOTH, ...DECLINES];
