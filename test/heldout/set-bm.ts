// Held-out set BM: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type. Four voices, each kept consistent and spread evenly (20 questions each): a
// marketing manager focused on leads, lead sources, statuses, campaigns and conversion; a
// finance person asking for revenue, sums, averages and deal values, in thousands or millions,
// with rounding; a user who types very short keyword queries with no grammar; and a chatty user
// who writes two or three sentences of context before the actual question. 80 questions: 32
// territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure answers them), 10
// to be declined; 12 are follow-ups asked in one session (the last answer is judged). Every
// expected answer is computed from the APIs' data when the checker runs. Here the territory
// questions; the CRM ones are in set-bm2.ts, the questions across both APIs and the declines in
// set-bm3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { BB } from './kinds-bb.js';
import { BD, peopleAt } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { KB } from './kinds-bk.js';
import { contactsPerAccount, idsWithTitle, inSt, MINE, rev, THEIRS, toThousand } from './kinds-bm.js';
import { ANY, firstN, inStates, only, pct, TC } from './kinds-cd.js';
import { TI } from './kinds-i.js';
import { T } from './kinds.js';
import { CEO, CTO, notIn } from './pick.js';
import { SET_BM_MORE } from './set-bm2.js';

const DOM = 'Director of Marketing';

