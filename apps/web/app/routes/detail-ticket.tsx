import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Ticket detail';
const DESCRIPTION = 'A booking, its services, its history and its charges.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function DetailTicketRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
