// Held-out set BK, continued (see set-bk.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, byName, groups, q } from './judge.js';
import { BB, extra, firstN, median, person } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { pct } from './kinds-cd.js';
import { DEALS, dealValue } from './kinds-bk.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS } from './kinds.js';
import { closes, closesBetween, isOpen, lost, value, won } from './pick.js';
import { SET_BK_LAST } from './set-bk3.js';

const CFO = 'Chief Financial Officer';

const CRM: HeldOut[] = [
  // The compliance officer: exclusions and negations.
  q(
    'BK-c01',
    'crm',
    'How many leads are still at status new, meaning not yet contacted, not counting any that came in from cold calls?',
    C.count(LEADS, (l) => l.status === 'new' && l.source !== 'Cold Call', 'new leads not from Cold Call'),
  ),
  q(
    'BK-c02',
    'crm',
    'Which accounts in Peru have no contact at all in the Finance department?',
    BB.list(async (d) => {
      const accounts = await d.crmAccounts();
      const finance = new Set((await d.crmContacts()).filter((c) => c.department === 'Finance').map((c) => c.account_id));
      const hit = accounts.filter((x) => x.country === 'Peru' && !finance.has(x.id));
      return [hit.map((x) => x.name), accounts.map((x) => x.name)];
    }, 'accounts in Peru without a Finance contact'),
  ),
  q(
    'BK-c03',
    'crm',
    'What is the total value of the open opportunities, other than the ones still in prospecting?',
    C.sum(OPPS, (o) => isOpen(o) && o.stage !== 'prospecting', value, 'open value outside prospecting'),
  ),
  q(
    'BK-c04',
    'crm',
    'How many accounts have never had a single closed-won opportunity?',
    BB.num(
      async (d) => {
        const winners = new Set((await d.crmOpportunities()).filter(won).map((o) => o.account_id));
        return (await d.crmAccounts()).filter((x) => !winners.has(x.id)).length;
      },
      'count',
      'accounts without a closed-won opportunity',
    ),
  ),
  q(
    'BK-c05',
    'crm',
    'How many Partner-sourced leads scoring above 90 are not yet closed, neither won nor lost?',
    C.count(
      LEADS,
      (l) => l.source === 'Partner' && (l.score ?? 0) > 90 && l.status !== 'closed-won' && l.status !== 'closed-lost',
      'open Partner leads scoring above 90',
    ),
  ),
  q(
    'BK-c06',
    'crm',
    ['Who are the contacts at Gutmann Inc?', 'Which of them are neither the primary contact nor in the Sales department?'],
    BB.list(async (d) => {
      const acc = byName(await d.crmAccounts(), 'Gutmann Inc');
      const cs = await d.crmContacts();
      const hit = cs.filter((c) => c.account_id === acc.id && !c.is_primary && c.department !== 'Sales');
      return [hit.map(person), cs.map(person)];
    }, 'contacts at Gutmann Inc neither primary nor in Sales'),
  ),
  q(
    'BK-c07',
    'crm',
    'Of the leads created in 2024, how many have still not been contacted, i.e. are still at status new?',
    C.count(LEADS, (l) => l.status === 'new' && (extra(l, 'created_at') ?? '').startsWith('2024'), 'leads created in 2024 still new'),
  ),
  q(
    'BK-c08',
    'crm',
    'Are there any accounts in Singapore without a single open opportunity?',
    BB.yes(async (d) => {
      const open = new Set((await d.crmOpportunities()).filter(isOpen).map((o) => o.account_id));
      return (await d.crmAccounts()).filter((x) => x.country === 'Singapore' && !open.has(x.id)).length;
    }, 'Singapore accounts without an open opportunity'),
  ),

  // The re-alignment planner: regions and states side by side.
  q(
    'BK-c09',
    'crm',
    'Open pipeline, Europe versus Asia Pacific: which region is ahead, and by how much?',
    BH.versus(
      async (d) => {
        const open = (await DEALS(d)).filter(isOpen);
        return {
          options: [['Europe'], ['Asia Pacific', 'APAC']],
          values: [
            dealValue(open.filter((o) => o.acc.region === 'Europe')),
            dealValue(open.filter((o) => o.acc.region === 'Asia Pacific')),
          ],
        };
      },
      'money',
      'open pipeline, Europe vs Asia Pacific',
    ),
  ),
  q(
    'BK-c10',
    'crm',
    'Rank the five regions by number of accounts, largest first.',
    BC.ordered(async (d) => {
      const g = groups(
        await d.crmAccounts(),
        (x) => x.region,
        (xs) => xs.length,
      ).sort((x, y) => y.value - x.value);
      if (g.some((x, i) => i > 0 && x.value === g[i - 1]!.value)) throw new Error('regions tie on account count');
      return [g.map((x) => x.key), g.map((x) => x.key)];
    }, 'regions ranked by number of accounts'),
  ),
  q(
    'BK-c11',
    'crm',
    'Which US state holds the most CRM accounts, and how many more does it have than the runner-up?',
    BB.each(
      BB.state(async (d) => {
        const g = groups(
          (await d.crmAccounts()).filter((x) => x.country === 'United States'),
          (x) => x.state,
          (xs) => xs.length,
        );
        return [firstN(g, (x) => x.value, 1, 'max')[0]!.key];
      }, 'US state with the most CRM accounts'),
      BB.num(
        async (d) => {
          const g = groups(
            (await d.crmAccounts()).filter((x) => x.country === 'United States'),
            (x) => x.state,
            (xs) => xs.length,
          );
          const [first, second] = firstN(g, (x) => x.value, 2, 'max');
          return first!.value - second!.value;
        },
        'count',
        'lead of the top US state over the runner-up',
      ),
    ),
  ),
  q(
    'BK-c12',
    'crm',
    'Average annual revenue of Technology accounts, North America against Europe: which is higher, and what is the gap?',
    BH.versus(
      async (d) => {
        const tech = (await d.crmAccounts()).filter((x) => x.industry === 'Technology');
        const mean = (r: string): number => avg(tech.filter((x) => x.region === r).map((x) => x.annual_revenue ?? 0));
        return { options: [['North America'], ['Europe']], values: [mean('North America'), mean('Europe')] };
      },
      'money',
      'average annual revenue of Technology accounts, North America vs Europe',
    ),
  ),
  q(
    'BK-c13',
    'crm',
    'Among the Latin American countries, which one has the largest total closed-won opportunity value?',
    C.group(
      DEALS,
      (o) => won(o) && o.acc.region === 'Latin America',
      (o) => o.acc.country,
      dealValue,
      'max',
      'Latin American country with the most closed-won value',
    ),
  ),
  q(
    'BK-c14',
    'crm',
    ['How many accounts do we have in Canada?', 'And compared with Mexico, how big is the gap?'],
    BB.num(
      async (d) => {
        const xs = await d.crmAccounts();
        return Math.abs(xs.filter((x) => x.country === 'Canada').length - xs.filter((x) => x.country === 'Mexico').length);
      },
      'count',
      'accounts in Canada minus Mexico',
    ),
  ),
  q(
    'BK-c15',
    'crm',
    'Which three industries carry the most open pipeline value? Rank them, biggest first.',
    BC.ordered(async (d) => {
      const deals = await DEALS(d);
      const g = groups(
        deals.filter(isOpen),
        (o) => o.acc.industry,
        (os) => dealValue(os),
      );
      return [firstN(g, (x) => x.value, 3, 'max').map((x) => x.key), [...new Set(deals.map((o) => o.acc.industry ?? ''))]];
    }, 'top three industries by open pipeline value'),
  ),
  q(
    'BK-c16',
    'crm',
    ['Which region has the highest average closed-won deal value?', 'And the lowest?'],
    C.group(
      DEALS,
      won,
      (o) => o.acc.region,
      (os) => avg(os.map(value)),
      'min',
      'region with the lowest average closed-won value',
    ),
  ),

  // The mentor, asking on behalf of a trainee.
  q(
    'BK-c17',
    'crm',
    'Could you show my trainee how many opportunities are in negotiation with a close date in 2025?',
    C.count(OPPS, (o) => o.stage === 'negotiation' && closes('2025')(o), 'negotiation opportunities closing in 2025'),
  ),
  q(
    'BK-c18',
    'crm',
    'Walk us through who the primary contact is at Murray, Quitzon and McKenzie.',
    C.primaryOf('Murray, Quitzon and McKenzie'),
  ),
  q(
    'BK-c19',
    'crm',
    'Could you show my trainee the average lead score of the leads that came in through webinars?',
    C.avg(
      LEADS,
      (l) => l.source === 'Webinar',
      (l) => l.score,
      'average score of Webinar leads',
      'plain',
    ),
  ),
  q(
    'BK-c20',
    'crm',
    'Walk us through how our leads break down by status, with the count for each status.',
    BD.breakdown(
      async (d) =>
        groups(
          await d.crmLeads(),
          (l) => l.status,
          (ls) => ls.length,
        ),
      'count',
      'leads per status',
    ),
  ),
  q(
    'BK-c21',
    'crm',
    ['Could you show my trainee what industry Hettinger, Daugherty and Monahan is in?', 'And how many employees does it have?'],
    BB.num(
      async (d) => byName(await d.crmAccounts(), 'Hettinger, Daugherty and Monahan').employee_count ?? 0,
      'count',
      'employees of Hettinger, Daugherty and Monahan',
    ),
  ),
  q(
    'BK-c22',
    'crm',
    'Walk us through the five largest opportunities by value that close in March 2026.',
    BH.deals(async (d) => {
      const march = (await DEALS(d)).filter(closes('2026-03'));
      const hit = firstN(march, (o) => o.value, 5, 'max');
      return { hit, rest: march.filter((o) => !hit.includes(o)) };
    }, 'five largest opportunities closing in March 2026'),
  ),
  q(
    'BK-c23',
    'crm',
    'My trainee wants to understand win/loss. Of the opportunities that have closed, what share ended closed-lost?',
    BB.num(
      async (d) => {
        const os = await d.crmOpportunities();
        return pct(os.filter(lost).length, os.filter((o) => won(o) || lost(o)).length);
      },
      'plain',
      'closed-lost share of closed opportunities (%)',
    ),
  ),
  q(
    'BK-c24',
    'crm',
    'Could you show my trainee how many contacts work in the IT department at accounts based in India?',
    BB.num(
      async (d) => {
        const india = new Set((await ACCOUNTS(d)).filter((x) => x.country === 'India').map((x) => x.id));
        return (await CONTACTS(d)).filter((c) => c.department === 'IT' && india.has(c.account_id)).length;
      },
      'count',
      'IT-department contacts at accounts in India',
    ),
  ),

  // The tired late-night user: typos, missing words, restated halfway.
  q(
    'BK-c25',
    'crm',
    'how many leads from trade shows.. no wait, how many of those are qualified',
    C.count(LEADS, (l) => l.source === 'Trade Show' && l.status === 'qualified', 'qualified Trade Show leads'),
  ),
  q(
    'BK-c26',
    'crm',
    'biggest deal closing in dec 2025?? and how much is it',
    BB.each(
      BD.deal(
        async (d) => firstN((await OPPS(d)).filter(closes('2025-12')), value, 1, 'max')[0]!,
        'largest opportunity closing in Dec 2025',
      ),
      BB.num(
        async (d) => firstN((await OPPS(d)).filter(closes('2025-12')), value, 1, 'max')[0]!.value,
        'money',
        'value of the largest opportunity closing in Dec 2025',
      ),
    ),
  ),
  q(
    'BK-c27',
    'crm',
    'total revenue of accounts in brazil, sorry annual revenue i mean, all added up',
    C.sum(
      ACCOUNTS,
      (x) => x.country === 'Brazil',
      (x) => x.annual_revenue,
      'annual revenue of accounts in Brazil',
    ),
  ),
  q(
    'BK-c28',
    'crm',
    'how many opps closed won last yr... sorry i mean in 2025, by close date',
    C.count(OPPS, (o) => won(o) && closesBetween('2025-01-01', '2025-12-31')(o), 'closed-won opportunities closing in 2025'),
  ),
  q(
    'BK-c29',
    'crm',
    ['leads from referral that are in negotiation?', 'how many of em score over 70'],
    C.count(
      LEADS,
      (l) => l.source === 'Referral' && l.status === 'negotiation' && (l.score ?? 0) > 70,
      'Referral leads in negotiation scoring over 70',
    ),
  ),
  q(
    'BK-c30',
    'crm',
    'whos the cfo over at schuster group',
    BB.name(async (d) => {
      const acc = byName(await d.crmAccounts(), 'Schuster Group');
      const hit = (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.job_title === CFO);
      if (hit.length !== 1) throw new Error(`Schuster Group has ${hit.length} CFOs (the question assumes one)`);
      return hit.map(person);
    }, 'CFO at Schuster Group'),
  ),
  q(
    'BK-c31',
    'crm',
    'avg size of won deals in healthcare — scratch that, the median',
    BB.num(
      async (d) => median((await DEALS(d)).filter((o) => won(o) && o.acc.industry === 'Healthcare').map(value)),
      'money',
      'median closed-won deal value, Healthcare accounts',
    ),
  ),
  q(
    'BK-c32',
    'crm',
    'which industry got the most accounts in north america',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'North America',
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'most common industry in North America',
    ),
  ),
];

export const SET_BK_MORE: HeldOut[] = [...CRM, ...SET_BK_LAST];
