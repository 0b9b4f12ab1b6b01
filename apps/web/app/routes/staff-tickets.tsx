import { TICKETS_TITLE, TicketsPage } from '../features/staff-support/tickets-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(TICKETS_TITLE, "UpKeep's staff console.");

export default function StaffTicketsRoute() {
  return <TicketsPage />;
}
