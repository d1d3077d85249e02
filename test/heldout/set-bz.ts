// Held-out set BZ: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// voices, 20 questions each: a sales-operations manager cleaning data (missing values,
// duplicates, "which ... have no ..."); a chief executive typing on a phone (very short,
// abbreviations, no verbs); a territory planner comparing places (two states or regions side by
// side, differences, shares, "more than twice"); an account manager asking about named deals and
// accounts, with follow-ups ("it", "that deal", "the account behind it"). 80 questions: 32
// territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10
// to be declined; 23 are follow-ups asked in one session (the last answer is judged). Every
// expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-bz2.ts, the questions across both APIs
// and the declines in set-bz3.ts.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, needName, needYesNo, q, winners } from './judge.js';
import { BB, contactNames, nth, territoryAccount, territoryNames } from './kinds-bb.js';
import { contactsByAccount, countBy, myIds, share } from './kinds-bv.js';
import { either, inSt, MY, revOf, stateFirst, TP, yn } from './kinds-bz.js';
import { CEO, CFO } from './pick.js';
import { SET_BZ_MORE } from './set-bz2.js';

const SALES_ROLES = ['Vice President of Sales', 'Sales Manager', 'Account Executive'];

/** The territory contacts of one account, by its name. */
const people = async (d: DataAccess, name: string) => d.territoryContacts({ account_id: (await territoryAccount(d, name)).id });

