import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Payment information';
const DESCRIPTION = 'Review your booking, add your address and pay securely.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function PaymentInformationRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
