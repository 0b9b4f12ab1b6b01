/**
 * Why a field was refused, in the caller's language (issue 49): the reasons the contract's schemas and rules give in
 * English ('is required', `must be at most ${max} characters`, zod's own 'Invalid input: …'), each a descriptor of the
 * catalogue whose message is the English as it reads, `{name}` standing for what varies. A reason is matched by its
 * English, whole, and said with the values read from it; one not listed stays English. The contract keeps its
 * English (the web says it with its own catalogue); field names are never translated.
 */
import type { Locale } from '@upkeep/contract';
import { say, type Words } from './words.ts';

export const REASONS: readonly Words[] = [
  // The contract's own reasons (fields.ts, discovery.ts, booking.ts, dates.ts, accounts…).
  /*i18n*/ { id: 'reason.required', message: 'is required' },
  /*i18n*/ { id: 'reason.requiredAlerts', message: 'is required (bookingAlerts or phoneNumber)' },
  /*i18n*/ { id: 'reason.notEmpty', message: 'must not be empty' },
  /*i18n*/ { id: 'reason.unknownId', message: 'is not a known id' },
  /*i18n*/ { id: 'reason.notALink', message: 'is not a valid link' },
  /*i18n*/ { id: 'reason.atMostCharacters', message: 'must be at most {max} characters' },
  /*i18n*/ { id: 'reason.atLeastCharacters', message: 'must be at least {min} characters' },
  /*i18n*/ { id: 'reason.between', message: 'must be between {min} and {max}' },
  /*i18n*/ { id: 'reason.digitsOnly', message: 'must contain digits only' },
  /*i18n*/ { id: 'reason.atLeastDigits', message: 'must have at least {min} digits' },
  /*i18n*/ { id: 'reason.atMostDigits', message: 'must have at most {max} digits' },
  /*i18n*/ { id: 'reason.zipCode', message: 'must be a 5-digit zip code' },
  /*i18n*/ { id: 'reason.email', message: 'must be a valid e-mail address' },
  /*i18n*/ { id: 'reason.phone', message: 'must start with at least 10 digits' },
  /*i18n*/ { id: 'reason.controlCharacters', message: 'must not contain control characters' },
  /*i18n*/ { id: 'reason.date', message: 'must be a date written YYYY-MM-DD' },
  /*i18n*/ { id: 'reason.pastDate', message: 'must not be in the past' },
  /*i18n*/ { id: 'reason.daysAhead', message: 'must be at most {days} days ahead' },
  /*i18n*/ { id: 'reason.dateRange', message: 'must be between 2000-01-01 and 2100-12-31' },
  /*i18n*/ { id: 'reason.time', message: 'must be a time written HH:MM:SS' },
  /*i18n*/ { id: 'reason.duration', message: 'must be a duration like 01:30:00 (at most a day)' },
  /*i18n*/ { id: 'reason.onOrAfterFrom', message: 'must be on or after From' },
  /*i18n*/ { id: 'reason.spanFromFrom', message: 'must be at most {days} days from From' },
  /*i18n*/ { id: 'reason.oneForm', message: 'must have at least one service form' },
  /*i18n*/ { id: 'reason.mostForms', message: 'must have at most {max} service forms' },
  /*i18n*/ { id: 'reason.answersPerForm', message: 'must have at most {max} answers per form' },
  /*i18n*/ { id: 'reason.quantityPerForm', message: 'must have one number per service form' },
  /*i18n*/ { id: 'reason.visitTooLong', message: 'makes one visit longer than a day' },
  /*i18n*/ { id: 'reason.wholeNumber', message: 'must be a whole number' },
  /*i18n*/ { id: 'reason.cvc', message: 'must be 3 or 4 digits' },
  /*i18n*/ { id: 'reason.appPath', message: 'must be a path of this site' },
  /*i18n*/ { id: 'reason.discountCode', message: 'must be 3 to 32 letters, digits or dashes' },
  /*i18n*/ { id: 'reason.emailCode', message: 'must be the 6-digit code we sent' },
  /*i18n*/ { id: 'reason.photos', message: 'must have at most {max} photos' },
  /*i18n*/ { id: 'reason.rating', message: 'must be 1 to 5' },
  /*i18n*/ { id: 'reason.incorrect', message: 'is incorrect' },
  // The general forms last: a reason is said by the first that reads it whole.
  /*i18n*/ { id: 'reason.atMost', message: 'must be at most {max}' },
  /*i18n*/ { id: 'reason.atLeast', message: 'must be at least {min}' },
  // zod's own words, where a schema gives none.
  /*i18n*/ { id: 'reason.missing', message: 'Invalid input: expected {type}, received undefined' },
  /*i18n*/ { id: 'reason.wrongType', message: 'Invalid input: expected {type}, received {received}' },
  /*i18n*/ { id: 'reason.oneOf', message: 'Invalid option: expected one of {options}' },
  /*i18n*/ { id: 'reason.exactly', message: 'Invalid input: expected {value}' },
  /*i18n*/ { id: 'reason.tooLong', message: 'Too big: expected string to have <={max} characters' },
  /*i18n*/ { id: 'reason.tooShort', message: 'Too small: expected string to have >={min} characters' },
  /*i18n*/ { id: 'reason.tooManyItems', message: 'Too big: expected array to have <={max} items' },
  /*i18n*/ { id: 'reason.tooFewItems', message: 'Too small: expected array to have >={min} items' },
  /*i18n*/ { id: 'reason.tooBig', message: 'Too big: expected number to be <={max}' },
  /*i18n*/ { id: 'reason.tooSmall', message: 'Too small: expected number to be >={min}' },
  /*i18n*/ { id: 'reason.notAbove', message: 'Too small: expected number to be >{min}' },
  /*i18n*/ { id: 'reason.invalidEmail', message: 'Invalid email address' },
  /*i18n*/ { id: 'reason.pattern', message: 'Invalid string: must match pattern {pattern}' },
  /*i18n*/ { id: 'reason.unknownKey', message: 'Unrecognized key: {keys}' },
  /*i18n*/ { id: 'reason.unknownKeys', message: 'Unrecognized keys: {keys}' },
  /*i18n*/ { id: 'reason.invalid', message: 'Invalid input' },
];

