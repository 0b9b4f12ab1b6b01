/**
 * Why a public form's field was refused before it was sent, in the page's language (issue 49): the contract's
 * schemas give their reasons in English ('must be a valid e-mail address'), said here through the catalogue as the
 * API says them (apps/api/src/i18n/reasons.ts). Loaded with the forms' checks (inbox-calls.ts), not with the page.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/catalogs';

/** Each reason with the pattern of its English (its values read back from it). */
const REASONS: readonly { english: RegExp; words: (values: Partial<Record<string, string>>) => MessageDescriptor }[] = [
  { english: /^is required$/, words: () => msg`is required` },
  { english: /^must not be empty$/, words: () => msg`must not be empty` },
  { english: /^must be a valid e-mail address$/, words: () => msg`must be a valid e-mail address` },
  { english: /^must contain digits only$/, words: () => msg`must contain digits only` },
  { english: /^must be a 5-digit zip code$/, words: () => msg`must be a 5-digit zip code` },
  { english: /^must not contain control characters$/, words: () => msg`must not contain control characters` },
  {
    english: /^must be at most (?<max>\d+) characters$/,
    words: ({ max = '' }) => msg`must be at most ${max} characters`,
  },
  {
    english: /^must have at least (?<min>\d+) digits$/,
    words: ({ min = '' }) => msg`must have at least ${min} digits`,
  },
  { english: /^must have at most (?<max>\d+) digits$/, words: ({ max = '' }) => msg`must have at most ${max} digits` },
];

/** A schema's reason in the active language; one not listed keeps its English. */
export function sayFormReason(english: string): string {
  for (const reason of REASONS) {
    const match = reason.english.exec(english);
    if (match) return i18n._(reason.words(match.groups ?? {}));
  }
  return english;
}
