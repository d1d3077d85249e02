import type { Service } from '../http/index.js';
import { territoryData, type Account } from './data.js';
import * as S from './schemas.js';

export const COVERAGE_ID = 'cov_west_enterprise_2024';
export const CLIENT_STATUS = 'active';

/** Campaign rules: matched case-insensitively and exactly; unknown names select every third-party account. */
export const CAMPAIGNS: Record<string, (a: Account) => boolean> = {
  'tech transformation': (a) => a.revenue > 5_000_000,
  'high value outreach': (a) => a.state === 'CA' || a.state === 'NY',
};

export function campaignFilter(name: string | undefined): (a: Account) => boolean {
  return (name !== undefined && CAMPAIGNS[name.trim().toLowerCase()]) || (() => true);
}

export function registerTerritoryRoutes(service: Service): void {
  const { accounts, contacts } = territoryData();
  const mine = accounts.filter((a) => !a.is_third_party);
  const thirdParty = accounts.filter((a) => a.is_third_party);

  service.route(
    {
      method: 'get',
      path: '/my-accounts',
      operationId: 'get_my_accounts',
      summary: 'List the accounts in my sales territory',
      description:
        "Returns every account in the caller's own territory (my accounts: odd ids, not " +
        'third-party), with the coverage id and client status. Use it for questions about "my ' +
        'accounts", e.g. top account by revenue or accounts in a state.',
      tags: ['accounts'],
      immutable: true,
      responses: { 200: { description: 'My accounts', schema: S.MyAccountsResponse } },
    },
    () => ({ accounts: mine, coverage_id: COVERAGE_ID, client_status: CLIENT_STATUS }),
  );

  service.route(
    {
      method: 'get',
      path: '/third-party-accounts',
      operationId: 'get_third_party_accounts',
      summary: 'List third-party accounts, optionally for a campaign',
      description:
        'Returns accounts from external providers (third-party, even ids). campaign_name selects ' +
        "a campaign's accounts: 'Tech Transformation' = revenue above $5,000,000; 'High Value " +
        "Outreach' = state CA or NY; any other or no campaign = all third-party accounts. Never " +
        'fails for an unknown campaign.',
      tags: ['accounts'],
      immutable: true,
      query: S.CampaignQuery,
      responses: { 200: { description: 'Third-party accounts', schema: S.AccountsResponse } },
    },
    ({ query }) => ({ accounts: thirdParty.filter(campaignFilter(query.campaign_name)) }),
  );

  service.route(
    {
      method: 'get',
      path: '/accounts/:account_id/job-titles',
      operationId: 'get_job_titles_by_account',
      summary: 'List the job titles held by the contacts at an account',
      description:
        'Returns the unique job titles (sorted) of the contacts working at the account. An ' +
        'account without contacts, or an unknown account, gives an empty list.',
      tags: ['contacts'],
      immutable: true,
      params: S.AccountIdParams,
      responses: { 200: { description: 'Job titles at the account', schema: S.JobTitlesResponse } },
    },
    ({ params }) => {
      const titles = new Set(contacts.filter((c) => c.account_id === params.account_id).map((c) => c.job_title));
      return { job_titles: [...titles].sort().map((title) => ({ title })) };
    },
  );

  service.route(
    {
      method: 'get',
      path: '/contacts',
      operationId: 'get_contacts',
      summary: 'List contacts, filtered by account and/or job title',
      description:
        'Returns contacts (name, email, job title, account). account_id keeps the contacts of ' +
        'one account; job_title (case-insensitive) keeps contacts with that title; both filters ' +
        'apply together. An unknown account gives an empty list.',
      tags: ['contacts'],
      immutable: true,
      query: S.ContactsQuery,
      responses: { 200: { description: 'Matching contacts', schema: S.ContactsResponse } },
    },
    ({ query }) => {
      const title = query.job_title?.trim().toLowerCase();
      return {
        contacts: contacts.filter(
          (c) =>
            (query.account_id === undefined || c.account_id === query.account_id) &&
            (title === undefined || c.job_title.toLowerCase() === title),
        ),
      };
    },
  );
}
