/**
 * The crew's day in the crew member's language (issue 49): a Spanish account sees its day in Spanish on a portal path
 * (no /es twin: the account says it), asks the API in Spanish, and chooses its language there; an English account's
 * day is unchanged; leaving the screen gives the portal its English back.
 */

import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type CompanyUser, type CrewJob, valleyInstant, valleyToday } from '@upkeep/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyJobsPage } from '../app/features/pro-crew-day/my-jobs-page';
import { ProLayout } from '../app/features/pro-portal/pro-layout';
import { activateLocale, i18n } from '../app/i18n/catalogs';
import { createQueryClient } from '../app/lib/query-client';
import { useCompanySession } from '../app/session/realm-session';
import { envelope, mockApi } from './api-mock';
import { AppProviders } from './app-providers';
import { crewUser } from './company-fixtures';
import { renderScreen } from './render';

const today = valleyToday();
const job = (patch: Partial<CrewJob> = {}): CrewJob => ({
  id: 41,
  scheduledDate: valleyInstant(today, '09:00').toISOString(),
  duration: '01:00:00',
  status: 'Scheduled',
  statusId: 2,
  serviceName: 'Pool cleaning',
  customerName: 'Dana Reyes',
  phoneNumber: '7025550177',
  address: '4 Juniper Ridge Ct',
  zipCode: '89052',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=4%20Juniper%20Ridge%20Ct',
  instructions: 'Side gate code 2468',
  description: '',
  lines: [{ id: 1, displayName: 'Weekly pool cleaning', quantity: 1 }],
  steps: [{ action: 'Start Service', nextStatusID: 3 }],
  startFrom: null,
  canNotifyOnMyWay: true,
  photos: [],
  ...patch,
});
const crew = { id: 4, name: 'Truck A', color: '#1971c2' };
const user = crewUser;
const signIn = (patch: Partial<CompanyUser>) =>
  act(() => useCompanySession.setState({ token: 'crew-token', user: user(patch) }));

