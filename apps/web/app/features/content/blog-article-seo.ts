import type { BlogArticle } from '@upkeep/content';
import { absoluteUrl, breadcrumbList, jsonLd, organization } from '../../ui/meta';
import { truncate } from './blog-format';

/** Meta descriptions longer than this are cut in search results. */
export const META_DESCRIPTION_MAX = 155;

export function articleDescription(article: BlogArticle): string {
  return truncate(article.brief, META_DESCRIPTION_MAX);
}

/** An article as schema.org's BlogPosting, written and published by UpKeep, and where it sits. */
export function blogArticleJsonLd(article: BlogArticle) {
  const path = `/blog/${article.slug}`;
  const url = absoluteUrl(path);
  return jsonLd(
    {
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      headline: article.title,
      description: articleDescription(article),
      image: absoluteUrl(article.imageUrl),
      datePublished: article.createdAt,
      url,
      mainEntityOfPage: url,
      inLanguage: 'en-US',
      author: organization(),
      publisher: organization(),
    },
    breadcrumbList([
      { name: 'Home', path: '/home' },
      { name: 'Blog', path: '/blog' },
      { name: article.title, path },
    ]),
  );
}
