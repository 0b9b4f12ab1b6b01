/**
 * The words of a job's photos' consent, apart from photo-consent.ts's schemas so that the ticket's screens load them
 * without zod (issue 48, decision 0035); photo-consent.ts exports them too.
 */
import type { GalleryPhotoVisibility } from './photo-consent.ts';

/** The question, on the ticket and in the e-mail. */
export const photoConsentQuestion = (companyName: string) =>
  `${companyName} would like to show photos of this job on its UpKeep page.`;
/** What each answer means, said on the ticket once answered. */
export const PHOTO_CONSENT_ANSWERED: Record<'allowed' | 'declined', string> = {
  allowed: 'You allowed the company to show photos of this job on its UpKeep page.',
  declined: 'You did not allow the company to show photos of this job on its UpKeep page.',
};
/** The portal's words for a job photo not shown. */
export const GALLERY_VISIBILITY_LABELS: Record<GalleryPhotoVisibility, string> = {
  shown: 'Shown on your page',
  waiting: "Waiting for the customer's consent",
  declined: 'The customer did not allow it',
};
