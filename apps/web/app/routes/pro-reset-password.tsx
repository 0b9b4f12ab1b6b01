import {
  PRO_RESET_PASSWORD_DESCRIPTION,
  PRO_RESET_PASSWORD_TITLE,
  ProResetPasswordPage,
} from '../features/pro-portal/reset-password-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(PRO_RESET_PASSWORD_TITLE), i18n._(PRO_RESET_PASSWORD_DESCRIPTION));

export default function ProResetPasswordRoute() {
  return <ProResetPasswordPage />;
}
