/**
 * The funnel's answers in the caller's language (issue 49): with `Accept-Language: es` the questionnaire's questions
 * and answers, the offers' lines and the errors' reasons are the catalogue's Spanish; ids, values, flags and field
 * names are as in English, and English is answered as before, byte for byte, whatever was asked before it.
 */
import { type Feature, type Offer, required, ServiceId, TEST_CARDS, type TimeSlot } from '@upkeep/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveCompany } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, quickestDatabaseKind, type TestContext } from './helpers.ts';
import { bearer, send, signInAsGuest } from './sign-in.ts';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };
const ENGLISH = { 'accept-language': 'en' };
const FEATURES = `/api/customer/features/${ServiceId.Landscaping}`;

/** The questions' and answers' words taken out: what must be the same in both languages. */
const shape = (features: Feature[]) =>
  features.map(({ question: _q, feature: _f, disclaimers, values, ...rest }) => ({
    ...rest,
    disclaimers: disclaimers === null,
    values: values.map(({ value: _v, disclaimer, ...v }) => ({ ...v, disclaimer: disclaimer === null })),
  }));

describe('the funnel in Spanish', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(quickestDatabaseKind(), { now: () => TEST_NOW });
  });
  afterAll(() => ctx.close());

  const inject = (options: InjectOptions) => send(ctx.app, options);
  const features = async (headers: Record<string, string> = {}) => {
    const res = await inject({ method: 'GET', url: FEATURES, headers });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('asks the questionnaire in Spanish: the same questions, answers and ids, in the catalogue’s words', async () => {
    const english = await features();
    const spanish = await features(SPANISH);
    const en = english.json().data as Feature[];
    const es = spanish.json().data as Feature[];
    expect(shape(es)).toEqual(shape(en));
    expect(es[0]?.question).toBe('¿Qué servicio de jardinería necesita?');
    expect(es[0]?.feature).toBe('Servicio de jardinería');
    expect(es[0]?.values.map((v) => v.value)).toContain('Instalación de césped artificial');
    expect(es[0]?.values.find((v) => v.isServiceCall)?.disclaimer).toBe(
      'Un jardinero recorre el jardín con usted y le cotiza el trabajo; el costo de la visita es la visita de servicio.',
    );
    expect(es.find((f) => f.isAddOn)?.values.map((v) => v.value)).toEqual(['Sí', 'No']);
    expect(en[0]?.question).toBe('What landscaping service do you need?');
    // Every word of it is Spanish: none is left as the English.
    const words = (list: Feature[]) => list.flatMap((f) => [f.question, f.feature, ...f.values.map((v) => v.value)]);
    const left = words(es).filter((w, i) => w === words(en)[i] && w !== 'No');
    expect(left).toEqual([]);

    // Each language is its own copy in every cache: the answer varies by language, and its ETag with it.
    expect(String(spanish.headers.vary)).toMatch(/accept-language/i);
    expect(String(english.headers.vary)).toMatch(/accept-language/i);
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
  });

  it('answers English after Spanish exactly as before, whoever asked first', async () => {
    const before = await features(ENGLISH);
    await features(SPANISH);
    const after = await features();
    const named = await features(ENGLISH);
    expect(after.body).toBe(before.body);
    expect(named.body).toBe(before.body);
    expect(after.headers.etag).toBe(before.headers.etag);
    // A browser that holds the Spanish copy is not told it is still good for English.
    const spanish = await features(SPANISH);
    const revalidated = await inject({
      method: 'GET',
      url: FEATURES,
      headers: { 'if-none-match': String(spanish.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toBe(before.body);
  });

  it('reveals the next answers, and lists every questionnaire, in Spanish', async () => {
    const [what, size] = (await features()).json().data as Feature[];
    const turf = required(
      what?.values.find((v) => v.value === 'Artificial turf installation'),
      'Artificial turf installation',
    );
    const next = await inject({
      method: 'POST',
      url: '/api/customer/features/next-values',
      headers: SPANISH,
      payload: { QuestionID: what?.id, ValueID: turf.id },
    });
    expect(next.statusCode).toBe(200);
    const { questionId, values } = next.json().data as { questionId: number; values: { value: string }[] };
    expect(questionId).toBe(size?.id);
    expect(values.map((v) => v.value)).toContain('Césped: hasta 250 pies cuadrados');

    const all = await inject({ method: 'GET', url: '/api/customer/services/features', headers: SPANISH });
    const plumbing = (all.json().data as { serviceId: number; service: string; features: Feature[] }[]).find(
      (s) => s.serviceId === ServiceId.Plumbing,
    );
    // The service keeps its catalogue name (the name a link gives); its questions are Spanish.
    expect(plumbing?.service).toBe('Plumbing');
    expect(plumbing?.features[0]?.question).toBe('¿Qué tipo de ayuda de plomería necesita?');
    expect(String(all.headers.vary)).toMatch(/accept-language/i);
  });

  it('describes the catalogue in Spanish, each service under its catalogue name', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => inject({ method: 'GET', url, headers });
    const before = await get('/api/customer/services');
    const spanish = await get('/api/customer/services', SPANISH);
    const after = await get('/api/customer/services');
    expect(after.body).toBe(before.body);
    expect(String(spanish.headers.vary)).toMatch(/accept-language/i);
    type Listed = { id: number; service: string; description: string; principalServiceFeature: Feature | null };
    const plumbing = (spanish.json().data as Listed[]).find((s) => s.id === ServiceId.Plumbing);
    expect(plumbing?.service).toBe('Plumbing');
    expect(plumbing?.description).toMatch(/^Plomeros con licencia para drenajes tapados/);
    expect(plumbing?.principalServiceFeature?.feature).toBe('Servicio de plomería');
    expect(plumbing?.principalServiceFeature?.values.map((v) => v.value)).toContain('Detección de fugas');

    const one = await get(`/api/customer/services/${ServiceId.Landscaping}`, SPANISH);
    expect(one.json().data.description).toMatch(/^Cuidado del jardín pensado para el desierto/);
    const subs = await get(`/api/customer/services/subservices/${ServiceId.Landscaping}`, SPANISH);
    expect((subs.json().data as { name: string }[]).map((s) => s.name)).toContain('Césped artificial');
    const missing = await get('/api/customer/services/9999', SPANISH);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No encontramos ese servicio');
  });

  it('prices the offers in Spanish words, and says what is wrong with a search in Spanish', async () => {
    await liveCompany(ctx.database.db, { zipCode: '89102' });
    const [what, size, access] = (await features()).json().data as Feature[];
    const maintenance = required(
      what?.values.find((v) => v.value === 'General yard maintenance'),
      'General yard maintenance',
    );
    const medium = required(
      size?.values.find((v) => v.value.startsWith('Medium yard')),
      'Medium yard',
    );
    const form = [maintenance.id, medium.id, required(access?.values[0], 'an access').id];
    const search = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      inject({
        method: 'POST',
        url: '/api/customer/offer/new',
        headers,
        payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [form], ...payload },
      });
    const english = (await search({})).json().data as Offer[];
    const spanish = (await search({}, SPANISH)).json().data as Offer[];
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish.map((o) => [o.companyServiceID, o.totalPrice])).toEqual(
      english.map((o) => [o.companyServiceID, o.totalPrice]),
    );
    const lines = (offers: Offer[]) => offers[0]?.subservices.map((l) => `${l.subServiceName} | ${l.subserviceDesc}`);
    expect(lines(english)?.join('\n')).toContain(
      'General Maintenance: Medium yard (2,000 to 5,000 sq ft) | Landscaping service: General yard maintenance',
    );
    expect(lines(spanish)?.join('\n')).toContain(
      'Mantenimiento general: Jardín mediano (de 2,000 a 5,000 pies cuadrados) | Servicio de jardinería: Mantenimiento general del jardín',
    );

    // The schema's reasons: Spanish, the field named as it was sent.
    const badZip = await search({ zipCode: 'abcde' }, SPANISH);
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().errors).toEqual([{ field: 'zipCode', message: 'debe ser un código postal de 5 dígitos' }]);
    expect(badZip.json().message).toBe('zipCode: debe ser un código postal de 5 dígitos');
    const englishZip = await search({ zipCode: 'abcde' });
    expect(englishZip.json().errors).toEqual([{ field: 'zipCode', message: 'must be a 5-digit zip code' }]);

    // The questionnaire's own rules: the question in Spanish too.
    const unanswered = await search({ idFeatures: [[maintenance.id]] }, SPANISH);
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().errors).toEqual([
      { field: 'idFeatures.0', message: 'no responde la pregunta "¿De qué tamaño es el trabajo?"' },
    ]);
    expect((await search({ idFeatures: [[maintenance.id]] })).json().errors).toEqual([
      { field: 'idFeatures.0', message: 'does not answer the question "How big is the job?"' },
    ]);
  });

  it('refuses a guest’s checkout in Spanish: the address, a field, the field names as they are', async () => {
    const company = await liveCompany(ctx.database.db, { zipCode: '89102' });
    const guest = await signInAsGuest(ctx.app);
    const checkout = (payload: Record<string, unknown>, headers: Record<string, string> = SPANISH) =>
      inject({
        method: 'POST',
        url: '/api/customer/ticket',
        headers: { ...bearer(guest), ...headers },
        payload: {
          ScheduledDate: '2026-06-24',
          ScheduleID: 1,
          CompanyServiceID: company.companyServiceId,
          Name: 'Lupita Ramos',
          Email: 'lupita@example.com',
          PhoneNumber: '7025550177',
          Address: '4820 Sahara Ave, Las Vegas, NV 89102',
          ZipCode: '89102',
          Instructions: '',
          Origin: 'test',
          idFeatures: [[1]],
          ...payload,
        },
      });

    const elsewhere = await checkout({ Address: '10847 Sundown Ridge Dr, Las Vegas, NV 89135' });
    expect(elsewhere.statusCode).toBe(400);
    const reason =
      'Esta dirección está en el código postal 89135, no en el 89102. Elija una dirección del 89102 entre las sugerencias.';
    expect(elsewhere.json().errors).toEqual([{ field: 'Address', message: reason }]);
    expect(elsewhere.json().message).toBe(`Address: ${reason}`);
    const inEnglish = await checkout({ Address: '10847 Sundown Ridge Dr, Las Vegas, NV 89135' }, {});
    expect(inEnglish.json().errors).toEqual([
      {
        field: 'Address',
        message: 'This address is in 89135, not 89102. Choose an address in 89102 from the suggestions.',
      },
    ]);
    const noNumber = await checkout({ Address: 'Sahara Ave, Las Vegas, NV 89102' });
    expect(noNumber.json().errors[0].message).toBe(
      'Empiece la dirección con el número de la casa, como en "11024 Summer Glen Dr".',
    );

    const badEmail = await checkout({ Email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([{ field: 'Email', message: 'debe ser un correo electrónico válido' }]);
    const notServed = await checkout({ ZipCode: '89135', Address: '10847 Sundown Ridge Dr, Las Vegas, NV 89135' });
    expect(notServed.json().errors).toEqual([
      { field: 'ZipCode', message: 'la compañía no da servicio en este código postal' },
    ]);
  });

  it('books and pays as a guest in Spanish: a declined card, then a good one', async () => {
    const company = await liveCompany(ctx.database.db, { zipCode: '89102' });
    const [what, size, access] = (await features(SPANISH)).json().data as Feature[];
    const form = [
      required(what?.values[0], 'a service').id,
      required(size?.values[0], 'a size').id,
      required(access?.values[0], 'an access').id,
    ];
    const guest = await signInAsGuest(ctx.app);
    const headers = { ...bearer(guest), ...SPANISH };
    const offers = (
      await inject({
        method: 'POST',
        url: '/api/customer/offer/new',
        headers: SPANISH,
        payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [form] },
      })
    ).json().data as Offer[];
    const offer = required(
      offers.find((o) => o.companyServiceID === company.companyServiceId),
      'the offer of the test’s company',
    );
    const slots = (
      await inject({
        method: 'POST',
        url: '/api/customer/company-calendar/schedules',
        headers: SPANISH,
        payload: { CompanyServiceID: offer.companyServiceID, Date: '2026-06-24', Duration: offer.duration },
      })
    ).json().data as TimeSlot[];
    const slot = required(
      slots.find((s) => s.isAvailable),
      'a free slot',
    );
    const created = await inject({
      method: 'POST',
      url: '/api/customer/ticket',
      headers,
      payload: {
        ScheduledDate: '2026-06-24',
        ScheduleID: slot.id,
        CompanyServiceID: offer.companyServiceID,
        Name: 'Lupita Ramos',
        Email: 'lupita.paga@example.com',
        PhoneNumber: '7025550188',
        Address: '4820 Sahara Ave, Las Vegas, NV 89102',
        ZipCode: '89102',
        Instructions: '',
        Origin: 'test',
        idFeatures: [form],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticketId = created.json().data.id as number;
    // The booking keeps its lines in English: the company reads them.
    expect(
      created
        .json()
        .data.lines.map((l: { displayName: string }) => l.displayName)
        .join(),
    ).not.toMatch(/Jardín|Césped|Remoción/);

    const intent = await inject({
      method: 'POST',
      url: '/api/customer/payment',
      headers,
      payload: { TicketID: ticketId },
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json().data;
    const confirm = (cardNumber: string) =>
      inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
        payload: { clientSecret, cardNumber, expMonth: 12, expYear: 2030, cvc: '123' },
      });
    const validate = () =>
      inject({
        method: 'POST',
        url: '/api/customer/payment/validate',
        headers,
        payload: { TicketID: ticketId, PaymentIntentID: paymentIntentId },
      });
    await confirm(TEST_CARDS.declined);
    const declined = await validate();
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Su tarjeta fue rechazada.');
    await confirm(TEST_CARDS.succeeds);
    const paid = await validate();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('succeeded');
  });

  it('refuses a sign-in in Spanish, and in English as before', async () => {
    const login = (headers: Record<string, string>) =>
      inject({
        method: 'POST',
        url: '/api/customer/auth/login',
        headers,
        payload: { Email: 'nadie@example.com', Password: 'Not-The-Password-1' },
      });
    expect((await login(SPANISH)).json().message).toBe('Usuario o contraseña incorrectos');
    expect((await login(ENGLISH)).json().message).toBe('Invalid User or Password');
  });

  it('asks a visitor who sends too much to wait, in Spanish', async () => {
    const lead = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/customer/leads/service',
        remoteAddress: '198.51.100.49',
        headers: SPANISH,
        payload: {},
      });
    let refused = await lead();
    for (let i = 0; i < 12 && refused.statusCode !== 429; i++) refused = await lead();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Demasiadas solicitudes\. Intente de nuevo en \d+ (segundos|minuto)/);
  });

  it('says a zip code it does not know in Spanish', async () => {
    const res = await inject({ method: 'GET', url: '/api/zip-codes/code/00000', headers: SPANISH });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos ese código postal o no está permitido.');
  });
});
