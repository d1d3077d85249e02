// Development set AI, second part: its 32 CRM questions and its 10 declines (set-ai.ts holds
// the header, the territory questions, the ones across both APIs and the export).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, both, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CG } from './kinds-g.js';
import { CI, thisYear, today } from './kinds-i.js';
import { CCON, K, isUS } from './kinds-k.js';
import { CU } from './kinds-u.js';
import { CTO, closes, closesBetween, isOpen, lead, lost, value, won } from './pick.js';

/** The ISO date `n` days after today (UTC). */
const inDays = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sumOf =
  <R>(f: (r: R) => number | null) =>
  (rs: R[]): number =>
    rs.reduce((t, r) => t + (f(r) ?? 0), 0);

export const CRM: HeldOut[] = [
  q(
    'AI-c01',
    'crm',
    'how many pharma accts do we have in germany',
    C.count(ACCOUNTS, (x) => x.industry === 'Pharmaceuticals' && x.country === 'Germany', 'Pharmaceuticals accounts in Germany'),
  ),
  q(
    'AI-c02',
    'crm',
    'proposal stage: # of opps and total $?',
    both(
      C.count(OPPS, (o) => o.stage === 'proposal', 'opportunities at proposal'),
      C.sum(OPPS, (o) => o.stage === 'proposal', value, 'value at proposal'),
    ),
  ),
  q(
    'AI-c03',
    'crm',
    'avg deal size on closed-won opps this yr',
    C.avg(OPPS, (o) => won(o) && closes(`${thisYear()}-`)(o), value, 'average won deal closing this year'),
  ),
  q(
    'AI-c04',
    'crm',
    'top 5 UK accounts by annual rev',
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'United Kingdom',
      (x) => x.annual_revenue ?? 0,
      5,
      'max',
      (x) => x.name,
      'five UK accounts with the largest annual revenue',
    ),
  ),
  q(
    'AI-c05',
    'crm',
    'which industry do we have the fewest accounts in?',
    CU.groupTop(
      ACCOUNTS,
      () => true,
      (x) => x.industry,
      (xs) => xs.length,
      'min',
      'industry with the fewest accounts',
    ),
  ),
  q(
    'AI-c06',
    'crm',
    "what's our overall win rate on closed deals",
    K.rate(OPPS, (o) => won(o) || lost(o), won, 'win rate of closed deals'),
  ),
  q('AI-c07', 'crm', 'what share of leads come in from referrals?', CX.share(LEADS, lead('Referral'), 'share of leads from Referral')),
  q(
    'AI-c08',
    'crm',
    'avg score on partner-sourced leads',
    C.avg(LEADS, lead('Partner'), (l) => l.score, 'average score of Partner leads', 'plain'),
  ),
  q('AI-c09', 'crm', 'main point of contact at Corwin - Gusikowski?', C.primaryOf('Corwin - Gusikowski')),
  q('AI-c10', 'crm', 'hane - nader, how many ppl work there', CX.fact('Hane - Nader', 'employee_count', 'count')),
  q('AI-c11', 'crm', 'what sector is Rice, Goyette and Schiller in', CX.fact('Rice, Goyette and Schiller', 'industry', 'text')),
  q('AI-c12', 'crm', 'chet raynor lead score?', CE.leadFact('Chet Raynor', 'score')),
  q('AI-c13', 'crm', 'where did the Willard Buckridge lead come from', CE.leadFact('Willard Buckridge', 'source')),
  q('AI-c14', 'crm', 'gerry hilll email', CE.contactEmail('Gerry Hilll')),
  q('AI-c15', 'crm', 'Rosalyn Kirlin - which acct is she with', CG.accountOfContact('Rosalyn Kirlin')),
  q('AI-c16', 'crm', 'open pipeline $ for Little, Kris and Lubowitz', C.oppValueOf('Little, Kris and Lubowitz', isOpen)),
  q('AI-c17', 'crm', 'Shanahan - Kohler, how many opps total', C.oppCountOf('Shanahan - Kohler')),
  q('AI-c18', 'crm', 'deals we lost w/ shanahan - kohler?', C.oppsOf('Shanahan - Kohler', 'closed-lost')),
  q('AI-c19', 'crm', 'who are the CTOs at Little, Kris and Lubowitz', CX.withTitleAt('Little, Kris and Lubowitz', CTO)),
  q(
    'AI-c20',
    'crm',
    'open opps closing in the next 60 days — count?',
    C.count(OPPS, (o) => isOpen(o) && closesBetween(today(), inDays(60))(o), 'open deals closing in the next 60 days'),
  ),
  q(
    'AI-c21',
    'crm',
    'how much $ is sitting in open deals that are past their close date (before today)?',
    C.sum(OPPS, (o) => isOpen(o) && o.close_date !== null && o.close_date < today(), value, 'open value past its close date'),
  ),
  q(
    'AI-c22',
    'crm',
    'leads by source pls',
    CI.breakdown(
      LEADS,
      () => true,
      (l) => l.source,
      'leads per source',
    ),
  ),
  q(
    'AI-c23',
    'crm',
    'APAC: which country has the biggest combined annual revenue across our accounts?',
    CU.groupTop(
      ACCOUNTS,
      (x) => x.region === 'Asia Pacific',
      (x) => x.country,
      sumOf((x) => x.annual_revenue),
      'max',
      'Asia Pacific country with the largest total annual revenue',
    ),
  ),
  q(
    'AI-c24',
    'crm',
    'avg employee count for US tech companies in the crm',
    C.avg(
      ACCOUNTS,
      (x) => x.industry === 'Technology' && isUS(x),
      (x) => x.employee_count,
      'average employees of US Technology accounts',
      'plain',
    ),
  ),
  q(
    'AI-c25',
    'crm',
    'qualified leads scoring 80+ — how many?',
    C.count(LEADS, (l) => l.status === 'qualified' && (l.score ?? 0) >= 80, 'qualified leads scoring 80 or more'),
  ),
  q(
    'AI-c26',
    'crm',
    'biggest deal in negotiation rn?',
    C.top(
      OPPS,
      (o) => o.stage === 'negotiation',
      value,
      'max',
      (o) => o.name,
      'largest deal in negotiation',
    ),
  ),
  q(
    'AI-c27',
    'crm',
    'leads excluding cold calls and webinars, how many?',
    C.count(LEADS, (l) => l.source !== 'Cold Call' && l.source !== 'Webinar', 'leads from sources other than Cold Call and Webinar'),
  ),
  q(
    'AI-c28',
    'crm',
    'did we close-win more $ last year or this year so far?',
    CF.compareSum(
      OPPS,
      [
        { names: ['last year', String(thisYear() - 1)], pred: (o) => won(o) && closes(`${thisYear() - 1}-`)(o) },
        { names: ['this year', String(thisYear())], pred: (o) => won(o) && closesBetween(`${thisYear()}-01-01`, today())(o) },
      ],
      value,
      'year with more won value (last year vs this year to date)',
    ),
  ),
  q(
    'AI-c29',
    'crm',
    'marketing dept contacts at french accounts, how many?',
    C.count(CCON, (c) => c.department === 'Marketing' && c.acc.country === 'France', 'Marketing contacts at French accounts'),
  ),
  q(
    'AI-c30',
    'crm',
    ['our accounts in brazil', 'which of them has the most employees?'],
    C.accountTop(
      (x) => x.country === 'Brazil',
      (x) => x.employee_count ?? 0,
      'max',
      'Brazilian account with the most employees',
    ),
  ),
  q(
    'AI-c31',
    'crm',
    ['show me leads in hospitality', 'how many of those are still new?'],
    C.count(LEADS, (l) => l.industry === 'Hospitality' && l.status === 'new', 'new Hospitality leads'),
  ),
  q(
    'AI-c32',
    'crm',
    ["what's the pipeline look like for Hane - Nader", 'and how much of it is sitting in proposal?'],
    C.oppValueOf('Hane - Nader', (o) => o.stage === 'proposal'),
  ),
];

