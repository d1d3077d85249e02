import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { OpenApiSource } from '../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../src/registry/sources/pools.js';
import { Catalog } from '../src/registry/catalog.js';
import { loadSettings } from '../src/settings/index.js';
import type { OpenApiServiceConfig } from '../src/registry/config/types.js';
import type { SourceTool } from '../src/registry/types.js';
import { quietLogger } from './helpers/server.js';

const require = createRequire(import.meta.url);
const EXAMPLES = join(require.resolve('@readme/oas-examples/package.json'), '..');
const GITHUB = join(require.resolve('@octokit/openapi/package.json'), '..', 'generated', 'api.github.com.json');
const settings = loadSettings({}, '/tmp').values;
const pools = createPoolFactory(settings);
const deps = { logger: quietLogger, settings, dataDir: '/tmp', pools };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function load(file: string, extra: Partial<OpenApiServiceConfig> = {}, name = 'svc'): Promise<OpenApiSource> {
  const src = new OpenApiSource({ kind: 'openapi', name, url: file, description: '', ...extra }, deps);
  await src.load();
  return src;
}
const ex = (p: string) => join(EXAMPLES, p);
const byName = (src: OpenApiSource) => Object.fromEntries(src.tools().map((t) => [t.name, t])) as Record<string, SourceTool>;
function operationCount(file: string): number {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  return Object.values(doc.paths as Record<string, Record<string, unknown>>).reduce(
    (n, item) => n + Object.keys(item).filter((k) => METHODS.includes(k)).length,
    0,
  );
}

