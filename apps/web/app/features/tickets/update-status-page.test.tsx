import { act, fireEvent, screen } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { detail, TOKEN } from '../../../test/ticket-fixtures';
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

  it(`sends the next status and the comments, says '${Messages.statusUpdated}' and the refund, with the way back`, async () => {
    const api = mockApi({
      'PUT /customer/ticket/41': () =>
        envelope(200, { ticketId: 41, statusId: 5, status: 'Cancelled', refunded: 80 }, Messages.statusUpdated),
    });
    renderUpdate();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel Service' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Comments/), { target: { value: '  We sold the house ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(Messages.statusUpdated);
    // The spec's words, then plain ones: what the booking is now (issue 46).
    expect(status).toHaveTextContent('Your booking is now Cancelled.');
    expect(status).toHaveTextContent('$80.00 refunded to your card; it arrives in 5–10 business days.');
    expect(api.callsTo('PUT /customer/ticket/41')).toEqual([
      expect.objectContaining({ token: TOKEN, body: { TicketsStatusID: 5, Comments: 'We sold the house' } }),
    ]);
    expect(screen.getByRole('button', { name: 'Cancel Service' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to your ticket' })).toHaveAttribute(
      'href',
      '/detail-ticket?TicketId=41',
    );
  });

  it('a cancellation with nothing to refund says so', async () => {
    mockApi({
      'PUT /customer/ticket/41': () =>
        envelope(200, { ticketId: 41, statusId: 5, status: 'Cancelled', refunded: 0 }, Messages.statusUpdated),
    });
    renderUpdate();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^.*No refund/);
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

  const fee = (feeCents: number) => ({
    fee: feeCents / 100,
    feeCents,
    freeUntil: '2026-06-20T15:00:00.000Z',
    policy: 'Rescheduling is free until 48 hours before the visit; after that it costs $25.00.',
    feePaid: false,
  });

  it('says before a paid booking is cancelled that it is refunded in full, early enough', async () => {
    mockApi({
      'GET /customer/ticket/41': () => envelope(200, detail({ id: 41, totalPaid: 139.99, cancellationFee: 0 })),
      'GET /customer/ticket/reschedule-fee/41': () => envelope(200, fee(0)),
    });
    renderUpdate();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You paid $139.99: it will be refunded in full to your card.',
    );
    expect(screen.getByRole('link', { name: 'Read the cancelation policy' })).toHaveAttribute(
      'href',
      '/legal/cancelation-policy.pdf',
    );
  });

  it('says what the policy keeps when the visit is close, the fee first', async () => {
    mockApi({
      'GET /customer/ticket/41': () => envelope(200, detail({ id: 41, totalPaid: 139.99, cancellationFee: 25 })),
      'GET /customer/ticket/reschedule-fee/41': () => envelope(200, fee(2500)),
    });
    renderUpdate();
    expect(await screen.findByRole('note')).toHaveTextContent(/^Cancellation fee: \$25\.00/);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You paid $139.99. This close to the visit, our cancelation policy keeps $25.00 for the company, which held that time for you: $114.99 will be refunded to your card.',
    );
  });

  it('promises a full refund of a request the company has not confirmed, whatever the reschedule fee (issue 46)', async () => {
    mockApi({
      'GET /customer/ticket/41': () =>
        envelope(200, detail({ id: 41, status: 'Pending', statusId: 1, totalPaid: 153.99, cancellationFee: 0 })),
      'GET /customer/ticket/reschedule-fee/41': () => envelope(200, fee(2500)),
    });
    renderUpdate();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You paid $153.99: it will be refunded in full to your card.',
    );
  });

  it('says nothing of refunds for a booking not paid, nor for another status', async () => {
    mockApi({
      'GET /customer/ticket/41': () => envelope(200, detail({ id: 41, totalPaid: 0 })),
      'GET /customer/ticket/reschedule-fee/41': () => envelope(200, fee(0)),
    });
    renderUpdate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel Service' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
