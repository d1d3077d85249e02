import { expect } from 'chai';
import { call, providerHarness } from './helpers/llm-contract.js';
import { ANTHROPIC, OPENAI, type Dialect } from './helpers/llm-dialects.js';
import { ASKING_YAML, chatStream } from './helpers/mcp-input.js';
import type { ModelStubRequest } from './helpers/model-stub.js';
import { postJson } from './helpers/server.js';

/**
 * Issue 31: an MCP tool asks the chat's model for a completion during a call
 * (`sampling/createMessage`, test/fixtures/mcp/asking-server.mjs's write_tagline, federated
 * by a real registry); the demo server answers it with the model it plans with, through the
 * provider's own SDK against a scripted server of its real API, and the tool echoes the
 * model's text into its result. (The offline planner's refusal: demo-mcp-input.)
 */
const TAGLINE = 'Sunshine, stored.';

for (const d of [OPENAI, ANTHROPIC] as Dialect[])
  describe(`chat: a tool's sampling request answered by the chat's model (${d.provider} SDK, scripted API)`, function () {
    this.timeout(60_000);
    const h = providerHarness(d, { registryConfig: ASKING_YAML, noDemo: true });
    /** The tool's request for a completion: the model call that offers no tools. */
    const sampling = (r: ModelStubRequest) => d.toolNames(r.body).length === 0;

    it('the model writes the completion; the tool gets a CreateMessageResult and the chat reports its result', async () => {
      const s = await h.stub((body) => {
        if (d.toolNames(body).length === 0) return { text: TAGLINE };
        const results = d.toolResults(body);
        return results.length === 0 ? call('asking_write_tagline', { product: 'Solar Roof' }) : { text: `Done. ${results[0]!.content}` };
      });
      const srv = await h.demo(s);
      const chat = await chatStream(srv.url, 'write a tagline for Solar Roof');
      const echoed = `Tagline: ${TAGLINE} (written by stub-model, endTurn)`;
      expect(chat.answer.response).to.include(echoed);
      expect(chat.answer.metadata).to.include({ planner: d.provider, model: 'stub-model' });
      const [tool] = chat.answer.data.calls;
      expect(tool).to.include({ tool: 'asking_write_tagline', status: 'ok', httpStatus: 200 });
      expect(tool.asked).to.deep.equal([{ kind: 'sampling', outcome: 'answered', message: 'stub-model' }]);
      expect(chat.types).to.not.include('elicitation');
      // the completion asked of the model: the tool's system prompt and message, no tools, the configured key
      const asked = s.requests.filter(sampling);
      expect(asked).to.have.length(1);
      expect(d.lastUserText(asked[0]!.body)).to.equal('Write a tagline for Solar Roof.');
      const system = d.provider === 'anthropic' ? asked[0]!.body.system : asked[0]!.body.messages[0].content;
      expect(system).to.equal('You write short, upbeat marketing taglines.');
      expect(d.keyOf(asked[0]!)).to.equal('sk-test-key-1');
      // a result the model shaped is not served from the cache: asked again, the tool asks the model again
      expect((await chatStream(srv.url, 'write a tagline for Solar Roof')).answer.response).to.include(echoed);
      expect(s.requests.filter(sampling)).to.have.length(2);
    });

    it('a model that fails the completion: the call fails saying so, and the chat still answers (the result is never cached)', async () => {
      const s = await h.stub((body) => {
        if (d.toolNames(body).length === 0) return { status: 400, error: 'max_tokens is too large' };
        const results = d.toolResults(body);
        return results.length === 0 ? call('asking_write_tagline', {}) : { text: `The tool failed: ${results[0]!.content}` };
      });
      const srv = await h.demo(s);
      const { status, body } = await postJson(`${srv.url}/chat`, { message: 'write a tagline' });
      expect(status).to.equal(200);
      const [tool] = body.data.calls;
      expect(tool).to.include({ tool: 'asking_write_tagline', status: 'error' });
      expect(tool.error).to.include(
        "'asking_write_tagline' asked the chat's model for a completion (sampling/createMessage), which it could not give",
      );
      expect(tool.error).to.include('max_tokens is too large');
      expect(body.response).to.include('The tool failed');
      expect(s.requests.filter(sampling)).to.have.length(1);
    });
  });
