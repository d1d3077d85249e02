import { expect } from 'chai';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Running } from '../src/http/index.js';
import type { Registry } from '../src/registry/server.js';
import type { Settings } from '../src/settings/index.js';
import { tempHome } from './helpers/home.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { databaseUrlFor, ENGINES } from './helpers/postgres.js';
import { postJson, serveOnFreePort } from './helpers/server.js';

const REPLICAS = { postgres: 'two replicas', sqlite: 'one registry' } as const;
const FIXTURE = join(import.meta.dirname, 'fixtures', 'mcp', 'conformance-server.mjs');

/**
 * `[limits]`: the calls an application and a tool take from all callers together. With
 * PostgreSQL two replicas share one budget; with SQLite a registry counts alone.
 */
for (const engine of ENGINES)
  describe(`registry for teams [${engine}]: limits per application and per tool (${REPLICAS[engine]})`, function () {
    this.timeout(60_000);
    const homes = [tempHome('agent-limits-a-'), tempHome('agent-limits-b-')];
    const registries: Registry[] = [];
    const servers: Running[] = [];

    before(async () => {
      const url = await databaseUrlFor(engine, 'limits');
      const tweak = (s: Settings) => {
        s.database.url = url;
        s.limits.apps = ['conformance=5/min'];
        s.limits.tools = ['conformance_test_simple_text=3/min'];
      };
      for (const home of engine === 'postgres' ? homes : homes.slice(0, 1)) {
        const registry = await mcpRegistry(home, { conformance: [FIXTURE] }, tweak);
        registries.push(registry);
        servers.push(await serveOnFreePort(registry.handler));
      }
    });

    after(async () => {
      for (const s of servers) await s.close();
      for (const r of registries) await r.close();
      for (const h of homes) h.remove();
    });

    // calls go to the replicas in turn
    let turn = 0;
    const call = (name: string) =>
      postJson(`${servers[turn++ % servers.length]!.url}/functions/call`, { function_name: `conformance_${name}`, args: {} });

    it("a tool's limit, then its application's, counted over every replica; past them 429 with Retry-After naming the limit", async () => {
      for (let i = 0; i < 3; i++) expect((await call('test_simple_text')).status, `call ${i + 1}`).to.equal(200);
      const tool = await call('test_simple_text');
      expect(tool.status).to.equal(429);
      expect(Number(tool.headers.get('retry-after'))).to.be.within(1, 60);
      expect(tool.body.detail).to.include("the tool 'conformance_test_simple_text' is over its limit (3/min, limits.tools)");
      // the application has 5 a minute in all (a call its tool's limit refused took none of them)
      for (let i = 0; i < 2; i++) expect((await call('test_image_content')).status).to.equal(200);
      const app = await call('test_image_content');
      expect(app.status).to.equal(429);
      expect(app.body.detail).to.include("the application 'conformance' is over its limit (5/min, limits.apps)");
    });

    it('through /mcp the same budget: an isError result starting 429', async () => {
      const client = new Client({ name: 'limits', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${servers.at(-1)!.url}/mcp`)));
      const result = (await client.callTool({ name: 'conformance_test_audio_content', arguments: {} })) as CallToolResult;
      expect(result.isError).to.equal(true);
      expect((result.content[0] as { text: string }).text).to.match(/^429: the application 'conformance' is over its limit/);
      await client.close();
    });
  });
