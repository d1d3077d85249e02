// Held-out set BP: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type. Four voices, each kept consistent and spread evenly (20 questions each): a
// partnerships lead comparing regions, countries and states; a user who asks two things at once
// ("how many ... and what is their total", "list them and give me the average"); someone who
// refers back a lot, in follow-up sessions of two or three turns ("those", "that one", "the same
// for ..."); and a British speaker with polite hedges ("would you mind ...", "I wonder whether
// ...", "could you possibly ..."). 80 questions: 32 territory, 32 CRM, 6 that need both APIs
// (labelled by the API whose figure answers them), 10 to be declined; 20 are follow-ups asked in
// one session (the last answer is judged). Every expected answer is computed from the APIs' data
// when the checker runs. Here the territory questions; the CRM ones are in set-bp2.ts, the
// questions across both APIs and the declines in set-bp3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { BB, firstN, median } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { KB } from './kinds-bk.js';
import { BP, EVERY, inSt, MINE, peopleOf, rev, stateWithMost, tAccount, tAt, THEIRS, tNames, tPeople } from './kinds-bp.js';
import { only, withAliases } from './kinds-cd.js';
import { T } from './kinds.js';
import { CEO, CTO, notIn } from './pick.js';
import { SET_BP_MORE } from './set-bp2.js';

const VP = 'Vice President of Sales';

