import { useParams } from 'react-router';
import { TicketPage } from '../features/staff-support/ticket-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Ticket', "UpKeep's staff console.");

export default function StaffTicketRoute() {
  const { id } = useParams();
  return <TicketPage id={id} />;
}
