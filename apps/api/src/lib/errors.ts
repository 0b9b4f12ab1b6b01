import { say, type Words } from '../i18n/words.ts';

/**
 * A domain error the central handler turns into the envelope with its HTTP status. Its message is words of the
 * catalogue (i18n/words.ts) where a customer or crew member may read it: the handler says them in the caller's
 * language; `message` is their English (what the logs read).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly words?: Words;
  constructor(
    readonly statusCode: number,
    message: string | Words,
    /** For a 400 about particular fields: which, and why (the envelope's `errors`). */
    readonly errors?: { field: string; message: string }[],
    /** A stable machine-readable reason, where clients act differently on one status (the envelope's `code`). */
    readonly code?: string,
  ) {
    super(typeof message === 'string' ? message : say(message, 'en'));
    if (typeof message !== 'string') this.words = message;
  }
}

export const badRequest = (message: string | Words) => new AppError(400, message);
/** A 400 naming the field, like the validation errors of the schemas. */
export const fieldError = (field: string, reason: string) =>
  new AppError(400, `${field}: ${reason}`, [{ field, message: reason }]);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message);
export const forbidden = (message: string | Words = 'Forbidden') => new AppError(403, message);
export const notFound = (message: string | Words = 'Not found') => new AppError(404, message);
export const conflict = (message: string | Words, code?: string) => new AppError(409, message, undefined, code);
/** A 429 that says when to come back: the central handler sends `retryAfterSeconds` as the Retry-After header. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string | Words,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
export const tooManyRequests = (message: string | Words, retryAfterSeconds?: number) =>
  new TooManyRequestsError(message, retryAfterSeconds);
