import {
  PRO_RECOVER_PASSWORD_DESCRIPTION,
  PRO_RECOVER_PASSWORD_TITLE,
  ProRecoverPasswordPage,
} from '../features/pro-portal/recover-password-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(PRO_RECOVER_PASSWORD_TITLE, PRO_RECOVER_PASSWORD_DESCRIPTION);

export default function ProRecoverPasswordRoute() {
  return <ProRecoverPasswordPage />;
}
