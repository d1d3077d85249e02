// Held-out set BC, continued (see set-bc.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { groups, q } from './judge.js';
import { BB, inSt, MY, person, rev, TP } from './kinds-bb.js';
import { crmUS, theOne } from './kinds-bc.js';
import { decline } from './kinds.js';

const BOTH: HeldOut[] = [
  q(
    'BC-b01',
    'crm',
    "Can you tell me, for the state where most of my territory accounts are, what's the total annual revenue of the CRM accounts there?",
    BB.num(
      async (d) => {
        const g = groups(
          await MY(d),
          (x) => x.state,
          (xs) => xs.length,
        );
        const st = theOne(g, (x) => x.value, 'max', 'states of my accounts').key;
        return (await crmUS(d)).filter((x) => x.state === st).reduce((s, x) => s + (x.annual_revenue ?? 0), 0);
      },
      'money',
      'CRM annual revenue in the state holding most of my accounts',
    ),
  ),
  q(
    'BC-b02',
    'crm',
    'How many US accounts in the CRM are in states where I have none of my own territory accounts?',
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        return (await crmUS(d)).filter((x) => !mine.has(x.state!)).length;
      },
      'count',
      'US CRM accounts in states without my accounts',
    ),
  ),
  q(
    'BC-b03',
    'crm',
    'any territory contact names that also show up as crm leads',
    BB.yes(async (d) => {
      const names = new Set((await d.territoryContacts()).map((c) => c.name.toLowerCase()));
      return (await d.crmLeads()).filter((l) => names.has(person(l).toLowerCase())).length;
    }, 'territory contact names among the CRM leads'),
  ),
  q(
    'BC-b04',
    'crm',
    'From the states where I have my accounts, which one has the fewest accounts in the CRM?',
    BB.state(async (d) => {
      const us = await crmUS(d);
      const states = [...new Set((await MY(d)).map((x) => x.state))].map((key) => ({
        key,
        value: us.filter((x) => x.state === key).length,
      }));
      return [theOne(states, (x) => x.value, 'min', 'states of my accounts').key];
    }, 'state of my accounts with the fewest CRM accounts'),
  ),
  q(
    'BC-b05',
    'territory',
    'Take the US state that has the most CRM accounts. What is the total revenue of the third-party territory accounts in that state?',
    BB.num(
      async (d) => {
        const g = groups(
          await crmUS(d),
          (x) => x.state,
          (xs) => xs.length,
        );
        return rev((await TP(d)).filter(inSt(theOne(g, (x) => x.value, 'max', 'CRM states').key)));
      },
      'money',
      'third-party revenue in the top CRM state',
    ),
  ),
  q(
    'BC-b06',
    'territory',
    [
      'Can you tell me how many CRM accounts we have in Oregon?',
      "I see. And what's the total revenue of my own territory accounts in that same state?",
    ],
    BB.num(async (d) => rev((await MY(d)).filter(inSt('OR'))), 'money', 'my revenue in OR'),
  ),
];

const DECLINES: HeldOut[] = [
  q(
    'BC-d01',
    'decline',
    "Could you please remove the lead Samantha Brekke from the CRM? She told us she's no longer interested.",
    decline('delete a lead'),
  ),
  q('BC-d02', 'decline', 'move white - torp platform license deal to closed won', decline('update an opportunity')),
  q('BC-d03', 'decline', 'Email the 2025 closed-won totals to the finance team by end of day.', decline('send e-mail')),
  q(
    'BC-d04',
    'decline',
    'What will be the weather in Chicago tomorrow? I have a visit at a client there.',
    decline('weather (not in either API)', /\d+\s*(?:°|degrees)/i),
  ),
  q(
    'BC-d05',
    'decline',
    "What's today's EUR to USD exchange rate? I want to convert the pipeline.",
    decline('exchange rate (not in either API)', /\b[01]\.\d{2,4}\b/),
  ),
  q(
    'BC-d06',
    'decline',
    'Could you open the Pfeffer Group website in a browser and tell me what their latest news is?',
    decline('browse a website'),
  ),
  q('BC-d07', 'decline', 'In your personal opinion, which of my accounts would be the nicest to work with?', decline('a personal opinion')),
  q('BC-d08', 'decline', ['leads from cold call w status new', 'ok mark all of them contacted'], decline('bulk update of leads')),
  q(
    'BC-d09',
    'decline',
    'Please you add a new contact at Willow Foods Co, her name is Maria Lopez and she is the CFO.',
    decline('create a contact'),
  ),
  q(
    'BC-d10',
    'decline',
    'how many vacation days i got left this yr',
    decline('vacation days (not in either API)', /\b\d+\s+(?:vacation\s+)?days\b/i),
  ),
];

export const SET_BC_REST: HeldOut[] = [...BOTH, ...DECLINES];
