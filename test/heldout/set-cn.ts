// Held-out set CN: SEALED (questions.ts lists it in SEALED; only --selfcheck until the final run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its tests or its
// bench results), as an honest measure of how well it understands questions people type. Four
// kinds of user, each in their own voice, 20 questions each: a sales director preparing a
// quarterly business review (pipeline by stage, deals closing in a quarter or month, won versus
// lost, the biggest open deals, own versus third-party revenue), a careful analyst asking about
// the data itself (missing values, distinct values, shared names, oldest and newest records),
// someone asking about specific named records and then following up on the same record, and a
// person who narrows step by step over three or four turns. 80 questions: 32 territory, 32 CRM,
// 6 that need both APIs (labelled by the API whose figure answers them), 10 to be declined; 35
// are follow-ups asked in one session (the last answer is judged). Every expected answer is
// computed from the APIs' data when the checker runs. Here the territory questions; the CRM ones
// are in set-cn2.ts, the questions across both APIs and the declines in set-cn3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import {
  allTerritory,
  BB,
  contactNames,
  firstN,
  inSt,
  MY,
  rev,
  territoryAccount,
  territoryContact,
  territoryNames,
  TP,
} from './kinds-bb.js';
import { bestAliased, contactsByAccount, countBy, share } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import { only } from './kinds-cn.js';
import { T } from './kinds.js';
import { SET_CN_MORE } from './set-cn2.js';

const CEO_TITLE = 'Chief Executive Officer';
const revByState = (xs: { state: string; revenue: number }[]) =>
  groups(
    xs,
    (x) => x.state,
    (ys) => sum(ys.map((y) => y.revenue)),
  );
/** Names held by more than one row, and how many rows hold them. */
const shared = (names: string[]): [number, number] => {
  const g = countBy(names, (n) => n).filter((x) => x.value > 1);
  return [g.length, sum(g.map((x) => x.value))];
};

