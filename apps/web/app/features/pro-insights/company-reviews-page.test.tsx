import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { ProReviewsPage } from './company-reviews-page';
import { signInPro } from './test-session';

const review = (id: number, reply: string | null) => ({
  id,
  ticketId: 40 + id,
  userName: `Dana ${id}`,
  serviceName: 'Landscaping',
  companyScore: 4,
  companyComment: 'On time and tidy.',
  reviewDate: '2026-11-20T18:00:00.000Z',
  reply,
});

describe('the company’s reviews', () => {
  beforeEach(() => act(() => signInPro()));
  afterEach(() => vi.unstubAllGlobals());

  it('replies once to a review, then shows the reply as its own', async () => {
    let reply: string | null = null;
    const api = mockApi({
      'GET /company/reviews': () => envelope(200, [review(1, reply), review(2, 'Thanks!')]),
      'POST /company/reviews/1/reply': (call) => {
        reply = (call.body as { reply: string }).reply;
        return envelope(200, null);
      },
    });
    renderScreen(<ProReviewsPage />, { path: '/pro/reviews' });
    const first = await screen.findByRole('listitem', { name: 'Review by Dana 1' });
    expect(first).toHaveTextContent('4 of 5');
    expect(first).toHaveTextContent('On time and tidy.');
    const second = screen.getByRole('listitem', { name: 'Review by Dana 2' });
    expect(within(second).getByRole('region', { name: 'Your reply' })).toHaveTextContent('Thanks!');
    expect(within(second).queryByRole('button', { name: 'Send reply' })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: 'Send reply' }));
    expect(await within(first).findByText('Reply is required')).toBeInTheDocument();
    expect(api.callsTo('POST /company/reviews/1/reply')).toHaveLength(0);

    fireEvent.change(within(first).getByLabelText(/Your public reply/), { target: { value: ' Thank you, Dana! ' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(api.callsTo('POST /company/reviews/1/reply')[0]?.body).toEqual({ reply: 'Thank you, Dana!' }),
    );
    expect(await within(first).findByRole('region', { name: 'Your reply' })).toHaveTextContent('Thank you, Dana!');
  });

  it('says when there are no reviews yet', async () => {
    mockApi({ 'GET /company/reviews': () => envelope(200, []) });
    renderScreen(<ProReviewsPage />, { path: '/pro/reviews' });
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });
});
