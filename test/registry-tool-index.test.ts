import { gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { Catalog } from '../src/registry/catalog.js';
import { disambiguate, toolName } from '../src/registry/names.js';
import { SearchIndex } from '../src/registry/search/index.js';
import { loadSettings } from '../src/settings/index.js';
import type { Source, SourceTool } from '../src/registry/types.js';
import { quietLogger } from './helpers/server.js';

const settings = loadSettings({}, '/tmp').values;

const tool = (name: string): SourceTool => ({
  name,
  description: name,
  inputSchema: { type: 'object', properties: {} },
  readOnly: true,
  record: {
    secure: false,
    path: `/${name}`,
    method: 'GET',
    description: name,
    parameters: [],
    response_schemas: { success: null, failure: null },
  },
});

/** A source of fixed tools; `tag` tells its versions apart in what a call answers. */
function fixed(name: string, tools: string[], tag = 0): Source {
  const list = tools.map(tool);
  return {
    name,
    kind: 'openapi',
    description: name,
    location: `fixed:${name}`,
    async load() {},
    tools: () => list,
    async call(t) {
      return { from: name, tool: t, tag };
    },
    health: () => ({ status: 'ok' }),
    async close() {},
  };
}

/** Every service named again in catalogue order, as the catalogue did on each change before it kept names per service. */
function fromScratch(services: [string, string[]][]): string[] {
  const taken = new Set<string>();
  const out: string[] = [];
  for (const [app, tools] of services)
    for (const t of tools) {
      let name = toolName(app, t);
      if (taken.has(name)) {
        name = disambiguate(name, `${app}/${t}`);
        if (taken.has(name)) continue;
      }
      taken.add(name);
      out.push(`${app}/${t} -> ${name}`);
    }
  return out;
}

/** A small random generator (the same sequence every run). */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('registry tool names, kept per service', () => {
  it('adding, replacing and removing services gives the names, lookups and listing of naming every service again', async () => {
    // services and tools chosen to collide: `a` + `b_c` and `a_b` + `c` are both a_b_c; `x` twice in one service
    const apps = ['a', 'a_b', 'a_b_c', 'a-b', 'b'];
    const words = ['b_c', 'c', 'b-c', 'x', 'c_d', 'b', 'd', 'b_c_d'];
    const next = random(7);
    const catalog = new Catalog({ logger: quietLogger, settings });
    const now = new Map<string, string[]>();
    for (let step = 0; step < 120; step++) {
      const app = apps[Math.floor(next() * apps.length)]!;
      if (next() < 0.25 && now.has(app)) {
        await catalog.remove(app);
        now.delete(app);
      } else {
        const tools = words.filter(() => next() < 0.5);
        if (next() < 0.3) tools.push('x', 'x');
        now.set(app, tools);
        await catalog.add(fixed(app, tools, step));
      }
      await catalog.settled();
      const order = [...catalog.apps()];
      const expected = fromScratch(order.map((a) => [a, now.get(a)!]));
      const listed = catalog.tools().map((t) => `${t.app}/${t.tool.name} -> ${t.name}`);
      expect(listed, `after step ${step}`).to.deep.equal(expected);
      for (const t of catalog.tools()) expect(catalog.find(t.name), t.name).to.equal(t);
      for (const a of order)
        expect(catalog.toolsOf(a).map((t) => t.name)).to.deep.equal(
          catalog
            .tools()
            .filter((t) => t.app === a)
            .map((t) => t.name),
        );
      expect(catalog.size).to.equal(expected.length);
      // a name no service serves is not found (the names of removed services and replaced tools included)
      for (const a of apps)
        for (const w of words)
          if (!expected.some((e) => e.endsWith(` -> ${toolName(a, w)}`))) expect(catalog.find(toolName(a, w))).to.equal(undefined);
    }
    await catalog.close();
  });

  it("a service's tools are replaced at once: between slices of naming them, callers see all the old ones, then all the new", async () => {
    const catalog = new Catalog({ logger: quietLogger, settings });
    const names = Array.from({ length: 60_000 }, (_, i) => `op${i}`);
    await catalog.add(fixed('big', names, 1));
    expect(catalog.size).to.equal(names.length);
    const probe = [0, 2, 30_000, 59_998].map((i) => toolName('big', names[i]!));
    const tags = new Set<number>();
    let turns = 0;
    let seen = true;
    const watch = () => {
      const found = probe.map((n) => catalog.find(n)?.source);
      // every probed name from the same version, listed as it is found; an odd tool only in the old one
      expect(new Set(found).size).to.equal(1);
      expect(catalog.tools()[0]!.source).to.equal(found[0]);
      const listed = catalog.toolsOf('big').length;
      expect(catalog.find(toolName('big', 'op1')) !== undefined).to.equal(listed === 60_000);
      tags.add(listed);
      turns++;
      if (seen) setImmediate(watch);
    };
    // the replacement drops every other tool: the old set has 60,000, the new 30,000
    const replaced = catalog.add(
      fixed(
        'big',
        names.filter((_, i) => i % 2 === 0),
        2,
      ),
    );
    setImmediate(watch);
    await replaced;
    seen = false;
    expect(turns, 'turns of the event loop while the new names were made').to.be.greaterThan(1);
    expect([...tags]).to.include.members([60_000]);
    expect(catalog.size).to.equal(30_000);
    expect(catalog.find(toolName('big', 'op1'))).to.equal(undefined);
    expect(await catalog.call(toolName('big', 'op2'))).to.deep.equal({ from: 'big', tool: 'op2', tag: 2 });
    await catalog.close();
  });

  it('the search index reads a large service a slice at a time and finds what one build finds, also if it changes meanwhile', async () => {
    const catalog = new Catalog({ logger: quietLogger, settings });
    const verbs = ['list', 'get', 'create', 'delete', 'update'];
    const nouns = ['users', 'groups', 'calendars', 'messages', 'drives', 'events', 'contacts', 'teams'];
    const names = (n: number, salt: string) =>
      Array.from({ length: n }, (_, i) => `${verbs[i % 5]}_${nouns[i % 8]}_${nouns[Math.floor(i / 8) % 8]}_${salt}${i}`);
    await catalog.add(fixed('big', names(20_000, 'a')));
    await catalog.add(fixed('small', ['send_mail', 'list_users']));
    const source = (c: Catalog) => ({
      tools: () => c.tools(),
      *byApp() {
        for (const app of c.apps()) yield [app, c.toolsOf(app)] as const;
      },
      description: (app: string) => c.description(app),
      get generation() {
        return c.generation;
      },
    });
    const sliced = new SearchIndex(source(catalog));
    let slices = 0;
    while (!sliced.sync(1)) {
      slices++;
      if (slices === 3) await catalog.add(fixed('big', names(12_000, 'b'))); // replaced while its segment is being built
    }
    expect(slices, 'syncs that stopped at their budget').to.be.greaterThan(3);
    expect(sliced.current).to.equal(true);
    const whole = new SearchIndex(source(catalog));
    whole.sync();
    expect(sliced.size).to.equal(12_002);
    for (const q of ['list the users of a group', 'delete calendars', 'send mail', 'events of teams b11'])
      expect(sliced.search(q, { k: 10 }).map((h) => [h.name, h.score])).to.deep.equal(
        whole.search(q, { k: 10 }).map((h) => [h.name, h.score]),
      );
    await catalog.close();
  });

  it('listings made in slices are the JSON of the records, whole and gzip-compressed, for every application and for one', async () => {
    const catalog = new Catalog({ logger: quietLogger, settings });
    await catalog.add(fixed('zeta', ['b', 'a']));
    await catalog.add(fixed('42', ['x']));
    await catalog.add(
      fixed(
        'big',
        Array.from({ length: 30_000 }, (_, i) => `op${i}`),
      ),
    );
    await catalog.add(fixed('empty', []));
    const all = (await catalog.recordsJson())!;
    expect(all.toString()).to.equal(JSON.stringify(catalog.records()));
    expect(gunzipSync((await catalog.recordsGzip())!).toString()).to.equal(all.toString());
    expect((await catalog.listingJson())!.chunks.length, 'chunks of the listing').to.be.greaterThan(1);
    for (const app of ['zeta', '42', 'big', 'empty'])
      expect((await catalog.recordsJson(app))!.toString()).to.equal(JSON.stringify(catalog.records(app)));
    expect(catalog.listingJson('nope')).to.equal(undefined);
    await catalog.close();
  });
});
