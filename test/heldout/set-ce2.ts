// Held-out set CE, continued (see set-ce.ts; SEALED): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, q, sum, winners } from './judge.js';
import { account, accountNames, ACCTS, BB, crmPerson, LEADS, leadNames, OPPS, total } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD } from './kinds-bd.js';
import { best, countBy, crmInUsState, overdue } from './kinds-bv.js';
import { CE, closesIn, closesOn, monthPrefix, quarterRange, stageIs } from './kinds-ce.js';
import { C } from './kinds.js';
import { isOpen, lost, won } from './pick.js';
import { SET_CE_REST } from './set-ce3.js';

const CRM: HeldOut[] = [
  // The operations analyst comparing things.
  q(
    'CE-c01',
    'crm',
    "What's the ratio of won deals to lost deals?",
    CE.ratio(async (d) => {
      const os = await OPPS(d);
      return [os.filter(won).length, os.filter(lost).length];
    }, 'closed-won deals to closed-lost deals'),
  ),
  q(
    'CE-c02',
    'crm',
    'How much bigger is the average won deal than the average lost deal?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return avg(os.filter(won).map((o) => o.value)) - avg(os.filter(lost).map((o) => o.value));
      },
      'money',
      'average won value minus average lost value',
    ),
  ),
  q(
    'CE-c03',
    'crm',
    'Which region has more accounts in the CRM, Europe or Asia Pacific?',
    BC.first(async (d) => {
      const xs = await ACCTS(d);
      const eu = xs.filter((x) => x.region === 'Europe').length;
      const ap = xs.filter((x) => x.region === 'Asia Pacific').length;
      if (eu === ap) throw new Error('tie');
      return { options: [['Europe'], ['Asia Pacific', 'APAC']], winner: eu > ap ? 0 : 1 };
    }, 'the region (Europe or Asia Pacific) with more accounts'),
  ),
  q(
    'CE-c04',
    'crm',
    'What is the difference in value between the largest and the smallest open opportunity?',
    BB.num(
      async (d) => {
        const vs = (await OPPS(d)).filter(isOpen).map((o) => o.value);
        return Math.max(...vs) - Math.min(...vs);
      },
      'money',
      'largest minus smallest open deal value',
    ),
  ),
  q(
    'CE-c05',
    'crm',
    ['How many leads came in from trade shows?', 'And how many more is that than the leads from referrals?'],
    BB.num(
      async (d) => {
        const ls = await LEADS(d);
        return ls.filter((l) => l.source === 'Trade Show').length - ls.filter((l) => l.source === 'Referral').length;
      },
      'count',
      'Trade Show leads minus Referral leads',
    ),
  ),
  q(
    'CE-c06',
    'crm',
    'Which industry adds up to more annual revenue across its CRM accounts: Healthcare or Retail?',
    BC.first(async (d) => {
      const xs = await ACCTS(d);
      const of = (ind: string): number => sum(xs.filter((x) => x.industry === ind).map((x) => x.annual_revenue ?? 0));
      const h = of('Healthcare');
      const r = of('Retail');
      if (h === r) throw new Error('tie');
      return { options: [['Healthcare'], ['Retail']], winner: h > r ? 0 : 1 };
    }, 'the industry (Healthcare or Retail) with more annual revenue'),
  ),
  q(
    'CE-c07',
    'crm',
    'How many more opportunities sit in proposal than in negotiation?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return os.filter(stageIs('proposal')).length - os.filter(stageIs('negotiation')).length;
      },
      'count',
      'proposal deals minus negotiation deals',
    ),
  ),

  // The sales manager preparing a quarterly review.
  q(
    'CE-c08',
    'crm',
    'How many deals did we close as won in Q3 2025?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => won(o) && closesIn(['2025-07-01', '2025-09-30'])(o)).length,
      'count',
      'deals won in Q3 2025',
    ),
  ),
  q(
    'CE-c09',
    'crm',
    ['What was the total value of the deals we won in Q1 2026?', 'Same for Q2 2026.'],
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => won(o) && closesIn(['2026-04-01', '2026-06-30'])(o))),
      'money',
      'value of deals won in Q2 2026',
    ),
  ),
  q(
    'CE-c10',
    'crm',
    'How many open deals have slipped past their close date?',
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
    'CE-c11',
    'crm',
    'How many open deals are closing next month, and what are they worth in total?',
    BB.each(
      BB.num(
        async (d) => (await OPPS(d)).filter((o) => isOpen(o) && closesOn(monthPrefix(1))(o)).length,
        'count',
        'open deals closing next month',
      ),
      BB.num(
        async (d) => total((await OPPS(d)).filter((o) => isOpen(o) && closesOn(monthPrefix(1))(o))),
        'money',
        'value of open deals closing next month',
      ),
    ),
  ),
  q(
    'CE-c12',
    'crm',
    'For 2025, what was the average closed-won amount per account?',
    BB.num(
      async (d) => {
        const ws = (await OPPS(d)).filter((o) => won(o) && closesOn('2025')(o));
        const accounts = new Set(ws.map((o) => o.account_id)).size;
        return [total(ws) / accounts, total(ws) / (await ACCTS(d)).length];
      },
      'money',
      'value won in 2025 per account (accounts with a 2025 win, or every account)',
    ),
  ),
  q(
    'CE-c13',
    'crm',
    ['How many deals in negotiation are due to close this quarter?', 'What about proposal?'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'proposal' && closesIn(quarterRange(0))(o)).length,
      'count',
      'proposal deals closing this quarter',
    ),
  ),
  q(
    'CE-c14',
    'crm',
    'What was our win rate on deals closing in 2025, won as a share of all closed deals?',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter(closesOn('2025'));
        const w = os.filter(won).length;
        return (w / (w + os.filter(lost).length)) * 100;
      },
      'plain',
      'win rate of 2025 deals (percent)',
    ),
  ),
  q(
    'CE-c15',
    'crm',
    'In which month of 2025 did we win the most deals?',
    CE.month(
      async (d) =>
        best(
          countBy(
            (await OPPS(d)).filter((o) => won(o) && closesOn('2025')(o)),
            (o) => o.close_date!.slice(0, 7),
          ),
          'max',
        ),
      'month of 2025 with the most won deals',
    ),
  ),
  q(
    'CE-c16',
    'crm',
    'What was the average value of the deals we lost last quarter?',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => lost(o) && closesIn(quarterRange(-1))(o)).map((o) => o.value)),
      'money',
      'average value of deals lost last quarter',
    ),
  ),
  q(
    'CE-c17',
    'crm',
    'What is the total value of the late-stage pipeline, meaning deals in proposal or negotiation?',
    BB.num(
      async (d) => total((await OPPS(d)).filter(stageIs('proposal', 'negotiation'))),
      'money',
      'value of proposal and negotiation deals',
    ),
  ),

  // The non-native English speaker.
  q(
    'CE-c18',
    'crm',
    'Deals in stage of negotiation, how many there are?',
    BB.num(async (d) => (await OPPS(d)).filter(stageIs('negotiation')).length, 'count', 'negotiation deals'),
  ),
  q(
    'CE-c19',
    'crm',
    'Leads from source webinar with status qualified, how much they are?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar' && l.status === 'qualified').length,
      'count',
      'qualified Webinar leads',
    ),
  ),
  q(
    'CE-c20',
    'crm',
    'Which industry have the most accounts in region Middle East and Africa?',
    BB.name(
      async (d) =>
        best(
          countBy(
            (await ACCTS(d)).filter((x) => x.region === 'Middle East & Africa'),
            (x) => x.industry,
          ),
          'max',
        ),
      'industry with the most Middle East & Africa accounts',
    ),
  ),
  q(
    'CE-c21',
    'crm',
    'The biggest opportunity what is closed lost, which one it is?',
    BD.deal(async (d) => {
      const top = winners((await OPPS(d)).filter(lost), (o) => o.value, 'max');
      if (top.length !== 1) throw new Error('largest lost deal: tied');
      return top[0]!;
    }, 'largest closed-lost deal'),
  ),
  q(
    'CE-c22',
    'crm',
    ['How many contacts works in department Finance?', 'and in the IT?'],
    BB.num(async (d) => (await d.crmContacts()).filter((c) => c.department === 'IT').length, 'count', 'contacts in the IT department'),
  ),
  q(
    'CE-c23',
    'crm',
    'Average score of the leads coming of Trade Show?',
    BC.decimal(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.score !== null).map((l) => l.score!)),
      'average score of Trade Show leads',
    ),
  ),
  q(
    'CE-c24',
    'crm',
    'In Germany how many accounts the CRM has?',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.country === 'Germany').length, 'count', 'CRM accounts in Germany'),
  ),
  q(
    'CE-c25',
    'crm',
    'For account Kautzer LLC, the open deals value together is how much?',
    BB.num(
      async (d) => {
        const acc = await account(d, 'Kautzer LLC');
        return total((await OPPS(d)).filter((o) => o.account_id === acc.id && isOpen(o)));
      },
      'money',
      'open deal value of Kautzer LLC',
    ),
  ),

  // The careful newcomer asking for lists and lookups.
  q('CE-c26', 'crm', ['Show me the contacts at Bashirian Group.', 'Which of them is the primary contact?'], C.primaryOf('Bashirian Group')),
  q(
    'CE-c27',
    'crm',
    'What is the email of Grayce Parker?',
    BB.every(async (d) => [crmPerson(await d.crmContacts(), 'Grayce Parker').email], 'e-mail of Grayce Parker'),
  ),
  q(
    'CE-c28',
    'crm',
    ['List the open deals over $1.48M.', 'Which of them are in negotiation?'],
    BB.list(async (d) => {
      const os = await OPPS(d);
      return [os.filter((o) => o.stage === 'negotiation' && o.value > 1_480_000).map((o) => o.name), os.map((o) => o.name)];
    }, 'negotiation deals above $1.48M'),
  ),
  q(
    'CE-c29',
    'crm',
    'Which leads from partners have a score of 99 or higher?',
    BB.list(
      async (d) => [
        (await LEADS(d)).filter((l) => l.source === 'Partner' && (l.score ?? 0) >= 99).map((l) => `${l.first_name} ${l.last_name}`),
        await leadNames(d),
      ],
      'Partner leads scoring 99+',
    ),
  ),
  q(
    'CE-c30',
    'crm',
    ['What opportunities does Stracke Inc have?', 'How much are the open ones worth in total?'],
    BB.num(
      async (d) => {
        const acc = await account(d, 'Stracke Inc');
        return total((await OPPS(d)).filter((o) => o.account_id === acc.id && isOpen(o)));
      },
      'money',
      'open deal value of Stracke Inc',
    ),
  ),
  q(
    'CE-c31',
    'crm',
    'What industry is Hermiston - Haley in?',
    BB.name(async (d) => [(await account(d, 'Hermiston - Haley')).industry!], 'industry of Hermiston - Haley'),
  ),
  q(
    'CE-c32',
    'crm',
    'Which CRM accounts are in Utah?',
    BB.list(async (d) => [(await crmInUsState(d, 'UT')).map((x) => x.name), await accountNames(d)], 'CRM accounts in UT'),
  ),
];

export const SET_CE_MORE: HeldOut[] = [...CRM, ...SET_CE_REST];
