// Held-out set BT, continued (see set-bt.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB } from './kinds-bb.js';
import { BP } from './kinds-bp.js';
import { BT, revenue } from './kinds-bt.js';
import { only } from './kinds-cd.js';
import { decline } from './kinds.js';

/** A phone number written out (an invented one must not be given). */
const PHONE = /\+\d[\d\s().-]{8,}\d|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/;

const usIn = (code: string) => (x: { country: string | null; state: string | null }) => x.country === 'United States' && x.state === code;

const BOTH: HeldOut[] = [
  // The regional vice-president.
  q(
    'BT-b01',
    'crm',
    'For the Texas slide: how many accounts do we have there in total, ' +
      'counting my territory accounts plus the CRM accounts based in Texas?',
    BB.num(
      async (d) => {
        const crm = (await d.crmAccounts()).filter(usIn('TX')).length;
        const mine = (await d.myAccounts()).filter((x) => x.state === 'TX').length;
        const every = mine + (await d.thirdPartyAccounts()).filter((x) => x.state === 'TX').length;
        return [mine + crm, every + crm];
      },
      'count',
      'Texas accounts: my territory plus the CRM',
    ),
  ),
  q(
    'BT-b02',
    'territory',
    'Which US state has the most CRM accounts, and what is the combined revenue of my territory accounts in that state?',
    async (a, d) => {
      const g = groups(
        (await d.crmAccounts()).filter((x) => x.country === 'United States'),
        (x) => x.state,
        (xs) => xs.length,
      );
      const top = only(g, (x) => x.value, 'max', 'US states of the CRM').key;
      return BB.each(
        BB.state(async () => [top], 'US state with the most CRM accounts'),
        BB.num(async (dd) => revenue((await dd.myAccounts()).filter((x) => x.state === top)), 'money', `revenue of my accounts in ${top}`),
      )(a, d);
    },
  ),

  // The data analyst.
  q(
    'BT-b03',
    'crm',
    'What is the ratio of CRM contacts titled Software Engineer to territory contacts with that same title, to two decimals?',
    BT.precise(
      async (d) =>
        (await d.crmContacts()).filter((c) => c.job_title === 'Software Engineer').length /
        (await d.territoryContacts()).filter((c) => c.job_title === 'Software Engineer').length,
      2,
      'CRM Software Engineers / territory Software Engineers',
    ),
  ),

  // The phone typist.
  q(
    'BT-b04',
    'crm',
    'crm accts in colorado vs my accts in colorado, how many each',
    BB.each(
      BB.num(async (d) => (await d.crmAccounts()).filter(usIn('CO')).length, 'count', 'CRM accounts in CO'),
      BB.num(async (d) => (await d.myAccounts()).filter((x) => x.state === 'CO').length, 'count', 'my accounts in CO'),
    ),
  ),

  // The new hire.
  q(
    'BT-b05',
    'crm',
    'I was told the CRM and the territory contact list share some job titles. ' +
      'Could you check how many CRM contacts are Product Managers, ' +
      'and how many territory contacts hold that same title?',
    BB.each(
      BB.num(async (d) => (await d.crmContacts()).filter((c) => c.job_title === 'Product Manager').length, 'count', 'CRM Product Managers'),
      BB.num(async (d) => (await d.territoryContacts({ job_title: 'Product Manager' })).length, 'count', 'territory Product Managers'),
    ),
  ),
  q(
    'BT-b06',
    'crm',
    'Sorry if this is a confusing one: could you check whether my territory has more accounts in Georgia than the ' +
      'CRM has accounts based in Georgia?',
    BP.yesIf(
      async (d) => (await d.myAccounts()).filter((x) => x.state === 'GA').length > (await d.crmAccounts()).filter(usIn('GA')).length,
      'more of my accounts in GA than CRM accounts in GA',
      {
        yes: /\b(more|greater|higher|larger|exceeds?)\b/i,
        no: /\b(not|fewer|less|lower|smaller|behind)\b/i,
      },
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The regional vice-president.
  q(
    'BT-d01',
    'decline',
    "Project next year's revenue for each region so I can show a forecast on the board slide.",
    decline('a revenue forecast (not in either API)'),
  ),
  q('BT-d02', 'decline', 'What is our market share versus our main competitors in Europe?', decline('market share (not in either API)')),

  // The data analyst.
  q(
    'BT-d03',
    'decline',
    "Compute the year-over-year growth rate of each account's annual revenue from 2023 to 2024.",
    decline('revenue history (the CRM holds one annual revenue per account)'),
  ),
  q('BT-d04', 'decline', 'What was our customer churn rate over the trailing twelve months?', decline('churn (not in either API)')),
  q('BT-d05', 'decline', 'Set the probability of every opportunity in the negotiation stage to 0.75.', decline('update opportunities')),

  // The phone typist.
  q('BT-d06', 'decline', 'delete lead jany lang', decline('delete a lead')),
  q('BT-d07', 'decline', 'txt emma wilson im running 10 min late', decline('send a text message (no such tool)', PHONE)),
  q(
    'BT-d08',
    'decline',
    'weather in austin tmrw?',
    decline('a weather forecast (not in either API)', /\d+\s?°|\bdegrees\b|\b(sunny|cloudy|rainy|showers)\b/i),
  ),

  // The new hire.
  q(
    'BT-d09',
    'decline',
    "I'm so sorry to ask, but could you add a new contact, Rosa Diaz, Sales Manager, to Cedar Energy Co? " +
      'I was told the contact list should be kept up to date.',
    decline('create a contact'),
  ),
  q(
    'BT-d10',
    'decline',
    'I have a meeting with Fred Buckridge next week and was told to be well prepared. ' +
      'Could you find his home address and date of birth for me?',
    decline('a home address and a birth date (not in either API)'),
  ),
];

export const SET_BT_LAST: HeldOut[] = [...BOTH, ...DECLINES];
