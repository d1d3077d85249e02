import { z } from 'zod';
import type { Service } from '../../http/index.js';
import type { Elicitations } from '../elicitations.js';
import { ErrorBody } from './schemas.js';

const ElicitationParams = z.object({
  session: z.string().describe('The session_id of the chat whose tool asked (the `session_id` of the `elicitation` event)'),
  id: z.string().describe('The id of the `elicitation` event'),
});

export const ElicitationAnswered = z.object({
  id: z.string(),
  action: z.enum(['accept', 'decline', 'cancel']).describe('What was sent on to the tool'),
});

/**
 * POST /chat/{session}/elicitations/{id}: a person's answer to a form a tool asked for
 * during a chat (the chat's `elicitation` event). Checked here, at the edge, against the
 * form the tool sent; the call under way then resumes with it.
 */
export function registerElicitations(service: Service, elicitations: Elicitations): void {
  service.route(
    {
      method: 'post',
      path: '/chat/:session/elicitations/:id',
      operationId: 'answerElicitation',
      summary: 'Answer a form a tool asked for during a chat',
      description:
        'While a chat streams its events (`Accept: text/event-stream`), a tool of an MCP server may ask the person for input ' +
        '(MCP `elicitation/create`): the chat sends an `elicitation` event (`id`, `session_id`, `tool`, `message`, the form as a ' +
        'flat JSON schema, `expires`) and waits. Answer it here with a JSON body `{"action": "accept", "content": {<field>: ' +
        '<value>, ...}}`, or `{"action": "decline"}` / `{"action": "cancel"}`; the tool call resumes with it and the chat answers ' +
        "with the tool's result. Only the chat session that made the call can answer: any other session, an unknown id, or a form " +
        'answered already or no longer waiting is a 404. An answer that does not fit the form is a 400 listing each problem: ' +
        'where (`loc`), what (`msg`) and what the field allows (`allowed`); the form keeps waiting. Until the call stops waiting ' +
        "(api_mode.progress_timeout from its start), neither the call's time limit nor the chat's (demo.default_timeout) runs.",
      tags: ['chat'],
      params: ElicitationParams,
      responses: {
        200: { description: 'The answer was handed to the waiting tool call', schema: ElicitationAnswered },
        400: { description: 'The body is not an answer that fits the form: each problem with loc, msg and allowed' },
        404: { description: 'No such form waits in this chat session', schema: ErrorBody },
      },
    },
    ({ params, req }) => elicitations.answer(params.session, params.id, req.body),
  );
}
