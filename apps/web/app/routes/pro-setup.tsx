import { SetupPage } from '../features/pro-setup/setup-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Setup', 'The UpKeep company portal.');

export default function ProSetupRoute() {
  return <SetupPage />;
}
