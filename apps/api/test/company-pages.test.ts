/**
 * Company pages (issue 32): `GET /api/companies/{slug}` answers a live company's page with its public reviews
 * newest first (a hidden one absent), the rating they make and the credentials staff checked; `/pros/{slug}`
 * answers the same in its HTML with JSON-LD whose rating matches; a company the public may not see is 404, a
 * renamed company's old slug 301; the sitemap lists the live companies. Every test makes its own company.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPANY_PAGE_PLACEHOLDERS, ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { TicketStatusId } from '../src/db/seed/index.ts';
import { companyNameKey } from '../src/lib/company-name-key.ts';
import { closingTime } from '../src/modules/companies/pages/service.ts';
import {
  liveCompany as bookableCompany,
  createCompany,
  createCompanyUser,
  createStaffUser,
  createTicket,
  unique,
  yardForm,
} from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser, signInStaff } from './sign-in.ts';

const nextAddress = clientAddresses(251);
const P = COMPANY_PAGE_PLACEHOLDERS;
/**
 * The frames the web build prerenders (apps/web/build/client/pros/_frame and es/pros/_frame), reduced to what the
 * server fills: the head's placeholders, the hreflang pair (issue 49), the language switch naming the other frame.
 */
const frame = (lang: 'en' | 'es') => `<!DOCTYPE html><html lang="${lang}"><head><title>${P.title}</title>
<meta name="description" content="${P.description}"/><link rel="canonical" href="${P.url}"/>
<link rel="alternate" hrefLang="en" href="${P.english}"/><link rel="alternate" hrefLang="es" href="${P.spanish}"/>
<link rel="alternate" hrefLang="x-default" href="${P.english}"/><meta property="og:image" content="${P.image}"/>
<script type="application/ld+json">"${P.jsonLd}"</script><script>window.__frame = 1;</script></head>
<body><nav><a href="${lang === 'en' ? '/es/pros/_frame' : '/pros/_frame'}" hrefLang="${lang === 'en' ? 'es' : 'en'}">switch</a></nav>
<main><div class="cp-main"><div id="company-page"></div></div></main></body></html>`;

describe("a company's closing time", () => {
  it('is the last start plus the shortest visit, rounded up to the half hour as bookings are, within the day', () => {
    expect(closingTime('15:00', 60)).toBe('16:00');
    expect(closingTime('15:00', 75)).toBe('16:30');
    expect(closingTime('14:30', 20)).toBe('15:00');
    // No service offered: the shortest booking there is, half an hour.
    expect(closingTime('09:00', null)).toBe('09:30');
    // Work past midnight shows to the day's end.
    expect(closingTime('23:00', 120)).toBe('23:59');
  });
});

