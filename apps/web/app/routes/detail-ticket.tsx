import { requestTicketDataEarly } from '../features/tickets/api/early-ticket-data';
import {
  DETAIL_TICKET_DESCRIPTION,
  DETAIL_TICKET_TITLE,
  TicketDetailPage,
} from '../features/tickets/ticket-detail-page';
import { pageMeta } from '../ui/meta';

// A visit that opens here asks for the ticket now, while React starts and reads the session back (issue 48).
if (typeof window !== 'undefined') requestTicketDataEarly(window.location, window.history.state);

export const meta = () => pageMeta(DETAIL_TICKET_TITLE, DETAIL_TICKET_DESCRIPTION);

export default function DetailTicketRoute() {
  return <TicketDetailPage />;
}
