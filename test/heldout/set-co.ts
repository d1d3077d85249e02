// Held-out set CO: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results). Four kinds of user, each in their own voice, 20 questions each: an account
// executive in their first week (short basic questions, typos, no punctuation), a regional
// operations manager comparing groups (shares, averages, top and bottom, gaps), a CRM
// administrator checking record quality (blanks, repeated names, oldest and newest rows, odd
// values) and a VP asking for ratios and figures bounded in time (win rates, conversion, a year,
// quarter or month, follow-ups that change the period or the group). 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 14 are follow-ups asked in one session (the last answer is judged). Every expected
// answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-co2.ts, the questions across both APIs
// and the declines in set-co3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { allTerritory, BB, contactNames, firstN, inSt, MY, territoryAccount, territoryNames, TP } from './kinds-bb.js';
import { bestAliased, countBy, myIds, share } from './kinds-bv.js';
import { contactsOfIds, repeated } from './kinds-co.js';
import { SET_CO_MORE } from './set-co2.js';

const revByState = (xs: { state: string; revenue: number }[]) =>
  groups(
    xs,
    (x) => x.state,
    (ys) => sum(ys.map((y) => y.revenue)),
  );
const avgByState = (xs: { state: string; revenue: number }[]) =>
  groups(
    xs,
    (x) => x.state,
    (ys) => avg(ys.map((y) => y.revenue)),
  );

