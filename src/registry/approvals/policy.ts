import type { CatalogTool } from '../catalog.js';
import type { Settings } from '../../settings/index.js';

/** HTTP methods that change or remove what they name. */
const DESTRUCTIVE_METHODS = new Set(['DELETE', 'PUT', 'PATCH']);

/**
 * Whether a tool may destroy or overwrite: an MCP tool that is not read-only unless its server
 * says `destructiveHint: false` (the MCP default is true), or an HTTP operation that deletes,
 * replaces or patches.
 */
export function isDestructive(item: CatalogTool): boolean {
  if (item.tool.readOnly) return false;
  if (item.source.kind === 'mcp') return item.tool.annotations?.destructiveHint !== false;
  return DESTRUCTIVE_METHODS.has(item.record.method.toUpperCase());
}

/** Which calls wait for approval (`[approvals]`): destructive tools of the listed applications, and the listed tools. */
export class ApprovalPolicy {
  private readonly apps: Set<string>;
  private readonly tools: Set<string>;
  constructor(settings: Settings['approvals']) {
    this.apps = new Set(settings.apps);
    this.tools = new Set(settings.tools);
  }

  get enabled(): boolean {
    return this.apps.size > 0 || this.tools.size > 0;
  }

  needs(item: CatalogTool): boolean {
    if (this.tools.has(item.name)) return true;
    return (this.apps.has('*') || this.apps.has(item.app)) && isDestructive(item);
  }
}
