// Held-out set CG: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: a finance controller (exact figures
// with units and rounding, sums, averages and shares), a marketing analyst (leads, lead sources
// and statuses, industries, "and for <other source>?"), someone typing quickly on a phone
// (lowercase, abbreviations, small typos) and a regional director (states and rankings, "and the
// next one?"). 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API
// whose figure answers them), 10 to be declined; 17 are follow-ups asked in one session (the last
// answer is judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-cg2.ts, the questions across both APIs
// and the declines in set-cg3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { BB, contactNames, firstN, inSt, median, MY, territoryAccount, territoryNames, TP, allTerritory } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD, peopleAt } from './kinds-bd.js';
import { bestAliased, countBy, myIds, share } from './kinds-bv.js';
import { nthKey, needRank, rankOf, toThousand, topKeys } from './kinds-cg.js';
import { STATE_NAMES } from './kinds-k.js';
import { CEO } from './pick.js';
import { SET_CG_MORE } from './set-cg2.js';

const revByState = (xs: { state: string; revenue: number }[]) =>
  groups(
    xs,
    (x) => x.state,
    (ys) => sum(ys.map((y) => y.revenue)),
  );
const ALL_STATES = Object.keys(STATE_NAMES);

const TERRITORY: HeldOut[] = [
  // The finance controller.
  q(
    'CG-t01',
    'territory',
    'What is the combined revenue of all my accounts, expressed in millions to one decimal place?',
    BB.num(async (d) => sum((await MY(d)).map((x) => x.revenue)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'CG-t02',
    'territory',
    'Of the total territory revenue, my accounts plus the third-party ones, what percentage comes from the third-party accounts?',
    BB.num(
      async (d) => share(sum((await TP(d)).map((x) => x.revenue)), sum((await allTerritory(d)).map((x) => x.revenue))),
      'plain',
      'third-party share of all territory revenue (percent)',
    ),
  ),
  q(
    'CG-t03',
    'territory',
    'Average revenue per account for my Texas accounts, rounded to the nearest thousand dollars?',
    BB.num(
      async (d) => toThousand(avg((await MY(d)).filter(inSt('TX')).map((x) => x.revenue))),
      'money',
      'average revenue of my TX accounts',
    ),
  ),
  q(
    'CG-t04',
    'territory',
    'For the board pack I need the median revenue across my accounts. What is it?',
    BB.num(async (d) => median((await MY(d)).map((x) => x.revenue)), 'money', 'median revenue of my accounts'),
  ),
  q(
    'CG-t05',
    'territory',
    ['What is the total revenue of my California accounts?', 'What percentage of my overall revenue does that represent?'],
    BB.num(
      async (d) => {
        const my = await MY(d);
        return share(sum(my.filter(inSt('CA')).map((x) => x.revenue)), sum(my.map((x) => x.revenue)));
      },
      'plain',
      'share of my revenue from CA (percent)',
    ),
  ),
  q(
    'CG-t06',
    'territory',
    'Please sum the revenue of those of my accounts whose revenue is above $5 million.',
    BB.num(
      async (d) => sum((await MY(d)).filter((x) => x.revenue > 5_000_000).map((x) => x.revenue)),
      'money',
      'revenue of my accounts above $5M',
    ),
  ),
  q(
    'CG-t07',
    'territory',
    'In dollars, how big is the gap between the revenue of my largest account and that of my smallest one?',
    BB.num(
      async (d) => {
        const rs = (await MY(d)).map((x) => x.revenue);
        return Math.max(...rs) - Math.min(...rs);
      },
      'money',
      'largest minus smallest revenue of my accounts',
    ),
  ),
  q(
    'CG-t08',
    'territory',
    'What is the average revenue of the third-party accounts in the Tech Transformation campaign, to the nearest thousand?',
    BB.num(
      async (d) => toThousand(avg((await d.thirdPartyAccounts('Tech Transformation')).map((x) => x.revenue))),
      'money',
      'average revenue of the Tech Transformation accounts',
    ),
  ),

  // The marketing analyst.
  q(
    'CG-t09',
    'territory',
    'Looking at the territory contacts, which job title shows up most often?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await d.territoryContacts(), (c) => c.job_title),
          'max',
        ),
      'most common territory job title',
    ),
  ),
  q(
    'CG-t10',
    'territory',
    'How many Directors of Marketing are there among the contacts at my accounts?',
    BB.num(
      async (d) => {
        const ids = await myIds(d);
        return (await d.territoryContacts({ job_title: 'Director of Marketing' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'Directors of Marketing at my accounts',
    ),
  ),
  q(
    'CG-t11',
    'territory',
    'How many third-party accounts fall under the High Value Outreach campaign?',
    BB.num(async (d) => (await d.thirdPartyAccounts('High Value Outreach')).length, 'count', 'High Value Outreach accounts'),
  ),
  q(
    'CG-t12',
    'territory',
    ['Which of my accounts have a Director of Marketing on file?', 'How many of those are in New York?'],
    BB.num(
      async (d) => {
        const withDom = new Set((await d.territoryContacts({ job_title: 'Director of Marketing' })).map((c) => c.account_id));
        return (await MY(d)).filter((x) => withDom.has(x.id) && x.state === 'NY').length;
      },
      'count',
      'my NY accounts with a Director of Marketing',
    ),
  ),

  // Someone typing on a phone.
  q(
    'CG-t13',
    'territory',
    'my txas accts rev total',
    BB.num(async (d) => sum((await MY(d)).filter(inSt('TX')).map((x) => x.revenue)), 'money', 'revenue of my TX accounts'),
  ),
  q(
    'CG-t14',
    'territory',
    'contacts @ meridian labs group',
    BB.list(
      async (d) => [(await peopleAt(d, 'Meridian Labs Group')).map((c) => c.name), await contactNames(d)],
      'contacts at Meridian Labs Group',
    ),
  ),
  q(
    'CG-t15',
    'territory',
    'hw many 3rd party accts in florida',
    BB.num(async (d) => (await TP(d)).filter(inSt('FL')).length, 'count', 'third-party FL accounts'),
  ),
  q(
    'CG-t16',
    'territory',
    'whos the ceo at granite cloud inc',
    BB.name(
      async (d) => (await peopleAt(d, 'Granite Cloud Inc')).filter((c) => c.job_title === CEO).map((c) => c.name),
      'CEO of Granite Cloud Inc',
    ),
  ),
  q(
    'CG-t17',
    'territory',
    'biggest acct in ohio by rev?',
    BB.name(
      async (d) => winners((await allTerritory(d)).filter(inSt('OH')), (x) => x.revenue, 'max').map((x) => x.name),
      'largest OH account',
    ),
  ),
  q(
    'CG-t18',
    'territory',
    ['my accts in oregon', 'which 1 has most rev'],
    BB.name(async (d) => winners((await MY(d)).filter(inSt('OR')), (x) => x.revenue, 'max').map((x) => x.name), 'my largest OR account'),
  ),
  q(
    'CG-t19',
    'territory',
    'job titles at granite health llc?',
    BD.titles(async (d) => await d.jobTitles((await territoryAccount(d, 'Granite Health LLC')).id), 'job titles at Granite Health LLC'),
  ),
  q(
    'CG-t20',
    'territory',
    'hw many accts do i hav in californa',
    BB.num(async (d) => (await MY(d)).filter(inSt('CA')).length, 'count', 'my CA accounts'),
  ),
  q(
    'CG-t21',
    'territory',
    'avg rev my ny accts',
    BB.num(async (d) => avg((await MY(d)).filter(inSt('NY')).map((x) => x.revenue)), 'money', 'average revenue of my NY accounts'),
  ),
  q(
    'CG-t22',
    'territory',
    ['3rd pty accts in GA', 'contacts for those?'],
    BB.list(async (d) => {
      const ids = new Set((await TP(d)).filter(inSt('GA')).map((x) => x.id));
      return [(await d.territoryContacts()).filter((c) => ids.has(c.account_id)).map((c) => c.name), await contactNames(d)];
    }, 'contacts at the third-party GA accounts'),
  ),

  // The regional director.
  q(
    'CG-t23',
    'territory',
    'Give me the top 3 states by total revenue of my accounts.',
    BC.keys(
      async (d) => [topKeys(revByState(await MY(d)), 3, 'max', 'states by my revenue'), ALL_STATES],
      'state',
      'top 3 states by my revenue',
    ),
  ),
  q(
    'CG-t24',
    'territory',
    ['Rank the states by how many third-party accounts each one has.', 'Which state comes second?'],
    BB.state(
      async (d) => [
        nthKey(
          countBy(await TP(d), (x) => x.state),
          2,
          'max',
          'states by third-party account count',
        ),
      ],
      'state second by third-party account count',
    ),
  ),
  q(
    'CG-t25',
    'territory',
    'Where does Ohio rank among the states by total third-party account revenue?',
    needRank(
      async (d) => rankOf(revByState(await TP(d)), 'OH', 'max', 'states by third-party revenue'),
      'rank of OH by third-party revenue',
    ),
  ),
  q(
    'CG-t26',
    'territory',
    'Which 5 of my accounts bring in the least revenue?',
    BB.list(
      async (d) => [firstN(await MY(d), (x) => x.revenue, 5, 'min').map((x) => x.name), await territoryNames(d)],
      'my 5 smallest accounts',
    ),
  ),
  q(
    'CG-t27',
    'territory',
    ['Top 3 third-party accounts by revenue, please.', 'And the next one?'],
    BB.name(async (d) => {
      const s = firstN(await TP(d), (x) => x.revenue, 4, 'max');
      if (s[2]!.revenue === s[3]!.revenue) throw new Error('third and fourth third-party accounts tie');
      return [s[3]!.name];
    }, 'fourth largest third-party account'),
  ),
  q(
    'CG-t28',
    'territory',
    ['What are the top 3 states by combined revenue of all accounts, mine and third-party?', 'What about the bottom 3?'],
    BC.keys(
      async (d) => [topKeys(revByState(await allTerritory(d)), 3, 'min', 'states by all territory revenue'), ALL_STATES],
      'state',
      'bottom 3 states by all territory revenue',
    ),
  ),
  q(
    'CG-t29',
    'territory',
    'In which state do I have the most accounts, and how many are there?',
    BB.each(
      BB.state(
        async (d) =>
          winners(
            countBy(await MY(d), (x) => x.state),
            (x) => x.value,
            'max',
          ).map((x) => x.key),
        'state with most of my accounts',
      ),
      BB.num(async (d) => Math.max(...countBy(await MY(d), (x) => x.state).map((x) => x.value)), 'count', 'my accounts in that state'),
    ),
  ),
  q(
    'CG-t30',
    'territory',
    'Across how many different states are my accounts spread?',
    BB.num(async (d) => new Set((await MY(d)).map((x) => x.state)).size, 'count', 'states with my accounts'),
  ),
  q(
    'CG-t31',
    'territory',
    'Which state ranks last by the total revenue of my accounts?',
    BB.state(
      async (d) => winners(revByState(await MY(d)), (x) => x.value, 'min').map((x) => x.key),
      'state with the least revenue of my accounts',
    ),
  ),
  q(
    'CG-t32',
    'territory',
    ['Show me my Illinois accounts ranked by revenue.', 'Which one is number two?'],
    BB.name(async (d) => {
      const s = firstN((await MY(d)).filter(inSt('IL')), (x) => x.revenue, 2, 'max');
      if (s[0]!.revenue === s[1]!.revenue) throw new Error('my top two IL accounts tie');
      return [s[1]!.name];
    }, 'my second largest IL account'),
  ),
];

export const SET_CG: HeldOut[] = [...TERRITORY, ...SET_CG_MORE];
