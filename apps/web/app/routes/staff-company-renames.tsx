import { RENAMES_TITLE, RenamesPage } from '../features/staff-market/renames-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(RENAMES_TITLE, "UpKeep's staff console.");

export default function StaffCompanyRenamesRoute() {
  return <RenamesPage />;
}
