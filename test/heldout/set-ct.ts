// Held-out set CT: meant to stay sealed (only --selfcheck until its final run). Written by a helper who
// did not read the planner (nor its lexicon, its notes, its tests or its bench results), as an
// honest measure of how well it understands questions people type. Four kinds of user, each in
// their own voice, 20 questions each: a sceptical auditor (exact counts and totals, then "are you
// sure? count again without ..."), a founder in a hurry (big-picture questions in casual speech
// and slang), someone typing search-box keywords instead of sentences, and a new regional manager
// taking over a region or a set of states ("and without Texas?", "same for the west"). 80
// questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 21 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-ct2.ts, the questions across both APIs
// and the declines in set-ct3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, sum, winners } from './judge.js';
import { allTerritory, BB, contactNames, inSt, listOf, MY, territoryAccount, TP } from './kinds-bb.js';
import { BD, peopleAt } from './kinds-bd.js';
import { countBy, myIds, share } from './kinds-bv.js';
import { union } from './kinds-ct.js';
import { T } from './kinds.js';
import { CEO } from './pick.js';
import { SET_CT_MORE } from './set-ct2.js';

const rev = (xs: { revenue: number }[]): number => sum(xs.map((x) => x.revenue));
const revByState = (xs: { state: string; revenue: number }[]) =>
  countBy(xs, (x) => x.state).map((g) => ({
    key: g.key,
    value: rev(xs.filter((x) => x.state === g.key)),
  }));
const topNames = (xs: { name: string; revenue: number }[], dir: 'max' | 'min'): string[] =>
  winners(xs, (x) => x.revenue, dir).map((x) => x.name);

