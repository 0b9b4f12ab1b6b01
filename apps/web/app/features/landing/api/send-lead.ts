/** POST /customer/leads (spec 001 section 7, JSON): the landing page's "get a quote" lead. */
import { inboxEndpoints, type LeadRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';

export const LEAD_ORIGIN = 'upkeep';

export interface LeadValues {
  name: string;
  email: string;
  phoneNumber: string;
  wishedService: string;
}

/** What POST /api/customer/leads (spec 001 section 7) receives, as JSON. */
export function leadBody(values: LeadValues): LeadRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber,
    wishedService: values.wishedService.trim(),
    origin: LEAD_ORIGIN,
    isExclusiveLead: false,
  };
}

export function sendLead(values: LeadValues) {
  return api(inboxEndpoints.lead, { body: leadBody(values) });
}
