import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createCrmService, type CrmService } from '../src/crm/server.js';
import { tempHome } from './helpers/home.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';

import { BIN } from './helpers/cli.js';
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/**
 * A full disk (issue 34, defect 8): the log file's disk full must not stop a service from
 * answering (its log lines are dropped, not retried in a loop), and a database whose disk is
 * full answers 507 naming the cause, not a bare 500. The full disk is real: the service's
 * stdout and stderr are /dev/full (every write fails with ENOSPC), and SQLite's own size limit
 * (max_page_count) makes its writes fail with SQLITE_FULL, the code a full disk gives.
 */
describe('reliability: a full disk', function () {
  this.timeout(60_000);
  const home = tempHome('agent-full-');
  const children: ChildProcess[] = [];
  after(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    home.remove();
  });

  it('with every log write failing (ENOSPC), the CRM still answers /health and its lists, and keeps answering', async () => {
    const port = await freePort();
    const full = openSync('/dev/full', 'w');
    const child = spawn(process.execPath, [BIN, 'serve', 'demo_crm', '--port', String(port)], {
      env: { ...process.env, AGENT_HOME: home.dir, AGENT_LOG_LEVEL: 'debug' },
      stdio: ['ignore', full, full],
    });
    closeSync(full);
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const up = await getJson(`${url}/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      if (up?.status === 200) break;
      if (i > 100) throw new Error('the CRM never answered /health with its logs on a full disk');
      await sleep(200);
    }
    // every request logs (debug): none of them may wait on the log (a request stuck on it would
    // never answer; the limit only catches that, generously, as the machine may be busy)
    const stuck = 15_000;
    for (let i = 0; i < 20; i++) {
      const list = await getJson(`${url}/accounts/?limit=5&skip=${i}`, { signal: AbortSignal.timeout(stuck) });
      expect(list.status).to.equal(200);
    }
    expect((await getJson(`${url}/health`, { signal: AbortSignal.timeout(stuck) })).status).to.equal(200);
    expect(child.exitCode).to.equal(null);
  });

  it('a write to a full SQLite database is a 507 naming the cause; reads still answer; nothing half-written', async () => {
    const crm: CrmService = await createCrmService({ dbPath: join(home.dir, 'full.sqlite'), logger: quietLogger, logRequests: false });
    const running = await serveOnFreePort(crm.handler);
    try {
      const pages = (await crm.store.db.get<{ page_count: number }>('PRAGMA page_count'))?.page_count ?? 0;
      const before = (await getJson(`${running.url}/accounts/?limit=1`)).body.total as number;
      await crm.store.db.exec(`PRAGMA max_page_count = ${pages}`);
      let refused: { status: number; body: { detail: string } } | undefined;
      for (let i = 0; i < 5000 && !refused; i++) {
        const r = await postJson(`${running.url}/accounts/`, { name: `Filler ${i} ${'x'.repeat(80)}`, region: 'Europe' });
        if (r.status !== 201) refused = r;
      }
      expect(refused, 'a write fails once the file is full').to.not.equal(undefined);
      expect(refused!.status).to.equal(507);
      expect(refused!.body.detail).to.match(/is full: its disk has no space left/);
      const after = await getJson(`${running.url}/accounts/?limit=1`);
      expect(after.status).to.equal(200);
      expect(after.body.total).to.be.at.least(before);
    } finally {
      await running.close();
      await crm.close();
    }
  });
});
