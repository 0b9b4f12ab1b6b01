import { STAFF_SETTINGS_TITLE, StaffSettingsPage } from '../features/staff-console/settings-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_SETTINGS_TITLE, "UpKeep's staff console: the marketplace's settings.");

export default function StaffSettingsRoute() {
  return <StaffSettingsPage />;
}
