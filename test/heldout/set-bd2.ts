// Practice set BD, continued (see set-bd.ts): the rest of the territory questions and the
// questions that need both APIs.

import type { HeldOut } from './judge.js';
import { avg, byName, groups, q, sum } from './judge.js';
import { allTerritory, BB, crmInState, inSt, isUS, listOf, MY, rev, territoryContact, TP } from './kinds-bb.js';
import { nthBy, withTitles } from './kinds-bd.js';
import { BAZ, TAZ } from './kinds-az.js';
import { CEO, CFO, CTO, isOpen } from './pick.js';

const TERRITORY: HeldOut[] = [
  // The sales director.
  q(
    'BD-t17',
    'territory',
    "What's the average revenue of my New York accounts?",
    BB.num(async (d) => avg((await MY(d)).filter(inSt('NY')).map((x) => x.revenue)), 'money', 'average revenue of my NY accounts'),
  ),
  q(
    'BD-t18',
    'territory',
    ['How many of my accounts are in Illinois?', "what's their combined revenue?"],
    BB.num(async (d) => rev((await MY(d)).filter(inSt('IL'))), 'money', 'revenue of my IL accounts'),
  ),
  q(
    'BD-t19',
    'territory',
    ['List my accounts in Arizona', 'which of those brings in the least?'],
    BB.name(
      async (d) => [nthBy((await MY(d)).filter(inSt('AZ')), (x) => x.revenue, 1, 'min', 'my AZ accounts').name],
      'my AZ account with the least revenue',
    ),
  ),
  q(
    'BD-t20',
    'territory',
    ['third party accounts in washington', 'sort them by revenue, highest first'],
    TAZ.ranked('tp', inSt('WA'), 'third-party accounts in WA by revenue'),
  ),
  q(
    'BD-t21',
    'territory',
    'How much more revenue does Iron Software Group bring in than Willow Biotech Group?',
    BB.num(
      async (d) => {
        const xs = await allTerritory(d);
        return byName(xs, 'Iron Software Group').revenue - byName(xs, 'Willow Biotech Group').revenue;
      },
      'money',
      'Iron Software Group minus Willow Biotech Group',
    ),
  ),
  // The auditor.
  q(
    'BD-t22',
    'territory',
    'Does any account, mine or third-party, have more than three contacts on file?',
    BB.yes(async (d) => {
      const cs = await d.territoryContacts();
      return (await allTerritory(d)).filter((x) => cs.filter((c) => c.account_id === x.id).length > 3).length;
    }, 'accounts with more than three contacts'),
  ),
  q(
    'BD-t23',
    'territory',
    'How many of my accounts have revenue of $5,061,000 or more?',
    BB.num(async (d) => (await MY(d)).filter((x) => x.revenue >= 5_061_000).length, 'count', 'my accounts with revenue >= $5,061,000'),
  ),
  q(
    'BD-t24',
    'territory',
    'how many third-party accts make under $1M in revnue',
    BB.num(async (d) => (await TP(d)).filter((x) => x.revenue < 1_000_000).length, 'count', 'third-party accounts under $1M'),
  ),
  q(
    'BD-t25',
    'territory',
    'Which of my Texas accounts have neither a CEO nor a CFO on file?',
    BB.list(async (d) => {
      const xs = await withTitles(d, (await MY(d)).filter(inSt('TX')));
      return listOf(
        d,
        xs.filter((x) => !x.titles.includes(CEO) && !x.titles.includes(CFO)),
      );
    }, 'my TX accounts without a CEO or a CFO'),
  ),
  q(
    'BD-t26',
    'territory',
    'Which third-party accounts have just one contact, and that one contact is a CTO?',
    BB.list(async (d) => {
      const xs = await withTitles(d, await TP(d));
      return listOf(
        d,
        xs.filter((x) => x.titles.length === 1 && x.titles[0] === CTO),
      );
    }, 'third-party accounts whose only contact is a CTO'),
  ),
  q(
    'BD-t27',
    'territory',
    'any data scientists at my georgia accounts?',
    BB.yes(async (d) => {
      const ids = new Set((await MY(d)).filter(inSt('GA')).map((x) => x.id));
      return (await d.territoryContacts({ job_title: 'Data Scientist' })).filter((c) => ids.has(c.account_id)).length;
    }, 'Data Scientists at my GA accounts'),
  ),
  q(
    'BD-t28',
    'territory',
    'How many contacts are on file at accounts outside California, mine and third-party combined?',
    BB.num(
      async (d) => {
        const ids = new Set((await allTerritory(d)).filter((x) => x.state !== 'CA').map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at accounts outside CA',
    ),
  ),
  q(
    'BD-t29',
    'territory',
    'What state is Ember Motors Inc in?',
    BB.state(async (d) => [byName(await allTerritory(d), 'Ember Motors Inc').state], 'state of Ember Motors Inc'),
  ),
  q(
    'BD-t30',
    'territory',
    'Which job title is the least common among the contacts at my accounts?',
    BB.name(async (d) => {
      const ids = new Set((await MY(d)).map((x) => x.id));
      const g = groups(
        (await d.territoryContacts()).filter((c) => ids.has(c.account_id)),
        (c) => c.job_title,
        (xs) => xs.length,
      );
      return [nthBy(g, (x) => x.value, 1, 'min', 'titles at my accounts').key];
    }, 'least common title at my accounts'),
  ),
  q(
    'BD-t31',
    'territory',
    'How many of my accounts have a CTO on file but no CEO?',
    BB.num(
      async (d) => (await withTitles(d, await MY(d))).filter((x) => x.titles.includes(CTO) && !x.titles.includes(CEO)).length,
      'count',
      'my accounts with a CTO and no CEO',
    ),
  ),
  q(
    'BD-t32',
    'territory',
    'revenue for Willow Foods Co?',
    BB.num(async (d) => byName(await allTerritory(d), 'Willow Foods Co').revenue, 'money', 'revenue of Willow Foods Co'),
  ),
];

const BOTH: HeldOut[] = [
  q(
    'BD-b01',
    'crm',
    'How many CRM accounts are located in the same state as my territory account Keystone Robotics Group?',
    BB.num(
      async (d) => crmInState(d, byName(await allTerritory(d), 'Keystone Robotics Group').state),
      'count',
      'CRM accounts in the state of Keystone Robotics Group',
    ),
  ),
  q(
    'BD-b02',
    'crm',
    "Look up Harper Moore's job title in the territory contacts: how many CRM contacts hold that exact same title?",
    BB.num(
      async (d) => {
        const title = (await territoryContact(d, 'Harper Moore')).job_title;
        return (await d.crmContacts()).filter((c) => c.job_title === title).length;
      },
      'count',
      "CRM contacts with Harper Moore's title",
    ),
  ),
  q(
    'BD-b03',
    'territory',
    'Which is bigger: the CRM annual revenue of Donnelly - Barton, or the revenue of my territory account Juniper Foods LLC?',
    BAZ.compareAcross('Juniper Foods LLC', 'Donnelly - Barton'),
  ),
  q(
    'BD-b04',
    'crm',
    ["What's the total revenue of my Oregon accounts?", 'and the combined annual revenue of the CRM accounts in Oregon?'],
    BB.num(
      async (d) => sum((await d.crmAccounts()).filter((x) => isUS(x) && x.state === 'OR').map((x) => x.annual_revenue ?? 0)),
      'money',
      'annual revenue of the CRM accounts in OR',
    ),
  ),
  q(
    'BD-b05',
    'territory',
    'How many of my territory accounts are in states where the CRM has no US account at all?',
    BB.num(
      async (d) => {
        const crm = new Set((await d.crmAccounts()).filter(isUS).map((x) => x.state));
        return (await MY(d)).filter((x) => !crm.has(x.state)).length;
      },
      'count',
      'my accounts in states without a US CRM account',
    ),
  ),
  q(
    'BD-b06',
    'crm',
    'Which state holds the most of my territory accounts, and how many open CRM opportunities belong to US accounts in that state?',
    async (a, d) => {
      const g = groups(
        await MY(d),
        (x) => x.state,
        (xs) => xs.length,
      );
      const st = nthBy(g, (x) => x.value, 1, 'max', 'states of my accounts').key;
      const ids = new Set((await d.crmAccounts()).filter((x) => isUS(x) && x.state === st).map((x) => x.id));
      return BB.each(
        BB.state(async () => [st], 'state with the most of my accounts'),
        BB.num(
          async (dd) => (await dd.crmOpportunities()).filter((o) => isOpen(o) && ids.has(o.account_id)).length,
          'count',
          `open CRM opportunities of US accounts in ${st}`,
        ),
      )(a, d);
    },
  ),
];

export const SET_BD_PART2: HeldOut[] = [...TERRITORY, ...BOTH];
