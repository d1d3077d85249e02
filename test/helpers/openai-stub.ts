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
 * An OpenAI-compatible Chat Completions server (`POST /v1/chat/completions`): a JSON
 * `chat.completion`, or with `stream: true` the `chat.completion.chunk` SSE stream (text in
 * pieces, each tool call as a header chunk then its arguments in two pieces, the finish
 * chunk, a usage chunk when `stream_options.include_usage`, then `[DONE]`). Errors are
 * `{error: {message, type, code}}` with the reply's status and headers.
 */
const render: Render = (res, body, r, n) => {
  if ('status' in r) {
    res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers }).end(
      JSON.stringify({
        error: { message: r.error, type: r.status === 429 ? 'rate_limit_exceeded' : 'invalid_request_error', code: null },
      }),
    );
    return;
  }
  const id = `chatcmpl-${n}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body?.model ?? 'stub';
  const calls = (r.calls ?? []).map((c, i) => ({ id: c.id ?? `call_${n}_${i}`, name: c.name, args: argsText(c.arguments) }));
  const usage = { prompt_tokens: r.usage?.input ?? 11, completion_tokens: r.usage?.output ?? 7 };
  const finish = calls.length > 0 ? 'tool_calls' : 'stop';
  if (!body?.stream) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: r.text ?? null,
              refusal: null,
              ...(calls.length > 0
                ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })) }
                : {}),
            },
            logprobs: null,
            finish_reason: finish,
          },
        ],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      }),
    );
    return;
  }
  const chunk = (delta: unknown, finish_reason: string | null = null) => ({
    data: { id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason }] },
  });
  const events = [chunk({ role: 'assistant', content: '' })];
  for (const p of pieces(r.text ?? '')) events.push(chunk({ content: p }));
  calls.forEach((c, index) => {
    events.push(chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] }));
    const half = Math.ceil(c.args.length / 2);
    for (const part of [c.args.slice(0, half), c.args.slice(half)])
      if (part) events.push(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
  });
  events.push(chunk({}, finish));
  if (body?.stream_options?.include_usage)
    events.push({
      data: {
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      } as any,
    });
  sse(res, [...events, { data: '[DONE]' }]);
};

export function startOpenAiStub(script: (body: any, n: number, req: ModelStubRequest) => ModelStubReply): Promise<ModelStub> {
  return startModelStub({ path: '/v1/chat/completions', script, render });
}
