// Held-out set CI: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: a customer-success lead who thinks in
// relationships (contacts per account, who works where and as what, "and at <other account>?",
// "who else works there?"), a pipeline reviewer looking at time (deals closing in a month, a
// quarter or a year, before or after a date, the amount closing, their stages, "which of them are
// still open?"), a new hire whose first language is not English (unusual word order, small
// grammar slips, one fair meaning each) and an executive who compares two things ("X versus Y",
// "how much more", "the difference between", "the ratio of", answers naming both figures).
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; at least 12 are follow-ups asked in one session (the last
// answer is judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-ci2.ts, the questions across both APIs
// and the declines in set-ci3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { BB, contactNames, inSt, listOf, MY, TP } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD } from './kinds-bd.js';
import { oneBest, oneKey, pair, revOf, sumBy, withContacts } from './kinds-ci.js';
import { peopleOf } from './kinds-bv.js';
import { CEO, CFO, CTO } from './pick.js';
import { SET_CI_CRM } from './set-ci2.js';
import { SET_CI_MORE } from './set-ci3.js';

const TERRITORY: HeldOut[] = [
  // The customer-success lead.
  q(
    'CI-t01',
    'territory',
    'How many people do we have on file at Falcon Systems Corp?',
    BB.num(async (d) => (await peopleOf(d, 'Falcon Systems Corp')).length, 'count', 'contacts at Falcon Systems Corp'),
  ),
  q(
    'CI-t02',
    'territory',
    'Who are my contacts at Orchid Labs LLC, and what does each of them do?',
    BB.list(async (d) => [(await peopleOf(d, 'Orchid Labs LLC')).map((c) => c.name), await contactNames(d)], 'contacts at Orchid Labs LLC'),
  ),
  q(
    'CI-t03',
    'territory',
    ['How many contacts do we have at Harbor Labs Inc?', 'and at Iron Health LLC?'],
    BB.num(async (d) => (await peopleOf(d, 'Iron Health LLC')).length, 'count', 'contacts at Iron Health LLC'),
  ),
  q(
    'CI-t04',
    'territory',
    ['Who is the CEO at Quantum Foods LLC?', 'Who else works there?'],
    BB.every(
      async (d) => (await peopleOf(d, 'Quantum Foods LLC')).filter((c) => c.job_title !== CEO).map((c) => c.name),
      'the other contacts at Quantum Foods LLC',
    ),
  ),
  q(
    'CI-t05',
    'territory',
    'Among my Texas accounts, which ones have the largest number of contacts?',
    BB.list(async (d) => {
      const xs = (await withContacts(d, 'my')).filter(inSt('TX'));
      const most = Math.max(...xs.map((x) => x.people.length));
      return listOf(
        d,
        xs.filter((x) => x.people.length === most),
      );
    }, 'my TX accounts with the most contacts'),
  ),
  q(
    'CI-t06',
    'territory',
    ['Show me the third-party accounts in Ohio.', 'Which of them has just a single contact?'],
    BB.name(
      async (d) => (await withContacts(d, 'tp')).filter((x) => x.state === 'OH' && x.people.length === 1).map((x) => x.name),
      'third-party OH account with one contact',
    ),
  ),
  q(
    'CI-t07',
    'territory',
    'How many of the contacts at my accounts are Sales Managers?',
    BB.num(
      async (d) => {
        const ids = new Set((await MY(d)).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id) && c.job_title === 'Sales Manager').length;
      },
      'count',
      'Sales Managers at my accounts',
    ),
  ),
  q(
    'CI-t08',
    'territory',
    'Are there accounts where two or more contacts share the title Chief Technology Officer? Which ones?',
    BB.list(
      async (d) =>
        listOf(
          d,
          (await withContacts(d, 'all')).filter((x) => x.people.filter((c) => c.job_title === CTO).length >= 2),
        ),
      'accounts with two or more CTOs',
    ),
  ),
  q(
    'CI-t09',
    'territory',
    ['What job titles do the contacts at Cedar Software Corp have?', 'and at Juniper Software Corp?'],
    BD.titles(async (d) => (await peopleOf(d, 'Juniper Software Corp')).map((c) => c.job_title), 'job titles at Juniper Software Corp'),
  ),
  q(
    'CI-t10',
    'territory',
    'Of the third-party accounts in Florida, which one has the most people on file?',
    BB.name(
      async (d) => [
        oneBest(
          (await withContacts(d, 'tp')).filter(inSt('FL')),
          (x) => x.people.length,
          'max',
          'third-party FL account with the most contacts',
        ).name,
      ],
      'third-party FL account with the most contacts',
    ),
  ),
  q(
    'CI-t11',
    'territory',
    'How many of my accounts have nobody with the title Chief Executive Officer among their contacts?',
    BB.num(
      async (d) => (await withContacts(d, 'my')).filter((x) => !x.people.some((c) => c.job_title === CEO)).length,
      'count',
      'my accounts without a CEO contact',
    ),
  ),
  q(
    'CI-t12',
    'territory',
    ['Who is the Director of Marketing at Harbor Media Group?', "What's their email address?"],
    BB.every(
      async (d) => (await peopleOf(d, 'Harbor Media Group')).filter((c) => c.job_title === 'Director of Marketing').map((c) => c.email),
      'email of the Director of Marketing at Harbor Media Group',
    ),
  ),

  // The pipeline reviewer (territory side).
  q(
    'CI-t13',
    'territory',
    'Ahead of the quarterly review, what is the combined revenue of all my accounts right now?',
    BB.num(async (d) => revOf(await MY(d)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'CI-t14',
    'territory',
    'For next quarter planning: which of my Massachusetts accounts has the highest revenue?',
    BB.name(
      async (d) => [oneBest((await MY(d)).filter(inSt('MA')), (x) => x.revenue, 'max', 'my largest MA account').name],
      'my largest MA account',
    ),
  ),

  // The new hire.
  q(
    'CI-t15',
    'territory',
    'How much is the revenue of all my accounts in Florida together?',
    BB.num(async (d) => revOf((await MY(d)).filter(inSt('FL'))), 'money', 'revenue of my FL accounts'),
  ),
  q(
    'CI-t16',
    'territory',
    'From my accounts in New York, which account have the most contacts?',
    BB.name(async (d) => {
      const xs = (await withContacts(d, 'my')).filter(inSt('NY'));
      return winners(xs, (x) => x.people.length, 'max').map((x) => x.name);
    }, 'my NY account with the most contacts'),
  ),
  q(
    'CI-t17',
    'territory',
    'The third-party accounts, how many they are in Washington state?',
    BB.num(async (d) => (await TP(d)).filter(inSt('WA')).length, 'count', 'third-party WA accounts'),
  ),
  q(
    'CI-t18',
    'territory',
    'What is the job titles of the peoples at Apex Systems Inc?',
    BD.titles(async (d) => (await peopleOf(d, 'Apex Systems Inc')).map((c) => c.job_title), 'job titles at Apex Systems Inc'),
  ),
  q(
    'CI-t19',
    'territory',
    'Please tell me the account with smallest revenue from my accounts.',
    BB.name(async (d) => [oneBest(await MY(d), (x) => x.revenue, 'min', 'my smallest account').name], 'my smallest account'),
  ),
  q(
    'CI-t20',
    'territory',
    'How many contacts is working as Data Scientist, in all the accounts?',
    BB.num(
      async (d) => (await d.territoryContacts()).filter((c) => c.job_title === 'Data Scientist').length,
      'count',
      'Data Scientist contacts',
    ),
  ),
  q(
    'CI-t21',
    'territory',
    'My accounts in Colorado, what is their revenue in average?',
    BB.num(async (d) => avg((await MY(d)).filter(inSt('CO')).map((x) => x.revenue)), 'money', 'average revenue of my CO accounts'),
  ),
  q(
    'CI-t22',
    'territory',
    ['Show me please the third-party accounts of Georgia.', 'Who are the contacts of them?'],
    BB.list(async (d) => {
      const ids = new Set((await TP(d)).filter(inSt('GA')).map((x) => x.id));
      return [(await d.territoryContacts()).filter((c) => ids.has(c.account_id)).map((c) => c.name), await contactNames(d)];
    }, 'contacts at the third-party GA accounts'),
  ),
  q(
    'CI-t23',
    'territory',
    'In which state I have the most revenue, counting only my own accounts?',
    BB.state(
      async (d) => [
        oneKey(
          sumBy(
            await MY(d),
            (x) => x.state,
            (x) => x.revenue,
          ),
          'max',
          'state by my revenue',
        ),
      ],
      'state with the most revenue of my accounts',
    ),
  ),
  q(
    'CI-t24',
    'territory',
    'Which accounts of mine has revenue more than 9 million?',
    BB.list(
      async (d) =>
        listOf(
          d,
          (await MY(d)).filter((x) => x.revenue > 9_000_000),
        ),
      'my accounts above $9M',
    ),
  ),

  // The executive.
  q(
    'CI-t25',
    'territory',
    'Texas versus California: what is the total revenue of my accounts in each?',
    pair(
      async (d) => {
        const my = await MY(d);
        return [revOf(my.filter(inSt('TX'))), revOf(my.filter(inSt('CA')))];
      },
      'money',
      ['revenue of my TX accounts', 'revenue of my CA accounts'],
    ),
  ),
  q(
    'CI-t26',
    'territory',
    'How much more revenue do my accounts bring in than the third-party accounts do?',
    BB.num(async (d) => Math.abs(revOf(await MY(d)) - revOf(await TP(d))), 'money', 'my revenue minus third-party revenue'),
  ),
  q(
    'CI-t27',
    'territory',
    'Is New York bigger than Illinois by the number of my accounts? Give me both counts.',
    pair(
      async (d) => {
        const my = await MY(d);
        return [my.filter(inSt('NY')).length, my.filter(inSt('IL')).length];
      },
      'count',
      ['my NY accounts', 'my IL accounts'],
    ),
  ),
  q(
    'CI-t28',
    'territory',
    "What's the difference in revenue between the biggest and the smallest third-party account?",
    BB.num(
      async (d) => {
        const rs = (await TP(d)).map((x) => x.revenue);
        return Math.max(...rs) - Math.min(...rs);
      },
      'money',
      'largest minus smallest third-party revenue',
    ),
  ),
  q(
    'CI-t29',
    'territory',
    ['Third-party revenue in Ohio versus Oregon?', 'And Washington versus Oregon?'],
    pair(
      async (d) => {
        const tp = await TP(d);
        return [revOf(tp.filter(inSt('WA'))), revOf(tp.filter(inSt('OR')))];
      },
      'money',
      ['third-party WA revenue', 'third-party OR revenue'],
    ),
  ),
  q(
    'CI-t30',
    'territory',
    'Who has more contacts on file, my accounts or the third-party accounts? Show both numbers.',
    pair(
      async (d) => {
        const my = new Set((await MY(d)).map((x) => x.id));
        const cs = await d.territoryContacts();
        return [cs.filter((c) => my.has(c.account_id)).length, cs.filter((c) => !my.has(c.account_id)).length];
      },
      'count',
      ['contacts at my accounts', 'contacts at third-party accounts'],
    ),
  ),
  q(
    'CI-t31',
    'territory',
    'How many more Chief Executive Officers than Chief Financial Officers are there across all territory contacts?',
    BB.num(
      async (d) => {
        const cs = await d.territoryContacts();
        return cs.filter((c) => c.job_title === CEO).length - cs.filter((c) => c.job_title === CFO).length;
      },
      'count',
      'CEO contacts minus CFO contacts',
    ),
  ),
  q(
    'CI-t32',
    'territory',
    "What's the ratio of my California revenue to my Texas revenue?",
    BC.decimal(async (d) => {
      const my = await MY(d);
      return revOf(my.filter(inSt('CA'))) / revOf(my.filter(inSt('TX')));
    }, 'my CA revenue / my TX revenue'),
  ),
];

export const SET_CI: HeldOut[] = [...TERRITORY, ...SET_CI_CRM, ...SET_CI_MORE];
