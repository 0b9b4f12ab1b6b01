/** GET /customer/company-services/ticket/{ticketId}: the quote's ticket's company service, whose slots the job may take. */
import { useQuery } from '@tanstack/react-query';
import { rescheduleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { quoteKeys } from './keys';

export function useQuoteCompanyService(ticketId: number, token: string) {
  return useQuery({
    queryKey: quoteKeys.companyService(token, ticketId),
    queryFn: ({ signal }) =>
      api(rescheduleEndpoints.ticketCompanyService, { params: { ticketId }, token, signal }).then((r) => r.data),
  });
}
