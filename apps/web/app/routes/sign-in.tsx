import { SIGN_IN_DESCRIPTION, SIGN_IN_TITLE, SignInPage } from '../features/accounts/sign-in-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(SIGN_IN_TITLE, SIGN_IN_DESCRIPTION);

export default function SignInRoute() {
  return <SignInPage />;
}
