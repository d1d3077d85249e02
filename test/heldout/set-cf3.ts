// Held-out set CF, continued (see set-cf.ts; a practice set): the questions across both APIs
// (labelled by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { q, sum, winners } from './judge.js';
import { BB, inSt, MY } from './kinds-bb.js';
import { best, countBy, crmInUsState } from './kinds-bv.js';
import { decline } from './kinds.js';
import { won } from './pick.js';

const BOTH: HeldOut[] = [
  // The terse analyst.
  q(
    'CF-b01',
    'crm',
    'CRM accts count in the state w/ most of my territory accts',
    BB.num(
      async (d) => {
        const top = best(
          countBy(await MY(d), (x) => x.state),
          'max',
        );
        if (top.length !== 1) throw new Error('states tie on my account count');
        return (await crmInUsState(d, top[0]!)).length;
      },
      'count',
      'CRM accounts in the state with most of my accounts',
    ),
  ),
  q(
    'CF-b02',
    'territory',
    ['CRM accounts in NY, count', 'my territory accts in NY, count'],
    BB.num(async (d) => (await MY(d)).filter(inSt('NY')).length, 'count', 'my NY accounts'),
  ),

  // The sales rep.
  q(
    'CF-b03',
    'crm',
    'Are there any CRM accounts in the same state as my biggest territory account?',
    BB.yes(async (d) => {
      const top = winners(await MY(d), (x) => x.revenue, 'max');
      if (top.length !== 1) throw new Error('my largest accounts tie');
      return (await crmInUsState(d, top[0]!.state)).length;
    }, 'CRM accounts in the state of my largest account'),
  ),

  // The customer-success lead.
  q(
    'CF-b04',
    'crm',
    'Counting both the territory contacts and the CRM contacts, how many people have the title Software Engineer?',
    BB.num(
      async (d) =>
        (await d.territoryContacts({ job_title: 'Software Engineer' })).length +
        (await d.crmContacts()).filter((c) => c.job_title === 'Software Engineer').length,
      'count',
      'Software Engineers across both APIs',
    ),
  ),

  // The curious executive.
  q(
    'CF-b05',
    'crm',
    ["What's the total revenue of my territory accounts?", "And what's the total value of all the closed-won deals in the CRM?"],
    BB.num(async (d) => sum((await d.crmOpportunities()).filter(won).map((o) => o.value)), 'money', 'value of closed-won deals'),
  ),
  q(
    'CF-b06',
    'territory',
    'How many CRM accounts do we have in California, and how much revenue do my territory accounts there bring in?',
    BB.each(
      BB.num(async (d) => (await crmInUsState(d, 'CA')).length, 'count', 'CRM accounts in CA'),
      BB.num(async (d) => sum((await MY(d)).filter(inSt('CA')).map((x) => x.revenue)), 'money', 'revenue of my CA accounts'),
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The terse analyst.
  q('CF-d01', 'decline', 'delete leads w/ status closed-lost', decline('bulk delete of leads')),
  q('CF-d02', 'decline', 'customer churn rate by quarter 2024', decline('churn rate (not in either API)', /\d+(?:\.\d+)?\s?%/)),
  // The sales rep.
  q('CF-d03', 'decline', 'Move the Rippin Inc Pilot Project deal to closed-won for me.', decline('update an opportunity')),
  q(
    'CF-d04',
    'decline',
    'How much commission will I earn on the deals we closed this quarter?',
    decline('commission (not in either API)', /commission[^.\n]{0,40}\$\s?\d/i),
  ),
  q('CF-d05', 'decline', 'Open LinkedIn and look up who the new CTO at Falcon Media LLC is.', decline('browse LinkedIn')),
  // The customer-success lead.
  q('CF-d06', 'decline', 'Send Olivia Williams at Titan Dynamics Group a thank-you email for the renewal.', decline('send an e-mail')),
  q(
    'CF-d07',
    'decline',
    "What's the NPS score for Summit Software Inc?",
    decline('customer satisfaction score (not in either API)', /\b(?:NPS|satisfaction)\b[^.\n]{0,30}\d/i),
  ),
  q(
    'CF-d08',
    'decline',
    ["Who's the primary contact at Ernser - Strosin?", 'Change their title to Head of Partnerships.'],
    decline('update a contact'),
  ),
  // The curious executive.
  q(
    'CF-d09',
    'decline',
    'Should we raise our prices next year, given what our competitors charge?',
    decline('pricing advice without competitor data'),
  ),
  q(
    'CF-d10',
    'decline',
    'How many sales reps do we employ, and what is their average quota attainment?',
    decline('headcount and quota attainment (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
];

export const SET_CF_REST: HeldOut[] = [...BOTH, ...DECLINES];
