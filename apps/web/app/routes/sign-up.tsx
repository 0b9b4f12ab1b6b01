import { SIGN_UP_DESCRIPTION, SIGN_UP_TITLE, SignUpPage } from '../features/accounts/sign-up-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(SIGN_UP_TITLE, SIGN_UP_DESCRIPTION);

export default function SignUpRoute() {
  return <SignUpPage />;
}
