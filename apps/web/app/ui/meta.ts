import { msg } from '@lingui/core/macro';
import { PRERENDERED_ROUTES } from '@upkeep/contract';
import { i18n } from '../i18n/catalogs';

/** The origin the build names (vite.config.ts): a placeholder the server replaces with its PUBLIC_URL. */
const BUILT_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? 'http://127.0.0.1:3000';

/**
 * The public origin pages are published under (canonical links, Open Graph, JSON-LD). Prerendered, the build's
 * origin, which the server replaces with PUBLIC_URL as it loads the page; in the browser, the origin of the
 * page's canonical link as the server sent it (PUBLIC_URL), else the page's own.
 */
export const SITE_ORIGIN: string = typeof document === 'undefined' ? BUILT_ORIGIN : browserOrigin();

function browserOrigin(): string {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical) {
    try {
      return new URL(canonical).origin;
    } catch {
      // Not a URL: the page's own origin below.
    }
  }
  return window.location.origin;
}
export const SITE_NAME = 'UpKeep';

/** The image shared links show: a raster (networks refuse SVG), 1200 × 630 as Open Graph recommends. */
export const SHARE_IMAGE = { path: '/images/share/upkeep-1200x630.jpg', width: 1200, height: 630 };
export const SHARE_IMAGE_ALT = 'UpKeep: Las Vegas home services, compared and booked';

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}

/**
 * The canonical link of a public page: its own path, or null when it is not a public page. Never another page's:
 * the app shell is rendered at `/`, and served for every screen that is not prerendered, so it names none (it
 * named the home page's, issue 48). Other spellings never render here: the server answers them 301 (decision 0036).
 */
export function canonicalPath(pathname: string): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_ROUTES.includes(clean) ? clean : null;
}

/** A page's `<title>`, meta description and the title and description of its shared-link cards. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | UpKeep` },
    { name: 'description', content: description },
    { property: 'og:title', content: `${title} | UpKeep` },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: `${title} | UpKeep` },
    { name: 'twitter:description', content: description },
  ];
}

/** JSON-LD in a route's meta (rendered as `<script type="application/ld+json">`, data, not script). */
export function jsonLd(...nodes: Record<string, unknown>[]) {
  return { 'script:ld+json': { '@context': 'https://schema.org', '@graph': nodes } };
}

export const ORGANIZATION_ID = `${SITE_ORIGIN}/#organization`;

/** UpKeep as schema.org's Organization: the marketplace that lists, books and takes payment for the jobs. */
export function organization() {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: absoluteUrl('/home'),
    logo: absoluteUrl(SHARE_IMAGE.path),
    description: i18n._(
      msg`A marketplace where Las Vegas valley homeowners compare, book and pay local home-service companies.`,
    ),
    areaServed: { '@type': 'AdministrativeArea', name: 'Las Vegas Valley, Nevada' },
  };
}

/** A BreadcrumbList of (name, path) steps, the last being the page itself. */
export function breadcrumbList(steps: { name: string; path: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}
