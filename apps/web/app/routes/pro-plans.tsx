import { PLANS_TITLE, PlansPage } from '../features/pro-plans/plans-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(PLANS_TITLE, 'The UpKeep company portal.');

export default function ProPlansRoute() {
  return <PlansPage />;
}
