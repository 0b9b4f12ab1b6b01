/**
 * `/es/reviews` in Spanish (issue 49): the page's words, each card's (its date the Spanish way), the count, the
 * filter, the pagination's names and spec 000's "no reviews" message; the reviews as their authors wrote them.
 * Isolated: it switches the app's one active language.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { publicReview } from '../../../test/ticket-fixtures';
import { activateLocale } from '../../i18n/catalogs';
import { initialSession, useSession } from '../../session/store';
import { ReviewsPage } from './reviews-page';

const LONG =
  'The crew came early, fixed the leak under the sink and explained everything. Booking took two minutes, truly.';

const answer = (reviews: ReturnType<typeof publicReview>[], totalCount: number) =>
  envelope(200, reviews, 'OK', {
    pages: { pageNumber: 1, pageSize: 20, totalCount, totalPages: Math.ceil(totalCount / 20) },
  });

describe('the public reviews in Spanish', () => {
  beforeAll(() => activateLocale('es'));
  afterAll(() => activateLocale('en'));
  beforeEach(() => useSession.setState({ ...initialSession }));

  it('says the page, the cards, the count and the pages in Spanish, the reviews as written', async () => {
    const reviews = [
      publicReview(1, { reviewDate: '2026-12-08T17:00:00.000Z' }),
      publicReview(2, { upKeepComment: LONG }),
    ];
    const api = mockApi({ 'GET /customer/reviews/up-keep': () => answer(reviews, 41) });
    renderScreen(<ReviewsPage />, { path: '/es/reviews' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reseñas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Calificación mínima')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveAccessibleName(`Reseña de ${reviews[0]?.userName}`);
    expect(within(cards[0] as HTMLElement).getByText('mar, 8 dic 2026')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText(`${reviews[0]?.upKeepScore} de 5 estrellas`)).toBeInTheDocument();
    const more = within(cards[1] as HTMLElement).getByRole('button', { name: 'Leer más' });
    fireEvent.click(more);
    expect(more).toHaveTextContent('Mostrar menos');
    expect(screen.getByText('41 reseñas')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas de reseñas' });
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it("says spec 000's message for no review in Spanish", async () => {
    mockApi({ 'GET /customer/reviews/up-keep': () => answer([], 0) });
    renderScreen(<ReviewsPage />, { path: '/es/reviews' });
    expect(await screen.findByRole('heading', { name: 'No se encontraron reseñas' })).toBeInTheDocument();
    expect(screen.getByText('Elija otra opción')).toBeInTheDocument();
  });
});
