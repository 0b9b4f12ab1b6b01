/**
 * The head of a company's page. The frame the build prerenders carries the contract's placeholders, which the
 * server replaces with the company's values; a visit that opened on the page computes the same values from
 * the data the server embedded, so the head hydrates unchanged. Inside the app (no embedded data) the page
 * sets its title once its data arrives. Each language's page names both (hreflang, issue 49), the English one as
 * `x-default`.
 */
import {
  COMPANY_PAGE_PLACEHOLDERS,
  companyPageFramePath,
  companyPageHead,
  companyPagePath,
  type Locale,
} from '@upkeep/contract';
import { SITE_ORIGIN } from '../../ui/meta';
import { embeddedFor } from './api/use-company-page';

interface HeadValues {
  title: string;
  description: string;
  url: string;
  image: string;
  jsonLd: unknown;
  english: string;
  spanish: string;
}

function headTags(h: HeadValues) {
  return [
    { title: h.title },
    { name: 'description', content: h.description },
    { tagName: 'link', rel: 'canonical', href: h.url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: h.english },
    { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: h.spanish },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: h.english },
    { property: 'og:type', content: 'profile' },
    { property: 'og:site_name', content: 'UpKeep' },
    { property: 'og:title', content: h.title },
    { property: 'og:description', content: h.description },
    { property: 'og:url', content: h.url },
    { property: 'og:image', content: h.image },
    { name: 'twitter:card', content: 'summary' },
    { 'script:ld+json': h.jsonLd },
  ];
}

export function companyPageMeta(slug: string | undefined, page: number, locale: Locale = 'en') {
  if (typeof document === 'undefined' || companyPagePath(slug ?? '', locale) === companyPageFramePath(locale)) {
    const P = COMPANY_PAGE_PLACEHOLDERS;
    return headTags({
      title: P.title,
      description: P.description,
      url: P.url,
      image: P.image,
      jsonLd: P.jsonLd,
      english: P.english,
      spanish: P.spanish,
    });
  }
  const data = slug ? embeddedFor(slug, page, locale) : null;
  if (!data) return [{ title: 'Company | UpKeep' }];
  const head = companyPageHead(data.page, SITE_ORIGIN, data.newestReviews, locale);
  const query = page > 1 ? `?page=${page}` : '';
  const url = `${SITE_ORIGIN}${head.path}${query}`;
  return headTags({
    ...head,
    url,
    english: `${SITE_ORIGIN}${companyPagePath(data.page.slug)}${query}`,
    spanish: `${SITE_ORIGIN}${companyPagePath(data.page.slug, 'es')}${query}`,
  });
}
