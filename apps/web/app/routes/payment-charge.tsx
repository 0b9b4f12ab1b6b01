import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Pay extra charge';
const DESCRIPTION = 'Pay or decline an extra charge on your ticket.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function PaymentChargeRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
