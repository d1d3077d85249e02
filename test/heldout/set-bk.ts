// Held-out set BK: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type. Four voices, each kept consistent and spread evenly (20 questions each): a
// compliance officer who asks with exclusions and negations ("none of", "other than", "without",
// "not yet", "never"); a territory re-alignment planner who compares states and regions side by
// side ("versus", "against", "compared with", rankings, gaps); a mentor asking on behalf of a
// trainee ("could you show my trainee...", "walk us through..."); and a tired late-night user
// (typos, missing words, a question restated halfway). 80 questions: 32 territory, 32 CRM, 6
// that need both APIs (labelled by the API whose figure answers them), 10 to be declined; 12 are
// follow-ups asked in one session (the last answer is judged). Every expected answer is computed
// from the APIs' data when the checker runs. Here the territory questions; the CRM ones are in
// set-bk2.ts, the questions across both APIs and the declines in set-bk3.ts.

import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB, median } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { ANY, inStates, only, pct, TC, withAliases } from './kinds-cd.js';
import { BOTH_SIDES, contactCounts, inSt, KB, MINE, rev, THEIRS, tNames } from './kinds-bk.js';
import { T } from './kinds.js';
import { CEO, CFO, notIn } from './pick.js';
import { SET_BK_MORE } from './set-bk2.js';

