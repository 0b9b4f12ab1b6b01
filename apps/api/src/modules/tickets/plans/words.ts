/** A plan's day and time as people read them. */
import { dayOfWeek, type Locale } from '@upkeep/contract';
import { say } from '../../../i18n/words.ts';

const DAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
const DAY_NAMES_ES = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

/** "Tuesdays at 9:00 AM"; in Spanish (issue 49) "los martes a las 9:00 a. m.". */
export function scheduleWords(rule: { firstDate: string; time: string }, locale: Locale = 'en'): string {
  const [hh = 0, mm = 0] = rule.time.split(':').map(Number);
  const hour = ((hh + 11) % 12) + 1;
  const minutes = String(mm).padStart(2, '0');
  if (locale === 'en') return `${DAY_NAMES[dayOfWeek(rule.firstDate)]} at ${hour}:${minutes} ${hh < 12 ? 'AM' : 'PM'}`;
  return say(
    /*i18n*/ {
      id: 'plan.schedule',
      message: '{days} at {clock}',
      values: {
        days: DAY_NAMES_ES[dayOfWeek(rule.firstDate)] ?? '',
        clock: `${hour}:${minutes} ${hh < 12 ? 'a. m.' : 'p. m.'}`,
      },
    },
    locale,
  );
}
