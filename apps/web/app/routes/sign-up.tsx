import { SIGN_UP_DESCRIPTION, SIGN_UP_TITLE, SignUpPage } from '../features/accounts/sign-up-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(SIGN_UP_TITLE), i18n._(SIGN_UP_DESCRIPTION));

export default function SignUpRoute() {
  return <SignUpPage />;
}
