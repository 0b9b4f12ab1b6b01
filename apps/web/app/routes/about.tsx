import { ABOUT_DESCRIPTION, ABOUT_TITLE, AboutPage } from '../features/content/about-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(ABOUT_TITLE, ABOUT_DESCRIPTION);

export default function AboutRoute() {
  return <AboutPage />;
}
