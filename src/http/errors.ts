import { AgentError, HttpError, type ValidationIssue } from '../shared/errors.js';

/**
 * The HTTP surface of the error family (src/shared/errors.ts): inner code throws
 * AgentErrors; `httpAnswer` is the one place that turns anything thrown into the status,
 * headers and `{"detail": ...}` body a client sees. The Express error handler (app.ts) and
 * the registry's call fast path use it.
 */
export { AgentError, HttpError, issue, type ValidationIssue } from '../shared/errors.js';

export const notFound = (detail: string) => new HttpError(404, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);
export const unprocessable = (issues: ValidationIssue[]) => new HttpError(422, issues);
export const unavailable = (detail: string, retryAfterSeconds?: number) =>
  new HttpError(503, detail, retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) });

/** The errors of reading a JSON request body, shared by the Express parser and the call fast path. */
export const bodyTooLarge = (limit: number) => new HttpError(413, `Request body too large: the limit is ${limit} bytes`);
export const bodyNotJson = (message: string) => new HttpError(400, `Request body is not valid JSON: ${message}`);
export const bodyMissing = () =>
  new HttpError(422, [{ loc: ['body'], msg: 'Field required (send a JSON body with Content-Type: application/json)', type: 'missing' }]);

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Errors of the JSON body parser (express.json / body-parser), by their `type`. */
function parserAnswer(e: { type?: string; status?: number; message?: string; limit?: number }): HttpAnswer | null {
  if (e?.type === 'entity.too.large') return httpAnswer(bodyTooLarge(e.limit ?? 0));
  if (e?.type === 'entity.parse.failed') return httpAnswer(bodyNotJson(e.message ?? ''));
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported' || e?.type === 'request.aborted') {
    return { status: e.status ?? 400, headers: {}, body: { detail: e.message ?? 'Bad request' } };
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return { status: e.status, headers: {}, body: { detail: e.message ?? 'Bad request' } };
  return null;
}

/** The answer for anything thrown while serving a request; null for an unexpected error (a 500 the caller logs). */
export function httpAnswer(err: unknown): HttpAnswer | null {
  if (err instanceof AgentError) return { status: err.status, headers: err.headers, body: err.body() };
  return parserAnswer(err as { type?: string });
}

export const INTERNAL_ERROR: HttpAnswer = { status: 500, headers: {}, body: { detail: 'Internal Server Error' } };
