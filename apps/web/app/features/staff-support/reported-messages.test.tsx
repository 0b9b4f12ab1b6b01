import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { ReportedMessagesPage } from './reported-messages-page';

const report = {
  reportId: 3,
  messageId: 12,
  ticketId: 41,
  author: { kind: 'company', name: 'Rosa at Red Rock Yard Works' },
  body: 'Rude words here',
  reporterKind: 'customer',
  reason: 'Insulting',
  reportedAt: '2026-11-26T17:00:00.000Z',
  sentAt: '2026-11-26T16:55:00.000Z',
};

describe('reported messages in the console', () => {
  beforeEach(() =>
    useStaffSession.setState({
      token: 'staff-token',
      user: { id: 1, name: 'Alex', email: 'alex@upkeep.test', role: 'support' },
    }),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('lists what was reported and why, hides one with a reason, keeps another', async () => {
    const api = mockApi({
      'GET /staff/messages/reported': () => envelope(200, [report, { ...report, reportId: 4, messageId: 13 }]),
      'POST /staff/messages/12/hide': () => envelope(200, null, 'The message is hidden.'),
      'POST /staff/messages/13/keep': () => envelope(200, null),
    });
    renderScreen(<ReportedMessagesPage />, { path: '/staff/messages' });
    const list = await screen.findByRole('list', { name: 'Reported messages' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Rude words here');
    expect(first).toHaveTextContent('Reported by the customer');
    expect(first).toHaveTextContent('Insulting');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Ticket #41' })).toHaveAttribute(
      'href',
      '/staff/tickets/41',
    );

    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: /^Hide the message/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Abusive language' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide message' }));
    await waitFor(() =>
      expect(api.callsTo('POST /staff/messages/12/hide')[0]?.body).toEqual({ reason: 'Abusive language' }),
    );

    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(api.callsTo('POST /staff/messages/13/keep')).toHaveLength(1));
  });
});
