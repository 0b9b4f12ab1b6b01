/** How the company portal shows jobs' days, times and durations: always in the valley's time, whatever the phone's. */
import { addDays, durationToMinutes, formatValleyClock, valleyToday } from '@upkeep/contract';

/** The valley date (YYYY-MM-DD) a job starts on. */
export function jobDate(iso: string): string {
  return valleyToday(new Date(iso));
}

/** Minutes as 'hh:mm:ss' (the portal's own: the public pages' shared date chunk stays as small as it was). */
export function hhmmss(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** 'Tue, Nov 24': a day in lists and the week. */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/** '8:00 AM - 10:30 AM': a job's time. */
export function formatJobTime(iso: string, duration: string): string {
  const start = new Date(iso);
  const minutes = durationToMinutes(duration) ?? 0;
  const end = new Date(start.getTime() + minutes * 60_000);
  return minutes > 0 ? `${formatValleyClock(start)} - ${formatValleyClock(end)}` : formatValleyClock(start);
}

/** 'Tue, Nov 24 · 8:00 AM - 10:30 AM', with 'Today' / 'Tomorrow' for the next days. */
export function formatJobWhen(iso: string, duration: string, today: string = valleyToday()): string {
  const date = jobDate(iso);
  let day = formatDay(date);
  if (date === today) day = 'Today';
  else if (date === addDays(today, 1)) day = 'Tomorrow';
  return `${day} · ${formatJobTime(iso, duration)}`;
}

/** '1 h 30 min' for '01:30:00'. */
export function formatDuration(duration: string): string {
  const minutes = durationToMinutes(duration) ?? 0;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The Sunday that starts the week of a date. */
export function weekStartOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return addDays(date, -new Date(Date.UTC(y, m - 1, d)).getUTCDay());
}
