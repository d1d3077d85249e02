/**
 * MCP protocol revision 2026-07-28 on the wire, for tests that look at what the official
 * client hides: one request with the per-request `_meta` envelope and the standard headers
 * (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`), answered as JSON or as an event stream.
 */
export const REVISION = '2026-07-28';

/** The envelope every 2026-07-28 request carries, declaring `caps`. */
export const envelope = (caps: Record<string, unknown> = {}) => ({
  'io.modelcontextprotocol/protocolVersion': REVISION,
  'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': caps,
});

export interface RpcAnswer {
  status: number;
  headers: Headers;
  /** The JSON-RPC response (for an event stream: the one answering the request). */
  body: { id?: unknown; result?: Record<string, any>; error?: { code: number; message: string; data?: any } } | undefined;
  /** Every message of an event stream (notifications first). */
  events: Record<string, any>[];
}

/** Sends one 2026-07-28 request; `params._meta` keys are added to (and win over) the envelope's. */
export async function rpc(
  url: string,
  method: string,
  params: Record<string, unknown> = {},
  opts: { token?: string; caps?: Record<string, unknown>; id?: number; headers?: Record<string, string> } = {},
): Promise<RpcAnswer> {
  const id = opts.id ?? Math.floor(Math.random() * 1e9);
  const meta = { ...envelope(opts.caps), ...(params._meta as Record<string, unknown> | undefined) };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': REVISION,
    'mcp-method': method,
  };
  const name = method === 'resources/read' ? params.uri : method === 'tools/call' || method === 'prompts/get' ? params.name : undefined;
  if (typeof name === 'string') headers['mcp-name'] = name;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, ...opts.headers },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } }),
  });
  const text = await res.text();
  const events: Record<string, any>[] = [];
  if (res.headers.get('content-type')?.includes('text/event-stream')) {
    for (const line of text.split('\n')) if (line.startsWith('data:')) events.push(JSON.parse(line.slice(5)));
    return { status: res.status, headers: res.headers, body: events.find((e) => e.id === id), events };
  }
  let body: RpcAnswer['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, events };
}
