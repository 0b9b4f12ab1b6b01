import {
  PRO_RECOVER_PASSWORD_DESCRIPTION,
  PRO_RECOVER_PASSWORD_TITLE,
  ProRecoverPasswordPage,
} from '../features/pro-portal/recover-password-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(PRO_RECOVER_PASSWORD_TITLE), i18n._(PRO_RECOVER_PASSWORD_DESCRIPTION));

export default function ProRecoverPasswordRoute() {
  return <ProRecoverPasswordPage />;
}
