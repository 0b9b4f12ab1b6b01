import {
  UPDATE_STATUS_DESCRIPTION,
  UPDATE_STATUS_TITLE,
  UpdateStatusPage,
} from '../features/tickets/update-status-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(UPDATE_STATUS_TITLE, UPDATE_STATUS_DESCRIPTION);

export default function UpdateStatusRoute() {
  return <UpdateStatusPage />;
}
