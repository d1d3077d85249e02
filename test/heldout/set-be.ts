// Practice set BE: written by a helper who did not read the planner (nor its lexicon, its notes,
// its tests or its bench results), as an honest measure of how well it understands questions
// people type; not sealed. The voice is a colleague chatting with the assistant: long messages
// with a preamble before the question ("heads-up, I'm seeing my manager in ten minutes —",
// "Prepping the quarterly review slides -"), two requests in one message where the second depends
// on the first, context restated in brackets or after a dash, and many follow-ups that point back
// at the previous answer ("of them", "which one's bigger?", "what about on the third-party side?",
// "split that by country"); plus plain single questions in everyday words rather than field names
// ("my book" for my accounts, "outside providers" for third-party, "money still in play" for open
// pipeline, "where it's located" for a city). 80 questions: 32 territory, 32 CRM, 6 that need both
// APIs (labelled by the API whose figure answers them), 10 to be declined; 22 are follow-ups asked
// in one session (the last answer is judged). Every expected answer is computed from the APIs'
// data when the checker runs. Here the territory questions; the CRM ones are in set-be2.ts, the
// questions across both APIs and the declines in set-be3.ts.

import type { HeldOut } from './judge.js';
import { avg, q, sum } from './judge.js';
import { BB, contactNames, firstN, inSt, rev, territoryAccount, territoryContact, territoryNames, allTerritory } from './kinds-bb.js';
import { BE, best, bestGroup, MINE, THIRD } from './kinds-be.js';
import { CEO, CTO, revenue } from './pick.js';
import { SET_BE_MORE } from './set-be2.js';

