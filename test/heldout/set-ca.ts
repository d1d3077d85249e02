// Held-out set CA: a PRACTICE set, sealed until its first untouched run (the engineers read its
// misses only after that run). Written by a helper who did not read the planner (nor its
// lexicon, its notes, its docs, its tests or its bench results), as an honest measure of how
// well it understands questions people type. Four kinds of user, each in their own voice, 20
// questions each: someone whose first language is not English (dropped articles, odd word
// order, wrong prepositions); a formal analyst (long polite wrappers around a simple ask); a
// forecaster thinking in dates (quarters, months, years, overdue deals, per-quarter figures);
// a statistician asking about distributions (averages, medians, spread, counts above or below
// the average). 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API
// whose figure answers them), 10 to be declined; 18 are follow-ups asked in one session (the
// last answer is judged). Every expected answer is computed from the APIs' data when the
// checker runs.
// Here the territory questions; the CRM ones are in set-ca2.ts, the questions across both APIs
// and the declines in set-ca3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, sum, winners } from './judge.js';
import { BB, contactNames, inSt, median, MY, territoryAccount, territoryNames, TP } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD } from './kinds-bd.js';
import { best, bestAliased, contactsByAccount, countBy, myIds, peopleOf } from './kinds-bv.js';
import { CFO } from './pick.js';
import { SET_CA_MORE } from './set-ca2.js';

