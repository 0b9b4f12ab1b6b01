import { HOME_DESCRIPTION, HOME_TITLE, HomePage } from '../features/content/home-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(HOME_TITLE, HOME_DESCRIPTION);

export default function HomeRoute() {
  return <HomePage />;
}