const TERRITORY: HeldOut[] = [
  // The partnerships lead: regions, countries and states side by side.
  q(
    'BP-t01',
    'territory',
    'Florida versus Massachusetts: where are my own accounts worth more in total revenue, and by how much?',
    BH.versus(
      async (d) => ({
        options: [
          ['FL', 'Florida'],
          ['MA', 'Massachusetts'],
        ],
        values: [rev((await MINE(d)).filter(inSt('FL'))), rev((await MINE(d)).filter(inSt('MA')))],
      }),
      'money',
      'total revenue of my accounts, FL vs MA',
      true,
    ),
  ),
  q(
    'BP-t02',
    'territory',
    'For a partner pitch, third-party accounts only: do we have more of them in New York or in Florida? just the winner is fine',
    BP.first(
      async (d) => ({
        options: [
          ['NY', 'New York'],
          ['FL', 'Florida'],
        ],
        values: [(await THEIRS(d)).filter(inSt('NY')).length, (await THEIRS(d)).filter(inSt('FL')).length],
      }),
      'max',
      'more third-party accounts, NY or FL',
      true,
    ),
  ),
  q(
    'BP-t03',
    'territory',
    'Break my accounts down by state for me: how many do I have in each one?',
    KB.perState(
      async (d) =>
        groups(
          await MINE(d),
          (x) => x.state,
          (xs) => xs.length,
        ).map((g): [string, number] => [g.key, g.value]),
      'count',
      'my accounts per state',
    ),
  ),
  q(
    'BP-t04',
    'territory',
    'Looking only at the third-party accounts, which state has the highest average revenue per account?',
    BB.state(
      async (d) => [
        only(
          groups(
            await THEIRS(d),
            (x) => x.state,
            (xs) => avg(xs.map((x) => x.revenue)),
          ),
          (g) => g.value,
          'max',
          'state with the highest average third-party revenue',
        ).key,
      ],
      'state with the highest average third-party revenue',
    ),
  ),
  q(
    'BP-t05',
    'territory',
    'What share of my total revenue comes from my Texas accounts?',
    BP.share(async (d) => [rev((await MINE(d)).filter(inSt('TX'))), rev(await MINE(d))], 'share of my revenue from TX'),
  ),
  q(
    'BP-t06',
    'territory',
    'Leaving California and Texas out of it, which state has the most of my accounts?',
    BB.state(
      async (d) => [stateWithMost((await MINE(d)).filter(notIn('CA', 'TX')), 'state with the most of my accounts outside CA and TX')],
      'state with the most of my accounts outside CA and TX',
    ),
  ),
  q(
    'BP-t07',
    'territory',
    'Is there a state where we only have third-party accounts and none of my own? Which one?',
    BB.state(async (d) => {
      const mine = new Set((await MINE(d)).map((x) => x.state));
      const only3p = [...new Set((await THEIRS(d)).map((x) => x.state))].filter((s) => !mine.has(s));
      if (only3p.length === 0) throw new Error('no state has only third-party accounts');
      return only3p;
    }, 'state with third-party accounts and none of mine'),
  ),
  q(
    'BP-t08',
    'territory',
    'Counting my accounts and the third-party ones together (so the whole territory list), which states have more than five accounts?',
    BP.states(
      async (d) =>
        groups(
          await EVERY(d),
          (x) => x.state,
          (xs) => xs.length,
        )
          .filter((g) => g.value > 5)
          .map((g) => g.key),
      'states with more than five territory accounts',
    ),
  ),

  // Two things at once.
  q(
    'BP-t09',
    'territory',
    "How many of my accounts are in Florida, and what's their combined revenue?",
    BB.each(
      BB.num(async (d) => (await MINE(d)).filter(inSt('FL')).length, 'count', 'my accounts in FL'),
      BB.num(async (d) => rev((await MINE(d)).filter(inSt('FL'))), 'money', 'revenue of my accounts in FL'),
    ),
  ),
  q(
    'BP-t10',
    'territory',
    'List the third-party accounts in Ohio and give me their average revenue.',
    BB.each(
      BB.list(async (d) => [(await THEIRS(d)).filter(inSt('OH')).map((x) => x.name), await tNames(d)], 'third-party accounts in OH'),
      BB.num(async (d) => avg((await THEIRS(d)).filter(inSt('OH')).map((x) => x.revenue)), 'money', 'average revenue of them'),
    ),
  ),
  q(
    'BP-t11',
    'territory',
    'How many Product Managers are there in the contact list, and how many of them work at my own accounts?',
    BB.each(
      BB.num(async (d) => (await d.territoryContacts({ job_title: 'Product Manager' })).length, 'count', 'Product Managers'),
      BB.num(
        async (d) => (await peopleOf(d, await MINE(d))).filter((c) => c.job_title === 'Product Manager').length,
        'count',
        'Product Managers at my accounts',
      ),
    ),
  ),
  q(
    'BP-t12',
    'territory',
    'Which of my Texas accounts has the highest revenue and which one has the lowest?',
    BB.each(
      BB.name(
        async (d) => [only((await MINE(d)).filter(inSt('TX')), (x) => x.revenue, 'max', 'my largest TX account').name],
        'my largest TX account',
      ),
      BB.name(
        async (d) => [only((await MINE(d)).filter(inSt('TX')), (x) => x.revenue, 'min', 'my smallest TX account').name],
        'my smallest TX account',
      ),
    ),
  ),
  q(
    'BP-t13',
    'territory',
    'How many accounts does the Tech Transformation campaign pull in, and what is their total revenue?',
    BB.each(
      BB.num(async (d) => (await d.thirdPartyAccounts('Tech Transformation')).length, 'count', 'Tech Transformation accounts'),
      BB.num(async (d) => rev(await d.thirdPartyAccounts('Tech Transformation')), 'money', 'their total revenue'),
    ),
  ),
  q(
    'BP-t14',
    'territory',
    'Who are the contacts at Harbor Labs Inc, and what are their email addresses?',
    BB.each(
      BB.list(async (d) => [(await tAt(d, 'Harbor Labs Inc')).map((c) => c.name), await tPeople(d)], 'contacts at Harbor Labs Inc'),
      BB.every(async (d) => (await tAt(d, 'Harbor Labs Inc')).map((c) => c.email), 'their e-mails'),
    ),
  ),
  q(
    'BP-t15',
    'territory',
    "What's the median revenue across my accounts, and how many of them sit above that median?",
    BB.each(
      BB.num(async (d) => median((await MINE(d)).map((x) => x.revenue)), 'money', 'median revenue of my accounts'),
      BB.num(
        async (d) => {
          const m = median((await MINE(d)).map((x) => x.revenue));
          return (await MINE(d)).filter((x) => x.revenue > m).length;
        },
        'count',
        'my accounts above the median',
      ),
    ),
  ),
  q(
    'BP-t16',
    'territory',
    'How many third-party accounts have revenue under $1 million, and what does that add up to?',
    BB.each(
      BB.num(async (d) => (await THEIRS(d)).filter((x) => x.revenue < 1_000_000).length, 'count', 'third-party accounts under $1M'),
      BB.num(async (d) => rev((await THEIRS(d)).filter((x) => x.revenue < 1_000_000)), 'money', 'their total revenue'),
    ),
  ),

  // Referring back, in follow-up sessions.
  q(
    'BP-t17',
    'territory',
    ['Show me my accounts in Massachusetts.', 'Which of those brings in the most revenue?'],
    BB.name(
      async (d) => [only((await MINE(d)).filter(inSt('MA')), (x) => x.revenue, 'max', 'my largest MA account').name],
      'my largest MA account',
    ),
  ),
  q(
    'BP-t18',
    'territory',
    ['What are the five biggest third-party accounts by revenue?', 'And the smallest of those five?'],
    BB.name(async (d) => [firstN(await THEIRS(d), (x) => x.revenue, 5, 'max').at(-1)!.name], 'fifth largest third-party account'),
  ),
  q(
    'BP-t19',
    'territory',
    ['Who are the contacts at Cedar Software Corp?', "What's the email of the one who's a Data Scientist?"],
    BB.every(
      async (d) => (await tAt(d, 'Cedar Software Corp')).filter((c) => c.job_title === 'Data Scientist').map((c) => c.email),
      'e-mail of the Data Scientist at Cedar Software Corp',
    ),
  ),
  q(
    'BP-t20',
    'territory',
    ['How many of my accounts are in Illinois?', 'And the same for Oregon?'],
    BB.num(async (d) => (await MINE(d)).filter(inSt('OR')).length, 'count', 'my accounts in OR'),
  ),
  q(
    'BP-t21',
    'territory',
    ['List my accounts in Georgia.', "What's the total revenue for those?", 'Now the same for the third-party ones in Georgia.'],
    BB.num(async (d) => rev((await THEIRS(d)).filter(inSt('GA'))), 'money', 'revenue of third-party accounts in GA'),
  ),
  q('BP-t22', 'territory', ['Which of my accounts has the highest revenue?', 'Who are the contacts there?'], T.contactsOfTop('my', 'max')),
  q(
    'BP-t23',
    'territory',
    ['Give me all the Chief Executive Officers in the contact list.', 'Which of them work at accounts in New York?'],
    BB.list(async (d) => {
      const ny = (await EVERY(d)).filter(inSt('NY'));
      return [(await peopleOf(d, ny)).filter((c) => c.job_title === CEO).map((c) => c.name), await tPeople(d)];
    }, 'CEOs at NY accounts'),
  ),
  q(
    'BP-t24',
    'territory',
    ["What's the revenue of Orchid Labs LLC?", "Is that more than Meridian Labs Group's?"],
    BP.yesIf(
      async (d) => (await tAccount(d, 'Orchid Labs LLC')).revenue > (await tAccount(d, 'Meridian Labs Group')).revenue,
      'Orchid Labs LLC out-earns Meridian Labs Group',
      { yes: /\b(more|higher|greater|bigger|larger|above)\b/i, no: /\b(less|lower|smaller|below|under|behind)\b/i },
    ),
  ),

  // The British speaker, politely.
  q(
    'BP-t25',
    'territory',
    'Would you mind telling me how many of my accounts bring in more than $5 million in revenue?',
    BB.num(async (d) => (await MINE(d)).filter((x) => x.revenue > 5_000_000).length, 'count', 'my accounts above $5M'),
  ),
  q(
    'BP-t26',
    'territory',
    'I wonder whether any of my Oregon accounts has a Chief Technology Officer among its contacts?',
    BB.yes(async (d) => {
      const cs = (await peopleOf(d, (await MINE(d)).filter(inSt('OR')))).filter((c) => c.job_title === CTO);
      return [cs.length, new Set(cs.map((c) => c.account_id)).size];
    }, 'a CTO at my OR accounts'),
  ),
  q(
    'BP-t27',
    'territory',
    'Could you possibly list my accounts with revenue between $2 million and $3 million, leaving out the ones in Texas?',
    BB.list(
      async (d) => [
        (await MINE(d)).filter((x) => x.revenue >= 2_000_000 && x.revenue <= 3_000_000 && x.state !== 'TX').map((x) => x.name),
        await tNames(d),
      ],
      'my accounts with $2M-$3M revenue outside TX',
    ),
  ),
  q(
    'BP-t28',
    'territory',
    'Might I ask which job title turns up most often among the contacts at third-party accounts?',
    BB.name(
      async (d) =>
        withAliases(
          only(
            groups(
              await peopleOf(d, await THEIRS(d)),
              (c) => c.job_title,
              (xs) => xs.length,
            ),
            (g) => g.value,
            'max',
            'most common title at third-party accounts',
          ).key,
        ),
      'most common title at third-party accounts',
    ),
  ),
  q(
    'BP-t29',
    'territory',
    'Would you be so kind as to tell me which state Granite Health Inc is based in?',
    T.stateOf('Granite Health Inc'),
  ),
  q(
    'BP-t30',
    'territory',
    "I'd be grateful if you could tell me the average revenue of my California accounts, please.",
    T.avgRevenue('my', 'CA'),
  ),
  q(
    'BP-t31',
    'territory',
    'I wonder if you could tell me roughly what proportion of the third-party accounts are based in California?',
    BP.share(
      async (d) => [(await THEIRS(d)).filter(inSt('CA')).length, (await THEIRS(d)).length],
      'share of third-party accounts in CA',
      true,
    ),
  ),
  q(
    'BP-t32',
    'territory',
    'Would you mind listing the Vice Presidents of Sales at my own accounts, rather than the third-party ones?',
    BB.list(
      async (d) => [(await peopleOf(d, await MINE(d))).filter((c) => c.job_title === VP).map((c) => c.name), await tPeople(d)],
      'VPs of Sales at my accounts',
    ),
  ),
];

export const SET_BP: HeldOut[] = [...TERRITORY, ...SET_BP_MORE];
