import { MY_PLANS_DESCRIPTION, MY_PLANS_TITLE, MyPlansPage } from '../features/plans/my-plans-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(MY_PLANS_TITLE), i18n._(MY_PLANS_DESCRIPTION));

export default function MyPlansRoute() {
  return <MyPlansPage />;
}
