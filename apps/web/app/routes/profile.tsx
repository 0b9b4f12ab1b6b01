import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Profile';
const DESCRIPTION = 'Your personal information.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function ProfileRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
