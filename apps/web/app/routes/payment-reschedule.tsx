import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Reschedule payment';
const DESCRIPTION = 'Pay the reschedule fee.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function PaymentRescheduleRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
