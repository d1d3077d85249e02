// Held-out set BU, continued (see set-bu.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { BP } from './kinds-bp.js';
import { dealSum, revenueSum } from './kinds-bu.js';
import { decline } from './kinds.js';
import { won } from './pick.js';

/** The CRM accounts of one US state (by its code). */
const crmUs = async (d: Parameters<HeldOut['check']>[1], code: string) =>
  (await d.crmAccounts()).filter((x) => x.country === 'United States' && x.state === code);

/** A street address written out (an invented one must not be given). */
const ADDRESS =
  /\b\d{1,5}\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Court|Ct)\b/;

const BOTH: HeldOut[] = [
  // The customer-success manager.
  q(
    'BU-b01',
    'crm',
    'Across both systems, the territory contact list plus the CRM contacts, how many Product Managers do we have on file altogether?',
    BB.num(
      async (d) =>
        (await d.territoryContacts({ job_title: 'Product Manager' })).length +
        (await d.crmContacts()).filter((c) => c.job_title === 'Product Manager').length,
      'count',
      'Product Managers, territory contacts plus CRM contacts',
    ),
  ),
  q(
    'BU-b02',
    'crm',
    'Do we know more people at Florida accounts in the CRM than at my own Florida territory accounts?',
    BP.yesIf(
      async (d) => {
        const crmIds = new Set((await crmUs(d, 'FL')).map((x) => x.id));
        const crm = (await d.crmContacts()).filter((c) => crmIds.has(c.account_id)).length;
        const mineIds = new Set((await d.myAccounts()).filter((x) => x.state === 'FL').map((x) => x.id));
        const mine = (await d.territoryContacts()).filter((c) => mineIds.has(c.account_id)).length;
        return crm > mine;
      },
      'more CRM contacts at FL accounts than territory contacts at my FL accounts',
      {
        yes: /\b(more|higher|greater|larger|bigger|exceeds?)\b/i,
        no: /\b(not|fewer|less|lower|smaller)\b/i,
      },
    ),
  ),

  // The finance person.
  q(
    'BU-b03',
    'crm',
    'Compare two numbers for me: the combined revenue of my California accounts, and the total closed-won value of deals ' +
      'at CRM accounts based in California. Which is bigger, and what is the gap?',
    BH.versus(
      async (d) => {
        const ids = new Set((await crmUs(d, 'CA')).map((x) => x.id));
        return {
          options: [
            [
              'my California accounts',
              'my accounts',
              'my territory',
              'your California accounts',
              'your accounts',
              'your territory',
              'territory',
            ],
            ['CRM', 'closed-won'],
          ],
          values: [
            revenueSum((await d.myAccounts()).filter((x) => x.state === 'CA')),
            dealSum((await d.crmOpportunities()).filter((o) => won(o) && ids.has(o.account_id))),
          ],
        };
      },
      'money',
      'my CA territory revenue vs CRM CA closed-won value',
    ),
  ),

  // The territory planner.
  q(
    'BU-b04',
    'crm',
    'Is there any state in my territory where the CRM has no accounts at all?',
    BB.yes(async (d) => {
      const crm = new Set((await d.crmAccounts()).filter((x) => x.country === 'United States').map((x) => x.state));
      const missing = (xs: { state: string }[]): number => new Set(xs.map((x) => x.state).filter((s) => !crm.has(s))).size;
      return [missing(await d.myAccounts()), missing([...(await d.myAccounts()), ...(await d.thirdPartyAccounts())])];
    }, 'a state of my territory without CRM accounts'),
  ),
  q(
    'BU-b05',
    'crm',
    'Counting my own accounts, the third-party list and the CRM together, how many accounts does Texas have in total?',
    BB.num(
      async (d) =>
        (await d.myAccounts()).filter((x) => x.state === 'TX').length +
        (await d.thirdPartyAccounts()).filter((x) => x.state === 'TX').length +
        (await crmUs(d, 'TX')).length,
      'count',
      'accounts in Texas, territory (mine and third-party) plus CRM',
    ),
  ),

  // The terse voice.
  q(
    'BU-b06',
    'crm',
    'More contacts: territory or CRM?',
    BP.first(
      async (d) => ({
        options: [['CRM'], ['territory']],
        values: [(await d.crmContacts()).length, (await d.territoryContacts()).length],
      }),
      'max',
      'more contacts, CRM vs territory',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The customer-success manager.
  q(
    'BU-d01',
    'decline',
    "Change Mia Thomas's title at Granite Systems LLC to Chief Operating Officer.",
    decline('update a territory contact (read-only API)'),
  ),
  q(
    'BU-d02',
    'decline',
    'Could you find me the home address of Fatima Young at Juniper Software Corp? I want to mail her a thank-you gift.',
    decline("a contact's home address (not in either API)", ADDRESS),
  ),

  // The finance person.
  q('BU-d03', 'decline', 'Push the close date on every negotiation-stage deal out by 30 days.', decline('update opportunities')),
  q('BU-d04', 'decline', 'Project our closed-won bookings for 2027 based on the trend so far.', decline('a forecast (not in either API)')),
  q(
    'BU-d05',
    'decline',
    "Convert all of the opportunity values into euros at today's exchange rate.",
    decline('exchange rates (not in either API)', /€\s?\d|\d\s?(?:EUR|€)/),
  ),

  // The territory planner.
  q('BU-d06', 'decline', "What's the population of each state where I have accounts?", decline('state populations (not in either API)')),
  q(
    'BU-d07',
    'decline',
    'Set up a new Midwest territory and move the Illinois and Ohio accounts into it.',
    decline('create a territory and reassign accounts'),
  ),

  // The terse voice.
  q('BU-d08', 'decline', 'Delete all closed-lost leads.', decline('delete leads')),
  q('BU-d09', 'decline', 'Weather in Austin tomorrow?', decline('a weather forecast (not in either API)', /°|\bdegrees\b/i)),
  q('BU-d10', 'decline', "Apple's stock price today?", decline('a stock price (not in either API)', /\$\s?\d/)),
];

export const SET_BU_LAST: HeldOut[] = [...BOTH, ...DECLINES];