const TERRITORY: HeldOut[] = [
  // The sceptical auditor.
  q(
    'CT-t01',
    'territory',
    "I'm reconciling our books and need an exact figure, not a ballpark: how many accounts are assigned to me?",
    BB.num(async (d) => (await MY(d)).length, 'count', 'number of my accounts'),
  ),
  q(
    'CT-t02',
    'territory',
    ['What does the revenue of my accounts add up to?', 'Are you sure? Recompute that total but leave out everything in California.'],
    BB.num(async (d) => rev((await MY(d)).filter((x) => x.state !== 'CA')), 'money', 'revenue of my accounts outside CA'),
  ),
  q(
    'CT-t03',
    'territory',
    'Someone on the sales team claims I have 9 accounts in Texas. I doubt it. What is the real number?',
    BB.num(async (d) => (await MY(d)).filter(inSt('TX')).length, 'count', 'my TX accounts'),
  ),
  q(
    'CT-t04',
    'territory',
    [
      'How many contact people are on file for the accounts I own?',
      "Hold on, does that figure include the third-party accounts' people? I want the third-party ones alone.",
    ],
    BB.num(
      async (d) => {
        const ids = new Set((await TP(d)).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at third-party accounts',
    ),
  ),
  q(
    'CT-t05',
    'territory',
    'To the dollar, please: the third-party accounts located in Florida, what do they bring in added together?',
    BB.num(async (d) => rev((await TP(d)).filter(inSt('FL'))), 'money', 'revenue of third-party FL accounts'),
  ),
  q(
    'CT-t06',
    'territory',
    ['How many of my accounts earn above $5M?', 'Count once more, this time only those between 2 and 5 million.'],
    BB.num(
      async (d) => {
        const my = await MY(d);
        const open = my.filter((x) => x.revenue > 2_000_000 && x.revenue < 5_000_000).length;
        const closed = my.filter((x) => x.revenue >= 2_000_000 && x.revenue <= 5_000_000).length;
        return [open, closed];
      },
      'count',
      'my accounts with revenue between $2M and $5M',
    ),
  ),
  q(
    'CT-t07',
    'territory',
    'Finance put $25 million in the deck for my Texas accounts. What is the precise revenue figure for them?',
    BB.num(async (d) => rev((await MY(d)).filter(inSt('TX'))), 'money', 'revenue of my TX accounts'),
  ),
  q(
    'CT-t08',
    'territory',
    [
      'Across all the territory contacts, how many hold the Chief Financial Officer title?',
      'Double-check that for me, counting only people at my own accounts and not the third-party ones.',
    ],
    BB.num(
      async (d) => {
        const ids = await myIds(d);
        return (await d.territoryContacts({ job_title: 'Chief Financial Officer' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CFOs at my accounts',
    ),
  ),

  // The founder in a hurry.
  q(
    'CT-t09',
    'territory',
    'whats our biggest state rn',
    BB.state(async (d) => {
      const my = await MY(d);
      const every = await allTerritory(d);
      const byCount = (xs: { state: string }[]) =>
        winners(
          countBy(xs, (x) => x.state),
          (g) => g.value,
          'max',
        ).map((g) => g.key);
      const byRev = (xs: { state: string; revenue: number }[]) => winners(revByState(xs), (g) => g.value, 'max').map((g) => g.key);
      return union(byCount(my), byRev(my), byCount(every), byRev(every));
    }, 'biggest state (by accounts or revenue, mine or all)'),
  ),
  q(
    'CT-t10',
    'territory',
    'yo which acct makes us the most $$',
    BB.name(async (d) => union(topNames(await MY(d), 'max'), topNames(await allTerritory(d), 'max')), 'highest revenue account'),
  ),
  q(
    'CT-t11',
    'territory',
    'quick one - avg revenue per acount across my book?',
    BB.num(async (d) => avg((await MY(d)).map((x) => x.revenue)), 'money', 'average revenue of my accounts'),
  ),
  q(
    'CT-t12',
    'territory',
    'how much rev is sitting w/ the 3rd party accts, all in',
    BB.num(async (d) => rev(await TP(d)), 'money', 'revenue of third-party accounts'),
  ),
  q(
    'CT-t13',
    'territory',
    ['top 3 accts by rev', 'ok and who r the ppl at #1'],
    BB.list(async (d) => {
      const tops = union(topNames(await MY(d), 'max'), topNames(await allTerritory(d), 'max'));
      if (tops.length !== 1) throw new Error(`top account: ${tops.length} readings`);
      return [(await peopleAt(d, tops[0]!)).map((c) => c.name), await contactNames(d)];
    }, 'contacts at the top revenue account'),
  ),
  q(
    'CT-t14',
    'territory',
    'whats the tiniest account we got, revenue-wise?',
    BB.name(async (d) => union(topNames(await MY(d), 'min'), topNames(await allTerritory(d), 'min')), 'smallest revenue account'),
  ),
  q(
    'CT-t15',
    'territory',
    'is texas or florida bigger for us $ wise? whats TX at',
    BB.each(
      BB.state(async (d) => {
        const pick = (xs: { state: string; revenue: number }[]) =>
          winners(
            revByState(xs).filter((g) => g.key === 'TX' || g.key === 'FL'),
            (g) => g.value,
            'max',
          ).map((g) => g.key);
        return union(pick(await MY(d)), pick(await allTerritory(d)));
      }, 'bigger of TX and FL by revenue'),
      BB.num(async (d) => [rev((await MY(d)).filter(inSt('TX'))), rev((await allTerritory(d)).filter(inSt('TX')))], 'money', 'TX revenue'),
    ),
  ),
  q(
    'CT-t16',
    'territory',
    'roughly what % of our territory rev comes out of cali',
    BB.num(
      async (d) => {
        const my = await MY(d);
        const every = await allTerritory(d);
        return [share(rev(my.filter(inSt('CA'))), rev(my)), share(rev(every.filter(inSt('CA'))), rev(every))];
      },
      'plain',
      'CA share of territory revenue (percent)',
    ),
  ),
  q(
    'CT-t17',
    'territory',
    'my accounts texas revenue over 5m',
    BB.list(
      async (d) =>
        listOf(
          d,
          (await MY(d)).filter((x) => x.state === 'TX' && x.revenue > 5_000_000),
        ),
      'my TX accounts above $5M',
    ),
  ),
  q(
    'CT-t18',
    'territory',
    'pioneer motors inc contacts emails',
    BB.every(async (d) => (await peopleAt(d, 'Pioneer Motors Inc')).map((c) => c.email), 'e-mails at Pioneer Motors Inc'),
  ),
  q(
    'CT-t19',
    'territory',
    'third party accounts colorado',
    BB.list(async (d) => listOf(d, (await TP(d)).filter(inSt('CO'))), 'third-party CO accounts'),
  ),
  q(
    'CT-t20',
    'territory',
    'ceo granite health llc',
    BB.yes(async (d) => (await peopleAt(d, 'Granite Health LLC')).filter((c) => c.job_title === CEO).length, 'a CEO at Granite Health LLC'),
  ),
  q('CT-t21', 'territory', 'revenue summit robotics inc', T.revenueOf('Summit Robotics Inc')),
  q(
    'CT-t22',
    'territory',
    'juniper biotech inc job titels',
    BD.titles(async (d) => d.jobTitles((await territoryAccount(d, 'Juniper Biotech Inc')).id), 'job titles at Juniper Biotech Inc'),
  ),
  q(
    'CT-t23',
    'territory',
    'account count by state mine',
    BD.breakdown(async (d) => countBy(await MY(d), (x) => x.state), 'count', 'my accounts by state'),
  ),
  q(
    'CT-t24',
    'territory',
    'data scientist count 3rd party accts',
    BB.num(
      async (d) => {
        const ids = new Set((await TP(d)).map((x) => x.id));
        return (await d.territoryContacts({ job_title: 'Data Scientist' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'Data Scientists at third-party accounts',
    ),
  ),

  // The new regional manager.
  q(
    'CT-t25',
    'territory',
    ["I'm taking over the Southwest, meaning Texas plus Arizona. How many of my accounts fall in those two?", 'and without Texas?'],
    BB.num(async (d) => (await MY(d)).filter(inSt('AZ')).length, 'count', 'my AZ accounts'),
  ),
  q(
    'CT-t26',
    'territory',
    [
      "I've just inherited NY, MA and PA from the previous manager. Total revenue of my accounts there?",
      "How does that compare with the remainder of my book? What's the total outside those three?",
    ],
    BB.num(async (d) => rev((await MY(d)).filter((x) => !inSt('NY', 'MA', 'PA')(x))), 'money', 'my revenue outside NY, MA, PA'),
  ),
  q(
    'CT-t27',
    'territory',
    ['West coast is mine now (CA, OR, WA). Which of my accounts there is the largest?', 'and if we exclude California?'],
    BB.name(async (d) => topNames((await MY(d)).filter(inSt('OR', 'WA')), 'max'), 'my largest OR/WA account'),
  ),
  q(
    'CT-t28',
    'territory',
    ['New manager for the Southeast here, FL GA and NC. How many third-party accounts are in my patch?', 'same for the west - CA, OR, WA'],
    BB.num(async (d) => (await TP(d)).filter(inSt('CA', 'OR', 'WA')).length, 'count', 'third-party CA/OR/WA accounts'),
  ),
  q(
    'CT-t29',
    'territory',
    'I got handed the Midwest, Illinois and Ohio. What share of total territory revenue (mine and third-party together) sits in those two?',
    BB.num(
      async (d) => {
        const every = await allTerritory(d);
        return share(rev(every.filter(inSt('IL', 'OH'))), rev(every));
      },
      'plain',
      'IL+OH share of all territory revenue (percent)',
    ),
  ),
  q(
    'CT-t30',
    'territory',
    ['Who are the people at my Colorado accounts?', 'How many of them are C-level?'],
    BB.num(
      async (d) => {
        const ids = new Set((await MY(d)).filter(inSt('CO')).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id) && c.job_title.startsWith('Chief ')).length;
      },
      'count',
      'C-level contacts at my CO accounts',
    ),
  ),
  q(
    'CT-t31',
    'territory',
    "Between the states I'm inheriting, TX, FL and GA, which one has the best average revenue per account among my accounts?",
    BB.state(async (d) => {
      const my = await MY(d);
      const g = ['TX', 'FL', 'GA'].map((key) => ({ key, value: avg(my.filter(inSt(key)).map((x) => x.revenue)) }));
      return winners(g, (x) => x.value, 'max').map((x) => x.key);
    }, 'best average revenue among my TX/FL/GA'),
  ),
  q(
    'CT-t32',
    'territory',
    ['Which of my states holds the fewest accounts?', 'and by revenue?'],
    BB.state(async (d) => winners(revByState(await MY(d)), (x) => x.value, 'min').map((x) => x.key), 'my state with the least revenue'),
  ),
];

export const SET_CT: HeldOut[] = [...TERRITORY, ...SET_CT_MORE];
