import { HOW_IT_WORKS_DESCRIPTION, HOW_IT_WORKS_TITLE, HowItWorksPage } from '../features/content/how-it-works-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(HOW_IT_WORKS_TITLE), i18n._(HOW_IT_WORKS_DESCRIPTION));

export default function HowItWorksRoute() {
  return <HowItWorksPage />;
}
