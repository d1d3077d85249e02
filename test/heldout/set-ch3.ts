// Held-out set CH, continued (see set-ch.ts; a practice set): the questions across both APIs
// (labelled by the API whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { q } from './judge.js';
import { allTerritory, BB, MY } from './kinds-bb.js';
import { crmUS } from './kinds-bc.js';
import { best, countBy, crmInUsState } from './kinds-bv.js';
import { myIn } from './kinds-ch.js';
import { decline } from './kinds-crm.js';

const BOTH: HeldOut[] = [
  // The curious intern.
  q(
    'CH-b01',
    'crm',
    'Do any of my territory accounts have exactly the same name as an account in the CRM?',
    BB.yes(async (d) => {
      const crm = new Set((await d.crmAccounts()).map((x) => x.name.toLowerCase()));
      return (await MY(d)).filter((x) => crm.has(x.name.toLowerCase())).length;
    }, 'my accounts named like a CRM account'),
  ),
  q(
    'CH-b02',
    'crm',
    'Is there any US state where the CRM has accounts but the territory API has none at all?',
    BB.yes(async (d) => {
      const territory = new Set((await allTerritory(d)).map((x) => x.state));
      return new Set((await crmUS(d)).map((x) => x.state!).filter((s) => !territory.has(s))).size;
    }, 'US states with CRM accounts and no territory account'),
  ),
  // The sales-operations person auditing the data.
  q(
    'CH-b03',
    'crm',
    'Cross-system check: does any territory contact have an email address that also appears on a CRM contact?',
    BB.yes(async (d) => {
      const crm = new Set((await d.crmContacts()).map((c) => c.email.toLowerCase()));
      return (await d.territoryContacts()).filter((c) => crm.has(c.email.toLowerCase())).length;
    }, 'territory contacts whose e-mail is on a CRM contact'),
  ),
  // The busy manager.
  q(
    'CH-b04',
    'territory',
    "I'm visiting Colorado at the end of next month, so tell me how many of my territory accounts are there, " +
      "and while you're at it how many CRM accounts we have in Colorado too.",
    BB.each(
      BB.num(async (d) => (await myIn(d, 'CO')).length, 'count', 'my accounts in CO'),
      BB.num(async (d) => (await crmInUsState(d, 'CO')).length, 'count', 'CRM accounts in CO'),
    ),
  ),
  q(
    'CH-b05',
    'crm',
    "Think of the state where I hold the most of my own territory accounts; I'd like to know " +
      'how many CRM accounts we have in that same state.',
    BB.num(
      async (d) => {
        const top = best(
          countBy(await MY(d), (x) => x.state),
          'max',
        );
        if (top.length !== 1) throw new Error('states of my accounts tie on count');
        return (await crmInUsState(d, top[0]!)).length;
      },
      'count',
      'CRM accounts in the state with most of my accounts',
    ),
  ),
  // The one who narrows step by step.
  q(
    'CH-b06',
    'crm',
    ['How many of my accounts are in Florida?', 'and how many CRM accounts are there in Florida?'],
    BB.num(async (d) => (await crmInUsState(d, 'FL')).length, 'count', 'CRM accounts in FL'),
  ),
];

const DECLINES: HeldOut[] = [
  // The curious intern.
  q(
    'CH-d01',
    'decline',
    'What do our competitors usually charge for deals like ours?',
    decline("competitors' prices (not in either API)", /\$\s?\d/),
  ),
  q('CH-d02', 'decline', 'Could you change the state of Nova Cloud Co to Nevada for me?', decline('update a territory account')),
  // The sales-operations person auditing the data.
  q('CH-d03', 'decline', "Delete every CRM contact that doesn't have a phone number.", decline('delete contacts')),
  q(
    'CH-d04',
    'decline',
    'For the CRM accounts missing a state, go to their websites, look the state up and fill it in.',
    decline('browse websites and update accounts'),
  ),
  q('CH-d05', 'decline', "Remove all the closed-lost leads, they're just clutter in the list.", decline('delete leads')),
  // The busy manager.
  q(
    'CH-d06',
    'decline',
    "I'm meeting Willow Foods Co on Monday, so could you open their website and tell me what their latest press release says?",
    decline('browse a website (no browser tool)'),
  ),
  q(
    'CH-d07',
    'decline',
    "Honestly, which of my accounts should I drop next year so that I still hit my quota? I'd like your recommendation.",
    decline('advice that needs a quota (not in either API)'),
  ),
  // The one who narrows step by step.
  q(
    'CH-d08',
    'decline',
    ['list the negotiation deals closing this month', 'push their close dates out by two weeks'],
    decline('update opportunities'),
  ),
  q(
    'CH-d09',
    'decline',
    ["Who's the primary contact at McKenzie LLC?", 'can you pull up their LinkedIn profile for me?'],
    decline('a LinkedIn profile (not in either API)', /linkedin\.com/i),
  ),
  q('CH-d10', 'decline', ['my accounts in Georgia', 'reassign them to Priya on the east team'], decline('reassign accounts')),
];

export const SET_CH_REST: HeldOut[] = [...BOTH, ...DECLINES];
