import {
  argsText,
  pieces,
  sse,
  startModelStub,
  type ModelStub,
  type ModelStubReply,
  type ModelStubRequest,
  type Render,
} from './model-stub.js';

/**
 * An Anthropic Messages API server (`POST /v1/messages`): a JSON `message` with `text` and
 * `tool_use` blocks, or with `stream: true` the event stream (`message_start`, per block
 * `content_block_start` / `_delta` (`text_delta`, `input_json_delta`) / `_stop`,
 * `message_delta` with the stop reason and output tokens, `message_stop`). Errors are
 * `{type: "error", error: {type, message}}` with the reply's status and headers.
 */
const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

const render: Render = (res, body, r, n) => {
  if ('status' in r) {
    res
      .writeHead(r.status, { 'content-type': 'application/json', ...r.headers })
      .end(JSON.stringify({ type: 'error', error: { type: ERROR_TYPES[r.status] ?? 'api_error', message: r.error } }));
    return;
  }
  const id = `msg_${n}`;
  const model = body?.model ?? 'stub';
  const calls = (r.calls ?? []).map((c, i) => ({ id: c.id ?? `toolu_${n}_${i}`, name: c.name, input: c.arguments }));
  const stop = calls.length > 0 ? 'tool_use' : 'end_turn';
  const usage = { input_tokens: r.usage?.input ?? 13, output_tokens: r.usage?.output ?? 5 };
  const blocks = [
    ...(r.text ? [{ type: 'text', text: r.text }] : []),
    ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.input ?? {} })),
  ];
  if (!body?.stream) {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ id, type: 'message', role: 'assistant', model, content: blocks, stop_reason: stop, stop_sequence: null, usage }),
      );
    return;
  }
  const events: { event: string; data: unknown }[] = [
    {
      event: 'message_start',
      data: {
        type: 'message_start',
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...usage, output_tokens: 1 },
        },
      },
    },
  ];
  blocks.forEach((b, index) => {
    if (b.type === 'text') {
      events.push({
        event: 'content_block_start',
        data: { type: 'content_block_start', index, content_block: { type: 'text', text: '' } },
      });
      for (const p of pieces((b as { text: string }).text))
        events.push({ event: 'content_block_delta', data: { type: 'content_block_delta', index, delta: { type: 'text_delta', text: p } } });
    } else {
      const c = b as { id: string; name: string; input: unknown };
      events.push({
        event: 'content_block_start',
        data: { type: 'content_block_start', index, content_block: { type: 'tool_use', id: c.id, name: c.name, input: {} } },
      });
      const json = argsText(c.input);
      const half = Math.ceil(json.length / 2);
      for (const part of [json.slice(0, half), json.slice(half)])
        events.push({
          event: 'content_block_delta',
          data: { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: part } },
        });
    }
    events.push({ event: 'content_block_stop', data: { type: 'content_block_stop', index } });
  });
  events.push(
    {
      event: 'message_delta',
      data: { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } },
    },
    { event: 'message_stop', data: { type: 'message_stop' } },
  );
  sse(res, events);
};

export function startAnthropicStub(script: (body: any, n: number, req: ModelStubRequest) => ModelStubReply): Promise<ModelStub> {
  return startModelStub({ path: '/v1/messages', script, render });
}
