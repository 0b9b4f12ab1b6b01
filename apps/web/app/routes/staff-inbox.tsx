import { INBOX_TITLE, InboxPage } from '../features/staff-support/inbox-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(INBOX_TITLE, "UpKeep's staff console.");

export default function StaffInboxRoute() {
  return <InboxPage />;
}