const TERRITORY: HeldOut[] = [
  // The sales-operations manager cleaning the data.
  q(
    'BZ-t01',
    'territory',
    'Data hygiene: how many of my accounts have only one contact on record?',
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return (await MY(d)).filter((x) => (by.get(x.id)?.length ?? 0) === 1).length;
      },
      'count',
      'my accounts with exactly one contact',
    ),
  ),
  q(
    'BZ-t02',
    'territory',
    'Looking for doubled-up roles: which accounts, mine or third-party, have two or more contacts holding the exact same job title?',
    BB.list(async (d) => {
      const by = await contactsByAccount(d);
      const all = [...(await MY(d)), ...(await TP(d))];
      const hit = all.filter((x) => {
        const titles = (by.get(x.id) ?? []).map((c) => c.job_title);
        return new Set(titles).size < titles.length;
      });
      return [hit.map((x) => x.name), await territoryNames(d)];
    }, 'accounts with a job title held twice'),
  ),
  q(
    'BZ-t03',
    'territory',
    'Possible duplicate person: how many contact records carry the name James Davis?',
    BB.num(
      async (d) => (await d.territoryContacts()).filter((c) => c.name === 'James Davis').length,
      'count',
      'contacts named James Davis',
    ),
  ),
  q(
    'BZ-t04',
    'territory',
    ['How many of my accounts have no CEO among their contacts?', 'and among the third-party accounts?'],
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return (await TP(d)).filter((x) => !(by.get(x.id) ?? []).some((c) => c.job_title === CEO)).length;
      },
      'count',
      'third-party accounts without a CEO contact',
    ),
  ),
  q(
    'BZ-t05',
    'territory',
    'Anything among the territory accounts (mine or third-party) with a blank state?',
    BB.yes(
      async (d) => [...(await MY(d)), ...(await TP(d))].filter((x) => x.state === null || x.state.trim() === '').length,
      'territory accounts with a blank state',
    ),
  ),
  q(
    'BZ-t06',
    'territory',
    ['Which contact names are duplicated across different accounts?', 'how many such names are there?'],
    BB.num(
      async (d) => {
        const g = groups(
          await d.territoryContacts(),
          (c) => c.name,
          (xs) => new Set(xs.map((c) => c.account_id)).size,
        );
        return g.filter((x) => x.value > 1).length;
      },
      'count',
      'contact names found at more than one account',
    ),
  ),
  q(
    'BZ-t07',
    'territory',
    'How many of my accounts have nobody in a sales job, meaning no VP of Sales, no Sales Manager and no Account Executive on file?',
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return (await MY(d)).filter((x) => !(by.get(x.id) ?? []).some((c) => SALES_ROLES.includes(c.job_title))).length;
      },
      'count',
      'my accounts without a sales contact',
    ),
  ),
  q(
    'BZ-t08',
    'territory',
    'Same company entered twice with a different suffix? List the territory accounts whose name starts with Willow Foods.',
    BB.list(async (d) => {
      const all = [...(await MY(d)), ...(await TP(d))];
      return [all.filter((x) => x.name.startsWith('Willow Foods')).map((x) => x.name), all.map((x) => x.name)];
    }, 'accounts named Willow Foods ...'),
  ),

  // The chief executive on a phone.
  q(
    'BZ-t09',
    'territory',
    'total rev my accts',
    BB.num(async (d) => revOf(await MY(d)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'BZ-t10',
    'territory',
    '# 3rd-party accts TX',
    BB.num(async (d) => (await TP(d)).filter(inSt('TX')).length, 'count', 'third-party accounts in TX'),
  ),
  q(
    'BZ-t11',
    'territory',
    'avg rev, my NY accts',
    BB.num(async (d) => avg((await MY(d)).filter(inSt('NY')).map((x) => x.revenue)), 'money', 'average revenue of my NY accounts'),
  ),
  q(
    'BZ-t12',
    'territory',
    'my top acct by rev',
    BB.name(async (d) => winners(await MY(d), (x) => x.revenue, 'max').map((x) => x.name), 'my largest account by revenue'),
  ),
  q(
    'BZ-t13',
    'territory',
    '# CFOs in my accts',
    BB.num(
      async (d) => {
        const ids = await myIds(d);
        return (await d.territoryContacts({ job_title: CFO })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CFO contacts at my accounts',
    ),
  ),
  q(
    'BZ-t14',
    'territory',
    '# 3rd party accts w/ rev > 5M',
    BB.num(async (d) => (await TP(d)).filter((x) => x.revenue > 5_000_000).length, 'count', 'third-party accounts above $5M'),
  ),
  q(
    'BZ-t15',
    'territory',
    ['my accts GA', 'FL?'],
    BB.list(async (d) => [(await MY(d)).filter(inSt('FL')).map((x) => x.name), await territoryNames(d)], 'my accounts in FL'),
  ),
  q(
    'BZ-t16',
    'territory',
    'smallest 3rd-party acct',
    BB.name(async (d) => winners(await TP(d), (x) => x.revenue, 'min').map((x) => x.name), 'smallest third-party account'),
  ),

  // The territory planner comparing places.
  q(
    'BZ-t17',
    'territory',
    'Across my accounts, how much more revenue does California bring in than Texas?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return revOf(my.filter(inSt('CA'))) - revOf(my.filter(inSt('TX')));
      },
      'money',
      'my CA revenue minus my TX revenue',
    ),
  ),
  q(
    'BZ-t18',
    'territory',
    'What share of total third-party revenue comes from Illinois?',
    BB.num(
      async (d) => {
        const tp = await TP(d);
        return share(revOf(tp.filter(inSt('IL'))), revOf(tp));
      },
      'plain',
      'IL share of third-party revenue (percent)',
    ),
  ),
  q(
    'BZ-t19',
    'territory',
    'Is the revenue of my California accounts more than twice that of my Texas accounts?',
    yn(async (d) => {
      const my = await MY(d);
      return revOf(my.filter(inSt('CA'))) > 2 * revOf(my.filter(inSt('TX')));
    }, 'my CA revenue above twice my TX revenue'),
  ),
  q(
    'BZ-t20',
    'territory',
    'Oregon versus Washington: where do the third-party accounts add up to more revenue?',
    stateFirst(async (d) => {
      const tp = await TP(d);
      return [
        ['OR', revOf(tp.filter(inSt('OR')))],
        ['WA', revOf(tp.filter(inSt('WA')))],
      ];
    }, 'state with more third-party revenue (OR vs WA)'),
  ),
  q(
    'BZ-t21',
    'territory',
    'Average revenue per third-party account, Florida against New York: what is the difference?',
    BB.num(
      async (d) => {
        const tp = await TP(d);
        return Math.abs(avg(tp.filter(inSt('FL')).map((x) => x.revenue)) - avg(tp.filter(inSt('NY')).map((x) => x.revenue)));
      },
      'money',
      'gap between the average third-party revenue in FL and NY',
    ),
  ),
  q(
    'BZ-t22',
    'territory',
    'Which state holds the second-largest number of my accounts?',
    BB.state(
      async (d) =>
        nth(
          countBy(await MY(d), (x) => x.state),
          2,
          'states by number of my accounts',
        ),
      'state with the second-most of my accounts',
    ),
  ),
  q(
    'BZ-t23',
    'territory',
    ['How many third-party accounts are in Ohio, and what revenue do they add up to?', 'and Georgia?'],
    BB.each(
      BB.num(async (d) => (await TP(d)).filter(inSt('GA')).length, 'count', 'third-party accounts in GA'),
      BB.num(async (d) => revOf((await TP(d)).filter(inSt('GA'))), 'money', 'revenue of third-party GA accounts'),
    ),
  ),
  q(
    'BZ-t24',
    'territory',
    'What percentage of my accounts are located in California?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return share(my.filter(inSt('CA')).length, my.length);
      },
      'plain',
      'share of my accounts in CA (percent)',
    ),
  ),
  q(
    'BZ-t25',
    'territory',
    'Counting the contacts at my accounts only: does New York or California have more people on file?',
    stateFirst(async (d) => {
      const my = await MY(d);
      const by = await contactsByAccount(d);
      const people = (code: string): number => my.filter(inSt(code)).reduce((n, x) => n + (by.get(x.id)?.length ?? 0), 0);
      return [
        ['NY', people('NY')],
        ['CA', people('CA')],
      ];
    }, 'state with more contacts at my accounts (NY vs CA)'),
  ),
  q(
    'BZ-t26',
    'territory',
    'In Washington, how many more third-party accounts are there than accounts of my own?',
    BB.num(
      async (d) => (await TP(d)).filter(inSt('WA')).length - (await MY(d)).filter(inSt('WA')).length,
      'count',
      'third-party minus my accounts in WA',
    ),
  ),

  // The account manager asking about named accounts.
  q(
    'BZ-t27',
    'territory',
    ["What's the revenue of Harbor Labs Inc?", 'who are its contacts?'],
    BB.list(async (d) => [(await people(d, 'Harbor Labs Inc')).map((c) => c.name), await contactNames(d)], 'contacts at Harbor Labs Inc'),
  ),
  q(
    'BZ-t28',
    'territory',
    ['Which state is Juniper Biotech Inc in?', "and who's the account executive there?"],
    BB.name(
      async (d) => (await people(d, 'Juniper Biotech Inc')).filter((c) => c.job_title === 'Account Executive').map((c) => c.name),
      'Account Executive at Juniper Biotech Inc',
    ),
  ),
  q(
    'BZ-t29',
    'territory',
    'Is Orchid Labs LLC one of my own accounts?',
    either(
      async (a, d) => needYesNo(a, !(await territoryAccount(d, 'Orchid Labs LLC')).is_third_party, 'Orchid Labs LLC is one of my accounts'),
      async (a, d) =>
        (await territoryAccount(d, 'Orchid Labs LLC')).is_third_party
          ? needName(a, ['third-party', 'third party', 'not one of your', 'not in your'], 'Orchid Labs LLC is third-party')
          : needName(a, ['is one of your', 'is in your'], 'Orchid Labs LLC is mine'),
    ),
  ),
  q(
    'BZ-t30',
    'territory',
    ['Pull up Delta Systems Corp for me.', "who's the product manager at that account?"],
    BB.name(
      async (d) => (await people(d, 'Delta Systems Corp')).filter((c) => c.job_title === 'Product Manager').map((c) => c.name),
      'Product Manager at Delta Systems Corp',
    ),
  ),
  q(
    'BZ-t31',
    'territory',
    ['How many contacts does Keystone Cloud Group have?', 'which of them is the CEO?'],
    BB.name(
      async (d) => (await people(d, 'Keystone Cloud Group')).filter((c) => c.job_title === CEO).map((c) => c.name),
      'CEO at Keystone Cloud Group',
    ),
  ),
  q(
    'BZ-t32',
    'territory',
    ['What revenue does Meridian Labs Group have?', 'is that above the average for third-party accounts?'],
    yn(
      async (d) => (await territoryAccount(d, 'Meridian Labs Group')).revenue > avg((await TP(d)).map((x) => x.revenue)),
      'Meridian Labs Group above the third-party average revenue',
    ),
  ),
];

export const SET_BZ: HeldOut[] = [...TERRITORY, ...SET_BZ_MORE];
