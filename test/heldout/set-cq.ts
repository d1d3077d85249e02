// Held-out set CQ: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its reader, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: a finance analyst reconciling figures
// before month end (totals, sums by group, averages and medians, rounding, "does my figure match"),
// a sales-development rep prospecting on a phone (terse, lowercase, typos, abbreviations; who to
// call, titles, e-mails and phone numbers, newest leads, "and their email"), a territory planner
// rebalancing books (counts and revenue per state, thresholds, what is left if a group moves,
// biggest and smallest groups, two states compared, follow-ups that swap the state or flip the
// order) and a customer-success lead preparing quarterly reviews (named accounts, their contacts,
// opportunities, stages, amounts and close dates, what closed or is due in a month, quarter or
// year, stuck deals, "and which of those are mine"). 80 questions: 32 territory, 32 CRM, 6 that
// need both APIs (labelled by the API whose figure answers them), 10 to be declined; 18 are
// follow-ups asked in one session (the last answer is judged). Every expected answer is computed
// from the APIs' data when the checker runs. Here the territory questions; the CRM ones are in
// set-cq2.ts, the questions across both APIs and the declines in set-cq3.ts.

import type { HeldOut } from './judge.js';
import { all, avg, groups, needNumber, needState, q, sum, winners } from './judge.js';
import { allTerritory, BB, contactNames, firstN, inSt, median, MY, rev, territoryAccount, territoryNames, TP } from './kinds-bb.js';
import { countBy, peopleOf, share } from './kinds-bv.js';
import { CQ } from './kinds-cq.js';
import { SET_CQ_MORE } from './set-cq2.js';

const revByState = (xs: { state: string; revenue: number }[]) =>
  groups(
    xs,
    (x) => x.state,
    (ys) => sum(ys.map((y) => y.revenue)),
  );
const toMillion = (v: number): number[] => [v, Math.round(v / 1e6) * 1e6];

