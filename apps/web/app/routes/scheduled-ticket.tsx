import {
  SCHEDULED_SERVICE_DESCRIPTION,
  SCHEDULED_SERVICE_TITLE,
  ScheduledServicePage,
} from '../features/tickets/scheduled-service-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(SCHEDULED_SERVICE_TITLE, SCHEDULED_SERVICE_DESCRIPTION);

export default function ScheduledTicketRoute() {
  return <ScheduledServicePage />;
}
