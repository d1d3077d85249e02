// Held-out set BT, continued (see set-bt.ts): the CRM questions, in the same four voices.

import type { HeldOut } from './judge.js';
import { groups, q, sum } from './judge.js';
import { BB, median } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { BT, createdOn, FORMS, tally } from './kinds-bt.js';
import { CAZ } from './kinds-az.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { firstN, only, pct } from './kinds-cd.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS } from './kinds.js';
import { closes, closesBetween, isOpen, lead, won } from './pick.js';
import { SET_BT_LAST } from './set-bt3.js';

const CRM: HeldOut[] = [
  // The regional vice-president.
  q(
    'BT-c01',
    'crm',
    'For the board deck, give me the total annual revenue of our CRM accounts for each region.',
    BT.breakdown(
      async (d) =>
        groups(
          await d.crmAccounts(),
          (x) => x.region,
          (xs) => sum(xs.map((x) => x.annual_revenue ?? 0)),
        ),
      FORMS,
      'money',
      'annual revenue per region',
    ),
  ),
  q(
    'BT-c02',
    'crm',
    'What percentage of our closed-won deal value came from accounts in Europe?',
    BB.num(
      async (d) => {
        const deals = (await JOPPS(d)).filter(won);
        const value = (os: typeof deals): number => sum(os.map((o) => o.value));
        return pct(value(deals.filter((o) => o.acc.region === 'Europe')), value(deals));
      },
      'plain',
      'share of closed-won value from Europe (percent)',
    ),
  ),
  q(
    'BT-c03',
    'crm',
    'Outside the United States, which three countries have the most CRM accounts?',
    BT.countries(async (d) => {
      const abroad = (await d.crmAccounts()).filter((x) => x.country !== 'United States');
      const top = firstN(
        tally(abroad, (x) => x.country),
        (g) => g.value,
        3,
        'max',
        'countries by accounts',
      ).map((g) => g.key);
      return [top, [...new Set(abroad.map((x) => x.country ?? ''))].filter((c) => c !== '')];
    }, 'three countries with the most accounts, US excluded'),
  ),
  q(
    'BT-c04',
    'crm',
    'Which industry carries the largest open pipeline, and how much is in it?',
    BB.each(
      C.group(
        JOPPS,
        isOpen,
        (o) => o.acc.industry,
        (os) => sum(os.map((o) => o.value)),
        'max',
        'industry with the largest open pipeline',
      ),
      BB.num(
        async (d) => {
          const open = (await JOPPS(d)).filter(isOpen);
          const g = groups(
            open,
            (o) => o.acc.industry,
            (os) => sum(os.map((o) => o.value)),
          );
          return only(g, (x) => x.value, 'max', 'industries').value;
        },
        'money',
        'open pipeline of the leading industry',
      ),
    ),
  ),
  q(
    'BT-c05',
    'crm',
    ['Rank the regions by closed-won deal value for deals that closed in 2025.', 'Which region comes last?'],
    C.group(
      JOPPS,
      (o) => won(o) && closes('2025')(o),
      (o) => o.acc.region,
      (os) => sum(os.map((o) => o.value)),
      'min',
      'region with the least closed-won value in 2025',
    ),
  ),
  q(
    'BT-c06',
    'crm',
    'Taken together, how many CRM accounts are in Germany, France and the UK, and what is their combined annual revenue?',
    BB.each(
      C.count(ACCOUNTS, (x) => ['Germany', 'France', 'United Kingdom'].includes(x.country ?? ''), 'accounts in DE, FR and UK'),
      C.sum(
        ACCOUNTS,
        (x) => ['Germany', 'France', 'United Kingdom'].includes(x.country ?? ''),
        (x) => x.annual_revenue,
        'annual revenue of DE, FR and UK',
      ),
    ),
  ),
  q(
    'BT-c07',
    'crm',
    'What share of all our opportunities, by count, ended up closed-lost?',
    CX.share(OPPS, (o) => o.stage === 'closed-lost', 'share of opportunities closed-lost (percent)'),
  ),
  q(
    'BT-c08',
    'crm',
    'Which Asia Pacific country brings in the most annual revenue across its accounts?',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'Asia Pacific',
      (x) => x.country,
      (xs) => sum(xs.map((x) => x.annual_revenue ?? 0)),
      'max',
      'Asia Pacific country with the most annual revenue',
    ),
  ),

  // The data analyst.
  q(
    'BT-c09',
    'crm',
    'What is the median value of opportunities currently in the negotiation stage?',
    BB.num(
      async (d) => median((await OPPS(d)).filter((o) => o.stage === 'negotiation').map((o) => o.value)),
      'money',
      'median negotiation value',
    ),
  ),
  q(
    'BT-c10',
    'crm',
    'How many closed-won opportunities have a close date between 2025-07-01 and 2025-09-30 inclusive?',
    C.count(OPPS, (o) => won(o) && closesBetween('2025-07-01', '2025-09-30')(o), 'closed-won, closing 2025-07-01..2025-09-30'),
  ),
  q(
    'BT-c11',
    'crm',
    'Among Energy-industry accounts with annual revenue strictly greater than $100,000,000, what is the mean employee count?',
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Energy' && (x.annual_revenue ?? 0) > 100_000_000,
      (x) => x.employee_count,
      'mean employees of Energy accounts above $100M',
      'plain',
    ),
  ),
  q(
    'BT-c12',
    'crm',
    'Give me the distribution of leads by status, with the count in each status.',
    BT.breakdown(async (d) => tally(await d.crmLeads(), (l) => l.status), {}, 'count', 'leads per status'),
  ),
  q(
    'BT-c13',
    'crm',
    'How many leads were created between 2024-03-01 and 2024-05-31 inclusive that scored 80 or higher?',
    C.count(LEADS, (l) => createdOn('2024-03-01', '2024-05-31')(l) && (l.score ?? 0) >= 80, 'leads created Mar-May 2024 scoring >= 80'),
  ),
  q(
    'BT-c14',
    'crm',
    'For accounts with between 1,000 and 5,000 employees inclusive, what is the mean annual revenue?',
    C.avg(
      ACCOUNTS,
      (x) => x.employee_count !== null && x.employee_count >= 1_000 && x.employee_count <= 5_000,
      (x) => x.annual_revenue,
      'mean annual revenue of accounts with 1,000-5,000 employees',
    ),
  ),
  q(
    'BT-c15',
    'crm',
    'Of the opportunities with a close date in calendar year 2026, what proportion are in the prospecting stage?',
    CX.share(OPPS, (o) => o.stage === 'prospecting', 'share of 2026 opportunities in prospecting (percent)', closes('2026')),
  ),
  q(
    'BT-c16',
    'crm',
    [
      'What is the largest single opportunity value with a close date from 2025-01-01 to 2025-03-31?',
      'Which account does that opportunity belong to?',
    ],
    BB.name(async (d) => {
      const top = only((await JOPPS(d)).filter(closesBetween('2025-01-01', '2025-03-31')), (o) => o.value, 'max', 'Q1 2025 opportunities');
      return [top.acc.name];
    }, 'account of the largest Q1 2025 opportunity'),
  ),

  // The phone typist.
  q('BT-c17', 'crm', 'how many webinar leads r closed won', C.count(LEADS, lead('Webinar', 'closed-won'), 'Webinar leads closed-won')),
  q('BT-c18', 'crm', ['open opps for cormier llc', 'whats the total'], C.oppValueOf('Cormier LLC', isOpen)),
  q('BT-c19', 'crm', 'primary contact at lueilwitz group?', C.primaryOf('Lueilwitz Group')),
  q(
    'BT-c20',
    'crm',
    '# of accts in latam other than brazil',
    C.count(ACCOUNTS, (x) => x.region === 'Latin America' && x.country !== 'Brazil', 'Latin American accounts outside Brazil'),
  ),
  q(
    'BT-c21',
    'crm',
    ['partner leads w score over 90', 'how many r in energy'],
    C.count(LEADS, (l) => lead('Partner')(l) && (l.score ?? 0) > 90 && l.industry === 'Energy', 'Partner leads above 90 in Energy'),
  ),
  q('BT-c22', 'crm', 'hettinger inc industy?', CX.fact('Hettinger Inc', 'industry', 'text')),
  q(
    'BT-c23',
    'crm',
    'avg deal size closed won in 2024',
    C.avg(
      OPPS,
      (o) => won(o) && closes('2024')(o),
      (o) => o.value,
      'average closed-won value, 2024',
    ),
  ),
  q(
    'BT-c24',
    'crm',
    ['contacts in finance dept how many', 'n in IT'],
    C.count(CONTACTS, (c) => c.department === 'IT', 'contacts in the IT department'),
  ),

  // The new hire.
  q(
    'BT-c25',
    'crm',
    "Sorry, this may be a basic one; I've only just started. I was told the CRM records where each lead came from; " +
      'could you tell me which lead source has brought in the most leads overall?',
    CAZ.group(
      LEADS,
      () => true,
      (l) => l.source,
      (ls) => ls.length,
      'max',
      'lead source with the most leads',
    ),
  ),
  q(
    'BT-c26',
    'crm',
    [
      "I'm trying to get to know our Canadian accounts. Could you tell me how many there are in the CRM?",
      "Thank you! And, if it's no trouble, which one of them has the largest annual revenue?",
    ],
    C.accountTop(
      (x) => x.country === 'Canada',
      (x) => x.annual_revenue ?? 0,
      'max',
      'largest Canadian account',
    ),
  ),
  q(
    'BT-c27',
    'crm',
    'I was told Rempel and Sons is a key customer. Could you check how many employees they have, ' +
      'and which city and country they are based in?',
    BB.each(
      CX.fact('Rempel and Sons', 'employee_count', 'count'),
      CX.fact('Rempel and Sons', 'city', 'text'),
      CX.fact('Rempel and Sons', 'country', 'text'),
    ),
  ),
  q(
    'BT-c28',
    'crm',
    [
      'Could you show me the opportunities we have with Goldner Group, please?',
      'Sorry, just to check: which of those are already closed-won?',
    ],
    BH.deals(async (d) => {
      const os = (await JOPPS(d)).filter((o) => o.acc.name === 'Goldner Group');
      return { hit: os.filter(won), rest: os.filter((o) => !won(o)) };
    }, 'closed-won opportunities of Goldner Group'),
  ),
  q(
    'BT-c29',
    'crm',
    "I hope this isn't a silly question, but how many opportunities are sitting in the proposal stage with a value above $500,000?",
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter((o) => o.stage === 'proposal');
        return [os.filter((o) => o.value > 500_000).length, os.filter((o) => o.value >= 500_000).length];
      },
      'count',
      'proposal opportunities above $500,000',
    ),
  ),
  q(
    'BT-c30',
    'crm',
    'My manager mentioned we have contacts in the Human Resources department at some of our Australian accounts. ' +
      'Could you check how many such contacts there are?',
    BB.num(
      async (d) => {
        const au = new Set((await d.crmAccounts()).filter((x) => x.country === 'Australia').map((x) => x.id));
        return (await d.crmContacts()).filter((c) => c.department === 'Human Resources' && au.has(c.account_id)).length;
      },
      'count',
      'Human Resources contacts at Australian accounts',
    ),
  ),
  q(
    'BT-c31',
    'crm',
    [
      "Apologies, I'm still learning the pipeline. What is the total value of negotiation-stage deals closing in December 2025?",
      'Thanks. And compared with November 2025, which of the two months is bigger?',
    ],
    BP.first(
      async (d) => {
        const neg = (await OPPS(d)).filter((o) => o.stage === 'negotiation');
        const of = (ym: string): number => sum(neg.filter(closes(ym)).map((o) => o.value));
        return {
          options: [
            ['November', 'Nov'],
            ['December', 'Dec'],
          ],
          values: [of('2025-11'), of('2025-12')],
        };
      },
      'max',
      'negotiation value, Nov vs Dec 2025',
    ),
  ),
  q(
    'BT-c32',
    'crm',
    'I was told that Retail leads hardly ever reach the qualified status. ' +
      'Could you check whether there are any qualified Retail leads at all, and if so, how many?',
    BB.each(
      BB.yes(
        async (d) => (await d.crmLeads()).filter((l) => l.industry === 'Retail' && l.status === 'qualified').length,
        'qualified Retail leads',
      ),
      BB.num(
        async (d) => (await d.crmLeads()).filter((l) => l.industry === 'Retail' && l.status === 'qualified').length,
        'count',
        'number of qualified Retail leads',
      ),
    ),
  ),
];

export const SET_BT_CRM: HeldOut[] = [...CRM, ...SET_BT_LAST];
