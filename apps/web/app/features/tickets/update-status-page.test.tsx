import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { TOKEN } from '../../../test/ticket-fixtures';
import { initialSession, useSession } from '../../session/store';
import { UpdateStatusPage } from './update-status-page';

const STATE = { TicketId: 41, NextStatusID: 5, StatusName: 'Cancel Service' };
const renderUpdate = (state: unknown = STATE) =>
  renderScreen(<UpdateStatusPage />, {
    path: '/update-status',
    entries: ['/detail-ticket?TicketId=41', { pathname: '/update-status', state }],
  });

describe('the status change', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a ticket when opened without one', () => {
    mockApi({});
    renderUpdate(null);
    expect(screen.getByText('Choose a ticket from your list first.')).toBeInTheDocument();
  });

  it(`sends the next status and the comments, says '${Messages.statusUpdated}', then goes back`, async () => {
    const api = mockApi({
      'PUT /customer/ticket/41': () =>
        envelope(200, { ticketId: 41, statusId: 5, status: 'Cancelled' }, Messages.statusUpdated),
    });
    renderUpdate();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel Service' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Comments/), { target: { value: '  We sold the house ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.statusUpdated);
    expect(api.callsTo('PUT /customer/ticket/41')).toEqual([
      expect.objectContaining({ token: TOKEN, body: { TicketsStatusID: 5, Comments: 'We sold the house' } }),
    ]);
    expect(screen.getByRole('button', { name: 'Cancel Service' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/detail-ticket?TicketId=41|'), {
      timeout: 4000,
    });
  });

  it('checks the comments with the contract’s status change before sending', async () => {
    const api = mockApi({});
    renderUpdate();
    // Typing stops at the limit (maxLength); a value set past it is what the schema refuses.
    fireEvent.change(screen.getByLabelText(/^Comments/), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    expect(await screen.findByText('Comments must be at most 1000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Comments/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /customer/ticket/41')).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Service' })).toBeEnabled();
  });

  it('sends blank comments as an empty text', async () => {
    const api = mockApi({
      'PUT /customer/ticket/41': () =>
        envelope(200, { ticketId: 41, statusId: 5, status: 'Cancelled' }, Messages.statusUpdated),
    });
    renderUpdate();
    fireEvent.change(screen.getByLabelText(/^Comments/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.statusUpdated);
    expect(api.callsTo('PUT /customer/ticket/41')).toEqual([
      expect.objectContaining({ body: { TicketsStatusID: 5, Comments: '' } }),
    ]);
  });

  it('shows why the server refused the change', async () => {
    mockApi({
      'PUT /customer/ticket/41': () => envelope(409, null, 'This ticket cannot move to Cancelled from Completed'),
    });
    renderUpdate();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket cannot move to Cancelled from Completed');
    expect(screen.getByRole('button', { name: 'Cancel Service' })).toBeEnabled();
  });
});
