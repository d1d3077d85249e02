// Practice set BD, continued (see set-bd.ts): the first CRM questions (the customer-success
// manager and the marketing-operations analyst).

import type { CrmLead } from './data.js';
import type { HeldOut } from './judge.js';
import { avg, groups, q } from './judge.js';
import { BB, crmPerson, extra, LEADS, person } from './kinds-bb.js';
import { BD, crmContactNames, crmPeopleAt, nthBy } from './kinds-bd.js';
import { withAliases } from './kinds-cd.js';
import { CEO } from './pick.js';

/** Closed-won leads as a percentage of `xs`. */
const wonShare = (xs: CrmLead[]): number => (100 * xs.filter((l) => l.status === 'closed-won').length) / xs.length;

const CRM: HeldOut[] = [
  // The customer-success manager.
  q(
    'BD-c01',
    'crm',
    "Who's the primary contact at Gleason - Lynch?",
    BB.name(
      async (d) => (await crmPeopleAt(d, 'Gleason - Lynch')).filter((c) => c.is_primary).map(person),
      'primary contact of Gleason - Lynch',
    ),
  ),
  q(
    'BD-c02',
    'crm',
    'whats the phone number for Jolie Bayer',
    BD.phone(async (d) => extra(crmPerson(await d.crmContacts(), 'Jolie Bayer'), 'phone') ?? '', 'phone of Jolie Bayer'),
  ),
  q(
    'BD-c03',
    'crm',
    'Which department is Edmond Satterfield in?',
    BB.name(async (d) => [crmPerson(await d.crmContacts(), 'Edmond Satterfield').department ?? ''], 'department of Edmond Satterfield'),
  ),
  q(
    'BD-c04',
    'crm',
    'Which account does Winona Prosacco work at?',
    BB.name(async (d) => {
      const c = crmPerson(await d.crmContacts(), 'Winona Prosacco');
      return (await d.crmAccounts()).filter((x) => x.id === c.account_id).map((x) => x.name);
    }, 'account of Winona Prosacco'),
  ),
  q(
    'BD-c05',
    'crm',
    'How many contacts do we have at Donnelly - Barton?',
    BB.num(async (d) => (await crmPeopleAt(d, 'Donnelly - Barton')).length, 'count', 'contacts at Donnelly - Barton'),
  ),
  q(
    'BD-c06',
    'crm',
    ['who are the contacts at Ziemann, Sanford and Jast?', 'which of them work in finance?'],
    BB.list(
      async (d) => [
        (await crmPeopleAt(d, 'Ziemann, Sanford and Jast')).filter((c) => c.department === 'Finance').map(person),
        await crmContactNames(d),
      ],
      'Finance contacts at Ziemann, Sanford and Jast',
    ),
  ),
  q(
    'BD-c07',
    'crm',
    'I need the email of the CEO at Rowe - Blanda',
    BB.every(
      async (d) => (await crmPeopleAt(d, 'Rowe - Blanda')).filter((c) => c.job_title === CEO).map((c) => c.email),
      'e-mail of the CEO at Rowe - Blanda',
    ),
  ),
  q(
    'BD-c08',
    'crm',
    'Who are the HR directors at Lang Inc?',
    BB.list(
      async (d) => [(await crmPeopleAt(d, 'Lang Inc')).filter((c) => c.job_title === 'HR Director').map(person), await crmContactNames(d)],
      'HR Directors at Lang Inc',
    ),
  ),
  // The marketing-operations analyst.
  q(
    'BD-c09',
    'crm',
    'How many leads came in through webinars?',
    BB.num(async (d) => (await LEADS(d)).filter((l) => l.source === 'Webinar').length, 'count', 'Webinar leads'),
  ),
  q(
    'BD-c10',
    'crm',
    'Breakdown of leads by source, please.',
    BD.breakdown(
      async (d) =>
        groups(
          await LEADS(d),
          (l) => l.source,
          (xs) => xs.length,
        ),
      'count',
      'leads per source',
    ),
  ),
  q(
    'BD-c11',
    'crm',
    "What's the average score of leads that came from trade shows?",
    BB.num(
      async (d) => avg((await LEADS(d)).filter((l) => l.source === 'Trade Show' && l.score !== null).map((l) => l.score!)),
      'plain',
      'average score of Trade Show leads',
    ),
  ),
  q(
    'BD-c12',
    'crm',
    'What percentage of our Partner-sourced leads have reached closed-won?',
    BB.num(async (d) => wonShare((await LEADS(d)).filter((l) => l.source === 'Partner')), 'plain', 'closed-won share of Partner leads (%)'),
  ),
  q(
    'BD-c13',
    'crm',
    'How many leads were created in 2023?',
    BB.num(
      async (d) => (await LEADS(d)).filter((l) => extra(l, 'created_at')?.startsWith('2023-')).length,
      'count',
      'leads created in 2023',
    ),
  ),
  q(
    'BD-c14',
    'crm',
    'Which lead source has the best closed-won rate, i.e. closed-won leads as a share of all the leads from that source?',
    BB.name(async (d) => {
      const g = groups(await LEADS(d), (l) => l.source, wonShare);
      return withAliases(nthBy(g, (x) => x.value, 1, 'max', 'closed-won rate by source').key);
    }, 'source with the best closed-won rate'),
  ),
  q(
    'BD-c15',
    'crm',
    ['how many qualified leads are there?', 'break those down by source'],
    BD.breakdown(
      async (d) =>
        groups(
          (await LEADS(d)).filter((l) => l.status === 'qualified'),
          (l) => l.source,
          (xs) => xs.length,
        ),
      'count',
      'qualified leads per source',
    ),
  ),
  q(
    'BD-c16',
    'crm',
    'What status is the lead Libby Gulgowski at?',
    BB.name(async (d) => [crmPerson(await LEADS(d), 'Libby Gulgowski').status], 'status of lead Libby Gulgowski'),
  ),
];

export const SET_BD_PART3: HeldOut[] = CRM;
