/** A date pickers' words (spec 000 section 5): its format for Mantine, and the same words for a YYYY-MM-DD date. */

/** The date pickers' 'Mon, Jan 01 2024' (spec 000 section 5) in dayjs's tokens, as Mantine's pickers take it. */
export const PICKER_DATE_FORMAT = 'ddd, MMM DD YYYY';

/** 'Mon, Jan 01 2024' (spec 000 section 5) for a YYYY-MM-DD date. */
export function formatPickerDate(value: string): string {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  const month = date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${weekday}, ${month} ${String(d).padStart(2, '0')} ${y}`;
}
