import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/**
 * A remote MCP server for tests (streamable HTTP, stateless, JSON answers): each request gets a
 * server of its own, set up by `setup` (its handlers), which also sees the HTTP request.
 */
export function statelessMcp(name: string, setup: (server: Server, req: IncomingMessage) => void): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const server = new Server({ name, version: '1.0.0' }, { capabilities: { tools: {} } });
    setup(server, req);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => void transport.close().then(() => server.close()));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      void server.connect(transport).then(() => transport.handleRequest(req, res, text ? JSON.parse(text) : undefined));
    });
  };
}
