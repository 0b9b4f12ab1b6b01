import {
  STAFF_RESET_PASSWORD_DESCRIPTION,
  STAFF_RESET_PASSWORD_TITLE,
  StaffResetPasswordPage,
} from '../features/staff-console/reset-password-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_RESET_PASSWORD_TITLE, STAFF_RESET_PASSWORD_DESCRIPTION);

export default function StaffResetPasswordRoute() {
  return <StaffResetPasswordPage />;
}
