// Held-out set CP, continued (see set-cp.ts; only --selfcheck until the final run): the CRM
// questions.

import type { CrmLead, CrmOpportunity, DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, q, winners } from './judge.js';
import { accountNames, ACCTS, BB, extra, LEADS, OPPS, person, total } from './kinds-bb.js';
import { countBy } from './kinds-bv.js';
import { crmAccount, crmPeopleAt, dealsAt, openDeal, pair, phones } from './kinds-cp.js';
import { SET_CP_REST } from './set-cp3.js';

const stage = (s: string) => (o: CrmOpportunity) => o.stage === s;
const leadsWhere = async (d: DataAccess, pred: (l: CrmLead) => boolean): Promise<number> => (await LEADS(d)).filter(pred).length;
const scoreOf = (ls: CrmLead[]): number => avg(ls.filter((l) => l.score !== null).map((l) => l.score!));
const crmContactNames = async (d: DataAccess): Promise<string[]> => (await d.crmContacts()).map(person);
const closedIn =
  (...years: string[]) =>
  (o: CrmOpportunity): boolean =>
    o.close_date !== null && years.includes(o.close_date.slice(0, 4));

const CRM: HeldOut[] = [
  // The customer-success manager.
  q(
    'CP-c01',
    'crm',
    ['Who is the primary contact at Reilly Inc?', 'and their phone?'],
    phones(
      async (d) => (await crmPeopleAt(d, 'Reilly Inc')).filter((c) => c.is_primary).map((c) => extra(c, 'phone') ?? ''),
      'phone of the primary contact at Reilly Inc',
    ),
  ),
  q(
    'CP-c02',
    'crm',
    ['who is the main contact for Willms, Bailey and Heller?', 'who else works there?'],
    BB.list(async (d) => {
      const people = await crmPeopleAt(d, 'Willms, Bailey and Heller');
      const main = people.filter((c) => c.is_primary).map(person);
      return [people.filter((c) => !c.is_primary).map(person), (await crmContactNames(d)).filter((n) => !main.includes(n))];
    }, 'the other contacts at Willms, Bailey and Heller'),
  ),
  q(
    'CP-c03',
    'crm',
    'What open deals does Pagac - Keeling have, and what are they worth all together?',
    BB.num(async (d) => total((await dealsAt(d, 'Pagac - Keeling')).filter(openDeal)), 'money', 'open value at Pagac - Keeling'),
  ),
  q(
    'CP-c04',
    'crm',
    ['Kautzer LLC: what industry are they in?', 'how many employees do they have?'],
    BB.num(async (d) => (await crmAccount(d, 'Kautzer LLC')).employee_count ?? 0, 'count', 'employees of Kautzer LLC'),
  ),
  q(
    'CP-c05',
    'crm',
    ['can you look up Yasmin Cole for me', 'which company is she with?'],
    BB.name(async (d) => {
      const byId = new Map((await ACCTS(d)).map((x) => [x.id, x.name]));
      return (await d.crmContacts()).filter((c) => person(c) === 'Yasmin Cole').map((c) => byId.get(c.account_id) ?? '');
    }, 'account of Yasmin Cole'),
  ),
  q(
    'CP-c06',
    'crm',
    ['How many contacts do we have at Roberts - Nicolas?', 'Which of them are data analysts?'],
    BB.list(
      async (d) => [
        (await crmPeopleAt(d, 'Roberts - Nicolas')).filter((c) => c.job_title === 'Data Analyst').map(person),
        await crmContactNames(d),
      ],
      'Data Analysts at Roberts - Nicolas',
    ),
  ),
  q(
    'CP-c07',
    'crm',
    'Glover, Maggio and Kassulke: how big is the largest deal they still have open?',
    BB.num(
      async (d) => Math.max(...(await dealsAt(d, 'Glover, Maggio and Kassulke')).filter(openDeal).map((o) => o.value)),
      'money',
      'largest open deal at Glover, Maggio and Kassulke',
    ),
  ),
  q(
    'CP-c08',
    'crm',
    ['kemmer krajcik and kovacek - any closed lost deals?', 'how much did we lose there in total'],
    BB.num(
      async (d) => total((await dealsAt(d, 'Kemmer, Krajcik and Kovacek')).filter(stage('closed-lost'))),
      'money',
      'closed-lost value at Kemmer, Krajcik and Kovacek',
    ),
  ),

  // Someone who pastes context first.
  q(
    'CP-c09',
    'crm',
    'Pasting from the pipeline review: "negotiation is sitting at roughly 1,400 deals". What\'s the precise count?',
    BB.num(async (d) => (await OPPS(d)).filter(stage('negotiation')).length, 'count', 'opportunities in negotiation'),
  ),
  q(
    'CP-c10',
    'crm',
    'My manager\'s note says "webinar leads convert better than anything else". So how many Webinar leads are closed-won?',
    BB.num(async (d) => leadsWhere(d, (l) => l.source === 'Webinar' && l.status === 'closed-won'), 'count', 'closed-won Webinar leads'),
  ),
  q(
    'CP-c11',
    'crm',
    'Finance\'s draft deck says: "closed-won deals dated 2025 total just under $100M". What is the exact total?',
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => stage('closed-won')(o) && closedIn('2025')(o))),
      'money',
      'closed-won value closing in 2025',
    ),
  ),
  q(
    'CP-c12',
    'crm',
    'Email from finance: "our Healthcare accounts average over a billion in annual revenue". ' +
      'Check that for me, what is their average annual revenue?',
    BB.num(
      async (d) => avg((await ACCTS(d)).filter((x) => x.industry === 'Healthcare').map((x) => x.annual_revenue ?? 0)),
      'money',
      'average annual revenue of Healthcare accounts',
    ),
  ),
  q(
    'CP-c13',
    'crm',
    'sticky note on my screen: "call Orval Auer back re renewal". which company is he at and whats his title',
    BB.each(
      BB.name(async (d) => {
        const c = (await d.crmContacts()).filter((x) => person(x) === 'Orval Auer');
        const byId = new Map((await ACCTS(d)).map((x) => [x.id, x.name]));
        return c.map((x) => byId.get(x.account_id) ?? '');
      }, 'account of Orval Auer'),
      BB.name(
        async (d) => (await d.crmContacts()).filter((x) => person(x) === 'Orval Auer').map((x) => x.job_title ?? ''),
        'title of Orval Auer',
      ),
    ),
  ),
  q(
    'CP-c14',
    'crm',
    'Per the marketing playbook, "a lead scoring above 90 counts as hot". How many hot leads do we have?',
    BB.num(async (d) => leadsWhere(d, (l) => l.score !== null && l.score > 90), 'count', 'leads scoring above 90'),
  ),
  q(
    'CP-c15',
    'crm',
    'Jim said on the call "Technology is our smallest industry in the CRM". Is he right? Which industry actually has the fewest accounts?',
    BB.name(
      async (d) =>
        winners(
          countBy(await ACCTS(d), (x) => x.industry),
          (x) => x.value,
          'min',
        ).map((x) => x.key),
      'industry with the fewest CRM accounts',
    ),
  ),
  q(
    'CP-c16',
    'crm',
    'Meeting notes: "brand-new cold call leads, follow up this week." How many of those are there?',
    BB.num(async (d) => leadsWhere(d, (l) => l.source === 'Cold Call' && l.status === 'new'), 'count', 'new Cold Call leads'),
  ),

  // The person comparing two things.
  q(
    'CP-c17',
    'crm',
    'Referral vs Partner leads: which source has the higher average lead score? show both averages',
    pair(
      [
        { labels: ['Referral', 'Referrals'], get: async (d) => scoreOf((await LEADS(d)).filter((l) => l.source === 'Referral')) },
        { labels: ['Partner', 'Partners'], get: async (d) => scoreOf((await LEADS(d)).filter((l) => l.source === 'Partner')) },
      ],
      'plain',
      'average lead score',
    ),
  ),
  q(
    'CP-c18',
    'crm',
    'how does total deal value in proposal compare to negotiation?',
    pair(
      [
        { labels: ['proposal'], get: async (d) => total((await OPPS(d)).filter(stage('proposal'))) },
        { labels: ['negotiation'], get: async (d) => total((await OPPS(d)).filter(stage('negotiation'))) },
      ],
      'money',
      'opportunity value by stage',
    ),
  ),
  q(
    'CP-c19',
    'crm',
    'Germany or the UK, where do we have more accounts in the CRM? How many in each?',
    pair(
      [
        { labels: ['Germany', 'German'], get: async (d) => (await ACCTS(d)).filter((x) => x.country === 'Germany').length },
        {
          labels: ['United Kingdom', 'Britain', 'British'],
          codes: ['UK', 'U.K.'],
          get: async (d) => (await ACCTS(d)).filter((x) => x.country === 'United Kingdom').length,
        },
      ],
      'count',
      'CRM accounts by country',
    ),
  ),
  q(
    'CP-c20',
    'crm',
    'Closed-won next to closed-lost, side by side: how many opportunities does each stage hold?',
    pair(
      [
        { labels: ['closed-won', 'won'], get: async (d) => (await OPPS(d)).filter(stage('closed-won')).length },
        { labels: ['closed-lost', 'lost'], get: async (d) => (await OPPS(d)).filter(stage('closed-lost')).length },
      ],
      'count',
      'opportunities by outcome',
    ),
  ),
  q(
    'CP-c21',
    'crm',
    'Reilly Inc or Kautzer LLC, which one has more open pipeline? I want the open value for both.',
    pair(
      [
        { labels: ['Reilly Inc', 'Reilly'], get: async (d) => total((await dealsAt(d, 'Reilly Inc')).filter(openDeal)) },
        { labels: ['Kautzer LLC', 'Kautzer'], get: async (d) => total((await dealsAt(d, 'Kautzer LLC')).filter(openDeal)) },
      ],
      'money',
      'open pipeline value',
    ),
  ),
  q(
    'CP-c22',
    'crm',
    'qualified leads, webinar vs trade show, which source has more?',
    pair(
      [
        { labels: ['Webinar', 'Webinars'], get: async (d) => leadsWhere(d, (l) => l.status === 'qualified' && l.source === 'Webinar') },
        {
          labels: ['Trade Show', 'Trade Shows', 'tradeshow'],
          get: async (d) => leadsWhere(d, (l) => l.status === 'qualified' && l.source === 'Trade Show'),
        },
      ],
      'count',
      'qualified leads by source',
    ),
  ),
  q(
    'CP-c23',
    'crm',
    'Asia Pacific against Latin America: total annual revenue of the CRM accounts in each region?',
    pair(
      [
        {
          labels: ['Asia Pacific', 'APAC', 'Asia-Pacific'],
          get: async (d) => (await ACCTS(d)).filter((x) => x.region === 'Asia Pacific').reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
        },
        {
          labels: ['Latin America', 'LATAM', 'LatAm'],
          get: async (d) => (await ACCTS(d)).filter((x) => x.region === 'Latin America').reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
        },
      ],
      'money',
      'annual revenue by region',
    ),
  ),
  q(
    'CP-c24',
    'crm',
    'Average deal size: closed-won versus closed-lost. Which is bigger?',
    pair(
      [
        { labels: ['closed-won', 'won'], get: async (d) => avg((await OPPS(d)).filter(stage('closed-won')).map((o) => o.value)) },
        { labels: ['closed-lost', 'lost'], get: async (d) => avg((await OPPS(d)).filter(stage('closed-lost')).map((o) => o.value)) },
      ],
      'money',
      'average deal value by outcome',
    ),
  ),

  // The person narrowing and widening a list.
  q(
    'CP-c25',
    'crm',
    ['how many leads are in qualified status', 'just the ones from Partner', 'what about Referral instead'],
    BB.num(async (d) => leadsWhere(d, (l) => l.status === 'qualified' && l.source === 'Referral'), 'count', 'qualified Referral leads'),
  ),
  q(
    'CP-c26',
    'crm',
    ['Opportunities in negotiation worth more than $1M?', 'How many is that?', 'Now swap negotiation for proposal.'],
    BB.num(
      async (d) => (await OPPS(d)).filter((o) => o.stage === 'proposal' && o.value > 1_000_000).length,
      'count',
      'proposal deals above $1M',
    ),
  ),
  q(
    'CP-c27',
    'crm',
    ['CRM accounts in Canada', 'only the Healthcare ones', 'actually make it Retail instead of Healthcare'],
    BB.list(
      async (d) => [
        (await ACCTS(d)).filter((x) => x.country === 'Canada' && x.industry === 'Retail').map((x) => x.name),
        await accountNames(d),
      ],
      'Canadian Retail accounts',
    ),
  ),
  q(
    'CP-c28',
    'crm',
    ['leads with a score over 80', 'only the new ones', 'widen it to contacted as well, how many now?'],
    BB.num(
      async (d) => leadsWhere(d, (l) => l.score !== null && l.score > 80 && (l.status === 'new' || l.status === 'contacted')),
      'count',
      'new or contacted leads scoring above 80',
    ),
  ),
  q(
    'CP-c29',
    'crm',
    [
      'accounts in the Europe region',
      'only those with more than 5,000 employees',
      'drop the employee condition and filter to France instead. how many?',
    ],
    BB.num(
      async (d) => (await ACCTS(d)).filter((x) => x.region === 'Europe' && x.country === 'France').length,
      'count',
      'CRM accounts in France',
    ),
  ),
  q(
    'CP-c30',
    'crm',
    ['technology industry leads', 'from Website only', 'swap Website for Social Media, whats the count'],
    BB.num(
      async (d) => leadsWhere(d, (l) => l.industry === 'Technology' && l.source === 'Social Media'),
      'count',
      'Technology leads from Social Media',
    ),
  ),
  q(
    'CP-c31',
    'crm',
    ['US accounts in Texas', 'what about Tennessee instead', 'which of those has the highest annual revenue?'],
    BB.name(
      async (d) =>
        winners(
          (await ACCTS(d)).filter((x) => x.country === 'United States' && x.state === 'TN'),
          (x) => x.annual_revenue ?? 0,
          'max',
        ).map((x) => x.name),
      'largest TN account by annual revenue',
    ),
  ),
  q(
    'CP-c32',
    'crm',
    ['closed-won deals with a close date in 2025', "what's the total value?", 'now include 2026 as well'],
    BB.num(
      async (d) => total((await OPPS(d)).filter((o) => stage('closed-won')(o) && closedIn('2025', '2026')(o))),
      'money',
      'closed-won value closing in 2025 or 2026',
    ),
  ),
];

export const SET_CP_MORE: HeldOut[] = [...CRM, ...SET_CP_REST];
