// Held-out set BR, continued (see set-br.ts; SEALED): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, groups, q, winners } from './judge.js';
import { BB, firstN, median } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { BP, cNames } from './kinds-bp.js';
import { best, createdDay, crmPeopleWhere, DEALS, dealsAt, industryAndStaff, isOpen, within, worth } from './kinds-br.js';
import { C } from './kinds.js';
import { SET_BR_BOTH } from './set-br3.js';

const won = (o: { stage: string }): boolean => o.stage === 'closed-won';
const lost = (o: { stage: string }): boolean => o.stage === 'closed-lost';
const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const closes = (from: string, to: string) => (o: { close_date: string | null }) => within(from, to)(o.close_date);

const CRM: HeldOut[] = [
  // The account executive preparing for calls.
  q(
    'BR-c01',
    'crm',
    'Calling Volkman Inc later today. Which of their deals are still open?',
    BH.deals(async (d) => {
      const os = await dealsAt(d, 'Volkman Inc');
      return { hit: os.filter(isOpen), rest: os };
    }, 'open deals of Volkman Inc'),
  ),
  q('BR-c02', 'crm', "Who's listed as the primary contact for Hayes Group?", C.primaryOf('Hayes Group')),
  q(
    'BR-c03',
    'crm',
    'Before my Lowe Group meeting: how much open pipeline do we have with them in total?',
    BB.num(async (d) => worth((await dealsAt(d, 'Lowe Group')).filter(isOpen)), 'money', 'open pipeline of Lowe Group'),
  ),
  q(
    'BR-c04',
    'crm',
    'Is anything with Schaefer LLC in the negotiation stage at the moment?',
    BB.yes(
      async (d) => (await dealsAt(d, 'Schaefer LLC')).filter((o) => o.stage === 'negotiation').length,
      'Schaefer LLC deals in negotiation',
    ),
  ),
  q(
    'BR-c05',
    'crm',
    'Who in the Marketing department do we know at Johnson LLC?',
    crmPeopleWhere('Johnson LLC', (c) => c.department === 'Marketing', 'Marketing contacts at Johnson LLC'),
  ),
  q(
    'BR-c06',
    'crm',
    ['Show me every opportunity we have with Jaskolski Group.', 'Which of those have a close date in 2026?'],
    BH.deals(async (d) => {
      const os = await dealsAt(d, 'Jaskolski Group');
      return { hit: os.filter(closes('2026-01-01', '2026-12-31')), rest: os };
    }, 'Jaskolski Group deals closing in 2026'),
  ),
  q('BR-c07', 'crm', 'What industry is Pfeffer Group in, and roughly how many employees do they have?', industryAndStaff('Pfeffer Group')),
  q(
    'BR-c08',
    'crm',
    "What's the largest deal we've actually won with Hettinger Group?",
    BD.deal(
      async (d) => best((await dealsAt(d, 'Hettinger Group')).filter(won), (o) => o.value, 'max', 'largest won deal of Hettinger Group'),
      'largest won deal of Hettinger Group',
    ),
  ),

  // The sales-operations analyst.
  q(
    'BR-c09',
    'crm',
    'Of the opportunities with a close date between 2025-01-01 and 2025-06-30 that ended closed-won or closed-lost, ' +
      'what percentage were won?',
    BP.share(async (d) => {
      const os = (await DEALS(d)).filter((o) => closed(o) && closes('2025-01-01', '2025-06-30')(o));
      return [os.filter(won).length, os.length];
    }, 'win rate, H1 2025 close dates'),
  ),
  q(
    'BR-c10',
    'crm',
    'Break down the leads created between 2024-01-01 and 2024-03-31 by lead source, with a count for each source.',
    BD.breakdown(
      async (d) =>
        groups(
          (await d.crmLeads()).filter((l) => within('2024-01-01', '2024-03-31')(createdDay(l))),
          (l) => l.source,
          (xs) => xs.length,
        ),
      'count',
      'leads created in Q1 2024 per source',
    ),
  ),
  q(
    'BR-c11',
    'crm',
    'Total value of negotiation-stage opportunities with a close date from 2025-07-01 through 2025-09-30?',
    BB.num(
      async (d) => worth((await DEALS(d)).filter((o) => o.stage === 'negotiation' && closes('2025-07-01', '2025-09-30')(o))),
      'money',
      'negotiation value closing 2025-07-01..2025-09-30',
    ),
  ),
  q(
    'BR-c12',
    'crm',
    'Average annual revenue of Healthcare accounts in the Europe region?',
    BB.num(
      async (d) =>
        avg(
          (await d.crmAccounts())
            .filter((x) => x.industry === 'Healthcare' && x.region === 'Europe' && x.annual_revenue !== null)
            .map((x) => x.annual_revenue!),
        ),
      'money',
      'average revenue of Healthcare accounts in Europe',
    ),
  ),
  q(
    'BR-c13',
    'crm',
    'Among leads sourced from Trade Show, what percentage currently have status qualified?',
    BP.share(async (d) => {
      const ls = (await d.crmLeads()).filter((l) => l.source === 'Trade Show');
      return [ls.filter((l) => l.status === 'qualified').length, ls.length];
    }, 'qualified share of Trade Show leads'),
  ),
  q(
    'BR-c14',
    'crm',
    'Median value of closed-won opportunities with close dates between 2024-01-01 and 2024-12-31?',
    BB.num(
      async (d) => median((await DEALS(d)).filter((o) => won(o) && closes('2024-01-01', '2024-12-31')(o)).map((o) => o.value)),
      'money',
      'median won value, 2024 close dates',
    ),
  ),
  q(
    'BR-c15',
    'crm',
    'Number of accounts per region, excluding North America.',
    BD.breakdown(
      async (d) =>
        groups(
          (await d.crmAccounts()).filter((x) => x.region !== 'North America'),
          (x) => x.region,
          (xs) => xs.length,
        ),
      'count',
      'accounts per region outside North America',
    ),
  ),
  q(
    'BR-c16',
    'crm',
    'How many opportunities were created between 2024-02-01 and 2024-02-29 inclusive?',
    BB.num(
      async (d) => (await DEALS(d)).filter((o) => within('2024-02-01', '2024-02-29')(createdDay(o))).length,
      'count',
      'deals created in Feb 2024',
    ),
  ),

  // The sales manager reviewing the pipeline by stage.
  q(
    'BR-c17',
    'crm',
    ['How many deals are sitting in the proposal stage?', 'and in negotiation?'],
    BB.num(async (d) => (await DEALS(d)).filter((o) => o.stage === 'negotiation').length, 'count', 'deals in negotiation'),
  ),
  q(
    'BR-c18',
    'crm',
    ['Total pipeline value in qualification?', 'and prospecting?'],
    BB.num(async (d) => worth((await DEALS(d)).filter((o) => o.stage === 'prospecting')), 'money', 'value in prospecting'),
  ),
  q(
    'BR-c19',
    'crm',
    'Walk me through the open pipeline by stage: total deal value in each open stage.',
    BD.breakdown(
      async (d) =>
        groups(
          (await DEALS(d)).filter(isOpen),
          (o) => o.stage,
          (xs) => worth(xs),
        ),
      'money',
      'open value per stage',
    ),
  ),
  q(
    'BR-c20',
    'crm',
    'Which stage holds the most deals slated to close in Q4 2025?',
    BB.name(async (d) => {
      const os = (await DEALS(d)).filter(closes('2025-10-01', '2025-12-31'));
      // Every stage, or the open stages only (a closed deal is no longer "slated"): either winner.
      const top = (xs: typeof os): string =>
        best(
          groups(
            xs,
            (o) => o.stage,
            (g) => g.length,
          ),
          (g) => g.value,
          'max',
          'stage with the most Q4 2025 deals',
        ).key;
      return [...new Set([top(os), top(os.filter(isOpen))])];
    }, 'stage with the most deals closing in Q4 2025'),
  ),
  q(
    'BR-c21',
    'crm',
    ['Which region carries the biggest open pipeline by value?', 'and the smallest?'],
    BB.name(async (d) => {
      const g = groups(
        (await DEALS(d)).filter(isOpen),
        (o) => o.acc.region,
        (xs) => worth(xs),
      );
      return [best(g, (x) => x.value, 'min', 'region with the smallest open pipeline').key];
    }, 'region with the smallest open pipeline'),
  ),
  q(
    'BR-c22',
    'crm',
    ['How many deals in negotiation are worth over $1M?', 'which of those are in Middle East & Africa?'],
    BH.deals(async (d) => {
      const os = (await DEALS(d)).filter((o) => o.stage === 'negotiation' && o.value > 1_000_000);
      return { hit: os.filter((o) => o.acc.region === 'Middle East & Africa'), rest: os };
    }, 'negotiation deals over $1M in Middle East & Africa'),
  ),
  q(
    'BR-c23',
    'crm',
    "What's the win rate on deals with a close date in 2025?",
    BB.num(
      async (d) => {
        const os = (await DEALS(d)).filter(closes('2025-01-01', '2025-12-31'));
        const w = os.filter(won).length;
        // Won among the decided deals, or won among every deal of the year: either reading.
        return [(w / os.filter(closed).length) * 100, (w / os.length) * 100];
      },
      'plain',
      'win rate for 2025 close dates (percent)',
    ),
  ),
  q(
    'BR-c24',
    'crm',
    'Which account in Germany has the most open deal value?',
    BB.name(async (d) => {
      const g = groups(
        (await DEALS(d)).filter((o) => isOpen(o) && o.acc.country === 'Germany'),
        (o) => o.acc.name,
        (xs) => worth(xs),
      );
      return [best(g, (x) => x.value, 'max', 'German account with the most open value').key];
    }, 'German account with the most open value'),
  ),

  // The user typing fragments.
  q(
    'BR-c25',
    'crm',
    '# new leads from Webinar',
    BB.num(
      async (d) => (await d.crmLeads()).filter((l) => l.status === 'new' && l.source === 'Webinar').length,
      'count',
      'new Webinar leads',
    ),
  ),
  q(
    'BR-c26',
    'crm',
    ['opps > $1M w/ close 2026-01-01..2026-03-31 #', 'total $?'],
    BB.num(
      async (d) => worth((await DEALS(d)).filter((o) => o.value > 1_000_000 && closes('2026-01-01', '2026-03-31')(o))),
      'money',
      'value of deals over $1M closing in Q1 2026',
    ),
  ),
  q(
    'BR-c27',
    'crm',
    'top 5 accts by annual rev, Asia Pacific',
    BB.list(async (d) => {
      const xs = (await d.crmAccounts()).filter((x) => x.region === 'Asia Pacific');
      return [firstN(xs, (x) => x.annual_revenue ?? 0, 5, 'max').map((x) => x.name), await cNames(d)];
    }, 'top 5 Asia Pacific accounts by revenue'),
  ),
  q(
    'BR-c28',
    'crm',
    'qualified leads w/ score >= 90 #',
    BB.num(
      async (d) => (await d.crmLeads()).filter((l) => l.status === 'qualified' && (l.score ?? -1) >= 90).length,
      'count',
      'qualified leads scoring 90+',
    ),
  ),
  q('BR-c29', 'crm', 'contacts @ Rempel Inc', C.contactsOf('Rempel Inc')),
  q(
    'BR-c30',
    'crm',
    ['avg deal size closed-won', 'closed-lost?'],
    BB.num(async (d) => avg((await DEALS(d)).filter(lost).map((o) => o.value)), 'money', 'average closed-lost value'),
  ),
  q(
    'BR-c31',
    'crm',
    ['accts in Kenya', 'biggest by rev?'],
    BB.name(async (d) => {
      const xs = (await d.crmAccounts()).filter((x) => x.country === 'Kenya');
      return winners(xs, (x) => x.annual_revenue ?? 0, 'max').map((x) => x.name);
    }, 'largest Kenyan account'),
  ),
  q(
    'BR-c32',
    'crm',
    '% of leads closed-won',
    BP.share(async (d) => {
      const ls = await d.crmLeads();
      return [ls.filter((l) => l.status === 'closed-won').length, ls.length];
    }, 'closed-won share of leads'),
  ),
];

export const SET_BR_MORE: HeldOut[] = [...CRM, ...SET_BR_BOTH];
