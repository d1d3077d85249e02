import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { HAPROXY_CFG, startHaproxy, type TestHaproxy } from './helpers/haproxy.js';
import { tempHome } from './helpers/home.js';
import { poller } from './helpers/until.js';
import { testPostgres, type TestPostgres } from './helpers/postgres.js';
import { startReplica, type Replica } from './helpers/replicas.js';
import { getJson, postJson } from './helpers/server.js';

const { Client } = createRequire(import.meta.url)('pg') as typeof import('pg');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const until = poller(30_000, 50);

describe('PostgreSQL replicas: the CRM behind HAProxy (real PostgreSQL, HAProxy and CLI)', function () {
  this.timeout(180_000);
  const home = tempHome('agent-crm-rep-');
  let pg: TestPostgres;
  let env: NodeJS.ProcessEnv;
  let replicas: Replica[] = [];
  let lb: TestHaproxy;

  before(async () => {
    pg = await testPostgres();
    env = { AGENT_HOME: home.dir, AGENT_DATABASE_URL: await pg.database('crm_replicas') };
  });
  after(async () => {
    await lb?.stop();
    for (const r of replicas) await r.stop();
    home.remove();
  });

  it('four replicas started at the same moment on an empty database seed it exactly once', async () => {
    replicas = await Promise.all([0, 1, 2, 3].map(() => startReplica('demo_crm', env)));
    await Promise.all(replicas.map((r) => r.ready));
    const seeded = replicas.filter((r) => r.output().includes('CRM database created and seeded'));
    const found = replicas.filter((r) => /seeded by another process meanwhile|CRM database opened/.test(r.output()));
    expect(seeded, replicas.map((r) => r.output()).join('\n---\n')).to.have.length(1);
    expect(found).to.have.length(3);
    for (const r of replicas) expect((await getJson(`${r.url}/accounts/?limit=1`)).body.total).to.equal(1000);
    const health = (await getJson(`${replicas[0]!.url}/health`)).body;
    expect(health.database).to.include({ engine: 'postgres', ok: true });
    expect(JSON.stringify(replicas.map((r) => r.output()))).to.not.include('test-secret'); // the URL's password
    for (const r of replicas.splice(2)) await r.stop();
    lb = await startHaproxy({ crm: [replicas[0]!.address, replicas[1]!.address] });
  });

  it('writes through the balancer read back from each replica; the advanced-query cache is never stale on either', async () => {
    const adv = '/advanced/contacts/from-accounts/?min_value=1400000&min_likelihood=0.9';
    const before = await Promise.all(replicas.map(async (r) => (await getJson(`${r.url}${adv}`)).body.total as number));
    expect(before[0]).to.equal(before[1]);
    const account = await postJson(`${lb.url.crm}/accounts/`, { name: 'Balanced Ltd', region: 'Europe' });
    expect(account.status).to.equal(201);
    for (const [i, name] of ['Ada', 'Bo', 'Cy'].entries())
      expect(
        (
          await postJson(`${lb.url.crm}/contacts/`, {
            first_name: name,
            last_name: `N${i}`,
            email: `${name}@b.example`,
            account_id: account.body.id,
          })
        ).status,
      ).to.equal(201);
    const deal = await postJson(`${lb.url.crm}/opportunities/`, {
      name: 'Big',
      value: 1_450_000,
      probability: 0.95,
      account_id: account.body.id,
    });
    expect(deal.status).to.equal(201);
    const servedBy = new Set<string>();
    for (const r of replicas) {
      expect((await getJson(`${r.url}/accounts/${account.body.id}`)).body.name).to.equal('Balanced Ltd');
      expect((await getJson(`${r.url}${adv}`)).body.total).to.equal(before[0]! + 3);
    }
    for (let i = 0; i < 4; i++) servedBy.add((await getJson(`${lb.url.crm}/accounts/?limit=1`)).headers.get('x-served-by') ?? '');
    expect(servedBy.size).to.equal(2);
  });

  it('kill -9 of one replica under load through HAProxy: failures counted, none after the health-check window', async () => {
    let stop = false;
    let killedAt = 0;
    const results: { at: number; ok: boolean }[] = [];
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const at = Date.now();
        const res =
          i % 4 === 0
            ? await postJson(`${lb.url.crm}/leads/`, { first_name: 'Load', last_name: `W${w}`, email: `w${w}.${i}@load.example` }).catch(
                () => null,
              )
            : await getJson(`${lb.url.crm}/accounts/?limit=20&skip=${(i * 20) % 900}`).catch(() => null);
        results.push({ at, ok: res !== null && res.status < 300 });
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await until('some load', async () => (results.length > 200 ? true : undefined));
    killedAt = Date.now();
    replicas[1]!.child.kill('SIGKILL');
    await replicas[1]!.exited;
    // twice the time the balancer's checks take to mark a replica down (haproxy.cfg: `fall`
    // failed checks `inter` apart): a ratio to its configuration, not a fixed time
    const check = /default-server inter (\d+)ms fall (\d+)/.exec(readFileSync(HAPROXY_CFG, 'utf8'));
    expect(check, 'default-server inter <n>ms fall <n> in haproxy.cfg').to.not.equal(null);
    const windowMs = 2 * Number(check![1]) * Number(check![2]);
    await until('load after the window', async () => (results.filter((r) => r.at > killedAt + windowMs).length > 300 ? true : undefined));
    stop = true;
    await Promise.all(workers);
    const failed = results.filter((r) => !r.ok);
    const late = failed.filter((r) => r.at > killedAt + windowMs);
    process.stdout.write(`      (${results.length} requests, ${failed.length} failed, ${late.length} after the ${windowMs} ms window)\n`);
    expect(late).to.have.length(0);
    replicas[1] = await startReplica('demo_crm', env);
    await replicas[1].ready;
  });

  it('a 6 s lock saturating the pool: /health stays 200, waiting requests get a bounded 503 busy, then recover', async () => {
    const r = replicas[0]!;
    const locker = new Client({ connectionString: env.AGENT_DATABASE_URL });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE opportunities IN ACCESS EXCLUSIVE MODE');
    const released = sleep(6000).then(async () => {
      await locker.query('COMMIT');
      await locker.end();
    });
    // more readers of the locked table than the pool has connections
    const stuck = Array.from({ length: 40 }, (_, i) => getJson(`${r.url}/opportunities/?limit=5&skip=${i}`).catch(() => null));
    await sleep(500);
    const started = Date.now();
    const health = await getJson(`${r.url}/health`);
    const healthMs = Date.now() - started;
    expect(health.status, JSON.stringify(health.body)).to.equal(200);
    expect(health.body.database).to.include({ ok: true });
    const answers = await Promise.all(stuck);
    await released;
    const busy = answers.filter((a) => a && a.status === 503);
    for (const b of busy) {
      expect(b!.body.detail)
        .to.match(/is busy/)
        .and.not.match(/unreachable/);
      expect(b!.headers.get('retry-after')).to.equal('2');
    }
    expect(answers.every((a) => a && (a.status === 200 || a.status === 503))).to.equal(true);
    process.stdout.write(`      (health ${healthMs} ms under the lock; ${busy.length} of ${answers.length} readers answered busy)\n`);
    expect((await getJson(`${r.url}/opportunities/?limit=1`)).status).to.equal(200);
  });

  it('PostgreSQL stopped: 503 while down; started again: replicas recover without a restart, no acknowledged write lost', async () => {
    const acked: number[] = [];
    let refused = 0;
    const write = async (i: number) => {
      const res = await postJson(`${lb.url.crm}/accounts/`, { name: `Durable ${i}` }).catch(() => null);
      if (res?.status === 201) acked.push(res.body.id);
      else if (res) refused++;
    };
    for (let i = 0; i < 20; i++) await write(i);
    await pg.stop();
    const down = await getJson(`${replicas[0]!.url}/health`);
    expect(down.status).to.equal(503);
    expect(down.body.database.ok).to.equal(false);
    expect(JSON.stringify(down.body)).to.not.include('test-secret');
    const direct = await postJson(`${replicas[0]!.url}/accounts/`, { name: 'While down' });
    expect(direct.status).to.equal(503);
    expect(direct.body.detail).to.include('unreachable');
    for (let i = 20; i < 30; i++) await write(i);
    await pg.start();
    for (const r of replicas)
      await until(`${r.url} healthy again`, async () => ((await getJson(`${r.url}/health`)).status === 200 ? true : undefined));
    for (let i = 30; i < 50; i++) await write(i);
    process.stdout.write(`      (${acked.length} writes acknowledged, ${refused} refused while the database was down)\n`);
    for (const id of acked) {
      const got = await getJson(`${lb.url.crm}/accounts/${id}`);
      expect(got.status, `account ${id}`).to.equal(200);
    }
    expect(acked.length).to.be.at.least(40);
    for (const r of replicas) expect(r.child.exitCode).to.equal(null);
  });

  it('PostgreSQL stopped and started 3 times, 8 writers on 2 replicas: none exits, no acknowledged write lost, back at once', async () => {
    let stop = false;
    const acked: { url: string; id: number }[] = [];
    const outcomes: { at: number; status: number }[] = [];
    const writer = (w: number) => async () => {
      const base = replicas[w % 2]!.url;
      for (let i = 0; !stop; i++) {
        const at = Date.now();
        // creates (plain and with a foreign key, which runs a transaction), updates and deletes
        const res =
          i % 3 === 0
            ? await postJson(`${base}/contacts/`, {
                first_name: 'W',
                last_name: `${w}-${i}`,
                email: `w${w}.${i}@restart.example`,
                account_id: 1,
              })
            : i % 3 === 1
              ? await postJson(`${base}/accounts/`, { name: `Restart ${w}-${i}` })
              : await getJson(`${base}/accounts/${1 + (i % 50)}`, {
                  method: 'PUT',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ employee_count: i }),
                });
        const status = res?.status ?? 0;
        outcomes.push({ at, status });
        if (status === 201) acked.push({ url: i % 3 === 0 ? '/contacts/' : '/accounts/', id: res.body.id });
        if (status !== 201 && status !== 200) await sleep(20);
      }
    };
    const writers = [0, 1, 2, 3, 4, 5, 6, 7].map((w) => writer(w)().catch(() => outcomes.push({ at: Date.now(), status: -1 })));
    /** How long until every replica has taken a probe write: the same probe with the database up all along and just after its restart. */
    const probe = async (round: number, what: string) => {
      const t0 = Date.now();
      for (const r of replicas)
        await until(`${r.url} ${what}`, async () =>
          (await postJson(`${r.url}/accounts/`, { name: `Probe ${round}` })).status === 201 ? true : undefined,
        ).catch((err: Error) => {
          throw new Error(`${err.message} (exit code ${r.child.exitCode}):\n${r.output().slice(-3000)}`);
        });
      return Date.now() - t0;
    };
    const recoveries: { ms: number; healthyMs: number; startMs: number }[] = [];
    for (let round = 0; round < 3; round++) {
      await until('writes before the stop', async () =>
        outcomes.filter((o) => o.status === 201).length > (round + 1) * 40 ? true : undefined,
      );
      // the baseline: the same probe, under the same writers, with nothing wrong
      const healthyMs = await probe(round, 'writable');
      await pg.stop();
      await sleep(1500);
      const started = Date.now();
      await pg.start();
      const startMs = Date.now() - started;
      // every replica takes writes again by itself
      const ms = await probe(round, 'writable again');
      recoveries.push({ ms, healthyMs, startMs });
      for (const r of replicas) expect(r.child.exitCode, r.output().slice(-3000)).to.equal(null);
    }
    stop = true;
    await Promise.all(writers);
    const failed = outcomes.filter((o) => o.status !== 200 && o.status !== 201);
    const kinds = [...new Set(failed.map((o) => o.status))];
    const each = (key: 'ms' | 'healthyMs' | 'startMs') => recoveries.map((r) => `${r[key]} ms`).join(', ');
    process.stdout.write(
      `      (${outcomes.length} writes, ${acked.length} creates acknowledged, ${failed.length} refused (statuses ${kinds.join(', ')}), ` +
        `back after ${each('ms')}; healthy probes ${each('healthyMs')}; PostgreSQL started in ${each('startMs')})\n`,
    );
    expect(kinds.filter((k) => k !== 503)).to.deep.equal([]);
    for (const r of replicas) expect(r.child.exitCode, r.output().slice(-3000)).to.equal(null);
    // back at once: within what PostgreSQL itself took to start again plus a few healthy probes,
    // both measured in this run (the machine may be busy), not a fixed time
    for (const r of recoveries) expect(r.ms, JSON.stringify(r)).to.be.at.most(2 * r.startMs + 10 * r.healthyMs);
    for (const { url, id } of acked) {
      // read from a replica itself: the balancer takes its own health-check window to trust them again
      const got = await getJson(`${replicas[id % 2]!.url}${url}${id}`);
      expect(got.status, `${url}${id}: ${JSON.stringify(got.body)}`).to.equal(200);
    }
  });

  it('--reset on one more replica reseeds the shared database: every replica serves the fresh seed at once', async () => {
    // the contacts of 'Balanced Ltd' (written above) match this query until the reset removes them
    const adv = '/advanced/contacts/from-accounts/?min_value=1400000&min_likelihood=0.9';
    expect((await getJson(`${replicas[0]!.url}/accounts/?limit=1`)).body.total).to.be.greaterThan(1000);
    const cached = await Promise.all(replicas.map(async (r) => (await getJson(`${r.url}${adv}`)).body.total as number));
    const reset = await startReplica('demo_crm', env, ['--reset']);
    try {
      await reset.ready;
      expect(reset.output()).to.include('CRM database reseeded');
    } finally {
      await reset.stop();
    }
    for (const r of replicas) {
      expect((await getJson(`${r.url}/accounts/?limit=1`)).body.total).to.equal(1000);
      expect((await getJson(`${r.url}${adv}`)).body.total).to.equal(cached[0]! - 3);
    }
  });
});
