/**
 * A customer's plans in Spanish (issue 49): `/es/my-plans` and `/es/my-plans/{id}` say their words, statuses, dates,
 * money and dialogs in Spanish, show what the API says of a plan (how often, its day and time, the service) as it
 * answers a Spanish screen, and their links and moves stay in Spanish; a signed-out visitor goes to the Spanish
 * sign-in and back. Isolated: it switches the language every message is said in.
 */
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Plan } from '@upkeep/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyPlansPage } from '../app/features/plans/my-plans-page';
import { PlanPage } from '../app/features/plans/plan-page';
import { NOW, plan, TOKEN, VISITS, visit } from '../app/features/plans/test-plans';
import { activateLocale } from '../app/i18n/catalogs';
import { initialSession, useSession } from '../app/session/store';
import { envelope, type Handler, mockApi, type RecordedCall } from './api-mock';
import { renderScreen } from './render';

const where = () => screen.getByTestId('where').textContent ?? '';

/** The notifications shown so far, by their message. */
function toasts() {
  const show = vi.spyOn(notifications, 'show');
  return () => show.mock.calls.map(([shown]) => shown.message);
}

/** The plan as the API answers a Spanish screen (its words in Spanish), else in English. */
function planIn(call: RecordedCall, extra: Partial<Plan> = {}): Plan {
  const spanish = call.language === 'es';
  return plan({
    ...(spanish
      ? { serviceName: 'Servicio de piscinas', frequency: 'Cada semana', schedule: 'los miércoles a las 9:00 a. m.' }
      : {}),
    ...extra,
  });
}

