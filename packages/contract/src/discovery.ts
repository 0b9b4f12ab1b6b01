/**
 * Discovery (spec 000 sections 3, 5, 7): the questionnaire (features and their values, next-value
 * reveals), the service-area check, and the priced offers of the companies that serve a zip code.
 */

import { z } from 'zod';
import { boundedDate } from './date-input.ts';
import type { RequestOf } from './endpoints/define.ts';
import { envelope } from './envelope.ts';
import { email, phoneDigits, positiveId, requiredText, zipCode } from './fields.ts';
import { FIELD_LIMITS } from './limits.ts';

export const featureValue = z.object({
  id: z.number().int(),
  value: z.string(),
  active: z.boolean(),
  isServiceCall: z.boolean(),
  disclaimer: z.string().nullable(),
  /** For the principal question: the sub-service this value means. */
  subServiceId: z.number().int().nullable(),
});
export type FeatureValue = z.infer<typeof featureValue>;

export const feature = z.object({
  id: z.number().int(),
  question: z.string(),
  feature: z.string(),
  order: z.number().int(),
  isAddOn: z.boolean(),
  isPrincipal: z.boolean(),
  disclaimers: z.string().nullable(),
  values: z.array(featureValue),
});
export type Feature = z.infer<typeof feature>;

/** GET /customer/features/{serviceId}: the questions in order. */
export const featuresResponse = envelope(z.array(feature));
/** GET /customer/services/features: every bookable service's questionnaire. */
export const serviceFeaturesResponse = envelope(
  z.array(z.object({ serviceId: z.number().int(), service: z.string(), features: z.array(feature) })),
);

/** POST /customer/features/next-values: the question answered and the value chosen. */
export const nextValuesRequest = z.object({
  QuestionID: positiveId,
  ValueID: positiveId,
});
/** The next question (by order) and the values the answer reveals in it; null and [] after the last. */
export const nextValuesResponse = envelope(
  z.object({ questionId: z.number().int().nullable(), values: z.array(featureValue) }),
);

/** GET /zip-codes/code/{zip} */
export const zipCodeParams = z.object({ zip: zipCode });
export const zipCodeInfo = z.object({
  code: z.string(),
  city: z.string(),
  community: z.string(),
  isServiced: z.boolean(),
});
export type ZipCodeInfo = z.infer<typeof zipCodeInfo>;
export const zipCodeResponse = envelope(zipCodeInfo);

export const MAX_SERVICE_FORMS = 10;
export const MAX_QUANTITY = 50;
export const MAX_OFFERS = 100;
/** The longest visit bookable online: a job longer than a day is a conversation with the company. */
export const MAX_VISIT_MINUTES = 24 * 60;
export const VISIT_TOO_LONG =
  'These answers make one visit longer than a day. Choose fewer services or a smaller quantity.';

const quantity = z.coerce
  .number()
  .int()
  .min(1, 'must be at least 1')
  .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`);

/**
 * POST /customer/offer/new (JSON). `idFeatures` holds one list of chosen value ids per service form (add-on
 * "Yes" values included); `quantity` is one number for every form or one per form. `minRating` is the
 * minimum average score (0 shows all): the companies screen's filter. `rating` is spec 000's field with its
 * default of 5; it is accepted and does not filter, because as a minimum its default would hide every
 * company not averaging exactly 5.0. Offers come sorted by `sort` (price, or rating), at most `limit`.
 */
export const offerRequest = z
  .object({
    zipCode,
    serviceID: positiveId,
    subServiceID: positiveId.nullish(),
    rating: z.coerce.number().min(0).max(5).default(5),
    minRating: z.coerce.number().min(0).max(5).default(0),
    idFeatures: z
      .array(z.array(positiveId).max(40, 'must have at most 40 answers per form'))
      .min(1, 'must have at least one service form')
      .max(MAX_SERVICE_FORMS, `must have at most ${MAX_SERVICE_FORMS} service forms`),
    quantity: z.union([quantity, z.array(quantity)]).default(1),
    /** The preferred date; the server also checks it is not before today in the valley. */
    date: boundedDate().optional(),
    sort: z.enum(['price', 'rating']).default('price'),
    limit: z.coerce.number().int().min(1).max(MAX_OFFERS).default(50),
  })
  .superRefine((body, ctx) => {
    if (Array.isArray(body.quantity) && body.quantity.length !== body.idFeatures.length) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'must have one number per service form' });
    }
  });
export type OfferRequest = RequestOf<typeof offerRequest>;

export const offerLine = z.object({
  subServiceName: z.string(),
  /** Dollars. */
  price: z.number(),
  subserviceDesc: z.string(),
  quantity: z.number().int(),
});
export type OfferLine = z.infer<typeof offerLine>;

export const offer = z.object({
  companyID: z.number().int(),
  companyServiceID: z.number().int(),
  companyName: z.string(),
  /** The company's page: `/pros/{companySlug}` (issue 32). */
  companySlug: z.string(),
  /** The tags the company typed, less any claiming a licence, insurance or a bond UpKeep has not checked. */
  companyTags: z.array(z.string()),
  companyDescription: z.string(),
  companyLogo: z.string(),
  hasPhotos: z.boolean(),
  address: z.string(),
  /** 0 to 5, the mean of the company's review scores (0 without reviews). */
  averageScore: z.number(),
  reviewCount: z.number().int(),
  subservices: z.array(offerLine),
  /** Dollars, computed by the server from the company's price list. */
  totalPrice: z.number(),
  /**
   * Dollars: UpKeep's booking fee on this offer (issue 46), as checkout adds it (none on a free estimate), and
   * the total the card is charged before any discount code: `totalPrice + fee`, the figure the offer states.
   */
  fee: z.number(),
  totalCharged: z.number(),
  /** The time the booking takes in the company's calendar, hh:mm:ss (the work rounded up to half hours). */
  duration: z.string(),
  /** The work itself, hh:mm:ss. */
  serviceDuration: z.string(),
  isServiceCall: z.boolean(),
  /**
   * How soon the company usually answers a customer's message (issue 30): "Usually replies within 1 hour", from
   * its median over the last 30 days in business hours; null (or absent) until it has answered enough messages.
   */
  replyTime: z.string().nullable().optional(),
});
export type Offer = z.infer<typeof offer>;
export const offersResponse = envelope(z.array(offer));

/** POST /customer/leads/service (JSON): a question to one company. */
export const serviceLeadRequest = z.object({
  name: requiredText(FIELD_LIMITS.name),
  email,
  phoneNumber: phoneDigits(7, 15),
  zipCode,
  message: requiredText(FIELD_LIMITS.message),
  companyServiceID: positiveId,
});
export type ServiceLeadRequest = RequestOf<typeof serviceLeadRequest>;
