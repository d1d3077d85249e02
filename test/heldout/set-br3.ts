// Held-out set BR, continued (see set-br.ts; SEALED): the questions across both APIs (labelled by
// the API whose figure answers them) and the requests to be declined, in the same four voices.

import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB } from './kinds-bb.js';
import { inSt, MINE, tAccount, THEIRS, usCrm } from './kinds-bp.js';
import { best, DEALS } from './kinds-br.js';
import { decline } from './kinds.js';

const BOTH: HeldOut[] = [
  // The account executive preparing for calls.
  q(
    'BR-b01',
    'crm',
    "I'm visiting Summit Software Inc from my territory next week. Which CRM account in that same state has the highest annual " +
      'revenue, in case I can fit in a second meeting?',
    BB.name(async (d) => {
      const code = (await tAccount(d, 'Summit Software Inc')).state;
      return [best(await usCrm(d, code), (x) => x.annual_revenue ?? 0, 'max', `largest CRM account in ${code}`).name];
    }, 'largest CRM account in the state of Summit Software Inc'),
  ),
  // The sales-operations analyst.
  q(
    'BR-b02',
    'crm',
    'How many CRM accounts in the United States are located in states where I have none of my own territory accounts?',
    BB.num(
      async (d) => {
        const mine = new Set((await MINE(d)).map((x) => x.state));
        return (await usCrm(d)).filter((x) => x.state !== null && !mine.has(x.state)).length;
      },
      'count',
      'US CRM accounts in states without any of my accounts',
    ),
  ),
  q(
    'BR-b03',
    'territory',
    'For Florida I need two counts: my territory accounts located there, and CRM accounts located there.',
    BB.each(
      BB.num(async (d) => (await MINE(d)).filter(inSt('FL')).length, 'count', 'my territory accounts in FL'),
      BB.num(async (d) => (await usCrm(d, 'FL')).length, 'count', 'CRM accounts in FL'),
    ),
  ),
  // The sales manager.
  q(
    'BR-b04',
    'crm',
    'Take the state where the team owns the most accounts: how many CRM deals are in negotiation with accounts based there?',
    BB.num(
      async (d) => {
        const g = groups(
          await MINE(d),
          (x) => x.state,
          (xs) => xs.length,
        );
        const code = best(g, (x) => x.value, 'max', 'state where I own the most accounts').key;
        return (await DEALS(d)).filter((o) => o.stage === 'negotiation' && o.acc.country === 'United States' && o.acc.state === code)
          .length;
      },
      'count',
      'negotiation deals in the state where I own the most accounts',
    ),
  ),
  // The user typing fragments.
  q(
    'BR-b05',
    'crm',
    'OH: # crm accts vs # 3rd-party territory accts',
    BB.each(
      BB.num(async (d) => (await usCrm(d, 'OH')).length, 'count', 'CRM accounts in OH'),
      BB.num(async (d) => (await THEIRS(d)).filter(inSt('OH')).length, 'count', 'third-party accounts in OH'),
    ),
  ),
  q(
    'BR-b06',
    'crm',
    'state of top 3rd-party acct -> # crm contacts at US accts there',
    BB.num(
      async (d) => {
        const code = best(await THEIRS(d), (x) => x.revenue, 'max', 'largest third-party account').state;
        const ids = new Set((await usCrm(d, code)).map((x) => x.id));
        return (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CRM contacts at US accounts in the state of the largest third-party account',
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The account executive preparing for calls.
  q('BR-d01', 'decline', 'Please email Mia Nguyen at Summit Software Inc to confirm our meeting on Thursday.', decline('send an e-mail')),
  q(
    'BR-d02',
    'decline',
    "What's Ethan Anderson's personal mobile number? He's at Quantum Foods LLC and I only have his work email.",
    decline('a personal phone number', /\+?\d[\d\s().-]{7,}\d/),
  ),
  q(
    'BR-d03',
    'decline',
    'Add a new contact under Price Group: Nina Okafor, Head of Procurement, nina.okafor@pricegroup.com.',
    decline('create a contact'),
  ),
  // The sales-operations analyst.
  q(
    'BR-d04',
    'decline',
    'Using the closed-won history, project our closed-won revenue for 2027-01-01 through 2027-03-31.',
    decline('a forecast', /\$\s?\d/),
  ),
  q(
    'BR-d05',
    'decline',
    "What was Salesforce's share price at market close on 2025-03-31? I want to benchmark it against our deal values.",
    decline('a stock price', /\$\s?\d/),
  ),
  // The sales manager.
  q(
    'BR-d06',
    'decline',
    'Break down the open pipeline by opportunity owner. Which rep is carrying the most?',
    decline('deal owners (no such field)'),
  ),
  q('BR-d07', 'decline', "Mark Lowe Group's Pilot Project deal as closed-won.", decline('update a deal')),
  q('BR-d08', 'decline', "Delete every closed-lost opportunity from 2024, they're just clutter.", decline('delete deals')),
  // The user typing fragments.
  q('BR-d09', 'decline', 'weather austin tmrw?', decline('the weather', /\d+\s?°|\bdegrees\b/i)),
  q('BR-d10', 'decline', 'new lead pls: Sam Ortiz, Acme, sam@acme.io', decline('create a lead')),
];

export const SET_BR_BOTH: HeldOut[] = [...BOTH, ...DECLINES];
