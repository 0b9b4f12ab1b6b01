/**
 * The booking funnel in Spanish (issue 49): the estimate screen, the checkout and the confirmation at their /es
 * paths say their words, dates and times in Spanish, and Book goes on in Spanish. Isolated: it switches the
 * language every message is said in.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateEs, PLAN_FREQUENCY_LABELS, PLAN_INTERVALS, valleyToday } from '@upkeep/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { BOOKING, BOOKING_WITH_SLOT, checkoutHandlers, daySlots, FEE } from '../../../test/booking-fixtures';
import { renderScreen } from '../../../test/render';
import { activateLocale, i18n } from '../../i18n/catalogs';
import { initialSession, useSession } from '../../session/store';
import { addressProblemWords, type ConfirmationState, missingToPay } from './booking-model';
import { BookingPage } from './booking-page';
import { CheckoutPage, PLAN_LABELS } from './checkout-page';
import { ConfirmationPage } from './confirmation-page';
import { ProcessPaymentPage } from './process-payment-page';

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const where = () => screen.getByTestId('where').textContent ?? '';

describe('the booking funnel in English', () => {
  it("names a plan's frequency as the contract does", () => {
    expect(i18n.locale).toBe('en');
    for (const weeks of PLAN_INTERVALS) expect(i18n._(PLAN_LABELS[weeks])).toBe(PLAN_FREQUENCY_LABELS[weeks]);
  });
});

describe('the booking funnel in Spanish', () => {
  beforeAll(() => activateLocale('es'));
  afterAll(() => activateLocale('en'));
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await useSession.persist.rehydrate();
  });

  it('offers the times in Spanish, and Book goes on to the Spanish checkout', async () => {
    useSession.setState({ isLoggedInAsGuest: true, tokenGuest: 'guest-token' });
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4, [3])) });
    renderScreen(<BookingPage />, { path: '/es/booking', entries: [{ pathname: '/es/booking', state: BOOKING }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Elija la fecha y la hora' })).toBeInTheDocument();
    expect(screen.getByText(/Precio total/)).toHaveTextContent(
      'Jardinería con Desert Bloom Landscaping, 89102. Precio total $129.00.',
    );
    const today = formatDateEs(valleyToday());
    expect(screen.getByRole('heading', { name: `Horarios disponibles el ${today}` })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '7:30 a. m. - 10:00 a. m.' }));
    expect(screen.getByRole('button', { name: '8:00 a. m. - 10:30 a. m.' })).toHaveAttribute('title', 'No disponible');
    expect(
      screen.getByText((_, node) => node?.tagName === 'P' && node.textContent?.startsWith(`${today},`) === true),
    ).toHaveTextContent(`${today}, 7:30 a. m. - 10:00 a. m.`);
    fireEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(where()).toMatch(/^\/es\/payment-information\|/));
  });

  it('writes the day in Spanish in the date field, and its calendar in Spanish', async () => {
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)) });
    renderScreen(<BookingPage />, { path: '/es/booking', entries: [{ pathname: '/es/booking', state: BOOKING }] });
    const today = valleyToday();
    const field = () => screen.getByRole('button', { name: /^Fecha/ });
    expect(field()).toHaveTextContent(formatDateEs(today));
    fireEvent.click(field());
    const [year, month] = today.split('-').map(Number) as [number, number];
    // dayjs's US Spanish: the month's name in the calendar's header, the days named in Spanish.
    expect(await screen.findByText(`${SPANISH_MONTHS[month - 1]} ${year}`, { exact: false })).toBeInTheDocument();
    expect(field()).toHaveTextContent(formatDateEs(today));
  });

  it('asks a visitor who is not signed in, in Spanish', async () => {
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)) });
    renderScreen(<BookingPage />, { path: '/es/booking', entries: [{ pathname: '/es/booking', state: BOOKING }] });
    fireEvent.click(await screen.findByRole('button', { name: '7:00 a. m. - 9:30 a. m.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    const dialog = await screen.findByRole('dialog', { name: 'No ha iniciado sesión' });
    expect(dialog).toHaveTextContent('Inicie sesión o cree una cuenta para continuar');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(where()).toMatch(/^\/es\/home\|/));
  });

  it('sums up the checkout in Spanish, with a Spanish date and what is missing to pay', async () => {
    mockApi(checkoutHandlers());
    useSession.setState({ booking: BOOKING_WITH_SLOT, isLoggedInAsGuest: true, tokenGuest: 'guest-token' });
    renderScreen(<CheckoutPage />, { path: '/es/payment-information', entries: ['/es/payment-information'] });
    await screen.findByRole('form', { name: 'Pago' });
    expect(screen.getByRole('heading', { level: 1, name: 'Información de pago' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Su reserva' });
    expect(summary).toHaveTextContent(`${formatDateEs(BOOKING_WITH_SLOT.date)}, 7:30 a. m. - 10:00 a. m.`);
    expect(summary).toHaveTextContent('Precio$129.00');
    await waitFor(() => expect(summary).toHaveTextContent(`Tarifa de UpKeep$${FEE}`));
    expect(screen.getByRole('button', { name: 'Pagar $133.99' })).toBeDisabled();
    expect(
      screen.getByText(
        'Complete su nombre, correo electrónico, número de teléfono, dirección y datos de la tarjeta y acepte los términos y condiciones para pagar',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Correo electrónico/ })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Número de tarjeta/ })).toBeInTheDocument();
    expect(screen.getByText('Modo de prueba')).toBeInTheDocument();
    expect(await screen.findByTestId('cancellation-policy')).toHaveTextContent(
      'Cancelación gratis hasta que la compañía confirme, y hasta 48 horas antes de la visita; después, se retienen $25.00 para la compañía. Política de cancelación',
    );
  });

  it("says the checkout's rules in Spanish", () => {
    const details = { name: 'Gina', email: 'gina@example.com', phone: '', address: '' };
    expect(missingToPay({ details, detailsLocked: false, cardMissing: false, termsAccepted: true, isFree: true })).toBe(
      'Complete su número de teléfono y dirección para recibir su estimado',
    );
    expect(
      addressProblemWords('This address is in 89117, not 89135. Choose an address in 89135 from the suggestions.'),
    ).toBe('Esta dirección está en 89117, no en 89135. Elija de las sugerencias una dirección en 89135.');
  });

  it('confirms the request in Spanish', () => {
    const confirmation: ConfirmationState = {
      fee: 4.99,
      ticketId: 501,
      isEstimate: false,
      total: 133.99,
      companyName: 'Desert Bloom Landscaping',
      service: 'Landscaping',
      serviceId: 4,
      date: '2030-01-02',
      slotLabel: '7:30 AM - 10:00 AM',
      email: 'gina@example.com',
      phone: '7025550177',
      isCustomer: false,
      scheduledAt: '2030-01-02T15:30:00.000Z',
      requestExpiryHours: 2,
    };
    renderScreen(<ConfirmationPage />, {
      path: '/es/payment-confirmation',
      entries: [{ pathname: '/es/payment-confirmation', state: confirmation }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reserva solicitada' })).toBeInTheDocument();
    expect(screen.getByTestId('request-sent')).toHaveTextContent(
      /^Solicitud enviada a Desert Bloom Landscaping\. Confirman en un plazo de \d{1,3}(,\d{3})* horas\.$/,
    );
    expect(screen.getByText(/^Su número de reserva es/)).toHaveTextContent('Su número de reserva es #501.');
    expect(screen.getByText('mié, 2 ene 2030, 7:30 a. m. - 10:00 a. m.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Una vez que Desert Bloom Landscaping confirme, vienen el mié, 2 ene 2030 entre 7:30 a. m. y 10:00 a. m.; le avisaremos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es/home');
  });

  it('says in Spanish when there is no payment to authenticate', () => {
    renderScreen(<ProcessPaymentPage />, { path: '/es/process-payment', entries: ['/es/process-payment'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Autentique su pago' })).toBeInTheDocument();
    expect(screen.getByText('Aquí no hay ningún pago que autenticar.')).toBeInTheDocument();
    expect(screen.getByText('Modo de prueba')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es/home');
  });
});
