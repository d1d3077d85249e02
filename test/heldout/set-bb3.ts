// Practice set BB, continued (see set-bb.ts): the questions across both APIs and the first CRM ones.

import type { CrmOpportunity } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, sum, winners, q } from './judge.js';
import {
  account,
  ACCTS,
  BB,
  crmInState,
  crmPerson,
  firstN,
  inSt,
  isUS,
  leadNames,
  LEADS,
  median,
  MY,
  OPPS,
  person,
  rev,
  territoryNames,
  today,
  total,
} from './kinds-bb.js';
import { inThisQuarter } from './kinds-aj.js';
import { yearToDate } from './kinds-ar.js';
import { isOpen, lost, won } from './pick.js';
import { SET_BB_LAST } from './set-bb4.js';

const BOTH: HeldOut[] = [
  q(
    'BB-b01',
    'territory',
    'In the CRM, which US state has the most accounts? And how many of my territory accounts sit in that same state?',
    BB.each(
      BB.state(
        async (d) =>
          winners(
            groups(
              (await d.crmAccounts()).filter(isUS),
              (x) => x.state,
              (xs) => xs.length,
            ),
            (g) => g.value,
            'max',
          ).map((g) => g.key),
        'US state with the most CRM accounts',
      ),
      BB.num(
        async (d) => {
          const top = winners(
            groups(
              (await d.crmAccounts()).filter(isUS),
              (x) => x.state,
              (xs) => xs.length,
            ),
            (g) => g.value,
            'max',
          );
          if (top.length !== 1) throw new Error('tie for the top CRM state');
          return (await MY(d)).filter(inSt(top[0]!.key)).length;
        },
        'count',
        'my accounts in the top CRM state',
      ),
    ),
  ),
  q(
    'BB-b02',
    'crm',
    'My highest-revenue territory account is in some state. How many CRM accounts are located in that same state?',
    BB.num(
      async (d) => crmInState(d, winners(await MY(d), (x) => x.revenue, 'max')[0]!.state),
      'count',
      'CRM accounts in the state of my top account',
    ),
  ),
  q(
    'BB-b03',
    'crm',
    'Does any company name appear both in the territory lists (mine or third-party) and among the CRM accounts?',
    BB.yes(async (d) => {
      const t = new Set((await territoryNames(d)).map((n) => n.toLowerCase()));
      return (await d.crmAccounts()).filter((x) => t.has(x.name.toLowerCase())).length;
    }, 'names in both systems'),
  ),
  q(
    'BB-b04',
    'crm',
    'How many more CRM accounts are there in Florida than I have territory accounts of my own in Florida?',
    BB.num(
      async (d) => Math.abs((await crmInState(d, 'FL')) - (await MY(d)).filter(inSt('FL')).length),
      'count',
      'CRM FL accounts minus my FL accounts',
    ),
  ),
  q(
    'BB-b05',
    'crm',
    ['What is the total revenue of the third-party accounts in Ohio?', 'and how many CRM accounts do we have in Ohio?'],
    BB.num(async (d) => crmInState(d, 'OH'), 'count', 'CRM accounts in OH'),
  ),
  q(
    'BB-b06',
    'territory',
    'Take the US state with the largest total CRM annual revenue: what is the total revenue of my territory accounts there?',
    BB.num(
      async (d) => {
        const g = winners(
          groups(
            (await d.crmAccounts()).filter(isUS),
            (x) => x.state,
            (xs) => sum(xs.map((x) => x.annual_revenue ?? 0)),
          ),
          (x) => x.value,
          'max',
        );
        if (g.length !== 1) throw new Error('tie for the top CRM state');
        return rev((await MY(d)).filter(inSt(g[0]!.key)));
      },
      'money',
      'my revenue in the top CRM revenue state',
    ),
  ),
];

