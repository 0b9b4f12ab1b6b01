/**
 * Password hashing: argon2id at OWASP's recommended parameters (19 MiB, 2 iterations, 1 lane), through
 * the native `@node-rs/argon2` (prebuilt binaries, no compiler needed). Hashes written by the seed's scrypt
 * hasher still verify, and `needsRehash` tells the sign-in to upgrade them.
 */
import { hash, verify } from '@node-rs/argon2';
import { type Locale, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@upkeep/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { say, type Words } from '../i18n/words.ts';
import { verifyScryptPassword } from './scrypt-password.ts';

/** OWASP Password Storage Cheat Sheet, argon2id: m=19456 KiB, t=2, p=1. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_ID = 2;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain.normalize('NFKC'), { ...ARGON2_OPTIONS, algorithm: ARGON2_ID });
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  try {
    if (stored.startsWith('$argon2')) return await verify(stored, plain.normalize('NFKC'));
    if (stored.startsWith('scrypt$')) return await verifyScryptPassword(plain, stored);
  } catch {
    // A malformed stored hash never matches.
  }
  return false;
}

/** True when the stored hash is of an older scheme or weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_OPTIONS;
  return !stored.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`);
}

/** A hash of a random password: compared against when the e-mail is unknown, so timing tells nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoy;
}

/**
 * zxcvbn's scores run 0 to 4; 3 means "safely unguessable: moderate protection from an offline attack"
 * (about 10^8 guesses and more). Below it a password is refused, with zxcvbn's own advice.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The estimator with its common-password, name and English dictionaries, built on first use (they are large). Its
 * advice comes back as keys ('warnings.dates'), said by ADVICE in the caller's language (issue 49).
 */
let estimator: ZxcvbnFactory | undefined;
function strength() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: adviceKeys,
  });
  return estimator;
}

/** zxcvbn's translations with each text its own key ('warnings.dates'), so that its feedback names the advice. */
const adviceKeys = {
  ...zxcvbnEnglish.translations,
  warnings: Object.fromEntries(Object.keys(zxcvbnEnglish.translations.warnings).map((k) => [k, `warnings.${k}`])),
  suggestions: Object.fromEntries(
    Object.keys(zxcvbnEnglish.translations.suggestions).map((k) => [k, `suggestions.${k}`]),
  ),
} as typeof zxcvbnEnglish.translations;

