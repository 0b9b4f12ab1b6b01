/** What the leads, reviews and earnings screens share: the token and the day's format (their frame is ui/pro-frame, their calls and query keys under api/). */
import { useCompanyToken } from '../../session/realm-session';

/** The signed-in company user's token (the pro layout lets only signed-in users in). */
export const useToken = () => useCompanyToken() ?? '';

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
