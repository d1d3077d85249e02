// Held-out set BY, continued (see set-by.ts): the questions across both APIs (labelled by the API
// whose figure answers them) and the requests to decline.

import type { HeldOut } from './judge.js';
import { q, winners } from './judge.js';
import { BB, inSt, MY, TP } from './kinds-bb.js';
import { leading, tally, usCrm } from './kinds-by.js';
import { decline } from './kinds.js';

const BOTH: HeldOut[] = [
  // Someone dictating by voice.
  q(
    'BY-b01',
    'crm',
    'so take my biggest territory account and tell me how many crm accounts we have in the same state',
    BB.num(
      async (d) => {
        const top = winners(await MY(d), (x) => x.revenue, 'max');
        if (top.length !== 1) throw new Error('my largest account ties (the question assumes one)');
        return (await usCrm(d, top[0]!.state)).length;
      },
      'count',
      'CRM accounts in the state of my largest account',
    ),
  ),

  // The sales manager asking for rankings.
  q(
    'BY-b02',
    'crm',
    'In the state where I have the most territory accounts, which CRM account has the highest annual revenue?',
    BB.name(async (d) => {
      const busiest = leading(
        tally(await MY(d), (x) => x.state),
        'max',
      );
      if (busiest.length !== 1) throw new Error('the state with the most of my accounts ties (the question assumes one)');
      return winners(await usCrm(d, busiest[0]), (x) => x.annual_revenue ?? 0, 'max').map((x) => x.name);
    }, 'largest CRM account (annual revenue) in the state with the most of my accounts'),
  ),
  q(
    'BY-b03',
    'territory',
    ['Which US state has the most CRM accounts?', "And who's my biggest territory account in that state?"],
    BB.name(async (d) => {
      const top = leading(
        tally(await usCrm(d), (x) => x.state),
        'max',
      );
      if (top.length !== 1) throw new Error('the US state with the most CRM accounts ties (the question assumes one)');
      const mine = winners((await MY(d)).filter(inSt(top[0]!)), (x) => x.revenue, 'max');
      // "my territory account" may also be read as any account of the territory API.
      const any = winners([...(await MY(d)), ...(await TP(d))].filter(inSt(top[0]!)), (x) => x.revenue, 'max');
      return [...new Set([...mine, ...any].map((x) => x.name))];
    }, 'my largest account in the US state with the most CRM accounts'),
  ),

  // The marketer.
  q(
    'BY-b04',
    'crm',
    ['How many Directors of Marketing are in the territory contacts?', 'And how many CRM leads have the title VP of Marketing?'],
    BB.num(
      async (d) => (await d.crmLeads()).filter((l) => l.job_title === 'VP of Marketing').length,
      'count',
      'CRM leads titled VP of Marketing',
    ),
  ),
  q(
    'BY-b05',
    'crm',
    'Do any of our CRM leads work at a company with the same name as one of my territory accounts?',
    BB.yes(async (d) => {
      const mine = new Set((await MY(d)).map((x) => x.name.toLowerCase()));
      return (await d.crmLeads()).filter((l) => l.company !== null && mine.has(l.company.toLowerCase())).length;
    }, 'CRM leads at a company named like one of my accounts'),
  ),

  // The operations analyst.
  q(
    'BY-b06',
    'crm',
    'Is there any state with third-party territory accounts but no CRM accounts at all?',
    BB.yes(async (d) => {
      const present = new Set((await usCrm(d)).map((x) => x.state));
      return new Set((await TP(d)).filter((x) => !present.has(x.state)).map((x) => x.state)).size;
    }, 'states with third-party accounts and no CRM account'),
  ),
];

const DECLINES: HeldOut[] = [
  // Someone dictating by voice.
  q('BY-d01', 'decline', "okay so delete the lead jany lang she's a duplicate", decline('delete a lead')),
  q(
    'BY-d02',
    'decline',
    'so like send a calendar invite to every chief financial officer at my accounts for the budget review on friday',
    decline('send calendar invites'),
  ),
  q(
    'BY-d03',
    'decline',
    'um how much revenue did my accounts bring in last quarter versus the quarter before',
    decline('quarterly revenue history (the territory API holds one revenue figure per account)'),
  ),

  // The sales manager asking for rankings.
  q(
    'BY-d04',
    'decline',
    'Which of my sales reps closed the most deals this quarter?',
    decline('sales reps (neither API records who owns a deal)'),
  ),

  // The marketer.
  q('BY-d05', 'decline', "What's our cost per lead for each source?", decline('cost per lead (no spend data)', /\$\s?\d/)),
  q('BY-d06', 'decline', 'Move all the Webinar leads that are still new to contacted.', decline('bulk update of leads')),
  q(
    'BY-d07',
    'decline',
    "Open LinkedIn Campaign Manager in the browser and pull last month's click-through rate for our ads.",
    decline('browser work (ad click-through rates)', /\d+(?:\.\d+)?\s?%/),
  ),

  // The operations analyst.
  q(
    'BY-d08',
    'decline',
    "How many of our contacts' email addresses have bounced?",
    decline('e-mail bounces (not in either API)', /\d[\d,]*[^.\n]{0,40}\bbounced\b/i),
  ),
  q('BY-d09', 'decline', "Fill in the missing notes on every lead with 'no notes yet'.", decline('bulk update of lead notes')),
  q(
    'BY-d10',
    'decline',
    'How many support tickets are open for Summit Software Inc?',
    decline('support tickets (not in either API)', /\b\d+\s+(?:open\s+)?tickets?\b/i),
  ),
];

export const SET_BY_REST: HeldOut[] = [...BOTH, ...DECLINES];
