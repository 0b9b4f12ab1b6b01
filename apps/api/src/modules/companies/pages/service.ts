/**
 * Company pages (issue 32, decision 0028): what the public reads of a live company at `/pros/{slug}`, answered
 * as data (`GET /api/companies/{slug}`) and written into the page's HTML for crawlers (`html.ts`). A company
 * setting up, suspended or deactivated has no page (404); a renamed company's old slug leads to its page (301).
 */
import {
  COMPANY_JSON_LD_REVIEWS,
  COMPANY_PAGE_NOT_FOUND,
  COMPANY_REVIEWS_PAGE_SIZE,
  type CompanyPage,
  type CompanyPageReview,
  type Locale,
  type Pages,
  roundUpToHalfHour,
  type TopRatedCompany,
  toDollars,
  valleyToday,
} from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { sayReplyTime } from '../../../i18n/spec-words.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { notFound } from '../../../lib/errors.ts';
import { publicTags } from './claims.ts';
import { galleryPhotos } from './gallery.ts';
import * as q from './queries.ts';
import { replyTimeOf } from './reply-times.ts';

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** What a slug leads to: a page, the page's new address, or nothing the public may see. */
export type CompanyPageLookup =
  | { kind: 'page'; page: CompanyPage; pages: Pages }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' };

/** A company the public may see: live and not deactivated (the offers' rule, `companyIsOffered`). */
const isPublic = (row: q.PageCompanyRow) => row.state === 'live' && row.active;

/**
 * A slug's page in `locale` (issue 49: the Spanish page `/es/pros/{slug}` and a Spanish caller of the API): the
 * catalogue's service names and the reply time in that language, what the company wrote as written.
 */
export async function lookupCompanyPage(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  slug: string,
  pageNumber = 1,
  locale: Locale = 'en',
): Promise<CompanyPageLookup> {
  const company = await q.companyBySlug(deps.db, slug);
  if (!company) {
    const current = await q.slugRedirect(deps.db, slug);
    return current ? { kind: 'moved', slug: current } : { kind: 'missing' };
  }
  if (!isPublic(company)) return { kind: 'missing' };
  const found = await pageOf(deps, company, pageNumber, locale);
  // A review page past the last (the first always exists): not a page.
  if (pageNumber > Math.max(1, found.pages.totalPages)) return { kind: 'missing' };
  return { kind: 'page', ...found };
}

/**
 * Whether a slug's page may be shown now (one indexed read, for every request of a page kept rendered): a company
 * suspended or deactivated a moment ago answers 404 at once, whatever was kept.
 */
export async function companyPageIsPublic(deps: Pick<ServiceDeps, 'db'>, slug: string): Promise<boolean> {
  const company = await q.companyBySlug(deps.db, slug);
  return company !== null && isPublic(company);
}

/** The page's data, or 404 (the API's answer; the 301 is the route's). */
export async function companyPage(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  slug: string,
  pageNumber: number,
  locale: Locale = 'en',
) {
  const found = await lookupCompanyPage(deps, slug, pageNumber, locale);
  if (found.kind === 'missing') throw notFound(COMPANY_PAGE_NOT_FOUND);
  return found;
}

