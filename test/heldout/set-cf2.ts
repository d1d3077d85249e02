// Held-out set CF, continued (see set-cf.ts; a practice set): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { ACCTS, BB, LEADS, OPPS, person, today } from './kinds-bb.js';
import { best, bestAliased, countBy } from './kinds-bv.js';
import { crmAcct, crmContactNames, crmPeople, dealCheck, openValue, pct, withAccount } from './kinds-cf.js';
import { withAliases } from './kinds-cd.js';
import { C } from './kinds.js';
import { closes, closesBetween, dealType, isOpen, won } from './pick.js';
import { SET_CF_REST } from './set-cf3.js';

const CRM: HeldOut[] = [
  // The terse analyst.
  q(
    'CF-c01',
    'crm',
    'deals closing Q3 2025 count',
    BB.num(
      async (d) => {
        const q3 = (await OPPS(d)).filter(closesBetween('2025-07-01', '2025-09-30'));
        return [q3.length, q3.filter(isOpen).length];
      },
      'count',
      'deals closing in Q3 2025 (all stages, or open ones)',
    ),
  ),
  q(
    'CF-c02',
    'crm',
    'avg opp amount - negotiation stage',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => o.stage === 'negotiation').map((o) => o.value)),
      'money',
      'average negotiation deal',
    ),
  ),
  q(
    'CF-c03',
    'crm',
    'leads: source Trade Show, status qualified - how many',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.status === 'qualified').length,
      'count',
      'qualified Trade Show leads',
    ),
  ),
  q(
    'CF-c04',
    'crm',
    'accts industry=Healthcare region=Europe count',
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.industry === 'Healthcare' && x.region === 'Europe').length,
      'count',
      'Healthcare accounts in Europe',
    ),
  ),
  q(
    'CF-c05',
    'crm',
    'closed won deal value 2024 total',
    BB.num(
      async (d) => sum((await OPPS(d)).filter((o) => won(o) && closes('2024')(o)).map((o) => o.value)),
      'money',
      'won value closing in 2024',
    ),
  ),
  q(
    'CF-c06',
    'crm',
    ['open pipeline total $', 'proposal stage only'],
    BB.num(
      async (d) => sum((await OPPS(d)).filter((o) => o.stage === 'proposal').map((o) => o.value)),
      'money',
      'value of proposal-stage deals',
    ),
  ),
  q(
    'CF-c07',
    'crm',
    'lead source w/ most closed-won leads',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(
            (await LEADS(d)).filter((l) => l.status === 'closed-won'),
            (l) => l.source,
          ),
          'max',
        ),
      'lead source with the most closed-won leads',
    ),
  ),
  q(
    'CF-c08',
    'crm',
    'avg lead score, webinar leads',
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Webinar' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Webinar leads',
    ),
  ),

  // The sales rep (the CRM has no owners: the company's deals and leads).
  q(
    'CF-c09',
    'crm',
    'Planning out my month: how many open deals are due to close this month?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => isOpen(o) && closes(today().slice(0, 7))(o)).length,
      'count',
      'open deals closing this month',
    ),
  ),
  q(
    'CF-c10',
    'crm',
    "I'm calling Rippin Inc this afternoon. What deals do we still have open with them?",
    BB.list(async (d) => {
      const acc = await crmAcct(d, 'Rippin Inc');
      const os = (await OPPS(d)).filter((o) => o.account_id === acc.id);
      return [os.filter(isOpen).map((o) => o.name), os.map((o) => o.name)];
    }, 'open deals of Rippin Inc'),
  ),
  q('CF-c11', 'crm', "Who's the primary contact I should ask for at Lockman and Sons?", C.primaryOf('Lockman and Sons')),
  q(
    'CF-c12',
    'crm',
    'How many of the deals in negotiation are worth more than $500k?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation' && o.value > 500_000).length,
      'count',
      'negotiation deals above $500k',
    ),
  ),
  q(
    'CF-c13',
    'crm',
    ['How many qualified leads came in from referrals?', 'And from partners?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Partner' && l.status === 'qualified').length,
      'count',
      'qualified Partner leads',
    ),
  ),
  q(
    'CF-c14',
    'crm',
    'How many open deals do we have going with Technology companies?',
    BB.num(
      async (d) => (await withAccount(d)).filter(({ o, acc }) => isOpen(o) && acc.industry === 'Technology').length,
      'count',
      'open deals at Technology accounts',
    ),
  ),

  // The customer-success lead.
  q('CF-c15', 'crm', 'Who are our contacts at Nolan - Bogisich?', C.contactsOf('Nolan - Bogisich')),
  q(
    'CF-c16',
    'crm',
    ["Who's the primary contact at Ernser - Strosin?", "What's their job title?"],
    BB.name(async (d) => {
      const p = (await crmPeople(d, 'Ernser - Strosin')).filter((c) => c.is_primary);
      if (p.length !== 1 || p[0]!.job_title === null) throw new Error('Ernser - Strosin: no single titled primary contact');
      return withAliases(p[0]!.job_title);
    }, 'job title of the primary contact of Ernser - Strosin'),
  ),
  q(
    'CF-c17',
    'crm',
    'How many Customer Success Managers do we have among our CRM contacts?',
    BB.num(
      async (d) => (await d.crmContacts()).filter((c) => c.job_title === 'Customer Success Manager').length,
      'count',
      'CRM Customer Success Managers',
    ),
  ),
  q(
    'CF-c18',
    'crm',
    'In the CRM, how many accounts have eight contacts on file?',
    BB.num(
      async (d) => countBy(await d.crmContacts(), (c) => String(c.account_id)).filter((x) => x.value === 8).length,
      'count',
      'CRM accounts with eight contacts',
    ),
  ),
  q(
    'CF-c19',
    'crm',
    'Which department do most of our CRM contacts sit in?',
    BB.name(
      async (d) =>
        best(
          countBy(await d.crmContacts(), (c) => c.department),
          'max',
        ),
      'department with the most contacts',
    ),
  ),
  q(
    'CF-c20',
    'crm',
    ['How many contacts do we have at Dach - Lindgren?', 'Which of them work in Finance?'],
    BB.list(async (d) => {
      const hit = (await crmPeople(d, 'Dach - Lindgren')).filter((c) => c.department === 'Finance').map(person);
      return [hit, await crmContactNames(d)];
    }, 'Finance contacts at Dach - Lindgren'),
  ),
  q(
    'CF-c21',
    'crm',
    'How many contacts work at our Healthcare accounts?',
    BB.num(
      async (d) => {
        const ids = new Set((await ACCTS(d)).filter((x) => x.industry === 'Healthcare').map((x) => x.id));
        return (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at Healthcare accounts',
    ),
  ),

  // The curious executive.
  q(
    'CF-c22',
    'crm',
    'What is our single largest deal?',
    dealCheck(async (d) => {
      const os = await OPPS(d);
      return [...winners(os, (o) => o.value, 'max'), ...winners(os.filter(isOpen), (o) => o.value, 'max')];
    }, 'largest deal (overall, or open)'),
  ),
  q(
    'CF-c23',
    'crm',
    'Which industry brings in the most pipeline?',
    BB.name(async (d) => {
      const rows = await withAccount(d);
      const by = (keep: (o: (typeof rows)[number]['o']) => boolean) =>
        best(
          groups(
            rows.filter((r) => keep(r.o)),
            (r) => r.acc.industry,
            (rs) => sum(rs.map((r) => r.o.value)),
          ),
          'max',
        );
      return [...by(isOpen), ...by(() => true)];
    }, 'industry with the most pipeline (open deals; or every deal)'),
  ),
  q(
    'CF-c24',
    'crm',
    ["What's our average deal size?", 'And only the ones we won?'],
    BB.num(async (d) => avg((await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'average won deal'),
  ),
  q(
    'CF-c25',
    'crm',
    "What's our win rate on closed deals?",
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const w = os.filter(won).length;
        return pct(w, w + os.filter((o) => o.stage === 'closed-lost').length);
      },
      'plain',
      'win rate (%) of closed deals',
    ),
  ),
  q(
    'CF-c26',
    'crm',
    'How much did we win in 2025?',
    BB.num(
      async (d) => sum((await OPPS(d)).filter((o) => won(o) && closes('2025')(o)).map((o) => o.value)),
      'money',
      'won value closing in 2025',
    ),
  ),
  q(
    'CF-c27',
    'crm',
    ["Which region's accounts have the most annual revenue combined?", 'And excluding North America?'],
    BB.name(
      async (d) =>
        best(
          groups(
            (await ACCTS(d)).filter((x) => x.region !== 'North America'),
            (x) => x.region,
            (xs) => sum(xs.map((x) => x.annual_revenue ?? 0)),
          ),
          'max',
        ),
      'region with the most annual revenue outside North America',
    ),
  ),
  q(
    'CF-c28',
    'crm',
    'How many of our leads have we converted to closed-won?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.status === 'closed-won').length, 'count', 'closed-won leads'),
  ),
  q(
    'CF-c29',
    'crm',
    'What share of our open pipeline is sitting in negotiation?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return pct(openValue(os.filter((o) => o.stage === 'negotiation')), openValue(os));
      },
      'plain',
      'share (%) of open pipeline value in negotiation',
    ),
  ),
  q(
    'CF-c30',
    'crm',
    'Outside the US, which country has the most of our accounts?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(
            (await ACCTS(d)).filter((x) => x.country !== 'United States'),
            (x) => x.country,
          ),
          'max',
        ),
      'country with the most accounts outside the US',
    ),
  ),
  q(
    'CF-c31',
    'crm',
    ["What's the total annual revenue of all our accounts?", 'And just the Financial Services ones?'],
    BB.num(
      async (d) => sum((await ACCTS(d)).filter((x) => x.industry === 'Financial Services').map((x) => x.annual_revenue ?? 0)),
      'money',
      'annual revenue of Financial Services accounts',
    ),
  ),
  q(
    'CF-c32',
    'crm',
    'Which type of deal has brought in the most won revenue?',
    BB.name(
      async (d) =>
        best(
          groups((await OPPS(d)).filter(won), dealType, (os) => sum(os.map((o) => o.value))),
          'max',
        ),
      'deal type with the most won value',
    ),
  ),
];

export const SET_CF_MORE: HeldOut[] = [...CRM, ...SET_CF_REST];
