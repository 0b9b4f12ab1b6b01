/**
 * A customer's consent to show photos of their job on the company's public page (issue 32, decision 0028's
 * "Consent"). A job photo is taken at the customer's home: it is shown publicly only once the ticket's customer
 * (or the guest of its private link) allowed it. One answer per ticket, which they may change at any time.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * A ticket's consent, as the ticket's detail answers it (`photoConsent`):
 * - `asked`: the company added one of the job's photos to its page; the customer has not answered (not shown);
 * - `allowed`: the customer allowed it (the job's photos the company chose are shown);
 * - `declined`: the customer did not allow it (not shown);
 * - `null` (no state): never asked, never answered.
 */
export const PHOTO_CONSENT_STATES = ['asked', 'allowed', 'declined'] as const;
export const photoConsentState = z.enum(PHOTO_CONSENT_STATES);
export type PhotoConsentState = z.infer<typeof photoConsentState>;

/**
 * Where a gallery photo stands for the public (the portal's gallery, `visibility`): `shown` on the page (an
 * upload, or a job photo its customer allowed), `waiting` for the customer's answer, or `declined` by them.
 */
export const GALLERY_PHOTO_VISIBILITIES = ['shown', 'waiting', 'declined'] as const;
export const galleryPhotoVisibility = z.enum(GALLERY_PHOTO_VISIBILITIES);
export type GalleryPhotoVisibility = z.infer<typeof galleryPhotoVisibility>;

/**
 * PUT /customer/ticket/{id}/photo-consent: `{ allow }`, a JSON boolean (a form sends the text `true` or `false`,
 * nothing else: consent is never read from `1`, `on` or an empty field).
 */
export const photoConsentRequest = z.object({
  allow: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
});
export const photoConsentResponse = envelope(z.object({ ticketId: z.number().int(), photoConsent: photoConsentState }));

// The consent's words, without a schema (decision 0035).
export * from './photo-consent-words.ts';
