import {
  RESET_PASSWORD_DESCRIPTION,
  RESET_PASSWORD_TITLE,
  ResetPasswordPage,
} from '../features/accounts/reset-password-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(RESET_PASSWORD_TITLE, RESET_PASSWORD_DESCRIPTION);

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
