import {
  DETAIL_TICKET_DESCRIPTION,
  DETAIL_TICKET_TITLE,
  TicketDetailPage,
} from '../features/tickets/ticket-detail-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(DETAIL_TICKET_TITLE, DETAIL_TICKET_DESCRIPTION);

export default function DetailTicketRoute() {
  return <TicketDetailPage />;
}
