import { HELP_DESCRIPTION, HELP_TITLE, HelpPage } from '../features/content/help-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(HELP_TITLE, HELP_DESCRIPTION);

export default function HelpRoute() {
  return <HelpPage />;
}
