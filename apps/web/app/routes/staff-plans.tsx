import { STAFF_PLANS_TITLE, StaffPlansPage } from '../features/staff-plans/plans-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_PLANS_TITLE, "UpKeep's staff console.");

export default function StaffPlansRoute() {
  return <StaffPlansPage />;
}
