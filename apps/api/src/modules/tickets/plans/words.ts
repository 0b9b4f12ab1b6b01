/** A plan's day and time as people read them. */
import { dayOfWeek } from '@upkeep/contract';

const DAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** "Tuesdays at 9:00 AM". */
export function scheduleWords(rule: { firstDate: string; time: string }): string {
  const [hh = 0, mm = 0] = rule.time.split(':').map(Number);
  const clock = `${((hh + 11) % 12) + 1}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
  return `${DAY_NAMES[dayOfWeek(rule.firstDate)]} at ${clock}`;
}
