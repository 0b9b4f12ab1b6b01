/** What the leads, reviews and earnings screens share: the token and the day's format (their frame is ui/pro-frame, their calls and query keys under api/). */
import { formatDate } from '@upkeep/contract';
import { useCompanyToken } from '../../session/realm-session';

/** The signed-in company user's token (the pro layout lets only signed-in users in). */
export const useToken = () => useCompanyToken() ?? '';

/** An ISO instant as the valley's 'Mon, Nov 23, 2026': the one date form of every screen. */
export function formatDay(iso: string): string {
  return Number.isNaN(new Date(iso).getTime()) ? iso : formatDate(iso);
}
