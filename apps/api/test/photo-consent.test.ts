/**
 * A customer's consent to show their job's photos on the company's page (issue 32, decision 0028's "Consent"):
 * a job photo the company adds to its gallery is public (page data, image address) only once the ticket's
 * customer allowed it, and hidden again when they take it back; the customer is asked by e-mail once per ticket;
 * only the ticket's own customer, or the guest of its private link, answers. Every test makes its own company.
 */
import { ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { TicketStatusId } from '../src/db/seed/index.ts';
import { createCompany, createCompanyUser, createCustomer, createTicket, unique } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(252);
const QUESTION = 'would like to show photos of this job on its UpKeep page.';

interface GalleryPhoto {
  id: number;
  url: string;
  caption: string;
  jobPhotoId: number | null;
  visibility: string;
}

describe.each(databaseKinds())('photo consent on %s', (kind) => {
  let ctx: TestContext;
  let photoBytes: Buffer;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const as = (token: string, options: InjectOptions) =>
    inject({ ...options, headers: { ...bearer(token), ...(options.headers ?? {}) } });
  const get = (url: string) => inject({ method: 'GET', url });
  const answer = (token: string, ticketId: number, allow: unknown) =>
    as(token, { method: 'PUT', url: `/api/customer/ticket/${ticketId}/photo-consent`, payload: { allow } });

  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    photoBytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .webp()
      .toBuffer();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A live company with landscaping, its owner's token, and a way to book it for a customer or a guest. */
  async function liveCompany() {
    const company = await createCompany(ctx.database.db, { name: `Consent Yards ${unique()}`, state: 'live' });
    const [service] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into company_services (company_id, service_id, base_price_cents, service_call_price_cents)
          values (${company.id}, ${ServiceId.Landscaping}, 4500, 9000) returning id`,
    );
    const owner = await createCompanyUser(ctx.database.db, { companyId: company.id });
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    let day = 0;
    /** A completed job of the company with one photo of the work: the customer's or a guest's. */
    const job = async (owner: { customerId: number } | { guestId: string }, email = `c-${unique()}@example.com`) => {
      day += 1;
      const ticket = await createTicket(ctx.database.db, {
        companyServiceId: service?.id,
        statusId: TicketStatusId.Completed,
        scheduledAt: new Date(Date.UTC(2031, 5, 1, 17) + (day + Math.floor(Math.random() * 5000)) * 86_400_000),
        email,
        ...owner,
      });
      const [photo] = await queryRows<{ id: number }>(
        ctx.database.db,
        sql`insert into job_photos (ticket_id, kind, content_type, bytes, width, height)
            values (${ticket.id}, 'after', 'image/webp', ${photoBytes}, 40, 30) returning id`,
      );
      return { ticketId: ticket.id, jobPhotoId: photo?.id ?? 0, email };
    };
    const add = async (jobPhotoId: number) => {
      const res = await as(token, { method: 'POST', url: '/api/company/gallery', payload: { jobPhotoId } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.photos as GalleryPhoto[];
    };
    const galleryPhotos = async () =>
      (await as(token, { method: 'GET', url: '/api/company/gallery' })).json().data.photos as GalleryPhoto[];
    const pagePhotos = async () =>
      (await get(`/api/companies/${company.slug}`)).json().data.photos as { id: number; url: string }[];
    return { company, token, job, add, galleryPhotos, pagePhotos };
  }

  async function customer() {
    const signedUp = await createCustomer(inject);
    const [row] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from customers where email = ${signedUp.email}`,
    );
    return { token: signedUp.token, customerId: row?.id ?? 0 };
  }

  /** A new guest session and its guest id (the token's subject). */
  async function guest() {
    const token = await signInAsGuest(inject);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return { token, guestId: String(payload.sub) };
  }

  const consentMails = (ticketId: number) =>
    queryRows<{ recipient: string; subject: string; body: string }>(
      ctx.database.db,
      sql`select recipient, subject, body from notification_outbox
           where ticket_id = ${ticketId} and topic = 'photo-consent' order by id`,
    );

  it("shows a job photo only once the ticket's customer allows it, and hides it again when they do not", async () => {
    const pro = await liveCompany();
    const dana = await customer();
    const job = await pro.job({ customerId: dana.customerId });
    const upload = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c52' } })
      .png()
      .toBuffer();
    const uploaded = await as(pro.token, {
      method: 'PUT',
      url: '/api/company/gallery/upload?caption=New%20gravel',
      payload: upload,
      headers: { 'content-type': 'image/png' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const [upl, added] = await pro.add(job.jobPhotoId);
    // The upload is the company's own: shown at once. The job photo waits for its customer.
    expect(upl).toMatchObject({ caption: 'New gravel', visibility: 'shown' });
    expect(added).toMatchObject({ jobPhotoId: job.jobPhotoId, ticketId: job.ticketId, visibility: 'waiting' });
    if (!added || !upl) throw new Error('the gallery lacks its photos');
    expect((await pro.pagePhotos()).map((p) => p.id)).toEqual([upl.id]);
    expect((await get(added.url)).statusCode).toBe(404);
    expect((await get(upl.url)).statusCode).toBe(200);
    const asked = await as(dana.token, { method: 'GET', url: `/api/customer/ticket/${job.ticketId}` });
    expect(asked.json().data.photoConsent).toBe('asked');

    const allowed = await answer(dana.token, job.ticketId, true);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data).toEqual({ ticketId: job.ticketId, photoConsent: 'allowed' });
    expect((await pro.pagePhotos()).map((p) => p.id)).toEqual([upl.id, added.id]);
    const image = await get(added.url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(photoBytes)).toBe(true);
    expect((await pro.galleryPhotos()).map((p) => p.visibility)).toEqual(['shown', 'shown']);
    const detail = await as(dana.token, { method: 'GET', url: `/api/customer/ticket/${job.ticketId}` });
    expect(detail.json().data.photoConsent).toBe('allowed');

    // Changed later: off the page and its address at once; the portal says why.
    expect((await answer(dana.token, job.ticketId, false)).statusCode).toBe(200);
    expect((await pro.pagePhotos()).map((p) => p.id)).toEqual([upl.id]);
    expect((await get(added.url)).statusCode).toBe(404);
    expect((await pro.galleryPhotos()).map((p) => p.visibility)).toEqual(['shown', 'declined']);
    const declined = await as(dana.token, { method: 'GET', url: `/api/customer/ticket/${job.ticketId}` });
    expect(declined.json().data.photoConsent).toBe('declined');
  });

  it('asks the customer by e-mail once per ticket, whatever the company adds, removes and adds again', async () => {
    const pro = await liveCompany();
    const dana = await customer();
    const job = await pro.job({ customerId: dana.customerId });
    const [second] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into job_photos (ticket_id, kind, content_type, bytes, width, height)
          values (${job.ticketId}, 'before', 'image/webp', ${photoBytes}, 40, 30) returning id`,
    );
    expect(await consentMails(job.ticketId)).toEqual([]);
    const [first] = await pro.add(job.jobPhotoId);
    const mails = await consentMails(job.ticketId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe(job.email);
    expect(mails[0]?.body).toContain(`${pro.company.name} ${QUESTION}`);
    expect(mails[0]?.body).toContain(`/detail-ticket?TicketId=${job.ticketId}`);

    await pro.add(second?.id ?? 0);
    await as(pro.token, { method: 'DELETE', url: `/api/company/gallery/${first?.id}` });
    await pro.add(job.jobPhotoId);
    expect(await consentMails(job.ticketId)).toHaveLength(1);
    // A ticket its customer already answered is not asked at all.
    const other = await pro.job({ customerId: dana.customerId });
    expect((await answer(dana.token, other.ticketId, false)).statusCode).toBe(200);
    expect((await pro.add(other.jobPhotoId)).at(-1)?.visibility).toBe('declined');
    expect(await consentMails(other.ticketId)).toEqual([]);
  });

  it("lets only the ticket's own customer answer, with a true or false", async () => {
    const pro = await liveCompany();
    const dana = await customer();
    const sam = await customer();
    const stranger = await guest();
    const job = await pro.job({ customerId: dana.customerId });
    const [photo] = await pro.add(job.jobPhotoId);

    for (const token of [sam.token, stranger.token]) {
      const refused = await answer(token, job.ticketId, true);
      expect(refused.statusCode).toBe(401);
    }
    // Another realm's token (the company's own) opens nothing here.
    expect((await answer(pro.token, job.ticketId, true)).statusCode).toBe(401);
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/customer/ticket/${job.ticketId}/photo-consent`,
          payload: { allow: true },
        })
      ).statusCode,
    ).toBe(401);
    // Consent is never read from a vague value.
    for (const allow of ['yes', 1, 'on', '', null]) {
      expect((await answer(dana.token, job.ticketId, allow)).statusCode, String(allow)).toBe(400);
    }
    const form = await as(dana.token, {
      method: 'PUT',
      url: `/api/customer/ticket/${job.ticketId}/photo-consent`,
      payload: 'allow=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json().data?.photoConsent).toBe('declined');
    expect((await get(photo?.url ?? '')).statusCode).toBe(404);
    expect((await pro.galleryPhotos())[0]?.visibility).toBe('declined');
  });

  it("asks a guest through their booking's private link, whose session answers", async () => {
    const pro = await liveCompany();
    const visitor = await guest();
    const job = await pro.job({ guestId: visitor.guestId });
    const [photo] = await pro.add(job.jobPhotoId);
    const [mail] = await consentMails(job.ticketId);
    const link = /\/my-booking\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
    expect(link?.[1], mail?.body).toBeTruthy();
    const session = await inject({
      method: 'POST',
      url: '/api/customer/ticket-links/session',
      payload: { token: link?.[1] },
    });
    expect(session.statusCode, session.body).toBe(200);
    const linkToken = session.json().data.token as string;
    const detail = await as(linkToken, { method: 'GET', url: `/api/customer/ticket/${job.ticketId}` });
    expect(detail.json().data.photoConsent).toBe('asked');
    expect(await pro.pagePhotos()).toEqual([]);

    // Another guest's link session cannot answer for this ticket; this one can.
    const otherVisitor = await guest();
    const otherJob = await pro.job({ guestId: otherVisitor.guestId });
    expect((await answer(linkToken, otherJob.ticketId, true)).statusCode).toBe(401);
    expect((await answer(linkToken, job.ticketId, true)).statusCode).toBe(200);
    expect((await pro.pagePhotos()).map((p) => p.id)).toEqual([photo?.id]);
    expect((await get(photo?.url ?? '')).statusCode).toBe(200);
  });
});
