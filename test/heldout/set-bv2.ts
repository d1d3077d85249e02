// Held-out set BV, continued (see set-bv.ts; SEALED): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { ACCTS, BB, crmPerson, extra, LEADS, median, OPPS, person, today, total } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD, crmPeopleAt } from './kinds-bd.js';
import { best, bestAliased, countBy, crmAccountsById, overdue, share } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import { isOpen, lost, won } from './pick.js';
import { SET_BV_REST } from './set-bv3.js';

const CRM: HeldOut[] = [
  // The sales-operations manager auditing the data.
  q(
    'BV-c01',
    'crm',
    'How many open opportunities are already past their close date?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return [os.filter((o) => overdue(o, false)).length, os.filter((o) => overdue(o, true)).length];
      },
      'count',
      'open deals past their close date',
    ),
  ),
  q(
    'BV-c02',
    'crm',
    'How many leads has nobody touched yet, meaning they are still sitting in status new?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.status === 'new').length, 'count', 'leads in status new'),
  ),
  q(
    'BV-c03',
    'crm',
    'For the pipeline hygiene review, give me a count of leads for each status.',
    BD.breakdown(async (d) => countBy(await LEADS(d), (l) => l.status), 'count', 'leads by status'),
  ),
  q(
    'BV-c04',
    'crm',
    'How many CRM contacts are missing a department?',
    BB.num(
      async (d) => (await d.crmContacts()).filter((c) => c.department === null || c.department.trim() === '').length,
      'count',
      'contacts without a department',
    ),
  ),
  q(
    'BV-c05',
    'crm',
    'How many deals in the negotiation stage still carry a close date back in 2024?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation' && (o.close_date?.startsWith('2024') ?? false)).length,
      'count',
      'negotiation deals closing in 2024',
    ),
  ),
  q(
    'BV-c06',
    'crm',
    'What is the median value of the open deals whose close date falls in 2024?',
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => isOpen(o) && (o.close_date?.startsWith('2024') ?? false)).map((o) => o.value)),
      'money',
      'median value of open deals closing in 2024',
    ),
  ),
  q(
    'BV-c07',
    'crm',
    'Sanity check: is there any closed-won opportunity whose close date is still in the future?',
    BB.yes(async (d) => {
      const ws = (await OPPS(d)).filter(won);
      return [
        ws.filter((o) => o.close_date !== null && o.close_date > today()).length,
        ws.filter((o) => o.close_date !== null && o.close_date >= today()).length,
      ];
    }, 'closed-won deals dated in the future'),
  ),
  q(
    'BV-c08',
    'crm',
    'How many leads have nothing at all in their notes field?',
    BB.num(
      async (d) =>
        (await LEADS(d)).filter((l) => {
          const n = extra(l, 'notes');
          return n === null || n.trim() === '';
        }).length,
      'count',
      'leads without notes',
    ),
  ),
  q(
    'BV-c09',
    'crm',
    ['How many leads are in contacted status right now?', 'And of those, how many came in through cold calls?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status === 'contacted' && l.source === 'Cold Call').length,
      'count',
      'contacted leads from Cold Call',
    ),
  ),
  q(
    'BV-c10',
    'crm',
    'Which account is sitting on the most opportunities stuck in prospecting?',
    BB.name(async (d) => {
      const acc = await crmAccountsById(d);
      const g = countBy(
        (await OPPS(d)).filter((o) => o.stage === 'prospecting'),
        (o) => String(o.account_id),
      );
      return best(g, 'max').map((id) => acc.get(Number(id))!.name);
    }, 'account with the most prospecting deals'),
  ),

  // The executive.
  q(
    'BV-c11',
    'crm',
    'Biggest deal we won in 2025?',
    BD.deal(async (d) => {
      const ws = (await OPPS(d)).filter((o) => won(o) && (o.close_date?.startsWith('2025') ?? false));
      const top = winners(ws, (o) => o.value, 'max');
      if (top.length !== 1) throw new Error('largest 2025 win: tied');
      return top[0]!;
    }, 'largest deal won in 2025'),
  ),
  q(
    'BV-c12',
    'crm',
    'Which industry has the most accounts?',
    BB.name(
      async (d) =>
        best(
          countBy(await ACCTS(d), (x) => x.industry),
          'max',
        ),
      'industry with the most accounts',
    ),
  ),
  q(
    'BV-c13',
    'crm',
    'Total open pipeline, in dollars?',
    BB.num(async (d) => total((await OPPS(d)).filter(isOpen)), 'money', 'open pipeline value'),
  ),
  q(
    'BV-c14',
    'crm',
    'After the US, which country has the most accounts?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(
            (await ACCTS(d)).filter((x) => x.country !== 'United States'),
            (x) => x.country,
          ),
          'max',
        ),
      'country with the most accounts after the US',
    ),
  ),
  q(
    'BV-c15',
    'crm',
    'Largest account by headcount?',
    BB.name(
      async (d) => winners(await ACCTS(d), (x) => x.employee_count ?? 0, 'max').map((x) => x.name),
      'account with the most employees',
    ),
  ),
  q(
    'BV-c16',
    'crm',
    ['How much did we win in 2025?', 'And in 2024?'],
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => won(o) && (o.close_date?.startsWith('2024') ?? false))),
      'money',
      'closed-won value in 2024',
    ),
  ),

  // The non-native speaker.
  q(
    'BV-c17',
    'crm',
    'Who has more accounts in the CRM, Germany or the United Kingdom?',
    BC.first(async (d) => {
      const xs = await ACCTS(d);
      const de = xs.filter((x) => x.country === 'Germany').length;
      const uk = xs.filter((x) => x.country === 'United Kingdom').length;
      if (de === uk) throw new Error('Germany and the UK tie');
      return { options: [['Germany'], withAliases('United Kingdom')], winner: de > uk ? 0 : 1 };
    }, 'the country with more accounts (Germany or UK)'),
  ),
  q(
    'BV-c18',
    'crm',
    'Which region have the less accounts of all?',
    BB.name(
      async (d) =>
        best(
          countBy(await ACCTS(d), (x) => x.region),
          'min',
        ),
      'region with the fewest accounts',
    ),
  ),
  q(
    'BV-c19',
    'crm',
    'Give me the contacts of Rippin Inc, the names and in which department they are working.',
    BB.list(async (d) => [(await crmPeopleAt(d, 'Rippin Inc')).map(person), (await d.crmContacts()).map(person)], 'contacts of Rippin Inc'),
  ),
  q(
    'BV-c20',
    'crm',
    'The opportunities in stage proposal, which is the average of their value?',
    BB.num(async (d) => avg((await OPPS(d)).filter((o) => o.stage === 'proposal').map((o) => o.value)), 'money', 'average proposal value'),
  ),
  q(
    'BV-c21',
    'crm',
    ['Which industry have the most opportunities won?', 'And for the lost ones?'],
    BB.name(async (d) => {
      const acc = await crmAccountsById(d);
      return best(
        countBy((await OPPS(d)).filter(lost), (o) => acc.get(o.account_id)?.industry),
        'max',
      );
    }, 'industry with the most closed-lost deals'),
  ),
  q(
    'BV-c22',
    'crm',
    'How many opportunities have the close date between March and May of 2026?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const between = (from: string, to: string): number =>
          os.filter((o) => o.close_date !== null && o.close_date >= from && o.close_date <= to).length;
        return [between('2026-03-01', '2026-05-31'), between('2026-03-01', '2026-04-30')];
      },
      'count',
      'deals closing March-May 2026 (or March-April)',
    ),
  ),

  // The marketing person.
  q(
    'BV-c23',
    'crm',
    'Which lead source brings in the most leads overall?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await LEADS(d), (l) => l.source),
          'max',
        ),
      'lead source with the most leads',
    ),
  ),
  q(
    'BV-c24',
    'crm',
    ['How many leads came in from webinars?', 'only the qualified ones'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar' && l.status === 'qualified').length,
      'count',
      'qualified Webinar leads',
    ),
  ),
  q(
    'BV-c25',
    'crm',
    ['What share of our Trade Show leads ended up closed-won?', 'what about webinars'],
    BB.num(
      async (d) => {
        const ls = (await LEADS(d)).filter((l) => l.source === 'Webinar');
        const w = ls.filter((l) => l.status === 'closed-won').length;
        const lo = ls.filter((l) => l.status === 'closed-lost').length;
        return [share(w, ls.length), share(w, w + lo)];
      },
      'plain',
      'percent of Webinar leads closed-won (of all, or of the closed ones)',
    ),
  ),
  q(
    'BV-c26',
    'crm',
    'Which lead source has the best conversion rate, meaning the biggest share of its leads closed-won?',
    BB.name(async (d) => {
      const ls = await LEADS(d);
      const g = countBy(ls, (l) => l.source).map((x) => ({
        key: x.key,
        value: share(ls.filter((l) => l.source === x.key && l.status === 'closed-won').length, x.value),
      }));
      return bestAliased(g, 'max');
    }, 'lead source with the best closed-won rate'),
  ),
  q(
    'BV-c27',
    'crm',
    'What is the average lead score for leads from Social Media?',
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Social Media' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Social Media leads',
    ),
  ),
  q(
    'BV-c28',
    'crm',
    'How many Email Campaign leads were created during 2024?',
    BB.num(
      async (d) =>
        (await LEADS(d)).filter((l) => l.source === 'Email Campaign' && (extra(l, 'created_at')?.startsWith('2024') ?? false)).length,
      'count',
      'Email Campaign leads created in 2024',
    ),
  ),
  q(
    'BV-c29',
    'crm',
    'Who is the highest-scoring Referral lead still sitting in status new?',
    BB.name(async (d) => {
      const ls = (await LEADS(d)).filter((l) => l.source === 'Referral' && l.status === 'new');
      const top = winners(ls, (l) => l.score ?? 0, 'max').map(person);
      for (const n of top) crmPerson(await LEADS(d), n);
      return top;
    }, 'top-scoring new Referral lead'),
  ),
  q(
    'BV-c30',
    'crm',
    ['How many CRM contacts are in the Marketing department?', 'how many of them are the primary contact at their account?'],
    BB.num(
      async (d) => (await d.crmContacts()).filter((c) => c.department === 'Marketing' && c.is_primary).length,
      'count',
      'primary contacts in Marketing',
    ),
  ),
  q(
    'BV-c31',
    'crm',
    'Leads at proposal stage, not counting cold calls or website ones: how many?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status === 'proposal' && l.source !== 'Cold Call' && l.source !== 'Website').length,
      'count',
      'proposal leads outside Cold Call and Website',
    ),
  ),
  q(
    'BV-c32',
    'crm',
    'How many of our leads work at a company that already exists as an account in the CRM?',
    BB.num(
      async (d) => {
        const names = new Set((await ACCTS(d)).map((x) => x.name.toLowerCase()));
        const hit = (await LEADS(d)).filter((l) => l.company !== null && names.has(l.company.toLowerCase()));
        return [hit.length, new Set(hit.map((l) => l.company!.toLowerCase())).size];
      },
      'count',
      'leads at companies that are CRM accounts (or those companies)',
    ),
  ),
];

export const SET_BV_MORE: HeldOut[] = [...CRM, ...SET_BV_REST];
