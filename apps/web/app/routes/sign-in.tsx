import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Sign in';
const DESCRIPTION = 'Sign in to book, pay and manage your tickets.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function SignInRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
