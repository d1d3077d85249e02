import { OPENAI } from './helpers/llm-dialects.js';
import { modelProviderContract } from './helpers/llm-contract.js';

describe('OpenAI-compatible planner (openai SDK, scripted Chat Completions API) over the real registry and demo APIs', function () {
  this.timeout(60_000);
  modelProviderContract(OPENAI);
});
