import type { Pages } from '@upkeep/contract';

/** The envelope of a successful answer. */
export function ok<T>(data: T, message = 'OK', statusCode = 200, pages?: Pages) {
  return pages ? { statusCode, message, data, pages } : { statusCode, message, data };
}
