import { expect } from 'chai';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { call, providerHarness, streamChat } from './helpers/llm-contract.js';
import { OPENAI } from './helpers/llm-dialects.js';
import { startOllamaStub } from './helpers/ollama-stub.js';
import { freePort } from './helpers/ports.js';
import { getJson, postJson } from './helpers/server.js';
import { demoRegistryYaml } from './helpers/stack.js';

const require = createRequire(import.meta.url);
const GITHUB = join(require.resolve('@octokit/openapi/package.json'), '..', 'generated', 'api.github.com.json');

describe('Model planner selection (auto), offline fallback, and region questions over OpenAI-compatible endpoints', function () {
  this.timeout(60_000);
  const h = providerHarness(OPENAI);

  it('auto: an OpenAI key picks openai, else an Anthropic key picks anthropic, else Ollama with the model, else offline', async () => {
    const ollama = await startOllamaStub({ models: ['qwen2.5:7b-instruct'] });
    const none = await startOllamaStub({ models: [] });
    try {
      const status = async (env: NodeJS.ProcessEnv, host = 'http://127.0.0.1:9') =>
        (await getJson(`${(await h.demo('', { llm: { provider: 'auto', base_url: '', model: '', host } }, env)).url}/status`)).body.planner;
      const both = await status({ OPENAI_API_KEY: 'sk-o', ANTHROPIC_API_KEY: 'sk-a' }, ollama.url);
      expect(both).to.deep.include({ in_use: 'openai', model: 'gpt-4.1-mini', base_url: 'https://api.openai.com/v1' });
      expect(both.key).to.deep.equal({ env: 'OPENAI_API_KEY', present: true });
      expect(both.reason).to.include('$OPENAI_API_KEY is set');
      const anthropic = await status({ ANTHROPIC_API_KEY: 'sk-a' }, ollama.url);
      expect(anthropic).to.deep.include({ in_use: 'anthropic', model: 'claude-sonnet-4-5', base_url: 'https://api.anthropic.com' });
      const local = await status({}, ollama.url);
      expect(local).to.deep.include({ in_use: 'ollama', model: 'qwen2.5:7b-instruct', base_url: ollama.url });
      const missing = await status({}, none.url);
      expect(missing.in_use).to.equal('offline');
      expect(missing.reason).to.include('does not have qwen2.5:7b-instruct');
      const down = await status({});
      expect(down.in_use).to.equal('offline');
      expect(down.reason).to.include('is not reachable');
      for (const p of [both, anthropic]) expect(JSON.stringify(p)).to.not.match(/sk-[oa]\b/);
    } finally {
      await ollama.close();
      await none.close();
    }
  });

  it('an explicit provider without its key says so in /status', async () => {
    const s = await h.stub(() => ({ text: 'hi' }));
    const st = await getJson(`${(await h.demo(s, {}, {})).url}/status`);
    expect(st.body.planner).to.deep.include({ in_use: 'openai', key: { env: 'OPENAI_API_KEY', present: false } });
    expect(st.body.planner.reason).to.include('$OPENAI_API_KEY is not set');
  });

  it('an unreachable endpoint: the offline planner answers, and the answer says so', async () => {
    const port = await freePort();
    const srv = await h.demo(`http://127.0.0.1:${port}/v1`);
    const { status, body } = await postJson(`${srv.url}/chat`, { message: 'how many accounts do I have?' });
    expect(status).to.equal(200);
    expect(body.metadata.planner).to.equal('offline');
    expect(body.response).to.match(/^There are 50 accounts/);
    expect(body.response).to.include(
      `(The offline planner answered: the OpenAI-compatible API at http://127.0.0.1:${port}/v1 is not reachable (ECONNREFUSED); check llm.base_url.)`,
    );
    const st = await getJson(`${srv.url}/status`);
    expect(st.body.planner.error).to.include('ECONNREFUSED');
  });

  it('opportunities by region, streamed: one tool call, the answer text arrives as tokens before the answer event', async () => {
    const s = await h.stub((_b, n) =>
      n === 0
        ? call('crm_opportunities_by_region', { month: 11, year: 2024 })
        : { text: 'North America leads the regions in November 2024.' },
    );
    const events = await streamChat((await h.demo(s)).url, 'opportunities closing in November 2024 by region');
    const types = events.map((e) => e.type);
    expect(types.indexOf('tool_result')).to.be.lessThan(types.indexOf('token'));
    expect(types.at(-1)).to.equal('answer');
    const answer = events.at(-1)!.data;
    expect(answer.data.calls[0]).to.include({ tool: 'crm_opportunities_by_region', status: 'ok' });
    expect(answer.data.calls[0].args).to.deep.equal({ month: 11, year: 2024 });
    expect(answer.metadata.usage).to.deep.equal({ input_tokens: 22, output_tokens: 14 });
  });
});

describe('Tool shortlisting with the GitHub description loaded (llm.max_tools, find_tools)', function () {
  this.timeout(120_000);
  const h = providerHarness(OPENAI, {
    noDemo: true,
    registryConfig: `${demoRegistryYaml('{territory}', '{crm}')}  - { name: github, type: openapi, spec_url: "${GITHUB}" }\n`,
  });

  it('the first request offers at most llm.max_tools tools; find_tools finds more, offered from the next step on', async () => {
    const s = await h.stub((body, n) => {
      if (n === 0) return call('find_tools', { query: 'create an issue in a repository' });
      if (n === 1) return { text: `found: ${OPENAI.toolResults(body)[0]!.content.slice(0, 2000)}` };
      return { text: 'done' };
    });
    const srv = await h.demo(s, { llm: { max_tools: 12 }, api_mode: { max_response_mb: 64 } });
    const { status, body } = await postJson(`${srv.url}/chat`, { message: 'which is my top account by revenue?' });
    expect(status).to.equal(200);
    const [first, second] = s.requests.map((r) => OPENAI.toolNames(r.body));
    expect(first!.length).to.be.at.most(12);
    expect(first).to.include.members(['find_tools', 'query', 'territory_get_my_accounts']);
    expect(first!.filter((n) => n.startsWith('github_'))).to.have.length.below(6);
    const found = JSON.parse(OPENAI.toolResults(s.requests[1]!.body)[0]!.content);
    expect(found.catalogue_size).to.be.greaterThan(900);
    expect(found.tools.map((t: any) => t.name)).to.include('github_issues_create');
    expect(second!.length).to.be.at.most(12);
    expect(second).to.include('github_issues_create');
    expect(body.response).to.match(/^found: /);
    const schemas = s.requests[1]!.body.tools.map((t: any) => JSON.stringify(t.function.parameters));
    for (const text of schemas) expect(text).to.not.include('$ref');
  });
});
