import { CheckoutPage } from '../features/booking/checkout-page';
import { pageMeta } from '../ui/meta';

const TITLE = 'Payment information';
const DESCRIPTION = 'Review your booking, add your address and pay securely.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function PaymentInformationRoute() {
  return <CheckoutPage />;
}
