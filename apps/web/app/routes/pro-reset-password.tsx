import {
  PRO_RESET_PASSWORD_DESCRIPTION,
  PRO_RESET_PASSWORD_TITLE,
  ProResetPasswordPage,
} from '../features/pro-portal/reset-password-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(PRO_RESET_PASSWORD_TITLE, PRO_RESET_PASSWORD_DESCRIPTION);

export default function ProResetPasswordRoute() {
  return <ProResetPasswordPage />;
}
