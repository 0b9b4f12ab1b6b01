import { BLOG_ARTICLES, type BlogArticle } from '@upkeep/content';

export const BRIEF_MAX_CHARS = 200;

/** Spec 000 section 5: a blog brief is cut at 200 characters, with an ellipsis. */
export function truncate(text: string, max = BRIEF_MAX_CHARS): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** 'May 12, 2024', the same on every machine (a date-only value is read as that calendar day). */
export function formatArticleDate(createdAt: string): string {
  const dateOnly = DATE_ONLY.test(createdAt);
  const date = new Date(dateOnly ? `${createdAt}T12:00:00Z` : createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : 'America/Los_Angeles',
  }).format(date);
}

export function articleBySlug(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((a) => a.slug === slug);
}

/** The article a /blog/view visit asks for: a numeric id (1-based, the seed's order) or a slug. */
export function articleById(id: unknown): BlogArticle | undefined {
  if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))) {
    const index = Number(id) - 1;
    return index >= 0 ? BLOG_ARTICLES[index] : undefined;
  }
  return typeof id === 'string' ? articleBySlug(id) : undefined;
}

/** 'twelve-best-trees' → 'Twelve best trees' (the heading while an article is not written yet). */
export function humanizeSlug(slug: string): string {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function slugFromPathname(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}
