import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { LeadsPage } from './leads-page';
import { PRO_TOKEN, signInPro } from './test-session';

const lead = (id: number, handled: boolean) => ({
  id,
  name: `Customer ${id}`,
  email: `c${id}@example.test`,
  phoneNumber: '7025550147',
  zipCode: '89101',
  message: 'Can you trim two palms next week?',
  serviceName: 'Landscaping',
  registeredDate: '2026-11-20T18:00:00.000Z',
  handled,
});
const PAGES = { pageNumber: 1, pageSize: 20, totalCount: 2, totalPages: 1 };

describe('the leads', () => {
  beforeEach(() => act(() => signInPro()));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each message with its contact links, and marks one handled', async () => {
    let handled = false;
    const api = mockApi({
      'GET /company/leads': () => envelope(200, [lead(2, handled), lead(1, true)], 'OK', { pages: PAGES }),
      'PUT /company/leads/2': (call) => {
        handled = (call.body as { handled: boolean }).handled;
        return envelope(200, null);
      },
    });
    renderScreen(<LeadsPage />, { path: '/pro/leads' });
    const card = await screen.findByRole('listitem', { name: 'Message from Customer 2' });
    expect(within(card).getByRole('link', { name: '(702) 555-0147' })).toHaveAttribute('href', 'tel:7025550147');
    expect(within(card).getByRole('link', { name: 'c2@example.test' })).toHaveAttribute(
      'href',
      'mailto:c2@example.test',
    );
    expect(card).toHaveTextContent('Can you trim two palms next week?');
    expect(card).toHaveTextContent('Landscaping · 89101');
    expect(api.callsTo('GET /company/leads')[0]?.query.get('PageNumber')).toBe('1');
    expect(api.callsTo('GET /company/leads')[0]?.token).toBe(PRO_TOKEN);
    const other = screen.getByRole('listitem', { name: 'Message from Customer 1' });
    expect(within(other).getByRole('button', { name: 'Handled ✓' })).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(api.callsTo('PUT /company/leads/2')[0]?.body).toEqual({ handled: true }));
    expect(await within(card).findByRole('button', { name: 'Handled ✓' })).toBeInTheDocument();
  });

  it('says when there are no messages yet', async () => {
    mockApi({ 'GET /company/leads': () => envelope(200, [], 'OK', { pages: { ...PAGES, totalCount: 0 } }) });
    renderScreen(<LeadsPage />, { path: '/pro/leads' });
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  });
});
