// Held-out set CR, continued (see set-cr.ts; a practice set, not sealed): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum } from './judge.js';
import { account, accountNames, ACCTS, BB, firstN, LEADS, OPPS, person, total } from './kinds-bb.js';
import { best, countBy, crmAccountsById, share } from './kinds-bv.js';
import { country, openDeal, prob, quarter, quarterOf, yn } from './kinds-cr.js';
import { C } from './kinds.js';
import { SET_CR_REST } from './set-cr3.js';

const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';

const CRM: HeldOut[] = [
  // The summer intern.
  q(
    'CR-c01',
    'crm',
    [
      'whats the difference between a lead and a contact in the crm? they look the same to me',
      'ok so how many leads do we have altogether',
    ],
    BB.num(async (d) => (await LEADS(d)).length, 'count', 'CRM leads'),
  ),
  q(
    'CR-c02',
    'crm',
    'how many deals are in the negotiaton step right now',
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation').length, 'count', 'opportunities in negotiation'),
  ),
  q('CR-c03', 'crm', 'who is the main person at Kohler - Mayer? like the go-to contact there', C.primaryOf('Kohler - Mayer')),
  q(
    'CR-c04',
    'crm',
    ['what does the probability number on a deal mean?', 'ok and whats the average of it for deals sitting in proposal'],
    prob(
      async (d) => avg((await OPPS(d)).filter((o) => o.stage === 'proposal').map((o) => o.probability ?? 0)),
      'average probability in proposal',
    ),
  ),
  q(
    'CR-c05',
    'crm',
    "how many employees does King, O'Kon and Mante have? the staff size column i guess",
    BB.num(async (d) => (await account(d, "King, O'Kon and Mante")).employee_count ?? 0, 'count', "employees of King, O'Kon and Mante"),
  ),
  q(
    'CR-c06',
    'crm',
    'how many leads came in from the webinar thing and are still marked as new',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar' && l.status === 'new').length, 'count', 'new Webinar leads'),
  ),
  q(
    'CR-c07',
    'crm',
    'which country do most of our crm acounts come from',
    country(
      async (d) =>
        best(
          countBy(await ACCTS(d), (x) => x.country),
          'max',
        ),
      'country with the most CRM accounts',
    ),
  ),
  q(
    'CR-c08',
    'crm',
    'how much is our biggest deal worth? the single largest one, money wise',
    BB.num(async (d) => Math.max(...(await OPPS(d)).map((o) => o.value)), 'money', 'value of the largest opportunity'),
  ),

  // The board member.
  q(
    'CR-c09',
    'crm',
    "What's the open pipeline worth in total, meaning everything not yet won or lost?",
    BB.num(async (d) => total((await OPPS(d)).filter(openDeal)), 'money', 'value of open opportunities'),
  ),
  q(
    'CR-c10',
    'crm',
    'Which region brings in the most won business, by value?',
    BB.name(async (d) => {
      const acc = await crmAccountsById(d);
      const g = groups(
        (await OPPS(d)).filter((o) => o.stage === 'closed-won'),
        (o) => acc.get(o.account_id)?.region,
        (os) => total(os),
      );
      return best(g, 'max');
    }, 'region with the most closed-won value'),
  ),
  q(
    'CR-c11',
    'crm',
    'What fraction of our CRM accounts are based in North America?',
    BB.num(
      async (d) => {
        const xs = await ACCTS(d);
        return share(xs.filter((x) => x.region === 'North America').length, xs.length);
      },
      'plain',
      'share of CRM accounts in North America (percent)',
    ),
  ),
  q(
    'CR-c12',
    'crm',
    'Do our ten biggest accounts by annual revenue make up more than a tenth of total annual revenue?',
    yn(async (d) => {
      const xs = await ACCTS(d);
      const top10 = sum(firstN(xs, (x) => x.annual_revenue ?? 0, 10, 'max').map((x) => x.annual_revenue ?? 0));
      return top10 > sum(xs.map((x) => x.annual_revenue ?? 0)) / 10;
    }, 'top 10 accounts above a tenth of annual revenue'),
  ),
  q(
    'CR-c13',
    'crm',
    'Headline figure please: total value of every opportunity on record, won, lost and open.',
    BB.num(async (d) => total(await OPPS(d)), 'money', 'value of all opportunities'),
  ),
  q(
    'CR-c14',
    'crm',
    "Which industry is biggest for us when you add up the accounts' annual revenue?",
    BB.name(
      async (d) =>
        best(
          groups(
            await ACCTS(d),
            (x) => x.industry,
            (xs) => sum(xs.map((x) => x.annual_revenue ?? 0)),
          ),
          'max',
        ),
      'industry with the most annual revenue',
    ),
  ),
  q(
    'CR-c15',
    'crm',
    'Win rate by count, please: closed-won deals as a share of all the closed ones.',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const w = os.filter((o) => o.stage === 'closed-won').length;
        return share(w, w + os.filter((o) => o.stage === 'closed-lost').length);
      },
      'plain',
      'win rate by count (percent)',
    ),
  ),
  q(
    'CR-c16',
    'crm',
    'How concentrated is the pipeline? What share of total opportunity value sits with the five accounts holding the most of it?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const g = groups(
          os,
          (o) => String(o.account_id),
          (xs) => total(xs),
        );
        return share(sum(firstN(g, (x) => x.value, 5, 'max').map((x) => x.value)), total(os));
      },
      'plain',
      'share of opportunity value at the top 5 accounts (percent)',
    ),
  ),

  // The data steward.
  q(
    'CR-c17',
    'crm',
    ['How many CRM accounts have the state field left blank?', 'and how many of those blank ones are US accounts?'],
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => blank(x.state) && x.country === 'United States').length,
      'count',
      'US accounts with no state',
    ),
  ),
  q(
    'CR-c18',
    'crm',
    'Are any website addresses shared by more than one CRM account? List the accounts involved.',
    BB.list(async (d) => {
      const xs = await ACCTS(d);
      const shared = new Set(
        countBy(xs, (x) => x.website?.toLowerCase())
          .filter((g) => g.value > 1)
          .map((g) => g.key),
      );
      return [xs.filter((x) => x.website !== null && shared.has(x.website.toLowerCase())).map((x) => x.name), await accountNames(d)];
    }, 'accounts sharing a website'),
  ),
  q(
    'CR-c19',
    'crm',
    'How many leads have nothing at all in the notes field?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => blank((l as unknown as { notes?: string | null }).notes)).length,
      'count',
      'leads with no notes',
    ),
  ),
  q(
    'CR-c20',
    'crm',
    ['Are there leads carrying exactly the same first and last name as another lead?', 'how many lead records does that involve'],
    BB.num(
      async (d) => {
        const ls = await LEADS(d);
        const g = countBy(ls, (l) => person(l).toLowerCase()).filter((x) => x.value > 1);
        return sum(g.map((x) => x.value));
      },
      'count',
      'lead records sharing a full name',
    ),
  ),
  q(
    'CR-c21',
    'crm',
    "Any CRM contacts that aren't tied to an existing account?",
    BB.yes(async (d) => {
      const ids = new Set((await ACCTS(d)).map((x) => x.id));
      return (await d.crmContacts()).filter((c) => !ids.has(c.account_id)).length;
    }, 'CRM contacts linked to no account'),
  ),
  q(
    'CR-c22',
    'crm',
    'Do we have opportunities where the amount is missing or zero?',
    BB.yes(async (d) => (await OPPS(d)).filter((o) => !(o.value > 0)).length, 'opportunities with no amount'),
  ),
  q(
    'CR-c23',
    'crm',
    'Each account is meant to have exactly one primary contact. Does any account break that rule, with none or with two or more?',
    BB.yes(async (d) => {
      const prim = countBy(
        (await d.crmContacts()).filter((c) => c.is_primary),
        (c) => String(c.account_id),
      );
      return (await ACCTS(d)).filter((x) => prim.find((g) => g.key === String(x.id))?.value !== 1).length;
    }, 'accounts without exactly one primary contact'),
  ),
  q(
    'CR-c24',
    'crm',
    'How many leads have a score of exactly 0? those look like placeholders to me',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.score === 0).length, 'count', 'leads scored 0'),
  ),

  // The sales-ops analyst.
  q(
    'CR-c25',
    'crm',
    ['opportunities in the proposal stage', 'only the ones with a close date in 2025', 'how much are they worth in total'],
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => o.stage === 'proposal' && (o.close_date ?? '').startsWith('2025'))),
      'money',
      'value of proposal deals closing in 2025',
    ),
  ),
  q(
    'CR-c26',
    'crm',
    ['Leads that came from Trade Show.', 'Only the qualified ones.', 'Average score for that group?'],
    BB.num(
      async (d) =>
        avg(
          (await LEADS(d))
            .filter((l) => l.source === 'Trade Show' && l.status === 'qualified' && l.score !== null)
            .map((l) => l.score ?? 0),
        ),
      'plain',
      'average score of qualified Trade Show leads',
    ),
  ),
  q(
    'CR-c27',
    'crm',
    ['CRM accounts in the United Kingdom', 'just Retail', 'which one has the highest annual revenue'],
    BB.name(
      async (d) =>
        firstN(
          (await ACCTS(d)).filter((x) => x.country === 'United Kingdom' && x.industry === 'Retail'),
          (x) => x.annual_revenue ?? 0,
          1,
          'max',
        ).map((x) => x.name),
      'largest UK Retail account',
    ),
  ),
  q(
    'CR-c28',
    'crm',
    ['deals in negotiation', 'over 1M only', 'how many is that'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation' && o.value > 1_000_000).length,
      'count',
      'negotiation deals above $1M',
    ),
  ),
  q(
    'CR-c29',
    'crm',
    ['Leads with status contacted', 'narrow that to Cold Call', 'ok go back to all statuses but keep Cold Call. how many leads now?'],
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Cold Call').length, 'count', 'Cold Call leads'),
  ),
  q(
    'CR-c30',
    'crm',
    ['closed-won deals with a 2024 close date', 'split them by quarter', 'which quarter was biggest by value?'],
    quarter(async (d) => {
      const g = groups(
        (await OPPS(d)).filter((o) => o.stage === 'closed-won' && (o.close_date ?? '').startsWith('2024')),
        (o) => String(quarterOf(o.close_date!)),
        (os) => total(os),
      );
      const top = best(g, 'max');
      if (top.length !== 1) throw new Error('quarters tie');
      return Number(top[0]);
    }, 'quarter of 2024 with the most closed-won value'),
  ),
  q(
    'CR-c31',
    'crm',
    ['accounts in Japan', 'sort them by employee count', 'top 3'],
    BB.list(
      async (d) => [
        firstN(
          (await ACCTS(d)).filter((x) => x.country === 'Japan'),
          (x) => x.employee_count ?? 0,
          3,
          'max',
        ).map((x) => x.name),
        await accountNames(d),
      ],
      'top 3 Japanese accounts by employees',
    ),
  ),
  q(
    'CR-c32',
    'crm',
    ['Contacts in the Finance department', 'only the primary ones', 'how many?'],
    BB.num(
      async (d) => (await d.crmContacts()).filter((c) => c.department === 'Finance' && c.is_primary).length,
      'count',
      'primary contacts in Finance',
    ),
  ),
];

export const SET_CR_MORE: HeldOut[] = [...CRM, ...SET_CR_REST];
