import { PROCESS_PAYMENT_TITLE, ProcessPaymentPage } from '../features/booking/process-payment-page';
import { pageMeta } from '../ui/meta';

const DESCRIPTION = 'Confirm a card payment that your bank asks you to authenticate (3-D Secure).';

export const meta = () => pageMeta(PROCESS_PAYMENT_TITLE, DESCRIPTION);

export default function ProcessPaymentRoute() {
  return <ProcessPaymentPage />;
}
