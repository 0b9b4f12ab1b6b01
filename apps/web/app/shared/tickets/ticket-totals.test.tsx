import { screen, within } from '@testing-library/react';
import type { TicketTotalsAnswer } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { TicketTotalsList } from './ticket-totals';

const cancelledLate: TicketTotalsAnswer = {
  lines: [
    { kind: 'services', label: 'Services', amount: 149, status: null },
    { kind: 'fee', label: 'Booking fee', amount: 4.99, status: null },
  ],
  total: 153.99,
  paid: 153.99,
  refunded: 128.99,
  kept: 25,
  balance: 0,
};

describe('a ticket’s totals', () => {
  it('show the cancellation fee the policy kept as a line of its own, beside what was paid and refunded (issue 46)', () => {
    renderScreen(<TicketTotalsList totals={cancelledLate} />, { path: '/' });
    const totals = within(screen.getByTestId('ticket-totals'));
    expect(totals.getByText('Paid').nextSibling).toHaveTextContent('$153.99');
    expect(totals.getByText('Refunded').nextSibling).toHaveTextContent('$128.99');
    expect(totals.getByText('Cancellation fee (kept)').nextSibling).toHaveTextContent('$25.00');
  });

  it('say nothing of a fee when none was kept', () => {
    renderScreen(<TicketTotalsList totals={{ ...cancelledLate, refunded: 153.99, kept: 0 }} />, { path: '/' });
    expect(within(screen.getByTestId('ticket-totals')).queryByText('Cancellation fee (kept)')).toBeNull();
  });
});
