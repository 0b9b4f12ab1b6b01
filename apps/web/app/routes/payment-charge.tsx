import {
  CHARGE_PAYMENT_DESCRIPTION,
  CHARGE_PAYMENT_TITLE,
  ChargePaymentPage,
} from '../features/tickets/charge-payment-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(CHARGE_PAYMENT_TITLE), i18n._(CHARGE_PAYMENT_DESCRIPTION));

export default function PaymentChargeRoute() {
  return <ChargePaymentPage />;
}
