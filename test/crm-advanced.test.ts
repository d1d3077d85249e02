import { expect } from 'chai';
import fc from 'fast-check';
import { join } from 'node:path';
import { createCrmService, type CrmService } from '../src/crm/server.js';
import type { Running } from '../src/http/index.js';
import { tempHome } from './helpers/home.js';
import { databaseUrlFor, ENGINES, outsideQuery } from './helpers/postgres.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';

type Row = Record<string, any>;

/**
 * Both advanced queries checked against a brute-force computation over the full lists,
 * fetched page by page through the API itself.
 */
for (const engine of ENGINES)
  describe(`CRM API [${engine}]: advanced queries against brute force`, function () {
    this.timeout(60_000);
    let home: ReturnType<typeof tempHome>;
    let crm: CrmService;
    let databaseUrl: string;
    let srv: Running;
    let accounts: Row[];
    let contacts: Row[];
    let opportunities: Row[];
    let unsureContact: number;

    async function all(path: string): Promise<Row[]> {
      const out: Row[] = [];
      for (let skip = 0; ; skip += 100) {
        const sep = path.includes('?') ? '&' : '?';
        const { status, body } = await getJson(`${srv.url}${path}${sep}skip=${skip}&limit=100`);
        expect(status, JSON.stringify(body)).to.equal(200);
        out.push(...body.items);
        expect(body.total).to.be.at.least(out.length);
        if (out.length >= body.total || body.items.length === 0) {
          expect(out.length).to.equal(body.total);
          return out;
        }
      }
    }

    const expectedFromAccounts = (minValue: number, minLikelihood: number) => {
      const qualifying = new Set(
        opportunities
          .filter((o) => o.value >= minValue && o.probability !== null && o.probability >= minLikelihood)
          .map((o) => o.account_id),
      );
      return contacts.filter((c) => qualifying.has(c.account_id)).sort((a, b) => a.id - b.id);
    };

    const REGION_ORDER = ['Asia Pacific', 'Europe', 'Latin America', 'Middle East & Africa', 'North America', null];
    const expectedByRegion = (minValue: number, month: number, year: number, region?: string) => {
      const prefix = `${year}-${String(month).padStart(2, '0')}-`;
      const regionOf = new Map(accounts.map((a) => [a.id, a]));
      const items = opportunities
        .filter((o) => o.value >= minValue && typeof o.close_date === 'string' && o.close_date.startsWith(prefix))
        .map((o) => ({ ...o, region: regionOf.get(o.account_id)!.region, account_name: regionOf.get(o.account_id)!.name }))
        .filter((o) => region === undefined || o.region === region)
        .sort((a, b) => REGION_ORDER.indexOf(a.region) - REGION_ORDER.indexOf(b.region) || b.value - a.value || a.id - b.id);
      const groups = REGION_ORDER.map((r) => {
        const inRegion = items.filter((o) => o.region === r);
        return { region: r, count: inRegion.length, total_value: inRegion.reduce((s, o) => s + o.value, 0) };
      }).filter((g) => g.count > 0);
      return { items, groups };
    };

    const compareGroups = (actual: Row[], expected: Row[]) => {
      expect(actual.map((g) => [g.region, g.count])).to.deep.equal(expected.map((g) => [g.region, g.count]));
      actual.forEach((g, i) => expect(g.total_value).to.be.closeTo(expected[i]!.total_value, 0.01));
    };

    before(async () => {
      home = tempHome('agent-crm-adv-');
      databaseUrl = await databaseUrlFor(engine, 'crm_adv_test');
      crm = await createCrmService({ dbPath: join(home.dir, 'crm.sqlite'), databaseUrl, logger: quietLogger, logRequests: false });
      srv = await serveOnFreePort(crm.handler);
      // rows that exercise the edges: an account without a region, a deal without a probability
      const lone = await postJson(`${srv.url}/accounts/`, { name: 'No Region Inc' });
      await postJson(`${srv.url}/opportunities/`, {
        name: 'Regionless deal',
        value: 50_000,
        probability: 0.9,
        close_date: '2024-11-30',
        account_id: lone.body.id,
      });
      await postJson(`${srv.url}/contacts/`, {
        first_name: 'Lone',
        last_name: 'Ranger',
        email: 'lone@noregion.example',
        account_id: lone.body.id,
      });
      const unsure = await postJson(`${srv.url}/accounts/`, { name: 'Odds Unknown Co', region: 'Europe' });
      await postJson(`${srv.url}/opportunities/`, {
        name: 'Unknown odds',
        value: 900_000,
        close_date: '2024-12-01',
        account_id: unsure.body.id,
      });
      unsureContact = (
        await postJson(`${srv.url}/contacts/`, {
          first_name: 'Una',
          last_name: 'Certain',
          email: 'una@odds.example',
          account_id: unsure.body.id,
        })
      ).body.id;
      [accounts, contacts, opportunities] = [await all('/accounts/'), await all('/contacts/'), await all('/opportunities/')];
    });
    after(async () => {
      await srv.close();
      await crm.close();
      home.remove();
    });

    it('the list filters agree with a brute-force count over the full lists', async () => {
      const checks: [string, number][] = [
        ['/accounts/?region=Europe', accounts.filter((a) => a.region === 'Europe').length],
        ['/accounts/?state=tx', accounts.filter((a) => a.state === 'TX').length],
        ['/accounts/?industry=healthcare', accounts.filter((a) => a.industry === 'Healthcare').length],
        ['/contacts/?account_id=42', contacts.filter((c) => c.account_id === 42).length],
        ['/opportunities/?stage=negotiation', opportunities.filter((o) => o.stage === 'negotiation').length],
        [
          '/opportunities/?account_id=7&stage=closed-won',
          opportunities.filter((o) => o.account_id === 7 && o.stage === 'closed-won').length,
        ],
      ];
      for (const [path, n] of checks) expect((await getJson(`${srv.url}${path}`)).body.total, path).to.equal(n);
    });

    it('from-accounts with the defaults (10000, 0.5) returns exactly the brute-force contacts, each once, by id', async () => {
      const expected = expectedFromAccounts(10_000, 0.5);
      expect(expected.length).to.be.greaterThan(0);
      const first = await getJson(`${srv.url}/advanced/contacts/from-accounts/`);
      expect(first.body).to.include({ total: expected.length, page: 1, per_page: 20, pages: Math.ceil(expected.length / 20) });
      const got = await all('/advanced/contacts/from-accounts/?min_value=10000&min_likelihood=0.5');
      expect(got.map((c) => c.id)).to.deep.equal(expected.map((c) => c.id));
      expect(got).to.deep.equal(expected);
    });

    it('from-accounts matches brute force for strict, loose and empty thresholds', async () => {
      for (const [v, p] of [
        [500_000, 0.8],
        [0, 0],
        [0, 1],
        [1_000_000, 0.95],
        [1e12, 0],
      ] as const) {
        const expected = expectedFromAccounts(v, p);
        const got = await all(`/advanced/contacts/from-accounts/?min_value=${v}&min_likelihood=${p}`);
        expect(
          got.map((c) => c.id),
          `${v} ${p}`,
        ).to.deep.equal(expected.map((c) => c.id));
      }
      // an opportunity without a probability never qualifies its account
      const loosest = await all('/advanced/contacts/from-accounts/?min_value=0&min_likelihood=0');
      expect(loosest.map((c) => c.id)).to.not.include(unsureContact);
    });

    it('from-accounts: random thresholds and pages agree with brute force', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 1_600_000 }),
          fc.integer({ min: 0, max: 100 }),
          fc.integer({ min: 0, max: 6000 }),
          fc.integer({ min: 1, max: 100 }),
          async (v, pct, skip, limit) => {
            const p = pct / 100;
            const expected = expectedFromAccounts(v, p);
            const { body } = await getJson(
              `${srv.url}/advanced/contacts/from-accounts/?min_value=${v}&min_likelihood=${p}&skip=${skip}&limit=${limit}`,
            );
            expect(body.total).to.equal(expected.length);
            expect(body.page).to.equal(Math.floor(skip / limit) + 1);
            expect(body.pages).to.equal(Math.ceil(expected.length / limit));
            expect(body.items.map((c: Row) => c.id)).to.deep.equal(expected.slice(skip, skip + limit).map((c) => c.id));
          },
        ),
        { numRuns: 40, seed: 7 },
      );
    });

    it('by-region with the defaults (November 2024, >= 10000) returns rows, ordered and grouped like brute force', async () => {
      const expected = expectedByRegion(10_000, 11, 2024);
      expect(expected.items.length).to.be.greaterThan(20);
      const first = await getJson(`${srv.url}/advanced/opportunities/by-region/`);
      expect(first.status).to.equal(200);
      expect(first.body).to.include({ total: expected.items.length, page: 1, per_page: 20 });
      compareGroups(first.body.groups, expected.groups);
      expect(first.body.groups.at(-1).region).to.equal(null); // the account without a region comes last
      const got = await all('/advanced/opportunities/by-region/?min_value=10000&month=11&year=2024');
      expect(got.map((o) => o.id)).to.deep.equal(expected.items.map((o) => o.id));
      expect(got).to.deep.equal(expected.items);
    });

    it('by-region matches brute force across months, years, thresholds and a region filter', async () => {
      const cases: [number, number, number, string?][] = [
        [0, 1, 2024],
        [250_000, 12, 2024],
        [10_000, 6, 2026],
        [0, 2, 2025, 'Europe'],
        [10_000, 11, 2024, 'Latin America'],
        [10_000, 11, 2030],
      ];
      for (const [v, m, y, r] of cases) {
        const expected = expectedByRegion(v, m, y, r);
        const q = `min_value=${v}&month=${m}&year=${y}${r ? `&region=${encodeURIComponent(r)}` : ''}`;
        const got = await all(`/advanced/opportunities/by-region/?${q}`);
        expect(
          got.map((o) => o.id),
          q,
        ).to.deep.equal(expected.items.map((o) => o.id));
        compareGroups((await getJson(`${srv.url}/advanced/opportunities/by-region/?${q}&limit=1`)).body.groups, expected.groups);
      }
    });

    it('by-region: random months, thresholds and pages agree with brute force', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 800_000 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 2023, max: 2027 }),
          fc.integer({ min: 0, max: 400 }),
          fc.integer({ min: 1, max: 100 }),
          async (v, m, y, skip, limit) => {
            const expected = expectedByRegion(v, m, y);
            const { body } = await getJson(
              `${srv.url}/advanced/opportunities/by-region/?min_value=${v}&month=${m}&year=${y}&skip=${skip}&limit=${limit}`,
            );
            expect(body.total).to.equal(expected.items.length);
            expect(body.items.map((o: Row) => o.id)).to.deep.equal(expected.items.slice(skip, skip + limit).map((o) => o.id));
            compareGroups(body.groups, expected.groups);
          },
        ),
        { numRuns: 40, seed: 11 },
      );
    });

    it('results follow every write at once: through the API and from another connection to the same file', async () => {
      const path = `${srv.url}/advanced/opportunities/by-region/?region=Europe`;
      const before = (await getJson(path)).body;
      const deal = await postJson(`${srv.url}/opportunities/`, {
        name: 'Fresh deal',
        value: 99_999_999,
        close_date: '2024-11-15',
        probability: 0.99,
        account_id: accounts.find((a) => a.region === 'Europe')!.id,
      });
      const after = (await getJson(path)).body;
      expect(after.total).to.equal(before.total + 1);
      expect(after.items[0].id).to.equal(deal.body.id);
      expect(after.groups[0].total_value).to.be.closeTo(before.groups[0].total_value + 99_999_999, 0.01);
      await postJson(`${srv.url}/opportunities/${deal.body.id}`, { close_date: '2025-01-01' }, 'PUT');
      expect((await getJson(path)).body.total).to.equal(before.total);

      const fa = `${srv.url}/advanced/contacts/from-accounts/?min_value=1600000&min_likelihood=0`;
      const faBefore = (await getJson(fa)).body.total;
      const outsider = accounts.find((a) => a.region !== 'Europe')!.id;
      const insert =
        'INSERT INTO opportunities (name, value, probability, account_id, created_at, ' +
        "updated_at) VALUES ('Outside write', 2000000, 0.5, ?, '2024-01-01T00:00:00.000Z', " +
        "'2024-01-01T00:00:00.000Z')";
      if (engine === 'sqlite') {
        const { openDatabase } = await import('../src/shared/sqlite.js');
        const other = openDatabase(crm.dbPath);
        try {
          other.prepare(insert).run(outsider);
        } finally {
          other.close();
        }
      } else {
        // another replica's write: the same transaction bumps the version row its cache compares
        await outsideQuery(
          databaseUrl,
          `WITH w AS (${insert.replace('?', '$1')} RETURNING id) ` +
            "UPDATE crm_meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'data_version'",
          [outsider],
        );
      }
      const faAfter = (await getJson(fa)).body.total;
      expect(faAfter).to.equal(faBefore + contacts.filter((c) => c.account_id === outsider).length);
    });

    it('bad parameters are 422 naming the parameter: month 0 and 13, likelihood above 1, negative value, unknown names', async () => {
      const cases: [string, string][] = [
        ['/advanced/opportunities/by-region/?month=0', 'month'],
        ['/advanced/opportunities/by-region/?month=13', 'month'],
        ['/advanced/opportunities/by-region/?month=nov', 'month'],
        ['/advanced/opportunities/by-region/?year=24.5', 'year'],
        ['/advanced/opportunities/by-region/?region=Mars', 'region'],
        ['/advanced/opportunities/by-region/?limit=101', 'limit'],
        ['/advanced/contacts/from-accounts/?min_likelihood=1.5', 'min_likelihood'],
        ['/advanced/contacts/from-accounts/?min_value=-1', 'min_value'],
        ['/advanced/contacts/from-accounts/?limit=0', 'limit'],
      ];
      for (const [path, field] of cases) {
        const { status, body } = await getJson(`${srv.url}${path}`);
        expect(status, path).to.equal(422);
        expect(body.detail[0].loc, path).to.deep.equal(['query', field]);
      }
      const typo = await getJson(`${srv.url}/advanced/contacts/from-accounts/?min_likelyhood=0.7`);
      expect(typo.status).to.equal(422);
      expect(typo.body.detail[0].msg).to.include('min_likelyhood');
    });
  });
