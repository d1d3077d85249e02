// Held-out set CD: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each:
//   - a finance controller who wants exact figures (totals, sums, shares, "in millions", "to the
//     dollar", rounding, year-to-date and full-year figures), one figure per question;
//   - a regional director working in chains of follow-ups (narrowing, picking from a previous
//     list, switching the measure, the place or the period), every question 2 or 3 turns;
//   - someone typing fast on a laptop: lower case, no question marks, typos, missing words;
//   - a new hire learning the data: what exists, how it is spread, counts per value, the biggest
//     and smallest of a kind, who works where.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 20 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-cd2.ts, the questions across both APIs,
// the declines and the few helpers the three files share in set-cd3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { allTerritory, BB, contactNames, inSt, MY, rev, territoryContact, territoryNames, TP } from './kinds-bb.js';
import { BD, nthBy, peopleAt } from './kinds-bd.js';
import { withAliases } from './kinds-cd.js';
import { TI } from './kinds-i.js';
import { best, countBy, share } from './kinds-bv.js';
import { CEO, CFO } from './pick.js';
import { SET_CD_MORE } from './set-cd2.js';
import { rounded, stateAbout } from './set-cd3.js';

const TERRITORY: HeldOut[] = [
  // The finance controller: exact figures, one per question.
  q(
    'CD-t01',
    'territory',
    'What is the combined revenue of all my accounts, to the dollar?',
    BB.num(async (d) => rev(await MY(d)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'CD-t02',
    'territory',
    "What fraction of my accounts' total revenue comes from California? Please give it as a percentage.",
    BB.num(
      async (d) => {
        const mine = await MY(d);
        return share(rev(mine.filter(inSt('CA'))), rev(mine));
      },
      'plain',
      'share (percent) of my revenue from CA accounts',
    ),
  ),
  q(
    'CD-t03',
    'territory',
    'What is the total revenue of the third-party accounts in Texas, in millions?',
    BB.num(async (d) => rev((await TP(d)).filter(inSt('TX'))), 'money', 'total revenue of third-party TX accounts'),
  ),
  q(
    'CD-t04',
    'territory',
    'What percentage of the third-party accounts have revenue above $5 million?',
    BB.num(
      async (d) => {
        const tp = await TP(d);
        return share(tp.filter((x) => x.revenue > 5_000_000).length, tp.length);
      },
      'plain',
      'share (percent) of third-party accounts above $5M',
    ),
  ),
  q(
    'CD-t05',
    'territory',
    "What's the average revenue of my Texas accounts, rounded to the nearest thousand dollars?",
    BB.num(
      async (d) => rounded(avg((await MY(d)).filter(inSt('TX')).map((x) => x.revenue)), 1000),
      'money',
      'average revenue of my TX accounts',
    ),
  ),
  q(
    'CD-t06',
    'territory',
    'Taking only my accounts with revenue under $1 million, how much revenue do they add up to in total?',
    BB.num(async (d) => rev((await MY(d)).filter((x) => x.revenue < 1_000_000)), 'money', 'total revenue of my accounts under $1M'),
  ),
  q(
    'CD-t07',
    'territory',
    'Of all territory revenue, mine plus third-party, what share sits in my own accounts? One decimal, please.',
    BB.num(
      async (d) => {
        const mine = rev(await MY(d));
        return share(mine, mine + rev(await TP(d)));
      },
      'plain',
      'share (percent) of all territory revenue in my accounts',
    ),
  ),
  q(
    'CD-t08',
    'territory',
    'Exactly how much account revenue does the High Value Outreach campaign cover?',
    BB.num(
      async (d) => rev(await d.thirdPartyAccounts('High Value Outreach')),
      'money',
      'total revenue of the High Value Outreach accounts',
    ),
  ),

  // The regional director: chains of follow-ups.
  q(
    'CD-t09',
    'territory',
    ['Show me my accounts in Texas.', 'Of those, which ones bring in more than $3 million?'],
    BB.list(
      async (d) => [(await MY(d)).filter((x) => x.state === 'TX' && x.revenue > 3_000_000).map((x) => x.name), await territoryNames(d)],
      'my TX accounts above $3M',
    ),
  ),
  q(
    'CD-t10',
    'territory',
    ['List the third-party accounts in Ohio by revenue.', 'Who are the contacts at the top one?'],
    BB.list(async (d) => {
      const top = winners((await TP(d)).filter(inSt('OH')), (x) => x.revenue, 'max');
      if (top.length !== 1) throw new Error('third-party OH accounts tie on revenue');
      return [(await peopleAt(d, top[0]!.name)).map((c) => c.name), await contactNames(d)];
    }, 'contacts at the largest third-party OH account'),
  ),
  q(
    'CD-t11',
    'territory',
    ['How many of my accounts are in California?', 'Now for Florida.'],
    BB.num(async (d) => (await MY(d)).filter(inSt('FL')).length, 'count', 'my FL accounts'),
  ),
  q(
    'CD-t12',
    'territory',
    ["What's the total revenue of my accounts in Massachusetts?", 'Same thing but by count.'],
    BB.num(async (d) => (await MY(d)).filter(inSt('MA')).length, 'count', 'my MA accounts'),
  ),
  q(
    'CD-t13',
    'territory',
    ['Top 5 third-party accounts by revenue, please.', 'The second one: which state is it in?'],
    stateAbout(
      async (d) => nthBy(await TP(d), (x) => x.revenue, 2, 'max', 'second largest third-party account'),
      'state of the second largest third-party account',
    ),
  ),
  q(
    'CD-t14',
    'territory',
    ['Which of my accounts have a Chief Executive Officer on file?', 'Which of those are in New York?'],
    BB.list(async (d) => {
      const ceoAt = new Set((await d.territoryContacts({ job_title: CEO })).map((c) => c.account_id));
      return [(await MY(d)).filter((x) => x.state === 'NY' && ceoAt.has(x.id)).map((x) => x.name), await territoryNames(d)];
    }, 'my NY accounts with a CEO'),
  ),
  q(
    'CD-t15',
    'territory',
    ['Average revenue of my accounts in Washington?', 'And the third-party ones there?'],
    BB.num(async (d) => avg((await TP(d)).filter(inSt('WA')).map((x) => x.revenue)), 'money', 'average revenue of third-party WA accounts'),
  ),
  q(
    'CD-t16',
    'territory',
    [
      'Which state has the most third-party accounts?',
      'List the ones there under $2 million.',
      'Who are the contacts at the smallest of them?',
    ],
    BB.list(async (d) => {
      const tp = await TP(d);
      const top = best(
        countBy(tp, (x) => x.state),
        'max',
      );
      if (top.length !== 1) throw new Error('states tie on third-party accounts');
      const small = winners(
        tp.filter((x) => x.state === top[0] && x.revenue < 2_000_000),
        (x) => x.revenue,
        'min',
      );
      if (small.length !== 1) throw new Error('smallest account ties');
      return [(await peopleAt(d, small[0]!.name)).map((c) => c.name), await contactNames(d)];
    }, 'contacts at the smallest third-party account under $2M in the top state'),
  ),

  // Typing fast on a laptop.
  q(
    'CD-t17',
    'territory',
    'how many acounts do i have in texs',
    BB.num(async (d) => (await MY(d)).filter(inSt('TX')).length, 'count', 'my TX accounts'),
  ),
  q(
    'CD-t18',
    'territory',
    'biggest third party acct by revenu',
    BB.name(async (d) => winners(await TP(d), (x) => x.revenue, 'max').map((x) => x.name), 'largest third-party account'),
  ),
  q(
    'CD-t19',
    'territory',
    'total revnue for my acounts in illinois',
    BB.num(async (d) => rev((await MY(d)).filter(inSt('IL'))), 'money', 'total revenue of my IL accounts'),
  ),
  q(
    'CD-t20',
    'territory',
    'who is the cfo at nova motors corp',
    BB.name(
      async (d) => (await peopleAt(d, 'Nova Motors Corp')).filter((c) => c.job_title === CFO).map((c) => c.name),
      'CFO of Nova Motors Corp',
    ),
  ),
  q(
    'CD-t21',
    'territory',
    'list third party accts in oregon',
    BB.list(async (d) => [(await TP(d)).filter(inSt('OR')).map((x) => x.name), await territoryNames(d)], 'third-party OR accounts'),
  ),
  q(
    'CD-t22',
    'territory',
    'how many contacts r data scientists',
    BB.num(async (d) => (await d.territoryContacts({ job_title: 'Data Scientist' })).length, 'count', 'territory Data Scientists'),
  ),
  q(
    'CD-t23',
    'territory',
    'smallest acount i own in californa',
    BB.name(async (d) => winners((await MY(d)).filter(inSt('CA')), (x) => x.revenue, 'min').map((x) => x.name), 'my smallest CA account'),
  ),
  q(
    'CD-t24',
    'territory',
    'whats the email for priya walker',
    BB.every(async (d) => [(await territoryContact(d, 'Priya Walker')).email], 'e-mail of Priya Walker'),
  ),

  // The new hire learning the data.
  q(
    'CD-t25',
    'territory',
    'Which job titles exist among the territory contacts?',
    BD.titles(async (d) => (await d.territoryContacts()).map((c) => c.job_title), 'job titles of the territory contacts'),
  ),
  q(
    'CD-t26',
    'territory',
    'How many different states are my accounts spread across?',
    BB.num(async (d) => new Set((await MY(d)).map((x) => x.state)).size, 'count', 'states of my accounts'),
  ),
  q('CD-t27', 'territory', 'How many third-party accounts are there in each state?', TI.stateBreakdown('tp')),
  q(
    'CD-t28',
    'territory',
    'Which of my accounts has the lowest revenue?',
    BB.name(async (d) => winners(await MY(d), (x) => x.revenue, 'min').map((x) => x.name), 'my smallest account'),
  ),
  q(
    'CD-t29',
    'territory',
    'Who works at Harbor Labs Inc?',
    BB.list(async (d) => [(await peopleAt(d, 'Harbor Labs Inc')).map((c) => c.name), await contactNames(d)], 'contacts at Harbor Labs Inc'),
  ),
  q(
    'CD-t30',
    'territory',
    'Which account does Kenji Taylor work at?',
    BB.name(async (d) => {
      const c = await territoryContact(d, 'Kenji Taylor');
      return (await allTerritory(d)).filter((x) => x.id === c.account_id).map((x) => x.name);
    }, 'account of Kenji Taylor'),
  ),
  q(
    'CD-t31',
    'territory',
    'How many contacts are there in the territory data altogether?',
    BB.num(async (d) => (await d.territoryContacts()).length, 'count', 'territory contacts'),
  ),
  q(
    'CD-t32',
    'territory',
    'Which job title is the most common among the territory contacts?',
    BB.name(
      async (d) =>
        best(
          countBy(await d.territoryContacts(), (c) => c.job_title),
          'max',
        ).flatMap(withAliases),
      'most common job title',
    ),
  ),
];

export const SET_CD: HeldOut[] = [...TERRITORY, ...SET_CD_MORE];
