// Held-out set CN, continued (see set-cn.ts; SEALED): the CRM questions.

import type { CrmOpportunity, DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, needAllNames, needName, needNumber, q, sum, winners } from './judge.js';
import { accountNames, ACCTS, account, BB, crmPerson, extra, firstN, LEADS, leadNames, OPPS, person, total } from './kinds-bb.js';
import { countBy, share } from './kinds-bv.js';
import { breakdown, closesIn, dateForms, isLost, isWon, only, open } from './kinds-cn.js';
import { SET_CN_REST } from './set-cn3.js';

const oppsOf = async (d: DataAccess, name: string): Promise<CrmOpportunity[]> => {
  const acc = await account(d, name);
  return (await OPPS(d)).filter((o) => o.account_id === acc.id);
};
/** The one opportunity called `name` (the question assumes one). */
const deal = async (d: DataAccess, name: string): Promise<CrmOpportunity> =>
  only(
    (await OPPS(d)).filter((o) => o.name.toLowerCase() === name.toLowerCase()),
    `opportunities named "${name}"`,
  );
const oppNames = async (d: DataAccess): Promise<string[]> => (await OPPS(d)).map((o) => o.name);
const lastYear = (): string => String(new Date().getUTCFullYear() - 1);
/** Names held by more than one row, and how many rows hold them. */
const shared = (names: string[]): [number, number] => {
  const g = countBy(names, (n) => n).filter((x) => x.value > 1);
  return [g.length, sum(g.map((x) => x.value))];
};

