#!/usr/bin/env node
// A small MCP server over stdio for the reliability fault tests: `pid` (read-only),
// `slow_read {ms}` (read-only) and `slow_write {ms}` (not read-only: a call that may have
// reached the server must not be repeated by the registry).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'slow-write', version: '1.0.0' });
const json = (value) => ({ content: [{ type: 'text', text: JSON.stringify(value) }] });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

server.registerTool('pid', { description: 'The server process id.', inputSchema: {}, annotations: { readOnlyHint: true } }, async () =>
  json({ pid: process.pid }),
);
server.registerTool(
  'slow_read',
  { description: 'Reads after ms milliseconds.', inputSchema: { ms: z.number().int().min(0) }, annotations: { readOnlyHint: true } },
  async ({ ms }) => {
    await sleep(ms);
    return json({ read: true, pid: process.pid });
  },
);
server.registerTool(
  'slow_write',
  { description: 'Writes after ms milliseconds.', inputSchema: { ms: z.number().int().min(0) } },
  async ({ ms }) => {
    await sleep(ms);
    return json({ written: true, pid: process.pid });
  },
);

await server.connect(new StdioServerTransport());
