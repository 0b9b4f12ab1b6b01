import { SIGN_IN_DESCRIPTION, SIGN_IN_TITLE, SignInPage } from '../features/accounts/sign-in-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(SIGN_IN_TITLE), i18n._(SIGN_IN_DESCRIPTION));

export default function SignInRoute() {
  return <SignInPage />;
}
