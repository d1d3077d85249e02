// Held-out set BJ: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type. Four voices, each kept consistent and spread evenly (20 questions each): a
// channel-partner manager who weighs the third-party accounts against the user's own (coverage,
// overlap, which states, how much more); a quarterly planner who thinks in quarters, halves and
// months; a curious outsider, journalist-like, who asks plain questions in full sentences and
// wants short explanations; and someone pasting from a team chat (lowercase, "fyi", "pls",
// "asap", "w/", "w/o", "#" for number). 80 questions: 32 territory, 32 CRM, 6 that need both
// APIs (labelled by the API whose figure answers them), 10 to be declined; 12 are follow-ups
// asked in one session (the last answer is judged). Every expected answer is computed from the
// APIs' data when the checker runs. Here the territory questions; the CRM ones are in
// set-bj2.ts, the questions across both APIs and the declines in set-bj3.ts.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BF } from './kinds-bf.js';
import { ALL_T, inSt, MINE, revenueOf, THIRD } from './kinds-bj.js';
import { pct, TC } from './kinds-cd.js';
import { TAZ } from './kinds-az.js';
import { T } from './kinds.js';
import { CEO, CFO, notIn } from './pick.js';
import { SET_BJ_MORE } from './set-bj2.js';

const TERRITORY: HeldOut[] = [
  // The channel-partner manager: third-party accounts against my own.
  q(
    'BJ-t01',
    'territory',
    'Coverage check: how many third-party accounts sit in states where I have no accounts of my own?',
    BB.num(
      async (d) => {
        const mine = new Set((await MINE(d)).map((x) => x.state));
        return (await THIRD(d)).filter((x) => !mine.has(x.state)).length;
      },
      'count',
      'third-party accounts in states without any of my accounts',
    ),
  ),
  q(
    'BJ-t02',
    'territory',
    'In which states do the third-party accounts outnumber my own accounts?',
    BC.keys(
      async (d) => {
        const mine = await MINE(d);
        const third = await THIRD(d);
        const states = [...new Set([...mine, ...third].map((x) => x.state))];
        const n = (xs: { state: string }[], s: string): number => xs.filter((x) => x.state === s).length;
        return [states.filter((s) => n(third, s) > n(mine, s)), states];
      },
      'state',
      'states with more third-party accounts than my accounts',
    ),
  ),
  q(
    'BJ-t03',
    'territory',
    'How much more revenue do the third-party accounts in Illinois bring in than my own Illinois accounts?',
    BB.num(
      async (d) => revenueOf((await THIRD(d)).filter(inSt('IL'))) - revenueOf((await MINE(d)).filter(inSt('IL'))),
      'money',
      'third-party IL revenue minus my IL revenue',
    ),
  ),
  q(
    'BJ-t04',
    'territory',
    ['Which third-party accounts do we have in Washington?', 'How many contacts do those accounts have between them?'],
    TC.contactCount('tp', inSt('WA')),
  ),
  q(
    'BJ-t05',
    'territory',
    'Of all the territory accounts in Texas, mine and third-party together, what percentage are third-party?',
    BB.num(
      async (d) => {
        const tx = (await ALL_T(d)).filter(inSt('TX'));
        return pct(tx.filter((x) => x.is_third_party).length, tx.length);
      },
      'plain',
      'share of the TX territory accounts that are third-party (%)',
    ),
  ),
  q(
    'BJ-t06',
    'territory',
    'Overlap question: in how many states do I have my own accounts and third-party accounts side by side?',
    BB.num(
      async (d) => {
        const third = new Set((await THIRD(d)).map((x) => x.state));
        return new Set((await MINE(d)).map((x) => x.state).filter((s) => third.has(s))).size;
      },
      'count',
      'states holding both my accounts and third-party accounts',
    ),
  ),
  q('BJ-t07', 'territory', 'Give me the three biggest third-party accounts in California by revenue.', TC.topN('tp', inSt('CA'), 3, 'max')),
  q(
    'BJ-t08',
    'territory',
    'Do any of the third-party accounts in Oregon have a Chief Financial Officer among their contacts?',
    TC.existsTitle('tp', inSt('OR'), CFO),
  ),

  // The quarterly planner: quarters, halves and months (the territory API has no dates, so the plan frames the question).
  q(
    'BJ-t09',
    'territory',
    'Building my Q1 call plan: which of my accounts have revenue above $8M?',
    TC.list('my', (x) => x.revenue > 8_000_000, 'with revenue above $8M'),
  ),
  q(
    'BJ-t10',
    'territory',
    "For the H1/H2 split of my book I need the midpoint: what's the median revenue of my accounts?",
    TC.median('my'),
  ),
  q(
    'BJ-t11',
    'territory',
    'For the quarterly visit schedule, break my accounts down by state: how many do I have in each one?',
    BF.stateBreakdown(
      async (d) => {
        const m = new Map<string, number>();
        for (const x of await MINE(d)) m.set(x.state, (m.get(x.state) ?? 0) + 1);
        return [...m].map(([key, value]) => ({ key, value }));
      },
      'count',
      'my accounts by state',
    ),
  ),
  q(
    'BJ-t12',
    'territory',
    [
      "What's the total revenue of my accounts in New York?",
      'For Q2 I am adding Massachusetts to that plan. What do New York and Massachusetts come to together?',
    ],
    TC.sum('my', inSt('NY', 'MA'), 'in NY and MA'),
  ),
  q(
    'BJ-t13',
    'territory',
    'Which five of my accounts have the smallest revenue? They go into the second-half nurture plan.',
    TC.topN('my', () => true, 5, 'min'),
  ),
  q(
    'BJ-t14',
    'territory',
    "My Q4 budget assumes roughly $4M per account. What's the actual average revenue across my accounts?",
    T.avgRevenue('my'),
  ),
  q(
    'BJ-t15',
    'territory',
    'For the October budget-season push, which of my Texas accounts have a Chief Financial Officer on file?',
    TC.accountsWithTitle('my', inSt('TX'), CFO),
  ),
  q(
    'BJ-t16',
    'territory',
    'For the monthly check-ins I need a headcount: how many contacts are there across all of my accounts?',
    T.contactsInScope('my'),
  ),

  // The curious outsider: plain questions in full sentences, short explanations wanted.
  q(
    'BJ-t17',
    'territory',
    "I'm writing a short piece about your accounts. How much revenue does Harbor Labs Inc bring in? A sentence of context is enough.",
    T.revenueOf('Harbor Labs Inc'),
  ),
  q(
    'BJ-t18',
    'territory',
    'Who is the chief executive at Keystone Cloud Group, and could you say briefly how you found out?',
    BB.list(async (d) => {
      const acc = (await ALL_T(d)).find((x) => x.name === 'Keystone Cloud Group');
      if (!acc) throw new Error('no territory account named Keystone Cloud Group');
      const ceos = (await d.territoryContacts({ account_id: acc.id, job_title: CEO })).map((c) => c.name);
      return [ceos, (await d.territoryContacts()).map((c) => c.name)];
    }, 'chief executive at Keystone Cloud Group'),
  ),
  q(
    'BJ-t19',
    'territory',
    'Among the contacts at the third-party accounts, which job title turns up most often? A brief explanation would help.',
    TC.titleTop('tp', 'max'),
  ),
  q(
    'BJ-t20',
    'territory',
    'Which state has the highest average revenue per account among your own accounts, and why does it come out on top?',
    TC.stateAvg('my', 'max'),
  ),
  q(
    'BJ-t21',
    'territory',
    ['Which of your own accounts has the smallest revenue?', 'Who works there, and what do they do?'],
    T.contactsOfTop('my', 'min'),
  ),
  q(
    'BJ-t22',
    'territory',
    'Is there a data scientist among the people you have on file at Summit Software Inc?',
    T.existsTitleAt('Summit Software Inc', 'Data Scientist'),
  ),
  q(
    'BJ-t23',
    'territory',
    'How many accounts are located in Georgia altogether? Please count both your own and the third-party ones.',
    TC.count('all', inSt('GA'), 'in GA'),
  ),
  q(
    'BJ-t24',
    'territory',
    'Which state has more combined account revenue, Colorado or Arizona? Please explain the comparison in a sentence or two.',
    BF.stateFirst(['CO', 'AZ'], async (d, code) => revenueOf((await ALL_T(d)).filter(inSt(code))), 'state with more combined revenue'),
  ),

  // The team chat: lowercase, abbreviations.
  q(
    'BJ-t25',
    'territory',
    'fyi need # of my accts in CA w/ rev over 5m pls',
    TC.count('my', (x) => x.state === 'CA' && x.revenue > 5_000_000, 'in CA above $5M'),
  ),
  q('BJ-t26', 'territory', 'who r the contacts at harbor media group + their emails pls, need asap', T.emailsAt('Harbor Media Group')),
  q(
    'BJ-t27',
    'territory',
    '3p accts in TX w/o a ceo contact? list pls',
    BB.list(async (d) => {
      const ceoAt = new Set((await d.territoryContacts({ job_title: CEO })).map((c) => c.account_id));
      const hit = (await THIRD(d)).filter((x) => x.state === 'TX' && !ceoAt.has(x.id)).map((x) => x.name);
      return [hit, (await ALL_T(d)).map((x) => x.name)];
    }, 'third-party TX accounts without a CEO contact'),
  ),
  q('BJ-t28', 'territory', 'total rev of 3rd party accts excl CA?', TC.sum('tp', notIn('CA'), 'outside CA')),
  q(
    'BJ-t29',
    'territory',
    ['top 5 of my accts by rev pls', 'which of those r in CA'],
    TAZ.topNThen('my', 5, inSt('CA'), 'my top 5 accounts by revenue that are in CA'),
  ),
  q('BJ-t30', 'territory', 'which acct is grace martin at? fyi need it for the call', TC.accountOf('Grace Martin')),
  q('BJ-t31', 'territory', '# of contacts w/ title vp of sales, across all accts', T.countTitle('Vice President of Sales')),
  q('BJ-t32', 'territory', 'any of my PA accts have a data scientist? y/n', TC.existsTitle('my', inSt('PA'), 'Data Scientist')),
];

export const SET_BJ: HeldOut[] = [...TERRITORY, ...SET_BJ_MORE];
