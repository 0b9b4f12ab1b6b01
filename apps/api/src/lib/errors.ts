import type { Locale } from '@upkeep/contract';
import { sayReason } from '../i18n/reasons.ts';
import { say, type Words } from '../i18n/words.ts';

/** A field a 400 is about, and why: the reason in words of the catalogue where a customer may read it. */
export interface FieldProblem {
  field: string;
  message: string | Words;
}

/**
 * A domain error the central handler turns into the envelope with its HTTP status. Its message is words of the
 * catalogue (i18n/words.ts) where a customer or crew member may read it: the handler says them in the caller's
 * language; `message` is their English (what the logs read). So are the reasons of its `errors` (the field names
 * stay as they are).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly words?: Words;
  /** For a 400 about particular fields: which, and why (the envelope's `errors`), in English. */
  readonly errors?: { field: string; message: string }[];
  /** The words of each of `errors`' reasons that are words of the catalogue (by index). */
  readonly errorWords?: readonly (Words | undefined)[];
  /** The message is the errors' reasons joined (said again in the caller's language). */
  readonly #joined: boolean;
  constructor(
    readonly statusCode: number,
    /** Null: the errors' `field: reason`, joined, as the schemas' validation errors read. */
    message: string | Words | null,
    errors?: FieldProblem[],
    /** A stable machine-readable reason, where clients act differently on one status (the envelope's `code`). */
    readonly code?: string,
  ) {
    const english = errors?.map((e) => ({
      field: e.field,
      message: typeof e.message === 'string' ? e.message : say(e.message, 'en'),
    }));
    super(
      message === null
        ? (english ?? []).map((e) => `${e.field}: ${e.message}`).join('; ')
        : typeof message === 'string'
          ? message
          : say(message, 'en'),
    );
    if (message !== null && typeof message !== 'string') this.words = message;
    if (english) this.errors = english;
    if (errors?.some((e) => typeof e.message !== 'string')) {
      this.errorWords = errors.map((e) => (typeof e.message === 'string' ? undefined : e.message));
    }
    this.#joined = message === null;
  }

  /** The envelope's message and errors in `locale` (a reason given as a string, by `sayReason`). */
  said(locale: Locale): { message: string; errors?: { field: string; message: string }[] } {
    const errors = this.errors?.map((e, i) => {
      const words = this.errorWords?.[i];
      return { field: e.field, message: words ? say(words, locale) : sayReason(e.message, locale) };
    });
    const message = this.words
      ? say(this.words, locale)
      : this.#joined
        ? (errors ?? []).map((e) => `${e.field}: ${e.message}`).join('; ')
        : this.message;
    return errors ? { message, errors } : { message };
  }
}

export const badRequest = (message: string | Words) => new AppError(400, message);
/** A 400 naming the field, like the validation errors of the schemas. */
export const fieldError = (field: string, reason: string | Words) =>
  new AppError(400, null, [{ field, message: reason }]);
export const unauthorized = (message: string | Words = 'Unauthorized') => new AppError(401, message);
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
