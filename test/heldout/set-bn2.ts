// Held-out set BN, continued (see set-bn.ts): the CRM questions, in the same four voices.

import type { Check, HeldOut } from './judge.js';
import { avg, byName, groups, needNumber, q } from './judge.js';
import { BB, extra, firstN, median, person } from './kinds-bb.js';
import { BD, nthBy } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { BN, cNames, cPeople, crmContactsWhere } from './kinds-bn.js';
import { JOPPS } from './kinds-cd-crm.js';
import { needPercent, only, pct, withAliases } from './kinds-cd.js';
import { ACCOUNTS, C, CONTACTS } from './kinds.js';
import { closesBetween, isOpen, won } from './pick.js';
import { SET_BN_LAST } from './set-bn3.js';

const CIO = 'Chief Information Officer';

/** The headcount of the Media account with the largest annual revenue (its name must be the only account named). */
const mediaTopHeadcount: Check = async (a, d) => {
  const x = only(
    (await d.crmAccounts()).filter((r) => r.industry === 'Media'),
    (r) => r.annual_revenue ?? 0,
    'max',
    'Media account with the largest annual revenue',
  );
  return needNumber(a, x.employee_count ?? 0, 'count', `employee count of ${x.name}`, { name: x.name, others: await cNames(d) });
};

