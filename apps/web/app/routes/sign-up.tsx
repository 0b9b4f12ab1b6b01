import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Sign up';
const DESCRIPTION = 'Create your UpKeep account.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function SignUpRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
