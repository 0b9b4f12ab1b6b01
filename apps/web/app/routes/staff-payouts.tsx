import { STAFF_PAYOUTS_TITLE, StaffPayoutsPage } from '../features/staff-payouts/payouts-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_PAYOUTS_TITLE, "UpKeep's staff console.");

export default function StaffPayoutsRoute() {
  return <StaffPayoutsPage />;
}