/** The rate limiter's refusal and its wait as it writes it ('1 minute', '30 seconds'): said like the reasons. */
export const WAIT_WORDS: readonly Words[] = [
  /*i18n*/ { id: 'rateLimit.wait', message: 'Too many requests, please try again in {after}' },
  /*i18n*/ { id: 'wait.second', message: '1 second' },
  /*i18n*/ { id: 'wait.seconds', message: '{count} seconds' },
  /*i18n*/ { id: 'wait.minute', message: '1 minute' },
  /*i18n*/ { id: 'wait.minutes', message: '{count} minutes' },
  /*i18n*/ { id: 'wait.hour', message: '1 hour' },
  /*i18n*/ { id: 'wait.hours', message: '{count} hours' },
];

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each reason's English as a pattern: the placeholders' names, in order, and what they match. */
const patternOf = (words: Words) => {
  const names = [...words.message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const source = words.message
    .split(/\{\w+\}/)
    .map(literally)
    .join('(.+?)');
  return { words, names, pattern: new RegExp(`^${source}$`) };
};
const patterns = REASONS.map(patternOf);
const [refusal, ...waits] = WAIT_WORDS.map(patternOf);

/** `english` said by the first of `list` that reads it whole, with the values read from it; else undefined. */
function sayFirst(list: readonly ReturnType<typeof patternOf>[], english: string, locale: Locale): string | undefined {
  for (const { words, names, pattern } of list) {
    const found = pattern.exec(english);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']));
    return say({ ...words, values }, locale);
  }
  return undefined;
}

/** A reason given in English, in `locale`: its catalogue's words when it is one of REASONS, else as it is. */
export function sayReason(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  return sayFirst(patterns, english, locale) ?? english;
}

/** The rate limiter's refusal in `locale`, its wait as the limiter writes it in English ('1 minute'). */
export function sayRateLimited(after: string, locale: Locale): string {
  const english = `Too many requests, please try again in ${after}`;
  if (locale === 'en' || !refusal) return english;
  return say({ ...refusal.words, values: { after: sayFirst(waits, after, locale) ?? after } }, locale);
}
