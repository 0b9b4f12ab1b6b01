/** How the support screens write dates and errors: always in the valley's time, whatever the laptop's. */
import { Messages, VALLEY_TIME_ZONE } from '@upkeep/contract';
import { ApiError } from '../../lib/api';

/** 'Nov 24, 2026, 3:05 PM': when something happened. */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** 'Nov 24, 2026': a day. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** The server's message when it answered (or the network's); 'Server error' for a 5xx or anything else. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.statusCode >= 500 || !error.message) return Messages.serverError;
  return error.message;
}

/** Whether the request never reached the server (a retry of the same submission is safe and wanted). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 0;
}

/** A positive integer from a URL (path or query), else undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
