// Held-out set BQ, continued (see set-bq.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { BB, firstN, median } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { only, withAliases } from './kinds-cd.js';
import { closing, closingIn, createdBetween, DEALS, isOpen, slipped, worth } from './kinds-bq.js';
import { C, LEADS, OPPS } from './kinds.js';
import { dealType, lost, won } from './pick.js';
import { SET_BQ_LAST } from './set-bq3.js';

const CRM: HeldOut[] = [
  // The revenue-operations lead.
  q(
    'BQ-c01',
    'crm',
    "What's the total value of the pipeline currently sitting in negotiation?",
    C.sum(
      OPPS,
      (o) => o.stage === 'negotiation',
      (o) => o.value,
      'value of negotiation-stage deals',
    ),
  ),
  q(
    'BQ-c02',
    'crm',
    'How many proposal-stage opportunities carry a close date in Q1 2025?',
    C.count(OPPS, (o) => o.stage === 'proposal' && closing('2025-01-01', '2025-03-31')(o), 'proposal deals closing in Q1 2025'),
  ),
  q(
    'BQ-c03',
    'crm',
    "What's our average deal size on closed-won opportunities with a 2025 close date?",
    C.avg(
      OPPS,
      (o) => won(o) && closingIn(2025)(o),
      (o) => o.value,
      'average value of deals won with a 2025 close date',
    ),
  ),
  q(
    'BQ-c04',
    'crm',
    'Give me the median value of deals in qualification.',
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => o.stage === 'qualification').map((o) => o.value)),
      'money',
      'median qualification deal',
    ),
  ),
  q(
    'BQ-c05',
    'crm',
    'Across open opportunities, which stage holds the most pipeline value?',
    C.group(OPPS, isOpen, (o) => o.stage, worth, 'max', 'open stage with the most value'),
  ),
  q(
    'BQ-c06',
    'crm',
    'What was our 2024 win rate, meaning closed-won as a percentage of all deals closed (won or lost) with a 2024 close date?',
    BP.share(async (d) => {
      const closed = (await OPPS(d)).filter((o) => (won(o) || lost(o)) && closingIn(2024)(o));
      return [closed.filter(won).length, closed.length];
    }, '2024 win rate'),
  ),
  q(
    'BQ-c07',
    'crm',
    'Top five open opportunities by value with a December 2025 close date: names and amounts.',
    BH.deals(async (d) => {
      const all = await DEALS(d);
      const hit = firstN(
        all.filter((o) => isOpen(o) && closing('2025-12-01', '2025-12-31')(o)),
        (o) => o.value,
        5,
        'max',
      );
      return { hit, rest: all.filter((o) => !hit.includes(o)) };
    }, 'five largest open deals closing in December 2025'),
  ),
  q(
    'BQ-c08',
    'crm',
    'Break down the negotiation-stage deal count by region.',
    BD.breakdown(
      async (d) =>
        groups(
          (await DEALS(d)).filter((o) => o.stage === 'negotiation'),
          (o) => o.acc.region,
          (xs) => xs.length,
        ),
      'count',
      'negotiation deals per region',
    ),
  ),
  q(
    'BQ-c09',
    'crm',
    ['How much closed-won revenue did we book in Europe on deals closing in 2024?', 'Same figure for Asia Pacific.'],
    BB.num(
      async (d) => worth((await DEALS(d)).filter((o) => won(o) && closingIn(2024)(o) && o.acc.region === 'Asia Pacific')),
      'money',
      'closed-won value in Asia Pacific, 2024 close dates',
    ),
  ),
  q(
    'BQ-c10',
    'crm',
    'Which deal type has the highest average value on closed-won deals?',
    C.group(OPPS, won, dealType, (os) => avg(os.map((o) => o.value)), 'max', 'deal type with the highest average won value'),
  ),
  q(
    'BQ-c11',
    'crm',
    'How many open opportunities are valued above $1M?',
    C.count(OPPS, (o) => isOpen(o) && o.value > 1_000_000, 'open deals above $1M'),
  ),
  q(
    'BQ-c12',
    'crm',
    'Which account owns the single largest open opportunity, and what is it worth?',
    BB.each(
      BB.name(
        async (d) => [only((await DEALS(d)).filter(isOpen), (o) => o.value, 'max', 'largest open deal').acc.name],
        'account of the largest open deal',
      ),
      BB.num(async (d) => only((await OPPS(d)).filter(isOpen), (o) => o.value, 'max', 'largest open deal').value, 'money', 'its value'),
    ),
  ),
  q(
    'BQ-c13',
    'crm',
    'How many open opportunities have a close date that has already passed? I need the slippage count.',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return [os.filter(slipped(false)).length, os.filter(slipped(true)).length];
      },
      'count',
      'open deals with a close date in the past',
    ),
  ),
  q(
    'BQ-c14',
    'crm',
    ['Pull the opportunities for Cormier LLC.', 'Which of those are still open?'],
    BH.deals(async (d) => {
      const mine = (await DEALS(d)).filter((o) => o.acc.name === 'Cormier LLC');
      return { hit: mine.filter(isOpen), rest: mine.filter((o) => !isOpen(o)) };
    }, 'open deals of Cormier LLC'),
  ),
  q(
    'BQ-c15',
    'crm',
    "What's the total open pipeline with close dates between July 1 and September 30, 2026?",
    C.sum(
      OPPS,
      (o) => isOpen(o) && closing('2026-07-01', '2026-09-30')(o),
      (o) => o.value,
      'open value closing in Q3 2026',
    ),
  ),
  q(
    'BQ-c16',
    'crm',
    'Of the deals lost with a 2025 close date, what share belonged to North American accounts?',
    BP.share(async (d) => {
      const gone = (await DEALS(d)).filter((o) => lost(o) && closingIn(2025)(o));
      return [gone.filter((o) => o.acc.region === 'North America').length, gone.length];
    }, 'share of 2025 lost deals in North America'),
  ),

  // The skeptical analyst.
  q(
    'BQ-c17',
    'crm',
    'Double-check this for me: how many leads have the status closed-won, and what percent of all leads does that represent?',
    BB.each(
      C.count(LEADS, (l) => l.status === 'closed-won', 'closed-won leads'),
      BP.share(async (d) => {
        const ls = await LEADS(d);
        return [ls.filter((l) => l.status === 'closed-won').length, ls.length];
      }, 'share of leads closed-won'),
    ),
  ),
  q(
    'BQ-c18',
    'crm',
    'Healthcare versus Retail: which industry has more CRM accounts, and by how many?',
    BH.versus(
      async (d) => {
        const xs = await d.crmAccounts();
        const n = (industry: string): number => xs.filter((x) => x.industry === industry).length;
        return { options: [['Healthcare'], ['Retail']], values: [n('Healthcare'), n('Retail')] };
      },
      'count',
      'Healthcare vs Retail accounts',
    ),
  ),
  q(
    'BQ-c19',
    'crm',
    "What's the difference between the average annual revenue of Technology accounts and that of Energy accounts?",
    BB.num(
      async (d) => {
        const xs = await d.crmAccounts();
        const mean = (industry: string): number => avg(xs.filter((x) => x.industry === industry).map((x) => x.annual_revenue ?? 0));
        return Math.abs(mean('Technology') - mean('Energy'));
      },
      'money',
      'gap between the average annual revenue of Technology and Energy accounts',
    ),
  ),
  q(
    'BQ-c20',
    'crm',
    'Among opportunities with a 2026 close date, what percentage ended up closed-lost?',
    BP.share(async (d) => {
      const os = (await OPPS(d)).filter(closingIn(2026));
      return [os.filter(lost).length, os.length];
    }, 'share of 2026 deals closed-lost'),
  ),
  q(
    'BQ-c21',
    'crm',
    'Is it true that referrals brought in more leads than the website did? Give me both counts.',
    BB.each(
      BP.yesIf(
        async (d) => {
          const ls = await LEADS(d);
          return ls.filter((l) => l.source === 'Referral').length > ls.filter((l) => l.source === 'Website').length;
        },
        'more leads from Referral than from Website',
        { yes: /referrals?\b[^.\n]*\bmore\b/i, no: /website\b[^.\n]*\bmore\b/i },
      ),
      C.count(LEADS, (l) => l.source === 'Referral', 'leads from Referral'),
      C.count(LEADS, (l) => l.source === 'Website', 'leads from Website'),
    ),
  ),
  q(
    'BQ-c22',
    'crm',
    ['Setting the United States aside, which country has the most CRM accounts?', 'How many accounts exactly?'],
    BB.num(
      async (d) =>
        only(
          groups(
            (await d.crmAccounts()).filter((x) => x.country !== 'United States'),
            (x) => x.country,
            (xs) => xs.length,
          ),
          (g) => g.value,
          'max',
          'country with the most accounts after the US',
        ).value,
      'count',
      'accounts of the largest country after the US',
    ),
  ),
  q(
    'BQ-c23',
    'crm',
    'How many leads were created in the first quarter of 2024? I want the exact count.',
    C.count(LEADS, createdBetween('2024-01-01', '2024-04-01'), 'leads created in Q1 2024'),
  ),
  q(
    'BQ-c24',
    'crm',
    'Which lead source has the highest average lead score, and what is that average?',
    BB.each(
      BB.name(async (d) => {
        const g = groups(
          await LEADS(d),
          (l) => l.source,
          (ls) => avg(ls.map((l) => l.score ?? 0)),
        );
        return withAliases(only(g, (x) => x.value, 'max', 'lead source by average score').key);
      }, 'lead source with the highest average score'),
      BB.num(
        async (d) => {
          const g = groups(
            await LEADS(d),
            (l) => l.source,
            (ls) => avg(ls.map((l) => l.score ?? 0)),
          );
          return only(g, (x) => x.value, 'max', 'lead source by average score').value;
        },
        'plain',
        'its average score',
      ),
    ),
  ),

  // The casual user.
  q(
    'BQ-c25',
    'crm',
    'how many leads came in from trade shows',
    C.count(LEADS, (l) => l.source === 'Trade Show', 'leads from Trade Show'),
  ),
  q(
    'BQ-c26',
    'crm',
    'whats the biggest deal in the crm rn',
    BD.deal(async (d) => only(await OPPS(d), (o) => o.value, 'max', 'largest deal'), 'largest deal'),
  ),
  q(
    'BQ-c27',
    'crm',
    'avg opp value in negotiaton stage?',
    C.avg(
      OPPS,
      (o) => o.stage === 'negotiation',
      (o) => o.value,
      'average negotiation deal',
    ),
  ),
  q(
    'BQ-c28',
    'crm',
    ['show me the crm accts in japan', 'which one has the most employes'],
    BB.name(
      async (d) => [
        only(
          (await d.crmAccounts()).filter((x) => x.country === 'Japan'),
          (x) => x.employee_count ?? 0,
          'max',
          'Japanese account with the most employees',
        ).name,
      ],
      'Japanese account with the most employees',
    ),
  ),
  q('BQ-c29', 'crm', 'who r the contacts at mcglynn group', C.contactsOf('McGlynn Group')),
  q(
    'BQ-c30',
    'crm',
    'how many new leads w/ a score over 90',
    BB.num(
      async (d) => {
        const ls = (await LEADS(d)).filter((l) => l.status === 'new');
        return [ls.filter((l) => (l.score ?? 0) > 90).length, ls.filter((l) => (l.score ?? 0) >= 90).length];
      },
      'count',
      'new leads scoring above 90',
    ),
  ),
  q(
    'BQ-c31',
    'crm',
    'open pipeline in latam not counting brazil?',
    BB.num(
      async (d) => worth((await DEALS(d)).filter((o) => isOpen(o) && o.acc.region === 'Latin America' && o.acc.country !== 'Brazil')),
      'money',
      'open value in Latin America outside Brazil',
    ),
  ),
  q(
    'BQ-c32',
    'crm',
    'which industry has the fewest accts in the crm',
    BB.name(
      async (d) => [
        only(
          groups(
            await d.crmAccounts(),
            (x) => x.industry,
            (xs) => xs.length,
          ),
          (g) => g.value,
          'min',
          'industry with the fewest accounts',
        ).key,
      ],
      'industry with the fewest accounts',
    ),
  ),
];

export const SET_BQ_CRM: HeldOut[] = [...CRM, ...SET_BQ_LAST];