const TERRITORY: HeldOut[] = [
  // The marketing manager: campaigns, marketing contacts, reach.
  q(
    'BM-t01',
    'territory',
    'For the High Value Outreach campaign, how many of the accounts it targets have a Director of Marketing among their contacts?',
    BB.num(
      async (d) => {
        const ids = await idsWithTitle(d, DOM);
        return (await d.thirdPartyAccounts('High Value Outreach')).filter((x) => ids.has(x.id)).length;
      },
      'count',
      'High Value Outreach accounts with a Director of Marketing',
    ),
  ),
  q(
    'BM-t02',
    'territory',
    'Who are the Directors of Marketing at our third-party accounts in Texas? I want them on the guest list for the Dallas launch event.',
    TC.contactList('tp', inStates('TX'), DOM),
  ),
  q(
    'BM-t03',
    'territory',
    'How many accounts does the Tech Transformation campaign reach once we leave out everything in California and Texas?',
    BB.num(
      async (d) => (await d.thirdPartyAccounts('Tech Transformation')).filter(notIn('CA', 'TX')).length,
      'count',
      'Tech Transformation accounts outside CA and TX',
    ),
  ),
  q(
    'BM-t04',
    'territory',
    [
      'Pull up the third-party accounts in Ohio for the Midwest campaign.',
      'Which of those have a Chief Executive Officer we could target?',
    ],
    TC.accountsWithTitle('tp', inStates('OH'), CEO),
  ),
  q(
    'BM-t05',
    'territory',
    'What percentage of all territory contacts hold a go-to-market title, meaning Director of Marketing, Vice President ' +
      'of Sales or Sales Manager?',
    BB.num(
      async (d) => {
        const cs = await d.territoryContacts();
        const gtm = cs.filter((c) => [DOM, 'Sales Manager', 'Vice President of Sales'].includes(c.job_title));
        return pct(gtm.length, cs.length);
      },
      'plain',
      'share of territory contacts with a go-to-market title (percent)',
    ),
  ),
  q(
    'BM-t06',
    'territory',
    'For the spring nurture campaign, how many contacts do we have in total across my own accounts in California?',
    TC.contactCount('my', inStates('CA')),
  ),

  // The finance person: sums, averages, medians, shares, in thousands or millions.
  q(
    'BM-t07',
    'territory',
    'What is the total revenue of my Texas accounts, in millions, to one decimal place?',
    TC.sum('my', inStates('TX'), 'in TX'),
  ),
  q(
    'BM-t08',
    'territory',
    ['What is the average revenue of the third-party accounts in Florida, to the nearest thousand dollars?', 'And for Ohio?'],
    BB.num(
      async (d) => toThousand(avg((await THEIRS(d)).filter(inSt('OH')).map((x) => x.revenue))),
      'money',
      'average revenue of third-party accounts in OH',
    ),
  ),
  q('BM-t09', 'territory', 'What is the median annual revenue across my accounts?', TC.median('my')),
  q(
    'BM-t10',
    'territory',
    'What do my five largest accounts by revenue bring in together? I need the combined figure.',
    BB.num(
      async (d) => rev(firstN(await MINE(d), (x) => x.revenue, 5, 'max', 'my five largest accounts')),
      'money',
      'combined revenue of my five largest accounts',
    ),
  ),
  q(
    'BM-t11',
    'territory',
    'What percentage of total third-party revenue comes from accounts located in Texas? One decimal is enough.',
    BB.num(
      async (d) => {
        const xs = await THEIRS(d);
        return pct(rev(xs.filter(inSt('TX'))), rev(xs));
      },
      'plain',
      'share of third-party revenue from Texas (percent)',
    ),
  ),
  q(
    'BM-t12',
    'territory',
    'Do any of my Oregon accounts bring in more than $4 million a year?',
    BB.yes(async (d) => (await MINE(d)).filter((x) => x.state === 'OR' && x.revenue > 4_000_000).length, 'my OR accounts above $4M'),
  ),
  q(
    'BM-t13',
    'territory',
    [
      'What is the total revenue of my accounts?',
      'And of the third-party accounts?',
      'What is the difference between those two totals, in millions?',
    ],
    BB.num(async (d) => Math.abs(rev(await MINE(d)) - rev(await THEIRS(d))), 'money', 'gap between my and third-party revenue'),
  ),
  q(
    'BM-t14',
    'territory',
    'Which of my accounts have annual revenue between $2 million and $3 million?',
    TC.list('my', (x) => x.revenue >= 2_000_000 && x.revenue <= 3_000_000, 'with revenue $2M-$3M'),
  ),
  q(
    'BM-t15',
    'territory',
    'Give me the revenue totals of my accounts in California, Texas and New York, each state separately.',
    KB.perState(
      async (d) => {
        const xs = await MINE(d);
        return ['CA', 'TX', 'NY'].map((s): [string, number] => [s, rev(xs.filter(inSt(s)))]);
      },
      'money',
      'my revenue per state (CA, TX, NY)',
    ),
  ),
  q(
    'BM-t16',
    'territory',
    'Willow Foods Co versus Willow Foods Inc: which one has the higher revenue, and what is the difference in dollars?',
    BH.versus(
      async (d) => {
        const xs = [...(await MINE(d)), ...(await THEIRS(d))];
        const of = (n: string): number => xs.find((x) => x.name === n)!.revenue;
        return { options: [['Willow Foods Co'], ['Willow Foods Inc']], values: [of('Willow Foods Co'), of('Willow Foods Inc')] };
      },
      'money',
      'revenue, Willow Foods Co vs Willow Foods Inc',
    ),
  ),

  // The keyword typer.
  q(
    'BM-t17',
    'territory',
    'my accts revenue over 5m count',
    TC.count('my', (x) => x.revenue > 5_000_000, 'with revenue over $5M'),
  ),
  q('BM-t18', 'territory', 'third party oregon accounts list', TC.list('tp', inStates('OR'), 'in OR')),
  q('BM-t19', 'territory', 'Harbor Labs Inc contacts', T.contactsAt('Harbor Labs Inc')),
  q(
    'BM-t20',
    'territory',
    'cto count third party accts',
    BB.num(
      async (d) => {
        const ids = new Set((await THEIRS(d)).map((x) => x.id));
        const ctos = (await d.territoryContacts({ job_title: CTO })).filter((c) => ids.has(c.account_id));
        // Read as contacts titled CTO, or as third-party accounts with a CTO.
        return [ctos.length, new Set(ctos.map((c) => c.account_id)).size];
      },
      'count',
      'CTOs at third-party accounts',
    ),
  ),
  q('BM-t21', 'territory', 'lowest revenue my account illinois', TC.pick('my', inStates('IL'), 'min', 'my account in IL')),
  q('BM-t22', 'territory', ['tp accounts washington', 'total revenue those'], TC.sum('tp', inStates('WA'), 'in WA')),
  q('BM-t23', 'territory', 'email priya walker', TC.emailOf('Priya Walker')),
  q('BM-t24', 'territory', 'my accounts count per state', TI.stateBreakdown('my')),

  // The chatty user.
  q(
    'BM-t25',
    'territory',
    "I'm flying to Denver next week and would like to squeeze in a customer visit or two. I know I have a couple of accounts in " +
      'Colorado. Which of my Colorado accounts has the bigger revenue?',
    TC.pick('my', inStates('CO'), 'max', 'my account in CO'),
  ),
  q(
    'BM-t26',
    'territory',
    'My manager keeps asking whether we have technical buyers mapped in the Southeast. I only have a handful of accounts in ' +
      'Georgia, so it should be quick. Do any of my Georgia accounts have a Chief Technology Officer on file?',
    TC.existsTitle('my', inStates('GA'), CTO),
  ),
  q(
    'BM-t27',
    'territory',
    "I've got a quarterly business review with Juniper Software Corp on Thursday. I inherited the account last month and " +
      "haven't met anyone there yet. " +
      'Who are the contacts at Juniper Software Corp, and what are their titles?',
    BB.each(
      T.contactsAt('Juniper Software Corp'),
      BD.titles(async (d) => (await peopleAt(d, 'Juniper Software Corp')).map((c) => c.job_title), 'titles at Juniper Software Corp'),
    ),
  ),
  q(
    'BM-t28',
    'territory',
    "Someone called Benjamin Hernandez left me a voicemail this morning and I can't remember where he fits in. I'm fairly sure " +
      "he's one of my territory contacts. What's his job title?",
    TC.titleOf('Benjamin Hernandez'),
  ),
  q(
    'BM-t29',
    'territory',
    [
      "I'm putting together a plan for the Carolinas. I'd like to start with what I already own before I look at anything new. " +
        'Can you list my accounts in North Carolina?',
      "Thanks, that's helpful. Which of those has the most contacts on file?",
    ],
    BB.name(async (d) => {
      const per = await contactsPerAccount(d);
      return [only((await MINE(d)).filter(inSt('NC')), (x) => per.get(x.id) ?? 0, 'max', 'my NC account with the most contacts').name];
    }, 'my NC account with the most contacts'),
  ),
  q(
    'BM-t30',
    'territory',
    "I've been cleaning up my contact records and some accounts look really thin. It worries me when there's only one person " +
      'to call if something goes wrong. How many of my accounts have just a single contact?',
    TC.withContacts('my', 1),
  ),
  q(
    'BM-t31',
    'territory',
    "We're rebalancing the third-party list and California obviously dominates it. Let's set California aside for a moment. " +
      'Which state has the most third-party accounts after that?',
    BB.state(async (d) => {
      const g = groups(
        (await THEIRS(d)).filter(notIn('CA')),
        (x) => x.state,
        (xs) => xs.length,
      );
      return [only(g, (x) => x.value, 'max', 'state with the most third-party accounts outside CA').key];
    }, 'state with the most third-party accounts outside CA'),
  ),
  q(
    'BM-t32',
    'territory',
    'Our partner team wants to start small with a few low-risk third-party accounts, and they asked for the little ones first. ' +
      'What are the three smallest third-party accounts by revenue?',
    TC.topN('tp', ANY, 3, 'min'),
  ),
];

export const SET_BM: HeldOut[] = [...TERRITORY, ...SET_BM_MORE];
