/** Discovery: the questionnaire, the service area, priced offers and leads to a company. */
import {
  dateProblem,
  type Locale,
  MAX_VISIT_MINUTES,
  minutesToDuration,
  type Offer,
  orderTotals,
  type ZipCodeInfo,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { sayReplyTime } from '../../../i18n/spec-words.ts';
import type { Words } from '../../../i18n/words.ts';
import { AppError, fieldError, notFound } from '../../../lib/errors.ts';
import type { JobSender } from '../../../queue/job-queue.ts';
import { companyPeople } from '../../messages/notifications/company-notice.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { announceToTeam } from '../../messages/staff-inbox/announce.ts';
import { ticketFeeCents } from '../../operations/settings/settings.ts';
import { publicTags } from '../pages/claims.ts';
import { companyQuestionEmail } from './mail.ts';
import { checkAnswers, dollars, NO_SUCH_COMPANY_SERVICE, priceAnswers, VISIT_TOO_LONG_WORDS } from './pricing.ts';
import * as queries from './queries.ts';
import { type Questionnaire, type QuestionnaireCache, toFeatures } from './questionnaire.ts';

/** What discovery's rules use: the database, the clock and the outbox (leads are mailed to the company). */
export interface DiscoveryDeps {
  db: Database;
  now: () => Date;
  outbox: { kick(): void };
  jobs: JobSender;
  /** The public address (the team's announcement of a lead links to the staff inbox). */
  publicUrl: string;
}

/**
 * Whether a company works a service on a date: not off, and one of its crews doing it not off that day
 * (booking/calendar.ts's `worksOn`, given by the app: booking builds on discovery).
 */
export type WorksOn = (companyServiceId: number, date: string) => Promise<boolean>;
/** How soon each company usually answers a message, in words (conversations' reply times, given by the app). */
export type ReplyTimes = (companyIds: readonly number[]) => Promise<ReadonlyMap<number, string | null>>;

/**
 * Opens the conversation of a question to a company in the lead's transaction: its first message and the asker's
 * e-mail with the private link (conversations' `openQuestion`, given by the app). Answers the conversation's id.
 */
export type AskCompany = (
  tx: Tx,
  question: {
    companyId: number;
    companyServiceId: number;
    companyName: string;
    /** The catalogue's service (its name is said in the asker's language). */
    serviceId: number;
    serviceName: string;
    customerId: number | null;
    name: string;
    email: string;
    message: string;
    /** The language the question was asked in (issue 49): what is sent to the asker follows it. */
    locale: Locale;
  },
  now: Date,
) => Promise<number>;

/** A service is not in the catalogue. */
export const SERVICE_NOT_FOUND: Words = /*i18n*/ { id: 'service.notFound', message: 'Service not found' };

/** A service's questionnaire in `locale` (its words: questionnaire.ts's `questionnaireIn`). */
export async function questionnaireOf(
  cache: QuestionnaireCache,
  serviceId: number,
  locale: Locale = 'en',
): Promise<Questionnaire> {
  const q = await cache.get(serviceId, locale);
  if (!q) throw notFound(SERVICE_NOT_FOUND);
  return q;
}

/**
 * Every bookable service's questionnaire in `locale`. The service keeps its catalogue name (`service`), in every
 * language: it is the name a link gives the questionnaire (the web says it in the screen's language by its id).
 */
export async function allQuestionnaires(db: Database, cache: QuestionnaireCache, locale: Locale = 'en') {
  const rows = await queries.bookableServices(db);
  const out = [];
  for (const row of rows) {
    const q = await cache.get(row.id, locale);
    if (q) out.push({ serviceId: row.id, service: row.name, features: toFeatures(q) });
  }
  return out;
}

export function serviceOfFeature(db: Database, featureId: number): Promise<number | null> {
  return queries.serviceOfFeature(db, featureId);
}

export async function zipCodeInfo(db: Database, code: string): Promise<ZipCodeInfo> {
  const row = await queries.zipCode(db, code);
  // Spec 000's words (the contract's Messages.zipNotFound.text), in the caller's language.
  if (!row) throw notFound(/*i18n*/ { id: 'zip.notFound', message: 'ZIP Code given not found or not allowed' });
  return row;
}

const parsePrices = (raw: queries.OfferCandidateRow['prices']) => {
  const list = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [number, number, number][] | null;
  return new Map((list ?? []).map(([id, priceCents, durationMinutes]) => [id, { priceCents, durationMinutes }]));
};

export interface OfferSearch {
  zipCode: string;
  serviceID: number;
  subServiceID?: number | null | undefined;
  minRating: number;
  idFeatures: number[][];
  quantity: number | number[];
  sort: 'price' | 'rating';
  limit: number;
  date?: string | undefined;
  /** The language of the offers' lines and of the errors' reasons (English when absent). */
  locale?: Locale;
}

/** The companies that can do this job in this zip code, each priced from its own price list. */
export async function searchOffers(
  deps: Pick<DiscoveryDeps, 'db' | 'now'>,
  cache: QuestionnaireCache,
  search: OfferSearch,
  worksOn?: WorksOn,
  replyTimes?: ReplyTimes,
): Promise<Offer[]> {
  const locale = search.locale ?? 'en';
  const q = await cache.get(search.serviceID, locale);
  if (!q) {
    throw fieldError(
      'serviceID',
      /*i18n*/ { id: 'offers.noService', message: 'service {id} does not exist', values: { id: search.serviceID } },
    );
  }
  if (q.comingSoon) {
    throw fieldError(
      'serviceID',
      /*i18n*/ {
        id: 'offers.comingSoon',
        message: '{service} is coming soon and cannot be booked yet',
        values: { service: q.serviceName },
      },
    );
  }
  if (search.date !== undefined) {
    const problem = dateProblem(search.date, deps.now());
    if (problem) throw fieldError('date', problem);
  }
  const subServiceId = search.subServiceID ?? null;
  if (subServiceId !== null && !q.subServiceNames.has(subServiceId)) {
    throw fieldError(
      'subServiceID',
      /*i18n*/ {
        id: 'offers.notASubService',
        message: 'sub-service {id} is not part of {service}',
        values: { id: subServiceId, service: q.serviceName },
      },
    );
  }
  const answers = checkAnswers(q, search.idFeatures, search.quantity);
  const rows = await queries.offerCandidates(deps.db, {
    zipCode: search.zipCode,
    serviceId: search.serviceID,
    subServiceId,
    valueIds: answers.valueIds,
  });
  // The booking fee as checkout adds it (orderTotals), so that the offer states what the card is charged.
  const feeSetting = await ticketFeeCents(deps.db);
  const offers: (Offer & { totalCents: number })[] = [];
  // A company whose visit for these answers would last more than a day cannot be booked for them.
  let tooLong = false;
  for (const row of rows) {
    const averageScore = row.average_score === null ? 0 : Math.round(Number(row.average_score) * 10) / 10;
    if (averageScore < search.minRating) continue;
    const priced = priceAnswers(
      q,
      answers,
      {
        basePriceCents: row.base_price_cents,
        baseDurationMinutes: row.base_duration_minutes,
        serviceCallPriceCents: row.service_call_price_cents,
        serviceCallDurationMinutes: row.service_call_duration_minutes,
        prices: parsePrices(row.prices),
      },
      '',
      locale,
    );
    if (!priced) continue;
    if (priced.durationMinutes > MAX_VISIT_MINUTES) {
      tooLong = true;
      continue;
    }
    const charged = orderTotals(priced.totalCents, feeSetting, 0);
    offers.push({
      companyID: row.company_id,
      companyServiceID: row.company_service_id,
      companyName: row.name,
      companySlug: row.slug,
      companyTags: publicTags(row.tags, { licence: row.licence_checked, insurance: row.insurance_checked }),
      companyDescription: row.description,
      companyLogo: row.logo,
      hasPhotos: row.has_photos,
      address: row.address,
      averageScore,
      reviewCount: Number(row.review_count),
      subservices: priced.lines.map((l) => ({
        subServiceName: l.subServiceName,
        price: dollars(l.priceCents),
        subserviceDesc: l.description,
        quantity: l.quantity,
      })),
      totalPrice: dollars(priced.totalCents),
      fee: dollars(charged.feeCents),
      totalCharged: dollars(charged.totalCents),
      totalCents: priced.totalCents,
      duration: minutesToDuration(priced.durationMinutes),
      serviceDuration: minutesToDuration(priced.serviceMinutes),
      isServiceCall: priced.isServiceCall,
    });
  }
  // With a date, only the companies at work that day: a company whose every crew (doing the service) is off, or
  // that is off itself, is not offered for it.
  if (search.date !== undefined && worksOn !== undefined) {
    const date = search.date;
    const open = await Promise.all(offers.map((o) => worksOn(o.companyServiceID, date)));
    const kept = offers.filter((_, i) => open[i]);
    offers.length = 0;
    offers.push(...kept);
  }
  if (offers.length === 0 && tooLong) {
    throw new AppError(400, VISIT_TOO_LONG_WORDS, [
      { field: 'quantity', message: 'makes one visit longer than a day' },
    ]);
  }
  offers.sort((a, b) =>
    search.sort === 'rating'
      ? b.averageScore - a.averageScore || a.totalCents - b.totalCents || a.companyID - b.companyID
      : a.totalCents - b.totalCents || b.averageScore - a.averageScore || a.companyID - b.companyID,
  );
  const shown = offers.slice(0, search.limit).map(({ totalCents: _, ...offer }) => offer);
  if (!replyTimes || shown.length === 0) return shown;
  const replies = await replyTimes([...new Set(shown.map((o) => o.companyID))]);
  return shown.map((o) => {
    const replyTime = replies.get(o.companyID) ?? null;
    return { ...o, replyTime: replyTime === null ? null : sayReplyTime(replyTime, locale) };
  });
}

/** A question to one company from the offers (spec 000), and the signed-in customer who asks, if any. */
export interface ServiceLead {
  customerId: number | null;
  name: string;
  email: string;
  phoneNumber: string;
  zipCode: string;
  message: string;
  companyServiceID: number;
  /** The language of the page that asked (the request's Accept-Language), English when absent. */
  locale?: Locale;
}

/**
 * Stores a question to a company as a lead (the company's and UpKeep's lists) and as the first message of a
 * conversation with the company (answered in the portal, read by the asker through the link mailed to them),
 * and tells the company's people by e-mail (through the outbox), as its other notices.
 */
export async function createServiceLead(deps: DiscoveryDeps, askCompany: AskCompany, lead: ServiceLead) {
  const target = await queries.activeCompanyService(deps.db, lead.companyServiceID);
  if (!target) throw fieldError('companyServiceID', NO_SUCH_COMPANY_SERVICE);
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const leadId = await queries.insertServiceLead(tx, {
      companyServiceId: lead.companyServiceID,
      name: lead.name,
      email: lead.email,
      phoneNumber: lead.phoneNumber,
      zipCode: lead.zipCode,
      message: lead.message,
      registeredDate: now,
    });
    const conversationId = await askCompany(
      tx,
      {
        companyId: target.companyId,
        companyServiceId: lead.companyServiceID,
        companyName: target.companyName,
        serviceId: target.serviceId,
        serviceName: target.serviceName,
        customerId: lead.customerId,
        name: lead.name,
        email: lead.email,
        message: lead.message,
        locale: lead.locale ?? 'en',
      },
      now,
    );
    // To the people every other company notice goes to (its owners and those with alerts on, /pro/team), each
    // with the link to the question in the portal (issue 46); the company's own address only in place of an owner.
    const people = await companyPeople(tx, target.companyId);
    const recipients = people?.recipients ?? [{ name: '', email: target.companyEmail }];
    const mailed = new Set<string>();
    for (const person of recipients) {
      const address = person.email.trim().toLowerCase();
      if (!address || mailed.has(address)) continue;
      mailed.add(address);
      const mail = companyQuestionEmail({
        companyName: target.companyName,
        serviceName: target.serviceName,
        lead,
        answerUrl: `${deps.publicUrl.replace(/\/+$/, '')}/pro/messages/${conversationId}`,
        recipientName: person.name,
      });
      await sendEmail(deps.jobs, tx, person.email, mail, now);
    }
    await announceToTeam(tx, deps, {
      kind: 'company-lead',
      id: leadId,
      name: lead.name,
      email: lead.email,
      summary: `To ${target.companyName} about ${target.serviceName} (zip code ${lead.zipCode}):\n\n${lead.message}`,
    });
    return leadId;
  });
  deps.outbox.kick();
  return id;
}
