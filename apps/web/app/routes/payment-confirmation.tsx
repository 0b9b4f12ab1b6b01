import { ConfirmationPage } from '../features/booking/confirmation-page';
import { pageMeta } from '../ui/meta';

const TITLE = 'Booking confirmed';
const DESCRIPTION = 'Your booking is confirmed. A confirmation is on its way by e-mail and text.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function PaymentConfirmationRoute() {
  return <ConfirmationPage />;
}
