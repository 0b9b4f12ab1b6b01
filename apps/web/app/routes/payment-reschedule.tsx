import {
  RESCHEDULE_PAYMENT_DESCRIPTION,
  RESCHEDULE_PAYMENT_TITLE,
  ReschedulePaymentPage,
} from '../features/tickets/reschedule-payment-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(RESCHEDULE_PAYMENT_TITLE), i18n._(RESCHEDULE_PAYMENT_DESCRIPTION));

export default function PaymentRescheduleRoute() {
  return <ReschedulePaymentPage />;
}
