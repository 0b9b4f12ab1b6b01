/**
 * A quote in Spanish (issue 50, decision 0039): `/es/quote/{id}` says its words, the status, the last day and the
 * totals' labels in Spanish (usted), dates as the Spanish screens write them and money as everywhere ('$1,505.00'),
 * asks the API in Spanish, links in Spanish, and declines in Spanish. Isolated: it switches the language every message
 * is said in.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteApprove } from '../app/features/quotes/quote-approve';
import { QuotePage } from '../app/features/quotes/quote-page';
import { NOW, quote, TOKEN } from '../app/features/quotes/test-quotes';
import { activateLocale } from '../app/i18n/catalogs';
import { initialSession, useSession } from '../app/session/store';
import { envelope, type Handler, mockApi } from './api-mock';
import { renderScreen } from './render';

async function signIn() {
  useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

function renderQuote(handlers: Record<string, Handler>, withApproval = false) {
  const api = mockApi({ 'GET /customer/ticket/41/photos/3': () => ({ status: 200, body: null }), ...handlers });
  const approve = withApproval
    ? (choice: Parameters<typeof QuoteApprove>[0]) => <QuoteApprove {...choice} />
    : undefined;
  renderScreen(<QuotePage id="7" approve={approve} />, { path: '/es/quote/:id', entries: ['/es/quote/7'] });
  return api;
}

const totals = () => within(screen.getByRole('region', { name: 'Totales' }));

describe('a quote in Spanish', () => {
  beforeAll(() => activateLocale('es'));
  afterAll(() => activateLocale('en'));
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says the quote, its options, totals, terms and policy in Spanish, its dates and money as the Spanish screens do', async () => {
    const api = renderQuote({ 'GET /customer/quotes/7': () => envelope(200, quote()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotización de Water Heater' })).toBeInTheDocument();
    expect(screen.getByText('De Desert Plumbing')).toBeInTheDocument();
    expect(screen.getByText('Enviada')).toBeInTheDocument();
    expect(screen.getByText('Responda a más tardar el lun, 14 dic 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ Su reserva' })).toHaveAttribute('href', '/es/detail-ticket?TicketId=41');
    expect(screen.getByRole('group', { name: 'Elija una opción' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Repair the valve' })).toHaveAccessibleDescription('Total $275.00');
    expect(screen.getByRole('list', { name: 'Trabajo de Repair the valve' })).toHaveTextContent(
      'Labor (hours)2 × $45.00$90.00',
    );
    expect(screen.getByRole('group', { name: 'Adicionales de Repair the valve' })).toBeInTheDocument();
    expect(screen.getByText('Tiene adicionales si la elige.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Replace the heater' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Expansion tank: 1 × $85.00, $85.00' }));
    expect(totals().getByText('Servicios').nextSibling).toHaveTextContent('$1,585.00');
    expect(totals().getByText('Tarifa de reserva').nextSibling).toHaveTextContent('$5.00');
    expect(totals().getByText('Total').nextSibling).toHaveTextContent('$1,590.00');
    expect(totals().getByText('Depósito a pagar ahora').nextSibling).toHaveTextContent('$397.50');
    expect(
      totals().getByText('Paga el depósito al aprobar; el resto, cuando se termine el trabajo.'),
    ).toBeInTheDocument();

    const terms = screen.getByRole('region', { name: 'Condiciones' });
    expect(terms).toHaveTextContent('Política de cancelación');
    expect(terms).toHaveTextContent(
      'Cancelación gratis hasta que la compañía confirme, y hasta 24 horas antes de la visita; después, se retienen $25.00 para la compañía.',
    );
    expect(screen.getByRole('link', { name: 'Pedir cambios' })).toHaveAttribute(
      'href',
      '/es/detail-ticket?TicketId=41',
    );
    expect(api.callsTo('GET /customer/quotes/7')[0]?.language).toBe('es');
  });

  it('declines in Spanish: the missing reason, then the quote declined', async () => {
    const api = renderQuote({
      'GET /customer/quotes/7': () => envelope(200, quote()),
      'POST /customer/quotes/7/decline': () =>
        envelope(200, quote({ status: 'declined', declineReason: 'Otra compañía cobra menos.' })),
    });
    const form = await screen.findByRole('region', { name: 'Rechazar' });
    fireEvent.click(within(form).getByRole('button', { name: 'Rechazar esta cotización' }));
    await within(form).findByRole('textbox');
    fireEvent.click(within(form).getByRole('button', { name: 'Rechazar la cotización' }));
    expect(await within(form).findByText('Diga por qué rechaza esta cotización.')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: /¿Por qué la rechaza\?/ }), {
      target: { value: 'Otra compañía cobra menos.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Rechazar la cotización' }));
    expect(await screen.findByText('Usted rechazó esta cotización')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Su motivo: Otra compañía cobra menos.');
    expect(screen.getByText('Rechazada')).toBeInTheDocument();
    expect(api.callsTo('POST /customer/quotes/7/decline')[0]?.language).toBe('es');
  });

  it('says an expired quote and a stranger’s refusal in Spanish', async () => {
    mockApi({ 'GET /customer/quotes/7': () => envelope(200, quote({ status: 'expired' })) });
    const expired = renderScreen(<QuotePage id="7" />, { path: '/es/quote/:id', entries: ['/es/quote/7'] });
    expect(await screen.findByText('Esta cotización venció')).toBeInTheDocument();
    expect(screen.getByText('Vencida')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se podía responder hasta el lun, 14 dic 2026. Pídale una nueva a Desert Plumbing en los mensajes de su reserva.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expired.unmount();
    mockApi({ 'GET /customer/quotes/7': () => envelope(401, null, 'Acceso denegado') });
    renderScreen(<QuotePage id="7" />, { path: '/es/quote/:id', entries: ['/es/quote/7'] });
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar esta cotización' })).toBeInTheDocument();
    expect(screen.getByText('Acceso denegado: no puede modificar esta reserva')).toBeInTheDocument();
  });

  it("approves in Spanish: the company's proposed time, the signature, the deposit's button, the missing name", async () => {
    const api = renderQuote(
      {
        'GET /customer/quotes/7': () => envelope(200, quote({ proposedAt: '2026-12-02T17:00:00.000Z' })),
        'GET /config': () =>
          envelope(200, {
            environment: 'test',
            payments: { provider: 'sandbox', publishableKey: null },
            mail: 'mailbox',
            sms: 'log',
            geo: 'gazetteer',
            testMode: true,
            testServices: ['payments', 'mail', 'sms'],
          }),
        'GET /customer/payment-methods': () => envelope(200, []),
      },
      true,
    );
    const card = await screen.findByRole('region', { name: 'Aprobar' });
    expect(within(card).getByRole('radio', { name: 'La hora que propone la compañía' })).toBeChecked();
    expect(within(card).getByRole('radio', { name: 'Otra hora' })).not.toBeChecked();
    expect(within(card).getByText('Al firmar, usted acepta las condiciones de arriba.')).toBeInTheDocument();
    expect(within(card).getByText('Paga $68.75 ahora; el resto, cuando se termine el trabajo.')).toBeInTheDocument();
    const name = within(card).getByRole('textbox', { name: /Escriba su nombre completo para firmar/ });
    expect(within(card).getByRole('button', { name: 'Aprobar y pagar el depósito de $68.75' })).toBeInTheDocument();
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    expect(await within(card).findByText('Escriba su nombre completo para firmar.')).toBeInTheDocument();
    expect(api.callsTo('POST /customer/quotes/7/approve')).toHaveLength(0);
  });
});
