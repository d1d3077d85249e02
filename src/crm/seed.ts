import type { Row, SeedData } from './store.js';
import type { Region } from './vocab.js';
import {
  type Country,
  GEOGRAPHY,
  INDUSTRIES,
  ROLES,
  LEAD_SOURCES,
  LEAD_STATUS_WEIGHTS,
  DEALS,
  STAGES,
  OPPORTUNITY_COUNT_WEIGHTS,
  CLOSE_FROM,
  CLOSE_DAYS,
} from './seed-data.js';

/**
 * The CRM's demo data: realistic names, companies, e-mails and addresses from
 * @faker-js/faker (pinned to an exact version) with a fixed seed, so every machine gets
 * the same rows. 1,000 accounts; 2,000 leads; 3-8 contacts per account; 2-10
 * opportunities per account (weighted towards more); close dates over 2024-2026.
 */
export const SEED = 20241107;
export const ACCOUNT_COUNT = 1000;
export const LEAD_COUNT = 2000;

/** Builds the seed rows; the faker module is loaded only when seeding. */
export async function generateSeed(): Promise<SeedData> {
  const { faker } = await import('@faker-js/faker/locale/en');
  faker.seed(SEED);
  const weighted = <T>(items: [T, number][]): T => faker.helpers.weightedArrayElement(items.map(([value, weight]) => ({ value, weight })));
  const round = (x: number, step: number) => Math.round(x / step) * step;
  const logBetween = (min: number, max: number) => Math.exp(Math.log(min) + faker.number.float() * (Math.log(max) - Math.log(min)));
  const stamps = () => {
    const created = faker.date.between({ from: '2023-01-01T00:00:00.000Z', to: '2024-06-30T00:00:00.000Z' });
    const updated = faker.date.between({ from: created, to: '2024-12-31T00:00:00.000Z' });
    return { created_at: created.toISOString(), updated_at: updated.toISOString() };
  };
  const slug = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '');

  const accounts: Row[] = [];
  const domains: string[] = [];
  const usedNames = new Set<string>();
  for (let i = 1; i <= ACCOUNT_COUNT; i++) {
    let name = faker.company.name();
    while (usedNames.has(name)) name = `${faker.company.name()}`;
    usedNames.add(name);
    const region = weighted(GEOGRAPHY.map(([r, w]) => [r, w] as [Region, number]));
    const countries = GEOGRAPHY.find(([r]) => r === region)![2];
    const [country, , places] = weighted(countries.map((c) => [c, c[1]] as [Country, number]));
    const [city, state] = faker.helpers.arrayElement(places);
    const domain = `${slug(name.split(/[ ,]/)[0]!)}${slug(name.split(/[ ,]/).slice(-1)[0]!)}.com`;
    domains.push(domain);
    const revenue = round(logBetween(500_000, 5_000_000_000), 1000);
    accounts.push({
      id: i,
      name,
      industry: faker.helpers.arrayElement(INDUSTRIES),
      website: `https://www.${domain}`,
      phone: faker.phone.number({ style: 'international' }),
      address: faker.location.streetAddress(),
      city,
      state,
      country,
      region,
      annual_revenue: revenue,
      employee_count: Math.max(5, round(revenue / faker.number.int({ min: 120_000, max: 400_000 }), 5)),
      ...stamps(),
    });
  }

  const contacts: Row[] = [];
  const opportunities: Row[] = [];
  for (const account of accounts) {
    const domain = domains[(account.id as number) - 1]!;
    const n = faker.number.int({ min: 3, max: 8 });
    for (let k = 0; k < n; k++) {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      const [title, department] = faker.helpers.arrayElement(ROLES);
      contacts.push({
        id: contacts.length + 1,
        first_name: first,
        last_name: last,
        email: `${slug(first)}.${slug(last)}@${domain}`,
        phone: faker.phone.number({ style: 'international' }),
        job_title: title,
        department,
        account_id: account.id,
        is_primary: k === 0,
        ...stamps(),
      });
    }
    const m = weighted(OPPORTUNITY_COUNT_WEIGHTS);
    for (let k = 0; k < m; k++) {
      const [stage, , low, high] = weighted(STAGES.map((s) => [s, s[1]] as [(typeof STAGES)[number], number]));
      const close = new Date(CLOSE_FROM + faker.number.int({ min: 0, max: CLOSE_DAYS - 1 }) * 86_400_000);
      const deal = faker.helpers.arrayElement(DEALS);
      opportunities.push({
        id: opportunities.length + 1,
        name: `${account.name} - ${deal}`,
        description: `${deal}: ${faker.company.catchPhrase()}`,
        value: round(logBetween(2_000, 1_500_000), 100),
        currency: 'USD',
        stage,
        probability: Math.round((low + faker.number.float() * (high - low)) * 100) / 100,
        close_date: close.toISOString().slice(0, 10),
        account_id: account.id,
        ...stamps(),
      });
    }
  }

  const leads: Row[] = [];
  for (let i = 1; i <= LEAD_COUNT; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const company = faker.company.name();
    leads.push({
      id: i,
      first_name: first,
      last_name: last,
      email: faker.internet.email({ firstName: first, lastName: last, provider: `${slug(company.split(/[ ,]/)[0]!)}.com` }).toLowerCase(),
      phone: faker.phone.number({ style: 'international' }),
      company,
      job_title: faker.helpers.arrayElement(ROLES)[0],
      industry: faker.helpers.arrayElement(INDUSTRIES),
      source: faker.helpers.arrayElement(LEAD_SOURCES),
      status: weighted(LEAD_STATUS_WEIGHTS),
      score: faker.number.int({ min: 0, max: 100 }),
      notes: faker.datatype.boolean(0.6) ? `Interested in ${faker.company.buzzPhrase()}.` : null,
      ...stamps(),
    });
  }
  return { accounts, leads, contacts, opportunities };
}
