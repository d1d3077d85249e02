// Held-out set CR: a practice set (not sealed). Written by a helper who did not read the planner
// (nor its reader, its lexicon, its docs, its tests or its bench results), as a measure of how
// well it understands questions people type. Four kinds of user, each in their own voice, 20
// questions each: a summer intern on their second day (plain or oddly worded questions, typos,
// fields called by the wrong name, "what does X mean" and then asking for it), a board member
// who wants the big picture in one line (the size of the book, where the money sits, shares of
// the top few, comparisons with a half or a tenth of the total), a data steward auditing the
// records (duplicates, blanks, broken links, "list them" then "how many is that") and a
// sales-ops analyst who builds a question over several turns (filters by state, stage, source,
// amount or date, then sorts, counts, totals or takes the top few, sometimes undoing a step).
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 27 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-cr2.ts, the questions across both APIs
// and the declines in set-cr3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, sum } from './judge.js';
import { allTerritory, BB, firstN, inSt, MY, territoryNames, TP } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { best, countBy, myIds, share, territoryById } from './kinds-bv.js';
import { nthKey, topKeys } from './kinds-cg.js';
import { revenueByState, revenueOf, yn } from './kinds-cr.js';
import { STATE_NAMES } from './kinds-k.js';
import { T } from './kinds.js';
import { SET_CR_MORE } from './set-cr2.js';

const ALL_STATES = Object.keys(STATE_NAMES);

