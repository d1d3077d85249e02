import { z } from 'zod';
import { JOB_TITLES } from './data.js';

export const AccountSchema = z
  .object({
    id: z.string().meta({ description: 'Account id, `acc_<N>` with N from 1 to 100', example: 'acc_5' }),
    name: z.string().meta({ description: 'Company name' }),
    state: z.string().meta({ description: 'US state code, e.g. CA, TX, NY' }),
    revenue: z.number().meta({ description: 'Annual revenue in US dollars (300,000 to 10,000,000)' }),
    is_third_party: z
      .boolean()
      .meta({ description: 'True for accounts from an external provider (even ids); false for accounts in my territory (odd ids)' }),
  })
  .meta({ id: 'Account' });

export const ContactSchema = z
  .object({
    id: z.string().meta({ description: 'Contact id, `con_<N>`' }),
    name: z.string().meta({ description: 'Full name' }),
    email: z.string().meta({ description: 'E-mail address' }),
    account_id: z.string().meta({ description: 'Id of the account the contact works at' }),
    job_title: z.enum(JOB_TITLES).meta({ description: 'Job title' }),
  })
  .meta({ id: 'Contact' });

export const MyAccountsResponse = z.object({
  accounts: z.array(AccountSchema),
  coverage_id: z.string().meta({ description: 'Id of the sales coverage (territory) the accounts belong to' }),
  client_status: z.string().meta({ description: 'Status of the caller as a client' }),
});

export const AccountsResponse = z.object({ accounts: z.array(AccountSchema) });
export const JobTitlesResponse = z.object({ job_titles: z.array(z.object({ title: z.string() })) });
export const ContactsResponse = z.object({ contacts: z.array(ContactSchema) });

export const CampaignQuery = z.object({
  campaign_name: z
    .string()
    .max(200)
    .optional()
    .meta({
      description:
        "Campaign name, matched case-insensitively and exactly: 'Tech Transformation' (revenue " +
        "above $5,000,000) or 'High Value Outreach' (state CA or NY); any other value returns " +
        'all third-party accounts',
    }),
});

export const AccountIdParams = z.object({
  account_id: z.string().max(200).meta({ description: 'Account id, e.g. acc_5' }),
});

export const ContactsQuery = z.object({
  account_id: z.string().max(200).optional().meta({ description: 'Only contacts of this account, e.g. acc_5' }),
  job_title: z
    .string()
    .max(200)
    .optional()
    .meta({ description: `Only contacts with this job title (case-insensitive). One of: ${JOB_TITLES.join(', ')}` }),
});
