// Held-out set BI, continued (see set-bi.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, q } from './judge.js';
import { BB, median } from './kinds-bb.js';
import { dealCheck } from './kinds-bc.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { only, pct, withAliases } from './kinds-cd.js';
import { BI, createdOn, crmContactsOf, person } from './kinds-bi.js';
import { ACCOUNTS, C, LEADS, OPPS } from './kinds.js';
import { closes, closesBetween, isOpen, lead, lost, value, won } from './pick.js';
import { SET_BI_LAST } from './set-bi3.js';

const CRM: HeldOut[] = [
  // The founder.
  q(
    'BI-c01',
    'crm',
    'Total closed-won deal value with a 2025 close date in the CRM?',
    C.sum(OPPS, (o) => won(o) && closes('2025-')(o), value, 'closed-won value closing in 2025'),
  ),
  q(
    'BI-c02',
    'crm',
    'Our CRM win rate on closed deals, won versus lost?',
    BB.num(
      async (d) => {
        const os = await d.crmOpportunities();
        const w = os.filter(won).length;
        return pct(w, w + os.filter(lost).length);
      },
      'plain',
      'win rate of closed opportunities (%)',
    ),
  ),
  q(
    'BI-c03',
    'crm',
    'Biggest open deal in Europe right now: name and value.',
    dealCheck(
      async (d) => {
        const rows = (await JOPPS(d)).filter((o) => isOpen(o) && o.acc.region === 'Europe');
        const top = only(rows, (o) => o.value, 'max', 'open European deals');
        return { rows, account: top.acc.name };
      },
      'max',
      'largest open opportunity in Europe',
    ),
  ),
  q(
    'BI-c04',
    'crm',
    ['How many CRM leads came in through webinars?', 'How many of those are qualified?'],
    C.count(LEADS, lead('Webinar', 'qualified'), 'qualified webinar leads'),
  ),
  q(
    'BI-c05',
    'crm',
    'Which industry has brought in the most closed-won deal value?',
    C.group(
      JOPPS,
      won,
      (o) => o.acc.industry,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'industry with the most closed-won value',
    ),
  ),
  q(
    'BI-c06',
    'crm',
    'Average deal size for opportunities sitting in the proposal stage?',
    C.avg(OPPS, (o) => o.stage === 'proposal', value, 'average value of proposal-stage opportunities'),
  ),
  q('BI-c07', 'crm', 'Leads by source: give me the count for each source.', BI.leadBreakdown('source', 'leads per source')),
  q(
    'BI-c08',
    'crm',
    'How many German accounts in the CRM have more than 500 employees?',
    C.count(ACCOUNTS, (x) => x.country === 'Germany' && (x.employee_count ?? 0) > 500, 'German accounts with over 500 employees'),
  ),

  // The executive assistant.
  q(
    'BI-c09',
    'crm',
    'My boss, our COO, wants to open talks with Walsh Inc. Who is their primary contact in the CRM, please?',
    C.primaryOf('Walsh Inc'),
  ),
  q(
    'BI-c10',
    'crm',
    'Could you find the email address of Esther Doyle for me, please? My boss would like to write to her himself.',
    BB.every(
      async (d) => (await d.crmContacts()).filter((c) => person(c) === 'Esther Doyle').map((c) => c.email),
      'e-mail of Esther Doyle',
    ),
  ),
  q(
    'BI-c11',
    'crm',
    'My boss is our CFO and would like to meet the finance people at Schinner Group. Who there works in the Finance department?',
    BB.list(async (d) => {
      const cs = await crmContactsOf(d, 'Schinner Group');
      return [cs.filter((c) => c.department === 'Finance').map(person), (await d.crmContacts()).map(person)];
    }, 'Finance department contacts at Schinner Group'),
  ),
  q(
    'BI-c12',
    'crm',
    "A lead called Rosella Morar left my boss a voicemail but didn't say where she works. Which company is she with, according to the CRM?",
    BB.name(async (d) => {
      const hit = (await d.crmLeads()).filter((l) => person(l) === 'Rosella Morar');
      if (hit.length !== 1 || !hit[0]!.company) throw new Error(`${hit.length} leads named Rosella Morar (the question assumes one)`);
      return [hit[0]!.company];
    }, 'company of the lead Rosella Morar'),
  ),
  q(
    'BI-c13',
    'crm',
    [
      'My boss is flying to Dublin next month. Which CRM accounts are based in Dublin?',
      'Thank you. Who is the primary contact at the largest of those by annual revenue?',
    ],
    BB.name(async (d) => {
      const dublin = (await d.crmAccounts()).filter((x) => x.city === 'Dublin');
      const top = only(dublin, (x) => x.annual_revenue ?? 0, 'max', 'Dublin accounts by revenue');
      return (await crmContactsOf(d, top.name)).filter((c) => c.is_primary).map(person);
    }, 'primary contact of the largest Dublin account'),
  ),
  q(
    'BI-c14',
    'crm',
    "Could you tell me Natalia Harber's job title? I need it for my boss's meeting notes.",
    BB.name(async (d) => {
      const hit = (await d.crmContacts()).filter((c) => person(c) === 'Natalia Harber');
      if (hit.length !== 1 || !hit[0]!.job_title) throw new Error(`${hit.length} contacts named Natalia Harber (the question assumes one)`);
      return withAliases(hit[0]!.job_title);
    }, 'job title of Natalia Harber'),
  ),
  q(
    'BI-c15',
    'crm',
    'My boss, the CTO, would like to meet the Chief Information Officer of Kihn LLC. Who is it, and what is their email address?',
    BB.each(
      BB.name(
        async (d) => (await crmContactsOf(d, 'Kihn LLC')).filter((c) => c.job_title === 'Chief Information Officer').map(person),
        'CIO of Kihn LLC',
      ),
      BB.every(
        async (d) => (await crmContactsOf(d, 'Kihn LLC')).filter((c) => c.job_title === 'Chief Information Officer').map((c) => c.email),
        'e-mail of the CIO of Kihn LLC',
      ),
    ),
  ),
  q(
    'BI-c16',
    'crm',
    ['How many contacts do we have on file at Wolff Group? My boss is preparing a visit.', 'And how many of them are data analysts?'],
    BB.num(
      async (d) => (await crmContactsOf(d, 'Wolff Group')).filter((c) => c.job_title === 'Data Analyst').length,
      'count',
      'data analysts at Wolff Group',
    ),
  ),

  // The auditor.
  q(
    'BI-c17',
    'crm',
    'Confirm the exact number of CRM opportunities currently in the negotiation stage.',
    C.count(OPPS, (o) => o.stage === 'negotiation', 'opportunities in negotiation'),
  ),
  q(
    'BI-c18',
    'crm',
    'I was told the average lead score in the CRM is above 50. Is that correct? State the exact average.',
    BI.claim(
      async (d) => avg((await d.crmLeads()).map((l) => l.score ?? 0)) > 50,
      'average lead score above 50',
      C.avg(
        LEADS,
        () => true,
        (l) => l.score,
        'average lead score',
        'plain',
      ),
    ),
  ),
  q(
    'BI-c19',
    'crm',
    ['How many CRM accounts are in the Europe region?', 'And in Asia Pacific? Is it true that Europe has more?'],
    BI.claim(
      async (d) => {
        const xs = await d.crmAccounts();
        return xs.filter((x) => x.region === 'Europe').length > xs.filter((x) => x.region === 'Asia Pacific').length;
      },
      'more accounts in Europe than in Asia Pacific',
      C.count(ACCOUNTS, (x) => x.region === 'Asia Pacific', 'accounts in Asia Pacific'),
    ),
  ),
  q('BI-c20', 'crm', 'What is the exact annual revenue on file for Waelchi Group?', CX.fact('Waelchi Group', 'annual_revenue', 'money')),
  q(
    'BI-c21',
    'crm',
    'Verify the total value of closed-lost opportunities with a close date in the first quarter of 2024 (January 1 through March 31).',
    C.sum(OPPS, (o) => lost(o) && closesBetween('2024-01-01', '2024-03-31')(o), value, 'closed-lost value closing in Q1 2024'),
  ),
  q(
    'BI-c22',
    'crm',
    'How many leads were created between March 1 and May 31, 2024, inclusive? I need the exact number.',
    BB.num(
      async (d) => (await d.crmLeads()).filter((l) => createdOn(l) >= '2024-03-01' && createdOn(l) <= '2024-05-31').length,
      'count',
      'leads created 2024-03-01..2024-05-31',
    ),
  ),
  q(
    'BI-c23',
    'crm',
    ['How many opportunities does Daniel Group have in the CRM?', 'And their combined value, to the dollar?'],
    C.oppValueOf('Daniel Group'),
  ),
  q(
    'BI-c24',
    'crm',
    'I was told none of the CRM accounts in Kenya has more than 1,000 employees. How many actually do?',
    BB.num(
      async (d) => (await d.crmAccounts()).filter((x) => x.country === 'Kenya' && (x.employee_count ?? 0) > 1000).length,
      'count',
      'Kenyan accounts with over 1,000 employees',
    ),
  ),

  // The sales rep dictating.
  q(
    'BI-c25',
    'crm',
    'um how many deals are closing in like march twenty twenty five',
    BB.num(
      async (d) => {
        const os = (await d.crmOpportunities()).filter(closes('2025-03'));
        return [os.length, os.filter(isOpen).length];
      },
      'count',
      'opportunities closing in March 2025 (all, or open only)',
    ),
  ),
  q(
    'BI-c26',
    'crm',
    'whats the like total value of everything sitting in prospecting right now basically',
    C.sum(OPPS, (o) => o.stage === 'prospecting', value, 'value of prospecting opportunities'),
  ),
  q(
    'BI-c27',
    'crm',
    ['so um give me the top five accounts in canada by revenue', 'and like which canadian account has the least revenue'],
    C.top(
      ACCOUNTS,
      (x) => x.country === 'Canada',
      (x) => x.annual_revenue ?? 0,
      'min',
      (x) => x.name,
      'Canadian account with the least revenue',
    ),
  ),
  q(
    'BI-c28',
    'crm',
    ['um how many leads we got from trade shows', 'ok and like how many of those are closed won'],
    C.count(LEADS, lead('Trade Show', 'closed-won'), 'closed-won trade show leads'),
  ),
  q(
    'BI-c29',
    'crm',
    'how many healthcare accounts are there in north america in the crm basically',
    C.count(ACCOUNTS, (x) => x.industry === 'Healthcare' && x.region === 'North America', 'Healthcare accounts in North America'),
  ),
  q(
    'BI-c30',
    'crm',
    'whats the median deal value for um closed won deals that closed in twenty twenty four',
    BB.num(
      async (d) => median((await d.crmOpportunities()).filter((o) => won(o) && closes('2024-')(o)).map(value)),
      'money',
      'median value of closed-won deals closing in 2024',
    ),
  ),
  q(
    'BI-c31',
    'crm',
    'um which referral leads have a score of like ninety eight or higher',
    BB.list(async (d) => {
      const ls = await d.crmLeads();
      return [ls.filter((l) => l.source === 'Referral' && (l.score ?? 0) >= 98).map(person), ls.map(person)];
    }, 'referral leads scoring 98 or more'),
  ),
  q(
    'BI-c32',
    'crm',
    'ok so like what percent of all the opportunities ended up closed lost',
    BB.num(
      async (d) => {
        const os = await d.crmOpportunities();
        return pct(os.filter(lost).length, os.length);
      },
      'plain',
      'share of opportunities closed-lost (%)',
    ),
  ),
];

export const SET_BI_MORE: HeldOut[] = [...CRM, ...SET_BI_LAST];
