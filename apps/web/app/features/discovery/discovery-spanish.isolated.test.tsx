/**
 * The search's screens in Spanish (issue 49): `/es/companies` says its words in Spanish, writes the date the Spanish
 * way, asks the API in Spanish, and a choice goes on to `/es/booking`; the questionnaire's frame and fields too.
 * Isolated: it switches the app's one active language.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { type Offer, valleyToday } from '@upkeep/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { offer } from '../../../test/discovery-fixtures';
import { renderScreen } from '../../../test/render';
import { activateLocale } from '../../i18n/catalogs';
import { initialSession, useSession } from '../../session/store';
import { CompaniesPage } from './companies-page';
import type { CompaniesNavigationState } from './companies-state';
import { QuestionnaireStandIn } from './questionnaire-frame';

const OFFERS: Offer[] = [offer(1, 'Desert Bloom Landscaping', 1234.5, 4.6), offer(2, 'Red Rock Yard Works', 980, 3.2)];

const SEARCH: CompaniesNavigationState = {
  service: 'Paisajismo',
  zipCode: '89102',
  serviceId: 4,
  subServiceId: 1,
  multiServices: true,
  serviceUnit: 'Service',
  date: '2026-12-08',
  quantity: [1],
  idFeatures: [[100, 110, 120]],
  isServiceCall: false,
};

describe('the search in Spanish', () => {
  beforeAll(() => activateLocale('es'));
  afterAll(() => activateLocale('en'));
  beforeEach(() => useSession.setState({ ...initialSession }));

  it('compares the companies in Spanish and books the one chosen on /es/booking', async () => {
    const search = { ...SEARCH, date: valleyToday() > SEARCH.date ? valleyToday() : SEARCH.date };
    const api = mockApi({ 'POST /customer/offer/new': () => envelope(200, OFFERS) });
    renderScreen(<CompaniesPage />, { path: '/es/companies', entries: [{ pathname: '/es/companies', state: search }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Compare compañías' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 compañías');
    expect(screen.getByLabelText('Ordenar por')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Precio más bajo' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '4 estrellas o más' })).toBeInTheDocument();
    if (search.date === SEARCH.date)
      expect(screen.getByText(/Paisajismo en 89102, mar, 8 dic 2026\./)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Desert Bloom Landscaping' });
    expect(within(card).getByRole('img', { name: 'Calificación de 4.6 de 5' })).toBeInTheDocument();
    expect(within(card).getByText(/Precio total:/)).toBeInTheDocument();
    // The API is asked in the screen's language.
    expect(api.callsTo('POST /customer/offer/new')[0]?.language).toBe('es');
    fireEvent.click(within(card).getByRole('button', { name: 'Elegir a Desert Bloom Landscaping' }));
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/es\/booking\|/);
  });

  it("opens a company's reviews in Spanish, and its page's Spanish twin", async () => {
    const search = { ...SEARCH, date: valleyToday() > SEARCH.date ? valleyToday() : SEARCH.date };
    mockApi({
      'POST /customer/offer/new': () => envelope(200, OFFERS),
      'GET /customer/reviews/up-keep': () =>
        envelope(
          200,
          [
            {
              id: 1,
              userName: 'Dana W.',
              upKeepScore: 5,
              upKeepComment: 'Easy booking.',
              reviewDate: '2026-11-20T18:00:00.000Z',
              companyScore: 4,
              companyComment: 'Muy cuidadosos.',
              companyReply: '¡Gracias, Dana!',
            },
          ],
          'OK',
          { pages: { pageNumber: 1, pageSize: 5, totalCount: 1, totalPages: 1 } },
        ),
    });
    renderScreen(<CompaniesPage />, { path: '/es/companies', entries: [{ pathname: '/es/companies', state: search }] });
    const card = await screen.findByRole('article', { name: 'Desert Bloom Landscaping' });
    expect(within(card).getByRole('link', { name: 'Desert Bloom Landscaping' })).toHaveAttribute(
      'href',
      '/es/pros/desert-bloom-landscaping',
    );
    fireEvent.click(within(card).getByRole('button', { name: /reseñas? de Desert Bloom Landscaping/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reseñas de Desert Bloom Landscaping' });
    expect(within(dialog).getByRole('link', { name: 'Ver la página de Desert Bloom Landscaping' })).toHaveAttribute(
      'href',
      '/es/pros/desert-bloom-landscaping',
    );
    const review = await within(dialog).findByRole('listitem', { name: 'Reseña de Dana W.' });
    expect(within(review).getByText('4 de 5 estrellas')).toBeInTheDocument();
    expect(within(review).getByText('vie, 20 nov 2026')).toBeInTheDocument();
    expect(within(review).getByLabelText('Respuesta de Desert Bloom Landscaping')).toHaveTextContent('¡Gracias, Dana!');
  });

  it('draws the questionnaire’s frame in Spanish while its code loads', () => {
    renderScreen(<QuestionnaireStandIn />, { path: '/es/questionnaire' });
    expect(
      screen.getByText('Conteste unas preguntas y le daremos el precio del trabajo con compañías locales.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Fecha preferida')).toBeInTheDocument();
    expect(screen.getByText('Código postal')).toBeInTheDocument();
  });
});
