// Data access for the held-out checkers: every figure a checker expects is computed here from
// the two demo APIs over HTTP (all pages), never from the planner and never hard-coded.

export interface TerritoryAccount {
  id: string;
  name: string;
  state: string;
  revenue: number;
  is_third_party: boolean;
}

export interface TerritoryContact {
  id: string;
  name: string;
  email: string;
  account_id: string;
  job_title: string;
}

export interface CrmAccount {
  id: number;
  name: string;
  industry: string | null;
  website: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  region: string | null;
  annual_revenue: number | null;
  employee_count: number | null;
}

export interface CrmLead {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  job_title: string | null;
  industry: string | null;
  source: string | null;
  status: string;
  score: number | null;
}

export interface CrmContact {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  job_title: string | null;
  department: string | null;
  account_id: number;
  is_primary: boolean;
}

export interface CrmOpportunity {
  id: number;
  name: string;
  value: number;
  currency: string;
  stage: string;
  probability: number | null;
  close_date: string | null;
  account_id: number;
}

/** What a checker may read: the territory API and the CRM, each list complete. */
export interface DataAccess {
  myAccounts(): Promise<TerritoryAccount[]>;
  thirdPartyAccounts(campaign?: string): Promise<TerritoryAccount[]>;
  /** Contacts of the territory API, optionally filtered by the API itself. */
  territoryContacts(filter?: { account_id?: string; job_title?: string }): Promise<TerritoryContact[]>;
  jobTitles(accountId: string): Promise<string[]>;
  crmAccounts(): Promise<CrmAccount[]>;
  crmLeads(): Promise<CrmLead[]>;
  crmContacts(): Promise<CrmContact[]>;
  crmOpportunities(): Promise<CrmOpportunity[]>;
  /** Forgets every cached list (after a question whose answer wrote to an API). */
  reset(): void;
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

/** Every item of a paginated CRM list (`{items, total, pages}`), 100 per page. */
async function allPages<T>(base: string, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = (await getJson(`${base}${path}?skip=${skip}&limit=100`)) as { items: T[]; total: number };
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) {
      if (items.length !== page.total) throw new Error(`${path}: read ${items.length} rows, the API says ${page.total}`);
      return items;
    }
  }
}

/** Data access over HTTP with a per-run cache of the full lists (the data sets are fixed). */
export function httpData(territoryUrl: string, crmUrl: string): DataAccess {
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let p = cache.get(key);
    if (!p) {
      p = load();
      cache.set(key, p);
      p.catch(() => cache.delete(key));
    }
    return p as Promise<T>;
  };
  return {
    myAccounts: () => once('my', async () => ((await getJson(`${territoryUrl}/my-accounts`)) as { accounts: TerritoryAccount[] }).accounts),
    thirdPartyAccounts: (campaign) =>
      once(`tp:${campaign ?? ''}`, async () => {
        const q = campaign === undefined ? '' : `?campaign_name=${encodeURIComponent(campaign)}`;
        return ((await getJson(`${territoryUrl}/third-party-accounts${q}`)) as { accounts: TerritoryAccount[] }).accounts;
      }),
    territoryContacts: (filter = {}) =>
      once(`tc:${filter.account_id ?? ''}:${filter.job_title ?? ''}`, async () => {
        const q = new URLSearchParams();
        if (filter.account_id !== undefined) q.set('account_id', filter.account_id);
        if (filter.job_title !== undefined) q.set('job_title', filter.job_title);
        const qs = q.size > 0 ? `?${q.toString()}` : '';
        return ((await getJson(`${territoryUrl}/contacts${qs}`)) as { contacts: TerritoryContact[] }).contacts;
      }),
    jobTitles: (accountId) =>
      once(`jt:${accountId}`, async () => {
        const body = (await getJson(`${territoryUrl}/accounts/${encodeURIComponent(accountId)}/job-titles`)) as {
          job_titles: { title: string }[];
        };
        return body.job_titles.map((t) => t.title);
      }),
    crmAccounts: () => once('ca', () => allPages<CrmAccount>(crmUrl, '/accounts/')),
    crmLeads: () => once('cl', () => allPages<CrmLead>(crmUrl, '/leads/')),
    crmContacts: () => once('cc', () => allPages<CrmContact>(crmUrl, '/contacts/')),
    crmOpportunities: () => once('co', () => allPages<CrmOpportunity>(crmUrl, '/opportunities/')),
    reset: () => cache.clear(),
  };
}
