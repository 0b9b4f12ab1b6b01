import {
  RESET_PASSWORD_DESCRIPTION,
  RESET_PASSWORD_TITLE,
  ResetPasswordPage,
} from '../features/accounts/reset-password-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(RESET_PASSWORD_TITLE), i18n._(RESET_PASSWORD_DESCRIPTION));

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
