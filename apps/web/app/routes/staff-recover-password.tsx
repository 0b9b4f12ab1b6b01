import {
  STAFF_RECOVER_PASSWORD_DESCRIPTION,
  STAFF_RECOVER_PASSWORD_TITLE,
  StaffRecoverPasswordPage,
} from '../features/staff-console/recover-password-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_RECOVER_PASSWORD_TITLE, STAFF_RECOVER_PASSWORD_DESCRIPTION);

export default function StaffRecoverPasswordRoute() {
  return <StaffRecoverPasswordPage />;
}
