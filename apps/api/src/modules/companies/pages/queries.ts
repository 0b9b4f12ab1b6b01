/** What a company's public page reads: the company, its offer, its public reviews, its earlier slugs. */
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { companies, companyGalleryPhotos, companyInsuranceCertificates } from '../../../db/schema.ts';
import { shownPublicly } from '../photo-consent/conditions.ts';
import { countsPublicly } from '../reviews/conditions.ts';

export interface PageCompanyRow extends Record<string, unknown> {
  id: number;
  slug: string;
  name: string;
  logo: string;
  description: string;
  tags: string[];
  state: string;
  active: boolean;
  live_at: string | Date | null;
  created_at: string | Date;
  licence_number: string | null;
  licence_limit_cents: number | null;
  licence_verified_at: string | Date | null;
  insurance_verified_at: string | Date | null;
  city: string;
  zip_code: string | null;
}

/** The company of a slug, whatever its state (the service decides what the public may see). */
export async function companyBySlug(db: Database, slug: string): Promise<PageCompanyRow | null> {
  const [row] = await queryRows<PageCompanyRow>(
    db,
    sql`select id, slug, name, logo, description, tags, state, active, live_at, created_at, licence_number, licence_limit_cents,
               licence_verified_at, insurance_verified_at, city, zip_code
          from companies where slug = ${slug}`,
  );
  return row ?? null;
}

/** The current slug of the company that had `slug` before a rename (null: never one). */
export async function slugRedirect(db: Database, slug: string): Promise<string | null> {
  const [row] = await queryRows<{ slug: string }>(
    db,
    sql`select c.slug from company_slug_redirects r join companies c on c.id = r.company_id
         where r.slug = ${slug} and c.state = 'live' and c.active`,
  );
  return row?.slug ?? null;
}

export async function servicesOf(db: Database, companyId: number) {
  return queryRows<{ service_id: number; name: string; starting_cents: number }>(
    db,
    sql`select s.id as service_id, s.name, cs.base_price_cents as starting_cents
          from company_services cs join services s on s.id = cs.service_id
         where cs.company_id = ${companyId} and cs.active
         order by s.name`,
  );
}

export async function zipCodesOf(db: Database, companyId: number) {
  return queryRows<{
    code: string;
    city: string;
    community: string;
    latitude: string | number | null;
    longitude: string | number | null;
  }>(
    db,
    sql`select z.code, z.city, z.community, z.latitude, z.longitude
          from company_zip_codes cz join zip_codes z on z.code = cz.zip_code
         where cz.company_id = ${companyId}
         order by z.code`,
  );
}

/** Each weekday's first and last bookable start ('08:00'): the weekly calendar is start times, nothing more. */
export async function hoursOf(db: Database, companyId: number) {
  return queryRows<{ day_of_week: number; opens: string; last_start: string }>(
    db,
    sql`select day_of_week, to_char(min(start_time), 'HH24:MI') as opens, to_char(max(start_time), 'HH24:MI') as last_start
          from company_schedules
         where company_id = ${companyId} and active
         group by day_of_week order by day_of_week`,
  );
}

/**
 * The fewest minutes a visit of the company's can last: the shortest of its services' base visit and service
 * call (null: no service offered).
 */
export async function shortestVisitOf(db: Database, companyId: number): Promise<number | null> {
  const [row] = await queryRows<{ minutes: number | string | null }>(
    db,
    sql`select min(least(base_duration_minutes, service_call_duration_minutes)) as minutes
          from company_services where company_id = ${companyId} and active`,
  );
  return row?.minutes == null ? null : Number(row.minutes);
}

