// Practice set BB, continued (see set-bb.ts): the rest of the territory questions.

import type { HeldOut } from './judge.js';
import { avg, groups, winners, q } from './judge.js';
import { BB, firstN, inSt, listOf, MY, rev, titleCounts, TP } from './kinds-bb.js';
import { CEO, CTO } from './pick.js';
import { SET_BB_REST } from './set-bb3.js';

const TERRITORY: HeldOut[] = [
  // The VP of sales.
  q(
    'BB-t15',
    'territory',
    'Give me the top three third-party accounts by revenue.',
    BB.list(
      async (d) =>
        listOf(
          d,
          firstN(await TP(d), (x) => x.revenue, 3, 'max'),
        ),
      'top 3 third-party accounts',
    ),
  ),
  q(
    'BB-t16',
    'territory',
    'Which of my accounts is number two by revenue?',
    BB.name(async (d) => [firstN(await MY(d), (x) => x.revenue, 2, 'max')[1]!.name], 'second of my accounts by revenue'),
  ),
  q(
    'BB-t17',
    'territory',
    "What share of the third-party list's total revenue comes from Texas, as a percentage?",
    BB.num(async (d) => (100 * rev((await TP(d)).filter(inSt('TX')))) / rev(await TP(d)), 'plain', 'TX share of third-party revenue (%)'),
  ),
  q(
    'BB-t18',
    'territory',
    'Which state leads my book of accounts on total revenue?',
    BB.state(
      async (d) =>
        winners(
          groups(await MY(d), (x) => x.state, rev),
          (g) => g.value,
          'max',
        ).map((g) => g.key),
      'state with the most revenue (my accounts)',
    ),
  ),
  q(
    'BB-t19',
    'territory',
    'Bottom 5 of my accounts by revenue?',
    BB.list(
      async (d) =>
        listOf(
          d,
          firstN(await MY(d), (x) => x.revenue, 5, 'min'),
        ),
      'bottom 5 of my accounts',
    ),
  ),
  q(
    'BB-t20',
    'territory',
    ['Rank the states by how many of my accounts each one has.', "Who's in third place?"],
    BB.state(async (d) => {
      const g = groups(
        await MY(d),
        (x) => x.state,
        (xs) => xs.length,
      ).sort((x, y) => y.value - x.value);
      if (g[2]!.value === g[1]!.value || g[2]!.value === g[3]!.value) throw new Error('third place is tied');
      return [g[2]!.key];
    }, 'third state by number of my accounts'),
  ),
  q(
    'BB-t21',
    'territory',
    ['Third-party accounts in Florida, biggest first.', 'and Georgia?'],
    BB.list(async (d) => listOf(d, (await TP(d)).filter(inSt('GA'))), 'third-party accounts in GA'),
  ),
  q(
    'BB-t22',
    'territory',
    'Which state has the highest average revenue per third-party account?',
    BB.state(
      async (d) =>
        winners(
          groups(
            await TP(d),
            (x) => x.state,
            (xs) => rev(xs) / xs.length,
          ),
          (g) => g.value,
          'max',
        ).map((g) => g.key),
      'state with the highest average third-party revenue',
    ),
  ),
  // The operations analyst.
  q(
    'BB-t23',
    'territory',
    'How many third-party accounts have revenue of at least $2,564,000 (that amount included)?',
    BB.num(async (d) => (await TP(d)).filter((x) => x.revenue >= 2_564_000).length, 'count', 'third-party accounts >= $2,564,000'),
  ),
  q(
    'BB-t24',
    'territory',
    ['How many third-party accounts are in Ohio?', 'Do I have any accounts of my own there?'],
    BB.yes(async (d) => (await MY(d)).filter(inSt('OH')).length, 'my accounts in OH'),
  ),
  q(
    'BB-t25',
    'territory',
    'Is there any state where I have accounts but not a single third-party account?',
    BB.yes(async (d) => {
      const tp = new Set((await TP(d)).map((x) => x.state));
      return new Set((await MY(d)).map((x) => x.state).filter((s) => !tp.has(s))).size;
    }, 'states with my accounts and no third-party account'),
  ),
  q(
    'BB-t26',
    'territory',
    'How many territory contacts are neither a Chief Executive Officer nor a Chief Technology Officer?',
    BB.num(
      async (d) => (await d.territoryContacts()).filter((c) => c.job_title !== CEO && c.job_title !== CTO).length,
      'count',
      'contacts neither CEO nor CTO',
    ),
  ),
  q(
    'BB-t27',
    'territory',
    'Which of my accounts have revenue of exactly $1,871,000?',
    BB.list(
      async (d) =>
        listOf(
          d,
          (await MY(d)).filter((x) => x.revenue === 1_871_000),
        ),
      'my accounts at exactly $1,871,000',
    ),
  ),
  q(
    'BB-t28',
    'territory',
    'How many of my accounts are in states other than CA, TX or NY?',
    BB.num(async (d) => (await MY(d)).filter((x) => !inSt('CA', 'TX', 'NY')(x)).length, 'count', 'my accounts outside CA, TX, NY'),
  ),
  q(
    'BB-t29',
    'territory',
    'Count the third-party accounts with revenue between three and five million dollars, inclusive.',
    BB.num(
      async (d) => (await TP(d)).filter((x) => x.revenue >= 3_000_000 && x.revenue <= 5_000_000).length,
      'count',
      'third-party accounts $3M-$5M',
    ),
  ),
  q(
    'BB-t30',
    'territory',
    'Excluding California, what is the average revenue of my accounts?',
    BB.num(
      async (d) => avg((await MY(d)).filter((x) => x.state !== 'CA').map((x) => x.revenue)),
      'money',
      'average revenue of my accounts outside CA',
    ),
  ),
  q(
    'BB-t31',
    'territory',
    'Apart from Chief Executive Officer, which job title shows up most often among the contacts?',
    BB.name(
      async (d) =>
        winners(
          (await titleCounts(d)).filter((g) => g.key !== CEO),
          (g) => g.value,
          'max',
        ).map((g) => g.key),
      'most common title other than CEO',
    ),
  ),
  q(
    'BB-t32',
    'territory',
    ['How many of my accounts are in Texas?', 'the other list?'],
    BB.num(async (d) => (await TP(d)).filter(inSt('TX')).length, 'count', 'third-party accounts in TX'),
  ),
];

export const SET_BB_MORE: HeldOut[] = [...TERRITORY, ...SET_BB_REST];
