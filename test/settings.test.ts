import { expect } from 'chai';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { Ajv } from 'ajv';
import { loadSettings, SettingsError, SETTING_KEYS, writeModeToFile, type SettingKey } from '../src/settings/index.js';
import { renderSettingsSchema, renderSettingsToml, SCHEMA_PATH, withSettingsTable } from '../src/settings/render.js';
import { ROOT } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';

/** Loads settings and returns the SettingsError message (fails the test when it loads). */
function loadError(env: NodeJS.ProcessEnv, cwd: string): string {
  try {
    loadSettings(env, cwd);
  } catch (err) {
    expect(err).to.be.instanceOf(SettingsError);
    const message = (err as Error).message;
    expect(message, 'one line').not.to.include('\n');
    return message;
  }
  expect.fail('expected a SettingsError');
}

const get = (values: unknown, section: string, key: string) => (values as Record<string, Record<string, unknown>>)[section]![key];

/** Two values different from the default (and from each other where the type allows). */
function otherValues(spec: SettingKey): [file: unknown, env: unknown, envText: string] {
  switch (spec.type) {
    case 'boolean':
      return [!spec.default, spec.default, spec.default ? 'yes' : 'no'];
    case 'integer': {
      const base = spec.max !== undefined && spec.default + 2 > spec.max ? spec.default - 2 : spec.default;
      return [base + 1, base + 2, String(base + 2)];
    }
    case 'enum': {
      const others = spec.allowed.filter((v) => v !== spec.default);
      return [others[0], others[1] ?? others[0], String(others[1] ?? others[0])];
    }
    case 'string':
      if (spec.pattern) return [`http://file.example/${spec.key}`, `https://env.example/${spec.key}`, `https://env.example/${spec.key}`];
      return [`${spec.key}-from-file`, `${spec.key}-from-env`, `${spec.key}-from-env`];
    case 'list':
      return [['file.example', 'b.example'], ['env.example', 'c.example'], ' env.example, c.example '];
  }
}

const tomlLiteral = (v: unknown) => (typeof v === 'string' || Array.isArray(v) ? JSON.stringify(v) : String(v));

