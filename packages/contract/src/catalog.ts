import { z } from 'zod';
import { envelope } from './envelope.ts';
import { positiveId } from './fields.ts';

export const featureValueSummary = z.object({ id: z.number().int(), value: z.string() });

export const service = z.object({
  id: z.number().int(),
  service: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  /** The image's URL again, under the name the spec gives it. */
  imageString: z.string(),
  comingSoon: z.boolean(),
  serviceUnit: z.string(),
  multiServices: z.boolean(),
  /** Whether a customer may book the service as a plan, regular visits on a saved card (issue 31's flag). */
  plansAllowed: z.boolean(),
  principalServiceFeature: z
    .object({ id: z.number().int(), feature: z.string(), values: z.array(featureValueSummary) })
    .nullable(),
});
export type Service = z.infer<typeof service>;

export const subService = z.object({
  id: z.number().int(),
  name: z.string(),
  comingSoon: z.boolean(),
});
export type SubService = z.infer<typeof subService>;

export const idParams = z.object({ id: positiveId });

export const servicesResponse = envelope(z.array(service));
export const serviceResponse = envelope(service);
export const subServicesResponse = envelope(z.array(subService));
