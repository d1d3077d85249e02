import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNTS, CONTACTS } from '../src/crm/resources.js';
import { createCrmService } from '../src/crm/server.js';
import { openDatabase } from '../src/shared/sqlite.js';
import { BIN, runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { freePort } from './helpers/ports.js';
import { getJson, postJson, quietLogger } from './helpers/server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RESOURCE = { accounts: ACCOUNTS, contacts: CONTACTS };

/** The URL from the service's "listening" log line. */
async function listeningUrl(child: ChildProcess, output: () => string, ms = 30_000): Promise<string> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    for (const line of output().split('\n')) {
      if (!line.startsWith('{')) continue;
      const rec = JSON.parse(line) as { msg?: string; url?: string };
      if (rec.msg?.endsWith('listening') && rec.url) return rec.url;
    }
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}: ${output()}`);
    await sleep(50);
  }
  throw new Error(`the service did not start: ${output()}`);
}

describe('CRM API through the real CLI: durability and lifecycle', function () {
  this.timeout(90_000);
  let home: ReturnType<typeof tempHome>;
  let agentHome: string;
  let settings: string;
  let port: number;
  const children: ChildProcess[] = [];
  const env = (extra: NodeJS.ProcessEnv = {}) => ({ AGENT_HOME: agentHome, AGENT_SETTINGS_FILE: settings, ...extra });
  const agent = (args: string[]) => runCli(args, { cwd: home.dir, env: env() });

  before(async () => {
    home = tempHome('agent-crm-cli-');
    agentHome = join(home.dir, 'home');
    port = await freePort();
    settings = join(home.dir, 'settings.toml');
    writeFileSync(settings, `[server_ports]\ncrm_api = ${port}\n`);
  });
  after(async () => {
    await agent(['stop', 'all']);
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    home.remove();
  });

  it('a process killed with SIGKILL in the middle of a stream of writes loses none that were acknowledged', async () => {
    const dbPath = join(home.dir, 'custom', 'crm-durable.sqlite');
    let output = '';
    const child = spawn(process.execPath, [BIN, 'serve', 'demo_crm', '--port', '0'], {
      cwd: home.dir,
      env: { ...process.env, ...env({ AGENT_CRM_DB: dbPath }), NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    const url = await listeningUrl(child, () => output);
    expect(existsSync(dbPath), 'AGENT_CRM_DB chooses the file').to.equal(true);

    const acked: { id: number; name: string; kind: 'accounts' | 'contacts' }[] = [];
    let killed = false;
    let attempts = 0;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const name = `Durable ${w}-${i}`;
        const contact = i % 2 === 1;
        attempts++;
        try {
          const res = contact
            ? await postJson(`${url}/contacts/`, {
                first_name: name,
                last_name: 'Test',
                email: `d${w}.${i}@durable.example`,
                account_id: 1 + (i % 1000),
              })
            : await postJson(`${url}/accounts/`, { name, region: 'Europe' });
          if (res.status === 201) acked.push({ id: res.body.id, name, kind: contact ? 'contacts' : 'accounts' });
          else throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const writers = Array.from({ length: 6 }, (_, w) => writer(w));
    while (acked.length < 400) await sleep(5);
    child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    expect(child.signalCode).to.equal('SIGKILL');
    expect(attempts).to.be.greaterThan(acked.length); // some writes were in flight when the process died

    const db = openDatabase(dbPath);
    try {
      expect(db.pragma('integrity_check', { simple: true })).to.equal('ok');
      expect(db.pragma('foreign_key_check')).to.deep.equal([]);
    } finally {
      db.close();
    }
    const crm = await createCrmService({ dbPath, logger: quietLogger, logRequests: false });
    try {
      const lost: typeof acked = [];
      for (const a of acked) {
        const col = a.kind === 'accounts' ? 'name' : 'first_name';
        const row = await crm.store.get(a.kind === 'accounts' ? RESOURCE.accounts : RESOURCE.contacts, a.id);
        if (!row || row[col] !== a.name) lost.push(a);
      }
      expect(lost, 'acknowledged writes missing after the crash').to.deep.equal([]);
      expect((await crm.store.counts()).accounts).to.be.at.least(1000 + acked.filter((a) => a.kind === 'accounts').length);
    } finally {
      await crm.close();
    }
  });

  it('agent start demo_crm seeds once, keeps rows across restarts, honours --port and --reset; agent stop stops it', async () => {
    const start = await agent(['start', 'demo_crm']);
    expect(start.code, start.stderr).to.equal(0);
    expect(start.stdout).to.include(`CRM demo API (demo_crm) started at http://127.0.0.1:${port}`);
    const base = `http://127.0.0.1:${port}`;
    expect((await getJson(`${base}/health`)).body.status).to.equal('healthy');
    expect((await getJson(`${base}/accounts/?limit=1`)).body.total).to.equal(1000);
    expect(existsSync(join(agentHome, 'data', 'crm.sqlite')), 'default database path').to.equal(true);
    const created = await postJson(`${base}/accounts/`, { name: 'Kept Across Restarts' });
    expect(created.status).to.equal(201);
    const status = JSON.parse((await agent(['status', '--json'])).stdout) as { target: string; state: string }[];
    expect(status.find((r) => r.target === 'demo_crm')?.state).to.equal('running');
    expect((await agent(['stop', 'demo_crm'])).stdout).to.include('demo_crm: stopped');

    const other = await freePort();
    const again = await agent(['start', 'demo_crm', '--port', String(other)]);
    expect(again.code, again.stderr).to.equal(0);
    const kept = await getJson(`http://127.0.0.1:${other}/accounts/${created.body.id}`);
    expect(kept.body.name).to.equal('Kept Across Restarts');
    expect((await getJson(`http://127.0.0.1:${other}/accounts/?limit=1`)).body.total).to.equal(1001);
    await agent(['stop', 'demo_crm']);

    const reset = await agent(['start', 'demo_crm', '--reset']);
    expect(reset.code, reset.stderr).to.equal(0);
    expect((await getJson(`${base}/accounts/${created.body.id}`)).status).to.equal(404);
    expect((await getJson(`${base}/accounts/?limit=1`)).body.total).to.equal(1000);
    expect((await agent(['stop', 'all'])).code).to.equal(0);
    expect((await fetch(`${base}/health`).catch(() => null))?.status).to.equal(undefined);
  });
});
