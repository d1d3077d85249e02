// Held-out set BF, continued (see set-bf.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum } from './judge.js';
import { BB, median, person } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD } from './kinds-bd.js';
import { BF, cAccount, cById, cNames, cPeople, wonValue } from './kinds-bf.js';
import { firstN, only, pct } from './kinds-cd.js';
import { C } from './kinds-crm.js';
import { closesBetween, isOpen, lost, value, won } from './pick.js';
import { SET_BF_LAST } from './set-bf3.js';

const all = (): boolean => true;

const CRM: HeldOut[] = [
  // --- The vice-president of sales: terse, exact, totals and shares.
  q(
    'BF-c01',
    'crm',
    'Closed-won value for deals closing in calendar 2025. Total.',
    BB.num(
      async (d) => sum((await d.crmOpportunities()).filter((o) => won(o) && closesBetween('2025-01-01', '2025-12-31')(o)).map(value)),
      'money',
      'closed-won value closing in 2025',
    ),
  ),
  q(
    'BF-c02',
    'crm',
    'Win rate by count: closed-won as a percentage of all closed opportunities, won plus lost.',
    BB.num(
      async (d) => {
        const os = await d.crmOpportunities();
        const w = os.filter(won).length;
        return pct(w, w + os.filter(lost).length);
      },
      'plain',
      'win rate (percent) by count',
    ),
  ),
  q(
    'BF-c03',
    'crm',
    'Open pipeline outside North America. Total value.',
    BB.num(
      async (d) => {
        const acc = await cById(d);
        return sum((await d.crmOpportunities()).filter((o) => isOpen(o) && acc.get(o.account_id)?.region !== 'North America').map(value));
      },
      'money',
      'open pipeline outside North America',
    ),
  ),
  q(
    'BF-c04',
    'crm',
    ['Total value of opportunities currently in negotiation.', 'Of that, how much is slated to close in the first half of 2026?'],
    BB.num(
      async (d) =>
        sum(
          (await d.crmOpportunities()).filter((o) => o.stage === 'negotiation' && closesBetween('2026-01-01', '2026-06-30')(o)).map(value),
        ),
      'money',
      'negotiation value closing in H1 2026',
    ),
  ),
  q(
    'BF-c05',
    'crm',
    'Top three industries by closed-won value.',
    BC.keys(
      async (d) => {
        const acc = await cById(d);
        const g = groups(
          (await d.crmOpportunities()).filter(won),
          (o) => acc.get(o.account_id)?.industry,
          (os) => sum(os.map(value)),
        );
        const top = firstN(g, (x) => x.value, 3, 'max', 'industries by closed-won value').map((x) => x.key);
        const every = [...new Set((await d.crmAccounts()).map((x) => x.industry).filter((x): x is string => x !== null))];
        return [top, every];
      },
      'plain',
      'top three industries by closed-won value',
    ),
  ),
  q(
    'BF-c06',
    'crm',
    'Largest single open opportunity. Name and value.',
    BB.each(
      BD.deal(async (d) => only((await d.crmOpportunities()).filter(isOpen), value, 'max', 'largest open deal'), 'largest open deal'),
      BB.num(
        async (d) => only((await d.crmOpportunities()).filter(isOpen), value, 'max', 'largest open deal').value,
        'money',
        'value of the largest open deal',
      ),
    ),
  ),
  q(
    'BF-c07',
    'crm',
    "Europe's share of total closed-won value, in percent.",
    BB.num(
      async (d) => pct(await wonValue(d, (x) => x.region === 'Europe'), await wonValue(d, all)),
      'plain',
      "Europe's share (percent) of closed-won value",
    ),
  ),
  q(
    'BF-c08',
    'crm',
    'Average annual revenue per account: Germany versus Japan. Which is higher?',
    BC.first(async (d) => {
      const xs = await d.crmAccounts();
      const mean = (country: string): number =>
        avg(
          xs
            .filter((x) => x.country === country)
            .map((x) => x.annual_revenue)
            .filter((r): r is number => r !== null),
        );
      const [de, jp] = [mean('Germany'), mean('Japan')];
      if (de === jp) throw new Error('Germany and Japan tie');
      return { options: [['Germany'], ['Japan']], winner: de > jp ? 0 : 1 };
    }, 'country with the higher average annual revenue'),
  ),

  // --- The operations analyst: database terms in plain English.
  q(
    'BF-c09',
    'crm',
    'Give me a count of leads grouped by status.',
    BD.breakdown(
      async (d) =>
        groups(
          await d.crmLeads(),
          (l) => l.status,
          (ls) => ls.length,
        ),
      'count',
      'leads by status',
    ),
  ),
  q(
    'BF-c10',
    'crm',
    'How many CRM accounts have a null state field?',
    C.count(
      (d) => d.crmAccounts(),
      (x) => x.state === null || x.state === '',
      'accounts without a state',
    ),
  ),
  q(
    'BF-c11',
    'crm',
    'How many distinct countries do the accounts in the Asia Pacific region cover?',
    BB.num(
      async (d) => new Set((await d.crmAccounts()).filter((x) => x.region === 'Asia Pacific').map((x) => x.country)).size,
      'count',
      'distinct countries of the Asia Pacific accounts',
    ),
  ),
  q(
    'BF-c12',
    'crm',
    'Count the leads where source is Webinar and score is 90 or higher.',
    C.count(
      (d) => d.crmLeads(),
      (l) => l.source === 'Webinar' && (l.score ?? -1) >= 90,
      'Webinar leads scoring 90+',
    ),
  ),
  q(
    'BF-c13',
    'crm',
    'If you take average opportunity value grouped by stage, which stage has the highest average?',
    BB.name(async (d) => {
      const g = groups(
        await d.crmOpportunities(),
        (o) => o.stage,
        (os) => avg(os.map(value)),
      );
      return [only(g, (x) => x.value, 'max', 'stages by average value').key];
    }, 'stage with the highest average value'),
  ),
  q(
    'BF-c14',
    'crm',
    ['Select the accounts where country is Kenya.', 'Of that set, which one has the largest employee count?'],
    BB.name(
      async (d) => [
        only(
          (await d.crmAccounts()).filter((x) => x.country === 'Kenya'),
          (x) => x.employee_count ?? -1,
          'max',
          'Kenyan accounts by employees',
        ).name,
      ],
      'Kenyan account with the most employees',
    ),
  ),
  q(
    'BF-c15',
    'crm',
    'How many leads have a created date between January 1 and March 31, 2024, inclusive?',
    BB.num(
      async (d) =>
        (await d.crmLeads()).filter((l) => {
          const at = (l as unknown as { created_at?: string }).created_at ?? '';
          return at >= '2024-01-01' && at < '2024-04-01';
        }).length,
      'count',
      'leads created in Q1 2024',
    ),
  ),
  q(
    'BF-c16',
    'crm',
    'Sum of value for closed-lost opportunities whose close date falls in Q4 2024.',
    BB.num(
      async (d) => sum((await d.crmOpportunities()).filter((o) => lost(o) && closesBetween('2024-10-01', '2024-12-31')(o)).map(value)),
      'money',
      'closed-lost value closing in Q4 2024',
    ),
  ),

  // --- The customer-success lead: people, relationships, titles.
  q('BF-c17', 'crm', "Who's our main point of contact at Stanton and Sons?", C.primaryOf('Stanton and Sons')),
  q(
    'BF-c18',
    'crm',
    'At Bahringer Group, who sits in the Finance department? I need to talk to someone about their invoices.',
    BB.list(
      async (d) => [(await cPeople(d, 'Bahringer Group')).filter((c) => c.department === 'Finance').map(person), await cNames(d)],
      'Finance contacts at Bahringer Group',
    ),
  ),
  q(
    'BF-c19',
    'crm',
    'How many customer success managers do we have among our CRM contacts? Thinking of starting a peer community.',
    C.count(
      (d) => d.crmContacts(),
      (c) => c.job_title === 'Customer Success Manager',
      'Customer Success Manager contacts',
    ),
  ),
  q(
    'BF-c20',
    'crm',
    ['Who do we know at Frami and Sons?', 'Which one of them is marked as the primary contact?'],
    C.primaryOf('Frami and Sons'),
  ),
  q(
    'BF-c21',
    'crm',
    'Which of our contacts at Lind LLC hold a VP title? I want to pitch at the right level.',
    BB.list(
      async (d) => [
        (await cPeople(d, 'Lind LLC')).filter((c) => /^(VP|Vice President)\b/.test(c.job_title ?? '')).map(person),
        await cNames(d),
      ],
      'VP contacts at Lind LLC',
    ),
  ),
  q(
    'BF-c22',
    'crm',
    "What's the email address for Rowland Mante? I owe them a follow-up.",
    BB.every(async (d) => {
      const hit = (await d.crmContacts()).filter((c) => person(c) === 'Rowland Mante');
      if (hit.length !== 1) throw new Error(`${hit.length} contacts named Rowland Mante`);
      return [hit[0]!.email];
    }, 'e-mail of Rowland Mante'),
  ),
  q(
    'BF-c23',
    'crm',
    'Ludie Bernhard left me a voicemail - which account is Ludie with?',
    BB.name(async (d) => {
      const hit = (await d.crmContacts()).filter((c) => person(c) === 'Ludie Bernhard');
      if (hit.length !== 1) throw new Error(`${hit.length} contacts named Ludie Bernhard`);
      return [(await cById(d)).get(hit[0]!.account_id)!.name];
    }, 'account of Ludie Bernhard'),
  ),
  q(
    'BF-c24',
    'crm',
    'Is there anyone from the Finance department at Cartwright and Sons I could loop in on the renewal?',
    BB.yes(
      async (d) => (await cPeople(d, 'Cartwright and Sons')).filter((c) => c.department === 'Finance').length,
      'Finance contact at Cartwright and Sons',
    ),
  ),

  // --- The summer intern: casual, slang, filler, the odd typo.
  q(
    'BF-c25',
    'crm',
    'yo how many leads came in from referrals? just need the number',
    C.count(
      (d) => d.crmLeads(),
      (l) => l.source === 'Referral',
      'Referral leads',
    ),
  ),
  q(
    'BF-c26',
    'crm',
    'sooo which lead source has like the best avg score? asking for a slide',
    BB.name(async (d) => {
      const g = groups(
        await d.crmLeads(),
        (l) => l.source,
        (ls) => avg(ls.map((l) => l.score).filter((s): s is number => s !== null)),
      );
      return [only(g, (x) => x.value, 'max', 'lead sources by average score').key];
    }, 'lead source with the best average score'),
  ),
  q(
    'BF-c27',
    'crm',
    ['how many deals r in prospecting rn', 'ok and whats the total $ on those'],
    C.sum(
      (d) => d.crmOpportunities(),
      (o) => o.stage === 'prospecting',
      value,
      'value of prospecting deals',
    ),
  ),
  q(
    'BF-c28',
    'crm',
    'whats the industry for Rutherford and Sons? tryna figure out what they even do lol',
    BF.fieldOf(async (d) => {
      const acc = await cAccount(d, 'Rutherford and Sons');
      if (acc.industry === null) throw new Error('Rutherford and Sons has no industry');
      return { record: acc.name, value: acc.industry, others: (await d.crmAccounts()).map((x) => x.name) };
    }, 'industry of Rutherford and Sons'),
  ),
  q(
    'BF-c29',
    'crm',
    'how many acounts do we have in canada? someone on my team said its a lot but idk',
    C.count(
      (d) => d.crmAccounts(),
      (x) => x.country === 'Canada',
      'accounts in Canada',
    ),
  ),
  q(
    'BF-c30',
    'crm',
    ["who's the biggest account in brazil revenue-wise", 'and how many deals do they have w/ us?'],
    BB.num(
      async (d) => {
        const top = only(
          (await d.crmAccounts()).filter((x) => x.country === 'Brazil'),
          (x) => x.annual_revenue ?? -1,
          'max',
          'Brazilian accounts by revenue',
        );
        return (await d.crmOpportunities()).filter((o) => o.account_id === top.id).length;
      },
      'count',
      'deals of the largest Brazilian account',
    ),
  ),
  q(
    'BF-c31',
    'crm',
    'hey quick q - whats the median deal size for closed-won stuff?',
    BB.num(async (d) => median((await d.crmOpportunities()).filter(won).map(value)), 'money', 'median closed-won deal value'),
  ),
  q(
    'BF-c32',
    'crm',
    'any closed-won leads from trade shows with a score of 90 or up? my mentor said there might be a few',
    BB.yes(
      async (d) =>
        (await d.crmLeads()).filter((l) => l.source === 'Trade Show' && l.status === 'closed-won' && (l.score ?? -1) >= 90).length,
      'closed-won Trade Show leads scoring 90+',
    ),
  ),
];

export const SET_BF_MORE: HeldOut[] = [...CRM, ...SET_BF_LAST];
