import { useMutation } from '@tanstack/react-query';
import { discoveryEndpoints, type ServiceLeadRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** POST /customer/leads/service (JSON): a question to one company. */
export function sendServiceLead(lead: ServiceLeadRequest) {
  return api(discoveryEndpoints.serviceLead, { body: lead }).then((r) => r.data);
}

export function useSendServiceLead() {
  return useMutation({ mutationFn: sendServiceLead });
}
