import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { parseRegistryConfig } from '../src/registry/config/index.js';
import type { Running } from '../src/http/index.js';
import { loadSettings } from '../src/settings/index.js';
import { Cancel } from '../src/shared/cancel.js';
import { quietLogger, serveOnFreePort } from './helpers/server.js';
import { ROOT } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { poller } from './helpers/until.js';

/** A bound on waiting for what the test waits for, not a measure: the call's own time limit is far longer. */
const until = poller(30_000, 10);
const DOC = readFileSync(join(ROOT, 'test', 'fixtures', 'openapi', 'upstream.json'), 'utf8');

describe('registry: a call whose client goes away is cancelled', function () {
  this.timeout(60_000);
  let up: Running;
  let registry: Registry;
  let srv: Running;
  const home = tempHome();
  /** What the upstream saw of its slow operation: requests received, and requests closed before they were answered. */
  const slow = { received: 0, closedUnanswered: 0 };

  before(async () => {
    up = await serveOnFreePort((req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/openapi.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(DOC);
        return;
      }
      // /api/slow answers only after the call's time limit: a call that ends sooner was cancelled
      slow.received++;
      res.on('close', () => {
        if (!res.writableFinished) slow.closedUnanswered++;
      });
    });
    const base = loadSettings({}, '/tmp').values;
    const settings = { ...base, api_mode: { ...base.api_mode, request_timeout: 600 } };
    const config = parseRegistryConfig(
      `services:\n  - up: { url: "${up.url}/openapi.json", include: [slow] }\n`,
      '/cfg/mcp_servers.yaml',
      {},
    );
    registry = await createRegistry({ config, settings, logger: quietLogger, dataDir: home.dir, logRequests: false });
    srv = await serveOnFreePort(registry.handler);
    await registry.catalog.settled();
  });
  after(async () => {
    await srv.close();
    await registry.close();
    up.server.closeAllConnections();
    await up.close();
    home.remove();
  });

  it('POST /functions/call: the upstream request is closed, and the call counted as cancelled', async () => {
    const body = JSON.stringify({ function_name: 'up_slow', args: {} });
    const client = request(`${srv.url}/functions/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    client.on('error', () => undefined);
    client.end(body);
    await until('the upstream to receive the call', async () => (slow.received === 1 ? true : undefined));
    client.destroy();
    // the call's time limit (api_mode.request_timeout, 600 s) is far off: only the cancel closes the upstream request
    await until('the upstream request to be closed', async () => (slow.closedUnanswered === 1 ? true : undefined));
    const metrics = await (await fetch(`${srv.url}/metrics`)).text();
    expect(metrics).to.match(/registry_tool_calls_total\{[^}]*outcome="cancelled"[^}]*\} 1/);
  });
});

describe('Cancel', () => {
  it('runs each hook once on cancel, not those taken off, and makes an aborted signal when asked afterwards', () => {
    const c = new Cancel();
    const ran: string[] = [];
    const a = () => ran.push('a');
    const b = () => ran.push('b');
    c.on(a);
    c.on(b);
    c.off(b);
    expect(c.cancelled).to.equal(false);
    c.cancel();
    c.cancel();
    expect(ran).to.deep.equal(['a']);
    expect(c.cancelled).to.equal(true);
    expect(c.signal.aborted).to.equal(true);
  });

  it('a signal asked for before the cancel aborts with it', () => {
    const c = new Cancel();
    const signal = c.signal;
    expect(signal.aborted).to.equal(false);
    c.cancel();
    expect(signal.aborted).to.equal(true);
  });

  it('follows a signal made elsewhere: its hooks run when that signal aborts', () => {
    const controller = new AbortController();
    const c = new Cancel(controller.signal);
    let ran = 0;
    c.on(() => ran++);
    expect(c.signal).to.equal(controller.signal);
    c.cancel(); // its owner cancels it, not the Cancel
    expect(c.cancelled).to.equal(false);
    controller.abort();
    expect(c.cancelled).to.equal(true);
    expect(ran).to.equal(1);
  });
});
