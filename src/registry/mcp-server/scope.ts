/**
 * What one endpoint of the MCP server serves, independent of the protocol revision and of
 * the SDK that speaks it: the tools a scope lists (every application under
 * `<service>_<tool>`, one application under its tools' own names, one tool set, or the
 * three discovery tools) and a tools/call of that scope. The 2025-11-25 server (server.ts,
 * SDK 1.x) and the 2026-07-28 one (modern-server.ts, SDK 2.x) both answer with these.
 */
import { ErrorCode, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ValidationIssue } from '../../http/index.js';
import type { Catalog, CatalogTool } from '../catalog.js';
import type { CallGuard } from '../call-guard.js';
import type { Grant } from '../keys/index.js';
import { mayUse } from '../keys/gate.js';
import type { ToolSearch } from '../search/service.js';
import type { ToolProgress } from '../types.js';
import { Cancel } from '../../shared/cancel.js';
import type { CallRelay } from '../upstream.js';
import { DISCOVERY_TOOLS, callToolTarget, discoveryAnswer, isDiscoveryTool } from './discovery.js';
import { callTool } from './fast-call.js';
import { page, type Passthrough } from './passthrough.js';
import { mcpTool, rpcFailure } from './tools.js';
import type { Refused, SessionScope } from './types.js';

export interface Scope extends SessionScope {
  catalog: Catalog;
  search: ToolSearch;
  passthrough: Passthrough;
  refused: Refused;
  pageSize: number;
  /** The key of the session (the capabilities declared are those of the applications it may use). */
  grant?: Grant;
  /** Replica mode (no sessions): no subscriptions, nothing relayed. */
  stateless?: boolean;
  /** Asked before a call runs: limits and approvals. */
  guard?: CallGuard;
}

/** An application's tools by their own names (the first of equal ones; kept by the catalogue per application). */
export function appTools(catalog: Catalog, app: string): ReadonlyMap<string, CatalogTool> {
  return catalog.ownTools(app);
}

/** The instructions a server of this scope gives its client. */
export function instructionsOf(scope: Pick<Scope, 'app' | 'set'>): string {
  if (scope.set !== undefined) return `The tool set '${scope.set.name}' of the agent tool registry, its tools named <service>_<tool>.`;
  if (scope.app !== undefined) return `The application '${scope.app}' of the agent tool registry, under its own names.`;
  return (
    'Every tool of the agent tool registry (OpenAPI services, MCP servers, TRM tool ' +
    'runtimes, onboarded tools), named <service>_<tool>.'
  );
}

/** One page of tools/list for the caller's key: a key limited to some applications (or tool sets) lists only theirs. */
export function listTools(scope: Scope, grant: Grant | undefined, cursor: string | undefined): { tools: Tool[]; nextCursor?: string } {
  const { catalog, app, set } = scope;
  if (scope.mode === 'search' && app === undefined) return { tools: DISCOVERY_TOOLS };
  const tools =
    app !== undefined
      ? [...appTools(catalog, app)].filter(([, t]) => mayUse(grant, t)).map(([own, t]) => mcpTool(t, own))
      : (grant?.apps || grant?.sets || set
          ? catalog.tools().filter((t) => mayUse(grant, t) && (!set || set.contains(t)))
          : catalog.tools()
        ).map((t) => mcpTool(t));
  return page(tools, 'tools', 'tools', cursor, scope.pageSize) as { tools: Tool[]; nextCursor?: string };
}

export interface ScopeCallOptions {
  issues?: ValidationIssue[];
  grant?: Grant;
  signal?: AbortSignal;
  onProgress?: (p: ToolProgress) => void;
  relay?: CallRelay;
  /** The client can be asked to wait for an approval (it declared elicitation). */
  elicit?: boolean;
}

/** A tools/call of the scope: a tool outside a set is not found on the set's endpoint; call_tool stands for its target. */
export async function callInScope(
  scope: Scope,
  name: string,
  args: Record<string, unknown> | undefined,
  opts: ScopeCallOptions,
): Promise<CallToolResult> {
  const { catalog, app, set } = scope;
  const inSet = (n: string) => {
    const t = set && catalog.find(n);
    if (set && !(t && set.contains(t)))
      throw rpcFailure(
        ErrorCode.InvalidParams,
        `Tool '${n}' is not in the tool set '${set.name}': tools/list (or GET /sets) shows what it holds`,
      );
    return n;
  };
  const { signal, ...rest } = opts;
  const call = { ...rest, cancel: signal && new Cancel(signal), guard: scope.guard };
  if (app !== undefined) return callTool(catalog, appTools(catalog, app).get(name)?.name ?? `${app}_${name}`, args, call);
  if (scope.mode === 'search' && isDiscoveryTool(name)) {
    const answer = discoveryAnswer(catalog, scope.search, name, args, opts.grant, set?.contains);
    if (answer) return answer;
    const target = callToolTarget(args);
    return callTool(catalog, inSet(target.name), target.args, call);
  }
  return callTool(catalog, inSet(name), args, call);
}
