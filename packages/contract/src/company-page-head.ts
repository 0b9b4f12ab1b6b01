/**
 * A company's page (issue 32) without schemas: its paths, the labels it writes and its head, computed once for
 * the server's document (apps/api/src/modules/companies/pages/document.ts) and the web app's route meta, so that
 * both say the same words. No zod here: a public page's JavaScript imports this.
 */
import { companyPagePath } from './company-page-path.ts';
import type { CompanyPage, CompanyPageReview } from './company-pages.ts';
import type { Pages } from './envelope.ts';
import { LOCALE_TAGS, type Locale } from './locale.ts';

// The page's paths are a module of their own: a screen that links to a company's page (an offer, a ticket) loads them
// without the head's words and rules below (issue 48).
export {
  COMPANY_PAGE_FRAME_PATH,
  COMPANY_PAGE_PATTERN,
  companyPageFramePath,
  companyPagePath,
} from './company-page-path.ts';

/** A slug as companies get them (lowercase letters, digits and dashes). */
export const COMPANY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Reviews per page of a company's page. */
export const COMPANY_REVIEWS_PAGE_SIZE = 10;
/** How many of the newest reviews the page's JSON-LD carries (on every review page: `newestReviews`). */
export const COMPANY_JSON_LD_REVIEWS = 5;
export const COMPANY_PAGE_NOT_FOUND = 'Company not found';

/** The head of a company's page, computed once for the server's document and the web app's route meta. */
export interface CompanyPageHead {
  title: string;
  description: string;
  path: string;
  image: string;
  jsonLd: Record<string, unknown>;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const weekdayName = (dayOfWeek: number) => WEEKDAY_NAMES[dayOfWeek] ?? '';

/** '8:00 AM' for '08:00'. */
export function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "4.7" (one decimal) for an average of stars. */
export const starsLabel = (average: number) => (Math.round(average * 10) / 10).toFixed(1);

export function yearsOnUpKeep(liveSince: string | null, now: Date): number {
  if (!liveSince) return 0;
  return Math.max(0, Math.floor((now.getTime() - new Date(liveSince).getTime()) / (365.25 * 86_400_000)));
}

const absolute = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/+$/, '')}${pathOrUrl}`;

/** The page's description in each language (issue 49): its services, cities and rating, then the call to book. */
function describe(page: CompanyPage, locale: Locale): string {
  const services = page.services.map((s) => s.name).join(', ');
  const cities = page.areas.cities.join(', ');
  const { average, count } = page.rating;
  const plural = count === 1 ? '' : 's';
  if (locale === 'es') {
    const rated =
      average === null ? '' : ` Calificación de ${starsLabel(average)} de 5 según ${count} cliente${plural}.`;
    return `${page.name}: ${services || 'servicios para el hogar'}${cities ? ` en ${cities}` : ''}.${rated} Reserve en UpKeep.`;
  }
  const rated = average === null ? '' : ` Rated ${starsLabel(average)} out of 5 by ${count} customer${plural}.`;
  return `${page.name}: ${services || 'home services'}${cities ? ` in ${cities}` : ''}.${rated} Book on UpKeep.`;
}

/**
 * The head of a company's page in `locale` (its Spanish twin `/es/pros/{slug}`, issue 49: the page's words in
 * Spanish, the service names as the API said them, what the company wrote as written). `newestReviews` are the
 * JSON-LD's `review`s: the newest public ones whatever page of reviews is shown (`?page=3` lists older ones, while
 * the JSON-LD speaks of the business as it is now).
 */
export function companyPageHead(
  page: CompanyPage,
  origin: string,
  newestReviews: readonly CompanyPageReview[],
  locale: Locale = 'en',
): CompanyPageHead {
  const path = companyPagePath(page.slug, locale);
  const description = describe(page, locale);
  const url = absolute(origin, path);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${url}#business`,
    name: page.name,
    url,
    image: absolute(origin, page.logo),
    description: page.description || description,
    // A business has no language, its page has: the Spanish page says it of itself (as the other Spanish pages do
    // with `inLanguage`), the English one as it always was.
    ...(locale === 'en'
      ? {}
      : { mainEntityOfPage: { '@type': 'WebPage', '@id': url, url, inLanguage: LOCALE_TAGS[locale] } }),
    // Google asks a local business for its address: the office's city and zip code (a service-area business keeps
    // its street to itself).
    address: {
      '@type': 'PostalAddress',
      addressLocality: page.location.city,
      addressRegion: 'NV',
      ...(page.location.zipCode ? { postalCode: page.location.zipCode } : {}),
      addressCountry: 'US',
    },
    areaServed: page.areas.cities.map((name) => ({ '@type': 'City', name })),
    ...(page.hours.length > 0
      ? {
          openingHoursSpecification: page.hours.map((h) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${weekdayName(h.dayOfWeek)}`,
            opens: h.opens,
            closes: h.closes,
          })),
        }
      : {}),
    ...(page.rating.average !== null && page.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: starsLabel(page.rating.average),
            reviewCount: page.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: newestReviews.slice(0, COMPANY_JSON_LD_REVIEWS).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.userName },
            datePublished: r.date.slice(0, 10),
            reviewBody: r.comment,
            reviewRating: { '@type': 'Rating', ratingValue: r.score, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
  return { title: `${page.name} | UpKeep`, description, path, image: absolute(origin, page.logo), jsonLd };
}

/**
 * The date a review or a check shows, as formatDate writes every date ('Tue, Dec 8, 2026', the valley's day):
 * the same words through Intl, because dates.ts carries the date schemas and this module goes into a public
 * page's JavaScript without them (company-page-head.test.ts holds the two equal).
 */
const VALLEY_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
export const companyPageDate = (iso: string) => VALLEY_DAY.format(new Date(iso));

/** What the server embeds in the page (`<script type="application/json" id=…>`) for the web app to hydrate. */
export const COMPANY_PAGE_DATA_ID = 'company-page-data';
/** What a company's page renders from (the server's embedded data, or the API's answer inside the app). */
export interface CompanyPageData {
  page: CompanyPage;
  pages: Pages;
  yearsOnUpKeep: number;
}
/** The embedded data: the page's, and the newest reviews its head's JSON-LD lists (so the head hydrates as written). */
export interface EmbeddedCompanyPage extends CompanyPageData {
  newestReviews: CompanyPageReview[];
}

/**
 * What the prerendered frame carries where a company's head goes; the server writes the company's values in
 * their place (HTML-escaped; the JSON-LD as JSON).
 */
export const COMPANY_PAGE_PLACEHOLDERS = {
  title: '__COMPANY_PAGE_TITLE__',
  description: '__COMPANY_PAGE_DESCRIPTION__',
  url: 'https://company-page.invalid/__COMPANY_PAGE_URL__',
  image: 'https://company-page.invalid/__COMPANY_PAGE_IMAGE__',
  jsonLd: '__COMPANY_PAGE_JSON_LD__',
  /** The page in each language (issue 49): its hreflang pairs, `x-default` being the English one. */
  english: 'https://company-page.invalid/__COMPANY_PAGE_EN__',
  spanish: 'https://company-page.invalid/__COMPANY_PAGE_ES__',
} as const;
