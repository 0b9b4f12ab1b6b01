import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { useSession } from '../session/store';
import UnreadMessagesLink from './unread-messages-link';

afterEach(() => vi.unstubAllGlobals());

describe("the customer's unread messages beside the navigation", () => {
  it('links to the tickets with the count, and shows nothing without one', async () => {
    act(() => useSession.setState({ token: 'customer-token', isLoggedIn: true }));
    let count = 2;
    const api = mockApi({
      'GET /customer/messages/unread': () =>
        envelope(200, { count, conversations: count ? [{ ticketId: 41, unread: count }] : [] }),
    });
    const { unmount } = renderScreen(<UnreadMessagesLink />, { path: '/' });
    const link = await screen.findByRole('link', { name: 'My tickets, 2 unread messages' });
    expect(link).toHaveAttribute('href', '/my-tickets');
    expect(api.callsTo('GET /customer/messages/unread')[0]?.token).toBe('customer-token');
    unmount();
    count = 0;
    renderScreen(<UnreadMessagesLink />, { path: '/' });
    await waitFor(() => expect(api.callsTo('GET /customer/messages/unread')).toHaveLength(2));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
