// Sealed set AP, second part (see set-ap.ts, written by the same helper who did not read the
// planner): the 32 CRM questions (accounts, contacts, leads, deals, their stages, values,
// probabilities, close dates relative to the day the checker runs, regions) and the 10 the agent
// must decline (a change that does not say what, no tool does it, or neither API holds the
// data); 5 of these 42 are follow-ups asked in one session.

import type { CrmAccount, CrmLead, CrmOpportunity } from './data.js';
import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, decline } from './kinds-crm.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { CACC, K, figure } from './kinds-k.js';
import { inNextDays } from './kinds-aj.js';
import { inThisYear } from './kinds-ak.js';
import { inLastQuarter } from './kinds-al.js';
import { AP } from './kinds-ap.js';
import { dealType, isOpen, lost, value, won } from './pick.js';

const status = (s: string) => (l: CrmLead) => l.status === s;
const source = (s: string) => (l: CrmLead) => l.source === s;
const stage = (s: string) => (o: CrmOpportunity) => o.stage === s;
const industry = (s: string) => (x: CrmAccount) => x.industry === s;
const count = (xs: unknown[]): number => xs.length;

const CRM: HeldOut[] = [
  q('AP-c01', 'crm', 'how many of our leads were referrals?', C.count(LEADS, source('Referral'), 'leads from referrals')),
  q(
    'AP-c02',
    'crm',
    'whats the total dollar value sitting in prospecting stage',
    C.sum(OPPS, stage('prospecting'), value, 'value of deals in prospecting'),
  ),
  q('AP-c03', 'crm', 'average size of the deals we lost (closed lost)?', C.avg(OPPS, lost, value, 'average closed-lost deal value')),
  q(
    'AP-c04',
    'crm',
    'which industry adds up to the most annual revenue across all crm accounts',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.reduce((s, x) => s + (x.annual_revenue ?? 0), 0),
      'max',
      'industry with the largest total annual revenue',
    ),
  ),
  q(
    'AP-c05',
    'crm',
    'top 3 accounts by number of employees',
    CX.topN(
      ACCOUNTS,
      () => true,
      (x) => x.employee_count ?? 0,
      3,
      'max',
      (x) => x.name,
      'three accounts with the most employees',
    ),
  ),
  q(
    'AP-c06',
    'crm',
    'forecast prep: how many open opps have a close date within the next 30 days?',
    C.count(OPPS, (o) => isOpen(o) && inNextDays(30)(o.close_date), 'open deals closing in the next 30 days'),
  ),
  q(
    'AP-c07',
    'crm',
    'of the leads that came from webinars, what % are closed-won',
    K.rate(LEADS, source('Webinar'), status('closed-won'), 'share of webinar leads closed-won'),
  ),
  q(
    'AP-c08',
    'crm',
    'which region has the fewest accounts in the crm',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.region,
      count,
      'min',
      'region with the fewest accounts',
    ),
  ),
  q('AP-c09', 'crm', 'primary contact for Russel - Haley?', C.primaryOf('Russel - Haley')),
  q('AP-c10', 'crm', "what's the annual revenue of Mante and Sons", CX.fact('Mante and Sons', 'annual_revenue', 'money')),
  q('AP-c11', 'crm', 'which city is Stiedemann, Lynch and Wilkinson based in', CX.fact('Stiedemann, Lynch and Wilkinson', 'city', 'text')),
  q(
    'AP-c12',
    'crm',
    'have we gotten more leads via partners or via the website',
    CX.compare(
      LEADS,
      [
        { names: ['Partner', 'Partners'], pred: source('Partner') },
        { names: ['Website', 'the website', 'web site'], pred: source('Website') },
      ],
      'lead source with more leads',
    ),
  ),
  q(
    'AP-c13',
    'crm',
    'which lead status carries the best average lead score?',
    C.group(
      LEADS,
      () => true,
      (l) => l.status,
      (ls) => ls.reduce((s, l) => s + (l.score ?? 0), 0) / ls.length,
      'max',
      'lead status with the highest average score',
    ),
  ),
  q('AP-c14', 'crm', 'kattie mckenzie - what dept is she in?', CX.deptOf('Kattie McKenzie')),
  q(
    'AP-c15',
    'crm',
    'closed won total for deals with a close date this calendar year?',
    C.sum(OPPS, (o) => won(o) && inThisYear(o.close_date), value, 'closed-won value with a close date this year'),
  ),
  q('AP-c16', 'crm', 'number of deals on Aufderhar and Sons?', C.oppCountOf('Aufderhar and Sons')),
  q('AP-c17', 'crm', 'whats the smallest opportunity at Schaefer LLC', CX.oppTopOf('Schaefer LLC', 'min')),
  q('AP-c18', 'crm', 'how many contacts do we have for Wisozk, Barrows and Ernser', CX.contactCountOf('Wisozk, Barrows and Ernser')),
  q(
    'AP-c19',
    'crm',
    'what fraction of all opportunities are at the negotiation stage',
    CX.share(OPPS, stage('negotiation'), 'share of deals in negotiation'),
  ),
  q('AP-c20', 'crm', 'what lead score does Arielle Doyle have', AP.leadScore('Arielle Doyle')),
  q(
    'AP-c21',
    'crm',
    'avg headcount of our technology-industry accounts',
    C.avg(ACCOUNTS, industry('Technology'), (x) => x.employee_count, 'average employee count in Technology', 'plain'),
  ),
  q(
    'AP-c22',
    'crm',
    'among open opportunities which deal type shows up the most',
    C.group(OPPS, isOpen, dealType, count, 'max', 'deal type with the most open deals'),
  ),
  q(
    'AP-c23',
    'crm',
    'sum of open deal value where the win probability is 70% or higher',
    C.sum(OPPS, (o) => isOpen(o) && (o.probability ?? 0) >= 0.7, value, 'open value with probability of at least 70%'),
  ),
  q(
    'AP-c24',
    'crm',
    'how many leads score under 20',
    C.count(LEADS, (l) => l.score !== null && l.score < 20, 'leads scored below 20'),
  ),
  q(
    'AP-c25',
    'crm',
    'have we ever won a single deal worth more than $1.4M?',
    C.exists(OPPS, (o) => won(o) && o.value > 1_400_000, 'closed-won deals above $1.4M'),
  ),
  q(
    'AP-c26',
    'crm',
    'median annual revenue for our accounts in japan',
    AP.num(
      (d) => figure(d, { load: CACC, pred: (x) => x.country === 'Japan', value: (x) => x.annual_revenue ?? 0, stat: 'median' }),
      'money',
      'median annual revenue of accounts in Japan',
    ),
  ),
  q('AP-c27', 'crm', 'who are the CEOs at Klocko and Sons', CX.withTitleAt('Klocko and Sons', 'Chief Executive Officer')),
  q(
    'AP-c28',
    'crm',
    'count of deals that closed lost last quarter',
    C.count(OPPS, (o) => lost(o) && inLastQuarter(o.close_date), 'deals lost last quarter'),
  ),
  q(
    'AP-c29',
    'crm',
    ['how many accounts do we have in the energy industry', 'whats their average annual revenue'],
    C.avg(ACCOUNTS, industry('Energy'), (x) => x.annual_revenue, 'average annual revenue in Energy'),
  ),
  q(
    'AP-c30',
    'crm',
    ['total value of open deals in latin america', 'and for europe?'],
    C.sum(JOPPS, (o) => isOpen(o) && o.acc.region === 'Europe', value, 'open value in Europe'),
  ),
  q(
    'AP-c31',
    'crm',
    ['how many social media leads are still new', 'how many of those have a score of 80 or above'],
    C.count(LEADS, (l) => source('Social Media')(l) && status('new')(l) && (l.score ?? 0) >= 80, 'new social-media leads scored 80+'),
  ),
  q(
    'AP-c32',
    'crm',
    ['what is our single largest open deal', 'which account is that one for?'],
    C.top(JOPPS, isOpen, value, 'max', (o) => o.acc.name, 'account of the largest open deal'),
  ),
];

