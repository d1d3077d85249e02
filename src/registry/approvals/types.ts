import { z } from 'zod';

/**
 * Contracts of approvals (leaf file): a destructive call waits as an approval record until a
 * person with the `approve` scope decides; approved, the same caller's call of the same tool
 * with the same arguments (their digest) runs once.
 */
export const APPROVAL_STATES = ['pending', 'approved', 'denied', 'used', 'expired'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const DECISIONS = ['approve', 'deny'] as const;
export type Decision = (typeof DECISIONS)[number];

/** An approval as every surface shows it: the wire shape of `/approvals`, the 202 of a call, the CLI. */
export const ApprovalRecord = z
  .object({
    id: z.string(),
    /** The key (or token subject) that made the call; '' while the registry is open. */
    key: z.string(),
    app: z.string(),
    tool: z.string(),
    /** SHA-256 (hex) of the arguments as canonical JSON: the approved call must carry the same. */
    args_digest: z.string(),
    args: z.record(z.string(), z.unknown()),
    status: z.enum(APPROVAL_STATES),
    created_at: z.string(),
    expires: z.string(),
    decided_by: z.string().nullable(),
    decided_at: z.string().nullable(),
    used_at: z.string().nullable(),
  })
  .meta({ id: 'Approval' });
export type ApprovalRecord = z.infer<typeof ApprovalRecord>;

export const DecisionBody = z
  .object({
    decision: z.enum(DECISIONS).meta({ description: 'approve: the call may run once, as it was asked; deny: it may not' }),
  })
  .strict()
  .meta({ id: 'ApprovalDecision' });
