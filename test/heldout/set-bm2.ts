// Held-out set BM, continued (see set-bm.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { BB, median } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { ACCTS, BM, closeIn, createdDay, DEALS, groupWinner, LEADS, openDeal, person, toThousand, total, type Deal } from './kinds-bm.js';
import { only, pct, withAliases } from './kinds-cd.js';
import { C } from './kinds.js';
import { lead } from './pick.js';
import { SET_BM_LAST } from './set-bm3.js';

const CLOSED = ['closed-won', 'closed-lost'];
/** The closed-won share (percent) of each lead source's leads. */
const winRate = (ls: { status: string }[]): number => pct(ls.filter((l) => l.status === 'closed-won').length, ls.length);

const CRM: HeldOut[] = [
  // The marketing manager: leads, sources, statuses, conversion.
  q(
    'BM-c01',
    'crm',
    'How many of our Trade Show leads are sitting in the qualified stage right now?',
    C.count(LEADS, lead('Trade Show', 'qualified'), 'qualified Trade Show leads'),
  ),
  q(
    'BM-c02',
    'crm',
    [
      'Which lead source converts best, meaning the highest share of its leads ended up closed-won?',
      'And which source converts worst on that same measure?',
    ],
    BM.key(
      async (d) => groupWinner(await LEADS(d), (l) => l.source, winRate, 'min', 'lead source with the lowest closed-won share'),
      'lead source with the lowest closed-won share',
    ),
  ),
  q(
    'BM-c03',
    'crm',
    'Break down our Social Media leads by status: how many sit at each stage of the funnel?',
    BD.breakdown(
      async (d) =>
        groups(
          (await LEADS(d)).filter(lead('Social Media')),
          (l) => l.status,
          (ls) => ls.length,
        ),
      'count',
      'Social Media leads per status',
    ),
  ),
  q(
    'BM-c04',
    'crm',
    ['How many leads have come in from Email Campaign so far?', 'How many of those are still at status new?'],
    C.count(LEADS, lead('Email Campaign', 'new'), 'new Email Campaign leads'),
  ),
  q(
    'BM-c05',
    'crm',
    'What is the average lead score of Partner leads that are still in play, i.e. not closed-won and not closed-lost?',
    C.avg(
      LEADS,
      (l) => l.source === 'Partner' && !CLOSED.includes(l.status),
      (l) => l.score,
      'average score of open Partner leads',
      'plain',
    ),
  ),
  q(
    'BM-c06',
    'crm',
    'Which lead source has the lowest average lead score? I want to know which channel brings us the weakest leads.',
    BM.key(
      async (d) =>
        groupWinner(
          await LEADS(d),
          (l) => l.source,
          (ls) => avg(ls.map((l) => l.score ?? 0)),
          'min',
          'lead source with the lowest average score',
        ),
      'lead source with the lowest average score',
    ),
  ),
  q(
    'BM-c07',
    'crm',
    'How many leads were created between January 1 and March 31, 2024, whatever their status is today?',
    C.count(LEADS, (l) => createdDay(l) >= '2024-01-01' && createdDay(l) <= '2024-03-31', 'leads created in Q1 2024'),
  ),
  q(
    'BM-c08',
    'crm',
    'Social Media or Website: which channel has more leads in the late funnel (proposal or negotiation), and by how many?',
    BH.versus(
      async (d) => {
        const ls = await LEADS(d);
        const late = (src: string): number => ls.filter((l) => l.source === src && ['proposal', 'negotiation'].includes(l.status)).length;
        return { options: [withAliases('Social Media'), withAliases('Website')], values: [late('Social Media'), late('Website')] };
      },
      'count',
      'late-funnel leads, Social Media vs Website',
    ),
  ),
  q(
    'BM-c09',
    'crm',
    'List the Agriculture leads that came to us through Referrals with a lead score of 90 or higher.',
    BB.list(async (d) => {
      const ls = await LEADS(d);
      const hit = ls.filter((l) => l.industry === 'Agriculture' && l.source === 'Referral' && (l.score ?? 0) >= 90);
      return [hit.map(person), ls.map(person)];
    }, 'Agriculture Referral leads scoring 90+'),
  ),
  q(
    'BM-c10',
    'crm',
    'How many Technology-industry leads have we lost (status closed-lost), not counting the ones that came from Cold Calls?',
    C.count(
      LEADS,
      (l) => l.industry === 'Technology' && l.status === 'closed-lost' && l.source !== 'Cold Call',
      'lost Technology leads not from Cold Call',
    ),
  ),

  // The finance person.
  q(
    'BM-c11',
    'crm',
    'What is the total value of closed-won opportunities with a close date in 2025, in millions?',
    C.sum(
      DEALS,
      (o) => o.stage === 'closed-won' && closeIn('2025-01-01', '2025-12-31')(o),
      (o) => o.value,
      'closed-won value closing in 2025',
    ),
  ),
  q(
    'BM-c12',
    'crm',
    'What is the average deal size of open opportunities (prospecting, qualification, proposal and negotiation), ' +
      'to the nearest thousand dollars?',
    BB.num(async (d) => toThousand(avg((await DEALS(d)).filter(openDeal).map((o) => o.value))), 'money', 'average open deal size'),
  ),
  q(
    'BM-c13',
    'crm',
    'What is the median value of the opportunities currently in the negotiation stage?',
    BB.num(
      async (d) => median((await DEALS(d)).filter((o) => o.stage === 'negotiation').map((o) => o.value)),
      'money',
      'median negotiation deal value',
    ),
  ),
  q(
    'BM-c14',
    'crm',
    ['What is the open pipeline value for accounts based in Germany?', 'And for France?'],
    BB.num(
      async (d) => total((await DEALS(d)).filter((o) => openDeal(o) && o.acc.country === 'France')),
      'money',
      'open pipeline in France',
    ),
  ),
  q(
    'BM-c15',
    'crm',
    'Which industry has the highest combined annual revenue across our CRM accounts?',
    BB.name(
      async (d) => [
        groupWinner(
          await ACCTS(d),
          (x) => x.industry,
          (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
          'max',
          'industry with the largest total revenue',
        ),
      ],
      'industry with the largest total annual revenue',
    ),
  ),
  q(
    'BM-c16',
    'crm',
    'What is the probability-weighted value (value times probability) of negotiation-stage deals closing in the first quarter of 2026?',
    BB.num(
      async (d) =>
        (await DEALS(d))
          .filter((o) => o.stage === 'negotiation' && closeIn('2026-01-01', '2026-03-31')(o))
          .reduce((s, o) => s + o.value * (o.probability ?? 0), 0),
      'money',
      'weighted value of negotiation deals closing in Q1 2026',
    ),
  ),

  // The keyword typer.
  q('BM-c17', 'crm', 'leads partner negotiation count', C.count(LEADS, lead('Partner', 'negotiation'), 'Partner leads in negotiation')),
  q(
    'BM-c18',
    'crm',
    'opps closed lost 2024 total value',
    C.sum(
      DEALS,
      (o) => o.stage === 'closed-lost' && closeIn('2024-01-01', '2024-12-31')(o),
      (o) => o.value,
      'closed-lost value in 2024',
    ),
  ),
  q(
    'BM-c19',
    'crm',
    'biggest closed won deal 2024',
    BD.deal(
      async (d) =>
        only(
          (await DEALS(d)).filter((o) => o.stage === 'closed-won' && closeIn('2024-01-01', '2024-12-31')(o)),
          (o) => o.value,
          'max',
          'largest closed-won deal of 2024',
        ),
      'largest closed-won deal of 2024',
    ),
  ),
  q('BM-c20', 'crm', 'primary contact Dare Inc', C.primaryOf('Dare Inc')),
  q(
    'BM-c21',
    'crm',
    'avg employees healthcare accounts',
    C.avg(
      ACCTS,
      (x) => x.industry === 'Healthcare',
      (x) => x.employee_count,
      'average employees of Healthcare accounts',
      'plain',
    ),
  ),
  q(
    'BM-c22',
    'crm',
    ['accounts canada count', 'top one by revenue'],
    C.accountTop(
      (x) => x.country === 'Canada',
      (x) => x.annual_revenue ?? 0,
      'max',
      'Canadian account with the most revenue',
    ),
  ),
  q(
    'BM-c23',
    'crm',
    'leads status not new not contacted count',
    C.count(LEADS, (l) => l.status !== 'new' && l.status !== 'contacted', 'leads neither new nor contacted'),
  ),
  q(
    'BM-c24',
    'crm',
    'Cormier LLC opps still open',
    BH.deals(async (d) => {
      const os = (await DEALS(d)).filter((o) => o.acc.name === 'Cormier LLC');
      return { hit: os.filter(openDeal), rest: os.filter((o) => !openDeal(o)) };
    }, 'open opportunities of Cormier LLC'),
  ),

  // The chatty user.
  q(
    'BM-c25',
    'crm',
    "I'm taking over the Frami - Wiza relationship from a colleague who just left. I'd like to know who to call first. " +
      'Who is the primary contact there, and how many contacts does the account have in total?',
    BB.each(
      C.primaryOf('Frami - Wiza'),
      BB.num(
        async (d) => {
          const acc = (await ACCTS(d)).find((x) => x.name === 'Frami - Wiza')!;
          return (await d.crmContacts()).filter((c) => c.account_id === acc.id).length;
        },
        'count',
        'contacts of Frami - Wiza',
      ),
    ),
  ),
  q(
    'BM-c26',
    'crm',
    "I'm prepping a win-loss review for Tremblay, Ortiz and Koss. My boss wants to understand what slipped away last cycle. " +
      'Which of their opportunities did we lose, and what were they worth in total?',
    BB.each(
      BH.deals(async (d) => {
        const os = (await DEALS(d)).filter((o) => o.acc.name === 'Tremblay, Ortiz and Koss');
        return { hit: os.filter((o) => o.stage === 'closed-lost'), rest: os.filter((o) => o.stage !== 'closed-lost') };
      }, 'lost opportunities of Tremblay, Ortiz and Koss'),
      BB.num(
        async (d) => total((await DEALS(d)).filter((o) => o.acc.name === 'Tremblay, Ortiz and Koss' && o.stage === 'closed-lost')),
        'money',
        'value of the lost opportunities of Tremblay, Ortiz and Koss',
      ),
    ),
  ),
  q(
    'BM-c27',
    'crm',
    "A prospect told me yesterday that they know the people at Dare Inc. I honestly don't know much about that company. " +
      'What industry is Dare Inc in, and which city is it based in?',
    BB.each(
      BB.name(async (d) => [(await ACCTS(d)).find((x) => x.name === 'Dare Inc')!.industry ?? ''], 'industry of Dare Inc'),
      BB.name(async (d) => [(await ACCTS(d)).find((x) => x.name === 'Dare Inc')!.city ?? ''], 'city of Dare Inc'),
    ),
  ),
  q(
    'BM-c28',
    'crm',
    [
      "I'm getting ready for an APAC planning meeting on Monday. I'm new to that region, so I need some basics first. " +
        'How many accounts do we have in the Asia Pacific region?',
      'Got it, thanks. Which country in that region has the most accounts?',
    ],
    C.group(
      ACCTS,
      (x) => x.region === 'Asia Pacific',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'Asia Pacific country with the most accounts',
    ),
  ),
  q(
    'BM-c29',
    'crm',
    'Operations asked me how busy the spring of 2026 is going to be. They want to plan staffing, so a rough sense of volume is enough. ' +
      'How many opportunities have a close date in March 2026?',
    C.count(DEALS, closeIn('2026-03-01', '2026-03-31'), 'opportunities closing in March 2026'),
  ),
  q(
    'BM-c30',
    'crm',
    "I'm exploring a hospitality push in East Africa, and a colleague thought we had a hotel group in Nairobi. I can't find it anywhere. " +
      'Do we have any Hospitality accounts in Kenya?',
    C.exists(ACCTS, (x) => x.industry === 'Hospitality' && x.country === 'Kenya', 'Hospitality accounts in Kenya'),
  ),
  q(
    'BM-c31',
    'crm',
    "I'm organising an HR-tech webinar for our UK customers. Before I plan the room I'd like to size the audience. " +
      'How many CRM contacts in the Human Resources department work at accounts in the United Kingdom?',
    BB.num(
      async (d) => {
        const uk = new Set((await ACCTS(d)).filter((x) => x.country === 'United Kingdom').map((x) => x.id));
        return (await d.crmContacts()).filter((c) => uk.has(c.account_id) && c.department === 'Human Resources').length;
      },
      'count',
      'HR contacts at UK accounts',
    ),
  ),
  q(
    'BM-c32',
    'crm',
    [
      'Our sales director is looking at the deals that are nearly over the line, which she defines as the negotiation stage. ' +
        'Which region has the largest total value of opportunities in negotiation?',
      'Interesting. And which region has the smallest?',
    ],
    BB.name(
      async (d) => [
        groupWinner(
          (await DEALS(d)).filter((o: Deal) => o.stage === 'negotiation'),
          (o) => o.acc.region,
          total,
          'min',
          'region with the smallest negotiation value',
        ),
      ],
      'region with the smallest negotiation value',
    ),
  ),
];

export const SET_BM_MORE: HeldOut[] = [...CRM, ...SET_BM_LAST];
