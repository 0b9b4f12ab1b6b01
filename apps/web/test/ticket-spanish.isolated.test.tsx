/**
 * After the booking, in Spanish (issue 49): a Spanish e-mail's private link (`/es/my-booking/{token}`) lands on the
 * ticket's Spanish twin, which says its words, statuses, dates and totals in Spanish and whose buttons stay in
 * Spanish. Isolated: it switches the language every message is said in.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FIELD_LIMITS, TICKET_LINK_INVALID_MESSAGE } from '@upkeep/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecoverPasswordPage } from '../app/features/accounts/recover-password-page';
import { SignInPage } from '../app/features/accounts/sign-in-page';
import { PrivateLinkCard } from '../app/features/booking/private-link-card';
import { FindMyBookingPage } from '../app/features/guest-access/find-my-booking-page';
import { MyBookingPage } from '../app/features/guest-access/my-booking-page';
import { MyQuestionPage } from '../app/features/guest-access/my-question-page';
import { ChargePaymentPage } from '../app/features/tickets/charge-payment-page';
import { MyTicketsPage } from '../app/features/tickets/my-tickets-page';
import { ReschedulePage } from '../app/features/tickets/reschedule-page';
import { ReviewPage } from '../app/features/tickets/review-page';
import { TicketDetailPage } from '../app/features/tickets/ticket-detail-page';
import { UpdateStatusPage } from '../app/features/tickets/update-status-page';
import { activateLocale } from '../app/i18n/catalogs';
import { initialSession, useSession } from '../app/session/store';
import { envelope, mockApi } from './api-mock';
import { configAnswer, daySlots } from './booking-fixtures';
import { renderScreen } from './render';
import { charge, detail, detailHandlers, listItem, TOKEN } from './ticket-fixtures';

const LINK_TOKEN = 'k'.repeat(43);
const OPEN = 'POST /customer/ticket-links/session';
const where = () => screen.getByTestId('where').textContent ?? '';

const renderDetail = () =>
  renderScreen(<TicketDetailPage />, {
    path: '/es/detail-ticket',
    entries: [{ pathname: '/es/detail-ticket', search: '?TicketId=41' }],
  });

describe("a Spanish guest's private link and ticket", () => {
  beforeAll(() => activateLocale('es'));
  afterAll(() => activateLocale('en'));
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("gives the Spanish confirmation's private link in Spanish, to open and to copy", () => {
    renderScreen(<PrivateLinkCard url={`https://upkeep.test/my-booking/${LINK_TOKEN}`} />, {
      path: '/es/payment-confirmation',
    });
    expect(screen.getByRole('link', { name: 'Abrir su reserva' })).toHaveAttribute(
      'href',
      `/es/my-booking/${LINK_TOKEN}`,
    );
  });

  it("opens the ticket's Spanish twin from the Spanish link, and its e-mail's landing in Spanish", async () => {
    mockApi({ [OPEN]: () => envelope(200, { token: 'session', ticketId: 41, expiresAt: '2026-11-26T10:00:00.000Z' }) });
    renderScreen(<MyBookingPage />, {
      path: '/es/my-booking/:token',
      entries: [`/es/my-booking/${LINK_TOKEN}?to=charge&charge=7`],
    });
    await waitFor(() => expect(where()).toBe('/es/payment-charge?TicketId=41|{"OpenChargeID":7}'));
  });

  it('says an expired link in Spanish, and offers Find my booking in Spanish', async () => {
    mockApi({ [OPEN]: () => envelope(404, null, TICKET_LINK_INVALID_MESSAGE) });
    renderScreen(<MyBookingPage />, { path: '/es/my-booking/:token', entries: [`/es/my-booking/${LINK_TOKEN}`] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este enlace venció o no es válido' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/es/my-booking/link');
    expect(screen.getByRole('link', { name: 'Buscar mi reserva' })).toHaveAttribute('href', '/es/find-my-booking');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es/home');
  });

  it('shows the ticket in Spanish: its title, status, visit, totals, lines, history and actions', async () => {
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    mockApi(
      detailHandlers(
        detail({
          totals: {
            lines: [
              { kind: 'services', label: 'Services', amount: 150, status: null },
              { kind: 'fee', label: 'Booking fee', amount: 4.99, status: null },
              { kind: 'discount', label: 'Discount', amount: -15, status: null },
              { kind: 'charge', label: 'Extra charge: New valve (paid)', amount: 65, status: 'paid' },
            ],
            total: 204.99,
            paid: 204.99,
            refunded: 0,
            kept: 0,
            balance: 0,
          },
          confirmWithinHours: 20,
        }),
        { 'GET /customer/open-charges/ticket/41': () => envelope(200, [charge()]) },
      ),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva #41' })).toBeInTheDocument();
    expect(screen.getByText(/con/, { selector: 'p' })).toHaveTextContent(
      'Servicio de piscinas con Blue Mesa Pool Service',
    );
    expect(screen.getByText('Programado')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Solicitud enviada a Blue Mesa Pool Service. Confirman en un plazo de 20 horas.',
    );
    const visit = screen.getByRole('region', { name: 'Visita' });
    expect(visit).toHaveTextContent('Cuándomar, 24 nov 2026, 9:00 a. m. - 11:00 a. m.');
    expect(visit).toHaveTextContent('Reservadolun, 16 nov 2026, 10:05 a. m.');
    const totals = screen.getByRole('region', { name: 'Totales' });
    expect(totals).toHaveTextContent('Servicios$150.00');
    expect(totals).toHaveTextContent('Tarifa de reserva$4.99');
    expect(totals).toHaveTextContent('Descuento-$15.00');
    expect(totals).toHaveTextContent('Cargo adicional: New valve (pagado)$65.00');
    expect(totals).toHaveTextContent('Pagado$204.99');
    expect(totals).toHaveTextContent('Saldo$0.00');
    expect(await screen.findByRole('table', { name: 'Servicios' })).toHaveTextContent('Cantidad');
    const history = await screen.findByRole('table', { name: 'Historial' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(
      'lun, 16 nov 2026, 10:05 a. m.PendienteBooked and paid online.Cliente',
    );
    const charges = await screen.findByRole('table', { name: 'Cargos adicionales' });
    expect(charges).toHaveTextContent('Pendiente');
    const actions = screen.getByRole('group', { name: 'Acciones de la reserva' });
    expect(await within(actions).findByRole('button', { name: 'Cancelar servicio' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Cambiar fecha' })).toHaveAttribute(
      'href',
      '/es/booking-reschedule',
    );
    expect(within(actions).getByRole('link', { name: 'Pagar cargo' })).toHaveAttribute('href', '/es/payment-charge');
    expect(within(actions).getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Agregar al calendario' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mensajes con Blue Mesa Pool Service' })).toBeInTheDocument();
    fireEvent.click(within(actions).getByRole('button', { name: 'Cancelar servicio' }));
    await waitFor(() => expect(where()).toMatch(/^\/es\/update-status\|/));
  });

  it('says a move waiting for the company, and the photo question, in Spanish', async () => {
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    mockApi(
      detailHandlers(
        detail({
          moveRequest: {
            id: 3,
            fromAt: '2026-11-24T17:00:00.000Z',
            toAt: '2026-11-26T17:00:00.000Z',
            status: 'pending',
            createdAt: '2026-11-20T17:00:00.000Z',
          },
          photoConsent: 'asked',
        }),
      ),
    );
    renderDetail();
    expect(await screen.findByText(/Cambio solicitado para el/)).toHaveTextContent(
      'Cambio solicitado para el jue, 26 nov 2026, 9:00 a. m. - 11:00 a. m.: esperando que Blue Mesa Pool Service lo acepte. Su reserva conserva su horario hasta entonces.',
    );
    const photos = screen.getByRole('region', { name: 'Fotos de este trabajo' });
    expect(photos).toHaveTextContent(
      'A Blue Mesa Pool Service le gustaría mostrar fotos de este trabajo en su página de UpKeep.',
    );
    expect(within(photos).getByRole('button', { name: 'Permitir' })).toBeInTheDocument();
    expect(within(photos).getByRole('button', { name: 'No permitir' })).toBeInTheDocument();
  });

  describe("the ticket's other screens", () => {
    beforeEach(() => {
      useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    });

    it('cancels in Spanish: the move, the refund before and after, the way back', async () => {
      mockApi({
        'GET /customer/ticket/41': () => envelope(200, detail({ cancellationFee: 25 })),
        'PUT /customer/ticket/41': () =>
          envelope(200, { ticketId: 41, statusId: 5, status: 'Cancelled', refunded: 114.99 }, 'Status updated'),
      });
      renderScreen(<UpdateStatusPage />, {
        path: '/es/update-status',
        entries: [
          { pathname: '/es/update-status', state: { TicketId: 41, NextStatusID: 5, StatusName: 'Cancel Service' } },
        ],
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Cancelar servicio' })).toBeInTheDocument();
      expect(await screen.findByRole('note')).toHaveTextContent(
        'Usted pagó $139.99. Tan cerca de la visita, nuestra política de cancelación retiene $25.00',
      );
      expect(screen.getByRole('link', { name: 'Leer la política de cancelación' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar servicio' }));
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent('Estado actualizado.');
      expect(status).toHaveTextContent('El estado de su reserva ahora es: Cancelado.');
      expect(status).toHaveTextContent('Se reembolsaron $114.99 a su tarjeta; llegan en 5 a 10 días hábiles.');
      expect(screen.getByRole('link', { name: 'Volver a su reserva' })).toHaveAttribute(
        'href',
        '/es/detail-ticket?TicketId=41',
      );
    });

    it('says a comment over its limit and a failed update in Spanish', async () => {
      mockApi({
        'GET /customer/ticket/41': () => envelope(200, detail({ cancellationFee: 25 })),
        'PUT /customer/ticket/41': () => 'network-error',
      });
      renderScreen(<UpdateStatusPage />, {
        path: '/es/update-status',
        entries: [
          { pathname: '/es/update-status', state: { TicketId: 41, NextStatusID: 5, StatusName: 'Cancel Service' } },
        ],
      });
      const comments = await screen.findByRole('textbox', { name: 'Comentarios' });
      // The form's maxLength keeps a typist under the limit; a value set another way is still refused, in Spanish.
      fireEvent.change(comments, { target: { value: 'x'.repeat(FIELD_LIMITS.statusComments + 1) } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar servicio' }));
      expect(
        await screen.findByText(`Comentarios debe tener como máximo ${FIELD_LIMITS.statusComments} caracteres`),
      ).toBeInTheDocument();
      fireEvent.change(comments, { target: { value: 'Ya no lo necesito' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar servicio' }));
      expect(
        await screen.findByText('No se pudo actualizar el estado. Intente de nuevo más tarde.'),
      ).toBeInTheDocument();
    });

    it('says an unreachable server in Spanish (lib/api)', async () => {
      mockApi({ 'GET /customer/ticket/41': () => 'network-error' });
      renderDetail();
      expect(
        await screen.findByText('No se pudo conectar con UpKeep. Revise su conexión e intente de nuevo.'),
      ).toBeInTheDocument();
    });

    it('reschedules in Spanish: the fee and its policy, the picker, the ticket now', async () => {
      mockApi({
        'GET /config': configAnswer,
        'GET /customer/ticket/41': () => envelope(200, detail()),
        'GET /customer/ticket/reschedule-fee/41': () =>
          envelope(200, {
            fee: 25,
            feeCents: 2500,
            freeUntil: '2026-11-22T17:00:00.000Z',
            policy: 'Rescheduling is free until 48 hours before the visit; after that it costs $25.00.',
            feePaid: false,
          }),
        'GET /customer/company-services/ticket/41': () =>
          envelope(200, {
            id: 30,
            companyId: 3,
            companyName: 'Blue Mesa Pool Service',
            serviceId: 5,
            serviceName: 'Pool Service',
            duration: '02:00:00',
            serviceDuration: '02:00:00',
          }),
        'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4, [1])),
      });
      renderScreen(<ReschedulePage />, {
        path: '/es/booking-reschedule',
        entries: [{ pathname: '/es/booking-reschedule', state: { ticketID: 41 } }],
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Cambiar fecha' })).toBeInTheDocument();
      expect(screen.getByText(/^Reserva #41/)).toHaveTextContent(
        'Reserva #41: Servicio de piscinas con Blue Mesa Pool Service. Ahora: mar, 24 nov 2026, 9:00 a. m. - 11:00 a. m.',
      );
      const fee = screen.getByRole('region', { name: 'Cargo por cambio de fecha' });
      expect(fee).toHaveTextContent('Cambiar la fecha de esta visita ahora cuesta $25.00.');
      expect(fee).toHaveTextContent(
        'Cambiar la fecha es gratis hasta 48 horas antes de la visita; después cuesta $25.00.',
      );
      fireEvent.click(await screen.findByRole('button', { name: '7:30 a. m. - 10:00 a. m.' }));
      fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
      await waitFor(() => expect(where()).toMatch(/^\/es\/payment-reschedule\|/));
    });

    it('asks for an extra charge in Spanish', async () => {
      mockApi({
        'GET /config': configAnswer,
        'GET /customer/open-charges/service/5/41': () =>
          envelope(200, {
            id: 41,
            name: 'Dana Whitfield',
            email: 'demo@upkeep.test',
            phoneNumber: '7025550147',
            address: '10847 Sundown Ridge Dr, Las Vegas, NV 89135',
            instructions: '',
            duration: '02:00:00',
            scheduledDate: '2026-11-24T17:00:00.000Z',
            servicesId: 5,
            serviceName: 'Pool Service',
            totalPrice: 139.99,
            upKeepFee: 4.99,
            discountAmount: 0,
            discountCodeID: null,
            company: { companyName: 'Blue Mesa Pool Service' },
            openCharges: [charge()],
            totals: detail().totals,
          }),
      });
      renderScreen(<ChargePaymentPage />, {
        path: '/es/payment-charge',
        entries: [{ pathname: '/es/payment-charge', state: { TicketId: 41, ServiceID: 5 } }],
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Pagar un cargo adicional' })).toBeInTheDocument();
      const theCharge = screen.getByRole('region', { name: 'El cargo' });
      expect(theCharge).toHaveTextContent('Agrega 30 min a la visita');
      expect(theCharge).toHaveTextContent('Por pagar$45.00');
      expect(screen.getByRole('button', { name: 'Pagar $45.00' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a la reserva' })).toHaveAttribute(
        'href',
        '/es/detail-ticket?TicketId=41',
      );
    });

    it('asks for a review in Spanish: the scores named Malo to Excelente, both needed', async () => {
      mockApi({
        'GET /customer/ticket/41': () =>
          envelope(200, detail({ status: 'Completed', statusId: 4, canCustomerUpdate: false, canReview: true })),
      });
      renderScreen(<ReviewPage />, {
        path: '/es/create-review',
        entries: [{ pathname: '/es/create-review', state: { TicketId: 41, isReviewedByCustomer: false } }],
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Escribir una reseña' })).toBeInTheDocument();
      const company = screen.getByRole('radiogroup', { name: '¿Qué tal lo hizo Blue Mesa Pool Service?' });
      for (const word of ['Malo', 'Regular', 'Bueno', 'Muy bueno', 'Excelente'])
        expect(within(company).getByRole('radio', { name: word })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Enviar reseña' }));
      expect(screen.getAllByText('Elija una calificación del 1 al 5')).toHaveLength(2);
    });
  });

  it("lists a customer's tickets in Spanish: the table's words, the day, status and service, links in Spanish", async () => {
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    mockApi({
      'GET /customer/ticket': () =>
        envelope(200, [listItem({ canReview: true })], 'OK', {
          pages: { pageNumber: 1, pageSize: 10, totalCount: 1, totalPages: 1 },
        }),
      'GET /customer/ticket-status': () => envelope(200, [{ id: 2, status: 'Scheduled' }]),
      'GET /customer/services': () => envelope(200, [{ id: 5, service: 'Pool Service' }]),
      'GET /customer/guest-bookings': () => envelope(200, { count: 0 }),
    });
    renderScreen(<MyTicketsPage />, { path: '/es/my-tickets' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis reservas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sus reservas' });
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent('ReservaFechaEstadoTotalCompañíaServicioAcciones');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '#41mar, 24 nov 2026Programado$133.50Blue Mesa Pool ServiceServicio de piscinas',
    );
    expect(screen.getByText('Reservas 1 a 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Detalles de la reserva 41' })).toHaveAttribute(
      'href',
      '/es/detail-ticket?TicketId=41',
    );
    expect(screen.getByRole('link', { name: 'Dejar reseña, reserva 41' })).toHaveAttribute('href', '/es/create-review');
    expect(await screen.findByRole('form', { name: 'Filtrar reservas' })).toHaveTextContent('Aplicar filtros');
  });

  it("asks for a lost link in Spanish, and says the API's one answer in Spanish", async () => {
    mockApi({
      'POST /customer/ticket-links/resend': () =>
        envelope(202, null, "If this matches a booking, we sent its link to the booking's e-mail."),
    });
    renderScreen(<FindMyBookingPage />, { path: '/es/find-my-booking' });
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar mi reserva' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme el enlace' }));
    expect(await screen.findByText('Escriba el correo electrónico de la reserva')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^Correo electrónico/ }), {
      target: { value: 'lupe@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Número de reserva/ }), { target: { value: '#41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme el enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si coincide con una reserva, enviamos su enlace al correo electrónico de la reserva.',
    );
    expect(screen.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/es/sign-in');
  });

  it("opens a question's private link in Spanish: the page's words and the conversation's", async () => {
    window.history.replaceState(null, '', `/es/my-question/7?token=${LINK_TOKEN}`);
    mockApi({ 'GET /customer/conversations/7/messages': () => envelope(200, []) });
    renderScreen(<MyQuestionPage />, { path: '/es/my-question/:id', entries: ['/es/my-question/7'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Su pregunta' })).toBeInTheDocument();
    expect(await screen.findByText('No hay mensajes en esta conversación.')).toBeInTheDocument();
    expect(screen.getByLabelText('Su mensaje')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Busque y reserve un servicio' })).toHaveAttribute('href', '/es/home');
    expect(window.location.pathname).toBe('/es/my-question/7');
  });

  it("sends a signed-out customer from a Spanish e-mail's ticket to the Spanish sign-in, and back after it", async () => {
    renderDetail();
    await waitFor(() => expect(where()).toBe('/es/sign-in|{"returnTo":"/es/detail-ticket?TicketId=41"}'));
  });

  it('signs in in Spanish', async () => {
    mockApi({ 'POST /customer/auth/login': () => envelope(401, null, 'Invalid User or Password') });
    renderScreen(<SignInPage />, { path: '/es/sign-in' });
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Perdió el enlace de su reserva?' })).toHaveAttribute(
      'href',
      '/es/find-my-booking',
    );
    expect(screen.getByRole('link', { name: 'Regístrese' })).toHaveAttribute('href', '/es/sign-up');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/es/recover-password',
    );
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'dana@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // The sign-in's calls are fetched on this first send (on demand): the refusal shows as plain text until their
    // alert arrives and takes its place, so the text is looked for afresh each time rather than held.
    await waitFor(() => expect(screen.getByText('Usuario o contraseña incorrectos')).toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it('recovers a password in Spanish, saying the one answer in Spanish', async () => {
    mockApi({
      'PUT /customer/auth/forgot-password': () => envelope(200, null, 'If this email exists we will send a password.'),
    });
    renderScreen(<RecoverPasswordPage />, { path: '/es/recover-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'dana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme una contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si este correo electrónico existe, le enviaremos una contraseña.',
    );
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/es/sign-in');
  });
});