const TERRITORY: HeldOut[] = [
  // The non-native speaker.
  q(
    'CA-t01',
    'territory',
    'How much revenue have the accounts of me in Texas all together?',
    BB.num(async (d) => sum((await MY(d)).filter(inSt('TX')).map((x) => x.revenue)), 'money', 'revenue of my TX accounts'),
  ),
  q(
    'CA-t02',
    'territory',
    'Which is the account of me with most big revenue in state of New York?',
    BB.name(async (d) => winners((await MY(d)).filter(inSt('NY')), (x) => x.revenue, 'max').map((x) => x.name), 'my largest NY account'),
  ),
  q(
    'CA-t03',
    'territory',
    'How many contacts is working in Juniper Software Corp?',
    BB.num(async (d) => (await peopleOf(d, 'Juniper Software Corp')).length, 'count', 'contacts at Juniper Software Corp'),
  ),
  q(
    'CA-t04',
    'territory',
    ['Show me third party accounts in the Ohio.', 'Which of them has biggest revenue?'],
    BB.name(
      async (d) => winners((await TP(d)).filter(inSt('OH')), (x) => x.revenue, 'max').map((x) => x.name),
      'largest third-party OH account',
    ),
  ),
  q(
    'CA-t05',
    'territory',
    'Give me the email of CFO in Nova Motors Corp.',
    BB.every(
      async (d) => (await peopleOf(d, 'Nova Motors Corp')).filter((c) => c.job_title === CFO).map((c) => c.email),
      'e-mail of the CFO of Nova Motors Corp',
    ),
  ),
  q(
    'CA-t06',
    'territory',
    'Keystone Cloud Group, it belongs to what state?',
    BB.state(async (d) => [(await territoryAccount(d, 'Keystone Cloud Group')).state], 'state of Keystone Cloud Group'),
  ),
  q(
    'CA-t07',
    'territory',
    ['How many accounts I have in Massachusetts?', 'and for Texas?'],
    BB.num(async (d) => (await MY(d)).filter(inSt('TX')).length, 'count', 'my accounts in TX'),
  ),
  q(
    'CA-t08',
    'territory',
    'Tell me the job titles what have the people at Orchid Software Inc.',
    BD.titles(async (d) => (await peopleOf(d, 'Orchid Software Inc')).map((c) => c.job_title), 'job titles at Orchid Software Inc'),
  ),
  q(
    'CA-t09',
    'territory',
    'Is there some third party account in Arizona state with revenue over of 2 million?',
    BB.yes(async (d) => (await TP(d)).filter((x) => x.state === 'AZ' && x.revenue > 2_000_000).length, 'third-party AZ accounts above $2M'),
  ),

  // The formal analyst.
  q(
    'CA-t10',
    'territory',
    'Could you please tell me the combined revenue of all third-party accounts located in Washington?',
    BB.num(async (d) => sum((await TP(d)).filter(inSt('WA')).map((x) => x.revenue)), 'money', 'revenue of third-party WA accounts'),
  ),
  q(
    'CA-t11',
    'territory',
    'I would like to know how many of my accounts are headquartered in California, if you would be so kind.',
    BB.num(async (d) => (await MY(d)).filter(inSt('CA')).length, 'count', 'my accounts in CA'),
  ),
  q(
    'CA-t12',
    'territory',
    'Kindly list the third-party accounts in Texas whose revenue exceeds five million dollars.',
    BB.list(
      async (d) => [(await TP(d)).filter((x) => x.state === 'TX' && x.revenue > 5_000_000).map((x) => x.name), await territoryNames(d)],
      'third-party TX accounts above $5M',
    ),
  ),
  q(
    'CA-t13',
    'territory',
    'Could you kindly tell me which of my accounts in Illinois generates the least revenue?',
    BB.name(async (d) => winners((await MY(d)).filter(inSt('IL')), (x) => x.revenue, 'min').map((x) => x.name), 'my smallest IL account'),
  ),
  q(
    'CA-t14',
    'territory',
    'I should be grateful if you could tell me how many contacts in the territory hold the title of Chief Technology Officer.',
    BB.num(async (d) => (await d.territoryContacts({ job_title: 'Chief Technology Officer' })).length, 'count', 'territory CTOs'),
  ),
  q(
    'CA-t15',
    'territory',
    ['Which third-party account in Massachusetts has the largest revenue?', 'Could you kindly list the contacts at that one?'],
    BB.list(async (d) => {
      const top = winners((await TP(d)).filter(inSt('MA')), (x) => x.revenue, 'max');
      if (top.length !== 1) throw new Error('third-party MA accounts tie on revenue');
      return [(await peopleOf(d, top[0]!.name)).map((c) => c.name), await contactNames(d)];
    }, 'contacts at the largest third-party MA account'),
  ),
  q(
    'CA-t16',
    'territory',
    'I would appreciate it if you could tell me the annual revenue recorded for Iron Health LLC.',
    BB.num(async (d) => (await territoryAccount(d, 'Iron Health LLC')).revenue, 'money', 'revenue of Iron Health LLC'),
  ),
  q(
    'CA-t17',
    'territory',
    'Kindly tell me which Ohio accounts the Tech Transformation campaign would include.',
    BB.list(
      async (d) => [(await d.thirdPartyAccounts('Tech Transformation')).filter(inSt('OH')).map((x) => x.name), await territoryNames(d)],
      'Tech Transformation accounts in OH',
    ),
  ),
  q(
    'CA-t18',
    'territory',
    ['Would you kindly list my accounts in New York?', 'Of those, which ones have three contacts on record, please?'],
    BB.list(async (d) => {
      const by = await contactsByAccount(d);
      const hit = (await MY(d)).filter((x) => x.state === 'NY' && (by.get(x.id)?.length ?? 0) === 3);
      return [hit.map((x) => x.name), await territoryNames(d)];
    }, 'my NY accounts with three contacts'),
  ),

  // The forecaster.
  q(
    'CA-t19',
    'territory',
    "For next year's territory plan: what's the total revenue of all my accounts combined?",
    BB.num(async (d) => sum((await MY(d)).map((x) => x.revenue)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'CA-t20',
    'territory',
    'Assuming the revenue figures are annual, what do my Texas accounts bring in per quarter?',
    BB.num(async (d) => sum((await MY(d)).filter(inSt('TX')).map((x) => x.revenue)) / 4, 'money', 'quarterly revenue of my TX accounts'),
  ),
  q(
    'CA-t21',
    'territory',
    'Thinking about Q1 coverage: which third-party accounts in Florida earn more than 5 million a year?',
    BB.list(
      async (d) => [(await TP(d)).filter((x) => x.state === 'FL' && x.revenue > 5_000_000).map((x) => x.name), await territoryNames(d)],
      'third-party FL accounts above $5M',
    ),
  ),
  q(
    'CA-t22',
    'territory',
    'Before the year closes I want to visit the biggest third-party account in Illinois. Which one is it?',
    BB.name(
      async (d) => winners((await TP(d)).filter(inSt('IL')), (x) => x.revenue, 'max').map((x) => x.name),
      'largest third-party IL account',
    ),
  ),

  // The statistician.
  q(
    'CA-t23',
    'territory',
    "What's the median revenue of the third-party accounts?",
    BB.num(async (d) => median((await TP(d)).map((x) => x.revenue)), 'money', 'median revenue of third-party accounts'),
  ),
  q(
    'CA-t24',
    'territory',
    ['Average revenue of my California accounts?', 'And the median of the same group?'],
    BB.num(async (d) => median((await MY(d)).filter(inSt('CA')).map((x) => x.revenue)), 'money', 'median revenue of my CA accounts'),
  ),
  q(
    'CA-t25',
    'territory',
    'What is the spread of revenue across my accounts: the smallest and the largest?',
    BB.each(
      BB.num(async (d) => Math.min(...(await MY(d)).map((x) => x.revenue)), 'money', 'smallest revenue of my accounts'),
      BB.num(async (d) => Math.max(...(await MY(d)).map((x) => x.revenue)), 'money', 'largest revenue of my accounts'),
    ),
  ),
  q(
    'CA-t26',
    'territory',
    'How many of my accounts earn more than the average revenue of my accounts?',
    BB.num(
      async (d) => {
        const mine = await MY(d);
        const mean = avg(mine.map((x) => x.revenue));
        return mine.filter((x) => x.revenue > mean).length;
      },
      'count',
      'my accounts above my average revenue',
    ),
  ),
  q(
    'CA-t27',
    'territory',
    ['What is the average revenue of third-party accounts?', 'How many of them are below that?', 'Which of those are in Texas?'],
    BB.list(async (d) => {
      const tp = await TP(d);
      const mean = avg(tp.map((x) => x.revenue));
      return [tp.filter((x) => x.revenue < mean && x.state === 'TX').map((x) => x.name), await territoryNames(d)];
    }, 'third-party TX accounts below the third-party average'),
  ),
  q(
    'CA-t28',
    'territory',
    'Across the third-party accounts, what is the mean count of contacts held per account?',
    BC.decimal(async (d) => {
      const by = await contactsByAccount(d);
      return avg((await TP(d)).map((x) => by.get(x.id)?.length ?? 0));
    }, 'average contacts per third-party account'),
  ),
  q(
    'CA-t29',
    'territory',
    "What's the typical number of contacts per account across my accounts? The median, I mean.",
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return median((await MY(d)).map((x) => by.get(x.id)?.length ?? 0));
      },
      'count',
      'median contacts per account of mine',
    ),
  ),
  q(
    'CA-t30',
    'territory',
    'Which state has the highest average revenue per account among my accounts?',
    BB.state(async (d) => {
      const mine = await MY(d);
      const states = [...new Set(mine.map((x) => x.state))].map((key) => ({
        key,
        value: avg(mine.filter(inSt(key)).map((x) => x.revenue)),
      }));
      return best(states, 'max');
    }, 'state with the highest average revenue of my accounts'),
  ),
  q(
    'CA-t31',
    'territory',
    ["What's the mean revenue of third-party accounts in California?", 'switch to the maximum instead'],
    BB.num(
      async (d) => Math.max(...(await TP(d)).filter(inSt('CA')).map((x) => x.revenue)),
      'money',
      'largest revenue of third-party CA accounts',
    ),
  ),
  q(
    'CA-t32',
    'territory',
    'What is the most common job title among the contacts at my own accounts?',
    BB.name(async (d) => {
      const ids = await myIds(d);
      return bestAliased(
        countBy(
          (await d.territoryContacts()).filter((c) => ids.has(c.account_id)),
          (c) => c.job_title,
        ),
        'max',
      );
    }, 'most common job title at my accounts'),
  ),
];

export const SET_CA: HeldOut[] = [...TERRITORY, ...SET_CA_MORE];
