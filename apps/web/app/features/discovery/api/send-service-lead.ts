import { useMutation } from '@tanstack/react-query';
import { createdResponse, type ServiceLeadRequest } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

/** POST /customer/leads/service (JSON): a question to one company. */
export function sendServiceLead(lead: ServiceLeadRequest) {
  return apiRequest('/customer/leads/service', { method: 'POST', body: lead, schema: createdResponse }).then(
    (r) => r.data,
  );
}

export function useSendServiceLead() {
  return useMutation({ mutationFn: sendServiceLead });
}