async function pageOf(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  company: q.PageCompanyRow,
  pageNumber: number,
  locale: Locale,
) {
  const db = deps.db;
  const size = COMPANY_REVIEWS_PAGE_SIZE;
  const [services, zips, hours, shortestVisit, jobsCompleted, histogram, reviews, lastChange, replyTime, photos] =
    await Promise.all([
      q.servicesOf(db, company.id),
      q.zipCodesOf(db, company.id),
      q.hoursOf(db, company.id),
      q.shortestVisitOf(db, company.id),
      q.jobsCompletedOf(db, company.id),
      q.histogramOf(db, company.id),
      q.reviewPage(db, company.id, size, (pageNumber - 1) * size),
      q.lastChangeOf(db, company.id),
      replyTimeOf(db, company.id, deps.now()),
      galleryPhotos(deps, company.id),
    ]);
  const counts = new Map(histogram.map((h) => [Number(h.stars), Number(h.n)]));
  // Claimed only when UpKeep's staff checked them; a tag claims no more than these (claims.ts).
  const credentials: CompanyPage['credentials'] = {
    licence:
      company.licence_verified_at !== null && company.licence_number !== null
        ? {
            number: company.licence_number,
            limit: company.licence_limit_cents === null ? null : toDollars(company.licence_limit_cents),
            verifiedAt: iso(company.licence_verified_at),
          }
        : null,
    insurance: company.insurance_verified_at === null ? null : { verifiedAt: iso(company.insurance_verified_at) },
  };
  const count = [...counts.values()].reduce((a, b) => a + b, 0);
  const sum = [...counts].reduce((a, [stars, n]) => a + stars * n, 0);
  const page: CompanyPage = {
    id: company.id,
    slug: company.slug,
    name: company.name,
    logo: company.logo,
    description: company.description,
    tags: publicTags(company.tags, {
      licence: credentials.licence !== null,
      insurance: credentials.insurance !== null,
    }),
    services: services.map((s) => ({
      serviceId: s.service_id,
      name: serviceNameIn({ serviceId: s.service_id, serviceName: s.name }, locale),
      startingPrice: toDollars(Number(s.starting_cents)),
    })),
    location: { city: company.city, zipCode: company.zip_code },
    areas: {
      cities: [...new Set(zips.map((z) => z.city))].sort(),
      zipCodes: zips.map((z) => ({
        code: z.code,
        city: z.city,
        community: z.community,
        latitude: z.latitude === null ? null : Number(z.latitude),
        longitude: z.longitude === null ? null : Number(z.longitude),
      })),
    },
    hours: hours.map((h) => ({
      dayOfWeek: h.day_of_week,
      opens: h.opens,
      closes: closingTime(h.last_start, shortestVisit),
      lastStart: h.last_start,
    })),
    // A company live before `live_at` was recorded (the seed's, older ones) was live from its creation.
    liveSince: iso(company.live_at ?? company.created_at),
    jobsCompleted,
    replyTime: replyTime === null ? null : sayReplyTime(replyTime, locale),
    credentials,
    rating: {
      count,
      average: count === 0 ? null : sum / count,
      histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
    },
    reviews: reviews.map(reviewOf),
    photos: photos.map(({ id, url, caption }) => ({ id, url, caption })),
    updatedAt: iso(lastChange ?? company.live_at ?? deps.now()),
  };
  const pages: Pages = { pageNumber, pageSize: size, totalCount: count, totalPages: Math.ceil(count / size) };
  return { page, pages };
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** The day's last minute: a day's work past midnight is shown to its end. */
const LAST_MINUTE = 24 * 60 - 1;

/**
 * When a day's work ends ('15:30'): the calendar holds only start times, and a visit booked at the last one
 * holds the company's time for its length, at least the shortest visit the company takes, rounded up to the half
 * hour as a booking is (`roundUpToHalfHour`; 30 minutes without a service). Not the last start: the company is
 * still at work then.
 */
export function closingTime(lastStart: string, shortestVisitMinutes: number | null): string {
  const [h = 0, m = 0] = lastStart.split(':').map(Number);
  return clock(Math.min(LAST_MINUTE, h * 60 + m + roundUpToHalfHour(shortestVisitMinutes ?? 0)));
}

const reviewOf = (r: q.ReviewRow): CompanyPageReview => ({
  id: r.id,
  userName: r.user_name,
  score: r.company_score,
  comment: r.company_comment,
  date: iso(r.created_at),
  reply: r.reply,
  replyDate: isoOrNull(r.replied_at),
});

/**
 * The newest public reviews, which the page's JSON-LD lists on every page of reviews (decision 0028): the first
 * page's own, else read again.
 */
export async function newestReviews(
  deps: Pick<ServiceDeps, 'db'>,
  found: { page: CompanyPage; pages: Pages },
): Promise<CompanyPageReview[]> {
  if (found.pages.pageNumber === 1) return found.page.reviews.slice(0, COMPANY_JSON_LD_REVIEWS);
  return (await q.reviewPage(deps.db, found.page.id, COMPANY_JSON_LD_REVIEWS, 0)).map(reviewOf);
}

/** The sitemap's company pages: each live company's path and the day (in the valley) it last changed. */
export async function companySitemapEntries(db: Database) {
  const rows = await q.liveCompanies(db);
  return rows.map((r) => ({
    slug: r.slug,
    lastmod: valleyToday(new Date(r.changed_at ?? r.created_at)),
  }));
}

/** How many companies "Top-rated in {area}" shows. */
export const TOP_RATED_COUNT = 3;

export async function topRated(
  db: Database,
  query: { area: string; serviceId?: number | undefined },
): Promise<TopRatedCompany[]> {
  const rows = await q.topRatedIn(db, query.area.trim(), query.serviceId, TOP_RATED_COUNT);
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    logo: r.logo,
    average: Math.round(Number(r.average) * 10) / 10,
    reviewCount: Number(r.review_count),
  }));
}