const TERRITORY: HeldOut[] = [
  q(
    'BE-t01',
    'territory',
    "heads-up, I'm seeing my manager in ten minutes — how much revenue is sitting in my book altogether?",
    BB.num(async (d) => rev(await MINE(d)), 'money', 'total revenue of my accounts'),
  ),
  q(
    'BE-t02',
    'territory',
    'Prepping the quarterly review slides - I need the biggest account we got from outside providers (the third-party list). Who is it?',
    BE.top(THIRD, revenue, 'max', 'third-party account with the most revenue'),
  ),
  q(
    'BE-t03',
    'territory',
    ['which of my accounts are in Arizona?', 'add up their revenue for me'],
    BB.num(async (d) => rev((await MINE(d)).filter(inSt('AZ'))), 'money', 'revenue of my Arizona accounts'),
  ),
  q(
    'BE-t04',
    'territory',
    ['How many of my accounts are based in Texas?', 'what about on the third-party side?'],
    BB.num(async (d) => (await THIRD(d)).filter(inSt('TX')).length, 'count', 'third-party accounts in Texas'),
  ),
  q(
    'BE-t05',
    'territory',
    "Before I dial into Summit Software Inc this afternoon - who do we have there? Names are enough, I'll look up the rest.",
    BE.people(async () => 'Summit Software Inc', 'contacts at Summit Software Inc'),
  ),
  q(
    'BE-t06',
    'territory',
    'Find my smallest account by revenue, then tell me which state it sits in.',
    BB.each(
      BE.top(MINE, revenue, 'min', 'my account with the least revenue'),
      BB.state(async (d) => [best(await MINE(d), revenue, 'min', 'my smallest account').state], 'state of my smallest account'),
    ),
  ),
  q(
    'BE-t07',
    'territory',
    'how many people do we have on file across my own accounts, all told? (not counting the third-party ones)',
    BB.num(
      async (d) => {
        const ids = new Set((await MINE(d)).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at my accounts',
    ),
  ),
  q(
    'BE-t08',
    'territory',
    ['got any third-party accounts in Ohio?', 'which of them is the biggest earner?'],
    BE.top(async (d) => (await THIRD(d)).filter(inSt('OH')), revenue, 'max', 'third-party Ohio account with the most revenue'),
  ),
  q(
    'BE-t09',
    'territory',
    'Putting together my territory summary, one number: what does an average account in my territory bring in?',
    BB.num(async (d) => avg((await MINE(d)).map(revenue)), 'money', 'average revenue of my accounts'),
  ),
  q(
    'BE-t10',
    'territory',
    ['Which state has the most of my accounts?', 'what does it all add up to in revenue there?'],
    BB.num(
      async (d) => {
        const st = bestGroup(
          await MINE(d),
          (x) => x.state,
          (xs) => xs.length,
          'max',
          'states of my accounts',
        );
        return rev((await MINE(d)).filter(inSt(st)));
      },
      'money',
      'revenue of my accounts in the state holding most of them',
    ),
  ),
  q(
    'BE-t11',
    'territory',
    "what's the email for whoever is the CTO at Falcon Systems Corp? (it's one of mine)",
    BB.every(async (d) => {
      const acc = await territoryAccount(d, 'Falcon Systems Corp');
      return (await d.territoryContacts({ account_id: acc.id, job_title: CTO })).map((c) => c.email);
    }, 'e-mail of the CTO at Falcon Systems Corp'),
  ),
  q(
    'BE-t12',
    'territory',
    'Outreach prep, counting both my accounts and the third-party ones: how many CEOs do we have contacts for?',
    BB.num(async (d) => (await d.territoryContacts({ job_title: CEO })).length, 'count', 'CEO contacts (all accounts)'),
  ),
  q(
    'BE-t13',
    'territory',
    ['list the data scientists at my accounts', 'so how many of them are there?'],
    BB.num(
      async (d) => {
        const ids = new Set((await MINE(d)).map((x) => x.id));
        return (await d.territoryContacts({ job_title: 'Data Scientist' })).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'data scientists at my accounts',
    ),
  ),
  q(
    'BE-t14',
    'territory',
    'which of my Florida accounts makes the most money?',
    BE.top(async (d) => (await MINE(d)).filter(inSt('FL')), revenue, 'max', 'my Florida account with the most revenue'),
  ),
  q(
    'BE-t15',
    'territory',
    'Do I have anything in Ohio? (my own accounts I mean, not the third-party ones)',
    BB.yes(async (d) => (await MINE(d)).filter(inSt('OH')).length, 'my accounts in Ohio'),
  ),
  q(
    'BE-t16',
    'territory',
    'Campaign prep - how many third-party accounts land on the Tech Transformation campaign list?',
    BB.num(async (d) => (await d.thirdPartyAccounts('Tech Transformation')).length, 'count', 'Tech Transformation accounts'),
  ),
  q(
    'BE-t17',
    'territory',
    ['What have I got in Colorado?', "which one's bigger?"],
    BE.top(async (d) => (await MINE(d)).filter(inSt('CO')), revenue, 'max', 'my Colorado account with the most revenue'),
  ),
  q('BE-t18', 'territory', 'What roles do we have covered at Cedar Software Corp?', BE.titles('Cedar Software Corp')),
  q(
    'BE-t19',
    'territory',
    'which of my accounts pull in more than 8 million?',
    BB.list(
      async (d) => [(await MINE(d)).filter((x) => x.revenue > 8_000_000).map((x) => x.name), await territoryNames(d)],
      'my accounts > $8M',
    ),
  ),
  q(
    'BE-t20',
    'territory',
    'how many of my accounts make under a million a year?',
    BB.num(async (d) => (await MINE(d)).filter((x) => x.revenue < 1_000_000).length, 'count', 'my accounts under $1M'),
  ),
  q(
    'BE-t21',
    'territory',
    ['top 5 of my accounts by revenue', 'which of those are Californian?'],
    BB.list(async (d) => {
      const top = firstN(await MINE(d), revenue, 5, 'max').filter(inSt('CA'));
      return [top.map((x) => x.name), await territoryNames(d)];
    }, 'California accounts among my top 5'),
  ),
  q(
    'BE-t22',
    'territory',
    'Rough share is fine: what percent of my total revenue comes from my California accounts?',
    BB.num(
      async (d) => (100 * rev((await MINE(d)).filter(inSt('CA')))) / rev(await MINE(d)),
      'plain',
      'California share of my revenue (%)',
    ),
  ),
  q(
    'BE-t23',
    'territory',
    'Got an email from Wei Hernandez and the signature got cut off - which company is that person with?',
    BB.name(async (d) => {
      const c = await territoryContact(d, 'Wei Hernandez');
      return [(await allTerritory(d)).find((x) => x.id === c.account_id)!.name];
    }, 'account of Wei Hernandez'),
  ),
  q(
    'BE-t24',
    'territory',
    'how many of my accounts have exactly three people on file?',
    BB.num(
      async (d) => {
        const cs = await d.territoryContacts();
        return (await MINE(d)).filter((x) => cs.filter((c) => c.account_id === x.id).length === 3).length;
      },
      'count',
      'my accounts with three contacts',
    ),
  ),
  q(
    'BE-t25',
    'territory',
    ['Pull up the third-party accounts in Washington.', 'which is the smallest?', 'who are the contacts there?'],
    BE.people(
      async (d) => best((await THIRD(d)).filter(inSt('WA')), revenue, 'min', 'smallest third-party WA account').name,
      'contacts at the smallest third-party Washington account',
    ),
  ),
  q(
    'BE-t26',
    'territory',
    'Coverage gap check (my accounts only): how many of them have no CEO contact at all?',
    BB.num(
      async (d) => {
        const ceo = new Set((await d.territoryContacts({ job_title: CEO })).map((c) => c.account_id));
        return (await MINE(d)).filter((x) => !ceo.has(x.id)).length;
      },
      'count',
      'my accounts without a CEO contact',
    ),
  ),
  q(
    'BE-t27',
    'territory',
    "Third-party accounts - the ones from outside providers - what's their combined revenue in Texas?",
    BB.num(async (d) => rev((await THIRD(d)).filter(inSt('TX'))), 'money', 'third-party revenue in Texas'),
  ),
  q(
    'BE-t28',
    'territory',
    'which state brings in the most third-party revenue?',
    BB.state(
      async (d) => [
        bestGroup(
          await THIRD(d),
          (x) => x.state,
          (xs) => sum(xs.map(revenue)),
          'max',
          'third-party revenue by state',
        ),
      ],
      'state with the most third-party revenue',
    ),
  ),
  q(
    'BE-t29',
    'territory',
    'Who are the VPs of Sales at my accounts?',
    BB.list(async (d) => {
      const ids = new Set((await MINE(d)).map((x) => x.id));
      const vps = (await d.territoryContacts({ job_title: 'Vice President of Sales' })).filter((c) => ids.has(c.account_id));
      return [vps.map((c) => c.name), await contactNames(d)];
    }, 'VPs of Sales at my accounts'),
  ),
  q(
    'BE-t30',
    'territory',
    ["What's the total revenue of my New York accounts?", 'now give me the average instead'],
    BB.num(async (d) => avg((await MINE(d)).filter(inSt('NY')).map(revenue)), 'money', 'average revenue of my NY accounts'),
  ),
  q(
    'BE-t31',
    'territory',
    'Which of my accounts earns the second-most?',
    BB.name(async (d) => [firstN(await MINE(d), revenue, 2, 'max')[1]!.name], 'my account with the second-most revenue'),
  ),
  q(
    'BE-t32',
    'territory',
    'How many accounts, mine plus third-party, are up in the Pacific Northwest - Washington and Oregon?',
    BB.num(async (d) => (await allTerritory(d)).filter(inSt('WA', 'OR')).length, 'count', 'accounts in WA and OR'),
  ),
];

export const SET_BE: HeldOut[] = [...TERRITORY, ...SET_BE_MORE];
