/**
 * The head of a company's page. The frame the build prerenders carries the contract's placeholders, which the
 * server replaces with the company's values; a visit that opened on the page computes the same values from
 * the data the server embedded, so the head hydrates unchanged. Inside the app (no embedded data) the page
 * sets its title once its data arrives.
 */
import { COMPANY_PAGE_FRAME_PATH, COMPANY_PAGE_PLACEHOLDERS, companyPageHead } from '@upkeep/contract';
import { SITE_ORIGIN } from '../../ui/meta';
import { embeddedFor } from './api/use-company-page';

function headTags(h: { title: string; description: string; url: string; image: string; jsonLd: unknown }) {
  return [
    { title: h.title },
    { name: 'description', content: h.description },
    { tagName: 'link', rel: 'canonical', href: h.url },
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

export function companyPageMeta(slug: string | undefined, page: number) {
  if (typeof document === 'undefined' || `/pros/${slug}` === COMPANY_PAGE_FRAME_PATH) {
    const P = COMPANY_PAGE_PLACEHOLDERS;
    return headTags({ title: P.title, description: P.description, url: P.url, image: P.image, jsonLd: P.jsonLd });
  }
  const data = slug ? embeddedFor(slug, page) : null;
  if (!data) return [{ title: 'Company | UpKeep' }];
  const head = companyPageHead(data.page, SITE_ORIGIN, data.newestReviews);
  const url = `${SITE_ORIGIN}${head.path}${page > 1 ? `?page=${page}` : ''}`;
  return headTags({ ...head, url });
}
