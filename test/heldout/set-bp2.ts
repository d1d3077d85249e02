// Held-out set BP, continued (see set-bp.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum } from './judge.js';
import { BB, extra, firstN, median, person } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { annual, BP, cPeopleAt, dealsOf, regionOf, usCrm } from './kinds-bp.js';
import { JOPPS } from './kinds-cd-crm.js';
import { only, withAliases } from './kinds-cd.js';
import { C, CONTACTS } from './kinds.js';
import { closesBetween, isOpen, won } from './pick.js';
import { SET_BP_LAST } from './set-bp3.js';

const CRM: HeldOut[] = [
  // The partnerships lead: regions, countries and states side by side.
  q(
    'BP-c01',
    'crm',
    'Which region has the highest average annual revenue per account?',
    BB.name(
      async (d) => [
        only(
          groups(
            await d.crmAccounts(),
            (x) => x.region,
            (xs) => avg(xs.map((x) => x.annual_revenue ?? 0)),
          ),
          (g) => g.value,
          'max',
          'region with the highest average annual revenue',
        ).key,
      ],
      'region with the highest average annual revenue',
    ),
  ),
  q(
    'BP-c02',
    'crm',
    'UK or Germany: which one has more accounts in the CRM, and by how many?',
    BH.versus(
      async (d) => {
        const xs = await d.crmAccounts();
        return {
          options: [withAliases('United Kingdom'), ['Germany']],
          values: [xs.filter((x) => x.country === 'United Kingdom').length, xs.filter((x) => x.country === 'Germany').length],
        };
      },
      'count',
      'CRM accounts, United Kingdom vs Germany',
    ),
  ),
  q(
    'BP-c03',
    'crm',
    'Within Asia Pacific, which country has the most accounts?',
    BB.name(
      async (d) =>
        withAliases(
          only(
            groups(
              (await d.crmAccounts()).filter((x) => x.region === 'Asia Pacific'),
              (x) => x.country,
              (xs) => xs.length,
            ),
            (g) => g.value,
            'max',
            'Asia Pacific country with the most accounts',
          ).key,
        ),
      'Asia Pacific country with the most accounts',
    ),
  ),
  q(
    'BP-c04',
    'crm',
    "What's the total value of the open opps (anything that isn't closed yet) for accounts in Latin America? " +
      'I need it for the LatAm partner review.',
    BB.num(
      async (d) => {
        const region = await regionOf(d);
        return sum(
          (await d.crmOpportunities()).filter((o) => isOpen(o) && region.get(o.account_id) === 'Latin America').map((o) => o.value),
        );
      },
      'money',
      'open pipeline in Latin America',
    ),
  ),
  q(
    'BP-c05',
    'crm',
    'Give me the number of accounts in each country of the Middle East & Africa region.',
    BD.breakdown(
      async (d) =>
        groups(
          (await d.crmAccounts()).filter((x) => x.region === 'Middle East & Africa'),
          (x) => x.country,
          (xs) => xs.length,
        ),
      'count',
      'accounts per country in Middle East & Africa',
    ),
  ),
  q(
    'BP-c06',
    'crm',
    'Leaving California and Texas aside, which US state has the most accounts in the CRM?',
    BB.state(
      async (d) => [
        only(
          groups(
            (await usCrm(d)).filter((x) => x.state !== 'CA' && x.state !== 'TX'),
            (x) => x.state,
            (xs) => xs.length,
          ),
          (g) => g.value,
          'max',
          'US state with the most CRM accounts outside CA and TX',
        ).key,
      ],
      'US state with the most CRM accounts outside CA and TX',
    ),
  ),
  q(
    'BP-c07',
    'crm',
    'Among the European countries, whose accounts have the highest average annual revenue?',
    BB.name(
      async (d) => [
        only(
          groups(
            (await d.crmAccounts()).filter((x) => x.region === 'Europe'),
            (x) => x.country,
            (xs) => avg(xs.map((x) => x.annual_revenue ?? 0)),
          ),
          (g) => g.value,
          'max',
          'European country with the highest average annual revenue',
        ).key,
      ],
      'European country with the highest average annual revenue',
    ),
  ),
  q(
    'BP-c08',
    'crm',
    'What share of our closed-won deal value comes from accounts in Europe?',
    BP.share(async (d) => {
      const region = await regionOf(d);
      const wins = (await d.crmOpportunities()).filter(won);
      return [sum(wins.filter((o) => region.get(o.account_id) === 'Europe').map((o) => o.value)), sum(wins.map((o) => o.value))];
    }, 'share of closed-won value from Europe'),
  ),

  // Two things at once.
  q(
    'BP-c09',
    'crm',
    "How many opportunities are in negotiation right now, and what's their total value?",
    BB.each(
      BB.num(async (d) => (await d.crmOpportunities()).filter((o) => o.stage === 'negotiation').length, 'count', 'deals in negotiation'),
      BB.num(
        async (d) => sum((await d.crmOpportunities()).filter((o) => o.stage === 'negotiation').map((o) => o.value)),
        'money',
        'value of deals in negotiation',
      ),
    ),
  ),
  q(
    'BP-c10',
    'crm',
    'List the qualified leads that came through partners with a score over 90, and tell me their average score.',
    BB.each(
      BB.list(async (d) => {
        const ls = await d.crmLeads();
        const hit = ls.filter((l) => l.source === 'Partner' && l.status === 'qualified' && (l.score ?? 0) > 90);
        return [hit.map(person), ls.map(person)];
      }, 'qualified Partner leads scoring over 90'),
      BB.num(
        async (d) =>
          avg(
            (await d.crmLeads())
              .filter((l) => l.source === 'Partner' && l.status === 'qualified' && (l.score ?? 0) > 90)
              .map((l) => l.score!),
          ),
        'plain',
        'their average score',
      ),
    ),
  ),
  q(
    'BP-c11',
    'crm',
    "How many Energy accounts are there in Europe, and what's their combined annual revenue?",
    BB.each(
      BB.num(
        async (d) => (await d.crmAccounts()).filter((x) => x.industry === 'Energy' && x.region === 'Europe').length,
        'count',
        'Energy accounts in Europe',
      ),
      BB.num(
        async (d) => annual((await d.crmAccounts()).filter((x) => x.industry === 'Energy' && x.region === 'Europe')),
        'money',
        'their annual revenue',
      ),
    ),
  ),
  q(
    'BP-c12',
    'crm',
    'How many deals did we win with a close date in 2025, and what are they worth in total?',
    BB.each(
      BB.num(
        async (d) => (await d.crmOpportunities()).filter((o) => won(o) && closesBetween('2025-01-01', '2025-12-31')(o)).length,
        'count',
        'closed-won deals closing in 2025',
      ),
      BB.num(
        async (d) =>
          sum((await d.crmOpportunities()).filter((o) => won(o) && closesBetween('2025-01-01', '2025-12-31')(o)).map((o) => o.value)),
        'money',
        'their value',
      ),
    ),
  ),
  q(
    'BP-c13',
    'crm',
    'How many contacts does Pfeffer Group have, and who is the primary one?',
    BB.each(
      BB.num(async (d) => (await cPeopleAt(d, 'Pfeffer Group')).length, 'count', 'contacts at Pfeffer Group'),
      BB.name(
        async (d) => (await cPeopleAt(d, 'Pfeffer Group')).filter((c) => c.is_primary).map(person),
        'primary contact at Pfeffer Group',
      ),
    ),
  ),
  q(
    'BP-c14',
    'crm',
    "What's the average value of the closed-lost opportunities, and what's the median?",
    BB.each(
      BB.num(
        async (d) => avg((await d.crmOpportunities()).filter((o) => o.stage === 'closed-lost').map((o) => o.value)),
        'money',
        'average',
      ),
      BB.num(
        async (d) => median((await d.crmOpportunities()).filter((o) => o.stage === 'closed-lost').map((o) => o.value)),
        'money',
        'median',
      ),
    ),
  ),
  q(
    'BP-c15',
    'crm',
    'How many webinar leads did we create in Q1 2024 (January to March), and how many of that batch have ended up closed-won?',
    BB.each(
      BB.num(
        async (d) =>
          (await d.crmLeads()).filter((l) => l.source === 'Webinar' && closesBetween('2024-01-01', '2024-03-31')(created(l))).length,
        'count',
        'Webinar leads created in Q1 2024',
      ),
      BB.num(
        async (d) =>
          (await d.crmLeads()).filter(
            (l) => l.source === 'Webinar' && closesBetween('2024-01-01', '2024-03-31')(created(l)) && l.status === 'closed-won',
          ).length,
        'count',
        'of them closed-won',
      ),
    ),
  ),
  q(
    'BP-c16',
    'crm',
    'Which industry has the most accounts, and how many accounts is that?',
    BB.each(
      BB.name(
        async (d) => [
          only(
            groups(
              await d.crmAccounts(),
              (x) => x.industry,
              (xs) => xs.length,
            ),
            (g) => g.value,
            'max',
            'industry with the most accounts',
          ).key,
        ],
        'industry with the most accounts',
      ),
      BB.num(
        async (d) =>
          only(
            groups(
              await d.crmAccounts(),
              (x) => x.industry,
              (xs) => xs.length,
            ),
            (g) => g.value,
            'max',
            'industry with the most accounts',
          ).value,
        'count',
        'its number of accounts',
      ),
    ),
  ),

  // Referring back, in follow-up sessions.
  q(
    'BP-c17',
    'crm',
    ['Which accounts do we have in Chile?', 'Which of those has the most employees?'],
    BB.name(
      async (d) => [
        only(
          (await d.crmAccounts()).filter((x) => x.country === 'Chile'),
          (x) => x.employee_count ?? 0,
          'max',
          'Chilean account with the most employees',
        ).name,
      ],
      'Chilean account with the most employees',
    ),
  ),
  q(
    'BP-c18',
    'crm',
    ['How many opportunities have a close date in March 2025?', 'And how many of them are closed-won?'],
    BB.num(
      async (d) => (await d.crmOpportunities()).filter((o) => won(o) && closesBetween('2025-03-01', '2025-03-31')(o)).length,
      'count',
      'closed-won deals closing in March 2025',
    ),
  ),
  q(
    'BP-c19',
    'crm',
    ["Who's the primary contact at Connelly - Veum?", 'Which department is that person in?'],
    BB.name(
      async (d) =>
        (await cPeopleAt(d, 'Connelly - Veum'))
          .filter((c) => c.is_primary)
          .map((c) => c.department)
          .filter((x): x is string => x !== null),
      'department of the primary contact at Connelly - Veum',
    ),
  ),
  q(
    'BP-c20',
    'crm',
    ['Show me the opportunities for Hayes - Simonis.', "What's the total value of the ones that are still open?"],
    BB.num(
      async (d) => sum((await dealsOf(d, 'Hayes - Simonis')).filter(isOpen).map((o) => o.value)),
      'money',
      'open value at Hayes - Simonis',
    ),
  ),
  q(
    'BP-c21',
    'crm',
    ['What are the top three lead sources by number of leads?', 'And the least common one?'],
    BB.name(
      async (d) =>
        withAliases(
          only(
            groups(
              await d.crmLeads(),
              (l) => l.source,
              (xs) => xs.length,
            ),
            (g) => g.value,
            'min',
            'least common lead source',
          ).key,
        ),
      'least common lead source',
    ),
  ),
  q(
    'BP-c22',
    'crm',
    ['How many accounts are in the Hospitality industry?', 'And how many of those are in Canada?'],
    BB.num(
      async (d) => (await d.crmAccounts()).filter((x) => x.industry === 'Hospitality' && x.country === 'Canada').length,
      'count',
      'Hospitality accounts in Canada',
    ),
  ),
  q(
    'BP-c23',
    'crm',
    ['List the opportunities closing in the first week of June 2026.', 'Which one of them is the biggest?'],
    BD.deal(
      async (d) =>
        only(
          (await d.crmOpportunities()).filter(closesBetween('2026-06-01', '2026-06-07')),
          (o) => o.value,
          'max',
          'largest deal closing 2026-06-01..07',
        ),
      'largest deal closing in the first week of June 2026',
    ),
  ),
  q(
    'BP-c24',
    'crm',
    [
      "What's the average lead score for leads that came from trade shows?",
      'And for referrals?',
      'So which of the two sources scores better on average?',
    ],
    BP.first(
      async (d) => {
        const ls = await d.crmLeads();
        const mean = (src: string): number => avg(ls.filter((l) => l.source === src && l.score !== null).map((l) => l.score!));
        return { options: [withAliases('Trade Show'), withAliases('Referral')], values: [mean('Trade Show'), mean('Referral')] };
      },
      'max',
      'better average lead score, Trade Show or Referral',
    ),
  ),

  // The British speaker, politely.
  q(
    'BP-c25',
    'crm',
    'Would you mind telling me how many leads are still marked as new with a score of 80 or above?',
    BB.num(
      async (d) => (await d.crmLeads()).filter((l) => l.status === 'new' && (l.score ?? 0) >= 80).length,
      'count',
      'new leads scoring 80+',
    ),
  ),
  q(
    'BP-c26',
    'crm',
    'I wonder whether you could tell me which Financial Services account has the most employees?',
    BB.name(
      async (d) => [
        only(
          (await d.crmAccounts()).filter((x) => x.industry === 'Financial Services'),
          (x) => x.employee_count ?? 0,
          'max',
          'Financial Services account with the most employees',
        ).name,
      ],
      'Financial Services account with the most employees',
    ),
  ),
  q(
    'BP-c27',
    'crm',
    'Could you possibly tell me the total value of the opportunities in the proposal stage that close between 1 October ' +
      'and 31 December 2025?',
    BB.num(
      async (d) =>
        sum(
          (await d.crmOpportunities())
            .filter((o) => o.stage === 'proposal' && closesBetween('2025-10-01', '2025-12-31')(o))
            .map((o) => o.value),
        ),
      'money',
      'proposal-stage value closing in Q4 2025',
    ),
  ),
  q(
    'BP-c28',
    'crm',
    'Might I trouble you for the number of contacts in the Procurement department?',
    C.count(CONTACTS, (c) => c.department === 'Procurement', 'contacts in Procurement'),
  ),
  q(
    'BP-c29',
    'crm',
    'Would you be so kind as to check whether we have any accounts in Kenya in the Education industry?',
    BB.yes(
      async (d) => (await d.crmAccounts()).filter((x) => x.country === 'Kenya' && x.industry === 'Education').length,
      'Education accounts in Kenya',
    ),
  ),
  q(
    'BP-c30',
    'crm',
    "I'd be most grateful for the five largest closed-won deals with a close date in 2024, if it's not too much bother.",
    BH.deals(async (d) => {
      const rows = (await JOPPS(d)).filter((o) => won(o) && closesBetween('2024-01-01', '2024-12-31')(o));
      const hit = firstN(rows, (o) => o.value, 5, 'max');
      const ids = new Set(hit.map((o) => o.id));
      return { hit, rest: (await JOPPS(d)).filter((o) => !ids.has(o.id)) };
    }, 'five largest closed-won deals closing in 2024'),
  ),
  q(
    'BP-c31',
    'crm',
    'Could I ask what the average annual revenue of our accounts in Japan is, please?',
    BB.num(
      async (d) => avg((await d.crmAccounts()).filter((x) => x.country === 'Japan').map((x) => x.annual_revenue ?? 0)),
      'money',
      'average annual revenue in Japan',
    ),
  ),
  q(
    'BP-c32',
    'crm',
    "Sorry to trouble you, but how many opportunities does Ritchie, Brekke and Lemke have that aren't closed-lost?",
    BB.num(
      async (d) => (await dealsOf(d, 'Ritchie, Brekke and Lemke')).filter((o) => o.stage !== 'closed-lost').length,
      'count',
      'non-lost deals at Ritchie, Brekke and Lemke',
    ),
  ),
];

/** A lead's creation day, read as a close date so the shared date-range test applies. */
function created(l: object): { close_date: string | null } {
  return { close_date: extra(l, 'created_at')?.slice(0, 10) ?? null };
}

export const SET_BP_MORE: HeldOut[] = [...CRM, ...SET_BP_LAST];
