import { z } from 'zod';
import type { ApprovalRecord as Approval } from './types.js';
import { ApprovalRecord } from './types.js';

export { Approvals, waitingMessage } from './service.js';
export { registerApprovalRoutes } from './routes.js';
export { ApprovalRecord, APPROVAL_STATES, type ApprovalState, type Decision } from './types.js';

/** The 202 of a call that waits: what to do, and the approval. */
export const WaitingBody = z.object({ detail: z.string(), approval: ApprovalRecord }).meta({ id: 'WaitingForApproval' });

/** Headers of that 202: where the approval can be looked at. */
export const approvalHeaders = (a: Approval): Record<string, string> => ({ Location: `/approvals/${a.id}` });
