/**
 * After the booking, in Spanish (issue 49): a Spanish e-mail's private link (`/es/my-booking/{token}`) lands on the
 * ticket's Spanish twin, which says its words, statuses, dates and totals in Spanish and whose buttons stay in
 * Spanish. Isolated: it switches the language every message is said in.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TICKET_LINK_INVALID_MESSAGE } from '@upkeep/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyBookingPage } from '../app/features/guest-access/my-booking-page';
import { TicketDetailPage } from '../app/features/tickets/ticket-detail-page';
import { activateLocale } from '../app/i18n/catalogs';
import { initialSession, useSession } from '../app/session/store';
import { envelope, mockApi } from './api-mock';
import { renderScreen } from './render';
import { charge, detail, detailHandlers, TOKEN } from './ticket-fixtures';

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

  it("opens the ticket's Spanish twin from the Spanish link, and its e-mail's landing in Spanish", async () => {
    mockApi({ [OPEN]: () => envelope(200, { token: 'session', ticketId: 41, expiresAt: '2026-11-26T10:00:00.000Z' }) });
    renderScreen(<MyBookingPage />, {
      path: '/es/my-booking/:token',
      entries: [`/es/my-booking/${LINK_TOKEN}?to=charge&charge=7`],
    });
    await waitFor(() => expect(where()).toBe('/payment-charge?TicketId=41|{"OpenChargeID":7}'));
  });

  it('says an expired link in Spanish, and offers Find my booking in Spanish', async () => {
    mockApi({ [OPEN]: () => envelope(404, null, TICKET_LINK_INVALID_MESSAGE) });
    renderScreen(<MyBookingPage />, { path: '/es/my-booking/:token', entries: [`/es/my-booking/${LINK_TOKEN}`] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este enlace venció o no es válido' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/es/my-booking/link');
    expect(screen.getByRole('link', { name: 'Buscar mi reserva' })).toHaveAttribute('href', '/find-my-booking');
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
    expect(within(actions).getByRole('link', { name: 'Cambiar fecha' })).toHaveAttribute('href', '/booking-reschedule');
    expect(within(actions).getByRole('link', { name: 'Pagar cargo' })).toHaveAttribute('href', '/payment-charge');
    expect(within(actions).getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Agregar al calendario' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mensajes con Blue Mesa Pool Service' })).toBeInTheDocument();
    fireEvent.click(within(actions).getByRole('button', { name: 'Cancelar servicio' }));
    await waitFor(() => expect(where()).toMatch(/^\/update-status\|/));
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
});