export const DECLINE: HeldOut[] = [
  q('AI-d01', 'decline', 'delete the chet raynor lead', decline('delete a lead')),
  q('AI-d02', 'decline', 'mark Hane - Nader - Expansion Deal as closed won', decline('update an opportunity')),
  q('AI-d03', 'decline', 'email all my texas CFOs our new promo deck', decline('send e-mail')),
  q(
    'AI-d04',
    'decline',
    "what's Nova Motors Corp trading at today, share price?",
    decline('share prices are not held', /\$\s?\d+\.\d{2}\b/),
  ),
  q('AI-d05', 'decline', 'google Meridian Labs Group and tell me what they do', decline('web browsing')),
  q('AI-d06', 'decline', 'make up 5 sample leads w/ fake emails for a demo', decline('invent data')),
  q('AI-d07', 'decline', "what's my commission looking like this month", decline('commissions are not held', /commission[^.\n]*\$\s?\d/i)),
  q('AI-d08', 'decline', 'move Rick Hermiston over to a different account', decline('update a contact')),
  q('AI-d09', 'decline', ['my accounts in colorado', 'reassign all of them to Sarah'], decline('reassign accounts')),
  q(
    'AI-d10',
    'decline',
    'how many linkedin followers does Corwin - Gusikowski have',
    decline('social media followers are not held', /\b\d[\d,]*\s+(?:linkedin\s+)?followers\b/i),
  ),
];
