import { z } from 'zod';
import { defaulted, optional, required, type Fields } from './fields.js';
import { LEAD_STATUSES, OPPORTUNITY_STAGES, REGIONS } from './vocab.js';

/**
 * An id in a path or query: decimal digits only. `z.coerce.number()` would take `1e3`,
 * `0x10` or `1.0` for 1000, 16 and 1 and act on rows the client never named.
 */
export const decimalId = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^[0-9]{1,15}$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (i) =>
          i.code === 'invalid_type' ? `must be an id written in decimal digits only (e.g. 42), got ${JSON.stringify(i.input)}` : undefined,
      })
      .int()
      .min(1),
  );

/** Field types shared by the four resources. */
const text = (max: number) => z.string().trim().max(max);
const name = (max = 100) => z.string().trim().min(1).max(max);
const email = z
  .email({ error: (i) => (i.code === 'invalid_format' ? 'must be a valid e-mail address, e.g. jane.doe@example.com' : undefined) })
  .max(254);
const accountId = z.number().int().min(1);
const money = z.number().min(0).max(1e15);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD (2024-02-30 is refused). */
export function isCalendarDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
const date = z
  .string()
  .regex(ISO_DATE, { error: 'must be a date in YYYY-MM-DD format, e.g. 2024-11-15' })
  .refine(isCalendarDate, { error: 'must be a real calendar date in YYYY-MM-DD format' });

export const ACCOUNT_FIELDS: Fields = {
  name: required(name(200), 'Company name'),
  industry: optional(text(100), 'Industry, e.g. Technology, Healthcare, Financial Services'),
  website: optional(text(500), 'Web site URL'),
  phone: optional(text(50), 'Main phone number'),
  address: optional(text(300), 'Street address'),
  city: optional(text(100), 'City'),
  state: optional(text(100), 'State or province code, e.g. CA, TX, ON'),
  country: optional(text(100), 'Country name, e.g. United States, Germany'),
  region: optional(z.enum(REGIONS), `Sales region, one of: ${REGIONS.join(', ')}`),
  annual_revenue: optional(money, 'Annual revenue in US dollars (>= 0)'),
  employee_count: optional(z.number().int().min(0).max(100_000_000), 'Number of employees (>= 0)'),
};

/** Who a lead or a contact is. */
const PERSON_FIELDS: Fields = {
  first_name: required(name(), 'First name'),
  last_name: required(name(), 'Last name'),
  email: required(email, 'E-mail address'),
  phone: optional(text(50), 'Phone number'),
};

export const LEAD_FIELDS: Fields = {
  ...PERSON_FIELDS,
  company: optional(text(200), 'Company the lead works for'),
  job_title: optional(text(100), 'Job title'),
  industry: optional(text(100), 'Industry of the company'),
  source: optional(text(100), 'Where the lead came from, e.g. Website, Referral, Trade Show, Webinar'),
  status: defaulted(z.enum(LEAD_STATUSES), 'new', `Lead status, one of: ${LEAD_STATUSES.join(', ')}`),
  score: optional(z.number().int().min(0).max(100), 'Lead score from 0 to 100 (higher = more promising)'),
  notes: optional(text(5000), 'Free-text notes'),
};

export const CONTACT_FIELDS: Fields = {
  ...PERSON_FIELDS,
  job_title: optional(text(100), 'Job title, e.g. Chief Financial Officer'),
  department: optional(text(100), 'Department, e.g. Finance, Sales, IT'),
  account_id: required(accountId, 'Id of the account (company) the contact works at; the account must exist'),
  is_primary: defaulted(z.boolean(), false, 'True for the main contact of the account'),
};

export const OPPORTUNITY_FIELDS: Fields = {
  name: required(name(200), 'Deal name'),
  description: optional(text(5000), 'What the deal is about'),
  value: required(money, 'Deal value in currency units, e.g. US dollars (>= 0)'),
  currency: defaulted(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'must be a 3-letter currency code, e.g. USD, EUR' }),
    'USD',
    '3-letter ISO currency code',
  ),
  stage: defaulted(z.enum(OPPORTUNITY_STAGES), 'prospecting', `Sales stage, one of: ${OPPORTUNITY_STAGES.join(', ')}`),
  probability: optional(z.number().min(0).max(1), 'Likelihood of winning the deal, from 0 to 1 (0.75 = 75%)'),
  close_date: optional(date, 'Expected (or actual) close date, YYYY-MM-DD'),
  account_id: required(accountId, 'Id of the account (company) the deal is with; the account must exist'),
};
