// Held-out set BW, continued (see set-bw.ts): the CRM questions, in the same four voices.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB, extra, leadNames } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { cEvery, cPeople, dated, dealSum, middle, person, quarterNames, tally } from './kinds-bu.js';
import { BW, cAcc, DEALS, sortedTop, stampIn } from './kinds-bw.js';
import { CX } from './kinds-cd-crm.js';
import { withAliases } from './kinds-cd.js';
import { ACCOUNTS, C, LEADS, OPPS } from './kinds.js';
import { CFO, closes, isOpen, lost, value, won } from './pick.js';
import { SET_BW_LAST } from './set-bw3.js';

/** The closed-won value of quarter `n` of `year`. */
const wonIn = async (d: DataAccess, year: number, n: number): Promise<number> => {
  const from = `${year}-${String(n * 3 - 2).padStart(2, '0')}-01`;
  const to = `${year}-${String(n * 3).padStart(2, '0')}-31`;
  return dealSum((await d.crmOpportunities()).filter((o) => won(o) && dated(from, to)(o)));
};

/** The share (percent) of a lead source's leads that reached closed-won. */
const winRate = async (d: DataAccess, source: string): Promise<number> => {
  const ls = (await d.crmLeads()).filter((l) => l.source === source);
  return (ls.filter((l) => l.status === 'closed-won').length / ls.length) * 100;
};

/** The open opportunity with the largest value at a named CRM account (a tie throws). */
const biggestOpen = async (d: DataAccess, name: string) => {
  const id = (await cAcc(d, name)).id;
  const open = (await d.crmOpportunities()).filter((o) => o.account_id === id && isOpen(o));
  return sortedTop(open, value, 'desc', 1, `open deals of ${name}`)[0]!;
};

/** Every CRM contact's full name. */
const everyContact = async (d: DataAccess): Promise<string[]> => (await d.crmContacts()).map(person);