/** zxcvbn's advice (its warnings and suggestions by key) as words of the catalogue: the English is zxcvbn's own. */
export const ADVICE: Readonly<Record<string, Words>> = {
  'warnings.straightRow': /*i18n*/ {
    id: 'password.warning.straightRow',
    message: 'Straight rows of keys on your keyboard are easy to guess.',
  },
  'warnings.keyPattern': /*i18n*/ {
    id: 'password.warning.keyPattern',
    message: 'Short keyboard patterns are easy to guess.',
  },
  'warnings.simpleRepeat': /*i18n*/ {
    id: 'password.warning.simpleRepeat',
    message: 'Repeated characters like "aaa" are easy to guess.',
  },
  'warnings.extendedRepeat': /*i18n*/ {
    id: 'password.warning.extendedRepeat',
    message: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  },
  'warnings.sequences': /*i18n*/ {
    id: 'password.warning.sequences',
    message: 'Common character sequences like "abc" are easy to guess.',
  },
  'warnings.recentYears': /*i18n*/ { id: 'password.warning.recentYears', message: 'Recent years are easy to guess.' },
  'warnings.dates': /*i18n*/ { id: 'password.warning.dates', message: 'Dates are easy to guess.' },
  'warnings.topTen': /*i18n*/ { id: 'password.warning.topTen', message: 'This is a heavily used password.' },
  'warnings.topHundred': /*i18n*/ { id: 'password.warning.topHundred', message: 'This is a frequently used password.' },
  'warnings.common': /*i18n*/ { id: 'password.warning.common', message: 'This is a commonly used password.' },
  'warnings.similarToCommon': /*i18n*/ {
    id: 'password.warning.similarToCommon',
    message: 'This is similar to a commonly used password.',
  },
  'warnings.wordByItself': /*i18n*/ { id: 'password.warning.wordByItself', message: 'Single words are easy to guess.' },
  'warnings.namesByThemselves': /*i18n*/ {
    id: 'password.warning.namesByThemselves',
    message: 'Single names or surnames are easy to guess.',
  },
  'warnings.commonNames': /*i18n*/ {
    id: 'password.warning.commonNames',
    message: 'Common names and surnames are easy to guess.',
  },
  'warnings.userInputs': /*i18n*/ {
    id: 'password.warning.userInputs',
    message: 'There should not be any personal or page related data.',
  },
  'warnings.pwned': /*i18n*/ {
    id: 'password.warning.pwned',
    message: 'Your password was exposed by a data breach on the Internet.',
  },
  'suggestions.l33t': /*i18n*/ {
    id: 'password.suggestion.l33t',
    message: "Avoid predictable letter substitutions like '@' for 'a'.",
  },
  'suggestions.reverseWords': /*i18n*/ {
    id: 'password.suggestion.reverseWords',
    message: 'Avoid reversed spellings of common words.',
  },
  'suggestions.allUppercase': /*i18n*/ {
    id: 'password.suggestion.allUppercase',
    message: 'Capitalize some, but not all letters.',
  },
  'suggestions.capitalization': /*i18n*/ {
    id: 'password.suggestion.capitalization',
    message: 'Capitalize more than the first letter.',
  },
  'suggestions.dates': /*i18n*/ {
    id: 'password.suggestion.dates',
    message: 'Avoid dates and years that are associated with you.',
  },
  'suggestions.recentYears': /*i18n*/ { id: 'password.suggestion.recentYears', message: 'Avoid recent years.' },
  'suggestions.associatedYears': /*i18n*/ {
    id: 'password.suggestion.associatedYears',
    message: 'Avoid years that are associated with you.',
  },
  'suggestions.sequences': /*i18n*/ {
    id: 'password.suggestion.sequences',
    message: 'Avoid common character sequences.',
  },
  'suggestions.repeated': /*i18n*/ {
    id: 'password.suggestion.repeated',
    message: 'Avoid repeated words and characters.',
  },
  'suggestions.longerKeyboardPattern': /*i18n*/ {
    id: 'password.suggestion.longerKeyboardPattern',
    message: 'Use longer keyboard patterns and change typing direction multiple times.',
  },
  'suggestions.anotherWord': /*i18n*/ {
    id: 'password.suggestion.anotherWord',
    message: 'Add more words that are less common.',
  },
  'suggestions.useWords': /*i18n*/ {
    id: 'password.suggestion.useWords',
    message: 'Use multiple words, but avoid common phrases.',
  },
  'suggestions.noNeed': /*i18n*/ {
    id: 'password.suggestion.noNeed',
    message: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  },
  'suggestions.pwned': /*i18n*/ {
    id: 'password.suggestion.pwned',
    message: 'If you use this password elsewhere, you should change it.',
  },
};

/** An advice key of zxcvbn's in `locale`: zxcvbn's English, or the catalogue's words. */
const adviceIn = (key: string, locale: Locale) => {
  const words = ADVICE[key];
  return words ? say(words, locale) : key;
};

/** The policy's verdict on a new password, or null when it is acceptable. */
export function passwordProblem(plain: string, context: { email?: string; name?: string } = {}): string | Words | null {
  if (plain.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (plain.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  // The person's own e-mail and name are the first things an attacker tries.
  const personal = [context.email, context.email?.split('@')[0], ...(context.name?.split(/\s+/) ?? [])]
    .filter((word): word is string => Boolean(word && word.length >= 3))
    .map((word) => word.toLowerCase());
  // zxcvbn's cost grows with length; past 100 characters a password is strong by length alone.
  const { score, feedback } = strength().check(plain.slice(0, 100), personal);
  if (score >= MIN_PASSWORD_SCORE) return null;
  const keys = [feedback.warning, ...feedback.suggestions].filter((key): key is string => Boolean(key));
  // The reason in the caller's language (the error handler says it): zxcvbn's advice in it too.
  return /*i18n*/ {
    id: 'password.tooEasy',
    message: 'is too easy to guess. {advice} A few unrelated words make a strong password.',
    values: {
      advice: (locale: Locale) =>
        keys.length ? keys.map((key) => adviceIn(key, locale)).join(' ') : adviceIn('suggestions.anotherWord', locale),
    },
  };
}
