/**
 * Company pages (issue 32): `/pros/{slug}`, what a homeowner reads before booking and what search engines find.
 * `GET /api/companies/{slug}` answers the page's data (the schemas here); the paths, the head and the labels are
 * in company-page-head.ts, which has no schema, so that a public page's JavaScript carries no zod.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { money } from './money-inputs.ts';
import { galleryPhotoVisibility } from './photo-consent.ts';

export const companySlugParam = z.object({ slug: z.string().min(1).max(120) });
export const companyPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const companyPageReview = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** The stars given to the company, 1 to 5. */
  score: z.number().int(),
  comment: z.string(),
  date: z.string(),
  /** The company's public reply (null: none, or hidden by UpKeep). */
  reply: z.string().nullable(),
  replyDate: z.string().nullable(),
});
export type CompanyPageReview = z.infer<typeof companyPageReview>;

export const companyPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  /** The tags the company typed, less any claiming a licence, insurance or a bond UpKeep has not checked. */
  tags: z.array(z.string()),
  /** The services offered, each from its lowest price (the base price of a visit, in dollars). */
  services: z.array(z.object({ serviceId: z.number().int(), name: z.string(), startingPrice: z.number() })),
  /** Where the company is based: its office's city and zip code (not its street: many work from home). */
  location: z.object({ city: z.string(), zipCode: z.string().nullable() }),
  /** The areas served: cities and zip codes, with the points the service-area map draws. */
  areas: z.object({
    cities: z.array(z.string()),
    zipCodes: z.array(
      z.object({
        code: z.string(),
        city: z.string(),
        community: z.string(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
    ),
  }),
  /**
   * Opening hours by weekday (0 = Sunday), 'HH:MM': from the first bookable start (`opens`) to when the day's work
   * ends (`closes`: the last start, `lastStart`, plus the shortest visit the company takes).
   */
  hours: z.array(
    z.object({ dayOfWeek: z.number().int(), opens: z.string(), closes: z.string(), lastStart: z.string() }),
  ),
  /** When it went live on UpKeep (ISO), and the jobs it completed through UpKeep. */
  liveSince: z.string().nullable(),
  jobsCompleted: z.number().int(),
  /** "Usually replies within 1 hour" (null: too few conversations to say). */
  replyTime: z.string().nullable(),
  /** Claimed only when UpKeep's staff checked them (the date checked). */
  credentials: z.object({
    licence: z.object({ number: z.string(), limit: z.number().nullable(), verifiedAt: z.string() }).nullable(),
    insurance: z.object({ verifiedAt: z.string() }).nullable(),
  }),
  /** Public reviews: count, average (null without any) and how many gave each number of stars. */
  rating: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    histogram: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  }),
  /** The page of reviews asked for, newest first (`pages` in the envelope). */
  reviews: z.array(companyPageReview),
  /** The photos of its work the company shows (addresses). */
  photos: z.array(z.object({ id: z.number().int(), url: z.string(), caption: z.string() })),
  /** When anything the page shows last changed (the sitemap's lastmod). */
  updatedAt: z.string(),
});
export type CompanyPage = z.infer<typeof companyPage>;
export const companyPageResponse = envelope(companyPage);

/** The best-rated companies serving an area ("Top-rated in Summerlin" on its landing pages). */
export const topRatedQuery = z.object({
  /** The community or city, as the landing pages name the area. */
  area: z.string().min(1).max(80),
  serviceId: z.coerce.number().int().positive().max(1_000_000).optional(),
});
export const topRatedCompany = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  average: z.number(),
  reviewCount: z.number().int(),
});
export type TopRatedCompany = z.infer<typeof topRatedCompany>;
export const topRatedResponse = envelope(z.array(topRatedCompany));

// ---------------------------------------------------------------- credentials

/** The largest monetary limit kept, in dollars (Nevada's largest limits are a few millions; kept in cents). */
export const MAX_LICENCE_LIMIT = 20_000_000;
/** Nevada contractor licence numbers are digits, sometimes with a letter suffix ("0081234", "0081234A"). */
export const NEVADA_LICENCE = /^[0-9]{5,8}[A-Z]?$/;
export const companyCredentialsRequest = z.object({
  licenceNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(NEVADA_LICENCE, 'is not a Nevada contractor licence number (5 to 8 digits, maybe a letter)'),
  /** The licence's monetary limit in dollars (the largest job it allows). */
  licenceLimit: money({ min: 1, max: MAX_LICENCE_LIMIT }),
});
export type CompanyCredentialsRequest = z.infer<typeof companyCredentialsRequest>;
export const companyCredentials = z.object({
  licenceNumber: z.string().nullable(),
  licenceLimit: z.number().nullable(),
  licenceVerifiedAt: z.string().nullable(),
  /** When the certificate was uploaded (null: none yet). */
  insuranceUploadedAt: z.string().nullable(),
  insuranceVerifiedAt: z.string().nullable(),
});
export type CompanyCredentials = z.infer<typeof companyCredentials>;
export const companyCredentialsResponse = envelope(companyCredentials);
export const INSURANCE_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const INSURANCE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * POST /staff/companies/{id}/credentials/verify: which credential staff checked and, as the console sends it, what
 * they saw (the licence number and limit, or when the certificate was uploaded): a change made meanwhile is a 409,
 * never a claim of what nobody checked.
 */
export const verifyCredentialRequest = z.object({
  credential: z.enum(['licence', 'insurance']),
  licenceNumber: z.string().max(20).optional(),
  licenceLimit: z.number().nonnegative().optional(),
  insuranceUploadedAt: z.string().max(40).optional(),
});
export type VerifyCredentialRequest = z.infer<typeof verifyCredentialRequest>;

// ---------------------------------------------------------------- gallery

/** The most photos a company's gallery shows. */
export const GALLERY_MAX_PHOTOS = 24;
export const galleryPhoto = z.object({
  id: z.number().int(),
  /** The image's public address (served only while the company's page is). */
  url: z.string(),
  caption: z.string(),
  /** A job's photo (`jobPhotoId`, of the ticket `ticketId`) or an upload (both null). */
  jobPhotoId: z.number().int().nullable(),
  /** A job photo's ticket: the portal reads a photo not shown through GET /company/tickets/{ticketId}/photos/{id}. */
  ticketId: z.number().int().nullable(),
  /**
   * Whether the public sees it: an upload is `shown`; a job photo is `shown` once the ticket's customer allowed
   * it, `waiting` for their answer, or `declined` (photo-consent.ts). The page lists only the shown ones.
   */
  visibility: galleryPhotoVisibility,
});
export const galleryResponse = envelope(
  z.object({
    photos: z.array(galleryPhoto),
    /** The company's job photos it may add (newest first): read through GET /company/tickets/{ticketId}/photos/{id}. */
    jobPhotos: z.array(
      z.object({ id: z.number().int(), ticketId: z.number().int(), kind: z.string(), takenAt: z.string() }),
    ),
  }),
);
export type Gallery = z.infer<typeof galleryResponse>['data'];
export const addGalleryPhotoRequest = z.object({
  jobPhotoId: z.coerce.number().int().positive().max(2_147_483_647),
  caption: z.string().trim().max(140).default(''),
});
export const galleryUploadQuery = z.object({ caption: z.string().trim().max(140).default('') });
export const galleryPhotoParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  photoId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const galleryPhotoIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
