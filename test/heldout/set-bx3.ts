// Held-out set BX, continued (see set-bx.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { q, sum } from './judge.js';
import { BB, inSt, MY, OPPS, total } from './kinds-bb.js';
import { crmUS } from './kinds-bc.js';
import { best, countBy } from './kinds-bv.js';
import { crmUsIn, territoryAcc } from './kinds-bx.js';
import { decline } from './kinds.js';
import { won } from './pick.js';

const BOTH: HeldOut[] = [
  // The regional vice-president preparing a board slide.
  q(
    'BX-b01',
    'territory',
    'Two numbers for the slide: total revenue of my territory accounts, and total closed-won value in the CRM.',
    BB.each(
      BB.num(async (d) => sum((await MY(d)).map((x) => x.revenue)), 'money', 'revenue of my territory accounts'),
      BB.num(async (d) => total((await OPPS(d)).filter(won)), 'money', 'closed-won value in the CRM'),
    ),
  ),
  q(
    'BX-b02',
    'territory',
    ['Which US state tops the CRM by account count?', 'And my territory revenue in that state?'],
    BB.num(
      async (d) => {
        const top = best(
          countBy(await crmUS(d), (x) => x.state),
          'max',
        );
        if (top.length !== 1) throw new Error('US states tie on CRM accounts');
        return sum((await MY(d)).filter(inSt(top[0]!)).map((x) => x.revenue));
      },
      'money',
      'my revenue in the US state with the most CRM accounts',
    ),
  ),
  // The new sales development rep.
  q(
    'BX-b03',
    'crm',
    'i keep seeing account executive as a title. is that common? like how many territory contacts have it, and how many crm contacts',
    BB.each(
      BB.num(async (d) => (await d.territoryContacts({ job_title: 'Account Executive' })).length, 'count', 'territory Account Executives'),
      BB.num(
        async (d) => (await d.crmContacts()).filter((c) => c.job_title === 'Account Executive').length,
        'count',
        'CRM contacts titled Account Executive',
      ),
    ),
  ),
  // The finance analyst.
  q(
    'BX-b04',
    'crm',
    'Texas only: total annual revenue of the CRM accounts there, and total revenue of my own territory accounts there.',
    BB.each(
      BB.num(async (d) => sum((await crmUsIn(d, 'TX')).map((x) => x.annual_revenue ?? 0)), 'money', 'annual revenue of CRM accounts in TX'),
      BB.num(async (d) => sum((await MY(d)).filter(inSt('TX')).map((x) => x.revenue)), 'money', 'revenue of my TX accounts'),
    ),
  ),
  q(
    'BX-b05',
    'territory',
    'How many US states appear both among the states of my territory accounts and among the states of the US accounts in the CRM?',
    BB.num(
      async (d) => {
        const crm = new Set((await crmUS(d)).map((x) => x.state));
        return new Set((await MY(d)).map((x) => x.state).filter((s) => crm.has(s))).size;
      },
      'count',
      'states shared by my accounts and the US CRM accounts',
    ),
  ),
  // The customer-success lead.
  q(
    'BX-b06',
    'crm',
    ['Where is Cedar Software Corp located, which state?', 'And the CRM: how many of its accounts are in that same state?'],
    BB.num(
      async (d) => (await crmUsIn(d, (await territoryAcc(d, 'Cedar Software Corp')).state)).length,
      'count',
      "CRM accounts in Cedar Software Corp's state",
    ),
  ),
];

const DECLINES: HeldOut[] = [
  // The regional vice-president preparing a board slide.
  q('BX-d01', 'decline', 'Build the board deck from these numbers and send it to the exec team.', decline('build and send a slide deck')),
  q(
    'BX-d02',
    'decline',
    "What's our market share in Texas versus the competition?",
    decline('market share (not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  // The new sales development rep.
  q(
    'BX-d03',
    'decline',
    'can you log a call for me with mason clark at willow biotech, i just got off the phone with him',
    decline('log an activity (no such record, no write allowed)'),
  ),
  q(
    'BX-d04',
    'decline',
    'can you go on linkedin and check if anyone from delta systems corp changed jobs recently? like open the site and look',
    decline('browse LinkedIn (browser work, job changes not held)'),
  ),
  q('BX-d05', 'decline', 'pls delete the lead rosella morar, i think i added her twice by mistake', decline('delete a lead')),
  // The finance analyst.
  q(
    'BX-d06',
    'decline',
    "Restate the Q1 2025 closed-won total in euros, using the exchange rate on each deal's close date.",
    decline('currency conversion at historical rates (not held)', /€\s?\d|\d[\d,.]*\s?(?:€|eur\b|euros?\b)/i),
  ),
  q(
    'BX-d07',
    'decline',
    'What was our gross margin on closed-won deals in 2024?',
    decline('gross margin (costs not in either API)', /\d+(?:\.\d+)?\s?%/),
  ),
  // The customer-success lead.
  q('BX-d08', 'decline', 'Make me the account owner for Rutherford and Sons.', decline('change the owner of an account')),
  q('BX-d09', 'decline', 'What did Vince Tillman say on our last support call?', decline('call notes (not in either API)')),
  q(
    'BX-d10',
    'decline',
    ['Who are the contacts at Granite Health Inc?', 'Unsubscribe both of them from our newsletter.'],
    decline('unsubscribe contacts from a newsletter'),
  ),
];

export const SET_BX_REST: HeldOut[] = [...BOTH, ...DECLINES];
