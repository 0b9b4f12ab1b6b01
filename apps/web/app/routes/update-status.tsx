import {
  UPDATE_STATUS_DESCRIPTION,
  UPDATE_STATUS_TITLE,
  UpdateStatusPage,
} from '../features/tickets/update-status-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(UPDATE_STATUS_TITLE), i18n._(UPDATE_STATUS_DESCRIPTION));

export default function UpdateStatusRoute() {
  return <UpdateStatusPage />;
}
