import { expect } from 'chai';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRegistryConfigFile, loadRegistryConfig, parseRegistryConfig, RegistryConfigError } from '../src/registry/config/index.js';
import type { OpenApiServiceConfig, McpServerConfig, TrmServiceConfig } from '../src/registry/config/types.js';
import { ROOT } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';

const parse = (text: string, env: NodeJS.ProcessEnv = {}) => parseRegistryConfig(text, '/cfg/mcp_servers.yaml', env);

function problems(text: string, env: NodeJS.ProcessEnv = {}): string[] {
  try {
    parse(text, env);
  } catch (err) {
    expect(err).to.be.instanceOf(RegistryConfigError);
    return (err as RegistryConfigError).problems;
  }
  throw new Error('expected a RegistryConfigError');
}

describe('registry configuration', () => {
  it('reads the services form with include, api_overrides and auth', () => {
    const cfg = parse(
      `services:
  - crm:
      url: http://127.0.0.1:8007/openapi.json
      description: CRM demo
      include: [list_accounts, get_account]
      api_overrides:
        - operation_id: list_accounts
          description: Better text
          drop_query_parameters: [skip]
          drop_request_body_parameters: [notes]
      auth: { type: bearer, value: "Bearer \${CRM_TOKEN}" }
`,
      { CRM_TOKEN: 's3cret' },
    );
    expect(cfg.services).to.have.length(1);
    const crm = cfg.services[0] as OpenApiServiceConfig;
    expect(crm).to.deep.include({
      kind: 'openapi',
      name: 'crm',
      url: 'http://127.0.0.1:8007/openapi.json',
      description: 'CRM demo',
      include: ['list_accounts', 'get_account'],
    });
    expect(crm.apiOverrides).to.deep.equal([
      { operationId: 'list_accounts', description: 'Better text', dropQueryParameters: ['skip'], dropRequestBodyParameters: ['notes'] },
    ]);
    expect(crm.auth).to.deep.equal({ type: 'bearer', value: 'Bearer s3cret' });
  });

  it('reads mcpServers, trmServices, servers and the top-level list, with type inference', () => {
    const cfg = parse(`services:
  - files2: { command: node, args: [server.js] }
  - tools2: { url: http://x:1, tools: [a] }
  - remote2: { url: http://x:1/sse }
  - remote3: { url: "http://x:1/mcp/" }
  - api2: { url: http://x:1/openapi.json }
mcpServers:
  files: { command: npx, args: [-y, pkg], description: Files, env: { A: 1 } }
  remote: { url: http://127.0.0.1:3001/anything }
trmServices:
  tools1: { url: http://127.0.0.1:4321, tools: [a, b], auth: { type: X-API-Key, value: "\${KEY:-k1}" } }
servers:
  - { name: territory, type: openapi, spec_url: http://127.0.0.1:8888/openapi.json }
  - { name: local, spec_url: ./docs/api.yaml }
`);
    const byName = Object.fromEntries(cfg.services.map((s) => [s.name, s]));
    expect(byName.files2).to.deep.include({ kind: 'mcp', command: 'node', transport: 'stdio' });
    expect(byName.tools2).to.deep.include({ kind: 'trm', tools: ['a'] });
    expect(byName.remote2!.kind).to.equal('mcp');
    expect(byName.remote3!.kind).to.equal('mcp');
    expect(byName.api2!.kind).to.equal('openapi');
    expect(byName.files).to.deep.include({ kind: 'mcp', command: 'npx', args: ['-y', 'pkg'], description: 'Files', env: { A: '1' } });
    expect((byName.remote as McpServerConfig).kind, 'mcpServers entries are MCP whatever the URL').to.equal('mcp');
    expect(byName.tools1 as TrmServiceConfig).to.deep.include({
      kind: 'trm',
      url: 'http://127.0.0.1:4321',
      tools: ['a', 'b'],
      auth: { type: 'X-API-Key', value: 'k1' },
    });
    expect(byName.territory).to.deep.include({ kind: 'openapi', url: 'http://127.0.0.1:8888/openapi.json' });
    expect((byName.local as OpenApiServiceConfig).url, 'local paths resolve beside the file').to.equal('/cfg/docs/api.yaml');

    const list = parse(
      `- territory:\n    url: http://127.0.0.1:8888/openapi.json\n- everything:\n    url: http://127.0.0.1:3001/mcp\n- runtime: { url: "http://h:1", type: trm, auth: { type: X-Key, value: v } }\n`,
    );
    expect(list.services.map((s) => [s.name, s.kind])).to.deep.equal([
      ['territory', 'openapi'],
      ['everything', 'mcp'],
      ['runtime', 'trm'],
    ]);
  });

  it("CUGA's spellings of a service type load unchanged (mcp_server, tool-runtime-manager, any letter case)", () => {
    const cfg = parse(
      [
        'services:',
        '  - crm: { url: http://127.0.0.1:8007/openapi.json, type: OpenAPI }',
        '  - runtime: { url: http://127.0.0.1:9000, type: tool-runtime-manager, tools: [convert] }',
        'mcpServers:',
        '  files: { command: npx, args: [-y, "@modelcontextprotocol/server-filesystem", "."], type: mcp_server }',
        '  remote: { url: http://127.0.0.1:3001/mcp, type: MCP-Server }',
      ].join('\n'),
    );
    expect(cfg.services.map((s) => [s.name, s.kind])).to.deep.equal([
      ['crm', 'openapi'],
      ['runtime', 'trm'],
      ['files', 'mcp'],
      ['remote', 'mcp'],
    ]);
  });

  it('every file under config/examples and the shipped mcp_servers.yaml load', () => {
    const dir = join(ROOT, 'config', 'examples');
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
    expect(files.length).to.be.greaterThanOrEqual(6);
    for (const f of files) {
      const cfg = loadRegistryConfig(join(dir, f), {});
      expect(cfg.services.length, f).to.be.greaterThan(0);
      expect(
        cfg.services.every((s) => s.kind !== 'broken'),
        f,
      ).to.equal(true);
    }
    const shipped = loadRegistryConfig(join(ROOT, 'mcp_servers.yaml'), {});
    expect(shipped.services).to.deep.equal([
      { kind: 'openapi', name: 'territory', url: 'http://127.0.0.1:8888/openapi.json', description: '', searchWarmup: true },
      { kind: 'openapi', name: 'crm', url: 'http://127.0.0.1:8007/openapi.json', description: '', searchWarmup: true },
    ]);
  });

  it('config/mcp_servers.schema.json accepts every example and rejects what the loader rejects', async () => {
    const { Ajv } = await import('ajv');
    const { parse: parseYaml } = await import('yaml');
    const schema = JSON.parse(readFileSync(join(ROOT, 'config', 'mcp_servers.schema.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    const dir = join(ROOT, 'config', 'examples');
    for (const f of [...readdirSync(dir).map((x) => join(dir, x)), join(ROOT, 'mcp_servers.yaml')]) {
      expect(validate(parseYaml(readFileSync(f, 'utf8'))), `${f}: ${JSON.stringify(validate.errors)}`).to.equal(true);
    }
    expect(validate(parseYaml('mcpServers:\n  f: { command: x, type: mcp_server }\n'))).to.equal(true);
    expect(validate(parseYaml('service:\n  - a: { url: http://x }\n'))).to.equal(false);
    expect(validate(parseYaml('services:\n  - a: { url: http://x, include: nope }\n'))).to.equal(false);
  });

  it('a missing env variable fails only that service, naming the variable and where it is used', () => {
    const cfg = parse(`services:
  - good: { url: http://a/openapi.json }
  - bad:
      url: http://b/openapi.json
      auth: { type: bearer, value: "\${NOT_SET_TOKEN}" }
  - dflt: { url: "\${BASE:-http://c}/openapi.json" }
`);
    expect(cfg.services.map((s) => s.kind)).to.deep.equal(['openapi', 'broken', 'openapi']);
    const bad = cfg.services[1]!;
    expect(bad.kind === 'broken' && bad.error)
      .to.match(/environment variable NOT_SET_TOKEN is not set/)
      .and.match(/services\[0\]|auth\.value/)
      .and.match(/mcp_servers\.yaml:5/);
    expect((cfg.services[2] as OpenApiServiceConfig).url).to.equal('http://c/openapi.json');
  });

  it('reports a YAML syntax error with file and line', () => {
    const p = problems('services:\n  - crm:\n      url: http://x\n    bad: [unclosed\n');
    expect(p[0]).to.match(/^\/cfg\/mcp_servers\.yaml:\d+: YAML syntax error/);
    const dup = problems('services:\n  - a: { url: http://x, url: http://y }\n');
    expect(dup[0]).to.match(/mcp_servers\.yaml:2: YAML syntax error/);
  });

  it('a problem inside one entry lists that service with status error (file, line, field); the others load', () => {
    const cfg = parse(`services:
  - crm:
      url: http://x
      include: list_accounts
      api_overrides:
        - description: no id
      auth: { type: bearer }
      colour: blue
  - fine: { url: http://fine/openapi.json }
servers:
  - { name: t, type: graphql, spec_url: http://y }
`);
    expect(cfg.services.map((s) => [s.name, s.kind])).to.deep.equal([
      ['crm', 'broken'],
      ['fine', 'openapi'],
      ['t', 'broken'],
    ]);
    const error = (name: string) => {
      const s = cfg.services.find((x) => x.name === name)!;
      return s.kind === 'broken' ? s.error : '';
    };
    expect(error('crm'))
      .to.include('/cfg/mcp_servers.yaml:4: services[0].crm.include: must be a list of strings, got a string ("list_accounts")')
      .and.match(/:6: services\[0\]\.crm\.api_overrides\[0\]\.operation_id: is required/)
      .and.match(/:7: services\[0\]\.crm\.auth\.value: is required/)
      .and.match(/:8: services\[0\]\.crm\.colour: unknown field; allowed: /);
    expect(error('t')).to.match(/:11: servers\[0\]\.type: must be one of: openapi, mcp, trm/);
    const broken = cfg.services[0]!;
    expect(broken.kind === 'broken' && broken.type).to.equal('openapi');
  });

  it('stops only for a malformed top level: unknown top-level keys, bad sections, duplicate names, unnamed items', () => {
    expect(problems('service:\n  - a: { url: http://x }\n')[0]).to.equal(
      "/cfg/mcp_servers.yaml:1: unknown top-level key 'service'; allowed: services, " +
        "mcpServers, trmServices, servers, toolSets (or a top-level list of '- <name>: {url, type, auth}')",
    );
    expect(problems('services: { a: 1 }\n')[0]).to.match(/:1: services: must be a list, got a map/);
    expect(problems('services:\n  - a: { url: http://x }\nservers:\n  - { name: a, spec_url: http://y }\n')[0]).to.match(
      /:4: servers\[0\]: service name 'a' is already used at services\[0\]\.a \(line 2\)/,
    );
    expect(problems('services:\n  - a: { url: http://x }\n    b: { url: http://y }\n')[0]).to.match(
      /:2: services\[0\]: each item must be a single-key map/,
    );
    expect(() => parse('just text')).to.throw(RegistryConfigError, /must hold a map/);
    const [noUrl, badName] = parse('services:\n  - a: { description: x }\n  - "bad name": { url: http://x }\n').services;
    expect(noUrl!.kind === 'broken' && noUrl!.error).to.match(/:2: services\[0\]\.a: needs url/);
    expect(badName!.kind === 'broken' && badName!.error).to.match(/may use only letters, digits/);
  });

  it('an MCP service may pin its protocol revision; 2026-07-28 over streamable HTTP (with oauth: too) or stdio', () => {
    const cfg = parse(`mcpServers:
  auto: { url: http://a/mcp }
  newer: { url: http://b/mcp, protocol: "2026-07-28" }
  older: { url: http://c/mcp, protocol: "2025-11-25" }
  local: { command: node, protocol: "2026-07-28" }
  feed: { url: http://f/events, transport: sse, protocol: "2026-07-28" }
  signed: { url: http://d/mcp, protocol: "2026-07-28", oauth: { client_id: x } }
  typo: { url: http://e/mcp, protocol: "2026" }
`);
    const byName = Object.fromEntries(cfg.services.map((s) => [s.name, s]));
    expect((byName.auto as McpServerConfig).protocol).to.equal(undefined);
    expect(byName.newer).to.deep.include({ kind: 'mcp', protocol: '2026-07-28' });
    expect(byName.older).to.deep.include({ kind: 'mcp', protocol: '2025-11-25' });
    const error = (name: string) => (byName[name]!.kind === 'broken' ? (byName[name] as { error: string }).error : '');
    expect(byName.local).to.deep.include({ kind: 'mcp', transport: 'stdio', protocol: '2026-07-28' });
    expect(error('feed')).to.match(/feed\.protocol: 2026-07-28 is spoken to MCP servers over streamable HTTP and stdio only \(not sse\)/);
    expect(byName.signed).to.deep.include({ kind: 'mcp', protocol: '2026-07-28' });
    expect((byName.signed as McpServerConfig).oauth).to.deep.include({ client_id: 'x' });
    expect(error('typo')).to.match(/typo\.protocol: must be one of: auto, 2025-11-25, 2026-07-28/);
  });

  it("reads CUGA's auth forms and headers (header, api-key, basic, query, bearer) and rejects an incomplete one in that entry only", () => {
    const cfg = parse(`mcpServers:
  h: { url: http://h/mcp, auth: { type: header, key: X-Token, value: t1 }, headers: { X-Tenant: acme } }
  k: { url: http://k/mcp, auth: { type: api-key, value: t2 } }
  b: { url: http://b/mcp, auth: { type: basic, key: ann, value: pw } }
  q: { url: http://q/mcp, auth: { type: query, key: api_key, value: t3 } }
  nokey: { url: http://n/mcp, auth: { type: query, value: t4 } }
  fs: { command: npx, args: [-y, some-server], env: { ROOT: /tmp }, name: fs }
`);
    expect(cfg.services.map((s) => s.kind)).to.deep.equal(['mcp', 'mcp', 'mcp', 'mcp', 'broken', 'mcp']);
    const h = cfg.services[0] as McpServerConfig;
    expect(h.auth).to.deep.equal({ type: 'header', key: 'X-Token', value: 't1' });
    expect(h.headers).to.deep.equal({ 'X-Tenant': 'acme' });
    const nokey = cfg.services[4]!;
    expect(nokey.kind === 'broken' && nokey.error).to.match(/:6: mcpServers\.nokey\.auth\.key: is required for type query/);
    expect((cfg.services[5] as McpServerConfig).env).to.deep.equal({ ROOT: '/tmp' });
  });

  it('an empty file is an empty registry; disabled services are skipped', () => {
    expect(parse('').services).to.deep.equal([]);
    expect(parse('# nothing\n').services).to.deep.equal([]);
    expect(parse('services:\n  - a: { url: http://x, disabled: true }\n').services).to.deep.equal([]);
  });

  it('finds the file: MCP_SERVERS_FILE, else --config, else beside the settings file, else the shipped one', () => {
    const home = tempHome();
    try {
      const beside = join(home.dir, 'mcp_servers.yaml');
      writeFileSync(beside, '');
      const settingsFile = join(home.dir, 'settings.toml');
      expect(findRegistryConfigFile({ env: { MCP_SERVERS_FILE: '/a/b.yaml' }, flag: '/c.yaml', settingsFile })).to.equal('/a/b.yaml');
      expect(findRegistryConfigFile({ env: {}, flag: '/c.yaml', settingsFile })).to.equal('/c.yaml');
      expect(findRegistryConfigFile({ env: {}, settingsFile })).to.equal(beside);
      expect(findRegistryConfigFile({ env: {}, settingsFile: null })).to.equal(join(ROOT, 'mcp_servers.yaml'));
      expect(() => loadRegistryConfig(join(home.dir, 'missing.yaml'))).to.throw(
        RegistryConfigError,
        /cannot read the registry configuration .*missing\.yaml: no such file/,
      );
    } finally {
      home.remove();
    }
  });
});
