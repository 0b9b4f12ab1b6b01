import { BLOG_ARTICLES, type BlogArticle } from '@upkeep/content';

export {
  BLOG_IMAGE_SIZE,
  BLOG_SECTION_IMAGE_SIZE,
  BRIEF_MAX_CHARS,
  formatArticleDate,
  humanizeSlug,
  slugFromPathname,
  truncate,
} from './blog-format';

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
