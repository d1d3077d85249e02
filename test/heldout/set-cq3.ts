// Held-out set CQ, continued (see set-cq.ts; SEALED): the questions across both APIs (labelled
// by the API whose figure answers them) and the requests to decline.

import type { DataAccess } from './data.js';
import type { Check, HeldOut } from './judge.js';
import { groups, needDecline, q, sum, US_STATES } from './judge.js';
import { BB, inSt, isUS, MY, OPPS, rev, TP, allTerritory, total } from './kinds-bb.js';
import { best, countBy } from './kinds-bv.js';
import { closesIn } from './kinds-cq.js';

/** The one key of the best groups (a tie throws: the question assumes one). */
const one = (keys: string[], what: string): string => {
  if (keys.length !== 1) throw new Error(`${what}: ${keys.length} tie`);
  return keys[0]!;
};
/** The US CRM accounts. */
const crmUS = async (d: DataAccess) => (await d.crmAccounts()).filter(isUS);
/** Must be declined; `invented` is a figure the data cannot hold. */
const refuse =
  (what: string, invented?: RegExp): Check =>
  async (a) =>
    needDecline(a, what, invented);

const BOTH: HeldOut[] = [
  // The finance analyst.
  q(
    'CQ-b01',
    'crm',
    'For reconciliation: in the state where my territory accounts bring in the most revenue, ' +
      'what is the total annual revenue of the CRM accounts located there?',
    BB.num(
      async (d) => {
        const g = groups(
          await MY(d),
          (x) => x.state,
          (xs) => rev(xs),
        );
        const top = one(best(g, 'max'), 'state with the most revenue of my accounts');
        return sum((await crmUS(d)).filter((x) => x.state === top).map((x) => x.annual_revenue ?? 0));
      },
      'money',
      'annual revenue of the CRM accounts in my top-revenue state',
    ),
  ),
  q(
    'CQ-b02',
    'territory',
    "What's the combined revenue of my territory accounts sitting in states that have ten or fewer CRM accounts?",
    BB.num(
      async (d) => {
        const crm = countBy(await crmUS(d), (x) => x.state);
        const few = (code: string): boolean => (crm.find((g) => g.key === code)?.value ?? 0) <= 10;
        return rev((await MY(d)).filter((x) => few(x.state)));
      },
      'money',
      'revenue of my accounts in states with at most 10 CRM accounts',
    ),
  ),
  // The sales-development rep.
  q(
    'CQ-b03',
    'territory',
    'state w/ most crm accts - how many contacts do i have at my accts there',
    BB.num(
      async (d) => {
        const top = one(
          best(
            countBy(await crmUS(d), (x) => x.state),
            'max',
          ),
          'US state with the most CRM accounts',
        );
        const ids = new Set((await MY(d)).filter(inSt(top)).map((x) => x.id));
        return (await d.territoryContacts()).filter((c) => ids.has(c.account_id)).length;
      },
      'count',
      'contacts at my accounts in the state with the most CRM accounts',
    ),
  ),
  // The territory planner.
  q(
    'CQ-b04',
    'crm',
    'Where is the CRM most over-represented against our territory list? ' +
      'I mean the state with the biggest surplus of CRM accounts over territory accounts (mine plus third-party).',
    BB.state(async (d) => {
      const crm = countBy(await crmUS(d), (x) => x.state);
      const terr = countBy(await allTerritory(d), (x) => x.state);
      const codes = new Set([...crm.map((g) => g.key), ...terr.map((g) => g.key)]);
      const g = [...codes].map((key) => ({
        key,
        value: (crm.find((x) => x.key === key)?.value ?? 0) - (terr.find((x) => x.key === key)?.value ?? 0),
      }));
      const top = best(g, 'max');
      if (top.some((c) => US_STATES[c] === undefined)) throw new Error(`no state name for ${top.join(', ')}`);
      return top;
    }, 'state with the largest surplus of CRM accounts over territory accounts'),
  ),
  q(
    'CQ-b05',
    'crm',
    'For any state that has third-party accounts but none of mine, how many CRM accounts are there?',
    BB.num(
      async (d) => {
        const mine = new Set((await MY(d)).map((x) => x.state));
        const only = new Set((await TP(d)).map((x) => x.state).filter((s) => !mine.has(s)));
        if (only.size === 0) throw new Error('no state has third-party accounts only');
        return (await crmUS(d)).filter((x) => x.state !== null && only.has(x.state)).length;
      },
      'count',
      'CRM accounts in the states with third-party accounts only',
    ),
  ),
  // The customer-success lead.
  q(
    'CQ-b06',
    'crm',
    'My smallest territory account by revenue is based in some state. In that state, how many CRM deals were closed-won ' +
      'with a 2025 close date, and what did they total?',
    async (a, d) => {
      const my = await MY(d);
      const low = Math.min(...my.map((x) => x.revenue));
      const st = one([...new Set(my.filter((x) => x.revenue === low).map((x) => x.state))], 'state of my smallest account');
      const ids = new Set((await crmUS(d)).filter((x) => x.state === st).map((x) => x.id));
      const deals = (await OPPS(d)).filter((o) => ids.has(o.account_id) && o.stage === 'closed-won' && closesIn('2025')(o));
      return BB.each(
        BB.num(async () => deals.length, 'count', `closed-won 2025 CRM deals in ${st}`),
        BB.num(async () => total(deals), 'money', `closed-won 2025 CRM value in ${st}`),
      )(a, d);
    },
  ),
];

const DECLINES: HeldOut[] = [
  // The finance analyst.
  q(
    'CQ-d01',
    'decline',
    'Can you pull the accounts receivable aging for the third-party accounts? I need anything more than 60 days past due.',
    refuse('receivables aging (not in either API)'),
  ),
  q(
    'CQ-d02',
    'decline',
    "Please convert every open opportunity value into euros using today's exchange rate.",
    refuse('currency conversion at a live rate (not in either API)', /€\s?\d|\d\s?(?:EUR|euros?)\b/i),
  ),
  // The sales-development rep.
  q('CQ-d03', 'decline', 'txt the cfo at nova motors corp that im running 10 min late', refuse('send a text message')),
  q('CQ-d04', 'decline', 'whats jany langs linkedin', refuse('a LinkedIn profile (not in either API)', /linkedin\.com/i)),
  q('CQ-d05', 'decline', 'did the ceo at apex systems inc open the email i sent yday', refuse('e-mail opens (not in either API)')),
  // The territory planner.
  q(
    'CQ-d06',
    'decline',
    'Split my California accounts evenly between me and Priya and save it as the new territory map.',
    refuse('reassign accounts'),
  ),
  q('CQ-d07', 'decline', 'Which of my accounts are most likely to churn over the next six months?', refuse('a churn prediction')),
  q(
    'CQ-d08',
    'decline',
    'How many accounts does the rep at our competitor Acme Corp have in Texas? I want to compare their coverage with mine.',
    refuse("a competitor's territory (not in either API)"),
  ),
  // The customer-success lead.
  q(
    'CQ-d09',
    'decline',
    ['Who is the primary contact at Ratke LLC?', 'Great, put a QBR on their calendar for next Thursday at 2pm.'],
    refuse('book a meeting'),
  ),
  q(
    'CQ-d10',
    'decline',
    'What NPS score did Bahringer Group give us in the last customer survey?',
    refuse('a survey score (not in either API)', /\bNPS\b[^.\n]{0,30}\b(?:is|of|was|=|:)\s*-?\d/i),
  ),
];

export const SET_CQ_REST: HeldOut[] = [...BOTH, ...DECLINES];
