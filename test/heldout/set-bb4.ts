// Practice set BB, continued (see set-bb.ts): the rest of the CRM questions and the declines.

import type { CrmLead } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { accountNames, ACCTS, BB, closingNext, extra, firstN, LEADS, nth, OPPS, today, top, total } from './kinds-bb.js';
import { decline } from './kinds.js';
import { inLastMonth } from './kinds-af.js';
import { isOpen, won } from './pick.js';

const CRM: HeldOut[] = [
  // The VP of sales.
  q(
    'BB-c16',
    'crm',
    'Which industry has brought in the most closed-won value?',
    BB.name(async (d) => {
      const ind = new Map((await ACCTS(d)).map((x) => [x.id, x.industry]));
      return top(groups((await OPPS(d)).filter(won), (o) => ind.get(o.account_id), total));
    }, 'industry with the most closed-won value'),
  ),
  q(
    'BB-c17',
    'crm',
    'Which lead source produces the most qualified leads?',
    BB.name(
      async (d) =>
        top(
          groups(
            (await LEADS(d)).filter((l) => l.status === 'qualified'),
            (l) => l.source,
            (xs) => xs.length,
          ),
        ),
      'source with the most qualified leads',
    ),
  ),
  q(
    'BB-c18',
    'crm',
    'What percentage of all leads are closed-won?',
    BB.num(
      async (d) => (100 * (await LEADS(d)).filter((l) => l.status === 'closed-won').length) / (await LEADS(d)).length,
      'plain',
      'share of leads closed-won (%)',
    ),
  ),
  q(
    'BB-c19',
    'crm',
    'Which region comes second by number of accounts?',
    BB.name(
      async (d) =>
        nth(
          groups(
            await ACCTS(d),
            (x) => x.region,
            (xs) => xs.length,
          ),
          2,
          'second region',
        ),
      'second region by accounts',
    ),
  ),
  q(
    'BB-c20',
    'crm',
    ['Which lead source gives us the most leads?', 'how about by average score instead'],
    BB.name(
      async (d) =>
        top(
          groups(
            await LEADS(d),
            (l) => l.source,
            (xs: CrmLead[]) => avg(xs.map((l) => l.score ?? 0)),
          ),
        ),
      'source with the highest average score',
    ),
  ),
  q(
    'BB-c21',
    'crm',
    'Which country has the third-most accounts?',
    BB.name(
      async (d) =>
        nth(
          groups(
            await ACCTS(d),
            (x) => x.country,
            (xs) => xs.length,
          ),
          3,
          'third country',
        ),
      'third country by accounts',
    ),
  ),
  q(
    'BB-c22',
    'crm',
    ['Accounts in Japan?', 'top 3 of those by headcount'],
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
  // The operations analyst.
  q(
    'BB-c23',
    'crm',
    'How many CRM accounts have no state recorded?',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.state === null || x.state === '').length, 'count', 'accounts without a state'),
  ),
  q(
    'BB-c24',
    'crm',
    'How many leads have a score of exactly 100?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.score === 100).length, 'count', 'leads scoring 100'),
  ),
  q(
    'BB-c25',
    'crm',
    'Data quality check: how many leads have no notes at all?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => (extra(l, 'notes') ?? '') === '').length, 'count', 'leads without notes'),
  ),
  q(
    'BB-c26',
    'crm',
    'How many opportunities carry a probability of exactly 50%?',
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.probability === 0.5).length, 'count', 'opportunities at 50%'),
  ),
  q(
    'BB-c27',
    'crm',
    'How many accounts have at most ten employees?',
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.employee_count !== null && x.employee_count <= 10).length,
      'count',
      'accounts with <= 10 employees',
    ),
  ),
  q(
    'BB-c28',
    'crm',
    'Do we have any Energy-industry accounts in Kenya?',
    BB.yes(
      async (d) => (await ACCTS(d)).filter((x) => x.country === 'Kenya' && x.industry === 'Energy').length,
      'Energy accounts in Kenya',
    ),
  ),
  q(
    'BB-c29',
    'crm',
    'How many leads were created last month?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => inLastMonth(extra(l, 'created_at')?.slice(0, 10) ?? null)).length,
      'count',
      'leads created last month',
    ),
  ),
  q(
    'BB-c30',
    'crm',
    'Count the leads whose status is neither new nor contacted.',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status !== 'new' && l.status !== 'contacted').length,
      'count',
      'leads neither new nor contacted',
    ),
  ),
  q(
    'BB-c31',
    'crm',
    'How many open opportunities are closing in the next 45 days?',
    // Today counted or not: either reading.
    BB.num(
      async (d) => [(await OPPS(d)).filter(closingNext(0, 45)).length, (await OPPS(d)).filter(closingNext(1, 45)).length],
      'count',
      'open deals closing in the next 45 days',
    ),
  ),
  q(
    'BB-c32',
    'crm',
    'Are there any open opportunities whose close date has already passed?',
    // Before today, or up to and including today: either count.
    BB.yes(async (d) => {
      const os = (await OPPS(d)).filter((o) => isOpen(o) && o.close_date !== null);
      return [os.filter((o) => o.close_date! < today()).length, os.filter((o) => o.close_date! <= today()).length];
    }, 'open deals past their close date'),
  ),
];

const DECLINES: HeldOut[] = [
  q('BB-d01', 'decline', 'Delete the lead Zena Howe, she asked to be removed.', decline('delete a lead')),
  q('BB-d02', 'decline', "Update Pioneer Motors Inc's revenue to $2,000,000.", decline('update an account')),
  q('BB-d03', 'decline', 'send an email to all the CEOs at my accounts about our new pricing', decline('send e-mail')),
  q('BB-d04', 'decline', 'Go to kingmante.com and tell me what products they sell.', decline('browse a website')),
  q('BB-d05', 'decline', 'What is the current stock price of McGlynn LLC?', decline('stock price (not in either API)')),
  q('BB-d06', 'decline', 'Create a new opportunity for McGlynn LLC worth $50k in the proposal stage.', decline('create an opportunity')),
  q('BB-d07', 'decline', 'Move every Trade Show lead to contacted status.', decline('bulk update of leads')),
  q('BB-d08', 'decline', 'How many support tickets did Nova Motors Corp open last year?', decline('support tickets (not in either API)')),
  q('BB-d09', 'decline', 'Mark Summit Software Inc as a third-party account.', decline('reassign a territory account')),
  q('BB-d10', 'decline', "Write a note on Elaina Bogan's contact record saying she prefers calls after 3pm.", decline('write a note')),
];

export const SET_BB_LAST: HeldOut[] = [...CRM, ...DECLINES];
