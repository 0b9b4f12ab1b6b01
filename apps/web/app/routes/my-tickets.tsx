import { MY_TICKETS_DESCRIPTION, MY_TICKETS_TITLE, MyTicketsPage } from '../features/tickets/my-tickets-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(MY_TICKETS_TITLE, MY_TICKETS_DESCRIPTION);

export default function MyTicketsRoute() {
  return <MyTicketsPage />;
}
