import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Get an estimate';
const DESCRIPTION = 'Choose a date and a time slot with the company you picked.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function BookingRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
