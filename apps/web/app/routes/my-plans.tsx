import { MY_PLANS_DESCRIPTION, MY_PLANS_TITLE, MyPlansPage } from '../features/plans/my-plans-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(MY_PLANS_TITLE, MY_PLANS_DESCRIPTION);

export default function MyPlansRoute() {
  return <MyPlansPage />;
}
