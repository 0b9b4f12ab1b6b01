/** How every screen writes an instant: in the valley's time zone, whatever the device's. */
import { VALLEY_TIME_ZONE } from '@upkeep/contract';

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

/** 'Nov 24, 2026': the valley's day of an instant. */
export function formatValleyDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
