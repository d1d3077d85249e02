// Held-out set CB: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: a finance controller who wants one
// exact figure per question (totals, shares, "to the dollar", "in millions", year-to-date); a
// regional director working in chains of follow-ups (narrowing, picking from a list, switching
// the measure, the place or the period); someone typing fast on a laptop (lower case, typos,
// run-together words, missing words, one fair meaning each); a new hire learning what the data
// holds (which values exist, counts per value, biggest and smallest, who works where).
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; the director's 20 are follow-ups asked in one session (the
// last answer is judged). Every expected answer is computed from the APIs' data when the
// checker runs.
// Here the territory questions; the CRM ones are in set-cb2.ts, the questions across both APIs
// and the declines in set-cb3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { BB, contactNames, firstN, inSt, MY, territoryContact, territoryNames, TP } from './kinds-bb.js';
import { BD, peopleAt } from './kinds-bd.js';
import { countBy } from './kinds-bv.js';
import { BC } from './kinds-bc.js';
import { STATE_NAMES } from './kinds-k.js';
import { TI } from './kinds-i.js';
import { CB, everyTerritory, percent, soleKey } from './kinds-cb.js';
import { CFO } from './pick.js';
import { SET_CB_MORE } from './set-cb2.js';

const rev = (xs: { revenue: number }[]): number => sum(xs.map((x) => x.revenue));

