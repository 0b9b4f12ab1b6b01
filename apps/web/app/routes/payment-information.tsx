import { msg } from '@lingui/core/macro';
import { CheckoutPage } from '../features/booking/checkout-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

const TITLE = msg`Payment information`;
const DESCRIPTION = msg`Review your booking, add your address and pay securely.`;

export const meta = () => pageMeta(i18n._(TITLE), i18n._(DESCRIPTION));

export default function PaymentInformationRoute() {
  return <CheckoutPage />;
}
