import { HttpError } from '../../http/index.js';
import type { Db } from '../../shared/db/index.js';
import type { Settings } from '../../settings/index.js';
import { validateArgs } from '../args.js';
import type { CatalogTool } from '../catalog.js';
import type { Grant } from '../keys/index.js';
import type { RegistryAuditEntry } from '../telemetry.js';
import { callDigest } from './digest.js';
import { ApprovalPolicy } from './policy.js';
import { ApprovalStore } from './store.js';
import type { ApprovalRecord, ApprovalState, Decision } from './types.js';

/** What a caller is told while its call waits: the approval, and how it goes on. */
export function waitingMessage(a: ApprovalRecord): string {
  return (
    `The call of '${a.tool}' needs a person's approval before it runs (approval ${a.id}, open until ${a.expires}). ` +
    `Someone with the approve scope runs \`agent approvals approve ${a.id}\` (or POST /approvals/${a.id} ` +
    `{"decision":"approve"}); then make the same call again, with the same arguments, and it runs once.`
  );
}

const WHY_NOT: Partial<Record<ApprovalState, [number, string]>> = {
  approved: [409, 'was already approved'],
  denied: [409, 'was already denied'],
  used: [409, 'was already approved and its call has run'],
  expired: [410, 'has expired; the caller asks again by making the call again'],
};

/**
 * Approval bound to the exact call (`[approvals]`): a call of a tool the policy names waits
 * as a pending approval until a person with the `approve` scope decides; once approved, the
 * same caller's call of the same tool with the same arguments runs once. Any other call
 * (other arguments, a replay) is a new request. Request, decision and use are audited.
 */
export class Approvals {
  readonly policy: ApprovalPolicy;
  private readonly store: ApprovalStore;

  constructor(
    db: Db,
    private readonly settings: Settings['approvals'],
    private readonly audit: (entry: RegistryAuditEntry) => void,
  ) {
    this.policy = new ApprovalPolicy(settings);
    this.store = new ApprovalStore(db);
  }

  /** Null when the call may run now (no approval needed, or an approval of it was used just now); else the approval it waits for. */
  async admit(grant: Grant | undefined, item: CatalogTool, args: Record<string, unknown>): Promise<ApprovalRecord | null> {
    // arguments the tool would refuse get their 422 from the call, not an approval request
    if (!this.policy.needs(item) || validateArgs(item.tool, args).length > 0) return null;
    const key = grant?.name ?? '';
    const digest = callDigest(item.name, args);
    const used = await this.store.use(key, item.name, digest);
    if (used) {
      this.audit({ kind: 'approval_used', id: used.id, key: used.key, app: used.app, tool: used.tool, decided_by: used.decided_by });
      return null;
    }
    const asked = await this.store.request({ key, app: item.app, tool: item.name, digest, args, expiresMs: this.settings.expires * 1000 });
    this.audit({ kind: 'approval_requested', id: asked.id, key, app: item.app, tool: item.name, args_digest: digest });
    return asked;
  }

  async decide(id: string, decision: Decision, by: string): Promise<ApprovalRecord> {
    const { changed, record } = await this.store.decide(id, decision === 'approve' ? 'approved' : 'denied', by);
    if (!record) throw new HttpError(404, `No approval '${id}'`);
    if (!changed) {
      const [status, why] = WHY_NOT[record.status] ?? [409, `is ${record.status}`];
      throw new HttpError(status, `Approval '${id}' ${why}`);
    }
    this.audit({ kind: 'approval_decided', id, decision, by, key: record.key, app: record.app, tool: record.tool });
    return record;
  }

  async get(id: string): Promise<ApprovalRecord> {
    const found = await this.store.get(id);
    if (!found) throw new HttpError(404, `No approval '${id}'`);
    return found;
  }

  list(status: ApprovalState | undefined, limit = 100): Promise<ApprovalRecord[]> {
    return this.store.list(status, limit);
  }
}
