// Held-out set CS, continued (see set-cs.ts; SEALED): the CRM questions.

import type { HeldOut } from './judge.js';
import { avg, groups, q, sum } from './judge.js';
import { account, ACCTS, BB, LEADS, median, OPPS, person, total } from './kinds-bb.js';
import { BD } from './kinds-bd.js';
import { best, bestAliased, countBy, share } from './kinds-bv.js';
import { withAliases } from './kinds-cd.js';
import { crmDealsOf, crmPeopleOf, leadMonth, monthForms } from './kinds-cs.js';
import { closes, isOpen, won } from './pick.js';
import { SET_CS_REST } from './set-cs3.js';

const from = (source: string) => (l: { source: string | null }) => l.source === source;
const at = (status: string) => (l: { status: string }) => l.status === status;
const stage = (s: string) => (o: { stage: string }) => o.stage === s;

const CRM: HeldOut[] = [
  // The marketing analyst.
  q(
    'CS-c01',
    'crm',
    'Can you break our leads down by source? Just a count for each channel.',
    BD.breakdown(async (d) => countBy(await LEADS(d), (l) => l.source), 'count', 'leads by source'),
  ),
  q(
    'CS-c02',
    'crm',
    "What's the lead-to-closed-won conversion rate for Referral leads, in percent?",
    BB.num(
      async (d) => {
        const ls = (await LEADS(d)).filter(from('Referral'));
        return share(ls.filter(at('closed-won')).length, ls.length);
      },
      'plain',
      'closed-won share of Referral leads (percent)',
    ),
  ),
  q(
    'CS-c03',
    'crm',
    'Which channel converts best, i.e. the highest ratio of closed-won leads to total leads from that channel?',
    BB.name(async (d) => {
      const ls = await LEADS(d);
      const g = groups(
        ls,
        (l) => l.source,
        (xs) => xs.filter(at('closed-won')).length / xs.length,
      );
      return bestAliased(g, 'max');
    }, 'source with the best closed-won rate'),
  ),
  q(
    'CS-c04',
    'crm',
    'How many leads did we take in during March 2024?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => leadMonth(l) === '2024-03').length, 'count', 'leads created in March 2024'),
  ),
  q(
    'CS-c05',
    'crm',
    'Looking at lead volume month by month, which calendar month was our busiest?',
    BB.name(async (d) => best(countBy(await LEADS(d), leadMonth), 'max').flatMap(monthForms), 'month with the most leads created'),
  ),
  q(
    'CS-c06',
    'crm',
    ['How many webinar leads are still sitting at status new?', 'what about contacted?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => from('Webinar')(l) && at('contacted')(l)).length,
      'count',
      'contacted Webinar leads',
    ),
  ),
  q(
    'CS-c07',
    'crm',
    'Of all the leads currently in negotiation, what percent originated from partners?',
    BB.num(
      async (d) => {
        const ls = (await LEADS(d)).filter(at('negotiation'));
        return share(ls.filter(from('Partner')).length, ls.length);
      },
      'plain',
      'Partner share of leads in negotiation (percent)',
    ),
  ),
  q(
    'CS-c08',
    'crm',
    'If I average lead score per source, which source comes out highest?',
    BB.name(
      async (d) =>
        bestAliased(
          groups(
            await LEADS(d),
            (l) => l.source,
            (xs) => avg(xs.filter((l) => l.score !== null).map((l) => l.score!)),
          ),
          'max',
        ),
      'source with the highest average lead score',
    ),
  ),
  q(
    'CS-c09',
    'crm',
    ['Trade show leads - how many in total?', 'And how many of those ended up closed-lost?'],
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => from('Trade Show')(l) && at('closed-lost')(l)).length,
      'count',
      'closed-lost Trade Show leads',
    ),
  ),
  q(
    'CS-c10',
    'crm',
    'Count of social media leads with a score of 90 or higher?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => from('Social Media')(l) && (l.score ?? 0) >= 90).length,
      'count',
      'Social Media leads scoring 90+',
    ),
  ),
  q(
    'CS-c11',
    'crm',
    'Funnel check on Email Campaign leads: how many have reached proposal or beyond (proposal, negotiation or closed-won)?',
    BB.num(
      async (d) =>
        (await LEADS(d)).filter((l) => from('Email Campaign')(l) && ['proposal', 'negotiation', 'closed-won'].includes(l.status)).length,
      'count',
      'Email Campaign leads at proposal or later',
    ),
  ),

  // The executive assistant.
  q(
    'CS-c12',
    'crm',
    'My boss meets the Considine Inc team on Thursday. Who is their primary contact?',
    BB.name(
      async (d) => (await crmPeopleOf(d, 'Considine Inc')).filter((c) => c.is_primary).map(person),
      'primary contact of Considine Inc',
    ),
  ),
  q(
    'CS-c13',
    'crm',
    [
      'She has a quarterly review with Cartwright and Sons on Monday. How many open deals do they have with us?',
      "and what's all that worth?",
    ],
    BB.num(async (d) => total((await crmDealsOf(d, 'Cartwright and Sons')).filter(isOpen)), 'money', 'open value of Cartwright and Sons'),
  ),
  q(
    'CS-c14',
    'crm',
    'I need one line for the Kohler - Mayer briefing: which region do they belong to?',
    BB.name(async (d) => withAliases((await account(d, 'Kohler - Mayer')).region ?? ''), 'region of Kohler - Mayer'),
  ),
  q(
    'CS-c15',
    'crm',
    "Boss is seeing Hayes - Simonis in Austin. What's the value of the biggest open opportunity they have with us?",
    BB.num(
      async (d) => Math.max(...(await crmDealsOf(d, 'Hayes - Simonis')).filter(isOpen).map((o) => o.value)),
      'money',
      'largest open deal of Hayes - Simonis',
    ),
  ),
  q(
    'CS-c16',
    'crm',
    'She asked how many people we have on file at Bins LLC in the CRM.',
    BB.num(async (d) => (await crmPeopleOf(d, 'Bins LLC')).length, 'count', 'CRM contacts at Bins LLC'),
  ),
  q(
    'CS-c17',
    'crm',
    ["I'm preparing the briefing for my boss's dinner with Rutherford and Sons.", 'How many employees do they have?'],
    BB.num(async (d) => (await account(d, 'Rutherford and Sons')).employee_count ?? 0, 'count', 'employees of Rutherford and Sons'),
  ),

  // Someone whose English is a second language.
  q(
    'CS-c18',
    'crm',
    'How many opportunity is in stage negotiation now?',
    BB.num(async (d) => (await OPPS(d)).filter(stage('negotiation')).length, 'count', 'opportunities in negotiation'),
  ),
  q(
    'CS-c19',
    'crm',
    'How much leads have status qualified and are coming from Website?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => from('Website')(l) && at('qualified')(l)).length,
      'count',
      'qualified Website leads',
    ),
  ),
  q(
    'CS-c20',
    'crm',
    ['Accounts of CRM in Brazil, how many?', 'And in Mexico how many is?'],
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.country === 'Mexico').length, 'count', 'CRM accounts in Mexico'),
  ),
  q(
    'CS-c21',
    'crm',
    'The most big opportunity of all, what is the value of it?',
    BB.num(async (d) => Math.max(...(await OPPS(d)).map((o) => o.value)), 'money', 'largest opportunity value'),
  ),
  q(
    'CS-c22',
    'crm',
    'Which industry have most accounts in region Middle East and Africa?',
    BB.name(
      async (d) =>
        best(
          countBy(
            (await ACCTS(d)).filter((x) => x.region === 'Middle East & Africa'),
            (x) => x.industry,
          ),
          'max',
        ),
      'most common industry among Middle East & Africa accounts',
    ),
  ),
  q(
    'CS-c23',
    'crm',
    'Average of score for the leads from cold call?',
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => from('Cold Call')(l) && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Cold Call leads',
    ),
  ),
  q(
    'CS-c24',
    'crm',
    'How much is value total of closed-won deals in year 2025?',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => won(o) && closes('2025')(o))), 'money', 'closed-won value closing in 2025'),
  ),

  // The sales-operations analyst.
  q(
    'CS-c25',
    'crm',
    'Opportunities: count grouped by stage.',
    BD.breakdown(async (d) => countBy(await OPPS(d), (o) => o.stage), 'count', 'opportunities by stage'),
  ),
  q(
    'CS-c26',
    'crm',
    'Sum of value for open opps (stage not closed-won / closed-lost) where close_date falls in 2026',
    BB.num(async (d) => total((await OPPS(d)).filter((o) => isOpen(o) && closes('2026')(o))), 'money', 'open value closing in 2026'),
  ),
  q(
    'CS-c27',
    'crm',
    ['Filter CRM accounts to region = Asia Pacific and count.', 'Change the filter to Latin America'],
    BB.num(async (d) => (await ACCTS(d)).filter((x) => x.region === 'Latin America').length, 'count', 'Latin America accounts'),
  ),
  q(
    'CS-c28',
    'crm',
    'Median deal value over the whole opportunities table?',
    BB.num(async (d) => median((await OPPS(d)).map((o) => o.value)), 'money', 'median opportunity value'),
  ),
  q(
    'CS-c29',
    'crm',
    'count distinct country in the accounts table',
    BB.num(async (d) => new Set((await ACCTS(d)).map((x) => x.country).filter((c) => c !== null)).size, 'count', 'distinct CRM countries'),
  ),
  q(
    'CS-c30',
    'crm',
    'Top 3 industries by SUM(annual_revenue) of CRM accounts, descending.',
    BB.list(async (d) => {
      const xs = await ACCTS(d);
      const g = groups(
        xs,
        (x) => x.industry,
        (ys) => sum(ys.map((y) => y.annual_revenue ?? 0)),
      );
      const s = [...g].sort((x, y) => y.value - x.value);
      if (s[2]!.value === s[3]!.value) throw new Error('industries 3 and 4 tie');
      return [s.slice(0, 3).map((x) => x.key), g.map((x) => x.key)];
    }, 'top 3 industries by annual revenue'),
  ),
  q(
    'CS-c31',
    'crm',
    ['avg probability of opps in proposal stage, as a percentage', 'swap the stage to qualification'],
    BB.num(
      async (d) => 100 * avg((await OPPS(d)).filter((o) => stage('qualification')(o) && o.probability !== null).map((o) => o.probability!)),
      'plain',
      'average probability in qualification (percent)',
    ),
  ),
  q(
    'CS-c32',
    'crm',
    'Count distinct account_id among opportunities in negotiation.',
    BB.num(
      async (d) => new Set((await OPPS(d)).filter(stage('negotiation')).map((o) => o.account_id)).size,
      'count',
      'accounts with a deal in negotiation',
    ),
  ),
];

export const SET_CS_MORE: HeldOut[] = [...CRM, ...SET_CS_REST];
