import { MY_TICKETS_DESCRIPTION, MY_TICKETS_TITLE, MyTicketsPage } from '../features/tickets/my-tickets-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(MY_TICKETS_TITLE), i18n._(MY_TICKETS_DESCRIPTION));

export default function MyTicketsRoute() {
  return <MyTicketsPage />;
}
