// Held-out set CG, continued (see set-cg.ts; SEALED): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { accountNames, ACCTS, BB, firstN, LEADS, OPPS, total } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { countBy, crmAccountsById, share } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import { countryList, nthKey, needRank, rankOf, topKeys } from './kinds-cg.js';
import { C } from './kinds.js';
import { closes, isOpen, lost, won } from './pick.js';
import { SET_CG_REST } from './set-cg3.js';

/** The value of the opportunities by their account's region. */
const valueByRegion = async (d: Parameters<typeof OPPS>[0], pred: (o: { stage: string }) => boolean) => {
  const acc = await crmAccountsById(d);
  return groups(
    (await OPPS(d)).filter(pred),
    (o) => acc.get(o.account_id)?.region ?? null,
    (os) => sum(os.map((o) => o.value)),
  );
};
const any = (): boolean => true;

const CRM: HeldOut[] = [
  // The finance controller.
  q(
    'CG-c01',
    'crm',
    'What is the total value of all closed-won opportunities, in millions?',
    BB.num(async (d) => total((await OPPS(d)).filter(won)), 'money', 'value of closed-won opportunities'),
  ),
  q(
    'CG-c02',
    'crm',
    "What's the average value of the opportunities currently in the negotiation stage, to the nearest dollar?",
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => o.stage === 'negotiation').map((o) => o.value)),
      'money',
      'average value in negotiation',
    ),
  ),
  q(
    'CG-c03',
    'crm',
    'Of the total value of all opportunities, across every stage, what percentage sits in the proposal stage?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return share(total(os.filter((o) => o.stage === 'proposal')), total(os));
      },
      'plain',
      'share of opportunity value in proposal (percent)',
    ),
  ),
  q(
    'CG-c04',
    'crm',
    ["What's the total value of the opportunities with a close date in 2025?", 'And for 2026?'],
    BB.num(async (d) => total((await OPPS(d)).filter(closes('2026'))), 'money', 'value of opportunities closing in 2026'),
  ),
  q(
    'CG-c05',
    'crm',
    'What is the combined annual revenue of the CRM accounts in the Europe region, in billions to two decimals?',
    BB.num(
      async (d) => sum((await ACCTS(d)).filter((x) => x.region === 'Europe').map((x) => x.annual_revenue ?? 0)),
      'money',
      'annual revenue of the Europe accounts',
    ),
  ),
  q(
    'CG-c06',
    'crm',
    'What is the average value of a closed-lost opportunity?',
    BB.num(async (d) => avg((await OPPS(d)).filter(lost).map((o) => o.value)), 'money', 'average closed-lost value'),
  ),
  q(
    'CG-c07',
    'crm',
    'Closed-won value as a percentage of closed-won plus closed-lost value: what does that come to?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        const w = total(os.filter(won));
        return share(w, w + total(os.filter(lost)));
      },
      'plain',
      'win rate by value (percent)',
    ),
  ),
  q(
    'CG-c08',
    'crm',
    'What is the total employee count across all the Healthcare accounts in the CRM?',
    BB.num(
      async (d) => sum((await ACCTS(d)).filter((x) => x.industry === 'Healthcare').map((x) => x.employee_count ?? 0)),
      'count',
      'employees of the Healthcare accounts',
    ),
  ),

  // The marketing analyst.
  q(
    'CG-c09',
    'crm',
    'How many leads have come in through webinars?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar').length, 'count', 'Webinar leads'),
  ),
  q(
    'CG-c10',
    'crm',
    ['How many leads did referrals bring us?', 'and for trade shows?'],
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Trade Show').length, 'count', 'Trade Show leads'),
  ),
  q(
    'CG-c11',
    'crm',
    'Which lead source generates the most leads overall?',
    BB.name(
      async (d) =>
        winners(
          countBy(await LEADS(d), (l) => l.source),
          (x) => x.value,
          'max',
        ).flatMap((x) => withAliases(x.key)),
      'top lead source',
    ),
  ),
  q(
    'CG-c12',
    'crm',
    'Which source has produced the most closed-won leads so far?',
    BB.name(
      async (d) =>
        winners(
          countBy(
            (await LEADS(d)).filter((l) => l.status === 'closed-won'),
            (l) => l.source,
          ),
          (x) => x.value,
          'max',
        ).flatMap((x) => withAliases(x.key)),
      'source with the most closed-won leads',
    ),
  ),
  q(
    'CG-c13',
    'crm',
    ['How many qualified leads came from Email Campaign?', 'And for Social Media?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Social Media' && l.status === 'qualified').length,
      'count',
      'qualified Social Media leads',
    ),
  ),
  q(
    'CG-c14',
    'crm',
    'Which industry are most of our CRM accounts in?',
    BB.name(
      async (d) =>
        winners(
          countBy(await ACCTS(d), (x) => x.industry),
          (x) => x.value,
          'max',
        ).map((x) => x.key),
      'most common account industry',
    ),
  ),
  q(
    'CG-c15',
    'crm',
    "What's the average lead score for the leads that came from partners?",
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Partner' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Partner leads',
    ),
  ),
  q(
    'CG-c16',
    'crm',
    'Give me a count of our leads in each status.',
    BD.breakdown(async (d) => countBy(await LEADS(d), (l) => l.status), 'count', 'leads by status'),
  ),
  q(
    'CG-c17',
    'crm',
    'What percentage of the leads that came from our Website ended up closed-won?',
    BB.num(
      async (d) => {
        const web = (await LEADS(d)).filter((l) => l.source === 'Website');
        return share(web.filter((l) => l.status === 'closed-won').length, web.length);
      },
      'plain',
      'closed-won share of Website leads (percent)',
    ),
  ),
  q(
    'CG-c18',
    'crm',
    ['How many accounts in the CRM are in the Technology industry?', 'and how many of them are in Europe?'],
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.industry === 'Technology' && x.region === 'Europe').length,
      'count',
      'Technology accounts in Europe',
    ),
  ),
  q(
    'CG-c19',
    'crm',
    'Which lead source has the fewest qualified leads?',
    BB.name(
      async (d) =>
        winners(
          countBy(
            (await LEADS(d)).filter((l) => l.status === 'qualified'),
            (l) => l.source,
          ),
          (x) => x.value,
          'min',
        ).flatMap((x) => withAliases(x.key)),
      'source with the fewest qualified leads',
    ),
  ),

  // Someone typing on a phone.
  q(
    'CG-c20',
    'crm',
    '# of opps stuck in prospectng',
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.stage === 'prospecting').length, 'count', 'opportunities in prospecting'),
  ),
  q(
    'CG-c21',
    'crm',
    'leads frm referal how many',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Referral').length, 'count', 'Referral leads'),
  ),
  q(
    'CG-c22',
    'crm',
    'total $ closed won 2024',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && closes('2024')(o))), 'money', 'closed-won value closing in 2024'),
  ),
  q(
    'CG-c23',
    'crm',
    'how many crm accts in germny',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.country === 'Germany').length, 'count', 'CRM accounts in Germany'),
  ),
  q(
    'CG-c24',
    'crm',
    ['biggest opp in proposal stg', 'whats its value'],
    BB.num(
      async (d) => Math.max(...(await OPPS(d)).filter((o) => o.stage === 'proposal').map((o) => o.value)),
      'money',
      'value of the largest proposal deal',
    ),
  ),
  q('CG-c25', 'crm', 'primary contact @ frami and sons', C.primaryOf('Frami and Sons')),

  // The regional director.
  q(
    'CG-c26',
    'crm',
    ['Which US state has the most accounts in the CRM?', 'And which one comes next?'],
    BB.state(
      async (d) => [
        nthKey(
          countBy(
            (await ACCTS(d)).filter((x) => x.country === 'United States'),
            (x) => x.state,
          ),
          2,
          'max',
          'US states by CRM account count',
        ),
      ],
      'US state second by CRM account count',
    ),
  ),
  q(
    'CG-c27',
    'crm',
    ['Rank the CRM regions by number of accounts.', 'Which region is third?'],
    BB.name(
      async (d) =>
        withAliases(
          nthKey(
            countBy(await ACCTS(d), (x) => x.region),
            3,
            'max',
            'regions by account count',
          ),
        ),
      'third region by account count',
    ),
  ),
  q(
    'CG-c28',
    'crm',
    'What are the top 3 countries by number of CRM accounts?',
    countryList(async (d) => {
      const g = countBy(await ACCTS(d), (x) => x.country);
      return [topKeys(g, 3, 'max', 'countries by account count'), g.map((x) => x.key)];
    }, 'top 3 countries by CRM account count'),
  ),
  q(
    'CG-c29',
    'crm',
    'Which region holds the most open pipeline value?',
    BB.name(
      async (d) => winners(await valueByRegion(d, isOpen), (x) => x.value, 'max').map((x) => x.key),
      'region with the most open value',
    ),
  ),
  q(
    'CG-c30',
    'crm',
    'Which region has the smallest total value of closed-won deals?',
    BB.name(
      async (d) => winners(await valueByRegion(d, won), (x) => x.value, 'min').map((x) => x.key),
      'region with the least closed-won value',
    ),
  ),
  q(
    'CG-c31',
    'crm',
    'List the 5 North American CRM accounts with the highest annual revenue.',
    BB.list(
      async (d) => [
        firstN(
          (await ACCTS(d)).filter((x) => x.region === 'North America'),
          (x) => x.annual_revenue ?? 0,
          5,
          'max',
        ).map((x) => x.name),
        await accountNames(d),
      ],
      'top 5 North American accounts by annual revenue',
    ),
  ),
  q(
    'CG-c32',
    'crm',
    'Where does Latin America rank among the regions by total opportunity value?',
    needRank(
      async (d) => rankOf(await valueByRegion(d, any), 'Latin America', 'max', 'regions by opportunity value'),
      'rank of Latin America by opportunity value',
    ),
  ),
];

export const SET_CG_MORE: HeldOut[] = [...CRM, ...SET_CG_REST];
