// Held-out set BJ, continued (see set-bj.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { byName, q, sum } from './judge.js';
import { BB, median, person } from './kinds-bb.js';
import { BC, dealCheck } from './kinds-bc.js';
import { BD } from './kinds-bd.js';
import { BF } from './kinds-bf.js';
import { BH } from './kinds-bh.js';
import { BJ, closesInHalf, closesInQuarter, createdOn, DEALS, half, monthNames, openValue, quarterNames } from './kinds-bj.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { only } from './kinds-cd.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS } from './kinds.js';
import { acct, CFO, closes, isOpen, lead, lost, value, won } from './pick.js';
import { SET_BJ_LAST } from './set-bj3.js';

const CRM: HeldOut[] = [
  // The channel-partner manager: the partner channel, coverage by country and region.
  q(
    'BJ-c01',
    'crm',
    'How many partner-sourced leads are still sitting at new or contacted?',
    C.count(LEADS, (l) => l.source === 'Partner' && (l.status === 'new' || l.status === 'contacted'), 'Partner leads, new or contacted'),
  ),
  q(
    'BJ-c02',
    'crm',
    'What share of our qualified leads came in through the Partner channel?',
    CX.share(LEADS, lead('Partner'), 'share of qualified leads from Partner', (l) => l.status === 'qualified'),
  ),
  q(
    'BJ-c03',
    'crm',
    'Partner leads versus referral leads: which source has produced more closed-won leads?',
    CX.compare(
      LEADS,
      [
        { names: ['Partner', 'Partners', 'partner-sourced'], pred: lead('Partner', 'closed-won') },
        { names: ['Referral', 'Referrals'], pred: lead('Referral', 'closed-won') },
      ],
      'source with more closed-won leads (Partner vs Referral)',
    ),
  ),
  q(
    'BJ-c04',
    'crm',
    'Outside North America, which countries hold at least 50 of our CRM accounts?',
    BC.keys(
      async (d) => {
        const xs = await d.crmAccounts();
        const m = new Map<string, number>();
        for (const x of xs) if (x.country && x.region !== 'North America') m.set(x.country, (m.get(x.country) ?? 0) + 1);
        return [[...m].filter(([, n]) => n >= 50).map(([c]) => c), [...new Set(xs.map((x) => x.country ?? ''))].filter((c) => c)];
      },
      'plain',
      'countries outside North America with at least 50 CRM accounts',
    ),
  ),
  q(
    'BJ-c05',
    'crm',
    'Europe or Asia Pacific: which region has more CRM accounts, and how many more?',
    BH.versus(
      async (d) => {
        const xs = await d.crmAccounts();
        return {
          options: [['Europe'], ['Asia Pacific', 'APAC']],
          values: [xs.filter(acct('region', 'Europe')).length, xs.filter(acct('region', 'Asia Pacific')).length],
        };
      },
      'count',
      'region with more CRM accounts (Europe vs Asia Pacific)',
    ),
  ),
  q(
    'BJ-c06',
    'crm',
    ['Which CRM accounts do we have in Ireland?', 'Of those, which one has the largest annual revenue?'],
    C.accountTop(acct('country', 'Ireland'), (x) => x.annual_revenue ?? 0, 'max', 'Irish account with the largest annual revenue'),
  ),
  q(
    'BJ-c07',
    'crm',
    ["What's the open pipeline value with our Canadian accounts?", 'And with the accounts in Mexico?'],
    BB.num((d) => openValue(d, (o) => o.acc.country === 'Mexico'), 'money', 'open pipeline with Mexican accounts'),
  ),
  q(
    'BJ-c08',
    'crm',
    'In Germany, which industry accounts for the most CRM accounts?',
    C.group(
      ACCOUNTS,
      acct('country', 'Germany'),
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'most common industry of German accounts',
    ),
  ),

  // The quarterly planner: quarters, halves and months.
  q(
    'BJ-c09',
    'crm',
    "What's the total value of the opportunities closing in Q3 2025?",
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter(closesInQuarter(2025, 3));
        return [sum(os.map(value)), sum(os.filter(isOpen).map(value))];
      },
      'money',
      'value of the deals closing in Q3 2025 (all, or the open ones)',
    ),
  ),
  q(
    'BJ-c10',
    'crm',
    'How many deals did we win in H1 2025?',
    C.count(OPPS, (o) => won(o) && closesInHalf(2025, 1)(o), 'closed-won deals closing in H1 2025'),
  ),
  q(
    'BJ-c11',
    'crm',
    'Break down the closed-won value for 2025 by quarter, Q1 through Q4.',
    BJ.parts(
      async (d) => {
        const os = (await OPPS(d)).filter(won);
        return [1, 2, 3, 4].map((n) => ({ names: quarterNames(n), value: sum(os.filter(closesInQuarter(2025, n)).map(value)) }));
      },
      'money',
      'closed-won value by quarter of 2025',
    ),
  ),
  q(
    'BJ-c12',
    'crm',
    'Which month of 2026 has the most open pipeline scheduled to close?',
    BJ.month(async (d) => {
      const m = new Map<string, number>();
      for (const o of (await OPPS(d)).filter((o) => isOpen(o) && closes('2026')(o))) {
        const ym = o.close_date!.slice(0, 7);
        m.set(ym, (m.get(ym) ?? 0) + o.value);
      }
      return only([...m], ([, v]) => v, 'max', 'months of 2026 by open value')[0];
    }, 'month of 2026 with the most open value closing'),
  ),
  q(
    'BJ-c13',
    'crm',
    'For the last quarter of 2025, what was the median value of the deals we lost?',
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => lost(o) && closesInQuarter(2025, 4)(o)).map(value)),
      'money',
      'median closed-lost value, Q4 2025',
    ),
  ),
  q(
    'BJ-c14',
    'crm',
    'How many leads were created in the second half of 2023?',
    BB.num(
      async (d) => {
        const [from, to] = half(2023, 2);
        return (await LEADS(d)).filter((l) => createdOn(l) >= from && createdOn(l) <= to).length;
      },
      'count',
      'leads created in H2 2023',
    ),
  ),
  q(
    'BJ-c15',
    'crm',
    ["What's the open pipeline closing in Q2 2026?", 'And in Q3?'],
    C.sum(OPPS, (o) => isOpen(o) && closesInQuarter(2026, 3)(o), value, 'open value closing in Q3 2026'),
  ),
  q(
    'BJ-c16',
    'crm',
    'Give me Q1 2026 by month: how many opportunities, whatever their stage, have a close date in January, February and March?',
    BJ.parts(
      async (d) => {
        const os = await OPPS(d);
        return ['2026-01', '2026-02', '2026-03'].map((ym) => ({ names: monthNames(ym), value: os.filter(closes(ym)).length }));
      },
      'count',
      'opportunities closing in each month of Q1 2026',
    ),
  ),

  // The curious outsider: full sentences, short explanations.
  q(
    'BJ-c17',
    'crm',
    'Which industry do most of the companies in your CRM belong to? A short explanation is welcome.',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'most common industry of CRM accounts',
    ),
  ),
  q(
    'BJ-c18',
    'crm',
    'What is the single largest opportunity in the CRM, and which company is it with?',
    dealCheck(
      async (d) => {
        const os = await OPPS(d);
        const top = only(os, value, 'max', 'largest opportunity');
        return { rows: os, account: (await d.crmAccounts()).find((x) => x.id === top.account_id)!.name };
      },
      'max',
      'largest opportunity',
    ),
  ),
  q('BJ-c19', 'crm', 'Who is the main point of contact at Bauch, Orn and Nitzsche?', C.primaryOf('Bauch, Orn and Nitzsche')),
  q(
    'BJ-c20',
    'crm',
    'How many of the people in the CRM work in the Human Resources department?',
    C.count(CONTACTS, (c) => c.department === 'Human Resources', 'contacts in Human Resources'),
  ),
  q(
    'BJ-c21',
    'crm',
    'What is the average score of the leads that came in through webinars? A one-line explanation is enough.',
    C.avg(LEADS, lead('Webinar'), (l) => l.score, 'average score of Webinar leads', 'plain'),
  ),
  q(
    'BJ-c22',
    'crm',
    'Does the CRM list any energy companies based in Kenya?',
    C.exists(ACCOUNTS, (x) => x.country === 'Kenya' && x.industry === 'Energy', 'Energy accounts in Kenya'),
  ),
  q(
    'BJ-c23',
    'crm',
    ['Which company in the CRM has the most employees?', 'What industry is that company in?'],
    BF.fieldOf(async (d) => {
      const xs = await d.crmAccounts();
      const top = only(xs, (x) => x.employee_count ?? 0, 'max', 'largest employer');
      return { record: top.name, value: top.industry ?? '', others: xs.map((x) => x.name) };
    }, 'industry of the account with the most employees'),
  ),
  q(
    'BJ-c24',
    'crm',
    'Which sales region has brought in the most money from won deals? Please explain briefly.',
    C.group(
      JOPPS,
      won,
      (o) => o.acc.region,
      (os) => sum(os.map(value)),
      'max',
      'region with the most closed-won value',
    ),
  ),

  // The team chat: lowercase, abbreviations.
  q(
    'BJ-c25',
    'crm',
    ['# of opps in negotiation rn?', 'how many of those r over 1m'],
    C.count(OPPS, (o) => o.stage === 'negotiation' && o.value > 1_000_000, 'negotiation deals above $1M'),
  ),
  q(
    'BJ-c26',
    'crm',
    'pls list the open deals at dare inc (not won/lost)',
    BH.deals(async (d) => {
      const acc = byName(await d.crmAccounts(), 'Dare Inc');
      const os = (await JOPPS(d)).filter((o) => o.account_id === acc.id);
      return { hit: os.filter(isOpen), rest: os.filter((o) => !isOpen(o)) };
    }, 'open deals at Dare Inc'),
  ),
  q(
    'BJ-c27',
    'crm',
    'fyi whats the total won $ for financial services accts, deals closed in 2024',
    C.sum(
      DEALS,
      (o) => won(o) && closes('2024')(o) && o.acc.industry === 'Financial Services',
      value,
      'won value, Financial Services, 2024',
    ),
  ),
  q(
    'BJ-c28',
    'crm',
    'top 3 crm accts in texas by annual rev pls',
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'United States' && x.state === 'TX',
      (x) => x.annual_revenue ?? 0,
      3,
      'max',
      (x) => x.name,
      'top 3 TX accounts by annual revenue',
    ),
  ),
  q(
    'BJ-c29',
    'crm',
    'how many leads w/ score 90+ r still status new? asap',
    C.count(LEADS, (l) => l.status === 'new' && (l.score ?? 0) >= 90, 'new leads scoring 90 or more'),
  ),
  q(
    'BJ-c30',
    'crm',
    ['contacts at prohaska llc?', 'which of them r in finance dept'],
    BB.list(async (d) => {
      const acc = byName(await d.crmAccounts(), 'Prohaska LLC');
      const cs = (await d.crmContacts()).filter((c) => c.account_id === acc.id);
      return [cs.filter((c) => c.department === 'Finance').map(person), cs.map(person)];
    }, 'Finance contacts at Prohaska LLC'),
  ),
  q('BJ-c31', 'crm', "who's the cfo at runte - cremin", CX.withTitleAt('Runte - Cremin', CFO)),
  q(
    'BJ-c32',
    'crm',
    'avg opp value by stage pls, all stages',
    BD.breakdown(
      async (d) => {
        const os = await OPPS(d);
        const stages = [...new Set(os.map((o) => o.stage))];
        return stages.map((s) => {
          const xs = os.filter((o) => o.stage === s).map(value);
          return { key: s, value: sum(xs) / xs.length };
        });
      },
      'money',
      'average opportunity value by stage',
    ),
  ),
];

export const SET_BJ_MORE: HeldOut[] = [...CRM, ...SET_BJ_LAST];
