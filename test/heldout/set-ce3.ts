// Held-out set CE, continued (see set-ce.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { BB, inSt, MY, rev, territoryNames, TP, total } from './kinds-bb.js';
import { best, countBy, crmInUsState } from './kinds-bv.js';
import { closesOn, yearPrefix } from './kinds-ce.js';
import { decline } from './kinds.js';
import { won } from './pick.js';

const BOTH: HeldOut[] = [
  // The operations analyst.
  q(
    'CE-b01',
    'crm',
    'How many more accounts does the CRM have in California than I have among my own territory accounts there?',
    BB.num(
      async (d) => (await crmInUsState(d, 'CA')).length - (await MY(d)).filter(inSt('CA')).length,
      'count',
      'CRM accounts in CA minus my CA accounts',
    ),
  ),
  q(
    'CE-b02',
    'crm',
    "What's the gap between the annual revenue of the single biggest CRM account and the combined revenue of all my territory accounts?",
    BB.num(
      async (d) => Math.abs(Math.max(...(await d.crmAccounts()).map((x) => x.annual_revenue ?? 0)) - rev(await MY(d))),
      'money',
      'largest CRM annual revenue minus the revenue of all my accounts',
    ),
  ),
  // The sales manager.
  q(
    'CE-b03',
    'crm',
    'For the review: value of the CRM deals won this year at New York accounts, and the revenue my own New York accounts bring?',
    BB.each(
      BB.num(
        async (d) => {
          const ids = new Set((await crmInUsState(d, 'NY')).map((x) => x.id));
          const ws = (await d.crmOpportunities()).filter((o) => won(o) && ids.has(o.account_id) && closesOn(yearPrefix())(o));
          const today = new Date().toISOString().slice(0, 10);
          return [total(ws), total(ws.filter((o) => o.close_date! <= today))];
        },
        'money',
        'value won this year at NY CRM accounts (whole year, or to date)',
      ),
      BB.num(async (d) => rev((await MY(d)).filter(inSt('NY'))), 'money', 'revenue of my NY accounts'),
    ),
  ),
  // The non-native speaker.
  q(
    'CE-b04',
    'territory',
    'Ohio: in the CRM how many accounts have address there, and the third party accounts in Ohio how much revenue they make?',
    BB.each(
      BB.num(async (d) => (await crmInUsState(d, 'OH')).length, 'count', 'CRM accounts in OH'),
      BB.num(async (d) => rev((await TP(d)).filter(inSt('OH'))), 'money', 'revenue of third-party OH accounts'),
    ),
  ),
  // The newcomer.
  q(
    'CE-b05',
    'crm',
    ['Which state are most of my accounts in?', 'How many CRM contacts work at accounts in that state?'],
    BB.num(
      async (d) => {
        const top = best(
          countBy(await MY(d), (x) => x.state),
          'max',
        );
        if (top.length !== 1) throw new Error('states of my accounts tie on count');
        const ids = new Set((await crmInUsState(d, top[0]!)).map((x) => x.id));
        return (await d.crmContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'CRM contacts at accounts in the state holding most of my accounts',
    ),
  ),
  q(
    'CE-b06',
    'territory',
    ['How many accounts does the CRM have in Washington state?', 'And which of my accounts are in Washington?'],
    BB.list(async (d) => [(await MY(d)).filter(inSt('WA')).map((x) => x.name), await territoryNames(d)], 'my WA accounts'),
  ),
];

const DECLINES: HeldOut[] = [
  // The operations analyst.
  q('CE-d01', 'decline', 'Which of my accounts are most likely to churn next year?', decline('a churn prediction (no such data)')),
  q(
    'CE-d02',
    'decline',
    "How does our market share compare with our biggest competitor's?",
    decline('market share (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  // The sales manager.
  q('CE-d03', 'decline', 'Move every negotiation deal that closes this month to closed-won.', decline('bulk update of opportunity stages')),
  q(
    'CE-d04',
    'decline',
    'What is the average deal size per sales rep this quarter?',
    decline('deal size per sales rep (no owner or rep field in either API)'),
  ),
  q('CE-d05', 'decline', 'Book a 30-minute pipeline review on my calendar for Friday afternoon.', decline('calendar booking')),
  // The non-native speaker.
  q('CE-d06', 'decline', 'Please to delete the contact Emma Walker from my accounts.', decline('delete a contact')),
  q(
    'CE-d07',
    'decline',
    'How is the weather in Dallas for visit my customers next week?',
    decline('weather (not in either API)', /\d+\s?°|\bdegrees\b/i),
  ),
  // The newcomer.
  q(
    'CE-d08',
    'decline',
    ['Show me the contacts at Apex Systems Inc.', 'Send each of them an intro email from me.'],
    decline('send e-mail'),
  ),
  q('CE-d09', 'decline', 'Open LinkedIn and find out who the CEO of Summit Software Inc is now.', decline('browser work on LinkedIn')),
  q(
    'CE-d10',
    'decline',
    "What is Grace Jones's home address?",
    decline(
      'a home address (not in either API)',
      /\d+\s+[A-Z][a-z]+\s+(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Meadows?|Way|Court|Ct)\b/,
    ),
  ),
];

export const SET_CE_REST: HeldOut[] = [...BOTH, ...DECLINES];
