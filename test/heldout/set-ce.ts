// Held-out set CE: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: an operations analyst comparing
// two things (one comparison per question), a sales manager preparing a quarterly review
// (quarters, months, overdue deals, averages, follow-ups that switch the quarter or the stage),
// a non-native English speaker (unusual word order, wrong prepositions or articles, one fair
// meaning each), and a careful newcomer asking for lists and lookups (with "and their titles?" /
// "which of them" follow-ups). 80 questions: 32 territory, 32 CRM, 6 that need both APIs
// (labelled by the API whose figure answers them), 10 to be declined; 16 are follow-ups asked in
// one session (the last answer is judged). Every expected answer is computed from the APIs' data
// when the checker runs.
// Here the territory questions; the CRM ones are in set-ce2.ts, the questions across both APIs
// and the declines in set-ce3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { BB, contactNames, firstN, inSt, MY, rev, territoryAccount, territoryContact, territoryNames, TP } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD } from './kinds-bd.js';
import { myIds, peopleOf } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import { CE } from './kinds-ce.js';
import { T } from './kinds.js';
import { SET_CE_MORE } from './set-ce2.js';

const TERRITORY: HeldOut[] = [
  // The operations analyst comparing things.
  q(
    'CE-t01',
    'territory',
    'How much more revenue do my Texas accounts bring in than my Florida accounts?',
    BB.num(
      async (d) => rev((await MY(d)).filter(inSt('TX'))) - rev((await MY(d)).filter(inSt('FL'))),
      'money',
      'my TX revenue minus my FL revenue',
    ),
  ),
  q(
    'CE-t02',
    'territory',
    'How many times larger is my biggest account than my smallest one, by revenue?',
    BC.decimal(async (d) => {
      const my = await MY(d);
      return Math.max(...my.map((x) => x.revenue)) / Math.min(...my.map((x) => x.revenue));
    }, 'my largest account revenue divided by my smallest'),
  ),
  q(
    'CE-t03',
    'territory',
    'What is the revenue gap between the largest and the smallest third-party account?',
    BB.num(
      async (d) => {
        const tp = await TP(d);
        return Math.max(...tp.map((x) => x.revenue)) - Math.min(...tp.map((x) => x.revenue));
      },
      'money',
      'largest minus smallest third-party revenue',
    ),
  ),
  q(
    'CE-t04',
    'territory',
    'Willow Foods Co versus Juniper Software Corp: which of the two has the higher revenue?',
    BC.first(async (d) => {
      const names = ['Willow Foods Co', 'Juniper Software Corp'];
      const revs = await Promise.all(names.map(async (n) => (await territoryAccount(d, n)).revenue));
      if (revs[0] === revs[1]) throw new Error('tie');
      return { options: names.map((n) => [n]), winner: revs[0]! > revs[1]! ? 0 : 1 };
    }, 'the larger of Willow Foods Co and Juniper Software Corp'),
  ),
  q(
    'CE-t05',
    'territory',
    'By how much does the average revenue of my accounts differ from the average revenue of the third-party accounts?',
    BB.num(
      async (d) => Math.abs(avg((await MY(d)).map((x) => x.revenue)) - avg((await TP(d)).map((x) => x.revenue))),
      'money',
      'gap between the average revenue of my accounts and of third-party accounts',
    ),
  ),
  q(
    'CE-t06',
    'territory',
    'Do the third-party accounts have more contacts on file than my accounts do? By how many?',
    BB.num(
      async (d) => {
        const ids = await myIds(d);
        const cs = await d.territoryContacts();
        const mine = cs.filter((c) => ids.has(c.account_id)).length;
        return Math.abs(cs.length - mine - mine);
      },
      'count',
      'difference between contacts at third-party accounts and at my accounts',
    ),
  ),
  q(
    'CE-t07',
    'territory',
    'Between New York and Texas, which state brings my accounts more total revenue?',
    BC.first(async (d) => {
      const my = await MY(d);
      const ny = rev(my.filter(inSt('NY')));
      const tx = rev(my.filter(inSt('TX')));
      if (ny === tx) throw new Error('tie');
      return {
        options: [
          ['New York', 'NY'],
          ['Texas', 'TX'],
        ],
        winner: ny > tx ? 0 : 1,
      };
    }, 'the state (NY or TX) with more revenue from my accounts'),
  ),
  q(
    'CE-t08',
    'territory',
    ['What do my Arizona accounts add up to in revenue?', 'And how much more is that than my Colorado accounts?'],
    BB.num(
      async (d) => rev((await MY(d)).filter(inSt('AZ'))) - rev((await MY(d)).filter(inSt('CO'))),
      'money',
      'my AZ revenue minus my CO revenue',
    ),
  ),
  q(
    'CE-t09',
    'territory',
    'What percentage of my total revenue comes from my California accounts?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return (rev(my.filter(inSt('CA'))) / rev(my)) * 100;
      },
      'plain',
      'share of my revenue from CA (percent)',
    ),
  ),

  // The sales manager preparing a quarterly review.
  q(
    'CE-t10',
    'territory',
    'For my quarterly review: what is the average revenue per account in my territory?',
    BB.num(async (d) => avg((await MY(d)).map((x) => x.revenue)), 'money', 'average revenue of my accounts'),
  ),
  q(
    'CE-t11',
    'territory',
    ['I need my top 5 accounts by revenue for the review deck.', 'Which of those are in California?'],
    BB.list(async (d) => {
      const top = firstN(await MY(d), (x) => x.revenue, 5, 'max');
      return [top.filter(inSt('CA')).map((x) => x.name), await territoryNames(d)];
    }, 'my top 5 accounts that are in CA'),
  ),
  q(
    'CE-t12',
    'territory',
    'On average, how many contacts does each third-party account have on file?',
    BC.decimal(async (d) => {
      const tp = await TP(d);
      const ids = new Set(tp.map((x) => x.id));
      return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length / tp.length;
    }, 'average contacts per third-party account'),
  ),
  q(
    'CE-t13',
    'territory',
    ['Average revenue of my Texas accounts, please.', 'Same number for my New York accounts.'],
    BB.num(async (d) => avg((await MY(d)).filter(inSt('NY')).map((x) => x.revenue)), 'money', 'average revenue of my NY accounts'),
  ),
  q(
    'CE-t14',
    'territory',
    'How many of my accounts are doing over $5 million in revenue?',
    BB.num(async (d) => (await MY(d)).filter((x) => x.revenue > 5_000_000).length, 'count', 'my accounts above $5M'),
  ),
  q(
    'CE-t15',
    'territory',
    'What is the combined revenue of my accounts outside California?',
    BB.num(async (d) => rev((await MY(d)).filter((x) => x.state !== 'CA')), 'money', 'revenue of my accounts outside CA'),
  ),

  // The non-native English speaker.
  q(
    'CE-t16',
    'territory',
    'Texas state, how many accounts I am having there?',
    BB.num(async (d) => (await MY(d)).filter(inSt('TX')).length, 'count', 'my accounts in TX'),
  ),
  q(
    'CE-t17',
    'territory',
    'Give me revenue total for the third party accounts of Georgia.',
    BB.num(async (d) => rev((await TP(d)).filter(inSt('GA'))), 'money', 'revenue of third-party GA accounts'),
  ),
  q(
    'CE-t18',
    'territory',
    'The contacts with job Data Scientist, how many is it in total?',
    BB.num(async (d) => (await d.territoryContacts({ job_title: 'Data Scientist' })).length, 'count', 'territory Data Scientists'),
  ),
  q(
    'CE-t19',
    'territory',
    'Which is the most rich account between my accounts in Illinois?',
    BB.name(async (d) => winners((await MY(d)).filter(inSt('IL')), (x) => x.revenue, 'max').map((x) => x.name), 'my largest IL account'),
  ),
  q(
    'CE-t20',
    'territory',
    ['Show me third party accounts in the Washington state.', 'Which from them have revenue more than 2.8 million?'],
    BB.list(
      async (d) => [(await TP(d)).filter((x) => x.state === 'WA' && x.revenue > 2_800_000).map((x) => x.name), await territoryNames(d)],
      'third-party WA accounts above $2.8M',
    ),
  ),
  q(
    'CE-t21',
    'territory',
    'Nova Energy Corp, who is there the director of marketing?',
    BB.name(
      async (d) => (await peopleOf(d, 'Nova Energy Corp')).filter((c) => c.job_title === 'Director of Marketing').map((c) => c.name),
      'Director of Marketing at Nova Energy Corp',
    ),
  ),
  q(
    'CE-t22',
    'territory',
    'For the accounts of me in Florida, the average revenue is what?',
    BB.num(async (d) => avg((await MY(d)).filter(inSt('FL')).map((x) => x.revenue)), 'money', 'average revenue of my FL accounts'),
  ),
  q('CE-t23', 'territory', 'How many contact persons has Harbor Labs Inc?', T.contactCountAt('Harbor Labs Inc')),
  q(
    'CE-t24',
    'territory',
    'The email of Omar Wilson, what is it?',
    BB.every(async (d) => [(await territoryContact(d, 'Omar Wilson')).email], 'e-mail of Omar Wilson'),
  ),

  // The careful newcomer asking for lists and lookups.
  q(
    'CE-t25',
    'territory',
    'Which accounts are in Oregon?',
    CE.listEither(async (d) => {
      const my = (await MY(d)).filter(inSt('OR')).map((x) => x.name);
      const every = [...my, ...(await TP(d)).filter(inSt('OR')).map((x) => x.name)];
      return [[my, every], await territoryNames(d)];
    }, 'accounts in OR (mine, or mine and third-party)'),
  ),
  q(
    'CE-t26',
    'territory',
    ['Show me the contacts at Cedar Software Corp.', 'and their titles?'],
    CE.forms(async (d) => {
      const people = await peopleOf(d, 'Cedar Software Corp');
      return [...people.map((c) => [c.name]), ...[...new Set(people.map((c) => c.job_title))].map(withAliases)];
    }, 'contacts at Cedar Software Corp with their job titles'),
  ),
  q(
    'CE-t27',
    'territory',
    'What is the email address of Priya Walker?',
    BB.every(async (d) => [(await territoryContact(d, 'Priya Walker')).email], 'e-mail of Priya Walker'),
  ),
  q(
    'CE-t28',
    'territory',
    ['Which of my accounts are in Massachusetts?', 'Which of them have a Sales Manager on file?'],
    BB.list(async (d) => {
      const hit = [];
      for (const x of (await MY(d)).filter(inSt('MA')))
        if ((await d.territoryContacts({ account_id: x.id, job_title: 'Sales Manager' })).length > 0) hit.push(x.name);
      return [hit, await territoryNames(d)];
    }, 'my MA accounts with a Sales Manager'),
  ),
  q(
    'CE-t29',
    'territory',
    'Can you list the Chief Financial Officers at my accounts?',
    BB.list(async (d) => {
      const ids = await myIds(d);
      const cfos = (await d.territoryContacts({ job_title: 'Chief Financial Officer' })).filter((c) => ids.has(c.account_id));
      return [cfos.map((c) => c.name), await contactNames(d)];
    }, 'CFOs at my accounts'),
  ),
  q(
    'CE-t30',
    'territory',
    'What job titles are there at Iron Health LLC?',
    BD.titles(async (d) => d.jobTitles((await territoryAccount(d, 'Iron Health LLC')).id), 'job titles at Iron Health LLC'),
  ),
  q(
    'CE-t31',
    'territory',
    ['List the third-party accounts in Florida.', 'Which of them have revenue under $5 million?'],
    BB.list(
      async (d) => [(await TP(d)).filter((x) => x.state === 'FL' && x.revenue < 5_000_000).map((x) => x.name), await territoryNames(d)],
      'third-party FL accounts under $5M',
    ),
  ),
  q(
    'CE-t32',
    'territory',
    'Which account does Daniel Hernandez work for?',
    BB.name(async (d) => {
      const c = await territoryContact(d, 'Daniel Hernandez');
      return [...(await MY(d)), ...(await TP(d))].filter((x) => x.id === c.account_id).map((x) => x.name);
    }, 'account of Daniel Hernandez'),
  ),
];

export const SET_CE: HeldOut[] = [...TERRITORY, ...SET_CE_MORE];
