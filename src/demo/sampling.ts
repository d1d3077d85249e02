/**
 * A tool's MCP server asking the chat's model for a completion during a call
 * (`sampling/createMessage`, issue 31): answered with the model the demo server plans with
 * (llm.provider: OpenAI, Anthropic, Azure OpenAI, Ollama, any OpenAI-compatible endpoint),
 * through the same adapter and keys as the planner (src/demo/planner/llm), as an MCP
 * CreateMessageResult. With the offline planner there is no model: the chat does not declare
 * `sampling` to the registry, which refuses the server's request (see tools/mcp-caller.ts).
 *
 * What the server sends is taken as it is: its `systemPrompt` (DEFAULT_SYSTEM when it gives
 * none), and its messages in turn, each
 * of text (a block or a list of blocks); images, audio and tool use cannot be sent to the
 * model by this adapter seam and are refused (SamplingError). `maxTokens`, `temperature`,
 * `stopSequences` and `modelPreferences` are hints the providers' defaults stand in for.
 */
import { AgentError } from '../shared/errors.js';
import type { ModelEndpoint } from '../settings/llm.js';
import type { ModelAdapter, ModelMessage } from './planner/llm/types.js';

/** The model a chat plans with, for its tools' sampling requests. */
export interface SamplingModel {
  adapter: ModelAdapter;
  endpoint: ModelEndpoint;
}

/** A sampling request the chat's model could not answer (what it carries, or the model's failure in one line). */
export class SamplingError extends AgentError {
  override name = 'SamplingError';
  constructor(tool: string, why: string, status = 502) {
    super(`'${tool}' asked the chat's model for a completion (sampling/createMessage), which it could not give: ${why}`, { status });
  }
}

/** The system prompt when the server gives none. */
const DEFAULT_SYSTEM = 'Answer the request below.';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The text of one sampling message's content (a block or a list of blocks), or why it cannot be sent. */
function textOf(content: unknown): string | { refused: string } {
  const blocks = Array.isArray(content) ? content : [content];
  const texts: string[] = [];
  for (const b of blocks) {
    if (!isObject(b)) return { refused: 'a message without content' };
    if (b.type !== 'text' || typeof b.text !== 'string')
      return { refused: `a message of ${String(b.type)} content, which only text can be` };
    texts.push(b.text);
  }
  return texts.join('\n');
}

/** The server's messages as the planner's neutral messages. */
function messagesOf(tool: string, params: Record<string, unknown>): ModelMessage[] {
  const given = Array.isArray(params.messages) ? params.messages : [];
  if (given.length === 0) throw new SamplingError(tool, 'the request has no messages', 400);
  return given.map((m) => {
    const text = textOf(isObject(m) ? m.content : undefined);
    if (typeof text !== 'string') throw new SamplingError(tool, `it carries ${text.refused}`, 400);
    return isObject(m) && m.role === 'assistant' ? { role: 'assistant', text, calls: [] } : { role: 'user', text };
  });
}

/** One completion of `model` for a tool's sampling request (its params), as the MCP CreateMessageResult. */
export async function sample(
  model: SamplingModel,
  tool: string,
  params: Record<string, unknown>,
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  const messages = messagesOf(tool, params);
  // some providers refuse an empty system prompt
  const system = typeof params.systemPrompt === 'string' && params.systemPrompt.trim() !== '' ? params.systemPrompt : DEFAULT_SYSTEM;
  let text: string;
  try {
    ({ text } = await model.adapter.complete({ model: model.endpoint.model, system, messages, tools: [], signal }));
  } catch (err) {
    const described = model.adapter.describe(err);
    throw new SamplingError(tool, described.message, (described as { status?: number }).status ?? 502);
  }
  return { role: 'assistant', content: { type: 'text', text }, model: model.endpoint.model, stopReason: 'endTurn' };
}
