import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Recover password';
const DESCRIPTION = 'We will e-mail you a temporary password.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function RecoverPasswordRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
