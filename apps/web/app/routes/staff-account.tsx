import {
  STAFF_ACCOUNT_DESCRIPTION,
  STAFF_ACCOUNT_TITLE,
  StaffAccountPage,
} from '../features/staff-console/account-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_ACCOUNT_TITLE, STAFF_ACCOUNT_DESCRIPTION);

export default function StaffAccountRoute() {
  return <StaffAccountPage />;
}
