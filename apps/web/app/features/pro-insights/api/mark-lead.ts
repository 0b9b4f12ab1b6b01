/** PUT /company/leads/{id}: a lead marked handled (or not); every page of leads reads it again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyInsightEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { insightKeys } from './keys';

export function markLead(token: string, id: number, handled: boolean) {
  return api(companyInsightEndpoints.markCompanyLead, { token, params: { id }, body: { handled } });
}

export function useMarkLead(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => markLead(token, id, handled),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: insightKeys.allLeads(token) }),
  });
}
