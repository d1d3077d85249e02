import { z } from 'zod';
import { createSchema, recordSchema, updateSchema, type Fields } from './fields.js';
import { ACCOUNT_FIELDS, CONTACT_FIELDS, decimalId, LEAD_FIELDS, OPPORTUNITY_FIELDS } from './schemas.js';
import { LEAD_STATUSES, OPPORTUNITY_STAGES, REGIONS } from './vocab.js';

/**
 * The four CRM resources as data: table, fields, filters, references and the texts an
 * agent picks tools by. One generic store and one set of generic routes serve them all.
 */
export interface Filter {
  column: string;
  /** exact: `=`; nocase: equal ignoring letter case; contains: substring ignoring case. */
  match: 'exact' | 'nocase' | 'contains';
  schema: z.ZodType;
}

export interface ResourceTexts {
  list: [summary: string, description: string];
  get: [string, string];
  create: [string, string];
  update: [string, string];
  delete: [string, string];
}

export interface Resource {
  /** Plural, used in paths and operationIds: `accounts` -> `/accounts/`, `list_accounts`. */
  name: 'accounts' | 'leads' | 'contacts' | 'opportunities';
  singular: string;
  table: string;
  /** Name of the path parameter holding the id, e.g. `account_id`. */
  idParam: string;
  fields: Fields;
  /** Columns stored as 0/1 and returned as booleans. */
  booleans: string[];
  /** column -> resource it points at (must exist). */
  references: Record<string, 'accounts'>;
  filters: Record<string, Filter>;
  texts: ResourceTexts;
  schemas: { record: z.ZodType; create: z.ZodType; update: z.ZodType };
}

const str = (description: string) => z.string().trim().min(1).max(200).optional().meta({ description });
const id = (description: string) => decimalId().optional().meta({ description });

const PAGING =
  'Ordered by id; one page at a time: skip = rows to skip (default 0), limit = rows per ' +
  'page (default 20, 1 to 100). Returns {items, total, page, pages, per_page}, where total ' +
  'counts every match.';

function resource(def: Omit<Resource, 'schemas' | 'table'> & { title: string }): Resource {
  const { title, ...rest } = def;
  return {
    ...rest,
    table: def.name,
    schemas: {
      record: recordSchema(def.fields, title),
      create: createSchema(def.fields, `${title}Create`),
      update: updateSchema(def.fields, `${title}Update`),
    },
  };
}

export const ACCOUNTS = resource({
  name: 'accounts',
  singular: 'account',
  title: 'Account',
  idParam: 'account_id',
  fields: ACCOUNT_FIELDS,
  booleans: [],
  references: {},
  filters: {
    name: {
      column: 'name',
      match: 'contains',
      schema: str('Only accounts whose company name contains this text (case-insensitive), e.g. acme'),
    },
    state: { column: 'state', match: 'nocase', schema: str('Only accounts in this state or province (case-insensitive), e.g. CA, TX, NY') },
    region: {
      column: 'region',
      match: 'exact',
      schema: z
        .enum(REGIONS)
        .optional()
        .meta({ description: `Only accounts in this sales region: ${REGIONS.join(', ')}` }),
    },
    industry: {
      column: 'industry',
      match: 'nocase',
      schema: str('Only accounts in this industry (case-insensitive), e.g. Technology, Healthcare, Retail'),
    },
  },
  texts: {
    list: [
      'List CRM accounts (companies), filtered by name, state, region or industry',
      `Returns customer accounts (companies) with industry, address, state, country, region, ` +
        `annual revenue and employee count. Filters (all optional, combined with AND): name ` +
        `(contains), state, region, industry. ${PAGING}`,
    ],
    get: [
      'Get one CRM account by id',
      'Returns the account (company) with this id: name, industry, contact details, address, ' +
        'region, annual revenue, employee count. 404 when there is no such account.',
    ],
    create: [
      'Create a CRM account (company)',
      'Creates an account; only name is required. region must be one of the five sales regions. Returns the new account with its id (201).',
    ],
    update: [
      'Update a CRM account',
      'Changes only the fields sent (others keep their values); the same rules as on create ' +
        'apply. Returns the updated account; 404 when there is no such account.',
    ],
    delete: [
      'Delete a CRM account and its contacts and opportunities',
      'Deletes the account with this id together with its contacts and opportunities. 204 on success, 404 when there is no such account.',
    ],
  },
});

