// Held-out set CT, continued (see set-ct.ts; sealed): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { ACCTS, BB, closingNext, LEADS, OPPS, total } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { countBy, crmAccountsById, share } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import { nthKey, needRank, rankOf } from './kinds-cg.js';
import { union } from './kinds-ct.js';
import { C } from './kinds.js';
import { closes, isOpen, lost, won } from './pick.js';
import { SET_CT_REST } from './set-ct3.js';

type D = Parameters<typeof OPPS>[0];
type Opp = Awaited<ReturnType<typeof OPPS>>[number];

/** The opportunities of the CRM accounts that pass `pred`. */
const oppsOf = async (d: D, pred: (x: Awaited<ReturnType<typeof ACCTS>>[number]) => boolean): Promise<Opp[]> => {
  const ids = new Set((await ACCTS(d)).filter(pred).map((x) => x.id));
  return (await OPPS(d)).filter((o) => ids.has(o.account_id));
};
const valueBy = (os: Opp[], by: (o: Opp) => string | null) =>
  countBy(os, by).map((g) => ({ key: g.key, value: total(os.filter((o) => by(o) === g.key)) }));
const byStage = (o: Opp): string => o.stage;

const CRM: HeldOut[] = [
  // The sceptical auditor.
  q(
    'CT-c01',
    'crm',
    'I need the precise count, no rounding: how many opportunities are currently in the negotiation stage?',
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation').length, 'count', 'opportunities in negotiation'),
  ),
  q(
    'CT-c02',
    'crm',
    [
      "What's the total value of our open opportunities?",
      'Does that number include closed deals? If it does, redo it without anything already won or lost.',
    ],
    BB.num(async (d) => total((await OPPS(d)).filter(isOpen)), 'money', 'value of open opportunities'),
  ),
  q(
    'CT-c03',
    'crm',
    "The dashboard shows 170 leads with status closed-won. I don't trust it. What's the actual count in the CRM?",
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.status === 'closed-won').length, 'count', 'closed-won leads'),
  ),
  q(
    'CT-c04',
    'crm',
    ['How many leads came in through trade shows?', 'Now count them again, excluding any that are marked closed-lost.'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.status !== 'closed-lost').length,
      'count',
      'Trade Show leads not closed-lost',
    ),
  ),
  q(
    'CT-c05',
    'crm',
    'Sum up the value of closed-won opportunities whose close date falls in 2025. Exact dollars, please.',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && closes('2025')(o))), 'money', 'closed-won value closing in 2025'),
  ),
  q(
    'CT-c06',
    'crm',
    [
      'How many CRM contacts are flagged as the primary contact?',
      'Are you certain? An account could have two primaries. How many distinct accounts actually have a primary contact?',
    ],
    BB.num(
      async (d) => new Set((await d.crmContacts()).filter((c) => c.is_primary).map((c) => c.account_id)).size,
      'count',
      'accounts with a primary contact',
    ),
  ),
  q(
    'CT-c07',
    'crm',
    'For the audit file: exactly how many CRM accounts report more than 1,000 employees?',
    BB.num(
      async (d) => {
        const xs = await ACCTS(d);
        return [xs.filter((x) => (x.employee_count ?? 0) > 1000).length, xs.filter((x) => (x.employee_count ?? 0) >= 1000).length];
      },
      'count',
      'CRM accounts with more than 1,000 employees',
    ),
  ),
  q(
    'CT-c08',
    'crm',
    'What is the mean win probability of the deals in the proposal stage? Express it as a percentage.',
    BB.num(
      async (d) => 100 * avg((await OPPS(d)).filter((o) => o.stage === 'proposal').map((o) => o.probability ?? 0)),
      'plain',
      'average probability of proposal deals (percent)',
    ),
  ),

  // The founder in a hurry.
  q(
    'CT-c09',
    'crm',
    'how much $$ is stuck in negotiation atm',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => o.stage === 'negotiation')), 'money', 'value in negotiation'),
  ),
  q(
    'CT-c10',
    'crm',
    'whats our win rate? won vs lost deals, just by count',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const w = os.filter(won).length;
        return share(w, w + os.filter(lost).length);
      },
      'plain',
      'win rate by count (percent)',
    ),
  ),
  q(
    'CT-c11',
    'crm',
    'biggest deal we ever closed? name + amount',
    BB.each(
      BB.name(async (d) => {
        const acc = await crmAccountsById(d);
        return winners((await OPPS(d)).filter(won), (o) => o.value, 'max').flatMap((o) => [o.name, acc.get(o.account_id)?.name ?? o.name]);
      }, 'largest closed-won deal'),
      BB.num(async (d) => Math.max(...(await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'value of the largest closed-won deal'),
    ),
  ),
  q(
    'CT-c12',
    'crm',
    'how many new leads r just sittin there untouched',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.status === 'new').length, 'count', 'leads with status new'),
  ),
  q(
    'CT-c13',
    'crm',
    ['pipeline by stage pls', 'which stage has the most $ in it'],
    BB.name(async (d) => {
      const os = await OPPS(d);
      const best = (xs: Opp[]) => winners(valueBy(xs, byStage), (g) => g.value, 'max').map((g) => g.key);
      return union(best(os), best(os.filter(isOpen)));
    }, 'stage with the most value'),
  ),
  q(
    'CT-c14',
    'crm',
    'whats the avg deal size on stuff we actually won',
    BB.num(async (d) => avg((await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'average closed-won value'),
  ),
  q(
    'CT-c15',
    'crm',
    'which industry is bringing in the most closed-won $',
    BB.name(async (d) => {
      const acc = await crmAccountsById(d);
      const g = valueBy((await OPPS(d)).filter(won), (o) => acc.get(o.account_id)?.industry ?? null);
      return winners(g, (x) => x.value, 'max').map((x) => x.key);
    }, 'industry with the most closed-won value'),
  ),
  q(
    'CT-c16',
    'crm',
    'lead sources - whats #1 for us by volume',
    BB.name(
      async (d) =>
        winners(
          countBy(await LEADS(d), (l) => l.source),
          (x) => x.value,
          'max',
        ).flatMap((x) => withAliases(x.key)),
      'lead source with the most leads',
    ),
  ),

  // Someone typing search-box keywords.
  q(
    'CT-c17',
    'crm',
    'won deals 2024 total',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && closes('2024')(o))), 'money', 'closed-won value closing in 2024'),
  ),
  q(
    'CT-c18',
    'crm',
    'ratke and sons contacts email',
    BB.every(async (d) => {
      const ids = new Set((await ACCTS(d)).filter((x) => x.name === 'Ratke and Sons').map((x) => x.id));
      if (ids.size !== 1) throw new Error(`Ratke and Sons: ${ids.size} accounts`);
      return (await d.crmContacts()).filter((c) => ids.has(c.account_id)).map((c) => c.email);
    }, 'e-mails of the contacts at Ratke and Sons'),
  ),
  q(
    'CT-c19',
    'crm',
    'crm accounts germany annual revenue over 100m count',
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.country === 'Germany' && (x.annual_revenue ?? 0) > 100_000_000).length,
      'count',
      'German CRM accounts above $100M',
    ),
  ),
  q(
    'CT-c20',
    'crm',
    'leads webinar qualifed count',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar' && l.status === 'qualified').length,
      'count',
      'qualified Webinar leads',
    ),
  ),
  q(
    'CT-c21',
    'crm',
    'open opps closing next 30 days value',
    BB.num(
      async (d) => [total((await OPPS(d)).filter(closingNext(0, 30))), total((await OPPS(d)).filter(closingNext(1, 30)))],
      'money',
      'open value closing in the next 30 days',
    ),
  ),
  q(
    'CT-c22',
    'crm',
    'avg lead score referral',
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Referral' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Referral leads',
    ),
  ),
  q('CT-c23', 'crm', 'stanton and sons primary contact', C.primaryOf('Stanton and Sons')),
  q(
    'CT-c24',
    'crm',
    'accounts per region crm',
    BD.breakdown(async (d) => countBy(await ACCTS(d), (x) => x.region), 'count', 'CRM accounts by region'),
  ),

  // The new regional manager.
  q(
    'CT-c25',
    'crm',
    ["I'm taking over North America in the CRM. How many accounts does that hand me?", 'and not counting the US ones?'],
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.region === 'North America' && x.country !== 'United States').length,
      'count',
      'North American CRM accounts outside the US',
    ),
  ),
  q(
    'CT-c26',
    'crm',
    ['Fresh in the EMEA seat. How many CRM accounts are in Europe?', 'same for Middle East & Africa'],
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.region === 'Middle East & Africa').length,
      'count',
      'CRM accounts in Middle East & Africa',
    ),
  ),
  q(
    'CT-c27',
    'crm',
    "I'm inheriting the Latin America book of business. What's the total value of its open opportunities?",
    BB.num(
      async (d) => total((await oppsOf(d, (x) => x.region === 'Latin America')).filter(isOpen)),
      'money',
      'open value of Latin America',
    ),
  ),
  q(
    'CT-c28',
    'crm',
    ['Asia Pacific accounts are moving to me. Which country in that region has the most accounts?', 'and the runner-up?'],
    BB.name(
      async (d) => [
        nthKey(
          countBy(
            (await ACCTS(d)).filter((x) => x.region === 'Asia Pacific'),
            (x) => x.country,
          ),
          2,
          'max',
          'Asia Pacific countries by account count',
        ),
      ],
      'second Asia Pacific country by account count',
    ),
  ),
  q(
    'CT-c29',
    'crm',
    'If I pick up the CRM accounts in California and Oregon, how many accounts is that combined?',
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.country === 'United States' && (x.state === 'CA' || x.state === 'OR')).length,
      'count',
      'CRM accounts in CA and OR',
    ),
  ),
  q(
    'CT-c30',
    'crm',
    ["What's the closed-won value for Europe?", 'how does North America compare? give me its number'],
    BB.num(
      async (d) => total((await oppsOf(d, (x) => x.region === 'North America')).filter(won)),
      'money',
      'closed-won value of North America',
    ),
  ),
  q(
    'CT-c31',
    'crm',
    'Looking at US states in the CRM, where does Texas land by number of accounts?',
    needRank(
      async (d) =>
        rankOf(
          countBy(
            (await ACCTS(d)).filter((x) => x.country === 'United States'),
            (x) => x.state,
          ),
          'TX',
          'max',
          'US states by CRM account count',
        ),
      'rank of TX by CRM account count',
    ),
  ),
  q(
    'CT-c32',
    'crm',
    [
      'All the Canadian accounts are mine now. How many contacts sit under them in total?',
      'how many of those are in the Sales department?',
    ],
    BB.num(
      async (d) => {
        const ids = new Set((await ACCTS(d)).filter((x) => x.country === 'Canada').map((x) => x.id));
        return (await d.crmContacts()).filter((c) => ids.has(c.account_id) && c.department === 'Sales').length;
      },
      'count',
      'Sales contacts at Canadian accounts',
    ),
  ),
];

export const SET_CT_MORE: HeldOut[] = [...CRM, ...SET_CT_REST];
