import { OPTOUT_DESCRIPTION, OPTOUT_TITLE, OptOutPage } from '../features/inbox/optout-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(OPTOUT_TITLE, OPTOUT_DESCRIPTION);

export default function OptoutRoute() {
  return <OptOutPage />;
}
