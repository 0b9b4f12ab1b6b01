/**
 * The article routes' loader: it runs at build (prerender) only, so an article page carries its own
 * article in its HTML and `.data` file and none of the other eight in its JavaScript.
 */
import type { BlogArticle } from '@upkeep/content';
import { slugFromPathname } from './blog-format';
import { articleBySlug } from './blog-utils';

export function loadBlogArticle(request: Request): { slug: string; article: BlogArticle | null } {
  const slug = slugFromPathname(new URL(request.url).pathname);
  return { slug, article: articleBySlug(slug) ?? null };
}
