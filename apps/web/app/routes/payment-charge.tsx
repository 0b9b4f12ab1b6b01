import {
  CHARGE_PAYMENT_DESCRIPTION,
  CHARGE_PAYMENT_TITLE,
  ChargePaymentPage,
} from '../features/tickets/charge-payment-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(CHARGE_PAYMENT_TITLE, CHARGE_PAYMENT_DESCRIPTION);

export default function PaymentChargeRoute() {
  return <ChargePaymentPage />;
}
