/**
 * POST /customer/reviews/ticket/{id}/report-reply: the reviewer reports the company's reply (409 when already done).
 */
import { useMutation } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function reportReply(id: number, reason: string, token: string) {
  return api(staffConsoleEndpoints.reportReviewReply, { params: { id }, token, body: { Reason: reason } });
}

export function useReportReply(id: number, token: string) {
  return useMutation({
    mutationFn: (reason: string) => reportReply(id, reason, token),
  });
}