const CRM: HeldOut[] = [
  // The sales director preparing a quarterly business review.
  q(
    'CN-c01',
    'crm',
    'Break down the open pipeline by stage for me: the total deal value sitting in each open stage.',
    breakdown(
      async (d) => {
        const os = (await OPPS(d)).filter(open);
        return countBy(os, (o) => o.stage).map((g) => ({ key: g.key, value: total(os.filter((o) => o.stage === g.key)) }));
      },
      'money',
      'open value by stage',
    ),
  ),
  q(
    'CN-c02',
    'crm',
    'Which deals are slated to close in Q1 2026, and what are they worth all together?',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter(closesIn('2026-01-01', '2026-03-31'));
        return [total(os), total(os.filter(open))];
      },
      'money',
      'value of the deals closing in Q1 2026',
    ),
  ),
  q(
    'CN-c03',
    'crm',
    'For deals with a 2025 close date: how many did we win and how many did we lose?',
    BB.each(
      BB.num(
        async (d) => (await OPPS(d)).filter((o) => isWon(o) && closesIn('2025-01-01', '2025-12-31')(o)).length,
        'count',
        'won in 2025',
      ),
      BB.num(
        async (d) => (await OPPS(d)).filter((o) => isLost(o) && closesIn('2025-01-01', '2025-12-31')(o)).length,
        'count',
        'lost in 2025',
      ),
    ),
  ),
  q(
    'CN-c04',
    'crm',
    'win rate by number of deals, for everything that closed in 2024?',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter(closesIn('2024-01-01', '2024-12-31'));
        const w = os.filter(isWon).length;
        return share(w, w + os.filter(isLost).length);
      },
      'plain',
      'win rate by count for 2024 closes (percent)',
    ),
  ),
  q(
    'CN-c05',
    'crm',
    'Give me our five biggest open deals.',
    BB.list(async (d) => {
      const top = firstN((await OPPS(d)).filter(open), (o) => o.value, 5, 'max').map((o) => o.name);
      if (new Set(top).size !== top.length) throw new Error('two of the top five open deals share a name');
      return [top, await oppNames(d)];
    }, 'five largest open deals'),
  ),
  q(
    'CN-c06',
    'crm',
    'how much closed-won business did we book with a close date in March 2025',
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => isWon(o) && closesIn('2025-03-01', '2025-03-31')(o))),
      'money',
      'closed-won value in March 2025',
    ),
  ),
  q(
    'CN-c07',
    'crm',
    "What's the probability-weighted value of the open pipeline (multiply each deal's value by its probability, then sum)?",
    BB.num(async (d) => sum((await OPPS(d)).filter(open).map((o) => o.value * (o.probability ?? 0))), 'money', 'weighted open pipeline'),
  ),
  q(
    'CN-c08',
    'crm',
    'Average deal size on the deals we won last year?',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => isWon(o) && (o.close_date ?? '').startsWith(lastYear())).map((o) => o.value)),
      'money',
      'average closed-won value last year',
    ),
  ),

  // The careful analyst.
  q(
    'CN-c09',
    'crm',
    'How many accounts in the CRM have no state filled in?',
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.state === null || x.state.trim() === '').length,
      'count',
      'CRM accounts without a state',
    ),
  ),
  q(
    'CN-c10',
    'crm',
    'count of leads where the notes field is empty',
    BB.num(async (d) => (await LEADS(d)).filter((l) => (extra(l, 'notes') ?? '').trim() === '').length, 'count', 'leads without notes'),
  ),
  q(
    'CN-c11',
    'crm',
    'How many different countries show up across the CRM accounts?',
    BB.num(async (d) => new Set((await ACCTS(d)).map((x) => x.country)).size, 'count', 'distinct CRM account countries'),
  ),
  q(
    'CN-c12',
    'crm',
    'Which lead record is the oldest, going by when it was created?',
    BB.name(async (d) => {
      const ls = await LEADS(d);
      const first = [...ls.map((l) => extra(l, 'created_at') ?? '')].sort()[0]!;
      const name = person(
        only(
          ls.filter((l) => extra(l, 'created_at') === first),
          'oldest lead',
        ),
      );
      return [person(crmPerson(ls, name))];
    }, 'oldest lead'),
  ),
  q(
    'CN-c13',
    'crm',
    "What's the newest account in the CRM, by creation date?",
    BB.name(async (d) => {
      const xs = await ACCTS(d);
      const last = [...xs.map((x) => extra(x, 'created_at') ?? '')].sort().at(-1)!;
      return [
        only(
          xs.filter((x) => extra(x, 'created_at') === last),
          'newest account',
        ).name,
      ];
    }, 'newest CRM account'),
  ),
  q(
    'CN-c14',
    'crm',
    'Are there leads that share the same first and last name?',
    BB.yes(async (d) => shared((await LEADS(d)).map(person)), 'leads sharing a full name'),
  ),
  q(
    'CN-c15',
    'crm',
    'Which lead statuses are actually in use, and how many distinct ones are there?',
    BB.each(
      BB.num(async (d) => new Set((await LEADS(d)).map((l) => l.status)).size, 'count', 'distinct lead statuses'),
      BB.every(async (d) => [...new Set((await LEADS(d)).map((l) => l.status))], 'the lead statuses'),
    ),
  ),
  q(
    'CN-c16',
    'crm',
    'Do any opportunities lack a close date?',
    BB.yes(
      async (d) => (await OPPS(d)).filter((o) => o.close_date === null || o.close_date === '').length,
      'opportunities without a close date',
    ),
  ),

  // Someone asking about specific named records.
  q('CN-c17', 'crm', ['What industry is Pfeffer Group in, and where are they based?', "what's their annual revenue?"], async (a, d) =>
    needNumber(a, (await account(d, 'Pfeffer Group')).annual_revenue ?? 0, 'money', 'annual revenue of Pfeffer Group', {
      name: 'Pfeffer Group',
      others: await accountNames(d),
    }),
  ),
  q(
    'CN-c18',
    'crm',
    ['Show me the opportunities for White - Torp', 'which one is the largest?'],
    BB.name(async (d) => winners(await oppsOf(d, 'White - Torp'), (o) => o.value, 'max').map((o) => o.name), 'largest White - Torp deal'),
  ),
  q('CN-c19', 'crm', ['Look up the lead Rafaela Tromp', "what's her score?"], async (a, d) =>
    needNumber(a, crmPerson(await LEADS(d), 'Rafaela Tromp').score ?? 0, 'plain', 'score of Rafaela Tromp', {
      name: 'Rafaela Tromp',
      others: await leadNames(d),
    }),
  ),
  q('CN-c20', 'crm', ['Who is the primary contact at Hilll, Rutherford and Thompson?', 'what is their email?'], async (a, d) => {
    const acc = await account(d, 'Hilll, Rutherford and Thompson');
    const p = only(
      (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.is_primary),
      'primary contacts of Hilll, Rutherford and Thompson',
    );
    return needAllNames(a, [p.email], 'e-mail of the primary contact of Hilll, Rutherford and Thompson');
  }),
  q(
    'CN-c21',
    'crm',
    ['What stage is the McLaughlin, Ernser and Wehner - Enterprise Agreement deal in?', 'and when is it expected to close?'],
    async (a, d) => {
      const o = await deal(d, 'McLaughlin, Ernser and Wehner - Enterprise Agreement');
      if (o.close_date === null) throw new Error('the deal has no close date');
      return needName(a, dateForms(o.close_date), 'close date of the McLaughlin, Ernser and Wehner - Enterprise Agreement deal');
    },
  ),
  q(
    'CN-c22',
    'crm',
    'How many contacts does Shanahan - Kohler have in the CRM?',
    BB.num(
      async (d) => {
        const acc = await account(d, 'Shanahan - Kohler');
        return (await d.crmContacts()).filter((c) => c.account_id === acc.id).length;
      },
      'count',
      'contacts of Shanahan - Kohler',
    ),
  ),
  q(
    'CN-c23',
    'crm',
    ["what's the status of the lead Danial Lockman?", 'which company is he from'],
    BB.name(async (d) => [crmPerson(await LEADS(d), 'Danial Lockman').company ?? ''], 'company of Danial Lockman'),
  ),
  q(
    'CN-c24',
    'crm',
    "Total value of every opportunity attached to O'Connell, Runolfsdottir and Grant?",
    BB.num(
      async (d) => total(await oppsOf(d, "O'Connell, Runolfsdottir and Grant")),
      'money',
      "value of O'Connell, Runolfsdottir and Grant deals",
    ),
  ),

  // Someone narrowing step by step.
  q(
    'CN-c25',
    'crm',
    ['open deals', 'just the ones in negotiation', 'closing in 2026', 'how much are they worth in total?'],
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => o.stage === 'negotiation' && closesIn('2026-01-01', '2026-12-31')(o))),
      'money',
      'negotiation deals closing in 2026',
    ),
  ),
  q(
    'CN-c26',
    'crm',
    ['CRM accounts in Germany', 'only Financial Services', 'which one has the most employees?'],
    BB.name(async (d) => {
      const hit = (await ACCTS(d)).filter((x) => x.country === 'Germany' && x.industry === 'Financial Services');
      if (hit.length < 2) throw new Error(`${hit.length} German Financial Services accounts (the question assumes several)`);
      return winners(hit, (x) => x.employee_count ?? 0, 'max').map((x) => x.name);
    }, 'German Financial Services account with the most employees'),
  ),
  q(
    'CN-c27',
    'crm',
    ['leads from trade shows', 'only the qualified ones', "what's their average score"],
    BB.num(
      async (d) =>
        avg((await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.status === 'qualified' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of qualified Trade Show leads',
    ),
  ),
  q(
    'CN-c28',
    'crm',
    ['accounts in the Asia Pacific region', 'narrow that to Technology', 'how many is that'],
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.region === 'Asia Pacific' && x.industry === 'Technology').length,
      'count',
      'Asia Pacific Technology accounts',
    ),
  ),
  q(
    'CN-c29',
    'crm',
    ['show leads in Healthcare', 'with status new', 'how many of them came in via Webinar?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.industry === 'Healthcare' && l.status === 'new' && l.source === 'Webinar').length,
      'count',
      'new Healthcare leads from Webinar',
    ),
  ),
  q(
    'CN-c30',
    'crm',
    ['opportunities in the proposal stage', 'worth more than 500k', 'how many?'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'proposal' && o.value > 500_000).length,
      'count',
      'proposal deals above $500k',
    ),
  ),
  q(
    'CN-c31',
    'crm',
    ['CRM contacts in the Finance department', 'only the primary ones', 'how many are there?'],
    BB.num(
      async (d) => (await d.crmContacts()).filter((c) => c.department === 'Finance' && c.is_primary).length,
      'count',
      'primary Finance contacts',
    ),
  ),
  q(
    'CN-c32',
    'crm',
    ['closed-lost deals with a 2025 close date', 'over a million dollars', 'which was the biggest'],
    BB.name(
      async (d) =>
        winners(
          (await OPPS(d)).filter((o) => isLost(o) && closesIn('2025-01-01', '2025-12-31')(o) && o.value > 1_000_000),
          (o) => o.value,
          'max',
        ).map((o) => o.name),
      'largest closed-lost 2025 deal above $1M',
    ),
  ),
];

export const SET_CN_MORE: HeldOut[] = [...CRM, ...SET_CN_REST];