describe('OpenAPI source: real documents', function () {
  this.timeout(120_000);
  after(() => pools.close());

  for (const version of ['2.0', '3.0', '3.1']) {
    it(`petstore ${version}: one tool per operation, parameters with locations, constraints, secure, response schemas`, async () => {
      const file = ex(`${version}/json/petstore.json`);
      const src = await load(file);
      expect(src.tools()).to.have.length(operationCount(file));
      const tools = byName(src);
      const find = tools.findPetsByStatus!;
      expect(find.readOnly).to.equal(true);
      expect(find.record.method).to.equal('GET');
      expect(find.record.path).to.equal('/pet/findByStatus');
      expect(find.record.secure).to.equal(true);
      const status = find.record.parameters.find((p) => p.name === 'status')!;
      expect(status).to.deep.include({ type: 'array', required: true, in: 'query' });
      expect(status.constraints.join(' ')).to.match(/items: string \(must be one of: \[available, pending, sold\]/);
      expect(find.inputSchema.required).to.deep.equal(['status']);
      const success = find.record.response_schemas.success as any;
      expect(success.type).to.equal('array');
      expect(success.items.properties.name.type).to.equal('string');

      const byId = tools.getPetById!;
      const petId = byId.record.parameters.find((p) => p.name === 'petId')!;
      expect(petId).to.deep.include({ in: 'path', required: true, type: 'integer' });
      expect(petId.constraints).to.include('format: int64');

      // request-body properties become parameters: Pet has name (required) and photoUrls (array)
      const add = tools.addPet!;
      expect(add.readOnly).to.equal(false);
      const names = add.record.parameters.map((p) => p.name);
      expect(names).to.include.members(['name', 'photoUrls']);
      expect(add.record.parameters.every((p) => p.in === 'body')).to.equal(true);
      expect(add.record.parameters.find((p) => p.name === 'name')!.required).to.equal(true);
      const category = add.record.parameters.find((p) => p.name === 'category')!;
      expect(category.type, 'a nested object stays one object parameter').to.equal('object');
      expect((category.schema as any).properties).to.have.keys('id', 'name');
      expect(add.record.parameters.find((p) => p.name === 'status')!.constraints[0]).to.equal('must be one of: [available, pending, sold]');

      // form data (2.0 formData, 3.x x-www-form-urlencoded)
      const form = tools.updatePetWithForm!.record.parameters;
      expect(form.map((p) => [p.name, p.in])).to.deep.include.members([
        ['petId', 'path'],
        ['name', 'body'],
        ['status', 'body'],
      ]);
      // failure schema comes from the first error response with a schema (none in petstore's 4xx without content)
      expect(tools.getInventory!.record.response_schemas.success).to.include({ type: 'object' });
    });
  }

  it('circular and recursive schemas load without blowing the stack; cycles are cut with a marker', async () => {
    for (const f of [
      '3.0/json/circular.json',
      '3.0/json/schema-circular.json',
      '2.0/json/schema-circular.json',
      '3.0/json/circular-paths.json',
      '3.0/json/circular-request-bodies.json',
    ]) {
      const src = await load(ex(f));
      expect(src.tools(), f).to.have.length(operationCount(ex(f)));
      const text = JSON.stringify(src.tools());
      expect(text.length).to.be.greaterThan(10);
    }
    const circ = await load(ex('3.0/json/circular.json'));
    const failure = circ.tools()[0]!.record.response_schemas.failure as any;
    expect(failure.properties.statusCode.type).to.equal('integer');
    expect(JSON.stringify(failure)).to.match(/"x-circular":"#\/components\/schemas\/ErrorMessage"|"x-truncated":true/);
    const input = await load(ex('3.0/json/schema-circular.json'));
    // input schemas keep cycles as cycles: references to shared schemas under $defs
    const inputs = JSON.stringify(input.tools().map((t) => t.inputSchema));
    expect(inputs).to.include('"$ref":"#/$defs/MultiPart"').and.include('"$defs":{');
  });

  it('discriminators: oneOf/anyOf kept as alternatives, allOf merged (records) or references to shared schemas (inputs)', async () => {
    const src = await load(ex('3.0/json/discriminators.json'));
    expect(src.tools()).to.have.length(operationCount(ex('3.0/json/discriminators.json')));
    const tool = byName(src).oneOfWithTopLevelDiscriminatorAndMapping!;
    const body = tool.record.parameters.find((p) => p.name === 'body')!;
    expect(body.in).to.equal('body');
    expect((body.schema as any).oneOf)
      .to.be.an('array')
      .with.length.greaterThan(1);
    expect(body.type).to.match(/object/);
    expect(JSON.stringify(src.tools().map((t) => t.record))).to.not.include('"allOf"');
    // an input schema extends a shared schema by reference, never by a copy of it
    const parts = JSON.stringify(src.tools().map((t) => t.inputSchema)).match(/"allOf":\[[^\]]*\]/g) ?? [];
    for (const p of parts) expect(p).to.match(/^"allOf":\[(\{"\$ref":"#\/\$defs\/[^"]+"\},?)+\]$/);
  });

  it('parameter styles: cookies, headers, path and query parameters keep their location and style', async () => {
    const src = await load(ex('3.0/json/parameters-style.json'));
    expect(src.tools()).to.have.length(operationCount(ex('3.0/json/parameters-style.json')));
    const locations = new Set(src.tools().flatMap((t) => t.record.parameters.map((p) => p.in)));
    expect([...locations]).to.include.members(['cookie', 'header', 'path', 'query']);
    const names = src.tools().map((t) => t.name);
    expect(names).to.include('cookies_form_nonExploded');
    expect(new Set(names).size).to.equal(names.length);
  });

  it('security: secure from operation or global security; an optional ({}) requirement is not secure', async () => {
    const src = await load(ex('3.0/json/security.json'));
    const tools = src.tools();
    const noAuth = tools.find((t) => t.record.path === '/anything/no-auth')!;
    const optional = tools.find((t) => t.record.path === '/anything/optional-auth')!;
    const apiKey = tools.find((t) => t.record.path === '/anything/apiKey' && t.record.method === 'GET')!;
    expect(apiKey.record.secure).to.equal(true);
    expect(noAuth.record.secure).to.equal(false);
    expect(optional.record.secure).to.equal(false);
    expect(apiKey.name, 'no operationId: <method>_<path>').to.equal('get_anything_apiKey');
  });

  it('YAML documents load like their JSON twins', async () => {
    const json = await load(ex('3.0/json/petstore.json'));
    const yaml = await load(ex('3.0/yaml/petstore.yaml'));
    expect(yaml.tools().map((t) => t.name)).to.deep.equal(json.tools().map((t) => t.name));
  });

  it('include and api_overrides (description, dropped query and body parameters, also through allOf)', async () => {
    const src = await load(ex('3.0/json/petstore.json'), {
      include: ['findPetsByStatus', 'addPet', 'nope'],
      apiOverrides: [
        { operationId: 'findPetsByStatus', description: 'Better text', dropQueryParameters: ['status'] },
        { operationId: 'addPet', dropRequestBodyParameters: ['photoUrls', 'tags'] },
        { operationId: 'missing' },
      ],
    });
    const tools = byName(src);
    expect(Object.keys(tools)).to.have.members(['findPetsByStatus', 'addPet']);
    expect(tools.findPetsByStatus!.description).to.equal('Better text');
    expect(tools.findPetsByStatus!.record.parameters).to.deep.equal([]);
    expect(tools.addPet!.record.parameters.map((p) => p.name)).to.not.include.members(['photoUrls', 'tags']);
    expect(tools.addPet!.inputSchema.required).to.deep.equal(['name']);
    expect(src.health().warnings).to.deep.equal([
      "include: no operation 'nope' in the document",
      "api_overrides: no operation 'missing' in the document",
    ]);
  });

  it('a missing file or a document that is not OpenAPI fails with the user-facing message', async () => {
    const missing = new OpenApiSource({ kind: 'openapi', name: 'm', url: '/nonexistent/openapi.json', description: '' }, deps);
    let err: Error | undefined;
    await missing.load().catch((e: Error) => (err = e));
    expect(err!.message).to.equal('Failed to fetch OpenAPI schema from /nonexistent/openapi.json: no such file');
    expect(missing.health()).to.deep.equal({ status: 'error', error: err!.message });
    const notOpenApi = new OpenApiSource({ kind: 'openapi', name: 'n', url: join(EXAMPLES, 'package.json'), description: '' }, deps);
    await notOpenApi.load().catch((e: Error) => (err = e));
    expect(err!.message).to.match(/^Failed to fetch OpenAPI schema from .*package\.json: not an OpenAPI document/);
  });

  it('GitHub (1,000+ operations): tool count = operation count, names unique and <= 64 characters', async () => {
    const src = await load(GITHUB, {}, 'github');
    const n = operationCount(GITHUB);
    expect(n).to.be.greaterThan(1000);
    expect(src.tools()).to.have.length(n);
    const catalog = new Catalog({ logger: quietLogger, settings });
    await catalog.add(src);
    const names = catalog.tools().map((t) => t.name);
    expect(names).to.have.length(n);
    expect(new Set(names).size).to.equal(n);
    expect(names.every((x) => x.length <= 64 && /^[A-Za-z0-9_-]+$/.test(x))).to.equal(true);
    const tooLong = catalog.tools().filter((t) => `github_${t.tool.name}`.length > 64);
    expect(tooLong.length, 'some GitHub names need shortening').to.be.greaterThan(0);
    expect(
      tooLong.every((t) => t.name.length <= 64 && /_[0-9a-f]{8}$/.test(t.name)),
      'shortened with a hash suffix',
    ).to.equal(true);
    const get = catalog.find('github_repos_get')!;
    expect(get.record).to.deep.include({ app_name: 'github', api_name: 'github_repos_get', method: 'GET', path: '/repos/{owner}/{repo}' });
    expect(get.record.parameters.map((p) => [p.name, p.in, p.required])).to.deep.equal([
      ['owner', 'path', true],
      ['repo', 'path', true],
    ]);
    expect((get.record.response_schemas.success as any).properties.full_name.type).to.equal('string');
    expect(get.record.response_schemas.failure as any).to.be.an('object');
    const listing = (await catalog.recordsJson())!;
    expect(JSON.parse(listing.toString()).github).to.have.property('github_repos_get');
    await catalog.close();
  });
});
