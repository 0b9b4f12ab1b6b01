import { discoveryEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/**
 * GET /customer/features/{serviceId}: the service's questions in order, with their values. `sent`: the request
 * already sent for this call (early-questionnaire-data.ts), whose answer is read instead. Read by the questionnaire
 * without the query library (use-questionnaire-questions.ts).
 */
export function getFeatures(serviceId: number, signal?: AbortSignal, sent?: Promise<Response>) {
  return api(discoveryEndpoints.features, { params: { serviceId }, signal, sent }).then((r) => r.data);
}
