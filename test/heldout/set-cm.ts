// Held-out set CM: a PRACTICE set (the engineers read its misses after a first untouched run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// voices, 20 questions each, spread over both APIs: a regional manager who thinks in states and
// regions (several states at once, "outside of Texas", per-state comparisons), someone who
// narrows with exclusions and negation ("except", "other than", "not in", "that aren't closed"),
// someone ranking things (top N, bottom N, "second largest", "which comes last", the measure
// sometimes left implicit where one meaning is fair) and a fast typist on a phone (lowercase,
// dropped words, typos and abbreviations). 80 questions: 32 territory, 32 CRM, 6 that need both
// APIs (labelled by the API whose figure answers them), 10 to be declined; 13 are follow-ups
// asked in one session (the last answer is judged). Every expected answer is computed from the
// APIs' data when the checker runs. Here the territory questions; the CRM ones are in
// set-cm2.ts, the questions across both APIs and the declines in set-cm3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { allTerritory, BB, firstN, inSt, listOf, MY, rev, TP } from './kinds-bb.js';
import { countBy, peopleOf } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import { ranked, rankedKey, revenueByState, stateSet } from './kinds-cm.js';
import { SET_CM_MORE } from './set-cm2.js';

/** The contacts at the given territory accounts. */
const contactsAtAccounts = async (d: Parameters<typeof MY>[0], accounts: { id: string }[]) => {
  const ids = new Set(accounts.map((x) => x.id));
  return (await d.territoryContacts()).filter((c) => ids.has(c.account_id));
};

