// Practice set BD: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type; not sealed. Four kinds of user, each in their own voice: a customer-success
// manager checking on accounts and people (who works where, titles, e-mails, phone numbers,
// accounts without contacts; casual, a few typos); a marketing-operations analyst asking about
// leads (sources, statuses, scores, conversion, when they were created, counts by group,
// breakdowns); a sales director asking for rankings and pipeline (largest/smallest, 2nd and 3rd
// place, top N, open vs won vs lost, expected close dates, amounts by stage, win rate); and a
// sceptical auditor probing edge cases (missing or empty fields, zero results, exact boundary
// values, "none of", "neither ... nor", "only those without ..."). 80 questions: 32 territory,
// 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10 to be
// declined; 11 are follow-ups asked in one session (the last answer is judged).
// Here the first half of the territory questions; the rest are in set-bd2.ts (territory, both
// APIs), set-bd3.ts (CRM) and set-bd4.ts (CRM, declines).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { allTerritory, BB, contactNames, firstN, inSt, listOf, MY, rev, territoryContact, TP } from './kinds-bb.js';
import { BD, nthBy, peopleAt } from './kinds-bd.js';
import { TAZ } from './kinds-az.js';
import { SET_BD_PART2 } from './set-bd2.js';
import { SET_BD_PART3 } from './set-bd3.js';
import { SET_BD_PART4 } from './set-bd4.js';

const TERRITORY: HeldOut[] = [
  // The customer-success manager.
  q(
    'BD-t01',
    'territory',
    "who's the data scientist over at Cedar Software Corp?",
    BB.name(
      async (d) => (await peopleAt(d, 'Cedar Software Corp')).filter((c) => c.job_title === 'Data Scientist').map((c) => c.name),
      'Data Scientist at Cedar Software Corp',
    ),
  ),
  q(
    'BD-t02',
    'territory',
    "Can you pull up Isabella Nguyen's email address?",
    BB.every(async (d) => [(await territoryContact(d, 'Isabella Nguyen')).email], 'e-mail of Isabella Nguyen'),
  ),
  q(
    'BD-t03',
    'territory',
    'Which company does Wei Hernandez work for?',
    BB.name(async (d) => {
      const c = await territoryContact(d, 'Wei Hernandez');
      return (await allTerritory(d)).filter((x) => x.id === c.account_id).map((x) => x.name);
    }, 'account of Wei Hernandez'),
  ),
  q(
    'BD-t04',
    'territory',
    'what is harper moore’s job title',
    BB.name(async (d) => [(await territoryContact(d, 'Harper Moore')).job_title], 'job title of Harper Moore'),
  ),
  q(
    'BD-t05',
    'territory',
    ['Who do we have on file at Iron Health LLC?', 'and what are their emails?'],
    BB.every(async (d) => (await peopleAt(d, 'Iron Health LLC')).map((c) => c.email), 'e-mails of the contacts at Iron Health LLC'),
  ),
  q(
    'BD-t06',
    'territory',
    'list the poeple at Orchid Labs LLC with their titles',
    BB.list(async (d) => [(await peopleAt(d, 'Orchid Labs LLC')).map((c) => c.name), await contactNames(d)], 'contacts at Orchid Labs LLC'),
  ),
  q(
    'BD-t07',
    'territory',
    'Which job titles are represented among the contacts at Granite Health LLC?',
    BD.titles(async (d) => (await peopleAt(d, 'Granite Health LLC')).map((c) => c.job_title), 'job titles at Granite Health LLC'),
  ),
  q(
    'BD-t08',
    'territory',
    'Are any of my accounts sitting with no contacts on file at all?',
    BB.yes(async (d) => {
      const cs = await d.territoryContacts();
      return (await MY(d)).filter((x) => !cs.some((c) => c.account_id === x.id)).length;
    }, 'my accounts without any contact'),
  ),
  q(
    'BD-t09',
    'territory',
    ['Show me all the VPs of Sales at third-party accounts', 'only the ones in Florida'],
    BB.list(async (d) => {
      const ids = new Set((await TP(d)).filter(inSt('FL')).map((x) => x.id));
      return [
        (await d.territoryContacts({ job_title: 'Vice President of Sales' })).filter((c) => ids.has(c.account_id)).map((c) => c.name),
        await contactNames(d),
      ];
    }, 'VPs of Sales at third-party accounts in Florida'),
  ),
  q(
    'BD-t10',
    'territory',
    'How many account execs work at my accounts?',
    BB.num(
      async (d) => {
        const ids = new Set((await MY(d)).map((x) => x.id));
        return (await d.territoryContacts({ job_title: 'Account Executive' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'Account Executives at my accounts',
    ),
  ),
  // The sales director.
  q(
    'BD-t11',
    'territory',
    'Which third-party account ranks third by revenue?',
    TAZ.nthWhere('tp', () => true, 3, 'among third-party accounts'),
  ),
  q(
    'BD-t12',
    'territory',
    'Top 4 of my California accounts by revenue.',
    BB.list(
      async (d) =>
        listOf(
          d,
          firstN((await MY(d)).filter(inSt('CA')), (x) => x.revenue, 4, 'max'),
        ),
      'top 4 of my CA accounts',
    ),
  ),
  q(
    'BD-t13',
    'territory',
    "What's the smallest third-party account in Texas, revenue-wise?",
    BB.name(
      async (d) => firstN((await TP(d)).filter(inSt('TX')), (x) => x.revenue, 1, 'min').map((x) => x.name),
      'smallest third-party account in TX',
    ),
  ),
  q(
    'BD-t14',
    'territory',
    'What is the total revenue of the accounts in the Tech Transformation campaign?',
    BB.num(async (d) => rev(await d.thirdPartyAccounts('Tech Transformation')), 'money', 'revenue of the Tech Transformation accounts'),
  ),
  q(
    'BD-t15',
    'territory',
    'How many accounts does the High Value Outreach campaign cover?',
    BB.num(async (d) => (await d.thirdPartyAccounts('High Value Outreach')).length, 'count', 'accounts in High Value Outreach'),
  ),
  q(
    'BD-t16',
    'territory',
    'Counting my accounts and the third-party ones together, which state comes second in total revenue?',
    BB.state(async (d) => {
      const by = new Map<string, number>();
      for (const x of await allTerritory(d)) by.set(x.state, (by.get(x.state) ?? 0) + x.revenue);
      const g = [...by].map(([key, value]) => ({ key, value }));
      return [nthBy(g, (x) => x.value, 2, 'max', 'states by revenue').key];
    }, 'second state by combined revenue'),
  ),
];

export const SET_BD: HeldOut[] = [...TERRITORY, ...SET_BD_PART2, ...SET_BD_PART3, ...SET_BD_PART4];
