import { PRO_SIGN_IN_DESCRIPTION, PRO_SIGN_IN_TITLE, ProSignInPage } from '../features/pro-portal/sign-in-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(PRO_SIGN_IN_TITLE, PRO_SIGN_IN_DESCRIPTION);

export default function ProSignInRoute() {
  return <ProSignInPage />;
}