const TERRITORY: HeldOut[] = [
  // The account executive in their first week.
  q(
    'CO-t01',
    'territory',
    'first week here, trying to get my bearings. how many accounts are assigned to me',
    BB.num(async (d) => (await MY(d)).length, 'count', 'number of my accounts'),
  ),
  q(
    'CO-t02',
    'territory',
    'which state has most of my accts',
    BB.state(
      async (d) =>
        winners(
          countBy(await MY(d), (x) => x.state),
          (x) => x.value,
          'max',
        ).map((x) => x.key),
      'state with the most of my accounts',
    ),
  ),
  q(
    'CO-t03',
    'territory',
    'who do we know at Keystone Networks Co?',
    BB.list(
      async (d) => [
        (await d.territoryContacts({ account_id: (await territoryAccount(d, 'Keystone Networks Co')).id })).map((c) => c.name),
        await contactNames(d),
      ],
      'contacts at Keystone Networks Co',
    ),
  ),
  q(
    'CO-t04',
    'territory',
    'whats the revenue for Harbor Networks Co',
    BB.num(async (d) => (await territoryAccount(d, 'Harbor Networks Co')).revenue, 'money', 'revenue of Harbor Networks Co'),
  ),
  q(
    'CO-t05',
    'territory',
    ['do I have any accounts in colorado?', 'which ones'],
    BB.list(async (d) => [(await MY(d)).filter(inSt('CO')).map((x) => x.name), await territoryNames(d)], 'my CO accounts'),
  ),
  q(
    'CO-t06',
    'territory',
    'what state is Summit Systems Corp based in',
    BB.state(async (d) => [(await territoryAccount(d, 'Summit Systems Corp')).state], 'state of Summit Systems Corp'),
  ),
  q(
    'CO-t07',
    'territory',
    "Sorry if this is obvious - what's the overall number of people listed under my own accounts?",
    BB.num(async (d) => (await contactsOfIds(d, await myIds(d))).length, 'count', 'contacts at my accounts'),
  ),
  q(
    'CO-t08',
    'territory',
    'smallest of my acounts by revenue?',
    BB.name(async (d) => winners(await MY(d), (x) => x.revenue, 'min').map((x) => x.name), 'my smallest account'),
  ),

  // The regional operations manager.
  q(
    'CO-t09',
    'territory',
    "I'm comparing my two biggest states. What's the difference between the average account revenue " +
      'of my California accounts and that of my Texas accounts?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return Math.abs(avg(my.filter(inSt('CA')).map((x) => x.revenue)) - avg(my.filter(inSt('TX')).map((x) => x.revenue)));
      },
      'money',
      'gap between the average revenue of my CA and TX accounts',
    ),
  ),
  q(
    'CO-t10',
    'territory',
    'Among my accounts, which state has the highest average revenue per account?',
    BB.state(
      async (d) => winners(avgByState(await MY(d)), (x) => x.value, 'max').map((x) => x.key),
      'state with the highest average revenue of my accounts',
    ),
  ),
  q(
    'CO-t11',
    'territory',
    'What share of the third-party accounts sit on the West Coast (CA, OR and WA together)?',
    BB.num(
      async (d) => {
        const tp = await TP(d);
        return share(tp.filter(inSt('CA', 'OR', 'WA')).length, tp.length);
      },
      'plain',
      'share of third-party accounts in CA, OR and WA (percent)',
    ),
  ),
  q(
    'CO-t12',
    'territory',
    ['Total revenue of the third-party accounts in Florida?', 'ok and washington'],
    BB.num(async (d) => sum((await TP(d)).filter(inSt('WA')).map((x) => x.revenue)), 'money', 'revenue of the third-party WA accounts'),
  ),
  q(
    'CO-t13',
    'territory',
    'Third-party list: which state is thinnest, i.e. has the lowest number of accounts?',
    BB.state(
      async (d) =>
        winners(
          countBy(await TP(d), (x) => x.state),
          (x) => x.value,
          'min',
        ).map((x) => x.key),
      'state with the fewest third-party accounts',
    ),
  ),
  q(
    'CO-t14',
    'territory',
    'Average revenue of my accounts vs average of the third party ones - how far apart are the two averages?',
    BB.num(
      async (d) => Math.abs(avg((await MY(d)).map((x) => x.revenue)) - avg((await TP(d)).map((x) => x.revenue))),
      'money',
      'gap between the average revenue of my and third-party accounts',
    ),
  ),
  q(
    'CO-t15',
    'territory',
    'In how many states do I hold exactly 2 accounts?',
    BB.num(
      async (d) => countBy(await MY(d), (x) => x.state).filter((g) => g.value === 2).length,
      'count',
      'states with exactly two of my accounts',
    ),
  ),
  q(
    'CO-t16',
    'territory',
    'Which state brings in the biggest slice of third-party revenue, and what percent of the third-party total is that?',
    BB.each(
      BB.state(async (d) => winners(revByState(await TP(d)), (x) => x.value, 'max').map((x) => x.key), 'top state by third-party revenue'),
      BB.num(
        async (d) => {
          const tp = await TP(d);
          return share(Math.max(...revByState(tp).map((x) => x.value)), sum(tp.map((x) => x.revenue)));
        },
        'plain',
        'share of third-party revenue from the top state (percent)',
      ),
    ),
  ),

  // The CRM administrator.
  q(
    'CO-t17',
    'territory',
    "I'm cleaning up the territory contact list. How many distinct contact names appear more than once?",
    BB.num(async (d) => repeated((await d.territoryContacts()).map((c) => c.name)).length, 'count', 'repeated territory contact names'),
  ),
  q(
    'CO-t18',
    'territory',
    'Which of my accounts only have a single contact on file?',
    BB.list(async (d) => {
      const n = countBy(await d.territoryContacts(), (c) => c.account_id);
      const hit = (await MY(d)).filter((x) => (n.find((g) => g.key === x.id)?.value ?? 0) === 1);
      return [hit.map((x) => x.name), await territoryNames(d)];
    }, 'my accounts with exactly one contact'),
  ),
  q(
    'CO-t19',
    'territory',
    'count of third party accts with just 1 contact',
    BB.num(
      async (d) => {
        const n = countBy(await d.territoryContacts(), (c) => c.account_id);
        return (await TP(d)).filter((x) => (n.find((g) => g.key === x.id)?.value ?? 0) === 1).length;
      },
      'count',
      'third-party accounts with exactly one contact',
    ),
  ),
  q(
    'CO-t20',
    'territory',
    'Mia Thomas seems to be in the contacts several times. Which accounts is she listed under?',
    BB.list(async (d) => {
      const ids = new Set((await d.territoryContacts()).filter((c) => c.name === 'Mia Thomas').map((c) => c.account_id));
      return [(await allTerritory(d)).filter((x) => ids.has(x.id)).map((x) => x.name), await territoryNames(d)];
    }, 'accounts of the contacts named Mia Thomas'),
  ),
  q(
    'CO-t21',
    'territory',
    'Data check: which of my accounts have two or more contacts holding the same job title?',
    BB.list(async (d) => {
      const people = await d.territoryContacts();
      const hit = (await MY(d)).filter((x) => repeated(people.filter((c) => c.account_id === x.id).map((c) => c.job_title)).length > 0);
      return [hit.map((x) => x.name), await territoryNames(d)];
    }, 'my accounts with a repeated job title'),
  ),
  q(
    'CO-t22',
    'territory',
    'what job title is the rarest across the territory contacts',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await d.territoryContacts(), (c) => c.job_title),
          'min',
        ),
      'least common territory job title',
    ),
  ),
  q(
    'CO-t23',
    'territory',
    ['How many of my accounts have no Chief Executive Officer among their contacts?', 'Of those, which one has the highest revenue?'],
    BB.name(async (d) => {
      const ceo = new Set((await d.territoryContacts({ job_title: 'Chief Executive Officer' })).map((c) => c.account_id));
      return winners(
        (await MY(d)).filter((x) => !ceo.has(x.id)),
        (x) => x.revenue,
        'max',
      ).map((x) => x.name);
    }, 'largest of my accounts without a CEO contact'),
  ),
  q(
    'CO-t24',
    'territory',
    'Is there any account, mine or third-party, that has zero contacts attached?',
    BB.yes(async (d) => {
      const ids = new Set((await d.territoryContacts()).map((c) => c.account_id));
      return (await allTerritory(d)).filter((x) => !ids.has(x.id)).length;
    }, 'territory accounts without contacts'),
  ),

  // The VP.
  q(
    'CO-t25',
    'territory',
    'Putting my book and the third-party list together, what percent of the combined revenue is mine?',
    BB.num(
      async (d) => share(sum((await MY(d)).map((x) => x.revenue)), sum((await allTerritory(d)).map((x) => x.revenue))),
      'plain',
      'share of all territory revenue from my accounts (percent)',
    ),
  ),
  q(
    'CO-t26',
    'territory',
    'What proportion of my accounts have revenue over $5M? As a percentage please.',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return share(my.filter((x) => x.revenue > 5_000_000).length, my.length);
      },
      'plain',
      'share of my accounts above $5M (percent)',
    ),
  ),
  q(
    'CO-t27',
    'territory',
    'How concentrated is my book? Tell me what % of my total revenue my five largest accounts make up.',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return share(sum(firstN(my, (x) => x.revenue, 5, 'max').map((x) => x.revenue)), sum(my.map((x) => x.revenue)));
      },
      'plain',
      'share of my revenue from my five largest accounts (percent)',
    ),
  ),
  q(
    'CO-t28',
    'territory',
    ['How much revenue do my New York accounts generate?', 'and per account?'],
    BB.num(async (d) => avg((await MY(d)).filter(inSt('NY')).map((x) => x.revenue)), 'money', 'average revenue of my NY accounts'),
  ),
  q(
    'CO-t29',
    'territory',
    'Of the people at my accounts, what percentage are CEOs, CTOs or CFOs?',
    BB.num(
      async (d) => {
        const people = await contactsOfIds(d, await myIds(d));
        const c = people.filter((p) => /^Chief (Executive|Technology|Financial) Officer$/.test(p.job_title)).length;
        return share(c, people.length);
      },
      'plain',
      'share of C-level contacts at my accounts (percent)',
    ),
  ),
  q(
    'CO-t30',
    'territory',
    'revenue per contact across my book - total revenue divided by number of contacts?',
    BB.num(
      async (d) => sum((await MY(d)).map((x) => x.revenue)) / (await contactsOfIds(d, await myIds(d))).length,
      'money',
      'revenue per contact at my accounts',
    ),
  ),
  q(
    'CO-t31',
    'territory',
    ['What percentage of third-party revenue comes out of Texas?', 'same number for California pls'],
    BB.num(
      async (d) => {
        const tp = await TP(d);
        return share(sum(tp.filter(inSt('CA')).map((x) => x.revenue)), sum(tp.map((x) => x.revenue)));
      },
      'plain',
      'share of third-party revenue from CA (percent)',
    ),
  ),
  q(
    'CO-t32',
    'territory',
    'How many of my accounts earn more than the mean revenue of the third-party accounts?',
    BB.num(
      async (d) => {
        const bar = avg((await TP(d)).map((x) => x.revenue));
        return (await MY(d)).filter((x) => x.revenue > bar).length;
      },
      'count',
      'my accounts above the third-party average revenue',
    ),
  ),
];
export const SET_CO: HeldOut[] = [...TERRITORY, ...SET_CO_MORE];
