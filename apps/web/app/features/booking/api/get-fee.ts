/** GET /customer/ticket/fee: the UpKeep booking fee, in dollars, and the cancelation policy checkout states. */
import { useQuery } from '@tanstack/react-query';
import { bookingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

function getFeeAnswer(signal?: AbortSignal) {
  return api(bookingEndpoints.ticketFee, { signal }).then((r) => r.data);
}

export function getTicketFee(signal?: AbortSignal): Promise<number> {
  return getFeeAnswer(signal).then((answer) => answer.fee);
}

export const useTicketFee = () =>
  useQuery({ queryKey: ['booking', 'fee'], queryFn: ({ signal }) => getTicketFee(signal), staleTime: 5 * 60_000 });

/** The cancelation policy (the fee kept and when), stated near Pay before the customer pays (issue 46). */
export const useCancellationPolicy = () =>
  useQuery({
    queryKey: ['booking', 'fee', 'cancellation-policy'],
    queryFn: ({ signal }) => getFeeAnswer(signal).then((answer) => answer.cancellationPolicy),
    staleTime: 5 * 60_000,
  });
