import {
  RESCHEDULE_PAYMENT_DESCRIPTION,
  RESCHEDULE_PAYMENT_TITLE,
  ReschedulePaymentPage,
} from '../features/tickets/reschedule-payment-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(RESCHEDULE_PAYMENT_TITLE, RESCHEDULE_PAYMENT_DESCRIPTION);

export default function PaymentRescheduleRoute() {
  return <ReschedulePaymentPage />;
}
