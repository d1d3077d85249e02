import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received. */
export interface StubRequest {
  path: string;
  body: any;
  authorization?: string;
}

/** What the script answers to one /api/chat request: a message, or an HTTP error. */
export type StubReply =
  | { content?: string; tool_calls?: { function: { name: string; arguments: unknown } }[] }
  | { status: number; error: string }
  | { delayMs: number; reply: StubReply };

export interface OllamaStub {
  url: string;
  requests: StubRequest[];
  chats(): StubRequest[];
  close(): Promise<void>;
}

/**
 * An Ollama-compatible HTTP server for tests (the only stand-in the tests use): `/api/tags`
 * lists `models`; each `/api/chat` gets the next reply from `script(body, n)`. Records
 * every request with its Authorization header.
 */
export function startOllamaStub(opts: {
  models?: string[];
  script?: (body: any, n: number, req: StubRequest) => StubReply;
  tagsStatus?: number;
}): Promise<OllamaStub> {
  const requests: StubRequest[] = [];
  let n = 0;
  const reply = async (res: ServerResponse, body: any, r: StubReply, model: string): Promise<void> => {
    if ('delayMs' in r) {
      await new Promise((done) => setTimeout(done, r.delayMs));
      return reply(res, body, r.reply, model);
    }
    if ('status' in r) {
      res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: r.error }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        model,
        created_at: new Date().toISOString(),
        message: { role: 'assistant', content: r.content ?? '', ...(r.tool_calls ? { tool_calls: r.tool_calls } : {}) },
        done: true,
        done_reason: 'stop',
      }),
    );
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? JSON.parse(text) : undefined;
    const entry: StubRequest = { path: req.url ?? '', body, authorization: req.headers.authorization };
    requests.push(entry);
    if (req.url === '/api/tags') {
      res.writeHead(opts.tagsStatus ?? 200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          models: (opts.models ?? []).map((m) => ({ name: m, model: m, size: 1, digest: 'x', modified_at: new Date().toISOString() })),
        }),
      );
      return;
    }
    if (req.url === '/api/chat' && opts.script) {
      await reply(res, body, opts.script(body, n++, entry), body?.model ?? 'stub');
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        chats: () => requests.filter((r) => r.path === '/api/chat'),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
