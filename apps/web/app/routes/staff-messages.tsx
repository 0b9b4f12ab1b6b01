import { REPORTED_MESSAGES_TITLE, ReportedMessagesPage } from '../features/staff-support/reported-messages-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(REPORTED_MESSAGES_TITLE, "UpKeep's staff console.");

export default function StaffMessagesRoute() {
  return <ReportedMessagesPage />;
}
