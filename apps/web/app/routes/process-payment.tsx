import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Processing payment';
const DESCRIPTION = 'Your payment is being processed.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function ProcessPaymentRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
