// Sealed set AT, second part (see set-at.ts): the 32 CRM questions and the 10 to be declined.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CG } from './kinds-g.js';
import { CI } from './kinds-i.js';
import { ALL, COPP, K } from './kinds-k.js';
import { AO } from './kinds-ao.js';
import { AP } from './kinds-ap.js';
import { AQ } from './kinds-aq.js';
import { yearToDate } from './kinds-ar.js';
import { inLastQuarter } from './kinds-al.js';
import { inNextMonth } from './kinds-ak.js';
import { inNextDays } from './kinds-aj.js';
import { Z } from './kinds-z.js';
import { M, isOpen, lead, lost, value, won } from './pick.js';

const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const score = (l: { score: number | null }): number | null => l.score;

const CRM: HeldOut[] = [
  q(
    'AT-c01',
    'crm',
    'negotiation deals total value',
    C.sum(OPPS, (o) => o.stage === 'negotiation', value, 'value of negotiation deals'),
  ),
  q(
    'AT-c02',
    'crm',
    'Closed-won bookings year to date, in dollars: only deals with a close date from January 1 through today.',
    C.sum(OPPS, (o) => won(o) && yearToDate(o.close_date), value, 'won value year to date'),
  ),
  q(
    'AT-c03',
    'crm',
    'Of all closed-won revenue, what percentage came from accounts in the Technology industry?',
    K.sumShare(COPP, (o) => o.acc.industry === 'Technology', value, 'share of won value from Technology accounts', won),
  ),
  q(
    'AT-c04',
    'crm',
    "select count(*) from leads where status = 'contacted' and score >= 70",
    C.count(LEADS, (l) => l.status === 'contacted' && (l.score ?? 0) >= 70, 'contacted leads scoring 70 or more'),
  ),
  q(
    'AT-c05',
    'crm',
    'leads: group by source, count per group',
    CI.breakdown(LEADS, ALL, (l) => l.source, 'leads per source'),
  ),
  q(
    'AT-c06',
    'crm',
    'mean emplyee count for accounts located in Japan?',
    C.avg(
      ACCOUNTS,
      (x) => x.country === 'Japan',
      (x) => x.employee_count,
      'average employees of Japanese accounts',
      'plain',
    ),
  ),
  q(
    'AT-c07',
    'crm',
    'Which industry shows up on the most accounts in the CRM?',
    C.group(
      ACCOUNTS,
      ALL,
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'industry with the most accounts',
    ),
  ),
  q(
    'AT-c08',
    'crm',
    'Canadian accounts, sorted by annual revenue descending, top 5 names',
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'Canada',
      (x) => x.annual_revenue ?? 0,
      5,
      'max',
      (x) => x.name,
      'five Canadian accounts with the most annual revenue',
    ),
  ),
  q(
    'AT-c09',
    'crm',
    'lost opps over 1M count',
    C.count(OPPS, (o) => lost(o) && o.value > M, 'closed-lost deals over $1M'),
  ),
  q(
    'AT-c10',
    'crm',
    'How many deals that are still open are expected to close within the next 30 days?',
    C.count(OPPS, (o) => isOpen(o) && inNextDays(30)(o.close_date), 'open deals closing in the next 30 days'),
  ),
  q(
    'AT-c11',
    'crm',
    'For the previous quarter, what was the total value in dollars of the opportunities we lost?',
    C.sum(OPPS, (o) => lost(o) && inLastQuarter(o.close_date), value, 'lost value last quarter'),
  ),
  q('AT-c12', 'crm', 'Raynor Inc - what city are they in?', CX.fact('Raynor Inc', 'city', 'text')),
  q('AT-c13', 'crm', 'employees at Metz, Ondricka and Haag', CX.fact('Metz, Ondricka and Haag', 'employee_count', 'count')),
  q('AT-c14', 'crm', "Who's the primary contact over at Stiedemann - Zulauf?", C.primaryOf('Stiedemann - Zulauf')),
  q('AT-c15', 'crm', 'What department does Lenore Cassin sit in?', CX.deptOf('Lenore Cassin')),
  q('AT-c16', 'crm', 'where does the lead Asa Upton stand right now (status)?', AO.leadStatus('Asa Upton')),
  q('AT-c17', 'crm', 'carole langworth lead score', AP.leadScore('Carole Langworth')),
  q(
    'AT-c18',
    'crm',
    'How many deals does Goldner Inc have that are not yet closed?',
    AQ.oppCountOf('Goldner Inc', isOpen, 'open deals of Goldner Inc'),
  ),
  q(
    'AT-c19',
    'crm',
    'For the board pack I need our win rate, computed strictly: closed-won deals divided by every deal that has closed, won or lost, ' +
      'with anything still open left out entirely. What is that percentage?',
    K.rate(OPPS, closed, won, 'win rate of closed deals'),
  ),
  q(
    'AT-c20',
    'crm',
    'How many accounts are outside Europe and also not in the Technology industry?',
    C.count(ACCOUNTS, (x) => x.region !== 'Europe' && x.industry !== 'Technology', 'accounts outside Europe, not Technology'),
  ),
  q(
    'AT-c21',
    'crm',
    'open opps other than prospecting - how many',
    C.count(OPPS, (o) => isOpen(o) && o.stage !== 'prospecting', 'open deals past prospecting'),
  ),
  q('AT-c22', 'crm', "What's our avrage closed-won deal size?", C.avg(OPPS, won, value, 'average won deal')),
  q(
    'AT-c23',
    'crm',
    'The single largest deal that is still open: which account is it with?',
    C.top(COPP, isOpen, value, 'max', (o) => o.acc.name, 'account of the largest open deal'),
  ),
  q(
    'AT-c24',
    'crm',
    'count distinct country in accounts table',
    K.distinctCount(ACCOUNTS, ALL, (x) => x.country, 'distinct countries'),
  ),
  q(
    'AT-c25',
    'crm',
    "Open pipeline scheduled to close next month: what's the dollar total?",
    C.sum(OPPS, (o) => isOpen(o) && inNextMonth(o.close_date), value, 'open value closing next month'),
  ),
  q(
    'AT-c26',
    'crm',
    'Is the open pipeline of our Healthcare accounts larger than that of our Retail accounts? Yes or no.',
    Z.larger(
      { load: COPP, pred: (o) => isOpen(o) && o.acc.industry === 'Healthcare', value },
      { load: COPP, pred: (o) => isOpen(o) && o.acc.industry === 'Retail', value },
      'Healthcare open pipeline above Retail open pipeline',
    ),
  ),
  q(
    'AT-c27',
    'crm',
    'Have we ever won a deal worth more than 1.5 million dollars?',
    C.exists(OPPS, (o) => won(o) && o.value > 1.5 * M, 'a won deal over $1.5M'),
  ),
  q(
    'AT-c28',
    'crm',
    'By region, which one has the largest mean annual revenue per CRM account?',
    C.group(
      ACCOUNTS,
      ALL,
      (x) => x.region,
      (xs) => xs.reduce((t, x) => t + (x.annual_revenue ?? 0), 0) / xs.length,
      'max',
      'region with the highest average annual revenue',
    ),
  ),
  q(
    'AT-c29',
    'crm',
    ['how many leads came to us through referrals', 'of that bunch, how many reached qualified status', 'and what is their average score'],
    C.avg(LEADS, lead('Referral', 'qualified'), score, 'average score of qualified Referral leads', 'plain'),
  ),
  q(
    'AT-c30',
    'crm',
    ['count of deals sitting in proposal', 'what are they worth in total?'],
    C.sum(OPPS, (o) => o.stage === 'proposal', value, 'value of proposal deals'),
  ),
  q(
    'AT-c31',
    'crm',
    ['how many accounts do we have in Kenya', 'name them'],
    CG.list(
      ACCOUNTS,
      (x) => x.country === 'Kenya',
      (x) => x.name,
      'accounts in Kenya',
    ),
  ),
  q(
    'AT-c32',
    'crm',
    ['opportunities at Lowe Group', 'how many of them are in negotiation', 'what are those worth together?'],
    C.oppValueOf('Lowe Group', (o) => o.stage === 'negotiation'),
  ),
];