async function signIn() {
  useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

function renderPlan(handlers: Record<string, Handler>, id = '5') {
  const api = mockApi(handlers);
  renderScreen(<PlanPage id={id} />, { path: '/es/my-plans/:id', entries: [`/es/my-plans/${id}`] });
  return api;
}

describe("a customer's plans in Spanish", () => {
  beforeAll(() => activateLocale('es'));
  afterAll(() => activateLocale('en'));
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor from /es/my-plans to the Spanish sign-in, and back after it', async () => {
    renderScreen(<MyPlansPage />, { path: '/es/my-plans' });
    await waitFor(() => expect(where()).toBe('/es/sign-in|{"returnTo":"/es/my-plans"}'));
  });

  it('lists the plans in Spanish: how often and when as the API says them, the price, the card, the next visit', async () => {
    await signIn();
    const api = mockApi({ 'GET /customer/plans': (call) => envelope(200, [planIn(call)]) });
    renderScreen(<MyPlansPage />, { path: '/es/my-plans' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis planes' })).toBeInTheDocument();
    expect(
      screen.getByText('Sus servicios regulares: sus visitas, lo que cuestan y la tarjeta a la que se cobran.'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Sus planes' });
    const card = within(list).getByRole('listitem', { name: 'Servicio de piscinas con Blue Mesa Pool Service' });
    expect(within(card).getByRole('link', { name: 'Servicio de piscinas con Blue Mesa Pool Service' })).toHaveAttribute(
      'href',
      '/es/my-plans/5',
    );
    expect(card).toHaveTextContent('Activo');
    expect(card).toHaveTextContent('Cada semana · los miércoles a las 9:00 a. m.');
    expect(card).toHaveTextContent('Precio por visita$76.50 (10% de descuento)');
    expect(card).toHaveTextContent('TarjetaVisa terminada en 4242');
    expect(card).toHaveTextContent('Próxima visitamié, 4 nov 2026, 9:00 a. m.');
    expect(api.callsTo('GET /customer/plans')[0]?.language).toBe('es');
  });

  it('says there is no plan yet in Spanish, and books in Spanish', async () => {
    await signIn();
    mockApi({ 'GET /customer/plans': () => envelope(200, []) });
    renderScreen(<MyPlansPage />, { path: '/es/my-plans' });
    expect(await screen.findByRole('status')).toHaveTextContent('Aún no tiene planes');
    expect(screen.getByText(/^Empiece uno al pagar Servicio de piscinas, Jardinería/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservar un servicio' })).toHaveAttribute('href', '/es/services');
  });

  it('says a failure to load the plans in Spanish', async () => {
    await signIn();
    mockApi({ 'GET /customer/plans': () => envelope(500, null, 'Internal Server Error') });
    renderScreen(<MyPlansPage />, { path: '/es/my-plans' });
    expect(await screen.findByText('No se pudieron cargar sus planes')).toBeInTheDocument();
  });

  it('shows a plan in Spanish: its visits, their days, states and amounts, the charges, links in Spanish', async () => {
    await signIn();
    const api = renderPlan({ 'GET /customer/plans/5': (call) => envelope(200, planIn(call)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan de Servicio de piscinas' })).toBeInTheDocument();
    expect(
      screen.getByText('Blue Mesa Pool Service · Cada semana · los miércoles a las 9:00 a. m.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ Mis planes' })).toHaveAttribute('href', '/es/my-plans');
    const details = screen.getByRole('region', { name: 'El plan' });
    expect(details).toHaveTextContent('Activo');
    expect(details).toHaveTextContent('Precio por visita$76.50 (10% de descuento del plan)');
    expect(details).toHaveTextContent('Se cobra aVisa terminada en 4242');
    expect(within(details).getByRole('button', { name: 'Cambiar todas las visitas' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Pausar plan' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Cancelar plan' })).toBeInTheDocument();

    expect(
      screen.getByText('Cada visita se cobra a su tarjeta 24 horas antes; hasta entonces puede omitirla sin costo.'),
    ).toBeInTheDocument();
    const visits = screen.getByRole('list', { name: 'Próximas visitas' });
    const [nov4, nov11, nov18] = within(visits).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(nov4).toHaveAccessibleName('Visita del mié, 4 nov 2026, 9:00 a. m.');
    expect(nov4).toHaveTextContent('mié, 4 nov 2026, 9:00 a. m.$76.50Se cobrará el mar, 3 nov');
    expect(within(nov4).getByRole('button', { name: 'Omitir la visita del mié, 4 nov' })).toHaveTextContent('Omitir');
    expect(nov11).toHaveTextContent(
      'mié, 11 nov 2026$76.50No había horario libre — la compañía se comunicará con usted',
    );
    expect(within(nov18).getByRole('button', { name: 'Omitir la visita del mié, 18 nov' })).toBeInTheDocument();

    const charges = screen.getByRole('list', { name: 'Cobros' });
    expect(charges).toHaveTextContent('Visita del mié, 28 oct 2026, 9:00 a. m. · Reserva #41$76.50');
    expect(within(charges).getByRole('link', { name: 'Reserva #41' })).toHaveAttribute(
      'href',
      '/es/detail-ticket?TicketId=41',
    );
    expect(screen.getByText('Cobrado hasta ahora: $76.50')).toBeInTheDocument();
    expect(api.callsTo('GET /customer/plans/5')[0]?.language).toBe('es');
  });

  it('skips a visit in Spanish, and says a refusal as the API does', async () => {
    await signIn();
    const shown = toasts();
    const refusal = 'Una visita se puede omitir hasta 24 horas antes; esta ya está cobrada.';
    let refuse = true;
    const api = renderPlan({
      'GET /customer/plans/5': (call) => envelope(200, planIn(call)),
      'POST /customer/plans/5/visits/42/skip': (call) =>
        refuse
          ? envelope(409, null, refusal)
          : envelope(
              200,
              planIn(call, { visits: VISITS.map((v) => (v.date === '2026-11-04' ? { ...v, state: 'skipped' } : v)) }),
            ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Omitir la visita del mié, 4 nov' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Omitir esta visita?' });
    expect(dialog).toHaveTextContent(
      'La visita del mié, 4 nov 2026, 9:00 a. m. se cancela y no se cobra. Sus próximas visitas siguen como están programadas.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Omitir la visita' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Omitir la visita' }));
    await waitFor(() => expect(shown()).toEqual(['Visita omitida: no se cobrará.']));
    const nov4 = within(screen.getByRole('list', { name: 'Próximas visitas' })).getAllByRole('listitem')[0];
    expect(nov4).toHaveTextContent('Omitida');
    expect(api.callsTo('POST /customer/plans/5/visits/42/skip').map((c) => c.language)).toEqual(['es', 'es']);
  });

  it('pauses a plan in Spanish, and offers to resume it', async () => {
    await signIn();
    const shown = toasts();
    renderPlan({
      'GET /customer/plans/5': (call) => envelope(200, planIn(call)),
      'POST /customer/plans/5/pause': (call) =>
        envelope(
          200,
          planIn(call, {
            status: 'paused',
            visits: VISITS.map((v) => (v.state === 'charged' ? v : { ...v, state: 'skipped' })),
          }),
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pausar plan' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Pausar el plan?' });
    expect(dialog).toHaveTextContent(
      'Las visitas que aún no se cobran se cancelan, y no se programan más hasta que reanude el plan.',
    );
    expect(within(dialog).getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pausar plan' }));
    await waitFor(() => expect(shown()).toEqual(['Plan pausado.']));
    expect(screen.getByText('En pausa', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reanudar plan' })).toBeInTheDocument();
  });

  it('asks to move every visit in Spanish: the checks, the calendar and times, the schedule, the request waiting', async () => {
    await signIn();
    const moveRequest = {
      date: '2026-11-06',
      time: '10:00',
      schedule: 'los viernes a las 10:00 a. m.',
      requestedAt: NOW.toISOString(),
    };
    const shown = toasts();
    renderPlan({
      'GET /customer/plans/5': (call) => envelope(200, planIn(call)),
      'POST /customer/plans/5/move': (call) => envelope(200, planIn(call, { moveRequest })),
      'DELETE /customer/plans/5/move': (call) => envelope(200, planIn(call)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar todas las visitas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar todas las visitas' });
    expect(dialog).toHaveTextContent(
      'Cada visita a partir de este día pasa a su día de la semana a esta hora, una vez que Blue Mesa Pool Service acepte.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pedir el cambio' }));
    expect(await within(dialog).findByText('Elija el primer día')).toBeInTheDocument();
    expect(within(dialog).getByText('Elija la hora')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: /^Primer día a la nueva hora/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^6 noviembre 2026$/i, hidden: true }));
    expect(within(dialog).getByRole('button', { name: /^Primer día a la nueva hora/ })).toHaveTextContent(
      'vie, 6 nov 2026',
    );
    const time = within(dialog).getByRole('combobox', { name: /^Hora/ });
    expect(within(dialog).getByText('Hora de Las Vegas')).toBeInTheDocument();
    expect(within(time).getAllByRole('option')[0]).toHaveTextContent('Elegir un horario');
    expect(within(time).getByRole('option', { name: '7:00 a. m.' })).toHaveValue('07:00');
    expect(within(time).getByRole('option', { name: '6:00 p. m.' })).toHaveValue('18:00');
    fireEvent.change(time, { target: { value: '10:00' } });
    expect(
      within(dialog).getByText('Sus visitas serían los viernes a las 10:00 a. m. a partir de ese día.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pedir el cambio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shown()).toEqual([
      'Le pedimos a Blue Mesa Pool Service que cambie sus visitas. Le avisaremos su respuesta.',
    ]);
    expect(
      screen.getByText(
        'Pidió cambiar sus visitas a los viernes a las 10:00 a. m. a partir del vie, 6 nov 2026: esperando a Blue Mesa Pool Service.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown()[1]).toBe('Solicitud retirada: sus visitas mantienen su día y hora.');
    expect(screen.getByRole('button', { name: 'Cambiar todas las visitas' })).toBeInTheDocument();
  });

  it("says a failed charge, the API's reason, a visit's other states and a new price in Spanish", async () => {
    await signIn();
    renderPlan({
      'GET /customer/plans/5': (call) =>
        envelope(
          200,
          planIn(call, {
            priceChange: { pricePerVisit: 80, from: '2026-11-16' },
            visits: [
              visit({ state: 'at_risk', chargeError: 'Su tarjeta fue rechazada.' }),
              visit({ date: '2026-11-11', ticketId: 43, scheduledAt: '2026-11-11T17:00:00.000Z', state: 'cancelled' }),
              visit({ date: '2026-11-18', ticketId: 44, scheduledAt: '2026-11-18T17:00:00.000Z', state: 'charging' }),
            ],
          }),
        ),
    });
    const [, nov11, nov18] = within(await screen.findByRole('list', { name: 'Próximas visitas' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement, HTMLElement];
    expect(nov11).toHaveTextContent('Cancelada');
    expect(nov18).toHaveTextContent('Cobrándose');
    const link = await screen.findByRole('link', { name: 'El pago falló — pague ahora' });
    expect(link).toHaveAttribute('href', '/es/detail-ticket?TicketId=42');
    expect(screen.getByText('Su tarjeta fue rechazada.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A partir del lun, 16 nov 2026, una visita cuesta $80.00 (Blue Mesa Pool Service cambió sus precios).',
      ),
    ).toBeInTheDocument();
  });

  it('says a plan that is not the customer’s is not found, in Spanish', async () => {
    await signIn();
    renderPlan({ 'GET /customer/plans/9': () => envelope(404, null, 'Plan no encontrado') }, '9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Este plan no es suyo, o el enlace está mal escrito.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis planes' })).toHaveAttribute('href', '/es/my-plans');
  });
});
