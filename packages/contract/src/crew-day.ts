/**
 * A crew member's day (issue 29): their crew's jobs today and the next days, on a phone, with what they need at
 * the door (the address and a map link, the customer's phone, the instructions) and no prices. Photos of the
 * work, before and after, which the company and the ticket's customer see.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { positiveId } from './fields.ts';

/** How many days after today a crew member's list reaches. */
export const CREW_DAY_AHEAD_DAYS = 6;

export const JOB_PHOTO_KINDS = ['before', 'after'] as const;
export type JobPhotoKind = (typeof JOB_PHOTO_KINDS)[number];
/** The most photos one job keeps. */
export const MAX_JOB_PHOTOS = 20;
/** A phone's photo as sent: at most 10 MB and 40 megapixels; stored re-encoded within 1600 × 1600. */
export const JOB_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const JOB_PHOTO_MAX_PIXELS = 40_000_000;
export const JOB_PHOTO_SIDE = 1600;
export const JOB_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const jobPhoto = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_PHOTO_KINDS),
  width: z.number().int(),
  height: z.number().int(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type JobPhoto = z.infer<typeof jobPhoto>;
export const jobPhotosResponse = envelope(z.array(jobPhoto));
export const jobPhotoResponse = envelope(jobPhoto);
/** POST /company/tickets/{id}/photos?kind=before|after: the image is the body. */
export const jobPhotoQuery = z.object({ kind: z.enum(JOB_PHOTO_KINDS) });
export const jobPhotoParams = z.object({ id: positiveId, photoId: positiveId });

/** One job as its crew sees it: no prices. */
export const crewJob = z.object({
  id: z.number().int(),
  /** ISO instant; `duration` hh:mm:ss. */
  scheduledDate: z.string(),
  duration: z.string(),
  status: z.string(),
  statusId: z.number().int(),
  serviceName: z.string(),
  customerName: z.string(),
  /** Digits, to call or text. */
  phoneNumber: z.string(),
  address: z.string(),
  zipCode: z.string(),
  /** A maps search of the address (opens the phone's maps app). */
  mapUrl: z.string(),
  instructions: z.string(),
  description: z.string(),
  /** What was booked: the questionnaire's answers as lines (no prices). */
  lines: z.array(z.object({ id: z.number().int(), displayName: z.string(), quantity: z.number() })),
  /** The next moves the crew may make (Start Service, Complete Service), as the status flow names them. */
  steps: z.array(z.object({ action: z.string(), nextStatusID: z.number().int() })),
  /** When a Scheduled job may be started (ISO), or null. */
  startFrom: z.string().nullable(),
  canNotifyOnMyWay: z.boolean(),
  photos: z.array(jobPhoto),
});
export type CrewJob = z.infer<typeof crewJob>;

/** GET /company/my-jobs: the crew member's crew and its jobs, from today's start to CREW_DAY_AHEAD_DAYS later. */
export const crewDayResponse = envelope(
  z.object({
    crew: z.object({ id: z.number().int(), name: z.string(), color: z.string() }),
    jobs: z.array(crewJob),
  }),
);
