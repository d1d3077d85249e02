/**
 * Typed HTTP errors. Inner code throws these; the one error handler in app.ts turns them
 * (and request-validation failures) into `{"detail": ...}` responses.
 */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly detail: string | ValidationIssue[] | Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : `HTTP ${status}`);
  }
}

export const notFound = (detail: string) => new HttpError(404, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);
export const unprocessable = (issues: ValidationIssue[]) => new HttpError(422, issues);
export const unavailable = (detail: string, retryAfterSeconds?: number) =>
  new HttpError(503, detail, retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) });

/** One validation issue, as FastAPI would phrase it: where, what is wrong, a machine-readable type. */
export function issue(loc: (string | number)[], msg: string, type = 'value_error'): ValidationIssue {
  return { loc, msg, type };
}
