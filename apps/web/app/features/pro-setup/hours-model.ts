/** The weekly hours' model: start times per weekday (0 = Sunday) as HH:MM:SS, presets and labels. */

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, as a work week reads. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export type WeekHours = Record<number, string[]>;

export function weekOf(entries: { dayOfWeek: number; startTime: string }[]): WeekHours {
  const week: WeekHours = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };
  for (const e of entries) {
    const times = week[e.dayOfWeek];
    if (times && !times.includes(e.startTime)) times.push(e.startTime);
  }
  for (const day of Object.keys(week)) week[Number(day)]?.sort();
  return week;
}

/** The PUT body: every start time, by weekday then time. */
export function entriesOf(week: WeekHours): { dayOfWeek: number; startTime: string }[] {
  return [0, 1, 2, 3, 4, 5, 6].flatMap((day) =>
    [...(week[day] ?? [])].sort().map((startTime) => ({ dayOfWeek: day, startTime })),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
export const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

/** Every half hour of the day, as HH:MM:SS. */
export const HALF_HOURS = Array.from({ length: 48 }, (_, i) => timeOf(i * 30));

/** The quick preset: 8:00 AM to 4:00 PM every 2 hours. */
export const PRESET_8_TO_4 = [8, 10, 12, 14, 16].map((h) => timeOf(h * 60));

/** '14:30:00' as '2:30 PM'. */
export function timeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${pad(m)} ${suffix}`;
}
