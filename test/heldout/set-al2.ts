// Development set AL, second part: the CRM questions and the declines (see set-al.ts for the
// header and the counts).

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { ACCOUNTS, C, LEADS, OPPS, both, decline } from './kinds.js';
import { CX } from './kinds-cd-crm.js';
import { CE } from './kinds-e.js';
import { CF } from './kinds-f.js';
import { CJ } from './kinds-j.js';
import { CCON, COPP } from './kinds-k.js';
import { CM } from './kinds-m.js';
import { CN } from './kinds-n.js';
import { inThisYear } from './kinds-p.js';
import { inNextMonth } from './kinds-q.js';
import { CU } from './kinds-u.js';
import { CAL, inLastQuarter, inYearsAgo } from './kinds-al.js';
import { CIO, closes, dealType, isOpen, lost, value, won } from './pick.js';

const meanScore = (ls: { score: number | null }[]): number => ls.reduce((t, l) => t + (l.score ?? 0), 0) / ls.length;

export const SET_AL_CRM: HeldOut[] = [
  // CRM
  q(
    'AL-c01',
    'crm',
    'how many hospitality accounts we got in canada',
    C.count(ACCOUNTS, (x) => x.industry === 'Hospitality' && x.country === 'Canada', 'Hospitality accounts in Canada'),
  ),
  q(
    'AL-c02',
    'crm',
    'closed-won dollars last quarter?',
    C.sum(OPPS, (o) => won(o) && inLastQuarter(o.close_date), value, 'won value closing last quarter'),
  ),
  q(
    'AL-c03',
    'crm',
    'typical deal size for stuff sitting in proposal — the average, I mean',
    C.avg(OPPS, (o) => o.stage === 'proposal', value, 'average value of deals at proposal'),
  ),
  q(
    'AL-c04',
    'crm',
    'count the CIOs at healthcare companies in the CRM',
    C.count(CCON, (c) => c.job_title === CIO && c.acc.industry === 'Healthcare', 'CIO contacts at Healthcare accounts'),
  ),
  q(
    'AL-c05',
    'crm',
    'Which real estate account brings in the least annual revenue?',
    C.top(
      ACCOUNTS,
      (x) => x.industry === 'Real Estate',
      (x) => x.annual_revenue ?? 0,
      'min',
      (x) => x.name,
      'Real Estate account with the least revenue',
    ),
  ),
  q(
    'AL-c06',
    'crm',
    'what share of our leads came in through referrals?',
    CX.share(LEADS, (l) => l.source === 'Referral', 'share of Referral leads'),
  ),
  q(
    'AL-c07',
    'crm',
    'Looking at deals with a 2025 close date: did we end up with more won ones or more lost ones?',
    CX.compare(
      OPPS,
      [
        { names: ['won', 'closed-won'], pred: (o) => won(o) && closes('2025-')(o) },
        { names: ['lost', 'closed-lost'], pred: (o) => lost(o) && closes('2025-')(o) },
      ],
      'more won or lost deals in 2025',
    ),
  ),
  q(
    'AL-c08',
    'crm',
    'open pipeline, Europe minus Asia Pacific: by how many dollars does Europe lead?',
    CF.sumGap(
      COPP,
      (o) => isOpen(o) && o.acc.region === 'Europe',
      (o) => isOpen(o) && o.acc.region === 'Asia Pacific',
      value,
      'open pipeline of Europe minus Asia Pacific',
    ),
  ),
  q(
    'AL-c09',
    'crm',
    'how many brand new leads have a score of ninety or more',
    C.count(LEADS, (l) => l.status === 'new' && (l.score ?? 0) >= 90, 'new leads scoring 90+'),
  ),
  q(
    'AL-c10',
    'crm',
    'open opps expected to wrap up next month, how many',
    C.count(OPPS, (o) => isOpen(o) && inNextMonth(o.close_date), 'open deals closing next month'),
  ),
  q('AL-c11', 'crm', 'Hayes - Simonis, what city are they in?', CX.fact('Hayes - Simonis', 'city', 'text')),
  q('AL-c12', 'crm', 'Lura Batz — which department does she sit in', CX.deptOf('Lura Batz')),
  q(
    'AL-c13',
    'crm',
    'Ritchie, Brekke and Lemke: list the opportunities that ended closed-lost',
    C.oppsOf('Ritchie, Brekke and Lemke', 'closed-lost'),
  ),
  q(
    'AL-c14',
    'crm',
    'qualified leads split out by source',
    CN.breakdown(
      LEADS,
      (l) => l.status === 'qualified',
      (l) => l.source,
      'qualified leads per source',
    ),
  ),
  q(
    'AL-c15',
    'crm',
    'closed won value for each region',
    CJ.sumBreakdown(COPP, won, (o) => o.acc.region, value, 'won value per region'),
  ),
  q(
    'AL-c16',
    'crm',
    'averge win probabilty for deals in negotation?',
    CM.avgProbability((o) => o.stage === 'negotiation', 'average probability of deals in negotiation'),
  ),
  q(
    'AL-c17',
    'crm',
    'leads excluding the cold call and trade show ones, how many?',
    C.count(LEADS, (l) => l.source !== 'Cold Call' && l.source !== 'Trade Show', 'leads not from Cold Call or Trade Show'),
  ),
  q(
    'AL-c18',
    'crm',
    'number of accounts in Germany pulling in over a hundred million a year',
    C.count(ACCOUNTS, (x) => x.country === 'Germany' && (x.annual_revenue ?? 0) > 100e6, 'German accounts over $100M'),
  ),
  q(
    'AL-c19',
    'crm',
    'win rate on Technology accounts?',
    CM.winRate((o) => o.acc.industry === 'Technology', 'win rate of Technology accounts'),
  ),
  q(
    'AL-c20',
    'crm',
    'in 2025, what month had the highest number of opportunity close dates?',
    CE.busiestMonth(
      OPPS,
      () => true,
      (o) => o.close_date,
      2025,
      'month of 2025 with the most close dates',
    ),
  ),
  q(
    'AL-c21',
    'crm',
    'My VP asked me to pull something together for the Monday pipeline review, and one of the things she wants to see is ' +
      'the total dollar value of everything that is still open (so prospecting, qualification, proposal or negotiation) ' +
      'for accounts in the Financial Services industry. Can you get me that number?',
    C.sum(COPP, (o) => isOpen(o) && o.acc.industry === 'Financial Services', value, 'open value of Financial Services accounts'),
  ),
  q(
    'AL-c22',
    'crm',
    'How many contacts does Rutherford and Sons have, and which one of them is the primary?',
    both(CX.contactCountOf('Rutherford and Sons'), C.primaryOf('Rutherford and Sons')),
  ),
  q('AL-c23', 'crm', 'colt schultz lead score?', CE.leadFact('Colt Schultz', 'score')),
  q(
    'AL-c24',
    'crm',
    ['open deals for Shanahan - Kohler', 'which of those is worth the most?'],
    CU.nth(
      COPP,
      (o) => isOpen(o) && o.acc.name === 'Shanahan - Kohler',
      value,
      1,
      'max',
      (o) => [o.name, dealType(o)],
      'largest open deal of Shanahan - Kohler',
    ),
  ),
  q(
    'AL-c25',
    'crm',
    ['webinar-sourced leads please', 'only the qualified ones - how many are left?'],
    C.count(LEADS, (l) => l.source === 'Webinar' && l.status === 'qualified', 'qualified Webinar leads'),
  ),
  q(
    'AL-c26',
    'crm',
    ['how much did we win last year, in dollars', 'and the year before that?'],
    C.sum(OPPS, (o) => won(o) && inYearsAgo(2)(o.close_date), value, 'won value two years back'),
  ),
  q(
    'AL-c27',
    'crm',
    ['pull every account we have in Japan', 'now the three biggest of those by annual revenue'],
    CX.topN(
      ACCOUNTS,
      (x) => x.country === 'Japan',
      (x) => x.annual_revenue ?? 0,
      3,
      'max',
      (x) => x.name,
      'three largest Japanese accounts',
    ),
  ),
  q('AL-c28', 'crm', ['contacts at Walsh - Yost', 'which of them are in procurement?'], CF.deptAt('Walsh - Yost', 'Procurement')),
  q(
    'AL-c29',
    'crm',
    ['french retail accounts', 'count them for me'],
    C.count(ACCOUNTS, (x) => x.industry === 'Retail' && x.country === 'France', 'Retail accounts in France'),
  ),
  q(
    'AL-c30',
    'crm',
    ['mean lead score broken out by lead source', 'which source comes out lowest?'],
    CU.groupTop(
      LEADS,
      () => true,
      (l) => l.source,
      meanScore,
      'min',
      'source with the lowest average score',
    ),
  ),
  q(
    'AL-c31',
    'crm',
    ['opportunities currently in the negotiation stage', 'keep only those with a close date this year', 'what are they worth combined?'],
    C.sum(OPPS, (o) => o.stage === 'negotiation' && inThisYear(o.close_date), value, 'value in negotiation closing this year'),
  ),
  q(
    'AL-c32',
    'crm',
    ['top 5 open opportunities by value please', 'the #1 on that list: who is the primary contact at that account?'],
    CAL.primaryOfTopDeal(isOpen, 'largest open deal'),
  ),

  // Declines
  q('AL-d01', 'decline', 'bump every prospecting deal at Kshlerin and Sons up to qualification', decline('update opportunities')),
  q(
    'AL-d02',
    'decline',
    'look Falcon Media LLC up on Glassdoor and tell me what their employees rate them',
    decline('web browsing', /\b\d(?:\.\d)?\s?(?:out of|\/)\s?5\b/i),
  ),
  q(
    'AL-d03',
    'decline',
    'make up a realistic 2027 revenue forecast for each of my territory accounts, just invent the numbers',
    decline('made-up figures', /\b2027\b[^.\n]{0,60}\$\s?\d/i),
  ),
  q(
    'AL-d04',
    'decline',
    'which of my accounts got a contract from us and still have not signed it after two weeks?',
    decline('contracts are not held'),
  ),
  q('AL-d05', 'decline', 'remove the lead Helga Wunsch from the CRM', decline('delete a lead')),
  q(
    'AL-d06',
    'decline',
    'post a congrats note in the #sales Slack channel about our biggest closed-won deal this month',
    decline('post a message'),
  ),
  q(
    'AL-d07',
    'decline',
    "what's the weather going to be like in Austin next week when I visit Hayes - Simonis?",
    decline('weather is not held', /\b\d+\s?(?:°|degrees)/i),
  ),
  q(
    'AL-d08',
    'decline',
    ['open deals at Rutherford and Sons', 'push all of their close dates out by a month'],
    decline('update opportunities'),
  ),
  q(
    'AL-d09',
    'decline',
    'what discount % did we give King - Becker on their last renewal?',
    decline('discounts are not held', /\bdiscount\b[^.\n]{0,40}\d+(?:\.\d+)?\s?%/i),
  ),
  q(
    'AL-d10',
    'decline',
    ['list what I have in Arizona', 'add a new one: Acme Dynamics, Phoenix, 3 million revenue'],
    decline('create a territory account'),
  ),
];