const CRM: HeldOut[] = [
  // The account executive preparing for a call.
  q(
    'BW-c01',
    'crm',
    [
      'Hyatt and Sons call on Thursday: what deals do we have in flight with them, the ones not closed yet?',
      'And what are those worth all together?',
    ],
    C.oppValueOf('Hyatt and Sons', isOpen),
  ),
  q(
    'BW-c02',
    'crm',
    "Meeting Metz, Ondricka and Haag next week. Who's flagged as their primary contact? That's the person I'll ask for.",
    C.primaryOf('Metz, Ondricka and Haag'),
  ),
  q(
    'BW-c03',
    'crm',
    'How many employees does Bahringer Group have? I want a feel for their size before I pitch them.',
    CX.fact('Bahringer Group', 'employee_count', 'count'),
  ),
  q(
    'BW-c04',
    'crm',
    'Going into a pricing conversation with Ziemann, Hyatt and Renner — do they have a CFO I can ask for, and who is it?',
    CX.withTitleAt('Ziemann, Hyatt and Renner', CFO),
  ),
  q(
    'BW-c05',
    'crm',
    ['Who are our contacts at Frami and Sons?', 'Which of those people are in the Sales department?'],
    BB.list(async (d) => {
      const cs = await cPeople(d, 'Frami and Sons');
      return [cs.filter((c) => c.department === 'Sales').map(person), cs.map(person)];
    }, 'Sales department contacts at Frami and Sons'),
  ),
  q(
    'BW-c06',
    'crm',
    "What's the biggest open deal we have with Klocko - Kovacek, and when is it expected to close?",
    BB.each(
      BD.deal(async (d) => biggestOpen(d, 'Klocko - Kovacek'), 'largest open deal at Klocko - Kovacek'),
      BW.date(
        async (d) => (await biggestOpen(d, 'Klocko - Kovacek')).close_date!,
        'close date of the largest open deal at Klocko - Kovacek',
      ),
    ),
  ),
  q(
    'BW-c07',
    'crm',
    "Quick background before my McDermott - Crist call: what industry are they in, and what's their annual revenue?",
    BB.each(CX.fact('McDermott - Crist', 'industry', 'text'), CX.fact('McDermott - Crist', 'annual_revenue', 'money')),
  ),
  q(
    'BW-c08',
    'crm',
    'For my Rutherford and Sons meeting: how many of their opportunities are in negotiation at the moment, and what do they add up to?',
    BB.each(
      BB.num(
        async (d) => {
          const id = (await cAcc(d, 'Rutherford and Sons')).id;
          return (await d.crmOpportunities()).filter((o) => o.account_id === id && o.stage === 'negotiation').length;
        },
        'count',
        'negotiation deals at Rutherford and Sons',
      ),
      BB.num(
        async (d) => {
          const id = (await cAcc(d, 'Rutherford and Sons')).id;
          return dealSum((await d.crmOpportunities()).filter((o) => o.account_id === id && o.stage === 'negotiation'));
        },
        'money',
        'value of negotiation deals at Rutherford and Sons',
      ),
    ),
  ),

  // The casual voice.
  q(
    'BW-c09',
    'crm',
    'hey quick one — webinar leads still sitting at new status, how many of those have we got? ...just the new ones',
    C.count(LEADS, (l) => l.source === 'Webinar' && l.status === 'new', 'new Webinar leads'),
  ),
  q(
    'BW-c10',
    'crm',
    "ok so what's the median opportunity value across the whole CRM? median, not the average",
    BB.num(async (d) => middle((await d.crmOpportunities()).map(value)), 'money', 'median opportunity value'),
  ),
  q(
    'BW-c11',
    'crm',
    'random q: which industry has the most accounts in the CRM? just wondering',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'industry with the most accounts',
    ),
  ),
  q(
    'BW-c12',
    'crm',
    ["hey what's the total value of the deals we won that closed in 2025?", 'hmm and for 2024?'],
    C.sum(OPPS, (o) => won(o) && closes('2024')(o), value, 'closed-won value closing in 2024'),
  ),
  q(
    'BW-c13',
    'crm',
    'ok so how do the open deals split across stages? a count per stage is all I need',
    BD.breakdown(async (d) => tally((await d.crmOpportunities()).filter(isOpen), (o) => o.stage), 'count', 'open deals per stage'),
  ),
  q(
    'BW-c14',
    'crm',
    'random q: any lead scoring the full 100 points that nobody has moved past new yet? feels like there should be',
    C.exists(LEADS, (l) => l.score === 100 && l.status === 'new', 'a new lead scored 100'),
  ),
  q(
    'BW-c15',
    'crm',
    "hey quick one — looking only at closed deals, what's our loss rate? like lost divided by won plus lost, rough % is fine",
    CX.share(OPPS, lost, 'share of closed deals that were lost', (o) => won(o) || lost(o)),
  ),
  q(
    'BW-c16',
    'crm',
    'ok so which lead source gives us the most qualified leads... qualified status specifically, not just any',
    BB.name(async (d) => {
      const g = tally(
        (await d.crmLeads()).filter((l) => l.status === 'qualified'),
        (l) => l.source,
      );
      return withAliases(sortedTop(g, (x) => x.value, 'desc', 1, 'sources of qualified leads')[0]!.key);
    }, 'source with the most qualified leads'),
  ),

  // The manager comparing side by side.
  q(
    'BW-c17',
    'crm',
    'Closed-won value in Q1 2025 versus Q2 2025: which quarter came out ahead, and by how much?',
    BH.versus(
      async (d) => ({ options: [quarterNames(1), quarterNames(2)], values: [await wonIn(d, 2025, 1), await wonIn(d, 2025, 2)] }),
      'money',
      'closed-won value Q1 vs Q2 2025',
    ),
  ),
  q(
    'BW-c18',
    'crm',
    'How many deals did we win in 2024, and how many in 2025? Give me both counts side by side.',
    BB.each(
      C.count(OPPS, (o) => won(o) && closes('2024')(o), 'deals won closing in 2024'),
      C.count(OPPS, (o) => won(o) && closes('2025')(o), 'deals won closing in 2025'),
    ),
  ),
  q(
    'BW-c19',
    'crm',
    'Leads created in the first half of 2023 compared with the second half of 2023 — which half brought in more, and how many more?',
    BH.versus(
      async (d) => {
        const ls = await d.crmLeads();
        const n = (from: string, to: string): number => ls.filter((l) => stampIn(from, to)(extra(l, 'created_at'))).length;
        return {
          options: [
            ['first half', 'H1', 'January to June', 'Jan-Jun', 'Jan–Jun'],
            ['second half', 'H2', 'July to December', 'Jul-Dec', 'Jul–Dec'],
          ],
          values: [n('2023-01-01', '2023-07-01'), n('2023-07-01', '2024-01-01')],
        };
      },
      'count',
      'leads created H1 vs H2 2023',
    ),
  ),
  q(
    'BW-c20',
    'crm',
    'Europe or Asia Pacific: which region has the bigger open pipeline by value?',
    BP.first(
      async (d) => {
        const os = (await DEALS(d)).filter(isOpen);
        const of = (region: string): number => dealSum(os.filter((o) => o.acc.region === region));
        return { options: [['Europe'], ['Asia Pacific', 'APAC']], values: [of('Europe'), of('Asia Pacific')] };
      },
      'max',
      'open pipeline Europe vs Asia Pacific',
    ),
  ),
  q(
    'BW-c21',
    'crm',
    [
      'How many opportunities are sitting in negotiation?',
      'How does that stack up against proposal — which of the two stages has more deals?',
    ],
    BP.first(
      async (d) => {
        const os = await d.crmOpportunities();
        return {
          options: [['proposal'], ['negotiation']],
          values: [os.filter((o) => o.stage === 'proposal').length, os.filter((o) => o.stage === 'negotiation').length],
        };
      },
      'max',
      'proposal vs negotiation deal count',
    ),
  ),
  q(
    'BW-c22',
    'crm',
    'Rogahn Group next to Bayer Inc: which has the larger annual revenue, and what is the gap?',
    BH.versus(
      async (d) => ({
        options: [['Rogahn Group'], ['Bayer Inc']],
        values: [(await cAcc(d, 'Rogahn Group')).annual_revenue ?? 0, (await cAcc(d, 'Bayer Inc')).annual_revenue ?? 0],
      }),
      'money',
      'Rogahn Group vs Bayer Inc annual revenue',
    ),
  ),
  q(
    'BW-c23',
    'crm',
    'Website leads against Cold Call leads: which source has the higher win rate, meaning the share of its leads that reached closed-won?',
    BP.first(
      async (d) => ({
        options: [['Website'], withAliases('Cold Call')],
        values: [await winRate(d, 'Website'), await winRate(d, 'Cold Call')],
      }),
      'max',
      'win rate Website vs Cold Call leads',
    ),
  ),
  q(
    'BW-c24',
    'crm',
    ['What did opportunities closing between January and June 2026 average in value?', 'And the ones closing July through December 2026?'],
    C.avg(OPPS, (o) => dated('2026-07-01', '2026-12-31')(o), value, 'average deal value, close date in H2 2026'),
  ),

  // The list builder.
  q(
    'BW-c25',
    'crm',
    'The five largest open opportunities closing in 2026 that are not at United States accounts, biggest first.',
    BW.dealsInOrder(async (d) => {
      const all = await DEALS(d);
      const pool = all.filter((o) => isOpen(o) && closes('2026')(o) && o.acc.country !== 'United States');
      const hit = sortedTop(pool, value, 'desc', 5, 'open non-US deals closing in 2026');
      return { hit, rest: all.filter((o) => !hit.includes(o)) };
    }, 'five largest open non-US deals closing in 2026'),
  ),
  q(
    'BW-c26',
    'crm',
    'Top 5 Healthcare accounts in Europe by annual revenue, largest first.',
    BD.ordered(async (d) => {
      const xs = (await d.crmAccounts()).filter((x) => x.industry === 'Healthcare' && x.region === 'Europe');
      return [sortedTop(xs, (x) => x.annual_revenue ?? 0, 'desc', 5, 'Healthcare in Europe').map((x) => x.name), await cEvery(d)];
    }, 'top five Healthcare accounts in Europe'),
  ),
  q(
    'BW-c27',
    'crm',
    'List the Referral leads with status qualified and a score of 85 or higher, highest score first, ten at most.',
    BD.ordered(async (d) => {
      const ls = (await d.crmLeads()).filter((l) => l.source === 'Referral' && l.status === 'qualified' && (l.score ?? 0) >= 85);
      if (ls.length > 10) throw new Error('more than ten qualified Referral leads scored 85+');
      return [sortedTop(ls, (l) => l.score ?? 0, 'desc', 10, 'qualified Referral leads').map(person), await leadNames(d)];
    }, 'qualified Referral leads scored 85+, highest first'),
  ),
  q(
    'BW-c28',
    'crm',
    ['Show me the Technology accounts in France, sorted by employee count.', 'just the top 3 by headcount'],
    BD.ordered(async (d) => {
      const xs = (await d.crmAccounts()).filter((x) => x.industry === 'Technology' && x.country === 'France');
      return [sortedTop(xs, (x) => x.employee_count ?? 0, 'desc', 3, 'Technology in France').map((x) => x.name), await cEvery(d)];
    }, 'top three Technology accounts in France by employees'),
  ),
  q(
    'BW-c29',
    'crm',
    'The three smallest accounts in Brazil by annual revenue, excluding Real Estate, smallest first.',
    BD.ordered(async (d) => {
      const xs = (await d.crmAccounts()).filter((x) => x.country === 'Brazil' && x.industry !== 'Real Estate');
      return [sortedTop(xs, (x) => x.annual_revenue ?? 0, 'asc', 3, 'Brazil outside Real Estate').map((x) => x.name), await cEvery(d)];
    }, 'three smallest Brazilian accounts outside Real Estate'),
  ),
  q(
    'BW-c30',
    'crm',
    'Which Chief Financial Officers work at Retail accounts in the United Kingdom? Alphabetical by surname, no more than ten.',
    BD.ordered(async (d) => {
      const ids = new Set(
        (await d.crmAccounts()).filter((x) => x.industry === 'Retail' && x.country === 'United Kingdom').map((x) => x.id),
      );
      const cs = (await d.crmContacts()).filter((c) => ids.has(c.account_id) && c.job_title === CFO);
      const surnames = cs.map((c) => c.last_name);
      if (cs.length > 10 || new Set(surnames).size !== surnames.length)
        throw new Error('UK Retail CFOs: more than ten, or a shared surname');
      return [[...cs].sort((x, y) => x.last_name.localeCompare(y.last_name)).map(person), await everyContact(d)];
    }, 'CFOs at UK Retail accounts, by surname'),
  ),
  q(
    'BW-c31',
    'crm',
    'Negotiation-stage deals worth more than $1.2M with a close date from July through December 2025, sorted by value descending.',
    BW.dealsInOrder(async (d) => {
      const all = await DEALS(d);
      const pool = all.filter((o) => o.stage === 'negotiation' && o.value > 1_200_000 && dated('2025-07-01', '2025-12-31')(o));
      const hit = sortedTop(pool, value, 'desc', 100, 'negotiation deals over $1.2M, H2 2025');
      return { hit, rest: all.filter((o) => !hit.includes(o)) };
    }, 'negotiation deals over $1.2M closing Jul-Dec 2025, by value'),
  ),
  q(
    'BW-c32',
    'crm',
    'The 4 Pharmaceuticals accounts in North America with the most employees, leaving out the United States, most employees first.',
    BD.ordered(async (d) => {
      const xs = (await d.crmAccounts()).filter(
        (x) => x.industry === 'Pharmaceuticals' && x.region === 'North America' && x.country !== 'United States',
      );
      return [
        sortedTop(xs, (x) => x.employee_count ?? 0, 'desc', 4, 'Pharmaceuticals in North America outside the US').map((x) => x.name),
        await cEvery(d),
      ];
    }, 'four largest non-US North American Pharmaceuticals accounts by employees'),
  ),
];

export const SET_BW_CRM: HeldOut[] = [...CRM, ...SET_BW_LAST];
