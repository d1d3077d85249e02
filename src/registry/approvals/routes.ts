import { z } from 'zod';
import { HttpError, type Service } from '../../http/index.js';
import { ErrorBody } from '../api/schemas.js';
import { grantOf, scopeRefusal } from '../keys/index.js';
import type { Approvals } from './service.js';
import { APPROVAL_STATES, ApprovalRecord, DecisionBody } from './types.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/**
 * GET /approvals (the queue, for people with the approve scope), GET /approvals/{id} (also for
 * the caller who asked), POST /approvals/{id} {decision}. Decisions name who made them.
 */
export function registerApprovalRoutes(service: Service, approvals: Approvals): void {
  service.route(
    {
      method: 'get',
      path: '/approvals',
      operationId: 'list_approvals',
      scope: 'approve',
      summary: 'Calls waiting for approval, and past decisions (newest first)',
      tags: ['approvals'],
      query: z.object({
        status: z.enum(APPROVAL_STATES).optional().meta({ description: 'only approvals in this state (pending: waiting for a decision)' }),
        limit: z.coerce.number().int().min(1).max(1000).optional(),
      }),
      responses: { 200: { description: 'Approvals', schema: z.array(ApprovalRecord) } },
    },
    ({ query }) => approvals.list(query.status, query.limit),
  );
  service.route(
    {
      method: 'get',
      path: '/approvals/:id',
      operationId: 'get_approval',
      scope: 'read',
      summary: 'One approval: for people with the approve scope, and for the caller whose call it is',
      tags: ['approvals'],
      params: IdParams,
      responses: {
        200: { description: 'The approval', schema: ApprovalRecord },
        404: { description: 'No such approval', schema: ErrorBody },
      },
    },
    async ({ params, req }) => {
      const found = await approvals.get(params.id);
      const grant = grantOf(req);
      if (grant && grant.name !== found.key && scopeRefusal(grant, 'approve', 'GET /approvals/{id}'))
        throw new HttpError(404, `No approval '${params.id}'`);
      return found;
    },
  );
  service.route(
    {
      method: 'post',
      path: '/approvals/:id',
      operationId: 'decide_approval',
      scope: 'approve',
      summary: 'Approve or deny a waiting call',
      description:
        'Approved, the same caller making the same call (same tool, same arguments) runs it once, through any replica. ' +
        '409: already decided or used; 410: expired.',
      tags: ['approvals'],
      params: IdParams,
      body: DecisionBody,
      responses: {
        200: { description: 'The approval after the decision', schema: ApprovalRecord },
        404: { description: 'No such approval', schema: ErrorBody },
        409: { description: 'Already decided or used', schema: ErrorBody },
        410: { description: 'Expired', schema: ErrorBody },
      },
    },
    ({ params, body, req }) => approvals.decide(params.id, body.decision, grantOf(req)?.name ?? 'open registry'),
  );
}
