// Held-out set CQ, continued (see set-cq.ts; SEALED): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { BB, extra, firstN, LEADS, leadNames, median, OPPS, person, total, crmPerson, ACCTS, isUS } from './kinds-bb.js';
import { countBy, crmAccountsById } from './kinds-bv.js';
import { closesIn, CQ, crmContactsOf, inQuarter, open, oppsOf, product } from './kinds-cq.js';
import { SET_CQ_REST } from './set-cq3.js';

const won = (o: { stage: string }): boolean => o.stage === 'closed-won';
const lost = (o: { stage: string }): boolean => o.stage === 'closed-lost';
const crmContactNames = async (d: Parameters<typeof OPPS>[0]): Promise<string[]> => (await d.crmContacts()).map(person);

const CRM: HeldOut[] = [
  // The finance analyst.
  q(
    'CQ-c01',
    'crm',
    'Total value of the deals currently sitting in negotiation that have a close date in 2025. I need it to the dollar.',
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => o.stage === 'negotiation' && closesIn('2025')(o))),
      'money',
      'value in negotiation closing in 2025',
    ),
  ),
  q(
    'CQ-c02',
    'crm',
    'Median deal size for opportunities that were closed-won with a 2024 close date?',
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => won(o) && closesIn('2024')(o)).map((o) => o.value)),
      'money',
      'median value of closed-won deals closing in 2024',
    ),
  ),
  q(
    'CQ-c03',
    'crm',
    'I count 1,205 closed-won opportunities in my export. Does the CRM come to the same number?',
    CQ.confirm(async (d) => (await OPPS(d)).filter(won).length, 1205, 'count', 'number of closed-won opportunities'),
  ),
  q(
    'CQ-c04',
    'crm',
    'Average annual revenue of our Japanese accounts in the CRM, in millions with two decimals please.',
    BB.num(
      async (d) => avg((await ACCTS(d)).filter((x) => x.country === 'Japan').map((x) => x.annual_revenue ?? 0)),
      'money',
      'average annual revenue of the Japan accounts',
    ),
  ),
  q(
    'CQ-c05',
    'crm',
    ['How much opportunity value was closed-lost in Q1 2025?', 'And in the following quarter?'],
    BB.num(async (d) => total((await OPPS(d)).filter((o) => lost(o) && inQuarter(2025, 2)(o))), 'money', 'closed-lost value in Q2 2025'),
  ),
  q(
    'CQ-c06',
    'crm',
    'For the forecast I weight each negotiation-stage deal by its probability. ' +
      'What is the sum of value times probability across those deals?',
    BB.num(
      async (d) => sum((await OPPS(d)).filter((o) => o.stage === 'negotiation').map((o) => o.value * (o.probability ?? 0))),
      'money',
      'probability-weighted value in negotiation',
    ),
  ),
  q(
    'CQ-c07',
    'crm',
    "What's the average employee count of the CRM accounts in manufacturing? To one decimal is fine.",
    BB.num(
      async (d) => avg((await ACCTS(d)).filter((x) => x.industry === 'Manufacturing').map((x) => x.employee_count ?? 0)),
      'plain',
      'average employee count of Manufacturing accounts',
    ),
  ),
  q(
    'CQ-c08',
    'crm',
    'How many leads carry a score of 90 or higher?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.score !== null && l.score >= 90).length, 'count', 'leads scoring 90+'),
  ),

  // The sales-development rep.
  q(
    'CQ-c09',
    'crm',
    'newest 3 leads in the crm?',
    BB.list(
      async (d) => [firstN(await LEADS(d), (l) => Date.parse(extra(l, 'created_at') ?? ''), 3, 'max').map(person), await leadNames(d)],
      'the 3 newest leads',
    ),
  ),
  q(
    'CQ-c10',
    'crm',
    ['latest lead from a webinar?', 'email?'],
    BB.every(async (d) => {
      const web = (await LEADS(d)).filter((l) => l.source === 'Webinar');
      return firstN(web, (l) => Date.parse(extra(l, 'created_at') ?? ''), 1, 'max').map((l) => l.email);
    }, 'e-mail of the newest Webinar lead'),
  ),
  q(
    'CQ-c11',
    'crm',
    'phone # for jany lang (lead)',
    BB.every(async (d) => {
      const phone = extra(crmPerson(await LEADS(d), 'Jany Lang'), 'phone');
      if (phone === null) throw new Error('Jany Lang has no phone');
      return [phone.replace(/^\+/, '')];
    }, 'phone of the lead Jany Lang'),
  ),
  q(
    'CQ-c12',
    'crm',
    'new healthcare leads scoring over 95 - who',
    BB.list(
      async (d) => [
        (await LEADS(d)).filter((l) => l.status === 'new' && l.industry === 'Healthcare' && (l.score ?? 0) > 95).map(person),
        await leadNames(d),
      ],
      'new Healthcare leads scoring over 95',
    ),
  ),
  q(
    'CQ-c13',
    'crm',
    'whos the main contact at mcglynn llc, need their email too',
    CQ.each(
      BB.name(
        async (d) => (await crmContactsOf(d, 'McGlynn LLC')).filter((c) => c.is_primary).map(person),
        'primary contact at McGlynn LLC',
      ),
      BB.every(
        async (d) => (await crmContactsOf(d, 'McGlynn LLC')).filter((c) => c.is_primary).map((c) => c.email),
        'e-mail of the primary contact at McGlynn LLC',
      ),
    ),
  ),
  q(
    'CQ-c14',
    'crm',
    'cio at frami-wiza? name pls',
    BB.list(
      async (d) => [
        (await crmContactsOf(d, 'Frami - Wiza')).filter((c) => c.job_title === 'Chief Information Officer').map(person),
        await crmContactNames(d),
      ],
      'CIO at Frami - Wiza',
    ),
  ),
  q(
    'CQ-c15',
    'crm',
    ['qualified leads frm cold calls in pharma', 'ok which one has the highest score'],
    BB.name(
      async (d) =>
        winners(
          (await LEADS(d)).filter((l) => l.status === 'qualified' && l.source === 'Cold Call' && l.industry === 'Pharmaceuticals'),
          (l) => l.score ?? 0,
          'max',
        ).map(person),
      'top-scored qualified Cold Call Pharmaceuticals lead',
    ),
  ),
  q(
    'CQ-c16',
    'crm',
    'emails for trade show leads still new w/ score above 95',
    BB.every(
      async (d) =>
        (await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.status === 'new' && (l.score ?? 0) > 95).map((l) => l.email),
      'e-mails of new Trade Show leads scoring over 95',
    ),
  ),

  // The territory planner.
  q(
    'CQ-c17',
    'crm',
    'In the CRM, how many accounts sit in Texas versus California?',
    CQ.each(
      BB.num(async (d) => (await ACCTS(d)).filter((x) => isUS(x) && x.state === 'TX').length, 'count', 'CRM accounts in TX'),
      BB.num(async (d) => (await ACCTS(d)).filter((x) => isUS(x) && x.state === 'CA').length, 'count', 'CRM accounts in CA'),
    ),
  ),
  q(
    'CQ-c18',
    'crm',
    ['How many CRM accounts are in Oregon?', 'Swap that for Washington.'],
    BB.num(async (d) => (await ACCTS(d)).filter((x) => isUS(x) && x.state === 'WA').length, 'count', 'CRM accounts in WA'),
  ),
  q(
    'CQ-c19',
    'crm',
    'Which CRM region has the fewest accounts?',
    BB.name(
      async (d) =>
        winners(
          countBy(await ACCTS(d), (x) => x.region),
          (x) => x.value,
          'min',
        ).flatMap((x) => (x.key === 'Middle East & Africa' ? [x.key, 'MEA'] : [x.key])),
      'region with the fewest CRM accounts',
    ),
  ),

  // The customer-success lead.
  q(
    'CQ-c20',
    'crm',
    "Prepping the Ratke LLC quarterly review: how many opportunities do they have in the CRM, and what's their combined value?",
    CQ.each(
      BB.num(async (d) => (await oppsOf(d, 'Ratke LLC')).length, 'count', 'opportunities of Ratke LLC'),
      BB.num(async (d) => total(await oppsOf(d, 'Ratke LLC')), 'money', 'value of the opportunities of Ratke LLC'),
    ),
  ),
  q(
    'CQ-c21',
    'crm',
    ["Pull up Schuster Group's open opportunities.", 'Which of those are due to close in 2025?'],
    BB.list(async (d) => {
      const os = await oppsOf(d, 'Schuster Group');
      return [os.filter((o) => open(o) && closesIn('2025')(o)).map(product), os.map(product)];
    }, 'open Schuster Group opportunities closing in 2025'),
  ),
  q(
    'CQ-c22',
    'crm',
    'How many deals did we win with a close date in March 2025, and what were they worth in total?',
    CQ.each(
      BB.num(
        async (d) => (await OPPS(d)).filter((o) => won(o) && closesIn('2025-03')(o)).length,
        'count',
        'closed-won deals in March 2025',
      ),
      BB.num(
        async (d) => total((await OPPS(d)).filter((o) => won(o) && closesIn('2025-03')(o))),
        'money',
        'closed-won value in March 2025',
      ),
    ),
  ),
  q(
    'CQ-c23',
    'crm',
    ['How many opportunities are due to close in Q3 2025?', 'what about the quarter after that?'],
    BB.num(
      async (d) => {
        const q4 = (await OPPS(d)).filter(inQuarter(2025, 4));
        return [q4.length, q4.filter(open).length];
      },
      'count',
      'opportunities closing in Q4 2025 (all, or open only)',
    ),
  ),
  q(
    'CQ-c24',
    'crm',
    'How many deals are still sitting in negotiation even though their close date was back in 2024?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation' && closesIn('2024')(o)).length,
      'count',
      'negotiation deals with a 2024 close date',
    ),
  ),
  q(
    'CQ-c25',
    'crm',
    ["What's the biggest open opportunity at Bahringer Group?", 'who is their primary contact?'],
    BB.name(
      async (d) => (await crmContactsOf(d, 'Bahringer Group')).filter((c) => c.is_primary).map(person),
      'primary contact at Bahringer Group',
    ),
  ),
  q(
    'CQ-c26',
    'crm',
    "What stage is Walter LLC's Professional Services deal in right now?",
    BB.name(async (d) => {
      const hit = (await oppsOf(d, 'Walter LLC')).filter((o) => product(o) === 'Professional Services');
      if (hit.length !== 1) throw new Error(`Walter LLC has ${hit.length} Professional Services deals`);
      return [hit[0]!.stage];
    }, 'stage of the Walter LLC Professional Services deal'),
  ),
  q(
    'CQ-c27',
    'crm',
    'Hintz - Nicolas: when is their largest open deal expected to close?',
    CQ.date(async (d) => {
      const top = winners((await oppsOf(d, 'Hintz - Nicolas')).filter(open), (o) => o.value, 'max');
      if (top.length !== 1 || top[0]!.close_date === null) throw new Error('Hintz - Nicolas: no single largest open deal with a date');
      return top[0]!.close_date;
    }, 'close date of the largest open Hintz - Nicolas deal'),
  ),
  q(
    'CQ-c28',
    'crm',
    ['List the contacts at Lind LLC.', 'Which of them are in the Sales department?'],
    BB.list(async (d) => {
      const cs = await crmContactsOf(d, 'Lind LLC');
      return [cs.filter((c) => c.department === 'Sales').map(person), cs.map(person)];
    }, 'Lind LLC contacts in Sales'),
  ),
  q(
    'CQ-c29',
    'crm',
    'Total closed-won value for healthcare accounts with a 2025 close date?',
    BB.num(
      async (d) => {
        const acc = await crmAccountsById(d);
        return total((await OPPS(d)).filter((o) => won(o) && closesIn('2025')(o) && acc.get(o.account_id)?.industry === 'Healthcare'));
      },
      'money',
      'closed-won Healthcare value closing in 2025',
    ),
  ),
  q(
    'CQ-c30',
    'crm',
    ['How many proposal-stage deals have a June 2025 close date?', 'only the ones over $400k?'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'proposal' && closesIn('2025-06')(o) && o.value > 400_000).length,
      'count',
      'proposal deals closing June 2025 over $400k',
    ),
  ),
  q(
    'CQ-c31',
    'crm',
    'Across the CRM, whose open pipeline is the largest in dollar terms? Just the account name.',
    BB.name(async (d) => {
      const acc = await crmAccountsById(d);
      const g = groups(
        (await OPPS(d)).filter(open),
        (o) => acc.get(o.account_id)?.name ?? null,
        (os) => total(os),
      );
      return winners(g, (x) => x.value, 'max').map((x) => x.key);
    }, 'account with the most open pipeline value'),
  ),
  q(
    'CQ-c32',
    'crm',
    'On average, what win probability do the qualification-stage deals carry? As a percentage.',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => o.stage === 'qualification').map((o) => (o.probability ?? 0) * 100)),
      'plain',
      'average probability of qualification deals (percent)',
    ),
  ),
];

export const SET_CQ_MORE: HeldOut[] = [...CRM, ...SET_CQ_REST];
