/**
 * The gallery of a company's page (issue 32): photos of its work it chooses, from its jobs' photos (taken by its
 * crews, `crew-day`) or uploaded for the page (re-encoded without metadata, `lib/images.ts`). At most 24; shown
 * on the page in the order added, served publicly only while the company's page is, and a job photo only once its
 * ticket's customer allowed it (photo-consent: asked when the company first adds one of the job's photos).
 */
import {
  GALLERY_MAX_PHOTOS,
  type Gallery,
  type GalleryPhotoVisibility,
  JOB_PHOTO_MAX_BYTES,
  JOB_PHOTO_MAX_PIXELS,
  JOB_PHOTO_SIDE,
} from '@upkeep/contract';
import { lockKey } from '../../../lib/advisory-locks.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { type ImageRules, reencodeImage } from '../../../lib/images.ts';
import { askForConsent } from '../photo-consent/service.ts';
import * as q from './queries.ts';

const GALLERY_FULL = `Your page shows ${GALLERY_MAX_PHOTOS} photos at most: remove one first.`;
const NOT_YOUR_PHOTO = 'Photo not found';
const UPLOAD_RULES: ImageRules = {
  side: JOB_PHOTO_SIDE,
  maxBytes: JOB_PHOTO_MAX_BYTES,
  maxPixels: JOB_PHOTO_MAX_PIXELS,
  quality: 80,
  messages: {
    notAnImage: 'The file is not a JPEG, PNG or WebP image.',
    tooManyPixels: 'The photo is too large: at most 40 megapixels.',
    tooManyBytes: 'The photo must be at most 10 MB.',
  },
};
/** How many of its job photos the company is offered to choose from. */
const JOB_PHOTO_CHOICES = 60;

export const galleryPhotoUrl = (companyId: number, id: number) => `/api/companies/${companyId}/gallery/${id}`;

/** Where a gallery row stands for the public (the portal shows it beside each photo). */
function visibilityOf(row: { shown: boolean; consent: string | null }): GalleryPhotoVisibility {
  if (row.shown) return 'shown';
  return row.consent === 'declined' ? 'declined' : 'waiting';
}

/** The company's gallery as the portal manages it, each photo with where it stands for the public. */
async function galleryRows(deps: Pick<ServiceDeps, 'db'>, companyId: number) {
  const rows = await q.galleryOf(deps.db, companyId);
  return rows.map((r) => ({
    id: r.id,
    url: galleryPhotoUrl(companyId, r.id),
    caption: r.caption,
    jobPhotoId: r.job_photo_id,
    ticketId: r.ticket_id,
    visibility: visibilityOf(r),
  }));
}

/**
 * The photos the page shows (for the page's data): the uploads, and the job photos their customers allowed
 * (photo-consent). One waiting for an answer or declined is not on the page.
 */
export async function galleryPhotos(deps: Pick<ServiceDeps, 'db'>, companyId: number) {
  return (await galleryRows(deps, companyId)).filter((p) => p.visibility === 'shown');
}

export async function gallery(deps: Pick<ServiceDeps, 'db'>, companyId: number): Promise<Gallery> {
  const [photos, jobPhotos] = await Promise.all([
    galleryRows(deps, companyId),
    q.jobPhotosOf(deps.db, companyId, JOB_PHOTO_CHOICES),
  ]);
  return {
    photos,
    jobPhotos: jobPhotos.map((p) => ({
      id: p.id,
      ticketId: p.ticket_id,
      kind: p.kind,
      takenAt: new Date(p.created_at).toISOString(),
    })),
  };
}

type GalleryDeps = Pick<ServiceDeps, 'db' | 'now' | 'jobs' | 'publicUrl' | 'outbox' | 'ticketLinks'>;

async function add(
  deps: GalleryDeps,
  companyId: number,
  photo: { jobPhotoId: number } | { contentType: string; bytes: Buffer },
  caption: string,
) {
  await deps.db.transaction(async (tx) => {
    // Counted under the gallery's lock: two additions at once cannot both take the last place.
    await lockKey(tx, 'companyGallery', companyId);
    if ((await q.galleryOf(tx, companyId)).length >= GALLERY_MAX_PHOTOS) throw conflict(GALLERY_FULL);
    if ('jobPhotoId' in photo && !(await q.isJobPhotoOf(tx, companyId, photo.jobPhotoId)))
      throw notFound(NOT_YOUR_PHOTO);
    const added = await q.insertGalleryPhoto(tx, companyId, photo, caption);
    // A photo taken at a customer's home waits for the customer's consent, asked the first time (photo-consent).
    if (added && 'jobPhotoId' in photo) await askForConsent(deps, tx, companyId, photo.jobPhotoId, deps.now());
  });
  deps.outbox.kick();
  return gallery(deps, companyId);
}

export const addJobPhoto = (deps: GalleryDeps, companyId: number, jobPhotoId: number, caption: string) =>
  add(deps, companyId, { jobPhotoId }, caption);

export async function uploadPhoto(deps: GalleryDeps, companyId: number, bytes: Buffer, caption: string) {
  const image = await reencodeImage(bytes, UPLOAD_RULES);
  return add(deps, companyId, { contentType: image.contentType, bytes: image.bytes }, caption);
}

export async function removePhoto(deps: Pick<ServiceDeps, 'db'>, companyId: number, id: number) {
  if (!(await q.deleteGalleryPhoto(deps.db, companyId, id))) throw notFound(NOT_YOUR_PHOTO);
  return gallery(deps, companyId);
}

export async function publicPhoto(deps: Pick<ServiceDeps, 'db'>, companyId: number, id: number) {
  const image = await q.publicGalleryImage(deps.db, companyId, id);
  if (!image) throw notFound(NOT_YOUR_PHOTO);
  return { contentType: image.content_type, bytes: image.bytes };
}