const DECLINES: HeldOut[] = [
  q('AT-d01', 'decline', 'Mark the Hintz - Quitzon renewal as closed won please', decline('update an opportunity')),
  q('AT-d02', 'decline', 'book a 30 min meeting with Priya Walker next tuesday at 3pm', decline('schedule meetings')),
  q('AT-d03', 'decline', "what's our share price doing today", decline('share prices are not held', /\$\s?\d/)),
  q('AT-d04', 'decline', 'Search the web for recent news about Falcon Media LLC and give me the headlines.', decline('web browsing')),
  q(
    'AT-d05',
    'decline',
    'Invent a plausible quarterly bookings forecast for 2027 with numbers I can paste into a slide.',
    decline('invent figures'),
  ),
  q('AT-d06', 'decline', 'add a new contact Jordan Reyes, Sales Manager, at Summit Software Inc', decline('create a contact')),
  q(
    'AT-d07',
    'decline',
    'Which of my contacts have birthdays coming up this month?',
    decline('birthdays are not held', /\bbirthday\b[^.\n]*\b\d{1,2}(?:st|nd|rd|th)?\b/i),
  ),
  q('AT-d08', 'decline', 'combine Willow Foods Inc with Willow Foods Co so there is just one record', decline('merge accounts')),
  q(
    'AT-d09',
    'decline',
    'how many support tickets did Raynor Inc open this year',
    decline('support tickets are not held', /\b\d+\s+(?:support\s+)?tickets?\b/i),
  ),
  q('AT-d10', 'decline', ['top 3 webinar leads by score', 'great, now email each of them a thank-you note'], decline('send e-mails')),
];

export const SET_AT_MORE: HeldOut[] = [...CRM, ...DECLINES];
