import { expect } from 'chai';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { databaseUrlFor, ENGINES } from './helpers/postgres.js';
import type { RegistryConfig } from '../src/registry/config/types.js';
import type { Running } from '../src/http/index.js';
import { loadSettings } from '../src/settings/index.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { tempHome } from './helpers/home.js';

// the TRM runtimes of these tests run on 127.0.0.1, which onboarded URLs may reach only when allowed
const settings = loadSettings({ AGENT_REGISTRY_ALLOWED_HOSTS: '127.0.0.1' }, '/tmp').values;

/** A TRM tool runtime: POST /api/v1/tools/{name}/run echoes the args and the auth header. */
function runtime(req: IncomingMessage, res: ServerResponse): void {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const m = /^\/api\/v1\/tools\/([^/]+)\/run$/.exec(req.url ?? '');
    res.writeHead(m && req.method === 'POST' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        m ? { tool: decodeURIComponent(m[1]!), args: JSON.parse(raw), key: req.headers['x-api-key'] ?? null } : { detail: 'Not Found' },
      ),
    );
  });
}

const weather = {
  app_name: 'weather',
  description: 'Weather tools',
  schemas: [
    {
      name: 'forecast',
      description: 'Forecast for a city',
      input_schema: {
        type: 'object',
        properties: { city: { type: 'string', minLength: 1 }, days: { type: 'integer', minimum: 1, maximum: 7 } },
        required: ['city'],
      },
    },
    { name: 'alerts', description: 'Weather alerts', input_schema: { type: 'object', properties: {} } },
  ],
};

