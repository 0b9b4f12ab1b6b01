import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { QUOTES_EMPTY, QuotesPage } from './quotes-page';
import { listItem, PRO_TOKEN, signInOwner } from './test-quotes';

const pages = (count: number) => ({ pages: { pageNumber: 1, pageSize: 20, totalCount: count, totalPages: 1 } });

describe("the company's quotes", () => {
  beforeEach(() => act(() => signInOwner()));
  afterEach(() => vi.unstubAllGlobals());

  it('lists every quote with its customer, service, status, revision, total, sending and expiry, each opening its editor', async () => {
    const api = mockApi({
      'GET /company/quotes': (call) =>
        call.query.get('status') === 'draft'
          ? envelope(
              200,
              [listItem(3, { status: 'draft', revision: 2, sentAt: null, totalFrom: 99, totalTo: 99 })],
              'OK',
              pages(1),
            )
          : envelope(200, [listItem(4), listItem(3, { status: 'viewed' })], 'OK', pages(2)),
    });
    renderScreen(<QuotesPage />, { path: '/pro/quotes' });
    const table = await screen.findByRole('table', { name: 'Quotes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Customer 4');
    expect(rows[0]).toHaveTextContent('HVAC Service');
    expect(rows[0]).toHaveTextContent('Sent');
    expect(rows[0]).toHaveTextContent('$184.99 – $4,204.99');
    expect(rows[1]).toHaveTextContent('Viewed');
    expect(within(table).getByRole('link', { name: 'Quote #4: HVAC Service for Customer 4' })).toHaveAttribute(
      'href',
      '/pro/quotes/4',
    );
    const first = api.callsTo('GET /company/quotes')[0];
    expect(first?.token).toBe(PRO_TOKEN);
    expect(first?.query.get('status')).toBeNull();
    expect(first?.query.get('PageNumber')).toBe('1');

    // The filter asks for one status.
    fireEvent.click(screen.getByRole('radio', { name: 'Draft' }));
    await waitFor(() => expect(api.callsTo('GET /company/quotes').at(-1)?.query.get('status')).toBe('draft'));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Quotes' })).getAllByRole('row')).toHaveLength(2),
    );
    const draft = within(screen.getByRole('table', { name: 'Quotes' })).getAllByRole('row')[1];
    expect(draft).toHaveTextContent('Customer 3');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('Not sent');
    expect(draft).toHaveTextContent('$99.00');
  });

  it('opens on the status of its address', async () => {
    const api = mockApi({
      'GET /company/quotes': () => envelope(200, [listItem(5, { status: 'approved' })], 'OK', pages(1)),
    });
    renderScreen(<QuotesPage />, { path: '/pro/quotes', entries: ['/pro/quotes?status=approved'] });
    expect(await screen.findByRole('table', { name: 'Quotes' })).toHaveTextContent('Approved');
    expect(api.callsTo('GET /company/quotes')[0]?.query.get('status')).toBe('approved');
    expect(screen.getByRole('radio', { name: 'Approved' })).toBeChecked();
  });

  it('says when there are no quotes, and when none has the status chosen', async () => {
    mockApi({ 'GET /company/quotes': () => envelope(200, [], 'OK', pages(0)) });
    renderScreen(<QuotesPage />, { path: '/pro/quotes' });
    expect(await screen.findByText(QUOTES_EMPTY)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Expired' }));
    expect(await screen.findByText('No expired quotes.')).toBeInTheDocument();
  });
});
