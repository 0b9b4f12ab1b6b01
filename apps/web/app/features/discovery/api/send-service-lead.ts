import { useMutation } from '@tanstack/react-query';
import { discoveryEndpoints, type ServiceLeadRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useSession } from '../../../session/store';

/**
 * POST /customer/leads/service (JSON): a question to one company; with a signed-in customer's token, the question
 * is theirs (they read it under their account, and their booking with the company adopts it).
 */
export function sendServiceLead(lead: ServiceLeadRequest, token: string | null = null) {
  return api(discoveryEndpoints.serviceLead, { body: lead, token }).then((r) => r.data);
}

export function useSendServiceLead() {
  const token = useSession((s) => (s.isLoggedIn ? s.token : null));
  return useMutation({ mutationFn: (lead: ServiceLeadRequest) => sendServiceLead(lead, token) });
}
