// Held-out set BH, continued (see set-bh.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { avg, byName, groups, q, sum } from './judge.js';
import { BB, extra, median, person } from './kinds-bb.js';
import { BC } from './kinds-bc.js';
import { BD } from './kinds-bd.js';
import { BH } from './kinds-bh.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { pct } from './kinds-cd.js';
import { ACCOUNTS, C, LEADS, OPPS } from './kinds.js';
import { acct, closes, closesBetween, isOpen, lead, lost, value, won } from './pick.js';
import { SET_BH_LAST } from './set-bh3.js';

const CRM: HeldOut[] = [
  // The accountant.
  q(
    'BH-c01',
    'crm',
    'What is the exact total value of the closed-won opportunities with a close date in calendar year 2025?',
    C.sum(OPPS, (o) => won(o) && closes('2025')(o), value, 'closed-won value closing in 2025'),
  ),
  q(
    'BH-c02',
    'crm',
    'I need the average value, to the cent, of open opportunities (any stage other than closed-won ' +
      'or closed-lost) at accounts in the Healthcare industry.',
    C.avg(JOPPS, (o) => isOpen(o) && o.acc.industry === 'Healthcare', value, 'average open deal value, Healthcare accounts'),
  ),
  q(
    'BH-c03',
    'crm',
    [
      'What is the total value of all opportunities for Frami, Hammes and Beatty?',
      'How much of that is still open, i.e. not yet won or lost? To the dollar, please.',
    ],
    BB.num(
      async (d) => {
        const acc = byName(await d.crmAccounts(), 'Frami, Hammes and Beatty');
        return sum((await OPPS(d)).filter((o) => o.account_id === acc.id && isOpen(o)).map(value));
      },
      'money',
      'open deal value of Frami, Hammes and Beatty',
    ),
  ),
  q(
    'BH-c04',
    'crm',
    "What's the median value of the closed-won opportunities that closed in 2024? Exact figure, please.",
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => won(o) && closes('2024')(o)).map(value)),
      'money',
      'median closed-won value, 2024',
    ),
  ),
  q(
    'BH-c05',
    'crm',
    'For opportunities closing between 1 January and 31 March 2025, what is the closed-won value ' +
      'minus the closed-lost value? I need the net figure exactly.',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter(closesBetween('2025-01-01', '2025-03-31'));
        return sum(os.filter(won).map(value)) - sum(os.filter(lost).map(value));
      },
      'money',
      'closed-won minus closed-lost value, Q1 2025',
    ),
  ),
  q(
    'BH-c06',
    'crm',
    'What is the average annual revenue of our accounts in Germany, to the cent?',
    C.avg(ACCOUNTS, acct('country', 'Germany'), (x) => x.annual_revenue, 'average annual revenue of German accounts'),
  ),
  q(
    'BH-c07',
    'crm',
    'Exact total value of the opportunities that are still open and have a close date in December 2026, please.',
    C.sum(OPPS, (o) => isOpen(o) && closes('2026-12')(o), value, 'open deal value closing in December 2026'),
  ),
  q(
    'BH-c08',
    'crm',
    'What share of total opportunity value, as a percentage, sits in the closed-won stage? Two decimals, please.',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return pct(sum(os.filter(won).map(value)), sum(os.map(value)));
      },
      'plain',
      'closed-won share of opportunity value (%)',
    ),
  ),

  // The new hire in sales operations.
  q(
    'BH-c09',
    'crm',
    "Hi! I've just been handed Bartoletti and Sons and I'd like to reach out to the right " +
      'person first. Who is their primary contact, please?',
    C.primaryOf('Bartoletti and Sons'),
  ),
  q(
    'BH-c10',
    'crm',
    "Hello, I'm helping the marketing team measure how our webinars perform. How many leads came " +
      "from webinars and are still in the 'new' status? Thank you!",
    C.count(LEADS, lead('Webinar', 'new'), 'new leads from webinars'),
  ),
  q(
    'BH-c11',
    'crm',
    [
      "Could you please show me the leads that came in through partners and are now qualified? I'm meant to prioritise them this week.",
      'Thanks! Which one of those has the highest lead score?',
    ],
    C.top(LEADS, lead('Partner', 'qualified'), (l) => l.score ?? -1, 'max', person, 'qualified partner lead with the top score'),
  ),
  q(
    'BH-c12',
    'crm',
    "I'm new and trying to get a feel for our customer base. Which industry do we have the most accounts in, please?",
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'industry with the most accounts',
    ),
  ),
  q(
    'BH-c13',
    'crm',
    'For my onboarding notes, could you tell me how many accounts were created in the CRM during 2024? Thanks in advance.',
    C.count(ACCOUNTS, (x) => extra(x, 'created_at')?.startsWith('2024') ?? false, 'accounts created in 2024'),
  ),
  q(
    'BH-c14',
    'crm',
    'Sorry, quick one: what city is Larson, Feeney and Carroll based in? I want to check the time zone before I call them.',
    BB.name(async (d) => [byName(await d.crmAccounts(), 'Larson, Feeney and Carroll').city ?? ''], 'city of Larson, Feeney and Carroll'),
  ),
  q(
    'BH-c15',
    'crm',
    "I'm shadowing a senior rep on this account, so could you please tell me which deals at " +
      'McLaughlin, Ernser and Wehner are in negotiation?',
    BH.dealTypes(
      'McLaughlin, Ernser and Wehner',
      (o) => o.stage === 'negotiation',
      'deals in negotiation at McLaughlin, Ernser and Wehner',
    ),
  ),
  q(
    'BH-c16',
    'crm',
    "Could you tell me what percentage of all our leads have the status closed-won? I'm " +
      'trying to understand our conversion rate. Thank you!',
    CX.share(LEADS, (l) => l.status === 'closed-won', 'share of leads closed-won'),
  ),

  // The sales engineer.
  q(
    'BH-c17',
    'crm',
    'Canada or the United Kingdom: which has more accounts, and by how many?',
    BH.versus(
      async (d) => {
        const xs = await ACCOUNTS(d);
        return {
          options: [['Canada'], ['United Kingdom', 'UK', 'U.K.']],
          values: [xs.filter(acct('country', 'Canada')).length, xs.filter(acct('country', 'United Kingdom')).length],
        };
      },
      'count',
      'accounts, Canada vs United Kingdom',
    ),
  ),
  q(
    'BH-c18',
    'crm',
    'Cold Call vs Referral: which lead source has more closed-won leads, and how many more?',
    BH.versus(
      async (d) => {
        const ls = await LEADS(d);
        return {
          options: [
            ['Cold Call', 'Cold Calls', 'cold calling'],
            ['Referral', 'Referrals'],
          ],
          values: [ls.filter(lead('Cold Call', 'closed-won')).length, ls.filter(lead('Referral', 'closed-won')).length],
        };
      },
      'count',
      'closed-won leads, Cold Call vs Referral',
    ),
  ),
  q(
    'BH-c19',
    'crm',
    ['Which region has the largest open pipeline by value?', 'Leaving North America out, which region is biggest?'],
    C.group(
      JOPPS,
      (o) => isOpen(o) && o.acc.region !== 'North America',
      (o) => o.acc.region,
      (os) => sum(os.map(value)),
      'max',
      'region with the largest open pipeline, North America excluded',
    ),
  ),
  q(
    'BH-c20',
    'crm',
    'Top 3 opportunities by value closing in Q3 2026 (July through September)?',
    BH.deals(async (d) => {
      const os = (await JOPPS(d)).filter(closesBetween('2026-07-01', '2026-09-30')).sort((x, y) => y.value - x.value);
      if (os[2]!.value === os[3]!.value) throw new Error('top 3 deals of Q3 2026: a tie across the cut');
      return { hit: os.slice(0, 3), rest: os.slice(3) };
    }, 'top 3 deals closing in Q3 2026'),
  ),
  q(
    'BH-c21',
    'crm',
    'How much bigger is the largest closed-won deal than the largest closed-lost deal?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return Math.max(...os.filter(won).map(value)) - Math.max(...os.filter(lost).map(value));
      },
      'money',
      'largest closed-won minus largest closed-lost deal',
    ),
  ),
  q(
    'BH-c22',
    'crm',
    ['How many opportunities are in negotiation right now?', 'And how many more than that are sitting in proposal?'],
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return os.filter((o) => o.stage === 'proposal').length - os.filter((o) => o.stage === 'negotiation').length;
      },
      'count',
      'proposal minus negotiation deals',
    ),
  ),
  q(
    'BH-c23',
    'crm',
    'Rutherford and Sons or Connelly - Veum: which has more employees, and by how many?',
    BH.versus(
      async (d) => {
        const xs = await ACCOUNTS(d);
        return {
          options: [
            ['Rutherford and Sons', 'Rutherford & Sons'],
            ['Connelly - Veum', 'Connelly-Veum'],
          ],
          values: [byName(xs, 'Rutherford and Sons').employee_count ?? 0, byName(xs, 'Connelly - Veum').employee_count ?? 0],
        };
      },
      'count',
      'employees, Rutherford and Sons vs Connelly - Veum',
    ),
  ),
  q(
    'BH-c24',
    'crm',
    'Among the European countries, which one has the highest average annual revenue per account?',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'Europe',
      (x) => x.country,
      (xs) => avg(xs.map((x) => x.annual_revenue ?? 0)),
      'max',
      'European country with the highest average annual revenue',
    ),
  ),

  // The British speaker.
  q(
    'BH-c25',
    'crm',
    'How many retail organisations have we got in Australia?',
    C.count(ACCOUNTS, (x) => x.industry === 'Retail' && x.country === 'Australia', 'retail accounts in Australia'),
  ),
  q(
    'BH-c26',
    'crm',
    'How many leads have we got from cold calls, not counting the closed-lost ones? Cheers.',
    C.count(LEADS, (l) => l.source === 'Cold Call' && l.status !== 'closed-lost', 'cold-call leads other than closed-lost'),
  ),
  q(
    'BH-c27',
    'crm',
    ['Which organisations have we got in Edinburgh?', 'Lovely. Which of those has the largest annual revenue?'],
    C.accountTop(
      (x) => x.city === 'Edinburgh',
      (x) => x.annual_revenue ?? 0,
      'max',
      'Edinburgh account with the largest annual revenue',
    ),
  ),
  q(
    'BH-c28',
    'crm',
    'Could you dig out the website for Lakin LLC, please?',
    BB.every(async (d) => {
      const site = byName(await d.crmAccounts(), 'Lakin LLC').website ?? '';
      return [site.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')];
    }, 'website of Lakin LLC'),
  ),
  q(
    'BH-c29',
    'crm',
    'Have we got any healthcare organisations in Ireland at all?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Healthcare' && x.country === 'Ireland', 'Healthcare accounts in Ireland'),
  ),
  q(
    'BH-c30',
    'crm',
    'How many HR Directors have we got on the books at organisations based in India?',
    BB.num(
      async (d) => {
        const ids = new Set((await ACCOUNTS(d)).filter(acct('country', 'India')).map((x) => x.id));
        return (await d.crmContacts()).filter((c) => c.job_title === 'HR Director' && ids.has(c.account_id)).length;
      },
      'count',
      'HR Directors at accounts in India',
    ),
  ),
  q(
    'BH-c31',
    'crm',
    "What's the average lead score for leads that came in via social media? One decimal place will do, ta.",
    BC.decimal(
      async (d) =>
        avg(
          (await LEADS(d))
            .filter(lead('Social Media'))
            .map((l) => l.score)
            .filter((x): x is number => x !== null),
        ),
      'average score of Social Media leads',
    ),
  ),
  q(
    'BH-c32',
    'crm',
    ['How many opportunities have we got with Mexican organisations?', 'Could you split that by stage for me?'],
    BD.breakdown(
      async (d) =>
        groups(
          (await JOPPS(d)).filter((o) => o.acc.country === 'Mexico'),
          (o) => o.stage,
          (os) => os.length,
        ),
      'count',
      'opportunities of Mexican accounts per stage',
    ),
  ),
];

export const SET_BH_MORE: HeldOut[] = [...CRM, ...SET_BH_LAST];
