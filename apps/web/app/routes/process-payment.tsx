import { msg } from '@lingui/core/macro';
import { PROCESS_PAYMENT_TITLE, ProcessPaymentPage } from '../features/booking/process-payment-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

const DESCRIPTION = msg`Confirm a card payment that your bank asks you to authenticate (3-D Secure).`;

export const meta = () => pageMeta(i18n._(PROCESS_PAYMENT_TITLE), i18n._(DESCRIPTION));

export default function ProcessPaymentRoute() {
  return <ProcessPaymentPage />;
}
