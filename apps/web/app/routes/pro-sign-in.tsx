import { PRO_SIGN_IN_DESCRIPTION, PRO_SIGN_IN_TITLE, ProSignInPage } from '../features/pro-portal/sign-in-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(PRO_SIGN_IN_TITLE), i18n._(PRO_SIGN_IN_DESCRIPTION));

export default function ProSignInRoute() {
  return <ProSignInPage />;
}
