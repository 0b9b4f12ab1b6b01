/** PUT /customer/open-charges/{id}: the customer declines an extra charge. */
import { openChargeEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function declineOpenCharge(chargeId: number, token: string) {
  return api(openChargeEndpoints.declineOpenCharge, { params: { id: chargeId }, token, body: { decline: true } });
}
