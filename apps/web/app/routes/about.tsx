import { ABOUT_DESCRIPTION, ABOUT_TITLE, AboutPage } from '../features/content/about-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

/** `/about` and `/es/about`: the page's language is active when its meta is written (entry.server.tsx). */
export const meta = () => pageMeta(i18n._(ABOUT_TITLE), i18n._(ABOUT_DESCRIPTION));

export default function AboutRoute() {
  return <AboutPage />;
}
