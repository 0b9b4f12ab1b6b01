/** POST /staff/tickets/{id}/refunds: a refund, named to the server by its idempotency key (a retry is the same one). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints, IDEMPOTENCY_KEY_HEADER, type RefundBearer } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

/** One refund submission: its amount, reason and who bears it, and the key that names it to the server. */
export interface RefundSubmission {
  Amount: number;
  Reason: string;
  BorneBy: RefundBearer;
  idempotencyKey: string;
}

export function refundTicket(token: string, id: number, { Amount, Reason, BorneBy, idempotencyKey }: RefundSubmission) {
  return api(endpoints.staffRefund, {
    token,
    params: { id },
    body: { Amount, Reason, BorneBy },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  }).then((r) => r.data);
}

export type RefundResult = Awaited<ReturnType<typeof refundTicket>>;

/**
 * `onRefunded` runs with the answer before the ticket is read again. It belongs to the mutation, not to one
 * `mutate` call: the refreshed ticket remounts the refund form (what is left to refund changed), and a call's
 * own callbacks die with the form that made it, so the confirmation sometimes never showed.
 */
export function useStaffRefund(token: string, id: number, onRefunded: (result: RefundResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: RefundSubmission) => refundTicket(token, id, submission),
    onSuccess: (result) => {
      onRefunded(result);
      return queryClient.invalidateQueries({ queryKey: supportKeys.tickets(token) });
    },
  });
}
