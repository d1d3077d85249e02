// Held-out set CC, continued (see set-cc.ts; a practice set written by a helper who did not read
// the planner): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { ACCTS, BB, LEADS, OPPS, person } from './kinds-bb.js';
import { BD, crmPeopleAt } from './kinds-bd.js';
import { BP } from './kinds-bp.js';
import { bestAliased, countBy } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import {
  CC,
  closeWithin,
  count,
  createdMonth,
  dealsWhere,
  money,
  monthForms,
  openDealsWhere,
  percent,
  soleKey,
  usState,
} from './kinds-cc.js';
import { CEO, CFO, CTO, isOpen, lead, won } from './pick.js';
import { SET_CC_REST } from './set-cc3.js';

/** The share [closed-won, all] of the leads of one source. */
const wonShare = async (d: Parameters<typeof LEADS>[0], source: string): Promise<[number, number]> => {
  const ls = (await LEADS(d)).filter(lead(source));
  return [ls.filter(lead(source, 'closed-won')).length, ls.length];
};

const CRM: HeldOut[] = [
  // The marketing manager.
  q(
    'CC-c01',
    'crm',
    'Which lead source brings us the most leads?',
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
    'CC-c02',
    'crm',
    "What's the conversion rate of our Trade Show leads, meaning the share that reached closed-won?",
    BP.share((d) => wonShare(d, 'Trade Show'), 'share of Trade Show leads closed-won', true),
  ),
  q(
    'CC-c03',
    'crm',
    ['What share of our Webinar leads converted to closed-won?', 'And for Referral leads?'],
    BP.share((d) => wonShare(d, 'Referral'), 'share of Referral leads closed-won', true),
  ),
  q(
    'CC-c04',
    'crm',
    'Which lead source converts best, if we count closed-won as converted and divide by all leads from that source?',
    BB.name(async (d) => {
      const g = groups(
        await LEADS(d),
        (l) => l.source,
        (ls) => ls.filter((l) => l.status === 'closed-won').length / ls.length,
      );
      return winners(g, (x) => x.value, 'max').flatMap((x) => withAliases(x.key));
    }, 'lead source with the best closed-won rate'),
  ),
  q(
    'CC-c05',
    'crm',
    'How many leads did we add in March 2024?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => createdMonth(l) === '2024-03').length, 'count', 'leads created in March 2024'),
  ),
  q(
    'CC-c06',
    'crm',
    'Which month of 2023 brought in the most leads?',
    BB.name(async (d) => {
      const g = countBy(
        (await LEADS(d)).filter((l) => createdMonth(l).startsWith('2023-')),
        (l) => createdMonth(l),
      );
      return monthForms(soleKey(g, 'months of 2023 by leads created'));
    }, 'month of 2023 with the most leads created'),
  ),
  q(
    'CC-c07',
    'crm',
    "What's the average lead score of our Social Media leads?",
    BB.num(
      async (d) => avg((await LEADS(d)).filter(lead('Social Media')).map((l) => l.score ?? 0)),
      'plain',
      'average score of Social Media leads',
    ),
  ),
  q(
    'CC-c08',
    'crm',
    ['How many leads came in through partners?', 'How many of them are qualified?'],
    BB.num(async (d) => (await LEADS(d)).filter(lead('Partner', 'qualified')).length, 'count', 'qualified Partner leads'),
  ),
  q(
    'CC-c09',
    'crm',
    ['How many Email Campaign leads are still at status new?', 'what about contacted?'],
    BB.num(async (d) => (await LEADS(d)).filter(lead('Email Campaign', 'contacted')).length, 'count', 'contacted Email Campaign leads'),
  ),
  q(
    'CC-c10',
    'crm',
    'How many leads with a score of 90 or more are still sitting at status new?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status === 'new' && (l.score ?? 0) >= 90).length,
      'count',
      'new leads scoring 90 or more',
    ),
  ),
  q(
    'CC-c11',
    'crm',
    'Break down our closed-lost leads by source.',
    BD.breakdown(
      async (d) =>
        countBy(
          (await LEADS(d)).filter((l) => l.status === 'closed-lost'),
          (l) => l.source,
        ),
      'count',
      'closed-lost leads by source',
    ),
  ),
  q(
    'CC-c12',
    'crm',
    'Our Webinar leads: which industry do most of them come from?',
    BB.name(
      async (d) => [
        soleKey(
          countBy((await LEADS(d)).filter(lead('Webinar')), (l) => l.industry),
          'industries of Webinar leads',
        ),
      ],
      'most common industry of Webinar leads',
    ),
  ),

  // The sceptical auditor.
  q(
    'CC-c13',
    'crm',
    'Is it true that more than half of our leads are still in status new?',
    CC.verdict(async (d) => {
      const ls = await LEADS(d);
      const n = ls.filter((l) => l.status === 'new').length;
      return { yes: n * 2 > ls.length, support: [[count(n)], [percent((n / ls.length) * 100)]] };
    }, 'more than half of the leads in status new'),
  ),
  q(
    'CC-c14',
    'crm',
    'Are there really more than 100 opportunities worth over $1.4 million each?',
    CC.verdict(async (d) => {
      const n = (await OPPS(d)).filter((o) => o.value > 1_400_000).length;
      return { yes: n > 100, support: [[count(n)]] };
    }, 'more than 100 opportunities above $1.4M'),
  ),
  q(
    'CC-c15',
    'crm',
    'Are there really fewer than 500 deals in the negotiation stage?',
    CC.verdict(async (d) => {
      const n = (await OPPS(d)).filter((o) => o.stage === 'negotiation').length;
      return { yes: n < 500, support: [[count(n)]] };
    }, 'fewer than 500 deals in negotiation'),
  ),
  q(
    'CC-c16',
    'crm',
    'Is Pharmaceuticals really the industry with the most CRM accounts?',
    CC.verdict(async (d) => {
      const g = countBy(await ACCTS(d), (x) => x.industry);
      const pharma = g.find((x) => x.key === 'Pharmaceuticals')?.value ?? 0;
      const top = winners(g, (x) => x.value, 'max');
      const yes = top.length === 1 && top[0]!.key === 'Pharmaceuticals';
      return { yes, support: [[count(pharma)]] };
    }, 'Pharmaceuticals the industry with the most accounts'),
  ),
  q(
    'CC-c17',
    'crm',
    'The board deck says our win rate is above 50%, counting closed-won against all closed deals (won plus lost). Is that true?',
    CC.verdict(async (d) => {
      const os = await OPPS(d);
      const w = os.filter((o) => o.stage === 'closed-won').length;
      const l = os.filter((o) => o.stage === 'closed-lost').length;
      const rate = (w / (w + l)) * 100;
      return { yes: rate > 50, support: [[percent(rate)], [count(w), count(l)]] };
    }, 'win rate above 50%'),
  ),
  q(
    'CC-c18',
    'crm',
    'Is the total value of our open opportunities over $2 billion?',
    CC.verdict(async (d) => {
      const v = sum((await OPPS(d)).filter(isOpen).map((o) => o.value));
      return { yes: v > 2_000_000_000, support: [[money(v)]] };
    }, 'open pipeline above $2B'),
  ),
  q(
    'CC-c19',
    'crm',
    ['How many CRM contacts are flagged as primary?', 'Does every account have exactly one of them?'],
    CC.verdict(async (d) => {
      const per = new Map<number, number>();
      for (const c of await d.crmContacts()) if (c.is_primary) per.set(c.account_id, (per.get(c.account_id) ?? 0) + 1);
      const accounts = await ACCTS(d);
      const bad = accounts.filter((x) => per.get(x.id) !== 1).length;
      return { yes: bad === 0, support: bad === 0 ? [[count(accounts.length)]] : [[count(bad)]] };
    }, 'every account with exactly one primary contact'),
  ),
  q(
    'CC-c20',
    'crm',
    'Is there any lead with a score of exactly 100?',
    CC.verdict(async (d) => {
      const n = (await LEADS(d)).filter((l) => l.score === 100).length;
      return { yes: n > 0, support: [[count(n)]] };
    }, 'a lead scoring exactly 100'),
  ),

  // The sales coach.
  q(
    'CC-c21',
    'crm',
    'Who is the primary contact at Ratke LLC?',
    BB.name(async (d) => (await crmPeopleAt(d, 'Ratke LLC')).filter((c) => c.is_primary).map(person), 'primary contact of Ratke LLC'),
  ),
  q(
    'CC-c22',
    'crm',
    ['Who is the Chief Financial Officer at Stanton LLC?', 'Can you give me his email?'],
    BB.every(async (d) => {
      const cfos = (await crmPeopleAt(d, 'Stanton LLC')).filter((c) => c.job_title === CFO);
      if (cfos.length !== 1) throw new Error(`Stanton LLC has ${cfos.length} CFOs (the question assumes one)`);
      return [cfos[0]!.email];
    }, 'e-mail of the CFO of Stanton LLC'),
  ),
  q(
    'CC-c23',
    'crm',
    'How many CTOs do we have in the CRM at accounts based in Germany?',
    BB.num(
      async (d) => {
        const de = new Set((await ACCTS(d)).filter((x) => x.country === 'Germany').map((x) => x.id));
        return (await d.crmContacts()).filter((c) => de.has(c.account_id) && c.job_title === CTO).length;
      },
      'count',
      'CTOs at German accounts',
    ),
  ),
  q(
    'CC-c24',
    'crm',
    'How many CRM accounts have no Chief Executive Officer among their contacts?',
    BB.num(
      async (d) => {
        const withCeo = new Set((await d.crmContacts()).filter((c) => c.job_title === CEO).map((c) => c.account_id));
        return (await ACCTS(d)).filter((x) => !withCeo.has(x.id)).length;
      },
      'count',
      'CRM accounts without a CEO',
    ),
  ),

  // The planner mixing both apps and time.
  q(
    'CC-c25',
    'crm',
    'How many open deals are set to close in Q1 2026 at CRM accounts in Texas?',
    BB.num(
      async (d) => (await openDealsWhere(d, usState('TX'))).filter(closeWithin('2026-01-01', '2026-03-31')).length,
      'count',
      'open deals closing in Q1 2026 at TX accounts',
    ),
  ),
  q(
    'CC-c26',
    'crm',
    "What's the total value of the deals closing in Q2 2026 at CRM accounts in New York?",
    BB.num(
      async (d) => {
        const os = (await dealsWhere(d, usState('NY'))).filter(closeWithin('2026-04-01', '2026-06-30'));
        return [sum(os.map((o) => o.value)), sum(os.filter(isOpen).map((o) => o.value))];
      },
      'money',
      'value of deals closing in Q2 2026 at NY accounts (all, or open only)',
    ),
  ),
  q(
    'CC-c27',
    'crm',
    'On average, how many opportunities does a CRM account in Florida have?',
    CC.decimal(async (d) => {
      const fl = (await ACCTS(d)).filter(usState('FL'));
      return (await dealsWhere(d, usState('FL'))).length / fl.length;
    }, 'opportunities per FL account'),
  ),
  q(
    'CC-c28',
    'crm',
    ['How many open deals close in the second quarter of 2026?', 'And of those, how many are in negotiation?'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation' && closeWithin('2026-04-01', '2026-06-30')(o)).length,
      'count',
      'negotiation deals closing in Q2 2026',
    ),
  ),
  q(
    'CC-c29',
    'crm',
    'Which month of 2026 has the most open pipeline value scheduled to close?',
    BB.name(async (d) => {
      const g = groups(
        (await OPPS(d)).filter((o) => isOpen(o) && (o.close_date?.startsWith('2026-') ?? false)),
        (o) => o.close_date!.slice(0, 7),
        (os) => sum(os.map((o) => o.value)),
      );
      return monthForms(soleKey(g, 'months of 2026 by open value'));
    }, 'month of 2026 with the most open value closing'),
  ),
  q(
    'CC-c30',
    'crm',
    ['What is the total value of closed-won deals with a close date in 2025?', 'And for 2024?'],
    BB.num(
      async (d) => sum((await OPPS(d)).filter((o) => won(o) && (o.close_date?.startsWith('2024-') ?? false)).map((o) => o.value)),
      'money',
      'value of closed-won deals closing in 2024',
    ),
  ),
  q(
    'CC-c31',
    'crm',
    'Which region has the most open deal value closing in the fourth quarter of 2026?',
    BB.name(async (d) => {
      const region = new Map((await ACCTS(d)).map((x) => [x.id, x.region]));
      const g = groups(
        (await OPPS(d)).filter((o) => isOpen(o) && closeWithin('2026-10-01', '2026-12-31')(o)),
        (o) => region.get(o.account_id),
        (os) => sum(os.map((o) => o.value)),
      );
      return [soleKey(g, 'regions by open value closing in Q4 2026')];
    }, 'region with the most open value closing in Q4 2026'),
  ),
  q(
    'CC-c32',
    'crm',
    "What's the average value of an open deal at CRM accounts in Illinois?",
    BB.num(
      async (d) => avg((await openDealsWhere(d, usState('IL'))).map((o) => o.value)),
      'money',
      'average open deal value at IL accounts',
    ),
  ),
];

export const SET_CC_MORE: HeldOut[] = [...CRM, ...SET_CC_REST];
