import { type StoredBooking, useSession } from '../../session/store';
import { useTicketFee } from './api/get-fee';
import { currentTicket, orderTotals } from './booking-model';

/** What the order costs, and the ticket once the checkout created it (its details are then locked). */
export function useCheckoutTotals(booking: StoredBooking) {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const discountCode = useSession((s) => s.discountCode);
  const ticket = useSession((s) => currentTicket(s));
  const fee = useTicketFee();
  // Before the ticket exists the client's sum; after, the server's figures.
  const totals = ticket
    ? {
        price: ticket.price,
        fee: ticket.fee,
        discount: ticket.discount,
        total: ticket.total,
        isFree: ticket.isEstimate,
      }
    : orderTotals(booking.price, fee.data ?? 0, isLoggedIn ? discountCode : null);
  // The fee is part of the total: without it nothing is shown as due, nor paid.
  const feeKnown = ticket !== null || fee.isSuccess;
  return { ticket, fee, totals, feeKnown };
}
