import { randomBytes } from 'node:crypto';
import type { Db } from '../../shared/db/index.js';
import type { ApprovalRecord, ApprovalState } from './types.js';

interface Row {
  id: string;
  key_name: string;
  app: string;
  tool: string;
  args_digest: string;
  args: string;
  status: string;
  created_at: string;
  expires_at: string;
  decided_by: string | null;
  decided_at: string | null;
  used_at: string | null;
}

const COLUMNS = 'id, key_name, app, tool, args_digest, args, status, created_at, expires_at, decided_by, decided_at, used_at';

/** A row as the record every surface shows; a pending or approved one past its time reads as expired. */
function record(r: Row, now: string): ApprovalRecord {
  const open = r.status === 'pending' || r.status === 'approved';
  return {
    id: r.id,
    key: r.key_name,
    app: r.app,
    tool: r.tool,
    args_digest: r.args_digest.trim(),
    args: JSON.parse(r.args) as Record<string, unknown>,
    status: (open && r.expires_at <= now ? 'expired' : r.status) as ApprovalState,
    created_at: r.created_at,
    expires: r.expires_at,
    decided_by: r.decided_by,
    decided_at: r.decided_at,
    used_at: r.used_at,
  };
}

export interface NewApproval {
  key: string;
  app: string;
  tool: string;
  digest: string;
  args: Record<string, unknown>;
  expiresMs: number;
}

/**
 * Approvals in the registry's database (table `approvals`), so that every replica on one
 * PostgreSQL sees the same: a call approved through one replica runs once through any.
 * Each change is one conditional UPDATE, so two replicas can never both use one approval.
 */
export class ApprovalStore {
  constructor(private readonly db: Db) {}

  /** The pending request for this exact call, or a new one. */
  async request(a: NewApproval): Promise<ApprovalRecord> {
    const now = new Date().toISOString();
    const waiting = await this.db.get<Row>(
      `SELECT ${COLUMNS} FROM approvals WHERE key_name = ? AND tool = ? AND args_digest = ? AND status = 'pending' AND expires_at > ?`,
      [a.key, a.tool, a.digest, now],
    );
    if (waiting) return record(waiting, now);
    const id = `apr_${randomBytes(12).toString('base64url')}`;
    const expires = new Date(Date.now() + a.expiresMs).toISOString();
    await this.db.run(`INSERT INTO approvals (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, NULL, NULL, NULL)`, [
      id,
      a.key,
      a.app,
      a.tool,
      a.digest,
      JSON.stringify(a.args),
      now,
      expires,
    ]);
    return (await this.get(id))!;
  }

  /** Uses the approval of this exact call, if one is approved and unused: true when the call may run (once). */
  async use(key: string, tool: string, digest: string): Promise<ApprovalRecord | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = new Date().toISOString();
      const found = await this.db.get<{ id: string }>(
        "SELECT id FROM approvals WHERE key_name = ? AND tool = ? AND args_digest = ? AND status = 'approved' AND expires_at > ? " +
          'ORDER BY decided_at LIMIT 1',
        [key, tool, digest, now],
      );
      if (!found) return null;
      const taken = await this.db.run("UPDATE approvals SET status = 'used', used_at = ? WHERE id = ? AND status = 'approved'", [
        now,
        found.id,
      ]);
      if (taken === 1) return (await this.get(found.id))!;
    }
    return null;
  }

  /** Records a decision on a pending, unexpired approval: the record after it, or as it was (undecidable). */
  async decide(id: string, status: 'approved' | 'denied', by: string): Promise<{ changed: boolean; record: ApprovalRecord | undefined }> {
    const now = new Date().toISOString();
    const changed =
      (await this.db.run(
        "UPDATE approvals SET status = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = 'pending' AND expires_at > ?",
        [status, by, now, id, now],
      )) === 1;
    return { changed, record: await this.get(id) };
  }

  async get(id: string): Promise<ApprovalRecord | undefined> {
    const row = await this.db.get<Row>(`SELECT ${COLUMNS} FROM approvals WHERE id = ?`, [id]);
    return row && record(row, new Date().toISOString());
  }

  /** The newest first, at most `limit`; with `status`, only those. */
  async list(status: ApprovalState | undefined, limit: number): Promise<ApprovalRecord[]> {
    const now = new Date().toISOString();
    const [where, args] = status ? STATE_WHERE[status](now) : ['1 = 1', []];
    const rows = await this.db.all<Row>(`SELECT ${COLUMNS} FROM approvals WHERE ${where} ORDER BY created_at DESC, id LIMIT ?`, [
      ...args,
      limit,
    ]);
    return rows.map((r) => record(r, now));
  }
}

/** The rows of each state as shown (a pending or approved one past its time is expired). */
const STATE_WHERE: Record<ApprovalState, (now: string) => [string, unknown[]]> = {
  pending: (now) => ["status = 'pending' AND expires_at > ?", [now]],
  approved: (now) => ["status = 'approved' AND expires_at > ?", [now]],
  expired: (now) => ["status IN ('pending', 'approved') AND expires_at <= ?", [now]],
  denied: () => ["status = 'denied'", []],
  used: () => ["status = 'used'", []],
};