const TERRITORY: HeldOut[] = [
  // The regional manager.
  q(
    'CM-t01',
    'territory',
    'Give me the total revenue for my west coast accounts, so California, Oregon and Washington.',
    BB.num(async (d) => rev((await MY(d)).filter(inSt('CA', 'OR', 'WA'))), 'money', 'revenue of my CA/OR/WA accounts'),
  ),
  q(
    'CM-t02',
    'territory',
    'How many of my accounts are outside of Texas?',
    BB.num(async (d) => (await MY(d)).filter((x) => x.state !== 'TX').length, 'count', 'my accounts not in TX'),
  ),
  q(
    'CM-t03',
    'territory',
    'Between New York and Massachusetts, which state brings in more revenue from my accounts?',
    BB.state(async (d) => {
      const my = await MY(d);
      const ny = rev(my.filter(inSt('NY')));
      const ma = rev(my.filter(inSt('MA')));
      if (ny === ma) throw new Error('NY and MA tie');
      return [ny > ma ? 'NY' : 'MA'];
    }, 'NY or MA, whichever has more revenue of my accounts'),
  ),
  q(
    'CM-t04',
    'territory',
    'How many third-party accounts do we have across Florida, Georgia and North Carolina?',
    BB.num(async (d) => (await TP(d)).filter(inSt('FL', 'GA', 'NC')).length, 'count', 'third-party accounts in FL/GA/NC'),
  ),
  q(
    'CM-t05',
    'territory',
    ['How much revenue do my Illinois accounts bring in?', 'and Illinois plus Colorado together?'],
    BB.num(async (d) => rev((await MY(d)).filter(inSt('IL', 'CO'))), 'money', 'revenue of my IL and CO accounts'),
  ),
  q(
    'CM-t06',
    'territory',
    'Looking state by state at the average revenue of my accounts, which state comes out on top?',
    BB.state(async (d) => {
      const my = await MY(d);
      const g = [...new Set(my.map((x) => x.state))].map((key) => ({ key, value: avg(my.filter(inSt(key)).map((x) => x.revenue)) }));
      return [rankedKey(g, 1, 'max', 'states by average revenue of my accounts')];
    }, 'state with the highest average revenue of my accounts'),
  ),
  q(
    'CM-t07',
    'territory',
    'Are there any states where we have third-party accounts but none of my own? Which ones?',
    stateSet(async (d) => {
      const mine = new Set((await MY(d)).map((x) => x.state));
      return [...new Set((await TP(d)).map((x) => x.state))].filter((s) => !mine.has(s));
    }, 'states with third-party accounts and none of mine'),
  ),
  q(
    'CM-t08',
    'territory',
    ['How many contacts do we have at my Arizona accounts?', 'and at my Oregon ones?'],
    BB.num(async (d) => (await contactsAtAccounts(d, (await MY(d)).filter(inSt('OR')))).length, 'count', 'contacts at my OR accounts'),
  ),

  // Exclusions and negation.
  q(
    'CM-t09',
    'territory',
    'Other than California, what do my accounts add up to in revenue?',
    BB.num(async (d) => rev((await MY(d)).filter((x) => x.state !== 'CA')), 'money', 'revenue of my accounts outside CA'),
  ),
  q(
    'CM-t10',
    'territory',
    'Apart from my own accounts, how many accounts are there in Washington state?',
    BB.num(async (d) => (await TP(d)).filter(inSt('WA')).length, 'count', 'third-party WA accounts'),
  ),
  q(
    'CM-t11',
    'territory',
    "How many of the contacts at my accounts aren't a Chief Executive Officer?",
    BB.num(
      async (d) => (await contactsAtAccounts(d, await MY(d))).filter((c) => c.job_title !== 'Chief Executive Officer').length,
      'count',
      'contacts at my accounts who are not CEO',
    ),
  ),
  q(
    'CM-t12',
    'territory',
    'List my Arizona accounts except the one with the highest revenue.',
    BB.list(async (d) => {
      const az = (await MY(d)).filter(inSt('AZ'));
      const topOne = ranked(az, (x) => x.revenue, 1, 'max', 'my AZ accounts by revenue');
      return listOf(
        d,
        az.filter((x) => x !== topOne),
      );
    }, 'my AZ accounts but the largest'),
  ),
  q(
    'CM-t13',
    'territory',
    "Which of my Texas accounts don't have a Chief Technology Officer among their contacts?",
    BB.list(async (d) => {
      const withCto = new Set((await d.territoryContacts({ job_title: 'Chief Technology Officer' })).map((c) => c.account_id));
      return listOf(
        d,
        (await MY(d)).filter((x) => x.state === 'TX' && !withCto.has(x.id)),
      );
    }, 'my TX accounts without a CTO'),
  ),
  q(
    'CM-t14',
    'territory',
    ['show me the third-party accounts in Ohio', 'which of those are not above 3 million in revenue'],
    BB.list(
      async (d) =>
        listOf(
          d,
          (await TP(d)).filter((x) => x.state === 'OH' && x.revenue <= 3_000_000),
        ),
      'third-party OH accounts up to $3M',
    ),
  ),
  q(
    'CM-t15',
    'territory',
    'Leaving out the Software Engineers and the Data Scientists, how many territory contacts are left?',
    BB.num(
      async (d) =>
        (await d.territoryContacts()).filter((c) => c.job_title !== 'Software Engineer' && c.job_title !== 'Data Scientist').length,
      'count',
      'territory contacts other than Software Engineers and Data Scientists',
    ),
  ),
  q(
    'CM-t16',
    'territory',
    'Total third-party revenue, not counting the accounts in Texas or California?',
    BB.num(async (d) => rev((await TP(d)).filter((x) => !inSt('TX', 'CA')(x))), 'money', 'third-party revenue outside TX and CA'),
  ),

  // Ranking.
  q(
    'CM-t17',
    'territory',
    "What's my second largest account by revenue?",
    BB.name(async (d) => [ranked(await MY(d), (x) => x.revenue, 2, 'max', 'my accounts by revenue').name], 'my second largest account'),
  ),
  q(
    'CM-t18',
    'territory',
    'the three smallest third-party accounts?',
    BB.list(
      async (d) =>
        listOf(
          d,
          firstN(await TP(d), (x) => x.revenue, 3, 'min'),
        ),
      'the 3 smallest third-party accounts',
    ),
  ),
  q(
    'CM-t19',
    'territory',
    'Rank the states by the total revenue of my accounts. Which one comes last?',
    BB.state(async (d) => [rankedKey(revenueByState(await MY(d)), 1, 'min', 'states by my revenue')], 'state last by my revenue'),
  ),
  q(
    'CM-t20',
    'territory',
    'Top 5 accounts by revenue across the whole territory, mine and the third-party ones together.',
    BB.list(
      async (d) =>
        listOf(
          d,
          firstN(await allTerritory(d), (x) => x.revenue, 5, 'max'),
        ),
      'top 5 territory accounts by revenue',
    ),
  ),
  q(
    'CM-t21',
    'territory',
    ['Rank my Texas accounts by revenue', 'which one is third?'],
    BB.name(
      async (d) => [ranked((await MY(d)).filter(inSt('TX')), (x) => x.revenue, 3, 'max', 'my TX accounts by revenue').name],
      'my third largest TX account',
    ),
  ),
  q(
    'CM-t22',
    'territory',
    'Which job title is the second most common among the territory contacts?',
    BB.name(
      async (d) =>
        withAliases(
          rankedKey(
            countBy(await d.territoryContacts(), (c) => c.job_title),
            2,
            'max',
            'territory job titles by count',
          ),
        ),
      'second most common territory job title',
    ),
  ),
  q(
    'CM-t23',
    'territory',
    'Of my New York accounts, which is the smallest?',
    BB.name(
      async (d) => [ranked((await MY(d)).filter(inSt('NY')), (x) => x.revenue, 1, 'min', 'my NY accounts by revenue').name],
      'my smallest NY account',
    ),
  ),
  q(
    'CM-t24',
    'territory',
    'If I sort my accounts from biggest to smallest revenue, which one lands in 10th place?',
    BB.name(async (d) => [ranked(await MY(d), (x) => x.revenue, 10, 'max', 'my accounts by revenue').name], 'my 10th largest account'),
  ),

  // The fast typist on a phone.
  q(
    'CM-t25',
    'territory',
    'hw many accts do i have in wa',
    BB.num(async (d) => (await MY(d)).filter(inSt('WA')).length, 'count', 'my WA accounts'),
  ),
  q(
    'CM-t26',
    'territory',
    'whats total rev of 3rd party accts',
    BB.num(async (d) => rev(await TP(d)), 'money', 'total third-party revenue'),
  ),
  q(
    'CM-t27',
    'territory',
    'cfo @ pioneer motors inc?',
    BB.name(
      async (d) => (await peopleOf(d, 'Pioneer Motors Inc')).filter((c) => c.job_title === 'Chief Financial Officer').map((c) => c.name),
      'CFO at Pioneer Motors Inc',
    ),
  ),
  q(
    'CM-t28',
    'territory',
    'emails 4 the contacts at juniper networks inc',
    BB.every(async (d) => (await peopleOf(d, 'Juniper Networks Inc')).map((c) => c.email), 'e-mails at Juniper Networks Inc'),
  ),
  q(
    'CM-t29',
    'territory',
    'avg rev my accts in fl',
    BB.num(async (d) => avg((await MY(d)).filter(inSt('FL')).map((x) => x.revenue)), 'money', 'average revenue of my FL accounts'),
  ),
  q(
    'CM-t30',
    'territory',
    'wich state has the most 3rd party accts',
    BB.state(
      async (d) =>
        winners(
          countBy(await TP(d), (x) => x.state),
          (x) => x.value,
          'max',
        ).map((x) => x.key),
      'state with the most third-party accounts',
    ),
  ),
  q(
    'CM-t31',
    'territory',
    ['my accts in colorado', 'hw many contacts total at those'],
    BB.num(async (d) => (await contactsAtAccounts(d, (await MY(d)).filter(inSt('CO')))).length, 'count', 'contacts at my CO accounts'),
  ),
  q(
    'CM-t32',
    'territory',
    'smallest acct i own by rev?',
    BB.name(async (d) => [ranked(await MY(d), (x) => x.revenue, 1, 'min', 'my accounts by revenue').name], 'my smallest account'),
  ),
];

export const SET_CM: HeldOut[] = [...TERRITORY, ...SET_CM_MORE];
