import {
  DETAIL_TICKET_DESCRIPTION,
  DETAIL_TICKET_TITLE,
  TicketDetailPage,
} from '../features/tickets/ticket-detail-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(DETAIL_TICKET_TITLE), i18n._(DETAIL_TICKET_DESCRIPTION));

export default function DetailTicketRoute() {
  return <TicketDetailPage />;
}
