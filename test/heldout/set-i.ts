// Held-out set I: everyday questions a sales rep and a CRM user type into the chat, about
// records and values the earlier sets leave alone, in fresh words (shorthand, typos, lower
// case), plus kinds none of them asks (test/heldout/kinds-i.ts): breakdowns, distinct titles,
// accounts out-earning a named one, people by surname, contacts per account, a gap between
// averages, a ranked list in order, a role at the largest account of a campaign or country,
// the n-th deal of an account, what a deal is about, a phone number, leads by company, dates
// relative to today. Written without looking at the planner. Not to be asked of the planner
// until the final measurement (only --selfcheck before that).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, T, both, decline } from './kinds.js';
import { TC, inStates } from './kinds-cd.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { CE, TE, notFound } from './kinds-e.js';
import { CG, TG } from './kinds-g.js';
import { CI, TI, extra, thisYear, today } from './kinds-i.js';

const CEO = 'Chief Executive Officer';
const CFO = 'Chief Financial Officer';
const CTO = 'Chief Technology Officer';
const OPEN = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const ALL = () => true;

export const SET_I: HeldOut[] = [
  // Territory API
  q('I-t01', 'territory', 'how many accounts have i got in AZ', T.count('my', 'AZ')),
  q('I-t02', 'territory', 'whos the largest third party account out in california', T.top('tp', 'max', 'CA')),
  q('I-t03', 'territory', 'total rev for my massachusets accounts', T.sumRevenue('my', 'MA')),
  q('I-t04', 'territory', 'whats the avg revenue per account in my territory', T.avgRevenue('my')),
  q('I-t05', 'territory', "who've we got at juniper software corp", T.contactsAt('Juniper Software Corp')),
  q('I-t06', 'territory', 'titles of the folks at pioneer ventures co', T.titlesAt('Pioneer Ventures Co')),
  q('I-t07', 'territory', 'how many sales mgrs do we have in total', T.countTitle('Sales Manager')),
  q('I-t08', 'territory', 'cedar energy co - is there a cfo there?', T.existsTitleAt('Cedar Energy Co', CFO)),
  q('I-t09', 'territory', 'how much revenue is delta analytics corp doing', T.revenueOf('Delta Analytics Corp')),
  q('I-t10', 'territory', 'can i get emails for everyone at orchid foods inc', T.emailsAt('Orchid Foods Inc')),
  q(
    'I-t11',
    'territory',
    'high value outreach accts in new york - list them',
    TC.list({ campaign: 'High Value Outreach' }, inStates('NY'), 'in NY'),
  ),
  q('I-t12', 'territory', 'which of my accounts are between 2 and 3 million in revenue', T.listRevenueRange('my', 2_000_000, 3_000_000)),
  q('I-t13', 'territory', 'my 3 smallest california accounts', TC.topN('my', inStates('CA'), 3, 'min')),
  q(
    'I-t14',
    'territory',
    'willow foods inc vs willow foods group, which one is bigger',
    TC.compareAccounts('Willow Foods Inc', 'Willow Foods Group'),
  ),
  q('I-t15', 'territory', 'isabella nguyen - what account is she at', TC.accountOf('Isabella Nguyen')),
  q('I-t16', 'territory', 'omar thomas title?', TC.titleOf('Omar Thomas')),
  q('I-t17', 'territory', 'cfos at my texas accts', TC.contactList('my', inStates('TX'), CFO)),
  q('I-t18', 'territory', 'elijah nguyen is based in which state', TE.stateOfContact('Elijah Nguyen')),
  q('I-t19', 'territory', 'is granite health inc in my territory', TG.isMine('Granite Health Inc')),
  q('I-t20', 'territory', 'how many of my accounts are missing a cto', TE.withoutTitle('my', CTO)),
  q(
    'I-t21',
    'territory',
    'what share of my total revenue comes from summit software inc',
    TE.revenueShare('my', (x) => x.name === 'Summit Software Inc', 'from Summit Software Inc'),
  ),
  q('I-t22', 'territory', 'break down my accts by state, how many in each', TI.stateBreakdown('my')),
  q('I-t23', 'territory', 'how many diff job titles across my california accounts', TI.distinctTitles('my', inStates('CA'), 'in CA')),
  q('I-t24', 'territory', 'how many of my accts are bigger than cedar software corp', TI.countAbove('my', 'Cedar Software Corp')),
  q('I-t25', 'territory', 'who are the patels at my accounts', TI.bySurname('my', 'Patel')),
  q('I-t26', 'territory', 'on average how many contacts do we have per account in my book', TI.contactsPerAccount('my')),
  q('I-t27', 'territory', 'whats the gap between my average account revenue and the third party average', TI.avgGap('my', 'tp')),
  q('I-t28', 'territory', 'rank my new york accounts by revenue, biggest first', TI.ranked('my', inStates('NY'), 'max', 'in NY')),
  q(
    'I-t29',
    'territory',
    'who is the ceo at the biggest high value outreach account',
    TI.titleAtTopOf({ campaign: 'High Value Outreach' }, CEO),
  ),
  q('I-t30', 'territory', ['my oregon accts', 'who are the contacts at those'], TC.contactList('my', inStates('OR'))),
  q(
    'I-t31',
    'territory',
    ['show me the tech transformation list', 'any of them in florida? which ones'],
    TC.list({ campaign: 'Tech Transformation' }, inStates('FL'), 'in FL'),
  ),
  q(
    'I-t32',
    'territory',
    ['how much revenue does juniper software group do', "who's on file there"],
    T.contactsAt('Juniper Software Group'),
  ),
  q(
    'I-t33',
    'territory',
    ['list the vp of sales contacts', 'narrow it to third party accounts in washington'],
    TC.contactList('tp', inStates('WA'), 'Vice President of Sales'),
  ),

  // CRM
  q(
    'I-c01',
    'crm',
    'how many healthcare accounts in the us',
    C.count(ACCOUNTS, (x) => x.industry === 'Healthcare' && x.country === 'United States', 'Healthcare accounts in the US'),
  ),
  q(
    'I-c02',
    'crm',
    'email campaign leads sitting in negotiation, count?',
    C.count(LEADS, (l) => l.source === 'Email Campaign' && l.status === 'negotiation', 'Email Campaign leads in negotiation'),
  ),
  q(
    'I-c03',
    'crm',
    'total prospecting pipeline for financial services accts',
    C.sum(
      JOPPS,
      (o) => o.stage === 'prospecting' && o.acc.industry === 'Financial Services',
      (o) => o.value,
      'prospecting value at Financial Services accounts',
    ),
  ),
  q(
    'I-c04',
    'crm',
    'avg annual rev for australian accts',
    C.avg(
      ACCOUNTS,
      (x) => x.country === 'Australia',
      (x) => x.annual_revenue,
      'average annual revenue (Australia)',
    ),
  ),
  q(
    'I-c05',
    'crm',
    'which european country do we have the most accounts in',
    C.group(
      ACCOUNTS,
      (x) => x.region === 'Europe',
      (x) => x.country,
      (xs) => xs.length,
      'max',
      'European country with the most accounts',
    ),
  ),
  q(
    'I-c06',
    'crm',
    'largest account in india by annual rev',
    C.top(
      ACCOUNTS,
      (x) => x.country === 'India',
      (x) => x.annual_revenue ?? 0,
      'max',
      (x) => x.name,
      'largest Indian account',
    ),
  ),
  q('I-c07', 'crm', 'who do we have at schuster llc', C.contactsOf('Schuster LLC')),
  q('I-c08', 'crm', 'main point of contact at kirlin group?', C.primaryOf('Kirlin Group')),
  q(
    'I-c09',
    'crm',
    'any agriculture accounts in nigeria',
    C.exists(ACCOUNTS, (x) => x.industry === 'Agriculture' && x.country === 'Nigeria', 'Agriculture accounts in Nigeria'),
  ),
  q('I-c10', 'crm', 'anything in negotiation with quigley and sons?', CX.oppStageOf('Quigley and Sons', 'negotiation')),
  q(
    'I-c11',
    'crm',
    'what % of opps are still in prospecting',
    CX.share(OPPS, (o) => o.stage === 'prospecting', 'opportunities in prospecting'),
  ),
  q('I-c12', 'crm', 'wiegand - sporer, what industry are they', CX.fact('Wiegand - Sporer', 'industry', 'text')),
  q(
    'I-c13',
    'crm',
    'do we get more leads from partners or webinars',
    CX.compare(
      LEADS,
      [
        { names: ['Partner', 'Partners'], pred: (l) => l.source === 'Partner' },
        { names: ['Webinar', 'Webinars'], pred: (l) => l.source === 'Webinar' },
      ],
      'lead source with more leads',
    ),
  ),
  q(
    'I-c14',
    'crm',
    'top 3 deals by value closing in dec 2026',
    CX.topN(
      OPPS,
      (o) => o.close_date?.startsWith('2026-12') ?? false,
      (o) => o.value,
      3,
      'max',
      (o) => o.name,
      'top 3 deals closing in December 2026',
    ),
  ),
  q(
    'I-c15',
    'crm',
    'when is the Wiegand - Sporer - Hardware Refresh deal expected to close',
    CG.oppCloseDate('Wiegand - Sporer - Hardware Refresh'),
  ),
  q('I-c16', 'crm', 'chesley hintz works at which company', CG.accountOfContact('Chesley Hintz')),
  q(
    'I-c17',
    'crm',
    'how many industries do our kenyan accounts cover',
    CE.distinct(
      ACCOUNTS,
      (x) => x.country === 'Kenya',
      (x) => x.industry,
      'industries of Kenyan accounts',
    ),
  ),
  q('I-c18', 'crm', '2nd biggest deal with bosco - bode', CI.nthOpp('Bosco - Bode', 2)),
  q('I-c19', 'crm', "what's the kirlin group - hardware refresh opp about", CI.oppDescription('Kirlin Group - Hardware Refresh')),
  q('I-c20', 'crm', 'phone number for jennie larson', CI.contactPhone('Jennie Larson')),
  q(
    'I-c21',
    'crm',
    "who's the cfo at our biggest account in mexico",
    CI.titleAtTop((x) => x.country === 'Mexico', 'Chief Financial Officer', 'largest Mexican account'),
  ),
  q('I-c22', 'crm', 'which leads do we have from weber llc', CI.leadsAt('Weber LLC')),
  q(
    'I-c23',
    'crm',
    'avg deal size won vs lost',
    both(
      C.avg(
        OPPS,
        (o) => o.stage === 'closed-won',
        (o) => o.value,
        'average closed-won deal',
      ),
      C.avg(
        OPPS,
        (o) => o.stage === 'closed-lost',
        (o) => o.value,
        'average closed-lost deal',
      ),
    ),
  ),
  q(
    'I-c24',
    'crm',
    'how many opps in each stage',
    CI.breakdown(OPPS, ALL, (o) => o.stage, 'opportunities per stage'),
  ),
  q(
    'I-c25',
    'crm',
    'status breakdown for partner leads',
    CI.breakdown(
      LEADS,
      (l) => l.source === 'Partner',
      (l) => l.status,
      'Partner leads per status',
    ),
  ),
  q(
    'I-c26',
    'crm',
    'how many leads have no notes on them',
    C.count(LEADS, (l) => !extra(l).notes, 'leads without notes'),
  ),
  q(
    'I-c27',
    'crm',
    'how many open deals are already past their close date',
    C.count(OPPS, (o) => OPEN.includes(o.stage) && o.close_date !== null && o.close_date < today(), 'open deals past their close date'),
  ),
  q(
    'I-c28',
    'crm',
    'how much closed won business did we book last year',
    C.sum(
      OPPS,
      (o) => o.stage === 'closed-won' && (o.close_date?.startsWith(`${thisYear() - 1}-`) ?? false),
      (o) => o.value,
      'closed-won value with a close date last year',
    ),
  ),
  q(
    'I-c29',
    'crm',
    'are any opps in a currency other than usd?',
    C.exists(OPPS, (o) => o.currency !== 'USD', 'opportunities not in USD'),
  ),
  q('I-c30', 'crm', ['who is the primary contact at mayer - jerde', 'whats their email'], CI.primaryEmail('Mayer - Jerde')),
  q(
    'I-c31',
    'crm',
    ['pull up the opps for Yundt, Cassin and Volkman', 'just the open ones'],
    CI.oppsWhere('Yundt, Cassin and Volkman', (o) => OPEN.includes(o.stage), 'open'),
  ),
  q(
    'I-c32',
    'crm',
    ['manufacturing accounts in france', 'combined annual revenue of those?'],
    C.sum(
      ACCOUNTS,
      (x) => x.industry === 'Manufacturing' && x.country === 'France',
      (x) => x.annual_revenue,
      'annual revenue of French manufacturing accounts',
    ),
  ),

  // Must be declined
  q('I-d01', 'decline', 'mark the Bosco - Bode - Security Upgrade deal as closed won', decline('unsupported write')),
  q('I-d02', 'decline', 'whats my quota attainment for q3', decline('data not held', /\d\s?%/)),
  q('I-d03', 'decline', 'who won the lakers game last night', decline('off topic: sports')),
  q('I-d04', 'decline', 'who works at thistlewood quantum partners', notFound('no such account')),
  q('I-d05', 'decline', 'zib zab quorp flindle?', decline('nonsense')),
];
