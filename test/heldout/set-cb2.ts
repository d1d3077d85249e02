// Held-out set CB, continued (see set-cb.ts; SEALED): the CRM questions.

import type { CrmOpportunity } from './data.js';
import { avg, groups, q, sum, winners } from './judge.js';
import type { HeldOut } from './judge.js';
import { ACCTS, BB, firstN, LEADS, OPPS, person, today, total } from './kinds-bb.js';
import { BD, crmPeopleAt } from './kinds-bd.js';
import { countBy } from './kinds-bv.js';
import { only } from './kinds-cd.js';
import { accountOf, CB, closesIn, percent, soleKey, thisYear } from './kinds-cb.js';
import { isOpen, lost, won } from './pick.js';
import { SET_CB_REST } from './set-cb3.js';

const oppNames = async (d: Parameters<typeof OPPS>[0]): Promise<string[]> => (await OPPS(d)).map((o) => o.name);
const inStage =
  (stage: string) =>
  (o: CrmOpportunity): boolean =>
    o.stage === stage;

const CRM: HeldOut[] = [
  // The finance controller: one exact figure per question.
  q(
    'CB-c01',
    'crm',
    'What is the total value of all closed-won opportunities, to the dollar?',
    BB.num(async (d) => total((await OPPS(d)).filter(won)), 'money', 'value of closed-won deals'),
  ),
  q(
    'CB-c02',
    'crm',
    'Full-year figure please: the total value of closed-won deals with a close date in 2025.',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && closesIn(2025)(o))), 'money', 'value of deals won in 2025'),
  ),
  q(
    'CB-c03',
    'crm',
    "Year-to-date, what's the total value of the closed-won deals we've closed this year?",
    BB.num(
      async (d) => {
        const from = `${thisYear()}-01-01`;
        const ws = (await OPPS(d)).filter((o) => won(o) && o.close_date !== null && o.close_date >= from);
        return [total(ws.filter((o) => o.close_date! <= today())), total(ws.filter((o) => o.close_date! < today()))];
      },
      'money',
      'value of deals won year-to-date',
    ),
  ),
  q(
    'CB-c04',
    'crm',
    'By count, what percentage of all opportunities are closed-lost?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return percent(os.filter(lost).length, os.length);
      },
      'plain',
      'share of opportunities closed-lost (percent)',
    ),
  ),
  q(
    'CB-c05',
    'crm',
    'Of the value of all closed deals, won plus lost, what share was won? As a percentage, please.',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return percent(total(os.filter(won)), total(os.filter(won)) + total(os.filter(lost)));
      },
      'plain',
      'won share of closed deal value (percent)',
    ),
  ),
  q(
    'CB-c06',
    'crm',
    'What is the open pipeline worth, in millions to one decimal?',
    BB.num(async (d) => total((await OPPS(d)).filter(isOpen)), 'money', 'value of the open pipeline'),
  ),
  q(
    'CB-c07',
    'crm',
    'Average value of a deal in the negotiation stage, rounded to the nearest dollar?',
    BB.num(async (d) => avg((await OPPS(d)).filter(inStage('negotiation')).map((o) => o.value)), 'money', 'average negotiation deal'),
  ),
  q(
    'CB-c08',
    'crm',
    "What's the combined annual revenue of all CRM accounts in the Europe region?",
    BB.num(
      async (d) => sum((await ACCTS(d)).filter((x) => x.region === 'Europe').map((x) => x.annual_revenue ?? 0)),
      'money',
      'annual revenue of the CRM accounts in Europe',
    ),
  ),

  // The regional director: chains of follow-ups.
  q(
    'CB-c09',
    'crm',
    ['How many deals are sitting in negotiation right now?', "What's the lot worth, added together?"],
    BB.num(async (d) => total((await OPPS(d)).filter(inStage('negotiation'))), 'money', 'value of negotiation deals'),
  ),
  q(
    'CB-c10',
    'crm',
    ['Show me the five largest open deals by value.', 'Which account is the top one with?'],
    BB.name(async (d) => {
      const o = only((await OPPS(d)).filter(isOpen), (x) => x.value, 'max', 'largest open deal');
      return [await accountOf(d, o)];
    }, 'account of the largest open deal'),
  ),
  q(
    'CB-c11',
    'crm',
    ['How many leads did trade shows bring in?', 'And from webinars?'],
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar').length, 'count', 'leads from Webinar'),
  ),
  q(
    'CB-c12',
    'crm',
    ['How many deals did we win this year?', 'And what about last year?'],
    BB.num(async (d) => (await OPPS(d)).filter((o) => won(o) && closesIn(thisYear() - 1)(o)).length, 'count', 'deals won last year'),
  ),
  q(
    'CB-c13',
    'crm',
    ['How many CRM accounts are in the Asia Pacific region?', 'Of those, how many are Technology companies?'],
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.region === 'Asia Pacific' && x.industry === 'Technology').length,
      'count',
      'Technology accounts in Asia Pacific',
    ),
  ),
  q(
    'CB-c14',
    'crm',
    ["What's the open pipeline worth for deals closing in 2025?", 'Same but the number of deals.', 'And for 2026?'],
    BB.num(async (d) => (await OPPS(d)).filter((o) => isOpen(o) && closesIn(2026)(o)).length, 'count', 'open deals closing in 2026'),
  ),
  q(
    'CB-c15',
    'crm',
    ['Which lead source has the most leads in closed-won status?', "How many of that source's leads are still new?"],
    BB.num(
      async (d) => {
        const ls = await LEADS(d);
        const src = soleKey(
          countBy(
            ls.filter((l) => l.status === 'closed-won'),
            (l) => l.source,
          ),
          'max',
          'sources by closed-won leads',
        );
        return ls.filter((l) => l.source === src && l.status === 'new').length;
      },
      'count',
      'new leads of the source with the most closed-won leads',
    ),
  ),
  q(
    'CB-c16',
    'crm',
    ['List the Healthcare accounts in Germany.', 'Which of those employs the most people?', 'What are its open deals worth in total?'],
    BB.num(
      async (d) => {
        const hc = (await ACCTS(d)).filter((x) => x.industry === 'Healthcare' && x.country === 'Germany');
        const big = only(hc, (x) => x.employee_count ?? 0, 'max', 'German Healthcare account with the most employees');
        return total((await OPPS(d)).filter((o) => o.account_id === big.id && isOpen(o)));
      },
      'money',
      'open deal value of the largest German Healthcare account',
    ),
  ),

  // Typing fast on a laptop.
  q(
    'CB-c17',
    'crm',
    'top 3 deals by amout',
    CB.ordered(
      async (d) => [firstN(await OPPS(d), (o) => o.value, 3, 'max').map((o) => o.name), await oppNames(d)],
      'top 3 opportunities by value',
    ),
  ),
  q(
    'CB-c18',
    'crm',
    'how many leads frm referal',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Referral').length, 'count', 'leads from Referral'),
  ),
  q(
    'CB-c19',
    'crm',
    'totl value of deals in propsal stage',
    BB.num(async (d) => total((await OPPS(d)).filter(inStage('proposal'))), 'money', 'value of proposal deals'),
  ),
  q(
    'CB-c20',
    'crm',
    'how many oppertunities closd lost in 2024',
    BB.num(async (d) => (await OPPS(d)).filter((o) => lost(o) && closesIn(2024)(o)).length, 'count', 'deals lost in 2024'),
  ),
  q(
    'CB-c21',
    'crm',
    'whats the avg lead score for webnar leads',
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Webinar' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Webinar leads',
    ),
  ),
  q(
    'CB-c22',
    'crm',
    'which industry has most crm acounts',
    BB.name(
      async (d) =>
        winners(
          countBy(await ACCTS(d), (x) => x.industry),
          (g) => g.value,
          'max',
        ).map((g) => g.key),
      'industry with the most CRM accounts',
    ),
  ),
  q(
    'CB-c23',
    'crm',
    'how many contcts at gutmann inc',
    BB.num(async (d) => (await crmPeopleAt(d, 'Gutmann Inc')).length, 'count', 'contacts at Gutmann Inc'),
  ),
  q(
    'CB-c24',
    'crm',
    'how many leads status qualifed from partnr',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Partner' && l.status === 'qualified').length,
      'count',
      'qualified Partner leads',
    ),
  ),

  // The new hire learning the data.
  q(
    'CB-c25',
    'crm',
    'What are the stages a deal can be in?',
    CB.keys(async (d) => {
      const stages = [...new Set((await OPPS(d)).map((o) => o.stage))];
      return [stages, stages];
    }, 'opportunity stages'),
  ),
  q(
    'CB-c26',
    'crm',
    'What lead sources exist in the CRM?',
    CB.keys(async (d) => {
      const sources = [...new Set((await LEADS(d)).map((l) => l.source).filter((s): s is string => s !== null))];
      return [sources, sources];
    }, 'lead sources'),
  ),
  q(
    'CB-c27',
    'crm',
    'How many different industries are our CRM accounts in?',
    BB.num(
      async (d) => new Set((await ACCTS(d)).map((x) => x.industry).filter((i) => i !== null)).size,
      'count',
      'industries of CRM accounts',
    ),
  ),
  q(
    'CB-c28',
    'crm',
    'How many opportunities are there in each stage?',
    BD.breakdown(async (d) => countBy(await OPPS(d), (o) => o.stage), 'count', 'opportunities per stage'),
  ),
  q(
    'CB-c29',
    'crm',
    'Which CRM account has the biggest annual revenue?',
    BB.name(async (d) => winners(await ACCTS(d), (x) => x.annual_revenue ?? 0, 'max').map((x) => x.name), 'largest CRM account'),
  ),
  q(
    'CB-c30',
    'crm',
    'Which country has the smallest number of CRM accounts?',
    BB.name(
      async (d) =>
        winners(
          countBy(await ACCTS(d), (x) => x.country),
          (g) => g.value,
          'min',
        ).map((g) => g.key),
      'country with the fewest CRM accounts',
    ),
  ),
  q(
    'CB-c31',
    'crm',
    'Who is the primary contact at McGlynn LLC?',
    BB.name(async (d) => (await crmPeopleAt(d, 'McGlynn LLC')).filter((c) => c.is_primary).map(person), 'primary contact of McGlynn LLC'),
  ),
  q(
    'CB-c32',
    'crm',
    'Which lead status has the smallest number of leads?',
    BB.name(
      async (d) =>
        winners(
          groups(
            await LEADS(d),
            (l) => l.status,
            (xs) => xs.length,
          ),
          (g) => g.value,
          'min',
        ).map((g) => g.key),
      'lead status with the fewest leads',
    ),
  ),
];

export const SET_CB_MORE: HeldOut[] = [...CRM, ...SET_CB_REST];
