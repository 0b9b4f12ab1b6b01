import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Scheduled service';
const DESCRIPTION = 'A scheduled service and its open charges.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function ScheduledTicketRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
