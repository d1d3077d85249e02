// Held-out set CH, continued (see set-ch.ts; a practice set): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { ACCTS, BB, extra, LEADS, OPPS, total } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { bestAliased, countBy, overdue } from './kinds-bv.js';
import { only } from './kinds-cd.js';
import { blank, distinct, leadIs } from './kinds-ch.js';
import { C } from './kinds-crm.js';
import { isOpen, lost, won } from './pick.js';
import { SET_CH_REST } from './set-ch3.js';

const CRM: HeldOut[] = [
  // The curious intern.
  q(
    'CH-c01',
    'crm',
    'Have we ever lost a deal that was worth more than 1.4 million?',
    BB.yes(async (d) => (await OPPS(d)).filter((o) => lost(o) && o.value > 1_400_000).length, 'closed-lost deals above $1.4M'),
  ),
  q(
    'CH-c02',
    'crm',
    'How many different industries do our CRM accounts cover?',
    BB.num(async (d) => distinct(await ACCTS(d), (x) => x.industry), 'count', 'distinct industries of CRM accounts'),
  ),
  q(
    'CH-c03',
    'crm',
    'Has any lead that came in through a webinar ended up closed-won?',
    BB.yes(async (d) => (await LEADS(d)).filter(leadIs('Webinar', 'closed-won')).length, 'closed-won webinar leads'),
  ),
  q(
    'CH-c04',
    'crm',
    'In how many countries do we have accounts in the CRM?',
    BB.num(async (d) => distinct(await ACCTS(d), (x) => x.country), 'count', 'distinct countries of CRM accounts'),
  ),
  q(
    'CH-c05',
    'crm',
    'Is there any account in the CRM based in Norway?',
    BB.yes(async (d) => (await ACCTS(d)).filter((x) => x.country === 'Norway').length, 'CRM accounts in Norway'),
  ),
  q(
    'CH-c06',
    'crm',
    'Does any lead have a perfect score of 100?',
    BB.yes(async (d) => (await LEADS(d)).filter((l) => l.score === 100).length, 'leads scored 100'),
  ),
  q(
    'CH-c07',
    'crm',
    'How many different departments do the CRM contacts work in?',
    BB.num(async (d) => distinct(await d.crmContacts(), (c) => c.department), 'count', 'distinct departments of CRM contacts'),
  ),
  q(
    'CH-c08',
    'crm',
    "Is there an opportunity still in prospecting that's worth over $2 million?",
    BB.yes(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'prospecting' && o.value > 2_000_000).length,
      'prospecting deals above $2M',
    ),
  ),

  // The sales-operations person auditing the data.
  q(
    'CH-c09',
    'crm',
    'Pipeline hygiene: how many opportunities are still open even though their close date is already behind us?',
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
    'CH-c10',
    'crm',
    'How many accounts in the CRM have no state filled in?',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => blank(x.state)).length, 'count', 'CRM accounts without a state'),
  ),
  q(
    'CH-c11',
    'crm',
    'How many leads have nothing in their notes field?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => blank(extra(l, 'notes'))).length, 'count', 'leads without notes'),
  ),
  q(
    'CH-c12',
    'crm',
    'Are there any CRM contacts with no email address?',
    BB.yes(async (d) => (await d.crmContacts()).filter((c) => blank(c.email)).length, 'CRM contacts without an e-mail'),
  ),
  q(
    'CH-c13',
    'crm',
    'Is there any CRM account that has no opportunities attached to it at all?',
    BB.yes(async (d) => {
      const withDeals = new Set((await OPPS(d)).map((o) => o.account_id));
      return (await ACCTS(d)).filter((x) => !withDeals.has(x.id)).length;
    }, 'CRM accounts without an opportunity'),
  ),
  q(
    'CH-c14',
    'crm',
    'How many leads are sitting at a score of zero?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.score === 0).length, 'count', 'leads scored 0'),
  ),
  q(
    'CH-c15',
    'crm',
    'Count the open deals whose win probability is below 20%.',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => isOpen(o) && o.probability !== null && o.probability < 0.2).length,
      'count',
      'open deals with probability under 20%',
    ),
  ),
  q(
    'CH-c16',
    'crm',
    'How many leads are still in status new even though their score is above 80?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status === 'new' && (l.score ?? 0) > 80).length,
      'count',
      'new leads scored above 80',
    ),
  ),

  // The busy manager.
  q(
    'CH-c17',
    'crm',
    "I've got the board on Thursday and they always grill me about the pipeline, so what's the " +
      'total value of all our open opportunities right now?',
    BB.num(async (d) => total((await OPPS(d)).filter(isOpen)), 'money', 'total value of open deals'),
  ),
  q(
    'CH-c18',
    'crm',
    'Our marketing lead swears trade shows bring in the most leads, I think it is something ' +
      'else. Which lead source actually has the most leads?',
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
    'CH-c19',
    'crm',
    "We're weighing a bigger push into Europe next year, so as a starting point, how many CRM accounts do we already have in that region?",
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.region === 'Europe').length, 'count', 'CRM accounts in Europe'),
  ),
  q(
    'CH-c20',
    'crm',
    'Finance is closing the books and wants one number from me: the total value of the deals we won that had a close date in 2025.',
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => won(o) && (o.close_date?.startsWith('2025') ?? false))),
      'money',
      'won value closing in 2025',
    ),
  ),
  q(
    'CH-c21',
    'crm',
    'Somebody mentioned in the all-hands that we barely have customers in one particular ' +
      'industry. Which industry has the fewest accounts in the CRM?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await ACCTS(d), (x) => x.industry),
          'min',
        ),
      'industry with the fewest CRM accounts',
    ),
  ),
  q(
    'CH-c22',
    'crm',
    "I have a call with the head of our German business later and I'd like to sound informed: how many accounts do we have in Germany?",
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.country === 'Germany').length, 'count', 'CRM accounts in Germany'),
  ),
  q(
    'CH-c23',
    'crm',
    "What's our average deal size on closed-won opportunities? A ballpark would do, but I'd rather have the real figure if it's easy.",
    BB.num(async (d) => avg((await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'average value of won deals'),
  ),
  q(
    'CH-c24',
    'crm',
    'The referral programme is up for renewal, so I want to know how many leads from referrals have reached the qualified status.',
    BB.num(async (d) => (await LEADS(d)).filter(leadIs('Referral', 'qualified')).length, 'count', 'qualified referral leads'),
  ),

  // The one who narrows step by step.
  q(
    'CH-c25',
    'crm',
    ['show me the deals in negotiation', 'just the ones above 500k', 'how many are there?'],
    BB.num(
      async (d) => {
        const neg = (await OPPS(d)).filter((o) => o.stage === 'negotiation');
        return [neg.filter((o) => o.value > 500_000).length, neg.filter((o) => o.value >= 500_000).length];
      },
      'count',
      'negotiation deals above $500k',
    ),
  ),
  q(
    'CH-c26',
    'crm',
    ['List the leads that came from trade shows', 'only the qualified ones', 'how many?'],
    BB.num(async (d) => (await LEADS(d)).filter(leadIs('Trade Show', 'qualified')).length, 'count', 'qualified trade-show leads'),
  ),
  q(
    'CH-c27',
    'crm',
    ['accounts in the Healthcare industry', 'only those in Japan'],
    BB.list(async (d) => {
      const xs = await ACCTS(d);
      return [xs.filter((x) => x.industry === 'Healthcare' && x.country === 'Japan').map((x) => x.name), xs.map((x) => x.name)];
    }, 'Healthcare accounts in Japan'),
  ),
  q(
    'CH-c28',
    'crm',
    ['How many opportunities are in the proposal stage?', 'and in qualification?'],
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.stage === 'qualification').length, 'count', 'deals in qualification'),
  ),
  q(
    'CH-c29',
    'crm',
    ['closed-won deals with a close date in 2026', 'which one is the biggest?'],
    BD.deal(
      async (d) =>
        only(
          (await OPPS(d)).filter((o) => won(o) && (o.close_date?.startsWith('2026') ?? false)),
          (o) => o.value,
          'max',
          'largest won deal of 2026',
        ),
      'largest won deal closing in 2026',
    ),
  ),
  q('CH-c30', 'crm', ['Who are the contacts at Ratke and Sons?', 'which of them is the primary one?'], C.primaryOf('Ratke and Sons')),
  q(
    'CH-c31',
    'crm',
    ['leads with a score above 90', 'only the ones from partners', 'how many is that?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Partner' && (l.score ?? 0) > 90).length,
      'count',
      'Partner leads scored above 90',
    ),
  ),
  q(
    'CH-c32',
    'crm',
    ['accounts in Latin America', 'which of them has the highest annual revenue?'],
    BB.name(
      async (d) =>
        winners(
          (await ACCTS(d)).filter((x) => x.region === 'Latin America'),
          (x) => x.annual_revenue ?? 0,
          'max',
        ).map((x) => x.name),
      'Latin American account with the highest annual revenue',
    ),
  ),
];

export const SET_CH_MORE: HeldOut[] = [...CRM, ...SET_CH_REST];
