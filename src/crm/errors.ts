import { HttpError } from '../http/index.js';

export function notFoundError(singular: string, id: number): HttpError {
  return new HttpError(404, `${singular[0]!.toUpperCase()}${singular.slice(1)} ${id} not found`);
}
