/**
 * Company setup: what a company sets up before it goes live and edits after (profile and logo, services and
 * their price lists, the zip codes served, weekly hours, time off), and going live. Every company user
 * (owner or office staff) may edit all of it: the owner invited them to run the office.
 */
import { createHash } from 'node:crypto';
import {
  addDays,
  type CalendarRequest,
  type CompanyProfile,
  type CompanyProfileRequest,
  type CompanyState,
  durationToMinutes,
  formatVisit,
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  minutesToDuration,
  type PriceList,
  type priceListRequest,
  SETUP_STEPS,
  type SetupStep,
  type TimeOffRequest,
  toCents,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import type { z } from 'zod';
import { lockKey } from '../../../lib/advisory-locks.ts';
import { freeSlugOf } from '../../../lib/company-slug.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { AppError, conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { countAction, HOUR_MS, type WindowLimit } from '../../../lib/flood-limits.ts';
import { dollars } from '../../../lib/format.ts';
import { type ImageRules, reencodeImage } from '../../../lib/images.ts';
import type { QuestionnaireCache } from '../discovery/questionnaire.ts';
import { nameKeyOf, nameKeyTaken } from '../name-keys/service.ts';
import * as q from './queries.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now'>;

const COMPANY_NOT_FOUND = 'Company not found';

async function companyOf(deps: Pick<ServiceDeps, 'db'>, companyId: number): Promise<q.CompanyRow> {
  const company = await q.companyById(deps.db, companyId);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}

// ---------------------------------------------------------------- profile

function toProfile(row: q.CompanyRow): CompanyProfile {
  return {
    name: row.name,
    description: row.description,
    tags: row.tags,
    phoneNumber: row.phoneNumber,
    email: row.email,
    address: row.address,
    city: row.city,
    zipCode: row.zipCode,
    isInsured: row.isInsured,
    isLicensed: row.isLicensed,
    logo: row.logo,
    state: row.state as CompanyState,
    pendingName: row.pendingName,
  };
}

export async function profile(deps: Pick<ServiceDeps, 'db'>, companyId: number): Promise<CompanyProfile> {
  return toProfile(await companyOf(deps, companyId));
}

export const nameTaken = (name: string) =>
  conflict(`A company named "${name}" is already on UpKeep. Please choose another name.`, 'company-name-taken');

/**
 * What the name sent does to the company's names. Not live yet, the company renames at once, and its public
 * address (slug) follows the name. Live (or suspended), the address stays, so links keep working, and a new
 * name waits for UpKeep's approval while customers still see the old one; the current name sent back
 * withdraws a rename waiting. A name whose key another company's name or rename waiting holds answers 409.
 */
async function naming(deps: Pick<ServiceDeps, 'db' | 'now'>, company: q.CompanyRow, name: string) {
  const key = nameKeyOf(name);
  const noRename = { pendingName: null, pendingNameKey: null, pendingNameAt: null };
  if (company.state === 'setting_up') {
    if (await nameKeyTaken(deps.db, key, company.id)) throw nameTaken(name);
    return {
      name,
      nameKey: key,
      slug: await freeSlugOf(name, (base) => q.slugsLike(deps.db, base, company.id)),
      ...noRename,
    };
  }
  if (name === company.name) return noRename;
  if (name === company.pendingName) return {};
  if (await nameKeyTaken(deps.db, key, company.id)) throw nameTaken(name);
  return { pendingName: name, pendingNameKey: key, pendingNameAt: deps.now() };
}

/** Saves the profile; the name as `naming` says (409 for a name another company has, whatever its look). */
export async function updateProfile(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  companyId: number,
  input: CompanyProfileRequest,
): Promise<CompanyProfile> {
  const company = await companyOf(deps, companyId);
  const name = input.name.trim();
  const names = await naming(deps, company, name);
  if (!(await q.zipCodeExists(deps.db, input.zipCode))) {
    throw fieldError('zipCode', `${input.zipCode} is not a zip code of the valley`);
  }
  const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
  try {
    await q.updateCompany(deps.db, companyId, {
      ...names,
      description: input.description.trim(),
      tags,
      phoneNumber: input.phoneNumber,
      email: input.email,
      address: input.address,
      city: input.city,
      zipCode: input.zipCode,
      isInsured: input.isInsured,
      isLicensed: input.isLicensed,
    });
  } catch (err) {
    // A company that took the name (or the slug) meanwhile.
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
  return profile(deps, companyId);
}

// ---------------------------------------------------------------- logo

/** The side the logo is made to fit in, in pixels. */
export const LOGO_SIDE = 512;
export const LOGO_MAX_PIXELS = 16_000_000;
export const LOGO_TOO_LARGE = 'The logo image is too large: at most 16 megapixels (for example 4000 × 4000).';
/** Each upload is decoded and re-encoded: a company sets its logo a few times, not in a loop. */
export const LOGO_UPLOAD_LIMITS = [
  { max: 10, windowMs: HOUR_MS, refusal: 'Your company has uploaded 10 logos in the last hour, the most allowed.' },
] as const satisfies readonly WindowLimit[];
const LOGO_UPLOAD_ACTION = 'logo-upload';
export const NOT_AN_IMAGE = 'The file is not a PNG, JPEG or WebP image.';
const LOGO_RULES: ImageRules = {
  side: LOGO_SIDE,
  maxBytes: LOGO_MAX_BYTES,
  maxPixels: LOGO_MAX_PIXELS,
  quality: 85,
  messages: { notAnImage: NOT_AN_IMAGE, tooManyPixels: LOGO_TOO_LARGE, tooManyBytes: 'The logo must be at most 1 MB.' },
};

export const isLogoContentType = (type: string): type is (typeof LOGO_CONTENT_TYPES)[number] =>
  (LOGO_CONTENT_TYPES as readonly string[]).includes(type);

/** The logo re-encoded as WebP within 512 × 512 (lib/images.ts); 400 when it is not a PNG, JPEG or WebP image. */
export const reencodeLogo = async (bytes: Buffer): Promise<Buffer> => (await reencodeImage(bytes, LOGO_RULES)).bytes;

/** Stores the company's logo and points its profile at it; answers the logo's address. */
export async function uploadLogo(deps: Deps, companyId: number, bytes: Buffer): Promise<string> {
  await companyOf(deps, companyId);
  // Counted before the decoding it protects (a refused image counts too: decoding its header was work).
  await deps.db.transaction((tx) =>
    countAction(tx, LOGO_UPLOAD_ACTION, String(companyId), LOGO_UPLOAD_LIMITS, deps.now()),
  );
  const encoded = await reencodeLogo(bytes);
  // The address changes with the image, so it can be cached for good.
  const version = createHash('sha256').update(encoded).digest('hex').slice(0, 12);
  const logo = `/api/companies/${companyId}/logo?v=${version}`;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await q.saveLogo(tx, companyId, 'image/webp', encoded, now);
    await q.updateCompany(tx, companyId, { logo });
  });
  return logo;
}

