/**
 * POST /customer/payment-methods/{id}/pay: one of the customer's payment intents (a booking, a reschedule fee, an
 * extra charge) paid with a saved card; the page then validates it as after a card.
 */
import { type EndpointAnswer, type PayWithSavedCardRequest, paymentMethodEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** The intent's status, the card's error, and the next action while the bank asks for authentication. */
export type SavedCardPayment = EndpointAnswer<typeof paymentMethodEndpoints.payWithSavedCard>['data'];

export function payWithSavedCard(
  cardId: number,
  body: PayWithSavedCardRequest,
  token: string,
): Promise<SavedCardPayment> {
  return api(paymentMethodEndpoints.payWithSavedCard, { params: { id: cardId }, body, token }).then((r) => r.data);
}