describe.each(databaseKinds())('company pages on %s', (kind) => {
  let ctx: TestContext;
  let webDist: string;
  let staffToken: string;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const get = (url: string) => inject({ method: 'GET', url });

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'upkeep-company-pages-'));
    writeFileSync(path.join(webDist, 'index.html'), '<html><head><title>shell</title></head><body></body></html>');
    mkdirSync(path.join(webDist, 'pros', '_frame'), { recursive: true });
    writeFileSync(path.join(webDist, 'pros', '_frame', 'index.html'), frame('en'));
    mkdirSync(path.join(webDist, 'es', 'pros', '_frame'), { recursive: true });
    writeFileSync(path.join(webDist, 'es', 'pros', '_frame', 'index.html'), frame('es'));
    ctx = await buildTestApp(kind, { env: { WEB_DIST: webDist }, serveWeb: true });
    const staff = await createStaffUser(ctx.database.db);
    staffToken = await signInStaff(inject, staff.email, staff.password);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /**
   * A live company serving 89134 (Summerlin) with landscaping from $45 (a visit of 2 hours, a service call of 75
   * minutes), starting work at 8:00 and 15:00 on Mondays and 9:00 on Saturdays, and its reviews (oldest first as given):
   * each a completed ticket of the company with the review written a day after the one before.
   */
  async function liveCompany(reviews: { score: number; comment: string; reply?: string }[] = [], state = 'live') {
    const name = `Page Test Yards ${unique()}`;
    const company = await createCompany(ctx.database.db, { name, state, liveAt: new Date('2023-05-01T12:00:00Z') });
    const [service] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into company_services (company_id, service_id, base_price_cents, service_call_price_cents,
                                        base_duration_minutes, service_call_duration_minutes)
          values (${company.id}, ${ServiceId.Landscaping}, 4500, 9000, 120, 75) returning id`,
    );
    await ctx.database.db.execute(
      sql`insert into company_zip_codes (company_id, zip_code) values (${company.id}, '89134')`,
    );
    await ctx.database.db.execute(
      sql`insert into company_schedules (company_id, day_of_week, start_time) values
            (${company.id}, 1, '08:00'), (${company.id}, 1, '15:00'), (${company.id}, 6, '09:00')`,
    );
    const reviewIds: number[] = [];
    let at = Date.UTC(2026, 0, 1, 18);
    let visit = Date.UTC(2030, 0, 1, 17) + Math.floor(Math.random() * 1000) * 86_400_000;
    for (const review of reviews) {
      visit += 86_400_000;
      at += 86_400_000;
      const ticket = await createTicket(ctx.database.db, {
        companyServiceId: service?.id,
        statusId: TicketStatusId.Completed,
        scheduledAt: new Date(visit),
      });
      const [row] = await queryRows<{ id: number }>(
        ctx.database.db,
        sql`insert into reviews (ticket_id, company_id, user_name, company_score, company_comment, upkeep_score,
                                 reply, replied_at, created_at)
            values (${ticket.id}, ${company.id}, 'Rosa D.', ${review.score}, ${review.comment}, 5,
                    ${review.reply ?? null}, ${review.reply ? new Date(at + 3_600_000).toISOString() : null}::timestamptz,
                    ${new Date(at).toISOString()}::timestamptz)
            returning id`,
      );
      reviewIds.push(row?.id ?? 0);
    }
    return { ...company, reviewIds };
  }

  it("answers a live company's page: services, areas, hours, rating, reviews newest first with replies", async () => {
    const company = await liveCompany([
      { score: 5, comment: 'Oldest: palms trimmed perfectly.' },
      { score: 3, comment: 'Middle: late by an hour.', reply: 'Sorry, the truck broke down on the 215.' },
      { score: 4, comment: 'Newest: tidy crew.' },
    ]);
    const res = await get(`/api/companies/${company.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, pages } = res.json();
    expect(data).toMatchObject({
      slug: company.slug,
      name: company.name,
      services: [{ serviceId: ServiceId.Landscaping, name: 'Landscaping', startingPrice: 45 }],
      areas: { cities: ['Las Vegas'], zipCodes: [{ code: '89134', community: 'Summerlin' }] },
      // The day's work ends after the last start's visit: 90 minutes at least (the shortest visit it takes).
      hours: [
        { dayOfWeek: 1, opens: '08:00', closes: '16:30', lastStart: '15:00' },
        { dayOfWeek: 6, opens: '09:00', closes: '10:30', lastStart: '09:00' },
      ],
      liveSince: '2023-05-01T12:00:00.000Z',
      jobsCompleted: 3,
      credentials: { licence: null, insurance: null },
      rating: {
        count: 3,
        average: 4,
        histogram: [
          { stars: 5, count: 1 },
          { stars: 4, count: 1 },
          { stars: 3, count: 1 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
      },
    });
    expect(data.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Newest: tidy crew.',
      'Middle: late by an hour.',
      'Oldest: palms trimmed perfectly.',
    ]);
    expect(data.reviews[1].reply).toBe('Sorry, the truck broke down on the 215.');
    expect(pages).toEqual({ pageNumber: 1, pageSize: 10, totalCount: 3, totalPages: 1 });
  });

  it('pages the reviews, 10 a page, and leaves out a review and a reply staff hid', async () => {
    const company = await liveCompany(
      Array.from({ length: 12 }, (_, i) => ({ score: 5, comment: `Review ${i + 1}`, reply: `Reply ${i + 1}` })),
    );
    const [hidden, replyHidden] = [company.reviewIds[11], company.reviewIds[10]];
    const hide = await inject({
      method: 'PUT',
      url: `/api/staff/reviews/${hidden}`,
      headers: bearer(staffToken),
      payload: { hidden: true, reason: 'Not about the work' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    await ctx.database.db.execute(sql`update reviews set reply_hidden_at = now() where id = ${replyHidden ?? 0}`);

    const first = (await get(`/api/companies/${company.slug}`)).json();
    expect(first.pages).toEqual({ pageNumber: 1, pageSize: 10, totalCount: 11, totalPages: 2 });
    expect(first.data.rating.count).toBe(11);
    const comments = first.data.reviews.map((r: { comment: string }) => r.comment);
    expect(comments[0]).toBe('Review 11');
    expect(comments).not.toContain('Review 12');
    expect(first.data.reviews[0].reply).toBeNull();
    expect(first.data.reviews[1].reply).toBe('Reply 10');
    const second = (await get(`/api/companies/${company.slug}?page=2`)).json();
    expect(second.data.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Review 1']);
    // Past the last page: no page, in the API and the HTML (nor kept by the server).
    expect((await get(`/api/companies/${company.slug}?page=3`)).statusCode).toBe(404);
    expect((await get(`/pros/${company.slug}?page=3`)).statusCode).toBe(404);
    expect((await get(`/pros/${company.slug}?page=2`)).statusCode).toBe(200);

    // The page's HTML says the same: no hidden review, JSON-LD counting the 11 public ones.
    const html = (await get(`/pros/${company.slug}`)).body;
    expect(html).toContain('Review 11');
    expect(html).not.toContain('Review 12');
    expect(html).toContain('Reply 10');
    expect(html).not.toContain('Reply 11');
  });

  it('answers /pros/{slug} with the reviews and replies in the HTML, its head and valid JSON-LD matching the rating', async () => {
    const company = await liveCompany([
      { score: 5, comment: 'Edged every bed & hauled the clippings.' },
      { score: 2, comment: 'Missed <the> side yard.', reply: 'We came back the next morning.' },
    ]);
    const res = await get(`/pros/${company.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<title>${company.name} | UpKeep</title>`);
    expect(html).toContain(`<link rel="canonical" href="${ctx.app.config.publicUrl}/pros/${company.slug}"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]*Rated 3\.5 out of 5 by 2 customers/);
    expect(html).toContain('Edged every bed &amp; hauled the clippings.');
    expect(html).toContain('Missed &lt;the&gt; side yard.');
    expect(html).toContain('We came back the next morning.');
    expect(html).not.toContain('__COMPANY_PAGE_');
    const [, ld = ''] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
    const business = JSON.parse(ld);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: company.name,
      url: `${ctx.app.config.publicUrl}/pros/${company.slug}`,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '3.5', reviewCount: 2, bestRating: 5 },
      // A local business's address (issue 48: Google requires one): its office's city, Nevada, the United States.
      address: { '@type': 'PostalAddress', addressRegion: 'NV', addressCountry: 'US' },
    });
    expect(business.address.addressLocality).toEqual(expect.any(String));
    expect(business.review).toHaveLength(2);
    // Open from the first start until the last start's visit is over, not until the last start.
    expect(business.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '16:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:00',
        closes: '10:30',
      },
    ]);
    expect(html).toContain('8:00 AM to 4:30 PM');
    expect(business.review[0]).toMatchObject({
      '@type': 'Review',
      reviewBody: 'Missed <the> side yard.',
      reviewRating: { ratingValue: 2 },
    });
    // The script data block cannot be closed by what a reviewer wrote.
    expect(ld).not.toContain('<');
    // The frame's inline script keeps its hash in the CSP; the data embedded for hydration is not a script to it.
    expect(res.headers['content-security-policy']).toContain("'sha256-");
    const [, embedded = ''] =
      /<script type="application\/json" id="company-page-data">([\s\S]*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(embedded).page.slug).toBe(company.slug);
  });

  it("lists the newest reviews in the JSON-LD of every review page, the page's own in its HTML", async () => {
    const company = await liveCompany(Array.from({ length: 13 }, (_, i) => ({ score: 4, comment: `Review ${i + 1}` })));
    await inject({
      method: 'PUT',
      url: `/api/staff/reviews/${company.reviewIds[12]}`,
      headers: bearer(staffToken),
      payload: { hidden: true, reason: 'Not about the work' },
    });
    const jsonLdOf = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
    const newest = ['Review 12', 'Review 11', 'Review 10', 'Review 9', 'Review 8'];
    for (const page of [1, 2]) {
      const res = await get(`/pros/${company.slug}${page > 1 ? `?page=${page}` : ''}`);
      expect(res.statusCode).toBe(200);
      const business = jsonLdOf(res.body);
      expect(business.aggregateRating.reviewCount, `page ${page}`).toBe(12);
      expect(
        business.review.map((r: { reviewBody: string }) => r.reviewBody),
        `page ${page}`,
      ).toEqual(newest);
      // The data the browser hydrates from carries the same, so the head it computes is the one written.
      const [, embedded = ''] =
        /<script type="application\/json" id="company-page-data">([\s\S]*?)<\/script>/.exec(res.body) ?? [];
      expect(JSON.parse(embedded).newestReviews.map((r: { comment: string }) => r.comment)).toEqual(newest);
    }
    // Page 2 shows its own reviews, the oldest two, in its HTML.
    const second = (await get(`/pros/${company.slug}?page=2`)).body;
    expect(second).toContain('Review 2<');
    expect(second).toContain('Review 1<');
    expect(second).not.toContain('Review 13');
  });

  it('answers /es/pros/{slug} in Spanish: its words, head, JSON-LD, hreflang pair and switch; the API in Spanish', async () => {
    const company = await liveCompany([
      { score: 5, comment: 'Edged every bed.' },
      { score: 2, comment: 'Missed the side yard.', reply: 'We came back the next morning.' },
    ]);
    const origin = ctx.app.config.publicUrl;
    const res = await get(`/es/pros/${company.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<title>${company.name} | UpKeep</title>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/es/pros/${company.slug}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${origin}/pros/${company.slug}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="es" href="${origin}/es/pros/${company.slug}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}/pros/${company.slug}"/>`);
    // The language switch leads to the English twin, not to a frame.
    expect(html).toContain(`<a href="/pros/${company.slug}" hrefLang="en">`);
    expect(html).not.toContain('/pros/_frame');
    expect(html).toMatch(
      /<meta name="description" content="[^"]*: Jardinería en Las Vegas\. Calificación de 3\.5 de 5 según 2 clientes\. Reserve en UpKeep\."/,
    );
    // The page's words in Spanish (a Suspense boundary the browser hydrates once its words are in), the service's
    // name the catalogue's Spanish, the links to the Spanish questionnaire, the dates the Spanish way; what the
    // customers and the company wrote as written.
    expect(html).toContain('<div id="company-page"><!--$--><article class="cp"');
    for (const words of [
      '<h2 id="cp-services">Servicios</h2>',
      '<span>Jardinería</span><span class="cp-price">desde $45</span>',
      `href="/es/questionnaire?Service=${ServiceId.Landscaping}">Obtenga un precio</a>`,
      '<h2 id="cp-hours">Horario</h2>',
      '<th scope="row">Lunes</th><td>De 8:00 a. m. a 4:30 p. m.<span class="cp-last-start"> (última cita a las 3:00 p. m.)</span>',
      '<a href="#reviews">(2 reseñas)</a>',
      '<th scope="row">1 estrella</th>',
      'aria-label="3.5 de 5 estrellas"',
      'Respuesta de ',
      '>sáb, 3 ene 2026</time>',
      'Missed the side yard.',
      'We came back the next morning.',
    ])
      expect(html).toContain(words);
    expect(html).not.toContain('Get a price');
    const [, ld = ''] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
    const business = JSON.parse(ld);
    expect(business).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      url: `${origin}/es/pros/${company.slug}`,
      mainEntityOfPage: { '@type': 'WebPage', url: `${origin}/es/pros/${company.slug}`, inLanguage: 'es-US' },
      aggregateRating: { ratingValue: '3.5', reviewCount: 2 },
    });
    expect(business.review.map((r: { reviewBody: string }) => r.reviewBody)).toEqual([
      'Missed the side yard.',
      'Edged every bed.',
    ]);
    const [, embedded = ''] =
      /<script type="application\/json" id="company-page-data">([\s\S]*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(embedded).page.services[0].name).toBe('Jardinería');

    // The English page names its Spanish twin, its switch leads there, and stays English.
    const english = (await get(`/pros/${company.slug}?page=1`)).body;
    expect(english).toContain(`<link rel="alternate" hrefLang="es" href="${origin}/es/pros/${company.slug}"/>`);
    expect(english).toContain(`<a href="/es/pros/${company.slug}" hrefLang="es">`);
    expect(english).toContain('<span>Landscaping</span>');
    expect(english).not.toContain('<!--$-->');

    // The API says the page in the caller's language, and says so to caches.
    const api = await inject({
      method: 'GET',
      url: `/api/companies/${company.slug}`,
      headers: { 'accept-language': 'es-US' },
    });
    expect(api.json().data.services[0].name).toBe('Jardinería');
    expect(api.headers.vary).toMatch(/accept-language/i);
    expect((await get(`/api/companies/${company.slug}`)).json().data.services[0].name).toBe('Landscaping');
  });

  it('pages the Spanish reviews, and answers an old slug 301 and a hidden company 404 in Spanish too', async () => {
    const company = await liveCompany(Array.from({ length: 11 }, (_, i) => ({ score: 4, comment: `Reseña ${i + 1}` })));
    const origin = ctx.app.config.publicUrl;
    const second = await get(`/es/pros/${company.slug}?page=2`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(`<link rel="canonical" href="${origin}/es/pros/${company.slug}?page=2"/>`);
    expect(second.body).toContain(`<link rel="alternate" hrefLang="en" href="${origin}/pros/${company.slug}?page=2"/>`);
    expect(second.body).toContain(`<a href="/pros/${company.slug}?page=2" hrefLang="en">`);
    expect(second.body).toContain(`<a href="/es/pros/${company.slug}" rel="prev">Reseñas más recientes</a>`);
    expect(second.body).toContain('<span>Página 2 de 2</span>');
    expect((await get(`/es/pros/${company.slug}?page=3`)).statusCode).toBe(404);

    const newName = `Renombrada Yards ${unique()}`;
    await ctx.database.db.execute(
      sql`update companies set pending_name = ${newName}, pending_name_key = ${companyNameKey(newName)},
                               pending_name_at = now() where id = ${company.id}`,
    );
    const approved = await inject({
      method: 'POST',
      url: `/api/staff/companies/${company.id}/rename/approve`,
      headers: bearer(staffToken),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await queryRows<{ slug: string }>(
      ctx.database.db,
      sql`select slug from companies where id = ${company.id}`,
    );
    const moved = await get(`/es/pros/${company.slug}?page=2`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/es/pros/${row?.slug}?page=2`);

    const suspend = await inject({
      method: 'PUT',
      url: `/api/staff/companies/${company.id}`,
      headers: bearer(staffToken),
      payload: { suspended: true, reason: 'Licence lapsed' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await get(`/es/pros/${row?.slug}`)).statusCode).toBe(404);
    expect((await get(`/pros/${row?.slug}`)).statusCode).toBe(404);
    expect((await get('/es/pros/_frame')).statusCode).toBe(404);
    expect((await get(`/es/pros/nobody-${unique()}`)).statusCode).toBe(404);
  });

  it('answers 404 for a company suspended, setting up or unknown, in the API and the HTML', async () => {
    const live = await liveCompany([{ score: 4, comment: 'Fine.' }]);
    // Read (and kept rendered) just before it is suspended: 404 at once all the same.
    expect((await get(`/pros/${live.slug}`)).statusCode).toBe(200);
    const suspend = await inject({
      method: 'PUT',
      url: `/api/staff/companies/${live.id}`,
      headers: bearer(staffToken),
      payload: { suspended: true, reason: 'Licence lapsed' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const settingUp = await liveCompany([], 'setting_up');
    // The frame the pages are rendered into is no page of its own.
    const frame = await get('/pros/_frame');
    expect(frame.statusCode).toBe(404);
    expect(frame.body).not.toContain('__COMPANY_PAGE_');
    for (const slug of [live.slug, settingUp.slug, `nobody-${unique()}`, 'Not%20A%20Slug']) {
      expect((await get(`/api/companies/${slug}`)).statusCode, slug).toBe(404);
      expect((await get(`/pros/${slug}`)).statusCode, slug).toBe(404);
    }
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(`/pros/${live.slug}<`);
    expect(sitemap).not.toContain(`/pros/${settingUp.slug}<`);
  });

  it('lists the live companies in the sitemap with the day they last changed', async () => {
    const company = await liveCompany([{ score: 5, comment: 'Great.' }]);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(
      `<loc>${ctx.app.config.publicUrl}/pros/${company.slug}</loc><lastmod>2026-01-02</lastmod>`,
    );
    // Its Spanish page too (issue 49), each naming both.
    const origin = ctx.app.config.publicUrl;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}/pros/${company.slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="es" href="${origin}/es/pros/${company.slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/pros/${company.slug}"/>`;
    expect(sitemap).toContain(`<loc>${origin}/pros/${company.slug}</loc><lastmod>2026-01-02</lastmod>${alternates}`);
    expect(sitemap).toContain(`<loc>${origin}/es/pros/${company.slug}</loc><lastmod>2026-01-02</lastmod>${alternates}`);
    const robots = (await get('/robots.txt')).body.split('\n');
    expect(robots).toContain('Disallow: /pro/');
    expect(
      robots.filter((l) => l.startsWith('Disallow: ')).some((l) => `/pros/${company.slug}`.startsWith(l.slice(10))),
    ).toBe(false);
  });

  it("moves a live company's address with a rename staff approve: the old slug answers 301", async () => {
    const company = await liveCompany([{ score: 5, comment: 'Great.' }]);
    const newName = `Renamed Yards ${unique()}`;
    await ctx.database.db.execute(
      sql`update companies set pending_name = ${newName}, pending_name_key = ${companyNameKey(newName)},
                               pending_name_at = now() where id = ${company.id}`,
    );
    const approved = await inject({
      method: 'POST',
      url: `/api/staff/companies/${company.id}/rename/approve`,
      headers: bearer(staffToken),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await queryRows<{ slug: string }>(
      ctx.database.db,
      sql`select slug from companies where id = ${company.id}`,
    );
    const newSlug = row?.slug ?? '';
    expect(newSlug).toMatch(/^renamed-yards-/);
    const html = await get(`/pros/${company.slug}?page=1`);
    expect(html.statusCode).toBe(301);
    expect(html.headers.location).toBe(`/pros/${newSlug}?page=1`);
    const api = await get(`/api/companies/${company.slug}`);
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/companies/${newSlug}`);
    const page = await get(`/api/companies/${newSlug}`);
    expect(page.json().data.name).toBe(newName);
  });

  it('claims the licence and the insurance only once staff checked them; a new licence withdraws the claim', async () => {
    const company = await liveCompany([{ score: 5, comment: 'Great.' }]);
    const owner = await createCompanyUser(ctx.database.db, { companyId: company.id });
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const asCompany = (method: 'GET' | 'PUT', url: string, payload?: object | Buffer, type?: string) =>
      inject({
        method,
        url,
        headers: { ...bearer(token), ...(type ? { 'content-type': type } : {}) },
        ...(payload ? { payload } : {}),
      });
    const stated = await asCompany('PUT', '/api/company/credentials', {
      licenceNumber: '0081234a',
      licenceLimit: 250000,
    });
    expect(stated.statusCode, stated.body).toBe(200);
    expect(stated.json().data).toMatchObject({
      licenceNumber: '0081234A',
      licenceLimit: 250000,
      licenceVerifiedAt: null,
    });
    expect(
      (await asCompany('PUT', '/api/company/credentials', { licenceNumber: '12', licenceLimit: 1 })).statusCode,
    ).toBe(400);
    const tooLarge = await asCompany(
      'PUT',
      '/api/company/credentials/insurance',
      Buffer.alloc(6 * 1024 * 1024),
      'application/pdf',
    );
    expect(tooLarge.statusCode).toBe(413);
    const pdf = Buffer.from('%PDF-1.4\n% insurance certificate\n');
    const uploaded = await asCompany('PUT', '/api/company/credentials/insurance', pdf, 'application/pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.insuranceUploadedAt).not.toBeNull();

    // Stated, not checked: nothing is claimed.
    const before = (await get(`/api/companies/${company.slug}`)).json().data;
    expect(before.credentials).toEqual({ licence: null, insurance: null });

    const verify = (credential: string, staff = staffToken, seen: object = {}) =>
      inject({
        method: 'POST',
        url: `/api/staff/companies/${company.id}/credentials/verify`,
        headers: bearer(staff),
        payload: { credential, ...seen },
      });
    // What staff read must be what is there: a number changed since is refused, nothing claimed.
    expect((await verify('licence', staffToken, { licenceNumber: '0099999', licenceLimit: 250000 })).statusCode).toBe(
      409,
    );
    expect(
      (await verify('insurance', staffToken, { insuranceUploadedAt: '2020-01-01T00:00:00.000Z' })).statusCode,
    ).toBe(409);
    expect((await verify('licence', token)).statusCode).toBe(401);
    const file = await inject({
      method: 'GET',
      url: `/api/staff/companies/${company.id}/credentials/insurance`,
      headers: bearer(staffToken),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await verify('licence', staffToken, { licenceNumber: '0081234A', licenceLimit: 250000 })).statusCode).toBe(
      200,
    );
    const seenUpload = { insuranceUploadedAt: uploaded.json().data.insuranceUploadedAt };
    expect((await verify('insurance', staffToken, seenUpload)).statusCode).toBe(200);

    const after = (await get(`/api/companies/${company.slug}`)).json().data;
    expect(after.credentials.licence).toMatchObject({ number: '0081234A', limit: 250000 });
    expect(after.credentials.insurance.verifiedAt).toEqual(expect.any(String));
    const html = (await get(`/pros/${company.slug}`)).body;
    expect(html).toContain('Licence verified');
    expect(html).toContain('Insured');
    const [audit] = await queryRows<{ n: number | string }>(
      ctx.database.db,
      sql`select count(*) as n from staff_audit_log where target = ${`company:${company.id}`}
           and action in ('company.licence.verify', 'company.insurance.verify')`,
    );
    expect(Number(audit?.n)).toBe(2);

    // A new licence number waits for a new check.
    await asCompany('PUT', '/api/company/credentials', { licenceNumber: '0099999', licenceLimit: 250000 });
    expect((await get(`/api/companies/${company.slug}`)).json().data.credentials.licence).toBeNull();
  });

  it('refuses a certificate whose bytes are not the type it is sent as, with a 400 naming the Content-Type', async () => {
    const company = await liveCompany();
    const owner = await createCompanyUser(ctx.database.db, { companyId: company.id });
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const upload = (payload: Buffer, type: string) =>
      inject({
        method: 'PUT',
        url: '/api/company/credentials/insurance',
        headers: { ...bearer(token), 'content-type': type },
        payload,
      });
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });
    const [png, jpeg, webp] = await Promise.all([
      image.clone().png().toBuffer(),
      image.clone().jpeg().toBuffer(),
      image.clone().webp().toBuffer(),
    ]);
    const refused: [Buffer, string, string][] = [
      [png, 'application/pdf', 'a PDF'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf', 'a PDF'],
      [Buffer.from(' %PDF-1.7 a header that does not open the file'), 'application/pdf', 'a PDF'],
      [jpeg, 'image/png', 'a PNG image'],
      [Buffer.from('%PDF-1.4\n'), 'image/jpeg', 'a JPEG image'],
      [Buffer.from('RIFF\0\0\0\0WAVEfmt '), 'image/webp', 'a WebP image'],
    ];
    for (const [bytes, type, kind] of refused) {
      const res = await upload(bytes, type);
      expect(res.statusCode, `${kind} sent as ${type}`).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        message: `The file is not ${kind}, as its type ${type} says. Send the certificate as a PDF, JPEG, PNG or WebP file.`,
        data: null,
        errors: [{ field: 'Content-Type', message: `is ${type}, but the file is not ${kind}` }],
      });
    }
    // An empty body is no certificate either (never a 500).
    const empty = await upload(Buffer.alloc(0), 'application/pdf');
    expect(empty.statusCode, empty.body).toBe(400);
    // Nothing was kept.
    const none = await inject({ method: 'GET', url: '/api/company/credentials', headers: bearer(token) });
    expect(none.json().data.insuranceUploadedAt).toBeNull();

    for (const [bytes, type] of [
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
      [jpeg, 'image/jpeg'],
      [png, 'image/png'],
      [webp, 'image/webp'],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
    }
  });

  it('shows no tag claiming a licence, insurance or a bond that UpKeep has not checked, on the offers and the page', async () => {
    const company = await liveCompany();
    const typed = ['Family owned', 'Licensed', 'Lic. #0081234', 'Licensed & insured', 'Fully insured', 'Bonded'];
    await ctx.database.db.execute(
      sql`update companies set tags = array[${sql.join(
        typed.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[] where id = ${company.id}`,
    );
    const { serviceCall } = await yardForm(inject);
    const shown = async () => {
      const offers = await inject({
        method: 'POST',
        url: '/api/customer/offer/new',
        payload: { zipCode: '89134', serviceID: ServiceId.Landscaping, idFeatures: [[serviceCall]] },
      });
      expect(offers.statusCode, offers.body).toBe(200);
      const offer = (offers.json().data as { companyID: number; companyTags: string[] }[]).find(
        (o) => o.companyID === company.id,
      );
      const page = (await get(`/api/companies/${company.slug}`)).json().data;
      expect(offer?.companyTags, 'the offer and the page show the same tags').toEqual(page.tags);
      return page.tags as string[];
    };
    // Nothing checked (a self-declared flag is no check): only what claims no credential.
    await ctx.database.db.execute(
      sql`update companies set is_licensed = true, is_insured = true, licence_number = '0081234' where id = ${company.id}`,
    );
    expect(await shown()).toEqual(['Family owned']);
    // The licence checked: the tags that claim only a licence.
    await ctx.database.db.execute(sql`update companies set licence_verified_at = now() where id = ${company.id}`);
    expect(await shown()).toEqual(['Family owned', 'Licensed', 'Lic. #0081234']);
    // The insurance checked too: a bond still is not (UpKeep checks none).
    await ctx.database.db.execute(sql`update companies set insurance_verified_at = now() where id = ${company.id}`);
    expect(await shown()).toEqual(['Family owned', 'Licensed', 'Lic. #0081234', 'Licensed & insured', 'Fully insured']);
    // The company's own profile keeps what it typed.
    const owner = await createCompanyUser(ctx.database.db, { companyId: company.id });
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const profile = await inject({ method: 'GET', url: '/api/company/profile', headers: bearer(token) });
    expect(profile.json().data.tags).toEqual(typed);
  });

  it("claims no licence or insurance in the demo companies' tags", async () => {
    const rows = await queryRows<{ slug: string; tags: string[] }>(
      ctx.database.db,
      sql`select slug, tags from companies where licence_verified_at is null and insurance_verified_at is null`,
    );
    expect(rows.some((r) => r.slug === 'red-rock-yard-works')).toBe(true);
    expect(rows.flatMap((r) => r.tags).filter((t) => /licen[cs]|insur|bond/i.test(t))).toEqual([]);
    const page = (await get('/api/companies/red-rock-yard-works')).json().data;
    expect(page.tags.length).toBeGreaterThan(0);
  });

  it('shows no badge on the page of a company whose credentials nobody checked', async () => {
    const company = await liveCompany([{ score: 5, comment: 'Great.' }]);
    await ctx.database.db.execute(
      sql`update companies set licence_number = '0070001', licence_limit_cents = 100000 where id = ${company.id}`,
    );
    const html = (await get(`/pros/${company.slug}`)).body;
    expect(html).not.toContain('Licence verified');
    expect(html).not.toContain('>Insured<');
  });

  it('answers the best-rated live companies of an area', async () => {
    const best = await liveCompany([
      { score: 5, comment: 'a' },
      { score: 5, comment: 'b' },
    ]);
    const res = await get('/api/top-rated-companies?area=Summerlin&serviceId=4');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { slug: string; average: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]?.average).toBeGreaterThanOrEqual(list[i]?.average ?? 0);
    if (list.some((c) => c.average < 5)) expect(list.map((c) => c.slug)).toContain(best.slug);
  });
  it('shows the gallery the company curates from its job photos and uploads, only while its page is public', async () => {
    const company = await liveCompany([{ score: 5, comment: 'Great.' }]);
    const owner = await createCompanyUser(ctx.database.db, { companyId: company.id });
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const [ticket] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from tickets where company_id = ${company.id} limit 1`,
    );
    const after = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .webp()
      .toBuffer();
    const [jobPhoto] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into job_photos (ticket_id, kind, content_type, bytes, width, height)
          values (${ticket?.id ?? 0}, 'after', 'image/webp', ${after}, 40, 30) returning id`,
    );
    const asCompany = (options: InjectOptions) =>
      inject({ ...options, headers: { ...bearer(token), ...(options.headers ?? {}) } });
    const offered = (await asCompany({ method: 'GET', url: '/api/company/gallery' })).json().data;
    expect(offered.photos).toEqual([]);
    expect(offered.jobPhotos.map((p: { id: number }) => p.id)).toContain(jobPhoto?.id);

    // Its customer allowed the job's photos on the page (photo-consent.test.ts: asked, allowed, declined).
    await ctx.database.db.execute(
      sql`insert into ticket_photo_consents (ticket_id, state, answered_at) values (${ticket?.id ?? 0}, 'allowed', now())`,
    );
    const added = await asCompany({
      method: 'POST',
      url: '/api/company/gallery',
      payload: { jobPhotoId: jobPhoto?.id, caption: 'Palms skinned' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const upload = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c52' } })
      .png()
      .toBuffer();
    const uploaded = await asCompany({
      method: 'PUT',
      url: '/api/company/gallery/upload?caption=New%20gravel',
      payload: upload,
      headers: { 'content-type': 'image/png' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // Another company's job photo is not this one's to show.
    const elsewhere = await bookableCompany(ctx.database.db);
    const other = await createTicket(ctx.database.db, {
      companyServiceId: elsewhere.companyServiceId,
      companyId: elsewhere.companyId,
      scheduledAt: new Date(Date.UTC(2033, 3, 3, 17)),
    });
    const [foreign] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into job_photos (ticket_id, kind, content_type, bytes, width, height)
          values (${other.id}, 'after', 'image/webp', ${after}, 40, 30) returning id`,
    );
    const refused = await asCompany({
      method: 'POST',
      url: '/api/company/gallery',
      payload: { jobPhotoId: foreign?.id },
    });
    expect(refused.statusCode).toBe(404);

    const page = (await get(`/api/companies/${company.slug}`)).json().data;
    expect(page.photos.map((p: { caption: string }) => p.caption)).toEqual(['Palms skinned', 'New gravel']);
    const image = await get(page.photos[1].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);
    expect((await get(page.photos[0].url)).rawPayload.equals(after)).toBe(true);
    expect((await get(`/pros/${company.slug}`)).body).toContain('Palms skinned');

    // Taken off the page, and gone with the page when the company is suspended.
    const removed = await asCompany({ method: 'DELETE', url: `/api/company/gallery/${page.photos[0].id}` });
    expect(removed.json().data.photos).toHaveLength(1);
    await ctx.database.db.execute(sql`update companies set state = 'suspended' where id = ${company.id}`);
    expect((await get(page.photos[1].url)).statusCode).toBe(404);
  });
});