describe('settings', () => {
  let home: ReturnType<typeof tempHome>;
  let dir: string;
  let n = 0;
  /** A settings file with this text in a fresh directory; returns its path. */
  const file = (text: string, name = 'settings.toml') => {
    const d = join(home.dir, `case-${++n}`);
    mkdirSync(d, { recursive: true });
    const path = join(d, name);
    writeFileSync(path, text);
    return path;
  };
  before(() => {
    home = tempHome('agent-settings-');
    dir = join(home.dir, 'empty');
    mkdirSync(dir);
  });
  after(() => home.remove());

  describe('lookup order', () => {
    it('AGENT_SETTINGS_FILE first, then ./settings.toml, then the shipped file, then built-in defaults', () => {
      const cwdFile = file('[demo]\nmax_results = 11\n');
      const cwd = join(cwdFile, '..');
      const explicit = file('[demo]\nmax_results = 12\n', 'explicit.toml');

      const a = loadSettings({ AGENT_SETTINGS_FILE: explicit }, cwd);
      expect(a.file).to.equal(explicit);
      expect(a.values.demo.max_results).to.equal(12);

      const b = loadSettings({}, cwd);
      expect(b.file).to.equal(cwdFile);
      expect(b.values.demo.max_results).to.equal(11);

      const c = loadSettings({}, dir);
      expect(c.file).to.equal(join(ROOT, 'settings.toml'));
      expect(c.sources['demo.max_results']).to.deep.equal({ from: 'file' });

      const g = globalThis as { __AGENT_ROOT__?: string };
      g.__AGENT_ROOT__ = dir; // a program root without a shipped settings.toml
      try {
        const d = loadSettings({}, dir);
        expect(d.file).to.equal(null);
        for (const spec of SETTING_KEYS) {
          expect(get(d.values, spec.section, spec.key)).to.deep.equal(spec.default);
          expect(d.sources[`${spec.section}.${spec.key}`]).to.deep.equal({ from: 'default' });
        }
      } finally {
        delete g.__AGENT_ROOT__;
      }
    });

    it('a relative AGENT_SETTINGS_FILE is resolved against the working directory; a missing one is an error', () => {
      const f = file('[demo]\nmax_results = 13\n', 'rel.toml');
      expect(loadSettings({ AGENT_SETTINGS_FILE: 'rel.toml' }, join(f, '..')).values.demo.max_results).to.equal(13);
      const msg = loadError({ AGENT_SETTINGS_FILE: 'nope.toml' }, dir);
      expect(msg).to.include('AGENT_SETTINGS_FILE').and.include(join(dir, 'nope.toml')).and.include('does not exist');
    });
  });

  describe('precedence: default < file < environment', () => {
    const withEnv = SETTING_KEYS.filter((k) => k.env);

    it('covers every key that has an environment override', () => {
      expect(withEnv.map((k) => k.env)).to.include.members([
        'AGENT_MODE',
        'AGENT_API_MODE_ENABLED',
        'AGENT_BROWSER_ENABLED',
        'AGENT_WEB_AUTOMATION',
        'AGENT_MAX_CONCURRENT_REQUESTS',
        'AGENT_REQUEST_TIMEOUT',
        'AGENT_CACHE_ENABLED',
        'AGENT_DEMO_PORT',
        'AGENT_API_REGISTRY_PORT',
        'AGENT_DEMO_TIMEOUT',
        'AGENT_LLM_PROVIDER',
        'AGENT_LLM_MODEL',
        'OLLAMA_HOST',
        'AGENT_BROWSER_PATH',
      ]);
    });

    for (const spec of withEnv) {
      it(`${spec.section}.${spec.key}: file overrides the default, ${spec.env} overrides the file`, () => {
        const [fileValue, envValue, envText] = otherValues(spec);
        const f = file(`[${spec.section}]\n${spec.key} = ${tomlLiteral(fileValue)}\n`);
        const fromFile = loadSettings({ AGENT_SETTINGS_FILE: f }, dir);
        expect(get(fromFile.values, spec.section, spec.key)).to.deep.equal(fileValue);
        expect(fromFile.sources[`${spec.section}.${spec.key}`]).to.deep.equal({ from: 'file' });

        const fromEnv = loadSettings({ AGENT_SETTINGS_FILE: f, [spec.env!]: envText }, dir);
        expect(get(fromEnv.values, spec.section, spec.key)).to.deep.equal(envValue);
        expect(fromEnv.sources[`${spec.section}.${spec.key}`]).to.deep.equal({ from: 'env', env: spec.env });
      });
    }

    it('keys without an environment override ignore look-alike variables', () => {
      const values = loadSettings({ AGENT_SETTINGS_FILE: file(''), AGENT_RETRY_ATTEMPTS: '7', AGENT_CACHE_TTL: '1' }, dir).values;
      expect(values.api_mode.retry_attempts).to.equal(3);
      expect(values.api_mode.cache_ttl).to.equal(300);
    });

    it('environment booleans accept true/false/1/0/yes/no in any case; an empty variable is ignored', () => {
      const f = file('[api_mode]\ncache_enabled = false\n');
      for (const [text, value] of [
        ['true', true],
        ['TRUE', true],
        ['1', true],
        ['Yes', true],
        ['false', false],
        ['0', false],
        ['no', false],
        [' NO ', false],
      ] as const) {
        expect(loadSettings({ AGENT_SETTINGS_FILE: f, AGENT_CACHE_ENABLED: text }, dir).values.api_mode.cache_enabled, text).to.equal(
          value,
        );
      }
      const empty = loadSettings({ AGENT_SETTINGS_FILE: f, AGENT_CACHE_ENABLED: '' }, dir);
      expect(empty.values.api_mode.cache_enabled).to.equal(false);
      expect(empty.sources['api_mode.cache_enabled']!.from).to.equal('file');
    });

    it('`browser` is accepted as `web`, in the file and in AGENT_MODE, in any case', () => {
      expect(loadSettings({ AGENT_SETTINGS_FILE: file('[features]\nmode = "browser"\n') }, dir).values.features.mode).to.equal('web');
      expect(loadSettings({ AGENT_SETTINGS_FILE: file(''), AGENT_MODE: 'Browser' }, dir).values.features.mode).to.equal('web');
      expect(loadSettings({ AGENT_SETTINGS_FILE: file(''), AGENT_MODE: 'HYBRID' }, dir).values.features.mode).to.equal('hybrid');
    });
  });

  describe('validation errors name the key, the value and what is allowed', () => {
    const cases: [string, string, string[]][] = [
      ['wrong type (string for boolean)', '[api_mode]\nenabled = "yes"\n', ['api_mode.enabled', '"yes"', 'true or false', ':2:']],
      ['wrong type (string for integer)', '[api_mode]\nrequest_timeout = "30"\n', ['api_mode.request_timeout', '"30"', 'an integer >= 1']],
      ['wrong type (float for integer)', '[api_mode]\ncache_ttl = 1.5\n', ['api_mode.cache_ttl', '1.5', 'an integer >= 0']],
      ['wrong type (number for string)', '[llm]\nmodel = 7\n', ['llm.model', '7', 'a string']],
      ['unknown mode', '# c\n\n[features]\nmode = "turbo"\n', ['features.mode', '"turbo"', 'one of api, hybrid, web', ':4:']],
      [
        'unknown LLM provider',
        '[llm]\nprovider = "gemini"\n',
        ['llm.provider', '"gemini"', 'one of auto, offline, ollama, openai, anthropic'],
      ],
      ['llm.base_url that is not a URL', '[llm]\nbase_url = "api.openai.com"\n', ['llm.base_url', '"api.openai.com"', 'an http(s) URL']],
      ['llm.max_tools below 2', '[llm]\nmax_tools = 1\n', ['llm.max_tools', '1', 'an integer from 2 to 128']],
      ['integer above the range', '[demo]\nport = 70000\n', ['demo.port', '70000', 'an integer from 1 to 65535']],
      ['integer below the range', '[api_mode]\nretry_attempts = -1\n', ['api_mode.retry_attempts', '-1', 'an integer from 0 to 10']],
      [
        'zero where at least 1 is needed',
        '[api_mode]\nmax_concurrent_requests = 0\n',
        ['api_mode.max_concurrent_requests', '0', 'an integer >= 1'],
      ],
      ['unknown section', '[feature]\nmode = "api"\n', ['unknown section [feature]', 'known sections: features, api_mode']],
      [
        'unknown key',
        '[api_mode]\ncache_ttl_s = 5\n',
        ['unknown key api_mode.cache_ttl_s', ':2', 'known keys in [api_mode]:', 'cache_ttl'],
      ],
      ['value outside any section', 'mode = "api"\n', ["'mode' is a value outside any section", '[features]']],
      ['TOML syntax error, with line and column', '[demo]\nport = 8005\nmax_results = \n', [':3:', 'invalid TOML']],
    ];
    for (const [name, text, parts] of cases) {
      it(name, () => {
        const f = file(text);
        const msg = loadError({ AGENT_SETTINGS_FILE: f }, dir);
        expect(msg.startsWith(f), msg).to.equal(true);
        for (const part of parts) expect(msg, msg).to.include(part);
      });
    }

    const envCases: [string, Record<string, string>, string[]][] = [
      [
        'bad environment boolean',
        { AGENT_BROWSER_ENABLED: 'maybe' },
        ['AGENT_BROWSER_ENABLED', '"maybe"', 'api_mode.browser_enabled', 'true/false/1/0/yes/no'],
      ],
      [
        'non-numeric environment integer',
        { AGENT_DEMO_PORT: '80a' },
        ['AGENT_DEMO_PORT', 'demo.port', '"80a"', 'an integer from 1 to 65535'],
      ],
      [
        'out-of-range environment integer',
        { AGENT_API_REGISTRY_PORT: '0' },
        ['AGENT_API_REGISTRY_PORT', 'demo.api_registry_port', '0', 'an integer from 1 to 65535'],
      ],
      [
        'unknown mode in AGENT_MODE',
        { AGENT_MODE: 'turbo' },
        ['AGENT_MODE', 'features.mode', '"turbo"', 'one of api, hybrid, web (browser = web)'],
      ],
      [
        'unknown provider in AGENT_LLM_PROVIDER',
        { AGENT_LLM_PROVIDER: 'gpt' },
        ['AGENT_LLM_PROVIDER', 'llm.provider', '"gpt"', 'one of auto, offline, ollama, openai, anthropic'],
      ],
    ];
    for (const [name, env, parts] of envCases) {
      it(name, () => {
        const msg = loadError({ AGENT_SETTINGS_FILE: file(''), ...env }, dir);
        expect(msg).to.match(/^environment variable /);
        for (const part of parts) expect(msg, msg).to.include(part);
      });
    }
  });

  describe('agent mode <m> writes features.mode without losing anything else', () => {
    const original = [
      '#:schema ./config/settings.schema.json',
      '# my settings',
      '',
      '[features]   # what the agent does',
      '# the mode, changed by `agent mode`',
      'mode = "api"   # keep this comment',
      '',
      '# tuning',
      '[api_mode]',
      'request_timeout = 12',
      'enabled = false',
      '',
      '[demo]',
      'max_results = 4 # short answers',
      '',
    ].join('\n');

    it('changes only the mode line, keeping comments, blank lines and key order', () => {
      const f = file(original);
      writeModeToFile(f, 'hybrid');
      const after = readFileSync(f, 'utf8');
      expect(after).to.equal(original.replace('mode = "api"   # keep this comment', 'mode = "hybrid"   # keep this comment'));
      const s = loadSettings({ AGENT_SETTINGS_FILE: f }, dir);
      expect(s.values.features.mode).to.equal('hybrid');
      expect(s.values.api_mode.request_timeout).to.equal(12);
      expect(s.values.demo.max_results).to.equal(4);
    });

    it('adds the key to an existing [features] section, after its last key and before the next section', () => {
      const text = '# top\n[features]\n# nothing yet\n\n# next\n[demo]\nmax_results = 3\n';
      const f = file(text);
      writeModeToFile(f, 'web');
      expect(readFileSync(f, 'utf8')).to.equal('# top\n[features]\nmode = "web"\n# nothing yet\n\n# next\n[demo]\nmax_results = 3\n');
    });

    it('adds a [features] section when the file has none, and creates ./settings.toml when no file is in use', () => {
      const f = file('[demo]\nmax_results = 3\n');
      writeModeToFile(f, 'web');
      expect(readFileSync(f, 'utf8')).to.equal('[demo]\nmax_results = 3\n\n[features]\nmode = "web"\n');
      const cwd = join(home.dir, 'fresh');
      mkdirSync(cwd);
      expect(writeModeToFile(null, 'hybrid', cwd)).to.equal(join(cwd, 'settings.toml'));
      expect(loadSettings({}, cwd).values.features.mode).to.equal('hybrid');
    });

    it('keeps CRLF line endings', () => {
      const text = original.replace(/\n/g, '\r\n');
      const f = file(text);
      writeModeToFile(f, 'web');
      const after = readFileSync(f, 'utf8');
      expect(after).to.equal(text.replace('mode = "api"', 'mode = "web"'));
      expect(after.replace(/\r\n/g, '')).not.to.include('\n');
    });

    it('edits a top-level dotted key (features.mode = ...) in place', () => {
      const f = file('# dotted\nfeatures.mode = "api" # here\n\n[demo]\nport = 9000\n');
      writeModeToFile(f, 'hybrid');
      expect(readFileSync(f, 'utf8')).to.equal('# dotted\nfeatures.mode = "hybrid" # here\n\n[demo]\nport = 9000\n');
    });

    it('leaves a file it cannot edit safely untouched and says what to do', () => {
      const text = 'features = { mode = "api" }\n';
      const f = file(text);
      expect(() => writeModeToFile(f, 'web')).to.throw(SettingsError, /cannot set features.mode .* edit the file by hand/);
      expect(readFileSync(f, 'utf8')).to.equal(text);
    });
  });

  describe('shipped settings.toml and JSON Schema', () => {
    const shippedToml = () => readFileSync(join(ROOT, 'settings.toml'), 'utf8');
    // A user may have run `agent mode <m>` in a clone, which edits the shipped file: the mode value is not compared.
    const anyMode = (text: string) => text.replace(/^mode = "[a-z]+"/m, 'mode = <mode>');

    it(
      'settings.toml, the schema and the key tables of docs/settings.md and README.md equal ' +
        'what scripts/gen-settings.ts produces (run it after changing a key)',
      () => {
        expect(anyMode(shippedToml()), 'settings.toml is out of date: npx tsx scripts/gen-settings.ts').to.equal(
          anyMode(renderSettingsToml()),
        );
        expect(readFileSync(join(ROOT, SCHEMA_PATH), 'utf8'), `${SCHEMA_PATH} is out of date: npx tsx scripts/gen-settings.ts`).to.equal(
          renderSettingsSchema(),
        );
        const docs = readFileSync(join(ROOT, 'docs', 'settings.md'), 'utf8');
        expect(docs, 'the key table of docs/settings.md is out of date: npx tsx scripts/gen-settings.ts').to.equal(withSettingsTable(docs));
        for (const spec of SETTING_KEYS) expect(docs).to.include(`| \`${spec.section}.${spec.key}\` |`);
        const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
        expect(readme, 'the key table of README.md is out of date: npx tsx scripts/gen-settings.ts').to.equal(withSettingsTable(readme));
      },
    );

    it('has every key with its default, a comment, and the schema directive', () => {
      const text = shippedToml();
      expect(text.split('\n')[0]).to.equal(`#:schema ./${SCHEMA_PATH}`);
      const loaded = loadSettings({ AGENT_SETTINGS_FILE: join(ROOT, 'settings.toml') }, dir);
      for (const spec of SETTING_KEYS) {
        expect(loaded.sources[`${spec.section}.${spec.key}`], spec.key).to.deep.equal({ from: 'file' });
        if (spec.key !== 'mode') expect(get(loaded.values, spec.section, spec.key), spec.key).to.deep.equal(spec.default);
        const lines = text.split('\n');
        const i = lines.findIndex(
          (l, idx) =>
            l.startsWith(`${spec.key} = `) &&
            lines
              .slice(0, idx)
              .reverse()
              .find((h) => h.startsWith('[')) === `[${spec.section}]`,
        );
        expect(i, `${spec.section}.${spec.key} in settings.toml`).to.be.greaterThan(0);
        expect(lines[i - 1]!.startsWith('# '), `comment above ${spec.key}`).to.equal(true);
      }
    });

    it('the schema accepts the shipped file and rejects what the loader rejects', () => {
      const ajv = new Ajv({ allErrors: true });
      const validate = ajv.compile(JSON.parse(renderSettingsSchema()));
      expect(validate(parseToml(shippedToml())), JSON.stringify(validate.errors)).to.equal(true);
      expect(validate({ features: { mode: 'browser' } })).to.equal(true);
      for (const bad of [
        { features: { mode: 'turbo' } },
        { demo: { port: 70000 } },
        { api_mode: { enabled: 'yes' } },
        { api_mode: { nope: 1 } },
        { nope: {} },
        { api_mode: { cache_ttl: 1.5 } },
      ]) {
        expect(validate(bad), JSON.stringify(bad)).to.equal(false);
      }
    });
  });
});