const CRM: HeldOut[] = [
  // The revenue-operations lead.
  q(
    'BB-c01',
    'crm',
    'Reconciling bookings: what is the total value of every closed-won opportunity in the CRM?',
    BB.num(async (d) => total((await OPPS(d)).filter(won)), 'money', 'closed-won value'),
  ),
  q(
    'BB-c02',
    'crm',
    'What is the difference between the total value of open pipeline (prospecting through negotiation) and the total closed-won value?',
    BB.num(
      async (d) => Math.abs(total((await OPPS(d)).filter(isOpen)) - total((await OPPS(d)).filter(won))),
      'money',
      'open pipeline minus closed-won',
    ),
  ),
  q(
    'BB-c03',
    'crm',
    ['What is the average value of a closed-won deal?', 'and closed-lost?'],
    BB.num(async (d) => avg((await OPPS(d)).filter(lost).map((o) => o.value)), 'money', 'average closed-lost value'),
  ),
  q(
    'BB-c04',
    'crm',
    'Sum of annual revenue across all CRM accounts based in Germany?',
    BB.num(
      async (d) => sum((await ACCTS(d)).filter((x) => x.country === 'Germany').map((x) => x.annual_revenue ?? 0)),
      'money',
      'annual revenue of German accounts',
    ),
  ),
  q(
    'BB-c05',
    'crm',
    ['How many opportunities are sitting in the proposal stage?', "what's their total?"],
    BB.num(async (d) => total((await OPPS(d)).filter((o) => o.stage === 'proposal')), 'money', 'value of proposal-stage deals'),
  ),
  q(
    'BB-c06',
    'crm',
    'Year to date, what is the total value of closed-won deals (close date this year, up to today)?',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && yearToDate(o.close_date))), 'money', 'closed-won value YTD'),
  ),
  q(
    'BB-c07',
    'crm',
    'For the forecast call: what is the weighted value (value times probability) of the open deals closing this quarter?',
    // The whole quarter, or only the rest of it from today: either reading.
    BB.num(
      async (d) => {
        const os = (await OPPS(d)).filter((o) => isOpen(o) && inThisQuarter(o.close_date));
        const w = (xs: CrmOpportunity[]): number => sum(xs.map((o) => o.value * (o.probability ?? 0)));
        return [w(os), w(os.filter((o) => o.close_date! >= today()))];
      },
      'money',
      'weighted open value closing this quarter',
    ),
  ),
  // The inside-sales rep.
  q(
    'BB-c08',
    'crm',
    'whos the primary contact at McGlynn LLC?',
    BB.name(async (d) => {
      const id = (await account(d, 'McGlynn LLC')).id;
      return (await d.crmContacts()).filter((c) => c.account_id === id && c.is_primary).map(person);
    }, 'primary contact of McGlynn LLC'),
  ),
  q(
    'BB-c09',
    'crm',
    'need the email for the lead Zena Howe',
    BB.every(async (d) => [crmPerson(await LEADS(d), 'Zena Howe').email], 'e-mail of lead Zena Howe'),
  ),
  q(
    'BB-c10',
    'crm',
    'what company is kaitlyn crona (lead) with?',
    BB.name(async (d) => [crmPerson(await LEADS(d), 'Kaitlyn Crona').company!], 'company of lead Kaitlyn Crona'),
  ),
  q(
    'BB-c11',
    'crm',
    'contacts at Ratke LLC in the sales dept?',
    BB.list(async (d) => {
      const id = (await account(d, 'Ratke LLC')).id;
      const cs = await d.crmContacts();
      return [cs.filter((c) => c.account_id === id && c.department === 'Sales').map(person), cs.map(person)];
    }, 'Sales contacts at Ratke LLC'),
  ),
  q(
    'BB-c12',
    'crm',
    ['new leads from referrals w/ score over 80', 'just the education ones'],
    BB.list(
      async (d) => [
        (await LEADS(d))
          .filter((l) => l.source === 'Referral' && l.status === 'new' && (l.score ?? 0) > 80 && l.industry === 'Education')
          .map(person),
        await leadNames(d),
      ],
      'new Referral Education leads scoring over 80',
    ),
  ),
  q(
    'BB-c13',
    'crm',
    'What is the median employee count of our Healthcare accounts?',
    BB.num(
      async (d) => median((await ACCTS(d)).filter((x) => x.industry === 'Healthcare').map((x) => x.employee_count ?? 0)),
      'count',
      'median employees in Healthcare',
    ),
  ),
  q(
    'BB-c14',
    'crm',
    "whats elaina bogan's job title?",
    BB.name(async (d) => [crmPerson(await d.crmContacts(), 'Elaina Bogan').job_title!], 'job title of Elaina Bogan'),
  ),
  q(
    'BB-c15',
    'crm',
    ['show me the open deals for McGlynn LLC', 'top 3 of those by value'],
    BB.list(async (d) => {
      const id = (await account(d, 'McGlynn LLC')).id;
      const os = (await OPPS(d)).filter((o) => o.account_id === id);
      return [firstN(os.filter(isOpen), (o) => o.value, 3, 'max').map((o) => o.name), os.map((o) => o.name)];
    }, 'top 3 open McGlynn LLC deals'),
  ),
];

export const SET_BB_REST: HeldOut[] = [...BOTH, ...CRM, ...SET_BB_LAST];
