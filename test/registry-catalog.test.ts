import { expect } from 'chai';
import { Catalog } from '../src/registry/catalog.js';
import { createRegistry } from '../src/registry/server.js';
import { toolName } from '../src/registry/names.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { loadSettings } from '../src/settings/index.js';
import type { Source, SourceHealth, SourceTool } from '../src/registry/types.js';
import { getJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { tempHome } from './helpers/home.js';
import { freePort } from './helpers/ports.js';

const settings = loadSettings({}, '/tmp').values;

/** A source of fixed tools (the catalogue only sees the Source interface). */
function fixed(name: string, tools: string[], opts: { failTimes?: number } = {}): Source & { loads: number } {
  let failures = opts.failTimes ?? 0;
  let state: SourceHealth = { status: 'loading' };
  const list: SourceTool[] = tools.map((t) => ({
    name: t,
    description: t,
    inputSchema: { type: 'object', properties: {} },
    readOnly: true,
    record: {
      secure: false,
      path: `/${t}`,
      method: 'GET',
      description: t,
      parameters: [],
      response_schemas: { success: null, failure: null },
    },
  }));
  return {
    name,
    kind: 'openapi',
    description: name,
    location: `fixed:${name}`,
    loads: 0,
    async load() {
      this.loads++;
      if (failures-- > 0) {
        state = { status: 'error', error: 'not yet' };
        throw new Error('Failed to fetch OpenAPI schema from fixed: not yet');
      }
      state = { status: 'ok' };
    },
    tools: () => (state.status === 'ok' ? list : []),
    async call(tool) {
      return { from: name, tool };
    },
    health: () => state,
    async close() {},
  };
}

describe('registry catalogue', () => {
  it('names that collide across services are never overwritten: the later one gets a hash suffix and is reported', async () => {
    const catalog = new Catalog({ logger: quietLogger, settings });
    await catalog.add(fixed('a_b', ['c']));
    await catalog.add(fixed('a', ['b_c', 'b-c']));
    const names = catalog.tools().map((t) => `${t.app}/${t.tool.name} -> ${t.name}`);
    expect(names[0]).to.equal('a_b/c -> a_b_c');
    expect(names[1]).to.match(/^a\/b_c -> a_b_c_[0-9a-f]{8}$/);
    expect(names[2]).to.equal('a/b-c -> a_b-c');
    expect(await catalog.call(catalog.tools()[1]!.name)).to.deep.equal({ from: 'a', tool: 'b_c' });
    expect(await catalog.call('a_b_c')).to.deep.equal({ from: 'a_b', tool: 'c' });
    const row = catalog.applications().find((r) => r.name === 'a')!;
    expect(row.warnings![0]).to.match(/^tool name collision: 'a_b_c' was already taken, so a's tool 'b_c' is 'a_b_c_[0-9a-f]{8}'$/);
    await catalog.close();
  });

  it('tool names: sanitised to [A-Za-z0-9_-], at most 64 characters with a hash suffix', () => {
    expect(toolName('svc', 'get /users/{id}')).to.equal('svc_get_users_id');
    const long = toolName('svc', 'x'.repeat(100));
    expect(long).to.have.length(64);
    expect(long).to.match(/^svc_x+_[0-9a-f]{8}$/);
    expect(toolName('svc', 'y'.repeat(100))).to.not.equal(long);
  });

  it('a source that fails to load is retried in the background with backoff; listeners hear every change', async () => {
    const catalog = new Catalog({ logger: quietLogger, settings, retry: { initialMs: 20, maxMs: 40 } });
    let changes = 0;
    catalog.onChange(() => changes++);
    const src = fixed('late', ['t'], { failTimes: 2 });
    await catalog.add(src);
    expect(catalog.applications()[0]).to.deep.include({
      status: 'error',
      tools: 0,
      error: 'Failed to fetch OpenAPI schema from fixed: not yet',
    });
    for (let i = 0; i < 100 && catalog.applications()[0]!.status !== 'ok'; i++) await new Promise((r) => setTimeout(r, 10));
    expect(catalog.applications()[0]).to.deep.include({ status: 'ok', tools: 1 });
    expect(src.loads).to.equal(3);
    expect(changes).to.be.greaterThanOrEqual(3);
    expect(catalog.find('late_t')).to.not.equal(undefined);
    await catalog.close();
  });

  it('an OpenAPI service that comes up after the registry is picked up by the background retry', async () => {
    const home = tempHome();
    const port = await freePort();
    const registry = await createRegistry({
      config: {
        file: null,
        services: [{ kind: 'openapi', name: 'territory', url: `http://127.0.0.1:${port}/openapi.json`, description: '' }],
      },
      settings,
      logger: quietLogger,
      dataDir: home.dir,
      retry: { initialMs: 50, maxMs: 100 },
    });
    await registry.catalog.settled();
    expect(registry.catalog.applications()[0]!.status).to.equal('error');
    const { listen } = await import('../src/http/index.js');
    const territory = await listen(createTerritoryApp({ logger: quietLogger, logRequests: false }), {
      host: '127.0.0.1',
      port,
      logger: quietLogger,
    });
    try {
      for (let i = 0; i < 100 && registry.catalog.applications()[0]!.status !== 'ok'; i++) await new Promise((r) => setTimeout(r, 20));
      expect(registry.catalog.applications()[0]).to.deep.include({ status: 'ok', tools: 4 });
      const srv = await serveOnFreePort(registry.handler);
      expect(Object.keys((await getJson(`${srv.url}/apis`)).body.territory)).to.have.length(4);
      await srv.close();
    } finally {
      await territory.close();
      await registry.close();
      home.remove();
    }
  });

  it('a configured kind without a source factory is listed as error with a plain message', async () => {
    const home = tempHome();
    try {
      // a kind this build has no row for in src/registry/sources/kinds.ts
      const registry = await createRegistry({
        config: {
          file: null,
          services: [{ kind: 'graphql' as 'trm', name: 'gql', url: 'http://127.0.0.1:1', tools: [], description: 'GraphQL' }],
        },
        settings,
        logger: quietLogger,
        dataDir: home.dir,
      });
      expect(registry.catalog.applications()).to.deep.equal([
        {
          name: 'gql',
          mcp: '/mcp/apps/gql',
          description: 'GraphQL',
          url: 'http://127.0.0.1:1',
          type: 'graphql',
          status: 'error',
          tools: 0,
          error: "services of kind 'graphql' are not available in this build",
        },
      ]);
      await registry.close();
    } finally {
      home.remove();
    }
  });
});
