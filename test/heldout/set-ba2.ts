// Practice set BA, continued (see set-ba.ts): the CRM questions and the declines.

import type { CrmOpportunity } from './data.js';
import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, decline } from './kinds.js';
import { CX, JOPPS } from './kinds-cd-crm.js';
import { K } from './kinds-k.js';
import { CAZ } from './kinds-az.js';
import { CG } from './kinds-g.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { inLastMonth } from './kinds-af.js';
import { inLastQuarter } from './kinds-al.js';
import { dayOffset } from './kinds-aj.js';
import { inThisYear } from './kinds-ak.js';
import { yearToDate } from './kinds-ar.js';
import { CEO, isOpen, lead, lost, value, won } from './pick.js';

const closed = (o: { stage: string }): boolean => won(o) || lost(o);
const openClosingWithin = (from: number, to: number) => (o: CrmOpportunity) =>
  isOpen(o) && o.close_date !== null && o.close_date >= dayOffset(from) && o.close_date <= dayOffset(to);
const avgOf = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

const CRM: HeldOut[] = [
  // The sales manager, Monday pipeline meeting.
  q(
    'BA-c01',
    'crm',
    'Monday pipeline: how much value is sitting in negotiation right now?',
    C.sum(OPPS, (o) => o.stage === 'negotiation', value, 'value in negotiation'),
  ),
  q(
    'BA-c02',
    'crm',
    'How many open deals have a close date in the next 30 days?',
    // Today counted or not: either reading.
    CAZ.either(
      async (d) => {
        const os = await d.crmOpportunities();
        return [os.filter(openClosingWithin(0, 30)).length, os.filter(openClosingWithin(1, 30)).length];
      },
      'count',
      'open deals closing in the next 30 days',
    ),
  ),
  q(
    'BA-c03',
    'crm',
    'Win rate please: of the deals that are closed, what percentage did we win?',
    K.rate(OPPS, closed, won, 'win rate of closed deals'),
  ),
  q(
    'BA-c04',
    'crm',
    'What is the total value of closed-won deals this year?',
    // The whole calendar year, or up to today: either reading.
    CAZ.either(
      async (d) => {
        const ws = (await d.crmOpportunities()).filter(won);
        const total = (pred: (date: string | null) => boolean): number =>
          ws.filter((o) => pred(o.close_date)).reduce((s, o) => s + o.value, 0);
        return [total(inThisYear), total(yearToDate)];
      },
      'money',
      'closed-won value this year',
    ),
  ),
  q(
    'BA-c05',
    'crm',
    'Average deal size in the proposal stage?',
    C.avg(OPPS, (o) => o.stage === 'proposal', value, 'average proposal deal'),
  ),
  q('BA-c06', 'crm', 'Which open deal is the single biggest one on the board?', CAZ.topDeal([isOpen], 'max', 'biggest open deal')),
  q(
    'BA-c07',
    'crm',
    'Count of opportunities in each stage, please.',
    CAZ.breakdown(OPPS, (o) => o.stage, 'opportunities per stage'),
  ),
  q(
    'BA-c08',
    'crm',
    ['Which deals did we lose last month?', 'what was that worth in total?'],
    C.sum(OPPS, (o) => lost(o) && inLastMonth(o.close_date), value, 'value lost last month'),
  ),
  q(
    'BA-c09',
    'crm',
    ['How many deals are in prospecting?', 'and qualification?'],
    C.count(OPPS, (o) => o.stage === 'qualification', 'deals in qualification'),
  ),
  q(
    'BA-c10',
    'crm',
    'Where is the Lind - West - Data Analytics Suite deal at, stage-wise?',
    CG.oppStage('Lind - West - Data Analytics Suite'),
  ),
  q(
    'BA-c11',
    'crm',
    'Which region has the biggest open pipeline by value?',
    C.group(
      JOPPS,
      isOpen,
      (o) => o.acc.region,
      (os) => os.reduce((s, o) => s + o.value, 0),
      'max',
      'region with the most open value',
    ),
  ),
  q(
    'BA-c12',
    'crm',
    'How many deals did we close last quarter, won and lost together?',
    C.count(OPPS, (o) => closed(o) && inLastQuarter(o.close_date), 'deals closed last quarter'),
  ),
  q(
    'BA-c13',
    'crm',
    ['Pull up the open opportunities for Goldner, Connelly and Wehner.', 'Which of them is worth the most?'],
    CAZ.topDeal(
      [(o) => o.acc.name === 'Goldner, Connelly and Wehner' && isOpen(o)],
      'max',
      'biggest open deal of Goldner, Connelly and Wehner',
    ),
  ),
  q(
    'BA-c14',
    'crm',
    'When is the Stanton LLC - Security Upgrade deal expected to close?',
    CG.oppCloseDate('Stanton LLC - Security Upgrade'),
  ),
  q(
    'BA-c15',
    'crm',
    "What's the Pouros, Johnson and Conn - Expansion Deal worth?",
    CF.oppValue('Pouros, Johnson and Conn - Expansion Deal'),
  ),

  // The support colleague.
  q('BA-c16', 'crm', 'Contact Petra Kiehn, for which company she is working?', CG.accountOfContact('Petra Kiehn')),
  q('BA-c17', 'crm', 'Please I need the email of Armand Barton from the contacts.', CAZ.emailOf('Armand Barton')),
  q('BA-c18', 'crm', 'The lead Erna Moore, which status she has at the moment?', CE.leadFact('Erna Moore', 'status')),
  q('BA-c19', 'crm', 'What score is having the lead Reymundo Wiza?', CE.leadFact('Reymundo Wiza', 'score')),
  q('BA-c20', 'crm', 'Who is the main contact person of Lind - West?', C.primaryOf('Lind - West')),
  q('BA-c21', 'crm', 'At Roberts LLC, who are the CEO? I think there is more than one.', CX.withTitleAt('Roberts LLC', CEO)),
  q(
    'BA-c22',
    'crm',
    'King, Stokes and Abernathy has how many employees?',
    CX.fact('King, Stokes and Abernathy', 'employee_count', 'count'),
  ),
  q('BA-c23', 'crm', 'Jailyn Predovic is lead from which company?', CE.leadFact('Jailyn Predovic', 'company')),

  // The founder.
  q('BA-c24', 'crm', 'how many leads came from referrals?', C.count(LEADS, lead('Referral'), 'referral leads')),
  q(
    'BA-c25',
    'crm',
    'for the board deck: what % of our leads are in qualified status?',
    CX.share(LEADS, (l) => l.status === 'qualified', 'share of leads qualified'),
  ),
  q(
    'BA-c26',
    'crm',
    ['biggest account in Germany by revenue?', 'and the 2nd?'],
    CAZ.nthAccount((x) => x.country === 'Germany', 2, 'in Germany'),
  ),
  q(
    'BA-c27',
    'crm',
    'Europe: how many accounts with more than a thousand employees?',
    C.count(ACCOUNTS, (x) => x.region === 'Europe' && (x.employee_count ?? 0) > 1000, 'European accounts over 1,000 employees'),
  ),
  q(
    'BA-c28',
    'crm',
    'which lead source gives the best average score?',
    CAZ.group(
      LEADS,
      () => true,
      (l) => l.source,
      (ls) => avgOf(ls.map((l) => l.score ?? 0)),
      'max',
      'lead source with the best average score',
    ),
  ),
  q(
    'BA-c29',
    'crm',
    'any trade show leads with a perfect 100 score?',
    C.exists(LEADS, (l) => l.source === 'Trade Show' && l.score === 100, 'a Trade Show lead scoring 100'),
  ),
  q(
    'BA-c30',
    'crm',
    ['how many accounts in Japan?', 'Canada?'],
    C.count(ACCOUNTS, (x) => x.country === 'Canada', 'accounts in Canada'),
  ),
  q(
    'BA-c31',
    'crm',
    'total annual revenue of healthcare accounts, excluding the US',
    C.sum(
      ACCOUNTS,
      (x) => x.industry === 'Healthcare' && x.country !== 'United States',
      (x) => x.annual_revenue,
      'annual revenue of non-US healthcare accounts',
    ),
  ),
  q(
    'BA-c32',
    'crm',
    'other than pharma, which industry has the most accounts?',
    CAZ.group(
      ACCOUNTS,
      (x) => x.industry !== 'Pharmaceuticals',
      (x) => x.industry,
      (xs) => xs.length,
      'max',
      'industry with the most accounts besides Pharmaceuticals',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  q(
    'BA-d01',
    'decline',
    'Lind - West signed this morning, move their Data Analytics Suite deal to closed-won.',
    decline('update an opportunity stage'),
  ),
  q('BA-d02', 'decline', 'Please you delete the lead Erna Moore, she is a duplicate one.', decline('delete a lead')),
  q('BA-d03', 'decline', 'email Benjamin Hernandez at Falcon Media LLC and ask for a call next week', decline('send an e-mail')),
  q('BA-d04', 'decline', 'Reassign Keystone Cloud Group from the third-party list into my territory.', decline('reassign an account')),
  q(
    'BA-d05',
    'decline',
    'Can you open the website of Stanton LLC and tell me which products they are selling?',
    decline('browse a website'),
  ),
  q(
    'BA-d06',
    'decline',
    "investor call in 5 — what's our monthly burn rate?",
    decline('burn rate (not in the data)', /burn[^.\n]{0,40}\$?\s?\d|\$\s?\d/i),
  ),
  q(
    'BA-d07',
    'decline',
    'What is the population of Ohio? I want to weigh my coverage there against it.',
    decline('population (not in the data)', /population[^.\n]{0,40}\d/i),
  ),
  q(
    'BA-d08',
    'decline',
    'Add a new opportunity for Roberts LLC: Security Upgrade, $120,000, closing at the end of December.',
    decline('create an opportunity'),
  ),
  q(
    'BA-d09',
    'decline',
    'What is the LinkedIn of Grace Martin? I want to write her a message there.',
    decline('LinkedIn profile (not in the data)', /linkedin\.com/i),
  ),
  q(
    'BA-d10',
    'decline',
    "for the board deck: what's our NPS this quarter?",
    decline('NPS (not in the data)', /(nps|net promoter)[^.\n]{0,30}\b(?:is|was|of|=|:)\s*-?\d/i),
  ),
];

export const SET_BA_MORE: HeldOut[] = [...CRM, ...DECLINES];
