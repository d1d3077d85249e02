// Held-out set CL, continued (see set-cl.ts; SEALED): the CRM questions.

import type { CrmLead, CrmOpportunity } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, q, sum, winners } from './judge.js';
import { account, ACCTS, BB, crmPerson, leadNames, LEADS, OPPS, person, total } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { best, bestAliased, countBy, share } from './kinds-bv.js';
import { leadMonth, open, yesNo } from './kinds-cl.js';
import { SET_CL_REST } from './set-cl3.js';

const src = (s: string) => (l: CrmLead) => l.source === s;
const status = (s: string) => (l: CrmLead) => l.status === s;
const stage = (s: string) => (o: CrmOpportunity) => o.stage === s;
const won = stage('closed-won');
const lost = stage('closed-lost');
const annual = (xs: { annual_revenue: number | null }[]): number => sum(xs.map((x) => x.annual_revenue ?? 0));

const CRM: HeldOut[] = [
  // The marketing coordinator.
  q(
    'CL-c01',
    'crm',
    "what's our biggest lead source by volume?",
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await LEADS(d), (l) => l.source),
          'max',
        ),
      'lead source with the most leads',
    ),
  ),
  q(
    'CL-c02',
    'crm',
    ['how many leads came in from webinars', 'and how many of those are qualified?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => src('Webinar')(l) && status('qualified')(l)).length,
      'count',
      'qualified Webinar leads',
    ),
  ),
  q(
    'CL-c03',
    'crm',
    'How many new leads did we get in August 2023?',
    BB.num(
      async (d) => {
        const aug = (await LEADS(d)).filter((l) => leadMonth(l) === '2023-08');
        // "new leads" = leads created that month; the status "new" among them is a fair second reading.
        return [aug.length, aug.filter(status('new')).length];
      },
      'count',
      'leads created in August 2023',
    ),
  ),
  q(
    'CL-c04',
    'crm',
    ['show me the leads that came in during March 2024', 'which source brought the most of them?'],
    BB.name(
      async (d) =>
        bestAliased(
          countBy(
            (await LEADS(d)).filter((l) => leadMonth(l) === '2024-03'),
            (l) => l.source,
          ),
          'max',
        ),
      'top source of the March 2024 leads',
    ),
  ),
  q(
    'CL-c05',
    'crm',
    'how many leads do we have from Weber LLC',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.company === 'Weber LLC').length, 'count', 'leads from Weber LLC'),
  ),
  q(
    'CL-c06',
    'crm',
    "What's the conversion rate on Referral leads? I mean closed-won as a % of all the referral leads.",
    BB.num(
      async (d) => {
        const ref = (await LEADS(d)).filter(src('Referral'));
        return share(ref.filter(status('closed-won')).length, ref.length);
      },
      'plain',
      'closed-won share of Referral leads (percent)',
    ),
  ),
  q(
    'CL-c07',
    'crm',
    'Which lead source converts best, i.e. has the highest share of its leads closed-won?',
    BB.name(
      async (d) =>
        bestAliased(
          groups(
            await LEADS(d),
            (l) => l.source,
            (ls) => share(ls.filter(status('closed-won')).length, ls.length),
          ),
          'max',
        ),
      'source with the best closed-won rate',
    ),
  ),
  q(
    'CL-c08',
    'crm',
    "break down the leads still at status 'new' by source",
    BD.breakdown(async (d) => countBy((await LEADS(d)).filter(status('new')), (l) => l.source), 'count', 'new leads by source'),
  ),

  // Someone who writes long messages with context first.
  q(
    'CL-c09',
    'crm',
    'My boss is flying to Tokyo next week and asked me for some background on our Japanese customers - nothing fancy. ' +
      'How many accounts do we have in Japan in the CRM, and what is their combined annual revenue?',
    BB.each(
      BB.num(async (d) => (await ACCTS(d)).filter((x) => x.country === 'Japan').length, 'count', 'CRM accounts in Japan'),
      BB.num(async (d) => annual((await ACCTS(d)).filter((x) => x.country === 'Japan')), 'money', 'annual revenue of the Japan accounts'),
    ),
  ),
  q(
    'CL-c10',
    'crm',
    "I'm covering for a colleague while she's on leave and her note says to keep an eye on the biggest deal that's " +
      'still in negotiation. Which deal is that, and how much is that worth?',
    BB.each(
      BB.name(
        async (d) => winners((await OPPS(d)).filter(stage('negotiation')), (o) => o.value, 'max').map((o) => o.name),
        'largest deal in negotiation',
      ),
      BB.num(async (d) => Math.max(...(await OPPS(d)).filter(stage('negotiation')).map((o) => o.value)), 'money', 'its value'),
    ),
  ),
  q(
    'CL-c11',
    'crm',
    [
      'We have a renewal call with McKenzie LLC on Friday and I was told to come prepared, so first: where are they based?',
      'ok. how many open opportunities do they have with us right now, and what are they worth in total?',
    ],
    BB.each(
      BB.num(
        async (d) => {
          const id = (await account(d, 'McKenzie LLC')).id;
          return (await OPPS(d)).filter((o) => o.account_id === id && open(o)).length;
        },
        'count',
        'open opportunities of McKenzie LLC',
      ),
      BB.num(
        async (d) => {
          const id = (await account(d, 'McKenzie LLC')).id;
          return total((await OPPS(d)).filter((o) => o.account_id === id && open(o)));
        },
        'money',
        'open value of McKenzie LLC',
      ),
    ),
  ),
  q(
    'CL-c12',
    'crm',
    [
      'Context: finance wants a sanity check on the forecast before the board meets, and they asked me of all people. ' +
        'How many opportunities are in the proposal stage?',
      "Right, and what's the weighted value of those - each deal's value multiplied by its probability, added up?",
    ],
    BB.num(
      async (d) => sum((await OPPS(d)).filter(stage('proposal')).map((o) => o.value * (o.probability ?? 0))),
      'money',
      'probability-weighted value of the proposal deals',
    ),
  ),
  q(
    'CL-c13',
    'crm',
    "HR is running a survey on which departments we deal with most at our customers (don't ask me why HR cares). " +
      'Which department has the most contacts in the CRM?',
    BB.name(
      async (d) =>
        best(
          countBy(await d.crmContacts(), (c) => c.department),
          'max',
        ),
      'department with the most CRM contacts',
    ),
  ),
  q(
    'CL-c14',
    'crm',
    "I'm preparing a call list for the new SDR who starts on Monday. She's only going to work leads that are still " +
      'new and have a score of 90 or more. How many leads is that?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => status('new')(l) && (l.score ?? 0) >= 90).length,
      'count',
      'new leads scoring 90 or more',
    ),
  ),
  q(
    'CL-c15',
    'crm',
    'The healthcare vertical team is having an offsite and wants numbers to argue about. How many of our CRM accounts ' +
      'are in Healthcare, and of those, how many are in North America?',
    BB.each(
      BB.num(async (d) => (await ACCTS(d)).filter((x) => x.industry === 'Healthcare').length, 'count', 'Healthcare accounts'),
      BB.num(
        async (d) => (await ACCTS(d)).filter((x) => x.industry === 'Healthcare' && x.region === 'North America').length,
        'count',
        'Healthcare accounts in North America',
      ),
    ),
  ),
  q(
    'CL-c16',
    'crm',
    [
      "I'm writing the quarterly recap for the sales team and need a couple of numbers. First, how many deals have we won overall?",
      'and the total value of those?',
    ],
    BB.num(async (d) => total((await OPPS(d)).filter(won)), 'money', 'value of the closed-won deals'),
  ),

  // The finance person.
  q(
    'CL-c17',
    'crm',
    'What is the total value of the open pipeline, i.e. every opportunity not yet closed won or closed lost?',
    BB.num(async (d) => total((await OPPS(d)).filter(open)), 'money', 'open pipeline value'),
  ),
  q(
    'CL-c18',
    'crm',
    'average deal size for closed-won deals with a close date in 2025',
    BB.num(
      async (d) => avg((await OPPS(d)).filter((o) => won(o) && (o.close_date ?? '').startsWith('2025')).map((o) => o.value)),
      'money',
      'average closed-won value closing in 2025',
    ),
  ),
  q(
    'CL-c19',
    'crm',
    'What percentage of all our opportunities, by count, ended up closed-lost?',
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return share(os.filter(lost).length, os.length);
      },
      'plain',
      'closed-lost share of opportunities by count (percent)',
    ),
  ),
  q(
    'CL-c20',
    'crm',
    "What's the difference between the total value of closed-won and of closed-lost opportunities?",
    BB.num(
      async (d) => {
        const os = await OPPS(d);
        return Math.abs(total(os.filter(won)) - total(os.filter(lost)));
      },
      'money',
      'closed-won value minus closed-lost value',
    ),
  ),
  q(
    'CL-c21',
    'crm',
    'Total opportunity value per stage, please.',
    BD.breakdown(
      async (d) =>
        groups(
          await OPPS(d),
          (o) => o.stage,
          (os) => total(os),
        ),
      'money',
      'opportunity value by stage',
    ),
  ),
  q(
    'CL-c22',
    'crm',
    'average annual revenue of our CRM accounts in Germany?',
    BB.num(
      async (d) => avg((await ACCTS(d)).filter((x) => x.country === 'Germany').map((x) => x.annual_revenue ?? 0)),
      'money',
      'average annual revenue of the Germany accounts',
    ),
  ),
  q(
    'CL-c23',
    'crm',
    ['Total value of opportunities belonging to accounts in the Europe region?', 'What share of all opportunity value is that?'],
    BB.num(
      async (d) => {
        const eu = new Set((await ACCTS(d)).filter((x) => x.region === 'Europe').map((x) => x.id));
        const os = await OPPS(d);
        return share(total(os.filter((o) => eu.has(o.account_id))), total(os));
      },
      'plain',
      'Europe share of opportunity value (percent)',
    ),
  ),
  q(
    'CL-c24',
    'crm',
    'Compare the total annual revenue of Pharmaceuticals accounts with Financial Services accounts: which is bigger, and by how much?',
    BB.each(
      BB.name(async (d) => {
        const as = await ACCTS(d);
        const g = ['Pharmaceuticals', 'Financial Services'].map((key) => ({ key, value: annual(as.filter((x) => x.industry === key)) }));
        if (g[0]!.value === g[1]!.value) throw new Error('the two industries tie');
        return best(g, 'max');
      }, 'industry with more annual revenue'),
      BB.num(
        async (d) => {
          const as = await ACCTS(d);
          return Math.abs(
            annual(as.filter((x) => x.industry === 'Pharmaceuticals')) - annual(as.filter((x) => x.industry === 'Financial Services')),
          );
        },
        'money',
        'difference in annual revenue',
      ),
    ),
  ),

  // The yes/no asker.
  q(
    'CL-c25',
    'crm',
    'Do we have any leads from Koch Inc? who are they',
    BB.each(
      BB.yes(async (d) => (await LEADS(d)).filter((l) => l.company === 'Koch Inc').length, 'leads from Koch Inc'),
      BB.list(
        async (d) => [(await LEADS(d)).filter((l) => l.company === 'Koch Inc').map(person), await leadNames(d)],
        'leads from Koch Inc',
      ),
    ),
  ),
  q(
    'CL-c26',
    'crm',
    'is there a contact called Yasmeen Herman in the CRM, and if so what company is she with?',
    BB.each(
      BB.yes(
        async (d) => (await d.crmContacts()).filter((c) => person(c).toLowerCase() === 'yasmeen herman').length,
        'a CRM contact named Yasmeen Herman',
      ),
      BB.name(async (d) => {
        const c = crmPerson(await d.crmContacts(), 'Yasmeen Herman');
        return (await ACCTS(d)).filter((x) => x.id === c.account_id).map((x) => x.name);
      }, "Yasmeen Herman's account"),
    ),
  ),
  q(
    'CL-c27',
    'crm',
    'Any deals in negotiation worth more than $1.5M?',
    BB.yes(
      async (d) => (await OPPS(d)).filter((o) => stage('negotiation')(o) && o.value > 1_500_000).length,
      'negotiation deals above $1.5M',
    ),
  ),
  q(
    'CL-c28',
    'crm',
    'do we have any accounts in Utah? how many if any',
    BB.each(
      BB.yes(async (d) => (await ACCTS(d)).filter((x) => x.country === 'United States' && x.state === 'UT').length, 'CRM accounts in UT'),
      BB.num(
        async (d) => (await ACCTS(d)).filter((x) => x.country === 'United States' && x.state === 'UT').length,
        'count',
        'CRM accounts in UT',
      ),
    ),
  ),
  q(
    'CL-c29',
    'crm',
    'Does every account in the CRM have a primary contact?',
    yesNo(async (d) => {
      const prim = new Set((await d.crmContacts()).filter((c) => c.is_primary).map((c) => c.account_id));
      return (await ACCTS(d)).every((x) => prim.has(x.id));
    }, 'every CRM account has a primary contact'),
  ),
  q(
    'CL-c30',
    'crm',
    'Are there any leads with a perfect score of 100? How many?',
    BB.each(
      BB.yes(async (d) => (await LEADS(d)).filter((l) => l.score === 100).length, 'leads scoring 100'),
      BB.num(async (d) => (await LEADS(d)).filter((l) => l.score === 100).length, 'count', 'leads scoring 100'),
    ),
  ),
  q(
    'CL-c31',
    'crm',
    ['how many leads are closed-lost', 'are any of them from social media? how many'],
    BB.each(
      BB.yes(
        async (d) => (await LEADS(d)).filter((l) => status('closed-lost')(l) && src('Social Media')(l)).length,
        'closed-lost Social Media leads',
      ),
      BB.num(
        async (d) => (await LEADS(d)).filter((l) => status('closed-lost')(l) && src('Social Media')(l)).length,
        'count',
        'closed-lost Social Media leads',
      ),
    ),
  ),
  q(
    'CL-c32',
    'crm',
    'Does Retail have more CRM accounts than Hospitality?',
    yesNo(async (d) => {
      const as = await ACCTS(d);
      return as.filter((x) => x.industry === 'Retail').length > as.filter((x) => x.industry === 'Hospitality').length;
    }, 'more Retail than Hospitality accounts'),
  ),
];

export const SET_CL_MORE: HeldOut[] = [...CRM, ...SET_CL_REST];