const TERRITORY: HeldOut[] = [
  // The compliance officer: exclusions and negations.
  q(
    'BK-t01',
    'territory',
    'For the audit sample I need a count: how many of my accounts are located in none of California, Texas or New York?',
    TC.count('my', notIn('CA', 'TX', 'NY'), 'outside CA, TX and NY'),
  ),
  q(
    'BK-t02',
    'territory',
    'Which third-party accounts in Texas have no Chief Executive Officer on file among their contacts?',
    BB.list(async (d) => {
      const withCeo = new Set((await d.territoryContacts({ job_title: CEO })).map((c) => c.account_id));
      const hit = (await THEIRS(d)).filter((x) => x.state === 'TX' && !withCeo.has(x.id));
      return [hit.map((x) => x.name), await tNames(d)];
    }, 'third-party TX accounts without a CEO contact'),
  ),
  q(
    'BK-t03',
    'territory',
    'What is the combined revenue of my accounts if I leave out every account with revenue under $1 million?',
    BB.num(async (d) => rev((await MINE(d)).filter((x) => x.revenue >= 1_000_000)), 'money', 'revenue of my accounts of $1M or more'),
  ),
  q(
    'BK-t04',
    'territory',
    'At Granite Systems Inc, is there anyone on file other than the account executive?',
    BB.yes(async (d) => {
      const acc = (await BOTH_SIDES(d)).find((x) => x.name === 'Granite Systems Inc')!;
      return (await d.territoryContacts({ account_id: acc.id })).filter((c) => c.job_title !== 'Account Executive').length;
    }, 'a contact other than the account executive at Granite Systems Inc'),
  ),
  q(
    'BK-t05',
    'territory',
    ['Please list my accounts in Illinois.', 'Which of those do not have a Chief Financial Officer among their contacts?'],
    BB.list(async (d) => {
      const withCfo = new Set((await d.territoryContacts({ job_title: CFO })).map((c) => c.account_id));
      const hit = (await MINE(d)).filter((x) => x.state === 'IL' && !withCfo.has(x.id));
      return [hit.map((x) => x.name), await tNames(d)];
    }, 'my IL accounts without a CFO contact'),
  ),
  q(
    'BK-t06',
    'territory',
    'How many territory contacts hold a job title other than Software Engineer or Data Scientist?',
    BB.num(
      async (d) =>
        (await d.territoryContacts()).filter((c) => c.job_title !== 'Software Engineer' && c.job_title !== 'Data Scientist').length,
      'count',
      'territory contacts neither Software Engineer nor Data Scientist',
    ),
  ),
  q(
    'BK-t07',
    'territory',
    'How many of the third-party accounts fall outside the High Value Outreach campaign, i.e. are never selected by it?',
    BB.num(
      async (d) => (await THEIRS(d)).length - (await d.thirdPartyAccounts('High Value Outreach')).length,
      'count',
      'third-party accounts outside the High Value Outreach campaign',
    ),
  ),
  q(
    'BK-t08',
    'territory',
    'Other than the ones in Illinois, which of my accounts has the lowest revenue?',
    TC.pick('my', notIn('IL'), 'min', 'my account outside IL'),
  ),

  // The re-alignment planner: states side by side, rankings, gaps.
  q(
    'BK-t09',
    'territory',
    'Texas versus California: which state brings in more revenue from my accounts, and how big is the gap?',
    BH.versus(
      async (d) => ({
        options: [
          ['TX', 'Texas'],
          ['CA', 'California'],
        ],
        values: [rev((await MINE(d)).filter(inStates('TX'))), rev((await MINE(d)).filter(inStates('CA')))],
      }),
      'money',
      'my revenue, Texas vs California',
      true,
    ),
  ),
  q(
    'BK-t10',
    'territory',
    'Rank the states by how many of my accounts each one holds and give me the top three, in order.',
    KB.rankStates(async (d) => {
      const g = groups(
        await MINE(d),
        (x) => x.state,
        (xs) => xs.length,
      ).sort((x, y) => y.value - x.value);
      if (g[2]!.value === g[3]!.value || g[1]!.value === g[2]!.value) throw new Error('top three states tie');
      return [g.slice(0, 3).map((x) => x.key), [...new Set((await BOTH_SIDES(d)).map((x) => x.state))]];
    }, 'top three states by number of my accounts'),
  ),
  q(
    'BK-t11',
    'territory',
    'In the Pacific Northwest (Washington and Oregon together), how does the average revenue of my accounts compare with the ' +
      'average of the third-party accounts there? Which side is higher, and by how much?',
    BH.versus(
      async (d) => {
        const mine = (await MINE(d)).filter(inStates('WA', 'OR'));
        const theirs = (await THEIRS(d)).filter(inStates('WA', 'OR'));
        return {
          options: [
            ['my accounts', 'your accounts', 'my own', 'your own', 'mine', 'yours'],
            ['third-party', 'third party', '3rd party', '3rd-party'],
          ],
          values: [rev(mine) / mine.length, rev(theirs) / theirs.length],
        };
      },
      'money',
      'average revenue in WA and OR, mine vs third-party',
    ),
  ),
  q(
    'BK-t12',
    'territory',
    'Looking state by state, where is the gap between my account revenue and the third-party account revenue the widest?',
    BB.state(async (d) => {
      const mine = await MINE(d);
      const theirs = await THEIRS(d);
      const states = [...new Set([...mine, ...theirs].map((x) => x.state))];
      const gaps = states.map((s) => ({ s, gap: Math.abs(rev(mine.filter(inStates(s))) - rev(theirs.filter(inStates(s)))) }));
      return [only(gaps, (g) => g.gap, 'max', 'widest state gap').s];
    }, 'state with the widest gap between my and third-party revenue'),
  ),
  q(
    'BK-t13',
    'territory',
    [
      'What is the total revenue of all territory accounts in Florida, mine and third-party together?',
      'And against Georgia on the same basis, how wide is the gap?',
    ],
    BB.num(
      async (d) => {
        const every = await BOTH_SIDES(d);
        return Math.abs(rev(every.filter(inStates('FL'))) - rev(every.filter(inStates('GA'))));
      },
      'money',
      'gap between FL and GA territory revenue (all accounts)',
    ),
  ),
  q(
    'BK-t14',
    'territory',
    'For the re-alignment shortlist: the five biggest third-party accounts by revenue outside California and Texas.',
    TC.topN('tp', notIn('CA', 'TX'), 5, 'max'),
  ),
  q(
    'BK-t15',
    'territory',
    ['How many of my accounts are in Massachusetts?', 'Compared with North Carolina, which of the two has more of my accounts?'],
    TC.compareStates('my', 'MA', 'NC'),
  ),
  q(
    'BK-t16',
    'territory',
    'Side by side, how many territory contacts (at my accounts and the third-party ones) sit in California, Texas and New York?',
    KB.perState(
      async (d) => {
        const stateOf = new Map((await BOTH_SIDES(d)).map((x) => [x.id, x.state]));
        const cs = await d.territoryContacts();
        return ['CA', 'TX', 'NY'].map((s): [string, number] => [s, cs.filter((c) => stateOf.get(c.account_id) === s).length]);
      },
      'count',
      'territory contacts in CA, TX and NY',
    ),
  ),

  // The mentor, asking on behalf of a trainee.
  q('BK-t17', 'territory', 'Could you show my trainee who our contacts at Harbor Labs Inc are?', T.contactsAt('Harbor Labs Inc')),
  q(
    'BK-t18',
    'territory',
    'Walk us through the median revenue of the third-party accounts, please; my trainee keeps mixing it up with the average.',
    TC.median('tp'),
  ),
  q(
    'BK-t19',
    'territory',
    'My trainee needs to reach Isabella Anderson. Could you show them her email address?',
    TC.emailOf('Isabella Anderson'),
  ),
  q(
    'BK-t20',
    'territory',
    'Could you show my trainee which of my accounts have revenue between $4.5 million and $5.5 million?',
    T.listRevenueRange('my', 4_500_000, 5_500_000),
  ),
  q(
    'BK-t21',
    'territory',
    [
      'Walk us through the job titles of the contacts at Apex Energy Inc.',
      'Of those titles, which one is the rarest across all the territory contacts?',
    ],
    BB.name(async (d) => {
      const acc = (await BOTH_SIDES(d)).find((x) => x.name === 'Apex Energy Inc')!;
      const titles = await d.jobTitles(acc.id);
      const g = groups(
        await d.territoryContacts(),
        (c) => c.job_title,
        (xs) => xs.length,
      ).filter((x) => titles.includes(x.key));
      return withAliases(only(g, (x) => x.value, 'min', 'rarest title at Apex Energy Inc').key);
    }, 'rarest title (territory-wide) among those at Apex Energy Inc'),
  ),
  q(
    'BK-t22',
    'territory',
    'Could you show my trainee what percentage of the third-party accounts the Tech Transformation campaign covers?',
    BB.num(
      async (d) => pct((await d.thirdPartyAccounts('Tech Transformation')).length, (await THEIRS(d)).length),
      'plain',
      'share of third-party accounts in the Tech Transformation campaign (%)',
    ),
  ),
  q(
    'BK-t23',
    'territory',
    'My trainee is learning how we judge coverage. Walk us through how many of my accounts have exactly two contacts.',
    TC.withContacts('my', 2),
  ),
  q(
    'BK-t24',
    'territory',
    'Could you show my trainee where Keystone Dynamics LLC is based? Which state is it in?',
    T.stateOf('Keystone Dynamics LLC'),
  ),

  // The tired late-night user: typos, missing words, restated halfway.
  q(
    'BK-t25',
    'territory',
    'how many accts i got in washingtn.. actually no, whats the total revenue for those',
    TC.sum('my', inStates('WA'), 'in WA'),
  ),
  q(
    'BK-t26',
    'territory',
    'whos the bigest third party account in ohio by revenue',
    TC.pick('tp', inStates('OH'), 'max', 'third-party account in OH'),
  ),
  q(
    'BK-t27',
    'territory',
    'avg revenue my acounts in florida — wait no, median i mean',
    BB.num(async (d) => median((await MINE(d)).filter(inSt('FL')).map((x) => x.revenue)), 'money', 'median revenue of my FL accounts'),
  ),
  q(
    'BK-t28',
    'territory',
    'how many contacts are cfos... actualy what percent of all the contacts is that',
    BB.num(
      async (d) => pct((await d.territoryContacts({ job_title: CFO })).length, (await d.territoryContacts()).length),
      'plain',
      'share of territory contacts who are CFOs (%)',
    ),
  ),
  q(
    'BK-t29',
    'territory',
    ['third party accts in oregon?', 'ok which of em has the most contacts'],
    BB.name(async (d) => {
      const n = await contactCounts(d);
      const xs = (await THEIRS(d)).filter(inStates('OR'));
      return [only(xs, (x) => n.get(x.id) ?? 0, 'max', 'third-party OR account with the most contacts').name];
    }, 'third-party OR account with the most contacts'),
  ),
  q(
    'BK-t30',
    'territory',
    'is there a vp of sales at summit robotics inc, the florida one',
    T.existsTitleAt('Summit Robotics Inc', 'Vice President of Sales'),
  ),
  q('BK-t31', 'territory', 'top 3 of my accounts by revnue pls', TC.topN('my', ANY, 3, 'max')),
  q('BK-t32', 'territory', 'priya walker.. what company is she at again', TC.accountOf('Priya Walker')),
];

export const SET_BK: HeldOut[] = [...TERRITORY, ...SET_BK_MORE];
