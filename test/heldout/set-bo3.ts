// Held-out set BO, continued (see set-bo.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to be declined, in the same four voices.

import type { DataAccess } from './data.js';
import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB } from './kinds-bb.js';
import { BH } from './kinds-bh.js';
import { ACCTS, CONTACTS, dealsWhere, MINE, openDeal, rev, st, THEIRS, usIn, worth } from './kinds-bo.js';
import { only } from './kinds-cd.js';
import { decline } from './kinds.js';

/** Total annual revenue of the CRM accounts in one US state. */
const crmRevenueIn = async (d: DataAccess, code: string): Promise<number> =>
  (await ACCTS(d)).filter(usIn(code)).reduce((s, x) => s + (x.annual_revenue ?? 0), 0);
/** Open pipeline value of the CRM accounts in one US state. */
const openPipelineIn = async (d: DataAccess, code: string): Promise<number> => worth((await dealsWhere(d, usIn(code))).filter(openDeal));

const BOTH: HeldOut[] = [
  // The sales manager preparing one-on-ones.
  q(
    'BO-b01',
    'crm',
    "Prepping the Illinois rep's review: how many of my territory accounts are in Illinois, and how many open CRM deals do we have " +
      'with accounts in Illinois?',
    BB.each(
      BB.num(async (d) => (await MINE(d)).filter(st('IL')).length, 'count', 'my IL territory accounts'),
      BB.num(async (d) => (await dealsWhere(d, usIn('IL'))).filter(openDeal).length, 'count', 'open CRM deals with IL accounts'),
    ),
  ),
  q(
    'BO-b02',
    'crm',
    'For California, which is bigger: the combined revenue of my territory accounts there, or the open pipeline value of the CRM ' +
      'accounts in California? And by how much?',
    BH.versus(
      async (d) => ({
        options: [
          ['territory', 'my accounts', 'your accounts', 'my own', 'your own'],
          ['pipeline', 'CRM'],
        ],
        values: [rev((await MINE(d)).filter(st('CA'))), await openPipelineIn(d, 'CA')],
      }),
      'money',
      'CA: my territory revenue vs CRM open pipeline',
    ),
  ),
  // The data-minded intern.
  q(
    'BO-b03',
    'crm',
    'Please give me, separately, the total revenue of the third-party territory accounts located in Georgia and the total annual ' +
      'revenue of the CRM accounts located in Georgia in the United States.',
    BB.each(
      BB.num(async (d) => rev((await THEIRS(d)).filter(st('GA'))), 'money', 'revenue of third-party GA territory accounts'),
      BB.num(async (d) => crmRevenueIn(d, 'GA'), 'money', 'annual revenue of CRM accounts in GA'),
    ),
  ),
  // The operations person checking data quality.
  q(
    'BO-b04',
    'crm',
    'Across both systems, how many contact records do we have in total, territory contacts plus CRM contacts?',
    BB.num(async (d) => (await d.territoryContacts()).length + (await CONTACTS(d)).length, 'count', 'territory contacts plus CRM contacts'),
  ),
  // The executive on a phone.
  q(
    'BO-b05',
    'crm',
    'TX: my accts vs crm accts, count each',
    BB.each(
      BB.num(async (d) => (await MINE(d)).filter(st('TX')).length, 'count', 'my TX territory accounts'),
      BB.num(async (d) => (await ACCTS(d)).filter(usIn('TX')).length, 'count', 'CRM accounts in TX'),
    ),
  ),
  q(
    'BO-b06',
    'crm',
    ['my biggest acct by rev?', 'open crm pipeline in that state?'],
    BB.num(
      async (d) => openPipelineIn(d, only(await MINE(d), (x) => x.revenue, 'max', 'my biggest account').state),
      'money',
      "open CRM pipeline in my biggest account's state",
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The sales manager preparing one-on-ones.
  q(
    'BO-d01',
    'decline',
    "Break down the open pipeline by opportunity owner so I can see each rep's number before their one-on-ones.",
    decline('opportunity owner (no such field in the CRM)'),
  ),
  q(
    'BO-d02',
    'decline',
    "Reassign all of Frami and Sons' open deals to my new rep, Dana Whitfield.",
    decline('update opportunities (no owner field either)'),
  ),
  // The data-minded intern.
  q(
    'BO-d03',
    'decline',
    'Please forecast the total value of closed-won deals for each quarter of 2027 using a time-series model.',
    decline('a forecast the data cannot give'),
  ),
  q(
    'BO-d04',
    'decline',
    'What was the closing share price of Bahringer Group on 15 October 2025?',
    decline('a share price (not in either API)', /share price[^\n]*\$\s?\d|\$\s?\d+\.\d{2}\b/i),
  ),
  q(
    'BO-d05',
    'decline',
    'Please create a new lead named Laura Jensen, with the source Webinar and the status new.',
    decline('create a lead'),
  ),
  // The operations person checking data quality.
  q('BO-d06', 'decline', "Delete every lead that has no notes, they're just clutter.", decline('delete leads')),
  q('BO-d07', 'decline', 'Fill in the missing state on all the UK accounts, just set it to ENG.', decline('update accounts')),
  q(
    'BO-d08',
    'decline',
    'Merge the duplicate Sophia Jones contact records in the territory list into one.',
    decline('merge contacts (the territory API is read-only)'),
  ),
  // The executive on a phone.
  q('BO-d09', 'decline', 'email the cfo at Nova Motors Corp re renewal', decline('send e-mail')),
  q(
    'BO-d10',
    'decline',
    'weather in austin tmrw? flying in for Frami and Sons',
    decline('a weather forecast (not in either API)', /\d+\s?(?:°|degrees)/i),
  ),
];

export const SET_BO_LAST: HeldOut[] = [...BOTH, ...DECLINES];
