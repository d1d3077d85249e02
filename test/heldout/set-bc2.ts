// Held-out set BC, continued (see set-bc.ts; SEALED): the CRM questions.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { account, ACCTS, BB, crmPerson, extra, LEADS, median, OPPS, person, today, total } from './kinds-bb.js';
import { BC, dealCheck, openValueWhere, theOne } from './kinds-bc.js';
import { withAliases } from './kinds-cd.js';
import { isOpen, lost, won } from './pick.js';
import { SET_BC_REST } from './set-bc3.js';

/** The group (of `groups`) with the largest/smallest value; a tie throws. */
const pick = (g: { key: string; value: number }[], dir: 'max' | 'min', what: string): string[] => [
  theOne(g, (x) => x.value, dir, what).key,
];
const avgScore = async (d: DataAccess, source: string): Promise<number> =>
  avg((await LEADS(d)).filter((l) => l.source === source).map((l) => l.score ?? 0));

const CRM: HeldOut[] = [
  // The new sales manager.
  q(
    'BC-c01',
    'crm',
    'Can you tell me how many of the leads in our CRM came to us from trade shows?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Trade Show').length, 'count', 'Trade Show leads'),
  ),
  q(
    'BC-c02',
    'crm',
    "I'd like to know the total value of all the opportunities that are currently sitting in the negotiation stage.",
    BB.num(async (d) => total((await OPPS(d)).filter((o) => o.stage === 'negotiation')), 'money', 'value of negotiation-stage deals'),
  ),
  q(
    'BC-c03',
    'crm',
    'Could you tell me which industry has the largest number of accounts in the CRM?',
    BB.name(
      async (d) =>
        pick(
          groups(
            await ACCTS(d),
            (x) => x.industry,
            (xs) => xs.length,
          ),
          'max',
          'industries',
        ),
      'industry with the most CRM accounts',
    ),
  ),
  q(
    'BC-c04',
    'crm',
    'Can you tell me who the primary contact is for the Pfeffer Group account?',
    BB.name(async (d) => {
      const acc = await account(d, 'Pfeffer Group');
      return (await d.crmContacts()).filter((c) => c.account_id === acc.id && c.is_primary).map(person);
    }, 'primary contact of Pfeffer Group'),
  ),
  q(
    'BC-c05',
    'crm',
    ['Can you show me the CRM accounts we have in Germany?', 'Which of them has the highest annual revenue?'],
    BB.name(
      async (d) => [
        theOne(
          (await ACCTS(d)).filter((x) => x.country === 'Germany'),
          (x) => x.annual_revenue ?? 0,
          'max',
          'Germany',
        ).name,
      ],
      'German account with the most annual revenue',
    ),
  ),
  q(
    'BC-c06',
    'crm',
    "I'd like to know whether our Referral leads or our Cold Call leads have the higher average lead score.",
    BC.first(async (d) => {
      const r = await avgScore(d, 'Referral');
      const c = await avgScore(d, 'Cold Call');
      if (r === c) throw new Error('the two sources tie');
      return { options: [withAliases('Referral'), withAliases('Cold Call')], winner: r > c ? 0 : 1 };
    }, 'source with the higher average score (Referral vs Cold Call)'),
  ),
  q(
    'BC-c07',
    'crm',
    'Can you tell me how many of the accounts in the CRM are outside the North America region?',
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.region !== 'North America').length, 'count', 'CRM accounts outside North America'),
  ),
  q(
    'BC-c08',
    'crm',
    "I'd like to know which region has brought in the most closed-won opportunity value.",
    BB.name(async (d) => {
      const region = new Map((await ACCTS(d)).map((x) => [x.id, x.region]));
      return pick(
        groups((await OPPS(d)).filter(won), (o) => region.get(o.account_id), total),
        'max',
        'regions',
      );
    }, 'region with the most closed-won value'),
  ),
  // The field rep on a phone.
  q(
    'BC-c09',
    'crm',
    'webinar leads that r qualified how many',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar' && l.status === 'qualified').length,
      'count',
      'qualified Webinar leads',
    ),
  ),
  q(
    'BC-c10',
    'crm',
    'phone # for bailey schiller',
    BB.every(async (d) => [extra(crmPerson(await d.crmContacts(), 'Bailey Schiller'), 'phone') ?? ''], 'phone of Bailey Schiller'),
  ),
  q(
    'BC-c11',
    'crm',
    'biggest open deal at rutherford and sons',
    dealCheck(
      async (d) => {
        const acc = await account(d, 'Rutherford and Sons');
        return { rows: (await OPPS(d)).filter((o) => o.account_id === acc.id && isOpen(o)), account: acc.name };
      },
      'max',
      'largest open deal of Rutherford and Sons',
    ),
  ),
  q(
    'BC-c12',
    'crm',
    ['retail accts in tx', 'which has most employees'],
    BB.name(
      async (d) => [
        theOne(
          (await ACCTS(d)).filter((x) => x.industry === 'Retail' && x.country === 'United States' && x.state === 'TX'),
          (x) => x.employee_count ?? 0,
          'max',
          'retail TX accounts',
        ).name,
      ],
      'retail TX account with the most employees',
    ),
  ),
  q(
    'BC-c13',
    'crm',
    'avg lead score for partner leads',
    BB.num(async (d) => avgScore(d, 'Partner'), 'plain', 'average score of Partner leads'),
  ),
  q(
    'BC-c14',
    'crm',
    'any email campaign leads closed lost w score above 95',
    BB.yes(
      async (d) =>
        (await LEADS(d)).filter((l) => l.source === 'Email Campaign' && l.status === 'closed-lost' && (l.score ?? 0) > 95).length,
      'closed-lost Email Campaign leads scoring above 95',
    ),
  ),
  q(
    'BC-c15',
    'crm',
    ['how many opps in negotiation', 'what about proposal'],
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.stage === 'proposal').length, 'count', 'opportunities at proposal'),
  ),
  q(
    'BC-c16',
    'crm',
    'open deals past there close date how many',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter((o) => isOpen(o) && o.close_date !== null);
        return [os.filter((o) => o.close_date! < today()).length, os.filter((o) => o.close_date! <= today()).length];
      },
      'count',
      'open deals past their close date',
    ),
  ),
  // The finance partner.
  q(
    'BC-c17',
    'crm',
    'What is the average value of our closed-won opportunities, to the cent?',
    BB.num(async (d) => avg((await OPPS(d)).filter(won).map((o) => o.value)), 'money', 'average closed-won value'),
  ),
  q(
    'BC-c18',
    'crm',
    'What is the total value of the closed-lost opportunities with a close date in 2025?',
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => lost(o) && (o.close_date?.startsWith('2025-') ?? false))),
      'money',
      'closed-lost value closing in 2025',
    ),
  ),
  q(
    'BC-c19',
    'crm',
    'What is the median annual revenue of the CRM accounts in the Europe region?',
    BB.num(
      async (d) => median((await ACCTS(d)).filter((x) => x.region === 'Europe').map((x) => x.annual_revenue ?? 0)),
      'money',
      'median annual revenue, Europe',
    ),
  ),
  q(
    'BC-c20',
    'crm',
    'What is our win rate, meaning closed-won opportunities as a percentage of all closed ones (won plus lost)?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return (100 * os.filter(won).length) / os.filter((o) => won(o) || lost(o)).length;
      },
      'plain',
      'win rate (%)',
    ),
  ),
  q(
    'BC-c21',
    'crm',
    'By how much did the closed-won value of opportunities with a 2025 close date exceed that of 2024?',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter(won);
        const y = (yr: string): number => total(os.filter((o) => o.close_date?.startsWith(`${yr}-`) ?? false));
        if (y('2025') < y('2024')) throw new Error('2025 does not exceed 2024 (the question assumes it does)');
        return y('2025') - y('2024');
      },
      'money',
      'closed-won value 2025 minus 2024',
    ),
  ),
  q(
    'BC-c22',
    'crm',
    'What is the total annual revenue of all Healthcare accounts in the CRM?',
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.industry === 'Healthcare').reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'money',
      'annual revenue of Healthcare accounts',
    ),
  ),
  q(
    'BC-c23',
    'crm',
    'What is the probability-weighted value of the open pipeline, i.e. the sum of value times probability over all open opportunities?',
    BB.num(
      async (d) => (await OPPS(d)).filter(isOpen).reduce((s, o) => s + o.value * (o.probability ?? 0), 0),
      'money',
      'weighted open pipeline',
    ),
  ),
  q(
    'BC-c24',
    'crm',
    ["What's the total value of the open opportunities at accounts in Japan?", 'And for South Korea?'],
    BB.num(async (d) => openValueWhere(d, (x) => x.country === 'South Korea'), 'money', 'open value, South Korea accounts'),
  ),
  // The non-native speaker.
  q(
    'BC-c25',
    'crm',
    'How many contacts is working in the Finance department, in the CRM?',
    BB.num(async (d) => (await d.crmContacts()).filter((c) => c.department === 'Finance').length, 'count', 'CRM contacts in Finance'),
  ),
  q(
    'BC-c26',
    'crm',
    'Which lead source is giving to us the fewest leads?',
    BB.name(
      async (d) =>
        withAliases(
          pick(
            groups(
              await LEADS(d),
              (l) => l.source,
              (xs) => xs.length,
            ),
            'min',
            'sources',
          )[0]!,
        ),
      'source with the fewest leads',
    ),
  ),
  q(
    'BC-c27',
    'crm',
    'Which account is having the biggest number of employees?',
    BB.name(async (d) => [theOne(await ACCTS(d), (x) => x.employee_count ?? 0, 'max', 'accounts').name], 'account with the most employees'),
  ),
  q(
    'BC-c28',
    'crm',
    'Leads with status new and with industry Education, how many we have?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status === 'new' && l.industry === 'Education').length,
      'count',
      'new Education leads',
    ),
  ),
  q(
    'BC-c29',
    'crm',
    'Is there any opportunity with a value bigger than 1.5 million dollars?',
    BB.yes(async (d) => (await OPPS(d)).filter((o) => o.value > 1_500_000).length, 'opportunities above $1.5M'),
  ),
  q(
    'BC-c30',
    'crm',
    'Give me please the e-mail of the lead Jewel Murphy.',
    BB.every(async (d) => [crmPerson(await LEADS(d), 'Jewel Murphy').email], 'e-mail of the lead Jewel Murphy'),
  ),
  q(
    'BC-c31',
    'crm',
    'Except the United States, which country has the most accounts in the CRM?',
    BB.name(
      async (d) =>
        withAliases(
          pick(
            groups(
              (await ACCTS(d)).filter((x) => x.country !== 'United States'),
              (x) => x.country,
              (xs) => xs.length,
            ),
            'max',
            'countries',
          )[0]!,
        ),
      'country other than the US with the most accounts',
    ),
  ),
  q(
    'BC-c32',
    'crm',
    'How many opportunities are closing in March 2026 with value more than 500,000 dollars?',
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter((o) => (o.close_date?.startsWith('2026-03-') ?? false) && o.value > 500_000);
        return [os.length, os.filter(isOpen).length];
      },
      'count',
      'deals above $500k closing in March 2026 (all, or open only)',
    ),
  ),
];

export const SET_BC_MORE: HeldOut[] = [...CRM, ...SET_BC_REST];
