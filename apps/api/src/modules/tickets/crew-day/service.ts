/**
 * A crew member's day (issue 29): their crew's jobs today and the next days, as a phone shows them at the
 * door (no prices), and the photos of a job: added by its company's users (a crew member: their crew's jobs),
 * re-encoded without metadata (lib/images.ts), read by the company and by the ticket's customer only.
 */
import {
  addDays,
  CREW_DAY_AHEAD_DAYS,
  type CrewJob,
  JOB_PHOTO_MAX_BYTES,
  JOB_PHOTO_MAX_PIXELS,
  JOB_PHOTO_SIDE,
  type JobPhoto,
  type JobPhotoKind,
  MAX_JOB_PHOTOS,
  mapsSearchUrl,
  minutesToDuration,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import type { Words } from '../../../i18n/words.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { countAction, HOUR_MS, type WindowLimit } from '../../../lib/flood-limits.ts';
import { type ImageRules, reencodeImage } from '../../../lib/images.ts';
import type { CompanyCaller, Principal } from '../../../plugins/auth.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import { crewCard } from '../../companies/crews/service.ts';
import { ownedTicket } from '../lifecycle/ownership.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';
import { callerJob, canNotifyOnMyWay, type JobCaller, startFromIso, stepsOf } from '../tickets/company.ts';
import { linesOfTicket } from '../tickets/customer.ts';
import * as q from './queries.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now'>;

/** What the crew's day refuses: in the crew member's language (issue 49), but `notCrew`, said to the office. */
export const CREW_DAY_MESSAGES = {
  notCrew: "This list is a crew member's own: the schedule shows every crew's jobs.",
  photoNotFound: /*i18n*/ { id: 'crewDay.photoNotFound', message: 'Photo not found' },
  tooMany: /*i18n*/ {
    id: 'crewDay.tooManyPhotos',
    message: 'A job keeps at most {max} photos: remove one before adding another.',
    values: { max: MAX_JOB_PHOTOS },
  },
  notNow: /*i18n*/ {
    id: 'crewDay.photoNotNow',
    message: 'Photos are added to a job that is still on, or done: not to one cancelled or declined.',
  },
  notAnImage: /*i18n*/ { id: 'crewDay.notAnImage', message: 'The file is not a JPEG, PNG or WebP image.' },
  tooManyPixels: /*i18n*/ {
    id: 'crewDay.photoTooManyPixels',
    message: 'The photo is too large: at most 40 megapixels.',
  },
  tooManyBytes: /*i18n*/ { id: 'crewDay.photoTooManyBytes', message: 'A photo must be at most 10 MB.' },
} as const satisfies Record<string, string | Words>;

/** A phone's photo re-encoded for the ticket: 1600 px at most, WebP, no metadata. */
const PHOTO_RULES: ImageRules = {
  side: JOB_PHOTO_SIDE,
  maxBytes: JOB_PHOTO_MAX_BYTES,
  maxPixels: JOB_PHOTO_MAX_PIXELS,
  quality: 80,
  messages: {
    notAnImage: CREW_DAY_MESSAGES.notAnImage,
    tooManyPixels: CREW_DAY_MESSAGES.tooManyPixels,
    tooManyBytes: CREW_DAY_MESSAGES.tooManyBytes,
  },
};

/** Decoding a photo costs a second of CPU: a company's crews photograph jobs, not loops. */
export const PHOTO_UPLOAD_LIMITS = [
  { max: 120, windowMs: HOUR_MS, refusal: 'Your company has added 120 photos in the last hour, the most allowed.' },
] as const satisfies readonly WindowLimit[];

/** The statuses a job takes photos in: on (waiting, to do, under way) or done. */
const PHOTOGRAPHED = new Set<number>([
  TicketStatusId.Pending,
  TicketStatusId.Scheduled,
  TicketStatusId.InProgress,
  TicketStatusId.Completed,
]);

const toPhoto = (row: q.PhotoRow): JobPhoto => ({
  id: row.id,
  kind: row.kind as JobPhotoKind,
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
});

/** A maps search of the address, its zip said once: the phone opens its maps app at the door. */
export const mapUrlOf = mapsSearchUrl;

/**
 * The crew member's crew and its jobs, from the start of today (valley time) to CREW_DAY_AHEAD_DAYS after it,
 * with yesterday's jobs not started yet or completed today: a late visit does not vanish at midnight.
 */
export async function crewDay(deps: Deps, caller: CompanyCaller) {
  if (caller.role !== 'crew' || caller.crewId === null) throw forbidden(CREW_DAY_MESSAGES.notCrew);
  const crew = await crewCard(deps.db, caller.crewId);
  if (!crew) throw forbidden(CREW_DAY_MESSAGES.notCrew);
  const today = valleyToday(deps.now());
  const from = valleyInstant(today, '00:00');
  const to = valleyInstant(addDays(today, CREW_DAY_AHEAD_DAYS + 1), '00:00');
  const openFrom = valleyInstant(addDays(today, -1), '00:00');
  const tickets = await q.crewJobs(deps.db, crew.id, { openFrom, from, to });
  const photos = await q.photosOf(
    deps.db,
    tickets.map((t) => t.id),
  );
  const jobs = await Promise.all(
    tickets.map(async (ticket): Promise<CrewJob> => {
      const [info, lines, steps, startFrom] = await Promise.all([
        companyServiceOf(deps.db, ticket),
        linesOfTicket(deps.db, ticket.id),
        stepsOf(deps, caller, ticket),
        startFromIso(deps.db, ticket),
      ]);
      return {
        id: ticket.id,
        scheduledDate: ticket.scheduledAt.toISOString(),
        duration: minutesToDuration(ticket.durationMinutes),
        status: statusWords(ticket.statusId),
        statusId: ticket.statusId,
        serviceName: info.serviceName,
        customerName: ticket.name,
        phoneNumber: ticket.phoneNumber,
        address: ticket.address,
        zipCode: ticket.zipCode,
        mapUrl: mapUrlOf(ticket.address, ticket.zipCode),
        instructions: ticket.instructions,
        description: ticket.description,
        lines: lines.map((l) => ({ id: l.id, displayName: l.displayName, quantity: l.quantity })),
        steps,
        startFrom,
        canNotifyOnMyWay: canNotifyOnMyWay(ticket),
        photos: photos.filter((p) => p.ticketId === ticket.id).map(toPhoto),
      };
    }),
  );
  return { crew, jobs };
}

const STATUS_WORDS: Record<number, string> = {
  [TicketStatusId.Pending]: 'Pending',
  [TicketStatusId.Scheduled]: 'Scheduled',
  [TicketStatusId.InProgress]: 'In Progress',
  [TicketStatusId.Completed]: 'Completed',
};
const statusWords = (id: number) => STATUS_WORDS[id] ?? 'Updated';

// ---------------------------------------------------------------- photos (the company's side)

export async function jobPhotos(db: Database, caller: JobCaller, ticketId: number): Promise<JobPhoto[]> {
  const ticket = await callerJob(db, caller, ticketId);
  return (await q.photosOf(db, [ticket.id])).map(toPhoto);
}

/**
 * Adds a photo to the job: 409 for a job cancelled or declined, or past MAX_JOB_PHOTOS; counted against the
 * company's hourly limit before the decoding it protects; stored re-encoded without metadata.
 */
export async function addJobPhoto(
  deps: Deps,
  caller: JobCaller & Pick<CompanyCaller, 'companyUserId'>,
  ticketId: number,
  kind: JobPhotoKind,
  bytes: Buffer,
): Promise<JobPhoto> {
  const ticket = await callerJob(deps.db, caller, ticketId);
  if (!PHOTOGRAPHED.has(ticket.statusId)) throw conflict(CREW_DAY_MESSAGES.notNow);
  if ((await q.photoCount(deps.db, ticket.id)) >= MAX_JOB_PHOTOS) throw conflict(CREW_DAY_MESSAGES.tooMany);
  await deps.db.transaction((tx) =>
    countAction(tx, 'job-photo', String(caller.companyId), PHOTO_UPLOAD_LIMITS, deps.now()),
  );
  const image = await reencodeImage(bytes, PHOTO_RULES);
  return deps.db.transaction(async (tx) => {
    // Counted again under the job's photo lock: two uploads at once cannot both take the last place.
    await lockKey(tx, 'jobPhotos', ticket.id);
    if ((await q.photoCount(tx, ticket.id)) >= MAX_JOB_PHOTOS) throw conflict(CREW_DAY_MESSAGES.tooMany);
    const row = await q.insertPhoto(tx, {
      ticketId: ticket.id,
      kind,
      contentType: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      uploadedBy: caller.companyUserId,
      createdAt: deps.now(),
    });
    return toPhoto(row);
  });
}

export async function jobPhotoImage(db: Database, caller: JobCaller, ticketId: number, photoId: number) {
  const ticket = await callerJob(db, caller, ticketId);
  const image = await q.photoImage(db, ticket.id, photoId);
  if (!image) throw notFound(CREW_DAY_MESSAGES.photoNotFound);
  return image;
}

export async function removeJobPhoto(db: Database, caller: JobCaller, ticketId: number, photoId: number) {
  const ticket = await callerJob(db, caller, ticketId);
  if (!(await q.deletePhoto(db, ticket.id, photoId))) throw notFound(CREW_DAY_MESSAGES.photoNotFound);
}

// ---------------------------------------------------------------- photos (the customer's side)

/** The ticket's photos for its customer or guest (401 'Access denied' for anyone else's ticket). */
export async function customerPhotos(db: Database, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(db, ticketId, principal);
  return (await q.photosOf(db, [ticket.id])).map(toPhoto);
}

export async function customerPhotoImage(db: Database, principal: Principal | null, ticketId: number, photoId: number) {
  const ticket = await ownedTicket(db, ticketId, principal);
  const image = await q.photoImage(db, ticket.id, photoId);
  if (!image) throw notFound(CREW_DAY_MESSAGES.photoNotFound);
  return image;
}
