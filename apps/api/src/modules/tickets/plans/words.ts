/** A plan's day and time, how often, and why a visit's charge failed, as people read them. */
import { dayOfWeek, type Locale, type PlanInterval } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { storedCardErrorWords } from '../../money/payments/service.ts';

/** A plan without a card to charge, and a card declined without the provider's reason. */
export const NO_CARD: Words = /*i18n*/ {
  id: 'plan.noCard',
  message: 'Your plan has no card to charge: choose one for it.',
};
export const DECLINED: Words = /*i18n*/ { id: 'plan.cardDeclined', message: 'The card was declined.' };

/** How often, in the contract's English (PLAN_FREQUENCY_LABELS, a test holds them equal) and in the catalogue. */
export const FREQUENCIES: Record<PlanInterval, Words> = {
  1: /*i18n*/ { id: 'plan.frequency.1', message: 'Every week' },
  2: /*i18n*/ { id: 'plan.frequency.2', message: 'Every 2 weeks' },
  4: /*i18n*/ { id: 'plan.frequency.4', message: 'Every 4 weeks' },
};

/** "Every 2 weeks"; in Spanish (issue 49) "Cada 2 semanas". An interval the contract does not list, in its words. */
export function frequencyWords(intervalWeeks: number, locale: Locale): string {
  const words = FREQUENCIES[intervalWeeks as PlanInterval] ?? /*i18n*/ {
    id: 'plan.frequency.other',
    message: 'Every {weeks} weeks',
    values: { weeks: intervalWeeks },
  };
  return say(words, locale);
}

/**
 * Why a visit's charge failed, kept in English (the log's and the company's), in the customer's language: our own
 * reasons and the known card errors by their English; a provider's other words as it wrote them.
 */
export function chargeErrorIn(stored: string | null, locale: Locale): string | null {
  if (stored === null || locale === 'en') return stored;
  const words = [NO_CARD, DECLINED].find((w) => w.message === stored) ?? storedCardErrorWords(stored);
  return words ? say(words, locale) : stored;
}

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
