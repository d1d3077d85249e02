import { HttpError, issue } from '../http/index.js';
import { ConstraintError, MissingReferenceError } from './store.js';

/** Store errors as HTTP answers: a missing referenced row or a refused value is the client's 422, never a 500. */
export function storeErrorToHttp(err: unknown): unknown {
  if (err instanceof MissingReferenceError) {
    const target = err.target.replace(/s$/, '');
    return new HttpError(422, [issue(['body', err.field], `${target} ${String(err.value)} does not exist: ${err.field} must be the id of an existing ${target}`, 'foreign_key')]);
  }
  if (err instanceof ConstraintError) return new HttpError(422, [issue(['body'], `the database refused the values: ${err.message}`, 'constraint')]);
  return err;
}

export function notFoundError(singular: string, id: number): HttpError {
  return new HttpError(404, `${singular[0]!.toUpperCase()}${singular.slice(1)} ${id} not found`);
}
