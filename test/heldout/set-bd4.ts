// Practice set BD, continued (see set-bd.ts): the rest of the CRM questions (the marketing-
// operations analyst, the sales director, the auditor) and the declines.

import type { CrmOpportunity } from './data.js';
import type { HeldOut } from './judge.js';
import { groups, q, sum } from './judge.js';
import { account, accountNames, ACCTS, BB, extra, firstN, leadNames, LEADS, OPPS, person, total } from './kinds-bb.js';
import { BD, nthBy } from './kinds-bd.js';
import { decline } from './kinds.js';
import { isOpen, lost, won } from './pick.js';

const CRM: HeldOut[] = [
  // The marketing-operations analyst.
  q(
    'BD-c17',
    'crm',
    'how many leads were created in march 2024',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => extra(l, 'created_at')?.startsWith('2024-03-')).length,
      'count',
      'leads created in March 2024',
    ),
  ),
  q(
    'BD-c18',
    'crm',
    'Healthcare leads with a score of 97 or higher - who are they?',
    BB.list(
      async (d) => [(await LEADS(d)).filter((l) => l.industry === 'Healthcare' && (l.score ?? -1) >= 97).map(person), await leadNames(d)],
      'Healthcare leads scoring 97+',
    ),
  ),
  q(
    'BD-c19',
    'crm',
    ['How many Website leads are closed-won?', 'what about Referral?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Referral' && l.status === 'closed-won').length,
      'count',
      'closed-won Referral leads',
    ),
  ),
  // The sales director.
  q(
    'BD-c20',
    'crm',
    "What's our single biggest open opportunity?",
    BD.deal(async (d) => nthBy((await OPPS(d)).filter(isOpen), (o) => o.value, 1, 'max', 'open deals'), 'largest open opportunity'),
  ),
  q(
    'BD-c21',
    'crm',
    'second-largest closed-won deal?',
    BD.deal(
      async (d) => nthBy((await OPPS(d)).filter(won), (o) => o.value, 2, 'max', 'closed-won deals'),
      'second-largest closed-won deal',
    ),
  ),
  q(
    'BD-c22',
    'crm',
    'Top 5 CRM accounts by annual revenue',
    BB.list(
      async (d) => [firstN(await ACCTS(d), (x) => x.annual_revenue ?? 0, 5, 'max').map((x) => x.name), await accountNames(d)],
      'top 5 accounts by annual revenue',
    ),
  ),
  q(
    'BD-c23',
    'crm',
    'Total value of the deals siting in negotiation?',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => o.stage === 'negotiation')), 'money', 'value in negotiation'),
  ),
  q(
    'BD-c24',
    'crm',
    "What's our win rate - closed-won as a share of all closed deals?",
    // By number of deals, or by their value: either reading.
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const w = os.filter(won);
        const l = os.filter(lost);
        return [(100 * w.length) / (w.length + l.length), (100 * total(w)) / (total(w) + total(l))];
      },
      'plain',
      'win rate (%)',
    ),
  ),
  q(
    'BD-c25',
    'crm',
    'How many open opportunities are expected to close in December 2026?',
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => isOpen(o) && (o.close_date?.startsWith('2026-12-') ?? false)).length,
      'count',
      'open deals closing in December 2026',
    ),
  ),
  q(
    'BD-c26',
    'crm',
    'Break down the total opportunity value by stage.',
    BD.breakdown(
      async (d) =>
        groups(
          await OPPS(d),
          (o) => o.stage,
          (xs: CrmOpportunity[]) => sum(xs.map((o) => o.value)),
        ),
      'money',
      'opportunity value per stage',
    ),
  ),
  q(
    'BD-c27',
    'crm',
    ['what open deals does Waters LLC have?', 'how much is the biggest of those worth?'],
    BB.num(
      async (d) => {
        const id = (await account(d, 'Waters LLC')).id;
        return nthBy(
          (await OPPS(d)).filter((o) => o.account_id === id && isOpen(o)),
          (o) => o.value,
          1,
          'max',
          'Waters LLC open deals',
        ).value;
      },
      'money',
      'largest open deal of Waters LLC',
    ),
  ),
  q(
    'BD-c28',
    'crm',
    'Which region ranks second on closed-won value?',
    BB.name(async (d) => {
      const region = new Map((await ACCTS(d)).map((x) => [x.id, x.region]));
      const g = groups((await OPPS(d)).filter(won), (o) => region.get(o.account_id), total);
      return [nthBy(g, (x) => x.value, 2, 'max', 'regions by closed-won value').key];
    }, 'second region by closed-won value'),
  ),
  // The auditor.
  q(
    'BD-c29',
    'crm',
    'Are any opportunities recorded in a currency other than USD?',
    BB.yes(async (d) => (await OPPS(d)).filter((o) => o.currency !== 'USD').length, 'deals not in USD'),
  ),
  q(
    'BD-c30',
    'crm',
    'How many leads have a score of exactly 0?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.score === 0).length, 'count', 'leads scoring 0'),
  ),
  q(
    'BD-c31',
    'crm',
    'How many CRM accounts have neither a website nor a phone number on file?',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => !x.website && !x.phone).length, 'count', 'accounts with no website and no phone'),
  ),
  q(
    'BD-c32',
    'crm',
    'Which Canadian accounts have more than 5,000 employees?',
    BB.list(
      async (d) => [
        (await ACCTS(d)).filter((x) => x.country === 'Canada' && (x.employee_count ?? 0) > 5000).map((x) => x.name),
        await accountNames(d),
      ],
      'Canadian accounts with more than 5,000 employees',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  q('BD-d01', 'decline', 'Please delete Wei Hernandez from the contacts list.', decline('delete a contact')),
  q('BD-d02', 'decline', 'Move the King - Becker - Data Analytics Suite deal to closed-won.', decline('update an opportunity')),
  q('BD-d03', 'decline', 'Text Ines Mills that our call is pushed to 3pm.', decline('send a text message')),
  q(
    'BD-d04',
    'decline',
    "What's the weather looking like in Denver this weekend?",
    decline('weather (not in either API)', /\d+\s?°|degrees/i),
  ),
  q('BD-d05', 'decline', "What's Tesla's share price right now?", decline('stock price (not in either API)', /\$\s?\d/)),
  q('BD-d06', 'decline', 'Open LinkedIn and find out who the CFO of Iron Software Group is.', decline('browse a website')),
  q('BD-d07', 'decline', 'Honestly, which of my accounts do you think is the nicest to work with?', decline('a personal opinion')),
  q(
    'BD-d08',
    'decline',
    ['show me the new Cold Call leads with a score over 90', 'ok assign all of them to me and mark them contacted'],
    decline('bulk update of leads'),
  ),
  q(
    'BD-d09',
    'decline',
    'Add a new contact: Jane Doe, CFO at Iron Software Group, jane.doe@ironsoftware.example.com',
    decline('create a contact'),
  ),
  q('BD-d10', 'decline', 'Schedule a meeting with Ethan Lee for next Tuesday at 10am.', decline('calendar booking')),
];

export const SET_BD_PART4: HeldOut[] = [...CRM, ...DECLINES];
