import { expect } from 'chai';
import { join } from 'node:path';
import { runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { freePort } from './helpers/ports.js';
import { queryRows, testPostgres } from './helpers/postgres.js';
import { startReplica } from './helpers/replicas.js';
import { getJson, postJson } from './helpers/server.js';

describe('database.url: bad values at start, and agent db migrate-to (real CLI and PostgreSQL)', function () {
  this.timeout(120_000);
  const home = tempHome('agent-pg-config-');
  after(() => home.remove());

  it('a malformed or unreachable database.url stops the start with one line naming the setting, never the password', async () => {
    const dead = await freePort();
    const cases: [string, RegExp][] = [
      ['not a url at all s3cr3t', /database\.url \(env AGENT_DATABASE_URL\) is not a valid URL/],
      ['mysql://root:s3cr3t@127.0.0.1/agent', /must start with postgres:\/\/ or postgresql:\/\//],
      [`postgres://agent:s3cr3t@127.0.0.1:${dead}/agent`, new RegExp(`cannot reach postgres://agent@127\\.0\\.0\\.1:${dead}/agent`)],
    ];
    for (const [url, message] of cases) {
      const r = await runCli(['serve', 'demo_crm', '--port', String(await freePort())], {
        env: { AGENT_HOME: home.dir, AGENT_DATABASE_URL: url },
      });
      expect(r.code, url).to.equal(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines, r.stderr).to.have.length(1);
      expect(lines[0]).to.match(message);
      expect(r.stderr + r.stdout).to.not.include('s3cr3t');
    }
  });

  it('migrate-to copies the SQLite state (CRM rows, onboarded apps, keys) into PostgreSQL, again with the same result', async () => {
    const env = { AGENT_HOME: home.dir, AGENT_DATABASE_URL: '' };
    const crm = await startReplica('demo_crm', env);
    await crm.ready;
    const added = await postJson(`${crm.url}/accounts/`, { name: 'Carried Over plc' });
    expect(added.status).to.equal(201);
    await crm.stop();
    const key = await runCli(['keys', 'create', 'carried', '--scopes', 'read', '--json'], { env });
    expect(key.code, key.stderr).to.equal(0);
    const { token } = JSON.parse(key.stdout) as { token: string };

    const url = await (await testPostgres()).database('migrate_to');
    for (let run = 0; run < 2; run++) {
      const r = await runCli(['db', 'migrate-to', url, '--json'], { env });
      expect(r.code, r.stderr).to.equal(0);
      const copied = JSON.parse(r.stdout);
      expect(copied.crm.accounts).to.equal(1001);
      expect(copied.registry).to.deep.equal({ apps: 0, keys: 1 });
      expect(copied.target).to.not.include('test-secret');
    }
    const text = await runCli(['db', 'migrate-to', url], { env });
    expect(text.stdout).to.include('1001 accounts').and.include('1 keys');
    expect(text.stdout + text.stderr).to.not.include('test-secret');

    const onPg = await startReplica('demo_crm', { AGENT_HOME: join(home.dir, 'other'), AGENT_DATABASE_URL: url });
    try {
      await onPg.ready;
      expect((await getJson(`${onPg.url}/accounts/${added.body.id}`)).body.name).to.equal('Carried Over plc');
      expect(onPg.output()).to.include('CRM database opened'); // not reseeded
      const next = await postJson(`${onPg.url}/accounts/`, { name: 'After the move' });
      expect(next.body.id).to.equal(added.body.id + 1); // ids continue
    } finally {
      await onPg.stop();
    }
    const keys = await queryRows(url, 'SELECT name, token_hash FROM api_keys');
    expect(keys.map((k) => k.name)).to.deep.equal(['carried']);
    expect(JSON.stringify(keys)).to.not.include(token);
  });
});
