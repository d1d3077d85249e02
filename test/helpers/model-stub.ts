import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one stand-in the tests use: a scripted HTTP server speaking a model provider's real
 * wire format (openai-stub.ts, anthropic-stub.ts render the replies). Each request to the
 * provider's path gets the next reply of `script(body, n, request)`; every request is
 * recorded with its auth headers and arrival time.
 */
export interface StubCall {
  name: string;
  /** An object (sent as JSON) or a string (sent as it is: malformed arguments). */
  arguments: unknown;
  id?: string;
}

export type ModelStubReply =
  | { text?: string; calls?: StubCall[]; usage?: { input: number; output: number } }
  | { status: number; error: string; headers?: Record<string, string> }
  | { delayMs: number; reply: ModelStubReply };

export interface ModelStubRequest {
  path: string;
  body: any;
  authorization?: string;
  apiKey?: string;
  at: number;
}

export interface ModelStub {
  url: string;
  requests: ModelStubRequest[];
  close(): Promise<void>;
}

export type Render = (res: ServerResponse, body: any, reply: Exclude<ModelStubReply, { delayMs: number }>, n: number) => void;

export function startModelStub(opts: {
  path: string;
  script: (body: any, n: number, req: ModelStubRequest) => ModelStubReply;
  render: Render;
}): Promise<ModelStub> {
  const requests: ModelStubRequest[] = [];
  let n = 0;
  const answer = async (res: ServerResponse, body: any, r: ModelStubReply, i: number): Promise<void> => {
    if ('delayMs' in r) {
      await new Promise((done) => setTimeout(done, r.delayMs));
      if (!res.destroyed) await answer(res, body, r.reply, i);
      return;
    }
    opts.render(res, body, r, i);
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? JSON.parse(text) : undefined;
    const entry: ModelStubRequest = {
      path: req.url ?? '',
      body,
      authorization: req.headers.authorization,
      apiKey: (req.headers['x-api-key'] ?? req.headers['api-key']) as string | undefined,
      at: Date.now(),
    };
    requests.push(entry);
    if (req.method === 'POST' && req.url === opts.path) {
      const i = n++;
      await answer(res, body, opts.script(body, i, entry), i);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${req.url}` } }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Writes server-sent events: `data:` lines (OpenAI) or `event:` + `data:` (Anthropic). */
export function sse(res: ServerResponse, events: { event?: string; data: unknown }[]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const e of events) {
    res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`);
  }
  res.end();
}

/** A text in a few pieces, as a model streams it. */
export function pieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export const argsText = (a: unknown) => (typeof a === 'string' ? a : JSON.stringify(a ?? {}));
