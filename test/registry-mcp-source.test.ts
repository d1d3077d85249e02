import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { McpSource } from '../src/registry/sources/mcp/index.js';
import type { McpServerConfig } from '../src/registry/config/types.js';
import { quietLogger } from './helpers/server.js';
import {
  EDGE,
  EVERYTHING,
  FILESYSTEM,
  SSE_ONLY,
  alive,
  groupAlive,
  startEverythingHttp,
  startHttpServer,
  waitFor,
} from './fixtures/mcp/servers.js';
import { failure } from './helpers/failure.js';

const FAST = { baseMs: 100, maxMs: 400, stableMs: 300 };

function stdio(name: string, args: string[], extra: Partial<McpServerConfig> = {}): McpServerConfig {
  return { kind: 'mcp', name, description: `${name} server`, command: process.execPath, args, ...extra };
}

describe('registry MCP source (standalone)', function () {
  this.timeout(30_000);
  let runDir: string;
  const open: McpSource[] = [];
  const source = (cfg: McpServerConfig, timeoutMs = 5000) => {
    const s = new McpSource(cfg, { logger: quietLogger, requestTimeoutMs: timeoutMs, runDir, backoff: FAST });
    open.push(s);
    return s;
  };

  before(() => {
    runDir = mkdtempSync(join(tmpdir(), 'agent-mcp-run-'));
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  after(() => rmSync(runDir, { recursive: true, force: true }));

  describe('our edge-case server over stdio', () => {
    let edge: McpSource;
    before(async () => {
      edge = new McpSource(stdio('edge', [EDGE]), { logger: quietLogger, requestTimeoutMs: 5000, runDir, backoff: FAST });
      await edge.load();
    });
    after(() => edge.close());

    it('lists the tools with records: nested objects stay one parameter with their shape', () => {
      expect(edge.health()).to.deep.equal({ status: 'ok' });
      expect(edge.location).to.equal(`${process.execPath} ${EDGE}`);
      const nested = edge.tools().find((t) => t.name === 'nested')!;
      expect(nested.readOnly).to.equal(false);
      expect(nested.record.method).to.equal('tools/call');
      const params = Object.fromEntries(nested.record.parameters.map((p) => [p.name, p]));
      expect(Object.keys(params)).to.deep.equal(['customer', 'items', 'priority']);
      expect(params.customer!.type).to.equal('object');
      expect(params.customer!.required).to.equal(true);
      expect((params.customer!.schema as any).properties.address.properties.zip.pattern).to.equal('^\\d{5}$');
      expect(params.items!.type).to.equal('array');
      expect(params.items!.constraints).to.include('min items: 1');
      expect(params.priority!.required).to.equal(false);
      expect(params.priority!.constraints).to.include('must be one of: [low, high]');
    });

    it('success schema: outputSchema, else the one embedded in the description, else generic', () => {
      const byName = Object.fromEntries(edge.tools().map((t) => [t.name, t]));
      expect(byName.weather!.outputSchema).to.be.an('object');
      expect((byName.weather!.record.response_schemas.success as any).properties.celsius.type).to.equal('number');
      expect(byName.weather!.readOnly).to.equal(true);
      const documented = byName.documented!;
      expect(documented.record.response_schemas.success).to.deep.equal({
        type: 'object',
        properties: { sku: { type: 'string' }, price: { type: 'number' } },
        required: ['sku', 'price'],
      });
      expect(documented.description).to.equal('Looks up a price.');
      expect(documented.outputSchema).to.equal(undefined);
      expect((byName.text!.record.response_schemas.success as any).description).to.match(/structured content/);
      expect((byName.fail!.record.response_schemas.failure as any).properties.detail.type).to.equal('string');
    });

    it('passes nested args through unflattened and parses JSON text', async () => {
      const args = {
        customer: { name: 'Ada', address: { city: 'Paris', zip: '75001' } },
        items: [{ sku: 'a1', qty: 2 }],
        priority: 'high',
      };
      expect(await edge.call('nested', args, { timeoutMs: 5000 })).to.deep.equal({ received: args });
    });

    it('returns structured content, else parsed JSON text, else the text', async () => {
      expect(await edge.call('weather', { city: 'Oslo' }, { timeoutMs: 5000 })).to.deep.equal({ city: 'Oslo', celsius: 4 });
      expect(await edge.call('documented', { sku: 'x' }, { timeoutMs: 5000 })).to.deep.equal({ sku: 'x', price: 9.5 });
      expect(await edge.call('text', { name: 'Bob' }, { timeoutMs: 5000 })).to.equal('Hello, Bob!');
    });

    it('a tool error is a 502 with the tool text', async () => {
      const err = await failure(edge.call('fail', { id: 42 }, { timeoutMs: 5000 }));
      expect(err.status).to.equal(502);
      expect(err.message).to.equal('widget 42 is out of stock');
    });

    it('a slow tool past the time limit is a 504, and the session stays usable', async () => {
      const started = Date.now();
      const err = await failure(edge.call('slow', { ms: 3000 }, { timeoutMs: 300 }));
      expect(err.status).to.equal(504);
      expect(err.message).to.match(/did not answer within 0.3 s/);
      expect(Date.now() - started).to.be.lessThan(1500);
      expect(await edge.call('slow', { ms: 1 }, { timeoutMs: 5000 })).to.deep.equal({ slept: 1 });
    });

    it('an unknown tool is a 404', async () => {
      const err = await failure(edge.call('nope', {}, { timeoutMs: 5000 }));
      expect(err.status).to.equal(404);
    });

    it('picks up tools/list_changed and tells its listeners', async () => {
      let fired = 0;
      edge.onToolsChanged(() => fired++);
      await edge.call('add_tool', { name: 'late_tool' }, { timeoutMs: 5000 });
      await waitFor(() => edge.tools().some((t) => t.name === 'late_tool'), 5000, 'late_tool to be listed');
      expect(fired).to.be.greaterThan(0);
      expect(await edge.call('late_tool', {}, { timeoutMs: 5000 })).to.deep.equal({ tool: 'late_tool' });
    });
  });

  it('runs the server in its own process group with only the safe environment plus env', async () => {
    process.env.AGENT_TEST_LEAK = 'should-not-be-seen';
    try {
      const s = source(stdio('envy', [EDGE], { env: { EDGE_VAR: 'given' } }));
      await s.load();
      expect(await s.call('env', { name: 'EDGE_VAR' }, { timeoutMs: 5000 })).to.deep.equal({ name: 'EDGE_VAR', value: 'given' });
      expect(await s.call('env', { name: 'AGENT_TEST_LEAK' }, { timeoutMs: 5000 })).to.deep.equal({ name: 'AGENT_TEST_LEAK', value: null });
      const { pid } = (await s.call('pid', {}, { timeoutMs: 5000 })) as { pid: number };
      expect(groupAlive(pid)).to.equal(true); // its pid is its process group id
      expect(readdirSync(runDir).some((f) => f.startsWith('mcp-children-'))).to.equal(true);
      await s.close();
      expect(alive(pid)).to.equal(false);
      expect(groupAlive(pid)).to.equal(false);
    } finally {
      delete process.env.AGENT_TEST_LEAK;
    }
  });

  it('a command that cannot start: status error, the command line in the message; a later load() connects', async () => {
    const s = source(stdio('broken', [join(runDir, 'missing-server.mjs')]));
    let message = '';
    try {
      await s.load();
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).to.contain(`Failed to connect to MCP server at ${process.execPath} ${join(runDir, 'missing-server.mjs')}`);
    expect(message).to.match(/exited with code 1/);
    expect(s.health().status).to.equal('error');
    expect(s.health().error).to.equal(message);
    const err = await failure(s.call('x', {}, { timeoutMs: 2000 }));
    expect(err.status).to.equal(503);
    expect(err.message).to.match(/is not connected \(Failed to connect/);
    // the file appears: the next attempt (the catalogue retries load() with backoff) connects
    let changed = false;
    s.onToolsChanged(() => (changed = true));
    writeFileSync(join(runDir, 'missing-server.mjs'), `import '${EDGE.replace(/\\/g, '/')}';\n`);
    await s.load();
    expect(s.health().status).to.equal('ok');
    expect(changed).to.equal(true);
    expect(await s.call('text', { name: 'late' }, { timeoutMs: 5000 })).to.equal('Hello, late!');
  });

  it('close() during a connection attempt gives up at once and leaves no process', async () => {
    // a "server" that never answers initialize
    const s = new McpSource(stdio('mute', ['-e', 'setInterval(() => {}, 1000)']), {
      logger: quietLogger,
      requestTimeoutMs: 5000,
      connectTimeoutMs: 30_000,
      runDir,
      backoff: FAST,
    });
    const loading = s.load().catch((err: Error) => err);
    await waitFor(() => readdirSync(runDir).some((f) => f.startsWith('mcp-children-')), 5000, 'the process to start');
    const started = Date.now();
    await s.close();
    expect(Date.now() - started).to.be.lessThan(3000);
    expect(await loading).to.be.instanceOf(Error);
    expect(readdirSync(runDir).filter((f) => f.startsWith('mcp-children-'))).to.deep.equal([]);
  });

  it('kill -9 of the stdio child between two calls: the second call succeeds after the restart', async () => {
    const s = source(stdio('victim', [EDGE]));
    await s.load();
    const first = (await s.call('pid', {}, { timeoutMs: 5000 })) as { pid: number };
    process.kill(first.pid, 'SIGKILL');
    const second = (await s.call('pid', {}, { timeoutMs: 5000 })) as { pid: number };
    expect(second.pid).to.not.equal(first.pid);
    expect(s.health().status).to.equal('ok');
    // after the restart has been observed: tools still listed
    expect(s.tools().some((t) => t.name === 'pid')).to.equal(true);
  });

  it('a server crashing in a loop: unavailable with fast 503s, then back with its tools', async () => {
    const s = new McpSource(stdio('crashy', [EDGE], { env: { CRASH_AFTER: '1' } }), {
      logger: quietLogger,
      requestTimeoutMs: 5000,
      runDir,
      backoff: { baseMs: 1000, maxMs: 1000, stableMs: 2000 },
    });
    open.push(s);
    await s.load();
    expect(await s.call('count', {}, { timeoutMs: 5000 })).to.include({ calls: 1 });
    // the second call crashes the process; count is not read-only, so it is not re-sent
    const err = await failure(s.call('count', {}, { timeoutMs: 5000 }));
    expect(err.status).to.equal(502);
    expect(err.message).to.match(/not retried because 'count' is not read-only/);
    // first restart is immediate; crash it again at once so the next restart waits (backoff)
    await waitFor(() => s.health().status === 'ok', 5000, 'the first restart');
    await s.call('count', {}, { timeoutMs: 5000 });
    await failure(s.call('count', {}, { timeoutMs: 5000 }));
    expect(s.health().status).to.equal('unavailable');
    expect(s.health().error).to.match(/MCP server process 'crashy' stopped \(process exited with code 3\)/);
    const started = Date.now();
    const fast = await failure(s.call('pid', {}, { timeoutMs: 5000 }));
    expect(fast.status).to.equal(503);
    expect(fast.message).to.match(/MCP server 'crashy' is unavailable .*next reconnection attempt in \d s/);
    // answered at once: a small part of the wait it names, never the wait itself
    const wait = Number(/next reconnection attempt in (\d+) s/.exec(fast.message)![1]) * 1000 || 1000;
    expect((Date.now() - started) / wait).to.be.below(0.25);
    expect(s.tools().length).to.be.greaterThan(0);
    await waitFor(() => s.health().status === 'ok', 5000, 'the restart after backoff');
    expect(await s.call('count', {}, { timeoutMs: 5000 })).to.include({ calls: 1 });
  });

  describe('server-everything', () => {
    it('over stdio', async () => {
      const s = source(stdio('everything', [EVERYTHING, 'stdio']));
      await s.load();
      const names = s.tools().map((t) => t.name);
      expect(names).to.include.members(['echo', 'get-sum', 'get-structured-content']);
      expect(s.tools().find((t) => t.name === 'echo')!.readOnly).to.equal(true);
      expect(await s.call('echo', { message: 'hi' }, { timeoutMs: 5000 })).to.equal('Echo: hi');
      expect(await s.call('get-structured-content', { location: 'Chicago' }, { timeoutMs: 5000 })).to.deep.equal({
        temperature: 36,
        conditions: 'Light rain / drizzle',
        humidity: 82,
      });
    });

    it('over streamable HTTP, and after the server restarts the next call works', async () => {
      const remote = await startEverythingHttp('streamableHttp');
      try {
        const s = source({ kind: 'mcp', name: 'remote', description: '', url: remote.url });
        await s.load();
        expect(await s.call('get-sum', { a: 2, b: 3 }, { timeoutMs: 5000 })).to.equal('The sum of 2 and 3 is 5.');
        await remote.kill();
        const down = await failure(s.call('echo', { message: 'down' }, { timeoutMs: 3000 }));
        expect([502, 503]).to.include(down.status);
        const again = await startEverythingHttp('streamableHttp', remote.port);
        try {
          await waitFor(
            async () => {
              try {
                return (await s.call('echo', { message: 'back' }, { timeoutMs: 3000 })) === 'Echo: back';
              } catch {
                return false;
              }
            },
            8000,
            'the call after the restart',
          );
        } finally {
          await again.kill();
        }
      } finally {
        await remote.kill();
      }
    });

    it('a restarted remote server is picked up by the very next call (stale session re-initialised)', async () => {
      const remote = await startEverythingHttp('streamableHttp');
      let again: Awaited<ReturnType<typeof startEverythingHttp>> | undefined;
      try {
        const s = source({ kind: 'mcp', name: 'remote2', description: '', url: remote.url });
        await s.load();
        expect(await s.call('echo', { message: 'one' }, { timeoutMs: 5000 })).to.equal('Echo: one');
        await remote.kill();
        again = await startEverythingHttp('streamableHttp', remote.port);
        expect(await s.call('echo', { message: 'two' }, { timeoutMs: 5000 })).to.equal('Echo: two');
      } finally {
        await again?.kill();
        await remote.kill();
      }
    });

    it('over SSE (an /sse URL), and via fallback when streamable HTTP is refused', async () => {
      const remote = await startEverythingHttp('sse');
      try {
        const s = source({ kind: 'mcp', name: 'sse', description: '', url: remote.url });
        await s.load();
        expect(await s.call('echo', { message: 'over sse' }, { timeoutMs: 5000 })).to.equal('Echo: over sse');
        // same server, URL not saying SSE, transport forced: still SSE
        const forced = source({ kind: 'mcp', name: 'sse2', description: '', url: `http://127.0.0.1:${remote.port}/sse`, transport: 'sse' });
        await forced.load();
        expect(await forced.call('get-sum', { a: 1, b: 1 }, { timeoutMs: 5000 })).to.equal('The sum of 1 and 1 is 2.');
      } finally {
        await remote.kill();
      }
      const sseOnly = await startHttpServer([SSE_ONLY], 'events');
      try {
        const s = source({ kind: 'mcp', name: 'fallback', description: '', url: sseOnly.url });
        await s.load();
        expect(await s.call('shout', { text: 'fell back' }, { timeoutMs: 5000 })).to.equal('FELL BACK');
        // told to use streamable HTTP only: no fallback, a clear failure
        const strict = source({ kind: 'mcp', name: 'strict', description: '', url: sseOnly.url, transport: 'streamable-http' });
        const err = await strict.load().then(
          () => null,
          (e: Error) => e,
        );
        expect(err?.message).to.match(new RegExp(`^Failed to connect to MCP server at ${sseOnly.url}: .*HTTP 404`));
      } finally {
        await sseOnly.kill();
      }
    });
  });

  it('server-filesystem over stdio: output schemas and structured content', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-fs-'));
    try {
      mkdirSync(join(dir, 'sub'));
      writeFileSync(join(dir, 'hello.txt'), 'hello world\n');
      const s = source(stdio('files', [FILESYSTEM, dir]));
      await s.load();
      const read = s.tools().find((t) => t.name === 'read_text_file')!;
      expect(read.outputSchema).to.be.an('object');
      expect((read.record.response_schemas.success as any).properties.content.type).to.equal('string');
      expect(read.record.parameters.find((p) => p.name === 'path')!.required).to.equal(true);
      expect(await s.call('read_text_file', { path: join(dir, 'hello.txt') }, { timeoutMs: 5000 })).to.deep.equal({
        content: 'hello world\n',
      });
      const listing = (await s.call('list_directory', { path: dir }, { timeoutMs: 5000 })) as { content: string };
      expect(listing.content).to.contain('[FILE] hello.txt').and.to.contain('[DIR] sub');
      const denied = await failure(s.call('read_text_file', { path: '/etc/hostname' }, { timeoutMs: 5000 }));
      expect(denied.status).to.equal(502);
      expect(denied.message).to.match(/Access denied|outside allowed/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