const TERRITORY: HeldOut[] = [
  // The finance controller: one exact figure per question.
  q(
    'CB-t01',
    'territory',
    'Sum of revenue over all my accounts, exact to the dollar?',
    BB.num(async (d) => rev(await MY(d)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'CB-t02',
    'territory',
    'What percentage of third-party account revenue comes from California? One decimal is fine.',
    BB.num(
      async (d) => {
        const tp = await TP(d);
        return percent(rev(tp.filter(inSt('CA'))), rev(tp));
      },
      'plain',
      'share of third-party revenue in CA (percent)',
    ),
  ),
  q(
    'CB-t03',
    'territory',
    'Total revenue of my Texas accounts, expressed in millions please.',
    BB.num(async (d) => rev((await MY(d)).filter(inSt('TX'))), 'money', 'revenue of my TX accounts'),
  ),
  q(
    'CB-t04',
    'territory',
    'Average revenue per third-party account, rounded to the nearest dollar?',
    BB.num(async (d) => avg((await TP(d)).map((x) => x.revenue)), 'money', 'average revenue of third-party accounts'),
  ),
  q(
    'CB-t05',
    'territory',
    "What fraction of my accounts' total revenue sits in New York? Give it to me as a percentage.",
    BB.num(
      async (d) => {
        const my = await MY(d);
        return percent(rev(my.filter(inSt('NY'))), rev(my));
      },
      'plain',
      'share of my revenue in NY (percent)',
    ),
  ),
  q(
    'CB-t06',
    'territory',
    'Grand total of revenue across every territory account, mine and third-party combined?',
    BB.num(async (d) => rev(await everyTerritory(d)), 'money', 'revenue of all territory accounts'),
  ),
  q(
    'CB-t07',
    'territory',
    'By how many dollars does the total revenue of my accounts exceed that of the third-party accounts?',
    BB.num(
      async (d) => {
        const diff = rev(await MY(d)) - rev(await TP(d));
        if (diff <= 0) throw new Error('my accounts do not out-earn the third-party ones (the question assumes they do)');
        return diff;
      },
      'money',
      'revenue of my accounts minus third-party revenue',
    ),
  ),
  q(
    'CB-t08',
    'territory',
    'Of my accounts, what percent have revenue over $5 million?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return percent(my.filter((x) => x.revenue > 5_000_000).length, my.length);
      },
      'plain',
      'share of my accounts above $5M (percent)',
    ),
  ),

  // The regional director: chains of follow-ups.
  q(
    'CB-t09',
    'territory',
    ['Pull up my Texas accounts.', 'Narrow that down to the ones earning over $3 million.'],
    CB.list(
      async (d) => [(await MY(d)).filter((x) => x.state === 'TX' && x.revenue > 3_000_000).map((x) => x.name), await territoryNames(d)],
      'my TX accounts above $3M',
    ),
  ),
  q(
    'CB-t10',
    'territory',
    ["What's my highest-revenue account in California?", 'And who do we know at that account?'],
    CB.list(async (d) => {
      const top = winners((await MY(d)).filter(inSt('CA')), (x) => x.revenue, 'max');
      if (top.length !== 1) throw new Error('my CA accounts tie on revenue');
      return [(await peopleAt(d, top[0]!.name)).map((c) => c.name), await contactNames(d)];
    }, 'contacts at my largest CA account'),
  ),
  q(
    'CB-t11',
    'territory',
    ['Give me the five biggest third-party accounts by revenue.', 'Which of them are in Texas?'],
    CB.list(
      async (d) => [
        firstN(await TP(d), (x) => x.revenue, 5, 'max')
          .filter(inSt('TX'))
          .map((x) => x.name),
        await territoryNames(d),
      ],
      'top-5 third-party accounts in TX',
    ),
  ),
  q(
    'CB-t12',
    'territory',
    ['Count the third-party accounts in Ohio for me.', 'Now for Colorado.'],
    BB.num(async (d) => (await TP(d)).filter(inSt('CO')).length, 'count', 'third-party accounts in CO'),
  ),
  q(
    'CB-t13',
    'territory',
    ["What's the total revenue of my Illinois accounts?", 'Same, but as a count of accounts.'],
    BB.num(async (d) => (await MY(d)).filter(inSt('IL')).length, 'count', 'my accounts in IL'),
  ),
  q(
    'CB-t14',
    'territory',
    ['Line up my New York accounts from biggest to smallest revenue.', 'Who are the contacts at the second one?'],
    CB.list(async (d) => {
      const ny = firstN((await MY(d)).filter(inSt('NY')), (x) => x.revenue, 2, 'max');
      if (ny.length < 2) throw new Error('fewer than two NY accounts');
      return [(await peopleAt(d, ny[1]!.name)).map((c) => c.name), await contactNames(d)];
    }, 'contacts at my second-largest NY account'),
  ),
  q(
    'CB-t15',
    'territory',
    ['How many accounts of mine sit in Massachusetts?', 'And Pennsylvania?', 'Total up what those Pennsylvania ones bring in.'],
    BB.num(async (d) => rev((await MY(d)).filter(inSt('PA'))), 'money', 'revenue of my PA accounts'),
  ),
  q(
    'CB-t16',
    'territory',
    ['Which territory contacts are Sales Managers?', 'Of those, who works at a third-party account?'],
    CB.list(async (d) => {
      const tp = new Set((await TP(d)).map((x) => x.id));
      const hit = (await d.territoryContacts({ job_title: 'Sales Manager' })).filter((c) => tp.has(c.account_id));
      return [hit.map((c) => c.name), await contactNames(d)];
    }, 'Sales Managers at third-party accounts'),
  ),

  // Typing fast on a laptop.
  q(
    'CB-t17',
    'territory',
    'how many acounts do i have in califronia',
    BB.num(async (d) => (await MY(d)).filter(inSt('CA')).length, 'count', 'my accounts in CA'),
  ),
  q(
    'CB-t18',
    'territory',
    'top 3 thrid party acounts by revnue',
    CB.ordered(
      async (d) => [firstN(await TP(d), (x) => x.revenue, 3, 'max').map((x) => x.name), await territoryNames(d)],
      'top 3 third-party accounts by revenue',
    ),
  ),
  q(
    'CB-t19',
    'territory',
    'totl revnue my acounts florda',
    BB.num(async (d) => rev((await MY(d)).filter(inSt('FL'))), 'money', 'revenue of my FL accounts'),
  ),
  q(
    'CB-t20',
    'territory',
    'whos the cfo at pioneer motors inc',
    BB.name(
      async (d) => (await peopleAt(d, 'Pioneer Motors Inc')).filter((c) => c.job_title === CFO).map((c) => c.name),
      'CFO of Pioneer Motors Inc',
    ),
  ),
  q(
    'CB-t21',
    'territory',
    'avg revenue thirdparty accts in texas',
    BB.num(async (d) => avg((await TP(d)).filter(inSt('TX')).map((x) => x.revenue)), 'money', 'average revenue of third-party TX accounts'),
  ),
  q(
    'CB-t22',
    'territory',
    'how many contacts r data scientsts',
    BB.num(async (d) => (await d.territoryContacts({ job_title: 'Data Scientist' })).length, 'count', 'contacts titled Data Scientist'),
  ),
  q(
    'CB-t23',
    'territory',
    'which state do my acounts make the most revnue in',
    BB.state(
      async (d) => [
        soleKey(
          groups(await MY(d), (x) => x.state, rev),
          'max',
          'states of my accounts by revenue',
        ),
      ],
      'state with the most revenue from my accounts',
    ),
  ),
  q(
    'CB-t24',
    'territory',
    'smallest acount i own by revenu',
    BB.name(async (d) => winners(await MY(d), (x) => x.revenue, 'min').map((x) => x.name), 'my smallest account'),
  ),

  // The new hire learning the data.
  q(
    'CB-t25',
    'territory',
    'Which states do I have accounts in?',
    BC.keys(async (d) => [[...new Set((await MY(d)).map((x) => x.state))], Object.keys(STATE_NAMES)], 'state', 'states of my accounts'),
  ),
  q(
    'CB-t26',
    'territory',
    'I am new here: what job titles do our territory contacts have?',
    BD.titles(async (d) => (await d.territoryContacts()).map((c) => c.job_title), 'job titles of the territory contacts'),
  ),
  q(
    'CB-t27',
    'territory',
    'How many territory contacts are there for each job title?',
    BD.breakdown(async (d) => countBy(await d.territoryContacts(), (c) => c.job_title), 'count', 'territory contacts per job title'),
  ),
  q(
    'CB-t28',
    'territory',
    'Which third-party account is the smallest by revenue?',
    BB.name(async (d) => winners(await TP(d), (x) => x.revenue, 'min').map((x) => x.name), 'smallest third-party account'),
  ),
  q(
    'CB-t29',
    'territory',
    'How many different states are the third-party accounts spread across?',
    BB.num(async (d) => new Set((await TP(d)).map((x) => x.state)).size, 'count', 'states of the third-party accounts'),
  ),
  q(
    'CB-t30',
    'territory',
    'Who do we have on file at Granite Health LLC?',
    CB.list(
      async (d) => [(await peopleAt(d, 'Granite Health LLC')).map((c) => c.name), await contactNames(d)],
      'contacts at Granite Health LLC',
    ),
  ),
  q('CB-t31', 'territory', 'How many of my accounts are there in each state?', TI.stateBreakdown('my')),
  q(
    'CB-t32',
    'territory',
    'Which account does Fatima Hernandez work at?',
    BB.name(async (d) => {
      const c = await territoryContact(d, 'Fatima Hernandez');
      return (await everyTerritory(d)).filter((x) => x.id === c.account_id).map((x) => x.name);
    }, 'account of Fatima Hernandez'),
  ),
];

export const SET_CB: HeldOut[] = [...TERRITORY, ...SET_CB_MORE];