const TERRITORY: HeldOut[] = [
  // The finance analyst.
  q(
    'CQ-t01',
    'territory',
    "Month-end tie-out: what's the grand total of territory revenue, my accounts and the third-party ones together? " +
      'Rounded to the nearest million is fine.',
    BB.num(async (d) => toMillion(rev(await allTerritory(d))), 'money', 'revenue of all territory accounts'),
  ),
  q(
    'CQ-t02',
    'territory',
    'My reconciliation sheet has $26,739,000 as the revenue for my Texas accounts. Does the system agree with that figure?',
    CQ.confirm(async (d) => rev((await MY(d)).filter(inSt('TX'))), 26_739_000, 'money', 'revenue of my TX accounts'),
  ),
  q(
    'CQ-t03',
    'territory',
    "What's the median revenue among the third-party accounts? I'd rather have the median than the mean here, " +
      'a couple of big ones skew it.',
    BB.num(async (d) => median((await TP(d)).map((x) => x.revenue)), 'money', 'median revenue of third-party accounts'),
  ),
  q(
    'CQ-t04',
    'territory',
    'Could you give me the summed revenue of every account in the High Value Outreach campaign, to the dollar.',
    BB.num(async (d) => rev(await d.thirdPartyAccounts('High Value Outreach')), 'money', 'revenue of the High Value Outreach accounts'),
  ),
  q(
    'CQ-t05',
    'territory',
    ['What do my New York accounts add up to in revenue?', 'Same figure for Massachusetts please, exact dollars not rounded.'],
    BB.num(async (d) => rev((await MY(d)).filter(inSt('MA'))), 'money', 'revenue of my MA accounts'),
  ),
  q(
    'CQ-t06',
    'territory',
    'By how much does the revenue of my Florida accounts exceed that of my Arizona accounts?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        const gap = rev(my.filter(inSt('FL'))) - rev(my.filter(inSt('AZ')));
        if (gap <= 0) throw new Error('my FL revenue does not exceed my AZ revenue');
        return gap;
      },
      'money',
      'my FL revenue minus my AZ revenue',
    ),
  ),
  q(
    'CQ-t07',
    'territory',
    'what percentage of my total revenue comes from accounts that individually make under $2M? one decimal is enough',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return share(rev(my.filter((x) => x.revenue < 2_000_000)), rev(my));
      },
      'plain',
      'share of my revenue from accounts under $2M (percent)',
    ),
  ),
  q(
    'CQ-t08',
    'territory',
    'Mean revenue per account across the whole territory list (mine and third-party), please, not rounded.',
    BB.num(async (d) => avg((await allTerritory(d)).map((x) => x.revenue)), 'money', 'average revenue of all territory accounts'),
  ),

  // The sales-development rep.
  q(
    'CQ-t09',
    'territory',
    'cfos at my tx accts?? need names',
    BB.list(async (d) => {
      const tx = new Set((await MY(d)).filter(inSt('TX')).map((x) => x.id));
      const hit = (await d.territoryContacts({ job_title: 'Chief Financial Officer' })).filter((c) => tx.has(c.account_id));
      return [hit.map((c) => c.name), await contactNames(d)];
    }, 'CFOs at my TX accounts'),
  ),
  q(
    'CQ-t10',
    'territory',
    'email for the ceo @ willow foods co',
    BB.every(
      async (d) => (await peopleOf(d, 'Willow Foods Co')).filter((c) => c.job_title === 'Chief Executive Officer').map((c) => c.email),
      'e-mail of the CEO at Willow Foods Co',
    ),
  ),
  q(
    'CQ-t11',
    'territory',
    ['who do i call at apex systems inc', 'gimme their emails'],
    BB.every(async (d) => (await peopleOf(d, 'Apex Systems Inc')).map((c) => c.email), 'e-mails at Apex Systems Inc'),
  ),
  q(
    'CQ-t12',
    'territory',
    'any vp of sales at my ca accts',
    BB.yes(async (d) => {
      const ca = new Set((await MY(d)).filter(inSt('CA')).map((x) => x.id));
      return (await d.territoryContacts({ job_title: 'Vice President of Sales' })).filter((c) => ca.has(c.account_id)).length;
    }, 'a VP of Sales at my CA accounts'),
  ),
  q(
    'CQ-t13',
    'territory',
    'data scientists at 3rd party accts in ny - names',
    BB.list(async (d) => {
      const ny = new Set((await TP(d)).filter(inSt('NY')).map((x) => x.id));
      const hit = (await d.territoryContacts({ job_title: 'Data Scientist' })).filter((c) => ny.has(c.account_id));
      return [hit.map((c) => c.name), await contactNames(d)];
    }, 'Data Scientists at third-party NY accounts'),
  ),
  q(
    'CQ-t14',
    'territory',
    'how many software engineers r there across my accts and the 3rd party ones',
    BB.num(
      async (d) => {
        const ids = new Set((await allTerritory(d)).map((x) => x.id));
        return (await d.territoryContacts({ job_title: 'Software Engineer' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'Software Engineers at all territory accounts',
    ),
  ),
  q(
    'CQ-t15',
    'territory',
    ['biggest 3rd party acct in wa?', 'next one'],
    BB.name(async (d) => {
      const s = firstN((await TP(d)).filter(inSt('WA')), (x) => x.revenue, 2, 'max');
      if (s[0]!.revenue === s[1]!.revenue) throw new Error('top two third-party WA accounts tie');
      return [s[1]!.name];
    }, 'second largest third-party WA account'),
  ),
  q(
    'CQ-t16',
    'territory',
    'whos at meridian robotics co + title',
    CQ.each(
      BB.list(
        async (d) => [(await peopleOf(d, 'Meridian Robotics Co')).map((c) => c.name), await contactNames(d)],
        'contacts at Meridian Robotics Co',
      ),
      CQ.titles(async (d) => (await peopleOf(d, 'Meridian Robotics Co')).map((c) => c.job_title), 'titles at Meridian Robotics Co'),
    ),
  ),

  // The territory planner.
  q(
    'CQ-t17',
    'territory',
    'Which states have more than five of my accounts in them?',
    CQ.states(
      async (d) =>
        countBy(await MY(d), (x) => x.state)
          .filter((g) => g.value > 5)
          .map((g) => g.key),
      'states with more than 5 of my accounts',
    ),
  ),
  q(
    'CQ-t18',
    'territory',
    ["What's the total revenue on my Illinois book?", 'Flip it to the third-party side: what do their Illinois accounts add up to?'],
    BB.num(async (d) => rev((await TP(d)).filter(inSt('IL'))), 'money', 'revenue of third-party IL accounts'),
  ),
  q(
    'CQ-t19',
    'territory',
    'If I handed all of my California accounts to another rep, how much revenue would stay with me?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return rev(my) - rev(my.filter(inSt('CA')));
      },
      'money',
      'revenue of my accounts outside CA',
    ),
  ),
  q(
    'CQ-t20',
    'territory',
    ['Say the new hire takes my Texas accounts. How many accounts would I still own?', 'And if Florida moved to them as well?'],
    BB.num(async (d) => (await MY(d)).filter((x) => !inSt('TX', 'FL')(x)).length, 'count', 'my accounts outside TX and FL'),
  ),
  q(
    'CQ-t21',
    'territory',
    'Of all the states on the third-party list, which one carries the smallest total revenue?',
    BB.state(
      async (d) => winners(revByState(await TP(d)), (x) => x.value, 'min').map((x) => x.key),
      'state with the least third-party revenue',
    ),
  ),
  q(
    'CQ-t22',
    'territory',
    "Texas vs California on my book: which one brings in more revenue, and what's the gap between them?",
    async (a, d) => {
      const my = await MY(d);
      const tx = rev(my.filter(inSt('TX')));
      const ca = rev(my.filter(inSt('CA')));
      if (tx === ca) throw new Error('my TX and CA revenue tie');
      return all(
        needState(a, [tx > ca ? 'TX' : 'CA'], 'state with more of my revenue (TX or CA)'),
        needNumber(a, Math.abs(tx - ca), 'money', 'gap between my TX and CA revenue'),
      );
    },
  ),
  q(
    'CQ-t23',
    'territory',
    'Is there any state where the third-party list has accounts but I have none? Which?',
    CQ.states(async (d) => {
      const mine = new Set((await MY(d)).map((x) => x.state));
      return [...new Set((await TP(d)).map((x) => x.state))].filter((s) => !mine.has(s));
    }, 'states with third-party accounts and none of mine'),
  ),
  q(
    'CQ-t24',
    'territory',
    'Which of my states come in under $7M in total revenue?',
    CQ.states(
      async (d) =>
        revByState(await MY(d))
          .filter((g) => g.value < 7_000_000)
          .map((g) => g.key),
      'my states under $7M revenue',
    ),
  ),
  q(
    'CQ-t25',
    'territory',
    ['Order the states in my book by revenue, top to bottom.', 'Now reverse it. Which state is at the very bottom?'],
    BB.state(async (d) => winners(revByState(await MY(d)), (x) => x.value, 'min').map((x) => x.key), 'my state with the least revenue'),
  ),
  q(
    'CQ-t26',
    'territory',
    'How many Florida accounts do I have compared with the third-party list?',
    CQ.each(
      BB.num(async (d) => (await MY(d)).filter(inSt('FL')).length, 'count', 'my FL accounts'),
      BB.num(async (d) => (await TP(d)).filter(inSt('FL')).length, 'count', 'third-party FL accounts'),
    ),
  ),
  q(
    'CQ-t27',
    'territory',
    'How many contacts do I have across my Illinois accounts in total?',
    BB.num(
      async (d) => {
        const il = new Set((await MY(d)).filter(inSt('IL')).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => il.has(c.account_id)).length;
      },
      'count',
      'contacts at my IL accounts',
    ),
  ),
  q(
    'CQ-t28',
    'territory',
    'Combining my accounts with the third-party ones, which state is the largest by number of accounts, and how many does it have?',
    CQ.each(
      BB.state(
        async (d) =>
          winners(
            countBy(await allTerritory(d), (x) => x.state),
            (x) => x.value,
            'max',
          ).map((x) => x.key),
        'state with most accounts',
      ),
      BB.num(
        async (d) => Math.max(...countBy(await allTerritory(d), (x) => x.state).map((x) => x.value)),
        'count',
        'accounts in that state',
      ),
    ),
  ),

  // The customer-success lead.
  q(
    'CQ-t29',
    'territory',
    ['Which accounts in California have a CEO on file?', 'and which of those are mine?'],
    BB.list(async (d) => {
      const ceo = new Set((await d.territoryContacts({ job_title: 'Chief Executive Officer' })).map((c) => c.account_id));
      return [(await MY(d)).filter((x) => x.state === 'CA' && ceo.has(x.id)).map((x) => x.name), await territoryNames(d)];
    }, 'my CA accounts with a CEO'),
  ),
  q(
    'CQ-t30',
    'territory',
    'I have a QBR with Granite Health LLC next week. Who are the contacts there and what are their roles?',
    CQ.each(
      BB.list(
        async (d) => [(await peopleOf(d, 'Granite Health LLC')).map((c) => c.name), await contactNames(d)],
        'contacts at Granite Health LLC',
      ),
      CQ.titles(async (d) => (await peopleOf(d, 'Granite Health LLC')).map((c) => c.job_title), 'titles at Granite Health LLC'),
    ),
  ),
  q('CQ-t31', 'territory', ['Pull up Summit Software Inc for me.', "Which state are they in, and what's their revenue?"], async (a, d) => {
    const acc = await territoryAccount(d, 'Summit Software Inc');
    const about = { name: acc.name, others: await territoryNames(d) };
    return all(
      needState(a, [acc.state], 'state of Summit Software Inc', about),
      needNumber(a, acc.revenue, 'money', 'revenue of Summit Software Inc', about),
    );
  }),
  q(
    'CQ-t32',
    'territory',
    'Do we have a CFO on record at Falcon Systems Corp?',
    BB.yes(
      async (d) => (await peopleOf(d, 'Falcon Systems Corp')).filter((c) => c.job_title === 'Chief Financial Officer').length,
      'a CFO at Falcon Systems Corp',
    ),
  ),
];

export const SET_CQ: HeldOut[] = [...TERRITORY, ...SET_CQ_MORE];
