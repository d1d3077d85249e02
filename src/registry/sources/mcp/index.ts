/**
 * MCP servers as registry sources: stdio (own process group), streamable HTTP and SSE,
 * one warm supervised session each. See docs/registry-mcp.md.
 */
export { McpSource, type McpSourceOptions } from './source.js';
export { reapOrphanedChildren } from './children.js';
export { locationOf } from './connect.js';
export { toolFromMcp, embeddedResponseSchema } from './records.js';
