import { useParams } from 'react-router';
import { InboxItemPage } from '../features/staff-support/inbox-item-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Inbox message', "UpKeep's staff console.");

export default function StaffInboxItemRoute() {
  const { kind, id } = useParams();
  return <InboxItemPage kind={kind} id={id} />;
}
