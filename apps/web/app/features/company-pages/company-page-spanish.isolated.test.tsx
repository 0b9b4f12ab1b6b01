/**
 * A company's page in Spanish (issue 49), `/es/pros/{slug}`: inside the app it asks the API in Spanish and shows the
 * component's Spanish words (the service name as the API said it, the dates the Spanish way, the links to the Spanish
 * questionnaire), what the company and its customers wrote as written; and the same props give the same markup on
 * both sides, the server's (react-dom/server, as the API renders it) and the browser's hydration, in Spanish as in
 * English. Isolated: it switches the app's one active language.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CompanyProfile, loadCompanyPageWords } from '@upkeep/company-page';
import type { CompanyPage, Locale } from '@upkeep/contract';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { activateLocale } from '../../i18n/catalogs';
import { CompanyPageScreen } from './company-page';

const page = (patch: Partial<CompanyPage> = {}): CompanyPage => ({
  id: 2,
  slug: 'red-rock-yard-works',
  name: 'Red Rock Yard Works',
  logo: '/images/companies/red-rock-yard-works.svg',
  description: 'A west-side crew.',
  tags: ['Same-day'],
  services: [{ serviceId: 4, name: 'Jardinería', startingPrice: 27 }],
  location: { city: 'Las Vegas', zipCode: '89134' },
  areas: {
    cities: ['Las Vegas'],
    zipCodes: [{ code: '89134', city: 'Las Vegas', community: 'Summerlin', latitude: 36.2, longitude: -115.3 }],
  },
  hours: [{ dayOfWeek: 1, opens: '06:00', closes: '16:00', lastStart: '15:00' }],
  liveSince: '2023-05-01T12:00:00.000Z',
  jobsCompleted: 41,
  replyTime: 'Suele responder en 1 hora',
  credentials: {
    licence: { number: '0081234A', limit: 250000, verifiedAt: '2026-11-20T18:00:00.000Z' },
    insurance: { verifiedAt: '2026-11-21T18:00:00.000Z' },
  },
  rating: {
    count: 2,
    average: 4,
    histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 || stars === 3 ? 1 : 0 })),
  },
  reviews: [
    {
      id: 7,
      userName: 'Ashley K.',
      score: 3,
      comment: 'Drip emitters left disconnected.',
      date: '2026-09-06T02:14:00.000Z',
      reply: 'We came back the next day.',
      replyDate: '2026-09-07T16:00:00.000Z',
    },
  ],
  photos: [{ id: 3, url: '/photos/3.jpg', caption: '' }],
  updatedAt: '2026-09-07T16:00:00.000Z',
  ...patch,
});
const PAGES = { pageNumber: 2, pageSize: 10, totalCount: 21, totalPages: 3 };

// A Spanish page's path activates Spanish in the app (root.tsx); the catalogue and the page's words load once here.
beforeAll(() => Promise.all([activateLocale('es'), loadCompanyPageWords('es')]), 30_000);
afterEach(() => vi.unstubAllGlobals());
afterAll(() => activateLocale('en'));

describe('a company page in Spanish inside the app', () => {
  it('asks the API in Spanish and says the page in Spanish, what was written as written', async () => {
    const api = mockApi({
      'GET /companies/red-rock-yard-works': () => envelope(200, page(), 'OK', { pages: PAGES }),
    });
    renderScreen(<CompanyPageScreen slug="red-rock-yard-works" page={2} locale="es" />, {
      path: '/es/pros/red-rock-yard-works',
      entries: ['/es/pros/red-rock-yard-works?page=2'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Red Rock Yard Works' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /companies/red-rock-yard-works')[0]?.language).toBe('es');
    expect(screen.getByRole('heading', { level: 2, name: 'Servicios' })).toBeInTheDocument();
    expect(screen.getByText('desde $27')).toBeInTheDocument();
    expect(screen.getByText('Jardinería')).toBeInTheDocument();
    expect(screen.getByText('Suele responder en 1 hora')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Lunes/ })).toHaveTextContent(
      'De 6:00 a. m. a 4:00 p. m. (última cita a las 3:00 p. m.)',
    );
    expect(screen.getByRole('list', { name: 'Credenciales' })).toHaveTextContent(
      'Licencia de Nevada 0081234A, límite de $250,000; verificada el vie, 20 nov 2026',
    );
    const reviews = screen.getByRole('region', { name: 'Reseñas' });
    const first = within(reviews).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('sáb, 5 sept 2026');
    expect(first).toHaveTextContent('Respuesta de Red Rock Yard Works');
    expect(first).toHaveTextContent('We came back the next day.');
    expect(screen.getByRole('img', { name: '4.0 de 5 estrellas' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '1 estrella' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Páginas de reseñas' });
    expect(pager).toHaveTextContent('Página 2 de 3');
    expect(within(pager).getByRole('link', { name: 'Reseñas anteriores' })).toHaveAttribute(
      'href',
      '/es/pros/red-rock-yard-works?page=3',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Obtenga un precio' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/es/questionnaire?Service=4');
  });
});

describe("the component's markup on both sides", () => {
  it.each<Locale>(['en', 'es'])('hydrates the server markup unchanged in %s', async (locale) => {
    await loadCompanyPageWords(locale);
    const props = { page: page(), pages: PAGES, yearsOnUpKeep: 3, locale };
    // The server moves React's resource hints (the logo's preload) into the head: the container has the markup alone.
    const rendered = renderToString(<CompanyProfile {...props} />).replace(/^(?:<link [^>]*\/>)*/, '');
    if (locale === 'es') {
      expect(rendered).toMatch(/^<!--\$--><article class="cp"/);
      expect(rendered).toContain('Obtenga un precio');
    } else expect(rendered).toMatch(/^<article class="cp"/);
    const container = document.createElement('div');
    container.innerHTML = rendered;
    document.body.append(container);
    const before = container.innerHTML;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CompanyProfile {...props} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
    container.remove();
  });
});
