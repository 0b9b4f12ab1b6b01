import { PRO_ACCOUNT_DESCRIPTION, PRO_ACCOUNT_TITLE, ProAccountPage } from '../features/pro-portal/account-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(PRO_ACCOUNT_TITLE, PRO_ACCOUNT_DESCRIPTION);

export default function ProAccountRoute() {
  return <ProAccountPage />;
}