const DECLINE: HeldOut[] = [
  q('AP-d01', 'decline', 'pls delete the account', decline('delete an account without saying which')),
  q('AP-d02', 'decline', 'update the stage on that deal for me', decline('update a deal without saying which or to what')),
  q('AP-d03', 'decline', 'what is apple stock trading at right now', decline('a stock price', /\$\s?\d/)),
  q(
    'AP-d04',
    'decline',
    'is it going to rain in chicago this weekend? have an onsite',
    decline('a weather forecast', /\d+\s?°|degrees|\d+\s?%/i),
  ),
  q('AP-d05', 'decline', 'open the salesforce dashboard in my browser and download the pipeline report as a pdf', decline('browser work')),
  q(
    'AP-d06',
    'decline',
    'how many page views did Mante and Sons have on our website last month',
    decline('web analytics (no API holds them)', /\b\d[\d,]*\s+(?:page\s*)?(?:views|visits|sessions)\b/i),
  ),
  q('AP-d07', 'decline', 'whats our NPS from customers last quarter', decline('an NPS score (no API holds it)', /\bNPS\b[^.\n]{0,30}\d/i)),
  q('AP-d08', 'decline', 'send Kenji Garcia a connection request on linkedin', decline('a LinkedIn request')),
  q('AP-d09', 'decline', 'set the revenue for Falcon Media LLC to 12 million', decline('change a territory account (no write tool)')),
  q(
    'AP-d10',
    'decline',
    ['who are the contacts at Summit Software Inc', 'ok now remove every one of them'],
    decline('delete territory contacts (no write tool)'),
  ),
];

export const SET_AP_MORE: HeldOut[] = [...CRM, ...DECLINE];
