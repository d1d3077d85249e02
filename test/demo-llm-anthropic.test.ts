import { ANTHROPIC } from './helpers/llm-dialects.js';
import { modelProviderContract } from './helpers/llm-contract.js';

describe('Anthropic planner (@anthropic-ai/sdk against a scripted Messages API) over the real registry and demo APIs', function () {
  this.timeout(60_000);
  modelProviderContract(ANTHROPIC);
});