export const LEADS = resource({
  name: 'leads',
  singular: 'lead',
  title: 'Lead',
  idParam: 'lead_id',
  fields: LEAD_FIELDS,
  booleans: [],
  references: {},
  filters: {
    status: {
      column: 'status',
      match: 'exact',
      schema: z
        .enum(LEAD_STATUSES)
        .optional()
        .meta({ description: `Only leads with this status: ${LEAD_STATUSES.join(', ')}` }),
    },
    source: {
      column: 'source',
      match: 'nocase',
      schema: str('Only leads from this source (case-insensitive), e.g. Website, Referral, Trade Show, Webinar'),
    },
  },
  texts: {
    list: [
      'List sales leads (prospects), filtered by status or source',
      `Returns leads: people who may become customers, with name, e-mail, company, job title, ` +
        `source, status and score (0-100). Filters (optional): status, source. ${PAGING}`,
    ],
    get: ['Get one sales lead by id', 'Returns the lead with this id. 404 when there is no such lead.'],
    create: [
      'Create a sales lead',
      `Creates a lead; first_name, last_name and email are required; status defaults to new ` +
        `(one of ${LEAD_STATUSES.join(', ')}); score is 0 to 100. Returns the new lead with its ` +
        `id (201).`,
    ],
    update: [
      'Update a sales lead (e.g. change its status or score)',
      'Changes only the fields sent (others keep their values); the same rules as on create ' +
        'apply. Returns the updated lead; 404 when there is no such lead.',
    ],
    delete: ['Delete a sales lead', 'Deletes the lead with this id. 204 on success, 404 when there is no such lead.'],
  },
});

export const CONTACTS = resource({
  name: 'contacts',
  singular: 'contact',
  title: 'Contact',
  idParam: 'contact_id',
  fields: CONTACT_FIELDS,
  booleans: ['is_primary'],
  references: { account_id: 'accounts' },
  filters: {
    account_id: { column: 'account_id', match: 'exact', schema: id('Only the contacts of this account (company) id') },
    email: { column: 'email', match: 'nocase', schema: str('Only the contact(s) with this e-mail address (case-insensitive)') },
  },
  texts: {
    list: [
      'List contacts (people at customer accounts), filtered by account or e-mail',
      `Returns contacts with name, e-mail, phone, job title, department, their account_id and ` +
        `whether they are the account's primary contact. Filters (optional): account_id, email. ` +
        `${PAGING}`,
    ],
    get: ['Get one contact by id', 'Returns the contact with this id. 404 when there is no such contact.'],
    create: [
      'Create a contact at an account',
      'Creates a contact; first_name, last_name, email and account_id (an existing account) ' +
        'are required. Returns the new contact with its id (201).',
    ],
    update: [
      'Update a contact',
      'Changes only the fields sent (others keep their values); the same rules as on create ' +
        'apply (account_id must exist). Returns the updated contact; 404 when there is no such ' +
        'contact.',
    ],
    delete: ['Delete a contact', 'Deletes the contact with this id. 204 on success, 404 when there is no such contact.'],
  },
});

export const OPPORTUNITIES = resource({
  name: 'opportunities',
  singular: 'opportunity',
  title: 'Opportunity',
  idParam: 'opportunity_id',
  fields: OPPORTUNITY_FIELDS,
  booleans: [],
  references: { account_id: 'accounts' },
  filters: {
    account_id: { column: 'account_id', match: 'exact', schema: id('Only the opportunities of this account (company) id') },
    stage: {
      column: 'stage',
      match: 'exact',
      schema: z
        .enum(OPPORTUNITY_STAGES)
        .optional()
        .meta({ description: `Only opportunities in this sales stage: ${OPPORTUNITY_STAGES.join(', ')}` }),
    },
  },
  texts: {
    list: [
      'List sales opportunities (deals), filtered by account or stage',
      `Returns deals with name, value, currency, stage, probability (0-1), close date and ` +
        `account_id. Filters (optional): account_id, stage. ${PAGING}`,
    ],
    get: ['Get one sales opportunity (deal) by id', 'Returns the opportunity with this id. 404 when there is no such opportunity.'],
    create: [
      'Create a sales opportunity (deal) for an account',
      `Creates an opportunity; name, value (>= 0) and account_id (an existing account) are ` +
        `required; currency defaults to USD, stage to prospecting (one of ` +
        `${OPPORTUNITY_STAGES.join(', ')}); probability is 0 to 1; close_date is YYYY-MM-DD. ` +
        `Returns the new opportunity with its id (201).`,
    ],
    update: [
      'Update a sales opportunity (e.g. its stage, value or close date)',
      'Changes only the fields sent (others keep their values); the same rules as on create ' +
        'apply. Returns the updated opportunity; 404 when there is no such opportunity.',
    ],
    delete: ['Delete a sales opportunity', 'Deletes the opportunity with this id. 204 on success, 404 when there is no such opportunity.'],
  },
});

export const RESOURCES: Resource[] = [ACCOUNTS, LEADS, CONTACTS, OPPORTUNITIES];

/** Every column of a resource's table, in order. */
export const columnsOf = (r: Resource): string[] => ['id', ...Object.keys(r.fields), 'created_at', 'updated_at'];
