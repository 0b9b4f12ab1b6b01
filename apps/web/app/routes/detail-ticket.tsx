import { requestTicketDataEarly } from '../features/tickets/api/early-ticket-data';
import {
  DETAIL_TICKET_DESCRIPTION,
  DETAIL_TICKET_TITLE,
  TicketDetailPage,
} from '../features/tickets/ticket-detail-page';
import { i18n } from '../i18n/catalogs';
import { readSessionBackNow } from '../session/hydration';
import { pageMeta } from '../ui/meta';

// A visit that opens here asks for the ticket now, while React starts, and its first render knows the session (issue 48).
if (typeof window !== 'undefined') requestTicketDataEarly(window.location, window.history.state);
readSessionBackNow();

export const meta = () => pageMeta(i18n._(DETAIL_TICKET_TITLE), i18n._(DETAIL_TICKET_DESCRIPTION));

export default function DetailTicketRoute() {
  return <TicketDetailPage />;
}
