// Held-out set BO, continued (see set-bo.ts): the CRM questions, in the same four voices.

import type { CrmOpportunity, DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { BB, closingNext, extra, firstN, median } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import {
  ACCTS,
  BO,
  closing,
  cNames,
  CONTACTS,
  created,
  dealsOf,
  LEADS,
  openDeal,
  OPPS,
  pct,
  thisYear,
  today,
  topGroup,
  worth,
} from './kinds-bo.js';
import { JOPPS } from './kinds-cd-crm.js';
import { only } from './kinds-cd.js';
import { SET_BO_LAST } from './set-bo3.js';

/** Win rate (percent) of the deals closing in `year`: won against won plus lost (or, `all`, against every deal closing then). */
const winRate = async (d: DataAccess, year: string, all = false): Promise<number> => {
  const os = (await OPPS(d)).filter((o) => o.close_date?.startsWith(year));
  const w = os.filter((o) => o.stage === 'closed-won').length;
  return pct(w, all ? os.length : w + os.filter((o) => o.stage === 'closed-lost').length);
};
/** "The next 30 days": from today or tomorrow, to day 30 or day 29. */
const NEXT_30: [number, number][] = [
  [0, 30],
  [1, 30],
  [0, 29],
];
const next30 = async (d: DataAccess): Promise<CrmOpportunity[][]> => {
  const os = await OPPS(d);
  return NEXT_30.map(([from, to]) => os.filter(closingNext(from, to)));
};
/** The open deal of one account that closes first (a tie throws). */
const firstToClose = async (d: DataAccess, account: string): Promise<CrmOpportunity> =>
  only(
    (await dealsOf(d, account)).filter(openDeal),
    (o) => Date.parse(o.close_date ?? '9999-12-31'),
    'min',
    `first open deal of ${account} to close`,
  );
/** The open deal with the most value (a tie throws). */
const biggest = (os: CrmOpportunity[], what: string): CrmOpportunity => only(os, (o) => o.value, 'max', what);
/** The account (by name) with the most open pipeline value. */
const topPipelineAccount = async (d: DataAccess): Promise<{ name: string; value: number }> => {
  const names = new Map((await ACCTS(d)).map((x) => [x.id, x.name]));
  const g = groups((await OPPS(d)).filter(openDeal), (o) => names.get(o.account_id) ?? null, worth);
  const w = only(g, (x) => x.value, 'max', 'account with the most open pipeline');
  return { name: w.key, value: w.value };
};
const noNotes = (l: object): boolean => (extra(l, 'notes') ?? '').trim() === '';

const CRM: HeldOut[] = [
  // The sales manager preparing one-on-ones.
  q(
    'BO-c01',
    'crm',
    'How many open deals are due to close in the next 30 days, and what are they worth in total?',
    BB.each(
      BB.num(async (d) => (await next30(d)).map((os) => os.length), 'count', 'open deals closing in the next 30 days'),
      BB.num(async (d) => (await next30(d)).map(worth), 'money', 'value of open deals closing in the next 30 days'),
    ),
  ),
  q(
    'BO-c02',
    'crm',
    'For the pipeline review with the team, break down the value of our open deals by stage.',
    BD.breakdown(async (d) => groups((await OPPS(d)).filter(openDeal), (o) => o.stage, worth), 'money', 'open pipeline value per stage'),
  ),
  q(
    'BO-c03',
    'crm',
    "What's the single biggest deal sitting in negotiation that's set to close between now and year's end?",
    BO.deal(
      async (d) => [
        biggest(
          (await OPPS(d)).filter((o) => o.stage === 'negotiation' && closing(today(), `${thisYear()}-12-31`)(o)),
          'biggest negotiation deal closing by year end',
        ),
      ],
      'biggest negotiation deal closing by year end',
    ),
  ),
  q(
    'BO-c04',
    'crm',
    'Which account holds the most open pipeline value right now, and how much is it?',
    BB.each(
      BB.name(async (d) => [(await topPipelineAccount(d)).name], 'account with the most open pipeline'),
      BB.num(async (d) => (await topPipelineAccount(d)).value, 'money', 'its open pipeline value'),
    ),
  ),
  q(
    'BO-c05',
    'crm',
    ['Pull up the open deals for Johnson, Friesen and Frami.', "Which of those is due to close first, and what's it worth?"],
    BB.each(
      BO.deal(async (d) => [await firstToClose(d, 'Johnson, Friesen and Frami')], 'first open deal of Johnson, Friesen and Frami to close'),
      BB.num(async (d) => (await firstToClose(d, 'Johnson, Friesen and Frami')).value, 'money', 'its value'),
    ),
  ),
  q(
    'BO-c06',
    'crm',
    'What was our win rate on deals that closed in 2025? Count the won deals against won plus lost.',
    BB.num(async (d) => winRate(d, '2025'), 'plain', 'win rate 2025 (percent)'),
  ),
  q(
    'BO-c07',
    'crm',
    "What's the average size of the deals we've won with a close date this year?",
    BB.num(
      async (d) => {
        const won = (await OPPS(d)).filter((o) => o.stage === 'closed-won' && o.close_date?.startsWith(thisYear()));
        return [avg(won.map((o) => o.value)), avg(won.filter((o) => o.close_date! <= today()).map((o) => o.value))];
      },
      'money',
      'average closed-won deal this year (whole year, or to date)',
    ),
  ),
  q(
    'BO-c08',
    'crm',
    'How many deals in the proposal stage are worth more than $1 million?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'proposal' && o.value > 1_000_000).length,
      'count',
      'proposal deals > $1M',
    ),
  ),

  // The data-minded intern.
  q(
    'BO-c09',
    'crm',
    'How many opportunities in the proposal stage have a close date between 1 March 2025 and 31 May 2025, inclusive?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'proposal' && closing('2025-03-01', '2025-05-31')(o)).length,
      'count',
      'proposal deals closing 2025-03-01..2025-05-31',
    ),
  ),
  q(
    'BO-c10',
    'crm',
    'What is the median value of the closed-won opportunities whose close date falls in calendar year 2024?',
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => o.stage === 'closed-won' && o.close_date?.startsWith('2024')).map((o) => o.value)),
      'money',
      'median closed-won value 2024',
    ),
  ),
  q(
    'BO-c11',
    'crm',
    'How many leads with the source Webinar were created in February 2024?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar' && created(l).startsWith('2024-02')).length,
      'count',
      'Webinar leads created in 2024-02',
    ),
  ),
  q(
    'BO-c12',
    'crm',
    'What is the average annual revenue of the Healthcare accounts located in Germany?',
    BB.num(
      async (d) => {
        const xs = (await ACCTS(d)).filter((x) => x.industry === 'Healthcare' && x.country === 'Germany' && x.annual_revenue !== null);
        if (xs.length === 0) throw new Error('no Healthcare account in Germany');
        return avg(xs.map((x) => x.annual_revenue!));
      },
      'money',
      'average annual revenue of Healthcare accounts in Germany',
    ),
  ),
  q(
    'BO-c13',
    'crm',
    'What percentage of the leads whose source is Referral currently have the status closed-won?',
    BB.num(
      async (d) => {
        const ls = (await LEADS(d)).filter((l) => l.source === 'Referral');
        return pct(ls.filter((l) => l.status === 'closed-won').length, ls.length);
      },
      'plain',
      'share of Referral leads closed-won (percent)',
    ),
  ),
  q(
    'BO-c14',
    'crm',
    'Among the accounts in the Asia Pacific region, which industry has the highest total annual revenue?',
    BB.name(
      async (d) => [
        topGroup(
          (await ACCTS(d)).filter((x) => x.region === 'Asia Pacific'),
          (x) => x.industry,
          (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
          'max',
          'APAC industry by revenue',
        ),
      ],
      'APAC industry with the highest total revenue',
    ),
  ),
  q(
    'BO-c15',
    'crm',
    [
      'Please list the accounts located in Sweden that have more than 500 employees.',
      'Of those, which one has the highest annual revenue?',
    ],
    BB.name(
      async (d) => [
        only(
          (await ACCTS(d)).filter((x) => x.country === 'Sweden' && (x.employee_count ?? 0) > 500),
          (x) => x.annual_revenue ?? 0,
          'max',
          'Swedish account above 500 employees with the most revenue',
        ).name,
      ],
      'Swedish account above 500 employees with the most revenue',
    ),
  ),
  q(
    'BO-c16',
    'crm',
    'For the account Murphy Inc, please list every opportunity in the negotiation stage, together with its value and close date.',
    BH.deals(async (d) => {
      const id = (await ACCTS(d)).find((x) => x.name === 'Murphy Inc')?.id;
      const os = (await JOPPS(d)).filter((o) => o.account_id === id);
      return { hit: os.filter((o) => o.stage === 'negotiation'), rest: os.filter((o) => o.stage !== 'negotiation') };
    }, 'negotiation deals of Murphy Inc'),
  ),

  // The operations person checking data quality.
  q(
    'BO-c17',
    'crm',
    'How many accounts in the CRM have no state recorded?',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => (x.state ?? '').trim() === '').length, 'count', 'accounts without a state'),
  ),
  q(
    'BO-c18',
    'crm',
    ['How many leads have no notes at all?', 'And how many of those are still in new status?'],
    BB.num(async (d) => (await LEADS(d)).filter((l) => noNotes(l) && l.status === 'new').length, 'count', 'new leads without notes'),
  ),
  q(
    'BO-c19',
    'crm',
    'How many leads are still marked new, never contacted, even though they were created before 1 January 2024?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status === 'new' && created(l) < '2024-01-01').length,
      'count',
      'new leads created before 2024',
    ),
  ),
  q(
    'BO-c20',
    'crm',
    'Is there any account in the CRM that has no contacts linked to it?',
    BB.yes(async (d) => {
      const linked = new Set((await CONTACTS(d)).map((c) => c.account_id));
      return (await ACCTS(d)).filter((x) => !linked.has(x.id)).length;
    }, 'CRM accounts without contacts'),
  ),
  q(
    'BO-c21',
    'crm',
    "How many open opportunities have a close date that's already in the past?",
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter((o) => openDeal(o) && o.close_date !== null);
        return [os.filter((o) => o.close_date! < today()).length, os.filter((o) => o.close_date! <= today()).length];
      },
      'count',
      'open deals past their close date',
    ),
  ),
  q(
    'BO-c22',
    'crm',
    'Are there any accounts with more than one primary contact?',
    BB.yes(
      async (d) =>
        groups(
          (await CONTACTS(d)).filter((c) => c.is_primary),
          (c) => String(c.account_id),
          (cs) => cs.length,
        ).filter((g) => g.value > 1).length,
      'accounts with several primary contacts',
    ),
  ),
  q(
    'BO-c23',
    'crm',
    'Which lead source has the most leads that are still sitting in new status with no notes on them?',
    BB.name(
      async (d) => [
        topGroup(
          (await LEADS(d)).filter((l) => l.status === 'new' && noNotes(l)),
          (l) => l.source,
          (ls) => ls.length,
          'max',
          'source of the most new leads without notes',
        ),
      ],
      'source of the most new leads without notes',
    ),
  ),
  q(
    'BO-c24',
    'crm',
    'How many accounts have only two opportunities on file?',
    BB.num(
      async (d) =>
        groups(
          await OPPS(d),
          (o) => String(o.account_id),
          (os) => os.length,
        ).filter((g) => g.value === 2).length,
      'count',
      'accounts with exactly two opportunities',
    ),
  ),

  // The executive on a phone.
  q(
    'BO-c25',
    'crm',
    ['open pipeline total?', 'just negotiation?'],
    BB.num(async (d) => worth((await OPPS(d)).filter((o) => o.stage === 'negotiation')), 'money', 'negotiation pipeline value'),
  ),
  q(
    'BO-c26',
    'crm',
    '# deals closing in dec?',
    BB.num(
      async (d) => {
        const dec = (await OPPS(d)).filter((o) => o.close_date?.startsWith(`${thisYear()}-12`));
        return [dec.length, dec.filter(openDeal).length];
      },
      'count',
      'deals closing in December (all, or open)',
    ),
  ),
  q(
    'BO-c27',
    'crm',
    ['top 5 crm accts by rev', 'which in APAC?'],
    BB.list(async (d) => {
      const top = firstN(await ACCTS(d), (x) => x.annual_revenue ?? 0, 5, 'max');
      return [top.filter((x) => x.region === 'Asia Pacific').map((x) => x.name), await cNames(d)];
    }, 'top-5 CRM accounts by revenue in Asia Pacific'),
  ),
  q(
    'BO-c28',
    'crm',
    'win rate 2024?',
    BB.num(async (d) => [await winRate(d, '2024'), await winRate(d, '2024', true)], 'plain', 'win rate 2024 (percent)'),
  ),
  q(
    'BO-c29',
    'crm',
    ['biggest deal closing Q1 2026?', 'stage?'],
    BB.name(
      async (d) => [biggest((await OPPS(d)).filter(closing('2026-01-01', '2026-03-31')), 'biggest deal closing Q1 2026').stage],
      'stage of the biggest deal closing in Q1 2026',
    ),
  ),
  q(
    'BO-c30',
    'crm',
    'leads by status',
    BD.breakdown(
      async (d) =>
        groups(
          await LEADS(d),
          (l) => l.status,
          (ls) => ls.length,
        ),
      'count',
      'leads per status',
    ),
  ),
  q(
    'BO-c31',
    'crm',
    ['# accts in Brazil', 'avg employees?'],
    BB.num(
      async (d) => avg((await ACCTS(d)).filter((x) => x.country === 'Brazil' && x.employee_count !== null).map((x) => x.employee_count!)),
      'plain',
      'average employees of Brazilian accounts',
    ),
  ),
  q(
    'BO-c32',
    'crm',
    ['open deals over $1M - how many', 'in Europe?'],
    BB.num(
      async (d) => (await JOPPS(d)).filter((o) => openDeal(o) && o.value > 1_000_000 && o.acc.region === 'Europe').length,
      'count',
      'open deals above $1M with European accounts',
    ),
  ),
];

export const SET_BO_MORE: HeldOut[] = [...CRM, ...SET_BO_LAST];
