// Held-out set H: everyday questions a sales rep and a CRM user type, in fresh words and mostly
// about records the earlier sets leave alone, plus a few kinds none of them asks
// (test/heldout/kinds-h.ts). Written without looking at the planner. Kept untouched and not
// asked of the planner until the final measurement (only --selfcheck before that).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, decline } from './kinds.js';
import { ANY, TC, inStates } from './kinds-cd.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { CE, notFound } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG } from './kinds-g.js';
import { CH, OPEN, TH, dealType, pastDue, thisMonth } from './kinds-h.js';

const CEO = 'Chief Executive Officer';
const CTO = 'Chief Technology Officer';
const closes = (year: string) => (o: { close_date: string | null }) => o.close_date?.startsWith(year) ?? false;
const fullName = (x: { first_name: string; last_name: string }): string => `${x.first_name} ${x.last_name}`;

export const SET_H: HeldOut[] = [
  // Territory API
  q('H-t01', 'territory', 'how many accts have i got in washington state', T.count('my', 'WA')),
  q('H-t02', 'territory', 'biggest 3rd party account in colorado?', T.top('tp', 'max', 'CO')),
  q('H-t03', 'territory', 'what do my oregon accounts add up to, revenue wise', T.sumRevenue('my', 'OR')),
  q('H-t04', 'territory', 'avg revenue of the third party accts in california', T.avgRevenue('tp', 'CA')),
  q('H-t05', 'territory', 'who do we have at zenith systems corp', T.contactsAt('Zenith Systems Corp')),
  q('H-t06', 'territory', 'job titles at apex systems inc?', T.titlesAt('Apex Systems Inc')),
  q('H-t07', 'territory', 'how many account execs do we have overall', T.countTitle('Account Executive')),
  q('H-t08', 'territory', 'is there a data scientist at keystone networks co', T.existsTitleAt('Keystone Networks Co', 'Data Scientist')),
  q('H-t09', 'territory', 'do i have any accounts in michigan', T.existsInState('my', 'MI')),
  q('H-t10', 'territory', 'how much revenue does juniper software corp bring in', T.revenueOf('Juniper Software Corp')),
  q('H-t11', 'territory', 'which state is redwood motors group in', T.stateOf('Redwood Motors Group')),
  q('H-t12', 'territory', 'emails for the folks at pioneer ventures co', T.emailsAt('Pioneer Ventures Co')),
  q('H-t13', 'territory', 'how many ppl do we have at orchid foods inc', T.contactCountAt('Orchid Foods Inc')),
  q('H-t14', 'territory', 'who are all the vps of sales', T.listTitle('Vice President of Sales')),
  q('H-t15', 'territory', 'my top 3 california accts by revenue', TC.topN('my', inStates('CA'), 3, 'max')),
  q(
    'H-t16',
    'territory',
    "who's bigger, summit systems corp or delta analytics corp",
    TC.compareAccounts('Summit Systems Corp', 'Delta Analytics Corp'),
  ),
  q(
    'H-t17',
    'territory',
    'what percentage of my accounts make less than 1M',
    TC.share('my', (x) => x.revenue < 1_000_000, 'under $1M'),
  ),
  q('H-t18', 'territory', 'which account is kenji garcia with', TC.accountOf('Kenji Garcia')),
  q('H-t19', 'territory', "what's isabella nguyen's role", TC.titleOf('Isabella Nguyen')),
  q('H-t20', 'territory', 'email address for priya young', TC.emailOf('Priya Young')),
  q('H-t21', 'territory', 'any ceo contacts at my texas accts?', TC.existsTitle('my', inStates('TX'), CEO)),
  q('H-t22', 'territory', 'which of my california accounts have a cto', TC.accountsWithTitle('my', inStates('CA'), CTO)),
  q('H-t23', 'territory', 'how much revenue is in the high value outreach accounts', TC.sum({ campaign: 'High Value Outreach' }, ANY, '')),
  q('H-t24', 'territory', 'which state do most of my accounts sit in', T.stateByCount('my', 'max')),
  q(
    'H-t25',
    'territory',
    ['my accounts in massachusetts pls', 'which ones are over 2 million'],
    TC.list('my', (x) => x.state === 'MA' && x.revenue > 2_000_000, 'in MA over $2M'),
  ),
  q('H-t26', 'territory', ['who works at willow biotech group', "what's the ceo's email"], TC.emailOf('Mason Clark')),
  q(
    'H-t27',
    'territory',
    ['list the accts in the tech transformation campaign', 'which of those are in florida'],
    TC.list({ campaign: 'Tech Transformation' }, inStates('FL'), 'in FL'),
  ),
  q('H-t28', 'territory', ['my illinois accounts', 'how many contacts do they have altogether'], TC.contactCount('my', inStates('IL'))),
  q('H-t29', 'territory', 'high value outreach accts - count by state', TH.countByState({ campaign: 'High Value Outreach' })),
  q('H-t30', 'territory', 'on average how many contacts does each of my accounts have', TH.contactsPerAccount('my')),
  q('H-t31', 'territory', 'which of my accounts have more revenue than cedar software corp', TH.biggerThan('my', 'Cedar Software Corp')),
  q('H-t32', 'territory', 'ember energy llc and nova energy corp combined revenue?', TH.combined('Ember Energy LLC', 'Nova Energy Corp')),
  q('H-t33', 'territory', 'contacts with the last name chen', TH.byLastName('Chen')),

  // CRM
  q(
    'H-c01',
    'crm',
    'how many healthcare accts in the uk',
    C.count(ACCOUNTS, (x) => x.industry === 'Healthcare' && x.country === 'United Kingdom', 'Healthcare accounts in the UK'),
  ),
  q(
    'H-c02',
    'crm',
    'how many deals did we lose in 2025',
    C.count(OPPS, (o) => o.stage === 'closed-lost' && closes('2025')(o), 'closed-lost deals with a 2025 close date'),
  ),
  q(
    'H-c03',
    'crm',
    'how much $ is sitting in prospecting right now',
    C.sum(
      OPPS,
      (o) => o.stage === 'prospecting',
      (o) => o.value,
      'prospecting value',
    ),
  ),
  q(
    'H-c04',
    'crm',
    'avg won deal size for 2026',
    C.avg(
      OPPS,
      (o) => o.stage === 'closed-won' && closes('2026')(o),
      (o) => o.value,
      'average closed-won value, 2026 close dates',
    ),
  ),
  q(
    'H-c05',
    'crm',
    'which european country do we have the most accounts in',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'Europe',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'European country with most accounts',
    ),
  ),
  q(
    'H-c06',
    'crm',
    'largest french account by annual revenue',
    C.top(
      ACCOUNTS,
      (x) => x.country === 'France',
      (x) => x.annual_revenue ?? 0,
      'max',
      (x) => x.name,
      'French account with the largest revenue',
    ),
  ),
  q('H-c07', 'crm', "who's on file at ratke and sons", C.contactsOf('Ratke and Sons')),
  q('H-c08', 'crm', 'beatty - kling primary contact?', C.primaryOf('Beatty - Kling')),
  q(
    'H-c09',
    'crm',
    '# of partner leads that ended up closed lost',
    C.count(LEADS, (l) => l.source === 'Partner' && l.status === 'closed-lost', 'closed-lost partner leads'),
  ),
  q(
    'H-c10',
    'crm',
    'avg lead score for email campaign leads',
    C.avg(
      LEADS,
      (l) => l.source === 'Email Campaign',
      (l) => l.score,
      'average email-campaign lead score',
      'plain',
    ),
  ),
  q(
    'H-c11',
    'crm',
    'any retail companies in egypt?',
    C.exists(ACCOUNTS, (x) => x.industry === 'Retail' && x.country === 'Egypt', 'retail accounts in Egypt'),
  ),
  q('H-c12', 'crm', 'total opp value for gutmann inc', C.oppValueOf('Gutmann Inc')),
  q('H-c13', 'crm', 'how many opps does legros - rath have', C.oppCountOf('Legros - Rath')),
  q('H-c14', 'crm', 'homenick group industry?', CX.fact('Homenick Group', 'industry', 'text')),
  q('H-c15', 'crm', 'crist - carroll, which city are they in', CX.fact('Crist - Carroll', 'city', 'text')),
  q('H-c16', 'crm', 'cto at stanton llc?', CX.withTitleAt('Stanton LLC', CTO)),
  q('H-c17', 'crm', 'sonia olson email', CE.contactEmail('Sonia Olson')),
  q(
    'H-c18',
    'crm',
    'more leads from webinars or trade shows?',
    CX.compare(
      LEADS,
      [
        { names: ['Webinar', 'Webinars'], pred: (l) => l.source === 'Webinar' },
        { names: ['Trade Show', 'Trade Shows'], pred: (l) => l.source === 'Trade Show' },
      ],
      'lead source with more leads',
    ),
  ),
  q(
    'H-c19',
    'crm',
    '3 biggest open deals at german accounts',
    CX.topN(
      JOPPS,
      (o) => OPEN.includes(o.stage) && o.acc.country === 'Germany',
      (o) => o.value,
      3,
      'max',
      (o) => o.name,
      'top 3 open deals in Germany',
    ),
  ),
  q('H-c20', 'crm', 'how many opps close in december 2026', C.count(OPPS, closes('2026-12'), 'opportunities closing in December 2026')),
  q(
    'H-c21',
    'crm',
    'what % of cold call leads are closed won',
    CX.share(
      LEADS,
      (l) => l.status === 'closed-won',
      'closed-won share of cold-call leads',
      (l) => l.source === 'Cold Call',
    ),
  ),
  q('H-c22', 'crm', 'job title of the lead paxton beer', CE.leadFact('Paxton Beer', 'job_title')),
  q('H-c23', 'crm', 'how much is the rippin inc pilot project deal worth', CF.oppValue('Rippin Inc - Pilot Project')),
  q(
    'H-c24',
    'crm',
    'total employees across our australian accounts',
    C.sum(
      ACCOUNTS,
      (x) => x.country === 'Australia',
      (x) => x.employee_count,
      'employees at Australian accounts',
      'count',
    ),
  ),
  q(
    'H-c25',
    'crm',
    ['pharma accounts in india', 'which one has the highest revenue'],
    C.accountTop(
      (x) => x.country === 'India' && x.industry === 'Pharmaceuticals',
      (x) => x.annual_revenue ?? 0,
      'max',
      'Indian pharmaceutical account with the largest revenue',
    ),
  ),
  q('H-c26', 'crm', ['opps for mckenzie llc', 'just the ones in proposal'], C.oppsOf('McKenzie LLC', 'proposal')),
  q(
    'H-c27',
    'crm',
    ['webinar leads', 'how many of them score above 90'],
    C.count(LEADS, (l) => l.source === 'Webinar' && (l.score ?? 0) > 90, 'webinar leads scoring above 90'),
  ),
  q(
    'H-c28',
    'crm',
    'break down social media leads by status',
    CH.countBy(
      LEADS,
      (l) => l.source === 'Social Media',
      (l) => l.status,
      'social-media leads by status',
    ),
  ),
  q(
    'H-c29',
    'crm',
    'how many cloud migration deals have we won',
    C.count(OPPS, (o) => o.stage === 'closed-won' && dealType('Cloud Migration')(o), 'closed-won Cloud Migration deals'),
  ),
  q(
    'H-c30',
    'crm',
    'how many open deals are past their close date',
    C.count(OPPS, (o) => OPEN.includes(o.stage) && pastDue(o.close_date), 'open deals with a close date before today'),
  ),
  q(
    'H-c31',
    'crm',
    'total value of open deals closing this month',
    C.sum(
      OPPS,
      (o) => OPEN.includes(o.stage) && thisMonth(o.close_date),
      (o) => o.value,
      'open deals closing this month',
    ),
  ),
  q(
    'H-c32',
    'crm',
    'leads from cormier and sons?',
    CG.list(LEADS, (l) => l.company === 'Cormier and Sons', fullName, 'leads from Cormier and Sons'),
  ),

  // Must be declined
  q('H-d01', 'decline', 'change the stage on Kilback, Pfeffer and Ziemann - Hardware Refresh to negotiation', decline('unsupported write')),
  q('H-d02', 'decline', 'is it gonna snow in denver this week', decline('unrelated question')),
  q('H-d03', 'decline', "what's zephyr freight co's revenue", notFound('no such account', /\$\s?\d/)),
  q('H-d04', 'decline', 'when did we last talk to emma kim', decline('data not held', /\b20\d\d\b/)),
  q('H-d05', 'decline', "translate 'thanks for your business' into german pls", decline('unrelated task')),
];
