import {
  RECOVER_PASSWORD_DESCRIPTION,
  RECOVER_PASSWORD_TITLE,
  RecoverPasswordPage,
} from '../features/accounts/recover-password-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(RECOVER_PASSWORD_TITLE), i18n._(RECOVER_PASSWORD_DESCRIPTION));

export default function RecoverPasswordRoute() {
  return <RecoverPasswordPage />;
}
