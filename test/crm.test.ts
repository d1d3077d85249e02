import { expect } from 'chai';
import { join } from 'node:path';
import { createCrmService, type CrmService } from '../src/crm/server.js';
import { generateSeed } from '../src/crm/seed.js';
import type { Running } from '../src/http/index.js';
import { tempHome } from './helpers/home.js';
import { databaseUrlFor, ENGINES } from './helpers/postgres.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';

for (const engine of ENGINES)
  describe(`CRM API [${engine}]: storage, seed, CRUD, validation, pagination`, function () {
    this.timeout(30_000);
    let home: ReturnType<typeof tempHome>;
    let dbPath: string;
    let databaseUrl: string;
    let crm: CrmService;
    let srv: Running;
    let url: string;

    const open = async (reset = false) => {
      crm = await createCrmService({ dbPath, databaseUrl, reset, logger: quietLogger, logRequests: false });
      srv = await serveOnFreePort(crm.handler);
      url = srv.url;
    };
    const shut = async () => {
      await srv.close();
      await crm.close();
    };
    const put = (path: string, body: unknown) => postJson(`${url}${path}`, body, 'PUT');
    const post = (path: string, body: unknown) => postJson(`${url}${path}`, body);
    const get = (path: string) => getJson(`${url}${path}`);
    /** The one validation issue of a 422 answer. */
    const issueOf = (res: { status: number; body: any }) => {
      expect(res.status, JSON.stringify(res.body)).to.equal(422);
      expect(res.body.detail).to.be.an('array').with.length.greaterThan(0);
      return res.body.detail[0] as { loc: (string | number)[]; msg: string; type: string };
    };

    before(async () => {
      home = tempHome('agent-crm-');
      dbPath = join(home.dir, 'data', 'crm.sqlite');
      databaseUrl = await databaseUrlFor(engine, 'crm_test');
      await open();
    });
    after(async () => {
      await shut();
      home.remove();
    });

    it('a fresh database is created and seeded with the stated counts', async () => {
      const counts = await crm.store.counts();
      expect(counts.accounts).to.equal(1000);
      expect(counts.leads).to.equal(2000);
      expect(counts.contacts).to.be.at.least(5000);
      expect(counts.opportunities).to.be.at.least(8000);
      for (const [path, n] of Object.entries(counts)) expect((await get(`/${path}/?limit=1`)).body.total, path).to.equal(n);
    });

    it('the seed is deterministic and spread as documented', async () => {
      const [a, b] = [await generateSeed(), await generateSeed()];
      expect(JSON.stringify(a)).to.equal(JSON.stringify(b));
      expect(new Set(a.accounts.map((x) => x.region))).to.have.property('size', 5);
      const perAccount = (rows: Record<string, unknown>[]) => {
        const m = new Map<unknown, number>();
        for (const r of rows) m.set(r.account_id, (m.get(r.account_id) ?? 0) + 1);
        return [...m.values()];
      };
      expect(perAccount(a.contacts).every((n) => n >= 3 && n <= 8)).to.equal(true);
      expect(perAccount(a.contacts)).to.have.length(1000);
      expect(perAccount(a.opportunities).every((n) => n >= 2 && n <= 10)).to.equal(true);
      const years = new Set(a.opportunities.map((o) => String(o.close_date).slice(0, 4)));
      expect([...years].sort()).to.deep.equal(['2024', '2025', '2026']);
      const nov = a.opportunities.filter((o) => String(o.close_date).startsWith('2024-11') && (o.value as number) >= 10_000);
      expect(nov.length).to.be.greaterThan(50);
      expect(a.leads.every((l) => /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(String(l.email)))).to.equal(true);
      // the first seeded account is the same on every machine
      expect((await get('/accounts/1')).body.name).to.equal(a.accounts[0]!.name);
    });

    it('pagination: envelope math at the edges; limit 0, 101, negative skip and non-numbers are 422', async () => {
      const first = await get('/accounts/');
      expect(first.status).to.equal(200);
      expect(Object.keys(first.body).sort()).to.deep.equal(['items', 'page', 'pages', 'per_page', 'total']);
      expect(first.body).to.include({ total: 1000, page: 1, pages: 50, per_page: 20 });
      expect(first.body.items.map((a: any) => a.id)).to.deep.equal(Array.from({ length: 20 }, (_, i) => i + 1));

      const one = await get('/accounts/?limit=1&skip=0');
      expect(one.body).to.include({ total: 1000, page: 1, pages: 1000, per_page: 1 });
      expect(one.body.items).to.have.length(1);
      const hundred = await get('/accounts/?limit=100&skip=900');
      expect(hundred.body).to.include({ page: 10, pages: 10, per_page: 100 });
      expect(hundred.body.items.map((a: any) => a.id)).to.deep.equal(Array.from({ length: 100 }, (_, i) => 901 + i));
      const lastPartial = await get('/accounts/?skip=995&limit=20');
      expect(lastPartial.body.items).to.have.length(5);
      expect(lastPartial.body).to.include({ page: 50, pages: 50 });
      const past = await get('/accounts/?skip=5000&limit=20');
      expect(past.status).to.equal(200);
      expect(past.body).to.deep.equal({ items: [], total: 1000, page: 251, pages: 50, per_page: 20 });
      const unaligned = await get('/accounts/?skip=25&limit=10');
      expect(unaligned.body.page).to.equal(3);
      expect(unaligned.body.items[0].id).to.equal(26);
      const noMatch = await get('/accounts/?name=zzzz-no-such-company');
      expect(noMatch.body).to.deep.equal({ items: [], total: 0, page: 1, pages: 0, per_page: 20 });

      for (const [q, field] of [
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['skip=-1', 'skip'],
        ['limit=abc', 'limit'],
        ['limit=2.5', 'limit'],
      ] as const) {
        const i = issueOf(await get(`/contacts/?${q}`));
        expect(i.loc, q).to.deep.equal(['query', field]);
      }
    });

    it('lists filter by the documented fields, case-insensitively where text', async () => {
      const ca = await get('/accounts/?state=ca&limit=100');
      expect(ca.body.total).to.be.greaterThan(0);
      expect(ca.body.items.every((a: any) => a.state === 'CA')).to.equal(true);
      const eu = await get('/accounts/?region=Europe&industry=TECHNOLOGY&limit=100');
      expect(eu.body.total).to.be.greaterThan(0);
      expect(eu.body.items.every((a: any) => a.region === 'Europe' && a.industry === 'Technology')).to.equal(true);
      const someName = (await get('/accounts/7')).body.name as string;
      const byName = await get(`/accounts/?name=${encodeURIComponent(someName.slice(0, 5).toUpperCase())}`);
      expect(byName.body.items.some((a: any) => a.id === 7)).to.equal(true);
      expect(issueOf(await get('/accounts/?region=Antarctica')).loc).to.deep.equal(['query', 'region']);
      const unknown = issueOf(await get('/accounts/?regoin=Europe'));
      expect(unknown.type).to.equal('extra_forbidden');
      expect(unknown.msg).to.include('regoin');

      const contacts = await get('/contacts/?account_id=3');
      expect(contacts.body.total).to.be.within(3, 8);
      expect(contacts.body.items.every((c: any) => c.account_id === 3)).to.equal(true);
      expect(contacts.body.items.filter((c: any) => c.is_primary === true)).to.have.length(1);
      const email = contacts.body.items[0].email as string;
      const byEmail = await get(`/contacts/?email=${encodeURIComponent(email.toUpperCase())}`);
      expect(byEmail.body.items.map((c: any) => c.email)).to.include(email);

      const won = await get('/opportunities/?stage=closed-won&account_id=1&limit=100');
      expect(won.body.items.every((o: any) => o.stage === 'closed-won' && o.account_id === 1)).to.equal(true);
      const leads = await get('/leads/?status=qualified&source=referral&limit=100');
      expect(leads.body.total).to.be.greaterThan(0);
      expect(leads.body.items.every((l: any) => l.status === 'qualified' && l.source === 'Referral')).to.equal(true);
      expect(issueOf(await get('/leads/?status=won')).loc).to.deep.equal(['query', 'status']);
    });

    it('POST creates with defaults and 201; GET reads it back; ids are never reused', async () => {
      const acc = await post('/accounts/', { name: '  Acme Robotics  ', region: 'Europe', annual_revenue: 1250000.5 });
      expect(acc.status).to.equal(201);
      expect(acc.body).to.include({ name: 'Acme Robotics', region: 'Europe', annual_revenue: 1250000.5, industry: null });
      expect(acc.body.id).to.equal(1001);
      expect(new Date(acc.body.created_at).toISOString()).to.equal(acc.body.created_at);
      expect((await get(`/accounts/${acc.body.id}`)).body).to.deep.equal(acc.body);

      const lead = await post('/leads/', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });
      expect(lead.status).to.equal(201);
      expect(lead.body).to.include({ status: 'new', score: null });
      const contact = await post('/contacts/', {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@acme.example',
        account_id: acc.body.id,
      });
      expect(contact.status).to.equal(201);
      expect(contact.body).to.include({ is_primary: false, account_id: acc.body.id });
      const opp = await post('/opportunities/', {
        name: 'Robots',
        value: 0,
        account_id: acc.body.id,
        currency: 'eur',
        close_date: '2024-02-29',
        probability: 1,
      });
      expect(opp.status).to.equal(201);
      expect(opp.body).to.include({ currency: 'EUR', stage: 'prospecting', value: 0, close_date: '2024-02-29', probability: 1 });

      expect((await getJson(`${url}/leads/${lead.body.id}`, { method: 'DELETE' })).status).to.equal(204);
      const next = await post('/leads/', { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' });
      expect(next.body.id).to.equal(lead.body.id + 1);
    });

    it('invalid bodies are 422 naming the field: required, enums, ranges, formats, unknown fields', async () => {
      const cases: [string, unknown, string, string?][] = [
        ['/accounts/', {}, 'name', 'missing'],
        ['/accounts/', { name: '   ' }, 'name'],
        ['/accounts/', { name: 'X', region: 'Mars' }, 'region', 'enum'],
        ['/accounts/', { name: 'X', employee_count: -1 }, 'employee_count'],
        ['/accounts/', { name: 'X', annual_revenue: '1000' }, 'annual_revenue', 'type_error'],
        ['/leads/', { first_name: 'A', last_name: 'B' }, 'email', 'missing'],
        ['/leads/', { first_name: 'A', last_name: 'B', email: 'not-an-email' }, 'email'],
        ['/leads/', { first_name: 'A', last_name: 'B', email: 'a@b.co', status: 'won' }, 'status', 'enum'],
        ['/leads/', { first_name: 'A', last_name: 'B', email: 'a@b.co', score: 101 }, 'score'],
        ['/leads/', { first_name: 'A', last_name: 'B', email: 'a@b.co', score: 5.5 }, 'score'],
        ['/contacts/', { first_name: 'A', last_name: 'B', email: 'a@b.co' }, 'account_id', 'missing'],
        ['/contacts/', { first_name: 'A', last_name: 'B', email: 'a@b.co', account_id: 1, is_primary: 'yes' }, 'is_primary'],
        ['/opportunities/', { name: 'D', account_id: 1 }, 'value', 'missing'],
        ['/opportunities/', { name: 'D', account_id: 1, value: -1 }, 'value'],
        ['/opportunities/', { name: 'D', account_id: 1, value: 5, probability: 1.5 }, 'probability'],
        ['/opportunities/', { name: 'D', account_id: 1, value: 5, currency: 'US' }, 'currency'],
        ['/opportunities/', { name: 'D', account_id: 1, value: 5, stage: 'won' }, 'stage', 'enum'],
        ['/opportunities/', { name: 'D', account_id: 1, value: 5, close_date: '11/15/2024' }, 'close_date'],
        ['/opportunities/', { name: 'D', account_id: 1, value: 5, close_date: '2023-02-29' }, 'close_date'],
      ];
      for (const [path, body, field, type] of cases) {
        const i = issueOf(await post(path, body));
        expect(i.loc, `${path} ${JSON.stringify(body)}`).to.deep.equal(['body', field]);
        if (type) expect(i.type, field).to.equal(type);
        expect(i.msg).to.be.a('string').and.not.equal('');
      }
      const typo = issueOf(await post('/accounts/', { name: 'X', industy: 'Retail' }));
      expect(typo.type).to.equal('extra_forbidden');
      expect(typo.msg).to.include('industy');
      const notObject = issueOf(await post('/accounts/', ['name']));
      expect(notObject.loc).to.deep.equal(['body']);
      const badJson = await getJson(`${url}/accounts/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      });
      expect(badJson.status).to.equal(400);
      expect((await get('/accounts/?limit=1')).body.total).to.equal(1001); // nothing was written by the failures
    });

    it('a NUL character in text is the same 422 on either engine: in a filter, a body field, a path', async () => {
      for (const [method, path, body] of [
        ['GET', '/accounts/?name=%00', undefined],
        ['GET', '/accounts/?name=Acme%00Corp', undefined],
        ['GET', '/leads/?status=new&company=%00', undefined],
        ['POST', '/accounts/', { name: 'Nul\u0000Corp' }],
        ['PUT', '/accounts/1', { city: 'a\u0000b' }],
      ] as const) {
        const res = await fetch(`${url}${path}`, {
          method,
          ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
        });
        expect(res.status, `${method} ${path}`).to.equal(422);
        expect(JSON.stringify(await res.json()), path).to.include('NUL character');
      }
      expect((await (await fetch(`${url}/accounts/1`)).json()).city).to.not.include('\u0000');
    });

    it('an account_id that does not exist is a 422 on create and update, never a 500', async () => {
      const c = issueOf(await post('/contacts/', { first_name: 'A', last_name: 'B', email: 'a@b.co', account_id: 999_999 }));
      expect(c).to.deep.equal({
        loc: ['body', 'account_id'],
        msg: 'account 999999 does not exist: account_id must be the id of an existing account',
        type: 'foreign_key',
      });
      const o = issueOf(await post('/opportunities/', { name: 'D', value: 1, account_id: 424_242 }));
      expect(o.loc).to.deep.equal(['body', 'account_id']);
      const u = issueOf(await put('/contacts/1', { account_id: 999_999 }));
      expect(u.loc).to.deep.equal(['body', 'account_id']);
      expect((await get('/contacts/1')).body.account_id).to.equal(1);
    });

    it('PUT changes only the fields sent; null clears an optional field; required fields cannot be null', async () => {
      const before = (await get('/accounts/10')).body;
      await new Promise((r) => setTimeout(r, 5));
      const res = await put('/accounts/10', { industry: 'Retail', website: null });
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ ...before, industry: 'Retail', website: null, updated_at: res.body.updated_at });
      expect(res.body.updated_at > before.updated_at).to.equal(true);
      expect((await get('/accounts/10')).body).to.deep.equal(res.body);
      expect(issueOf(await put('/accounts/10', { name: null })).loc).to.deep.equal(['body', 'name']);
      expect(issueOf(await put('/opportunities/1', { stage: 'closed' })).loc).to.deep.equal(['body', 'stage']);
      expect(issueOf(await put('/opportunities/1', { probabilty: 0.5 })).type).to.equal('extra_forbidden');
      const same = await put('/accounts/10', {});
      expect(same.status).to.equal(200);
      expect(same.body).to.deep.equal(res.body);
      const moved = await put('/contacts/2', { account_id: 5, is_primary: true });
      expect(moved.body).to.include({ account_id: 5, is_primary: true });
    });

    it('missing ids are 404 on GET, PUT and DELETE; a non-numeric id is 422', async () => {
      for (const path of ['/accounts/999999', '/leads/999999', '/contacts/999999', '/opportunities/999999']) {
        const g = await get(path);
        expect(g.status, path).to.equal(404);
        expect(g.body.detail).to.match(/^(Account|Lead|Contact|Opportunity) 999999 not found$/);
        expect((await put(path, {})).status, path).to.equal(404);
        expect((await getJson(`${url}${path}`, { method: 'DELETE' })).status, path).to.equal(404);
      }
      expect(issueOf(await get('/accounts/abc')).loc).to.deep.equal(['path', 'account_id']);
      expect(issueOf(await get('/opportunities/0')).loc).to.deep.equal(['path', 'opportunity_id']);
    });

    it('DELETE of an account removes its contacts and opportunities (204)', async () => {
      const contacts = (await get('/contacts/?account_id=20')).body.total;
      expect(contacts).to.be.greaterThan(0);
      const del = await getJson(`${url}/accounts/20`, { method: 'DELETE' });
      expect(del.status).to.equal(204);
      expect(del.body).to.equal(undefined);
      expect((await get('/accounts/20')).status).to.equal(404);
      expect((await get('/contacts/?account_id=20')).body.total).to.equal(0);
      expect((await get('/opportunities/?account_id=20')).body.total).to.equal(0);
    });

    it('serves /docs, /redoc, /health and a valid OpenAPI document with readable operationIds and described parameters', async () => {
      const { validate } = await import('@readme/openapi-parser');
      const { body } = await get('/openapi.json');
      await validate(structuredClone(body));
      const ops: any[] = Object.values(body.paths).flatMap((p: any) => Object.values(p));
      const ids = ops.map((o) => o.operationId);
      for (const [plural, singular] of [
        ['accounts', 'account'],
        ['leads', 'lead'],
        ['contacts', 'contact'],
        ['opportunities', 'opportunity'],
      ]) {
        expect(ids).to.include.members([
          `list_${plural}`,
          `get_${singular}`,
          `create_${singular}`,
          `update_${singular}`,
          `delete_${singular}`,
        ]);
      }
      expect(ids).to.include.members(['find_contacts_from_accounts', 'opportunities_by_region']);
      expect(ids).to.have.length(22);
      for (const op of ops) {
        expect(op.summary, op.operationId).to.be.a('string').with.length.greaterThan(10);
        expect(op.description, op.operationId).to.be.a('string').with.length.greaterThan(30);
        for (const p of op.parameters ?? [])
          expect(p.description, `${op.operationId} ${p.name}`).to.be.a('string').with.length.greaterThan(5);
      }
      const create = body.components.schemas.OpportunityCreate;
      expect(create.required).to.have.members(['name', 'value', 'account_id']);
      expect(create.additionalProperties).to.equal(false);
      expect(create.properties.stage.enum).to.include('closed-won');
      for (const path of ['/docs', '/redoc', '/health']) expect((await fetch(`${url}${path}`)).status, path).to.equal(200);
      // the API's root sends a browser to its documentation
      const root = await fetch(`${url}/`, { redirect: 'manual' });
      expect(root.status).to.equal(302);
      expect(root.headers.get('location')).to.equal('/docs');
    });

    // a SQLite file only: on PostgreSQL the engine has no file to refuse
    if (engine === 'sqlite')
      it('a file that is not a CRM database is refused with a clear error naming it', async () => {
        const { writeFileSync } = await import('node:fs');
        const bad = join(home.dir, 'not-a-db.sqlite');
        writeFileSync(bad, 'plain text, not SQLite '.repeat(20));
        let error: Error | undefined;
        await createCrmService({ dbPath: bad, logger: quietLogger }).catch((err: Error) => (error = err));
        expect(error?.name).to.equal('CrmDatabaseError');
        expect(error?.message).to.include(bad).and.include('not a database');
      });

    it('rows written through the API survive a restart; --reset reseeds', async () => {
      const created = await post('/accounts/', { name: 'Survivor Ltd' });
      await shut();
      await open();
      expect((await get(`/accounts/${created.body.id}`)).body.name).to.equal('Survivor Ltd');
      expect((await get('/accounts/20')).status).to.equal(404); // the deletion also persisted: no reseed on restart
      await shut();
      await open(true);
      expect((await get(`/accounts/${created.body.id}`)).status).to.equal(404);
      expect((await get('/accounts/20')).status).to.equal(200);
      expect((await crm.store.counts()).accounts).to.equal(1000);
      const fresh = await post('/accounts/', { name: 'After Reset' });
      expect(fresh.body.id).to.equal(1001);
    });
  });
