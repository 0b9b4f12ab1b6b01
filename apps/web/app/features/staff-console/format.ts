/** How the console shows errors, moments and roles: times always in the valley's time zone. */
import { Messages, type StaffRole, VALLEY_TIME_ZONE } from '@upkeep/contract';
import { ApiError } from '../../lib/api';

/** The server's message; 'Server error' for a 5xx or a failure without one. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.statusCode >= 500 || !error.message) return Messages.serverError;
  return error.message;
}

/** The server's message with the first field problem it names, if any (a 400's "value must be ..."). */
export function detailedErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  const first = error instanceof ApiError ? error.errors?.[0] : undefined;
  return first && !message.includes(first.message) ? `${message}: ${first.field} ${first.message}` : message;
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.statusCode === 403;

/** 'Nov 24, 2026, 3:05 PM' in the valley's time. */
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

/** 'Nov 24, 2026' in the valley's time. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

export const ROLE_LABELS: Record<StaffRole, string> = { support: 'Support', admin: 'Administrator' };
