import { msg } from '@lingui/core/macro';
import type { BlogArticle } from '@upkeep/content';
import { LOCALE_TAGS, type Locale } from '@upkeep/contract';
import { i18n } from '../../i18n/catalogs';
import { localePath } from '../../i18n/locale';
import { absoluteUrl, breadcrumbList, jsonLd, organization } from '../../ui/meta';
import { truncate } from './blog-format';

/** Meta descriptions longer than this are cut in search results. */
export const META_DESCRIPTION_MAX = 155;

export function articleDescription(article: BlogArticle): string {
  return truncate(article.brief, META_DESCRIPTION_MAX);
}

/** An article as schema.org's BlogPosting, written and published by UpKeep, and where it sits. */
export function blogArticleJsonLd(article: BlogArticle, locale: Locale = 'en') {
  const path = localePath(`/blog/${article.slug}`, locale);
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
      inLanguage: LOCALE_TAGS[locale],
      author: organization(),
      publisher: organization(),
    },
    breadcrumbList([
      { name: i18n._(msg`Home`), path: localePath('/home', locale) },
      { name: i18n._(msg`Blog`), path: localePath('/blog', locale) },
      { name: article.title, path },
    ]),
  );
}