const TERRITORY: HeldOut[] = [
  // The sales director preparing a quarterly business review.
  q(
    'CN-t01',
    'territory',
    'Quick split for the QBR deck: how much revenue sits in my own accounts, and how much in the third-party ones?',
    BB.each(
      BB.num(async (d) => rev(await MY(d)), 'money', 'revenue of my accounts'),
      BB.num(async (d) => rev(await TP(d)), 'money', 'revenue of the third-party accounts'),
    ),
  ),
  q(
    'CN-t02',
    'territory',
    'what % of all territory revenue comes from accounts that are mine rather than third party',
    BB.num(async (d) => share(rev(await MY(d)), rev(await allTerritory(d))), 'plain', 'my share of territory revenue (percent)'),
  ),
  q(
    'CN-t03',
    'territory',
    'I want my five largest accounts on a slide, ranked by revenue. Which are they?',
    BB.list(
      async (d) => [firstN(await MY(d), (x) => x.revenue, 5, 'max').map((x) => x.name), await territoryNames(d)],
      'my 5 largest accounts',
    ),
  ),
  q(
    'CN-t04',
    'territory',
    'How much revenue do my three biggest accounts bring in between them?',
    BB.num(async (d) => rev(firstN(await MY(d), (x) => x.revenue, 3, 'max')), 'money', 'revenue of my 3 largest accounts'),
  ),
  q(
    'CN-t05',
    'territory',
    'Which state is carrying my book, i.e. has the highest combined revenue across my accounts, and what is that total?',
    BB.each(
      BB.state(async (d) => winners(revByState(await MY(d)), (x) => x.value, 'max').map((x) => x.key), 'state with my most revenue'),
      BB.num(async (d) => Math.max(...revByState(await MY(d)).map((x) => x.value)), 'money', 'my revenue in that state'),
    ),
  ),
  q(
    'CN-t06',
    'territory',
    'In Texas, how big is the revenue gap between the third-party accounts and my own accounts?',
    BB.num(
      async (d) => Math.abs(rev((await TP(d)).filter(inSt('TX'))) - rev((await MY(d)).filter(inSt('TX')))),
      'money',
      'TX third-party revenue minus my TX revenue',
    ),
  ),
  q(
    'CN-t07',
    'territory',
    'Average revenue per account, mine vs. third-party: give me both numbers.',
    BB.each(
      BB.num(async (d) => avg((await MY(d)).map((x) => x.revenue)), 'money', 'average revenue of my accounts'),
      BB.num(async (d) => avg((await TP(d)).map((x) => x.revenue)), 'money', 'average revenue of the third-party accounts'),
    ),
  ),
  q(
    'CN-t08',
    'territory',
    'Name the single largest third-party account by revenue, and tell me which state it is in.',
    BB.each(
      BB.name(async (d) => winners(await TP(d), (x) => x.revenue, 'max').map((x) => x.name), 'largest third-party account'),
      BB.state(async (d) => winners(await TP(d), (x) => x.revenue, 'max').map((x) => x.state), 'state of the largest third-party account'),
    ),
  ),

  // The careful analyst.
  q(
    'CN-t09',
    'territory',
    'How many contacts in the territory data have a blank or missing email address?',
    BB.num(
      async (d) => (await d.territoryContacts()).filter((c) => !c.email || c.email.trim() === '').length,
      'count',
      'contacts without e-mail',
    ),
  ),
  q(
    'CN-t10',
    'territory',
    'how many distinct job titles exist across the territory contacts',
    BB.num(async (d) => new Set((await d.territoryContacts()).map((c) => c.job_title)).size, 'count', 'distinct territory job titles'),
  ),
  q(
    'CN-t11',
    'territory',
    'Do any two territory contacts have exactly the same full name?',
    BB.yes(async (d) => shared((await d.territoryContacts()).map((c) => c.name)), 'territory contacts sharing a name'),
  ),
  q(
    'CN-t12',
    'territory',
    'Is any account name duplicated across the territory accounts (mine and third-party together)?',
    BB.yes(async (d) => shared((await allTerritory(d)).map((x) => x.name)), 'territory accounts sharing a name'),
  ),
  q(
    'CN-t13',
    'territory',
    'Which state has third-party accounts in it but not a single one of my own accounts?',
    BB.state(async (d) => {
      const mine = new Set((await MY(d)).map((x) => x.state));
      const hit = [...new Set((await TP(d)).map((x) => x.state))].filter((s) => !mine.has(s));
      if (hit.length !== 1) throw new Error(`${hit.length} states have third-party accounts only (the question assumes one)`);
      return hit;
    }, 'state with third-party accounts only'),
  ),
  q(
    'CN-t14',
    'territory',
    'How many territory accounts have no contacts on file at all?',
    BB.num(
      async (d) => {
        const withContacts = new Set((await d.territoryContacts()).map((c) => c.account_id));
        return (await allTerritory(d)).filter((x) => !withContacts.has(x.id)).length;
      },
      'count',
      'territory accounts without contacts',
    ),
  ),
  q(
    'CN-t15',
    'territory',
    "What's the range of revenue among the third-party accounts? I need the minimum and the maximum value.",
    BB.each(
      BB.num(async (d) => Math.min(...(await TP(d)).map((x) => x.revenue)), 'money', 'smallest third-party revenue'),
      BB.num(async (d) => Math.max(...(await TP(d)).map((x) => x.revenue)), 'money', 'largest third-party revenue'),
    ),
  ),
  q(
    'CN-t16',
    'territory',
    'Which job title is the rarest among the territory contacts?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await d.territoryContacts(), (c) => c.job_title),
          'min',
        ),
      'least common territory job title',
    ),
  ),
  // Someone asking about specific named records.
  q(
    'CN-t17',
    'territory',
    ['Pull up Keystone Robotics Group for me', 'how much revenue does it do?'],
    T.revenueOf('Keystone Robotics Group'),
  ),
  q(
    'CN-t18',
    'territory',
    ['Who are the contacts at Juniper Software Corp?', 'And what are their email addresses?'],
    T.emailsAt('Juniper Software Corp'),
  ),
  q('CN-t19', 'territory', ['What state is Harbor Media Group in?', 'who works there?'], T.contactsAt('Harbor Media Group')),
  q(
    'CN-t20',
    'territory',
    ['Is Orchid Labs LLC one of my accounts or a third-party one?', 'how much revenue does it have'],
    T.revenueOf('Orchid Labs LLC'),
  ),
  q('CN-t21', 'territory', ['Which account does Chloe Young work at?', "What's that account's revenue?"], async (a, d) => {
    const c = await territoryContact(d, 'Chloe Young');
    const acc = only(
      (await allTerritory(d)).filter((x) => x.id === c.account_id),
      "Chloe Young's account",
    );
    return T.revenueOf(acc.name)(a, d);
  }),
  q(
    'CN-t22',
    'territory',
    "What's Priya Walker's job title, and which company is she with?",
    BB.each(
      BB.name(async (d) => withAliases((await territoryContact(d, 'Priya Walker')).job_title), 'job title of Priya Walker'),
      BB.name(async (d) => {
        const c = await territoryContact(d, 'Priya Walker');
        return (await allTerritory(d)).filter((x) => x.id === c.account_id).map((x) => x.name);
      }, 'account of Priya Walker'),
    ),
  ),
  q('CN-t23', 'territory', ['Granite Systems LLC', 'how many contacts do they have on file?'], T.contactCountAt('Granite Systems LLC')),
  q(
    'CN-t24',
    'territory',
    ['What revenue does Summit Robotics Inc have?', 'and Summit Software Inc, how much bigger is that one?'],
    BB.num(
      async (d) => (await territoryAccount(d, 'Summit Software Inc')).revenue - (await territoryAccount(d, 'Summit Robotics Inc')).revenue,
      'money',
      'Summit Software Inc minus Summit Robotics Inc revenue',
    ),
  ),

  // Someone narrowing step by step.
  q(
    'CN-t25',
    'territory',
    ['list my California accounts', 'just those above $3M', 'which one has the most contacts'],
    BB.name(async (d) => {
      const hit = (await MY(d)).filter((x) => x.state === 'CA' && x.revenue > 3_000_000);
      const n = await contactsByAccount(d);
      return winners(hit, (x) => n.get(x.id)?.length ?? 0, 'max').map((x) => x.name);
    }, 'my CA account above $3M with the most contacts'),
  ),
  q(
    'CN-t26',
    'territory',
    ['show me the third-party accounts', 'only Florida', 'total revenue of those?'],
    BB.num(async (d) => rev((await TP(d)).filter(inSt('FL'))), 'money', 'revenue of the third-party FL accounts'),
  ),
  q(
    'CN-t27',
    'territory',
    ['find the contacts whose title is CEO', 'only the ones at my accounts', 'now keep just New York'],
    BB.list(async (d) => {
      const ids = new Set((await MY(d)).filter(inSt('NY')).map((x) => x.id));
      const hit = (await d.territoryContacts({ job_title: CEO_TITLE })).filter((c) => ids.has(c.account_id)).map((c) => c.name);
      return [hit, await contactNames(d)];
    }, 'CEOs at my NY accounts'),
  ),
  q(
    'CN-t28',
    'territory',
    ['all territory accounts in Washington state', 'just the third-party ones', 'which has the lowest revenue?'],
    BB.name(
      async (d) => winners((await TP(d)).filter(inSt('WA')), (x) => x.revenue, 'min').map((x) => x.name),
      'smallest third-party WA account',
    ),
  ),
  q(
    'CN-t29',
    'territory',
    ['my accounts with revenue between 1 and 3 million', 'sort them by state', 'how many are in Texas?'],
    BB.num(
      async (d) => {
        const tx = (await MY(d)).filter(inSt('TX'));
        return [
          tx.filter((x) => x.revenue >= 1_000_000 && x.revenue <= 3_000_000).length,
          tx.filter((x) => x.revenue > 1_000_000 && x.revenue < 3_000_000).length,
        ];
      },
      'count',
      'my TX accounts with revenue 1-3M',
    ),
  ),
  q(
    'CN-t30',
    'territory',
    ['Show me every Chief Technology Officer in the territory', 'only the ones at third-party accounts', 'how many is that?'],
    BB.num(
      async (d) => {
        const ids = new Set((await TP(d)).map((x) => x.id));
        return (await d.territoryContacts({ job_title: 'Chief Technology Officer' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CTOs at third-party accounts',
    ),
  ),
  q(
    'CN-t31',
    'territory',
    ['my accounts in Illinois', 'add the third-party Illinois accounts too', 'which is the biggest of the lot?'],
    BB.name(
      async (d) => winners((await allTerritory(d)).filter(inSt('IL')), (x) => x.revenue, 'max').map((x) => x.name),
      'largest IL territory account',
    ),
  ),
  q(
    'CN-t32',
    'territory',
    ['my New York accounts', 'drop anything under 3 million', "what's the combined revenue of what's left"],
    BB.num(
      async (d) => rev((await MY(d)).filter((x) => x.state === 'NY' && x.revenue >= 3_000_000)),
      'money',
      'revenue of my NY accounts of $3M or more',
    ),
  ),
];

export const SET_CN: HeldOut[] = [...TERRITORY, ...SET_CN_MORE];