export async function logo(deps: Pick<ServiceDeps, 'db'>, companyId: number) {
  const row = await q.logoOf(deps.db, companyId);
  if (!row) throw notFound('This company has no uploaded logo');
  return row;
}

// ---------------------------------------------------------------- services and price lists

export function companyServices(deps: Pick<ServiceDeps, 'db'>, companyId: number) {
  return q.servicesOffered(deps.db, companyId);
}

async function bookableQuestionnaire(cache: QuestionnaireCache, serviceId: number) {
  const questionnaire = await cache.get(serviceId);
  if (!questionnaire || questionnaire.comingSoon) throw notFound('Service not found');
  return questionnaire;
}

/** What a service not offered yet starts from: no prices, an hour's visit (the database's defaults). */
const DEFAULT_VISIT_MINUTES = 60;

/**
 * The company's prices for a service (zero prices and `offered: false` for one it has never offered) beside
 * the service's questions and their active values. A service-call value is left out: a service call is
 * priced by the service-call price.
 */
export async function priceList(
  deps: Pick<ServiceDeps, 'db'>,
  cache: QuestionnaireCache,
  companyId: number,
  serviceId: number,
): Promise<PriceList> {
  const questionnaire = await bookableQuestionnaire(cache, serviceId);
  const cs = await q.companyService(deps.db, companyId, serviceId);
  const items = cs ? await q.priceItemsOf(deps.db, cs.id) : [];
  const pricedValues = new Set(
    questionnaire.features.flatMap((f) => f.values.filter((v) => v.active && !v.isServiceCall).map((v) => v.id)),
  );
  return {
    offered: cs?.active ?? false,
    basePrice: dollars(cs?.basePriceCents ?? 0),
    baseDuration: minutesToDuration(cs?.baseDurationMinutes ?? DEFAULT_VISIT_MINUTES),
    serviceCallPrice: dollars(cs?.serviceCallPriceCents ?? 0),
    serviceCallDuration: minutesToDuration(cs?.serviceCallDurationMinutes ?? DEFAULT_VISIT_MINUTES),
    items: items
      .filter((i) => pricedValues.has(i.featureValueId))
      .map((i) => ({
        featureValueId: i.featureValueId,
        price: dollars(i.priceCents),
        duration: minutesToDuration(i.durationMinutes),
      })),
    features: questionnaire.features
      .map((f) => ({
        id: f.id,
        question: f.question,
        values: f.values.filter((v) => pricedValues.has(v.id)).map((v) => ({ id: v.id, value: v.value })),
      }))
      .filter((f) => f.values.length > 0),
  };
}

