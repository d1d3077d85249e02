// Held-out set CM, continued (see set-cm.ts; a PRACTICE set): the CRM questions.

import type { CrmAccount } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { accountNames, ACCTS, BB, firstN, LEADS, OPPS, total } from './kinds-bb.js';
import { countBy, crmAccountsById } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import { only, openDeal, ranked, rankedKey, usAccounts } from './kinds-cm.js';
import { SET_CM_REST } from './set-cm3.js';

/** `groups` under a shorter name, for readability. */
const groupsBy = groups;
const revenue = (xs: CrmAccount[]): number => sum(xs.map((x) => x.annual_revenue ?? 0));
const inCountry = (c: string) => (x: CrmAccount) => x.country === c;
const industries = async (d: Parameters<typeof ACCTS>[0]): Promise<string[]> =>
  [...new Set((await ACCTS(d)).map((x) => x.industry))].filter((x): x is string => x !== null);
const countries = async (d: Parameters<typeof ACCTS>[0]): Promise<string[]> =>
  [...new Set((await ACCTS(d)).map((x) => x.country))].filter((x): x is string => x !== null);

const CRM: HeldOut[] = [
  // The regional manager.
  q(
    'CM-c01',
    'crm',
    'How many CRM accounts do we have in California, Oregon and Washington combined?',
    BB.num(
      async (d) => [
        (await usAccounts(d)).filter((x) => ['CA', 'OR', 'WA'].includes(x.state ?? '')).length,
        (await ACCTS(d)).filter((x) => ['CA', 'OR', 'WA'].includes(x.state ?? '')).length,
      ],
      'count',
      'CRM accounts in CA/OR/WA',
    ),
  ),
  q(
    'CM-c02',
    'crm',
    "What's the combined annual revenue of our accounts in Europe and Asia Pacific?",
    BB.num(
      async (d) => revenue((await ACCTS(d)).filter((x) => x.region === 'Europe' || x.region === 'Asia Pacific')),
      'money',
      'annual revenue of the Europe and Asia Pacific accounts',
    ),
  ),
  q(
    'CM-c03',
    'crm',
    'Total value of the open opportunities at accounts outside North America?',
    BB.num(
      async (d) => {
        const acc = await crmAccountsById(d);
        return total(
          (await OPPS(d)).filter((o) => {
            const region = acc.get(o.account_id)?.region;
            return openDeal(o) && region !== undefined && region !== null && region !== 'North America';
          }),
        );
      },
      'money',
      'open value at accounts outside North America',
    ),
  ),
  q(
    'CM-c04',
    'crm',
    'Of New York, Texas and Florida, which one has the most accounts in the CRM?',
    BB.state(
      async (d) =>
        winners(
          countBy(
            (await usAccounts(d)).filter((x) => ['NY', 'TX', 'FL'].includes(x.state ?? '')),
            (x) => x.state,
          ),
          (x) => x.value,
          'max',
        ).map((x) => x.key),
      'NY/TX/FL with the most CRM accounts',
    ),
  ),
  q(
    'CM-c05',
    'crm',
    'Which US state has the highest total annual revenue across its CRM accounts?',
    BB.state(
      async (d) => [
        rankedKey(
          groupsBy(await usAccounts(d), (x) => x.state, revenue),
          1,
          'max',
          'US states by CRM annual revenue',
        ),
      ],
      'US state with the most CRM annual revenue',
    ),
  ),
  q(
    'CM-c06',
    'crm',
    ['how many accounts do we have in Canada', 'and in Mexico?'],
    BB.num(async (d) => (await ACCTS(d)).filter(inCountry('Mexico')).length, 'count', 'CRM accounts in Mexico'),
  ),
  q(
    'CM-c07',
    'crm',
    'Within Latin America, which country has the most accounts?',
    BB.name(
      async (d) => [
        rankedKey(
          countBy(
            (await ACCTS(d)).filter((x) => x.region === 'Latin America'),
            (x) => x.country,
          ),
          1,
          'max',
          'Latin American countries by account count',
        ),
      ],
      'Latin American country with the most accounts',
    ),
  ),
  q(
    'CM-c08',
    'crm',
    'How many contacts work at our accounts in the Middle East & Africa region?',
    BB.num(
      async (d) => {
        const acc = await crmAccountsById(d);
        return (await d.crmContacts()).filter((c) => acc.get(c.account_id)?.region === 'Middle East & Africa').length;
      },
      'count',
      'contacts at Middle East & Africa accounts',
    ),
  ),

  // Exclusions and negation.
  q(
    'CM-c09',
    'crm',
    "How many opportunities aren't closed yet?",
    BB.num(async (d) => (await OPPS(d)).filter(openDeal).length, 'count', 'open opportunities'),
  ),
  q(
    'CM-c10',
    'crm',
    "What's the total value of the open deals, leaving out the ones still in prospecting?",
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => openDeal(o) && o.stage !== 'prospecting')),
      'money',
      'open value outside prospecting',
    ),
  ),
  q(
    'CM-c11',
    'crm',
    'How many leads are neither new nor contacted?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.status !== 'new' && l.status !== 'contacted').length,
      'count',
      'leads not new and not contacted',
    ),
  ),
  q(
    'CM-c12',
    'crm',
    'How many contacts are not the primary contact of their account?',
    BB.num(async (d) => (await d.crmContacts()).filter((c) => !c.is_primary).length, 'count', 'non-primary contacts'),
  ),
  q(
    'CM-c13',
    'crm',
    'Count the leads from every source other than Cold Call and Trade Show.',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => l.source !== 'Cold Call' && l.source !== 'Trade Show').length,
      'count',
      'leads not from Cold Call or Trade Show',
    ),
  ),
  q(
    'CM-c14',
    'crm',
    'Apart from Pharmaceuticals, which industries have more than 75 accounts?',
    BB.list(async (d) => {
      const g = countBy(await ACCTS(d), (x) => x.industry).filter((x) => x.key !== 'Pharmaceuticals' && x.value > 75);
      return [g.map((x) => x.key), await industries(d)];
    }, 'industries other than Pharmaceuticals with more than 75 accounts'),
  ),
  q(
    'CM-c15',
    'crm',
    ['How many Healthcare accounts are there in Germany?', "which of them haven't won a single deal"],
    BB.list(async (d) => {
      const won = new Set((await OPPS(d)).filter((o) => o.stage === 'closed-won').map((o) => o.account_id));
      const hit = (await ACCTS(d)).filter((x) => x.industry === 'Healthcare' && x.country === 'Germany' && !won.has(x.id));
      return [hit.map((x) => x.name), await accountNames(d)];
    }, 'German Healthcare accounts without a closed-won deal'),
  ),
  q(
    'CM-c16',
    'crm',
    'Not counting the United States, which country has the most accounts?',
    BB.name(
      async (d) => [
        rankedKey(
          countBy(
            (await ACCTS(d)).filter((x) => x.country !== 'United States'),
            (x) => x.country,
          ),
          1,
          'max',
          'countries but the US by account count',
        ),
      ],
      'country with the most accounts outside the US',
    ),
  ),

  // Ranking.
  q(
    'CM-c17',
    'crm',
    'Top 3 accounts by annual revenue in the CRM, please.',
    BB.list(
      async (d) => [firstN(await ACCTS(d), (x) => x.annual_revenue ?? 0, 3, 'max').map((x) => x.name), await accountNames(d)],
      'top 3 CRM accounts by annual revenue',
    ),
  ),
  q(
    'CM-c18',
    'crm',
    'What is the second biggest opportunity by value?',
    BB.name(async (d) => [ranked(await OPPS(d), (o) => o.value, 2, 'max', 'opportunities by value').name], 'second largest opportunity'),
  ),
  q(
    'CM-c19',
    'crm',
    'Rank the lead sources by average lead score. Which one comes last?',
    BB.name(
      async (d) =>
        withAliases(
          rankedKey(
            groupsBy(
              (await LEADS(d)).filter((l) => l.score !== null),
              (l) => l.source,
              (ls) => avg(ls.map((l) => l.score!)),
            ),
            1,
            'min',
            'lead sources by average score',
          ),
        ),
      'lead source with the lowest average score',
    ),
  ),
  q(
    'CM-c20',
    'crm',
    'the three smallest industries by number of accounts',
    BB.list(
      async (d) => [
        firstN(
          countBy(await ACCTS(d), (x) => x.industry),
          (x) => x.value,
          3,
          'min',
        ).map((x) => x.key),
        await industries(d),
      ],
      'the 3 industries with the fewest accounts',
    ),
  ),
  q(
    'CM-c21',
    'crm',
    ['rank the departments by how many contacts they have', "who's second?"],
    BB.name(
      async (d) => [
        rankedKey(
          countBy(await d.crmContacts(), (c) => c.department),
          2,
          'max',
          'departments by contact count',
        ),
      ],
      'department second by contact count',
    ),
  ),
  q(
    'CM-c22',
    'crm',
    'List the top 5 countries by how many CRM accounts they have.',
    BB.list(
      async (d) => [
        firstN(
          countBy(await ACCTS(d), (x) => x.country),
          (x) => x.value,
          5,
          'max',
        ).map((x) => x.key),
        await countries(d),
      ],
      'top 5 countries by CRM account count',
    ),
  ),
  q(
    'CM-c23',
    'crm',
    'Which opportunity stage holds the most money in total?',
    BB.name(
      async (d) => [
        rankedKey(
          groupsBy(await OPPS(d), (o) => o.stage, total),
          1,
          'max',
          'stages by total value',
        ),
      ],
      'stage with the most total value',
    ),
  ),
  q(
    'CM-c24',
    'crm',
    'Which of our accounts has the largest headcount, going by employee count?',
    BB.name(
      async (d) => [ranked(await ACCTS(d), (x) => x.employee_count ?? 0, 1, 'max', 'accounts by employees').name],
      'largest account by employees',
    ),
  ),

  // The fast typist on a phone.
  q(
    'CM-c25',
    'crm',
    'hw many opps in negotiaton',
    BB.num(async (d) => (await OPPS(d)).filter((o) => o.stage === 'negotiation').length, 'count', 'opportunities in negotiation'),
  ),
  q(
    'CM-c26',
    'crm',
    'whats the total rev of crm accts in japan',
    BB.num(async (d) => revenue((await ACCTS(d)).filter(inCountry('Japan'))), 'money', 'annual revenue of the Japan accounts'),
  ),
  q(
    'CM-c27',
    'crm',
    '# leads w score over 90',
    BB.num(async (d) => (await LEADS(d)).filter((l) => (l.score ?? 0) > 90).length, 'count', 'leads scoring above 90'),
  ),
  q(
    'CM-c28',
    'crm',
    'avg opp value closed won',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => o.stage === 'closed-won').map((o) => o.value)),
      'money',
      'average closed-won value',
    ),
  ),
  q(
    'CM-c29',
    'crm',
    ['primary contact at ratke llc', 'whats their email'],
    BB.every(async (d) => {
      const acc = (await ACCTS(d)).filter((x) => x.name === 'Ratke LLC');
      const id = only(acc, 'accounts named Ratke LLC').id;
      return [
        only(
          (await d.crmContacts()).filter((c) => c.account_id === id && c.is_primary),
          'primary contact of Ratke LLC',
        ).email,
      ];
    }, 'e-mail of the primary contact of Ratke LLC'),
  ),
  q(
    'CM-c30',
    'crm',
    'how many contacts in finance dept',
    BB.num(async (d) => (await d.crmContacts()).filter((c) => c.department === 'Finance').length, 'count', 'contacts in Finance'),
  ),
  q(
    'CM-c31',
    'crm',
    'biggest acct in germany by rev',
    BB.name(
      async (d) => [ranked((await ACCTS(d)).filter(inCountry('Germany')), (x) => x.annual_revenue ?? 0, 1, 'max', 'German accounts').name],
      'largest German account by annual revenue',
    ),
  ),
  q(
    'CM-c32',
    'crm',
    'whch lead src has the most qualified leads',
    BB.name(
      async (d) =>
        withAliases(
          rankedKey(
            countBy(
              (await LEADS(d)).filter((l) => l.status === 'qualified'),
              (l) => l.source,
            ),
            1,
            'max',
            'sources by qualified leads',
          ),
        ),
      'source with the most qualified leads',
    ),
  ),
];

export const SET_CM_MORE: HeldOut[] = [...CRM, ...SET_CM_REST];