describe("the crew's day in the account's language", () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => activateLocale('en'));
  });

  it('shows a Spanish account its day in Spanish, statuses and times included, and asks the API in Spanish', async () => {
    signIn({ locale: 'es' });
    const api = mockApi({
      'GET /company/my-jobs': () => envelope(200, { crew, jobs: [job()] }),
      'POST /company/tickets/41/on-my-way': () => envelope(200, null),
      'PUT /company/tickets/41': () => envelope(409, null, 'Todavía no puede iniciar este trabajo.'),
    });
    const { unmount } = renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Trabajo #41' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis trabajos' })).toBeInTheDocument();
    expect(document.title).toBe('Mis trabajos | UpKeep');
    expect(card.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('region', { name: 'Hoy' })).toContainElement(card);
    expect(screen.getByText('Su equipo:')).toBeInTheDocument();
    expect(within(card).getByText('9:00 a. m. - 10:00 a. m.')).toBeInTheDocument();
    expect(within(card).getByText('Programado')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Abrir en Mapas' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Llamar al (702) 555-0177' })).toBeInTheDocument();
    expect(within(card).getByText('Instrucciones')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Agregar foto de antes' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mensajes con Dana Reyes' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/On my way|Start Service|Instructions|Scheduled/);

    fireEvent.click(within(card).getByRole('button', { name: 'Voy en camino' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      /^Se le avisó por mensaje de texto a Dana Reyes que usted va en camino \(\d{1,2}:\d{2} [ap]\. m\.\)\.$/,
    );
    expect(within(card).getByRole('button', { name: 'Avisar de nuevo' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Iniciar servicio' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Todavía no puede iniciar este trabajo.');
    // Every call of the screen asks for Spanish answers, though the path has no /es (the day read again after each).
    expect(new Set(api.calls.map((c) => c.language))).toEqual(new Set(['es']));
    expect(api.callsTo('PUT /company/tickets/41')).toHaveLength(1);

    // Leaving the crew's day gives the rest of the portal its English back.
    unmount();
    await waitFor(() => expect(i18n.locale).toBe('en'));
  });

  it("asks before completing, in Spanish, with the move's name in Spanish", async () => {
    signIn({ locale: 'es' });
    mockApi({
      'GET /company/my-jobs': () =>
        envelope(200, {
          crew,
          jobs: [
            job({
              status: 'In Progress',
              statusId: 3,
              canNotifyOnMyWay: false,
              steps: [{ action: 'Complete Service', nextStatusID: 4 }],
            }),
          ],
        }),
    });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Trabajo #41' });
    expect(within(card).getByText('En curso')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Completar servicio' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Completar el trabajo #41?' });
    expect(dialog).toHaveTextContent('Se le avisará a Dana Reyes que el trabajo está terminado');
    expect(within(dialog).getByRole('button', { name: 'Todavía no' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Completar servicio' })).toBeInTheDocument();
  });

  it("shows the work's photos and the conversation with the customer in Spanish", async () => {
    signIn({ locale: 'es' });
    const at = valleyInstant(today, '08:30').toISOString();
    mockApi({
      'GET /company/my-jobs': () =>
        envelope(200, {
          crew,
          jobs: [job({ photos: [{ id: 5, kind: 'after', width: 800, height: 600, createdAt: at }] })],
        }),
      'GET /company/tickets/41/photos/5': () => envelope(200, null),
      'GET /company/tickets/41/messages': () =>
        envelope(200, [
          {
            id: 1,
            author: { kind: 'customer', name: 'Dana Reyes' },
            body: 'El perro se queda adentro.',
            photos: [],
            createdAt: at,
            readByOtherSide: false,
            hidden: false,
          },
        ]),
    });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const photos = await screen.findByRole('region', { name: 'Fotos del trabajo #41' });
    expect(await within(photos).findByRole('img', { name: 'Foto de después 1' })).toBeInTheDocument();
    expect(within(photos).getByRole('list', { name: 'Después del trabajo' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Trabajo #41' });
    fireEvent.click(within(card).getByRole('button', { name: 'Mensajes con Dana Reyes' }));
    const thread = await within(card).findByRole('region', { name: 'Mensajes con Dana Reyes' });
    expect(await within(thread).findByText('El perro se queda adentro.')).toBeInTheDocument();
    expect(
      within(thread).getByText(/^(dom|lun|mar|mié|jue|vie|sáb), \d{1,2} [a-z]{3,4} \d{4}, 8:30 a\. m\.$/),
    ).toBeInTheDocument();
    expect(within(thread).getByLabelText('Su mensaje')).toHaveAttribute('placeholder', 'Escríbale al cliente');
    expect(within(thread).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });

  it("keeps an English account's day in English, and asks the API in English", async () => {
    signIn({ locale: 'en' });
    const api = mockApi({ 'GET /company/my-jobs': () => envelope(200, { crew, jobs: [job()] }) });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Job #41' });
    expect(screen.getByRole('heading', { level: 1, name: 'My jobs' })).toBeInTheDocument();
    expect(document.title).toBe('My jobs | UpKeep');
    expect(screen.getByRole('region', { name: 'Today' })).toContainElement(card);
    expect(within(card).getByText('9:00 AM - 10:00 AM')).toBeInTheDocument();
    expect(within(card).getByText('Scheduled')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'On my way' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.language)).toEqual(['en']);
  });

  it('lets the crew member choose Español: saved on the account, and the day turns Spanish', async () => {
    signIn({ locale: 'en' });
    const api = mockApi({
      'GET /company/my-jobs': () => envelope(200, { crew, jobs: [job()] }),
      'PUT /company/locale': (call) => envelope(200, call.body, 'Language saved'),
    });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    await screen.findByRole('article', { name: 'Job #41' });
    const choice = screen.getByRole('group', { name: 'Language' });
    expect(within(choice).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const spanish = within(choice).getByRole('button', { name: 'Español' });
    expect(spanish).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(spanish);
    await waitFor(() => expect(api.callsTo('PUT /company/locale')[0]?.body).toEqual({ locale: 'es' }));
    expect(api.callsTo('PUT /company/locale')[0]?.token).toBe('crew-token');
    expect(await screen.findByRole('article', { name: 'Trabajo #41' })).toBeInTheDocument();
    expect(useCompanySession.getState().user?.locale).toBe('es');
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(await screen.findByText('Idioma guardado.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Idioma' })).getByRole('button', { name: 'Español' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps an owner's portal in English whatever the account says (the crew's screen follows crew accounts)", async () => {
    signIn({ role: 'owner', crewId: null, locale: 'es' });
    mockApi({ 'GET /company/my-jobs': () => envelope(200, { crew, jobs: [job()] }) });
    renderScreen(<MyJobsPage />, { path: '/pro/my-jobs' });
    expect(await screen.findByRole('article', { name: 'Job #41' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
  });

  it("says the portal's frame around the day in Spanish too: the navigation, who is signed in, Sign out", async () => {
    signIn({ locale: 'es' });
    mockApi({ 'GET /company/my-jobs': () => envelope(200, { crew, jobs: [job()] }) });
    await act(async () => {
      await useCompanySession.persist.rehydrate();
    });
    signIn({ locale: 'es' });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AppProviders>
          <MemoryRouter initialEntries={['/pro/my-jobs']}>
            <Routes>
              <Route element={<ProLayout />}>
                <Route path="/pro/my-jobs" element={<MyJobsPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AppProviders>
      </QueryClientProvider>,
    );
    await screen.findByRole('article', { name: 'Trabajo #41' });
    expect(screen.getByRole('navigation', { name: 'Portal de la compañía' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis trabajos' })).toHaveAttribute('href', '/pro/my-jobs');
    expect(screen.getByRole('link', { name: 'Su cuenta' })).toBeInTheDocument();
    expect(screen.getByText(/Red Rock Yard Works · Miembro del equipo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