const minutesOf = (duration: string) => durationToMinutes(duration) ?? 0;

/**
 * Offers the service at these prices: the company service is made active and its price list replaced, in one
 * transaction. Every value must be an active value of this service's questionnaire, listed once; the visit
 * and the service call take some time. 404 for an unknown or coming-soon service.
 */
export async function updatePriceList(
  deps: Pick<ServiceDeps, 'db'>,
  cache: QuestionnaireCache,
  companyId: number,
  serviceId: number,
  input: z.output<typeof priceListRequest>,
): Promise<PriceList> {
  const questionnaire = await bookableQuestionnaire(cache, serviceId);
  const baseDurationMinutes = minutesOf(input.baseDuration);
  if (baseDurationMinutes <= 0) throw fieldError('baseDuration', 'must be more than 00:00:00');
  const serviceCallDurationMinutes = minutesOf(input.serviceCallDuration);
  if (serviceCallDurationMinutes <= 0) throw fieldError('serviceCallDuration', 'must be more than 00:00:00');
  const seen = new Set<number>();
  const subServiceIds = new Set<number>();
  input.items.forEach((item, index) => {
    const field = `items.${index}.featureValueId`;
    const value = questionnaire.valueById.get(item.featureValueId);
    if (!value?.active) {
      throw fieldError(field, `value ${item.featureValueId} is not an option of ${questionnaire.serviceName}`);
    }
    if (seen.has(item.featureValueId)) throw fieldError(field, `value ${item.featureValueId} is listed twice`);
    seen.add(item.featureValueId);
    // Pricing a value that means a sub-service (the principal question's) offers that sub-service.
    if (value.subServiceId !== null) subServiceIds.add(value.subServiceId);
  });
  await deps.db.transaction((tx) =>
    q.savePriceList(
      tx,
      companyId,
      serviceId,
      {
        basePriceCents: toCents(input.basePrice),
        baseDurationMinutes,
        serviceCallPriceCents: toCents(input.serviceCallPrice),
        serviceCallDurationMinutes,
      },
      input.items.map((item) => ({
        featureValueId: item.featureValueId,
        priceCents: toCents(item.price),
        durationMinutes: minutesOf(item.duration),
      })),
      [...subServiceIds].sort((a, b) => a - b),
    ),
  );
  return priceList(deps, cache, companyId, serviceId);
}

/** Stops offering the service at once; its prices stay for booked tickets (and for offering it again). */
export async function removePriceList(
  deps: Pick<ServiceDeps, 'db'>,
  cache: QuestionnaireCache,
  companyId: number,
  serviceId: number,
) {
  await bookableQuestionnaire(cache, serviceId);
  await q.deactivateCompanyService(deps.db, companyId, serviceId);
}

// ---------------------------------------------------------------- zip codes

export async function zipCodes(deps: Pick<ServiceDeps, 'db'>, companyId: number) {
  const [served, available] = [await q.zipCodesOf(deps.db, companyId), await q.servicedZipCodes(deps.db)];
  return { zipCodes: served, available };
}

/** Replaces the zip codes served; each must be one of the valley's serviced zip codes (400 naming it). */
export async function updateZipCodes(deps: Pick<ServiceDeps, 'db'>, companyId: number, codes: string[]) {
  const serviced = new Set((await q.servicedZipCodes(deps.db)).map((z) => z.code));
  codes.forEach((code, index) => {
    if (!serviced.has(code)) throw fieldError(`zipCodes.${index}`, `${code} is not a zip code UpKeep serves`);
  });
  const unique = [...new Set(codes)].sort();
  await deps.db.transaction((tx) => q.replaceZipCodes(tx, companyId, unique));
  return zipCodes(deps, companyId);
}

// ---------------------------------------------------------------- weekly hours

export async function calendar(deps: Pick<ServiceDeps, 'db'>, companyId: number) {
  return { entries: await q.calendarOf(deps.db, companyId) };
}

/** Replaces the weekly start times (a start listed twice counts once); customers' slots follow at once. */
export async function updateCalendar(deps: Pick<ServiceDeps, 'db'>, companyId: number, input: CalendarRequest) {
  const unique = new Map(input.entries.map((e) => [`${e.dayOfWeek} ${e.startTime}`, e]));
  await deps.db.transaction((tx) => q.replaceCalendar(tx, companyId, [...unique.values()]));
  return calendar(deps, companyId);
}

// ---------------------------------------------------------------- time off

/** How far back the list of time off goes. */
const TIME_OFF_PAST_DAYS = 30;

export async function timeOff(deps: Deps, companyId: number) {
  const since = addDays(valleyToday(deps.now()), -TIME_OFF_PAST_DAYS);
  return (await q.timeOffSince(deps.db, companyId, since)).map((t) => ({ ...t, reason: t.reason }));
}

