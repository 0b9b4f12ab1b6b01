import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'My tickets';
const DESCRIPTION = 'Your bookings, their status and their actions.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function MyTicketsRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