const CRM: HeldOut[] = [
  // The customer-success manager: contacts, titles, departments.
  q('BN-c01', 'crm', 'Who is the primary contact at Hermiston - Haley?', C.primaryOf('Hermiston - Haley')),
  q(
    'BN-c02',
    'crm',
    'How many of our CRM contacts sit in the Customer Success department?',
    C.count(CONTACTS, (c) => c.department === 'Customer Success', 'contacts in Customer Success'),
  ),
  q(
    'BN-c03',
    'crm',
    'At Zieme Group, who sits in the Finance department? I need their names before the renewal call.',
    BB.list(async (d) => {
      const acc = byName(await d.crmAccounts(), 'Zieme Group');
      const hit = (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.department === 'Finance');
      return [hit.map(person), await cPeople(d)];
    }, 'Finance contacts at Zieme Group'),
  ),
  q(
    'BN-c04',
    'crm',
    ['List the contacts at Mills, Moen and Reichert.', 'Which of them work in IT?'],
    BB.list(async (d) => {
      const acc = byName(await d.crmAccounts(), 'Mills, Moen and Reichert');
      const hit = (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.department === 'IT');
      return [hit.map(person), await cPeople(d)];
    }, 'IT contacts at Mills, Moen and Reichert'),
  ),
  q(
    'BN-c05',
    'crm',
    'HR Directors: how many do we have among the contacts at our German accounts? Trying to size a pitch for them.',
    BB.num(
      async (d) => (await crmContactsWhere(d, (x) => x.country === 'Germany')).filter((c) => c.job_title === 'HR Director').length,
      'count',
      'HR Directors at accounts in Germany',
    ),
  ),
  q(
    'BN-c06',
    'crm',
    "What's the email address of the Chief Information Officer at Lakin LLC?",
    BB.every(async (d) => {
      const acc = byName(await d.crmAccounts(), 'Lakin LLC');
      return (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.job_title === CIO).map((c) => c.email);
    }, 'CIO e-mail at Lakin LLC'),
  ),
  q(
    'BN-c07',
    'crm',
    'Which of our accounts in Ireland have a Customer Success Manager on the contact list?',
    BB.list(async (d) => {
      const ids = new Set((await d.crmContacts()).filter((c) => c.job_title === 'Customer Success Manager').map((c) => c.account_id));
      return [(await d.crmAccounts()).filter((x) => x.country === 'Ireland' && ids.has(x.id)).map((x) => x.name), await cNames(d)];
    }, 'accounts in Ireland with a Customer Success Manager'),
  ),
  q(
    'BN-c08',
    'crm',
    "What is Tyrell Harber-Considine's job title, and which account is he at?",
    BB.each(
      BB.name(async (d) => {
        const c = (await d.crmContacts()).filter((r) => person(r) === 'Tyrell Harber-Considine');
        if (c.length !== 1) throw new Error(`${c.length} contacts named Tyrell Harber-Considine`);
        return withAliases(c[0]!.job_title ?? '');
      }, 'job title of Tyrell Harber-Considine'),
      BB.name(async (d) => {
        const ids = (await d.crmContacts()).filter((r) => person(r) === 'Tyrell Harber-Considine').map((r) => r.account_id);
        return (await d.crmAccounts()).filter((x) => ids.includes(x.id)).map((x) => x.name);
      }, 'account of Tyrell Harber-Considine'),
    ),
  ),

  // The vice-president: rankings, top and bottom lists, follow-ups on them.
  q(
    'BN-c09',
    'crm',
    ['Which five accounts have the highest annual revenue?', 'And the next two?'],
    BB.list(
      async (d) => [
        firstN(await d.crmAccounts(), (x) => x.annual_revenue ?? 0, 7, 'max')
          .slice(5)
          .map((x) => x.name),
        await cNames(d),
      ],
      'accounts ranked 6th and 7th by annual revenue',
    ),
  ),
  q(
    'BN-c10',
    'crm',
    ['Which industry has the largest total annual revenue across its accounts?', 'And which one sits at the bottom?'],
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'min',
      'industry with the smallest total annual revenue',
    ),
  ),
  q(
    'BN-c11',
    'crm',
    'Show me the three biggest open opportunities with a close date in 2025.',
    BH.deals(async (d) => {
      const all = await JOPPS(d);
      const hit = firstN(
        all.filter((o) => isOpen(o) && (o.close_date ?? '').startsWith('2025')),
        (o) => o.value,
        3,
        'max',
      );
      return { hit, rest: all };
    }, 'three largest open opportunities closing in 2025'),
  ),
  q(
    'BN-c12',
    'crm',
    'Rank the five regions by total closed-won opportunity value, from top to bottom.',
    BD.ordered(async (d) => {
      const g = groups(
        (await JOPPS(d)).filter(won),
        (o) => o.acc.region,
        (xs) => xs.reduce((s, o) => s + o.value, 0),
      ).sort((x, y) => y.value - x.value);
      if (g.some((x, i) => i > 0 && x.value === g[i - 1]!.value)) throw new Error('regions tie on closed-won value');
      return [g.map((x) => x.key), g.map((x) => x.key)];
    }, 'regions ranked by closed-won value'),
  ),
  q(
    'BN-c13',
    'crm',
    ['Which three countries have the fewest accounts in the CRM?', 'And the three with the most?'],
    BN.countries(async (d) => {
      const g = groups(
        await d.crmAccounts(),
        (x) => x.country,
        (xs) => xs.length,
      );
      return [firstN(g, (x) => x.value, 3, 'max').map((x) => x.key), g.map((x) => x.key)];
    }, 'three countries with the most accounts'),
  ),
  q(
    'BN-c14',
    'crm',
    'Which account landed the single biggest closed-won opportunity with a 2024 close date?',
    BB.name(async (d) => {
      const o = only(
        (await JOPPS(d)).filter((r) => won(r) && (r.close_date ?? '').startsWith('2024')),
        (r) => r.value,
        'max',
        'largest closed-won opportunity of 2024',
      );
      return [o.acc.name];
    }, 'account of the largest closed-won opportunity closing in 2024'),
  ),
  q(
    'BN-c15',
    'crm',
    'In Healthcare, which account is number one by employee count?',
    C.accountTop(
      (x) => x.industry === 'Healthcare',
      (x) => x.employee_count ?? 0,
      'max',
      'Healthcare account with the most employees',
    ),
  ),
  q(
    'BN-c16',
    'crm',
    "What's the second-largest open opportunity at our European accounts, by value?",
    BD.deal(
      async (d) =>
        nthBy(
          (await JOPPS(d)).filter((o) => isOpen(o) && o.acc.region === 'Europe'),
          (o) => o.value,
          2,
          'max',
          'open opportunities in Europe',
        ),
      'second-largest open opportunity in Europe',
    ),
  ),

  // The yes/no asker who wants the figure too.
  q(
    'BN-c17',
    'crm',
    'Do we have any Technology accounts in Saudi Arabia? If so, how many?',
    BB.each(
      BB.yes(
        async (d) => (await d.crmAccounts()).filter((x) => x.country === 'Saudi Arabia' && x.industry === 'Technology').length,
        'Technology accounts in Saudi Arabia',
      ),
      BB.num(
        async (d) => (await d.crmAccounts()).filter((x) => x.country === 'Saudi Arabia' && x.industry === 'Technology').length,
        'count',
        'Technology accounts in Saudi Arabia',
      ),
    ),
  ),
  q(
    'BN-c18',
    'crm',
    'Are there any Trade Show leads that were created in September 2023? How many?',
    BB.each(
      BB.yes(
        async (d) =>
          (await d.crmLeads()).filter((l) => l.source === 'Trade Show' && (extra(l, 'created_at') ?? '').startsWith('2023-09')).length,
        'Trade Show leads created in September 2023',
      ),
      BB.num(
        async (d) =>
          (await d.crmLeads()).filter((l) => l.source === 'Trade Show' && (extra(l, 'created_at') ?? '').startsWith('2023-09')).length,
        'count',
        'Trade Show leads created in September 2023',
      ),
    ),
  ),
  q(
    'BN-c19',
    'crm',
    'Is there any opportunity still in negotiation that is worth more than $1.4 million? How many are there?',
    BB.each(
      BB.yes(
        async (d) => (await d.crmOpportunities()).filter((o) => o.stage === 'negotiation' && o.value > 1_400_000).length,
        'negotiation opportunities above $1.4M',
      ),
      BB.num(
        async (d) => (await d.crmOpportunities()).filter((o) => o.stage === 'negotiation' && o.value > 1_400_000).length,
        'count',
        'negotiation opportunities above $1.4M',
      ),
    ),
  ),
  q(
    'BN-c20',
    'crm',
    'Does Hansen Group have any closed-lost opportunities? How many?',
    BB.each(
      BB.yes(async (d) => {
        const acc = byName(await d.crmAccounts(), 'Hansen Group');
        return (await d.crmOpportunities()).filter((o) => o.account_id === acc.id && o.stage === 'closed-lost').length;
      }, 'closed-lost opportunities of Hansen Group'),
      BB.num(
        async (d) => {
          const acc = byName(await d.crmAccounts(), 'Hansen Group');
          return (await d.crmOpportunities()).filter((o) => o.account_id === acc.id && o.stage === 'closed-lost').length;
        },
        'count',
        'closed-lost opportunities of Hansen Group',
      ),
    ),
  ),
  q(
    'BN-c21',
    'crm',
    'Is there anyone in the Procurement department at our accounts in Chile? How many people?',
    BB.each(
      BB.yes(
        async (d) => (await crmContactsWhere(d, (x) => x.country === 'Chile')).filter((c) => c.department === 'Procurement').length,
        'Procurement contacts at accounts in Chile',
      ),
      BB.num(
        async (d) => (await crmContactsWhere(d, (x) => x.country === 'Chile')).filter((c) => c.department === 'Procurement').length,
        'count',
        'Procurement contacts at accounts in Chile',
      ),
    ),
  ),
  q(
    'BN-c22',
    'crm',
    ['How many leads are at the proposal status right now?', 'Are any of those from the Partner source? How many?'],
    BB.each(
      BB.yes(
        async (d) => (await d.crmLeads()).filter((l) => l.status === 'proposal' && l.source === 'Partner').length,
        'proposal leads from Partner',
      ),
      BB.num(
        async (d) => (await d.crmLeads()).filter((l) => l.status === 'proposal' && l.source === 'Partner').length,
        'count',
        'proposal leads from Partner',
      ),
    ),
  ),
  q(
    'BN-c23',
    'crm',
    'Quick one: are there any accounts out there with more than 20,000 employees, and if so how many?',
    BB.each(
      BB.yes(
        async (d) => (await d.crmAccounts()).filter((x) => (x.employee_count ?? 0) > 20_000).length,
        'accounts above 20,000 employees',
      ),
      BB.num(
        async (d) => (await d.crmAccounts()).filter((x) => (x.employee_count ?? 0) > 20_000).length,
        'count',
        'accounts above 20,000 employees',
      ),
    ),
  ),
  q(
    'BN-c24',
    'crm',
    'Do we have any opportunities closing in December 2026 that are worth over $1 million? How many?',
    BB.each(
      BB.yes(
        async (d) => (await d.crmOpportunities()).filter((o) => closesBetween('2026-12-01', '2026-12-31')(o) && o.value > 1_000_000).length,
        'opportunities over $1M closing in December 2026',
      ),
      BB.num(
        async (d) => (await d.crmOpportunities()).filter((o) => closesBetween('2026-12-01', '2026-12-31')(o) && o.value > 1_000_000).length,
        'count',
        'opportunities over $1M closing in December 2026',
      ),
    ),
  ),

  // The user with their own words: turnover = revenue, headcount/staff = employees, deals, sector.
  q(
    'BN-c25',
    'crm',
    "What's the average headcount of the companies in the Retail sector?",
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Retail',
      (x) => x.employee_count,
      'average employee count of Retail accounts',
      'plain',
    ),
  ),
  q(
    'BN-c26',
    'crm',
    'Total turnover for the Energy sector, only the companies based in Canada though?',
    C.sum(
      ACCOUNTS,
      (x) => x.industry === 'Energy' && x.country === 'Canada',
      (x) => x.annual_revenue,
      'annual revenue of Energy accounts in Canada',
    ),
  ),
  q(
    'BN-c27',
    'crm',
    'How many deals did we win with a close date in Q1 2025, and what were they worth altogether?',
    BB.each(
      BB.num(
        async (d) => (await d.crmOpportunities()).filter((o) => won(o) && closesBetween('2025-01-01', '2025-03-31')(o)).length,
        'count',
        'deals won in Q1 2025',
      ),
      BB.num(
        async (d) =>
          (await d.crmOpportunities())
            .filter((o) => won(o) && closesBetween('2025-01-01', '2025-03-31')(o))
            .reduce((s, o) => s + o.value, 0),
        'money',
        'value of deals won in Q1 2025',
      ),
    ),
  ),
  q(
    'BN-c28',
    'crm',
    'Which sector has the biggest average staff count per company?',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => avg(xs.map((x) => x.employee_count ?? 0)),
      'max',
      'industry with the largest average employee count',
    ),
  ),
  q(
    'BN-c29',
    'crm',
    'Break down the deals of our companies in Japan by stage, with a count for each stage.',
    BD.breakdown(
      async (d) =>
        groups(
          (await JOPPS(d)).filter((o) => o.acc.country === 'Japan'),
          (o) => o.stage,
          (xs) => xs.length,
        ),
      'count',
      'opportunities of Japanese accounts per stage',
    ),
  ),
  q('BN-c30', 'crm', ['Which company in the Media sector has the biggest turnover?', "What's its headcount?"], mediaTopHeadcount),
  q('BN-c31', 'crm', 'What percentage of all our deals ended up closed-lost?', async (a, d) => {
    const os = await d.crmOpportunities();
    return needPercent(a, pct(os.filter((o) => o.stage === 'closed-lost').length, os.length), 'share of opportunities closed-lost');
  }),
  q(
    'BN-c32',
    'crm',
    "What's the median deal size for deals sitting in the proposal stage?",
    BB.num(
      async (d) => median((await d.crmOpportunities()).filter((o) => o.stage === 'proposal').map((o) => o.value)),
      'money',
      'median value of proposal opportunities',
    ),
  ),
];

export const SET_BN_MORE: HeldOut[] = [...CRM, ...SET_BN_LAST];