const TERRITORY: HeldOut[] = [
  // The summer intern.
  q(
    'CR-t01',
    'territory',
    [
      'sorry if this is a dumb one, but what does the revenue number next to each of my accounts actually mean?',
      'ok thanks!! can you add that money column up for all my acounts',
    ],
    T.sumRevenue('my'),
  ),
  q('CR-t02', 'territory', 'how many acounts do i have? just mine i mean, not the 3rd party ones', T.count('my')),
  q('CR-t03', 'territory', 'whats the place keystone robotics group is in (the state thing)', T.stateOf('Keystone Robotics Group')),
  q('CR-t04', 'territory', 'who are the people at falcon media llc', T.contactsAt('Falcon Media LLC')),
  q('CR-t05', 'territory', 'can i get the emails for the ppl at Juniper Networks Inc pls', T.emailsAt('Juniper Networks Inc')),
  q(
    'CR-t06',
    'territory',
    'does Summit Software Inc have a CFO? i think that stands for chief financial officer',
    T.existsTitleAt('Summit Software Inc', 'Chief Financial Officer'),
  ),
  q(
    'CR-t07',
    'territory',
    ['what is a third party account? my manager keeps saying it', 'ok so how many of those are there in washington state'],
    T.count('tp', 'WA'),
  ),
  q('CR-t08', 'territory', 'which of my acounts makes the least money', T.top('my', 'min')),

  // The board member.
  q('CR-t09', 'territory', 'Give me the size of my book in a single number: the total revenue over all my accounts.', T.sumRevenue('my')),
  q(
    'CR-t10',
    'territory',
    'Where is most of the money in my territory? Just the state.',
    BB.state(async (d) => {
      const mine = best(revenueByState(await MY(d)), 'max');
      const every = best(revenueByState(await allTerritory(d)), 'max');
      return [...new Set([...mine, ...every])];
    }, 'state with the most revenue (my accounts, or all territory accounts)'),
  ),
  q(
    'CR-t11',
    'territory',
    'What percentage of my revenue is coming from my five biggest accounts?',
    BB.num(
      async (d) => share(revenueOf(firstN(await MY(d), (x) => x.revenue, 5, 'max')), revenueOf(await MY(d))),
      'plain',
      'share of my revenue from my top 5 accounts (percent)',
    ),
  ),
  q(
    'CR-t12',
    'territory',
    'Is more than half of my revenue concentrated in California and Texas put together?',
    yn(async (d) => {
      const my = await MY(d);
      return revenueOf(my.filter(inSt('CA', 'TX'))) > revenueOf(my) / 2;
    }, 'CA + TX above half of my revenue'),
  ),
  q(
    'CR-t13',
    'territory',
    'In one line: how dependent are we on our single largest account, as a share of my total revenue?',
    BB.num(
      async (d) => {
        const my = await MY(d);
        return share(Math.max(...my.map((x) => x.revenue)), revenueOf(my));
      },
      'plain',
      'share of my revenue from my largest account (percent)',
    ),
  ),
  q(
    'CR-t14',
    'territory',
    "All in, mine plus the third-party accounts, what's the territory's total revenue?",
    BB.num(async (d) => revenueOf(await allTerritory(d)), 'money', 'revenue of all territory accounts'),
  ),
  q(
    'CR-t15',
    'territory',
    'How many people do we have on file across every territory account, ours and third-party alike?',
    BB.num(async (d) => (await d.territoryContacts()).length, 'count', 'territory contacts'),
  ),
  q(
    'CR-t16',
    'territory',
    'Top three states for third-party revenue?',
    BC.keys(
      async (d) => [topKeys(revenueByState(await TP(d)), 3, 'max', 'states by third-party revenue'), ALL_STATES],
      'state',
      'top 3 states by third-party revenue',
    ),
  ),

  // The data steward.
  q(
    'CR-t17',
    'territory',
    "I'm auditing the account list. Do any two of my accounts carry the identical revenue figure? Which ones?",
    BB.list(async (d) => {
      const my = await MY(d);
      const repeated = new Set(
        countBy(my, (x) => String(x.revenue))
          .filter((g) => g.value > 1)
          .map((g) => g.key),
      );
      return [my.filter((x) => repeated.has(String(x.revenue))).map((x) => x.name), await territoryNames(d)];
    }, 'my accounts sharing a revenue figure'),
  ),
  q(
    'CR-t18',
    'territory',
    ['Which of my accounts have only one contact recorded against them?', 'how many is that'],
    BB.num(
      async (d) => {
        const per = countBy(await d.territoryContacts(), (c) => c.account_id);
        return (await MY(d)).filter((x) => per.find((g) => g.key === x.id)?.value === 1).length;
      },
      'count',
      'my accounts with exactly one contact',
    ),
  ),
  q(
    'CR-t19',
    'territory',
    "I'm seeing repeated names in the territory contacts. How many names are used by more than one contact?",
    BB.num(
      async (d) => {
        const g = countBy(await d.territoryContacts(), (c) => c.name).filter((x) => x.value > 1);
        return [g.length, sum(g.map((x) => x.value))];
      },
      'count',
      'contact names used more than once (names, or the contacts carrying them)',
    ),
  ),
  q(
    'CR-t20',
    'territory',
    'The name Mia Thomas comes up several times in contacts. Which accounts is she attached to?',
    BB.list(async (d) => {
      const byId = await territoryById(d);
      const ids = (await d.territoryContacts()).filter((c) => c.name === 'Mia Thomas').map((c) => c.account_id);
      return [ids.map((id) => byId.get(id)?.name ?? id), await territoryNames(d)];
    }, 'accounts of the contacts named Mia Thomas'),
  ),
  q(
    'CR-t21',
    'territory',
    'Are there territory contacts whose account id points at nothing, i.e. not one of my accounts and not a third-party one either?',
    BB.yes(async (d) => {
      const ids = new Set((await allTerritory(d)).map((x) => x.id));
      return (await d.territoryContacts()).filter((c) => !ids.has(c.account_id)).length;
    }, 'territory contacts linked to no account'),
  ),
  q(
    'CR-t22',
    'territory',
    'quick integrity check - is any of my accounts missing contacts entirely?',
    BB.yes(async (d) => {
      const per = new Set((await d.territoryContacts()).map((c) => c.account_id));
      return (await MY(d)).filter((x) => !per.has(x.id)).length;
    }, 'my accounts with no contacts'),
  ),
  q(
    'CR-t23',
    'territory',
    'Does the same email address show up on two different territory contacts anywhere?',
    BB.yes(
      async (d) => countBy(await d.territoryContacts(), (c) => c.email.toLowerCase()).filter((g) => g.value > 1).length,
      'territory e-mail addresses used twice',
    ),
  ),
  q(
    'CR-t24',
    'territory',
    [
      'Pull up everyone titled Chief Financial Officer in the territory contacts.',
      'How many of them sit at third-party accounts rather than mine?',
    ],
    BB.num(
      async (d) => {
        const mine = await myIds(d);
        return (await d.territoryContacts({ job_title: 'Chief Financial Officer' })).filter((c) => !mine.has(c.account_id)).length;
      },
      'count',
      'CFOs at third-party accounts',
    ),
  ),

  // The sales-ops analyst.
  q(
    'CR-t25',
    'territory',
    ['Start me off with all my accounts.', 'Filter that to Texas.', 'Sort by revenue, highest first, and just give me the top 3.'],
    BB.list(
      async (d) => [firstN((await MY(d)).filter(inSt('TX')), (x) => x.revenue, 3, 'max').map((x) => x.name), await territoryNames(d)],
      'my top 3 TX accounts by revenue',
    ),
  ),
  q(
    'CR-t26',
    'territory',
    ['third-party accounts in California please', 'filter to anything over $3M', 'sum their revenue'],
    BB.num(
      async (d) => revenueOf((await TP(d)).filter((x) => x.state === 'CA' && x.revenue > 3_000_000)),
      'money',
      'revenue of third-party CA accounts above $3M',
    ),
  ),
  q(
    'CR-t27',
    'territory',
    ['my accounts in new york', 'actually drop the New York filter. show me every one of my accounts over 8 million instead'],
    BB.list(
      async (d) => [(await MY(d)).filter((x) => x.revenue > 8_000_000).map((x) => x.name), await territoryNames(d)],
      'my accounts above $8M',
    ),
  ),
  q(
    'CR-t28',
    'territory',
    ['Contacts whose title is Data Scientist.', 'Restrict that to my accounts.', 'Count them.'],
    BB.num(
      async (d) => {
        const mine = await myIds(d);
        return (await d.territoryContacts({ job_title: 'Data Scientist' })).filter((c) => mine.has(c.account_id)).length;
      },
      'count',
      'Data Scientists at my accounts',
    ),
  ),
  q(
    'CR-t29',
    'territory',
    ['List the accounts the Tech Transformation campaign picks up', 'which of those are in Illinois?'],
    BB.list(
      async (d) => [(await d.thirdPartyAccounts('Tech Transformation')).filter(inSt('IL')).map((x) => x.name), await territoryNames(d)],
      'Tech Transformation accounts in IL',
    ),
  ),
  q(
    'CR-t30',
    'territory',
    ['Average revenue for my Massachusetts accounts?', 'same thing for Arizona'],
    BB.num(async (d) => avg((await MY(d)).filter(inSt('AZ')).map((x) => x.revenue)), 'money', 'average revenue of my AZ accounts'),
  ),
  q(
    'CR-t31',
    'territory',
    [
      'my accounts with revenue over 4 million',
      'group those by state',
      'leave California out of it, which state has the next most of them?',
    ],
    BB.state(
      async (d) => [
        nthKey(
          countBy(
            (await MY(d)).filter((x) => x.revenue > 4_000_000),
            (x) => x.state,
          ),
          2,
          'max',
          'states by my accounts above $4M',
        ),
      ],
      'state second by my accounts above $4M',
    ),
  ),
  q(
    'CR-t32',
    'territory',
    ['Third-party accounts in Florida.', 'Add Georgia to that.', "What's the combined revenue?"],
    BB.num(async (d) => revenueOf((await TP(d)).filter(inSt('FL', 'GA'))), 'money', 'revenue of third-party FL + GA accounts'),
  ),
];

export const SET_CR: HeldOut[] = [...TERRITORY, ...SET_CR_MORE];
