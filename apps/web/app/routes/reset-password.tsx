import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Reset password';
const DESCRIPTION = 'Choose a new password.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function ResetPasswordRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
