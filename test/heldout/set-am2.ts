// Sealed set AM, second part: the CRM questions and the declines (see set-am.ts for the header
// and the counts).

import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CG } from './kinds-g.js';
import { pastDue, thisMonth } from './kinds-h.js';
import { COPP } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { CO } from './kinds-o.js';
import { inLastYear, inThisQuarter, inThisYear } from './kinds-p.js';
import { CU } from './kinds-u.js';
import { inNextDays } from './kinds-am.js';
import { dealType, isOpen, lost, value, won } from './pick.js';

const CRM: HeldOut[] = [
  q(
    'AM-c01',
    'crm',
    'how many accounts do we have in brazil',
    C.count(ACCOUNTS, (x) => x.country === 'Brazil', 'accounts in Brazil'),
  ),
  q(
    'AM-c02',
    'crm',
    "Before the pipeline review: what's the total value of everything still open right now?",
    C.sum(OPPS, isOpen, value, 'open pipeline value'),
  ),
  q('AM-c03', 'crm', 'avg size of a closed won deal?', C.avg(OPPS, won, value, 'average closed-won deal value')),
  q(
    'AM-c04',
    'crm',
    'top 5 energy companies by annual revenue',
    CX.topN(
      ACCOUNTS,
      (x) => x.industry === 'Energy',
      (x) => x.annual_revenue ?? 0,
      5,
      'max',
      (x) => x.name,
      'five largest Energy accounts',
    ),
  ),
  q(
    'AM-c05',
    'crm',
    'How many leads that came in from the website are still marked new?',
    C.count(LEADS, (l) => l.source === 'Website' && l.status === 'new', 'new Website leads'),
  ),
  q(
    'AM-c06',
    'crm',
    'number of open opps with a close date this month',
    C.count(OPPS, (o) => isOpen(o) && thisMonth(o.close_date), 'open deals closing this month'),
  ),
  q(
    'AM-c07',
    'crm',
    "how many deals are still open even though their close date has already passed? I'd like to chase them",
    C.count(OPPS, (o) => isOpen(o) && pastDue(o.close_date), 'open deals past their close date'),
  ),
  q(
    'AM-c08',
    'crm',
    'how much have we closed-won so far this year ($)?',
    C.sum(OPPS, (o) => won(o) && inThisYear(o.close_date), value, 'won value closing this year'),
  ),
  q(
    'AM-c09',
    'crm',
    'How many opportunities did we lose last year?',
    C.count(OPPS, (o) => lost(o) && inLastYear(o.close_date), 'deals lost last year'),
  ),
  q(
    'AM-c10',
    'crm',
    'open pipeline value closing this quarter',
    C.sum(OPPS, (o) => isOpen(o) && inThisQuarter(o.close_date), value, 'open value closing this quarter'),
  ),
  q(
    'AM-c11',
    'crm',
    'which industry do we have the most accounts in?',
    C.group(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'industry with the most accounts',
    ),
  ),
  q(
    'AM-c12',
    'crm',
    'Which region has won us the most money in closed deals?',
    CU.groupTop(
      COPP,
      won,
      (o) => o.acc.region,
      (os) => sum(os.map(value)),
      'max',
      'region with the largest closed-won value',
    ),
  ),
  q(
    'AM-c13',
    'crm',
    'breakdown of leads by status',
    CN.breakdown(
      LEADS,
      () => true,
      (l) => l.status,
      'leads per status',
    ),
  ),
  q('AM-c14', 'crm', 'what percent of all our opportunities ended up closed lost', CX.share(OPPS, lost, 'share of closed-lost deals')),
  q(
    'AM-c15',
    'crm',
    "what's our win rate in Europe",
    CM.winRate((o) => o.acc.region === 'Europe', 'win rate of Europe'),
  ),
  q('AM-c16', 'crm', 'who is the primary contact at White - Torp?', C.primaryOf('White - Torp')),
  q('AM-c17', 'crm', 'how many ppl do we have on file at Pfeffer Group', CX.contactCountOf('Pfeffer Group')),
  q('AM-c18', 'crm', 'What industry is Trantow - Gusikowski in?', CX.fact('Trantow - Gusikowski', 'industry', 'text')),
  q('AM-c19', 'crm', 'annual revenue of Moore, Casper and Schulist?', CX.fact('Moore, Casper and Schulist', 'annual_revenue', 'money')),
  q(
    'AM-c20',
    'crm',
    'Which of the Wiza, Langworth and Runte opportunities are still in prospecting?',
    C.oppsOf('Wiza, Langworth and Runte', 'prospecting'),
  ),
  q(
    'AM-c21',
    'crm',
    "what's the biggest deal we have with O'Connell, Runolfsdottir and Grant",
    CX.oppTopOf("O'Connell, Runolfsdottir and Grant", 'max'),
  ),
  q('AM-c22', 'crm', 'what does Gaetano Mann do (title)?', CO.contactTitle('Gaetano Mann')),
  q('AM-c23', 'crm', 'Jovany Rempel works for which company?', CG.accountOfContact('Jovany Rempel')),
  q('AM-c24', 'crm', 'lead score for wava adams', CE.leadFact('Wava Adams', 'score')),
  q(
    'AM-c25',
    'crm',
    "Heading into Monday's forecast call - what's the total value of open deals closing in the next 30 days?",
    C.sum(OPPS, (o) => isOpen(o) && inNextDays(30)(o.close_date), value, 'open value closing in the next 30 days'),
  ),
  q(
    'AM-c26',
    'crm',
    'average annual revenue for UK accounts',
    C.avg(
      ACCOUNTS,
      (x) => x.country === 'United Kingdom',
      (x) => x.annual_revenue,
      'average annual revenue of UK accounts',
    ),
  ),
  q(
    'AM-c27',
    'crm',
    'whats the avg score on leads we got from trade shows',
    C.avg(
      LEADS,
      (l) => l.source === 'Trade Show',
      (l) => l.score,
      'average score of Trade Show leads',
      'plain',
    ),
  ),
  q(
    'AM-c28',
    'crm',
    'what type of deal wins us the most money? looking at closed-won totals per deal type',
    C.group(OPPS, won, dealType, (os) => sum(os.map(value)), 'max', 'deal type with the most won value'),
  ),
  q(
    'AM-c29',
    'crm',
    ['deals in negotiation for accounts in Canada', 'how much are they worth all together?'],
    C.sum(COPP, (o) => o.stage === 'negotiation' && o.acc.country === 'Canada', value, 'value in negotiation in Canada'),
  ),
  q(
    'AM-c30',
    'crm',
    ['list the leads that came from partners', 'ok how many made it to qualified?'],
    C.count(LEADS, (l) => l.source === 'Partner' && l.status === 'qualified', 'qualified Partner leads'),
  ),
  q(
    'AM-c31',
    'crm',
    ['show me healthcare accounts in the US', 'which one has the most employees?'],
    C.top(
      ACCOUNTS,
      (x) => x.industry === 'Healthcare' && x.country === 'United States',
      (x) => x.employee_count ?? 0,
      'max',
      (x) => x.name,
      'US Healthcare account with the most employees',
    ),
  ),
  q(
    'AM-c32',
    'crm',
    ['what open deals does McLaughlin, Ernser and Wehner have', "what's the total value of them"],
    C.oppValueOf('McLaughlin, Ernser and Wehner', isOpen),
  ),
];