/**
 * Takes time off over valley dates (both included). Refused (409, naming them) when a booking holds company
 * time on those dates: the customer has to be moved or the job cancelled first.
 */
export async function addTimeOff(deps: Deps, companyId: number, input: TimeOffRequest): Promise<number> {
  const now = deps.now();
  if (input.to < valleyToday(now)) throw fieldError('to', 'must not be in the past');
  const from = valleyInstant(input.from, '00:00');
  const to = valleyInstant(addDays(input.to, 1), '00:00');
  return deps.db.transaction(async (tx) => {
    // Bookings and moves of the company's days hold this lock while they check its time off (booking/calendar.ts).
    await lockKey(tx, 'companyCalendar', companyId);
    const booked = await q.bookingsBetween(tx, companyId, from, to, now);
    if (booked.length > 0) {
      const named = booked.map((t) => `#${t.id} (${formatVisit(t.scheduledAt, t.durationMinutes)})`).join(', ');
      throw conflict(
        `You have bookings on those dates: ${named}. Reschedule or cancel them before taking the time off.`,
        'time-off-over-bookings',
      );
    }
    return q.insertTimeOff(tx, {
      companyId,
      fromDate: input.from,
      toDate: input.to,
      reason: input.reason ?? '',
      createdAt: now,
    });
  });
}

export async function removeTimeOff(deps: Pick<ServiceDeps, 'db'>, companyId: number, id: number) {
  if (!(await q.deleteTimeOff(deps.db, companyId, id))) throw notFound('Time off not found');
}

// ---------------------------------------------------------------- going live

const STEP_LABELS: Record<SetupStep, string> = {
  profile: 'Company profile',
  services: 'Services and prices',
  'zip-codes': 'Zip codes served',
  calendar: 'Weekly hours',
};

const PROFILE_FIELDS = [
  ['name', 'name'],
  ['phoneNumber', 'phone number'],
  ['email', 'e-mail'],
  ['address', 'address'],
  ['city', 'city'],
  ['zipCode', 'zip code'],
  ['description', 'description'],
] as const;

/** What each step still misses (empty when done). */
async function missingOf(deps: Pick<ServiceDeps, 'db'>, company: q.CompanyRow): Promise<Record<SetupStep, string>> {
  const emptyFields = PROFILE_FIELDS.filter(([key]) => !(company[key] ?? '').trim()).map(([, label]) => label);
  const [services, zips, hours] = [
    await q.pricedServiceCount(deps.db, company.id),
    await q.zipCodesOf(deps.db, company.id),
    await q.calendarOf(deps.db, company.id),
  ];
  return {
    profile: emptyFields.length ? `The profile needs its ${emptyFields.join(', ')}.` : '',
    services: services === 0 ? 'Offer at least one service with its price list.' : '',
    'zip-codes': zips.length === 0 ? 'Choose at least one zip code you serve.' : '',
    calendar: hours.length === 0 ? 'Set at least one start time in your weekly hours.' : '',
  };
}

const stepsOf = (missing: Record<SetupStep, string>) =>
  SETUP_STEPS.map((step) => ({ step, label: STEP_LABELS[step], done: missing[step] === '' }));

export async function setupStatus(deps: Pick<ServiceDeps, 'db'>, companyId: number) {
  const company = await companyOf(deps, companyId);
  return { state: company.state as CompanyState, steps: stepsOf(await missingOf(deps, company)) };
}

/**
 * Puts the company live: 409 listing what is still missing (each step with what it lacks), 409 when UpKeep
 * suspended it; once live it is offered to customers at once. Going live again is harmless.
 */
const SUSPENDED_MESSAGE = 'UpKeep has suspended this company: it cannot go live. Please contact UpKeep.';

export async function goLive(deps: Deps, companyId: number) {
  const company = await companyOf(deps, companyId);
  if (company.state === 'suspended') throw conflict(SUSPENDED_MESSAGE, 'company-suspended');
  const missing = await missingOf(deps, company);
  const errors = SETUP_STEPS.filter((step) => missing[step] !== '').map((step) => ({
    field: step,
    message: missing[step],
  }));
  if (errors.length > 0) {
    const list = errors.map((e) => `${STEP_LABELS[e.field]}: ${e.message}`).join(' ');
    throw new AppError(409, `Not ready to go live yet. ${list}`, errors, 'setup-incomplete');
  }
  if (company.state !== 'live' && !(await q.putLive(deps.db, companyId, deps.now()))) {
    // Staff suspended it since it was read.
    if ((await companyOf(deps, companyId)).state === 'suspended')
      throw conflict(SUSPENDED_MESSAGE, 'company-suspended');
  }
  return { state: 'live' as CompanyState, steps: stepsOf(missing) };
}
