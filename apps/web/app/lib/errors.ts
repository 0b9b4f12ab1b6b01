/**
 * What a failed call says on screen, in one place for every feature: the server's message for a request it
 * refused (a 4xx, which names what to fix) or the network's, and the screen's own words for anything else
 * (a crash, a 5xx, a failure without a message).
 */
import { Messages } from '@upkeep/contract';
import { ApiError } from './api';

/** The words of a failure the screen cannot explain better. */
export const TRY_AGAIN_LATER = 'Something went wrong. Try again later.';

/** The server's (or the network's) message; `fallback` ('Server error' unless told) for a 5xx or anything else. */
export function errorMessage(error: unknown, fallback: string = Messages.serverError): string {
  if (error instanceof ApiError && error.statusCode < 500 && error.message) return error.message;
  return fallback;
}

/** The message of anything thrown, as it is (a card's refusal, the server's words at checkout). */
export function thrownMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The field problems a 400 names (`{ field, message }`); none for any other failure. */
export function fieldIssues(error: unknown): { field: string; message: string }[] {
  return error instanceof ApiError ? (error.errors ?? []) : [];
}

/** Whether the request never reached the server (a retry of the same submission is safe and wanted). */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.statusCode === 0;

/** Whether the server refused the signed-in person the action (403). */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.statusCode === 403;
