// Sealed set AW, second part (see set-aw.ts): the 32 CRM questions and the 10 to be declined.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, CONTACTS, LEADS, OPPS, both, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { CU } from './kinds-u.js';
import { COPP, K } from './kinds-k.js';
import { inLastDays } from './kinds-aj.js';
import { inNextMonth } from './kinds-ak.js';
import { inLastQuarter } from './kinds-aq.js';
import { AP } from './kinds-ap.js';
import { isOpen, lost, value, won } from './pick.js';

const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const every = (): boolean => true;

const CRM: HeldOut[] = [
  q(
    'AW-c01',
    'crm',
    'how many leads r still new with score under 50',
    C.count(LEADS, (l) => l.status === 'new' && (l.score ?? 0) < 50, 'new leads scoring under 50'),
  ),
  q(
    'AW-c02',
    'crm',
    'Leads: give me the count for every status',
    CN.breakdown(LEADS, every, (l) => l.status, 'leads per status'),
  ),
  q(
    'AW-c03',
    'crm',
    "data quality question - how many leads don't have a score above 70?",
    C.count(LEADS, (l) => (l.score ?? 0) <= 70, 'leads scoring 70 or less'),
  ),
  q(
    'AW-c04',
    'crm',
    'How many CRM accounts are missing a state or province?',
    C.count(ACCOUNTS, (x) => x.state === null, 'accounts without a state'),
  ),
  q(
    'AW-c05',
    'crm',
    'across how many different countries are our CRM accounts spread',
    CE.distinct(ACCOUNTS, every, (x) => x.country, 'countries'),
  ),
  q(
    'AW-c06',
    'crm',
    'seeing McGlynn LLC later today. what industry are they in and which city?',
    both(CX.fact('McGlynn LLC', 'industry', 'text'), CX.fact('McGlynn LLC', 'city', 'text')),
  ),
  q('AW-c07', 'crm', ['who do we know over at Frami and Sons', 'and what are their titles?'], CX.titlesAt('Frami and Sons')),
  q('AW-c08', 'crm', 'how much open pipeline does Dietrich - Bednar have with us', C.oppValueOf('Dietrich - Bednar', isOpen)),
  q('AW-c09', 'crm', 'primary contact for Kris - Upton?', C.primaryOf('Kris - Upton')),
  q('AW-c10', 'crm', "Cremin, Feil and Fahey — what's the single largest deal they have?", CX.oppTopOf('Cremin, Feil and Fahey', 'max')),
  q(
    'AW-c11',
    'crm',
    'How many still-open deals are due to close next month?',
    C.count(OPPS, (o) => isOpen(o) && inNextMonth(o.close_date), 'open deals closing next month'),
  ),
  q(
    'AW-c12',
    'crm',
    'how many deals got lost over the last ninety days?',
    C.count(OPPS, (o) => lost(o) && inLastDays(90)(o.close_date), 'deals lost in the last 90 days'),
  ),
  q(
    'AW-c13',
    'crm',
    'ok so last quarter, how much did we actually win in dollars',
    C.sum(OPPS, (o) => won(o) && inLastQuarter(o.close_date), value, 'value won last quarter'),
  ),
  q(
    'AW-c14',
    'crm',
    "what's our win rate with Consulting accounts",
    K.rate(COPP, (o) => closed(o) && o.acc.industry === 'Consulting', won, 'win rate at Consulting accounts'),
  ),
  q(
    'AW-c15',
    'crm',
    'Summing annual revenue per industry, which industry comes out on top?',
    C.group(
      ACCOUNTS,
      every,
      (x) => x.industry,
      (xs) => xs.reduce((t, x) => t + (x.annual_revenue ?? 0), 0),
      'max',
      'industry with the most annual revenue',
    ),
  ),
  q(
    'AW-c16',
    'crm',
    'region with fewest accounts?',
    C.group(
      ACCOUNTS,
      every,
      (x) => x.region,
      (xs) => xs.length,
      'min',
      'region with the fewest accounts',
    ),
  ),
  q(
    'AW-c17',
    'crm',
    'typical staff size (mean) for the accounts we have in Japan',
    C.avg(
      ACCOUNTS,
      (x) => x.country === 'Japan',
      (x) => x.employee_count,
      'average employees of Japanese accounts',
      'plain',
    ),
  ),
  q(
    'AW-c18',
    'crm',
    'name the third largest open opportunity',
    CU.nth(OPPS, isOpen, value, 3, 'max', (o) => [o.name], 'third-largest open deal'),
  ),
  q(
    'AW-c19',
    'crm',
    'Partner-sourced leads, other than the closed-lost ones: how many?',
    C.count(LEADS, (l) => l.source === 'Partner' && l.status !== 'closed-lost', 'Partner leads not closed-lost'),
  ),
  q('AW-c20', 'crm', 'what % of all our deals ended up closed lost', CX.share(OPPS, lost, 'share of deals closed-lost')),
  q(
    'AW-c21',
    'crm',
    'gap in dollars between everything we won and everything we lost?',
    CF.sumGap(OPPS, won, lost, value, 'won value minus lost value'),
  ),
  q('AW-c22', 'crm', 'lead Jany Lang, which score she has?', AP.leadScore('Jany Lang')),
  q('AW-c23', 'crm', 'Zena Howe (a lead) works for what company?', CE.leadFact('Zena Howe', 'company')),
  q('AW-c24', 'crm', 'email of Sonia Olson pls', CE.contactEmail('Sonia Olson')),
  q(
    'AW-c25',
    'crm',
    'number of VP of Marketing people in our CRM contacts',
    C.count(CONTACTS, (c) => c.job_title === 'VP of Marketing', 'contacts who are VP of Marketing'),
  ),
  q(
    'AW-c26',
    'crm',
    'Is the average deal bigger in negotiation or in proposal?',
    CM.compareAvg(
      OPPS,
      [
        { names: ['negotiation'], pred: (o) => o.stage === 'negotiation' },
        { names: ['proposal'], pred: (o) => o.stage === 'proposal' },
      ],
      value,
      'negotiation or proposal, larger average deal',
    ),
  ),
  q(
    'AW-c27',
    'crm',
    ["what's sitting in negotiation right now, dollar-wise", 'and in proposal?', 'put the two together for me'],
    C.sum(OPPS, (o) => o.stage === 'negotiation' || o.stage === 'proposal', value, 'negotiation and proposal value'),
  ),
  q(
    'AW-c28',
    'crm',
    ['how many Retail accounts are in there', 'narrow it to the United States'],
    C.count(ACCOUNTS, (x) => x.industry === 'Retail' && x.country === 'United States', 'Retail accounts in the US'),
  ),
  q(
    'AW-c29',
    'crm',
    ['leads that came from webinars', 'of those, how many scored 80+'],
    C.count(LEADS, (l) => l.source === 'Webinar' && (l.score ?? 0) >= 80, 'Webinar leads scoring 80 or more'),
  ),
  q(
    'AW-c30',
    'crm',
    ['top 5 French accounts by annual revenue', 'flip it, which French one is the smallest?'],
    C.top(
      ACCOUNTS,
      (x) => x.country === 'France',
      (x) => x.annual_revenue ?? 0,
      'min',
      (x) => x.name,
      'smallest French account',
    ),
  ),
  q(
    'AW-c31',
    'crm',
    'how many deal we have in prospecting with value more than 500k',
    C.count(OPPS, (o) => o.stage === 'prospecting' && o.value > 500_000, 'prospecting deals over $500K'),
  ),
  q(
    'AW-c32',
    'crm',
    "Before my one-on-ones tomorrow I'd like a rough sense of lead quality across the board, so could you work out the " +
      'average score of every lead that reached us through a referral?',
    C.avg(
      LEADS,
      (l) => l.source === 'Referral',
      (l) => l.score,
      'average score of Referral leads',
      'plain',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  q('AW-d01', 'decline', 'move the Dietrich - Bednar negotiation deal to closed won please', decline('change a deal')),
  q('AW-d02', 'decline', "what's the weather going to be in Austin when I visit Frami and Sons?", decline('weather is not held')),
  q('AW-d03', 'decline', 'look up the LinkedIn profile of the CEO at Summit Software Inc', decline('web browsing')),
  q(
    'AW-d04',
    'decline',
    'how many customer complaints did Nova Motors Corp file this year',
    decline('complaints are not held', /\d+\s+(?:customer\s+)?complaints?/i),
  ),
  q('AW-d05', 'decline', 'which deals belong to the sales rep called Maria?', decline('deal owners are not held')),
  q('AW-d06', 'decline', 'add a new lead: John Smith, from Acme, score 75', decline('create a lead')),
  q('AW-d07', 'decline', 'delete every lead whose status is closed-lost', decline('delete leads')),
  q('AW-d08', 'decline', 'make up ten fake contacts at Titan Foods LLC so the demo looks full', decline('make up contacts')),
  q('AW-d09', 'decline', 'what is the NPS of my accounts on average', decline('NPS is not held', /(?:NPS|net promoter)[^.\n]*\d/i)),
  q(
    'AW-d10',
    'decline',
    ['who is the primary contact at Walter LLC', 'text them on their mobile to say hi from me'],
    decline('send messages'),
  ),
];

export const SET_AW_MORE: HeldOut[] = [...CRM, ...DECLINES];
