// Practice set BE, continued (see set-be.ts): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, q, sum } from './judge.js';
import { CAZ } from './kinds-az.js';
import { JOPPS } from './kinds-cd-crm.js';
import { account, ACCTS, BB, LEADS, OPPS, person, total } from './kinds-bb.js';
import { BE } from './kinds-be.js';
import { count, dealType, isOpen, lost, won } from './pick.js';
import { SET_BE_LAST } from './set-be3.js';

const yes = (): boolean => true;

const CRM: HeldOut[] = [
  q(
    'BE-c01',
    'crm',
    "quick sanity check before pipeline review: how much money is still in play across every deal that hasn't closed yet?",
    BB.num(async (d) => total((await OPPS(d)).filter(isOpen)), 'money', 'open pipeline value'),
  ),
  q(
    'BE-c02',
    'crm',
    ['How many leads did trade shows bring us?', 'and how many of those have we qualified?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.status === 'qualified').length,
      'count',
      'qualified Trade Show leads',
    ),
  ),
  q(
    'BE-c03',
    'crm',
    'which industry do most of our CRM accounts belong to?',
    CAZ.group(ACCTS, yes, (x) => x.industry, count, 'max', 'industry with the most accounts'),
  ),
  q(
    'BE-c04',
    'crm',
    'Numbers for the investor update: what have we actually banked from deals we won, in total?',
    BB.num(async (d) => total((await OPPS(d)).filter(won)), 'money', 'closed-won value'),
  ),
  q(
    'BE-c05',
    'crm',
    ['Show me our accounts in Germany', 'which of them has the biggest workforce?'],
    BE.top(
      async (d) => (await ACCTS(d)).filter((x) => x.country === 'Germany'),
      (x) => x.employee_count ?? 0,
      'max',
      'German account with the most employees',
    ),
  ),
  q(
    'BE-c06',
    'crm',
    "What's the average size of a deal that's sitting in negotiation right now?",
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => o.stage === 'negotiation').map((o) => o.value)),
      'money',
      'average negotiation deal',
    ),
  ),
  q(
    'BE-c07',
    'crm',
    "Who's our main point of contact at Lakin LLC (the primary one)?",
    BB.name(async (d) => {
      const acc = await account(d, 'Lakin LLC');
      const hit = (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.is_primary);
      if (hit.length !== 1) throw new Error(`Lakin LLC has ${hit.length} primary contacts`);
      return [person(hit[0]!)];
    }, 'primary contact at Lakin LLC'),
  ),
  q(
    'BE-c08',
    'crm',
    ["how many leads are still brand new - nobody's touched them yet?", 'of those, how many came in through the website?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status === 'new' && l.source === 'Website').length,
      'count',
      'new leads from the Website',
    ),
  ),
  q(
    'BE-c09',
    'crm',
    "Where's Bashirian Group located? Just the city is fine.",
    BB.name(async (d) => [(await account(d, 'Bashirian Group')).city!], 'city of Bashirian Group'),
  ),
  q(
    'BE-c10',
    'crm',
    'Which region has the most money tied up in open deals?',
    CAZ.group(JOPPS, isOpen, (o) => o.acc.region, total, 'max', 'region with the most open pipeline'),
  ),
  q(
    'BE-c11',
    'crm',
    ['How many Cloud Migration deals did we win?', 'and how many did we lose?'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => lost(o) && dealType(o) === 'Cloud Migration').length,
      'count',
      'closed-lost Cloud Migration deals',
    ),
  ),
  q(
    'BE-c12',
    'crm',
    'How many contacts do we have in finance (the department, not the job title)?',
    BB.num(async (d) => (await d.crmContacts()).filter((c) => c.department === 'Finance').length, 'count', 'Finance contacts'),
  ),
  q('BE-c13', 'crm', 'Biggest deal we ever lost - which one was it?', CAZ.topDeal([lost], 'max', 'largest closed-lost deal')),
  q(
    'BE-c14',
    'crm',
    ['How many accounts do we have in Latin America?', 'split that by country'],
    CAZ.breakdown(
      async (d) => (await ACCTS(d)).filter((x) => x.region === 'Latin America'),
      (x) => x.country,
      'Latin American accounts per country',
    ),
  ),
  q(
    'BE-c15',
    'crm',
    "What's the average lead score for the leads that came from referrals?",
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Referral' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Referral leads',
    ),
  ),
  q(
    'BE-c16',
    'crm',
    'How many of our accounts have more than 10,000 people on the payroll?',
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => (x.employee_count ?? 0) > 10_000).length,
      'count',
      'accounts with > 10,000 employees',
    ),
  ),
  q(
    'BE-c17',
    'crm',
    ['which lead source brings in the most leads?', 'and which one brings the least?'],
    CAZ.group(LEADS, yes, (l) => l.source, count, 'min', 'source with the fewest leads'),
  ),
  q('BE-c18', 'crm', "I need Bernie Ondricka's email - the contact over at Willms Inc", CAZ.emailOf('Bernie Ondricka')),
  q(
    'BE-c19',
    'crm',
    'How many deals are slated to close in December 2026?',
    // Every deal with that close date, or only the ones still open: either count.
    BB.num(
      async (d) => {
        const dec = (await OPPS(d)).filter((o) => o.close_date?.startsWith('2026-12') ?? false);
        return [dec.length, dec.filter(isOpen).length];
      },
      'count',
      'deals closing in December 2026',
    ),
  ),
  q(
    'BE-c20',
    'crm',
    "What's the combined annual revenue of our healthcare accounts?",
    BB.num(
      async (d) => sum((await ACCTS(d)).filter((x) => x.industry === 'Healthcare').map((x) => x.annual_revenue ?? 0)),
      'money',
      'annual revenue of Healthcare accounts',
    ),
  ),
  q(
    'BE-c21',
    'crm',
    ['show me the deals for Stracke Inc', 'just the ones still open - what are they worth together?'],
    BB.num(
      async (d) => {
        const acc = await account(d, 'Stracke Inc');
        return total((await OPPS(d)).filter((o) => o.account_id === acc.id && isOpen(o)));
      },
      'money',
      'open value of Stracke Inc',
    ),
  ),
  q(
    'BE-c22',
    'crm',
    'How many leads are scoring 90 or above?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => (l.score ?? 0) >= 90).length, 'count', 'leads scoring >= 90'),
  ),
  q(
    'BE-c23',
    'crm',
    'What percentage of our deals end up lost?',
    // Of every deal, or of the closed ones (won or lost): either share.
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const n = os.filter(lost).length;
        return [(100 * n) / os.length, (100 * n) / (n + os.filter(won).length)];
      },
      'plain',
      'share of deals lost (%)',
    ),
  ),
  q(
    'BE-c24',
    'crm',
    'Apart from the US, which country has the most accounts?',
    CAZ.group(
      ACCTS,
      (x) => x.country !== 'United States',
      (x) => x.country,
      count,
      'max',
      'non-US country with the most accounts',
    ),
  ),
  q(
    'BE-c25',
    'crm',
    'How many of our primary contacts work in the sales department?',
    BB.num(
      async (d) => (await d.crmContacts()).filter((c) => c.is_primary && c.department === 'Sales').length,
      'count',
      'primary Sales contacts',
    ),
  ),
  q(
    'BE-c26',
    'crm',
    'Which kind of deal (Platform License, Cloud Migration and so on) has brought in the most won revenue?',
    CAZ.group(OPPS, won, dealType, total, 'max', 'deal type with the most closed-won value'),
  ),
  q(
    'BE-c27',
    'crm',
    ['Accounts in the energy industry - how many?', 'how many of them are in Europe?'],
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.industry === 'Energy' && x.region === 'Europe').length,
      'count',
      'Energy accounts in Europe',
    ),
  ),
  q(
    'BE-c28',
    'crm',
    "What's the biggest deal that's still at the proposal stage?",
    CAZ.topDeal([(o) => o.stage === 'proposal'], 'max', 'largest deal in proposal'),
  ),
  q(
    'BE-c29',
    'crm',
    'How many contacts do we have on file at Zieme Group?',
    BB.num(
      async (d) => {
        const acc = await account(d, 'Zieme Group');
        return (await d.crmContacts()).filter((c) => c.account_id === acc.id).length;
      },
      'count',
      'contacts at Zieme Group',
    ),
  ),
  q(
    'BE-c30',
    'crm',
    ['List our accounts in Australia', 'how many people work at them combined?'],
    BB.num(
      async (d) => sum((await ACCTS(d)).filter((x) => x.country === 'Australia').map((x) => x.employee_count ?? 0)),
      'count',
      'employees of the Australian accounts',
    ),
  ),
  q(
    'BE-c31',
    'crm',
    'What does a typical won deal come to? The average is fine.',
    BB.num(async (d) => avg((await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'average closed-won deal'),
  ),
  q(
    'BE-c32',
    'crm',
    'Are there any partner-sourced leads sitting in negotiation?',
    BB.yes(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Partner' && l.status === 'negotiation').length,
      'Partner leads in negotiation',
    ),
  ),
];

export const SET_BE_MORE: HeldOut[] = [...CRM, ...SET_BE_LAST];
