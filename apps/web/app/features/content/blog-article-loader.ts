/**
 * The blog's loaders: they run at build (prerender) only, so an article page carries its own article in its HTML
 * and `.data` file and none of the other eight in its JavaScript, and the blog's index its cards and no article.
 * A page under `/es` gets the Spanish articles (`@upkeep/content/es`, issue 49), the same slugs and dates.
 */
import { BLOG_ARTICLES, type BlogArticle } from '@upkeep/content';
import { BLOG_ARTICLES_ES } from '@upkeep/content/es';
import { type Locale, localeOfPath } from '@upkeep/contract';
import { slugFromPathname, truncate } from './blog-format';

const articlesIn = (locale: Locale): readonly BlogArticle[] => (locale === 'es' ? BLOG_ARTICLES_ES : BLOG_ARTICLES);

export function loadBlogArticle(request: Request): { slug: string; article: BlogArticle | null } {
  const { pathname } = new URL(request.url);
  const slug = slugFromPathname(pathname);
  return { slug, article: articlesIn(localeOfPath(pathname)).find((a) => a.slug === slug) ?? null };
}

/** An article as the blog's index shows it: its brief cut at 200 characters (spec 000 section 5). */
export interface BlogCard {
  slug: string;
  title: string;
  brief: string;
  createdAt: string;
  imageUrl: string;
}

export function loadBlogCards(request: Request): { articles: BlogCard[] } {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    articles: articlesIn(locale).map(({ slug, title, brief, createdAt, imageUrl }) => ({
      slug,
      title,
      brief: truncate(brief),
      createdAt,
      imageUrl,
    })),
  };
}
