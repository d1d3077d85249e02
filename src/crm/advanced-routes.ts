import { z } from 'zod';
import type { Service } from '../http/index.js';
import { envelope, PAGE_QUERY, pageSchema } from './pagination.js';
import { CONTACTS, OPPORTUNITIES } from './resources.js';
import type { CrmStore } from './store.js';
import { REGIONS } from './vocab.js';

const minValue = z.coerce.number().min(0).default(10_000);

export const FromAccountsQuery = z.strictObject({
  min_value: minValue.meta({ description: 'Smallest opportunity value (US dollars) that makes an account qualify (>= 0, default 10000)' }),
  min_likelihood: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.5)
    .meta({ description: 'Smallest win probability, 0 to 1, that makes an account qualify (default 0.5 = 50%)' }),
  ...PAGE_QUERY,
});

export const ByRegionQuery = z.strictObject({
  min_value: minValue.meta({ description: 'Smallest opportunity value in US dollars (>= 0, default 10000)' }),
  month: z.coerce
    .number()
    .int()
    .min(1)
    .max(12)
    .default(11)
    .meta({ description: 'Month of the close date, 1 (January) to 12 (December); default 11 (November)' }),
  year: z.coerce.number().int().min(1900).max(2999).default(2024).meta({ description: 'Year of the close date, e.g. 2025; default 2024' }),
  region: z
    .enum(REGIONS)
    .optional()
    .meta({ description: `Only this region: ${REGIONS.join(', ')}; default all regions` }),
  ...PAGE_QUERY,
});

const RegionGroup = z
  .object({
    region: z.enum(REGIONS).nullable().meta({ description: 'Region of the accounts (null for accounts without a region)' }),
    count: z.number().int().meta({ description: 'Number of matching opportunities in the region' }),
    total_value: z.number().meta({ description: 'Sum of their values (US dollars, rounded to cents)' }),
  })
  .meta({ id: 'RegionGroup' });

const RegionalOpportunity = (OPPORTUNITIES.schemas.record as z.ZodObject)
  .extend({
    region: z.enum(REGIONS).nullable().meta({ description: "Region of the opportunity's account" }),
    account_name: z.string().meta({ description: "Name of the opportunity's account" }),
  })
  .meta({ id: 'RegionalOpportunity' });

/** The two queries across tables: contacts of accounts with promising deals; deals closing in a month, by region. */
export function registerAdvancedRoutes(service: Service, store: CrmStore): void {
  service.route(
    {
      method: 'get',
      path: '/advanced/contacts/from-accounts/',
      operationId: 'find_contacts_from_accounts',
      summary: 'Find the contacts of accounts that have a large, likely opportunity',
      description:
        'Returns contacts (each once, ordered by id) working at accounts with at least one ' +
        'opportunity with value >= min_value and probability >= min_likelihood. Defaults: ' +
        'min_value 10000 (US dollars), min_likelihood 0.5. Use it for questions like "who should ' +
        'I call at accounts with deals over $50,000 that are 70% likely". Paginated: skip ' +
        '(default 0), limit (default 20, 1 to 100); returns {items, total, page, pages, ' +
        'per_page}.',
      tags: ['advanced'],
      query: FromAccountsQuery,
      fast: true,
      responses: { 200: { description: 'A page of contacts', schema: pageSchema(CONTACTS.schemas.record, 'ContactsFromAccountsPage') } },
    },
    async ({ query }) => {
      const { skip, limit, min_value, min_likelihood } = query;
      const found = await store.contactsFromAccounts({ min_value, min_likelihood }, { skip, limit });
      return envelope(found.items, found.total, { skip, limit });
    },
  );

  service.route(
    {
      method: 'get',
      path: '/advanced/opportunities/by-region/',
      operationId: 'opportunities_by_region',
      summary: 'Opportunities closing in a given month, grouped by region, with totals per region',
      description:
        'Returns opportunities with value >= min_value closing in month/year, ' +
        "ordered by region then value (largest first); each item carries its account's region " +
        'and name. groups gives, over all matches (not just this page), each region with its ' +
        'count and total_value. Defaults: min_value 10000, month 11, year 2024, all regions ' +
        '(region narrows to one). Paginated: skip (default 0), limit (default 20, 1 to 100); ' +
        'returns {items, total, page, pages, per_page, groups}.',
      tags: ['advanced'],
      query: ByRegionQuery,
      fast: true,
      responses: {
        200: {
          description: 'A page of opportunities and the totals per region',
          schema: pageSchema(RegionalOpportunity, 'OpportunitiesByRegionPage', {
            groups: z.array(RegionGroup).meta({ description: 'Per region, over all matching opportunities: count and total value' }),
          }),
        },
      },
    },
    async ({ query }) => {
      const { skip, limit, ...q } = query;
      const found = await store.opportunitiesByRegion(q, { skip, limit });
      return { ...envelope(found.items, found.total, { skip, limit }), groups: found.groups };
    },
  );
}
