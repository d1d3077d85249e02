// Held-out set BY, continued (see set-by.ts): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, q } from './judge.js';
import { accountNames, BB, extra, firstN, leadNames, LEADS, OPPS, person, total } from './kinds-bb.js';
import { BD, crmPeopleAt, nthBy } from './kinds-bd.js';
import { withAliases } from './kinds-cd.js';
import { BY, dealsWithAccount, leading, tally } from './kinds-by.js';
import { closes, isOpen, lost, won } from './pick.js';
import { SET_BY_REST } from './set-by3.js';

/** The share (percent) of `part` in `whole`. */
const share = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

const CRM: HeldOut[] = [
  // Someone dictating by voice.
  q(
    'BY-c01',
    'crm',
    'okay so how many open deals do we have closing in twenty twenty five',
    BB.num(async (d) => (await OPPS(d)).filter((o) => isOpen(o) && closes('2025')(o)).length, 'count', 'open deals closing in 2025'),
  ),
  q(
    'BY-c02',
    'crm',
    "what's the total value of all the deals we won in twenty twenty four",
    BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && closes('2024')(o))), 'money', 'value of deals won in 2024'),
  ),
  q(
    'BY-c03',
    'crm',
    'so like how many accounts do we have in germany in the crm',
    BB.num(async (d) => (await d.crmAccounts()).filter((x) => x.country === 'Germany').length, 'count', 'CRM accounts in Germany'),
  ),
  q(
    'BY-c04',
    'crm',
    'how many leads came in from webinars',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar').length, 'count', 'leads from Webinar'),
  ),
  q(
    'BY-c05',
    'crm',
    "um what's the single biggest deal sitting in negotiation right now",
    BD.deal(
      async (d) =>
        nthBy(
          (await OPPS(d)).filter((o) => o.stage === 'negotiation'),
          (o) => o.value,
          1,
          'max',
          'negotiation deals',
        ),
      'largest deal in negotiation',
    ),
  ),
  q(
    'BY-c06',
    'crm',
    ["okay so who's the primary contact at bahringer group", "and like what's their job title"],
    BB.name(async (d) => {
      const p = (await crmPeopleAt(d, 'Bahringer Group')).filter((c) => c.is_primary);
      if (p.length !== 1) throw new Error(`Bahringer Group has ${p.length} primary contacts (the question assumes one)`);
      return withAliases(p[0]!.job_title ?? '');
    }, 'job title of the primary contact of Bahringer Group'),
  ),
  q(
    'BY-c07',
    'crm',
    'how many healthcare accounts have we got in europe',
    BB.num(
      async (d) => (await d.crmAccounts()).filter((x) => x.industry === 'Healthcare' && x.region === 'Europe').length,
      'count',
      'Healthcare accounts in Europe',
    ),
  ),

  // The sales manager asking for rankings.
  q(
    'BY-c08',
    'crm',
    'Which stage has the most deals sitting in it?',
    BY.leaders(
      async (d) =>
        leading(
          tally(await OPPS(d), (o) => o.stage),
          'max',
        ),
      'stage with the most deals',
    ),
  ),
  q(
    'BY-c09',
    'crm',
    'Top 3 CRM accounts by annual revenue?',
    BB.list(
      async (d) => [firstN(await d.crmAccounts(), (x) => x.annual_revenue ?? 0, 3, 'max').map((x) => x.name), await accountNames(d)],
      '3 CRM accounts with the largest annual revenue',
    ),
  ),
  q(
    'BY-c10',
    'crm',
    'Which region leads on closed-won value?',
    BY.leaders(async (d) => {
      const ws = (await dealsWithAccount(d)).filter(won);
      const regions = [...new Set(ws.map((o) => o.acc.region).filter((r): r is string => r !== null))];
      return leading(
        regions.map((r) => ({ key: r, value: total(ws.filter((o) => o.acc.region === r)) })),
        'max',
      );
    }, 'region with the most closed-won value'),
  ),
  q(
    'BY-c11',
    'crm',
    'Which industry is dead last on open pipeline value?',
    BY.leaders(async (d) => {
      const os = (await dealsWithAccount(d)).filter(isOpen);
      const industries = [...new Set(os.map((o) => o.acc.industry).filter((r): r is string => r !== null))];
      return leading(
        industries.map((i) => ({ key: i, value: total(os.filter((o) => o.acc.industry === i)) })),
        'min',
      );
    }, 'industry with the least open pipeline value'),
  ),
  q(
    'BY-c12',
    'crm',
    ['Which account has won us the most money in closed deals?', "Who's second?"],
    BB.name(async (d) => {
      const ws = (await dealsWithAccount(d)).filter(won);
      const names = [...new Set(ws.map((o) => o.acc.name))];
      const ranked = names.map((n) => ({ n, v: total(ws.filter((o) => o.acc.name === n)) }));
      return [nthBy(ranked, (x) => x.v, 2, 'max', 'accounts by closed-won value').n];
    }, 'account with the second most closed-won value'),
  ),
  q(
    'BY-c13',
    'crm',
    "What's the second largest deal we lost?",
    BD.deal(async (d) => nthBy((await OPPS(d)).filter(lost), (o) => o.value, 2, 'max', 'closed-lost deals'), 'second largest lost deal'),
  ),
  q(
    'BY-c14',
    'crm',
    'After the United States, which country has the most CRM accounts?',
    BB.name(async (d) => {
      const g = tally(await d.crmAccounts(), (x) => x.country).filter((x) => x.key !== 'United States');
      return withAliases(nthBy(g, (x) => x.value, 1, 'max', 'countries by accounts').key);
    }, 'country with the most CRM accounts after the United States'),
  ),

  // The marketer.
  q(
    'BY-c15',
    'crm',
    ['How many leads came from trade shows?', 'And from referrals?'],
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Referral').length, 'count', 'leads from Referral'),
  ),
  q(
    'BY-c16',
    'crm',
    ['Which lead source brings in the most leads?', 'What about the ones that are still new?'],
    BY.leaders(
      async (d) =>
        leading(
          tally(
            (await LEADS(d)).filter((l) => l.status === 'new'),
            (l) => l.source,
          ),
          'max',
        ),
      'source with the most new leads',
    ),
  ),
  q(
    'BY-c17',
    'crm',
    'What share of our Partner leads ended up closed-won?',
    BB.num(
      async (d) => {
        const p = (await LEADS(d)).filter((l) => l.source === 'Partner');
        return share(p.filter((l) => l.status === 'closed-won').length, p.length);
      },
      'plain',
      'percent of Partner leads closed-won',
    ),
  ),
  q(
    'BY-c18',
    'crm',
    ["What's the average lead score for Social Media leads?", 'and for the Email Campaign ones?'],
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Email Campaign' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Email Campaign leads',
    ),
  ),
  q(
    'BY-c19',
    'crm',
    'How many qualified leads have we got from cold calling?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Cold Call' && l.status === 'qualified').length,
      'count',
      'qualified leads from Cold Call',
    ),
  ),
  q(
    'BY-c20',
    'crm',
    'Which source has produced the most closed-won leads?',
    BY.leaders(
      async (d) =>
        leading(
          tally(
            (await LEADS(d)).filter((l) => l.status === 'closed-won'),
            (l) => l.source,
          ),
          'max',
        ),
      'source with the most closed-won leads',
    ),
  ),
  q(
    'BY-c21',
    'crm',
    ['How many leads do we have in the Healthcare industry?', 'how many of those are qualified?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.industry === 'Healthcare' && l.status === 'qualified').length,
      'count',
      'qualified Healthcare leads',
    ),
  ),
  q(
    'BY-c22',
    'crm',
    'Break down our leads by source, please.',
    BD.breakdown(async (d) => tally(await LEADS(d), (l) => l.source), 'count', 'leads by source'),
  ),
  q(
    'BY-c23',
    'crm',
    'How many leads with a score of 80 or more are still sitting at new?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status === 'new' && (l.score ?? -1) >= 80).length,
      'count',
      'new leads scoring 80 or more',
    ),
  ),
  q(
    'BY-c24',
    'crm',
    ['Show me the Website leads with a score of 95 or higher.', 'Which of them are already qualified?'],
    BB.list(async (d) => {
      const hit = (await LEADS(d)).filter((l) => l.source === 'Website' && (l.score ?? -1) >= 95 && l.status === 'qualified');
      return [hit.map(person), await leadNames(d)];
    }, 'qualified Website leads scoring 95 or more'),
  ),
  q(
    'BY-c25',
    'crm',
    'What percentage of all our leads are still new?',
    BB.num(
      async (d) => {
        const ls = await LEADS(d);
        return share(ls.filter((l) => l.status === 'new').length, ls.length);
      },
      'plain',
      'percent of leads in status new',
    ),
  ),
  q(
    'BY-c26',
    'crm',
    'Who is the highest-scoring Partner lead currently in negotiation?',
    BB.name(async (d) => {
      const ls = (await LEADS(d)).filter((l) => l.source === 'Partner' && l.status === 'negotiation' && l.score !== null);
      const best = Math.max(...ls.map((l) => l.score!));
      return ls.filter((l) => l.score === best).map(person);
    }, 'top-scoring Partner lead in negotiation'),
  ),

  // The operations analyst.
  q(
    'BY-c27',
    'crm',
    'How many leads are missing notes?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => (extra(l, 'notes') ?? '').trim() === '').length, 'count', 'leads without notes'),
  ),
  q(
    'BY-c28',
    'crm',
    'How many CRM accounts have no state filled in?',
    BB.num(
      async (d) => (await d.crmAccounts()).filter((x) => (x.state ?? '').trim() === '').length,
      'count',
      'CRM accounts without a state',
    ),
  ),
  q(
    'BY-c29',
    'crm',
    'Is there any closed-lost deal that still shows a probability above zero?',
    BB.yes(async (d) => (await OPPS(d)).filter((o) => lost(o) && (o.probability ?? 0) > 0).length, 'closed-lost deals with a probability'),
  ),
  q(
    'BY-c30',
    'crm',
    'Are all of our opportunities in US dollars?',
    BY.allOf(async (d) => {
      const os = await OPPS(d);
      return { total: os.length, exceptions: os.filter((o) => o.currency !== 'USD').length };
    }, 'all opportunities in USD'),
  ),
  q(
    'BY-c31',
    'crm',
    ['Do we have any accounts in Saudi Arabia?', 'Do any of them have a deal in negotiation?'],
    BB.yes(async (d) => {
      const hit = (await dealsWithAccount(d)).filter((o) => o.acc.country === 'Saudi Arabia' && o.stage === 'negotiation');
      return [hit.length, new Set(hit.map((o) => o.account_id)).size];
    }, 'negotiation deals at Saudi Arabian accounts'),
  ),
  q(
    'BY-c32',
    'crm',
    'Does any Latin America account have annual revenue above 4 billion?',
    BB.yes(
      async (d) => (await d.crmAccounts()).filter((x) => x.region === 'Latin America' && (x.annual_revenue ?? 0) > 4_000_000_000).length,
      'Latin America accounts above $4B',
    ),
  ),
];

export const SET_BY_MORE: HeldOut[] = [...CRM, ...SET_BY_REST];
