// Held-out set CD, continued (see set-cd.ts; SEALED): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, q, sum, winners } from './judge.js';
import { ACCTS, BB, LEADS, OPPS, today, total } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD } from './kinds-bd.js';
import { best, countBy, share } from './kinds-bv.js';
import { only } from './kinds-cd.js';
import { CX } from './kinds-cd-crm.js';
import { C } from './kinds.js';
import { closes, closesBetween, isOpen, lost, won } from './pick.js';
import { SET_CD_REST, thisYear } from './set-cd3.js';

const CRM: HeldOut[] = [
  // The finance controller: exact figures, one per question.
  q(
    'CD-c01',
    'crm',
    "What's the total value of the closed-won opportunities closing in Q3 2025, July through September, to the dollar?",
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => won(o) && closesBetween('2025-07-01', '2025-09-30')(o))),
      'money',
      'closed-won value closing in Q3 2025',
    ),
  ),
  q(
    'CD-c02',
    'crm',
    'Year-to-date closed-won value: what do the closed-won deals with a close date from January 1 of this year through today sum to?',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter(won);
        const from = `${thisYear()}-01-01`;
        const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        return [total(os.filter(closesBetween(from, today()))), total(os.filter(closesBetween(from, yesterday)))];
      },
      'money',
      'closed-won value year to date',
    ),
  ),
  q(
    'CD-c03',
    'crm',
    'What percentage of all our opportunities ended up closed-lost?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return share(os.filter(lost).length, os.length);
      },
      'plain',
      'share (percent) of opportunities closed-lost',
    ),
  ),
  q(
    'CD-c04',
    'crm',
    'What is our win rate on decided deals, i.e. closed-won as a percentage of closed-won plus closed-lost opportunities?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const w = os.filter(won).length;
        return share(w, w + os.filter(lost).length);
      },
      'plain',
      'win rate (percent) of closed opportunities',
    ),
  ),
  q(
    'CD-c05',
    'crm',
    "What's the total value of the open pipeline, meaning prospecting, qualification, proposal and negotiation together, in millions?",
    BB.num(async (d) => total((await OPPS(d)).filter(isOpen)), 'money', 'open pipeline value'),
  ),
  q(
    'CD-c06',
    'crm',
    'What is the probability-weighted value of the deals in negotiation, that is the sum of each deal value times its probability?',
    BB.num(
      async (d) => sum((await OPPS(d)).filter((o) => o.stage === 'negotiation').map((o) => o.value * (o.probability ?? 0))),
      'money',
      'probability-weighted value of negotiation deals',
    ),
  ),
  q(
    'CD-c07',
    'crm',
    'What fraction of our leads have the status closed-won? As a percentage, please.',
    BB.num(
      async (d) => {
        const ls = await LEADS(d);
        return share(ls.filter((l) => l.status === 'closed-won').length, ls.length);
      },
      'plain',
      'share (percent) of leads closed-won',
    ),
  ),
  q(
    'CD-c08',
    'crm',
    'Full-year 2024: what was the total value of the opportunities we lost, the closed-lost ones with a close date that year?',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => lost(o) && closes('2024')(o))), 'money', 'closed-lost value closing in 2024'),
  ),

  // The regional director: chains of follow-ups.
  q(
    'CD-c09',
    'crm',
    ['How many opportunities are in negotiation right now?', 'Of those, how many close in 2026?'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation' && closes('2026')(o)).length,
      'count',
      'negotiation deals closing in 2026',
    ),
  ),
  q(
    'CD-c10',
    'crm',
    ['What are our five largest open deals?', 'Which account owns the top one?'],
    BB.name(async (d) => {
      const top = only((await OPPS(d)).filter(isOpen), (o) => o.value, 'max', 'largest open deal');
      return (await ACCTS(d)).filter((x) => x.id === top.account_id).map((x) => x.name);
    }, 'account of the largest open deal'),
  ),
  q(
    'CD-c11',
    'crm',
    ["What's the total value of the deals sitting in the proposal stage?", 'Same but by count.'],
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.stage === 'proposal').length, 'count', 'deals in proposal'),
  ),
  q(
    'CD-c12',
    'crm',
    ['How many leads came in from webinars?', 'And from trade shows?'],
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Trade Show').length, 'count', 'leads from Trade Show'),
  ),
  q(
    'CD-c13',
    'crm',
    ['Which industry has the most accounts in the CRM?', 'How many of those accounts are in Europe?'],
    BB.num(
      async (d) => {
        const xs = await ACCTS(d);
        const top = best(
          countBy(xs, (x) => x.industry),
          'max',
        );
        if (top.length !== 1) throw new Error('industries tie on accounts');
        return xs.filter((x) => x.industry === top[0] && x.region === 'Europe').length;
      },
      'count',
      'accounts of the largest industry in Europe',
    ),
  ),
  q(
    'CD-c14',
    'crm',
    ['How much closed-won business have we booked this year?', 'And last year?'],
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => won(o) && closes(String(thisYear() - 1))(o))),
      'money',
      'closed-won value closing last year',
    ),
  ),
  q(
    'CD-c15',
    'crm',
    ['How many leads are qualified at the moment?', "Of those, what's the average lead score?"],
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.status === 'qualified' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of qualified leads',
    ),
  ),
  q(
    'CD-c16',
    'crm',
    [
      'List the CRM accounts in the Middle East & Africa region that are in the Energy industry.',
      'Which of those has the highest annual revenue?',
      'How many contacts does it have?',
    ],
    BB.num(
      async (d) => {
        const top = only(
          (await ACCTS(d)).filter((x) => x.region === 'Middle East & Africa' && x.industry === 'Energy'),
          (x) => x.annual_revenue ?? 0,
          'max',
          'largest MEA Energy account',
        );
        return (await d.crmContacts()).filter((c) => c.account_id === top.id).length;
      },
      'count',
      'contacts at the largest MEA Energy account',
    ),
  ),

  // Typing fast on a laptop.
  q(
    'CD-c17',
    'crm',
    'top 3 open deals by amout',
    CX.topN(
      OPPS,
      isOpen,
      (o) => o.value,
      3,
      'max',
      (o) => o.name,
      'three largest open deals',
    ),
  ),
  q(
    'CD-c18',
    'crm',
    'how many leads from referal',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Referral').length, 'count', 'leads from Referral'),
  ),
  q(
    'CD-c19',
    'crm',
    'total value closed won deals 2026',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && closes('2026')(o))), 'money', 'closed-won value closing in 2026'),
  ),
  q(
    'CD-c20',
    'crm',
    'which region has most acounts',
    BB.name(
      async (d) =>
        best(
          countBy(await ACCTS(d), (x) => x.region),
          'max',
        ),
      'region with the most accounts',
    ),
  ),
  q(
    'CD-c21',
    'crm',
    'avg deal size in negotation stage',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => o.stage === 'negotiation').map((o) => o.value)),
      'money',
      'average negotiation deal',
    ),
  ),
  q('CD-c22', 'crm', 'how many contacts at mills moen and reichert', CX.contactCountOf('Mills, Moen and Reichert')),
  q(
    'CD-c23',
    'crm',
    'how many leads still status new',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.status === 'new').length, 'count', 'leads in status new'),
  ),
  q('CD-c24', 'crm', 'what industry is botsford gorczany in', CX.fact('Botsford - Gorczany', 'industry', 'text')),

  // The new hire learning the data.
  q(
    'CD-c25',
    'crm',
    'What stages can an opportunity be in?',
    BC.keys(
      async (d) => {
        const stages = [...new Set((await OPPS(d)).map((o) => o.stage))];
        return [stages, stages];
      },
      'plain',
      'opportunity stages',
    ),
  ),
  q(
    'CD-c26',
    'crm',
    'Which lead sources do we have?',
    BC.keys(
      async (d) => {
        const sources = [...new Set((await LEADS(d)).map((l) => l.source ?? ''))].filter((s) => s !== '');
        return [sources, sources];
      },
      'plain',
      'lead sources',
    ),
  ),
  q(
    'CD-c27',
    'crm',
    'How many different industries are the CRM accounts in?',
    BB.num(async (d) => new Set((await ACCTS(d)).map((x) => x.industry).filter((i) => i !== null)).size, 'count', 'distinct industries'),
  ),
  q(
    'CD-c28',
    'crm',
    'How many CRM accounts are there in each region?',
    BD.breakdown(async (d) => countBy(await ACCTS(d), (x) => x.region), 'count', 'accounts per region'),
  ),
  q(
    'CD-c29',
    'crm',
    'Which country has the fewest CRM accounts?',
    BB.name(
      async (d) =>
        best(
          countBy(await ACCTS(d), (x) => x.country),
          'min',
        ),
      'country with the fewest accounts',
    ),
  ),
  q('CD-c30', 'crm', 'Who is the primary contact at Zieme, Weimann and Jast?', C.primaryOf('Zieme, Weimann and Jast')),
  q(
    'CD-c31',
    'crm',
    'Which lead status is the least common?',
    BB.name(
      async (d) =>
        best(
          countBy(await LEADS(d), (l) => l.status),
          'min',
        ),
      'least common lead status',
    ),
  ),
  q(
    'CD-c32',
    'crm',
    'Which CRM account has the most employees?',
    BB.name(
      async (d) => winners(await ACCTS(d), (x) => x.employee_count ?? 0, 'max').map((x) => x.name),
      'account with the most employees',
    ),
  ),
];

export const SET_CD_MORE: HeldOut[] = [...CRM, ...SET_CD_REST];