export async function jobsCompletedOf(db: Database, companyId: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from tickets where company_id = ${companyId} and completed_at is not null`,
  );
  return Number(row?.n ?? 0);
}

/** How many public reviews gave each number of stars. */
export async function histogramOf(db: Database, companyId: number) {
  return queryRows<{ stars: number; n: number | string }>(
    db,
    sql`select r.company_score as stars, count(*) as n from reviews r
         where r.company_id = ${companyId} and ${countsPublicly('r')}
         group by r.company_score`,
  );
}

export interface ReviewRow extends Record<string, unknown> {
  id: number;
  user_name: string;
  company_score: number;
  company_comment: string;
  reply: string | null;
  replied_at: string | Date | null;
  created_at: string | Date;
}

/** A page of the company's public reviews, newest first (a reply staff hid is left out). */
export async function reviewPage(db: Database, companyId: number, limit: number, offset: number) {
  return queryRows<ReviewRow>(
    db,
    sql`select r.id, r.user_name, r.company_score, r.company_comment,
               case when r.reply_hidden_at is null then r.reply end as reply,
               case when r.reply_hidden_at is null then r.replied_at end as replied_at,
               r.created_at
          from reviews r
         where r.company_id = ${companyId} and ${countsPublicly('r')}
         order by r.created_at desc, r.id desc
         limit ${limit} offset ${offset}`,
  );
}

/** When the page last changed as far as the database tells: going live, a review, a reply, a moderation, a check. */
const LAST_CHANGE = sql`greatest(
  c.live_at, c.licence_verified_at, c.insurance_verified_at,
  (select max(greatest(r.created_at, r.replied_at, r.hidden_at, r.reply_hidden_at)) from reviews r where r.company_id = c.id)
)`;

export async function lastChangeOf(db: Database, companyId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select ${LAST_CHANGE} as at from companies c where c.id = ${companyId}`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** Every live company's slug and last change (the sitemap). */
export async function liveCompanies(db: Database) {
  return queryRows<{ slug: string; changed_at: string | Date | null; created_at: string | Date }>(
    db,
    sql`select c.slug, ${LAST_CHANGE} as changed_at, c.created_at from companies c
         where c.state = 'live' and c.active order by c.slug`,
  );
}

/**
 * The best-rated live companies serving a community or a city (by its zip codes), with at least one public
 * review; for one service when given.
 */
export async function topRatedIn(db: Database, area: string, serviceId: number | undefined, limit: number) {
  return queryRows<{
    slug: string;
    name: string;
    logo: string;
    average: string | number;
    review_count: number | string;
  }>(
    db,
    sql`select c.slug, c.name, c.logo, avg(r.company_score) as average, count(*) as review_count
          from companies c join reviews r on r.company_id = c.id and ${countsPublicly('r')}
         where c.state = 'live' and c.active
           and exists (select 1 from company_zip_codes cz join zip_codes z on z.code = cz.zip_code
                        where cz.company_id = c.id and (lower(z.community) = lower(${area}) or lower(z.city) = lower(${area})))
           ${
             serviceId === undefined
               ? sql``
               : sql`and exists (select 1 from company_services cs
                                  where cs.company_id = c.id and cs.service_id = ${serviceId} and cs.active)`
           }
         group by c.id
         order by avg(r.company_score) desc, count(*) desc, c.name
         limit ${limit}`,
  );
}

// ---------------------------------------------------------------- credentials

export interface CredentialsRow extends Record<string, unknown> {
  licence_number: string | null;
  licence_limit_cents: number | null;
  licence_verified_at: string | Date | null;
  insurance_verified_at: string | Date | null;
  insurance_uploaded_at: string | Date | null;
}

export async function credentialsOf(db: Database, companyId: number): Promise<CredentialsRow | null> {
  const [row] = await queryRows<CredentialsRow>(
    db,
    sql`select c.licence_number, c.licence_limit_cents, c.licence_verified_at, c.insurance_verified_at,
               i.uploaded_at as insurance_uploaded_at
          from companies c left join company_insurance_certificates i on i.company_id = c.id
         where c.id = ${companyId}`,
  );
  return row ?? null;
}

/** States the licence; a different number or limit clears the check (the same one sent again keeps it). */
export async function setLicence(db: Database, companyId: number, licenceNumber: string, limitCents: number) {
  await db.execute(
    sql`update companies
           set licence_verified_at = case when licence_number is distinct from ${licenceNumber}
                                            or licence_limit_cents is distinct from ${limitCents}::int
                                          then null else licence_verified_at end,
               licence_number = ${licenceNumber}, licence_limit_cents = ${limitCents}::int
         where id = ${companyId}`,
  );
}

/** Keeps the certificate (a new one replaces the old) and clears the check, in one transaction. */
export async function storeInsuranceCertificate(db: Database, companyId: number, contentType: string, bytes: Buffer) {
  await db.transaction(async (tx) => {
    const uploadedAt = new Date();
    await tx
      .insert(companyInsuranceCertificates)
      .values({ companyId, contentType, bytes, uploadedAt })
      .onConflictDoUpdate({ target: companyInsuranceCertificates.companyId, set: { contentType, bytes, uploadedAt } });
    await tx.update(companies).set({ insuranceVerifiedAt: null }).where(eq(companies.id, companyId));
  });
}

export async function insuranceCertificate(db: Database, companyId: number) {
  const [row] = await db
    .select({ contentType: companyInsuranceCertificates.contentType, bytes: companyInsuranceCertificates.bytes })
    .from(companyInsuranceCertificates)
    .where(eq(companyInsuranceCertificates.companyId, companyId));
  return row ?? null;
}

/** Marks a credential checked only while it is still what was read (false when it changed meanwhile). */
export async function markVerified(
  db: Database | Tx,
  companyId: number,
  credential: 'licence' | 'insurance',
  at: Date,
  read: { licenceNumber: string | null; licenceLimitCents: number | null; insuranceUploadedAt: string | null },
): Promise<boolean> {
  const rows =
    credential === 'licence'
      ? await queryRows<{ id: number }>(
          db,
          sql`update companies set licence_verified_at = ${at.toISOString()}::timestamptz
               where id = ${companyId} and licence_number is not distinct from ${read.licenceNumber}
                 and licence_limit_cents is not distinct from ${read.licenceLimitCents}::int
               returning id`,
        )
      : await queryRows<{ id: number }>(
          db,
          sql`update companies set insurance_verified_at = ${at.toISOString()}::timestamptz
               where id = ${companyId} and exists (
                 select 1 from company_insurance_certificates
                  where company_id = ${companyId}
                    and date_trunc('milliseconds', uploaded_at) = ${read.insuranceUploadedAt}::timestamptz)
               returning id`,
        );
  return rows.length > 0;
}

// ---------------------------------------------------------------- gallery

export async function galleryOf(db: Database | Tx, companyId: number) {
  return queryRows<{
    id: number;
    caption: string;
    job_photo_id: number | null;
    ticket_id: number | null;
    shown: boolean;
    consent: 'asked' | 'allowed' | 'declined' | null;
  }>(
    db,
    sql`select g.id, g.caption, g.job_photo_id, p.ticket_id, ${shownPublicly('g')} as shown, k.state as consent
          from company_gallery_photos g
          left join job_photos p on p.id = g.job_photo_id
          left join ticket_photo_consents k on k.ticket_id = p.ticket_id
         where g.company_id = ${companyId}
         order by g.position, g.id`,
  );
}

/** The photos of the company's jobs (newest first), which it may show. */
export async function jobPhotosOf(db: Database, companyId: number, limit: number) {
  return queryRows<{ id: number; ticket_id: number; kind: string; created_at: string | Date }>(
    db,
    sql`select p.id, p.ticket_id, p.kind, p.created_at from job_photos p join tickets t on t.id = p.ticket_id
         where t.company_id = ${companyId} order by p.created_at desc, p.id desc limit ${limit}`,
  );
}

/** Whether the job photo is of one of the company's jobs. */
export async function isJobPhotoOf(db: Database | Tx, companyId: number, jobPhotoId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from job_photos p join tickets t on t.id = p.ticket_id
         where p.id = ${jobPhotoId} and t.company_id = ${companyId}`,
  );
  return rows.length > 0;
}

/** Adds a photo at the gallery's end; false when the job photo is already in it. */
export async function insertGalleryPhoto(
  tx: Tx,
  companyId: number,
  photo: { jobPhotoId: number } | { contentType: string; bytes: Buffer },
  caption: string,
): Promise<boolean> {
  const rows = await tx
    .insert(companyGalleryPhotos)
    .values({
      companyId,
      caption,
      position: sql`(select coalesce(max(position), 0) + 1 from company_gallery_photos where company_id = ${companyId})`,
      ...('jobPhotoId' in photo
        ? { jobPhotoId: photo.jobPhotoId }
        : { contentType: photo.contentType, bytes: photo.bytes }),
    })
    .onConflictDoNothing()
    .returning({ id: companyGalleryPhotos.id });
  return rows.length > 0;
}

export async function deleteGalleryPhoto(db: Database, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(companyGalleryPhotos)
    .where(and(eq(companyGalleryPhotos.companyId, companyId), eq(companyGalleryPhotos.id, id)))
    .returning({ id: companyGalleryPhotos.id });
  return rows.length > 0;
}

/**
 * A gallery photo's image, while its company is live and active (its own upload, or its job's photo while the
 * job's customer allows it: photo-consent's `shownPublicly`).
 */
export async function publicGalleryImage(db: Database, companyId: number, id: number) {
  const [row] = await queryRows<{ content_type: string; bytes: Buffer }>(
    db,
    sql`select coalesce(g.content_type, p.content_type) as content_type, coalesce(g.bytes, p.bytes) as bytes
          from company_gallery_photos g
          join companies c on c.id = g.company_id and c.state = 'live' and c.active
          left join job_photos p on p.id = g.job_photo_id
         where g.id = ${id} and g.company_id = ${companyId} and ${shownPublicly('g')}`,
  );
  return row ?? null;
}

/**
 * Each customer's turn in the companies' conversations since `since` (a customer's message after anything but
 * another of theirs), with the company's next message after it (null: none yet).
 */
export async function customerTurns(db: Database | Tx, companyIds: readonly number[], since: Date) {
  const ids = sql.join(
    companyIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await queryRows<{ company_id: number; asked_at: string | Date; replied_at: string | Date | null }>(
    db,
    sql`with said as (
          select c.company_id, m.id, m.conversation_id, m.author_kind, m.created_at,
                 lag(m.author_kind) over (partition by m.conversation_id order by m.id) as before_kind
            from messages m join conversations c on c.id = m.conversation_id
           where c.company_id in (${ids}) and m.created_at > ${since.toISOString()}::timestamptz
        )
        select s.company_id, s.created_at as asked_at,
               (select min(r.created_at) from messages r
                 where r.conversation_id = s.conversation_id and r.id > s.id and r.author_kind = 'company') as replied_at
          from said s
         where s.author_kind = 'customer' and s.before_kind is distinct from 'customer'`,
  );
  return rows.map((row) => ({
    companyId: row.company_id,
    askedAt: new Date(row.asked_at),
    repliedAt: row.replied_at === null ? null : new Date(row.replied_at),
  }));
}
