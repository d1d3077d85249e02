/**
 * Progressive discovery on `/mcp`: instead of the whole catalogue, `tools/list` offers three
 * tools (search, describe, call), so a model connected to 100,000 tools reads three schemas,
 * finds the few it needs, reads theirs, and calls them. A call through `call_tool` is the
 * same call as a direct `tools/call` (the same validation, key, limits, audit and metrics).
 *
 * Chosen per request, first match wins: the endpoint's `?tools=search` or `?tools=all`, the
 * key's `tools` (`agent keys create --tools search`), then `registry.mcp_search_above` (search
 * when the client may see more tools than that; 0: never).
 */
import { ErrorCode, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Catalog } from '../catalog.js';
import type { Grant } from '../keys/index.js';
import { mayUse } from '../keys/gate.js';
import type { ToolRef } from '../tool-sets.js';
import { SEARCH_K_DEFAULT, SEARCH_K_MAX, SEARCH_TEXT_MAX } from '../search/limits.js';
import { ToolSearch } from '../search/service.js';
import { mcpTool, rpcFailure } from './tools.js';

export const TOOLS_MODES = ['all', 'search'] as const;
export type ToolsMode = (typeof TOOLS_MODES)[number];

export const SEARCH_TOOLS = 'search_tools';
export const DESCRIBE_TOOLS = 'describe_tools';
export const CALL_TOOL = 'call_tool';
const DESCRIBE_MAX = 20;

export const DISCOVERY_TOOLS: Tool[] = [
  {
    name: SEARCH_TOOLS,
    title: 'Search the tool catalogue',
    description:
      'Find the tools for a task among every tool of the registry. Describe the task in plain words ' +
      '(what to do, on which service); returns the best matches, each with a one-line description. ' +
      `Then ${DESCRIBE_TOOLS} for their input schemas, and ${CALL_TOOL} to run one.`,
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, maxLength: SEARCH_TEXT_MAX, description: 'The task, in plain words' },
        k: { type: 'integer', minimum: 1, maximum: SEARCH_K_MAX, description: `How many tools (default ${SEARCH_K_DEFAULT})` },
      },
      required: ['query'],
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: DESCRIBE_TOOLS,
    title: 'Describe tools',
    description: `The full definitions (description, input schema) of tools by name, as ${SEARCH_TOOLS} gave them.`,
    inputSchema: {
      type: 'object',
      properties: { names: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: DESCRIBE_MAX } },
      required: ['names'],
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: CALL_TOOL,
    title: 'Call a tool',
    description: `Calls a tool by name with its arguments (see ${DESCRIBE_TOOLS} for what it takes).`,
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'The tool name' },
        arguments: { type: 'object', description: "The tool's arguments", additionalProperties: true },
      },
      required: ['name'],
    },
  },
];

const DISCOVERY_NAMES = new Set(DISCOVERY_TOOLS.map((t) => t.name));

/** Whether a name is one of the discovery tools. */
export const isDiscoveryTool = (name: string) => DISCOVERY_NAMES.has(name);

/** The mode of a request: the endpoint's query, then the key's, then the catalogue's size against the setting. */
export function toolsModeOf(query: unknown, grant: Grant | undefined, visibleTools: () => number, searchAbove: number): ToolsMode {
  if (query === 'search' || query === 'all') return query;
  if (grant?.tools === 'search') return 'search';
  return searchAbove > 0 && visibleTools() > searchAbove ? 'search' : 'all';
}

const text = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value as Record<string, unknown>,
});

const invalid = (message: string) => rpcFailure(ErrorCode.InvalidParams, message);

/**
 * Answers search_tools and describe_tools; undefined for call_tool (the caller runs it as
 * the tools/call it stands for).
 */
export function discoveryAnswer(
  catalog: Catalog,
  search: ToolSearch,
  name: string,
  args: Record<string, unknown> | undefined,
  grant: Grant | undefined,
  within?: (t: ToolRef) => boolean,
): CallToolResult | undefined {
  const visible = (t: ToolRef) => mayUse(grant, t) && (!within || within(t));
  if (name === SEARCH_TOOLS) {
    const query = args?.query;
    if (typeof query !== 'string' || query.trim() === '') throw invalid(`${SEARCH_TOOLS} needs "query": the task in plain words`);
    const k = args?.k;
    if (k !== undefined && !(Number.isInteger(k) && (k as number) >= 1 && (k as number) <= SEARCH_K_MAX))
      throw invalid(`${SEARCH_TOOLS}: "k" must be an integer from 1 to ${SEARCH_K_MAX}`);
    const { hits, complete } = search.search(query, { k: k as number | undefined, grant, within });
    return text({
      query,
      tools: hits.map((h) => {
        const r = ToolSearch.result(h);
        return { name: r.name, description: r.description, score: r.score, matched: Object.keys(r.matched) };
      }),
      ...(hits.length === 0 ? { note: 'No tool matches; try other words, or name the service.' } : {}),
      ...(complete ? {} : { indexing: 'The catalogue is still being indexed after a change; search again shortly for its newest tools.' }),
    });
  }
  if (name === DESCRIBE_TOOLS) {
    const names = args?.names;
    if (!Array.isArray(names) || names.length === 0 || names.length > DESCRIBE_MAX || !names.every((n) => typeof n === 'string'))
      throw invalid(`${DESCRIBE_TOOLS} needs "names": 1 to ${DESCRIBE_MAX} tool names`);
    const tools: Tool[] = [];
    const unknown: string[] = [];
    for (const n of names as string[]) {
      const t = catalog.find(n);
      if (t && visible(t)) tools.push(mcpTool(t));
      else unknown.push(n);
    }
    return text({ tools, ...(unknown.length > 0 ? { unknown } : {}) });
  }
  return undefined;
}

/** The tool and arguments a call_tool stands for. */
export function callToolTarget(args: Record<string, unknown> | undefined): { name: string; args: Record<string, unknown> | undefined } {
  const name = args?.name;
  if (typeof name !== 'string' || name === '') throw invalid(`${CALL_TOOL} needs "name": the tool to call`);
  const inner = args?.arguments;
  if (inner !== undefined && (inner === null || typeof inner !== 'object' || Array.isArray(inner)))
    throw invalid(`${CALL_TOOL}: "arguments" must be an object`);
  return { name, args: inner as Record<string, unknown> | undefined };
}
