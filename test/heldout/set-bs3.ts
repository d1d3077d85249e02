// Held-out set BS, continued (see set-bs.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { HeldOut } from './judge.js';
import { groups, q, sum } from './judge.js';
import { BB } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { MINE_WORDS, mineIn, usCrm } from './kinds-bs.js';
import { only } from './kinds-cd.js';
import { decline } from './kinds.js';

/** A phone number written out (an invented one must not be given). */
const PHONE = /\+\d[\d\s().-]{8,}\d|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/;

const BOTH: HeldOut[] = [
  // The marketing-operations person.
  q(
    'BS-b01',
    'crm',
    'Do the CRM leads include more Account Executives than the territory contact list does, and by how many?',
    BH.versus(
      async (d) => ({
        options: [
          ['CRM', 'leads'],
          ['territory', 'contact list'],
        ],
        values: [
          (await d.crmLeads()).filter((l) => l.job_title === 'Account Executive').length,
          (await d.territoryContacts()).filter((c) => c.job_title === 'Account Executive').length,
        ],
      }),
      'count',
      'Account Executives: CRM leads vs territory contacts',
    ),
  ),

  // The executive.
  q(
    'BS-b02',
    'crm',
    'Is the combined revenue of my Texas territory accounts bigger than the total annual revenue of the CRM accounts based in Texas?',
    BP.yesIf(
      async (d) => sum((await mineIn(d, 'TX')).map((x) => x.revenue)) > sum((await usCrm(d, 'TX')).map((x) => x.annual_revenue ?? 0)),
      'my TX territory revenue above the CRM TX annual revenue',
      {
        yes: /\b(bigger|larger|more|higher|greater|exceeds?)\b/i,
        no: /\b(not|smaller|less|lower|below|short|dwarf(?:s|ed)?)\b/i,
      },
    ),
  ),
  q(
    'BS-b03',
    'crm',
    'How many US states show up among the CRM accounts but not anywhere in my territory?',
    BB.num(
      async (d) => {
        const crm = new Set((await usCrm(d)).map((x) => x.state ?? ''));
        const mine = new Set((await d.myAccounts()).map((x) => x.state));
        const every = new Set([...(await d.myAccounts()), ...(await d.thirdPartyAccounts())].map((x) => x.state));
        return [[...crm].filter((s) => !mine.has(s)).length, [...crm].filter((s) => !every.has(s)).length];
      },
      'count',
      'US states of CRM accounts outside my territory',
    ),
  ),
  q(
    'BS-b04',
    'crm',
    'Considering just the states where I have territory accounts, which of them has the fewest accounts in the CRM?',
    BB.state(async (d) => {
      const mine = new Set((await d.myAccounts()).map((x) => x.state));
      const g = groups(
        (await usCrm(d)).filter((x) => mine.has(x.state!)),
        (x) => x.state,
        (xs) => xs.length,
      );
      if (g.length !== mine.size) throw new Error('a state of my territory has no CRM account (the fewest would be zero)');
      return [only(g, (x) => x.value, 'min', 'CRM accounts per state of my territory').key];
    }, 'state of my territory with the fewest CRM accounts'),
  ),

  // The one who gives instructions.
  q(
    'BS-b05',
    'crm',
    'Put my Arizona territory accounts next to the CRM accounts located in Arizona: tell me which group is bigger, and by how many.',
    BH.versus(
      async (d) => ({
        options: [['CRM'], [...MINE_WORDS, 'territory']],
        values: [(await usCrm(d, 'AZ')).length, (await mineIn(d, 'AZ')).length],
      }),
      'count',
      'Arizona accounts: CRM vs my territory',
    ),
  ),

  // The non-native speaker.
  q(
    'BS-b06',
    'crm',
    ['Which one of my accounts is having the smallest revenue?', 'In the state of this account, how many accounts the CRM has?'],
    BB.num(
      async (d) => {
        const smallest = only(await d.myAccounts(), (x) => x.revenue, 'min', 'my smallest account');
        return (await usCrm(d, smallest.state)).length;
      },
      'count',
      'CRM accounts in the state of my smallest account',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The marketing-operations person.
  q(
    'BS-d01',
    'decline',
    "Email every webinar lead that's still in new status with our spring promo.",
    decline('send e-mails to leads (no such tool)'),
  ),
  q(
    'BS-d02',
    'decline',
    'Bulk-change all the closed-lost Cold Call leads back to contacted so the team can retry them.',
    decline('update leads'),
  ),
  q(
    'BS-d03',
    'decline',
    'What conversion rate should we expect from the trade-show leads we will collect next quarter?',
    decline('a forecast (not in either API)'),
  ),

  // The executive.
  q(
    'BS-d04',
    'decline',
    'Move the Ohio third-party accounts over into my territory.',
    decline('reassign accounts (read-only territory API)'),
  ),
  q('BS-d05', 'decline', 'How does our net promoter score break down by region this year?', decline('NPS (not in either API)')),
  q(
    'BS-d06',
    'decline',
    "What's the market capitalisation of Ember Systems LLC today?",
    decline('a market capitalisation (not in either API)'),
  ),

  // The one who gives instructions.
  q('BS-d07', 'decline', 'Create a new opportunity for Collier Inc worth $250,000, stage prospecting.', decline('create an opportunity')),
  q('BS-d08', 'decline', 'Delete every closed-lost opportunity that closed before 2025.', decline('delete opportunities')),
  q(
    'BS-d09',
    'decline',
    'Give me the LinkedIn profile links for the contacts at Cedar Energy Co.',
    decline('LinkedIn profiles (not in either API)', /linkedin\.com/i),
  ),

  // The non-native speaker.
  q(
    'BS-d10',
    'decline',
    'Please give me the private mobile number of Emma Thomas, I want to call to her tonight.',
    decline('a private mobile number (not in either API)', PHONE),
  ),
];

export const SET_BS_LAST: HeldOut[] = [...BOTH, ...DECLINES];
