import { ConfirmationPage } from '../features/booking/confirmation-page';
import { pageMeta } from '../ui/meta';

const TITLE = 'Request sent';
const DESCRIPTION =
  'Your booking request was sent to the company, who confirms it. We let you know by e-mail and text.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function PaymentConfirmationRoute() {
  return <ConfirmationPage />;
}
