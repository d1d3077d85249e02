// Practice set BB: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type; not sealed. Four kinds of user, each in their own voice: a revenue-operations
// lead reconciling numbers between the two systems (precise: sums, differences, comparisons
// across both); an inside-sales rep working a call list (names, titles, e-mails, which account
// someone is at; casual typing with typos and abbreviations); a VP of sales asking for rankings
// and trends (top/bottom N, 2nd/3rd place, shares, who leads); and an operations analyst
// probing completeness and edge cases (missing values, zero counts, exact boundaries, "none
// of", "neither ... nor"). 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled
// by the API whose figure answers them), 10 to be declined; 14 are follow-ups asked in one
// session (the last answer is judged). Dates relative to today are read when the checker runs.
// Here the first half of the territory questions; the rest are in set-bb2.ts, set-bb3.ts (across
// both APIs, CRM) and set-bb4.ts (CRM, declines).

import type { HeldOut } from './judge.js';
import { avg, q } from './judge.js';
import { allTerritory, BB, contactNames, inSt, median, MY, rev, territoryAccount, territoryContact, TP } from './kinds-bb.js';
import { CFO } from './pick.js';
import { SET_BB_MORE } from './set-bb2.js';

const TERRITORY: HeldOut[] = [
  // The revenue-operations lead.
  q(
    'BB-t01',
    'territory',
    'Reconciliation, step one: what is the combined revenue of all my accounts, to the dollar?',
    BB.num(async (d) => rev(await MY(d)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'BB-t02',
    'territory',
    'What is the gap between the total revenue of my accounts and the total revenue of the third-party accounts?',
    BB.num(async (d) => Math.abs(rev(await MY(d)) - rev(await TP(d))), 'money', 'difference my vs third-party revenue'),
  ),
  q(
    'BB-t03',
    'territory',
    'Among my accounts, the California ones average more revenue than the Texas ones. By how much exactly?',
    BB.num(
      async (d) => {
        const m = await MY(d);
        return Math.abs(avg(m.filter(inSt('CA')).map((x) => x.revenue)) - avg(m.filter(inSt('TX')).map((x) => x.revenue)));
      },
      'money',
      'average revenue CA minus TX (my accounts)',
    ),
  ),
  q(
    'BB-t04',
    'territory',
    'What is the median revenue of the third-party accounts?',
    BB.num(async (d) => median((await TP(d)).map((x) => x.revenue)), 'money', 'median third-party revenue'),
  ),
  q(
    'BB-t05',
    'territory',
    ['How many contacts are on file at third-party accounts?', 'and at my accounts?'],
    BB.num(
      async (d) => {
        const ids = new Set((await MY(d)).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at my accounts',
    ),
  ),
  q(
    'BB-t06',
    'territory',
    'Sum the revenue of my accounts in New York and Massachusetts together, please.',
    BB.num(async (d) => rev((await MY(d)).filter(inSt('NY', 'MA'))), 'money', 'my revenue in NY + MA'),
  ),
  // The inside-sales rep.
  q(
    'BB-t07',
    'territory',
    'whats the email for the CFO at Pioneer Motors Inc',
    BB.every(
      async (d) =>
        (await d.territoryContacts({ account_id: (await territoryAccount(d, 'Pioneer Motors Inc')).id, job_title: CFO })).map(
          (c) => c.email,
        ),
      'e-mail of the CFO at Pioneer Motors Inc',
    ),
  ),
  q(
    'BB-t08',
    'territory',
    'chloe young - which acct is she at?',
    BB.name(async (d) => {
      const c = await territoryContact(d, 'Chloe Young');
      return [(await allTerritory(d)).find((x) => x.id === c.account_id)!.name];
    }, 'account of Chloe Young'),
  ),
  q(
    'BB-t09',
    'territory',
    'list contacts at falcon media llc pls',
    BB.list(
      async (d) => [
        (await d.territoryContacts({ account_id: (await territoryAccount(d, 'Falcon Media LLC')).id })).map((c) => c.name),
        await contactNames(d),
      ],
      'contacts at Falcon Media LLC',
    ),
  ),
  q(
    'BB-t10',
    'territory',
    ['who do we have at Falcon Systems Corp?', "which one's the cfo"],
    BB.name(
      async (d) =>
        (await d.territoryContacts({ account_id: (await territoryAccount(d, 'Falcon Systems Corp')).id, job_title: CFO })).map(
          (c) => c.name,
        ),
      'CFO at Falcon Systems Corp',
    ),
  ),
  q(
    'BB-t11',
    'territory',
    "what's Kenji Garcia's title?",
    BB.name(async (d) => [(await territoryContact(d, 'Kenji Garcia')).job_title], 'job title of Kenji Garcia'),
  ),
  q(
    'BB-t12',
    'territory',
    'how many sales mgrs (Sales Manager title) work at my accts?',
    BB.num(
      async (d) => {
        const ids = new Set((await MY(d)).map((x) => x.id));
        return (await d.territoryContacts({ job_title: 'Sales Manager' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'Sales Managers at my accounts',
    ),
  ),
  q(
    'BB-t13',
    'territory',
    'How many accounts, mine and third-party together, have exactly one contact on file?',
    BB.num(
      async (d) => {
        const cs = await d.territoryContacts();
        return (await allTerritory(d)).filter((x) => cs.filter((c) => c.account_id === x.id).length === 1).length;
      },
      'count',
      'accounts with exactly one contact',
    ),
  ),
  q(
    'BB-t14',
    'territory',
    ['show me all the CFOs', 'only the ones at third party accts'],
    BB.list(async (d) => {
      const ids = new Set((await TP(d)).map((x) => x.id));
      return [
        (await d.territoryContacts({ job_title: CFO })).filter((c) => ids.has(c.account_id)).map((c) => c.name),
        await contactNames(d),
      ];
    }, 'CFOs at third-party accounts'),
  ),
];

export const SET_BB: HeldOut[] = [...TERRITORY, ...SET_BB_MORE];