for (const engine of ENGINES)
  describe(`registry [${engine}]: onboarding`, function () {
    this.timeout(30_000);
    const home = tempHome();
    const config: RegistryConfig = {
      file: null,
      services: [{ kind: 'openapi', name: 'configured', url: '/nonexistent.json', description: '' }],
    };
    let registry: Registry;
    let databaseUrl = '';
    let srv: Running;
    let trm: Running;

    const start = async () => {
      registry = await createRegistry({
        config,
        settings,
        logger: quietLogger,
        dataDir: home.dir,
        databaseUrl,
        retry: { initialMs: 60_000, maxMs: 60_000 },
      });
      srv = await serveOnFreePort(registry.handler);
    };
    const stop = async () => {
      await srv.close();
      await registry.close();
    };
    before(async () => {
      databaseUrl = await databaseUrlFor(engine, 'registry_onboard_test');
      trm = await serveOnFreePort(runtime);
      await start();
    });
    after(async () => {
      await stop();
      await trm.close();
      home.remove();
    });

    it('registers tools as <app>_<name>, listed under the app in /applications and /apis', async () => {
      const { status, body } = await postJson(`${srv.url}/functions/onboard`, weather);
      expect(status).to.equal(201);
      expect(body).to.deep.equal({ status: 'Loaded successfully 2 tools', tools: ['weather_forecast', 'weather_alerts'] });
      const apps = (await getJson(`${srv.url}/applications`)).body;
      expect(apps.find((a: any) => a.name === 'weather')).to.deep.include({
        type: 'onboarded',
        status: 'ok',
        tools: 2,
        description: 'Weather tools',
      });
      const records = (await getJson(`${srv.url}/apis`)).body.weather;
      expect(records.weather_forecast).to.deep.include({
        app_name: 'weather',
        api_name: 'weather_forecast',
        description: 'Forecast for a city',
        secure: false,
      });
      expect(records.weather_forecast.parameters).to.deep.equal([
        {
          name: 'city',
          type: 'string',
          required: true,
          description: '',
          constraints: ['length >= 1'],
          schema: { type: 'string', minLength: 1 },
        },
        {
          name: 'days',
          type: 'integer',
          required: false,
          description: '',
          constraints: ['>= 1', '<= 7'],
          schema: { type: 'integer', minimum: 1, maximum: 7 },
        },
      ]);
    });

    it('without a backend url a call answers 501 saying the tool has no endpoint; args are still validated', async () => {
      const bad = await postJson(`${srv.url}/functions/call`, { function_name: 'weather_forecast', args: { days: 9 } });
      expect(bad.status).to.equal(422);
      const { status, body } = await postJson(`${srv.url}/functions/call`, { function_name: 'weather_forecast', args: { city: 'Oslo' } });
      expect(status).to.equal(501);
      expect(body.detail).to.match(/^Tool 'weather_forecast' has no endpoint/);
    });

    it('posting the same app again replaces its tools; with url and auth they run through the TRM protocol', async () => {
      const { status, body } = await postJson(`${srv.url}/functions/onboard`, {
        ...weather,
        url: trm.url,
        auth: { type: 'X-API-Key', value: 'trm-secret-77' },
        schemas: [weather.schemas[0]],
      });
      expect(status).to.equal(201);
      expect(body.tools).to.deep.equal(['weather_forecast']);
      const records = (await getJson(`${srv.url}/applications/weather/apis`)).body;
      expect(Object.keys(records)).to.deep.equal(['weather_forecast']);
      expect(records.weather_forecast).to.deep.include({ method: 'POST', path: '/api/v1/tools/forecast/run', secure: true });
      const res = await postJson(`${srv.url}/functions/call`, {
        app_name: 'weather',
        function_name: 'weather_forecast',
        args: { city: 'Oslo', days: 2 },
      });
      expect(res.status).to.equal(200);
      // the upstream echoed the key it received; the registry scrubs it
      expect(res.body).to.deep.equal({ tool: 'forecast', args: { city: 'Oslo', days: 2 }, key: '[redacted]' });
      expect(JSON.stringify((await getJson(`${srv.url}/applications`)).body)).to.not.include('trm-secret-77');
    });

    it('onboarded tools survive a restart', async () => {
      await stop();
      await start();
      const apps = (await getJson(`${srv.url}/applications`)).body;
      expect(apps.find((a: any) => a.name === 'weather')).to.deep.include({ type: 'onboarded', status: 'ok', tools: 1 });
      const res = await postJson(`${srv.url}/functions/call`, { function_name: 'weather_forecast', args: { city: 'Bergen' } });
      expect(res.status).to.equal(200);
      expect(res.body.args).to.deep.equal({ city: 'Bergen' });
    });

    it(
      '422 for invalid schemas (not JSON Schema, not an object, duplicate names, bad names); ' + '409 for a configured service name',
      async () => {
        const invalid = await postJson(`${srv.url}/functions/onboard`, {
          app_name: 'bad',
          schemas: [
            { name: 'a', input_schema: { type: 'object', properties: { x: { type: 'no-such-type' } } } },
            { name: 'b', input_schema: { type: 'string' } },
            { name: 'b' },
          ],
        });
        expect(invalid.status).to.equal(422);
        const locs = invalid.body.detail.map((d: any) => d.loc.join('.'));
        expect(locs).to.include.members(['body.schemas.0.input_schema', 'body.schemas.1.input_schema.type', 'body.schemas.2.name']);
        const badName = await postJson(`${srv.url}/functions/onboard`, { app_name: 'has space', schemas: [{ name: 'x' }] });
        expect(badName.status).to.equal(422);
        expect(badName.body.detail[0].loc).to.deep.equal(['body', 'app_name']);
        const empty = await postJson(`${srv.url}/functions/onboard`, { app_name: 'e', schemas: [] });
        expect(empty.status).to.equal(422);
        const clash = await postJson(`${srv.url}/functions/onboard`, { app_name: 'configured', schemas: [{ name: 'x' }] });
        expect(clash.status).to.equal(409);
        expect((await getJson(`${srv.url}/applications`)).body.map((a: any) => a.name)).to.not.include('bad');
      },
    );

    it('DELETE /functions/onboard/{app} removes an onboarded app (and keeps it removed after a restart)', async () => {
      expect((await getJson(`${srv.url}/functions/onboard/weather`, { method: 'DELETE' })).status).to.equal(204);
      expect((await getJson(`${srv.url}/functions/onboard/weather`, { method: 'DELETE' })).status).to.equal(404);
      await stop();
      await start();
      expect((await getJson(`${srv.url}/applications`)).body.map((a: any) => a.name)).to.deep.equal(['configured']);
    });
  });
