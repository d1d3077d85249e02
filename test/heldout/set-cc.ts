// Held-out set CC: a PRACTICE set (the engineers read its misses after a first untouched run).
// Written by a helper who did not read the planner (nor its lexicon, its notes, its docs, its
// tests or its bench results), as an honest measure of how well it understands questions people
// type. Four kinds of user, each in their own voice, 20 questions each: a marketing manager about
// leads and campaigns (sources, statuses, scores, conversion, leads per month, follow-ups that
// switch the source or the status); a sceptical auditor double-checking claims (yes/no questions
// with a figure inside, accepted only with the right verdict and its supporting figure); a sales
// coach asking about people (titles, who to call at a named account, "her / his / that person"
// follow-ups); and a planner mixing both apps and time (a territory figure next to a CRM figure,
// deals closing in a month or quarter at accounts of a state, averages per account). The two
// APIs share no account names, so they are joined by US state only; elsewhere each app is asked
// in its own turn of a conversation.
// 80 questions: 32 territory, 32 CRM, 6 that need both APIs (labelled by the API whose figure
// answers them), 10 to be declined; 19 are follow-ups asked in one session (the last answer is
// judged). Every expected answer is computed from the APIs' data when the checker runs.
// Here the territory questions; the CRM ones are in set-cc2.ts, the questions across both APIs
// and the declines in set-cc3.ts.

import type { HeldOut } from './judge.js';
import { avg, groups, needList, q, sum, winners } from './judge.js';
import { BB, contactNames, inSt, MY, territoryContact, territoryNames, TP } from './kinds-bb.js';
import { bestAliased, contactsByAccount, countBy, peopleOf } from './kinds-bv.js';
import { CC, count, money, percent, soleKey, staffOf } from './kinds-cc.js';
import { CEO, CFO, CTO } from './pick.js';
import { SET_CC_MORE } from './set-cc2.js';

const DOM = 'Director of Marketing';
const MINE = [['my accounts', 'my own accounts', 'your accounts', 'your own accounts', 'mine', 'yours']];
const THEIRS = [['third-party', 'third party']];

