/**
 * What the leads, reviews and earnings screens share: the token, error words and dates (their frame is
 * ui/pro-frame, their calls and query keys under api/).
 */
import { ApiError } from '../../lib/api';
import { useCompanyToken } from '../../session/realm-session';

/** The signed-in company user's token (the pro layout lets only signed-in users in). */
export const useToken = () => useCompanyToken() ?? '';

/** The server's message for what the user can fix, a generic line otherwise. */
export function failureMessage(error: unknown, fallback = 'Something went wrong. Try again later.'): string {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.message) {
    return error.message;
  }
  if (error instanceof ApiError && error.statusCode === 0) return error.message;
  return fallback;
}

/** An ISO instant as the valley's 'Nov 23, 2026'. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/Los_Angeles',
  });
}
