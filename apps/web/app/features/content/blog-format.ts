/** Formatting of blog articles, without their content (so an article page does not carry all nine). */
import { loadedDateWords } from '../../i18n/loaded-date-words';

export const BRIEF_MAX_CHARS = 200;

/** Spec 000 section 5: a blog brief is cut at 200 characters, with an ellipsis. */
export function truncate(text: string, max = BRIEF_MAX_CHARS): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'Sun, May 12, 2024': the one date form of every screen (the contract's formatDate), written here with Intl
 * so that a public page does not load the contract (its byte budget); a date-only value is that calendar day.
 */
export function formatArticleDate(createdAt: string, locale = 'en'): string {
  // Another language's date words come with its catalogues ('mar, 11 feb 2025': i18n/catalogue-loader.ts).
  const words = locale === 'en' ? undefined : loadedDateWords[locale];
  if (words) return words.date(createdAt);
  const dateOnly = DATE_ONLY.test(createdAt);
  const date = new Date(dateOnly ? `${createdAt}T12:00:00Z` : createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : 'America/Los_Angeles',
  }).format(date);
}

/** Blog images are drawn at 16:9. */
export const BLOG_IMAGE_SIZE = { width: 800, height: 450 } as const;
export const BLOG_SECTION_IMAGE_SIZE = { width: 640, height: 360 } as const;

/** 'twelve-best-trees' → 'Twelve best trees' (the heading while an article is not written yet). */
export function humanizeSlug(slug: string): string {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function slugFromPathname(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}
