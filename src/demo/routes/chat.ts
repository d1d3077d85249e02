import { httpAnswer, INTERNAL_ERROR, type Service } from '../../http/index.js';
import type { ChatRunner } from '../chat.js';
import { openSse, wantsStream } from '../sse.js';
import { ChatRequest, ChatResponse, ErrorBody } from './schemas.js';

/**
 * POST /chat: JSON in, JSON out; or, with `Accept: text/event-stream`, the same run as
 * server-sent events (`plan`, `tool_call`, `tool_result`, a model's text as `token`s, then `answer` carrying exactly
 * the JSON body, or `error` carrying `{status, detail}`).
 */
export function registerChat(service: Service, runner: ChatRunner): void {
  service.route(
    {
      method: 'post',
      path: '/chat',
      operationId: 'chat',
      summary: 'Ask the agent',
      description:
        'Plans and runs the message against the tools of the current mode and answers with text, the data it is built on and metadata. ' +
        'Send `Accept: text/event-stream` to receive progress events (plan, tool_call, ' +
        "tool_result, and token: a language model's text as it arrives) and then the answer as server-sent events. " +
        'In api mode a browser request is answered with "Browser operations not available in API ' +
        'mode" (200, metadata.refused = true) and runs nothing.',
      tags: ['chat'],
      body: ChatRequest,
      responses: {
        200: { description: 'The answer', schema: ChatResponse },
        422: { description: 'Invalid request body (which field, why)' },
        503: { description: 'Registry not reachable, LLM not reachable, or too many chats at once (Retry-After)', schema: ErrorBody },
        504: {
          description: 'The chat did not finish within demo.default_timeout, or the LLM within api_mode.request_timeout',
          schema: ErrorBody,
        },
      },
    },
    async ({ body, req, res }) => {
      // a client that goes away cancels its chat (slot released, tool calls aborted), JSON or stream
      const gone = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) gone.abort(new Error('the client closed the connection'));
      });
      if (!wantsStream(req.get('accept'))) return runner.run(body.message, body.session_id, { signal: gone.signal });
      const stream = openSse(res);
      try {
        const answer = await runner.run(body.message, body.session_id, { emit: (e) => stream.send(e.type, e), signal: gone.signal });
        stream.send('answer', answer);
      } catch (err) {
        // the same status and detail the JSON answer would carry (httpAnswer renders both)
        const { status, body } = httpAnswer(err) ?? INTERNAL_ERROR;
        stream.send('error', { type: 'error', status, detail: (body as { detail?: unknown }).detail });
      } finally {
        stream.end();
      }
      return undefined;
    },
  );
}
