/** The public forms: landing leads, contact, partner and opt-out requests. */

import { z } from 'zod';
import type { RequestOf } from './endpoints/define.ts';
import { envelope } from './envelope.ts';
import { email, formBoolean, optionalText, phoneDigits, requiredText, zipCode } from './fields.ts';
import { FIELD_LIMITS } from './limits.ts';

/** POST /customer/leads (spec 001 section 3). The phone is optional: empty, or 1 to 12 digits. */
export const leadRequest = z.object({
  name: requiredText(FIELD_LIMITS.name),
  email,
  phoneNumber: z.union([z.literal(''), phoneDigits(1, 12)]).default(''),
  wishedService: requiredText(200),
  origin: optionalText(FIELD_LIMITS.origin).transform((v) => v || 'upkeep'),
  isExclusiveLead: formBoolean.default(false),
});
export type LeadRequest = RequestOf<typeof leadRequest>;

/** POST /customer/contact (spec 000 section 3). */
export const contactRequest = z.object({
  Name: requiredText(FIELD_LIMITS.name),
  Email: email,
  Phone: phoneDigits(7, 15),
  Message: requiredText(FIELD_LIMITS.message),
});
export type ContactRequest = RequestOf<typeof contactRequest>;

/** POST /customer/contact/partner. */
export const partnerRequest = z.object({
  CompanyName: requiredText(FIELD_LIMITS.companyName),
  Email: email,
  Phone: phoneDigits(7, 15),
  Services: requiredText(500),
  IsInsured: formBoolean,
  IsLicensed: formBoolean,
  City: requiredText(FIELD_LIMITS.city),
  State: requiredText(50),
  ZIPCode: zipCode,
});
export type PartnerRequest = RequestOf<typeof partnerRequest>;

/** POST /customer/optout-request. */
export const optOutRequest = z.object({
  companyName: requiredText(FIELD_LIMITS.companyName),
  name: requiredText(FIELD_LIMITS.name),
  phoneNumber: phoneDigits(7, 15),
  email,
  message: requiredText(FIELD_LIMITS.message),
});
export type OptOutRequest = RequestOf<typeof optOutRequest>;

export const createdResponse = envelope(z.object({ id: z.number().int() }));
