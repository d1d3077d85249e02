import type { z } from 'zod';
import { type ValidationIssue } from './errors.js';

const TYPE_NAMES: Record<string, string> = {
  invalid_type: 'type_error',
  too_small: 'too_small',
  too_big: 'too_big',
  invalid_format: 'format_error',
  invalid_value: 'enum',
  unrecognized_keys: 'extra_forbidden',
  custom: 'value_error',
};

/** Zod issues -> FastAPI-style `{loc, msg, type}` with the request part (`body`, `query`, `path`) first. */
export function zodIssues(part: string, error: z.ZodError): ValidationIssue[] {
  return error.issues.map((i) => {
    const missing = i.code === 'invalid_type' && /received undefined/.test(i.message);
    return {
      loc: [part, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      msg: missing ? 'Field required' : i.message,
      type: missing ? 'missing' : (TYPE_NAMES[i.code] ?? i.code),
    };
  });
}
