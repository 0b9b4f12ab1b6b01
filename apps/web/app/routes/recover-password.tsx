import {
  RECOVER_PASSWORD_DESCRIPTION,
  RECOVER_PASSWORD_TITLE,
  RecoverPasswordPage,
} from '../features/accounts/recover-password-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(RECOVER_PASSWORD_TITLE, RECOVER_PASSWORD_DESCRIPTION);

export default function RecoverPasswordRoute() {
  return <RecoverPasswordPage />;
}