const DECLINES: HeldOut[] = [
  q('AM-d01', 'decline', 'email the primary contact at White - Torp and ask if they can meet next tuesday', decline('send an e-mail')),
  q('AM-d02', 'decline', 'delete all the closed lost opportunities from 2024, they are just clutter', decline('delete opportunities')),
  q('AM-d03', 'decline', "change Wava Adams' lead status to qualified", decline('update a lead')),
  q(
    'AM-d04',
    'decline',
    'go on linkedin and find out who the new VP of sales at Pfeffer Group is',
    decline('web browsing', /linkedin\.com/i),
  ),
  q(
    'AM-d05',
    'decline',
    'what is the profit margin on each of my territory accounts?',
    decline('margins are not held', /\bmargin\b[^.\n]{0,40}\d+(?:\.\d+)?\s?%/i),
  ),
  q(
    'AM-d06',
    'decline',
    'which of our CRM contacts have unsubscribed from marketing emails?',
    decline('e-mail subscriptions are not held'),
  ),
  q('AM-d07', 'decline', 'add a note on the Pfeffer Group account saying we met them at the trade show', decline('add a note')),
  q('AM-d08', 'decline', ['top 3 open deals by value', 'ok mark the first one as closed won'], decline('update an opportunity')),
  q(
    'AM-d09',
    'decline',
    'how long has Kattie Kozey been in her current role at White - Torp?',
    decline('tenure is not held', /\b\d+\s?(?:years?|months?|yrs?)\b/i),
  ),
  q('AM-d10', 'decline', 'open the CRM in chrome and grab me a screenshot of the pipeline dashboard', decline('browser work')),
];

export const SET_AM_MORE: HeldOut[] = [...CRM, ...DECLINES];
