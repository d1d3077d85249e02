/**
 * The reference TRM (tool runtime) server: the protocol the registry's TRM source speaks
 * (docs/registry-mcp.md), with a few tools for tests.
 *
 *   GET  /api/v1/tools/            -> [{name, description, input_schema, output_schema, read_only}]
 *   POST /api/v1/tools/{name}/run  -> 200 JSON result; 404 unknown tool; 422 bad args;
 *                                     401 without the expected auth header; a tool that
 *                                     throws answers its error's `status` (default 500)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TrmTool {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
  output_schema?: Record<string, unknown>;
  read_only?: boolean;
  run(args: Record<string, unknown>): unknown | Promise<unknown>;
}

export interface TrmServer {
  url: string;
  /** Requests seen (method, path, auth header value). */
  requests: { method: string; path: string; auth: string | undefined; body?: unknown }[];
  close(): Promise<void>;
}

export const DEFAULT_TRM_TOOLS: TrmTool[] = [
  {
    name: 'convert_currency',
    description: 'Converts an amount between currencies at fixed demo rates.',
    input_schema: {
      type: 'object',
      properties: {
        amount: { type: 'number', minimum: 0, description: 'amount to convert' },
        from: { type: 'string', enum: ['USD', 'EUR', 'GBP'] },
        to: { type: 'string', enum: ['USD', 'EUR', 'GBP'] },
      },
      required: ['amount', 'from', 'to'],
    },
    output_schema: {
      type: 'object',
      properties: { amount: { type: 'number' }, currency: { type: 'string' } },
      required: ['amount', 'currency'],
    },
    read_only: true,
    run: ({ amount, from, to }) => {
      const usd: Record<string, number> = { USD: 1, EUR: 1.25, GBP: 1.5 };
      return { amount: Math.round((((amount as number) * usd[from as string]!) / usd[to as string]!) * 100) / 100, currency: to };
    },
  },
  {
    name: 'word_count',
    description: 'Counts the words of a text.',
    input_schema: {
      type: 'object',
      properties: { text: { type: 'string' }, options: { type: 'object', properties: { unique: { type: 'boolean' } } } },
      required: ['text'],
    },
    run: ({ text, options }) => {
      const words = String(text).split(/\s+/).filter(Boolean);
      return {
        words: (options as { unique?: boolean } | undefined)?.unique ? new Set(words.map((w) => w.toLowerCase())).size : words.length,
      };
    },
  },
  {
    name: 'sleep',
    description: 'Answers after ms milliseconds.',
    input_schema: { type: 'object', properties: { ms: { type: 'integer', minimum: 0 } }, required: ['ms'] },
    run: async ({ ms }) => {
      await new Promise((r) => setTimeout(r, ms as number));
      return { slept: ms };
    },
  },
];

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? {} : JSON.parse(text);
}

/**
 * Starts the reference TRM server on 127.0.0.1 on a free port (or `port`).
 * `auth`: the header (lower case) and value every request must carry.
 */
export async function startTrmServer(
  opts: { tools?: TrmTool[]; auth?: { header: string; value: string }; port?: number } = {},
): Promise<TrmServer> {
  const tools = new Map((opts.tools ?? DEFAULT_TRM_TOOLS).map((t) => [t.name, t]));
  const requests: TrmServer['requests'] = [];
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const auth = opts.auth ? (req.headers[opts.auth.header] as string | undefined) : undefined;
    const seen: TrmServer['requests'][number] = { method: req.method ?? '', path, auth };
    requests.push(seen);
    if (opts.auth && auth !== opts.auth.value) return send(res, 401, { detail: 'missing or wrong credentials' });
    if (req.method === 'GET' && (path === '/api/v1/tools/' || path === '/api/v1/tools')) {
      return send(
        res,
        200,
        [...tools.values()].map(({ name, description, input_schema, output_schema, read_only }) => ({
          name,
          description,
          input_schema,
          output_schema,
          read_only,
        })),
      );
    }
    const m = /^\/api\/v1\/tools\/([^/]+)\/run$/.exec(path);
    if (req.method === 'POST' && m) {
      const tool = tools.get(decodeURIComponent(m[1]!));
      if (!tool) return send(res, 404, { detail: `tool '${decodeURIComponent(m[1]!)}' not found` });
      let args: unknown;
      try {
        args = await readJson(req);
      } catch {
        return send(res, 400, { detail: 'body is not JSON' });
      }
      seen.body = args;
      if (args === null || typeof args !== 'object' || Array.isArray(args)) return send(res, 422, { detail: 'args must be a JSON object' });
      try {
        return send(res, 200, await tool.run(args as Record<string, unknown>));
      } catch (err) {
        // a tool may fail with an HTTP status of its choosing (err.status), else 500
        const status = (err as { status?: number }).status ?? 500;
        return send(res, status, { detail: (err as Error).message });
      }
    }
    send(res, 404, { detail: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
