/**
 * The forms waiting for a person (issue 31): when a tool's MCP server asks during a chat's
 * call (`elicitation/create`), the form goes to the chat page as an `elicitation` event of
 * the chat's stream, and waits here until the person answers it with
 * `POST /chat/{session}/elicitations/{id}`, the call's bound runs out, or the chat stops.
 *
 * Only the chat session that made the call can answer: a form is found by its id (random,
 * unguessable) and its session together, so another session's answer is a 404, exactly as
 * for a form that does not exist (no way to tell the two apart). Answers are checked
 * against the form before they go back (forms.ts): a bad one is a 400 naming where, what and
 * what is allowed, and the form keeps waiting.
 */
import { randomUUID } from 'node:crypto';
import { AgentError, type ErrorDetail } from '../shared/errors.js';
import { checkAnswer, formFields, type AnswerIssue, type Field } from './forms.js';
import type { ChatEvent, FormAnswer, FormRequest } from './tools/types.js';

/** An answer to a form that does not fit it: 400 with each problem (where, what, what is allowed). */
export class ElicitationAnswerError extends AgentError {
  override name = 'ElicitationAnswerError';
  constructor(readonly issues: AnswerIssue[]) {
    super(`The answer does not fit the form: ${issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; ')}`, {
      status: 400,
      detail: issues as unknown as ErrorDetail,
    });
  }
}

/** No form of this id waits in this chat session: 404 (answered already, expired, never asked, or another session's). */
export class ElicitationNotFoundError extends AgentError {
  override name = 'ElicitationNotFoundError';
  constructor(id: string) {
    super(
      `No form '${id.slice(0, 80)}' waits for an answer in this chat session: it was answered already, its call stopped ` +
        'waiting, or it belongs to another session',
      { status: 404 },
    );
  }
}

interface Waiting {
  session: string;
  fields: Field[];
  answer(a: FormAnswer): void;
}

/** At most this many forms wait at once (a further request is declined for the server). */
const MAX_WAITING = 1000;

export class Elicitations {
  private readonly waiting = new Map<string, Waiting>();

  get size(): number {
    return this.waiting.size;
  }

  /**
   * Shows the form on the chat's stream and waits for the person: their answer, or `cancel`
   * with `timedOut` after `limitMs`; rejects when `signal` aborts (the chat stopped). A schema
   * the page cannot show is declined at once, with the reason.
   */
  ask(
    session: string,
    req: FormRequest,
    opts: { emit: (e: ChatEvent) => void; limitMs: number; signal: AbortSignal },
  ): Promise<FormAnswer> {
    const fields = formFields(req.schema);
    if (!Array.isArray(fields)) return Promise.resolve({ action: 'decline', unsupported: fields.unsupported });
    if (this.waiting.size >= MAX_WAITING)
      return Promise.resolve({ action: 'decline', unsupported: `${MAX_WAITING} forms already wait for an answer on this server` });
    if (opts.signal.aborted) return Promise.reject(opts.signal.reason);
    const id = randomUUID();
    return new Promise<FormAnswer>((resolve, reject) => {
      const end = (outcome: 'accept' | 'decline' | 'cancel' | 'timeout') => {
        clearTimeout(timer);
        opts.signal.removeEventListener('abort', stopped);
        this.waiting.delete(id);
        opts.emit({ type: 'elicitation_done', id, outcome });
      };
      const stopped = () => {
        end('cancel');
        reject(opts.signal.reason);
      };
      const timer = setTimeout(() => {
        end('timeout');
        resolve({ action: 'cancel', timedOut: true });
      }, opts.limitMs);
      timer.unref?.();
      opts.signal.addEventListener('abort', stopped, { once: true });
      this.waiting.set(id, {
        session,
        fields,
        answer: (a) => {
          end(a.action);
          resolve(a);
        },
      });
      opts.emit({
        type: 'elicitation',
        id,
        session_id: session,
        tool: req.tool,
        message: req.message,
        schema: req.schema,
        expires: new Date(Date.now() + opts.limitMs).toISOString(),
      });
    });
  }

  /** The person's answer to form `id` of chat `session`: checked, then handed to the waiting call. */
  answer(session: string, id: string, body: unknown): { id: string; action: FormAnswer['action'] } {
    const w = this.waiting.get(id);
    if (!w || w.session !== session) throw new ElicitationNotFoundError(id);
    const checked = checkAnswer(w.fields, body);
    if (Array.isArray(checked)) throw new ElicitationAnswerError(checked);
    w.answer(checked.action === 'accept' ? { action: 'accept', content: checked.content ?? {} } : { action: checked.action });
    return { id, action: checked.action };
  }
}
