import { HOW_IT_WORKS_DESCRIPTION, HOW_IT_WORKS_TITLE, HowItWorksPage } from '../features/content/how-it-works-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(HOW_IT_WORKS_TITLE, HOW_IT_WORKS_DESCRIPTION);

export default function HowItWorksRoute() {
  return <HowItWorksPage />;
}