const TERRITORY: HeldOut[] = [
  // The marketing manager.
  q(
    'CC-t01',
    'territory',
    'How much revenue in total sits in the accounts our Tech Transformation campaign would go after?',
    BB.num(
      async (d) => sum((await d.thirdPartyAccounts('Tech Transformation')).map((x) => x.revenue)),
      'money',
      'revenue of the Tech Transformation accounts',
    ),
  ),
  q(
    'CC-t02',
    'territory',
    ['Which accounts does the High Value Outreach campaign cover?', 'How many of those are in New York?'],
    BB.num(
      async (d) => (await d.thirdPartyAccounts('High Value Outreach')).filter(inSt('NY')).length,
      'count',
      'High Value Outreach accounts in NY',
    ),
  ),
  q(
    'CC-t03',
    'territory',
    'For our New York roadshow: who are the Directors of Marketing at third-party accounts in New York?',
    BB.list(
      async (d) => [(await staffOf(d, (await TP(d)).filter(inSt('NY')), DOM)).map((c) => c.name), await contactNames(d)],
      'Directors of Marketing at third-party NY accounts',
    ),
  ),
  q(
    'CC-t04',
    'territory',
    'I want to invite marketing leaders to a webinar. Give me the email addresses of every Director of Marketing at a third-party ' +
      'account in Texas.',
    BB.every(
      async (d) => (await staffOf(d, (await TP(d)).filter(inSt('TX')), DOM)).map((c) => c.email),
      'e-mails of the Directors of Marketing at third-party TX accounts',
    ),
  ),

  // The sceptical auditor.
  q(
    'CC-t05',
    'territory',
    'Is Texas really bigger than California by revenue among my own accounts?',
    CC.verdict(async (d) => {
      const mine = await MY(d);
      const tx = sum(mine.filter(inSt('TX')).map((x) => x.revenue));
      const ca = sum(mine.filter(inSt('CA')).map((x) => x.revenue));
      if (tx === ca) throw new Error('TX and CA tie');
      return {
        yes: tx > ca,
        support: [[money(tx), money(ca)], [money(Math.abs(tx - ca))]],
        compare: {
          options: [
            ['TX', 'Texas'],
            ['CA', 'California'],
          ],
          winner: tx > ca ? 0 : 1,
          states: true,
        },
      };
    }, 'Texas bigger than California by revenue of my accounts'),
  ),
  q(
    'CC-t06',
    'territory',
    'Is it true that more than half of my accounts have revenue above $5 million?',
    CC.verdict(async (d) => {
      const mine = await MY(d);
      const n = mine.filter((x) => x.revenue > 5_000_000).length;
      return { yes: n * 2 > mine.length, support: [[count(n)], [percent((n / mine.length) * 100)]] };
    }, 'more than half of my accounts above $5M'),
  ),
  q(
    'CC-t07',
    'territory',
    'Are there really fewer than 20 Chief Executive Officers among the territory contacts?',
    CC.verdict(async (d) => {
      const n = (await d.territoryContacts({ job_title: CEO })).length;
      return { yes: n < 20, support: [[count(n)]] };
    }, 'fewer than 20 CEOs among the territory contacts'),
  ),
  q(
    'CC-t08',
    'territory',
    'Does any third-party account in Florida exceed $8 million in revenue?',
    CC.verdict(async (d) => {
      const fl = (await TP(d)).filter(inSt('FL'));
      const top = Math.max(...fl.map((x) => x.revenue));
      const n = fl.filter((x) => x.revenue > 8_000_000).length;
      return { yes: n > 0, support: n > 0 ? [[money(top)], [count(n)]] : [[money(top)]] };
    }, 'a third-party FL account above $8M'),
  ),
  q(
    'CC-t09',
    'territory',
    'I was told every one of my accounts has at least two contacts on file. Is that right?',
    CC.verdict(async (d) => {
      const by = await contactsByAccount(d);
      const mine = await MY(d);
      const few = mine.filter((x) => (by.get(x.id)?.length ?? 0) < 2).length;
      return { yes: few === 0, support: few === 0 ? [[count(mine.length)]] : [[count(few)], [count(mine.length - few)]] };
    }, 'every one of my accounts with two or more contacts'),
  ),
  q(
    'CC-t10',
    'territory',
    'Is the average revenue of third-party accounts higher than the average revenue of my own accounts?',
    CC.verdict(async (d) => {
      const tp = avg((await TP(d)).map((x) => x.revenue));
      const my = avg((await MY(d)).map((x) => x.revenue));
      if (tp === my) throw new Error('the averages tie');
      return {
        yes: tp > my,
        support: [[money(tp), money(my)], [money(Math.abs(tp - my))]],
        compare: { options: [...THEIRS, ...MINE], winner: tp > my ? 0 : 1 },
      };
    }, 'third-party average revenue above my average'),
  ),
  q(
    'CC-t11',
    'territory',
    'Somebody claims New York has more third-party accounts than Washington. True?',
    CC.verdict(async (d) => {
      const tp = await TP(d);
      const ny = tp.filter(inSt('NY')).length;
      const wa = tp.filter(inSt('WA')).length;
      if (ny === wa) throw new Error('NY and WA tie');
      return {
        yes: ny > wa,
        support: [[count(ny), count(wa)]],
        compare: {
          options: [
            ['NY', 'New York'],
            ['WA', 'Washington'],
          ],
          winner: ny > wa ? 0 : 1,
          states: true,
        },
      };
    }, 'more third-party accounts in NY than in WA'),
  ),
  q(
    'CC-t12',
    'territory',
    [
      'How many Data Scientists are there among the territory contacts?',
      'Is it true that more of them work at my accounts than at third-party accounts?',
    ],
    CC.verdict(async (d) => {
      const my = (await staffOf(d, await MY(d), 'Data Scientist')).length;
      const tp = (await staffOf(d, await TP(d), 'Data Scientist')).length;
      if (my === tp) throw new Error('Data Scientists split evenly');
      return {
        yes: my > tp,
        support: [[count(my), count(tp)]],
        compare: { options: [...MINE, ...THEIRS], winner: my > tp ? 0 : 1 },
      };
    }, 'more Data Scientists at my accounts than at third-party accounts'),
  ),

  // The sales coach.
  q(
    'CC-t13',
    'territory',
    'I need to talk budget with Summit Robotics Inc. Who is their CFO?',
    BB.name(
      async (d) => (await peopleOf(d, 'Summit Robotics Inc')).filter((c) => c.job_title === CFO).map((c) => c.name),
      'CFO of Summit Robotics Inc',
    ),
  ),
  q(
    'CC-t14',
    'territory',
    ["Who's the VP of Sales at Union Motors Inc?", "What's her email address?"],
    BB.every(async (d) => {
      const vps = (await peopleOf(d, 'Union Motors Inc')).filter((c) => c.job_title === 'Vice President of Sales');
      if (vps.length !== 1) throw new Error(`Union Motors Inc has ${vps.length} VPs of Sales (the question assumes one)`);
      return [vps[0]!.email];
    }, 'e-mail of the VP of Sales at Union Motors Inc'),
  ),
  q(
    'CC-t15',
    'territory',
    'How many Account Executives work at my accounts?',
    BB.num(async (d) => (await staffOf(d, await MY(d), 'Account Executive')).length, 'count', 'Account Executives at my accounts'),
  ),
  q(
    'CC-t16',
    'territory',
    'How many of my accounts have no Chief Executive Officer on file?',
    BB.num(
      async (d) => {
        const by = await contactsByAccount(d);
        return (await MY(d)).filter((x) => !(by.get(x.id) ?? []).some((c) => c.job_title === CEO)).length;
      },
      'count',
      'my accounts without a CEO',
    ),
  ),
  q(
    'CC-t17',
    'territory',
    'Which of my California accounts have a Chief Technology Officer I could call?',
    BB.list(async (d) => {
      const by = await contactsByAccount(d);
      const hit = (await MY(d)).filter((x) => x.state === 'CA' && (by.get(x.id) ?? []).some((c) => c.job_title === CTO));
      return [hit.map((x) => x.name), await territoryNames(d)];
    }, 'my CA accounts with a CTO'),
  ),
  q(
    'CC-t18',
    'territory',
    ['Find me a Software Engineer at one of my Oregon accounts.', 'Which account is he at, and how much revenue does it bring in?'],
    async (a, d) => {
      const or = (await MY(d)).filter(inSt('OR'));
      const ses = await staffOf(d, or, 'Software Engineer');
      const ids = [...new Set(ses.map((c) => c.account_id))];
      if (ids.length !== 1) throw new Error(`Software Engineers at ${ids.length} of my OR accounts (the question assumes one)`);
      const acc = or.find((x) => x.id === ids[0])!;
      return BB.each(
        BB.name(async () => [acc.name], 'account of the Software Engineer'),
        BB.num(async () => acc.revenue, 'money', `revenue of ${acc.name}`),
      )(a, d);
    },
  ),
  q('CC-t19', 'territory', ['Where does Olivia Hernandez work?', 'Who else works there with her?'], async (a, d) => {
    const her = await territoryContact(d, 'Olivia Hernandez');
    const others = (await d.territoryContacts({ account_id: her.account_id })).filter((c) => c.id !== her.id).map((c) => c.name);
    if (others.length === 0) throw new Error('Olivia Hernandez has no colleague on file');
    const universe = (await contactNames(d)).filter((n) => n !== her.name);
    return needList(a, others, universe, "Olivia Hernandez's colleagues");
  }),
  q(
    'CC-t20',
    'territory',
    'How many C-level people (CEO, CFO or CTO) do we have at third-party accounts?',
    BB.num(
      async (d) => (await staffOf(d, await TP(d))).filter((c) => [CEO, CFO, CTO].includes(c.job_title)).length,
      'count',
      'CEOs, CFOs and CTOs at third-party accounts',
    ),
  ),
  q(
    'CC-t21',
    'territory',
    'What is the most common job title among the contacts at my Texas accounts?',
    BB.name(
      async (d) =>
        bestAliased(
          countBy(await staffOf(d, (await MY(d)).filter(inSt('TX'))), (c) => c.job_title),
          'max',
        ),
      'most common title at my TX accounts',
    ),
  ),
  q(
    'CC-t22',
    'territory',
    'Is there an Account Executive at Keystone Networks Co, and if so who is it?',
    BB.name(async (d) => {
      const aes = (await peopleOf(d, 'Keystone Networks Co')).filter((c) => c.job_title === 'Account Executive').map((c) => c.name);
      if (aes.length === 0) throw new Error('no Account Executive at Keystone Networks Co (make it a yes/no question)');
      return aes;
    }, 'Account Executive at Keystone Networks Co'),
  ),
  q(
    'CC-t23',
    'territory',
    'Which third-party account in Florida has the most contacts on file?',
    BB.name(async (d) => {
      const by = await contactsByAccount(d);
      return winners((await TP(d)).filter(inSt('FL')), (x) => by.get(x.id)?.length ?? 0, 'max').map((x) => x.name);
    }, 'third-party FL account with the most contacts'),
  ),
  q(
    'CC-t24',
    'territory',
    ['How many Sales Managers work at third-party accounts?', 'And at my own accounts?'],
    BB.num(async (d) => (await staffOf(d, await MY(d), 'Sales Manager')).length, 'count', 'Sales Managers at my accounts'),
  ),

  // The planner mixing both apps and time.
  q(
    'CC-t25',
    'territory',
    ['How many CRM accounts do we have in Georgia?', 'And how many of my own territory accounts are in Georgia?'],
    BB.num(async (d) => (await MY(d)).filter(inSt('GA')).length, 'count', 'my accounts in GA'),
  ),
  q(
    'CC-t26',
    'territory',
    'What is the average revenue per account across my Massachusetts accounts?',
    BB.num(async (d) => avg((await MY(d)).filter(inSt('MA')).map((x) => x.revenue)), 'money', 'average revenue of my MA accounts'),
  ),
  q(
    'CC-t27',
    'territory',
    [
      'How many opportunities are due to close in January 2026?',
      'Different topic: what is the total revenue of the third-party accounts in Ohio?',
    ],
    BB.num(async (d) => sum((await TP(d)).filter(inSt('OH')).map((x) => x.revenue)), 'money', 'revenue of third-party OH accounts'),
  ),
  q(
    'CC-t28',
    'territory',
    'On average, how many contacts does a third-party account have?',
    CC.decimal(async (d) => {
      const tp = await TP(d);
      return (await staffOf(d, tp)).length / tp.length;
    }, 'contacts per third-party account'),
  ),
  q(
    'CC-t29',
    'territory',
    'Among my accounts, which state has the highest average revenue per account?',
    BB.state(
      async (d) => [
        soleKey(
          groups(
            await MY(d),
            (x) => x.state,
            (xs) => avg(xs.map((x) => x.revenue)),
          ),
          'states by average revenue of my accounts',
        ),
      ],
      'state with the highest average revenue of my accounts',
    ),
  ),
  q(
    'CC-t30',
    'territory',
    ['What is the total revenue of my accounts in Arizona?', 'and in Oregon?'],
    BB.num(async (d) => sum((await MY(d)).filter(inSt('OR')).map((x) => x.revenue)), 'money', 'revenue of my OR accounts'),
  ),
  q(
    'CC-t31',
    'territory',
    'How many of my accounts bring in more than the average revenue of my accounts?',
    BB.num(
      async (d) => {
        const mine = await MY(d);
        const mean = avg(mine.map((x) => x.revenue));
        return mine.filter((x) => x.revenue > mean).length;
      },
      'count',
      'my accounts above my average revenue',
    ),
  ),
  q(
    'CC-t32',
    'territory',
    [
      'List the CRM deals closing in February 2026 at accounts in Colorado.',
      'Now switching to my territory: which of my Colorado accounts earns the most?',
    ],
    BB.name(async (d) => winners((await MY(d)).filter(inSt('CO')), (x) => x.revenue, 'max').map((x) => x.name), 'my largest CO account'),
  ),
];

export const SET_CC: HeldOut[] = [...TERRITORY, ...SET_CC_MORE];
