import type { AgentError } from '../shared/errors.js';
import type { Approvals, ApprovalRecord } from './approvals/index.js';
import type { CatalogTool } from './catalog.js';
import type { CallLimits } from './keys/limits.js';
import type { Grant } from './keys/index.js';

/** Whether a call may run now: yes; no, it waits for a person (the approval); or no, refused (a limit's 429). */
export type Admission = { run: true } | { run: false; waiting: ApprovalRecord } | { run: false; refused: AgentError };

/**
 * What is asked before any tool call runs, whichever way it came (`POST /functions/call`,
 * `/mcp`, `/mcp/apps/<app>`): the application's and the tool's limits (`[limits]`), then
 * whether the call waits for a person (`[approvals]`). Limits count calls asked, held or
 * not, so an approval is never used by a call a limit then refuses.
 */
export class CallGuard {
  constructor(
    readonly approvals: Approvals,
    readonly limits: CallLimits,
  ) {}

  /** Whether anything is asked at all (no limit and no approval configured: calls go straight on). */
  get active(): boolean {
    return this.limits.enabled || this.approvals.policy.enabled;
  }

  async admit(grant: Grant | undefined, tool: CatalogTool, args: Record<string, unknown>): Promise<Admission> {
    const refused = await this.limits.take(tool.app, tool.name);
    if (refused) return { run: false, refused };
    const waiting = await this.approvals.admit(grant, tool, args);
    return waiting ? { run: false, waiting } : { run: true };
  }
}
